//! Drawing the buttons: the tileset's `button` frame, half transparent, an icon from the
//! tileset (or a few shapes where it has none) and a caption.

use macroquad::prelude::*;

use super::layout::{Button, Layout};
use crate::app::atlas::Atlas;
use crate::app::ui;

/// Which stairs the stairs button would take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StairsIcon {
    None,
    Up,
    Down,
    /// Up and out of the dungeon.
    Exit,
}

/// What the buttons show this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Looks {
    pub stairs: StairsIcon,
    pub can_pick_up: bool,
    pub can_throw: bool,
    pub aiming: bool,
    /// Aiming a dart rather than a throw.
    pub aiming_dart: bool,
    /// Something lies on a neighbouring tile.
    pub can_steal: bool,
    /// Sneaking is on: the sneak button's frame turns gold.
    pub sneaking: bool,
}

const FRAME_ALPHA: f32 = 0.72;

pub fn draw_buttons(atlas: &Atlas, layout: &Layout, looks: &Looks) {
    let sprite = |name: &str| atlas.info.by_name(name).map(|t| t.id as u16);
    let size = layout.size;
    let icon = ((size * 0.55 / 16.0).floor() * 16.0).max(16.0);
    let caption = (size * 0.22).round().max(12.0);
    for &(button, r) in &layout.buttons {
        let (active, label) = match button {
            Button::Wait => (true, "wait"),
            Button::PickUp => (looks.can_pick_up, "pick up"),
            Button::Throw => (looks.can_throw || looks.aiming, "throw"),
            Button::Stairs => (looks.stairs != StairsIcon::None, "stairs"),
            Button::Sneak => (true, "sneak"),
            Button::Menu => (true, "menu"),
            Button::Dart => (true, "dart"),
            Button::Steal => (looks.can_steal, "steal"),
        };
        let dim = if active { 1.0 } else { 0.4 };
        let lit = (button == Button::Throw && looks.aiming)
            || (button == Button::Dart && looks.aiming_dart)
            || (button == Button::Sneak && looks.sneaking);
        let frame_tint = if lit {
            ui::alpha(ui::GOLD, FRAME_ALPHA)
        } else {
            Color::new(dim, dim, dim, FRAME_ALPHA)
        };
        if let Some(b) = sprite("button") {
            atlas.draw(b, r.x, r.y, size, frame_tint);
        }
        let ix = (r.x + (size - icon) / 2.0).round();
        let iy = (r.y + size * 0.1).round();
        let tint = Color::new(dim, dim, dim, 0.9);
        let s = &atlas.sprites;
        let tile = match button {
            Button::PickUp => sprite("gold"),
            Button::Throw => Some(s.target),
            Button::Stairs => Some(match looks.stairs {
                StairsIcon::Up => s.stairs_up,
                StairsIcon::Exit => s.stairs_exit,
                StairsIcon::Down | StairsIcon::None => s.stairs_down,
            }),
            Button::Sneak => sprite("player_sneak"),
            Button::Steal => sprite("chest_open"),
            Button::Wait | Button::Menu | Button::Dart => None,
        };
        match (button, tile) {
            (_, Some(t)) => atlas.draw(t, ix, iy, icon, tint),
            (Button::Wait, None) => hourglass(ix, iy, icon, tint),
            (Button::Dart, None) => dart(ix, iy, icon, tint),
            (_, None) => bars(ix, iy, icon, tint),
        }
        let colour = if active { ui::TEXT } else { ui::FAINT };
        ui::text_centred(
            label,
            r.x + size / 2.0,
            r.y + size - size * 0.12,
            caption,
            colour,
        );
    }
}

/// Waiting: an hourglass.
fn hourglass(x: f32, y: f32, s: f32, tint: Color) {
    let (l, r, t, b, m) = (
        x + s * 0.2,
        x + s * 0.8,
        y + s * 0.1,
        y + s * 0.9,
        y + s / 2.0,
    );
    let sand = Color::new(ui::GOLD.r, ui::GOLD.g, ui::GOLD.b, tint.a);
    draw_triangle(vec2(l, t), vec2(r, t), vec2(x + s / 2.0, m), sand);
    draw_triangle(vec2(l, b), vec2(r, b), vec2(x + s / 2.0, m), sand);
    draw_line(l - 2.0, t, r + 2.0, t, 3.0, tint);
    draw_line(l - 2.0, b, r + 2.0, b, 3.0, tint);
}

/// A dart: a shaft from bottom-left to top-right, a head and fletching.
fn dart(x: f32, y: f32, s: f32, tint: Color) {
    let (tail, tip) = (
        vec2(x + s * 0.18, y + s * 0.82),
        vec2(x + s * 0.82, y + s * 0.18),
    );
    draw_line(tail.x, tail.y, tip.x, tip.y, (s / 12.0).max(2.0), tint);
    let head = Color::new(ui::GOLD.r, ui::GOLD.g, ui::GOLD.b, tint.a);
    let back = tip - vec2(s * 0.24, -s * 0.02);
    let side = tip + vec2(-s * 0.02, s * 0.24);
    draw_triangle(tip + vec2(s * 0.04, -s * 0.04), back, side, head);
    let feather = Color::new(0.85, 0.3, 0.3, tint.a);
    draw_line(tail.x, tail.y, tail.x, tail.y - s * 0.2, s / 12.0, feather);
    draw_line(tail.x, tail.y, tail.x + s * 0.2, tail.y, s / 12.0, feather);
}

/// The menu: three bars.
fn bars(x: f32, y: f32, s: f32, tint: Color) {
    let h = (s / 8.0).round().max(2.0);
    for k in 0..3 {
        let by = (y + s * 0.2 + k as f32 * s * 0.25).round();
        draw_rectangle(x + s * 0.12, by, s * 0.76, h, tint);
    }
}
