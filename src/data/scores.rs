//! Cells that give ability scores or defence bonuses by name: `{STR: 16, DEX: 12}` and
//! `{ac: 2, reflex: 1}`, shared by `classes.csv` and `races.csv`.

use serde_yaml::Value;

use super::cell::{self, entries, show};
use super::reader::RowCx;
use crate::world::{Abilities, Ability, Defences};

/// A map of ability to whole number within `range`; with `all`, each of the six must be there.
/// Abilities left out read as 0.
pub fn ability_map(
    row: &mut RowCx,
    column: &str,
    range: (i32, i32),
    all: bool,
) -> Option<Abilities> {
    let example = if all {
        "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10, CHA: 10}"
    } else {
        "{DEX: 2, CON: -2}"
    };
    let value = row.value(column)?;
    let mut out = Abilities([0; 6]);
    let mut seen = [false; 6];
    let mut ok = true;
    for entry in value.iter().flat_map(entries) {
        let (name, param) = match entry {
            Ok(e) => (e.name, e.param),
            Err(part) => {
                let message =
                    format!("expected a map of ability to score, e.g. {example}, got \"{part}\"");
                row.report(column, Some(&part), message);
                ok = false;
                continue;
            }
        };
        let Some(ability) = Ability::parse(name) else {
            let message = format!(
                "unknown ability \"{name}\"; expected STR, DEX, CON, INT, WIS or CHA, e.g. {example}"
            );
            row.report(column, Some(name), message);
            ok = false;
            continue;
        };
        let score = param.and_then(|p| whole_in(p, range));
        let Some(score) = score else {
            let written = format!("{name}: {}", param.map(show).unwrap_or_default());
            let message = format!(
                "expected {name} as a whole number from {} to {}, got \"{written}\"",
                range.0, range.1
            );
            row.report(column, Some(&written), message);
            ok = false;
            continue;
        };
        if std::mem::replace(&mut seen[ability as usize], true) {
            row.report(column, Some(name), format!("{ability} is given twice"));
            ok = false;
        }
        out.set(ability, score);
    }
    if all && ok {
        let missing: Vec<&str> = Ability::ALL
            .iter()
            .filter(|a| !seen[**a as usize])
            .map(|a| a.short())
            .collect();
        if !missing.is_empty() {
            let message = format!(
                "every ability needs a score; missing {}, e.g. {example}",
                missing.join(", ")
            );
            row.report(column, None, message);
            ok = false;
        }
    }
    ok.then_some(out)
}

/// `{ac: 2, fortitude: 1}`: bonuses to the four defences, each within `range`; empty for none.
pub fn defence_bonuses(row: &mut RowCx, column: &str, range: (i32, i32)) -> Option<Defences> {
    const EXAMPLE: &str = "{ac: 1, fortitude: 2}";
    let value = row.value(column)?;
    let mut out = Defences::default();
    let mut ok = true;
    for entry in value.iter().flat_map(entries) {
        let (name, param) = match entry {
            Ok(e) => (e.name, e.param),
            Err(part) => {
                let message =
                    format!("expected a map of defence to bonus, e.g. {EXAMPLE}, got \"{part}\"");
                row.report(column, Some(&part), message);
                ok = false;
                continue;
            }
        };
        let slot = match name {
            "ac" => &mut out.ac,
            "fortitude" => &mut out.fortitude,
            "reflex" => &mut out.reflex,
            "will" => &mut out.will,
            _ => {
                let message = format!(
                    "unknown defence \"{name}\"; expected ac, fortitude, reflex or will, e.g. {EXAMPLE}"
                );
                row.report(column, Some(name), message);
                ok = false;
                continue;
            }
        };
        match param.and_then(|p| whole_in(p, range)) {
            Some(bonus) => *slot = bonus,
            None => {
                let written = format!("{name}: {}", param.map(show).unwrap_or_default());
                let message = format!(
                    "expected {name} as a whole number from {} to {}, got \"{written}\"",
                    range.0, range.1
                );
                row.report(column, Some(&written), message);
                ok = false;
            }
        }
    }
    ok.then_some(out)
}

fn whole_in(value: &Value, (low, high): (i32, i32)) -> Option<i32> {
    cell::as_whole(value)
        .filter(|n| (i64::from(low)..=i64::from(high)).contains(n))
        .map(|n| n as i32)
}
