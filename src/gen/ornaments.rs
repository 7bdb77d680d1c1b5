//! Stage: torches on the walls of some rooms (the rest stay dark), moss and cracks on others'
//! walls. How many rooms are lit and how worn walls are come from `game_parameters.csv`.

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
        let ring = rect.grow(1);
        for p in ring.positions().filter(|&p| rect.on_ring(p)) {
            if level.walls[p] == Some(Wall::Stone)
                && level.ornaments[p].is_none()
                && rng.f64() < wear
            {
                level.ornaments[p] = Some(if rng.bool() {
                    Ornament::Moss
                } else {
                    Ornament::Crack
                });
            }
        }
        for p in rect.positions() {
            if level.ground[p] == Ground::Room && rng.f64() < wear / 4.0 {
                level.ornaments[p] = Some(Ornament::Crack);
            }
        }
    }
}
