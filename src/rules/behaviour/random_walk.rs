//! `random_walk`: a step to a random free neighbour. A creature more than
//! [`DOZE_DISTANCE`] tiles from the player dozes instead (and costs nothing).

use super::{step_to, Footing, Situation};
use crate::rules::action::Action;
use crate::rules::game::Game;
use crate::world::PortableRng;
use crate::world::Pos;

/// Beyond this Chebyshev distance from the player a random walker does nothing.
pub const DOZE_DISTANCE: i32 = 40;

pub(super) fn choose(game: &mut Game, now: &Situation) -> Option<Action> {
    if now.pos.chebyshev(now.player) > DOZE_DISTANCE {
        return Some(Action::Wait);
    }
    let mut free = [Pos::default(); 8];
    let mut count = 0;
    let footing = Footing::of(game);
    for n in now.pos.neighbours8() {
        if footing.is_free(n) {
            free[count] = n;
            count += 1;
        }
    }
    if count == 0 {
        return Some(Action::Wait);
    }
    let to = free[game.rng().index(count)];
    step_to(now.pos, to)
}
