//! `races.csv`: the peoples a character may be born to (human, dwarf, elf, halfling, …): ability
//! bonuses, and free points the player spends at creation.

use super::bounds::*;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::scores::{ability_map, Missing};
use super::RaceDef;

pub const FILE: &str = "races.csv";

pub const COLUMNS: &[&str] = &["id", "name", "abilities", "free_points", "description"];

/// Every row, `None` where the row has a problem (already reported).
pub fn parse(sheet: &Sheet, names: &Names, errors: &mut Vec<LoadError>) -> Vec<Option<RaceDef>> {
    (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone()))
        .collect()
}

fn parse_row(row: &mut RowCx, id: Option<String>) -> Option<RaceDef> {
    let name = row.text("name", "a name", |s| !s.trim().is_empty());
    let bonuses = ability_map(
        row,
        "abilities",
        (-MAX_RACE_BONUS, MAX_RACE_BONUS),
        Missing::Zero,
    );
    let free_points = row.whole("free_points", 0, MAX_FREE_POINTS);
    let description = row.optional_text("description", "text", |_| true);
    Some(RaceDef {
        id: id?,
        name: name?,
        bonuses: bonuses?,
        free_points: free_points? as u32,
        description: description?.unwrap_or_default(),
    })
}
