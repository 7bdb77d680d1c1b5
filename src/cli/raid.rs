//! `torchdeep raid SCRIPT`: a Rogue Code script (GAME.md §11) plays many raids on every core;
//! one JSON line sums them up. `--log FILE` writes every turn as JSON lines. A script that does
//! not compile is reported as `file:line:col: message`, exit status 2.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::Args;
use torchdeep::data::Tables;
use torchdeep::raid::{play_raids, RaidSummary, Script, TurnRecord, MAX_SOURCE_BYTES};

#[derive(Args, Debug)]
pub struct RaidArgs {
    /// The rogue's script (Rhai), e.g. rogues/template.rhai.
    pub script: PathBuf,
    /// How many raids; raid i is played on seed S + i.
    #[arg(long, default_value_t = 100)]
    pub raids: usize,
    /// Write every turn of every raid to FILE as JSON lines.
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
    /// Threads to play on (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Open the window on the raid of this seed instead.
    #[arg(long, value_name = "SEED")]
    pub watch: Option<u64>,
}

/// The script's text, bounded; or the message for a file that cannot be read.
pub fn read_script(path: &std::path::Path) -> Result<String, String> {
    let bytes = torchdeep::data::bounded::read_bounded(path, MAX_SOURCE_BYTES)
        .map_err(|e| format!("{}: cannot read the script: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))
}

pub fn run(tables: Tables, config: Option<&PathBuf>, seed: u64, args: &RaidArgs) -> ExitCode {
    let fail = |message: String| {
        eprintln!("{message}");
        ExitCode::from(2)
    };
    let source = match read_script(&args.script) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    if let Err(e) = Script::compile(&source) {
        return fail(format!("{}:{e}", args.script.display()));
    }
    let raids = match crate::sources::load_raid_tables(&tables, config) {
        Ok(r) => Arc::new(r),
        Err(e) => return fail(e),
    };
    let tables = Arc::new(tables);
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let keep = args.log.is_some();
    let played = play_raids(&tables, &raids, &source, seed, args.raids, threads, keep);
    let (logs, seconds) = match played {
        Ok(p) => p,
        Err(e) => return fail(format!("{}:{e}", args.script.display())),
    };
    if let Some(path) = &args.log {
        let mut text = String::new();
        for (result, turns) in &logs {
            for t in turns {
                text.push_str(&log_line(result.seed, t));
                text.push('\n');
            }
        }
        if let Err(e) = std::fs::write(path, text) {
            return fail(format!("{}: cannot write the log: {e}", path.display()));
        }
    }
    let results: Vec<_> = logs.into_iter().map(|(r, _)| r).collect();
    let summary = RaidSummary::of(&results, seconds);
    println!(
        "{}",
        serde_json::to_string(&summary).expect("a summary is plain data")
    );
    ExitCode::SUCCESS
}

/// One turn as a JSON line.
fn log_line(seed: u64, t: &TurnRecord) -> String {
    let mut line = serde_json::json!({
        "seed": seed,
        "room": t.room,
        "turn": t.turn,
        "action": t.action.to_string(),
        "outcome": t.outcome.trim_start_matches([':', ',', ' ']),
        "hp": t.hp,
    });
    if let Some(e) = &t.error {
        line["error"] =
            serde_json::json!({"line": e.line, "column": e.column, "message": e.message});
    }
    if !t.printed.is_empty() {
        line["printed"] = serde_json::json!(t.printed);
    }
    line.to_string()
}
