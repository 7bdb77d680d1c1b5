//! `torchdeep bots`: many headless games by a robot player, summed up in one line: the
//! baseline for balancing, and a hunt for panics (each game runs under `catch_unwind`).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use clap::{Args, ValueEnum};
use torchdeep::bot::autoplay::{random_command, Greedy};
use torchdeep::data::Tables;
use torchdeep::rules::{DeathCause, Game, Harm, Outcome};

use super::character::CharacterArgs;

#[derive(Args, Debug)]
pub struct BotsArgs {
    /// How many games; game i uses seed S + i.
    #[arg(long, default_value_t = 100)]
    games: u64,
    #[arg(long, value_enum, default_value_t = Policy::Greedy)]
    policy: Policy,
    /// Turns after which a game is stopped (default: 1,250 for each floor down to the goal).
    #[arg(long)]
    turns: Option<u64>,
    #[command(flatten)]
    character: CharacterArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Policy {
    /// Any command the game accepts, at random.
    Random,
    /// Explore, fight, take the treasure, climb out (see `bot::autoplay::Greedy`).
    Greedy,
}

/// How one game went.
#[derive(Clone, Debug, Default)]
struct Played {
    outcome: Option<Outcome>,
    turns: u64,
    reached_goal: bool,
    took_treasure: bool,
    /// What killed the player, by its name in the tables (a monster's `name`, a trap's id,
    /// "poison").
    killer: Option<String>,
    /// The character's level at the end.
    level: u32,
}

/// The name a death is counted under in the summary.
fn killer_name(game: &Game) -> Option<String> {
    let tables = game.tables();
    Some(match game.death()? {
        DeathCause::Creature { kind, .. } => tables.monster(kind).name.clone(),
        DeathCause::Harm(Harm::Trap(trap)) => tables.traps[usize::from(trap.0)].id.clone(),
        DeathCause::Harm(Harm::Poison) => "poison".to_owned(),
        DeathCause::Harm(Harm::Fire) => "fire".to_owned(),
        DeathCause::Harm(Harm::Check(check)) => tables.check(check).id.clone(),
    })
}

/// Turns a robot gets for each floor down to the goal floor, when `--turns` is not given: a
/// deeper dungeon needs a longer game.
pub const TURNS_PER_FLOOR: u64 = 1250;

fn turn_cap(tables: &Tables, args: &BotsArgs) -> u64 {
    args.turns.unwrap_or_else(|| {
        let goal = tables
            .dungeon
            .iter()
            .find(|f| f.goal)
            .map_or(1, |f| f.depth);
        TURNS_PER_FLOOR * u64::from(goal)
    })
}

fn play_one(tables: &Arc<Tables>, seed: u64, args: &BotsArgs) -> Played {
    let (policy, cap) = (args.policy, turn_cap(tables, args));
    let character = args
        .character
        .character(tables, seed)
        .expect("the character was checked before the games");
    let mut game = Game::new_as(Arc::clone(tables), seed, 0, character);
    let mut greedy = Greedy::new();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut played = Played::default();
    // Refused commands cost no turn; a cap on attempts too keeps a stuck bot from looping.
    let mut attempts = 0;
    while game.outcome().is_none() && game.turn() < cap && attempts < cap * 4 {
        attempts += 1;
        let command = match policy {
            Policy::Random => random_command(&game, &mut rng),
            Policy::Greedy => greedy.next_command(&game),
        };
        let _ = game.act(command);
        played.reached_goal |= game.floor_spec().goal;
        played.took_treasure |= game.has_treasure();
    }
    played.outcome = game.outcome();
    played.turns = game.turn();
    played.killer = killer_name(&game);
    played.level = game.character().level;
    played
}

pub fn run(tables: Tables, seed: u64, args: &BotsArgs) -> ExitCode {
    if let Err(message) = args.character.character(&tables, seed) {
        eprintln!("{message}");
        return ExitCode::from(2);
    }
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Games differ in length many times over: each worker takes the next game not yet
    // taken, so none sits idle while another still has a queue.
    let next = AtomicU64::new(0);
    let results: Vec<Option<Played>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                let (shared, next) = (&tables, &next);
                scope.spawn(move || {
                    // A copy of the tables for each worker: their games clone and drop its
                    // `Arc` every round, which on one shared count would pass a cache line
                    // back and forth between the cores.
                    let tables = &Arc::new(shared.clone());
                    let taken = std::iter::from_fn(|| {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        (i < args.games).then_some(i)
                    });
                    taken
                        .map(|i| {
                            let game_seed = seed.wrapping_add(i);
                            let result = catch_unwind(AssertUnwindSafe(|| {
                                play_one(tables, game_seed, args)
                            }));
                            (i, result.ok())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<(u64, Option<Played>)> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect();
        all.sort_by_key(|(i, _)| *i);
        all.into_iter().map(|(_, r)| r).collect()
    });
    let played: Vec<Played> = results.iter().flatten().cloned().collect();
    let mut killed_by = std::collections::BTreeMap::<&str, u64>::new();
    for killer in played.iter().filter_map(|p| p.killer.as_deref()) {
        *killed_by.entry(killer).or_default() += 1;
    }
    let count = |o: Option<Outcome>| played.iter().filter(|p| p.outcome == o).count();
    let games = results.len();
    let mean_turns = if played.is_empty() {
        0.0
    } else {
        played.iter().map(|p| p.turns as f64).sum::<f64>() / played.len() as f64
    };
    let sample = args.character.character(&tables, seed).ok();
    let mean_level = if played.is_empty() {
        0.0
    } else {
        played.iter().map(|p| f64::from(p.level)).sum::<f64>() / played.len() as f64
    };
    let summary = serde_json::json!({
        "policy": format!("{:?}", args.policy).to_lowercase(),
        "class": sample.as_ref().map(|c| c.class.clone()),
        "race": sample.as_ref().map(|c| c.race.clone()),
        "games": games,
        "wins": count(Some(Outcome::Won)),
        "deaths": count(Some(Outcome::Dead)),
        "fled": count(Some(Outcome::Fled)),
        "unfinished": count(None),
        "reached_goal_floor": played.iter().filter(|p| p.reached_goal).count(),
        "took_treasure": played.iter().filter(|p| p.took_treasure).count(),
        "mean_turns": (mean_turns * 10.0).round() / 10.0,
        "mean_level": (mean_level * 100.0).round() / 100.0,
        "panics": games - played.len(),
        "killed_by": killed_by,
    });
    println!("{summary}");
    ExitCode::SUCCESS
}
