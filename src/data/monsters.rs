//! `monsters.csv`: every creature, the player included, and what it does and carries.

use super::behaviours;
use super::bounds::*;
use super::cell::{self, entries, is_id, show};
use super::classes::dice;
use super::dice::DICE_EXPECTED;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::scores::{ability_map, defence_bonuses, Missing};
use super::{Behaviour, Fighter, ItemDef, ItemId, MonsterDef};

pub const FILE: &str = "monsters.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "glyph",
    "sprite",
    "color",
    "difficulty",
    "chance",
    "min_depth",
    "max_depth",
    "behaviors",
    "hp",
    "level",
    "abilities",
    "defences",
    "attack",
    "xp",
    "items",
    "sight",
];

const NAME_EXPECTED: &str =
    "a name shown to players, 1 to 32 lowercase letters, digits, spaces, - or ' (e.g. green verp)";

/// What the log and the hover box call a creature: "the green verp".
fn is_display_name(name: &str) -> bool {
    (1..=32).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || " -'".contains(c))
        && !name.starts_with(' ')
        && !name.ends_with(' ')
}

/// Every row, `None` where the row has a problem (already reported); then the player check.
/// `items` is `None` when items.csv could not be read.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    items: Option<&Names>,
    spells: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<MonsterDef>> {
    let mut defs = Vec::with_capacity(sheet.rows.len());
    let mut stacks = Vec::with_capacity(sheet.rows.len());
    for i in 0..sheet.rows.len() {
        let mut row = sheet.row(i, errors);
        let stack = parse_behaviours(&mut row, items, spells);
        stacks.push(stack.clone());
        defs.push(parse_row(&mut row, names.ids[i].clone(), stack, items));
    }
    check_one_player(sheet, names, &stacks, errors);
    defs
}

fn parse_row(
    row: &mut RowCx,
    id: Option<String>,
    behaviours: Option<Vec<Behaviour>>,
    items: Option<&Names>,
) -> Option<MonsterDef> {
    let name = row.text("name", NAME_EXPECTED, is_display_name);
    let glyph = row.glyph("glyph");
    let sprite = row.text(
        "sprite",
        "a tile name of lowercase letters, digits and _",
        is_id,
    );
    let color = row.colour("color");
    let difficulty = row.whole("difficulty", -1, 3);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let depths = depth_range(row);
    let hp = row.whole("hp", 1, MAX_HIT_POINTS);
    let level = row.whole("level", 0, i64::from(MAX_LEVEL));
    let abilities = ability_map(row, "abilities", (1, MAX_SCORE), Missing::Ten);
    let defences = defence_bonuses(row, "defences", (-MAX_DEFENCE_BONUS, MAX_DEFENCE_BONUS));
    let attack = row.typed("attack", DICE_EXPECTED, dice);
    let xp = row.whole("xp", 0, MAX_XP);
    let carried = parse_items(row, items);
    let sight = row.whole("sight", 0, MAX_TILES);
    let (
        Some(id),
        Some(name),
        Some(glyph),
        Some(sprite),
        Some(color),
        Some(difficulty),
        Some(chance),
        Some((min_depth, max_depth)),
        Some(behaviours),
        Some(hp),
        Some(items),
        Some(sight),
    ) = (
        id, name, glyph, sprite, color, difficulty, chance, depths, behaviours, hp, carried, sight,
    )
    else {
        return None;
    };
    let fighter = Fighter {
        level: level? as u32,
        abilities: abilities?,
        defences: defences?,
        attack: attack?,
        xp: xp? as u32,
    };
    Some(MonsterDef {
        id,
        name,
        glyph,
        sprite,
        color,
        difficulty: u8::try_from(difficulty).ok(),
        chance,
        min_depth,
        max_depth,
        behaviours,
        hp: hp as i32,
        fighter,
        items,
        sight: sight as i32,
    })
}

/// The floors where rooms draw the monster: `min_depth` (empty for 1) to `max_depth` (empty
/// for no limit), as rooms.csv writes them.
fn depth_range(row: &mut RowCx) -> Option<(u32, Option<u32>)> {
    let min_depth = row.optional_whole("min_depth", 1, MAX_DEPTH);
    let max_depth = row.optional_whole("max_depth", 1, MAX_DEPTH);
    let min_depth = min_depth?.unwrap_or(1) as u32;
    let max_depth = max_depth?.map(|d| d as u32);
    if let Some(max) = max_depth.filter(|max| *max < min_depth) {
        let message = format!(
            "max_depth {max} is less than min_depth {min_depth}; leave it empty for no limit"
        );
        row.report("max_depth", Some(&max.to_string()), message);
        return None;
    }
    Some((min_depth, max_depth))
}

