//! Fixtures: things standing in a room that test an ability when the player tries them
//! (barrels, locked chests, altars, rune stones; GAME.md §12). Each stands on a tile marked
//! [`Wall::Fixture`], so every walk and path already goes round it.

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::ids::CheckId;
use super::level::Level;
use super::tiles::Wall;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fixture {
    /// The row of `ability_checks.csv`.
    pub kind: CheckId,
    pub pos: Pos,
    /// Tries left before it is spent.
    pub tries_left: u32,
    /// Opened, broken, read or blessed: it gives nothing more.
    pub done: bool,
}

impl Fixture {
    /// Whether it can still be tried.
    pub fn is_open_to_try(&self) -> bool {
        !self.done && self.tries_left > 0
    }
}

impl Level {
    pub fn fixture_at(&self, p: Pos) -> Option<&Fixture> {
        // Each stands on a `Wall::Fixture` tile: most tiles answer without a look at the list.
        if self.walls.get(p) != Some(&Some(Wall::Fixture)) {
            return None;
        }
        self.fixtures.iter().find(|f| f.pos == p)
    }

    /// Stands a fixture of `kind` with `tries` on a tile, which it blocks from now on.
    pub fn place_fixture(&mut self, kind: CheckId, pos: Pos, tries: u32) {
        self.walls[pos] = Some(Wall::Fixture);
        self.fixtures.push(Fixture {
            kind,
            pos,
            tries_left: tries,
            done: false,
        });
    }
}
