//! `pick_up: item`: a creature standing on the item picks it all up; next to one, it steps
//! onto it. Otherwise it passes.

use super::{step_to, Footing, Situation};
use crate::data::ItemId;
use crate::rules::action::Action;
use crate::rules::game::Game;

pub(super) fn choose(game: &mut Game, now: &Situation, item: ItemId) -> Option<Action> {
    let footing = Footing::of(game);
    let level = footing.level();
    if !level.items.any_near(now.pos) {
        return None;
    }
    let lies_at = |p| level.items.at(p).iter().any(|i| i.kind == item);
    if lies_at(now.pos) {
        return Some(Action::PickUp { only: Some(item) });
    }
    let to = now
        .pos
        .neighbours8()
        .into_iter()
        .find(|&n| lies_at(n) && footing.is_free(n))?;
    step_to(now.pos, to)
}
