//! `random_walk`: a step to a random free neighbour. A creature more than
//! [`DOZE_DISTANCE`] tiles from the player dozes instead (and costs nothing).

use super::{is_free, Situation};
use crate::rules::combat::walk;
use crate::rules::game::Game;
use crate::world::PortableRng;
use crate::world::Pos;

/// Beyond this Chebyshev distance from the player a random walker does nothing.
pub const DOZE_DISTANCE: i32 = 40;

pub(super) fn act(game: &mut Game, now: &Situation) -> bool {
    if now.pos.chebyshev(now.player) > DOZE_DISTANCE {
        return true;
    }
    let mut free = [Pos::default(); 8];
    let mut count = 0;
    for n in now.pos.neighbours8() {
        if is_free(game.level(), n) {
            free[count] = n;
            count += 1;
        }
    }
    if count > 0 {
        let to = free[game.rng().index(count)];
        walk(game, now.who, now.pos, to);
    }
    true
}
