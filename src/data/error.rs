//! Load errors: each names the file, the CSV line, the column and the value at fault, and says
//! what was expected, so a designer can fix a table without reading Rust.

use std::fmt;

/// One problem found while loading the tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// `{dir_label}/{file}`, e.g. `config/monsters.csv`.
    pub file: String,
    /// The CSV line (the header is line 1); `None` for a problem with the whole file.
    pub line: Option<u64>,
    /// The column's header name.
    pub column: Option<String>,
    /// The offending value: the cell, or the part of it at fault (a behaviour name, an id).
    pub value: Option<String>,
    /// What is wrong and what was expected; it quotes the value.
    pub message: String,
}

impl LoadError {
    /// A problem with a whole file.
    pub fn file(file: &str, message: impl Into<String>) -> LoadError {
        LoadError {
            file: file.to_string(),
            line: None,
            column: None,
            value: None,
            message: message.into(),
        }
    }

    /// A problem with a line of a file, not tied to one column.
    pub fn line(file: &str, line: u64, message: impl Into<String>) -> LoadError {
        LoadError {
            line: Some(line),
            ..LoadError::file(file, message)
        }
    }

    /// A problem with one cell.
    pub fn cell(
        file: &str,
        line: u64,
        column: &str,
        value: Option<&str>,
        message: impl Into<String>,
    ) -> LoadError {
        LoadError {
            file: file.to_string(),
            line: Some(line),
            column: Some(column.to_string()),
            value: value.map(excerpt),
            message: message.into(),
        }
    }
}

/// How many characters of a bad value a message quotes.
pub const EXCERPT_CHARS: usize = 48;

/// `text` as a message quotes it: whole when short, else its first [`EXCERPT_CHARS`]
/// characters, an ellipsis and how long it was.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}… ({} bytes)", &text[..cut], text.len()),
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(column) = &self.column {
            write!(f, ": column \"{column}\"")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for LoadError {}

/// Every problem found in one load, in file and line order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LoadErrors(pub Vec<LoadError>);

impl LoadErrors {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, LoadError> {
        self.0.iter()
    }
}

impl fmt::Display for LoadErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LoadErrors {}

impl<'a> IntoIterator for &'a LoadErrors {
    type Item = &'a LoadError;
    type IntoIter = std::slice::Iter<'a, LoadError>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_leaves_out_absent_parts() {
        let e = LoadError::cell(
            "config/monsters.csv",
            7,
            "behaviors",
            Some("beline_visible"),
            "unknown behaviour \"beline_visible\" (did you mean \"beeline_visible\"?)",
        );
        assert_eq!(
            e.to_string(),
            "config/monsters.csv:7: column \"behaviors\": unknown behaviour \"beline_visible\" \
             (did you mean \"beeline_visible\"?)"
        );
        let f = LoadError::file("config/items.csv", "missing table");
        assert_eq!(f.to_string(), "config/items.csv: missing table");
        let l = LoadError::line("config/items.csv", 3, "too many cells");
        assert_eq!(l.to_string(), "config/items.csv:3: too many cells");
        let all = LoadErrors(vec![f, l]);
        assert_eq!(
            all.to_string(),
            "config/items.csv: missing table\nconfig/items.csv:3: too many cells"
        );
    }
}
