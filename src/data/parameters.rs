//! `game_parameters.csv`: depth curves `y = clamp(a·x + b + (x div d)·ad, min, max)`, x the
//! depth. A row may name a template row and leave cells empty to inherit them; rows whose id
//! starts with `template_` only serve as templates. A row with an `entity` is one monster's
//! or item's count or probability (its spawn checks are in `entity_rows`).

use super::cell::is_id;
use super::error::LoadError;
use super::names::{Names, ID_EXPECTED};
use super::reader::{RowCx, Sheet};
use super::{param, Curve, Entity, EntityCurve, GameParameters, ItemId, Metric, MonsterId, Scope};

pub const FILE: &str = "game_parameters.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "entity",
    "template",
    "a",
    "b",
    "d",
    "ad",
    "min",
    "max",
    "unit",
    "per",
    "description",
];

/// Rows with this id prefix are templates only, not curves.
pub const TEMPLATE_PREFIX: &str = "template_";

/// The columns a row may inherit from its template, in table order.
const INHERITED: [&str; 8] = ["a", "b", "d", "ad", "min", "max", "unit", "per"];

/// A cell as the row itself has it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Own<T> {
    Empty,
    /// Unreadable; already reported.
    Bad,
    Given(T),
}

/// A row's own cells, before inheritance. `values` holds a, b, d, ad, min, max, then unit
/// (0 count, 1 probability) and per (0 room, 1 floor), in the order of `INHERITED`.
struct Row {
    /// `Own::Given(None)` for no template.
    template: Own<Option<usize>>,
    /// `Own::Empty` for the generator's own rows.
    entity: Own<Entity>,
    values: [Own<f64>; 8],
}

/// The tables whose ids the `entity` column names; `None` when one could not be read (the
/// column is then not checked: that table's own errors come first).
#[derive(Clone, Copy)]
pub struct EntityNames<'a> {
    pub monsters: &'a Names,
    pub items: &'a Names,
}

/// The curves, templates resolved; reports every problem of the file. Also the entities of
/// rows that were rejected, so a missing row is not reported again for them.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    entities: Option<EntityNames>,
    errors: &mut Vec<LoadError>,
) -> (GameParameters, Vec<Entity>) {
    let rows: Vec<Row> = (0..sheet.rows.len())
        .map(|i| read_row(&mut sheet.row(i, errors), names, entities))
        .collect();
    let mut curves = Vec::new();
    let mut entity_curves: Vec<(EntityCurve, u64)> = Vec::new();
    let mut rejected = Vec::new();
    for (i, id) in names.ids.iter().enumerate() {
        let Some(id) = id else { continue };
        let mut cx = sheet.row(i, errors);
        let Some(chain) = template_chain(&mut cx, i, &rows, names) else {
            rejected.extend(given(rows[i].entity));
            continue;
        };
        if id.starts_with(TEMPLATE_PREFIX) {
            if let Own::Given(entity) = rows[i].entity {
                let message = "a template serves many rows, so it names no entity; \
                               expected an empty cell";
                cx.report("entity", cx.raw("entity"), message);
                rejected.push(entity);
            }
            continue;
        }
        let resolved = resolve(&mut cx, &chain, &rows, names);
        match (rows[i].entity, resolved) {
            (Own::Empty, Some((curve, _, _))) => {
                if within_bounds(&mut cx, id, &curve) {
                    curves.push((id.clone(), curve));
                }
            }
            (Own::Given(entity), Some((curve, metric, scope))) => {
                let line = sheet.rows[i].line;
                match entity_row(&mut cx, &entity_curves, entity, metric, scope, &curve) {
                    true => entity_curves.push((
                        EntityCurve {
                            id: id.clone(),
                            entity,
                            metric,
                            scope,
                            curve,
                        },
                        line,
                    )),
                    false => rejected.push(entity),
                }
            }
            (entity, _) => rejected.extend(given(entity)),
        }
    }
    for required in param::REQUIRED {
        if names.get(required).is_none() && sheet.has_column("id") {
            let message =
                format!("no row \"{required}\"; the generator needs it (see config/README.md)");
            errors.push(LoadError::file(&sheet.file, message));
        }
    }
    let parameters = GameParameters {
        curves,
        entities: entity_curves.into_iter().map(|(e, _)| e).collect(),
    };
    (parameters, rejected)
}

fn given(entity: Own<Entity>) -> Option<Entity> {
    match entity {
        Own::Given(e) => Some(e),
        _ => None,
    }
}

