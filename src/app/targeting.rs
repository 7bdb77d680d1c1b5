//! Aiming: a cursor (the tileset's target) that the movement keys or the mouse move. A throw
//! or a dart shows the line it would fly along, up to where it would stop; a dart also its
//! chance to hit. Stealing picks a neighbouring tile.

use macroquad::prelude::*;
use torchdeep::data::ItemId;
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::flight::{line_point, stops_flight};
use torchdeep::rules::rogue::{dart_hit_chance, DART_RANGE};
use torchdeep::world::{Level, Pos};

use super::atlas::Atlas;
use super::ui;
use super::view::Camera;

/// What the cursor picks a tile for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Throw(ItemId),
    Dart,
    Steal,
}

pub struct Targeting {
    pub aim: Aim,
    pub cursor: Pos,
}

impl Targeting {
    pub fn new(aim: Aim, cursor: Pos) -> Targeting {
        Targeting { aim, cursor }
    }

    /// Moves the cursor a tile, staying on the level (next to the thief when stealing).
    pub fn step(&mut self, d: Direction, level: &Level, from: Pos) {
        let to = match self.aim {
            Aim::Steal => d.step(from),
            _ => d.step(self.cursor),
        };
        if level.in_bounds(to) {
            self.cursor = to;
        }
    }

    /// The command the cursor stands for, thrown or taken from `from`.
    pub fn command(&self, from: Pos) -> Option<Command> {
        match self.aim {
            Aim::Throw(item) => Some(Command::Throw {
                item,
                target: self.cursor,
            }),
            Aim::Dart => Some(Command::ThrowDart {
                target: self.cursor,
            }),
            Aim::Steal => Direction::from_delta(self.cursor.x - from.x, self.cursor.y - from.y)
                .map(Command::Steal),
        }
    }

    /// The line that the keys under it explain at the top of the screen.
    pub fn hint(&self, touch: bool) -> &'static str {
        match (self.aim, touch) {
            (Aim::Throw(_), true) => {
                "Throw: tap a tile to throw there; tap throw again for the marked one; menu cancels"
            }
            (Aim::Throw(_), false) => {
                "Throw: aim with the movement keys or the mouse; Enter, t or click throws; Esc cancels"
            }
            (Aim::Dart, true) => "Dart: tap a creature up to 5 tiles away; menu cancels",
            (Aim::Dart, false) => {
                "Dart: aim at a creature up to 5 tiles away; Enter, f or click throws; Esc cancels"
            }
            (Aim::Steal, true) => "Steal: tap a neighbouring tile; menu cancels",
            (Aim::Steal, false) => {
                "Steal: a direction takes what lies next to you; Enter, x or click; Esc cancels"
            }
        }
    }

    pub fn draw(&self, from: Pos, level: &Level, atlas: &Atlas, camera: &Camera, time_s: f32) {
        let tile = camera.tile();
        let n = from.chebyshev(self.cursor);
        let mut blocked = match self.aim {
            Aim::Dart => n > DART_RANGE,
            Aim::Steal => n != 1 || level.items.is_empty_at(self.cursor),
            Aim::Throw(_) => false,
        };
        if self.aim != Aim::Steal {
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
        }
        let at = camera.to_screen(vec2(self.cursor.x as f32, self.cursor.y as f32));
        let pulse = 0.75 + 0.25 * (time_s * 8.0).sin();
        let tint = if blocked {
            Color::new(0.9, 0.4, 0.35, pulse)
        } else {
            Color::new(1.0, 1.0, 1.0, pulse)
        };
        atlas.draw(atlas.sprites.target, at.x, at.y, tile, tint);
        if self.aim == Aim::Dart && !blocked {
            let chance = (dart_hit_chance(n) * 100.0).round();
            let size = (tile * 0.55).max(14.0);
            ui::text(
                &format!("{chance}%"),
                at.x + tile,
                at.y + size,
                size,
                ui::GOLD,
            );
        }
    }
}
