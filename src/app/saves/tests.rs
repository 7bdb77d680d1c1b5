use std::sync::Arc;

use torchdeep::data::Tables;
use torchdeep::rules::{Command, Direction};
use torchdeep::run::morgue::HallOfFame;
use torchdeep::run::Run;

use super::ending::morgue_name;
use super::*;

fn tables() -> Arc<Tables> {
    Arc::new(Tables::embedded().expect("the built-in tables load"))
}

fn saves_in(dir: &std::path::Path) -> Saves {
    Saves::new(Storage::Files(dir.to_path_buf()), true)
}

/// A run of seed 1 a few steps in.
fn walked(tables: &Arc<Tables>) -> Run {
    let mut run = Run::new(Arc::clone(tables), 1, 0);
    for d in [Direction::E, Direction::S, Direction::W] {
        let _ = run.act(Command::Move(d));
    }
    run
}

/// A run starts beside the exit: stepping onto it and climbing ends the run, fled.
fn fled(tables: &Arc<Tables>) -> Run {
    let mut run = Run::new(Arc::clone(tables), 1, 0);
    run.act(Command::Move(toward_exit(&run))).unwrap();
    run.act(Command::Ascend).unwrap();
    assert!(
        run.game().outcome().is_some(),
        "climbing the exit ends the run"
    );
    run
}

/// The step from the start onto the exit beside it.
fn toward_exit(run: &Run) -> Direction {
    let game = run.game();
    let exit = game
        .level()
        .portals
        .iter()
        .find(|p| p.kind == torchdeep::world::PortalKind::Exit)
        .unwrap()
        .pos;
    let me = game.player_pos();
    Direction::from_delta(exit.x - me.x, exit.y - me.y).expect("the exit is beside")
}

#[test]
fn a_kept_run_is_offered_again_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut saves = saves_in(dir.path());
    assert!(matches!(saves.slot(&tables), Slot::Empty));
    let run = walked(&tables);
    saves.keep(&run, Why::Quit).unwrap();
    assert!(dir.path().join("save.json").is_file());
    match saves.slot(&tables) {
        Slot::Saved(again) => {
            assert_eq!(again.game().state_hash(), run.game().state_hash());
            assert_eq!(again.record().commands, run.record().commands);
        }
        _ => panic!("the save is offered"),
    }
    let mut names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["save.journal", "save.json"],
        "no temporary file left behind"
    );
}

#[test]
fn turns_played_after_the_save_come_back_from_its_journal() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut saves = saves_in(dir.path());
    let mut run = Run::new(Arc::clone(&tables), 1, 0);
    saves.keep(&run, Why::Started).unwrap();
    // Three frames of play, each journalled, then the game dies without saving.
    for command in [
        Command::Wait,
        Command::Wait,
        Command::Move(toward_exit(&run)),
    ] {
        run.act(command).unwrap();
        saves.journal(&run);
    }
    let Slot::Saved(again) = saves_in(dir.path()).slot(&tables) else {
        panic!("the save is offered");
    };
    assert_eq!(again.game().turn(), 3);
    assert_eq!(again.game().state_hash(), run.game().state_hash());
    // The run finished: the journal goes with the save.
    run.act(Command::Ascend).unwrap();
    saves.finish(&run, 1_700_000_000);
    assert!(!dir.path().join("save.journal").exists());
}

#[test]
fn a_damaged_save_is_set_aside_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let save = dir.path().join("save.json");
    std::fs::write(&save, b"{\"format\": 1, \"tables\": tru").unwrap();
    let message = match saves_in(dir.path()).slot(&tables) {
        Slot::Unreadable(message) => message,
        _ => panic!("a damaged save is not offered"),
    };
    assert!(message.contains("damaged"), "{message}");
    assert!(message.contains("save.json.bad"), "says where: {message}");
    assert!(!save.exists(), "moved out of the way");
    let kept = std::fs::read(dir.path().join("save.json.bad")).unwrap();
    assert_eq!(kept, b"{\"format\": 1, \"tables\": tru", "kept as it was");
    // Another format says so; a second bad save does not overwrite the first one kept.
    std::fs::write(&save, br#"{"format": 99, "game_version": "9.9"}"#).unwrap();
    let Slot::Unreadable(message) = saves_in(dir.path()).slot(&tables) else {
        panic!("another format is not offered")
    };
    assert!(message.contains("format 99"), "{message}");
    assert!(dir.path().join("save.json.bad-2").is_file());
    assert!(dir.path().join("save.json.bad").is_file());
}

