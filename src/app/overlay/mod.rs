//! The debug overlay (GAME.md §9): egui windows over the game, toggled with F12 or the
//! backquote key, and schematic drawing over the map (BSP cells, the trap heatmap, a replayed
//! generation stage) in the camera's screen coordinates.
//!
//! egui does not take input away from the game: the app asks [`Overlay::wants_pointer`],
//! [`Overlay::covers`] and [`Overlay::wants_keyboard`] (remembered from the last `ui` call) and
//! skips game input then. egui's own flags lag behind: it hears of the mouse only once its
//! windows are open (and not at all before its first frame), so a click on a window that has
//! just appeared under a still mouse would reach the map too; the windows' rectangles, checked
//! against the mouse as the frame begins, catch that click.

mod bsp;
mod curves;
mod font_texture;
mod generation;
mod heatmap;
mod inspector;
mod perf;
mod provenance;
mod reload;
mod rows;
mod shadows;
mod view;

use std::sync::Arc;

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::world::Pos;

use super::play::Play;
use super::view::Camera;
use crate::app::screen;

pub use generation::Generation;
pub use reload::DataSource;
pub use view::Layers;

/// Which windows are open, and which of the View window's layers are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Panels {
    pub bsp: bool,
    pub heatmap: bool,
    pub generation: bool,
    pub performance: bool,
    pub inspector: bool,
    pub view: bool,
    pub reload: bool,
    /// The depth curves of `game_parameters.csv`, plotted.
    pub curves: bool,
    pub layers: Layers,
}

impl Panels {
    pub const NAMES: [&'static str; 12] = [
        "bsp",
        "heatmap",
        "generation",
        "performance",
        "inspector",
        "view",
        "reload",
        "curves",
        "fov",
        "light",
        "dijkstra",
        "reveal",
    ];

    /// Parses a comma list such as `bsp,heatmap` (`all` opens every window). A View layer
    /// (`fov`, `light`, `dijkstra`, `reveal`) opens the View window with that layer on; `view`
    /// alone opens it with the field of view outlined.
    pub fn parse(list: &str) -> Result<Panels, String> {
        let mut panels = Panels::default();
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "bsp" => panels.bsp = true,
                "heatmap" => panels.heatmap = true,
                "generation" | "gen" => panels.generation = true,
                "performance" | "perf" => panels.performance = true,
                "inspector" => panels.inspector = true,
                "view" => panels.view = true,
                "reload" => panels.reload = true,
                "curves" => panels.curves = true,
                "fov" => panels.layers.fov = true,
                "light" => panels.layers.light = true,
                "dijkstra" => panels.layers.dijkstra = true,
                "reveal" => panels.layers.reveal = true,
                "all" => {
                    panels = Panels {
                        bsp: true,
                        heatmap: true,
                        generation: true,
                        performance: true,
                        inspector: true,
                        view: true,
                        reload: true,
                        curves: true,
                        layers: panels.layers,
                    }
                }
                other => {
                    return Err(format!(
                        "unknown overlay panel `{other}` (known: {}, all)",
                        Panels::NAMES.join(", ")
                    ))
                }
            }
        }
        if panels.layers != Layers::default() {
            panels.view = true;
        } else if panels.view {
            panels.layers.fov = true;
        }
        Ok(panels)
    }
}

/// What the overlay asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Start a new run of this dungeon seed.
    Regenerate(u64),
    /// Read the tables and maps again (see [`Overlay::reload`]).
    Reload,
}

/// Window fills, distinct so screenshots can find each window.
pub const MENU_FILL: egui::Color32 = egui::Color32::from_rgb(34, 34, 44);
pub const BSP_FILL: egui::Color32 = egui::Color32::from_rgb(22, 40, 66);
pub const HEATMAP_FILL: egui::Color32 = egui::Color32::from_rgb(60, 28, 40);
pub const GENERATION_FILL: egui::Color32 = egui::Color32::from_rgb(26, 52, 36);
pub const PERFORMANCE_FILL: egui::Color32 = egui::Color32::from_rgb(48, 44, 24);
pub const INSPECTOR_FILL: egui::Color32 = egui::Color32::from_rgb(52, 30, 62);
pub const VIEW_FILL: egui::Color32 = egui::Color32::from_rgb(20, 50, 54);
pub const RELOAD_FILL: egui::Color32 = egui::Color32::from_rgb(58, 40, 22);

