//! `random_walk`: a step to a random free neighbour. A creature more than
//! [`DOZE_DISTANCE`] tiles from the player dozes instead (and costs nothing).

use super::{step_to, Footing, Situation};
use crate::rules::action::Action;
use crate::rules::game::Game;
use crate::world::PortableRng;

/// Beyond this Chebyshev distance from the player a random walker does nothing.
pub const DOZE_DISTANCE: i32 = 40;

pub(super) fn choose(game: &mut Game, now: &Situation) -> Option<Action> {
    if now.pos.chebyshev(now.player) > DOZE_DISTANCE {
        return Some(Action::Wait);
    }
    let mut free = Footing::of(game).free_neighbours(now.pos);
    if free == 0 {
        return Some(Action::Wait);
    }
    // The chosen one among the free neighbours, in their order.
    for _ in 0..game.rng().index(free.count_ones() as usize) {
        free &= free - 1;
    }
    step_to(
        now.pos,
        now.pos.neighbours8()[free.trailing_zeros() as usize],
    )
}
