//! View: what the player sees and what the renderer and the monsters work with, drawn over the
//! map — the field of view, the light map, the Dijkstra map to the player — and a switch that
//! draws the whole floor as if explored. All of it reads the game; none of it changes it.

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::grid::paths::DijkstraMap;
use torchdeep::rules::game::Game;
use torchdeep::world::{Level, Pos};

use crate::app::play::Play;
use crate::app::ui;
use crate::app::view::{light_level, Camera, LIGHT_CAP};

/// Which layers are drawn over the map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layers {
    pub fov: bool,
    pub light: bool,
    pub dijkstra: bool,
    pub reveal: bool,
}

/// The outline around the tiles in view.
pub const FOV_OUTLINE: Color = Color::from_rgba(255, 235, 64, 255);
/// The Dijkstra ramp, from the player's tile to the farthest reachable one.
const NEAR: [f32; 3] = [1.0, 0.95, 0.3];
const FAR: [f32; 3] = [0.25, 0.2, 0.9];
/// Tiles at least this wide (screen pixels) get their numbers written on them.
const NUMBERS_FROM: f32 = 24.0;

/// The distances to the player on one floor at one turn, and the largest of them.
struct Distances {
    /// (dungeon seed, floor, turn, player's tile).
    key: (u64, usize, u64, Pos),
    map: DijkstraMap,
    farthest: u32,
}

#[derive(Default)]
pub struct MapView {
    dijkstra: Option<Distances>,
}

impl MapView {
    /// Distances to the player over walkable tiles, searched again only when a turn passes.
    fn dijkstra(&mut self, game: &Game) -> (&DijkstraMap, u32) {
        let key = (game.seed(), game.floor(), game.turn(), game.player_pos());
        if self.dijkstra.as_ref().is_none_or(|d| d.key != key) {
            let level = game.level();
            let mut map = DijkstraMap::new(level.width(), level.height());
            map.compute(&[game.player_pos()], |p| level.is_walkable(p));
            let farthest = tiles(level)
                .filter_map(|p| map.distance(p))
                .max()
                .unwrap_or(0);
            self.dijkstra = Some(Distances { key, map, farthest });
        }
        let d = self.dijkstra.as_ref().expect("just searched");
        (&d.map, d.farthest)
    }

    pub fn draw_world(&mut self, layers: Layers, play: &Play, now: f32) {
        let game = play.game();
        let camera = play.camera();
        if layers.light {
            draw_light(play, now);
        }
        if layers.dijkstra {
            let (map, farthest) = self.dijkstra(game);
            draw_distances(game.level(), map, farthest, camera);
        }
        if layers.fov {
            draw_fov(game, camera);
        }
    }

    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        layers: &mut Layers,
        play: &Play,
        now: f32,
        hovered: Option<Pos>,
    ) {
        let game = play.game();
        let level = game.level();
        ui.checkbox(&mut layers.fov, "FOV: outline the tiles in view");
        ui.checkbox(&mut layers.light, "Light map: the light on each tile");
        ui.checkbox(&mut layers.dijkstra, "Dijkstra map: steps to the player");
        ui.checkbox(&mut layers.reveal, "Reveal the whole floor");
        ui.separator();
        let in_view = tiles(level).filter(|&p| game.is_visible(p)).count();
        let explored = tiles(level).filter(|&p| game.is_explored(p)).count();
        ui.label(format!(
            "{in_view} tiles in view, {explored} explored of {}",
            level.width() * level.height()
        ));
        let (_, farthest) = self.dijkstra(game);
        ui.horizontal(|ui| {
            ui.label("0 steps");
            let (rect, _) = ui.allocate_exact_size(egui::vec2(120.0, 14.0), egui::Sense::hover());
            let painter = ui.painter();
            let n = 24;
            for i in 0..n {
                let t = i as f32 / (n - 1) as f32;
                let x0 = rect.left() + rect.width() * i as f32 / n as f32;
                let x1 = rect.left() + rect.width() * (i + 1) as f32 / n as f32;
                let r = egui::Rect::from_x_y_ranges(x0..=x1, rect.y_range());
                painter.rect_filled(r, 0.0, egui_colour(ramp(t)));
            }
            ui.label(format!("{farthest} steps"));
        });
        let Some(p) = hovered.filter(|&p| level.in_bounds(p)) else {
            ui.label("Point at a tile for its light and distance.");
            return;
        };
        let [r, g, b] = light_level(play.light(), &play.look(now), p);
        ui.label(format!(
            "Tile {},{}: light {r:.2} {g:.2} {b:.2} (cap {LIGHT_CAP}), {}",
            p.x,
            p.y,
            if game.is_visible(p) {
                "in view"
            } else if game.is_explored(p) {
                "remembered"
            } else {
                "unexplored"
            }
        ));
        let (map, _) = self.dijkstra(game);
        ui.label(match map.distance(p) {
            Some(d) => format!("{d} steps to the player"),
            None if level.is_walkable(p) => "no way to the player".to_string(),
            None => "not walkable".to_string(),
        });
    }
}

