//! What the player remembers of the items of each floor: the sprite last seen on every tile,
//! so the fog of war shows the rock or the potion where it was seen, not where it is now.

use torchdeep::world::{Grid, Level, Pos};

#[derive(Default)]
pub struct Memory {
    /// By floor index; made when the floor is first seen.
    floors: Vec<Option<Grid<Option<u16>>>>,
}

impl Memory {
    /// Notes the items on every tile in view now.
    pub fn look(
        &mut self,
        floor: usize,
        level: &Level,
        item_sprite: impl Fn(torchdeep::data::ItemId) -> u16,
        visible: impl Fn(Pos) -> bool,
    ) {
        if self.floors.len() <= floor {
            self.floors.resize_with(floor + 1, || None);
        }
        let grid = self.floors[floor]
            .get_or_insert_with(|| Grid::new(level.width(), level.height(), None));
        for y in 0..level.height() {
            for x in 0..level.width() {
                let p = Pos::new(x, y);
                if visible(p) {
                    grid[p] = level.items.at(p).first().map(|s| item_sprite(s.kind));
                }
            }
        }
    }

    /// The item sprite last seen on a tile of a floor.
    pub fn item(&self, floor: usize, p: Pos) -> Option<u16> {
        self.floors.get(floor)?.as_ref()?.get(p).copied().flatten()
    }
}