/// Whether an entity's curve makes sense: one row per entity and metric, a probability per
/// room (it weighs each room's draw), a count never below 0.
fn entity_row(
    cx: &mut RowCx,
    before: &[(EntityCurve, u64)],
    entity: Entity,
    metric: Metric,
    scope: Scope,
    curve: &Curve,
) -> bool {
    let unit = match metric {
        Metric::Count => "count",
        Metric::Probability => "probability",
    };
    if let Some((first, line)) = before
        .iter()
        .find(|(e, _)| e.entity == entity && e.metric == metric)
    {
        let message = format!(
            "a second {unit} row for this entity (\"{}\" on line {line}); expected one count \
             and one probability row per entity",
            first.id
        );
        cx.report("entity", cx.raw("entity"), message);
        return false;
    }
    if metric == Metric::Probability && scope == Scope::Floor {
        let message = "an entity's probability weighs it in each room's draw; expected room";
        cx.report("per", Some("floor"), message);
        return false;
    }
    if metric == Metric::Count && curve.min < 0.0 {
        let min = curve.min.to_string();
        let message =
            format!("an entity's count is never below 0; expected min ≥ 0, got \"{min}\"");
        cx.report("min", Some(&min), message);
        return false;
    }
    true
}

fn read_row(row: &mut RowCx, names: &Names, entities: Option<EntityNames>) -> Row {
    let entity = read_entity(row, entities);
    let template = match row.optional_text("template", ID_EXPECTED, is_id) {
        None => Own::Bad,
        Some(None) => Own::Given(None),
        Some(Some(t)) => match names.get(&t) {
            Some(k) => Own::Given(Some(k)),
            None => {
                let message = names.unknown(&t);
                row.report("template", Some(&t), message);
                Own::Bad
            }
        },
    };
    let number = |row: &mut RowCx, column: &str| {
        let expected = format!("a number from -{0} to {0}", param::MAX_MAGNITUDE as u64);
        own(row.optional(column, &expected, |v| {
            super::cell::as_number(v).filter(|x| x.abs() <= param::MAX_MAGNITUDE)
        }))
    };
    let d = match row.optional("d", "a whole number ≥ 1", super::cell::as_whole) {
        Some(Some(0)) => {
            let message =
                "d = 0 would divide by zero; expected a whole number ≥ 1, the depths per step \
                           of ad (write ad 0 for no steps)";
            row.report("d", Some("0"), message);
            Own::Bad
        }
        Some(Some(n)) if n < 0 || n > i64::from(u32::MAX) => {
            let raw = n.to_string();
            row.report(
                "d",
                Some(&raw),
                format!("expected a whole number ≥ 1, got \"{raw}\""),
            );
            Own::Bad
        }
        other => own(other.map(|d| d.map(|d| d as f64))),
    };
    let a = number(row, "a");
    let b = number(row, "b");
    let ad = number(row, "ad");
    let min = number(row, "min");
    let max = number(row, "max");
    let unit = row.optional("unit", "count or probability", |v| match v.as_str() {
        Some("count") => Some(0.0),
        Some("probability") => Some(1.0),
        _ => None,
    });
    let per = row.optional("per", "room or floor", |v| match v.as_str() {
        Some("room") => Some(0.0),
        Some("floor") => Some(1.0),
        _ => None,
    });
    let _ = row.optional_text("description", "text", |_| true);
    Row {
        template,
        entity,
        values: [a, b, d, ad, min, max, own(unit), own(per)],
    }
}

/// The `entity` cell: a monster's id, or an item's.
fn read_entity(row: &mut RowCx, entities: Option<EntityNames>) -> Own<Entity> {
    let id = match row.optional_text("entity", ID_EXPECTED, is_id) {
        None => return Own::Bad,
        Some(None) => return Own::Empty,
        Some(Some(id)) => id,
    };
    // The tables it names could not be read: their own errors say why.
    let Some(EntityNames { monsters, items }) = entities else {
        return Own::Bad;
    };
    match (monsters.get(&id), items.get(&id)) {
        (Some(m), None) => Own::Given(Entity::Monster(MonsterId(m as u16))),
        (None, Some(i)) => Own::Given(Entity::Item(ItemId(i as u16))),
        (Some(_), Some(_)) => {
            let message = format!(
                "\"{id}\" is both a monster and an item; expected an id of only one of \
                 {} and {}",
                monsters.table, items.table
            );
            row.report("entity", Some(&id), message);
            Own::Bad
        }
        (None, None) => {
            let hint = super::suggest::did_you_mean(
                &id,
                monsters
                    .ids
                    .iter()
                    .chain(&items.ids)
                    .flatten()
                    .map(String::as_str),
            );
            let message = format!(
                "unknown entity \"{id}\"{}",
                if hint.is_empty() {
                    format!(
                        " (not an id in {} or {}; leave the cell empty for the generator's own \
                         rows)",
                        monsters.table, items.table
                    )
                } else {
                    hint
                }
            );
            row.report("entity", Some(&id), message);
            Own::Bad
        }
    }
}