/// Every tile of a level, row by row.
fn tiles(level: &Level) -> impl Iterator<Item = Pos> {
    let (w, h) = (level.width(), level.height());
    (0..h).flat_map(move |y| (0..w).map(move |x| Pos::new(x, y)))
}

/// The tiles of a level on screen.
fn on_screen(level: &Level, camera: &Camera) -> impl Iterator<Item = Pos> {
    let (columns, rows) = camera.visible(level.width(), level.height());
    rows.flat_map(move |y| columns.clone().map(move |x| Pos::new(x, y)))
}

fn ramp(t: f32) -> Color {
    let c = |i: usize| NEAR[i] + (FAR[i] - NEAR[i]) * t.clamp(0.0, 1.0);
    Color::new(c(0), c(1), c(2), 1.0)
}

fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, _] = c.into();
    egui::Color32::from_rgb(r, g, b)
}

/// A number centred on a tile, dark-outlined so it reads over any colour.
fn tile_number(text: &str, at: Vec2, size: f32) {
    let font = (size * 0.45).clamp(12.0, 22.0);
    let dims = ui::measure(text, font);
    let x = at.x + (size - dims.width) / 2.0;
    let y = at.y + (size + dims.offset_y) / 2.0;
    ui::plain_text(text, x + 1.0, y + 1.0, font, BLACK);
    ui::plain_text(text, x, y, font, WHITE);
}

/// Each tile that is not solid rock, tinted by the colour of its light and marked with how
/// bright the renderer draws it (the strongest channel, capped as the renderer caps it).
fn draw_light(play: &Play, now: f32) {
    let (game, camera) = (play.game(), play.camera());
    let level = game.level();
    let look = play.look(now);
    let size = camera.tile();
    for p in on_screen(level, camera) {
        if !level.is_transparent(p) && !level.is_walkable(p) {
            continue;
        }
        let rgb = light_level(play.light(), &look, p);
        let bright = rgb.iter().copied().fold(0.0, f32::max).min(LIGHT_CAP);
        let colour = Color::new(
            rgb[0] / LIGHT_CAP,
            rgb[1] / LIGHT_CAP,
            rgb[2] / LIGHT_CAP,
            0.25 + 0.4 * bright / LIGHT_CAP,
        );
        let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
        draw_rectangle(at.x, at.y, size, size, colour);
        if size >= NUMBERS_FROM {
            tile_number(&format!("{bright:.1}"), at, size);
        }
    }
}

/// Walkable tiles coloured from near (yellow) to far (blue) by their steps to the player.
fn draw_distances(level: &Level, map: &DijkstraMap, farthest: u32, camera: &Camera) {
    let size = camera.tile();
    for p in on_screen(level, camera) {
        let Some(d) = map.distance(p) else { continue };
        let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
        let colour = ramp(d as f32 / farthest.max(1) as f32);
        draw_rectangle(at.x, at.y, size, size, Color { a: 0.45, ..colour });
        if size >= NUMBERS_FROM {
            tile_number(&d.to_string(), at, size);
        }
    }
}

/// The tiles in view lightly tinted, with a line along every edge between a tile in view and
/// one out of it.
fn draw_fov(game: &Game, camera: &Camera) {
    let level = game.level();
    let size = camera.tile();
    let seen = |p: Pos| level.in_bounds(p) && game.is_visible(p);
    for p in on_screen(level, camera) {
        if !seen(p) {
            continue;
        }
        let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
        draw_rectangle(at.x, at.y, size, size, Color::new(1.0, 0.92, 0.25, 0.1));
        let (x0, y0, x1, y1) = (at.x, at.y, at.x + size, at.y + size);
        let edges = [
            (p.offset(0, -1), (x0, y0 + 1.0, x1, y0 + 1.0)),
            (p.offset(1, 0), (x1 - 1.0, y0, x1 - 1.0, y1)),
            (p.offset(0, 1), (x0, y1 - 1.0, x1, y1 - 1.0)),
            (p.offset(-1, 0), (x0 + 1.0, y0, x0 + 1.0, y1)),
        ];
        for (q, (ax, ay, bx, by)) in edges {
            if !seen(q) {
                draw_line(ax, ay, bx, by, 2.0, FOV_OUTLINE);
            }
        }
    }
}
