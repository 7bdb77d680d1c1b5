//! A CSV table read into rows of raw cells by column name, with the header checked against the
//! columns a table expects, and typed access to a row's cells that reports located errors.

use serde_yaml::Value;

use super::cell::{self, parse_rgb};
use super::error::{excerpt, LoadError};

/// The most bytes a cell may hold: the longest real cell (a behaviour stack) is about 120;
/// longer ones are refused before YAML reads them.
pub const MAX_CELL_BYTES: usize = 4096;
use super::suggest::did_you_mean;
use super::Rgb;

/// A table's rows, each cell stored under the column the table expects.
pub struct Sheet {
    /// `{dir_label}/{file}`, for messages.
    pub file: String,
    columns: &'static [&'static str],
    /// Whether the header has each expected column.
    present: Vec<bool>,
    pub rows: Vec<Row>,
}

pub struct Row {
    /// The CSV line the row starts on; the header is line 1.
    pub line: u64,
    /// By position in the expected columns; `None` when the header lacks that column.
    cells: Vec<Option<String>>,
}

/// Reads a table, reporting a header that lacks a column or has one it does not expect, rows
/// with more cells than the header, and CSV syntax errors.
pub fn read_sheet(
    file: &str,
    text: &str,
    columns: &'static [&'static str],
    errors: &mut Vec<LoadError>,
) -> Sheet {
    let mut sheet = Sheet {
        file: file.to_string(),
        columns,
        present: vec![false; columns.len()],
        rows: Vec::new(),
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.strip_prefix('\u{feff}').unwrap_or(text).as_bytes());
    let mut records = reader.records();
    // Where each CSV field goes among the expected columns.
    let (slots, header_line) = match records.next() {
        Some(Ok(header)) => (
            read_header(&sheet, &header, errors),
            header.position().map_or(1, |p| p.line()),
        ),
        Some(Err(e)) => {
            errors.push(csv_error(file, &e));
            return sheet;
        }
        None => {
            let message = format!(
                "empty; expected a header line with the columns {}",
                columns.join(", ")
            );
            errors.push(LoadError::line(file, 1, message));
            return sheet;
        }
    };
    for (i, name) in columns.iter().enumerate() {
        sheet.present[i] = slots.contains(&Some(i));
        if !sheet.present[i] {
            let message = format!(
                "missing from the header; expected the columns {}",
                columns.join(", ")
            );
            errors.push(LoadError::cell(file, header_line, name, None, message));
        }
    }
    for record in records {
        let record = match record {
            Ok(record) => record,
            Err(e) => {
                errors.push(csv_error(file, &e));
                break;
            }
        };
        if record.iter().all(str::is_empty) {
            continue;
        }
        let line = record.position().map_or(0, |p| p.line());
        if record.len() != slots.len() {
            let message = row_length_message(&record, slots.len());
            errors.push(LoadError::line(file, line, message));
        }
        let mut cells: Vec<Option<String>> = vec![None; columns.len()];
        for (field, slot) in slots.iter().enumerate() {
            let Some(slot) = *slot else { continue };
            let text = record.get(field).unwrap_or("");
            if text.len() > MAX_CELL_BYTES {
                let message = format!(
                    "a cell of {} bytes; a cell holds at most {MAX_CELL_BYTES}",
                    text.len()
                );
                let column = columns[slot];
                errors.push(LoadError::cell(file, line, column, Some(text), message));
                continue; // Left out: the row's reader sees no cell and reports nothing more.
            }
            cells[slot] = Some(text.to_string());
        }
        sheet.rows.push(Row { line, cells });
    }
    sheet
}

/// Why a row has more or fewer cells than the header. A space between a comma and an opening
/// quote keeps the quote from counting, so the quoted cell splits at its commas: that is said
/// rather than asking to quote a cell already quoted.
fn row_length_message(record: &csv::StringRecord, header: usize) -> String {
    let counts = format!(
        "this row has {} cells but the header has {header}",
        record.len()
    );
    let stray_quote = record
        .iter()
        .any(|cell| cell.starts_with('"') && !(cell.len() > 1 && cell.ends_with('"')));
    if stray_quote {
        format!(
            "{counts}; a space between a comma and an opening quote keeps the quote from \
             counting: write ,\"[a, b]\" rather than , \"[a, b]\""
        )
    } else if record.len() > header {
        format!("{counts}; quote a cell that holds commas, e.g. \"[stunnable, hunt]\"")
    } else {
        format!("{counts}; end the row with an empty cell for each column it leaves out")
    }
}

