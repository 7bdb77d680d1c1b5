//! The Rogue Code screen (GAME.md §11): write a rogue's script in an editor with line numbers
//! and errors marked at their line, save it, run a raid on the game's renderer at 1×–64× with
//! pause and step, or score it over many raids with a histogram of the scores.
//!
//! Keys (read even while the editor has the focus): F5 runs, F6 scores, F2 saves; watching a
//! raid, 1–7 set the speed (1× to 64×), Space pauses, `.` steps, Esc goes back to the editor.

mod editor;
mod histogram;
mod scoring;
mod watch;

use std::sync::Arc;

use egui_macroquad::egui;
use egui_macroquad::egui::{Color32, RichText};
use macroquad::prelude::*;
use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;
use torchdeep::raid::{RaidSummary, Script, ScriptError};

use super::atlas::Atlas;
use super::input::{Action, Press};
use super::play::Play;
use super::saves::{Item, Storage};
use super::ui;
use super::web;
use editor::ERROR;
use scoring::Scoring;
use watch::{Watch, SPEEDS};

/// The template a new script starts from.
pub const TEMPLATE: &str = include_str!("../../../rogues/template.rhai");

/// Raids "Score it" plays.
const SCORED_RAIDS: usize = 100;

/// What the screen asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Back,
}

/// What a button asked for, carried out in the next update (which has the atlas).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    Run,
    Score,
    Save,
    Template,
    Edit,
    Back,
}

pub struct RogueCode {
    tables: Arc<Tables>,
    raids: Result<Arc<RaidTables>, String>,
    source: String,
    /// Whether `source` compiles, and the error where it does not.
    error: Option<ScriptError>,
    storage: Storage,
    /// A line about the last save or load.
    notice: Option<(String, bool)>,
    seed: u64,
    watch: Option<Watch>,
    scoring: Option<Scoring>,
    scores: Option<RaidSummary>,
    ask: Option<Ask>,
    step: bool,
}

impl RogueCode {
    /// The screen with the saved script, else the template (or `script`, from the command
    /// line).
    pub fn new(
        tables: Arc<Tables>,
        raids: Result<RaidTables, String>,
        seed: u64,
        script: Option<String>,
    ) -> RogueCode {
        let storage = Storage::here();
        let mut notice = None;
        let source = match script {
            Some(s) => s,
            None => match storage.read(Item::RogueScript, torchdeep::raid::MAX_SOURCE_BYTES) {
                Ok(Some(bytes)) => String::from_utf8_lossy(&bytes).into_owned(),
                Ok(None) => TEMPLATE.to_string(),
                Err(e) => {
                    notice = Some((format!("The saved script could not be read: {e}"), false));
                    TEMPLATE.to_string()
                }
            },
        };
        let mut code = RogueCode {
            tables,
            raids: raids.map(Arc::new),
            source,
            error: None,
            storage,
            notice,
            seed,
            watch: None,
            scoring: None,
            scores: None,
            ask: None,
            step: false,
        };
        code.check();
        web::console("torchdeep: rogue code editor");
        code
    }

    /// Opens straight on a raid of `seed` (`torchdeep raid SCRIPT --watch SEED`).
    pub fn watch_seed(&mut self, seed: u64) {
        self.seed = seed;
        self.ask = Some(Ask::Run);
    }

    fn check(&mut self) {
        self.error = Script::compile(&self.source).err();
    }

    /// The game a raid shows, for its sounds.
    pub fn watched(&self) -> Option<&Play> {
        self.watch.as_ref().map(Watch::play)
    }

