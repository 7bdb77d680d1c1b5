//! The trap heatmap: each tile of a trapped room coloured by its trap level, the real traps
//! marked, a legend of the five levels, and the level under the mouse.

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::world::{Level, Pos, TRAP_LEVELS};

use crate::app::screen;
use crate::app::ui;
use crate::app::view::Camera;

/// Level 0 (very high) to 4 (very low).
pub const LEVEL_COLOURS: [(u8, u8, u8); 5] = [
    (230, 30, 30),
    (240, 120, 20),
    (230, 210, 30),
    (120, 200, 60),
    (60, 140, 220),
];

const NAMES: [&str; 5] = ["very high", "high", "medium", "low", "very low"];

/// The trap level of a tile, if it lies in a trapped room where a trap can lie.
pub fn level_at(level: &Level, p: Pos) -> Option<u8> {
    level.layout.trapped.iter().find_map(|t| {
        let rect = level.layout.rooms[t.room].rect;
        if !rect.contains(p) {
            return None;
        }
        let i = ((p.y - rect.y) * rect.w + (p.x - rect.x)) as usize;
        t.levels.get(i).copied().flatten()
    })
}

pub fn draw_world(level: &Level, camera: &Camera) {
    let size = camera.tile();
    for t in &level.layout.trapped {
        let rect = level.layout.rooms[t.room].rect;
        for (p, l) in rect.positions().zip(&t.levels) {
            let Some(l) = l else { continue };
            let (r, g, b) = LEVEL_COLOURS[usize::from(*l)];
            let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
            draw_rectangle(at.x, at.y, size, size, Color::from_rgba(r, g, b, 110));
        }
    }
    for trap in &level.traps {
        let at = camera.to_screen(vec2(trap.pos.x as f32, trap.pos.y as f32));
        let c = Color::from_rgba(255, 255, 255, 255);
        draw_line(
            at.x + 3.0,
            at.y + 3.0,
            at.x + size - 3.0,
            at.y + size - 3.0,
            2.0,
            c,
        );
        draw_line(
            at.x + size - 3.0,
            at.y + 3.0,
            at.x + 3.0,
            at.y + size - 3.0,
            2.0,
            c,
        );
    }
    // The probability under the mouse.
    let mouse: Vec2 = screen::mouse().into();
    let p = camera.tile_at(mouse);
    if let Some(l) = level.in_bounds(p).then(|| level_at(level, p)).flatten() {
        let text = format!("level {l}: p = {}", TRAP_LEVELS[usize::from(l)].0);
        draw_rectangle(
            mouse.x + 12.0,
            mouse.y + 4.0,
            150.0,
            22.0,
            Color::new(0.0, 0.0, 0.0, 0.8),
        );
        ui::plain_text(&text, mouse.x + 16.0, mouse.y + 20.0, 18.0, WHITE);
    }
}

pub fn legend_ui(ui: &mut egui::Ui, level: &Level, camera: &Camera) {
    ui.label(format!(
        "{} trapped rooms, {} traps",
        level.layout.trapped.len(),
        level.traps.len()
    ));
    for (l, ((r, g, b), (p, tickets))) in LEVEL_COLOURS.iter().zip(TRAP_LEVELS).enumerate() {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(28.0, 16.0), egui::Sense::hover());
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(*r, *g, *b));
            ui.label(format!("{l} {}: p = {p} ({tickets} tickets)", NAMES[l]));
        });
    }
    ui.label("× marks a real trap");
    let p = camera.tile_at(screen::mouse().into());
    let under = level.in_bounds(p).then(|| level_at(level, p)).flatten();
    ui.label(match under {
        Some(l) => format!(
            "Mouse {},{}: level {l}, p = {}",
            p.x,
            p.y,
            TRAP_LEVELS[usize::from(l)].0
        ),
        None => format!("Mouse {},{}: no trap level", p.x, p.y),
    });
}
