//! Every monster and item the generator may scatter needs a count and a probability row in
//! `game_parameters.csv` (GAME.md §12): a missing one is reported on the entity's own row,
//! with the row to add.

use super::error::LoadError;
use super::reader::Sheet;
use super::{Entity, GameParameters, ItemDef, ItemId, Metric, MonsterDef, MonsterId};

/// Rows to copy when one is missing: a probability of 1 and no real cap, at every depth.
const PROBABILITY_ROW: &str = ",0,1,1,0,0,1,probability,room,";
const COUNT_ROW: &str = ",0,100,1,0,0,100,count,floor,";

/// The item tables, whose rows follow one another in `Tables::items`.
pub struct ItemSheets<'a> {
    pub items: &'a Sheet,
    pub equipment: &'a Sheet,
}

/// Reports each spawnable monster (a difficulty, `chance` > 0) and item (`chance` > 0)
/// without both rows. `rejected` are entities whose rows were refused (already reported).
pub fn check(
    parameters: &GameParameters,
    rejected: &[Entity],
    monsters: (&Sheet, &[Option<MonsterDef>]),
    items: (ItemSheets, &[Option<ItemDef>]),
    errors: &mut Vec<LoadError>,
) {
    let (monster_sheet, monster_defs) = monsters;
    for (i, (def, row)) in monster_defs.iter().zip(&monster_sheet.rows).enumerate() {
        let Some(m) = def
            .as_ref()
            .filter(|m| m.difficulty.is_some() && m.chance > 0.0)
        else {
            continue;
        };
        if repeated(monster_defs, i, &m.id, |d| &d.id) {
            continue;
        }
        let entity = Entity::Monster(MonsterId(i as u16));
        let what = format!("monster \"{}\" may spawn (chance {})", m.id, m.chance);
        let mut report = |message| {
            let e = LoadError::cell(&monster_sheet.file, row.line, "id", Some(&m.id), message);
            errors.push(e);
        };
        missing(parameters, rejected, entity, &m.id, &what, &mut report);
    }
    let (sheets, item_defs) = items;
    let own = sheets.items.rows.len();
    for (i, def) in item_defs.iter().enumerate() {
        let Some(item) = def.as_ref().filter(|d| d.chance > 0.0) else {
            continue;
        };
        if repeated(item_defs, i, &item.id, |d| &d.id) {
            continue;
        }
        let (sheet, row) = if i < own {
            (sheets.items, sheets.items.rows.get(i))
        } else {
            (sheets.equipment, sheets.equipment.rows.get(i - own))
        };
        let Some(row) = row else { continue };
        let entity = Entity::Item(ItemId(i as u16));
        let what = format!(
            "item \"{}\" may be scattered (chance {})",
            item.id, item.chance
        );
        let mut report = |message| {
            let e = LoadError::cell(&sheet.file, row.line, "id", Some(&item.id), message);
            errors.push(e);
        };
        missing(parameters, rejected, entity, &item.id, &what, &mut report);
    }
}

/// Whether an earlier row has the same id: the entity rows name the first one, and the
/// repeat is reported as a duplicate already.
fn repeated<T>(defs: &[Option<T>], i: usize, id: &str, id_of: impl Fn(&T) -> &String) -> bool {
    defs[..i].iter().flatten().any(|d| id_of(d) == id)
}

fn missing(
    parameters: &GameParameters,
    rejected: &[Entity],
    entity: Entity,
    id: &str,
    what: &str,
    report: &mut impl FnMut(String),
) {
    if rejected.contains(&entity) {
        return;
    }
    for (metric, unit, example) in [
        (Metric::Probability, "probability", PROBABILITY_ROW),
        (Metric::Count, "count", COUNT_ROW),
    ] {
        if parameters.entity_curve(entity, metric).is_none() {
            report(format!(
                "{what} but game_parameters.csv has no {unit} row for it; expected a row such \
                 as \"{id}_{unit},{id},{example}\" (config/README.md)"
            ));
        }
    }
}
