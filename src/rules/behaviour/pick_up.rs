//! `pick_up: item`: a creature standing on the item picks it all up; next to one, it steps
//! onto it. Otherwise it passes.

use super::{is_free, Situation};
use crate::data::ItemId;
use crate::rules::combat::walk;
use crate::rules::event::Event;
use crate::rules::game::Game;

pub(super) fn act(game: &mut Game, now: &Situation, item: ItemId) -> bool {
    let level = game.level();
    let count = count_at(level, now.pos, item);
    if count > 0 {
        game.emit(Event::PickedUp {
            who: now.who,
            at: now.pos,
            item,
            count,
        });
        return true;
    }
    let next = now
        .pos
        .neighbours8()
        .into_iter()
        .find(|&n| count_at(level, n, item) > 0 && is_free(level, n));
    match next {
        Some(to) => {
            walk(game, now.who, now.pos, to);
            true
        }
        None => false,
    }
}

fn count_at(level: &crate::world::Level, p: crate::world::Pos, item: ItemId) -> u32 {
    level
        .items
        .at(p)
        .iter()
        .find(|s| s.item == item)
        .map_or(0, |s| s.count)
}
