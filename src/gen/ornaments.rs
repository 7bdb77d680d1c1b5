//! Stage: torches on the walls of some rooms (the rest stay dark), moss and cracks on others'
//! walls. How many rooms are lit and how worn walls are come from `game_parameters.csv`.

use super::lottery::round_randomly;
use crate::world::{Ground, Level, Ornament, Pos, Rect, RoomShape, Wall};

pub fn decorate(level: &mut Level, lit_rooms: f64, wear: f64, rng: &mut fastrand::Rng) {
    for r in 0..level.layout.rooms.len() {
        let room = &level.layout.rooms[r];
        if room.shape == RoomShape::Prefab {
            continue; // a prefab carries its designer's ornaments
        }
        let rect = room.rect;
        if rng.f64() < lit_rooms {
            // Torches hang on the north wall, whose lit face the player sees, every few tiles.
            let count = 1 + rect.w / 7;
            for k in 0..count {
                let x = rect.x + (k * 2 + 1) * rect.w / (count * 2);
                let p = Pos::new(x, rect.y - 1);
                if level.walls[p] == Some(Wall::Stone) && level.ornaments[p].is_none() {
                    level.ornaments[p] = Some(Ornament::Torch);
                }
            }
        }
        // Wear: a share of the ring's tiles and a quarter of that share of the floor, drawn
        // as counts and spots rather than a coin per tile.
        let ring = rect.grow(1);
        let ring_len = 2 * (ring.w + ring.h) - 4;
        for _ in 0..round_randomly(f64::from(ring_len) * wear, rng) {
            let p = ring_tile(ring, rng.i32(0..ring_len));
            if level.walls[p] == Some(Wall::Stone) && level.ornaments[p].is_none() {
                let kind = if rng.bool() {
                    Ornament::Moss
                } else {
                    Ornament::Crack
                };
                level.ornaments[p] = Some(kind);
            }
        }
        for _ in 0..round_randomly(f64::from(rect.area()) * wear / 4.0, rng) {
            let p = rect.random_pos(rng);
            if level.ground[p] == Ground::Room && level.ornaments[p].is_none() {
                level.ornaments[p] = Some(Ornament::Crack);
            }
        }
    }
}

/// The `i`-th tile going round a rectangle's edge, clockwise from its top-left corner.
fn ring_tile(ring: Rect, i: i32) -> Pos {
    let (w, h) = (ring.w, ring.h);
    match i {
        i if i < w => Pos::new(ring.x + i, ring.y),
        i if i < w + h - 1 => Pos::new(ring.right(), ring.y + i - w + 1),
        i if i < 2 * w + h - 2 => Pos::new(ring.right() - (i - (w + h - 2)), ring.bottom()),
        i => Pos::new(ring.x, ring.bottom() - (i - (2 * w + h - 3))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_tiles_go_once_round_the_edge() {
        let ring = Rect::new(2, 3, 5, 4);
        let len = 2 * (ring.w + ring.h) - 4;
        let tiles: std::collections::BTreeSet<Pos> = (0..len).map(|i| ring_tile(ring, i)).collect();
        assert_eq!(tiles.len() as i32, len);
        let inner = Rect::new(3, 4, 3, 2);
        assert!(tiles.iter().all(|&p| inner.on_ring(p)));
    }
}
