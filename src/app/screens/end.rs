//! The end of a run: victory or death, with a short summary over the last picture of the
//! dungeon. Enter or Ctrl+R starts a new dungeon; Esc quits.

use macroquad::prelude::*;

use crate::app::input::{Action, Press};
use crate::app::ui;

/// What the end screen tells; built once when the run ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub mood: Mood,
    /// A heading: "Victory" or "You died".
    pub heading: String,
    /// How it ended, in a sentence: "Killed by a verp in The Cellar."
    pub how: String,
    /// "Turns", "Kills", … with their values, ready to draw.
    pub facts: Vec<(&'static str, String)>,
}

/// How the run ended, for the heading's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mood {
    Victory,
    Death,
    /// Out alive, without the treasure.
    Escape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Restart,
    Quit,
}

pub fn update(presses: &[Press]) -> Option<Choice> {
    presses.iter().find_map(|p| match p.action {
        Action::Confirm | Action::Restart => Some(Choice::Restart),
        Action::Cancel => Some(Choice::Quit),
        _ => None,
    })
}

pub fn draw(summary: &Summary, time_s: f32) {
    let (sw, sh) = (screen_width(), screen_height());
    ui::shade(0.62);
    let (w, h) = (620.0, 200.0 + 32.0 * summary.facts.len() as f32);
    let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
    ui::panel(x, y, w, h);
    let pulse = 0.85 + 0.15 * (time_s * 3.0).sin();
    let colour = match summary.mood {
        Mood::Victory => ui::GOLD,
        Mood::Death => ui::RED,
        Mood::Escape => ui::TEXT,
    };
    ui::text_centred(
        &summary.heading,
        sw / 2.0,
        y + 58.0,
        52.0,
        ui::alpha(colour, pulse),
    );
    ui::text_centred(&summary.how, sw / 2.0, y + 100.0, 22.0, ui::TEXT);
    let mut line_y = y + 146.0;
    for (label, value) in &summary.facts {
        ui::text(label, sw / 2.0 - 150.0, line_y, 22.0, ui::FAINT);
        ui::text(value, sw / 2.0 + 10.0, line_y, 22.0, ui::TEXT);
        line_y += 32.0;
    }
    ui::text_centred(
        "Enter or Ctrl+R: a new dungeon    Esc: quit",
        sw / 2.0,
        y + h - 18.0,
        20.0,
        ui::GOLD,
    );
}
