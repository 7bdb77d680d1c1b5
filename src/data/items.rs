//! `items.csv`: what lies on the floor, is carried, thrown, eaten or sought.

use super::bounds::*;
use super::cell::is_id;
use super::dice::DICE_EXPECTED;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::{ItemDef, ItemKind};

pub const FILE: &str = "items.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "glyph",
    "sprite",
    "kind",
    "effects",
    "throwable",
    "damage",
    "value",
    "chance",
    "description",
];

const KINDS: [(&str, ItemKind); 8] = [
    ("rock", ItemKind::Rock),
    ("treasure", ItemKind::Treasure),
    ("potion", ItemKind::Potion),
    ("scroll", ItemKind::Scroll),
    ("gold", ItemKind::Gold),
    ("food", ItemKind::Food),
    ("ammo", ItemKind::Ammo),
    ("book", ItemKind::Book),
];

/// Every row, `None` where the row has a problem (already reported); then the treasure check.
pub fn parse(sheet: &Sheet, names: &Names, errors: &mut Vec<LoadError>) -> Vec<Option<ItemDef>> {
    let mut defs = Vec::with_capacity(sheet.rows.len());
    let mut kinds = Vec::with_capacity(sheet.rows.len());
    for i in 0..sheet.rows.len() {
        let mut row = sheet.row(i, errors);
        let kind = row.choice("kind", "kind", &KINDS);
        kinds.push(kind);
        defs.push(parse_row(&mut row, names.ids[i].clone(), kind));
    }
    check_one_treasure(sheet, names, &kinds, errors);
    defs
}

fn parse_row(row: &mut RowCx, id: Option<String>, kind: Option<ItemKind>) -> Option<ItemDef> {
    let name = item_name(row);
    let glyph = row.glyph("glyph");
    let sprite = row.text(
        "sprite",
        "a tile name of lowercase letters, digits and _",
        is_id,
    );
    let effects = super::effects::parse_effects(row);
    let throwable = row.flag("throwable");
    let damage = row.optional("damage", DICE_EXPECTED, super::classes::dice);
    let value = row.whole("value", 0, MAX_VALUE);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let description = row.optional_text("description", TEXT_EXPECTED, is_text);
    let (
        Some(id),
        Some(name),
        Some(glyph),
        Some(sprite),
        Some(kind),
        Some(effects),
        Some(throwable),
        Some(damage),
        Some(value),
        Some(chance),
        Some(description),
    ) = (
        id,
        name,
        glyph,
        sprite,
        kind,
        effects,
        throwable,
        damage,
        value,
        chance,
        description,
    )
    else {
        return None;
    };
    Some(ItemDef {
        id,
        name,
        glyph,
        sprite,
        kind,
        effects,
        throwable,
        damage,
        value: value as u32,
        chance,
        description: description.unwrap_or_default(),
        equip: None,
    })
}

pub(super) const TEXT_EXPECTED: &str = "text of at most 400 characters";

pub(super) fn is_text(text: &str) -> bool {
    text.chars().count() <= MAX_TEXT_CHARS
}

/// What the player calls it: "healing draught", at most 40 characters.
pub(super) fn item_name(row: &mut RowCx) -> Option<String> {
    row.text(
        "name",
        "a name of 1 to 40 characters, e.g. healing draught",
        |t| (1..=40).contains(&t.chars().count()),
    )
}

/// Exactly one item is the treasure a run is for.
fn check_one_treasure(
    sheet: &Sheet,
    names: &Names,
    kinds: &[Option<ItemKind>],
    errors: &mut Vec<LoadError>,
) {
    if kinds.iter().any(Option::is_none) || !sheet.has_column("kind") {
        // A kind that failed to read may be the treasure; its own error says enough.
        return;
    }
    let treasures: Vec<usize> = (0..kinds.len())
        .filter(|&i| kinds[i] == Some(ItemKind::Treasure))
        .collect();
    match treasures.as_slice() {
        [] => errors.push(LoadError::file(
            &sheet.file,
            "no item has kind treasure; exactly one must (the treasure of the goal floor)",
        )),
        [first, rest @ ..] => {
            let first_id = names.ids[*first].as_deref().unwrap_or("?");
            for &i in rest {
                let message = format!(
                    "a second item of kind treasure (the first is \"{first_id}\" on line {}); \
                     exactly one item may be the treasure",
                    sheet.rows[*first].line
                );
                errors.push(LoadError::cell(
                    &sheet.file,
                    sheet.rows[i].line,
                    "kind",
                    Some("treasure"),
                    message,
                ));
            }
        }
    }
}
