//! Keeping the run on screen (GAME.md §13): the title offers the saved run; a new run is
//! saved at once; the run is saved on every floor change, every 100 turns, when the app is
//! suspended, when the window closes and on "Save and quit"; the turn it ends its save is
//! deleted and its morgue, replay and hall of fame line are written, before the end screen.

use std::sync::Arc;

use macroquad::miniquad::date;
use torchdeep::data::Tables;
use torchdeep::run::Run;

use super::play::Play;
use super::saves::{self, Ending, Saves, Slot, Storage, Suspend, Why};
use super::screens::end::{self, Summary};
use super::screens::title::Title;
use super::web;

pub struct Keeper {
    saves: Saves,
    suspend: Suspend,
    /// The run on screen is the one the save holds. Runs opened only for a look (`--screen
    /// game`, the debug overlay's new floors) are not, so they never replace a save.
    keeping: bool,
    /// What became of the run on screen, once it ended.
    ending: Option<Ending>,
    /// The saved run the title offers.
    saved: Option<Box<Run>>,
}

impl Keeper {
    /// `writes` is false while taking a screenshot: saves are read, never written.
    pub fn new(writes: bool) -> Keeper {
        Keeper {
            saves: Saves::new(Storage::here(), writes),
            suspend: Suspend::new(),
            keeping: false,
            ending: None,
            saved: None,
        }
    }

    /// Reads the save and has the title offer it; a save that cannot be read is set aside
    /// and the title says why, with `notice` (something that went wrong before) first.
    pub fn offer(&mut self, tables: &Arc<Tables>, title: &mut Title, notice: Option<String>) {
        let (saved, unreadable) = match self.saves.slot(tables) {
            Slot::Empty => (None, None),
            Slot::Saved(run) => (Some(run), None),
            Slot::Unreadable(why) => (None, Some(why)),
        };
        let described = saved.as_ref().map(|run| saves::describe(run.game()));
        match &described {
            Some(d) => web::console(&format!("torchdeep: title offers continue ({d})")),
            None => web::console("torchdeep: title, no saved run"),
        }
        let notice = match (notice, unreadable) {
            (Some(a), Some(b)) => Some(format!("{a} {b}")),
            (a, b) => a.or(b),
        };
        if let Some(n) = &notice {
            eprintln!("torchdeep: {n}");
        }
        title.offer(described, notice);
        self.saved = saved;
    }

    /// The saved run, to continue it.
    pub fn resume(&mut self) -> Option<Run> {
        let run = self.saved.take()?;
        self.keeping = true;
        self.ending = None;
        Some(*run)
    }

    /// A new run to keep: the saved one, if any, is abandoned (the title asked first).
    pub fn start(&mut self, play: &mut Play, now: f32) {
        self.keeping = true;
        self.ending = None;
        let abandoned = match self.saved.take() {
            Some(_) => self.saves.abandon(),
            None => Ok(()),
        };
        let kept = abandoned.and_then(|()| self.saves.keep(play.run(), Why::Started));
        if let Err(e) = kept {
            play.warn(&format!("This run cannot be saved: {e}"), now);
        }
    }

    /// Whether the run on screen is the kept one.
    pub fn is_keeping(&self) -> bool {
        self.keeping
    }

    /// A run opened for a look, never saved.
    pub fn look(&mut self) {
        self.keeping = false;
        self.ending = None;
    }

    /// Once a frame: notes a suspension, and with a kept run on screen, finishes it the turn
    /// it ends, or saves it when due (`quitting`: the window is closing).
    pub fn tend(&mut self, play: Option<&mut Play>, quitting: bool, now: f32) {
        let suspended = self.suspend.poll();
        let Some(play) = play.filter(|_| self.keeping) else {
            return;
        };
        if play.game().outcome().is_some() {
            if self.ending.is_none() {
                self.ending = Some(self.saves.finish(play.run(), date::now() as u64));
            }
            return;
        }
        let kept = match quitting {
            true => self.saves.keep(play.run(), Why::Closed),
            false => self.saves.autosave(play.run(), suspended),
        };
        self.saves.journal(play.run());
        if let Err(e) = kept {
            eprintln!("torchdeep: the run could not be saved: {e}");
            play.warn(&format!("The run could not be saved: {e}"), now);
        }
    }

    /// Saves the run to leave it (Save and quit); a run not kept has nothing to save.
    pub fn save_and_quit(&mut self, play: &Play) -> Result<(), String> {
        match self.keeping {
            true => self.saves.keep(play.run(), Why::Quit),
            false => Ok(()),
        }
    }

    /// Saves the kept run before the debug overlay replaces it with one opened for a look,
    /// so the save holds it as it was left.
    pub fn put_away(&mut self, play: Option<&Play>) {
        if let Some(play) = play.filter(|p| p.game().outcome().is_none()) {
            if let Err(e) = self.save_and_quit(play) {
                eprintln!("torchdeep: the run could not be saved: {e}");
            }
        }
    }

    /// The end screen's summary, with the score, the place in the hall of fame and where
    /// the morgue file went.
    pub fn summary(&self, play: &Play) -> Summary {
        let mut summary = play.summary();
        if let Some(ending) = &self.ending {
            end::add_ending(&mut summary, ending);
        }
        summary
    }

    /// The hall of fame, and why it was set aside if it could not be read.
    pub fn hall(&self) -> (torchdeep::run::morgue::HallOfFame, Option<String>) {
        self.saves.hall()
    }

    /// The place of the run that just ended in the hall of fame, to light it there.
    pub fn newest_place(&self) -> Option<usize> {
        self.ending.as_ref().and_then(|e| e.place)
    }
}
