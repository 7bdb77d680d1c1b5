//! A save leaves each floor's terrain to the generator: it holds only the tiles play changed
//! (doors opened, hallways spent), and refuses to put them onto floors generated otherwise.

use std::sync::Arc;

use serde_json::Value;
use torchdeep::bot::autoplay::Greedy;
use torchdeep::data::Tables;
use torchdeep::gen::generate_dungeon;
use torchdeep::run::{LoadFailure, Run, SaveFile};
use torchdeep::world::Wall;

fn tables() -> Arc<Tables> {
    Arc::new(Tables::embedded().unwrap())
}

/// A greedy robot's run of `seed` played until it has opened `doors` doors.
fn run_with_open_doors(tables: &Arc<Tables>, seed: u64, doors: usize) -> Run {
    let mut run = Run::new(Arc::clone(tables), seed, 0);
    let mut bot = Greedy::new();
    let open = |run: &Run| {
        (run.game().state().dungeon().floors.iter())
            .flat_map(|f| f.level.walls.cells())
            .filter(|w| matches!(w, Some(Wall::Door { open: true })))
            .count()
    };
    while open(&run) < doors {
        assert!(run.game().outcome().is_none(), "seed {seed} ended first");
        let command = bot.next_command(run.game());
        let _ = run.act(command);
    }
    run
}

fn floors(save: &Value) -> &Vec<Value> {
    save["terrain"]["floors"]
        .as_array()
        .expect("terrain floors")
}

/// A floor's changed tiles of one layer (left out of the file when there are none).
fn changed(floor: &Value, layer: &str) -> Vec<Value> {
    floor
        .get(layer)
        .map_or(Vec::new(), |l| l.as_array().unwrap().clone())
}

#[test]
fn a_new_runs_save_holds_no_terrain_and_a_played_one_only_the_doors_it_opened() {
    let tables = tables();
    let fresh = Run::new(Arc::clone(&tables), 5, 0);
    let save: Value = serde_json::from_str(&fresh.save_json()).unwrap();
    assert_eq!(floors(&save).len(), tables.dungeon.len());
    for floor in floors(&save) {
        assert_eq!(floor, &serde_json::json!({}), "nothing changed yet");
    }
    for floor in save["state"]["dungeon"]["floors"].as_array().unwrap() {
        for part in ["ground", "walls", "ornaments", "layout"] {
            assert!(floor["level"].get(part).is_none(), "{part} is left out");
        }
    }

    let run = run_with_open_doors(&tables, 5, 3);
    let save: Value = serde_json::from_str(&run.save_json()).unwrap();
    let generated = generate_dungeon(&tables, 5);
    for (i, floor) in run.game().state().dungeon().floors.iter().enumerate() {
        let expected: Vec<Value> = (floor.level.walls.cells().iter())
            .zip(generated.floors[i].level.walls.cells())
            .enumerate()
            .filter(|(_, (now, then))| now != then)
            .map(|(t, (now, _))| serde_json::json!([t, now]))
            .collect();
        assert_eq!(changed(&floors(&save)[i], "walls"), expected);
    }
    let opened: usize = (floors(&save).iter())
        .map(|f| changed(f, "walls").len())
        .sum();
    assert!(opened >= 3, "the opened doors are saved: {opened}");

    let loaded = SaveFile::load(run.save_json().as_bytes(), Arc::clone(&tables)).unwrap();
    assert_eq!(
        loaded.game().state().dungeon(),
        run.game().state().dungeon()
    );
}

#[test]
fn a_save_whose_floors_this_version_generates_otherwise_is_refused() {
    let tables = tables();
    let run = run_with_open_doors(&tables, 6, 1);
    let mut save: Value = serde_json::from_str(&run.save_json()).unwrap();
    let hash = save["terrain"]["generated"].as_u64().unwrap();
    save["terrain"]["generated"] = Value::from(hash ^ 1);
    save["game_version"] = Value::from("0.0.1");
    let failure = SaveFile::load(save.to_string().as_bytes(), tables).unwrap_err();
    assert_eq!(
        failure,
        LoadFailure::OtherFloors {
            game_version: "0.0.1".into()
        }
    );
    let text = failure.to_string();
    assert!(text.contains("0.0.1") && text.contains("floors"), "{text}");
}

#[test]
fn a_change_beyond_its_floor_or_for_a_missing_floor_is_refused_naming_it() {
    let tables = tables();
    let run = run_with_open_doors(&tables, 7, 1);
    let json = run.save_json();

    let mut beyond: Value = serde_json::from_str(&json).unwrap();
    let floor = (floors(&beyond).iter())
        .position(|f| !changed(f, "walls").is_empty())
        .unwrap();
    beyond["terrain"]["floors"][floor]["walls"][0][0] = Value::from(999_999);
    let failure = SaveFile::load(beyond.to_string().as_bytes(), Arc::clone(&tables));
    let Err(LoadFailure::Damaged(why)) = failure else {
        panic!("a change beyond the floor loads: {failure:?}");
    };
    assert!(
        why.contains(&format!("floor {floor}")) && why.contains("tile 999999"),
        "{why}"
    );

    let mut fewer: Value = serde_json::from_str(&json).unwrap();
    let all = fewer["terrain"]["floors"].as_array_mut().unwrap();
    all.pop();
    let failure = SaveFile::load(fewer.to_string().as_bytes(), tables);
    let Err(LoadFailure::Damaged(why)) = failure else {
        panic!("a save missing a floor's terrain loads: {failure:?}");
    };
    assert!(why.contains("terrain for"), "{why}");
}

#[test]
fn a_run_on_a_hand_made_floor_saves_but_is_refused_when_read() {
    use torchdeep::world::{Ground, Level, Pos};
    let tables = tables();
    let mut level = Level::new(12, 7);
    for x in 1..11 {
        for y in 1..6 {
            level.ground[Pos::new(x, y)] = Ground::Room;
            level.walls[Pos::new(x, y)] = None;
        }
    }
    let player = (level.creatures)
        .spawn(tables.player(), Pos::new(3, 3), 10, Default::default())
        .unwrap();
    let game = torchdeep::rules::Game::from_level(Arc::clone(&tables), level, player, 9);
    let json = Run::watching(game).save_json();
    let Err(LoadFailure::Damaged(why)) = SaveFile::load(json.as_bytes(), tables) else {
        panic!("a hand-made floor's save loads");
    };
    assert!(
        why.contains("floor 0 is not the floor the seed generates"),
        "{why}"
    );
}