pub struct Overlay {
    pub open: bool,
    pub panels: Panels,
    wants_pointer: bool,
    wants_keyboard: bool,
    /// A screen made with egui (Rogue Code) drew its windows last frame.
    screen_ui: bool,
    /// Where egui's windows were placed in the last `ui` call, in screen pixels.
    windows: Vec<Rect>,
    /// The BSP cell picked in the tree, by index, on the floor it was picked on.
    selected: Option<(usize, usize)>,
    generation: Generation,
    perf: perf::Perf,
    map_view: view::MapView,
    inspector: inspector::Inspector,
    reload: reload::Reload,
    curves: curves::Curves,
    pointer: Pointer,
    font_texture: font_texture::FontTexture,
}

/// The tile the overlay describes: the one under the mouse, kept while the mouse is over a
/// window (so it can be read there), and the player's until the mouse first moves.
#[derive(Default)]
struct Pointer {
    last_mouse: Option<Vec2>,
    moved: bool,
    /// (floor, tile).
    tile: Option<(usize, Pos)>,
}

impl Pointer {
    fn track(&mut self, play: &Play, over_window: bool) {
        let mouse: Vec2 = screen::mouse().into();
        self.moved |= self.last_mouse.is_some_and(|m| m != mouse);
        self.last_mouse = Some(mouse);
        let game = play.game();
        let floor = game.floor();
        if over_window && self.tile.is_some_and(|(f, _)| f == floor) {
            return;
        }
        let p = match self.moved {
            true => play.camera().tile_at(mouse),
            false => game.player_pos(),
        };
        self.tile = game.level().in_bounds(p).then_some((floor, p));
    }

    fn tile(&self, play: &Play) -> Option<Pos> {
        let floor = play.game().floor();
        self.tile.filter(|&(f, _)| f == floor).map(|(_, p)| p)
    }
}

impl Overlay {
    pub fn new(panels: Option<Panels>, source: DataSource) -> Overlay {
        Overlay {
            open: panels.is_some(),
            panels: panels.unwrap_or(Panels {
                bsp: true,
                ..Panels::default()
            }),
            wants_pointer: false,
            wants_keyboard: false,
            screen_ui: false,
            windows: Vec::new(),
            selected: None,
            generation: Generation::default(),
            perf: perf::Perf::default(),
            map_view: view::MapView::default(),
            inspector: inspector::Inspector::default(),
            reload: reload::Reload::new(source),
            curves: curves::Curves::default(),
            pointer: Pointer::default(),
            font_texture: font_texture::FontTexture::default(),
        }
    }

    /// Reads the tables and maps again; when they load and `accept` takes them (the app
    /// builds its sprites from them) they replace `tables`, and what was worked out from the
    /// old ones is dropped. On failure the panel lists the problems and `tables` stays.
    pub fn reload<T>(
        &mut self,
        tables: &mut Arc<Tables>,
        accept: impl FnOnce(&Tables) -> Result<T, String>,
    ) -> Option<T> {
        let accepted = self.reload.apply(tables, accept)?;
        self.generation.forget_floors();
        self.inspector.forget_floors();
        self.selected = None;
        Some(accepted)
    }

    /// Whether the game should draw the whole floor as if in view (the View window says so).
    pub fn reveals_map(&self) -> bool {
        self.open && self.panels.view && self.panels.layers.reveal
    }

    /// egui is using the pointer (over a window or dragging one): the game should not.
    pub fn wants_pointer(&self) -> bool {
        self.shown() && (self.wants_pointer || self.covers(screen::mouse().into()))
    }

    /// Whether a screen point (the mouse, a tap) is on one of the overlay's windows.
    pub fn covers(&self, at: Vec2) -> bool {
        self.shown() && self.windows.iter().any(|r| r.contains(at))
    }

    /// egui has keyboard focus (a text field): the game should not read keys.
    pub fn wants_keyboard(&self) -> bool {
        self.shown() && self.wants_keyboard
    }

    /// Whether egui drew last frame: the overlay is open, or a screen of egui (Rogue Code).
    fn shown(&self) -> bool {
        self.open || self.screen_ui
    }