    pub fn update(
        &mut self,
        presses: &[Press],
        atlas: &Atlas,
        now: f32,
        dt: f32,
    ) -> Option<Outcome> {
        let mut ask = self.ask.take();
        for press in presses {
            if press.action == Action::Cancel {
                ask = Some(if self.watch.is_some() {
                    Ask::Edit
                } else {
                    Ask::Back
                });
            }
        }
        ask = ask.or_else(|| self.shortcut());
        match ask {
            Some(Ask::Back) => return Some(Outcome::Back),
            Some(Ask::Edit) => {
                self.watch = None;
                web::console("torchdeep: rogue code editor");
            }
            Some(Ask::Run) => self.run(atlas, now),
            Some(Ask::Score) => self.score(),
            Some(Ask::Save) => self.save(),
            Some(Ask::Template) => {
                self.source = TEMPLATE.to_string();
                self.check();
            }
            None => {}
        }
        let step = std::mem::take(&mut self.step);
        if let Some(watch) = &mut self.watch {
            let running = watch.raid().end().is_none();
            watch.update(dt, step, atlas, now);
            if let (true, Some(end)) = (running, watch.raid().end()) {
                let score = watch.raid().score();
                web::console(&format!(
                    "torchdeep: raid over ({}), score {score}",
                    end.cause()
                ));
            }
        }
        if let Some(scoring) = &mut self.scoring {
            scoring.advance();
            let summary = scoring.summary();
            if scoring.is_finished() {
                self.scoring = None;
                let json = serde_json::to_string(&summary).unwrap_or_default();
                web::console(&format!("torchdeep: raid scores {json}"));
            }
            self.scores = Some(summary);
        }
        None
    }

    /// The function keys, and the keys of a raid being watched.
    fn shortcut(&mut self) -> Option<Ask> {
        if is_key_pressed(KeyCode::F5) {
            return Some(Ask::Run);
        }
        if is_key_pressed(KeyCode::F6) {
            return Some(Ask::Score);
        }
        if is_key_pressed(KeyCode::F2) {
            return Some(Ask::Save);
        }
        let watch = self.watch.as_mut()?;
        let digits = [
            KeyCode::Key1,
            KeyCode::Key2,
            KeyCode::Key3,
            KeyCode::Key4,
            KeyCode::Key5,
            KeyCode::Key6,
            KeyCode::Key7,
        ];
        for (key, speed) in digits.into_iter().zip(SPEEDS) {
            if is_key_pressed(key) {
                watch.speed = speed;
            }
        }
        if is_key_pressed(KeyCode::Space) {
            watch.paused = !watch.paused;
        }
        if is_key_pressed(KeyCode::Period) {
            watch.paused = true;
            self.step = true;
        }
        None
    }

    fn raid_tables(&mut self) -> Option<Arc<RaidTables>> {
        match &self.raids {
            Ok(r) => Some(Arc::clone(r)),
            Err(e) => {
                self.notice = Some((e.clone(), false));
                None
            }
        }
    }

