//! Where the tables' text comes from: built into the binary (so web and Android builds need no
//! file system) or read from a folder (so a designer's edits show without a rebuild).

use std::path::Path;

use super::error::{LoadError, LoadErrors};

/// The tables, by file name, in the order errors are reported.
pub const TABLE_FILES: [&str; 14] = [
    "classes.csv",
    "races.csv",
    "levels.csv",
    "monsters.csv",
    "items.csv",
    "equipment.csv",
    "words.csv",
    "rooms.csv",
    "traps.csv",
    "ability_checks.csv",
    "game_parameters.csv",
    "dungeon.csv",
    "shops.csv",
    "spells.csv",
];

/// The raw text of each table, by file name ("monsters.csv", …), and the folder name used in
/// messages (e.g. "config").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSources {
    pub dir_label: String,
    pub files: Vec<(String, String)>,
}

impl TableSources {
    /// The tables of `config/` as they were when the crate was built.
    pub fn embedded() -> TableSources {
        let files = [
            ("classes.csv", include_str!("../../config/classes.csv")),
            ("races.csv", include_str!("../../config/races.csv")),
            ("levels.csv", include_str!("../../config/levels.csv")),
            ("monsters.csv", include_str!("../../config/monsters.csv")),
            ("items.csv", include_str!("../../config/items.csv")),
            ("equipment.csv", include_str!("../../config/equipment.csv")),
            ("words.csv", include_str!("../../config/words.csv")),
            ("rooms.csv", include_str!("../../config/rooms.csv")),
            ("traps.csv", include_str!("../../config/traps.csv")),
            (
                "ability_checks.csv",
                include_str!("../../config/ability_checks.csv"),
            ),
            (
                "game_parameters.csv",
                include_str!("../../config/game_parameters.csv"),
            ),
            ("dungeon.csv", include_str!("../../config/dungeon.csv")),
            ("shops.csv", include_str!("../../config/shops.csv")),
            ("spells.csv", include_str!("../../config/spells.csv")),
        ];
        TableSources {
            dir_label: "config".to_string(),
            files: files
                .iter()
                .map(|(name, text)| (name.to_string(), text.to_string()))
                .collect(),
        }
    }

    /// Reads every table from `dir`; a missing, unreadable or non-UTF-8 file is a located error.
    pub fn from_dir(dir: &Path) -> Result<TableSources, LoadErrors> {
        let (sources, errors) = TableSources::read_dir(dir);
        if errors.is_empty() {
            Ok(sources)
        } else {
            Err(LoadErrors(errors))
        }
    }

    /// The tables of `dir` that could be read, and an error for each that could not.
    pub(crate) fn read_dir(dir: &Path) -> (TableSources, Vec<LoadError>) {
        TableSources::read_files(dir, &TABLE_FILES)
    }

    /// The files `names` of `dir` that could be read, and an error for each that could not.
    pub(crate) fn read_files(dir: &Path, names: &[&str]) -> (TableSources, Vec<LoadError>) {
        let mut sources = TableSources {
            dir_label: dir.display().to_string(),
            files: Vec::new(),
        };
        let mut errors = Vec::new();
        for &name in names {
            let label = sources.label(name);
            match read_table(&dir.join(name)) {
                Err(e) => errors.push(LoadError::file(
                    &label,
                    format!("cannot read the file: {e}"),
                )),
                Ok(bytes) => match String::from_utf8(bytes) {
                    Ok(text) => sources.files.push((name.to_string(), text)),
                    Err(e) => {
                        let bytes = e.as_bytes();
                        let valid = e.utf8_error().valid_up_to();
                        let line =
                            1 + bytes[..valid].iter().filter(|&&b| b == b'\n').count() as u64;
                        let message =
                            "not UTF-8 text; save the file as UTF-8 (CSV UTF-8 in a spreadsheet)";
                        errors.push(LoadError::line(&label, line, message));
                    }
                },
            }
        }
        (sources, errors)
    }

    /// The text of a table.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
    }

    /// Replaces (or adds) a table's text.
    pub fn set(&mut self, name: &str, text: impl Into<String>) {
        let text = text.into();
        match self.files.iter_mut().find(|(n, _)| n == name) {
            Some((_, t)) => *t = text,
            None => self.files.push((name.to_string(), text)),
        }
    }

    /// How a table is named in messages: `config/monsters.csv`.
    pub fn label(&self, name: &str) -> String {
        if self.dir_label.is_empty() {
            name.to_string()
        } else {
            format!("{}/{}", self.dir_label.trim_end_matches(['/', '\\']), name)
        }
    }
}

/// The most bytes a table file may hold: the game's own are a few KiB.
pub const MAX_TABLE_BYTES: u64 = 1 << 20;

/// A table file's bytes: only a regular file (a named pipe or a device is never opened) of at
/// most [`MAX_TABLE_BYTES`].
fn read_table(path: &Path) -> std::io::Result<Vec<u8>> {
    super::bounded::read_bounded(path, MAX_TABLE_BYTES as usize)
}
