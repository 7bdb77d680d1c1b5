//! `beeline_visible`: a creature that sees the player steps to the neighbour nearest the
//! player, attacking when that is the player. It passes when it does not see the player or no
//! free neighbour is nearer than where it stands.

use super::{best_step, distance2, Situation};
use crate::rules::combat::{bump, walk};
use crate::rules::game::Game;

pub(super) fn act(game: &mut Game, now: &Situation) -> bool {
    if !now.sees_player {
        return false;
    }
    if now.pos.chebyshev(now.player) == 1 {
        bump(game, now.who, game.player());
        return true;
    }
    let here = distance2(now.pos, now.player);
    match best_step(game.level(), now.pos, here, |n| distance2(n, now.player)) {
        Some(to) => {
            walk(game, now.who, now.pos, to);
            true
        }
        None => false,
    }
}
