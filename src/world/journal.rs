//! The player's journal (GAME.md §12): what happened, floor by floor, in the order it
//! happened: floors entered, kills, experience, levels, kinds identified, ability checks
//! passed or failed. Kept in the save; bounded so a long run cannot grow it without end.

use serde::{Deserialize, Serialize};

use super::ids::{CheckId, ItemId, MonsterId};

/// The most notes a journal keeps; kills and experience are counted, not noted one by one,
/// so a run fills it only with thousands of checks.
pub const MAX_NOTES: usize = 2_000;

/// One thing worth writing down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Note {
    /// Reached a new level.
    Level(u32),
    /// Learnt what a kind of thing is.
    Identified(ItemId),
    /// Tried an ability check: passed or not.
    Check { check: CheckId, passed: bool },
    /// Read a piece of lore (by its page, see `rules::names::lore`).
    Lore(u32),
}

/// A floor's page: when it was first entered, what was killed there (by kind), the
/// experience gained there, and its notes with their turns.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Page {
    pub floor: usize,
    pub entered_on: u64,
    pub kills: Vec<(MonsterId, u32)>,
    pub xp: u64,
    pub notes: Vec<(u64, Note)>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Journal {
    /// In the order the floors were first entered.
    pub pages: Vec<Page>,
}

impl Journal {
    /// The page of a floor, begun on `turn` if the floor has none yet.
    pub fn page(&mut self, floor: usize, turn: u64) -> &mut Page {
        // A floor has one page, most often the last begun: looked for from the end, and that
        // one first, as every event of the game asks.
        let last = self.pages.len().wrapping_sub(1);
        if self.pages.get(last).is_some_and(|p| p.floor == floor) {
            return &mut self.pages[last];
        }
        let i = match self.pages.iter().rposition(|p| p.floor == floor) {
            Some(i) => i,
            None => {
                self.pages.push(Page {
                    floor,
                    entered_on: turn,
                    ..Page::default()
                });
                self.pages.len() - 1
            }
        };
        &mut self.pages[i]
    }

    /// Every note of every page.
    pub fn notes(&self) -> usize {
        self.pages.iter().map(|p| p.notes.len()).sum()
    }

    /// Writes a note on a floor's page, while there is room.
    pub fn note(&mut self, floor: usize, turn: u64, note: Note) {
        if self.notes() < MAX_NOTES {
            self.page(floor, turn).notes.push((turn, note));
        }
    }

    /// Counts a kill on a floor's page.
    pub fn kill(&mut self, floor: usize, turn: u64, kind: MonsterId) {
        let page = self.page(floor, turn);
        match page.kills.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => page.kills.push((kind, 1)),
        }
    }
}
