//! `ability_checks.csv` (GAME.md §12): barrels, locked chests, altars and rune stones that test
//! an ability, and the disarming of found traps; each with its difficulty, tries, and what
//! success and failure bring.

use serde_yaml::Value;

use super::bounds::*;
use super::cell::{self, show};
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::suggest::did_you_mean;
use super::{CheckDef, CheckOutcome, CheckThing, ItemId};
use crate::world::Ability;

pub const FILE: &str = "ability_checks.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "thing",
    "sprite",
    "spent_sprite",
    "ability",
    "difficulty",
    "tries",
    "chance",
    "min_depth",
    "success",
    "success_reward",
    "failure",
    "failure_reward",
    "spent",
    "description",
];

const THINGS: [(&str, CheckThing); 2] =
    [("fixture", CheckThing::Fixture), ("trap", CheckThing::Trap)];

/// The named difficulties of GAME.md §12.
pub const DIFFICULTIES: [(&str, i32); 4] = [
    ("easy", 10),
    ("medium", 15),
    ("hard", 20),
    ("very_hard", 25),
];

/// The keys a reward cell takes.
const REWARD_KEYS: [&str; 5] = ["xp", "hp", "items", "lore", "spring"];

/// Every row, `None` where the row has a problem (already reported); then at most one row may
/// be the trap-disarming one.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    items: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<CheckDef>> {
    let rows: Vec<Option<CheckDef>> = (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone(), items))
        .collect();
    let traps: Vec<&CheckDef> = rows
        .iter()
        .flatten()
        .filter(|c| c.thing == CheckThing::Trap)
        .collect();
    if traps.len() > 1 {
        let ids: Vec<&str> = traps.iter().map(|c| c.id.as_str()).collect();
        let message = format!(
            "{} rows have thing \"trap\" ({}); one row says how found traps are disarmed",
            traps.len(),
            ids.join(", ")
        );
        errors.push(LoadError::file(&sheet.file, message));
    }
    rows
}

fn parse_row(row: &mut RowCx, id: Option<String>, items: Option<&Names>) -> Option<CheckDef> {
    let name = row.text("name", "a name", |s| !s.trim().is_empty());
    let thing = row.choice("thing", "thing", &THINGS);
    let sprite = row.optional_text("sprite", "a tile name", cell::is_id);
    let spent_sprite = row.optional_text("spent_sprite", "a tile name", cell::is_id);
    let ability = row.typed(
        "ability",
        "an ability: STR, DEX, CON, INT, WIS or CHA",
        |v| cell::as_text(v).and_then(Ability::parse),
    );
    let difficulty = row.typed(
        "difficulty",
        "easy, medium, hard, very_hard or a whole number from 1 to 40",
        difficulty,
    );
    let tries = row.whole("tries", 1, MAX_TRIES);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let min_depth = row.whole("min_depth", 1, MAX_DEPTH);
    let success = message(row, "success");
    let failure = message(row, "failure");
    let spent = row.optional_text("spent", "a sentence", short);
    let description = row.optional_text("description", "text", |_| true);
    let success_reward = reward(row, "success_reward", items);
    let failure_reward = reward(row, "failure_reward", items);
    let (thing, sprite, spent_sprite) = (thing?, sprite?, spent_sprite?);
    if thing == CheckThing::Fixture {
        for (column, tile) in [("sprite", &sprite), ("spent_sprite", &spent_sprite)] {
            if tile.is_none() {
                let message = "empty cell; a fixture needs a tile name (see assets/art)";
                row.report(column, None, message);
                return None;
            }
        }
    }
    let mut failure_reward = failure_reward?;
    if failure_reward.spring && thing != CheckThing::Trap {
        let message = "only a trap can spring when a try fails; remove spring";
        row.report("failure_reward", Some("spring"), message);
        return None;
    }
    let mut success_reward = success_reward?;
    if success_reward.spring {
        let message = "spring belongs in failure_reward: a success never sets a trap off";
        row.report("success_reward", Some("spring"), message);
        return None;
    }
    success_reward.message = success?;
    failure_reward.message = failure?;
    Some(CheckDef {
        id: id?,
        name: name?,
        thing,
        sprite: sprite.unwrap_or_default(),
        spent_sprite: spent_sprite.unwrap_or_default(),
        ability: ability?,
        difficulty: difficulty?,
        tries: tries? as u32,
        chance: chance?,
        min_depth: min_depth? as u32,
        success: success_reward,
        failure: failure_reward,
        spent: spent?.unwrap_or_default(),
        description: description?.unwrap_or_default(),
    })
}

