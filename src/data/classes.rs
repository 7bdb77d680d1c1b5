//! `classes.csv`: what a character is trained as (fighter, rogue, wizard, cleric, …): its base
//! abilities, hit points, defence bonuses, sight, unarmed blow and starting kit.

use super::bounds::*;
use super::cell;
use super::dice::{Dice, DICE_EXPECTED};
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::scores::{ability_map, defence_bonuses, Missing};
use super::ClassDef;
use crate::world::Ability;

pub const FILE: &str = "classes.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "playable",
    "abilities",
    "hp_first",
    "hp_per_level",
    "defences",
    "sight",
    "blow",
    "unarmed",
    "dart",
    "stealth",
    "items",
    "description",
];

/// Every row, `None` where the row has a problem (already reported); then at least one class
/// must be playable.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    items: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<ClassDef>> {
    let classes: Vec<Option<ClassDef>> = (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone(), items))
        .collect();
    let all_read = classes.iter().all(Option::is_some);
    if all_read && !classes.iter().flatten().any(|c| c.playable) {
        let message = "no class is playable; write true in the playable column of at least one";
        errors.push(LoadError::file(&sheet.file, message));
    }
    classes
}

fn parse_row(row: &mut RowCx, id: Option<String>, items: Option<&Names>) -> Option<ClassDef> {
    let name = row.text("name", "a name", |s| !s.trim().is_empty());
    let playable = row.flag("playable");
    let abilities = ability_map(row, "abilities", (1, MAX_SCORE), Missing::Refused);
    let hp_first = row.whole("hp_first", 1, MAX_HIT_POINTS);
    let hp_per_level = row.whole("hp_per_level", 0, MAX_LEVEL_HIT_POINTS);
    let defences = defence_bonuses(row, "defences", (-MAX_DEFENCE_BONUS, MAX_DEFENCE_BONUS));
    let sight = row.whole("sight", 1, MAX_TILES);
    let blow = row.typed("blow", "an ability: STR, DEX, CON, INT, WIS or CHA", |v| {
        cell::as_text(v).and_then(Ability::parse)
    });
    let unarmed = row.typed("unarmed", DICE_EXPECTED, dice);
    let dart = row.typed("dart", DICE_EXPECTED, dice);
    let stealth = row.whole("stealth", 0, MAX_TILES);
    let carried = super::monsters::parse_items(row, items);
    let description = row.optional_text("description", "text", |_| true);
    Some(ClassDef {
        id: id?,
        name: name?,
        playable: playable?,
        abilities: abilities?,
        hp_first: hp_first? as i32,
        hp_per_level: hp_per_level? as i32,
        defences: defences?,
        sight: sight? as i32,
        blow: blow?,
        unarmed: unarmed?,
        dart: dart?,
        stealth: stealth? as i32,
        items: carried?,
        description: description?.unwrap_or_default(),
    })
}

/// Dice written as text (`1d8`, `2d6+2`) or as a plain number.
pub fn dice(value: &serde_yaml::Value) -> Option<Dice> {
    match cell::as_text(value) {
        Some(text) => Dice::parse(text).ok(),
        None => cell::as_whole(value).and_then(Dice::fixed),
    }
}
