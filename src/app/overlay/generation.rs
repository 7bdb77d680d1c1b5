//! Generation: the seed, a floor, Regenerate, and a step-through of the recorded stages drawn
//! over the map from `gen::replay`.

use egui_macroquad::egui;
use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::gen::{self, History, Stage};
use torchdeep::rules::game::Game;
use torchdeep::world::{Ground, Level, Pos, Wall};

use super::Request;
use crate::app::view::Camera;

pub const STAGES: [Stage; Stage::COUNT] = [
    Stage::Quadrants,
    Stage::Splits,
    Stage::Rooms,
    Stage::Corridors,
    Stage::Hallways,
    Stage::Doors,
    Stage::Ornaments,
    Stage::Stairs,
    Stage::Treasure,
    Stage::Traps,
    Stage::Prefabs,
    Stage::Spawns,
    Stage::Fixtures,
];

/// Replays per stage when timing the stages.
const REPLAYS: u32 = 16;

#[derive(Default)]
pub struct Generation {
    seed_text: String,
    seed_error: Option<String>,
    /// The floor (a row of `dungeon.csv`) stepped through; the player's floor by default.
    floor: Option<usize>,
    /// Draw the replayed stage over the map.
    show: bool,
    stage: usize,
    /// (dungeon seed, floor) → its history.
    history: Option<((u64, usize), History)>,
    /// (dungeon seed, floor, stage) → the level after it.
    replayed: Option<((u64, usize, usize), Level)>,
    /// (dungeon seed, floor) → milliseconds per stage.
    pub timings: Option<((u64, usize), Vec<f64>)>,
}

impl Generation {
    fn floor(&self, game: &Game) -> usize {
        self.floor
            .unwrap_or(game.floor())
            .min(game.dungeon().floors.len() - 1)
    }

    /// How the floor was made (see [`floor_history`]).
    fn history(&mut self, tables: &Tables, game: &Game) -> &History {
        let key = (game.seed(), self.floor(game));
        if self.history.as_ref().is_none_or(|(k, _)| *k != key) {
            self.history = Some((key, floor_history(tables, key.0, key.1)));
        }
        &self.history.as_ref().expect("just made").1
    }

    /// Drops what was worked out from the tables (after they were read again).
    pub fn forget_floors(&mut self) {
        self.history = None;
        self.replayed = None;
        self.timings = None;
    }

    /// Milliseconds each stage takes, measured by replaying up to every stage (several times:
    /// the browser's clock ticks too coarsely for one replay). `std::time::Instant` would panic
    /// in the browser; macroquad's clock works everywhere.
    pub fn measure(&mut self, tables: &Tables, game: &Game) -> &[f64] {
        let key = (game.seed(), self.floor(game));
        if self.timings.as_ref().is_none_or(|(k, _)| *k != key) {
            let history = self.history(tables, game).clone();
            let mut last = 0.0;
            let times = STAGES
                .iter()
                .map(|&stage| {
                    let start = get_time();
                    for _ in 0..REPLAYS {
                        let _ = gen::replay(tables, &history, stage);
                    }
                    let total = (get_time() - start) * 1000.0 / REPLAYS as f64;
                    let own = (total - last).max(0.0);
                    last = total;
                    own
                })
                .collect();
            self.timings = Some((key, times));
        }
        &self.timings.as_ref().expect("just measured").1
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, tables: &Tables, game: &Game) -> Option<Request> {
        let mut request = None;
        if self.seed_text.is_empty() {
            self.seed_text = game.seed().to_string();
        }
        ui.label(format!(
            "Seed {}, floor {} ({}), depth {}",
            game.seed(),
            game.floor(),
            tables.dungeon[game.floor()].name,
            game.dungeon().floors[game.floor()].depth
        ));
        ui.horizontal(|ui| {
            ui.label("seed");
            ui.text_edit_singleline(&mut self.seed_text);
        });
        if ui.button("Regenerate").clicked() {
            match self.seed_text.trim().parse::<u64>() {
                Ok(seed) => {
                    self.seed_error = None;
                    request = Some(Request::Regenerate(seed));
                }
                Err(e) => self.seed_error = Some(format!("not a seed: {e}")),
            }
        }
        if let Some(e) = &self.seed_error {
            ui.colored_label(egui::Color32::LIGHT_RED, e);
        }
        ui.separator();
        let mut floor = self.floor(game);
        egui::ComboBox::from_label("floor")
            .selected_text(format!("{floor} {}", tables.dungeon[floor].name))
            .show_ui(ui, |ui| {
                for (i, spec) in tables.dungeon.iter().enumerate() {
                    ui.selectable_value(&mut floor, i, format!("{i} {}", spec.name));
                }
            });
        self.floor = Some(floor);
        ui.checkbox(&mut self.show, "draw the stage over the map");
        let stage_name = STAGES[self.stage].name();
        let slider = egui::Slider::new(&mut self.stage, 0..=Stage::COUNT - 1).text(stage_name);
        if ui.add(slider).changed() {
            self.show = true;
        }
        let stage = self.stage;
        if let Some(s) = self.history(tables, game).snapshots.get(stage) {
            ui.label(format!(
                "after {}: {} cells, {} rooms, {} corridors, {} doors, {} traps, {} creatures, {} items",
                s.stage.name(),
                s.cells,
                s.rooms,
                s.corridors,
                s.doors,
                s.traps,
                s.creatures,
                s.items
            ));
        }
        request
    }