fn short(text: &str) -> bool {
    !text.trim().is_empty() && text.chars().count() <= MAX_TEXT_CHARS
}

fn message(row: &mut RowCx, column: &str) -> Option<String> {
    let expected = format!("a sentence of at most {MAX_TEXT_CHARS} characters");
    row.text(column, &expected, short)
}

/// A difficulty by name or number.
fn difficulty(value: &Value) -> Option<i32> {
    if let Some(text) = cell::as_text(value) {
        let key = text.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        return DIFFICULTIES
            .iter()
            .find(|(name, _)| *name == key)
            .map(|&(_, n)| n);
    }
    cell::as_whole(value)
        .filter(|n| (1..=MAX_DIFFICULTY).contains(n))
        .map(|n| n as i32)
}

/// A reward cell: a map of `xp`, `hp`, `items`, `lore` and `spring`, or empty for nothing.
fn reward(row: &mut RowCx, column: &str, items: Option<&Names>) -> Option<CheckOutcome> {
    let mut out = CheckOutcome::default();
    let Some(value) = row.value(column)? else {
        return Some(out);
    };
    let Value::Mapping(map) = &value else {
        let message = format!(
            "expected a map such as {{xp: 20, hp: -3, items: {{healing_draught: 1}}, lore: \"…\"}}, got \"{}\"",
            show(&value)
        );
        row.report(column, Some(&show(&value)), message);
        return None;
    };
    let mut ok = true;
    for (key, v) in map {
        let key = cell::as_text(key).unwrap_or("");
        let mut bad = |row: &mut RowCx, expected: &str| {
            let written = format!("{key}: {}", show(v));
            row.report(
                column,
                Some(&written),
                format!("expected {expected} for {key}"),
            );
            ok = false;
        };
        match key {
            "xp" => match cell::as_whole(v).filter(|n| (0..=MAX_XP).contains(n)) {
                Some(n) => out.xp = n as u32,
                None => bad(row, &format!("a whole number from 0 to {MAX_XP}")),
            },
            "hp" => match cell::as_whole(v).filter(|n| n.abs() <= MAX_HIT_POINTS) {
                Some(n) => out.hp = n as i32,
                None => bad(row, &format!("a whole number within ±{MAX_HIT_POINTS}")),
            },
            "lore" => match cell::as_text(v).filter(|s| short(s)) {
                Some(s) => out.lore = Some(s.trim().to_string()),
                None => bad(row, &format!("a text of 1 to {MAX_TEXT_CHARS} characters")),
            },
            "tale" => match v.as_bool() {
                Some(b) => out.tale = b,
                None => bad(row, "true or false"),
            },
            "spring" => match v.as_bool() {
                Some(b) => out.spring = b,
                None => bad(row, "true or false"),
            },
            "items" => match reward_items(v, items) {
                Ok(list) => out.items = list,
                Err(message) => {
                    row.report(column, Some(&show(v)), message);
                    ok = false;
                }
            },
            _ => {
                let hint = did_you_mean(key, REWARD_KEYS.iter().copied());
                let message = format!(
                    "unknown key \"{key}\"{hint}; a reward takes {}",
                    REWARD_KEYS.join(", ")
                );
                row.report(column, Some(key), message);
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

/// `{healing_draught: 2, bread: 1}`: items by id with counts from 1 to `MAX_CARRIED`.
fn reward_items(value: &Value, items: Option<&Names>) -> Result<Vec<(ItemId, u32)>, String> {
    let Value::Mapping(map) = value else {
        return Err(format!(
            "expected items as a map of item id to count, e.g. {{bread: 1}}, got \"{}\"",
            show(value)
        ));
    };
    let mut out = Vec::new();
    for (k, v) in map {
        let name = cell::as_text(k).unwrap_or("");
        let count = cell::as_whole(v)
            .filter(|n| (1..=MAX_CARRIED).contains(n))
            .ok_or_else(|| {
                format!(
                    "expected a count from 1 to {MAX_CARRIED} for item \"{name}\", got \"{}\"",
                    show(v)
                )
            })?;
        let id = match items {
            None => ItemId(0),
            Some(names) => match names.get(name) {
                Some(i) => ItemId(i as u16),
                None => return Err(names.unknown(name)),
            },
        };
        out.push((id, count as u32));
    }
    Ok(out)
}
