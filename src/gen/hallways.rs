//! Stage: the three top joins follow the route aa → ab → bb → ba; their corridors are
//! transition hallways, the only ways from one quadrant to the next.

use super::corridors::rooms_of;
use super::dig::RingMap;
use super::join::join;
use crate::world::{CorridorKind, Level, Quadrant};

pub fn join_quadrants(level: &mut Level, rings: &RingMap, rng: &mut fastrand::Rng) {
    let mut path = Vec::new();
    for pair in Quadrant::ROUTE.windows(2) {
        let from = rooms_of(&level.layout, pair[0]);
        let to = rooms_of(&level.layout, pair[1]);
        join(
            level,
            rings,
            (&from, &to),
            CorridorKind::Hallway,
            true,
            rng,
            &mut path,
        );
    }
}
