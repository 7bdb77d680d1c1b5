//! `torchdeep play`: a run without a window, driven by a string of keys; prints one JSON line
//! with how it ended, so the same seed and keys can be checked to give the same game.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use torchdeep::bot::autoplay::throw_target;
use torchdeep::data::Slot;
use torchdeep::data::Tables;
use torchdeep::rules::event::Verb;
use torchdeep::rules::items::{known_name, letter, slot_of, worn_in};
use torchdeep::rules::rogue::DART_RANGE;
use torchdeep::rules::{Command, Direction, Game};
use torchdeep::run::save::MAX_SAVE_BYTES;
use torchdeep::run::{store, Run, SaveFile};
use torchdeep::world::Ability;

use super::character::CharacterArgs;

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The keys to play: vi-keys `hjklyubn` move or attack, capitals `HJKLYUBN` dash two
    /// tiles, `.` waits, `g` picks up, `s` toggles sneaking, `>` and `<` take stairs, `t` then
    /// a direction throws the first throwable item 5 tiles that way (or at the first creature
    /// on that line), `f` then a direction throws a dart at the first creature within 5 tiles
    /// that way, `x` then a direction steals what lies on that neighbouring tile, `D` then a
    /// direction disarms a found trap there, `+` levels up, `r` then a digit spends an ability
    /// point (0 STR, 1 DEX, 2 CON, 3 INT, 4 WIS, 5 CHA). With an inventory letter (a-z)
    /// after it: `q` quaffs, `r` reads, `e` eats, `a` uses (applies), `w` wears or wields,
    /// `W` takes off, `d` drops. Walking into a fixture (barrel, chest, altar, rune stone)
    /// tries its ability check. A digit `1`-`4` then a direction casts the spell of that slot
    /// at the first creature that way within its range (else as far as it reaches), or then
    /// `@` at yourself.
    #[arg(long, allow_hyphen_values = true)]
    keys: String,
    /// Start on this floor of dungeon.csv, by id (default: the first).
    #[arg(long, value_name = "NAME", conflicts_with = "load")]
    floor: Option<String>,
    /// Continue the run saved in FILE (its seed and floor; --seed is not used).
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// After the keys, save the run to FILE (when it is still on; a finished run removes it).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// After the keys, write the run's replay to FILE (`torchdeep replay FILE --verify`).
    #[arg(long, value_name = "FILE")]
    replay: Option<PathBuf>,
    #[command(flatten)]
    character: CharacterArgs,
}

