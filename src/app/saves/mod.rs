//! Runs that last (GAME.md §13): the run under way is saved when the player quits, on every
//! floor change, every 100 turns and when the app is suspended; the title offers to continue
//! it; a save that cannot be read is set aside with the reason; a finished run deletes its
//! save before the end screen and leaves a morgue file, its replay and a line in the hall of
//! fame.

mod ending;
pub mod paths;
mod storage;
mod suspend;

use std::sync::Arc;

use torchdeep::data::Tables;
use torchdeep::rules::Game;
use torchdeep::run::save::MAX_SAVE_BYTES;
use torchdeep::run::{Run, SaveFile, CHECKPOINT_EVERY};

pub use ending::Ending;
pub use storage::{Item, Storage};
pub use suspend::Suspend;

use super::web;

/// What the title finds kept.
pub enum Slot {
    Empty,
    /// A run that can be continued.
    Saved(Box<Run>),
    /// A save that could not be continued: why, and where it was set aside.
    Unreadable(String),
}

/// Why a run is being saved, for the log line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    Started,
    Quit,
    Closed,
    Suspended,
    Autosave,
}

/// The runs kept on this device.
pub struct Saves {
    storage: Storage,
    /// False while taking a screenshot: nothing is written, only read.
    writes: bool,
    /// The turn and floor of the save last written, to tell when the next is due.
    kept: Option<(u64, usize)>,
    /// How many of the run's commands the save and its journal hold; `None` while the
    /// journal follows no save written here.
    journaled: Option<usize>,
}

impl Saves {
    pub fn new(storage: Storage, writes: bool) -> Saves {
        Saves {
            storage,
            writes,
            kept: None,
            journaled: None,
        }
    }

    /// Reads the save. One that cannot be continued is set aside (never deleted) and the
    /// reason returned, so the title can say it.
    pub fn slot(&self, tables: &Arc<Tables>) -> Slot {
        let bytes = match self.storage.read(Item::Save, MAX_SAVE_BYTES) {
            Ok(None) => return Slot::Empty,
            Ok(Some(bytes)) => Ok(bytes),
            Err(e) => Err(e),
        };
        let why = match bytes.map(|b| SaveFile::load(&b, Arc::clone(tables))) {
            Ok(Ok(mut run)) if run.game().outcome().is_none() => {
                self.replay_journal(&mut run);
                return Slot::Saved(Box::new(run));
            }
            Ok(Ok(_)) => "its run is already over".to_string(),
            Ok(Err(failure)) => failure.to_string(),
            Err(e) => e,
        };
        let kept = match self.storage.set_aside(Item::Save) {
            Ok(to) => format!("it was kept as {to}"),
            Err(e) => format!("it could not be moved aside either ({e})"),
        };
        Slot::Unreadable(format!(
            "The saved run could not be continued ({why}); {kept}."
        ))
    }

    /// Plays again the turns the journal beside the save holds: those played after the save
    /// was written, when the game could not save them (it was killed).
    fn replay_journal(&self, run: &mut Run) {
        let text = match self.storage.read(Item::Journal, MAX_SAVE_BYTES) {
            Ok(Some(bytes)) => String::from_utf8_lossy(&bytes).into_owned(),
            Ok(None) => return,
            Err(e) => return eprintln!("torchdeep: the journal could not be read: {e}"),
        };
        let recovered = run.replay_journal(&text);
        if recovered.commands > 0 {
            eprintln!(
                "torchdeep: {} commands played after the last save were played again from {}, \
                 to turn {}",
                recovered.commands,
                self.storage.describe(Item::Journal),
                run.game().turn()
            );
        }
        if let Some(problem) = recovered.problem {
            eprintln!(
                "torchdeep: {} was followed only so far: {problem}",
                self.storage.describe(Item::Journal)
            );
        }
    }

    /// Writes the run as the save, and starts its journal. A finished run is never saved: its
    /// save is gone for good.
    pub fn keep(&mut self, run: &Run, why: Why) -> Result<(), String> {
        let game = run.game();
        if game.outcome().is_some() || !self.writes {
            return Ok(());
        }
        self.storage.write(Item::Save, &run.save_json())?;
        // The browser saves every turn instead (`EVERY_TURN`): the journal is for files.
        self.journaled = match self.storage {
            Storage::Files(_) => match self.storage.write(Item::Journal, &run.journal_start()) {
                Ok(()) => Some(run.record().commands.len()),
                Err(e) => {
                    eprintln!("torchdeep: the journal could not be started: {e}");
                    None
                }
            },
            _ => None,
        };
        self.kept = Some((game.turn(), game.floor()));
        web::console(&format!(
            "torchdeep: saved turn {} on floor {} ({why:?})",
            game.turn(),
            game.floor_spec().id
        ));
        Ok(())
    }

    /// Saves the run when it is due: on a floor change, every [`CHECKPOINT_EVERY`] turns and
    /// when the app was suspended.
    pub fn autosave(&mut self, run: &Run, suspended: bool) -> Result<(), String> {
        let game = run.game();
        if !suspended && !autosave_due(self.kept, game, EVERY_TURN) {
            return Ok(());
        }
        let why = if suspended {
            Why::Suspended
        } else {
            Why::Autosave
        };
        let kept = self.keep(run, why);
        if kept.is_err() {
            // Tried: the next try is at the next floor or hundred turns, not every frame.
            self.kept = Some((game.turn(), game.floor()));
        }
        kept
    }

    /// Adds the commands played since the last save or journal line to the journal, so a
    /// crash loses none of them. Once a frame, after [`Saves::autosave`].
    pub fn journal(&mut self, run: &Run) {
        let Some(from) = self.journaled else {
            return;
        };
        let Some(line) = run.journal_since(from) else {
            return;
        };
        match self.storage.append(Item::Journal, &line) {
            Ok(()) => self.journaled = Some(run.record().commands.len()),
            Err(e) => {
                // The next save starts a journal again.
                eprintln!("torchdeep: the journal could not be written: {e}");
                self.journaled = None;
            }
        }
    }

    /// Deletes the save: the player chose to abandon it for a new run.
    pub fn abandon(&mut self) -> Result<(), String> {
        self.kept = None;
        self.journaled = None;
        match self.writes {
            true => {
                (self.storage.remove(Item::Save)).and_then(|()| self.storage.remove(Item::Journal))
            }
            false => Ok(()),
        }
    }
}

/// In the browser the page can close without another frame being drawn, so the run is saved
/// after every turn there (a save is written in about a millisecond).
const EVERY_TURN: bool = cfg!(target_arch = "wasm32");

/// Whether a run last saved at `kept` (turn, floor) is due another save.
fn autosave_due(kept: Option<(u64, usize)>, game: &Game, every_turn: bool) -> bool {
    let Some((turn, floor)) = kept else {
        return true;
    };
    let now = game.turn();
    floor != game.floor()
        || now / CHECKPOINT_EVERY != turn / CHECKPOINT_EVERY
        || (every_turn && now != turn)
}

/// "The Cellar, turn 340, 7 of 10 hit points": what the title says of a saved run.
pub fn describe(game: &Game) -> String {
    format!(
        "{}, turn {}, {} of {} hit points",
        game.floor_spec().name,
        game.turn(),
        game.player_hp().max(0),
        game.max_hp()
    )
}

#[cfg(test)]
mod tests;
