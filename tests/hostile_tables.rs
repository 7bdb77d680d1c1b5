//! Tables a hostile user might hand the game, found by a fixed-seed fuzzer: a few thousand copies
//! of the game's own tables, each with cells overwritten by extreme or malformed values. Every
//! copy either loads or is refused with located errors, never a panic; one that loads must then
//! generate every floor and play a short greedy game without a panic or a runaway. Besides,
//! proptest writes any text into any cell, or splices any bytes into a file: the loader never
//! panics, and what it refuses names a file.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use proptest::prelude::*;
use torchdeep::bot::autoplay::Greedy;
use torchdeep::data::{TableSources, Tables, TABLE_FILES};
use torchdeep::gen::{generate_floor, FloorRequest, StairsPlan};
use torchdeep::rules::Game;
use torchdeep::world::PortalKind;

/// Numbers written over a cell: at and past every bound a loader might forget, and YAML's
/// special floats.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "1073741824",
    "-1073741824",
    "2147483647",
    "-2147483648",
    "4294967296",
    "9223372036854775807",
    "18446744073709551616",
    "1e308",
    "-1e308",
    "1e-308",
    ".nan",
    ".inf",
    "-.inf",
    "0.5",
    "-0.5",
];

/// Values of the wrong shape.
const SHAPES: &[&str] = &[
    "~",
    "",
    "true",
    "x",
    "\"[1, 2]\"",
    "{a: 1}",
    "\"[stunnable, {keep_range: 1000000000}]\"",
    "\"{rock: 1000000000}\"",
    "\"{rock: -5}\"",
    "verp_1",
    "player",
    "cellar",
    "#ffffff",
];

/// The text with cell `column` of data row `row` replaced (rows and cells counted from 0,
/// quoted cells kept whole).
fn replace_cell(text: &str, row: usize, column: usize, value: &str) -> Option<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(text.as_bytes());
    let headers = reader.headers().ok()?.clone();
    let mut records: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().ok()?;
    let record = records.get_mut(row)?;
    let mut cells: Vec<String> = record.iter().map(str::to_string).collect();
    *cells.get_mut(column)? = value.trim_matches('"').to_string();
    *record = csv::StringRecord::from(cells);
    let mut writer = csv::Writer::from_writer(Vec::new());
    writer.write_record(&headers).ok()?;
    for r in &records {
        writer.write_record(r).ok()?;
    }
    String::from_utf8(writer.into_inner().ok()?).ok()
}

/// One or two tables changed: in each, one cell of a row is overwritten, or every number of the
/// row at once (so a `min` and a `max` rise together past a bound).
fn mutated(rng: &mut fastrand::Rng) -> (TableSources, String) {
    let mut sources = TableSources::embedded();
    let mut said = Vec::new();
    for _ in 0..rng.usize(1..=2) {
        let file = TABLE_FILES[rng.usize(0..TABLE_FILES.len())];
        let text = sources.get(file).unwrap().to_string();
        let rows: Vec<csv::StringRecord> = csv::Reader::from_reader(text.as_bytes())
            .records()
            .flatten()
            .collect();
        let row = rng.usize(0..rows.len().max(1));
        let Some(record) = rows.get(row) else {
            continue;
        };
        let value = if rng.u8(0..4) == 0 {
            SHAPES[rng.usize(0..SHAPES.len())]
        } else {
            NUMBERS[rng.usize(0..NUMBERS.len())]
        };
        let columns: Vec<usize> = if rng.bool() {
            vec![rng.usize(0..record.len().max(1))]
        } else {
            (0..record.len())
                .filter(|&c| record[c].parse::<f64>().is_ok())
                .collect()
        };
        let mut text = text;
        for column in columns {
            if let Some(changed) = replace_cell(&text, row, column, value) {
                text = changed;
                said.push(format!("{file} row {row} column {column} = {value:?}"));
            }
        }
        sources.set(file, text);
    }
    (sources, said.join("; "))
}

/// Generates every floor of the dungeon.
fn generate(tables: &Tables, seed: u64) {
    for spec in &tables.dungeon {
        let request = FloorRequest {
            depth: spec.depth,
            width: spec.width,
            height: spec.height,
            stairs: StairsPlan {
                up: PortalKind::Up,
                down_stairs: 1,
                goal: spec.goal,
            },
            prize: None,
        };
        generate_floor(tables, &request, &mut fastrand::Rng::with_seed(seed));
    }
}

/// Plays a short greedy game.
fn play(tables: Tables, seed: u64) {
    let tables = Arc::new(tables);
    let mut game = Game::new(Arc::clone(&tables), seed);
    let mut greedy = Greedy::new();
    let mut attempts = 0;
    while game.outcome().is_none() && game.turn() < 150 && attempts < 600 {
        attempts += 1;
        let command = greedy.next_command(&game);
        let _ = game.act(command);
    }
}

