//! A run that lasts: a game with the record of how it was played, which a save holds and a
//! replay re-runs (GAME.md §13).
//!
//! - [`Run`] plays commands and records every accepted one, with the state hash every
//!   [`CHECKPOINT_EVERY`] turns;
//! - [`replay`]: the record as a file, and re-running it to find where it diverges;
//! - [`save`]: a run as a versioned file tied to its tables, and reading one back safely;
//! - [`journal`]: the commands played since the save, appended as they are played, so a
//!   crash loses at most the turn under way;
//! - [`terrain`]: the floors' terrain in a save, as changes from the floors the seed
//!   generates;
//! - [`store`]: writing files atomically and moving unreadable ones aside;
//! - [`morgue`]: what is left of a finished run — the morgue file and the hall of fame.

mod commands;
pub mod journal;
pub mod morgue;
pub mod replay;
pub mod save;
pub mod store;
pub mod terrain;

use std::sync::{Arc, OnceLock};

pub use journal::Recovered;
pub use replay::{Checkpoint, Replay, Verdict};
pub use save::{LoadFailure, SaveFile, SAVE_FORMAT};
use terrain::Generated;

use crate::data::Tables;
use crate::rules::{Command, Event, Game, Refusal};
use crate::world::Character;

/// The turns between two state hashes in a record.
pub const CHECKPOINT_EVERY: u64 = 100;

/// The version of the game, written into saves and replays.
pub const GAME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// A game and its record.
#[derive(Clone, Debug)]
pub struct Run {
    game: Game,
    record: Replay,
    /// The terrain of the floors of the run's seed, made with a new run, at the first save of a
    /// run shown from elsewhere, or when it was read from a save, and kept for the next saves:
    /// a cache, rebuilt from the seed.
    generated: OnceLock<Arc<Generated>>,
}

impl Run {
    /// A new run of `seed`, starting on a floor of `dungeon.csv` (by index; 0 is the first),
    /// played as the seed's default character.
    pub fn new(tables: impl Into<Arc<Tables>>, seed: u64, floor: usize) -> Run {
        let tables = tables.into();
        let character = crate::rules::default_character(&tables, seed);
        Run::new_as(tables, seed, floor, character)
    }

    /// A new run played as a character made on the creation screen or from the command line.
    pub fn new_as(
        tables: impl Into<Arc<Tables>>,
        seed: u64,
        floor: usize,
        character: Character,
    ) -> Run {
        let tables = tables.into();
        // The dungeon is generated once, for the game and for the saves to be compared with.
        let dungeon = crate::gen::generate_dungeon(&tables, seed);
        let generated = Generated::of(&dungeon);
        let game = Game::new_in(Arc::clone(&tables), dungeon, seed, floor, character.clone());
        let record = Replay::start(&tables, seed, game.floor(), character);
        Run::resume(game, record, Some(generated))
    }

    /// A run shown from a game made elsewhere (a Rogue Code raid room): its record starts
    /// where the game stands.
    pub fn watching(game: Game) -> Run {
        let record = Replay::start(
            game.tables(),
            game.seed(),
            game.floor(),
            game.character().clone(),
        );
        Run::resume(game, record, None)
    }

    /// A run that goes on from a game and the record that led to it (a loaded save, with the
    /// floors of its seed if they were made to read it).
    pub(crate) fn resume(game: Game, record: Replay, generated: Option<Generated>) -> Run {
        let cache = OnceLock::new();
        if let Some(generated) = generated {
            let _ = cache.set(Arc::new(generated));
        }
        Run {
            game,
            record,
            generated: cache,
        }
    }

    /// The floors the run's seed generates, which its saves are written against.
    fn generated(&self) -> &Generated {
        self.generated
            .get_or_init(|| Arc::new(Generated::new(self.game.tables(), self.game.seed())))
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record so far: the commands, the checkpoints and the refused count.
    pub fn record(&self) -> &Replay {
        &self.record
    }

    /// Plays a command, as [`Game::act`], and records it when accepted (a refused command
    /// changes nothing, so it is only counted).
    pub fn act(&mut self, command: Command) -> Result<&[Event], Refusal> {
        match self.game.act(command) {
            Ok(_) => {
                self.record.note(command, &self.game);
                Ok(self.game.events())
            }
            Err(refusal) => {
                self.record.refused += 1;
                Err(refusal)
            }
        }
    }

    /// Counts a command that could not even be put to the game (a throw with nothing to
    /// throw), as a refusal.
    pub fn count_refused(&mut self) {
        self.record.refused += 1;
    }

    /// The record as a finished replay: with the final turn, outcome and hash.
    pub fn replay(&self) -> Replay {
        let mut replay = self.record.clone();
        replay.finish(&self.game);
        replay
    }

    /// The run as the text of a save file (`SaveFile::load` reads it back).
    pub fn save_json(&self) -> String {
        SaveFile::write(self)
    }
}
