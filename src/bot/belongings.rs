//! The greedy player's use of its belongings: it drinks or eats what it knows heals when its
//! wounds are deep, wears what is better than what it has on, tries unknown potions and
//! scrolls when nothing is in view, and takes what lies where it stands. Like the rest of the
//! greedy player it knows only what the player knows: an unknown potion's effect, a curse not
//! yet revealed, are nothing to it.

use crate::data::{Effect, ItemKind, Slot, Tables};
use crate::rules::command::Command;
use crate::rules::event::Verb;
use crate::rules::items::Worn;
use crate::rules::perception::Perception;
use crate::world::{Identities, Inventory, Item, Pos};

/// Below this share of its hit points it drinks or eats what heals.
const HEAL_BELOW: f64 = 0.4;
/// At or above this share, with nothing in view, it tries unknown potions and scrolls.
const TRY_FROM: f64 = 0.7;

/// What [`better_to_wear`] answered for the pack it was last asked of: most turns the pack is
/// as it was, and weighing it is the dearest of all the belongings' questions.
#[derive(Clone, Debug, Default)]
pub struct Wardrobe {
    /// The tables (by address) and the pack it answered for, and its answer.
    asked: Option<(usize, Vec<Item>, Option<usize>)>,
}

impl Wardrobe {
    fn better_to_wear(&mut self, tables: &Tables, items: &[Item]) -> Option<usize> {
        let at = std::ptr::from_ref(tables) as usize;
        match &mut self.asked {
            Some((t, pack, best)) if *t == at && pack.as_slice() == items => *best,
            _ => {
                let best = better_to_wear(tables, items);
                self.asked = Some((at, items.to_vec(), best));
                best
            }
        }
    }
}

/// What to do with its things this turn, if anything.
pub fn use_belongings(seen: &Perception, wardrobe: &mut Wardrobe) -> Option<Command> {
    let tables = seen.tables();
    let items = seen.inventory();
    let share = f64::from(seen.hp()) / f64::from(seen.max_hp().max(1));
    let known = |i: &Item| seen.identities().is_known(i.kind);
    let slot = |n: usize| n as u8;
    if share < HEAL_BELOW {
        let heals = |i: &Item| {
            let def = tables.item(i.kind);
            known(i) && def.effects.iter().any(|e| matches!(e, Effect::Heal(_)))
        };
        if let Some(n) = items.iter().position(heals) {
            return Some(Command::Use {
                slot: slot(n),
                verb: Verb::Use,
            });
        }
    }
    if let Some(n) = wardrobe.better_to_wear(tables, items) {
        return Some(Command::Wear(slot(n)));
    }
    // Known kinds that only help: drunk or read at once.
    let helps = |i: &Item| known(i) && always_good(tables, seen.identities(), items, i);
    if let Some(n) = items.iter().position(helps) {
        return Some(Command::Use {
            slot: slot(n),
            verb: Verb::Use,
        });
    }
    if share >= TRY_FROM {
        let unknown = |i: &Item| !known(i) && tables.item(i.kind).kind.is_shuffled();
        // Tried only while nothing hostile is in view, asked last as it looks at every creature.
        let tried = items.iter().position(unknown);
        if let Some(n) = tried.filter(|_| seen.creatures().all(|c| c.peaceful)) {
            return Some(Command::Use {
                slot: slot(n),
                verb: Verb::Use,
            });
        }
    }
    worth_taking(seen).then_some(Command::PickUp)
}

/// A ware it would carry and can pay for (by its price tag), in a shop whose keeper trades.
pub fn affordable_ware(seen: &Perception, at: Pos, item: &Item) -> bool {
    let unsold = Item {
        for_sale: false,
        ..*item
    };
    (seen.price_at(at, item)).is_some_and(|price| price <= seen.gold()) && wanted(seen, &unsold)
}

/// Standing in a shop, it buys a ware in view that it wants and can pay for.
pub fn shop_purchase(seen: &Perception) -> Option<Command> {
    // A ware is bought standing in its shop; out of one, every purchase would be refused.
    if !seen.in_open_shop() {
        return None;
    }
    let wares = seen
        .items()
        .filter(|(p, i)| seen.is_visible(*p) && affordable_ware(seen, *p, i));
    for (at, item) in wares {
        let Some(index) = seen.items_at(at).position(|i| i == item) else {
            continue;
        };
        let buy = Command::Buy {
            at,
            index: index as u8,
        };
        if seen.check(&buy).is_ok() {
            return Some(buy);
        }
    }
    None
}

