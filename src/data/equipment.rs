//! `equipment.csv`: weapons, launchers, shields, armour and rings (GAME.md §12). Each row is an
//! item too: its ids share one name space with `items.csv` and follow its rows, so a class's
//! kit, a monster's belongings or a chest may name either table.

use super::bounds::*;
use super::cell::{self, is_id};
use super::dice::DICE_EXPECTED;
use super::error::LoadError;
use super::items::{is_text, item_name, TEXT_EXPECTED};
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::scores::defence_bonuses;
use super::{Equip, ItemDef, ItemId, ItemKind, Slot};
use crate::world::Ability;

pub const FILE: &str = "equipment.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "glyph",
    "sprite",
    "slot",
    "hands",
    "ability",
    "attack",
    "damage",
    "defences",
    "range",
    "ammo",
    "weight",
    "value",
    "chance",
    "min_depth",
    "description",
];

const SLOTS: [(&str, Slot); 6] = [
    ("main_hand", Slot::MainHand),
    ("off_hand", Slot::OffHand),
    ("body", Slot::Body),
    ("head", Slot::Head),
    ("feet", Slot::Feet),
    ("finger", Slot::Finger),
];

/// The most a row may add to a roll or a defence.
pub const MAX_BONUS: i64 = 10;

/// The farthest a launcher shoots.
pub const MAX_RANGE: i64 = 20;

/// Every row, `None` where the row has a problem (already reported). `items` are the ids of
/// both item tables, for the `ammo` column.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    items: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<ItemDef>> {
    (0..sheet.rows.len())
        .map(|i| {
            let mut row = sheet.row(i, errors);
            parse_row(&mut row, names.ids[i].clone(), items)
        })
        .collect()
}

fn parse_row(row: &mut RowCx, id: Option<String>, items: Option<&Names>) -> Option<ItemDef> {
    let name = item_name(row);
    let glyph = row.glyph("glyph");
    let sprite = row.text(
        "sprite",
        "a tile name of lowercase letters, digits and _",
        is_id,
    );
    let slot = row.choice("slot", "slot", &SLOTS);
    let hands = row.whole("hands", 1, 2);
    let ability = row.optional(
        "ability",
        "an ability: STR, DEX, CON, INT, WIS or CHA",
        |v| cell::as_text(v).and_then(Ability::parse),
    );
    let attack = row.whole("attack", -MAX_BONUS, MAX_BONUS);
    let damage = row.optional("damage", DICE_EXPECTED, super::classes::dice);
    let bound = MAX_BONUS as i32;
    let defences = defence_bonuses(row, "defences", (-bound, bound));
    let range = row.whole("range", 0, MAX_RANGE);
    let ammo = item_ref(row, "ammo", items);
    let weight = row.whole("weight", 0, MAX_VALUE);
    let value = row.whole("value", 0, MAX_VALUE);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let min_depth = row.optional_whole("min_depth", 1, MAX_DEPTH);
    let description = row.optional_text("description", TEXT_EXPECTED, is_text);
    let (slot, hands, range, ammo) = (slot?, hands?, range?, ammo?);
    if hands == 2 && slot != Slot::MainHand {
        let message = "only a main-hand weapon can take two hands; write 1".to_string();
        row.report("hands", Some("2"), message);
        return None;
    }
    let damage = damage?;
    if slot == Slot::MainHand && damage.is_none() {
        let message = "a main-hand weapon needs damage dice, e.g. 1d8".to_string();
        row.report("damage", None, message);
        return None;
    }
    if ammo.is_some() != (range > 0) {
        let message = "a launcher has both a range above 0 and the ammo it shoots; \
                       anything else has neither"
            .to_string();
        row.report("range", Some(&range.to_string()), message);
        return None;
    }
    let equip = Equip {
        slot,
        hands: hands as u8,
        ability: ability?,
        attack: attack? as i32,
        damage,
        defences: defences?,
        range: range as i32,
        ammo,
        weight: weight? as u32,
        min_depth: min_depth?.unwrap_or(1) as u32,
    };
    Some(ItemDef {
        id: id?,
        name: name?,
        glyph: glyph?,
        sprite: sprite?,
        kind: ItemKind::Equipment,
        effects: Vec::new(),
        throwable: false,
        damage: None,
        value: value? as u32,
        chance: chance?,
        description: description?.unwrap_or_default(),
        equip: Some(equip),
    })
}

/// A cell naming an item (`ammo`, a floor's `prize`): empty, or an id of either item table.
pub(super) fn item_ref(
    row: &mut RowCx,
    column: &str,
    items: Option<&Names>,
) -> Option<Option<ItemId>> {
    let text = row.optional_text(column, "an item id such as rock", is_id)?;
    let Some(text) = text else {
        return Some(None);
    };
    let Some(names) = items else {
        return Some(Some(ItemId(0)));
    };
    match names.get(&text) {
        Some(i) => Some(Some(ItemId(i as u16))),
        None => {
            let message = names.unknown(&text);
            row.report(column, Some(&text), message);
            None
        }
    }
}
