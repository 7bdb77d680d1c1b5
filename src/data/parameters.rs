//! `game_parameters.csv`: depth curves `y = clamp(a·x + b + (x div d)·ad, min, max)`, x the
//! depth. A row may name a template row and leave cells empty to inherit them; rows whose id
//! starts with `template_` only serve as templates.

use super::cell::is_id;
use super::error::LoadError;
use super::names::{Names, ID_EXPECTED};
use super::reader::{RowCx, Sheet};
use super::{param, Curve, GameParameters};

pub const FILE: &str = "game_parameters.csv";

pub const COLUMNS: &[&str] = &[
    "id",
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

#[derive(Clone, Copy, Debug, PartialEq)]
enum Unit {
    Count,
    Probability,
}

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
    values: [Own<f64>; 8],
}

/// The curves, templates resolved; reports every problem of the file.
pub fn parse(sheet: &Sheet, names: &Names, errors: &mut Vec<LoadError>) -> GameParameters {
    let rows: Vec<Row> = (0..sheet.rows.len())
        .map(|i| read_row(&mut sheet.row(i, errors), names))
        .collect();
    let mut curves = Vec::new();
    for (i, id) in names.ids.iter().enumerate() {
        let Some(id) = id else { continue };
        let mut cx = sheet.row(i, errors);
        let Some(chain) = template_chain(&mut cx, i, &rows, names) else {
            continue;
        };
        if id.starts_with(TEMPLATE_PREFIX) {
            continue;
        }
        if let Some(curve) =
            resolve(&mut cx, &chain, &rows, names).filter(|curve| within_bounds(&mut cx, id, curve))
        {
            curves.push((id.clone(), curve));
        }
    }
    for required in param::REQUIRED {
        if names.get(required).is_none() && sheet.has_column("id") {
            let message =
                format!("no row \"{required}\"; the generator needs it (see config/README.md)");
            errors.push(LoadError::file(&sheet.file, message));
        }
    }
    GameParameters { curves }
}

fn read_row(row: &mut RowCx, names: &Names) -> Row {
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
        values: [a, b, d, ad, min, max, own(unit), own(per)],
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
fn resolve(cx: &mut RowCx, chain: &[usize], rows: &[Row], names: &Names) -> Option<Curve> {
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
    let [a, b, d, ad, min, max, unit, _per] = values;
    let unit = if unit == 0.0 {
        Unit::Count
    } else {
        Unit::Probability
    };
    if min > max {
        cx.report(
            "min",
            Some(&min.to_string()),
            format!("min {min} is greater than max {max}"),
        );
        return None;
    }
    if unit == Unit::Probability && (min < 0.0 || max > 1.0) {
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
    Some(Curve {
        a,
        b,
        d: d as u32,
        ad,
        min,
        max,
    })
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
