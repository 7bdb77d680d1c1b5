//! A save: the run's state and its record, tied to the format and the tables it was made
//! with. The floors' terrain is written as changes from the floors the seed generates
//! ([`super::terrain`]). Reading one never panics and never trusts it: the size is bounded
//! before parsing, the header is read before the body, the terrain is put back only onto the
//! same generated floors, and the state is checked against the tables before a game is made
//! of it.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::replay::Replay;
use super::terrain::{Generated, SavedTerrain, TerrainFailure};
use super::{Run, GAME_VERSION};
use crate::data::{Fingerprint, Tables};
use crate::rules::state::check_state;
use crate::rules::{Game, GameState};

/// The format of saves this game writes and reads; a change to [`GameState`]'s shape bumps it.
/// (4: the terrain as changes from the generated floors.)
pub const SAVE_FORMAT: u32 = 4;

/// The largest save read, in bytes (a run on the goal floor is about 130 KB).
pub const MAX_SAVE_BYTES: usize = 16 << 20;

/// What a save file holds, as read.
#[derive(Clone, Debug, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub game_version: String,
    pub tables: Fingerprint,
    /// The state without its floors' terrain, which `terrain` puts back.
    pub state: GameState,
    pub terrain: SavedTerrain,
    /// How the run was played so far, so its replay is whole after a reload.
    pub record: Replay,
}

/// What is read first, to refuse another format or other tables with a clear reason before
/// the body is parsed.
#[derive(Deserialize)]
struct Header {
    format: u32,
    #[serde(default)]
    game_version: String,
    tables: Option<Fingerprint>,
}

/// Why a save cannot be continued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadFailure {
    /// Larger than [`MAX_SAVE_BYTES`].
    TooLarge(usize),
    /// Not a save at all, truncated, or damaged.
    Damaged(String),
    /// Written in another format.
    OtherFormat { format: u32, game_version: String },
    /// Made with other tables; the files that differ.
    OtherTables(Vec<String>),
    /// Made by a version that generates the run's floors otherwise than this one.
    OtherFloors { game_version: String },
}

impl fmt::Display for LoadFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadFailure::TooLarge(n) => {
                write!(f, "{n} bytes, more than a save can be ({MAX_SAVE_BYTES})")
            }
            LoadFailure::Damaged(why) => write!(f, "damaged: {why}"),
            LoadFailure::OtherFormat {
                format,
                game_version,
            } => write!(
                f,
                "made by torchdeep {} in save format {format}; this version ({GAME_VERSION}) \
                 reads format {SAVE_FORMAT}",
                if game_version.is_empty() {
                    "(unknown version)"
                } else {
                    game_version
                }
            ),
            LoadFailure::OtherTables(files) => write!(
                f,
                "made with other data tables: {} changed since",
                files.join(", ")
            ),
            LoadFailure::OtherFloors { game_version } => write!(
                f,
                "made by torchdeep {game_version}, which generates the run's floors otherwise \
                 than this version ({GAME_VERSION})"
            ),
        }
    }
}

impl std::error::Error for LoadFailure {}

/// The same fields, written from a run without copying its state.
#[derive(Serialize)]
struct SaveView<'a> {
    format: u32,
    game_version: &'a str,
    tables: &'a Fingerprint,
    state: &'a GameState,
    terrain: &'a SavedTerrain,
    record: &'a Replay,
}

impl SaveFile {
    /// A run as the text of a save file.
    pub(crate) fn write(run: &Run) -> String {
        let tables = run.game.tables();
        let state = run.game.state();
        let terrain = SavedTerrain::of(state, run.generated());
        let view = SaveView {
            format: SAVE_FORMAT,
            game_version: GAME_VERSION,
            tables: &tables.fingerprint,
            state,
            terrain: &terrain,
            record: &run.record,
        };
        serde_json::to_string(&view).expect("a game state is plain data")
    }

    /// Reads a save and makes the run it holds, with these tables.
    pub fn load(bytes: &[u8], tables: Arc<Tables>) -> Result<Run, LoadFailure> {
        if bytes.len() > MAX_SAVE_BYTES {
            return Err(LoadFailure::TooLarge(bytes.len()));
        }
        let damaged = |e: serde_json::Error| LoadFailure::Damaged(e.to_string());
        let header: Header = serde_json::from_slice(bytes).map_err(damaged)?;
        if header.format != SAVE_FORMAT {
            return Err(LoadFailure::OtherFormat {
                format: header.format,
                game_version: header.game_version,
            });
        }
        let made_with = header
            .tables
            .ok_or_else(|| LoadFailure::Damaged("no tables fingerprint".into()))?;
        let differ = made_with.differences(&tables.fingerprint);
        if !differ.is_empty() {
            return Err(LoadFailure::OtherTables(differ));
        }
        let mut save: SaveFile = serde_json::from_slice(bytes).map_err(damaged)?;
        let generated = Generated::new(&tables, save.state.seed());
        (save.terrain.put_back(&mut save.state, &generated)).map_err(|failure| match failure {
            TerrainFailure::OtherFloors => LoadFailure::OtherFloors {
                game_version: header.game_version.clone(),
            },
            TerrainFailure::Damaged(why) => LoadFailure::Damaged(why),
        })?;
        check_state(&save.state, &tables).map_err(LoadFailure::Damaged)?;
        let record = save.record;
        crate::rules::character::check_character(&tables, &record.character)
            .map_err(LoadFailure::Damaged)?;
        if record.seed != save.state.seed() || record.tables != made_with {
            return Err(LoadFailure::Damaged(
                "its record is of another run".to_string(),
            ));
        }
        let game = Game::from_state(tables, save.state);
        Ok(Run::resume(game, record, Some(generated)))
    }
}
