//! What the player asks for: a small value the rules check, then carry out.

use crate::data::ItemId;
use crate::world::Pos;

/// One of the eight ways to step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The step in tiles: north is (0, -1), east is (1, 0).
    pub fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, -1),
            Direction::NE => (1, -1),
            Direction::E => (1, 0),
            Direction::SE => (1, 1),
            Direction::S => (0, 1),
            Direction::SW => (-1, 1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, -1),
        }
    }

    pub fn from_delta(dx: i32, dy: i32) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.delta() == (dx.signum(), dy.signum()) && (dx, dy) != (0, 0))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Walk; bumping a creature attacks it; walking into a closed door opens it (a turn).
    Move(Direction),
    Wait,
    /// Everything on the player's tile.
    PickUp,
    Throw {
        item: ItemId,
        target: Pos,
    },
    /// `>` on down-stairs.
    Descend,
    /// `<` on up-stairs, or on the exit, which ends the run.
    Ascend,
}
