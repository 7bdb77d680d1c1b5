//! The debug overlay (GAME.md §9): egui windows over the game, toggled with F12 or the
//! backquote key, and schematic drawing over the map (BSP cells, the trap heatmap, a replayed
//! generation stage) in the camera's screen coordinates.
//!
//! egui does not take input away from the game: the app asks [`Overlay::wants_pointer`] and
//! [`Overlay::wants_keyboard`] (remembered from the last `ui` call) and skips game input then.

mod bsp;
mod generation;
mod heatmap;
mod perf;

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::data::Tables;

use super::play::Play;
use super::view::Camera;

pub use generation::Generation;

/// Which windows are open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Panels {
    pub bsp: bool,
    pub heatmap: bool,
    pub generation: bool,
    pub performance: bool,
}

impl Panels {
    pub const NAMES: [&'static str; 4] = ["bsp", "heatmap", "generation", "performance"];

    /// Parses a comma list such as `bsp,heatmap` (`all` opens every panel).
    pub fn parse(list: &str) -> Result<Panels, String> {
        let mut panels = Panels::default();
        for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match name {
                "bsp" => panels.bsp = true,
                "heatmap" => panels.heatmap = true,
                "generation" | "gen" => panels.generation = true,
                "performance" | "perf" => panels.performance = true,
                "all" => {
                    panels = Panels {
                        bsp: true,
                        heatmap: true,
                        generation: true,
                        performance: true,
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
        Ok(panels)
    }
}

/// What the overlay asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Start a new run of this dungeon seed.
    Regenerate(u64),
}

/// Window fills, distinct so screenshots can find each window.
pub const MENU_FILL: egui::Color32 = egui::Color32::from_rgb(34, 34, 44);
pub const BSP_FILL: egui::Color32 = egui::Color32::from_rgb(22, 40, 66);
pub const HEATMAP_FILL: egui::Color32 = egui::Color32::from_rgb(60, 28, 40);
pub const GENERATION_FILL: egui::Color32 = egui::Color32::from_rgb(26, 52, 36);
pub const PERFORMANCE_FILL: egui::Color32 = egui::Color32::from_rgb(48, 44, 24);

pub struct Overlay {
    pub open: bool,
    pub panels: Panels,
    wants_pointer: bool,
    wants_keyboard: bool,
    /// The BSP cell picked in the tree, by index, on the floor it was picked on.
    selected: Option<(usize, usize)>,
    generation: Generation,
    perf: perf::Perf,
}

impl Overlay {
    pub fn new(panels: Option<Panels>) -> Overlay {
        Overlay {
            open: panels.is_some(),
            panels: panels.unwrap_or(Panels {
                bsp: true,
                ..Panels::default()
            }),
            wants_pointer: false,
            wants_keyboard: false,
            selected: None,
            generation: Generation::default(),
            perf: perf::Perf::default(),
        }
    }

    /// egui is using the pointer (over a window or dragging one): the game should not.
    pub fn wants_pointer(&self) -> bool {
        self.open && self.wants_pointer
    }

    /// egui has keyboard focus (a text field): the game should not read keys.
    pub fn wants_keyboard(&self) -> bool {
        self.open && self.wants_keyboard
    }

    /// F12 toggles always; the backquote key only when no text field has focus.
    pub fn handle_toggle(&mut self) {
        let backquote = is_key_pressed(KeyCode::GraveAccent) && !self.wants_keyboard();
        if is_key_pressed(KeyCode::F12) || backquote {
            self.open = !self.open;
            if !self.open {
                self.wants_pointer = false;
                self.wants_keyboard = false;
            }
            let state = if self.open { "open" } else { "closed" };
            super::web::console(&format!("torchdeep: overlay {state}"));
        }
    }

    /// Draws over the map what the open panels show there; call after the game is drawn.
    pub fn draw_world(&mut self, play: Option<&Play>, tables: &Tables) {
        self.perf.frame(get_frame_time());
        let (true, Some(play)) = (self.open, play) else {
            return;
        };
        let game = play.game();
        let camera = play.camera();
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
    pub fn ui(&mut self, play: Option<&Play>, tables: &Tables) -> Option<Request> {
        if !self.open {
            return None;
        }
        let mut request = None;
        egui_macroquad::ui(|ctx| {
            request = self.windows(ctx, play, tables);
            self.wants_pointer = ctx.wants_pointer_input() || ctx.is_pointer_over_area();
            self.wants_keyboard = ctx.wants_keyboard_input();
        });
        egui_macroquad::draw();
        request
    }

    fn windows(
        &mut self,
        ctx: &egui::Context,
        play: Option<&Play>,
        tables: &Tables,
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
                ui.checkbox(&mut self.panels.bsp, "BSP cells");
                ui.checkbox(&mut self.panels.heatmap, "Trap heatmap");
                ui.checkbox(&mut self.panels.generation, "Generation");
                ui.checkbox(&mut self.panels.performance, "Performance");
            });
        let play = play?;
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
                .default_pos([screen_width() - 260.0, 8.0])
                .show(ctx, |ui| {
                    heatmap::legend_ui(ui, game.level(), play.camera())
                });
        }
        if self.panels.generation {
            egui::Window::new("Generation")
                .frame(frame(GENERATION_FILL))
                .fade_in(false)
                .default_pos([screen_width() - 260.0, 250.0])
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
        request
    }
}

/// The screen rectangle of a tile rectangle.
fn screen_rect(camera: &Camera, r: torchdeep::world::Rect) -> Rect {
    let at = camera.to_screen(vec2(r.x as f32, r.y as f32));
    let size = camera.tile();
    Rect::new(at.x, at.y, r.w as f32 * size, r.h as f32 * size)
}