/// `[stunnable, {keep_range: 5}, sleep]`: at least one behaviour, tried in order.
fn parse_behaviours(
    row: &mut RowCx,
    items: Option<&Names>,
    spells: Option<&Names>,
) -> Option<Vec<Behaviour>> {
    const COLUMN: &str = "behaviors";
    const EXPECTED: &str = "a list of behaviours, e.g. [stunnable, {keep_range: 5}, sleep]";
    let Some(value) = row.value(COLUMN)? else {
        row.report(COLUMN, None, format!("empty cell; expected {EXPECTED}"));
        return None;
    };
    let list = entries(&value);
    if list.is_empty() {
        row.report(
            COLUMN,
            Some("[]"),
            format!("expected {EXPECTED}, got \"[]\""),
        );
        return None;
    }
    let mut stack = Vec::with_capacity(list.len());
    let mut ok = true;
    for entry in &list {
        let parsed = match entry {
            Ok(entry) => behaviours::parse(entry, items, spells).map_err(|f| (f.value, f.message)),
            Err(part) => Err((
                part.clone(),
                format!("expected a behaviour, a name or a one-key map such as {{keep_range: 5}}, got \"{part}\""),
            )),
        };
        match parsed {
            Ok(b) => stack.push(b),
            Err((value, message)) => {
                row.report(COLUMN, Some(&value), message);
                ok = false;
            }
        }
    }
    // A thrown thing only flies (`behaviour::act` asks no more of it).
    if stack.len() > 1 && stack.iter().any(|b| matches!(b, Behaviour::Fly { .. })) {
        let cell = row.raw(COLUMN).map(str::to_owned);
        row.report(
            COLUMN,
            cell.as_deref(),
            "\"fly\" is a thrown thing's whole stack, as in [{fly: {speed: 2}}]; \
             it cannot share a stack with other behaviours"
                .to_owned(),
        );
        return None;
    }
    ok.then_some(stack)
}

/// What a creature carries when spawned: `{rock: 1}`, `[rock, rock]`, or empty for nothing.
pub(super) fn parse_items(row: &mut RowCx, items: Option<&Names>) -> Option<Vec<(ItemId, u32)>> {
    const COLUMN: &str = "items";
    let Some(value) = row.value(COLUMN)? else {
        return Some(Vec::new());
    };
    let mut carried: Vec<(ItemId, u32)> = Vec::new();
    let mut ok = true;
    for entry in entries(&value) {
        let entry = match entry {
            Ok(entry) => entry,
            Err(part) => {
                let message =
                    format!("expected a map of item id to count, e.g. {{rock: 1}}, got \"{part}\"");
                row.report(COLUMN, Some(&part), message);
                ok = false;
                continue;
            }
        };
        let count = match entry.param {
            None => Some(1),
            Some(p) => cell::as_whole(p)
                .filter(|n| (1..=MAX_CARRIED).contains(n))
                .map(|n| n as u32),
        };
        let Some(count) = count else {
            let written = format!(
                "{}: {}",
                entry.name,
                entry.param.map(show).unwrap_or_default()
            );
            let message = format!(
                "expected a count from 1 to {MAX_CARRIED} for item \"{}\", e.g. {{rock: 1}}, got \"{written}\"",
                entry.name
            );
            row.report(COLUMN, Some(&written), message);
            ok = false;
            continue;
        };
        let id = match items {
            None => ItemId(0),
            Some(names) => match names.get(entry.name) {
                Some(i) => ItemId(i as u16),
                None => {
                    row.report(COLUMN, Some(entry.name), names.unknown(entry.name));
                    ok = false;
                    continue;
                }
            },
        };
        match carried.iter_mut().find(|(i, _)| *i == id) {
            Some((_, n)) => *n = n.saturating_add(count),
            None => carried.push((id, count)),
        }
    }
    ok.then_some(carried)
}

/// Exactly one monster row is the player.
fn check_one_player(
    sheet: &Sheet,
    names: &Names,
    stacks: &[Option<Vec<Behaviour>>],
    errors: &mut Vec<LoadError>,
) {
    if !sheet.has_column("behaviors") {
        return;
    }
    let players: Vec<usize> = (0..stacks.len())
        .filter(|&i| {
            stacks[i]
                .as_ref()
                .is_some_and(|s| s.contains(&Behaviour::Player))
        })
        .collect();
    match players.as_slice() {
        // A stack that failed to read may hold the player; its own error says enough.
        [] if stacks.iter().all(Option::is_some) => errors.push(LoadError::file(
            &sheet.file,
            "no monster has the player behaviour; exactly one must, e.g. behaviors [player]",
        )),
        [] => {}
        [first, rest @ ..] => {
            let first_id = names.ids[*first].as_deref().unwrap_or("?");
            for &i in rest {
                let message = format!(
                    "a second monster with the player behaviour (the first is \"{first_id}\" on line {}); \
                     exactly one monster is the player",
                    sheet.rows[*first].line
                );
                errors.push(LoadError::cell(
                    &sheet.file,
                    sheet.rows[i].line,
                    "behaviors",
                    Some("player"),
                    message,
                ));
            }
        }
    }
}

/// A monster can only throw what items.csv marks throwable.
pub fn check_throwable(
    sheet: &Sheet,
    monsters: &[Option<MonsterDef>],
    items: &[Option<ItemDef>],
    errors: &mut Vec<LoadError>,
) {
    for (monster, row) in monsters.iter().zip(&sheet.rows) {
        let Some(monster) = monster else { continue };
        for b in &monster.behaviours {
            let Behaviour::Throw { item, .. } = b else {
                continue;
            };
            let Some(Some(def)) = items.get(item.0 as usize) else {
                continue;
            };
            if !def.throwable {
                let message = format!(
                    "behaviour \"throw\" names item \"{}\", which is not throwable; \
                     set throwable to true in items.csv or throw another item",
                    def.id
                );
                errors.push(LoadError::cell(
                    &sheet.file,
                    row.line,
                    "behaviors",
                    Some(&def.id),
                    message,
                ));
            }
        }
    }
}
