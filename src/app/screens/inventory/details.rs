//! What examining a thing tells (the inventory's open view): its description once its kind is
//! known, and its numbers: a weapon's dice and bonus, armour's defences, a launcher's reach,
//! a potion's or scroll's effects, weight and worth. An unknown kind tells only its look.

use torchdeep::data::{Equip, Slot, Tables};
use torchdeep::world::{Identities, Item};

/// The lines to show, in order.
pub fn lines(tables: &Tables, ids: &Identities, item: &Item) -> Vec<String> {
    let def = tables.item(item.kind);
    let mut out = Vec::new();
    if !ids.is_known(item.kind) {
        let what = match def.kind {
            torchdeep::data::ItemKind::Scroll => "scroll",
            _ => "potion",
        };
        out.push(format!(
            "An unknown {what}. Use one to learn what it does, or read a scroll of identify."
        ));
        if let Some(called) = ids.called(item.kind) {
            out.push(format!("You call this kind \"{called}\"."));
        }
        out.push(format!("Worth about {} gold.", def.value));
        return out;
    }
    if !def.description.is_empty() {
        out.push(def.description.clone());
    }
    if let Some(equip) = def.equip {
        out.extend(equipment(tables, &equip, item));
    } else {
        if !def.effects.is_empty() {
            let effects: Vec<String> = def.effects.iter().map(|e| e.to_string()).collect();
            out.push(format!("Effects: {}.", effects.join(", ")));
        }
        if let Some(d) = def.damage.filter(|_| def.throwable) {
            out.push(format!("Thrown, it deals {d}."));
        }
    }
    out.push(format!("Worth {} gold.", def.value));
    out
}

fn equipment(tables: &Tables, equip: &Equip, item: &Item) -> Vec<String> {
    let mut out = Vec::new();
    let hands = match (equip.slot, equip.hands) {
        (Slot::MainHand, 2) => "both hands".to_string(),
        (slot, _) => slot.label().to_string(),
    };
    out.push(format!("Worn in: {hands}. Weight {}.", equip.weight));
    if let (Some(dice), Some(ammo)) = (equip.damage, equip.ammo) {
        out.push(format!(
            "Shoots {} up to {} tiles for {dice}.",
            tables.item(ammo).name,
            equip.range
        ));
    } else if let Some(dice) = equip.damage {
        let ability = equip.ability.map_or("your class's ability", |a| a.short());
        out.push(format!("Damage {dice}, rolled with {ability}."));
    }
    if equip.attack != 0 {
        out.push(format!("{:+} to attack rolls.", equip.attack));
    }
    let d = equip.defences;
    let parts: Vec<String> = [
        ("AC", d.ac),
        ("fortitude", d.fortitude),
        ("reflex", d.reflex),
        ("will", d.will),
    ]
    .iter()
    .filter(|(_, n)| *n != 0)
    .map(|(name, n)| format!("{n:+} {name}"))
    .collect();
    if !parts.is_empty() {
        out.push(format!("Defences: {}.", parts.join(", ")));
    }
    match (item.known, item.enchantment, item.cursed) {
        (false, _, _) => out.push("Its enchantment is unknown until worn.".to_string()),
        (true, 0, false) => out.push("Plain: neither enchanted nor cursed.".to_string()),
        (true, n, cursed) => {
            let curse = if cursed { ", and cursed" } else { "" };
            out.push(format!("Enchanted {n:+}{curse}."));
        }
    }
    out
}