#[test]
fn thousands_of_mutated_tables_load_or_are_refused_and_what_loads_plays() {
    let mut rng = fastrand::Rng::with_seed(15);
    // More cases for a longer search: TORCHDEEP_FUZZ_CASES=100000.
    let tried = std::env::var("TORCHDEEP_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(4000);
    let (mut loaded, mut played) = (0, 0);
    let mut failures = Vec::new();
    for case in 0..tried {
        let (sources, said) = mutated(&mut rng);
        let outcome = catch_unwind(AssertUnwindSafe(|| Tables::load(&sources)));
        let tables = match outcome {
            Err(_) => {
                failures.push(format!("case {case}: loading panicked after {said}"));
                continue;
            }
            Ok(Err(errors)) => {
                for e in errors.iter() {
                    let e = e.to_string();
                    assert!(e.contains(".csv"), "case {case}: {e} names no file");
                    assert!(e.len() < 600, "case {case}: {e} is not brief");
                }
                continue;
            }
            Ok(Ok(tables)) => tables,
        };
        loaded += 1;
        let outcome = catch_unwind(AssertUnwindSafe(|| generate(&tables, case as u64)));
        if outcome.is_err() {
            failures.push(format!("case {case}: generation panicked after {said}"));
            continue;
        }
        // Playing is the slow part: every tenth table that loads.
        if loaded % 10 != 0 {
            continue;
        }
        played += 1;
        let outcome = catch_unwind(AssertUnwindSafe(|| play(tables, case as u64)));
        if outcome.is_err() {
            failures.push(format!("case {case}: playing panicked after {said}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{loaded} of {tried} mutated tables loaded, {played} played");
    assert!(
        loaded > 0 && loaded < tried,
        "the mutations test both sides"
    );
}

/// Each table's cells: (file, rows of cells including the header).
fn embedded_cells() -> Vec<(String, Vec<Vec<String>>)> {
    TableSources::embedded()
        .files
        .into_iter()
        .map(|(name, text)| {
            let mut reader = csv::ReaderBuilder::new()
                .has_headers(false)
                .from_reader(text.as_bytes());
            let rows = reader
                .records()
                .map(|r| r.unwrap().iter().map(str::to_string).collect())
                .collect();
            (name, rows)
        })
        .collect()
}

/// The embedded tables with one cell of table `file` overwritten by `text`; `row` (the
/// header's is 0) and `column` wrap round the table's size.
fn with_cell(file: usize, row: usize, column: usize, text: String) -> TableSources {
    let mut tables = embedded_cells();
    let (name, rows) = &mut tables[file];
    let row = row % rows.len();
    let column = column % rows[row].len();
    rows[row][column] = text;
    let mut sources = TableSources::embedded();
    sources.set(name, write_csv(rows));
    sources
}

fn write_csv(rows: &[Vec<String>]) -> String {
    let mut writer = csv::WriterBuilder::new()
        .flexible(true)
        .from_writer(Vec::new());
    for row in rows {
        writer.write_record(row).unwrap();
    }
    String::from_utf8(writer.into_inner().unwrap()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_text_in_any_cell_never_panics(file in 0..5usize, row in 0..12usize, column in 0..12usize, text in any::<String>()) {
        let _ = Tables::load(&with_cell(file, row, column, text));
    }

    #[test]
    fn any_yaml_ish_cell_never_panics(file in 0..5usize, row in 1..12usize, column in 0..12usize, text in "[\\[\\]{}:,'\"#*&!@|>~ a-z0-9.-]{0,24}") {
        if let Err(e) = Tables::load(&with_cell(file, row, column, text)) {
            prop_assert!(!e.is_empty());
            // A prefab whose spawn names an id the edit removed is reported in its map.
            prop_assert!(e
                .iter()
                .all(|e| e.file.starts_with("config/") || e.file.starts_with("maps/prefabs/")));
        }
    }

    #[test]
    fn any_bytes_spliced_into_a_table_never_panic(file in 0..5usize, at in 0..2000usize, bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        let name = TABLE_FILES[file];
        let mut sources = TableSources::embedded();
        let text = sources.get(name).unwrap().as_bytes().to_vec();
        let at = at % (text.len() + 1);
        let spliced: Vec<u8> = text[..at].iter().chain(&bytes).chain(&text[at..]).copied().collect();
        sources.set(name, String::from_utf8_lossy(&spliced).into_owned());
        let _ = Tables::load(&sources);
    }
}
