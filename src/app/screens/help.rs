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
    (
        "Shift + direction",
        "dash: two tiles in one action (stops sneaking)",
    ),
    (". or numpad 5 or z", "wait a turn"),
    ("g or ,", "pick up what lies here"),
    ("x", "steal what lies next to you without stepping there"),
    (
        "t",
        "throw your first throwable item (a rock): aim, then throw",
    ),
    (
        "f",
        "throw a dart, up to 5 tiles: the farther, the likelier it misses",
    ),
    ("> or <", "take the stairs down or up"),
    (
        "s",
        "sneak or walk: sneaking finds traps more often and is heard less",
    ),
    ("", "Aiming a throw or a dart"),
    ("movement keys or mouse", "move the target"),
    ("Enter or left click", "throw at the target"),
    ("t or f", "the same key throws; the other switches"),
    ("Esc", "put it away"),
    ("", "Mouse"),
    (
        "hover",
        "describe the tile under the pointer (creature, items, terrain)",
    ),
    (
        "left click",
        "walk there; stops when a creature comes into view",
    ),
    ("wheel", "zoom in and out"),
    ("", "The game"),
    ("PgUp / PgDn", "zoom in and out"),
    ("F1 or ?", "this help"),
    ("F12 or `", "the debug overlay: how the floor was made"),
    ("M", "sound off and on (kept for the next time)"),
    ("- / =", "music quieter / louder; with Shift, the effects"),
    ("Esc", "pause: resume, help, save and quit"),
    (
        "Enter or Ctrl+R",
        "after the end: a new dungeon (Esc: hall of fame)",
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

/// The sections in two columns, split at the heading nearest the middle.
fn columns() -> [&'static [(&'static str, &'static str)]; 2] {
    let split = (1..LINES.len())
        .filter(|&i| LINES[i].0.is_empty())
        .min_by_key(|&i| i.abs_diff(LINES.len() / 2))
        .unwrap_or(LINES.len());
    let (left, right) = LINES.split_at(split);
    [left, right]
}

pub fn draw() {
    let (sw, sh) = (screen_width(), screen_height());
    ui::shade(0.6);
    let cols = columns();
    let widths = cols.map(|lines| {
        let keys = lines
            .iter()
            .map(|(k, _)| ui::width(k, SIZE))
            .fold(0.0, f32::max);
        let what = lines
            .iter()
            .filter(|(k, _)| !k.is_empty())
            .map(|(_, w)| ui::width(w, SIZE))
            .fold(0.0, f32::max);
        (keys, keys + what + 60.0)
    });
    let rows = cols.iter().map(|c| c.len()).max().unwrap_or(0);
    let (w, h) = (widths[0].1 + widths[1].1 + 20.0, LINE * rows as f32 + 110.0);
    // Smaller type on a small window rather than lines off the screen.
    let scale = ((sw - 16.0) / w).min((sh - 8.0) / h).min(1.0);
    let (size, line) = (SIZE * scale, LINE * scale);
    let (w, h) = (w * scale, h * scale);
    let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
    ui::panel(x, y, w, h);
    ui::text_centred("Help", sw / 2.0, y + 40.0 * scale, 32.0 * scale, ui::GOLD);
    let mut col_x = x + 10.0 * scale;
    for (lines, (keys_w, col_w)) in cols.iter().zip(widths) {
        let mut line_y = y + 80.0 * scale;
        for (keys, what) in lines.iter() {
            if keys.is_empty() {
                let at = (col_x + 16.0 * scale, line_y + 4.0 * scale);
                ui::text(what, at.0, at.1, size * 1.15, ui::GOLD);
            } else {
                ui::text(keys, col_x + 30.0 * scale, line_y, size, ui::TEXT);
                let what_x = col_x + (50.0 + keys_w) * scale;
                ui::text(what, what_x, line_y, size, ui::FAINT);
            }
            line_y += line;
        }
        col_x += col_w * scale;
    }
    let back_y = y + h - 14.0 * scale;
    ui::text_centred("any key: back", sw / 2.0, back_y, 18.0 * scale, ui::FAINT);
}
