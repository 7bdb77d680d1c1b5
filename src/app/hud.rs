//! The status bar along the bottom: health as hearts, what the player carries, the floor's
//! name, the quadrant and the turn. Its text is rebuilt only when one of them changes.

use std::fmt::Write;

use macroquad::prelude::*;
use torchdeep::world::{Item, Quadrant};

use super::atlas::Atlas;
use super::ui;

pub const HEIGHT: f32 = 44.0;
const HEARTS: i32 = 10;
/// At most this many kinds of carried things are shown.
const CARRIED: usize = 6;

/// Everything the bar shows; compared to decide whether to rebuild the text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Status {
    pub hp: i32,
    pub max_hp: i32,
    pub floor: usize,
    pub quadrant: Option<Quadrant>,
    pub in_hallway: bool,
    pub turn: u64,
}

pub struct Hud {
    status: Option<Status>,
    carried: Vec<Item>,
    hp_text: String,
    place: String,
    turn_text: String,
    counts: Vec<String>,
}

impl Hud {
    pub fn new() -> Hud {
        Hud {
            status: None,
            carried: Vec::new(),
            hp_text: String::new(),
            place: String::new(),
            turn_text: String::new(),
            counts: Vec::new(),
        }
    }

    /// Takes the latest status and what the player carries; rebuilds the text only when
    /// something changed.
    pub fn update(&mut self, status: &Status, carried: &[Item], floor_name: &str, depth: u32) {
        if self.status.as_ref() == Some(status) && self.carried == carried {
            return;
        }
        self.carried.clear();
        self.carried.extend_from_slice(carried);
        self.hp_text.clear();
        let _ = write!(self.hp_text, "{}/{}", status.hp.max(0), status.max_hp);
        self.place.clear();
        let _ = write!(self.place, "{floor_name}, depth {depth}");
        match (status.in_hallway, status.quadrant) {
            (true, _) => self.place.push_str("  |  transition hallway"),
            (false, Some(q)) => {
                let _ = write!(
                    self.place,
                    "  |  quadrant {} (difficulty {})",
                    q.label(),
                    q.difficulty()
                );
            }
            (false, None) => {}
        }
        self.turn_text.clear();
        let _ = write!(self.turn_text, "turn {}", status.turn);
        self.counts.clear();
        self.counts
            .extend(carried.iter().take(CARRIED).map(|s| s.count.to_string()));
        self.status = Some(status.clone());
    }

    pub fn draw(&self, atlas: &Atlas) {
        let Some(status) = &self.status else { return };
        let (sw, sh) = (screen_width(), screen_height());
        let top = sh - HEIGHT;
        draw_rectangle(0.0, top, sw, HEIGHT, Color::new(0.03, 0.025, 0.04, 0.92));
        draw_line(0.0, top + 0.5, sw, top + 0.5, 1.0, ui::EDGE);
        // Up to ten hearts, each a tenth of the player's health (or one hit point), full,
        // half or empty.
        let heart = 32.0;
        let y = top + ((HEIGHT - heart) / 2.0).round();
        let per_heart = (status.max_hp as f32 / HEARTS as f32).max(1.0);
        let hearts = ((status.max_hp as f32 / per_heart).ceil() as i32).clamp(1, HEARTS);
        let hp = status.hp.max(0) as f32;
        for i in 0..hearts {
            let filled = hp - i as f32 * per_heart;
            let sprite = if filled >= per_heart * 0.75 {
                atlas.sprites.hearts[0]
            } else if filled >= per_heart * 0.25 {
                atlas.sprites.hearts[1]
            } else {
                atlas.sprites.hearts[2]
            };
            atlas.draw(sprite, 8.0 + i as f32 * 26.0, y, heart, WHITE);
        }
        let text_y = top + HEIGHT / 2.0 + 7.0;
        let low = status.hp * 4 <= status.max_hp;
        let mut x = 8.0 + hearts as f32 * 26.0 + 12.0;
        x += ui::text(
            &self.hp_text,
            x,
            text_y,
            22.0,
            if low { ui::RED } else { ui::TEXT },
        );
        // What the player carries: the sprites with their counts.
        x += 24.0;
        for (stack, count) in self.carried.iter().zip(&self.counts) {
            atlas.draw(
                atlas.sprites.items[stack.kind.0 as usize],
                x,
                y,
                heart,
                WHITE,
            );
            x += heart;
            x += ui::text(count, x - 4.0, text_y, 20.0, ui::TEXT) + 8.0;
        }
        let turn_w = ui::width(&self.turn_text, 22.0);
        ui::text(&self.turn_text, sw - turn_w - 12.0, text_y, 22.0, ui::FAINT);
        let place_w = ui::width(&self.place, 22.0);
        let place_x = (sw - turn_w - 40.0 - place_w).max(x + 16.0);
        ui::text(&self.place, place_x, text_y, 22.0, ui::TEXT);
    }
}
