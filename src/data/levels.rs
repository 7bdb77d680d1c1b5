//! `levels.csv`: the experience a character needs for each level from 1 to 20, and what
//! reaching it gives: extra hit points, ability points to spend, spell slots.

use super::bounds::*;
use super::error::LoadError;
use super::reader::{RowCx, Sheet};
use super::LevelDef;

pub const FILE: &str = "levels.csv";

pub const COLUMNS: &[&str] = &["level", "xp", "hp", "ability_points", "spell_slots"];

/// The levels, in order; every problem is reported, and the table must hold each level from 1
/// to [`MAX_LEVEL`] once, in order, with XP rising from 0.
pub fn parse(sheet: &Sheet, errors: &mut Vec<LoadError>) -> Option<Vec<LevelDef>> {
    let rows: Vec<Option<LevelDef>> = (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors)))
        .collect();
    let mut ok = rows.iter().all(Option::is_some);
    let levels: Vec<LevelDef> = rows.into_iter().flatten().collect();
    if !ok {
        return None;
    }
    for (i, level) in levels.iter().enumerate() {
        let mut row = sheet.row(i, errors);
        let expected = i as u32 + 1;
        if level.level != expected {
            let message = format!(
                "expected level {expected} here: the rows go 1, 2, 3 … {MAX_LEVEL} in order"
            );
            row.report("level", Some(&level.level.to_string()), message);
            ok = false;
        } else if i == 0 && level.xp != 0 {
            let message = "level 1 is where every character starts; its xp must be 0";
            row.report("xp", Some(&level.xp.to_string()), message);
            ok = false;
        } else if i > 0 && level.xp <= levels[i - 1].xp {
            let message = format!(
                "xp must rise with the level: level {} needs {}",
                levels[i - 1].level,
                levels[i - 1].xp
            );
            row.report("xp", Some(&level.xp.to_string()), message);
            ok = false;
        }
    }
    if ok && levels.len() != MAX_LEVEL as usize {
        let message = format!(
            "{} levels; the table holds every level from 1 to {MAX_LEVEL}",
            levels.len()
        );
        errors.push(LoadError::file(&sheet.file, message));
        ok = false;
    }
    ok.then_some(levels)
}

fn parse_row(row: &mut RowCx) -> Option<LevelDef> {
    let level = row.whole("level", 1, i64::from(MAX_LEVEL));
    let xp = row.whole("xp", 0, MAX_XP);
    let hp = row.whole("hp", 0, MAX_LEVEL_HIT_POINTS);
    let ability_points = row.whole("ability_points", 0, MAX_FREE_POINTS);
    let spell_slots = slots(row);
    Some(LevelDef {
        level: level? as u32,
        xp: xp? as u64,
        hp: hp? as i32,
        ability_points: ability_points? as u32,
        spell_slots: spell_slots?,
    })
}

/// `{at_will: 1, floor: 1, three_floors: 0}`: spells of each frequency that may be memorised,
/// 4 at most in all; a frequency left out has none.
fn slots(row: &mut RowCx) -> Option<[u32; 3]> {
    use super::spells::Frequency;
    let expected = format!(
        "a map of at_will, floor and three_floors to whole numbers, {MAX_SPELL_SLOTS} in all at most, e.g. {{at_will: 1, floor: 1}}"
    );
    row.typed("spell_slots", &expected, |v| {
        let map = v.as_mapping()?;
        let mut out = [0u32; 3];
        for (k, n) in map {
            let at = Frequency::ALL
                .iter()
                .position(|f| Some(f.name()) == k.as_str())?;
            out[at] = u32::try_from(super::cell::as_whole(n)?).ok()?;
        }
        (out.iter().sum::<u32>() <= MAX_SPELL_SLOTS as u32).then_some(out)
    })
}
