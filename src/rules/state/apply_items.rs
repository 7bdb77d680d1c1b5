//! Applying the events of things used, worn and identified (see `apply`).

use super::GameState;
use crate::rules::event::Event;
use crate::world::{Ability, Item};

impl GameState {
    pub(super) fn apply_item_event(&mut self, event: &Event) {
        let level = &mut self.dungeon.floors[self.floor].level;
        match *event {
            Event::Used { who, item, .. } => {
                level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(&item.with_count(1)));
            }
            Event::Identified { kind, .. } => {
                if let Some(known) = self.identities.known.get_mut(usize::from(kind.0)) {
                    *known = true;
                }
            }
            Event::Called { kind, name } => {
                if let Some(called) = self.identities.called.get_mut(usize::from(kind.0)) {
                    *called = name.as_str().to_string();
                }
            }
            Event::Wore { who, item } => {
                let worn = Item {
                    worn: true,
                    known: true,
                    ..item
                };
                swap(level, who.id, item, worn);
            }
            Event::TookOff { who, item } => {
                let off = Item {
                    worn: false,
                    ..item
                };
                swap(level, who.id, item, off);
            }
            Event::Enchanted { who, item, by } => {
                let enchantment = item.enchantment.saturating_add(by);
                let changed = Item {
                    enchantment,
                    cursed: item.cursed && by <= 0,
                    known: true,
                    ..item
                };
                swap(level, who.id, item, changed);
            }
            Event::Uncursed { who, item } => {
                let clean = Item {
                    cursed: false,
                    known: true,
                    ..item
                };
                swap(level, who.id, item, clean);
            }
            Event::AbilityChanged {
                who,
                ability,
                score,
            } if who.id == self.player => {
                self.character.abilities.set(ability, score);
                debug_assert!(ability != Ability::Constitution, "hit points would change");
            }
            Event::StatusBegan { who, status, until } => {
                level
                    .creatures
                    .with_mut(who.id, |c| c.mind.statuses.until[status as usize] = until);
            }
            Event::Teleported { who, to, .. } => {
                level.creatures.move_to(who.id, to);
            }
            Event::Mapped { floor } if !self.mapped.contains(&floor) => self.mapped.push(floor),
            _ => {}
        }
    }
}

/// One `from` of a creature's inventory becomes `to` (worn, enchanted, uncursed).
fn swap(level: &mut crate::world::Level, id: crate::world::CreatureId, from: Item, to: Item) {
    level
        .creatures
        .with_mut(id, |c| c.inventory.change_one(&from, to));
}
