//! `rooms.csv`: the kinds of room a BSP leaf may hold, where they appear and what fills them.

use serde_yaml::Value;

use super::bounds::*;
use super::cell::{self, show};
use super::error::LoadError;
use super::names::Names;
use super::prefab::{PrefabChoice, PrefabLibrary};
use super::reader::{RowCx, Sheet};
use super::suggest::did_you_mean;
use super::{MonsterDef, MonsterId, RoomDef};
use crate::world::RoomShape;

pub const FILE: &str = "rooms.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "shape",
    "difficulty",
    "monsters",
    "chance",
    "color",
    "monster_density",
    "item_density",
    "treasure",
    "min_depth",
    "max_depth",
    "prefab",
];

const SHAPES: [(&str, RoomShape); 3] = [
    ("box_random", RoomShape::BoxRandom),
    ("box_full", RoomShape::BoxFull),
    ("prefab", RoomShape::Prefab),
];

const PREFAB_EXPECTED: &str =
    "a prefab's file name in maps/prefabs (e.g. shrine) or tag:NAME for every prefab tagged NAME";

/// Every row, `None` where the row has a problem (already reported). `monsters` is `None`
/// when monsters.csv could not be read.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    monsters: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<RoomDef>> {
    if sheet.rows.is_empty() && sheet.has_column("id") {
        errors.push(LoadError::file(
            &sheet.file,
            "no rows; at least one kind of room is needed",
        ));
    }
    (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone(), monsters))
        .collect()
}

fn parse_row(
    row: &mut RowCx,
    id: Option<String>,
    monster_names: Option<&Names>,
) -> Option<RoomDef> {
    let shape = row.choice("shape", "shape", &SHAPES);
    let difficulty = row.typed(
        "difficulty",
        "a whole number from 0 to 3, or * for any",
        |v| {
            if v.as_str() == Some("*") {
                return Some(None);
            }
            cell::as_whole(v)
                .filter(|n| (0..=3).contains(n))
                .map(|n| Some(n as u8))
        },
    );
    let monsters = parse_monsters(row, monster_names);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let color = row.colour("color");
    let monster_density = row.number("monster_density", 0.0, MAX_DENSITY);
    let item_density = row.number("item_density", 0.0, MAX_DENSITY);
    let treasure = row.typed("treasure", "a probability from 0 to 1", |v| {
        cell::as_number(v).filter(|p| (0.0..=1.0).contains(p))
    });
    let min_depth = row.optional_whole("min_depth", 1, MAX_DEPTH);
    let max_depth = row.optional_whole("max_depth", 1, MAX_DEPTH);
    let prefab = row.optional_text("prefab", PREFAB_EXPECTED, |s| {
        PrefabChoice::parse(s).is_some()
    });
    let (
        Some(id),
        Some(shape),
        Some(difficulty),
        Some(monsters),
        Some(chance),
        Some(color),
        Some(monster_density),
        Some(item_density),
        Some(treasure),
        Some(min_depth),
        Some(max_depth),
        Some(prefab),
    ) = (
        id,
        shape,
        difficulty,
        monsters,
        chance,
        color,
        monster_density,
        item_density,
        treasure,
        min_depth,
        max_depth,
        prefab,
    )
    else {
        return None;
    };
    let prefab = prefab.as_deref().and_then(PrefabChoice::parse);
    match (shape, &prefab) {
        (RoomShape::Prefab, None) => {
            let message = format!("empty cell; a room of shape prefab names {PREFAB_EXPECTED}");
            row.report("prefab", None, message);
            return None;
        }
        (RoomShape::BoxRandom | RoomShape::BoxFull, Some(choice)) => {
            let message = format!(
                "only rooms of shape prefab name a prefab, and this one is {}; set shape to \
                 prefab or empty this cell",
                shape.name()
            );
            row.report("prefab", Some(&choice.written()), message);
            return None;
        }
        _ => {}
    }
    let min_depth = min_depth.unwrap_or(1) as u32;
    let max_depth = max_depth.map(|d| d as u32);
    if let Some(max) = max_depth.filter(|max| *max < min_depth) {
        let message = format!(
            "max_depth {max} is less than min_depth {min_depth}; leave it empty for no limit"
        );
        row.report("max_depth", Some(&max.to_string()), message);
        return None;
    }
    Some(RoomDef {
        id,
        shape,
        difficulty,
        monsters,
        chance,
        color,
        monster_density,
        item_density,
        treasure,
        min_depth,
        max_depth,
        prefab,
    })
}

