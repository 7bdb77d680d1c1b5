//! `keep_range: N`: a creature that sees the player flees when closer than N - 1 tiles,
//! approaches when farther than N, and otherwise passes (so the next behaviour, a throw,
//! can act). It also passes when cornered or blocked, for the same reason.

use super::{best_step, distance2, Situation};
use crate::rules::combat::walk;
use crate::rules::game::Game;

pub(super) fn act(game: &mut Game, now: &Situation, range: i64) -> bool {
    if !now.sees_player {
        return false;
    }
    let d = i64::from(now.pos.chebyshev(now.player));
    let here = distance2(now.pos, now.player);
    let step = if d < range - 1 {
        best_step(game.level(), now.pos, -here, |n| -distance2(n, now.player))
    } else if d > range {
        best_step(game.level(), now.pos, here, |n| distance2(n, now.player))
    } else {
        None
    };
    match step {
        Some(to) => {
            walk(game, now.who, now.pos, to);
            true
        }
        None => false,
    }
}
