//! Saves and replays: a run saved at any turn and loaded goes on exactly as if it had never
//! stopped; a damaged, truncated, forged or foreign save is a clear error, never a panic; an
//! interrupted write leaves the previous save loadable; a replay re-runs to the same hashes
//! and says where a tampered one diverges.

use std::sync::Arc;

use torchdeep::bot::autoplay::{random_command, Greedy};
use torchdeep::data::{TableSources, Tables};
use torchdeep::rules::character::{create, generated_name};
use torchdeep::rules::{Command, Event};
use torchdeep::run::{store, LoadFailure, Run, SaveFile, SAVE_FORMAT};
use torchdeep::world::Character;

fn tables() -> Arc<Tables> {
    Arc::new(Tables::embedded().unwrap())
}

/// A robot player of either kind, drawing from its own random numbers (never the game's).
struct Bot {
    greedy: Option<Greedy>,
    rng: fastrand::Rng,
}

impl Bot {
    fn new(seed: u64) -> Bot {
        Bot {
            greedy: seed.is_multiple_of(2).then(Greedy::new),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    fn command(&mut self, run: &Run) -> Command {
        match &mut self.greedy {
            Some(g) => g.next_command(run.game()),
            None => random_command(run.game(), &mut self.rng),
        }
    }
}

/// Plays `turns` commands (or to the end), returning every event and the hash after each.
fn play(run: &mut Run, bot: &mut Bot, commands: usize) -> Vec<(Vec<Event>, u64)> {
    let mut out = Vec::new();
    for _ in 0..commands {
        if run.game().outcome().is_some() {
            break;
        }
        let command = bot.command(run);
        if let Ok(events) = run.act(command) {
            let events = events.to_vec();
            out.push((events, run.game().state_hash()));
        }
    }
    out
}

/// Every playable class with every race in turn, named from the seed.
fn character_for(tables: &Tables, game: u64, seed: u64) -> Character {
    let classes: Vec<&str> = tables.playable_classes().map(|c| c.id.as_str()).collect();
    let class = classes[game as usize % classes.len()];
    let race = &tables.races[(game as usize / classes.len()) % tables.races.len()].id;
    let name = generated_name(&mut fastrand::Rng::with_seed(seed));
    create(tables, &name, class, race).unwrap()
}

#[test]
fn five_hundred_bot_games_saved_at_a_random_turn_go_on_as_if_never_stopped() {
    let tables = tables();
    let mut pick = fastrand::Rng::with_seed(99);
    let games: Vec<(u64, usize, usize)> = (0..500u64)
        .map(|game| {
            let length = 40 + pick.usize(..400);
            (game, length, pick.usize(..length))
        })
        .collect();
    // The games are independent: one share for each core, as the test is the slowest here.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let resumed: Vec<Resumed> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (tables, games) = (&tables, &games);
                scope.spawn(move || {
                    (games.iter().skip(t).step_by(threads))
                        .map(|&(game, length, cut)| saved_and_resumed(tables, game, length, cut))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        (workers.into_iter())
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    assert!(
        resumed.iter().any(|r| r.on_a_later_floor),
        "some games are saved below the first floor"
    );
    assert!(
        resumed.iter().any(|r| r.after_a_level_up),
        "some characters are saved after a level-up"
    );
}

/// Where a game stood when it was saved and loaded.
struct Resumed {
    on_a_later_floor: bool,
    after_a_level_up: bool,
}

/// Plays game `game` for `length` commands whole, and again saved after `cut` and loaded;
/// checks both went the same way.
fn saved_and_resumed(tables: &Arc<Tables>, game: u64, length: usize, cut: usize) -> Resumed {
    let seed = 1_000 + game;
    let character = character_for(tables, game, seed);

    let mut whole = Run::new_as(Arc::clone(tables), seed, 0, character.clone());
    let mut bot = Bot::new(seed);
    let expected = play(&mut whole, &mut bot, length);

    let mut first = Run::new_as(Arc::clone(tables), seed, 0, character);
    let mut bot = Bot::new(seed);
    let mut got = play(&mut first, &mut bot, cut);
    let json = first.save_json();
    let mut second = SaveFile::load(json.as_bytes(), Arc::clone(tables))
        .unwrap_or_else(|e| panic!("game {game}: the save does not load: {e}"));
    assert_eq!(
        second.game().state_hash(),
        first.game().state_hash(),
        "game {game}: the state comes back"
    );
    assert_eq!(
        second.game().state().dungeon(),
        first.game().state().dungeon(),
        "game {game}: every floor's terrain, layout and creatures come back"
    );
    assert_eq!(
        second.game().character(),
        first.game().character(),
        "game {game}: the character comes back"
    );
    let resumed = Resumed {
        on_a_later_floor: second.game().floor() != 0,
        after_a_level_up: second.game().character().level > 1,
    };
    got.extend(play(&mut second, &mut bot, length - cut));

    assert_eq!(got.len(), expected.len(), "game {game}: as many turns");
    for (turn, (a, b)) in got.iter().zip(&expected).enumerate() {
        assert_eq!(
            a, b,
            "game {game} (seed {seed}, saved after {cut}): command {turn}"
        );
    }
    assert_eq!(
        second.replay().commands,
        whole.replay().commands,
        "game {game}: the same commands recorded"
    );
    assert_eq!(
        second.record().checkpoints,
        whole.record().checkpoints,
        "game {game}: the same checkpoints recorded"
    );
    let verdict = second.replay().verify(Arc::clone(tables));
    assert_eq!(verdict.diverged_at, None, "game {game}: its replay re-runs");
    resumed
}

/// A save of a run 400 turns in, played by the robot of the first seed that lives that long.
fn played_save() -> (Arc<Tables>, String) {
    let tables = tables();
    // The first seed from 4 on whose robot is still alive after 400 turns.
    for seed in 4..64 {
        let mut run = Run::new(Arc::clone(&tables), seed, 0);
        let mut bot = Bot::new(seed);
        play(&mut run, &mut bot, 400);
        if run.game().outcome().is_none() {
            return (tables, run.save_json());
        }
    }
    panic!("no robot lives 400 turns")
}

/// Loading either fails with a message, or gives a game that plays on without a panic.
fn load_or_refuse(bytes: &[u8], tables: &Arc<Tables>) -> Result<(), LoadFailure> {
    let mut run = SaveFile::load(bytes, Arc::clone(tables))?;
    let mut rng = fastrand::Rng::with_seed(bytes.len() as u64);
    for _ in 0..20 {
        let command = random_command(run.game(), &mut rng);
        let _ = run.act(command);
        run.game().state_hash();
    }
    Ok(())
}

#[test]
fn a_thousand_mutated_saves_are_each_refused_with_a_reason_or_play_on() {
    let (tables, json) = played_save();
    let bytes = json.as_bytes();
    let mut rng = fastrand::Rng::with_seed(7);
    let mut refused = 0;
    let mut cases = 0;
    let mut check = |mutated: Vec<u8>, what: &str| {
        cases += 1;
        if let Err(e) = load_or_refuse(&mutated, &tables) {
            let text = e.to_string();
            assert!(text.len() > 10, "{what}: a reason, not {text:?}");
            assert!(
                text.len() < 2_000,
                "{what}: a short reason, not the file echoed"
            );
            refused += 1;
        }
    };
    // Truncated anywhere.
    for _ in 0..300 {
        let cut = rng.usize(..bytes.len());
        check(bytes[..cut].to_vec(), "truncated");
    }
    // Bits flipped, one to eight of them.
    for _ in 0..400 {
        let mut mutated = bytes.to_vec();
        for _ in 0..=rng.usize(..8) {
            let i = rng.usize(..mutated.len());
            mutated[i] ^= 1 << rng.u32(..8);
        }
        check(mutated, "bits flipped");
    }
    // Numbers made huge, negative or zero: sizes, counts, positions, ids.
    let numbers: Vec<(usize, usize)> = number_spans(&json);
    for _ in 0..400 {
        let (start, end) = numbers[rng.usize(..numbers.len())];
        let forged = [
            "4294967295",
            "-1",
            "0",
            "99999999999999999999",
            "2147483647",
            "1e300",
        ][rng.usize(..6)];
        let mutated = format!("{}{forged}{}", &json[..start], &json[end..]);
        check(mutated.into_bytes(), "a number forged");
    }
    // Another format, and a string grown huge.
    let next = SAVE_FORMAT + 1;
    let other = json.replacen(
        &format!("\"format\":{SAVE_FORMAT}"),
        &format!("\"format\":{next}"),
        1,
    );
    assert!(matches!(
        SaveFile::load(other.as_bytes(), Arc::clone(&tables)),
        Err(LoadFailure::OtherFormat { format, .. }) if format == next
    ));
    let huge = json.replacen(
        "\"game_version\":\"",
        &format!("\"game_version\":\"{}", "x".repeat(20 << 20)),
        1,
    );
    assert!(matches!(
        SaveFile::load(huge.as_bytes(), Arc::clone(&tables)),
        Err(LoadFailure::TooLarge(_))
    ));
    assert!(cases >= 1_000);
    assert!(
        refused > cases / 2,
        "most damage is noticed: {refused} of {cases}"
    );
}

/// Where the numbers of a JSON text are (outside strings).
fn number_spans(json: &str) -> Vec<(usize, usize)> {
    let b = json.as_bytes();
    let mut spans = Vec::new();
    let (mut i, mut in_string) = (0, false);
    while i < b.len() {
        match b[i] {
            b'"' if i == 0 || b[i - 1] != b'\\' => in_string = !in_string,
            c if !in_string && (c.is_ascii_digit() || c == b'-') => {
                let start = i;
                while i + 1 < b.len() && (b[i + 1].is_ascii_digit() || b[i + 1] == b'.') {
                    i += 1;
                }
                spans.push((start, i + 1));
            }
            _ => {}
        }
        i += 1;
    }
    spans
}

#[test]
fn a_save_made_with_other_tables_is_refused_naming_the_table() {
    let (_, json) = played_save();
    let mut sources = TableSources::embedded();
    let monsters = sources
        .get("monsters.csv")
        .unwrap()
        .replace("green verp,v", "green verp,V");
    sources.set("monsters.csv", monsters);
    let edited = Arc::new(Tables::load(&sources).unwrap());
    let Err(failure) = SaveFile::load(json.as_bytes(), edited) else {
        panic!("a save of other tables loads");
    };
    assert_eq!(
        failure,
        LoadFailure::OtherTables(vec!["monsters.csv".into()])
    );
    assert!(failure.to_string().contains("monsters.csv"));
}

#[test]
fn an_interrupted_write_leaves_the_previous_save_loadable() {
    let (tables, json) = played_save();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.save");
    store::write_atomic(&path, json.as_bytes()).unwrap();
    // A later save cut short by a crash: only part of the new file reached the disk, and the
    // rename never happened.
    let newer = json.replace("\"sneaking\":false", "\"sneaking\":true");
    std::fs::write(
        dir.path().join("run.save.new"),
        &newer.as_bytes()[..newer.len() / 3],
    )
    .unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert!(SaveFile::load(&bytes, Arc::clone(&tables)).is_ok());
    // The next save goes through whole.
    store::write_atomic(&path, newer.as_bytes()).unwrap();
    let run = SaveFile::load(&std::fs::read(&path).unwrap(), tables).unwrap();
    assert!(run.game().is_sneaking());
    // An unreadable save is moved aside, not deleted.
    std::fs::write(&path, b"{\"format\":1,").unwrap();
    let aside = store::move_aside(&path).unwrap();
    assert!(!path.exists());
    assert_eq!(std::fs::read(&aside).unwrap(), b"{\"format\":1,");
}

#[test]
fn a_tampered_replay_says_at_which_turn_it_diverges() {
    let tables = tables();
    // The first run from seed 11 on that lasts long enough for three checkpoints.
    let run = (11..40)
        .map(|seed| {
            let mut run = Run::new(Arc::clone(&tables), seed, 0);
            play(&mut run, &mut Bot::new(12), 450);
            run
        })
        .find(|run| run.replay().checkpoints.len() >= 3)
        .expect("some greedy run lasts 300 turns");
    let replay = run.replay();
    assert!(replay.checkpoints.len() >= 3, "{:?}", replay.checkpoints);
    let verdict = replay.verify(Arc::clone(&tables));
    assert_eq!(verdict.diverged_at, None);
    assert_eq!(verdict.turns, run.game().turn());
    assert_eq!(verdict.checkpoints, replay.checkpoints.len() + 1);

    // A forged hash at the second checkpoint is found there.
    let mut forged = replay.clone();
    forged.checkpoints[1].hash ^= 1;
    let turn = forged.checkpoints[1].turn;
    assert_eq!(forged.verify(Arc::clone(&tables)).diverged_at, Some(turn));

    // A command changed early on makes the run differ by the first checkpoint at the latest.
    let mut changed = replay.clone();
    let i = changed
        .commands
        .iter()
        .position(|c| matches!(c, Command::Move(_)))
        .unwrap();
    changed.commands[i] = Command::Wait;
    let at = changed.verify(tables).diverged_at.expect("it diverges");
    assert!(at <= replay.checkpoints[0].turn, "{at}");
}
