//! Turning and mirroring a prefab: the eight ways a rectangle can lie on the grid, and where a
//! tile of the map lands in each.

use serde::{Deserialize, Serialize};

use super::geometry::Pos;

/// How a prefab lies: mirrored left to right first (when `mirrored`), then turned clockwise
/// by `turns` quarter turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Orientation {
    /// Quarter turns clockwise, 0 to 3.
    pub turns: u8,
    pub mirrored: bool,
}

impl Orientation {
    /// The map as drawn.
    pub const AS_DRAWN: Orientation = Orientation {
        turns: 0,
        mirrored: false,
    };

    /// Every orientation a prefab allows: turns only when it may be rotated, mirror images only
    /// when it may be mirrored.
    pub fn allowed(rotate: bool, mirror: bool) -> impl Iterator<Item = Orientation> {
        let turns = if rotate { 4 } else { 1 };
        let mirrors: &[bool] = if mirror { &[false, true] } else { &[false] };
        mirrors
            .iter()
            .flat_map(move |&mirrored| (0..turns).map(move |turns| Orientation { turns, mirrored }))
    }

    /// The size of a `width` × `height` map once laid this way.
    pub fn size(self, width: i32, height: i32) -> (i32, i32) {
        if self.turns % 2 == 1 {
            (height, width)
        } else {
            (width, height)
        }
    }

    /// Where the map tile `p` of a `width` × `height` map lands, from the top-left corner of
    /// the laid prefab.
    pub fn apply(self, p: Pos, width: i32, height: i32) -> Pos {
        let (mut x, mut y) = (p.x, p.y);
        if self.mirrored {
            x = width - 1 - x;
        }
        let mut size = (width, height);
        for _ in 0..self.turns % 4 {
            // A quarter turn clockwise: the left column becomes the top row.
            (x, y) = (size.1 - 1 - y, x);
            size = (size.1, size.0);
        }
        Pos::new(x, y)
    }

    /// "as drawn", "turned 90°", "mirrored and turned 270°".
    pub fn describe(self) -> String {
        match (self.turns % 4, self.mirrored) {
            (0, false) => "as drawn".to_string(),
            (0, true) => "mirrored".to_string(),
            (t, false) => format!("turned {}°", u32::from(t) * 90),
            (t, true) => format!("mirrored and turned {}°", u32::from(t) * 90),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_land_where_a_turn_puts_them() {
        // A 4 × 2 map: top-left, top-right, bottom-left.
        let (w, h) = (4, 2);
        let (tl, tr, bl) = (Pos::new(0, 0), Pos::new(3, 0), Pos::new(0, 1));
        let quarter = Orientation {
            turns: 1,
            mirrored: false,
        };
        assert_eq!(quarter.size(w, h), (2, 4));
        assert_eq!(quarter.apply(tl, w, h), Pos::new(1, 0));
        assert_eq!(quarter.apply(tr, w, h), Pos::new(1, 3));
        assert_eq!(quarter.apply(bl, w, h), Pos::new(0, 0));
        let half = Orientation {
            turns: 2,
            mirrored: false,
        };
        assert_eq!(half.apply(tl, w, h), Pos::new(3, 1));
        let mirror = Orientation {
            turns: 0,
            mirrored: true,
        };
        assert_eq!(mirror.apply(tl, w, h), Pos::new(3, 0));
        assert_eq!(mirror.apply(bl, w, h), Pos::new(3, 1));
    }

    #[test]
    fn every_orientation_is_a_bijection_onto_its_size() {
        let (w, h) = (5, 3);
        for o in Orientation::allowed(true, true) {
            let (ow, oh) = o.size(w, h);
            let mut seen = std::collections::BTreeSet::new();
            for y in 0..h {
                for x in 0..w {
                    let q = o.apply(Pos::new(x, y), w, h);
                    assert!(q.x >= 0 && q.x < ow && q.y >= 0 && q.y < oh, "{o:?} {q:?}");
                    seen.insert(q);
                }
            }
            assert_eq!(seen.len(), (w * h) as usize, "{o:?}");
        }
        assert_eq!(Orientation::allowed(true, true).count(), 8);
        assert_eq!(Orientation::allowed(false, true).count(), 2);
        assert_eq!(Orientation::allowed(true, false).count(), 4);
        assert_eq!(
            Orientation::allowed(false, false).collect::<Vec<_>>(),
            [Orientation::AS_DRAWN]
        );
    }
}