/// Maps each header field to an expected column, reporting unknown and repeated names.
fn read_header(
    sheet: &Sheet,
    header: &csv::StringRecord,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<usize>> {
    let line = header.position().map_or(1, |p| p.line());
    let mut slots: Vec<Option<usize>> = Vec::new();
    for name in header.iter() {
        let slot = sheet.columns.iter().position(|c| *c == name);
        match slot {
            Some(i) if slots.contains(&Some(i)) => {
                errors.push(LoadError::cell(
                    &sheet.file,
                    line,
                    name,
                    None,
                    "appears twice in the header",
                ));
                slots.push(None);
            }
            Some(i) => slots.push(Some(i)),
            None => {
                let hint = did_you_mean(name, sheet.columns.iter().copied());
                let message = if hint.is_empty() {
                    format!(
                        "unknown column; expected the columns {}",
                        sheet.columns.join(", ")
                    )
                } else {
                    format!("unknown column{hint}")
                };
                errors.push(LoadError::cell(&sheet.file, line, name, None, message));
                slots.push(None);
            }
        }
    }
    slots
}

fn csv_error(file: &str, e: &csv::Error) -> LoadError {
    let message = format!("not readable as CSV: {e}");
    match e.position() {
        Some(p) => LoadError::line(file, p.line(), message),
        None => LoadError::file(file, message),
    }
}

impl Sheet {
    /// Typed access to row `i`'s cells.
    pub fn row<'a>(&'a self, i: usize, errors: &'a mut Vec<LoadError>) -> RowCx<'a> {
        RowCx {
            sheet: self,
            row: &self.rows[i],
            errors,
        }
    }

    /// Whether the header has the column.
    pub fn has_column(&self, column: &str) -> bool {
        let slot = self.columns.iter().position(|c| *c == column);
        slot.is_some_and(|i| self.present[i])
    }
}

/// One row being read: each accessor returns `None` after reporting what was wrong (or
/// silently, when the header lacks the column, which is reported once on line 1).
pub struct RowCx<'a> {
    sheet: &'a Sheet,
    row: &'a Row,
    errors: &'a mut Vec<LoadError>,
}

/// "a whole number ≥ 1", "a whole number from -1 to 3".
/// A maximum from `i32::MAX` up is left unsaid: it only guards against overflow.
pub fn whole_range(min: i64, max: i64) -> String {
    match (min, max) {
        (min, max) if max >= i64::from(i32::MAX) => format!("a whole number ≥ {min}"),
        (min, max) => format!("a whole number from {min} to {max}"),
    }
}

