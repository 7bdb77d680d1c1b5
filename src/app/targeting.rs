//! Aiming a throw: a cursor (the tileset's target) that the movement keys or the mouse move,
//! and the line the item would fly along, drawn up to where it would stop.

use macroquad::prelude::*;
use torchdeep::data::ItemId;
use torchdeep::rules::command::Direction;
use torchdeep::rules::flight::{line_point, stops_flight};
use torchdeep::world::{Level, Pos};

use super::atlas::Atlas;
use super::view::Camera;

pub struct Targeting {
    pub item: ItemId,
    pub cursor: Pos,
}

impl Targeting {
    pub fn new(item: ItemId, cursor: Pos) -> Targeting {
        Targeting { item, cursor }
    }

    /// Moves the cursor a tile, staying on the level.
    pub fn step(&mut self, d: Direction, level: &Level) {
        let to = d.step(self.cursor);
        if level.in_bounds(to) {
            self.cursor = to;
        }
    }

    /// The line from the thrower to the cursor, the dots up to where the flight would stop
    /// (a wall, a closed door, a creature in the way), then the target.
    pub fn draw(&self, from: Pos, level: &Level, atlas: &Atlas, camera: &Camera, time_s: f32) {
        let tile = camera.tile();
        let n = from.chebyshev(self.cursor);
        let mut blocked = false;
        for k in 1..n {
            let p = line_point(from, self.cursor, k);
            blocked = blocked || stops_flight(level, p);
            let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
            let tint = if blocked {
                Color::new(0.9, 0.3, 0.25, 0.6)
            } else {
                Color::new(1.0, 0.9, 0.6, 0.9)
            };
            atlas.draw(atlas.sprites.path_dot, at.x, at.y, tile, tint);
            blocked = blocked || level.creatures.at(p).is_some();
        }
        let at = camera.to_screen(vec2(self.cursor.x as f32, self.cursor.y as f32));
        let pulse = 0.75 + 0.25 * (time_s * 8.0).sin();
        let tint = if blocked {
            Color::new(0.9, 0.4, 0.35, pulse)
        } else {
            Color::new(1.0, 1.0, 1.0, pulse)
        };
        atlas.draw(atlas.sprites.target, at.x, at.y, tile, tint);
    }
}
