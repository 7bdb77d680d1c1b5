//! `pick_up: item`: a creature standing on the item picks it all up; next to one, it steps
//! onto it. Otherwise it passes.

use super::{is_free, Situation};
use crate::data::ItemId;
use crate::rules::combat::walk;
use crate::rules::event::Event;
use crate::rules::game::Game;

pub(super) fn act(game: &mut Game, now: &Situation, item: ItemId) -> bool {
    let level = game.level();
    if let Some(&found) = level.items.at(now.pos).iter().find(|i| i.kind == item) {
        game.emit(Event::PickedUp {
            who: now.who,
            at: now.pos,
            item: found,
        });
        return true;
    }
    let next = now
        .pos
        .neighbours8()
        .into_iter()
        .find(|&n| level.items.at(n).iter().any(|i| i.kind == item) && is_free(level, n));
    match next {
        Some(to) => {
            walk(game, now.who, now.pos, to);
            true
        }
        None => false,
    }
}
