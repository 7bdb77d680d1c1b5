//! The warmth of transition hallways: each hallway (its tiles joined side by side) gives at
//! most one full heal a floor, spread over as many visits as the player likes, so that
//! stepping off and back on is no fountain and crossing one barely hurt wastes nothing.

use super::geometry::Pos;
use super::level::Level;
use super::tiles::Ground;

impl Level {
    /// The tiles of the unspent transition hallway holding `at`, or none.
    pub fn hallway_tiles(&self, at: Pos) -> Vec<Pos> {
        let mut tiles = Vec::new();
        let mut stack = vec![at];
        while let Some(p) = stack.pop() {
            if self.ground.get(p) == Some(&Ground::Hallway) && !tiles.contains(&p) {
                tiles.push(p);
                stack.extend(p.neighbours4());
            }
        }
        tiles
    }

    /// Hit points the hallway holding `at` has given on this floor.
    pub fn hallway_given(&self, at: Pos) -> i32 {
        let Some(key) = self.hallway_tiles(at).into_iter().min() else {
            return 0;
        };
        self.hallway_warmth
            .iter()
            .find(|(p, _)| *p == key)
            .map_or(0, |&(_, given)| given)
    }

    /// Counts `amount` more hit points given by the hallway holding `at`; when `spent`, its
    /// tiles become spent hallway.
    pub fn draw_on_hallway(&mut self, at: Pos, amount: i32, spent: bool) {
        let tiles = self.hallway_tiles(at);
        let Some(key) = tiles.iter().copied().min() else {
            return;
        };
        match self.hallway_warmth.iter_mut().find(|(p, _)| *p == key) {
            Some((_, given)) => *given += amount,
            None => self.hallway_warmth.push((key, amount)),
        }
        if spent {
            for p in tiles {
                self.ground[p] = Ground::SpentHallway;
            }
            self.hallway_warmth.retain(|(p, _)| *p != key);
        }
    }
}
