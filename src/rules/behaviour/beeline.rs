//! `beeline_visible`: a creature that sees the player steps to the neighbour nearest the
//! player, attacking when that is the player. It passes when it does not see the player or no
//! free neighbour is nearer than where it stands.

use super::{best_step, distance2, step_to, Footing, Situation};
use crate::rules::action::Action;
use crate::rules::game::Game;

pub(super) fn choose(game: &mut Game, now: &Situation) -> Option<Action> {
    if !now.sees_player {
        return None;
    }
    let here = distance2(now.pos, now.player);
    if now.pos.chebyshev(now.player) == 1 {
        return step_to(now.pos, now.player);
    }
    let to = best_step(Footing::of(game), now.pos, here, |n| {
        distance2(n, now.player)
    })?;
    step_to(now.pos, to)
}
