//! `throw: {item, cooldown}`: a creature that sees the player and holds the item throws one at
//! the player, then cannot throw again for `cooldown` turns (the rest of its stack still
//! runs). Otherwise it passes.

use super::Situation;
use crate::data::ItemId;
use crate::rules::action::Action;
use crate::rules::game::Game;

pub(super) fn choose(
    game: &mut Game,
    now: &Situation,
    item: ItemId,
    cooldown: u32,
) -> Option<Action> {
    if !now.sees_player || game.kinds.flier.is_none() {
        return None;
    }
    let turn = game.turn();
    if turn < game.mind(now.who.id).throw_ready_on {
        return None;
    }
    let holds = game
        .level()
        .creatures
        .get(now.who.id)
        .is_some_and(|c| c.inventory.count(item) > 0);
    if !holds {
        return None;
    }
    game.change_mind(now.who.id, |m| {
        m.throw_ready_on = turn + u64::from(cooldown) + 1
    });
    Some(Action::Throw {
        item,
        target: now.player,
    })
}
