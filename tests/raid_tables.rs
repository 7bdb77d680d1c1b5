//! The Rogue Code tables, `raids.csv` and `rogue_actions.csv`: the shipped ones load, and each
//! mistake is reported with its file, line, column, value and what was expected.

mod support;

use std::sync::Arc;

use rhai::{Array, Dynamic, Map};
use torchdeep::data::raids::RaidTables;
use torchdeep::data::{LoadError, TableSources};
use torchdeep::raid::view::{view_of, RaidProgress, ViewNames};
use torchdeep::raid::Raid;

const RAIDS_CSV: &str = include_str!("../config/raids.csv");
const ACTIONS_CSV: &str = include_str!("../config/rogue_actions.csv");

use support::raid::raid_tables as tables;

fn get<'a>(m: &'a Map, key: &str) -> &'a Dynamic {
    m.get(key).unwrap_or_else(|| panic!("the view has {key}"))
}

fn int(m: &Map, key: &str) -> i64 {
    get(m, key).as_int().expect("a whole number")
}

fn load(rooms: &str, actions: &str) -> Result<RaidTables, Vec<LoadError>> {
    let (tables, _) = tables();
    let sources = TableSources {
        dir_label: "config".into(),
        files: vec![
            ("raids.csv".into(), rooms.to_string()),
            ("rogue_actions.csv".into(), actions.to_string()),
        ],
    };
    RaidTables::load(&sources, &tables).map_err(|e| e.0)
}

/// The one error a broken table gives.
fn only_error(rooms: &str, actions: &str) -> LoadError {
    let errors = load(rooms, actions).expect_err("refused");
    assert_eq!(errors.len(), 1, "{errors:#?}");
    errors.into_iter().next().expect("an error")
}

/// `text` with line `n` (from 1) replaced.
fn with_line(text: &str, n: usize, line: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    lines[n - 1] = line;
    lines.join("\n") + "\n"
}

#[test]
fn the_shipped_raid_tables_load() {
    let rooms = load(RAIDS_CSV, ACTIONS_CSV).expect("they load").rooms;
    assert_eq!(rooms.len(), RAIDS_CSV.lines().count() - 1);
    assert_eq!((rooms[0].width, rooms[0].height), (7, 5));
}

#[test]
fn a_bad_width_is_located() {
    assert!(RAIDS_CSV
        .lines()
        .nth(1)
        .expect("room 1")
        .starts_with("1,7,5,"));
    let rooms = with_line(RAIDS_CSV, 2, "1,99,5,1,1,1,[guard_1],0.8,0.3,0,200");
    let e = only_error(&rooms, ACTIONS_CSV);
    assert_eq!(e.file, "config/raids.csv");
    assert_eq!(e.line, Some(2));
    assert_eq!(e.column.as_deref(), Some("width"));
    assert_eq!(e.value.as_deref(), Some("99"));
    assert!(
        e.message.contains("\"99\"") && e.message.contains("from 3 to 40"),
        "{}",
        e.message
    );
    assert!(e
        .to_string()
        .starts_with("config/raids.csv:2: column \"width\": "));
}

#[test]
fn an_unknown_guard_kind_is_located() {
    let rooms = RAIDS_CSV.replacen(",[guard_1],0.75,", ",[guard_9],0.75,", 1);
    assert_ne!(rooms, RAIDS_CSV);
    let e = only_error(&rooms, ACTIONS_CSV);
    assert_eq!(e.file, "config/raids.csv");
    assert_eq!(e.line, Some(3));
    assert_eq!(e.column.as_deref(), Some("guard_kinds"));
    assert_eq!(e.value.as_deref(), Some("guard_9"));
    assert!(
        e.message.contains("\"guard_9\"") && e.message.contains("monsters.csv ids"),
        "{}",
        e.message
    );
    // The player is no guard either.
    let rooms = RAIDS_CSV.replacen("[guard_1],0.8", "[player],0.8", 1);
    let e = only_error(&rooms, ACTIONS_CSV);
    assert_eq!((e.line, e.value.as_deref()), (Some(2), Some("player")));
}

#[test]
fn rooms_out_of_order_are_located() {
    let lines: Vec<&str> = RAIDS_CSV.lines().collect();
    let mut swapped = lines.clone();
    swapped.swap(2, 3); // rooms 2 and 3, on lines 3 and 4
    let rooms = swapped.join("\n") + "\n";
    let errors = load(&rooms, ACTIONS_CSV).expect_err("refused");
    assert_eq!(errors.len(), 2, "{errors:#?}");
    for (e, (line, got, expected)) in errors.iter().zip([(3, "3", "2"), (4, "2", "3")]) {
        assert_eq!(e.file, "config/raids.csv");
        assert_eq!(e.line, Some(line));
        assert_eq!(e.column.as_deref(), Some("room"));
        assert_eq!(e.value.as_deref(), Some(got));
        assert!(
            e.message
                .contains(&format!("expected {expected}, got {got}")),
            "{}",
            e.message
        );
    }
}

