//! What a creature does with its turn. The player's commands and the monsters' behaviours
//! both come down to an [`Action`]; `check::check` says whether that creature may do it now
//! and [`execute`] carries it out, so a rule is written once and holds for everyone.

use super::combat::{bump, walk};
use super::command::Direction;
use super::event::{Event, Verb, Who};
use super::game::Game;
use crate::data::ItemId;
use crate::world::{Ground, Pos};

/// One creature's deed for one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Let the turn pass.
    Wait,
    /// Step one tile; into a creature it is an attack, into a thrown item a punch that knocks
    /// it out of the air, into a closed door it opens the door and steps in, into a fixture it
    /// tries it (the player only).
    Step(Direction),
    /// Two steps in one action (the same way, or turning for the second), stopping short at a
    /// creature, a wall or a trap.
    Dash(Direction, Direction),
    /// Take what lies on the actor's own tile: everything, or only the items of one kind.
    PickUp { only: Option<ItemId> },
    /// Take everything lying on a neighbouring tile without stepping on it.
    Steal(Direction),
    /// Try to disarm a found trap on a neighbouring tile.
    Disarm(Direction),
    /// Throw one of the first carried item of a kind at a tile.
    Throw { item: ItemId, target: Pos },
    /// Throw a dart at the creature on a tile (darts are not used up).
    ThrowDart { target: Pos },
    /// Take the down-stairs the actor stands on.
    Descend,
    /// Take the up-stairs the actor stands on; on the first floor they leave the dungeon.
    Ascend,
    /// Quaff, read or eat one of the thing at an inventory position.
    Use { slot: u8, verb: Verb },
    /// Put on or wield the thing at an inventory position.
    Wear(u8),
    /// Take off the worn thing at an inventory position.
    TakeOff(u8),
    /// Drop the heap at an inventory position on the actor's tile.
    Drop(u8),
    /// Buy the ware `index` of the pile at `at` from the shop the actor stands in.
    Buy { at: Pos, index: u8 },
    /// Sell one of the thing at an inventory position to the shop the actor stands in.
    Sell(u8),
    /// Cast a spell at a tile.
    Cast {
        source: super::magic::SpellSource,
        target: Pos,
    },
}

/// Carries out an action that `check::check` allowed.
pub(crate) fn execute(game: &mut Game, who: Who, action: Action) {
    let Some(here) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    match action {
        Action::Wait => game.emit(Event::Waited { who }),
        Action::Step(direction) => step(game, who, direction),
        Action::Dash(first, second) => super::rogue::dash(game, who, [first, second]),
        Action::PickUp { only } => pick_up(game, who, here, only, false),
        Action::Steal(direction) => pick_up(game, who, direction.step(here), None, true),
        Action::Disarm(direction) => super::ability_checks::disarm(game, who, direction.step(here)),
        Action::Throw { item, target } => super::flight::throw(game, who, item, target),
        Action::ThrowDart { target } => super::rogue::throw_dart(game, who, target),
        Action::Descend | Action::Ascend => super::stairs::take_stairs(game, who),
        Action::Use { slot, verb } => super::items::use_item(game, who, slot, verb),
        Action::Wear(slot) => super::items::equip::wear(game, who, slot),
        Action::TakeOff(slot) => super::items::equip::take_off(game, who, slot),
        Action::Drop(slot) => super::items::drop(game, who, slot),
        Action::Buy { at, index } => super::shop::buy(game, who, at, index),
        Action::Sell(slot) => super::shop::sell(game, who, slot),
        Action::Cast { source, target } => super::magic::cast(game, who, source, target),
    }
}

/// A creature steps one tile, or attacks what stands there. The player, stepping, may heal in
/// a transition hallway and notice hidden traps nearby.
pub(crate) fn step(game: &mut Game, who: Who, direction: Direction) {
    let Some(here) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    let direction = super::items::stagger(game, who, direction);
    let to = direction.step(here);
    if let Some(other) = game.level().creatures.id_at(to) {
        return bump(game, who, other);
    }
    if game.level().fixture_at(to).is_some() {
        return super::ability_checks::try_fixture(game, who, to);
    }
    let floor = game.floor();
    walk(game, who, here, to);
    // Unless a pit dropped the player to another floor, or killed them.
    let player = who.id == game.player();
    if player && game.floor() == floor && game.outcome().is_none() {
        heal_in_hallway(game, here, to);
        super::traps::look_for_traps(game);
    }
}

/// Picks up, from tile `at`, every item there or those of one kind; `stolen` from beside.
fn pick_up(game: &mut Game, who: Who, at: Pos, only: Option<ItemId>, stolen: bool) {
    // A pile holds an item or two; copying it lets the events take from it.
    let pile = game.level().items.at(at).to_vec();
    let level = game.level();
    let guarded: Vec<bool> = (pile.iter())
        .map(|i| super::shop::is_guarded_ware(level, at, i))
        .collect();
    // Taking a guarded ware is theft, and the keeper sees it.
    if stolen && guarded.iter().any(|&g| g) {
        super::shop::provoke_theft(game, who, at);
    }
    for (item, guarded) in pile.into_iter().zip(guarded) {
        if guarded && !stolen {
            continue;
        }
        if only.is_none_or(|kind| kind == item.kind) {
            game.emit(Event::PickedUp {
                who,
                at,
                item,
                stolen,
            });
        }
    }
}

/// A transition hallway heals the player when entered from outside it, from its warmth: one
/// full heal a floor.
fn heal_in_hallway(game: &mut Game, from: Pos, to: Pos) {
    let ground = &game.level().ground;
    if ground[to] != Ground::Hallway || ground[from] == Ground::Hallway {
        return;
    }
    // One full heal a hallway a floor, given as it is needed.
    let (hp, max) = (game.player_hp(), game.max_hp());
    let warmth = max - game.level().hallway_given(to);
    let amount = (max - hp).min(warmth);
    if amount > 0 {
        game.emit(Event::Healed {
            who: game.player_who(),
            hp: hp + amount,
            amount,
        });
        game.emit(Event::HallwayDrawn {
            at: to,
            amount,
            left: warmth - amount,
        });
    }
}
