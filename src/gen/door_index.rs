//! The floor's doors by row, to find those around one room without going through them all: a
//! big floor has thousands.

use crate::world::{Pos, Rect};

pub struct DoorIndex {
    /// `(y, x, place in the layout's list)`, sorted.
    by_row: Vec<(i32, i32, usize)>,
}

impl DoorIndex {
    pub fn new(doors: &[Pos]) -> Self {
        let mut by_row: Vec<(i32, i32, usize)> = (doors.iter().enumerate())
            .map(|(i, d)| (d.y, d.x, i))
            .collect();
        by_row.sort_unstable();
        DoorIndex { by_row }
    }

    /// The doors inside `area`, in the order of the layout's list.
    pub fn within(&self, doors: &[Pos], area: Rect) -> Vec<Pos> {
        let mut found: Vec<usize> = Vec::new();
        for y in area.y..=area.bottom() {
            let from = self
                .by_row
                .partition_point(|&(dy, dx, _)| (dy, dx) < (y, area.x));
            found.extend(
                self.by_row[from..]
                    .iter()
                    .take_while(|&&(dy, dx, _)| dy == y && dx <= area.right())
                    .map(|&(_, _, i)| i),
            );
        }
        found.sort_unstable();
        found.into_iter().map(|i| doors[i]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_doors_within_an_area_come_in_the_lists_order() {
        let mut rng = fastrand::Rng::with_seed(5);
        let doors: Vec<Pos> = (0..300)
            .map(|_| Pos::new(rng.i32(0..60), rng.i32(0..40)))
            .collect();
        let index = DoorIndex::new(&doors);
        for _ in 0..200 {
            let area = Rect::new(
                rng.i32(-2..60),
                rng.i32(-2..40),
                rng.i32(1..15),
                rng.i32(1..12),
            );
            let expected: Vec<Pos> = doors
                .iter()
                .copied()
                .filter(|&d| area.contains(d))
                .collect();
            assert_eq!(index.within(&doors, area), expected);
        }
    }
}