/// `*` for any monster of the room's difficulty, or a list of monster ids.
fn parse_monsters(row: &mut RowCx, names: Option<&Names>) -> Option<Option<Vec<MonsterId>>> {
    const COLUMN: &str = "monsters";
    const EXPECTED: &str = "* or a list of monster ids, e.g. [verp_1, verp_2]";
    let value = row.value(COLUMN)?;
    let list = match value {
        None => {
            row.report(COLUMN, None, format!("empty cell; expected {EXPECTED}"));
            return None;
        }
        Some(Value::String(s)) if s == "*" => return Some(None),
        Some(Value::Sequence(list)) if !list.is_empty() => list,
        Some(other) => {
            let written = show(&other);
            row.report(
                COLUMN,
                Some(&written),
                format!("expected {EXPECTED}, got \"{written}\""),
            );
            return None;
        }
    };
    let mut ids = Vec::with_capacity(list.len());
    let mut ok = true;
    for entry in &list {
        let Some(name) = entry.as_str() else {
            let written = show(entry);
            row.report(
                COLUMN,
                Some(&written),
                format!("expected a monster id, got \"{written}\""),
            );
            ok = false;
            continue;
        };
        match names.map(|n| (n.get(name), n)) {
            None => ids.push(MonsterId(0)),
            Some((Some(i), _)) => ids.push(MonsterId(i as u16)),
            Some((None, n)) => {
                row.report(COLUMN, Some(name), n.unknown(name));
                ok = false;
            }
        }
    }
    ok.then_some(Some(ids))
}

/// A room may only list monsters that spawn (difficulty 0 to 3), not the player or a rock in
/// flight.
pub fn check_spawnable(
    sheet: &Sheet,
    rooms: &[Option<RoomDef>],
    monsters: &[Option<MonsterDef>],
    errors: &mut Vec<LoadError>,
) {
    for (room, row) in rooms.iter().zip(&sheet.rows) {
        let Some(Some(list)) = room.as_ref().map(|r| &r.monsters) else {
            continue;
        };
        for id in list {
            let Some(Some(m)) = monsters.get(id.0 as usize) else {
                continue;
            };
            if m.difficulty.is_none() {
                let message = format!(
                    "monster \"{}\" is never spawned (difficulty -1) and cannot be listed in a room",
                    m.id
                );
                errors.push(LoadError::cell(
                    &sheet.file,
                    row.line,
                    "monsters",
                    Some(&m.id),
                    message,
                ));
            }
        }
    }
}

/// Every prefab a room names must exist: a file of maps/prefabs, or a tag some prefab has.
/// Names in `failed` are files that exist but did not import (already reported).
pub fn check_prefab_refs(
    sheet: &Sheet,
    rooms: &[RoomDef],
    library: &PrefabLibrary,
    failed: &[String],
    errors: &mut Vec<LoadError>,
) {
    for (room, row) in rooms.iter().zip(&sheet.rows) {
        let Some(choice) = &room.prefab else {
            continue;
        };
        if library.members(choice).next().is_some() {
            continue;
        }
        let message = match choice {
            PrefabChoice::Name(name) if failed.contains(name) => continue,
            PrefabChoice::Name(name) => {
                let names = library.prefabs.iter().map(|p| p.name.as_str());
                let hint = did_you_mean(name, names);
                if hint.is_empty() {
                    format!("unknown prefab \"{name}\" (no file maps/prefabs/{name}.tmx)")
                } else {
                    format!("unknown prefab \"{name}\"{hint}")
                }
            }
            // A tag's prefab may be among the files that failed.
            PrefabChoice::Tag(_) if !failed.is_empty() => continue,
            PrefabChoice::Tag(tag) => {
                let tags = library.tags();
                let hint = did_you_mean(tag, tags.iter().copied());
                if hint.is_empty() {
                    format!(
                        "no prefab has the tag \"{tag}\" (tags in use: {})",
                        tags.join(", ")
                    )
                } else {
                    format!("no prefab has the tag \"{tag}\"{hint}")
                }
            }
        };
        let written = choice.written();
        errors.push(LoadError::cell(
            &sheet.file,
            row.line,
            "prefab",
            Some(&written),
            message,
        ));
    }
}
