//! Where the things a run leaves behind are kept: files in the data folder (desktop,
//! Android), written atomically, or keys of the browser's local storage. Whatever cannot be
//! read is set aside under another name, never deleted.

use std::io::ErrorKind;
use std::path::PathBuf;

use torchdeep::run::store;

use crate::app::web;

/// A thing kept between sessions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// The run under way.
    Save,
    /// The commands played since the save was written (`torchdeep::run::journal`).
    Journal,
    /// The best finished runs.
    HallOfFame,
    /// The Rogue Code script being written.
    RogueScript,
}

impl Item {
    fn file(self) -> &'static str {
        match self {
            Item::Save => "save.json",
            Item::Journal => "save.journal",
            Item::HallOfFame => "hall_of_fame.json",
            Item::RogueScript => "rogue.rhai",
        }
    }

    /// The key in local storage (the page's bridge puts `torchdeep/` before it).
    fn key(self) -> &'static str {
        match self {
            Item::Save => "save",
            Item::Journal => "journal",
            Item::HallOfFame => "hall_of_fame",
            Item::RogueScript => "rogue",
        }
    }
}

/// The folder of morgue files and their replays, in the data folder.
pub const MORGUE_DIR: &str = "morgue";

/// The most names tried when setting a damaged item aside.
const ASIDE_TRIES: u32 = 1000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Files in this folder.
    Files(PathBuf),
    /// The browser's local storage.
    Browser,
    /// No place to keep anything (no home folder): runs cannot be saved.
    Nowhere,
}

impl Storage {
    /// This platform's storage: local storage in the browser, else the data folder.
    pub fn here() -> Storage {
        if cfg!(target_arch = "wasm32") {
            return Storage::Browser;
        }
        match super::paths::data_dir(|key| std::env::var_os(key)) {
            Some(dir) => Storage::Files(dir),
            None => Storage::Nowhere,
        }
    }

    /// Where an item is kept, in words: a path, or a local storage key.
    pub fn describe(&self, item: Item) -> String {
        match self {
            Storage::Files(dir) => dir.join(item.file()).display().to_string(),
            Storage::Browser => format!("local storage \"torchdeep/{}\"", item.key()),
            Storage::Nowhere => "nowhere (no data folder)".to_string(),
        }
    }

    /// The item's bytes, `None` when there is none; an error says why it cannot be read.
    pub fn read(&self, item: Item, limit: usize) -> Result<Option<Vec<u8>>, String> {
        match self {
            Storage::Files(dir) => {
                let path = dir.join(item.file());
                match store::read_bounded(&path, limit) {
                    Ok(bytes) => Ok(Some(bytes)),
                    Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
                    Err(e) => Err(format!("{}: {e}", path.display())),
                }
            }
            Storage::Browser => match web::stored(item.key()) {
                Some(text) if text.len() > limit => Err(format!(
                    "{}: {} bytes, more than {limit}",
                    self.describe(item),
                    text.len()
                )),
                text => Ok(text.map(String::into_bytes)),
            },
            Storage::Nowhere => Ok(None),
        }
    }

    pub fn write(&self, item: Item, text: &str) -> Result<(), String> {
        match self {
            Storage::Files(dir) => {
                let path = dir.join(item.file());
                store::write_atomic(&path, text.as_bytes())
                    .map_err(|e| format!("{}: {e}", path.display()))
            }
            Storage::Browser => match web::store(item.key(), text) {
                true => Ok(()),
                false => Err(format!(
                    "{}: the browser refused to keep it",
                    self.describe(item)
                )),
            },
            Storage::Nowhere => Err("there is no data folder to keep it in".to_string()),
        }
    }

    /// Adds `text` to the end of a file, made if missing; only files grow this way (the
    /// journal is kept for files alone).
    pub fn append(&self, item: Item, text: &str) -> Result<(), String> {
        use std::io::Write;
        match self {
            Storage::Files(dir) => {
                let path = dir.join(item.file());
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&path)
                    .and_then(|mut f| f.write_all(text.as_bytes()))
                    .map_err(|e| format!("{}: {e}", path.display()))
            }
            Storage::Browser | Storage::Nowhere => Ok(()),
        }
    }

    /// Deletes an item; one that is not there is already gone.
    pub fn remove(&self, item: Item) -> Result<(), String> {
        match self {
            Storage::Files(dir) => {
                let path = dir.join(item.file());
                match std::fs::remove_file(&path) {
                    Err(e) if e.kind() != ErrorKind::NotFound => {
                        Err(format!("{}: {e}", path.display()))
                    }
                    _ => Ok(()),
                }
            }
            Storage::Browser => match web::forget(item.key()) {
                true => Ok(()),
                false => Err(format!("{}: cannot remove it", self.describe(item))),
            },
            Storage::Nowhere => Ok(()),
        }
    }

    /// Moves an item that cannot be used out of the way, keeping it; says where it went.
    pub fn set_aside(&self, item: Item) -> Result<String, String> {
        match self {
            Storage::Files(dir) => {
                let path = dir.join(item.file());
                store::move_aside(&path)
                    .map(|to| to.display().to_string())
                    .map_err(|e| format!("{}: {e}", path.display()))
            }
            Storage::Browser => {
                let value = web::stored(item.key()).unwrap_or_default();
                let free = (1..=ASIDE_TRIES)
                    .map(|n| match n {
                        1 => format!("{}.bad", item.key()),
                        n => format!("{}.bad-{n}", item.key()),
                    })
                    .find(|key| web::stored(key).is_none())
                    .ok_or("too many damaged copies kept aside")?;
                if !web::store(&free, &value) || !web::forget(item.key()) {
                    return Err(format!("{}: cannot move it", self.describe(item)));
                }
                Ok(format!("local storage \"torchdeep/{free}\""))
            }
            Storage::Nowhere => Err("there is no data folder".to_string()),
        }
    }

    /// Keeps a finished run's morgue file and replay side by side, as `name.txt` and
    /// `name.replay.json` in the morgue folder (the browser keeps only the last ones); says
    /// where the morgue file is.
    pub fn write_morgue(&self, name: &str, morgue: &str, replay: &str) -> Result<String, String> {
        match self {
            Storage::Files(dir) => {
                let folder = dir.join(MORGUE_DIR);
                let text = folder.join(format!("{name}.txt"));
                let record = folder.join(format!("{name}.replay.json"));
                for (path, body) in [(&text, morgue), (&record, replay)] {
                    store::write_atomic(path, body.as_bytes())
                        .map_err(|e| format!("{}: {e}", path.display()))?;
                }
                Ok(text.display().to_string())
            }
            Storage::Browser => {
                let kept = web::store("morgue", morgue) && web::store("morgue.replay", replay);
                match kept {
                    true => Ok("local storage \"torchdeep/morgue\"".to_string()),
                    false => Err("the browser refused to keep the morgue file".to_string()),
                }
            }
            Storage::Nowhere => Err("there is no data folder for the morgue file".to_string()),
        }
    }
}
