//! `traps.csv`: the traps laid near treasure and exits, what they do and how hard they are
//! to notice.

use super::bounds::*;
use super::cell::is_id;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::{TrapDef, TrapEffect};

pub const FILE: &str = "traps.csv";

pub const COLUMNS: &[&str] = &[
    "id", "sprite", "effect", "damage", "turns", "detect", "chance",
];

#[derive(Clone, Copy)]
enum Kind {
    Pit,
    Poison,
    Block,
}

const EFFECTS: [(&str, Kind); 3] = [
    ("pit", Kind::Pit),
    ("poison", Kind::Poison),
    ("block", Kind::Block),
];

/// Every row, `None` where the row has a problem (already reported).
pub fn parse(sheet: &Sheet, names: &Names, errors: &mut Vec<LoadError>) -> Vec<Option<TrapDef>> {
    (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone()))
        .collect()
}

fn parse_row(row: &mut RowCx, id: Option<String>) -> Option<TrapDef> {
    let sprite = row.text(
        "sprite",
        "a tile name of lowercase letters, digits and _",
        is_id,
    );
    let kind = row.choice("effect", "trap effect", &EFFECTS);
    let damage = row.whole("damage", 0, MAX_TRAP_DAMAGE);
    let turns = row.whole("turns", 0, MAX_TURNS);
    let detect = row.number("detect", 0.0, 1.0);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let (Some(id), Some(sprite), Some(kind), Some(damage), Some(turns), Some(detect), Some(chance)) =
        (id, sprite, kind, damage, turns, detect, chance)
    else {
        return None;
    };
    let (damage, turns) = (damage as i32, turns as u32);
    let effect = match kind {
        Kind::Pit => TrapEffect::Pit { damage },
        Kind::Poison if turns == 0 => {
            let message = "a poison trap hurts over several turns; expected turns ≥ 1";
            row.report("turns", Some("0"), message);
            return None;
        }
        Kind::Poison => TrapEffect::Poison { damage, turns },
        Kind::Block => TrapEffect::Block { damage },
    };
    Some(TrapDef {
        id,
        sprite,
        effect,
        detect,
        chance,
    })
}
