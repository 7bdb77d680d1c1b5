//! `torchdeep replay FILE`: a recorded run played back in the window, on the game's own
//! renderer, at 1 to 64 turns a second. Space pauses, `.` or Right steps, `,` or Left steps back,
//! `+`/`-` or 1–7 set the speed, PgDn/PgUp jump 100 turns, Home/End go to the start or the
//! end, `g` and a number goes to that turn, Esc leaves. Jumps re-run the record headless from
//! the start. Nothing is saved: no save, no hall of fame.

pub mod browser;
mod controls;

use std::path::PathBuf;
use std::sync::Arc;

use macroquad::prelude::*;
use torchdeep::data::{Resources, Tables, TILESET_PATH};
use torchdeep::run::Replay;

use controls::{Ask, Pace};

use super::atlas::Atlas;
use super::play::Play;
use super::ui;
use crate::app::screen;

/// How the viewer was started.
pub struct Launch {
    pub tables: Tables,
    pub resources: Resources,
    pub replay: Replay,
    /// Turns a second, 1 to 64.
    pub speed: u32,
    /// Start at this turn instead of the first.
    pub turn: Option<u64>,
    pub paused: bool,
    /// Save the frame as PNG after `frames` frames and quit.
    pub screenshot: Option<PathBuf>,
    pub frames: u32,
}

/// The playback: the run as far as it has been played, and where the record stands.
struct Viewer {
    replay: Replay,
    tables: Arc<Tables>,
    play: Play,
    /// The index of the next recorded command.
    next: usize,
    speed: u32,
    paused: bool,
    pace: Pace,
    /// A turn being typed after `g`.
    typing: Option<String>,
    /// The turn at which the record stopped matching the game, if it did.
    diverged: Option<u64>,
}

impl Viewer {
    fn new(launch: Launch, atlas: &Atlas) -> Viewer {
        let tables = Arc::new(launch.tables);
        let (run, next, diverged) = controls::run_to(&launch.replay, &tables, 0);
        let mut viewer = Viewer {
            play: Play::resume(run, atlas, 0.0),
            replay: launch.replay,
            tables,
            next,
            speed: launch.speed.clamp(controls::SLOWEST, controls::FASTEST),
            paused: launch.paused,
            pace: Pace::default(),
            typing: None,
            diverged,
        };
        if let Some(turn) = launch.turn {
            viewer.jump(turn, atlas, 0.0);
        }
        viewer
    }

    /// Goes to a turn by re-running the record headless from the start.
    fn jump(&mut self, turn: u64, atlas: &Atlas, now: f32) {
        let (run, next, diverged) = controls::run_to(&self.replay, &self.tables, turn);
        let zoom = self.play.camera().zoom;
        self.play = Play::resume(run, atlas, now);
        self.play.set_zoom(zoom);
        self.next = next;
        self.diverged = diverged;
        self.pace.reset();
    }

    /// Plays the next recorded command; false at the end or where the record diverges.
    fn step(&mut self, atlas: &Atlas, now: f32) -> bool {
        let over = self.play.game().outcome().is_some();
        let Some(&command) = self.replay.commands.get(self.next).filter(|_| !over) else {
            return false;
        };
        let before = self.play.game().turn();
        self.next += 1;
        if !self.play.perform(command, atlas, now) {
            self.diverged = Some(before);
            return false;
        }
        let game = self.play.game();
        let turn = game.turn();
        let checkpoints = &self.replay.checkpoints;
        if turn != before {
            if let Ok(i) = checkpoints.binary_search_by_key(&turn, |c| c.turn) {
                if checkpoints[i].hash != game.state_hash() {
                    self.diverged = Some(turn);
                    return false;
                }
            }
        }
        true
    }

    fn at_end(&self) -> bool {
        self.next >= self.replay.commands.len() || self.play.game().outcome().is_some()
    }

    /// The last turn of the record: its end, else its last checkpoint.
    fn total(&self) -> Option<u64> {
        let end = self.replay.end.map(|e| e.turn);
        end.or_else(|| self.replay.checkpoints.last().map(|c| c.turn))
    }

