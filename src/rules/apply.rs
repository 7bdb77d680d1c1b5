//! The one place where events change the state: every change the rules make to the world is
//! an event first, applied here, so the events of a turn tell everything that happened.
//! (The creatures' memories — where they last saw the player, when they may throw again, how
//! far a thrown item has flown — are kept by the behaviours themselves.)

use super::event::{Event, Harm, Outcome};
use super::game::Game;
use super::mind::Poison;
use crate::world::Wall;

impl Game {
    pub(crate) fn apply_event(&mut self, event: &Event) {
        let turn = self.turn;
        let floor = self.floor;
        match *event {
            Event::Moved { who, to, .. } => {
                self.level_mut().creatures.move_to(who.id, to);
                if who.id == self.player {
                    self.view.invalidate();
                }
            }
            Event::Waited { .. }
            | Event::Punched { .. }
            | Event::Collided { .. }
            | Event::DartThrown { .. } => {}
            Event::DoorOpened { at, .. } => {
                let f = &mut self.dungeon.floors[floor];
                f.level.walls[at] = Some(Wall::Door { open: true });
                self.floors[floor].vision.update_tile(&f.level, at);
                self.view.invalidate();
            }
            Event::Hit { target, hp, .. } => {
                self.level_mut()
                    .creatures
                    .with_mut(target.id, |c| c.hp = hp);
                self.floors[floor].minds.get_mut(target.id).hit_on = Some(turn);
            }
            Event::Dropped {
                who,
                at,
                item,
                count,
            } => {
                let level = self.level_mut();
                let taken = level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(item, count))
                    .unwrap_or(0);
                level.items.drop_at(at, item, taken);
            }
            Event::Died { who, killer, .. } => {
                if who.id == self.player {
                    self.outcome = Some(Outcome::Dead);
                } else {
                    self.level_mut().creatures.remove(who.id);
                    if killer.is_some_and(|k| k.kind == self.kinds.player) {
                        self.kills += 1;
                    }
                }
            }
            Event::PickedUp {
                who,
                at,
                item,
                count,
            } => {
                let level = self.level_mut();
                let taken = level.items.take(at, item, count);
                level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.add(item, taken));
            }
            Event::Thrown { who, item, .. } => {
                self.level_mut()
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(item, 1));
            }
            Event::Launched {
                flier, item, at, ..
            } => {
                let mut inventory = crate::world::Inventory::default();
                inventory.add(item, 1);
                let hp = self.tables.monster(flier.kind).hp;
                let id = self
                    .level_mut()
                    .creatures
                    .spawn(flier.kind, at, hp, inventory);
                debug_assert_eq!(id, Some(flier.id), "a launch needs a free tile");
            }
            Event::Landed { flier, item, at } => {
                let level = self.level_mut();
                match flier.and_then(|f| level.creatures.remove(f.id)) {
                    Some(mut body) => {
                        for stack in body.inventory.drain() {
                            level.items.drop_at(at, stack.item, stack.count);
                        }
                    }
                    None => level.items.drop_at(at, item, 1),
                }
            }
            Event::Healed { who, hp, .. } => {
                self.level_mut().creatures.with_mut(who.id, |c| c.hp = hp);
            }
            Event::TookStairs {
                who,
                from_floor,
                to_floor,
                at,
                to_id,
                ..
            } => {
                let Some(body) = self.dungeon.floors[from_floor]
                    .level
                    .creatures
                    .remove(who.id)
                else {
                    return;
                };
                let id = self.dungeon.floors[to_floor].level.creatures.spawn(
                    body.kind,
                    at,
                    body.hp,
                    body.inventory,
                );
                debug_assert_eq!(id, Some(to_id), "stairs arrive on a free tile");
                // Poison goes with its victim.
                let poison = self.floors[from_floor].minds.get_mut(who.id).poison.take();
                self.floors[to_floor].minds.get_mut(to_id).poison = poison;
                self.floor = to_floor;
                self.player = to_id;
                self.view.invalidate();
                self.hunt.clear();
            }
            Event::TrapSprung { at, .. } | Event::TrapFound { at, .. } => {
                for trap in self.level_mut().traps.iter_mut().filter(|t| t.pos == at) {
                    trap.hidden = false;
                }
            }
            Event::Poisoned {
                who, damage, turns, ..
            } => {
                self.floors[floor].minds.get_mut(who.id).poison =
                    (turns > 0).then_some(Poison { damage, turns });
            }
            Event::Hurt { who, hp, cause, .. } => {
                self.level_mut().creatures.with_mut(who.id, |c| c.hp = hp);
                if cause == Harm::Poison {
                    let mind = self.floors[floor].minds.get_mut(who.id);
                    if let Some(p) = &mut mind.poison {
                        p.turns = p.turns.saturating_sub(1);
                        if p.turns == 0 {
                            mind.poison = None;
                        }
                    }
                }
            }
            Event::SneakToggled { on, .. } => self.sneaking = on,
            Event::Won { .. } => self.outcome = Some(Outcome::Won),
            Event::Fled { .. } => self.outcome = Some(Outcome::Fled),
        }
    }
}