fn own<T>(cell: Option<Option<T>>) -> Own<T> {
    match cell {
        None => Own::Bad,
        Some(None) => Own::Empty,
        Some(Some(t)) => Own::Given(t),
    }
}

/// Row `i` then its template, its template's template, …; `None` after reporting a cycle, or
/// when a template cell along the chain is bad (already reported).
fn template_chain(cx: &mut RowCx, i: usize, rows: &[Row], names: &Names) -> Option<Vec<usize>> {
    let mut chain = vec![i];
    let mut at = i;
    loop {
        match rows[at].template {
            Own::Bad | Own::Empty => return None,
            Own::Given(None) => return Some(chain),
            Own::Given(Some(next)) => {
                if let Some(pos) = chain.iter().position(|&k| k == next) {
                    if pos == 0 {
                        let ids: Vec<&str> = chain
                            .iter()
                            .chain([&next])
                            .map(|&k| names.ids[k].as_deref().unwrap_or("?"))
                            .collect();
                        let template = ids[1];
                        cx.report(
                            "template",
                            Some(template),
                            format!("templates form a cycle: {}", ids.join(" → ")),
                        );
                    }
                    // A row that only leads into a cycle fails silently: the cycle's rows say why.
                    return None;
                }
                chain.push(next);
                at = next;
            }
        }
    }
}

/// The curve of a non-template row: each inherited cell from the first row of the chain that
/// has it, then the checks on the whole curve.
fn resolve(
    cx: &mut RowCx,
    chain: &[usize],
    rows: &[Row],
    names: &Names,
) -> Option<(Curve, Metric, Scope)> {
    let mut values = [0.0; 8];
    let mut ok = true;
    for (f, column) in INHERITED.iter().enumerate() {
        let found = chain
            .iter()
            .map(|&k| rows[k].values[f])
            .find(|v| *v != Own::Empty);
        match found {
            Some(Own::Given(v)) => values[f] = v,
            Some(_) => ok = false,
            None => {
                let message = if chain.len() == 1 {
                    format!(
                        "empty cell; a row without a template needs every one of {}",
                        INHERITED.join(", ")
                    )
                } else {
                    let templates: Vec<&str> = chain[1..]
                        .iter()
                        .map(|&k| names.ids[k].as_deref().unwrap_or("?"))
                        .collect();
                    format!(
                        "empty cell, and template \"{}\" has none to inherit",
                        templates.join("\" → \"")
                    )
                };
                cx.report(column, None, message);
                ok = false;
            }
        }
    }
    if !ok {
        return None;
    }
    let [a, b, d, ad, min, max, unit, per] = values;
    let unit = if unit == 0.0 {
        Metric::Count
    } else {
        Metric::Probability
    };
    let per = if per == 0.0 {
        Scope::Room
    } else {
        Scope::Floor
    };
    if min > max {
        cx.report(
            "min",
            Some(&min.to_string()),
            format!("min {min} is greater than max {max}"),
        );
        return None;
    }
    if unit == Metric::Probability && (min < 0.0 || max > 1.0) {
        let (column, v) = if min < 0.0 {
            ("min", min)
        } else {
            ("max", max)
        };
        let message =
            format!("expected a probability from 0 to 1 (unit is probability), got \"{v}\"");
        cx.report(column, Some(&v.to_string()), message);
        return None;
    }
    let curve = Curve {
        a,
        b,
        d: d as u32,
        ad,
        min,
        max,
    };
    Some((curve, unit, per))
}

/// Whether a curve the generator reads keeps its `min` and `max` in the curve's bounds.
fn within_bounds(cx: &mut RowCx, id: &str, curve: &Curve) -> bool {
    let Some(&(_, low, high)) = param::BOUNDS.iter().find(|(name, ..)| *name == id) else {
        return true;
    };
    for (column, v) in [("min", curve.min), ("max", curve.max)] {
        if !(low..=high).contains(&v) {
            let message =
                format!("{id} must stay from {low} to {high} (config/README.md), got \"{v}\"");
            cx.report(column, Some(&v.to_string()), message);
            return false;
        }
    }
    true
}

#[cfg(test)]
#[path = "parameters_tests.rs"]
mod tests;