    pub fn draw_world(&mut self, tables: &Tables, game: &Game, camera: &Camera) {
        if !self.show {
            return;
        }
        let key = (game.seed(), self.floor(game), self.stage);
        if self.replayed.as_ref().is_none_or(|(k, _)| *k != key) {
            let history = self.history(tables, game).clone();
            let level = gen::replay(tables, &history, STAGES[self.stage]);
            self.replayed = Some((key, level));
        }
        let level = &self.replayed.as_ref().expect("just replayed").1;
        draw_schematic(level, camera);
    }
}

/// How a floor of a dungeon was made: generated again from its seed, as the dungeon did.
pub fn floor_history(tables: &Tables, dungeon_seed: u64, floor: usize) -> History {
    let mut rng = fastrand::Rng::with_seed(gen::floor_seed(dungeon_seed, floor));
    gen::generate_floor(tables, &gen::request_for(tables, floor), &mut rng).history
}

/// Terrain as coloured squares: rooms, corridors, hallways, walls, doors, stairs; traps,
/// creatures and items as dots.
fn draw_schematic(level: &Level, camera: &Camera) {
    let (size, origin) = (camera.tile(), camera.origin());
    let (columns, rows) = camera.visible(level.width(), level.height());
    for y in rows {
        for x in columns.clone() {
            let p = Pos::new(x, y);
            let ground = match level.ground[p] {
                Ground::Rock => Color::from_rgba(12, 12, 16, 235),
                Ground::Room | Ground::Tile(_) => Color::from_rgba(110, 100, 80, 235),
                Ground::Corridor | Ground::SpentHallway => Color::from_rgba(70, 110, 150, 235),
                Ground::Hallway => Color::from_rgba(90, 150, 70, 235),
                Ground::StairsUp | Ground::StairsDown => Color::from_rgba(250, 240, 120, 235),
            };
            let colour = match level.walls[p] {
                Some(Wall::Door { .. }) => Color::from_rgba(200, 120, 40, 235),
                Some(_) => Color::from_rgba(60, 56, 64, 235),
                None => ground,
            };
            let at = origin + vec2(x as f32, y as f32) * size;
            draw_rectangle(at.x, at.y, size, size, colour);
        }
    }
    let dot = |p: Pos, c: Color| {
        let at = origin + (vec2(p.x as f32, p.y as f32) + 0.5) * size;
        draw_circle(at.x, at.y, size * 0.25, c);
    };
    for trap in &level.traps {
        dot(trap.pos, RED);
    }
    for (p, _) in level.items.iter() {
        dot(p, GOLD);
    }
    for c in level.creatures.iter() {
        dot(c.pos, MAGENTA);
    }
}
