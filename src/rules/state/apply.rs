//! The one place where events change the state: every change the rules make to the world is
//! an event first, applied here, so the events of a turn tell everything that happened.

use super::{DeathCause, GameState};
use crate::rules::event::{Event, Gain, Harm, Outcome};
use crate::world::{Inventory, Item, Wall};

impl GameState {
    pub(crate) fn apply(&mut self, event: &Event) {
        self.write_journal(event);
        let turn = self.turn;
        let floor = self.floor;
        let level = &mut self.dungeon.floors[floor].level;
        match *event {
            Event::Moved { who, to, .. } => {
                level.creatures.move_to(who.id, to);
            }
            Event::Waited { .. }
            | Event::Missed { .. }
            | Event::Punched { .. }
            | Event::Collided { .. }
            | Event::DartThrown { .. } => {}
            Event::DoorOpened { at, .. } => {
                level.walls[at] = Some(Wall::Door { open: true });
            }
            Event::Hit {
                attacker,
                target,
                hp,
                damage,
                thrown,
                ..
            } => {
                level.creatures.with_mut(target.id, |c| c.hp = hp);
                if target.id == self.player && hp <= 0 {
                    self.death = Some(DeathCause::Creature {
                        kind: attacker.kind,
                        damage,
                        thrown,
                    });
                }
            }
            Event::Dropped { who, at, item } => {
                if let Some(taken) = level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(&item))
                {
                    level.items.drop_at(at, taken);
                }
            }
            Event::Died { who, killer, .. } => {
                if who.id == self.player {
                    self.outcome = Some(Outcome::Dead);
                    // The blow itself was recorded by its `Hit`.
                    if let (None, Some(k)) = (self.death, killer) {
                        self.death = Some(DeathCause::Creature {
                            kind: k.kind,
                            damage: 0,
                            thrown: false,
                        });
                    }
                } else {
                    level.creatures.remove(who.id);
                    if killer.is_some_and(|k| k.id == self.player) {
                        self.kills += 1;
                    }
                }
            }
            Event::PickedUp { who, at, item, .. } => {
                // A ware taken is no longer for sale: what is carried never is.
                let taken = Item {
                    for_sale: false,
                    ..level.items.take(at, &item)
                };
                level.creatures.with_mut(who.id, |c| c.inventory.add(taken));
            }
            Event::Thrown { who, item, .. } => {
                level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(&item.with_count(1)));
            }
            Event::Launched {
                flier,
                item,
                at,
                hp,
                flight,
                ..
            } => {
                let mut inventory = Inventory::default();
                inventory.add(item.with_count(1));
                let id = level.creatures.spawn(flier.kind, at, hp, inventory);
                debug_assert_eq!(id, Some(flier.id), "a launch needs a free tile");
                level
                    .creatures
                    .with_mut(flier.id, |c| c.mind.flight = Some(flight));
            }
            Event::Landed { flier, item, at } => {
                match flier.and_then(|f| level.creatures.remove(f.id)) {
                    Some(mut body) => {
                        for carried in body.inventory.drain() {
                            level.items.drop_at(at, carried);
                        }
                    }
                    None => level.items.drop_at(at, item.with_count(1)),
                }
            }
            Event::Healed { who, hp, .. } => {
                level.creatures.with_mut(who.id, |c| c.hp = hp);
            }
            Event::TookStairs {
                who,
                from_floor,
                to_floor,
                at,
                ..
            } => {
                // The creature goes whole, with its id, hit points, inventory and poison.
                let Some(mut body) = self.dungeon.floors[from_floor]
                    .level
                    .creatures
                    .remove(who.id)
                else {
                    return;
                };
                body.pos = at;
                let placed = self.dungeon.floors[to_floor].level.creatures.insert(body);
                debug_assert!(placed.is_ok(), "stairs arrive on a free tile");
                if who.id == self.player {
                    self.floor = to_floor;
                    let depth = |f: usize| self.dungeon.floors[f].depth;
                    if depth(to_floor) > depth(self.deepest) {
                        self.deepest = to_floor;
                    }
                }
            }
            Event::TrapSprung { at, .. } | Event::TrapFound { at, .. } => {
                for trap in level.traps.iter_mut().filter(|t| t.pos == at) {
                    trap.hidden = false;
                }
            }
            Event::Poisoned {
                who, damage, turns, ..
            } => {
                level.creatures.with_mut(who.id, |c| {
                    c.mind.poison = (turns > 0).then_some(crate::world::Poison { damage, turns })
                });
            }
            Event::Hurt { who, hp, cause, .. } => {
                level.creatures.with_mut(who.id, |c| {
                    c.hp = hp;
                    if cause == Harm::Poison {
                        if let Some(p) = &mut c.mind.poison {
                            p.turns = p.turns.saturating_sub(1);
                            if p.turns == 0 {
                                c.mind.poison = None;
                            }
                        }
                    }
                });
                if who.id == self.player && hp <= 0 {
                    self.death = Some(DeathCause::Harm(cause));
                }
            }
            Event::Minded { who, mind } => {
                level.creatures.with_mut(who.id, |c| c.mind = mind);
            }
            Event::SneakToggled { on, .. } => self.sneaking = on,
            Event::Stunned { who, .. } => {
                level
                    .creatures
                    .with_mut(who.id, |c| c.mind.stunned_on = Some(turn));
            }
            Event::HallwayDrawn { at, amount, left } => {
                level.draw_on_hallway(at, amount, left == 0)
            }
            Event::XpGained { xp, reason, .. } => {
                self.character.xp = xp;
                if let Gain::Room { floor, room } = reason {
                    self.find_room(floor, usize::from(room));
                }
            }
            Event::RoomFound { floor, room } => self.find_room(floor, usize::from(room)),
            Event::LevelledUp {
                who,
                level: new_level,
                hp,
                points,
            } => {
                level.creatures.with_mut(who.id, |c| c.hp = hp);
                self.character.level = new_level;
                self.character.points += points;
            }
            Event::Raised {
                who,
                ability,
                score,
                hp,
            } => {
                level.creatures.with_mut(who.id, |c| c.hp = hp);
                self.character.abilities.set(ability, score);
                self.character.points = self.character.points.saturating_sub(1);
            }
            Event::Tested {
                at, success, spent, ..
            } => {
                if let Some(f) = level.fixtures.iter_mut().find(|f| f.pos == at) {
                    f.tries_left = f.tries_left.saturating_sub(1);
                    f.done |= success || spent;
                } else if let Some(t) = level.traps.iter_mut().find(|t| t.pos == at) {
                    t.tries += u32::from(!success);
                }
            }
            Event::TrapDisarmed { at, .. } => level.traps.retain(|t| t.pos != at),
            Event::Received { who, item, .. } => {
                level.creatures.with_mut(who.id, |c| c.inventory.add(item));
            }
            Event::TurnEnded { turn } => self.turn = turn,
            Event::Used { .. }
            | Event::Identified { .. }
            | Event::Called { .. }
            | Event::Wore { .. }
            | Event::TookOff { .. }
            | Event::AbilityChanged { .. }
            | Event::StatusBegan { .. }
            | Event::StatusEnded { .. }
            | Event::Teleported { .. }
            | Event::Mapped { .. }
            | Event::Enchanted { .. }
            | Event::Uncursed { .. }
            | Event::Aggravated { .. }
            | Event::Burst { .. } => self.apply_item_event(event),
            Event::Bought { .. } | Event::Sold { .. } | Event::ShopAngered { .. } => {
                self.apply_shop_event(event)
            }
            Event::SpellCast { .. }
            | Event::Learned { .. }
            | Event::Memorised { .. }
            | Event::Forgot { .. }
            | Event::SpellsRenewed { .. }
            | Event::Lit { .. } => self.apply_magic_event(event),
            // The journal keeps it (see `journal`); nothing else changes.
            Event::LoreRead { .. } => {}
            Event::Won { .. } => self.outcome = Some(Outcome::Won),
            Event::Fled { .. } => self.outcome = Some(Outcome::Fled),
        }
    }
}
