//! Where the game's data comes from, for the window and the command line alike: the tables
//! of `--config DIR` or of `config/` in the working folder, else those built in; the maps the
//! same way from `--maps DIR` or `maps/`; and the Rogue Code tables beside the tables.

use std::path::{Path, PathBuf};

use torchdeep::data::raids::RaidTables;
use torchdeep::data::{LoadError, LoadErrors, Resources, TableSources, Tables};

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

const DEFAULT_MAPS: &str = "maps";

/// The raid tables beside the game's: `raids.csv` and `rogue_actions.csv` of the config
/// folder when there is one, else those built in.
pub fn load_raid_tables(tables: &Tables, config: Option<&PathBuf>) -> Result<RaidTables, String> {
    let loaded = match config_dir(config) {
        Some(dir) => RaidTables::load_dir(&dir, tables),
        None => RaidTables::embedded(tables),
    };
    loaded.map_err(|e| e.to_string())
}
