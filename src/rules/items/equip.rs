//! Equipment (GAME.md §12): wearing and wielding things in the six slots, and what the worn
//! things add to a creature's rolls and defences. A two-handed weapon takes the off hand too;
//! a cursed thing, once on, will not come off until the curse is lifted.

use crate::data::{Equip, ItemDef, Slot, Tables};
use crate::rules::check::Refusal;
use crate::rules::event::{Event, Who};
use crate::rules::game::Game;
use crate::world::{Defences, Inventory, Item};

/// What a creature's worn things add up to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Worn {
    /// The wielded weapon (or launcher) and its enchantment.
    pub weapon: Option<(Equip, i32)>,
    /// Added to every attack roll: rings.
    pub attack: i32,
    /// Added to the defences: armour, shields, rings, with their enchantments on AC.
    pub defences: Defences,
}

impl Worn {
    /// What the worn things of `inventory` give.
    pub fn of(tables: &Tables, inventory: &Inventory) -> Worn {
        let mut worn = Worn::default();
        for item in inventory.items().iter().filter(|i| i.worn) {
            let Some(equip) = tables.item(item.kind).equip else {
                continue;
            };
            let enchantment = i32::from(item.enchantment);
            let d = equip.defences;
            worn.defences.fortitude += d.fortitude;
            worn.defences.reflex += d.reflex;
            worn.defences.will += d.will;
            worn.defences.ac += d.ac;
            match equip.slot {
                Slot::MainHand => worn.weapon = Some((equip, enchantment)),
                // A ring's enchantment sharpens every blow; armour's hardens it.
                Slot::Finger => worn.attack += equip.attack + enchantment,
                _ => worn.defences.ac += enchantment,
            }
        }
        worn
    }
}

/// The worn item in a slot, and where it is in the inventory.
pub fn worn_in(tables: &Tables, inventory: &Inventory, slot: Slot) -> Option<(usize, Item)> {
    inventory
        .items()
        .iter()
        .enumerate()
        .find(|(_, i)| i.worn && tables.item(i.kind).equip.is_some_and(|e| e.slot == slot))
        .map(|(n, i)| (n, *i))
}

/// The worn items that putting on `def` would take off: whatever holds its slot, and the
/// other hand's thing when either is two-handed.
fn displaced(tables: &Tables, inventory: &Inventory, def: &ItemDef) -> Vec<Item> {
    let Some(equip) = def.equip else {
        return Vec::new();
    };
    let two_handed = |i: &Item| {
        tables
            .item(i.kind)
            .equip
            .is_some_and(|e| e.slot == Slot::MainHand && e.hands == 2)
    };
    inventory
        .items()
        .iter()
        .filter(|i| i.worn)
        .filter(|i| {
            let Some(other) = tables.item(i.kind).equip else {
                return false;
            };
            other.slot == equip.slot
                || (equip.slot == Slot::OffHand && two_handed(i))
                || (equip.slot == Slot::MainHand && equip.hands == 2 && other.slot == Slot::OffHand)
        })
        .copied()
        .collect()
}

/// Whether `who` may put on the item at `slot` of its inventory.
pub(crate) fn check_wear(game: &Game, inventory: &Inventory, slot: u8) -> Result<(), Refusal> {
    let item = inventory
        .items()
        .get(usize::from(slot))
        .ok_or(Refusal::NoSuchItem)?;
    let def = game.tables.item(item.kind);
    if def.equip.is_none() {
        return Err(Refusal::NotWearable);
    }
    if item.worn {
        return Err(Refusal::AlreadyWorn);
    }
    if displaced(&game.tables, inventory, def)
        .iter()
        .any(|i| i.cursed)
    {
        return Err(Refusal::Cursed);
    }
    Ok(())
}

/// Whether `who` may take off the item at `slot`.
pub(crate) fn check_take_off(inventory: &Inventory, slot: u8) -> Result<(), Refusal> {
    let item = inventory
        .items()
        .get(usize::from(slot))
        .ok_or(Refusal::NoSuchItem)?;
    match (item.worn, item.cursed) {
        (false, _) => Err(Refusal::NotWorn),
        (true, true) => Err(Refusal::Cursed),
        (true, false) => Ok(()),
    }
}

/// Puts on the item at `slot`, taking off what it displaces first.
pub(crate) fn wear(game: &mut Game, who: Who, slot: u8) {
    let Some(inventory) = game
        .level()
        .creatures
        .get(who.id)
        .map(|c| c.inventory.clone())
    else {
        return;
    };
    let Some(item) = inventory.items().get(usize::from(slot)).copied() else {
        return;
    };
    let def = game.tables.item(item.kind);
    for off in displaced(&game.tables, &inventory, def) {
        game.emit(Event::TookOff { who, item: off });
    }
    game.emit(Event::Wore {
        who,
        item: item.with_count(1),
    });
}

/// Takes off the item at `slot`.
pub(crate) fn take_off(game: &mut Game, who: Who, slot: u8) {
    let item = game
        .level()
        .creatures
        .get(who.id)
        .and_then(|c| c.inventory.items().get(usize::from(slot)).copied());
    if let Some(item) = item {
        game.emit(Event::TookOff { who, item });
    }
}

/// Everything worn that can be, from the first thing of each slot: a new character's kit.
pub fn wear_kit(tables: &Tables, inventory: &mut Inventory) {
    let items: Vec<Item> = inventory.items().to_vec();
    for item in items {
        let def = tables.item(item.kind);
        if def.equip.is_none() || !displaced(tables, inventory, def).is_empty() {
            continue;
        }
        let worn = Item {
            worn: true,
            known: true,
            ..item
        };
        inventory.change_one(&item, worn);
    }
}

/// A new character's belongings: the class's kit, worn where it can be.
pub fn kit(tables: &Tables, class: &str) -> Inventory {
    let mut inventory = Inventory::default();
    for &(item, count) in tables.class(class).map_or(&[][..], |c| &c.items[..]) {
        inventory.add(Item::new(item, count));
    }
    wear_kit(tables, &mut inventory);
    inventory
}