impl<'a> RowCx<'a> {
    pub fn raw(&self, column: &str) -> Option<&'a str> {
        let slot = self.sheet.columns.iter().position(|c| *c == column)?;
        self.row.cells[slot].as_deref()
    }

    pub fn report(&mut self, column: &str, value: Option<&str>, message: impl Into<String>) {
        let e = LoadError::cell(&self.sheet.file, self.row.line, column, value, message);
        self.errors.push(e);
    }

    /// The cell as a YAML value (`Some(None)` when empty), or `None` after a YAML error.
    pub fn value(&mut self, column: &str) -> Option<Option<Value>> {
        self.parsed(column, cell::parse_cell)
    }

    fn parsed(
        &mut self,
        column: &str,
        parse: fn(&str) -> Result<Option<Value>, String>,
    ) -> Option<Option<Value>> {
        let raw = self.raw(column)?;
        match parse(raw) {
            Ok(v) => Some(v),
            Err(complaint) => {
                let message = format!("bad YAML in \"{}\": {complaint}", excerpt(raw.trim()));
                self.report(column, Some(raw.trim()), message);
                None
            }
        }
    }

    /// Reports an empty cell or a value `convert` refuses, as "expected {expected}".
    fn convert<T>(
        &mut self,
        column: &str,
        v: Option<Value>,
        expected: &str,
        convert: impl Fn(&Value) -> Option<T>,
    ) -> Option<T> {
        let raw = self.raw(column).unwrap_or("").trim();
        match v {
            None => {
                self.report(column, None, format!("empty cell; expected {expected}"));
                None
            }
            Some(v) => {
                let out = convert(&v);
                if out.is_none() {
                    self.report(
                        column,
                        Some(raw),
                        format!("expected {expected}, got \"{}\"", excerpt(raw)),
                    );
                }
                out
            }
        }
    }

    /// A required cell of any type, converted.
    pub fn typed<T>(
        &mut self,
        column: &str,
        expected: &str,
        convert: impl Fn(&Value) -> Option<T>,
    ) -> Option<T> {
        let v = self.value(column)?;
        self.convert(column, v, expected, convert)
    }

    /// An optional cell of any type: `Some(None)` when empty.
    pub fn optional<T>(
        &mut self,
        column: &str,
        expected: &str,
        convert: impl Fn(&Value) -> Option<T>,
    ) -> Option<Option<T>> {
        match self.value(column)? {
            None => Some(None),
            v => self.convert(column, v, expected, convert).map(Some),
        }
    }

    /// Text taken literally unless quoted (see `cell::parse_text_cell`).
    pub fn text(
        &mut self,
        column: &str,
        expected: &str,
        check: impl Fn(&str) -> bool,
    ) -> Option<String> {
        let v = self.parsed(column, cell::parse_text_cell)?;
        self.convert(column, v, expected, |v| {
            cell::as_text(v).filter(|s| check(s)).map(str::to_string)
        })
    }

    /// Optional text; `Some(None)` when empty, `~` or `null`.
    pub fn optional_text(
        &mut self,
        column: &str,
        expected: &str,
        check: impl Fn(&str) -> bool,
    ) -> Option<Option<String>> {
        match self.parsed(column, cell::parse_text_cell)? {
            None => Some(None),
            v => self
                .convert(column, v, expected, |v| {
                    cell::as_text(v).filter(|s| check(s)).map(str::to_string)
                })
                .map(Some),
        }
    }

    pub fn glyph(&mut self, column: &str) -> Option<char> {
        let text = self.text(column, "exactly one character, e.g. @", |s| {
            s.chars().count() == 1
        })?;
        text.chars().next()
    }

    pub fn colour(&mut self, column: &str) -> Option<Rgb> {
        let text = self.text(column, "a colour #rrggbb, e.g. #7fbf3f", |s| {
            parse_rgb(s).is_some()
        })?;
        parse_rgb(&text).map(|(r, g, b)| Rgb(r, g, b))
    }

    pub fn whole(&mut self, column: &str, min: i64, max: i64) -> Option<i64> {
        let expected = whole_range(min, max);
        self.typed(column, &expected, |v| {
            cell::as_whole(v).filter(|n| (min..=max).contains(n))
        })
    }

    pub fn optional_whole(&mut self, column: &str, min: i64, max: i64) -> Option<Option<i64>> {
        let expected = whole_range(min, max);
        self.optional(column, &expected, |v| {
            cell::as_whole(v).filter(|n| (min..=max).contains(n))
        })
    }

    /// A number from `min` to `max`.
    pub fn number(&mut self, column: &str, min: f64, max: f64) -> Option<f64> {
        let expected = format!("a number from {min} to {max}");
        self.typed(column, &expected, |v| {
            cell::as_number(v).filter(|x| (min..=max).contains(x))
        })
    }

    /// `true` or `false`; empty reads as `false`.
    pub fn flag(&mut self, column: &str) -> Option<bool> {
        self.optional(column, "true or false", Value::as_bool)
            .map(|b| b.unwrap_or(false))
    }
}

impl RowCx<'_> {
    /// One of a fixed set of names, e.g. an item kind; `what` names the set in messages.
    pub fn choice<T: Copy>(
        &mut self,
        column: &str,
        what: &str,
        choices: &[(&str, T)],
    ) -> Option<T> {
        let names: Vec<&str> = choices.iter().map(|(n, _)| *n).collect();
        let expected = format!("a {what}: one of {}", names.join(", "));
        let text = self.text(column, &expected, |_| true)?;
        if let Some((_, t)) = choices.iter().find(|(n, _)| *n == text) {
            return Some(*t);
        }
        let hint = did_you_mean(&text, names.iter().copied());
        let message = if hint.is_empty() {
            format!(
                "unknown {what} \"{text}\"; expected one of {}",
                names.join(", ")
            )
        } else {
            format!("unknown {what} \"{text}\"{hint}")
        };
        self.report(column, Some(&text), message);
        None
    }
}
