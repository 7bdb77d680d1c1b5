//! `dungeon.csv`: the floors of the dungeon as a tree, each floor's down-stairs leading to its
//! children. The first row is the entrance; parents come before their children.

use super::bounds::*;
use super::cell::is_id;
use super::error::LoadError;
use super::names::{Names, ID_EXPECTED};
use super::reader::{RowCx, Sheet};
use super::FloorSpec;

pub const FILE: &str = "dungeon.csv";

pub const COLUMNS: &[&str] = &[
    "id", "name", "depth", "parent", "width", "height", "palette", "goal", "prize",
];

/// The smallest and largest side of a floor, in tiles.
pub const SIDE: (i64, i64) = (32, 400);

/// What is read of each row before the tree is checked.
struct Floor {
    spec: Option<FloorSpec>,
    /// `Some(None)` for no parent; `None` when the cell is bad (already reported).
    parent: Option<Option<usize>>,
    depth: Option<u32>,
    goal: Option<bool>,
}

/// Every row, `None` where the row has a problem (already reported); then the tree checks.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    items: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<FloorSpec>> {
    let floors: Vec<Floor> = (0..sheet.rows.len())
        .map(|i| {
            parse_row(
                &mut sheet.row(i, errors),
                names.ids[i].clone(),
                names,
                items,
            )
        })
        .collect();
    let lines: Vec<u64> = sheet.rows.iter().map(|r| r.line).collect();
    let ok: Vec<bool> = (0..floors.len())
        .map(|i| check_parent(&mut sheet.row(i, errors), i, &floors, names, &lines))
        .collect();
    check_one_goal(sheet, names, &floors, errors);
    floors
        .into_iter()
        .zip(ok)
        .map(|(f, ok)| f.spec.filter(|_| ok))
        .collect()
}

fn parse_row(row: &mut RowCx, id: Option<String>, names: &Names, items: Option<&Names>) -> Floor {
    let name = row.text("name", "a name shown to the player, e.g. The Cellar", |s| {
        !s.is_empty()
    });
    let depth = row.whole("depth", 1, MAX_DEPTH).map(|d| d as u32);
    let parent = row
        .optional_text("parent", ID_EXPECTED, is_id)
        .and_then(|p| match p {
            None => Some(None),
            Some(p) => match names.get(&p) {
                Some(i) => Some(Some(i)),
                None => {
                    let message = names.unknown(&p);
                    row.report("parent", Some(&p), message);
                    None
                }
            },
        });
    let width = row.whole("width", SIDE.0, SIDE.1);
    let height = row.whole("height", SIDE.0, SIDE.1);
    let palette = row.colour("palette");
    let goal = row.flag("goal");
    let prize = super::equipment::item_ref(row, "prize", items);
    let spec = match (
        id,
        name,
        depth,
        parent,
        width,
        height,
        palette,
        (goal, prize),
    ) {
        (
            Some(id),
            Some(name),
            Some(depth),
            Some(parent),
            Some(width),
            Some(height),
            Some(palette),
            (Some(goal), Some(prize)),
        ) => Some(FloorSpec {
            id,
            name,
            depth,
            parent,
            width: width as i32,
            height: height as i32,
            palette,
            goal,
            prize,
        }),
        _ => None,
    };
    Floor {
        spec,
        parent,
        depth,
        goal,
    }
}

/// The first floor has no parent, every other one has a parent listed before it (so there is
/// no cycle) and lies deeper than it.
fn check_parent(row: &mut RowCx, i: usize, floors: &[Floor], names: &Names, lines: &[u64]) -> bool {
    let Some(parent) = floors[i].parent else {
        return true;
    };
    let id_of = |k: usize| names.ids[k].as_deref().unwrap_or("?");
    match parent {
        None if i == 0 => true,
        None => {
            let message =
                "only the first floor may have no parent (it is the dungeon's entrance); \
                           name the floor whose down-stairs lead here";
            row.report("parent", None, message);
            false
        }
        Some(p) if i == 0 => {
            let message = format!(
                "the first floor is the dungeon's entrance and must have no parent, got \"{}\"",
                id_of(p)
            );
            row.report("parent", Some(id_of(p)), message);
            false
        }
        Some(p) if p >= i => {
            let message = match cycle(floors, i) {
                Some(path) => {
                    let ids: Vec<&str> = path.iter().map(|&k| id_of(k)).collect();
                    format!("parents form a cycle: {}", ids.join(" → "))
                }
                None => format!(
                    "parent \"{}\" is listed after this floor (line {}); list a floor after its parent",
                    id_of(p),
                    lines[p]
                ),
            };
            row.report("parent", Some(id_of(p)), message);
            false
        }
        Some(p) => match (floors[i].depth, floors[p].depth) {
            (Some(depth), Some(parent_depth)) if depth <= parent_depth => {
                let message = format!(
                    "depth {depth} is not deeper than its parent \"{}\" (depth {parent_depth})",
                    id_of(p)
                );
                row.report("depth", Some(&depth.to_string()), message);
                false
            }
            _ => true,
        },
    }
}

/// The chain of parents from floor `start` back to itself, if it loops.
fn cycle(floors: &[Floor], start: usize) -> Option<Vec<usize>> {
    let mut path = vec![start];
    let mut at = start;
    while let Some(Some(Some(p))) = floors.get(at).map(|f| f.parent) {
        path.push(p);
        if p == start {
            return Some(path);
        }
        if path.len() > floors.len() {
            return None;
        }
        at = p;
    }
    None
}

/// Exactly one floor holds the treasure the run is for.
fn check_one_goal(sheet: &Sheet, names: &Names, floors: &[Floor], errors: &mut Vec<LoadError>) {
    let goals: Vec<usize> = (0..floors.len())
        .filter(|&i| floors[i].goal == Some(true))
        .collect();
    match goals.as_slice() {
        [] if sheet.has_column("goal") && floors.iter().all(|f| f.goal.is_some()) => {
            errors.push(LoadError::file(
                &sheet.file,
                "no floor has goal true; exactly one must (the floor that holds the treasure)",
            ))
        }
        [] => {}
        [first, rest @ ..] => {
            let first_id = names.ids[*first].as_deref().unwrap_or("?");
            for &i in rest {
                let message = format!(
                    "a second goal floor (the first is \"{first_id}\" on line {}); exactly one floor is the goal",
                    sheet.rows[*first].line
                );
                errors.push(LoadError::cell(
                    &sheet.file,
                    sheet.rows[i].line,
                    "goal",
                    Some("true"),
                    message,
                ));
            }
        }
    }
}
