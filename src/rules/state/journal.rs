//! Writing the journal as events are applied (see `apply`): the player's own doings only.

use super::GameState;
use crate::rules::event::Event;
use crate::world::Note;

impl GameState {
    pub(super) fn write_journal(&mut self, event: &Event) {
        let (floor, turn) = (self.floor, self.turn);
        let journal = &mut self.journal;
        // The page of the floor the run is on opens with its first event.
        journal.page(floor, turn);
        match *event {
            Event::TookStairs { who, to_floor, .. } if who.id == self.player => {
                journal.page(to_floor, turn);
            }
            Event::Died {
                who,
                killer: Some(k),
                ..
            } if k.id == self.player && who.id != self.player => {
                journal.kill(floor, turn, who.kind);
            }
            Event::XpGained { amount, .. } => {
                let page = journal.page(floor, turn);
                page.xp = page.xp.saturating_add(u64::from(amount));
            }
            Event::LevelledUp { level, .. } => journal.note(floor, turn, Note::Level(level)),
            Event::Identified { kind, .. } => journal.note(floor, turn, Note::Identified(kind)),
            Event::LoreRead { page, .. } => journal.note(floor, turn, Note::Lore(page)),
            Event::Tested {
                who,
                check,
                success,
                ..
            } if who.id == self.player => journal.note(
                floor,
                turn,
                Note::Check {
                    check,
                    passed: success,
                },
            ),
            _ => {}
        }
    }
}
