//! Rogue Code scripts (GAME.md §11) as a player writes them: raids that repeat on any number
//! of threads, a memory that lasts, hostile scripts stopped within their bounds and reported
//! where they went wrong, a view that tells only what the rogue perceives, and raid tables
//! whose mistakes are located.

use std::process::Command;
use std::sync::{Arc, OnceLock};

use rhai::{Array, Dynamic, Map};
use torchdeep::data::raids::RaidTables;
use torchdeep::data::{LoadError, TableSources, Tables};
use torchdeep::raid::view::{view_of, RaidProgress};
use torchdeep::raid::{
    play_raids, Raid, RaidEnd, RaidLog, RogueAction, Script, TurnRecord, MAX_OPERATIONS,
};
use torchdeep::world::{CreatureId, Pos};

/// The sandbox's bound on the values a memory holds (`raid::script`'s `MAX_MEMORY_VALUES`,
/// which the error message quotes).
const MAX_MEMORY_VALUES: usize = 4096;

const TEMPLATE: &str = include_str!("../rogues/template.rhai");
const RAIDS_CSV: &str = include_str!("../config/raids.csv");
const ACTIONS_CSV: &str = include_str!("../config/rogue_actions.csv");

fn tables() -> (Arc<Tables>, Arc<RaidTables>) {
    static TABLES: OnceLock<(Arc<Tables>, Arc<RaidTables>)> = OnceLock::new();
    TABLES
        .get_or_init(|| {
            let tables = Tables::embedded().expect("the embedded tables load");
            let raids = RaidTables::embedded(&tables).expect("the embedded raid tables load");
            (Arc::new(tables), Arc::new(raids))
        })
        .clone()
}

/// Plays `count` raids of `source` from `seed`, every turn kept.
fn play(source: &str, seed: u64, count: usize, threads: usize) -> Vec<RaidLog> {
    let (tables, raids) = tables();
    let (logs, _) = play_raids(&tables, &raids, source, seed, count, threads, true)
        .unwrap_or_else(|e| panic!("the script compiles: {e}"));
    assert_eq!(logs.len(), count);
    logs
}

/// The template under another name, for scripts that wrap it.
fn template_as(name: &str) -> String {
    let renamed = TEMPLATE.replace("fn turn(view, memory)", &format!("fn {name}(view, memory)"));
    assert_ne!(
        renamed, TEMPLATE,
        "the template defines fn turn(view, memory)"
    );
    renamed
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

// ---------------------------------------------------------------------------------------
// What the script sees

fn get<'a>(m: &'a Map, key: &str) -> &'a Dynamic {
    m.get(key).unwrap_or_else(|| panic!("the view has {key}"))
}

fn list(view: &Map, key: &str) -> Vec<Map> {
    get(view, key)
        .clone()
        .into_array()
        .expect("a list")
        .into_iter()
        .map(|d| d.cast::<Map>())
        .collect()
}

fn int(m: &Map, key: &str) -> i64 {
    get(m, key).as_int().expect("a whole number")
}

/// A tile of the view as a tile of the level (the level has a ring of wall around).
fn level_pos(m: &Map) -> Pos {
    Pos::new(int(m, "x") as i32 + 1, int(m, "y") as i32 + 1)
}