#[test]
fn a_finished_run_deletes_its_save_and_leaves_a_morgue_a_replay_and_a_hall_entry() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut saves = saves_in(dir.path());
    let mut run = Run::new(Arc::clone(&tables), 1, 0);
    run.act(Command::Move(toward_exit(&run))).unwrap();
    saves.keep(&run, Why::Autosave).unwrap();
    run.act(Command::Ascend).unwrap();
    // A finished run is never saved again, whatever asks.
    saves.keep(&run, Why::Closed).unwrap();
    saves.autosave(&run, true).unwrap();
    let ending = saves.finish(&run, 1_700_000_000);
    assert_eq!(ending.problems, Vec::<String>::new());
    assert!(!dir.path().join("save.json").exists(), "permadeath");
    assert!(matches!(saves.slot(&tables), Slot::Empty));
    let stem = dir.path().join("morgue").join("2023-11-14-221320-seed-1");
    let morgue = std::fs::read_to_string(stem.with_extension("txt")).unwrap();
    assert!(morgue.contains("fled"), "{morgue}");
    assert_eq!(
        ending.morgue,
        Some(stem.with_extension("txt").display().to_string())
    );
    let replay = std::fs::read(
        dir.path()
            .join("morgue/2023-11-14-221320-seed-1.replay.json"),
    );
    let replay = torchdeep::run::Replay::from_json(&replay.unwrap()).unwrap();
    assert_eq!(replay.verify(Arc::clone(&tables)).diverged_at, None);
    let hall = std::fs::read(dir.path().join("hall_of_fame.json")).unwrap();
    let hall = HallOfFame::from_json(&hall).unwrap();
    assert_eq!(hall.entries.len(), 1);
    assert_eq!(ending.place, Some(0));
    assert_eq!(hall.entries[0].outcome, "fled");
    // A second run joins the first.
    let ending = saves.finish(&fled(&tables), 1_700_000_100);
    assert_eq!(saves.hall().0.entries.len(), 2);
    assert!(ending.place.is_some());
}

#[test]
fn a_damaged_hall_of_fame_is_set_aside_and_a_new_one_starts() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    std::fs::write(dir.path().join("hall_of_fame.json"), "[1, 2").unwrap();
    let mut saves = saves_in(dir.path());
    let ending = saves.finish(&fled(&tables), 60);
    assert_eq!(ending.problems.len(), 1, "{:?}", ending.problems);
    assert!(ending.problems[0].contains("hall_of_fame.json.bad"));
    assert_eq!(saves.hall().1, None, "the new one reads");
    assert_eq!(saves.hall().0.entries.len(), 1);
    assert!(dir.path().join("hall_of_fame.json.bad").is_file());
}

#[test]
fn nothing_is_written_while_taking_screenshots() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut saves = Saves::new(Storage::Files(dir.path().to_path_buf()), false);
    saves.keep(&walked(&tables), Why::Quit).unwrap();
    saves.finish(&fled(&tables), 0);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn autosaves_fall_due_on_a_new_floor_and_every_hundred_turns() {
    let tables = tables();
    let mut run = Run::new(Arc::clone(&tables), 1, 0);
    let game = run.game();
    assert!(autosave_due(None, game, false), "never saved");
    assert!(!autosave_due(Some((0, 0)), game, false));
    assert!(autosave_due(Some((0, 1)), game, false), "another floor");
    for _ in 0..3 {
        run.act(Command::Wait).unwrap();
    }
    let game = run.game();
    assert!(!autosave_due(Some((0, 0)), game, false), "3 turns on");
    assert!(
        autosave_due(Some((0, 0)), game, true),
        "the browser saves every turn"
    );
    while run.game().turn() < 100 {
        run.act(Command::Wait).unwrap();
    }
    assert!(autosave_due(Some((99, 0)), run.game(), false), "turn 100");
}

#[test]
fn morgue_files_are_named_by_date_and_seed() {
    assert_eq!(morgue_name(7, 0), "1970-01-01-000000-seed-7");
    assert_eq!(morgue_name(42, 951_782_400), "2000-02-29-000000-seed-42");
    assert_eq!(morgue_name(1, 1_700_000_000), "2023-11-14-221320-seed-1");
}

#[test]
fn a_saved_run_is_described_by_floor_turn_and_hit_points() {
    let tables = tables();
    let run = walked(&tables);
    let text = describe(run.game());
    assert!(text.contains(&run.game().floor_spec().name), "{text}");
    assert!(
        text.contains(&format!("turn {}", run.game().turn())),
        "{text}"
    );
    assert!(text.contains("hit points"), "{text}");
}
