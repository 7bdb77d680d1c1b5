//! Applying the events of magic (see `apply` and `rules::magic`): the spellbook's changes and
//! the floor a light spell shows.

use super::GameState;
use crate::rules::event::Event;

impl GameState {
    pub(super) fn apply_magic_event(&mut self, event: &Event) {
        let book = &mut self.character.spells;
        match *event {
            Event::SpellCast {
                slot: Some(slot),
                spends: true,
                ..
            } => {
                if let Some(spent) = book.spent.get_mut(usize::from(slot)) {
                    *spent = true;
                }
            }
            Event::Learned { spell } => {
                let room = book.known.len() < crate::world::spellbook::MAX_KNOWN;
                if room && !book.knows(spell) {
                    book.known.push(spell);
                }
            }
            Event::Memorised { spell, slot } => {
                if let Some(held) = book.slots.get_mut(usize::from(slot)) {
                    *held = Some(spell);
                }
            }
            Event::Forgot { slot } => {
                if let Some(held) = book.slots.get_mut(usize::from(slot)) {
                    *held = None;
                }
            }
            Event::SpellsRenewed { slots, floors } => {
                for (spent, renewed) in book.spent.iter_mut().zip(slots) {
                    *spent &= !renewed;
                }
                book.floors = floors;
            }
            Event::Lit { floor, at, radius } => {
                let (Some(level), Some(explored)) = (
                    self.dungeon.floors.get(floor).map(|f| &f.level),
                    self.explored.get_mut(floor),
                ) else {
                    return;
                };
                let r = radius as i32;
                for dy in -r..=r {
                    for dx in -r..=r {
                        let p = at.offset(dx, dy);
                        if level.in_bounds(p) && level.is_mappable(p) {
                            explored[p] = true;
                        }
                    }
                }
            }
            _ => {}
        }
    }
}