    /// F12 toggles always; the backquote key only when no text field has focus.
    pub fn handle_toggle(&mut self) {
        let backquote = is_key_pressed(KeyCode::GraveAccent) && !self.wants_keyboard();
        if is_key_pressed(KeyCode::F12) || backquote {
            self.open = !self.open;
            if !self.open {
                self.wants_pointer = false;
                self.wants_keyboard = false;
                self.windows.clear();
            }
            let state = if self.open { "open" } else { "closed" };
            super::web::console(&format!("torchdeep: overlay {state}"));
        }
    }

    /// Draws over the map what the open panels show there; call after the game is drawn.
    pub fn draw_world(&mut self, play: Option<&Play>, tables: &Tables, now: f32) {
        self.perf.frame(get_frame_time());
        let (true, Some(play)) = (self.open, play) else {
            return;
        };
        let game = play.game();
        let camera = play.camera();
        if self.panels.view {
            self.map_view.draw_world(self.panels.layers, play, now);
        }
        if self.panels.generation {
            self.generation.draw_world(tables, game, camera);
        }
        if self.panels.heatmap {
            heatmap::draw_world(game.level(), camera);
        }
        if self.panels.bsp {
            let selected = self
                .selected
                .filter(|&(floor, _)| floor == game.floor())
                .map(|(_, cell)| cell);
            bsp::draw_world(&game.level().layout, camera, selected);
        }
    }

    /// Builds the windows and draws them with egui (after the game, before the screenshot).
    /// `screen` adds the windows of a screen made with egui (Rogue Code): egui runs once a
    /// frame, for both.
    pub fn ui(
        &mut self,
        play: Option<&Play>,
        tables: &Tables,
        now: f32,
        mut screen: Option<&mut dyn FnMut(&egui::Context)>,
    ) -> Option<Request> {
        self.screen_ui = screen.is_some();
        if !self.shown() {
            return None;
        }
        let mut request = None;
        // egui's points are the screens' units (`screen`).
        let zoom = screen::scale();
        egui_macroquad::cfg(|ctx| {
            if ctx.zoom_factor() != zoom {
                ctx.set_zoom_factor(zoom);
            }
        });
        egui_macroquad::ui(|ctx| {
            self.font_texture.keep_nearest(ctx);
            if let Some(screen) = screen.as_mut() {
                screen(ctx);
            }
            if self.open {
                request = self.windows(ctx, play, tables, now);
            }
            shadows::trim(ctx);
            self.wants_pointer = ctx.wants_pointer_input() || ctx.is_pointer_over_area();
            self.wants_keyboard = ctx.wants_keyboard_input();
            self.windows = window_rects(ctx);
        });
        // After egui has placed its windows this frame, so a mouse that has just moved onto
        // one leaves the tile it described in place.
        if let (Some(play), true) = (play, self.open) {
            self.pointer.track(play, self.wants_pointer);
        }
        egui_macroquad::draw();
        request
    }

