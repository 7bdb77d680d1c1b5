//! Cells that give ability scores or defence bonuses by name: `{STR: 16, DEX: 12}` and
//! `{ac: 2, reflex: 1}`, shared by `classes.csv` and `races.csv`.

use super::cell::{self, entries, show};
use super::reader::RowCx;
use crate::world::{Abilities, Ability, Defence, Defences};

/// What an ability left out of a map reads as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// Each of the six must be there (a class's scores).
    Refused,
    /// 0: a race's bonuses.
    Zero,
    /// 10, a modifier of 0: a monster's average scores.
    Ten,
}

/// A map of ability to whole number within `range`; abilities left out as `missing` says.
pub fn ability_map(
    row: &mut RowCx,
    column: &str,
    range: (i32, i32),
    missing: Missing,
) -> Option<Abilities> {
    let all = missing == Missing::Refused;
    let example = if all {
        "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10, CHA: 10}"
    } else {
        "{DEX: 2, CON: -2}"
    };
    let names = "STR, DEX, CON, INT, WIS or CHA";
    let given = named_wholes(
        row,
        column,
        ("ability", names, example),
        range,
        Ability::parse,
    )?;
    let mut out = Abilities([if missing == Missing::Ten { 10 } else { 0 }; 6]);
    let mut seen = [false; 6];
    let mut ok = true;
    for (ability, score) in given {
        if std::mem::replace(&mut seen[ability as usize], true) {
            row.report(
                column,
                Some(ability.short()),
                format!("{ability} is given twice"),
            );
            ok = false;
        }
        out.set(ability, score);
    }
    let missing: Vec<&str> = Ability::ALL
        .iter()
        .filter(|a| !seen[**a as usize])
        .map(|a| a.short())
        .collect();
    if all && ok && !missing.is_empty() {
        let message = format!(
            "every ability needs a score; missing {}, e.g. {example}",
            missing.join(", ")
        );
        row.report(column, None, message);
        ok = false;
    }
    ok.then_some(out)
}

/// `{ac: 2, fortitude: 1}`: bonuses to the four defences, each within `range`; empty for none.
pub fn defence_bonuses(row: &mut RowCx, column: &str, range: (i32, i32)) -> Option<Defences> {
    let what = (
        "defence",
        "ac, fortitude, reflex or will",
        "{ac: 1, fortitude: 2}",
    );
    let parse = |name: &str| match name {
        "ac" => Some(Defence::Ac),
        "fortitude" => Some(Defence::Fortitude),
        "reflex" => Some(Defence::Reflex),
        "will" => Some(Defence::Will),
        _ => None,
    };
    let mut out = Defences::default();
    for (defence, bonus) in named_wholes(row, column, what, range, parse)? {
        let slot = match defence {
            Defence::Ac => &mut out.ac,
            Defence::Fortitude => &mut out.fortitude,
            Defence::Reflex => &mut out.reflex,
            Defence::Will => &mut out.will,
        };
        *slot = bonus;
    }
    Some(out)
}

/// The entries of a map cell whose keys `parse` names and whose values are whole numbers in
/// `range`; every bad entry is reported. `what` is (kind, the names, an example).
fn named_wholes<K>(
    row: &mut RowCx,
    column: &str,
    (kind, names, example): (&str, &str, &str),
    (low, high): (i32, i32),
    parse: impl Fn(&str) -> Option<K>,
) -> Option<Vec<(K, i32)>> {
    let value = row.value(column)?;
    let mut out = Vec::new();
    let mut ok = true;
    for entry in value.iter().flat_map(entries) {
        let (name, param) = match entry {
            Ok(e) => (e.name, e.param),
            Err(part) => {
                let message =
                    format!("expected a map of {kind} to number, e.g. {example}, got \"{part}\"");
                row.report(column, Some(&part), message);
                ok = false;
                continue;
            }
        };
        let Some(key) = parse(name) else {
            let message = format!("unknown {kind} \"{name}\"; expected {names}, e.g. {example}");
            row.report(column, Some(name), message);
            ok = false;
            continue;
        };
        let number = param
            .and_then(cell::as_whole)
            .filter(|n| (i64::from(low)..=i64::from(high)).contains(n));
        match number {
            Some(n) => out.push((key, n as i32)),
            None => {
                let written = format!("{name}: {}", param.map(show).unwrap_or_default());
                let message = format!(
                    "expected {name} as a whole number from {low} to {high}, got \"{written}\""
                );
                row.report(column, Some(&written), message);
                ok = false;
            }
        }
    }
    ok.then_some(out)
}
