//! Rogue Code scripts (GAME.md §11) as a player writes them: raids that repeat on any number
//! of threads, a memory that lasts, hostile scripts stopped within their bounds and reported
//! where they went wrong, and scripts that do not compile refused with their place.
//! (`raid_view.rs` tests what a script sees, `raid_tables.rs` the raid tables.)

mod support;

use std::process::Command;

use rhai::{Dynamic, Map};
use torchdeep::raid::{
    play_raids, RaidEnd, RaidLog, RogueAction, Script, TurnRecord, MAX_OPERATIONS,
};

/// The sandbox's bound on the values a memory holds (`raid::script`'s `MAX_MEMORY_VALUES`,
/// which the error message quotes).
const MAX_MEMORY_VALUES: usize = 4096;

use support::raid::{raid_tables as tables, template_as};

/// Plays `count` raids of `source` from `seed`, every turn kept.
fn play(source: &str, seed: u64, count: usize, threads: usize) -> Vec<RaidLog> {
    let (tables, raids) = tables();
    let (logs, _) = play_raids(&tables, &raids, source, seed, count, threads, true)
        .unwrap_or_else(|e| panic!("the script compiles: {e}"));
    assert_eq!(logs.len(), count);
    logs
}

/// A turn as plain data, to compare runs: room, turn, action, outcome, hit points, error and
/// what was printed.
type TurnKey = (
    u32,
    u32,
    RogueAction,
    String,
    i32,
    Option<String>,
    Vec<String>,
);

fn turn_key(t: &TurnRecord) -> TurnKey {
    (
        t.room,
        t.turn,
        t.action,
        t.outcome.clone(),
        t.hp,
        t.error.as_ref().map(|e| e.to_string()),
        t.printed.clone(),
    )
}

// ---------------------------------------------------------------------------------------
// Determinism

#[test]
fn a_script_plays_the_same_raids_on_one_thread_and_on_three() {
    // The template with a die thrown every turn and a memory: both must repeat.
    let source = format!(
        "{}\n\
         fn turn(view, memory) {{\n\
         \x20   memory.n = if memory.contains(\"n\") {{ memory.n + 1 }} else {{ 1 }};\n\
         \x20   let r = rand(5);\n\
         \x20   print(`${{memory.n}} ${{r}}`);\n\
         \x20   if r == 0 {{ return wait(); }}\n\
         \x20   template_turn(view, memory)\n\
         }}\n",
        template_as("template_turn")
    );
    let one = play(&source, 40, 6, 1);
    let three = play(&source, 40, 6, 3);
    for (i, ((a, at), (b, bt))) in one.iter().zip(&three).enumerate() {
        assert_eq!(a, b, "raid {i}: the same result");
        assert_eq!(a.seed, 40 + i as u64);
        assert!(!at.is_empty());
        let a_turns: Vec<_> = at.iter().map(turn_key).collect();
        let b_turns: Vec<_> = bt.iter().map(turn_key).collect();
        assert_eq!(a_turns, b_turns, "raid {i}: the same turns");
        assert_eq!(at.len() as u64, a.turns);
        // Each raid starts with an empty memory, whichever thread plays it after which raid.
        assert_eq!(at[0].printed[0].split(' ').next(), Some("1"), "raid {i}");
    }
    // And the same seed plays the same raid again, wherever it comes in a batch.
    let again = play(&source, 42, 1, 1);
    assert_eq!(again[0].0, one[2].0);
}

// ---------------------------------------------------------------------------------------
// Memory

#[test]
fn the_memory_lasts_from_turn_to_turn_and_room_to_room() {
    let source = format!(
        "{}\n\
         fn turn(view, memory) {{\n\
         \x20   if !memory.contains(\"turns\") {{ memory.turns = 0; memory.rooms = []; }}\n\
         \x20   memory.turns += 1;\n\
         \x20   if !memory.rooms.contains(view.room) {{ memory.rooms.push(view.room); }}\n\
         \x20   print(`${{memory.turns}}`);\n\
         \x20   print(`${{memory.rooms.len()}}`);\n\
         \x20   template_turn(view, memory)\n\
         }}\n",
        template_as("template_turn")
    );
    // A raid in which the template beats a room or more.
    let (result, turns) = (1..=12)
        .map(|seed| play(&source, seed, 1, 1).remove(0))
        .find(|(r, _)| r.score >= 1)
        .expect("the template beats the first room in one of twelve raids");
    assert!(turns.iter().any(|t| t.room >= 2));
    for (i, t) in turns.iter().enumerate() {
        assert_eq!(t.error, None);
        assert_eq!(t.printed.len(), 2, "turn {i}: {:?}", t.printed);
        assert_eq!(
            t.printed[0],
            (i + 1).to_string(),
            "turns counted across rooms"
        );
        assert_eq!(t.printed[1], t.room.to_string(), "rooms remembered");
    }
    assert_eq!(turns.len() as u64, result.turns);
}

