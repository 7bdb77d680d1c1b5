//! Headless play as a user runs it: `torchdeep play` replays a key string exactly, and
//! `torchdeep bots` plays hundreds of games without a panic, the same way every time.

use std::process::{Command, Output};
use torchdeep::run::SAVE_FORMAT;

fn torchdeep(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn json_line(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    serde_json::from_str(&text).expect("a JSON line")
}

const KEYS: &str = "llllljjjjjjj.....hhhhtlkkkkyyyubnbn>g<..";

#[test]
fn play_gives_the_same_line_for_the_same_seed_and_keys() {
    let a = torchdeep(&["play", "--seed", "4", "--keys", KEYS]);
    let b = torchdeep(&["play", "--seed", "4", "--keys", KEYS]);
    assert_eq!(a.stdout, b.stdout);
    let doc = json_line(&a);
    for key in ["turns", "outcome", "hp", "floor", "kills", "state_hash"] {
        assert!(doc.get(key).is_some(), "{key} in {doc}");
    }
    assert!(doc["floor"].is_string(), "the floor by its id: {doc}");
    assert_eq!(doc["outcome"], "alive");
    let other_keys = json_line(&torchdeep(&["play", "--seed", "4", "--keys", "jjjjj"]));
    let other_seed = json_line(&torchdeep(&["play", "--seed", "5", "--keys", KEYS]));
    assert_ne!(doc["state_hash"], other_keys["state_hash"]);
    assert_ne!(doc["state_hash"], other_seed["state_hash"]);
}

#[test]
fn play_starts_on_a_named_floor_and_rejects_unknown_keys() {
    let deep = json_line(&torchdeep(&[
        "play", "--seed", "4", "--floor", "ossuary", "--keys", "..",
    ]));
    assert_eq!(deep["floor"], "ossuary");
    assert_eq!(deep["turns"], 2);

    let bad = torchdeep(&["play", "--seed", "4", "--keys", "ll%l"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("'%'") && stderr.contains("position 3"),
        "{stderr}"
    );
}

fn bots(policy: &str, games: &str, turns: &str) -> serde_json::Value {
    let out = torchdeep(&[
        "bots", "--games", games, "--seed", "1", "--policy", policy, "--turns", turns,
    ]);
    json_line(&out)
}

#[test]
fn greedy_bots_play_without_panics_and_replay_exactly() {
    let a = bots("greedy", "120", "4000");
    assert_eq!(a["games"], 120);
    assert_eq!(a["panics"], 0, "{a}");
    assert!(a["reached_goal_floor"].as_u64().unwrap() > 0, "{a}");
    // Within 4,000 turns (seven floors down) some fetch the treasure (stolen from beside it,
    // past its guards).
    assert!(a["took_treasure"].as_u64().unwrap() > 0, "{a}");
    assert_eq!(a, bots("greedy", "120", "4000"), "same seed, same summary");
}

#[test]
fn random_bots_play_without_panics() {
    let a = bots("random", "150", "800");
    assert_eq!(a["games"], 150);
    assert_eq!(a["panics"], 0, "{a}");
}

#[test]
fn play_reads_the_rogue_keys() {
    // A dash covers in one turn what two steps cover in two (seed 2 starts with open floor
    // east of the player).
    let dash = json_line(&torchdeep(&["play", "--seed", "2", "--keys", "L"]));
    let steps = json_line(&torchdeep(&["play", "--seed", "2", "--keys", "ll"]));
    let start = json_line(&torchdeep(&["play", "--seed", "2", "--keys", ""]));
    assert_eq!(
        (dash["turns"].clone(), steps["turns"].clone()),
        (1.into(), 2.into())
    );
    assert_eq!(
        (dash["x"].clone(), dash["y"].clone()),
        (steps["x"].clone(), steps["y"].clone())
    );
    assert_eq!(
        dash["x"].as_i64().unwrap(),
        start["x"].as_i64().unwrap() + 2
    );
    assert_eq!(dash["refused"], 0);
    // Dashes, darts and thefts are keys like any other: the same string gives the same game.
    let keys = "LLJJfl.xhHHKKfk";
    let once = json_line(&torchdeep(&["play", "--seed", "9", "--keys", keys]));
    let again = json_line(&torchdeep(&["play", "--seed", "9", "--keys", keys]));
    assert_eq!(once, again);
    let steps = json_line(&torchdeep(&["play", "--seed", "9", "--keys", "lllljjjj"]));
    assert_ne!(once["state_hash"], steps["state_hash"]);
    let bad = torchdeep(&["play", "--seed", "9", "--keys", "fq"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a direction"));
}

#[test]
fn a_key_string_split_between_a_save_and_a_load_plays_as_one() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("run.save");
    let save = save.to_str().unwrap();
    let keys = "lllljjjjjj.g.hhhsjjjjbbbtlnnnnnxl>..ukkkkkfl..LLLL..";
    let whole = torchdeep(&["play", "--seed", "9", "--keys", keys]);
    for cut in [0, 1, 7, 15, 16, 30, keys.len() - 1, keys.len()] {
        // Never between a key and the direction it needs.
        if keys[..cut].ends_with(['t', 'f', 'x']) {
            continue;
        }
        let first = torchdeep(&[
            "play",
            "--seed",
            "9",
            "--keys",
            &keys[..cut],
            "--save",
            save,
        ]);
        assert!(first.status.success());
        let rest = torchdeep(&["play", "--load", save, "--keys", &keys[cut..]]);
        assert_eq!(
            String::from_utf8_lossy(&rest.stdout),
            String::from_utf8_lossy(&whole.stdout),
            "cut after {cut} keys"
        );
    }
}

#[test]
fn replay_verify_says_whether_a_run_plays_out_as_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.replay");
    let file = path.to_str().unwrap();
    let keys = "lllljjjjjj.g.hhh".repeat(20);
    let played = json_line(&torchdeep(&[
        "play", "--seed", "2", "--keys", &keys, "--replay", file,
    ]));
    let out = torchdeep(&["replay", file, "--verify"]);
    let verdict = json_line(&out);
    assert_eq!(verdict["turns"], played["turns"]);
    assert_eq!(verdict["outcome"], played["outcome"]);
    assert_eq!(verdict["diverged_at"], serde_json::Value::Null);
    assert!(verdict["checkpoints"].as_u64().unwrap() >= 2, "{verdict}");

    // A forged hash: the turn is named and the exit status is 1.
    let text = std::fs::read_to_string(&path).unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let first = &doc["checkpoints"][0];
    let hash = first["hash"].as_str().unwrap();
    let forged = text.replacen(hash, "0000000000000000", 1);
    std::fs::write(&path, forged).unwrap();
    let out = torchdeep(&["replay", file, "--verify"]);
    assert_eq!(out.status.code(), Some(1));
    let verdict: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verdict["diverged_at"], first["turn"]);

    // Not a replay at all: exit status 2 and the file named.
    std::fs::write(&path, "{\"format\":1,\"seed\":").unwrap();
    let out = torchdeep(&["replay", file, "--verify"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("run.replay"));
}

#[test]
fn a_damaged_or_foreign_save_is_refused_with_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.save");
    let file = path.to_str().unwrap();
    torchdeep(&["play", "--seed", "3", "--keys", "jjj", "--save", file]);
    let text = std::fs::read_to_string(&path).unwrap();
    for (damaged, why) in [
        (text[..text.len() / 2].to_string(), "damaged"),
        (
            text.replacen(&format!("\"format\":{SAVE_FORMAT}"), "\"format\":7", 1),
            "format 7",
        ),
    ] {
        std::fs::write(&path, damaged).unwrap();
        let out = torchdeep(&["play", "--load", file, "--keys", "."]);
        assert_eq!(out.status.code(), Some(2));
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(
            message.contains("run.save") && message.contains(why),
            "{message}"
        );
    }
}

#[test]
fn a_finished_run_leaves_no_save() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.save");
    let file = path.to_str().unwrap();
    torchdeep(&["play", "--seed", "3", "--keys", ".", "--save", file]);
    assert!(path.exists());
    // The player starts beside the dungeon's exit: a step onto it and `<` ends the run, fled.
    let floor = json_line(&torchdeep(&["gen", "--seed", "3", "--format", "json"]));
    let exit = (floor["portals"].as_array().unwrap().iter())
        .find(|p| p["kind"] == "exit")
        .unwrap();
    let here = json_line(&torchdeep(&["play", "--seed", "3", "--keys", ""]));
    let d = |axis: &str| exit[axis].as_i64().unwrap() - here[axis].as_i64().unwrap();
    let step = match (d("x"), d("y")) {
        (0, -1) => 'k',
        (1, -1) => 'u',
        (1, 0) => 'l',
        (1, 1) => 'n',
        (0, 1) => 'j',
        (-1, 1) => 'b',
        (-1, 0) => 'h',
        (-1, -1) => 'y',
        other => panic!("the exit is not beside the start: {other:?}"),
    };
    let keys = format!("{step}<");
    let out = json_line(&torchdeep(&[
        "play", "--load", file, "--keys", &keys, "--save", file,
    ]));
    assert_eq!(out["outcome"], "fled");
    assert!(!path.exists(), "permadeath: a finished run's save is gone");
}