    /// Carries out this frame's keys; false to leave.
    fn obey(&mut self, asks: &[Ask], atlas: &Atlas, now: f32) -> bool {
        let turn = self.play.game().turn();
        for &ask in asks {
            if let Some(typed) = self.typing.as_mut() {
                match ask {
                    Ask::Digit(d) if typed.len() < 9 => typed.push(char::from(b'0' + d as u8)),
                    Ask::Erase => {
                        typed.pop();
                    }
                    Ask::Go => {
                        let target = typed.parse().unwrap_or(turn);
                        self.typing = None;
                        self.jump(target, atlas, now);
                    }
                    Ask::Leave => self.typing = None,
                    _ => {}
                }
                continue;
            }
            match ask {
                Ask::Leave => return false,
                Ask::TogglePause => self.paused = !self.paused,
                Ask::Step => {
                    self.paused = true;
                    self.step(atlas, now);
                }
                Ask::StepBack => {
                    self.paused = true;
                    self.jump(turn.saturating_sub(1), atlas, now);
                }
                Ask::Faster => self.speed = controls::faster(self.speed),
                Ask::Slower => self.speed = controls::slower(self.speed),
                Ask::Speed(s) => self.speed = s,
                Ask::Jump(by) => self.jump(turn.saturating_add_signed(by), atlas, now),
                Ask::ToStart => self.jump(0, atlas, now),
                Ask::ToEnd => self.jump(u64::MAX, atlas, now),
                Ask::TypeTurn => self.typing = Some(String::new()),
                Ask::Digit(_) | Ask::Go | Ask::Erase => {}
            }
        }
        true
    }

    /// Plays on the commands due this frame.
    fn advance(&mut self, dt: f32, atlas: &Atlas, now: f32) {
        if self.paused || self.at_end() || self.diverged.is_some() {
            self.pace.reset();
            return;
        }
        for _ in 0..self.pace.due(dt, self.speed) {
            if !self.step(atlas, now) {
                break;
            }
        }
    }

    /// The status panel at the top: where the playback is, and the keys.
    fn draw_status(&self) {
        let sw = screen::width();
        let (w, h) = ((sw - 16.0).min(1120.0), 62.0);
        let x = (sw - w) / 2.0;
        ui::panel(x, 8.0, w, h);
        let turn = self.play.game().turn();
        let total = self.total().map_or("?".to_string(), |t| t.to_string());
        let state = match (self.diverged, self.at_end(), self.paused) {
            (Some(at), _, _) => format!("diverges from the record at turn {at}"),
            (None, true, _) => {
                let outcome = self.play.game().outcome().map_or("alive", |o| o.name());
                format!("the end: {outcome}")
            }
            (None, false, true) => "paused".to_string(),
            (None, false, false) => "playing".to_string(),
        };
        let line = match &self.typing {
            Some(typed) => format!("Go to turn: {typed}_    Enter: go    Esc: cancel"),
            None => format!(
                "Replay of seed {}    turn {turn} / {total}    {}x    {state}",
                self.replay.seed, self.speed
            ),
        };
        let colour = if self.diverged.is_some() {
            ui::RED
        } else {
            ui::GOLD
        };
        ui::text_centred(&line, sw / 2.0, 34.0, 22.0, colour);
        ui::text_centred(
            "Space: pause   . or Right: step   , or Left: back   + - 1-7: speed   \
             PgDn PgUp: 100 turns   Home End   g: go to turn   Esc: leave",
            sw / 2.0,
            58.0,
            16.0,
            ui::FAINT,
        );
    }
}

pub async fn run(launch: Launch) {
    ui::sample_nearest();
    let atlas = match Atlas::load(&launch.resources, &launch.tables, TILESET_PATH) {
        Ok(a) => a,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let started = get_time();
    let clock = move || (get_time() - started) as f32;
    let (screenshot, frames) = (launch.screenshot.clone(), launch.frames);
    let mut viewer = Viewer::new(launch, &atlas);
    let mut frame = 0u32;
    loop {
        screen::begin_frame();
        let (now, dt) = (clock(), get_frame_time());
        let asks = controls::asks(viewer.typing.is_some());
        if !viewer.obey(&asks, &atlas, now) {
            break;
        }
        viewer.advance(dt, &atlas, now);
        viewer.play.watch(dt);
        viewer.play.draw(&atlas, now, dt);
        viewer.draw_status();
        frame += 1;
        if let Some(path) = &screenshot {
            if frame >= frames.max(1) {
                super::save_frame(path);
                break;
            }
        }
        next_frame().await;
    }
}
