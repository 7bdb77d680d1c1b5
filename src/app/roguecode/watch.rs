//! A raid watched in the window: the raid is played by its script, and each turn's commands
//! are played again on a copy of the room's game shown by the game's own renderer (`Play`):
//! the same torch light, sprites, animations and messages as a run.

use std::sync::Arc;

use macroquad::prelude::*;
use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;
use torchdeep::raid::{Raid, Script, ScriptError, TurnRecord};
use torchdeep::run::Run;

use crate::app::atlas::Atlas;
use crate::app::play::Play;
use crate::app::ui;

/// The speeds offered, in multiples of the base pace.
pub const SPEEDS: [u32; 7] = [1, 2, 4, 8, 16, 32, 64];
/// Turns a second at 1×.
const BASE_TURNS_PER_SECOND: f32 = 2.0;
/// The most seconds of a frame the raid may take, so a slow script never freezes the window.
const FRAME_BUDGET: f64 = 0.012;

pub struct Watch {
    raid: Raid,
    script: Script,
    play: Play,
    pub seed: u64,
    pub speed: u32,
    pub paused: bool,
    /// Turns owed by the clock at this speed.
    owed: f32,
    /// The last turn played, to show.
    pub last: Option<TurnRecord>,
    /// The last error of the script, with the room and turn it happened in.
    pub last_error: Option<(u32, u32, ScriptError)>,
}

impl Watch {
    pub fn new(
        tables: &Arc<Tables>,
        raids: &Arc<RaidTables>,
        source: &str,
        seed: u64,
        atlas: &Atlas,
        now: f32,
    ) -> Result<Watch, ScriptError> {
        let mut script = Script::compile(source)?;
        script.start(seed);
        let raid = Raid::new(Arc::clone(tables), Arc::clone(raids), seed);
        let mut play = Play::resume(Run::watching(raid.game().clone()), atlas, now);
        play.set_zoom(3);
        play.name_place("Raid room 1".to_string());
        Ok(Watch {
            raid,
            script,
            play,
            seed,
            speed: 1,
            paused: false,
            owed: 0.0,
            last: None,
            last_error: None,
        })
    }

    pub fn raid(&self) -> &Raid {
        &self.raid
    }

    pub fn play(&self) -> &Play {
        &self.play
    }

    /// Plays the turns the clock owes (or one, when `step`), within the frame's budget.
    pub fn update(&mut self, dt: f32, step: bool, atlas: &Atlas, now: f32) {
        self.play.watch(dt);
        if self.raid.end().is_some() {
            return;
        }
        let mut turns = if step { 1 } else { 0 };
        if !self.paused {
            self.owed += dt.min(0.25) * BASE_TURNS_PER_SECOND * self.speed as f32;
            turns += self.owed.floor() as u32;
            self.owed = self.owed.fract();
        }
        let started = get_time();
        for _ in 0..turns {
            if get_time() - started > FRAME_BUDGET {
                break;
            }
            let Some(record) = self.raid.step(&mut self.script) else {
                break;
            };
            self.show(record, atlas, now);
        }
    }

    /// Plays a turn's commands on the shown game; a new room gets a new view.
    fn show(&mut self, record: TurnRecord, atlas: &Atlas, now: f32) {
        for &command in &record.commands {
            self.play.perform(command, atlas, now);
        }
        if let Some(e) = &record.error {
            self.last_error = Some((record.room, record.turn, e.clone()));
        }
        if self.raid.room() != record.room && self.raid.end().is_none() {
            let zoom = self.play.camera().zoom;
            self.play = Play::resume(Run::watching(self.raid.game().clone()), atlas, now);
            self.play.set_zoom(zoom);
            self.play
                .name_place(format!("Raid room {}", self.raid.room()));
        }
        self.last = Some(record);
    }

    /// The room as the game draws it, and "z" rising over each dozing guard in view.
    pub fn draw(&mut self, atlas: &Atlas, now: f32, dt: f32) {
        self.play.draw(atlas, now, dt);
        let game = self.play.game();
        let camera = self.play.camera();
        let tile = camera.tile();
        for c in game.level().creatures.iter() {
            if !c.mind.dozing || !game.is_visible(c.pos) {
                continue;
            }
            let rise = (now * 0.8 + c.pos.x as f32 * 0.37).fract();
            let at = camera.to_screen(vec2(c.pos.x as f32 + 0.7, c.pos.y as f32 - rise * 0.5));
            let size = (tile * 0.45) as u16;
            let fade = Color::new(0.85, 0.9, 1.0, 1.0 - rise);
            ui::plain_text("z", at.x, at.y, f32::from(size.max(10)), fade);
        }
    }
}
