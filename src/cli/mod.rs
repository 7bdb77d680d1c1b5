//! The command line: the game by default, and tools that use the simulation headless.

mod gen;

use std::path::PathBuf;
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
    /// Read the data tables from this folder instead of the ones built into the game.
    #[arg(long, global = true, value_name = "DIR")]
    pub config: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print one generated floor as ASCII or JSON.
    Gen(gen::GenArgs),
}

/// Loads the tables from `--config DIR`, or the built-in ones.
pub fn load_tables(config: Option<&PathBuf>) -> Result<Tables, LoadErrors> {
    match config {
        Some(dir) => Tables::load_dir(dir),
        None => Tables::embedded(),
    }
}

/// Runs a tool subcommand; data errors go to stderr with exit status 2.
pub fn run(args: &CommonArgs, command: &Command) -> ExitCode {
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
    }
}
