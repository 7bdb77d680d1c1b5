//! Headless play as a user runs it: `torchdeep play` replays a key string exactly, and
//! `torchdeep bots` plays hundreds of games without a panic, the same way every time.

use std::process::{Command, Output};

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
    assert_eq!(doc["floor"], "cellar");
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

    let bad = torchdeep(&["play", "--seed", "4", "--keys", "llql"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        stderr.contains("'q'") && stderr.contains("position 3"),
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
    let a = bots("greedy", "120", "1500");
    assert_eq!(a["games"], 120);
    assert_eq!(a["panics"], 0, "{a}");
    assert!(a["reached_goal_floor"].as_u64().unwrap() > 0, "{a}");
    // Within 1,500 turns some fetch the treasure (stolen from beside it, past its guards).
    assert!(a["took_treasure"].as_u64().unwrap() > 0, "{a}");
    assert_eq!(a, bots("greedy", "120", "1500"), "same seed, same summary");
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
