//! The `id` column of a table: checked for form and duplicates first, so the other tables'
//! references can be resolved even when some of this table's rows have other problems.

use std::collections::HashMap;

use super::cell::is_id;
use super::error::LoadError;
use super::reader::Sheet;
use super::suggest::did_you_mean;

pub const ID_EXPECTED: &str = "an id of lowercase letters, digits and _, e.g. verp_1";

/// A table's ids by row, and the row of each id.
pub struct Names {
    /// What the table is called in messages: "item", "monster", "floor".
    pub what: &'static str,
    /// Where the table is, for messages: "items.csv".
    pub table: String,
    /// By row; `None` where the id is malformed.
    pub ids: Vec<Option<String>>,
    index: HashMap<String, usize>,
}

impl Names {
    /// Reads and checks the id column of every row.
    pub fn collect(
        sheet: &Sheet,
        what: &'static str,
        table: &str,
        errors: &mut Vec<LoadError>,
    ) -> Names {
        let mut names = Names {
            what,
            table: table.to_string(),
            ids: Vec::with_capacity(sheet.rows.len()),
            index: HashMap::new(),
        };
        if sheet.rows.len() > usize::from(u16::MAX) {
            let message = format!(
                "{} rows; a table holds at most {}",
                sheet.rows.len(),
                u16::MAX
            );
            errors.push(LoadError::file(&sheet.file, message));
        }
        for i in 0..sheet.rows.len() {
            let mut row = sheet.row(i, errors);
            let id = row.text("id", ID_EXPECTED, is_id);
            if let Some(id) = &id {
                if let Some(&first) = names.index.get(id) {
                    let message = format!(
                        "duplicate id \"{id}\" (first on line {})",
                        sheet.rows[first].line
                    );
                    row.report("id", Some(id), message);
                } else {
                    names.index.insert(id.clone(), i);
                }
            }
            names.ids.push(id);
        }
        names
    }

    /// Two tables that share one name space (`items.csv`, then `equipment.csv`): `second`'s rows
    /// follow `first`'s, and an id of `second` that `first` has already is reported on its row.
    pub fn joined(
        first: &Names,
        second: &Names,
        sheet: &Sheet,
        errors: &mut Vec<LoadError>,
    ) -> Names {
        let mut names = Names {
            what: first.what,
            table: format!("{} or {}", first.table, second.table),
            ids: first.ids.clone(),
            index: first.index.clone(),
        };
        let offset = first.ids.len();
        for (i, id) in second.ids.iter().enumerate() {
            if let Some(id) = id {
                if names.index.contains_key(id) {
                    let message = format!(
                        "id \"{id}\" is in {} already; ids of the two tables must differ",
                        first.table
                    );
                    sheet.row(i, errors).report("id", Some(id), message);
                } else {
                    names.index.insert(id.clone(), offset + i);
                }
            }
            names.ids.push(id.clone());
        }
        names
    }

    /// The row of an id.
    pub fn get(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    /// `unknown item "rok" (did you mean "rock"?)`, or naming the table when nothing is close.
    pub fn unknown(&self, id: &str) -> String {
        let hint = did_you_mean(id, self.ids.iter().flatten().map(String::as_str));
        if hint.is_empty() {
            format!(
                "unknown {} \"{id}\" (not an id in {})",
                self.what, self.table
            )
        } else {
            format!("unknown {} \"{id}\"{hint}", self.what)
        }
    }
}