#[test]
fn a_missing_action_row_is_named() {
    let actions: String = ACTIONS_CSV
        .lines()
        .filter(|l| !l.starts_with("steal,"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(actions, ACTIONS_CSV);
    let e = only_error(RAIDS_CSV, &actions);
    assert_eq!(e.file, "config/rogue_actions.csv");
    assert_eq!(
        (e.line, e.column.as_deref()),
        (None, None),
        "the whole file"
    );
    assert!(
        e.message.contains("\"steal\"") && e.message.contains("all six"),
        "{}",
        e.message
    );
}

#[test]
fn a_duplicated_action_is_located() {
    let actions = format!("{ACTIONS_CSV}move,1,0,2,3,0.2,Again.\n");
    let e = only_error(RAIDS_CSV, &actions);
    assert_eq!(e.file, "config/rogue_actions.csv");
    assert_eq!(e.line, Some(ACTIONS_CSV.lines().count() as u64 + 1));
    assert_eq!(e.column.as_deref(), Some("action"));
    assert_eq!(e.value.as_deref(), Some("move"));
    assert!(
        e.message.contains("\"move\"") && e.message.contains("twice"),
        "{}",
        e.message
    );
    // An action that is none.
    let actions = ACTIONS_CSV.replacen("sneak,", "sneek,", 1);
    let e = load(RAIDS_CSV, &actions).expect_err("refused").remove(0);
    assert_eq!((e.line, e.column.as_deref()), (Some(2), Some("action")));
    assert!(e.message.contains("\"sneek\"") && e.message.contains("sneak"));
}

#[test]
fn too_many_traps_for_the_room_are_located() {
    // Room 1 is 7×5: 34 tiles besides the rogue's, 1 of them for the treasure.
    let rooms = with_line(RAIDS_CSV, 2, "1,7,5,1,1,40,[guard_1],0.8,0.3,0,200");
    let e = only_error(&rooms, ACTIONS_CSV);
    assert_eq!(e.file, "config/raids.csv");
    assert_eq!(e.line, Some(2));
    assert_eq!(e.column.as_deref(), Some("traps"));
    assert_eq!(e.value.as_deref(), Some("40"));
    assert!(
        e.message.contains("40 traps") && e.message.contains("at most 34"),
        "{}",
        e.message
    );
    // As many as fit, and the room is set up.
    let rooms = with_line(RAIDS_CSV, 2, "1,7,5,1,1,33,[guard_1],0.8,0.3,0,200");
    let raids = Arc::new(load(&rooms, ACTIONS_CSV).expect("33 traps fit"));
    let (tables, _) = tables();
    let raid = Raid::new(tables, raids, 1);
    let level = raid.game().level();
    assert_eq!(level.traps.len(), 33);
    assert!(level
        .traps
        .iter()
        .all(|t| t.pos != raid.game().player_pos()));
}

#[test]
fn every_raid_table_problem_is_reported_at_once() {
    let rooms = with_line(RAIDS_CSV, 2, "1,two,5,1,1,1,[guard_1],1.5,0.3,0,200");
    let actions = ACTIONS_CSV.replacen("ranged,0.9,", "ranged,9,", 1);
    let errors = load(&rooms, &actions).expect_err("refused");
    let places: Vec<(&str, Option<u64>, Option<&str>)> = errors
        .iter()
        .map(|e| (e.file.as_str(), e.line, e.column.as_deref()))
        .collect();
    assert!(places.contains(&("config/raids.csv", Some(2), Some("width"))));
    assert!(places.contains(&("config/raids.csv", Some(2), Some("dozing"))));
    assert!(places.contains(&("config/rogue_actions.csv", Some(5), Some("chance"))));
}

#[test]
fn the_view_of_a_new_room() {
    let (tables, raids) = tables();
    let names = ViewNames::new(&tables);
    let raid = Raid::new(tables, Arc::clone(&raids), 1);
    let view = view_of(
        raid.game(),
        &names,
        RaidProgress {
            room: 1,
            score: 0,
            turn: 1,
            treasure_total: raids.room(1).treasure,
        },
    );
    for key in ["guards", "treasure", "traps"] {
        let _: Array = get(&view, key).clone().into_array().expect("an array");
    }
    assert_eq!(
        int(&view, "treasure_total"),
        i64::from(raids.room(1).treasure)
    );
    assert_eq!(int(&view, "carried"), 0);
}