#[test]
fn the_view_shows_only_what_the_rogue_perceives() {
    let (tables, raids) = tables();
    // The template, which sneaks and so finds traps now and then.
    let mut found_seen = 0;
    let mut hidden_unseen = 0;
    let mut dozing_seen = 0;
    let mut awake_seen = 0;
    let mut woken = 0;
    for seed in 1..=4 {
        let mut script = Script::compile(TEMPLATE).expect("compiles");
        script.start(seed);
        let mut raid = Raid::new(Arc::clone(&tables), Arc::clone(&raids), seed);
        while raid.end().is_none() {
            let game = raid.game();
            let progress = RaidProgress {
                room: raid.room(),
                score: raid.score(),
                turn: raid.turn() + 1,
                treasure_total: raids.room(raid.room()).treasure,
            };
            let view = view_of(game, progress);
            let level = game.level();
            assert_eq!(int(&view, "width"), i64::from(level.width() - 2));
            assert_eq!(
                level_pos(&get(&view, "me").clone().cast::<Map>()),
                game.player_pos()
            );

            let traps = list(&view, "traps");
            for t in &traps {
                let at = level_pos(t);
                let trap = level.traps.iter().find(|x| x.pos == at);
                let trap = trap.unwrap_or_else(|| panic!("a trap at {at:?}"));
                assert!(!trap.hidden, "a hidden trap shown at {at:?}");
                found_seen += 1;
            }
            for trap in level.traps.iter().filter(|t| t.hidden) {
                assert!(
                    traps.iter().all(|t| level_pos(t) != trap.pos),
                    "the hidden trap at {:?} is in the view",
                    trap.pos
                );
                hidden_unseen += 1;
            }
            let found = level.traps.iter().filter(|t| !t.hidden).count();
            assert_eq!(traps.len(), found, "every found trap is shown");

            let guards = list(&view, "guards");
            for g in &guards {
                let at = level_pos(g);
                assert!(game.is_visible(at), "a guard out of view at {at:?}");
                let id = level.creatures.id_at(at).expect("a guard stands there");
                let c = level.creatures.get(id).expect("a creature");
                assert_ne!(id, game.player());
                assert_eq!(
                    get(g, "dozing").as_bool(),
                    Ok(c.mind.dozing),
                    "the guard at {at:?}"
                );
                assert_eq!(int(g, "hp"), i64::from(c.hp));
                assert_eq!(
                    get(g, "kind").clone().into_string().expect("a name"),
                    tables.monster(c.kind).id
                );
                if c.mind.dozing {
                    dozing_seen += 1;
                } else {
                    awake_seen += 1;
                }
            }
            let unseen = level
                .creatures
                .iter()
                .filter(|c| c.id != game.player() && !game.is_visible(c.pos))
                .count();
            assert_eq!(guards.len() + unseen + 1, level.creatures.iter().count());
            for t in list(&view, "treasure") {
                let at = level_pos(&t);
                assert!(game.is_visible(at));
                assert_eq!(
                    level
                        .items
                        .at(at)
                        .iter()
                        .map(|i| i64::from(i.count))
                        .sum::<i64>(),
                    int(&t, "count")
                );
            }
            // The turn's outcome tells each guard that woke, once.
            let dozing: Vec<CreatureId> = (level.creatures.iter())
                .filter(|c| c.mind.dozing)
                .map(|c| c.id)
                .collect();
            let t = raid.step(&mut script).expect("a turn");
            if !t.outcome.contains("room beaten") {
                let level = raid.game().level();
                let woke = (dozing.iter())
                    .filter(|&&id| level.creatures.get(id).is_some_and(|c| !c.mind.dozing))
                    .count();
                assert_eq!(t.outcome.matches(" woke").count(), woke, "{}", t.outcome);
                woken += woke;
            }
        }
    }
    assert!(woken > 0, "some guards woke");
    assert!(found_seen > 0, "some traps were found");
    assert!(hidden_unseen > 0, "some traps stayed hidden");
    assert!(
        dozing_seen > 0 && awake_seen > 0,
        "{dozing_seen} {awake_seen}"
    );
}

#[test]
fn the_script_is_given_that_view() {
    // What a script counts in its view is what the game shows.
    let source = format!(
        "{}\n\
         fn turn(view, memory) {{\n\
         \x20   let dozing = 0;\n\
         \x20   for g in view.guards {{ if g.dozing {{ dozing += 1; }} }}\n\
         \x20   print(`${{view.traps.len()}} ${{view.guards.len()}} ${{dozing}}`);\n\
         \x20   template_turn(view, memory)\n\
         }}\n",
        template_as("template_turn")
    );
    let (tables, raids) = tables();
    let mut script = Script::compile(&source).expect("compiles");
    script.start(2);
    let mut raid = Raid::new(Arc::clone(&tables), Arc::clone(&raids), 2);
    for _ in 0..300 {
        if raid.end().is_some() {
            break;
        }
        let level = raid.game().level();
        let found = level.traps.iter().filter(|t| !t.hidden).count();
        let seen: Vec<_> = (level.creatures.iter())
            .filter(|c| c.id != raid.game().player() && raid.game().is_visible(c.pos))
            .collect();
        let dozing = seen.iter().filter(|c| c.mind.dozing).count();
        let expected = format!("{found} {} {dozing}", seen.len());
        let t = raid.step(&mut script).expect("a turn");
        assert_eq!(
            t.printed,
            vec![expected],
            "turn {} of room {}",
            t.turn,
            t.room
        );
    }
}

// ---------------------------------------------------------------------------------------
// Raid tables

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
    let raid = Raid::new(tables, Arc::clone(&raids), 1);
    let view = view_of(
        raid.game(),
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
