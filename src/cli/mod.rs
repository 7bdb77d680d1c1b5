//! The command line: the game by default, and tools that use the simulation headless.

mod bots;
mod character;
mod gen;
mod lab;
mod play;
mod prefabs;
pub mod raid;
pub mod replay;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;
use torchdeep::data::{LoadError, LoadErrors, Resources, TableSources, Tables};

/// Options every command shares.
#[derive(clap::Args, Debug)]
pub struct CommonArgs {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The dungeon's seed. Left out, the game window picks a new one each time and the
    /// command-line tools use 1.
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Read the data tables from this folder (default: `config/` if the working folder has
    /// one, else the tables built into the game).
    #[arg(long, global = true, value_name = "DIR")]
    pub config: Option<PathBuf>,
    /// Read the Tiled maps from this folder, prefabs in its `prefabs/` (default: `maps/` if
    /// the working folder has one, else the maps built into the game).
    #[arg(long, global = true, value_name = "DIR")]
    pub maps: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print one generated floor as ASCII or JSON.
    Gen(gen::GenArgs),
    /// Developer tools: benchmark runners.
    Lab(lab::LabArgs),
    /// Prefab rooms drawn in Tiled: `prefabs check [PATH…]` validates them.
    Prefabs(prefabs::PrefabsArgs),
    /// Play a game without a window from a string of keys; prints one JSON line.
    Play(play::PlayArgs),
    /// Play many games with a robot player; prints one summary line.
    Bots(bots::BotsArgs),
    /// Play back a recorded run in the window, or check it headless with --verify.
    Replay(replay::ReplayArgs),
    /// Rogue Code: a script plays many raids; prints one summary line (--watch SEED opens
    /// the window on one raid).
    Raid(raid::RaidArgs),
}

/// Loads the tables from `--config DIR`; without it from `config/` in the working folder when
/// there is one (so a designer's edits show at once), else the tables built into the game.
/// The prefab maps come from `--maps DIR` the same way (see `map_resources`).
pub fn load_tables(config: Option<&PathBuf>, maps: Option<&PathBuf>) -> Result<Tables, LoadErrors> {
    let maps = map_resources(maps)?;
    match config_dir(config) {
        Some(dir) => Tables::load_dir_with_maps(&dir, &maps),
        None => Tables::load_with_maps(&TableSources::embedded(), &maps),
    }
}

/// The folder the tables are read from: `--config DIR`, else `config/` when the working
/// folder has one; `None` for the tables built into the game.
pub fn config_dir(config: Option<&PathBuf>) -> Option<PathBuf> {
    match config {
        Some(dir) => Some(dir.clone()),
        None if Path::new(DEFAULT_CONFIG).join("monsters.csv").is_file() => {
            Some(PathBuf::from(DEFAULT_CONFIG))
        }
        None => None,
    }
}

/// The folder the maps are read from: `--maps DIR`, else `maps/` when the working folder
/// has prefabs; `None` for the maps built into the game.
pub fn maps_dir(maps: Option<&PathBuf>) -> Option<PathBuf> {
    match maps {
        Some(dir) => Some(dir.clone()),
        None if Path::new(DEFAULT_MAPS).join("prefabs").is_dir() => {
            Some(PathBuf::from(DEFAULT_MAPS))
        }
        None => None,
    }
}

/// The game's files with the maps of `--maps DIR` in place of the built-in ones; without it
/// the working folder's `maps/` when it has prefabs, else the built-in maps.
pub fn map_resources(maps: Option<&PathBuf>) -> Result<Resources, LoadErrors> {
    let mut resources = Resources::embedded();
    if let Some(dir) = maps_dir(maps) {
        resources.remove_folder(DEFAULT_MAPS);
        resources.read_dir(&dir, DEFAULT_MAPS).map_err(|e| {
            let message = format!("cannot read the maps folder: {e}");
            LoadErrors(vec![LoadError::file(&dir.display().to_string(), message)])
        })?;
    }
    Ok(resources)
}

const DEFAULT_CONFIG: &str = "config";

/// The row of `dungeon.csv` a `--floor NAME` names, or a message listing the floors there are.
pub fn floor_by_name(tables: &Tables, name: &str) -> Result<usize, String> {
    tables.floor_index(name).ok_or_else(|| {
        let known: Vec<&str> = tables.dungeon.iter().map(|f| f.id.as_str()).collect();
        format!(
            "unknown floor \"{name}\": dungeon.csv has {}",
            known.join(", ")
        )
    })
}
const DEFAULT_MAPS: &str = "maps";

/// Runs a tool subcommand; data errors go to stderr with exit status 2.
pub fn run(args: &CommonArgs, command: &Command) -> ExitCode {
    // The lab tools need no tables, so a broken --config does not stop them.
    if let Command::Lab(lab_args) = command {
        return lab::run(lab_args);
    }
    let tables = match load_tables(args.config.as_ref(), args.maps.as_ref()) {
        Ok(t) => t,
        Err(errors) => {
            eprintln!("{errors}");
            return ExitCode::from(2);
        }
    };
    let seed = args.seed.unwrap_or(1);
    match command {
        Command::Gen(gen_args) => gen::run(&tables, seed, gen_args),
        Command::Lab(lab_args) => lab::run(lab_args),
        Command::Prefabs(prefabs_args) => prefabs::run(&tables, args, prefabs_args),
        Command::Play(play_args) => play::run(tables, seed, play_args),
        Command::Bots(bots_args) => bots::run(tables, seed, bots_args),
        Command::Replay(replay_args) => replay::verify(tables, replay_args),
        Command::Raid(raid_args) => raid::run(tables, args.config.as_ref(), seed, raid_args),
    }
}
