//! The help screen (F1 or ?): every key and what the mouse does. Any key or click closes it.

use macroquad::prelude::*;

use crate::app::input::Press;
use crate::app::ui;

/// Sections of (keys, what they do); an empty key line is a section heading.
const LINES: &[(&str, &str)] = &[
    ("", "Moving and fighting"),
    (
        "arrows, numpad 1-9, h j k l y u b n",
        "step in 8 directions; walk into a creature to attack it",
    ),
    (". or numpad 5 or z", "wait a turn"),
    ("g or ,", "pick up what lies here"),
    (
        "t",
        "throw your first throwable item (a rock): aim, then throw",
    ),
    ("> or <", "take the stairs down or up"),
    (
        "s",
        "sneak or walk: sneaking notices hidden traps next to you more often",
    ),
    ("", "Aiming a throw"),
    ("movement keys or mouse", "move the target"),
    ("Enter, t or left click", "throw at the target"),
    ("Esc", "put the throw away"),
    ("", "Mouse"),
    (
        "hover",
        "describe the tile under the pointer (creature, items, terrain)",
    ),
    (
        "left click",
        "walk there; stops when a creature comes into view or a key is pressed",
    ),
    ("wheel", "zoom in and out"),
    ("", "The game"),
    ("PgUp / PgDn", "zoom in and out"),
    ("F1 or ?", "this help"),
    ("M", "sound off and on (kept for the next time)"),
    ("- / =", "music quieter / louder; with Shift, the effects"),
    ("Esc", "pause: resume, help, quit to the title"),
    (
        "Enter or Ctrl+R",
        "after victory or death: a new dungeon (Esc quits)",
    ),
    ("", "The goal"),
    (
        "go down",
        "take the treasure of the deepest floor and climb back out alive",
    ),
];

const SIZE: f32 = 21.0;
const LINE: f32 = 27.0;

/// True when the player closed the screen (any key, or a click).
pub fn closed(presses: &[Press]) -> bool {
    !presses.is_empty() || is_mouse_button_pressed(MouseButton::Left)
}

pub fn draw() {
    let (sw, sh) = (screen_width(), screen_height());
    ui::shade(0.6);
    let keys_w = LINES
        .iter()
        .map(|(k, _)| ui::width(k, SIZE))
        .fold(0.0, f32::max);
    let what_w = LINES
        .iter()
        .filter(|(k, _)| !k.is_empty())
        .map(|(_, w)| ui::width(w, SIZE))
        .fold(0.0, f32::max);
    let w = (keys_w + what_w + 90.0).min(sw - 20.0);
    let h = LINE * LINES.len() as f32 + 100.0;
    let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
    ui::panel(x, y, w, h);
    ui::text_centred("Help", sw / 2.0, y + 40.0, 32.0, ui::GOLD);
    let mut line_y = y + 76.0;
    for (keys, what) in LINES {
        if keys.is_empty() {
            if !what.is_empty() {
                ui::text(what, x + 24.0, line_y + 4.0, SIZE, ui::GOLD);
            }
        } else {
            ui::text(keys, x + 40.0, line_y, SIZE, ui::TEXT);
            ui::text(what, x + 60.0 + keys_w, line_y, SIZE, ui::FAINT);
        }
        line_y += LINE;
    }
    ui::text_centred("any key: back", sw / 2.0, y + h - 14.0, 18.0, ui::FAINT);
}