#[test]
fn the_memory_steers_the_actions() {
    // Wait, step, wait, step…: only the memory says which.
    let source = r#"
        fn turn(view, memory) {
            memory.rest = !memory.contains("rest") || !memory.rest;
            if memory.rest {
                return wait();
            }
            let dx = if view.me.x < view.width / 2 { 1 } else { -1 };
            sneak(dx, 0)
        }
    "#;
    let (_, turns) = play(source, 3, 1, 1).remove(0);
    assert!(turns.len() >= 20);
    for (i, t) in turns.iter().take(20).enumerate() {
        match (i % 2, t.action) {
            (0, RogueAction::Wait) | (1, RogueAction::Sneak(_)) => {}
            _ => panic!("turn {}: {:?} ({})", i + 1, t.action, t.outcome),
        }
    }
}

#[test]
fn a_script_starts_each_raid_with_an_empty_memory() {
    let mut script = Script::compile(
        r#"
        fn turn(view, memory) {
            memory.n = if "n" in memory { memory.n + 1 } else { 1 };
            print(`${memory.n}`);
            wait()
        }
    "#,
    )
    .expect("compiles");
    let view = || {
        let mut m = Map::new();
        m.insert("room".into(), Dynamic::from_int(1));
        m
    };
    script.start(1);
    for n in 1..=3 {
        assert_eq!(script.decide(view()), Ok(RogueAction::Wait));
        assert_eq!(script.printed(), vec![n.to_string()]);
    }
    script.start(2);
    assert_eq!(script.decide(view()), Ok(RogueAction::Wait));
    assert_eq!(script.printed(), vec!["1".to_string()]);
}

// ---------------------------------------------------------------------------------------
// Hostile scripts

/// Plays one raid of a hostile script: it must end, every failing turn must be a located
/// error that made the rogue wait, and the errors must be counted. Returns the turns.
fn hostile(source: &str) -> Vec<TurnRecord> {
    let (result, turns) = play(source, 5, 1, 1).remove(0);
    assert!(!turns.is_empty());
    assert_eq!(turns.len() as u64, result.turns);
    let last = turns.last().expect("turns");
    assert!(
        matches!(result.end, RaidEnd::OutOfTime | RaidEnd::Died(_)),
        "the raid ended: {:?} ({})",
        result.end,
        last.outcome
    );
    let failed: Vec<&TurnRecord> = turns.iter().filter(|t| t.error.is_some()).collect();
    assert_eq!(failed.len() as u32, result.script_errors, "errors counted");
    for t in &failed {
        let e = t.error.as_ref().expect("an error");
        assert!(e.line > 0 && e.column > 0, "located: {e}");
        assert_eq!(t.action, RogueAction::Wait, "the failed turn was lost: {e}");
    }
    turns
}

fn first_error(turns: &[TurnRecord]) -> torchdeep::raid::ScriptError {
    turns
        .iter()
        .find_map(|t| t.error.clone())
        .expect("an error was reported")
}

#[test]
fn an_endless_loop_is_stopped_every_turn() {
    let turns = hostile("// the rogue thinks forever\n\nfn turn(view, memory) {\n    loop {}\n}\n");
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert_eq!(
        e.line, 3,
        "at fn turn, where Rhai leaves a broken bound: {e}"
    );
    assert!(e.message.contains(&MAX_OPERATIONS.to_string()), "{e}");
}

#[test]
fn endless_recursion_is_stopped() {
    let turns = hostile("fn f(n) {\n    f(n + 1)\n}\n\nfn turn(view, memory) {\n    f(0)\n}\n");
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert!(e.message.contains("nested deeper"), "{e}");
    assert_eq!(e.line, 5, "at fn turn: {e}");
}

#[test]
fn a_string_grown_by_doubling_is_stopped() {
    let turns = hostile(
        "fn turn(view, memory) {\n    let s = \"rogue\";\n    loop {\n        s += s;\n    }\n}\n",
    );
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert!(e.message.to_lowercase().contains("string"), "{e}");
}

#[test]
fn an_array_grown_in_a_loop_is_stopped() {
    let turns = hostile(
        "fn turn(view, memory) {\n    let a = [];\n    loop {\n        a.push(a.len());\n    }\n}\n",
    );
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert!(e.message.to_lowercase().contains("array"), "{e}");
}

