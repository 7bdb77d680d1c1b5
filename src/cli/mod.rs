//! The command line: the game by default, and tools that use the simulation headless.

mod gen;
mod lab;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Subcommand;
use torchdeep::data::{LoadErrors, Tables};

/// Options every command shares.
#[derive(clap::Args, Debug)]
pub struct CommonArgs {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The dungeon's seed; a random one when left out.
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Read the data tables from this folder (default: `config/` if the working folder has
    /// one, else the tables built into the game).
    #[arg(long, global = true, value_name = "DIR")]
    pub config: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print one generated floor as ASCII or JSON.
    Gen(gen::GenArgs),
    /// Developer tools: benchmark runners.
    Lab(lab::LabArgs),
}

/// Loads the tables from `--config DIR`; without it from `config/` in the working folder when
/// there is one (so a designer's edits show at once), else the tables built into the game.
pub fn load_tables(config: Option<&PathBuf>) -> Result<Tables, LoadErrors> {
    match config {
        Some(dir) => Tables::load_dir(dir),
        None if Path::new(DEFAULT_CONFIG).join("monsters.csv").is_file() => {
            Tables::load_dir(Path::new(DEFAULT_CONFIG))
        }
        None => Tables::embedded(),
    }
}

const DEFAULT_CONFIG: &str = "config";

/// Runs a tool subcommand; data errors go to stderr with exit status 2.
pub fn run(args: &CommonArgs, command: &Command) -> ExitCode {
    // The lab tools need no tables, so a broken --config does not stop them.
    if let Command::Lab(lab_args) = command {
        return lab::run(lab_args);
    }
    let tables = match load_tables(args.config.as_ref()) {
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
    }
}