#[test]
fn play_uses_wears_and_drops_things_by_letter() {
    let start = json_line(&torchdeep(&[
        "play", "--seed", "3", "--class", "fighter", "--keys", ".",
    ]));
    let inventory = start["inventory"].as_array().unwrap();
    let letter_of = |id: &str| {
        inventory
            .iter()
            .find(|i| i["id"] == id)
            .map(|i| i["letter"].as_str().unwrap().to_string())
            .unwrap()
    };
    let (sword, draught) = (letter_of("long_sword"), letter_of("healing_draught"));
    assert_eq!(start["equipment"]["main_hand"], sword.as_str());
    assert_eq!(
        start["equipment"]["body"],
        letter_of("leather_armour").as_str()
    );
    // The kit's draught is known to the one who packed it.
    assert!(inventory.iter().any(|i| i["name"] == "healing draught"));

    let keys = format!(".W{sword}q{draught}");
    let after = json_line(&torchdeep(&[
        "play", "--seed", "3", "--class", "fighter", "--keys", &keys,
    ]));
    assert_eq!(after["turns"], 3);
    assert!(after["equipment"].get("main_hand").is_none(), "{after}");
    assert!(!after["inventory"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["id"] == "healing_draught"));
    // Dropping a worn thing is refused; taking it off first, then dropping, works.
    let body = letter_of("leather_armour");
    let keys = format!("d{body}W{body}d{body}");
    let dropped = json_line(&torchdeep(&[
        "play", "--seed", "3", "--class", "fighter", "--keys", &keys,
    ]));
    assert_eq!(dropped["refused"], 1);
    assert!(!dropped["inventory"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["id"] == "leather_armour"));
    let bad = torchdeep(&["play", "--seed", "3", "--keys", "q7"]);
    assert_eq!(bad.status.code(), Some(2));
}