#[test]
fn a_memory_grown_by_nested_maps_stays_bounded() {
    // 500 keys a turn in two nested maps: Rhai's bound on a map's size (nested entries
    // included) stops it within a few turns, and the memory never holds more than the
    // sandbox allows; each failing turn is reported.
    let source = r#"
        fn turn(view, memory) {
            let n = memory.len();
            print(`${n}`);
            for j in 0..2 {
                let inner = #{};
                for i in 0..250 {
                    inner[`k${i}`] = i;
                }
                memory[`t${n}_${j}`] = inner;
            }
            wait()
        }
    "#;
    let turns = hostile(source);
    let failing = turns.iter().filter(|t| t.error.is_some()).count();
    assert!(
        failing + 10 >= turns.len(),
        "it fails from the first turns on"
    );
    let e = first_error(&turns);
    assert!(e.message.contains("map"), "{e}");
    for t in &turns {
        if let Some(keys) = t.printed.first() {
            let keys: usize = keys.parse().expect("a count");
            assert!(keys * 251 <= MAX_MEMORY_VALUES, "{keys} maps kept");
        }
    }
}

#[test]
fn a_memory_grown_without_bound_is_emptied_past_its_bound() {
    // 500 keys a turn in nested maps, each written into a small map of the memory: Rhai's
    // own bound on a map's size (nested entries included) is checked on the map written to,
    // so it lets the memory as a whole grow; the memory's bound stops it. Past
    // MAX_MEMORY_VALUES the memory is emptied and the turn fails.
    let source = r#"
        fn turn(view, memory) {
            if !("count" in memory) {
                memory.count = #{ n: 0 };
                for i in 0..40 {
                    memory[`s${i}`] = #{};
                }
            }
            let n = memory.count.n;
            for j in 0..2 {
                let inner = #{};
                for i in 0..250 {
                    inner[`k${i}`] = i;
                }
                memory[`s${2 * n + j}`].keys = inner;
            }
            memory.count.n = n + 1;
            print(`${n + 1}`);
            wait()
        }
    "#;
    let turns = hostile(source);
    // The memory, its count (a map and a number) and 40 small maps, then 502 values a turn
    // (two maps of 250 numbers).
    let fails_at = (MAX_MEMORY_VALUES - 43) / 502 + 1;
    assert_eq!(fails_at, 9);
    let mut expected = 0;
    for t in &turns {
        expected += 1;
        assert_eq!(t.printed, vec![expected.to_string()], "turn {}", t.turn);
        if expected == fails_at {
            let e = t.error.as_ref().expect("the memory was too big");
            assert!(
                e.message.contains("memory") && e.message.contains("4096"),
                "{e}"
            );
            assert_eq!(e.line, 2, "at fn turn: {e}");
            expected = 0; // emptied: the next turn starts again
        } else {
            assert_eq!(t.error, None, "turn {}", t.turn);
        }
    }
    assert!(turns.len() > 2 * fails_at, "emptied more than once");
}

#[test]
fn closures_and_currying_are_refused() {
    // A pointer curried with itself doubles at every step, out of sight of the size bounds
    // (gigabytes in a few dozen operations); closures hide what they capture the same way.
    let curried = "fn h(x) { x }\nfn turn(view, memory) {\n    let f = Fn(\"h\");\n    \
                   for i in 0..40 { f = f.curry(f); }\n    wait()\n}\n";
    let e = Script::compile(curried).err().expect("curry is refused");
    assert_eq!(e.line, 4, "{e}");
    let called =
        "fn h(a, b) { a }\nfn turn(view, memory) {\n    let f = curry(Fn(\"h\"), 1);\n    \
                  wait()\n}\n";
    let e = Script::compile(called).err().expect("curry is refused");
    assert_eq!((e.line, e.column), (3, 13), "{e}");
    assert!(e.message.contains("curry"), "{e}");
    let closure = "fn turn(view, memory) {\n    let loot = [1, 2];\n    \
                   memory.keep = || loot.len();\n    wait()\n}\n";
    let e = Script::compile(closure)
        .err()
        .expect("closures are refused");
    assert_eq!(e.line, 3, "{e}");
    // Pointers to named functions still sort, filter and call.
    let named = r#"
        fn by_x(a, b) { a.x - b.x }
        fn near(g) { g.x < 100 }
        fn turn(view, memory) {
            let guards = view.guards.filter(Fn("near"));
            guards.sort(Fn("by_x"));
            print(`${Fn("by_x").call(#{ x: 3 }, #{ x: 1 })}`);
            wait()
        }
    "#;
    let (result, turns) = play(named, 8, 1, 1).remove(0);
    assert_eq!(result.script_errors, 0);
    assert_eq!(turns[0].printed, vec!["2".to_string()]);
}

