//! `items.csv`: what lies on the floor, is carried, thrown, eaten or sought.

use serde_yaml::Value;

use super::bounds::*;
use super::cell::{self, entries, is_id, show};
use super::dice::DICE_EXPECTED;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::suggest::did_you_mean;
use super::{Effect, ItemDef, ItemKind};

pub const FILE: &str = "items.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "glyph",
    "sprite",
    "kind",
    "effects",
    "throwable",
    "damage",
    "value",
    "chance",
];

const KINDS: [(&str, ItemKind); 5] = [
    ("rock", ItemKind::Rock),
    ("treasure", ItemKind::Treasure),
    ("potion", ItemKind::Potion),
    ("gold", ItemKind::Gold),
    ("food", ItemKind::Food),
];

const EFFECTS: [&str; 1] = ["heal"];

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
    let glyph = row.glyph("glyph");
    let sprite = row.text(
        "sprite",
        "a tile name of lowercase letters, digits and _",
        is_id,
    );
    let effects = parse_effects(row);
    let throwable = row.flag("throwable");
    let damage = row.optional("damage", DICE_EXPECTED, super::classes::dice);
    let value = row.whole("value", 0, MAX_VALUE);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let (
        Some(id),
        Some(glyph),
        Some(sprite),
        Some(kind),
        Some(effects),
        Some(throwable),
        Some(damage),
        Some(value),
        Some(chance),
    ) = (
        id, glyph, sprite, kind, effects, throwable, damage, value, chance,
    )
    else {
        return None;
    };
    Some(ItemDef {
        id,
        glyph,
        sprite,
        kind,
        effects,
        throwable,
        damage,
        value: value as u32,
        chance,
    })
}

/// `{heal: 25}`, or empty, `[]` or `{}` for none.
fn parse_effects(row: &mut RowCx) -> Option<Vec<Effect>> {
    const COLUMN: &str = "effects";
    let value = row.value(COLUMN)?;
    let Some(value) = value else {
        return Some(Vec::new());
    };
    let mut effects = Vec::new();
    let mut ok = true;
    for entry in entries(&value) {
        let parsed = match entry {
            Ok(entry) => parse_effect(entry.name, entry.param),
            Err(part) => {
                let message = format!("expected effects as a map such as {{heal: 25}}, or [] for none, got \"{part}\"");
                Err((part, message))
            }
        };
        match parsed {
            Ok(effect) => effects.push(effect),
            Err((part, message)) => {
                row.report(COLUMN, Some(&part), message);
                ok = false;
            }
        }
    }
    ok.then_some(effects)
}

fn parse_effect(name: &str, param: Option<&Value>) -> Result<Effect, (String, String)> {
    match name {
        "heal" => match param.and_then(cell::as_whole) {
            Some(n) if n > 0 && n <= MAX_HIT_POINTS => Ok(Effect::Heal(n as i32)),
            _ => {
                let written =
                    param.map_or_else(|| name.to_string(), |p| format!("{{{name}: {}}}", show(p)));
                let message = format!(
                    "effect \"heal\" expects a whole number of hit points > 0, e.g. {{heal: 25}}, got \"{written}\""
                );
                Err((written, message))
            }
        },
        _ => {
            let hint = did_you_mean(name, EFFECTS);
            let message = if hint.is_empty() {
                format!(
                    "unknown effect \"{name}\"; expected one of {}",
                    EFFECTS.join(", ")
                )
            } else {
                format!("unknown effect \"{name}\"{hint}")
            };
            Err((name.to_string(), message))
        }
    }
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