/// Whether something it wants lies on the player's tile.
fn worth_taking(seen: &Perception) -> bool {
    seen.items_at(seen.me()).any(|i| wanted(seen, &i))
}

/// Whether it would carry a thing, while the pack has room: gold, the treasure, potions,
/// scrolls and food, and equipment better than what it wears.
pub fn wanted(seen: &Perception, item: &Item) -> bool {
    let tables = seen.tables();
    let carried = seen.inventory();
    let room = carried.len() < crate::rules::items::PACK_LETTERS
        || carried.iter().any(|c| c.heaps_with(item));
    // A shop's wares are bought, not taken (see `shop_purchase`).
    room && !item.for_sale
        && match tables.item(item.kind).kind {
            ItemKind::Rock | ItemKind::Ammo => false,
            ItemKind::Equipment => {
                let mut with = carried.to_vec();
                with.push(item.with_count(1));
                better_to_wear(tables, &with) == Some(with.len() - 1)
            }
            _ => true,
        }
}

/// A known kind with no harm in it, for now: strength, experience, enchanting what is worn,
/// lifting a curse from it, identifying unknown things carried.
fn always_good(tables: &Tables, ids: &Identities, items: &[Item], item: &Item) -> bool {
    let def = tables.item(item.kind);
    if !def.kind.is_shuffled() {
        return false;
    }
    let worn = |slot: Option<Slot>| {
        items.iter().any(|i| {
            i.worn
                && tables
                    .item(i.kind)
                    .equip
                    .is_some_and(|e| slot.is_none_or(|s| e.slot == s))
        })
    };
    def.effects.iter().all(|e| match e {
        Effect::Strength(_) | Effect::Experience(_) => true,
        Effect::EnchantWeapon(_) => worn(Some(Slot::MainHand)),
        Effect::EnchantArmour(_) => worn(None),
        Effect::RemoveCurse => items.iter().any(|i| i.worn && i.cursed),
        Effect::Identify(_) => items
            .iter()
            .any(|i| i.kind != item.kind && !ids.is_known(i.kind)),
        _ => false,
    }) && !def.effects.is_empty()
}

/// The carried thing most worth putting on: better than what its slot holds now, neither it
/// nor what it displaces known to be cursed.
fn better_to_wear(tables: &Tables, items: &[Item]) -> Option<usize> {
    // A launcher is for shooting, a two-handed weapon costs the shield: leave both.
    let candidates = items.iter().enumerate().filter_map(|(n, i)| {
        let equip = tables.item(i.kind).equip?;
        let leave = i.worn || i.known && i.cursed || equip.is_launcher() || equip.hands == 2;
        (!leave).then_some((n, i, equip))
    });
    // Most turns all it carries to wear is worn: no pack to lay out and weigh.
    candidates.clone().next()?;
    let mut inventory = Inventory::default();
    for item in items {
        inventory.add(*item);
    }
    let now = |slot: Slot| {
        crate::rules::items::worn_in(tables, &inventory, slot)
            .map(|(_, i)| (worth(tables, &i), i.cursed))
    };
    candidates
        .filter_map(|(n, i, equip)| {
            let gain = match now(equip.slot) {
                Some((_, true)) => return None,
                Some((old, false)) => worth(tables, i) - old,
                None => worth(tables, i),
            };
            (gain > 0.0).then_some((n, gain))
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(n, _)| n)
}

/// How much a thing adds, in the greedy player's eyes: a weapon its mean damage and bonus,
/// anything else its defences (its enchantment only once known).
fn worth(tables: &Tables, item: &Item) -> f64 {
    let mut one = Inventory::default();
    one.add(Item {
        worn: true,
        enchantment: if item.known { item.enchantment } else { 0 },
        ..item.with_count(1)
    });
    let worn = Worn::of(tables, &one);
    let d = worn.defences;
    let defence = f64::from(2 * d.ac + d.fortitude + d.reflex + d.will);
    let weapon = worn.weapon.map_or(0.0, |(e, bonus)| {
        e.damage.map_or(0.0, |dice| dice.mean()) + f64::from(e.attack + bonus)
    });
    defence + weapon + f64::from(worn.attack)
}
