//! The BSP cells: outlines over the map coloured by quadrant, with labels, and the tree.

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::world::{Layout, Quadrant};

use super::screen_rect;
use crate::app::screen;
use crate::app::ui;
use crate::app::view::Camera;

/// The outline colour of a cell's quadrant (grey above the quadrants).
pub fn quadrant_colour(q: Option<Quadrant>) -> Color {
    match q {
        Some(Quadrant::AA) => Color::from_rgba(80, 170, 255, 255),
        Some(Quadrant::AB) => Color::from_rgba(90, 230, 110, 255),
        Some(Quadrant::BB) => Color::from_rgba(255, 170, 60, 255),
        Some(Quadrant::BA) => Color::from_rgba(255, 80, 200, 255),
        None => Color::from_rgba(200, 200, 200, 255),
    }
}

fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, _] = c.into();
    egui::Color32::from_rgb(r, g, b)
}

pub fn draw_world(layout: &Layout, camera: &Camera, selected: Option<usize>) {
    for (i, cell) in layout.cells.iter().enumerate() {
        let r = screen_rect(camera, cell.rect);
        if r.right() < 0.0 || r.bottom() < 0.0 || r.x > screen::width() || r.y > screen::height() {
            continue;
        }
        let colour = quadrant_colour(cell.quadrant);
        let thick = if cell.is_leaf() { 1.0 } else { 2.0 };
        draw_rectangle_lines(r.x, r.y, r.w, r.h, thick, colour);
        if cell.is_leaf() || cell.quadrant.is_none() {
            ui::plain_text(&cell.label, r.x + 3.0, r.y + 14.0, 18.0, colour);
        }
        if selected == Some(i) {
            draw_rectangle(r.x, r.y, r.w, r.h, Color::new(1.0, 1.0, 0.3, 0.18));
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 4.0, YELLOW);
        }
    }
}

/// The tree as nested collapsing headers; clicking a node picks (or unpicks) its cell.
pub fn tree_ui(ui: &mut egui::Ui, layout: &Layout, picked: &mut Option<usize>) {
    ui.label(format!(
        "{} cells, {} rooms, {} corridors, {} doors",
        layout.cells.len(),
        layout.rooms.len(),
        layout.corridors.len(),
        layout.doors.len()
    ));
    egui::ScrollArea::vertical()
        .max_height(360.0)
        .show(ui, |ui| {
            if !layout.cells.is_empty() {
                node(ui, layout, 0, picked);
            }
        });
}

fn node(ui: &mut egui::Ui, layout: &Layout, i: usize, picked: &mut Option<usize>) {
    let cell = &layout.cells[i];
    let r = cell.rect;
    let name = if cell.label.is_empty() {
        "root"
    } else {
        &cell.label
    };
    let mut text = format!("{name}  {}×{} at {},{}", r.w, r.h, r.x, r.y);
    if let Some(room) = cell.room {
        text.push_str(&format!("  room {room}"));
    }
    let rich = egui::RichText::new(text).color(egui_colour(quadrant_colour(cell.quadrant)));
    let rich = if *picked == Some(i) {
        rich.strong()
            .background_color(egui::Color32::from_rgb(90, 90, 20))
    } else {
        rich
    };
    match cell.children {
        Some(children) => {
            let header = egui::CollapsingHeader::new(rich)
                .id_salt(("bsp", i))
                .default_open(cell.label.len() < 2)
                .show(ui, |ui| {
                    for c in children {
                        node(ui, layout, c, picked);
                    }
                });
            // A click on a header folds or unfolds it and picks its cell.
            if header.header_response.clicked() {
                toggle(picked, i);
            }
        }
        None => {
            if ui.selectable_label(*picked == Some(i), rich).clicked() {
                toggle(picked, i);
            }
        }
    }
}

fn toggle(picked: &mut Option<usize>, i: usize) {
    *picked = if *picked == Some(i) { None } else { Some(i) };
}
