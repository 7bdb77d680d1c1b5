//! The end of a run (permadeath): the save goes first, then the morgue file and the replay
//! are written side by side and the run takes its place in the hall of fame.

use torchdeep::run::morgue::{self, HallOfFame, MAX_HALL_BYTES};
use torchdeep::run::Run;

use super::{Item, Saves};
use crate::app::web;

/// What became of a finished run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ending {
    pub score: u64,
    /// Its place in the hall of fame (0 = first), if it made it.
    pub place: Option<usize>,
    /// Where its morgue file was written.
    pub morgue: Option<String>,
    /// What went wrong on the way, in sentences.
    pub problems: Vec<String>,
}

impl Saves {
    /// Ends a run for good: deletes its save, then writes the morgue file and the replay and
    /// adds the run to the hall of fame. `ended_at` is in seconds since 1970.
    pub fn finish(&mut self, run: &Run, ended_at: u64) -> Ending {
        let game = run.game();
        let mut ending = Ending {
            score: morgue::score(game),
            ..Ending::default()
        };
        if !self.writes {
            return ending;
        }
        self.kept = None;
        self.journaled = None;
        let removed =
            (self.storage.remove(Item::Save)).and_then(|()| self.storage.remove(Item::Journal));
        if let Err(e) = removed {
            ending
                .problems
                .push(format!("The save could not be deleted: {e}."));
        }
        let name = morgue_name(game.seed(), ended_at);
        let text = morgue::morgue(game, ended_at);
        match self
            .storage
            .write_morgue(&name, &text, &run.replay().to_json())
        {
            Ok(at) => ending.morgue = Some(at),
            Err(e) => ending
                .problems
                .push(format!("The morgue file could not be written: {e}.")),
        }
        let (mut hall, problem) = self.hall();
        ending.problems.extend(problem);
        ending.place = hall.add(morgue::entry(game, ended_at));
        if let Err(e) = self.storage.write(Item::HallOfFame, &hall.to_json()) {
            ending
                .problems
                .push(format!("The hall of fame could not be written: {e}."));
        }
        web::console(&format!(
            "torchdeep: run over, {} after {} turns, score {}, place {:?}",
            game.outcome().map_or("alive", |o| o.name()),
            game.turn(),
            ending.score,
            ending.place
        ));
        ending
    }

    /// The hall of fame; an unreadable one is set aside (a new one starts) and the reason
    /// returned.
    pub fn hall(&self) -> (HallOfFame, Option<String>) {
        let read = self.storage.read(Item::HallOfFame, MAX_HALL_BYTES);
        let why = match read.map(|b| b.map(|b| HallOfFame::from_json(&b))) {
            Ok(None) => return (HallOfFame::default(), None),
            Ok(Some(Ok(hall))) => return (hall, None),
            Ok(Some(Err(e))) | Err(e) => e,
        };
        let kept = match self.storage.set_aside(Item::HallOfFame) {
            Ok(to) => format!("it was kept as {to}"),
            Err(e) => format!("it could not be moved aside either ({e})"),
        };
        let message = format!("The hall of fame could not be read ({why}); {kept}.");
        (HallOfFame::default(), Some(message))
    }
}

/// A morgue file's name: when the run ended (UTC) and its seed, so names sort by date and
/// never collide for different runs: `2025-03-14-092653-seed-42`.
pub fn morgue_name(seed: u64, ended_at: u64) -> String {
    let (days, secs) = (ended_at / 86_400, ended_at % 86_400);
    let (y, m, d) = civil_date(days as i64);
    let (hh, mm, ss) = (secs / 3600, secs / 60 % 60, secs % 60);
    format!("{y:04}-{m:02}-{d:02}-{hh:02}{mm:02}{ss:02}-seed-{seed}")
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}
