//! `keep_range: N`: a creature that sees the player flees when closer than N - 1 tiles,
//! approaches when farther than N, and otherwise passes (so the next behaviour, a throw,
//! can act). It also passes when cornered or blocked, for the same reason.

use super::{best_step, distance2, step_to, Footing, Situation};
use crate::rules::action::Action;
use crate::rules::game::Game;

pub(super) fn choose(game: &mut Game, now: &Situation, range: i64) -> Option<Action> {
    if !now.sees_player {
        return None;
    }
    let d = i64::from(now.pos.chebyshev(now.player));
    let here = distance2(now.pos, now.player);
    let to = if d < range - 1 {
        best_step(Footing::of(game), now.pos, -here, |n| {
            -distance2(n, now.player)
        })
    } else if d > range {
        best_step(Footing::of(game), now.pos, here, |n| {
            distance2(n, now.player)
        })
    } else {
        None
    }?;
    step_to(now.pos, to)
}