    fn windows(
        &mut self,
        ctx: &egui::Context,
        play: Option<&Play>,
        tables: &Tables,
        now: f32,
    ) -> Option<Request> {
        let mut request = None;
        // No fade-in: a window is whole from its first frame (screenshots after a few frames).
        let frame = |fill| egui::Frame::window(&ctx.style()).fill(fill);
        egui::Window::new("Debug overlay")
            .frame(frame(MENU_FILL))
            .fade_in(false)
            .default_pos([8.0, 8.0])
            .resizable(false)
            .show(ctx, |ui| {
                ui.label("F12 or ` toggles");
                egui::Grid::new("panels").show(ui, |ui| {
                    ui.checkbox(&mut self.panels.bsp, "BSP cells");
                    ui.checkbox(&mut self.panels.view, "View");
                    ui.end_row();
                    ui.checkbox(&mut self.panels.heatmap, "Trap heatmap");
                    ui.checkbox(&mut self.panels.inspector, "Inspector");
                    ui.end_row();
                    ui.checkbox(&mut self.panels.generation, "Generation");
                    ui.checkbox(&mut self.panels.curves, "Depth curves");
                    ui.end_row();
                    ui.checkbox(&mut self.panels.performance, "Performance");
                    ui.checkbox(&mut self.panels.reload, "Reload");
                    ui.end_row();
                });
            });
        if self.panels.reload {
            egui::Window::new("Reload")
                .frame(frame(RELOAD_FILL))
                .fade_in(false)
                .default_pos([8.0, 400.0])
                .default_width(320.0)
                .show(ctx, |ui| {
                    if self.reload.ui(ui, tables) {
                        request = Some(Request::Reload);
                    }
                });
        }
        let Some(play) = play else {
            return request;
        };
        let game = play.game();
        if self.panels.bsp {
            egui::Window::new("BSP cells")
                .frame(frame(BSP_FILL))
                .fade_in(false)
                .default_pos([8.0, 170.0])
                .default_height(300.0)
                .show(ctx, |ui| {
                    let mut picked = self
                        .selected
                        .filter(|&(f, _)| f == game.floor())
                        .map(|(_, c)| c);
                    bsp::tree_ui(ui, &game.level().layout, &mut picked);
                    self.selected = picked.map(|c| (game.floor(), c));
                });
        }
        if self.panels.heatmap {
            egui::Window::new("Trap heatmap")
                .frame(frame(HEATMAP_FILL))
                .fade_in(false)
                .default_pos([screen::width() - 260.0, 8.0])
                .show(ctx, |ui| {
                    heatmap::legend_ui(ui, game.level(), play.camera())
                });
        }
        if self.panels.generation {
            egui::Window::new("Generation")
                .frame(frame(GENERATION_FILL))
                .fade_in(false)
                .default_pos([screen::width() - 260.0, 250.0])
                .show(ctx, |ui| {
                    request = self.generation.ui(ui, tables, game);
                });
        }
        if self.panels.performance {
            egui::Window::new("Performance")
                .frame(frame(PERFORMANCE_FILL))
                .fade_in(false)
                .default_pos([280.0, 8.0])
                .show(ctx, |ui| {
                    self.perf.ui(ui, &mut self.generation, tables, game)
                });
        }
        if self.panels.curves {
            egui::Window::new("Depth curves")
                .frame(frame(GENERATION_FILL))
                .fade_in(false)
                .default_pos([280.0, 120.0])
                .show(ctx, |ui| {
                    self.curves.ui(ui, tables, game.floor_spec().depth)
                });
        }
        let hovered = self.pointer.tile(play);
        if self.panels.inspector {
            egui::Window::new("Inspector")
                .frame(frame(INSPECTOR_FILL))
                .fade_in(false)
                .default_pos([screen::width() - 348.0, 8.0])
                .default_width(340.0)
                .show(ctx, |ui| self.inspector.ui(ui, game, hovered));
        }
        if self.panels.view {
            egui::Window::new("View")
                .frame(frame(VIEW_FILL))
                .fade_in(false)
                // Bottom right, above the status bar: the log keeps the bottom left.
                .pivot(egui::Align2::RIGHT_BOTTOM)
                .default_pos([screen::width() - 8.0, screen::height() - 52.0])
                .show(ctx, |ui| {
                    let layers = &mut self.panels.layers;
                    self.map_view.ui(ui, layers, play, now, hovered)
                });
        }
        request
    }
}

/// Where egui's windows are this frame, in the screens' units: every area shown but the
/// background, a window on its first (invisible, sizing) frame included, since that is where it
/// shows next.
fn window_rects(ctx: &egui::Context) -> Vec<Rect> {
    let scale = ctx.pixels_per_point() / screen::pixels_per_unit();
    ctx.memory(|m| {
        let layers = m.areas().visible_layer_ids();
        (layers.into_iter())
            .filter(|l| l.order != egui::Order::Background)
            .filter_map(|l| m.area_rect(l.id))
            .map(|r| {
                let (at, size) = (r.min * scale, r.size() * scale);
                Rect::new(at.x, at.y, size.x, size.y)
            })
            .collect()
    })
}

/// The screen rectangle of a tile rectangle.
fn screen_rect(camera: &Camera, r: torchdeep::world::Rect) -> Rect {
    let at = camera.to_screen(vec2(r.x as f32, r.y as f32));
    let size = camera.tile();
    Rect::new(at.x, at.y, r.w as f32 * size, r.h as f32 * size)
}
