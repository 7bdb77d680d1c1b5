//! `torchdeep play`: a run without a window, driven by a string of keys; prints one JSON line
//! with how it ended, so the same seed and keys can be checked to give the same game.

use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use torchdeep::data::Tables;
use torchdeep::rules::autoplay::throw_target;
use torchdeep::rules::rogue::DART_RANGE;
use torchdeep::rules::{Command, Direction, Game};

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The keys to play: vi-keys `hjklyubn` move or attack, capitals `HJKLYUBN` dash two
    /// tiles, `.` waits, `g` picks up, `s` toggles sneaking, `>` and `<` take stairs, `t` then
    /// a direction throws the first throwable item 5 tiles that way (or at the first creature
    /// on that line), `f` then a direction throws a dart at the first creature within 5 tiles
    /// that way, `x` then a direction steals what lies on that neighbouring tile.
    #[arg(long, allow_hyphen_values = true)]
    keys: String,
    /// Start on this floor of dungeon.csv, by id (default: the first).
    #[arg(long, value_name = "NAME")]
    floor: Option<String>,
}

/// A key of the string, read before the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Command(Command),
    /// Throw the first throwable item this way.
    Throw(Direction),
    /// Throw a dart at the first creature this way.
    Dart(Direction),
}

/// How far `t` throws.
const THROW_RANGE: i32 = 5;

/// Reads a key string; on an unknown key, says which and where.
pub fn parse_keys(keys: &str) -> Result<Vec<Key>, String> {
    let mut out = Vec::new();
    let mut chars = keys.chars().enumerate();
    while let Some((i, c)) = chars.next() {
        let key = match c {
            '.' => Key::Command(Command::Wait),
            'g' => Key::Command(Command::PickUp),
            's' => Key::Command(Command::ToggleSneak),
            '>' => Key::Command(Command::Descend),
            '<' => Key::Command(Command::Ascend),
            't' | 'f' | 'x' => {
                let d = match chars.next() {
                    Some((_, d)) => Direction::from_vi_key(d).ok_or_else(|| {
                        format!(
                            "key {} after {c:?} is {d:?}, not a direction (hjklyubn)",
                            i + 2
                        )
                    })?,
                    None => return Err(format!("key {}: {c:?} needs a direction after it", i + 1)),
                };
                match c {
                    't' => Key::Throw(d),
                    'f' => Key::Dart(d),
                    _ => Key::Command(Command::Steal(d)),
                }
            }
            _ => match Direction::from_vi_key(c) {
                Some(d) => Key::Command(Command::Move(d)),
                None => match Direction::from_vi_key(c.to_ascii_lowercase()) {
                    Some(d) if c.is_ascii_uppercase() => Key::Command(Command::Dash(d)),
                    _ => {
                        return Err(format!(
                        "unknown key {c:?} at position {}; keys are hjklyubn HJKLYUBN . g s > < \
                             and t, f or x plus a direction",
                        i + 1
                    ))
                    }
                },
            },
        };
        out.push(key);
    }
    Ok(out)
}

/// The command a key means in the game's present state.
pub fn command_of(game: &Game, key: Key) -> Option<Command> {
    match key {
        Key::Command(c) => Some(c),
        Key::Throw(d) => game.first_throwable().map(|item| Command::Throw {
            item,
            target: throw_target(game, d, THROW_RANGE),
        }),
        Key::Dart(d) => Some(Command::ThrowDart {
            target: throw_target(game, d, DART_RANGE),
        }),
    }
}

/// The summary line of a game, as `play` prints it.
pub fn summary(game: &Game, refused: u32) -> serde_json::Value {
    serde_json::json!({
        "turns": game.turn(),
        "outcome": game.outcome().map_or("alive", |o| o.name()),
        "hp": game.player_hp(),
        "floor": game.floor_spec().id,
        "x": game.player_pos().x,
        "y": game.player_pos().y,
        "kills": game.kills(),
        "refused": refused,
        "state_hash": format!("{:016x}", game.state_hash()),
    })
}

pub fn run(tables: Tables, seed: u64, args: &PlayArgs) -> ExitCode {
    let keys = match parse_keys(&args.keys) {
        Ok(k) => k,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let floor = match &args.floor {
        None => 0,
        Some(name) => match super::floor_by_name(&tables, name) {
            Ok(i) => i,
            Err(message) => {
                eprintln!("{message}");
                return ExitCode::from(2);
            }
        },
    };
    let mut game = Game::new_on_floor(Arc::new(tables), seed, floor);
    let mut refused = 0;
    for key in keys {
        if game.outcome().is_some() {
            break;
        }
        let accepted = command_of(&game, key).is_some_and(|c| game.act(c).is_ok());
        if !accepted {
            refused += 1;
        }
    }
    println!("{}", summary(&game, refused));
    ExitCode::SUCCESS
}
