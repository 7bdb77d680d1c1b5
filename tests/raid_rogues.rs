//! The example rogues of `rogues/` (GAME.md §11): every script there compiles and plays raids
//! without a single script error, in the tables' rooms up to the largest.

mod support;

use std::path::PathBuf;
use std::sync::Arc;

use torchdeep::data::raids::RaidTables;
use torchdeep::data::TableSources;
use torchdeep::raid::{Raid, Script};

use support::raid::raid_tables as tables;

/// Every `rogues/*.rhai`, by name, with its source.
fn rogues() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rogues");
    let mut found: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the rogues folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rhai"))
        .map(|path| {
            let name = path
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            let source = std::fs::read_to_string(&path).expect("a readable script");
            (name, source)
        })
        .collect();
    found.sort();
    found
}

/// Plays raid `seed` of `source` until it ends or `rooms` rooms are beaten; panics at the
/// first script error. Returns the rooms beaten.
fn play(name: &str, source: &str, raids: &Arc<RaidTables>, seed: u64, rooms: u32) -> u32 {
    let (tables, _) = tables();
    let mut script =
        Script::compile(source).unwrap_or_else(|e| panic!("{name} does not compile: {e}"));
    script.start(seed);
    let mut raid = Raid::new(tables, Arc::clone(raids), seed);
    while raid.score() < rooms {
        let Some(turn) = raid.step(&mut script) else {
            break;
        };
        if let Some(e) = &turn.error {
            panic!(
                "{name}, raid {seed}, room {} turn {}: {name}:{e}",
                turn.room, turn.turn
            );
        }
    }
    assert_eq!(raid.script_errors(), 0);
    raid.score()
}

#[test]
fn the_template_and_three_rogues_are_there() {
    let names: Vec<String> = rogues().into_iter().map(|(n, _)| n).collect();
    assert!(names.contains(&"template.rhai".to_string()), "{names:?}");
    assert!(names.len() >= 4, "{names:?}");
}

#[test]
fn every_rogue_plays_five_raids_without_a_script_error() {
    let (_, raids) = tables();
    // Up to the largest room of the table; the best rogues would go on for long after.
    let rooms = raids.rooms.len() as u32;
    for (name, source) in rogues() {
        let beaten: u32 = (1..=5)
            .map(|seed| play(&name, &source, &raids, seed, rooms))
            .sum();
        assert!(beaten > 0, "{name} beats a room in five raids");
    }
}

#[test]
fn every_rogue_keeps_within_its_bounds_in_the_largest_room() {
    // Every room as large and as full as the table's last: a script's turns must stay within
    // the operations and sizes the sandbox allows there too.
    let (tables, raids) = tables();
    let text = include_str!("../config/raids.csv");
    let mut lines = text.lines();
    let header = lines.next().expect("a header");
    let last = lines.last().expect("a last room");
    let (_, rest) = last.split_once(',').expect("a row");
    let rows: String = (1..=3).map(|k| format!("{k},{rest}\n")).collect();
    let sources = TableSources {
        dir_label: "config".into(),
        files: vec![
            ("raids.csv".into(), format!("{header}\n{rows}")),
            (
                "rogue_actions.csv".into(),
                include_str!("../config/rogue_actions.csv").into(),
            ),
        ],
    };
    let largest = Arc::new(RaidTables::load(&sources, &tables).expect("the rooms load"));
    assert_eq!(largest.room(1), raids.rooms.last().expect("a room"));
    for (name, source) in rogues() {
        for seed in 11..=12 {
            play(&name, &source, &largest, seed, 2);
        }
    }
}
