//! `torchdeep gen` as a user runs it.

use std::process::{Command, Output};

fn torchdeep(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn gen_prints_the_same_map_for_the_same_seed_and_another_for_another() {
    let a = torchdeep(&["gen", "--seed", "11"]);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let b = torchdeep(&["gen", "--seed", "11"]);
    let c = torchdeep(&["gen", "--seed", "12"]);
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    let map = String::from_utf8(a.stdout).unwrap();
    let rows: Vec<&str> = map.lines().collect();
    assert_eq!(rows.len(), 50);
    assert!(rows.iter().all(|r| r.chars().count() == 80));
    assert_eq!(map.matches('@').count(), 1, "one player start");
    for c in ['#', '.', '+', '=', '<', '>'] {
        assert!(map.contains(c), "the map shows {c:?}");
    }
    let stderr = String::from_utf8(a.stderr).unwrap();
    assert!(
        stderr.contains("seed 11") && stderr.contains("door"),
        "seed and legend on stderr: {stderr}"
    );
}

#[test]
fn gen_json_describes_the_floor() {
    let out = torchdeep(&[
        "gen", "--seed", "5", "--floor", "cistern", "--format", "json", "--width", "100",
        "--height", "60",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(doc["seed"], 5);
    assert_eq!(doc["width"], 100);
    assert_eq!(doc["height"], 60);
    assert_eq!(doc["tiles"].as_array().unwrap().len(), 60);
    for key in [
        "cells",
        "rooms",
        "doors",
        "portals",
        "creatures",
        "items",
        "stages",
    ] {
        assert!(
            doc[key].as_array().is_some_and(|a| !a.is_empty()),
            "{key} is a non-empty list"
        );
    }
    let cell = &doc["cells"][0];
    for key in ["label", "x", "y", "w", "h", "quadrant", "difficulty"] {
        assert!(!cell[key].is_null(), "cells carry {key}");
    }
    let portals = doc["portals"].as_array().unwrap();
    assert!(portals
        .iter()
        .any(|p| p["kind"] == "up" && p["to"] == "cellar"));
    assert!(doc["creatures"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["id"] == "player"));
    let stages: Vec<&str> = doc["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(stages.first(), Some(&"quadrants"));
}

#[test]
fn gen_with_a_broken_table_exits_2_and_names_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/config")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.path().join(path.file_name().unwrap())).unwrap();
    }
    let monsters = dir.path().join("monsters.csv");
    let text = std::fs::read_to_string(&monsters)
        .unwrap()
        .replace("beeline_visible", "beline_visible");
    std::fs::write(&monsters, text).unwrap();
    let out = torchdeep(&[
        "gen",
        "--seed",
        "1",
        "--config",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("monsters.csv:") && stderr.contains("did you mean \"beeline_visible\""),
        "{stderr}"
    );
}

#[test]
fn gen_refuses_an_unknown_floor() {
    let out = torchdeep(&["gen", "--floor", "attic"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown floor \"attic\""));
}

#[test]
fn gen_makes_floors_up_to_1000_tiles_a_side_and_refuses_larger() {
    let out = torchdeep(&["gen", "--seed", "3", "--width", "1000", "--height", "1000"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let map = String::from_utf8(out.stdout).unwrap();
    assert_eq!(map.lines().count(), 1000);
    assert!(map.lines().all(|r| r.chars().count() == 1000));
    assert_eq!(map.matches('@').count(), 1, "one player start");
    assert!(map.contains('>'), "down-stairs on the big floor");
    for side in ["1001", "11"] {
        let out = torchdeep(&["gen", "--seed", "3", "--width", side]);
        assert_eq!(out.status.code(), Some(2), "--width {side} is refused");
    }
}
