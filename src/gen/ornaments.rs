//! Stage: torches on the walls of some rooms (the rest stay dark), moss and cracks on others'
//! walls. How many rooms are lit and how worn walls are come from `game_parameters.csv`.

use super::lottery::round_randomly;
use crate::world::{Ground, Level, Ornament, Pos, RoomShape, Wall};

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
        let ring_len = ring.perimeter_len();
        for _ in 0..round_randomly(f64::from(ring_len) * wear, rng) {
            let p = ring.perimeter_tile(rng.i32(0..ring_len));
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