/// A key of the string, read before the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Command(Command),
    /// Throw the first throwable item this way.
    Throw(Direction),
    /// Throw a dart at the first creature this way.
    Dart(Direction),
    /// Cast the spell of a slot this way, or (`None`) at oneself.
    Cast(u8, Option<Direction>),
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
            '+' => Key::Command(Command::LevelUp),
            'r' | 'q' | 'e' | 'a' | 'w' | 'W' | 'd' => {
                let next = chars.next().map(|(_, d)| d);
                if let (Some(n), 'r') = (next.and_then(|d| d.to_digit(10)), c) {
                    if (n as usize) < Ability::ALL.len() {
                        out.push(Key::Command(Command::Raise(Ability::ALL[n as usize])));
                        continue;
                    }
                }
                let Some(slot) = next.and_then(slot_of) else {
                    let also = if c == 'r' { " or a digit 0 to 5" } else { "" };
                    return Err(format!(
                        "key {}: {c:?} needs an inventory letter a-z{also} after it",
                        i + 1
                    ));
                };
                let used = |verb| Key::Command(Command::Use { slot, verb });
                match c {
                    'q' => used(Verb::Quaff),
                    'r' => used(Verb::Read),
                    'e' => used(Verb::Eat),
                    'a' => used(Verb::Use),
                    'w' => Key::Command(Command::Wear(slot)),
                    'W' => Key::Command(Command::TakeOff(slot)),
                    _ => Key::Command(Command::Drop(slot)),
                }
            }
            '1'..='4' => {
                let slot = c as u8 - b'1';
                match chars.next() {
                    Some((_, '@')) => Key::Cast(slot, None),
                    Some((_, d)) => match Direction::from_vi_key(d) {
                        Some(d) => Key::Cast(slot, Some(d)),
                        None => {
                            return Err(format!(
                                "key {} after {c:?} is {d:?}, not a direction (hjklyubn) or @",
                                i + 2
                            ))
                        }
                    },
                    None => {
                        return Err(format!(
                            "key {}: {c:?} needs a direction or @ after it",
                            i + 1
                        ))
                    }
                }
            }
            't' | 'f' | 'x' | 'D' => {
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
                    'D' => Key::Command(Command::Disarm(d)),
                    _ => Key::Command(Command::Steal(d)),
                }
            }
            _ => match Direction::from_vi_key(c) {
                Some(d) => Key::Command(Command::Move(d)),
                None => match Direction::from_vi_key(c.to_ascii_lowercase()) {
                    Some(d) if c.is_ascii_uppercase() => Key::Command(Command::Dash(d)),
                    _ => {
                        return Err(format!(
                        "unknown key {c:?} at position {}; keys are hjklyubn HJKLYUBN . g s > < + \
                             and t, f, x or D plus a direction, r plus a digit, q r e a w W d \
                             plus an inventory letter, 1-4 plus a direction or @",
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
        Key::Cast(slot, way) => {
            let spell = game
                .character()
                .spells
                .slots
                .get(usize::from(slot))
                .copied()??;
            let range = game.tables().spell(spell).range as i32;
            let target = match way {
                Some(d) if range > 0 => throw_target(game, d, range),
                _ => game.player_pos(),
            };
            Some(Command::Cast { slot, target })
        }
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
        "class": game.character().class,
        "race": game.character().race,
        "name": game.character().name,
        "level": game.character().level,
        "xp": game.character().xp,
        "abilities": abilities(game),
        "inventory": inventory(game),
        "equipment": equipment(game),
        "spells": spells(game),
        "refused": refused,
        "state_hash": format!("{:016x}", game.state_hash()),
    })
}

/// What the player carries, by letter, named as the player knows it.
fn inventory(game: &Game) -> serde_json::Value {
    let tables = game.tables();
    let ids = game.state().identities();
    let carried = game.state().player_creature().map(|c| c.inventory.clone());
    let items = carried.unwrap_or_default();
    items
        .items()
        .iter()
        .enumerate()
        .map(|(n, item)| {
            serde_json::json!({
                "letter": letter(n).to_string(),
                "id": tables.item(item.kind).id,
                "name": known_name(tables, ids, item),
                "count": item.count,
                "worn": item.worn,
            })
        })
        .collect::<Vec<_>>()
        .into()
}

/// What is worn in each slot: `{"main_hand": "a", …}` (the inventory letter).
fn equipment(game: &Game) -> serde_json::Value {
    let tables = game.tables();
    let carried = game.state().player_creature().map(|c| c.inventory.clone());
    let items = carried.unwrap_or_default();
    Slot::ALL
        .iter()
        .filter_map(|&slot| {
            worn_in(tables, &items, slot).map(|(n, _)| {
                (
                    slot.name().to_string(),
                    serde_json::json!(letter(n).to_string()),
                )
            })
        })
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// The memorised spells by key: `[{"key": 1, "id": "magic_missile", "uses_left": 1}, …]`
/// (at-will spells always have one use).
fn spells(game: &Game) -> serde_json::Value {
    let tables = game.tables();
    let book = &game.character().spells;
    (book.slots.iter().enumerate())
        .filter_map(|(i, s)| {
            let spell = tables.spell((*s)?);
            Some(serde_json::json!({
                "key": i + 1,
                "id": spell.id,
                "name": spell.name,
                "frequency": spell.frequency.name(),
                "uses_left": torchdeep::rules::magic::uses_left(tables, book, i),
            }))
        })
        .collect::<Vec<_>>()
        .into()
}

/// The scores by short name: `{"STR": 16, …}`.
fn abilities(game: &Game) -> serde_json::Value {
    let scores = game.character().abilities;
    Ability::ALL
        .iter()
        .map(|&a| (a.short().to_string(), serde_json::json!(scores.score(a))))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

pub fn run(tables: Tables, seed: u64, args: &PlayArgs) -> ExitCode {
    let keys = match parse_keys(&args.keys) {
        Ok(k) => k,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let tables = Arc::new(tables);
    let run = match &args.load {
        Some(_) if args.character.is_given() => Err(
            "--load continues a saved character; --class, --race and --name are not used with it"
                .into(),
        ),
        Some(path) => load(path, tables),
        None => new_run(tables, seed, args),
    };
    let mut run = match run {
        Ok(run) => run,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    for key in keys {
        if run.game().outcome().is_some() {
            break;
        }
        match command_of(run.game(), key) {
            Some(c) => {
                let _ = run.act(c);
            }
            None => run.count_refused(),
        }
    }
    if let Err(message) = write_files(&run, args) {
        eprintln!("{message}");
        return ExitCode::from(1);
    }
    println!("{}", summary(run.game(), run.record().refused));
    ExitCode::SUCCESS
}

/// A new run of the chosen character on the chosen floor.
fn new_run(tables: Arc<Tables>, seed: u64, args: &PlayArgs) -> Result<Run, String> {
    let character = args.character.character(&tables, seed)?;
    let floor = match &args.floor {
        None => 0,
        Some(name) => super::floor_by_name(&tables, name)?,
    };
    Ok(Run::new_as(tables, seed, floor, character))
}

/// Reads a save for `--load`; the message names the file and says why it cannot be used.
pub fn load(path: &Path, tables: Arc<Tables>) -> Result<Run, String> {
    let bytes = store::read_bounded(path, MAX_SAVE_BYTES)
        .map_err(|e| format!("{}: cannot read the save: {e}", path.display()))?;
    SaveFile::load(&bytes, tables).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes `--save` and `--replay` after the keys.
fn write_files(run: &Run, args: &PlayArgs) -> Result<(), String> {
    if let Some(path) = &args.save {
        let result = if run.game().outcome().is_some() {
            // Permadeath: a finished run leaves no save behind.
            std::fs::remove_file(path).or_else(|e| match e.kind() {
                std::io::ErrorKind::NotFound => Ok(()),
                _ => Err(e),
            })
        } else {
            store::write_atomic(path, run.save_json().as_bytes())
        };
        result.map_err(|e| format!("{}: cannot write the save: {e}", path.display()))?;
    }
    if let Some(path) = &args.replay {
        store::write_atomic(path, run.replay().to_json().as_bytes())
            .map_err(|e| format!("{}: cannot write the replay: {e}", path.display()))?;
    }
    Ok(())
}