#[test]
fn eval_is_refused() {
    let built = "fn turn(view, memory) {\n    let code = \"wa\" + \"it()\";\n    eval(code)\n}\n";
    let e = Script::compile(built).err().expect("eval does not compile");
    assert_eq!((e.line, e.column), (3, 5), "{e}");
    assert!(e.message.contains("eval"), "{e}");
    // Reached through a function pointer, it fails when called.
    let turns = hostile(
        "fn turn(view, memory) {\n    let e = Fn(\"ev\" + \"al\");\n    e.call(\"wait()\")\n}\n",
    );
    assert!(turns.iter().all(|t| t.error.is_some()));
    assert!(first_error(&turns).message.contains("eval"));
}

#[test]
fn an_unknown_function_is_reported_where_it_is_called() {
    let turns = hostile("fn turn(view, memory) {\n    let x = 1;\n    open_door(x)\n}\n");
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert_eq!((e.line, e.column), (3, 5), "{e}");
    assert!(e.message.contains("open_door"), "{e}");
}

#[test]
fn returning_something_else_than_an_action_loses_the_turn() {
    let turns = hostile("\n\nfn turn(view, memory) {\n    42\n}\n");
    assert!(turns.iter().all(|t| t.error.is_some()));
    let e = first_error(&turns);
    assert_eq!(e.line, 3, "at fn turn: {e}");
    assert!(
        e.message.contains("i64") && e.message.contains("action"),
        "{e}"
    );
    // A step that is no step is refused by the action itself.
    let turns = hostile("fn turn(view, memory) {\n    sneak(2, 0)\n}\n");
    let e = first_error(&turns);
    assert_eq!(e.line, 2, "{e}");
    assert!(e.message.contains("sneak(2, 0)"), "{e}");
}

#[test]
fn a_script_that_fails_only_sometimes_plays_the_other_turns() {
    let source = r#"
        fn turn(view, memory) {
            if view.turn % 3 == 0 {
                throw "every third turn";
            }
            wait()
        }
    "#;
    let turns = hostile(source);
    for t in &turns {
        assert_eq!(t.error.is_some(), t.turn % 3 == 0, "turn {}", t.turn);
    }
    let e = first_error(&turns);
    assert_eq!(e.line, 4);
    assert!(e.message.contains("every third turn"), "{e}");
}

// ---------------------------------------------------------------------------------------
// Compiling

#[test]
fn a_parse_error_is_located_and_the_cli_exits_with_status_2() {
    let source = "fn turn(view, memory) {\n    let x = 1;\n    let y = (x + ;\n    wait()\n}\n";
    let e = Script::compile(source).err().expect("a syntax error");
    assert_eq!((e.line, e.column), (3, 18), "{e}");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("broken.rhai");
    std::fs::write(&path, source).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["raid", path.to_str().expect("UTF-8"), "--raids", "2"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected = format!("{}:3:18: {}", path.display(), e.message);
    assert_eq!(stderr.trim_end(), expected);
}

#[test]
fn the_cli_prints_one_summary_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args([
            "raid",
            "rogues/template.rhai",
            "--raids",
            "3",
            "--seed",
            "9",
        ])
        .args(["--threads", "2"])
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    let summary: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(summary["raids"], 3);
    assert_eq!(summary["script_errors"], 0);
    let histogram = summary["histogram"].as_array().expect("a histogram");
    let total: u64 = histogram.iter().map(|n| n.as_u64().expect("a count")).sum();
    assert_eq!(total, 3);
}

#[test]
fn a_script_without_its_turn_function_is_refused() {
    let e = Script::compile("fn play(view, memory) {\n    wait()\n}\n")
        .err()
        .expect("refused");
    assert!(
        e.line > 0 && e.message.contains("fn turn(view, memory)"),
        "{e}"
    );
    let e = Script::compile("fn turn(view) {\n    wait()\n}\n")
        .err()
        .expect("refused");
    assert!(e.message.contains("fn turn(view, memory)"), "{e}");
    let (tables, raids) = tables();
    assert!(play_raids(&tables, &raids, "let x = 1;", 1, 2, 1, false).is_err());
    let huge = format!(
        "fn turn(view, memory) {{ wait() }}\n//{}\n",
        "x".repeat(70_000)
    );
    let e = Script::compile(&huge).err().expect("too big");
    assert!(e.message.contains("bytes"), "{e}");
}
