//! The command line: the game by default, and tools that use the simulation headless.

mod bots;
mod character;
mod gen;
mod lab;
mod play;
mod prefabs;
pub mod raid;
pub mod replay;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;
use torchdeep::data::Tables;

pub use crate::sources::load_tables;

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
