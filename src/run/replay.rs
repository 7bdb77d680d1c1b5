//! Replays: a run is its seed, its tables and its commands. The record keeps the state hash
//! every [`CHECKPOINT_EVERY`] turns and at the end, so re-running it says at which turn it
//! diverges, if it does (as Brogue's recordings check their RNG each turn).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{CHECKPOINT_EVERY, GAME_VERSION};
use crate::data::{Fingerprint, Tables};
use crate::rules::character::check_character;
use crate::rules::{Command, Game, Outcome};
use crate::world::Character;

/// The format of replay files this game writes and reads.
pub const REPLAY_FORMAT: u32 = 2;

/// The largest replay file read, in bytes: about four million commands.
pub const MAX_REPLAY_BYTES: usize = 64 << 20;

/// The state hash after a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    pub turn: u64,
    /// The state hash, as 16 hex digits.
    #[serde(with = "hex")]
    pub hash: u64,
}

/// How a recorded run stood when the replay was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub turn: u64,
    #[serde(with = "hex")]
    pub hash: u64,
    /// `None` while the run goes on.
    pub outcome: Option<Outcome>,
}

/// A recorded run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    pub format: u32,
    pub game_version: String,
    pub seed: u64,
    /// The floor of `dungeon.csv` the run started on, by index.
    pub floor: usize,
    /// The character as created, before the first turn.
    pub character: Character,
    pub tables: Fingerprint,
    /// Every accepted command, in order (written as text: `run::commands`).
    #[serde(with = "super::commands")]
    pub commands: Vec<Command>,
    pub checkpoints: Vec<Checkpoint>,
    /// Commands the game refused (they changed nothing).
    pub refused: u32,
    /// Filled in when the replay is written.
    pub end: Option<End>,
}

/// What re-running a replay found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub turns: u64,
    /// `alive`, `dead`, `won` or `fled`.
    pub outcome: &'static str,
    /// How many checkpoints (the end included) were compared.
    pub checkpoints: usize,
    /// The first turn whose hash differs, or at which a recorded command was refused.
    pub diverged_at: Option<u64>,
}

impl Replay {
    pub(crate) fn start(tables: &Tables, seed: u64, floor: usize, character: Character) -> Replay {
        Replay {
            format: REPLAY_FORMAT,
            game_version: GAME_VERSION.to_string(),
            seed,
            floor,
            character,
            tables: tables.fingerprint.clone(),
            commands: Vec::new(),
            checkpoints: Vec::new(),
            refused: 0,
            end: None,
        }
    }

    /// Records a command the game just carried out, and a checkpoint when it reached one.
    pub(crate) fn note(&mut self, command: Command, game: &Game) {
        self.commands.push(command);
        let turn = game.turn();
        let due = turn > 0 && turn.is_multiple_of(CHECKPOINT_EVERY);
        if due && self.checkpoints.last().is_none_or(|c| c.turn < turn) {
            self.checkpoints.push(Checkpoint {
                turn,
                hash: game.state_hash(),
            });
        }
    }

    pub(crate) fn finish(&mut self, game: &Game) {
        self.end = Some(End {
            turn: game.turn(),
            hash: game.state_hash(),
            outcome: game.outcome(),
        });
    }

    /// Reads a replay file; the message says what is wrong with it.
    pub fn from_json(bytes: &[u8]) -> Result<Replay, String> {
        if bytes.len() > MAX_REPLAY_BYTES {
            return Err(format!(
                "{} bytes; a replay is at most {MAX_REPLAY_BYTES}",
                bytes.len()
            ));
        }
        let replay: Replay =
            serde_json::from_slice(bytes).map_err(|e| format!("not a torchdeep replay: {e}"))?;
        if replay.format != REPLAY_FORMAT {
            return Err(format!(
                "replay format {}; this game reads format {REPLAY_FORMAT}",
                replay.format
            ));
        }
        Ok(replay)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a replay is plain data")
    }

    /// Why these tables cannot re-run the replay, if they cannot: other tables, or a
    /// character they do not know.
    pub fn check_tables(&self, tables: &Tables) -> Result<(), String> {
        let differ = self.tables.differences(&tables.fingerprint);
        if !differ.is_empty() {
            return Err(format!(
                "recorded with other tables: {} differ",
                differ.join(", ")
            ));
        }
        check_character(tables, &self.character)
    }

    /// Re-runs the replay without a window and compares every checkpoint. The tables must
    /// pass [`Replay::check_tables`].
    pub fn verify(&self, tables: Arc<Tables>) -> Verdict {
        let floor = self.floor.min(tables.dungeon.len().saturating_sub(1));
        let mut game = Game::new_as(tables, self.seed, floor, self.character.clone());
        let mut expected = self.checkpoints.iter().peekable();
        let mut compared = 0;
        let mut diverged_at = None;
        for &command in &self.commands {
            if game.act(command).is_err() {
                diverged_at = Some(game.turn());
                break;
            }
            let turn = game.turn();
            if let Some(c) = expected.next_if(|c| c.turn <= turn) {
                compared += 1;
                if c.turn != turn || c.hash != game.state_hash() {
                    diverged_at = Some(c.turn.min(turn));
                    break;
                }
            }
        }
        if diverged_at.is_none() {
            if let Some(c) = expected.next() {
                diverged_at = Some(c.turn); // the record goes on past the commands
            } else if let Some(end) = self.end {
                compared += 1;
                let same = end.turn == game.turn()
                    && end.hash == game.state_hash()
                    && end.outcome == game.outcome();
                if !same {
                    diverged_at = Some(end.turn.min(game.turn()));
                }
            }
        }
        Verdict {
            turns: game.turn(),
            outcome: game.outcome().map_or("alive", |o| o.name()),
            checkpoints: compared,
            diverged_at,
        }
    }
}

/// A hash as 16 hex digits, as `torchdeep play` prints `state_hash`.
mod hex {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(hash: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{hash:016x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        u64::from_str_radix(&text, 16).map_err(serde::de::Error::custom)
    }
}
