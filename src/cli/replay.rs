//! `torchdeep replay FILE --verify`: re-runs a recorded run without a window and says whether
//! it plays out as recorded. (Without `--verify` the game window plays it back: `app::replay`.)

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use torchdeep::data::Tables;
use torchdeep::run::replay::MAX_REPLAY_BYTES;
use torchdeep::run::{store, Replay};

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// A replay written by `torchdeep play --replay FILE` or kept beside a morgue file.
    pub file: PathBuf,
    /// Re-run it headless and print one JSON line: `turns`, `outcome`, `checkpoints` and
    /// `diverged_at` (null, or the first turn whose state hash differs). Exit status 0 when it
    /// matches, 1 when it diverges, 2 when the file cannot be read or used.
    #[arg(long)]
    pub verify: bool,
    /// In the window: start at this speed, in turns a second (1 to 64).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub speed: u32,
    /// In the window: start at this turn.
    #[arg(long, value_name = "TURN")]
    pub turn: Option<u64>,
    /// In the window: start paused.
    #[arg(long)]
    pub paused: bool,
    /// In the window: render FRAMES frames, save the last one to FILE as PNG and quit.
    #[arg(long, value_name = "FILE", conflicts_with = "verify")]
    pub screenshot: Option<PathBuf>,
    #[arg(long, default_value_t = 3)]
    pub frames: u32,
}

/// Reads a replay file and checks it fits these tables; the message names the file.
pub fn read(path: &Path, tables: &Tables) -> Result<Replay, String> {
    let bytes = store::read_bounded(path, MAX_REPLAY_BYTES)
        .map_err(|e| format!("{}: cannot read the replay: {e}", path.display()))?;
    let replay = Replay::from_json(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    replay
        .check_tables(tables)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(replay)
}

pub fn verify(tables: Tables, args: &ReplayArgs) -> ExitCode {
    let replay = match read(&args.file, &tables) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let verdict = replay.verify(Arc::new(tables));
    println!(
        "{}",
        serde_json::to_string(&verdict).expect("a verdict is plain data")
    );
    match verdict.diverged_at {
        None => ExitCode::SUCCESS,
        Some(_) => ExitCode::from(1),
    }
}
