//! Checking a replay in the browser build: a page (or the browser test) puts a replay under
//! the local storage key `torchdeep/verify` and loads the game, which re-runs it headless and
//! prints the verdict on the console, the same JSON line `torchdeep replay FILE --verify`
//! prints natively. The same replay must give the same hashes in both (GAME.md §13).

use std::sync::Arc;

use torchdeep::data::Tables;
use torchdeep::run::Replay;

use crate::app::web;

/// The local storage key of a replay to check at start.
const KEY: &str = "verify";

/// Checks the replay waiting in local storage, if any, and removes it (it is checked once).
pub fn verify_stored(tables: &Arc<Tables>) {
    let Some(text) = web::stored(KEY) else {
        return;
    };
    web::forget(KEY);
    let replay = Replay::from_json(text.as_bytes()).and_then(|r| {
        r.check_tables(tables)?;
        Ok(r)
    });
    match replay {
        Ok(replay) => {
            let verdict = replay.verify(Arc::clone(tables));
            let json = serde_json::to_string(&verdict).expect("a verdict is plain data");
            web::console(&format!("torchdeep: verdict {json}"));
        }
        Err(why) => web::console(&format!("torchdeep: verdict refused: {why}")),
    }
}
