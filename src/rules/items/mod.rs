//! Things to find and use (GAME.md §12): naming them as the player knows them, the run's
//! shuffled looks and identification, equipment and what it adds, and using potions, scrolls
//! and food. Every change is an event, applied in `state`.

pub mod equip;
pub mod identify;
pub(crate) mod messages;
pub mod naming;
mod use_item;

pub use equip::{kit, wear_kit, worn_in, Worn};
pub use identify::{shuffle, unknown_kinds};
pub use naming::{counted_name, known_name};
pub(crate) use use_item::{check_use, use_item};

use super::command::Direction;
use super::event::{Event, Who};
use super::game::Game;
use crate::world::PortableRng;
use crate::world::Status;

/// The most different things a pack holds: one for each letter a to z.
pub const PACK_LETTERS: usize = 26;

/// The letter of an inventory position: a to z.
pub fn letter(slot: usize) -> char {
    (b'a' + (slot % PACK_LETTERS) as u8) as char
}

/// The inventory position of a letter.
pub fn slot_of(letter: char) -> Option<u8> {
    letter.is_ascii_lowercase().then(|| letter as u8 - b'a')
}

/// Drops the whole heap at `slot` on the dropper's tile.
pub(crate) fn drop(game: &mut Game, who: Who, slot: u8) {
    let Some((at, item)) = game.level().creatures.get(who.id).and_then(|c| {
        c.inventory
            .items()
            .get(usize::from(slot))
            .map(|i| (c.pos, *i))
    }) else {
        return;
    };
    game.emit(Event::Dropped { who, at, item });
}

/// A confused creature's step goes a random way half the time (if that way is open).
pub(crate) fn stagger(game: &mut Game, who: Who, direction: Direction) -> Direction {
    let turn = game.turn();
    let confused = game
        .level()
        .creatures
        .get(who.id)
        .is_some_and(|c| c.mind.statuses.has(Status::Confusion, turn));
    if !confused || game.rng().bool() {
        return direction;
    }
    let astray = Direction::ALL[game.rng().index(Direction::ALL.len())];
    let step = super::action::Action::Step(astray);
    match super::check::check(game, who, &step) {
        Ok(()) => astray,
        Err(_) => direction,
    }
}

/// The player's conditions that end with this turn say so.
pub(crate) fn wear_off(game: &mut Game) {
    let who = game.player_who();
    let turn = game.turn();
    let Some(statuses) = game.level().creatures.get(who.id).map(|c| c.mind.statuses) else {
        return;
    };
    for status in Status::ALL {
        if statuses.until[status as usize] == turn + 1 {
            game.emit(Event::StatusEnded { who, status });
            if matches!(status, Status::Darkness | Status::Telepathy) {
                game.view.invalidate();
            }
        }
    }
}