    fn run(&mut self, atlas: &Atlas, now: f32) {
        let Some(raids) = self.raid_tables() else {
            return;
        };
        match Watch::new(&self.tables, &raids, &self.source, self.seed, atlas, now) {
            Ok(w) => {
                web::console(&format!("torchdeep: raid watched, seed {}", self.seed));
                self.watch = Some(w);
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn score(&mut self) {
        let Some(raids) = self.raid_tables() else {
            return;
        };
        match Scoring::new(&self.tables, &raids, &self.source, self.seed, SCORED_RAIDS) {
            Ok(s) => {
                self.scoring = Some(s);
                self.scores = None;
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn save(&mut self) {
        self.notice = Some(match self.storage.write(Item::RogueScript, &self.source) {
            Ok(()) => (
                format!("Saved to {}.", self.storage.describe(Item::RogueScript)),
                true,
            ),
            Err(e) => (format!("Not saved: {e}"), false),
        });
    }

    /// The raid under way, or the editor's code fill, the window cleared to it (see
    /// `editor`).
    pub fn draw(&mut self, atlas: &Atlas, now: f32, dt: f32) {
        match &mut self.watch {
            Some(watch) => watch.draw(atlas, now, dt),
            None => {
                // egui's style, which the editor's panel (`editor`) paints with.
                let mut code = Color32::BLACK;
                egui_macroquad::cfg(|ctx| code = editor::Fills::of(&ctx.style().visuals).code);
                let [r, g, b, a] = code.to_array();
                ui::clear_screen(Color::from_rgba(r, g, b, a));
            }
        }
    }

    /// The screen's egui windows: the editor, or the raid's controls.
    pub fn ui(&mut self, ctx: &egui::Context) {
        match &self.watch {
            Some(_) => self.controls(ctx),
            None => self.editor(ctx),
        }
    }

    fn editor(&mut self, ctx: &egui::Context) {
        let height = ctx.screen_rect().height();
        let style = ctx.style();
        let fills = editor::Fills::of(&style.visuals);
        // The panel's fill is painted only where it shows (`editor::Ground`).
        let frame = egui::Frame::central_panel(&style).fill(Color32::TRANSPARENT);
        let panel = ctx.available_rect();
        egui::CentralPanel::default().frame(frame).show(ctx, |ui| {
            let ground = editor::Ground::reserve(ui);
            ui.horizontal(|ui| {
                ui.heading(RichText::new("Rogue Code").color(Color32::from_rgb(240, 200, 110)));
                ui.label("— fn turn(view, memory) returns the rogue's action each turn. Esc: back to the title.");
            });
            ui.horizontal(|ui| {
                let compiles = self.error.is_none();
                if ui.add_enabled(compiles, egui::Button::new("Run")).clicked() {
                    self.ask = Some(Ask::Run);
                }
                ui.label("seed");
                ui.add(egui::DragValue::new(&mut self.seed).range(0..=u32::MAX as u64));
                let scoring = self.scoring.is_some();
                let label = format!("Score it ({SCORED_RAIDS} raids)");
                if ui.add_enabled(compiles && !scoring, egui::Button::new(label)).clicked() {
                    self.ask = Some(Ask::Score);
                }
                if ui.button("Save").clicked() {
                    self.ask = Some(Ask::Save);
                }
                if ui.button("Template").clicked() {
                    self.ask = Some(Ask::Template);
                }
                if ui.button("Back").clicked() {
                    self.ask = Some(Ask::Back);
                }
            });
            editor::status(ui, self.error.as_ref());
            if let Some((text, good)) = &self.notice {
                let colour = if *good { Color32::LIGHT_GRAY } else { ERROR };
                ui.label(RichText::new(text).color(colour));
            }
            if let Some(scoring) = &self.scoring {
                ui.add(egui::ProgressBar::new(scoring.done() as f32 / scoring.count as f32).text(format!("scoring: {} of {} raids", scoring.done(), scoring.count)));
            }
            if let Some(scores) = &self.scores {
                histogram::histogram(ui, scores);
            }
            ui.separator();
            let left = (ui.available_height()).max(height * 0.3);
            let (changed, shown) = editor::editor(ui, &mut self.source, self.error.as_ref(), left);
            ground.paint(ui, panel, shown, fills);
            if changed {
                self.check();
                self.scores = None;
            }
        });
    }

    fn controls(&mut self, ctx: &egui::Context) {
        let Some(watch) = &mut self.watch else { return };
        let (room, score, turn) = (
            watch.raid().room(),
            watch.raid().score(),
            watch.raid().turn(),
        );
        let end = watch.raid().end().cloned();
        egui::Window::new("Raid")
            .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
            .resizable(false)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.label(
                    RichText::new(format!("Room {room} · score {score} · turn {turn}")).strong(),
                );
                ui.label(format!("seed {}", watch.seed));
                match &watch.last {
                    Some(t) => ui.label(format!("last: {}{}", t.action, t.outcome)),
                    None => ui.label("last: —"),
                };
                if let Some(end) = &end {
                    let over = format!("The raid is over ({}): score {score}.", end.cause());
                    ui.label(RichText::new(over).color(Color32::from_rgb(240, 200, 110)));
                }
                if let Some((room, turn, e)) = &watch.last_error {
                    ui.label(
                        RichText::new(format!(
                            "room {room} turn {turn}: line {}, column {}: {}",
                            e.line, e.column, e.message
                        ))
                        .color(ERROR),
                    );
                }
                ui.horizontal(|ui| {
                    for speed in SPEEDS {
                        ui.selectable_value(&mut watch.speed, speed, format!("{speed}×"));
                    }
                });
                ui.horizontal(|ui| {
                    let pause = if watch.paused { "Resume" } else { "Pause" };
                    if ui.button(pause).clicked() {
                        watch.paused = !watch.paused;
                    }
                    if ui.button("Step").clicked() {
                        watch.paused = true;
                        self.step = true;
                    }
                    if ui.button("Next seed").clicked() {
                        self.seed = watch.seed + 1;
                        self.ask = Some(Ask::Run);
                    }
                    if ui.button("Edit").clicked() {
                        self.ask = Some(Ask::Edit);
                    }
                });
            });
    }
}
