//! The replay viewer's controls, apart from the window: what each key asks, the speed, how
//! many commands a frame plays, and re-running the record headless to any turn (faster than
//! rewinding anything: a few thousand turns take milliseconds).

use std::sync::Arc;

use macroquad::prelude::{get_char_pressed, is_key_pressed, KeyCode};
use torchdeep::data::Tables;
use torchdeep::run::{Replay, Run};

/// The slowest and fastest playback, in turns a second.
pub const SLOWEST: u32 = 1;
pub const FASTEST: u32 = 64;

/// How far PgDn and PgUp jump, in turns.
pub const JUMP: u64 = 100;

/// What a key asks of the viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    TogglePause,
    /// One command on (and pause).
    Step,
    /// One turn back (and pause).
    StepBack,
    Faster,
    Slower,
    /// The speed of a number key: 1 → 1×, 2 → 2×, … 7 → 64×.
    Speed(u32),
    /// Turns forward (or back, negative).
    Jump(i64),
    ToStart,
    ToEnd,
    /// `g`: type a turn to go to.
    TypeTurn,
    Digit(u32),
    /// Enter: go to the typed turn.
    Go,
    /// Backspace while typing a turn.
    Erase,
    /// Esc: stop typing, or leave.
    Leave,
}

/// This frame's asks: keys by code, symbols by the character typed (any keyboard layout).
pub fn asks(typing: bool) -> Vec<Ask> {
    let mut asks = Vec::new();
    let keys = [
        (KeyCode::Space, Ask::TogglePause),
        (KeyCode::Right, Ask::Step),
        (KeyCode::Left, Ask::StepBack),
        (KeyCode::PageDown, Ask::Jump(JUMP as i64)),
        (KeyCode::PageUp, Ask::Jump(-(JUMP as i64))),
        (KeyCode::Home, Ask::ToStart),
        (KeyCode::End, Ask::ToEnd),
        (KeyCode::KpAdd, Ask::Faster),
        (KeyCode::KpSubtract, Ask::Slower),
        (KeyCode::Enter, Ask::Go),
        (KeyCode::KpEnter, Ask::Go),
        (KeyCode::Backspace, Ask::Erase),
        (KeyCode::Escape, Ask::Leave),
    ];
    asks.extend(
        keys.iter()
            .filter(|(k, _)| is_key_pressed(*k))
            .map(|&(_, a)| a),
    );
    while let Some(c) = get_char_pressed() {
        asks.extend(ask_of_char(c, typing));
    }
    asks
}

/// What a typed character asks; digits are a turn while one is being typed, else a speed.
pub fn ask_of_char(c: char, typing: bool) -> Option<Ask> {
    match c {
        '0'..='9' if typing => c.to_digit(10).map(Ask::Digit),
        '1'..='7' => c.to_digit(10).map(|d| Ask::Speed(1 << (d - 1))),
        '.' => Some(Ask::Step),
        ',' => Some(Ask::StepBack),
        '+' | '=' => Some(Ask::Faster),
        '-' | '_' => Some(Ask::Slower),
        'g' | 'G' => Some(Ask::TypeTurn),
        _ => None,
    }
}

pub fn faster(speed: u32) -> u32 {
    (speed * 2).clamp(SLOWEST, FASTEST)
}

pub fn slower(speed: u32) -> u32 {
    (speed / 2).clamp(SLOWEST, FASTEST)
}

/// Counts out the commands due each frame at a speed, carrying the fractions over.
#[derive(Debug, Default)]
pub struct Pace {
    owed: f32,
}

impl Pace {
    /// The commands due after `dt` seconds at `speed` turns a second (never more than one
    /// second's worth, so a slow frame does not jump ahead).
    pub fn due(&mut self, dt: f32, speed: u32) -> usize {
        self.owed = (self.owed + dt * speed as f32).min(speed as f32);
        let due = self.owed.floor();
        self.owed -= due;
        due as usize
    }

    pub fn reset(&mut self) {
        self.owed = 0.0;
    }
}

/// The replay re-run headless up to `turn` (or its end): the run there, the index of the
/// next command, and the turn it diverged at if a recorded command was refused.
pub fn run_to(replay: &Replay, tables: &Arc<Tables>, turn: u64) -> (Run, usize, Option<u64>) {
    let floor = replay.floor.min(tables.dungeon.len().saturating_sub(1));
    let mut run = Run::new(Arc::clone(tables), replay.seed, floor);
    for (i, &command) in replay.commands.iter().enumerate() {
        if run.game().turn() >= turn || run.game().outcome().is_some() {
            return (run, i, None);
        }
        if run.act(command).is_err() {
            let at = run.game().turn();
            return (run, i + 1, Some(at));
        }
    }
    let end = replay.commands.len();
    (run, end, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use torchdeep::rules::{Command, Direction};

    #[test]
    fn keys_ask_for_speeds_steps_and_turns() {
        assert_eq!(ask_of_char('1', false), Some(Ask::Speed(1)));
        assert_eq!(ask_of_char('7', false), Some(Ask::Speed(64)));
        assert_eq!(ask_of_char('8', false), None);
        assert_eq!(ask_of_char('8', true), Some(Ask::Digit(8)));
        assert_eq!(ask_of_char('3', true), Some(Ask::Digit(3)));
        assert_eq!(ask_of_char('.', false), Some(Ask::Step));
        assert_eq!(ask_of_char('+', false), Some(Ask::Faster));
        assert_eq!(ask_of_char('-', false), Some(Ask::Slower));
        assert_eq!(faster(64), 64);
        assert_eq!(faster(5), 10);
        assert_eq!(slower(1), 1);
        assert_eq!(slower(8), 4);
    }

    #[test]
    fn the_pace_carries_fractions_and_never_jumps_ahead() {
        let mut pace = Pace::default();
        let total: usize = (0..60).map(|_| pace.due(1.0 / 60.0, 4)).sum();
        assert!(
            (3..=4).contains(&total),
            "{total} commands in a second at 4×"
        );
        assert_eq!(
            pace.due(10.0, 8),
            8,
            "a stalled frame plays one second's worth"
        );
    }

    #[test]
    fn re_running_to_a_turn_reaches_the_recorded_state() {
        let tables = Arc::new(Tables::embedded().unwrap());
        let mut run = Run::new(Arc::clone(&tables), 3, 0);
        let mut hashes = Vec::new();
        for i in 0..40 {
            let d = Direction::ALL[i % 8];
            if run.act(Command::Move(d)).is_err() {
                run.act(Command::Wait).unwrap();
            }
            hashes.push((run.game().turn(), run.game().state_hash()));
        }
        let replay = run.replay();
        let (there, next, diverged) = run_to(&replay, &tables, 20);
        assert_eq!(diverged, None);
        assert_eq!(there.game().turn(), 20);
        let recorded = hashes.iter().find(|(t, _)| *t == 20).unwrap().1;
        assert_eq!(there.game().state_hash(), recorded);
        assert!(next <= replay.commands.len());
        let (end, next, _) = run_to(&replay, &tables, u64::MAX);
        assert_eq!(next, replay.commands.len());
        assert_eq!(end.game().state_hash(), run.game().state_hash());
    }
}
