//! Files as bytes, by path: the Tiled tileset and maps built into the binary, or read from a
//! folder. Tiled's loader reads through this, so the same code serves desktop, web and Android.
//! Files read from disk are bounded ([`MAX_MAP_FILE_BYTES`], [`MAX_MAP_FILES`]) and only
//! regular ones; the tileset is always the game's own, since it is what the game draws with.

use std::collections::BTreeMap;
use std::io::Cursor;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use super::bounded::read_bounded;
use super::prefab::check_xml;
use super::TILESET_PATH;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded_files.rs"));
}

/// A set of files keyed by a normalised relative path (`maps/prefabs/shrine.tmx`).
#[derive(Clone, Debug, Default)]
pub struct Resources {
    files: BTreeMap<String, Arc<[u8]>>,
    /// Read a path from the file system before looking in the set (command-line tools that
    /// check a designer's files where they lie).
    disk_first: bool,
}

/// The most bytes a map, template or tileset file read from disk may hold: the game's largest
/// map is under 20 KiB, and a 100×100 prefab in CSV about 200 KiB.
pub const MAX_MAP_FILE_BYTES: usize = 4 << 20;
/// The most files a maps folder may hold.
pub const MAX_MAP_FILES: usize = 2000;

/// Tiled asked for a file that cannot be had: not in the set, or unreadable on disk.
#[derive(Debug)]
pub struct MissingResource {
    pub path: String,
    /// Why a file on disk could not be read; `None` when there is no such file.
    pub reason: Option<String>,
}

impl std::fmt::Display for MissingResource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.reason {
            None => write!(f, "no file {}", self.path),
            Some(reason) => write!(f, "{}: {reason}", self.path),
        }
    }
}

impl std::error::Error for MissingResource {}

/// `a/b/../c.tsx` → `a/c.tsx`, with `/` separators; an absolute path keeps its root
/// (`/tmp/x.tmx`), so it can still be read from the file system.
pub fn normalise(path: &Path) -> String {
    let mut root = String::new();
    let mut parts: Vec<String> = Vec::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                parts.pop();
            }
            Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            Component::Prefix(p) => root = p.as_os_str().to_string_lossy().into_owned(),
            Component::RootDir => root.push('/'),
            Component::CurDir => {}
        }
    }
    root + parts.join("/").as_str()
}

impl Resources {
    /// The tileset and maps built into the game.
    pub fn embedded() -> Self {
        let mut r = Resources::default();
        for (name, bytes) in embedded::EMBEDDED_FILES {
            r.files.insert((*name).to_string(), Arc::from(*bytes));
        }
        r
    }

    pub fn insert(&mut self, path: &str, bytes: impl Into<Arc<[u8]>>) {
        self.files.insert(normalise(Path::new(path)), bytes.into());
    }

    pub fn get(&self, path: &str) -> Option<&[u8]> {
        self.files.get(&normalise(Path::new(path))).map(|b| &b[..])
    }

    /// The same set, but each path is read from the file system first (relative paths from
    /// the working folder), falling back to the set.
    pub fn disk_first(mut self) -> Self {
        self.disk_first = true;
        self
    }

    /// Drops every file under a folder (e.g. the built-in `maps` before reading a designer's).
    pub fn remove_folder(&mut self, folder: &str) {
        let prefix = format!("{}/", normalise(Path::new(folder)));
        self.files.retain(|k, _| !k.starts_with(&prefix));
    }

    /// A file's bytes: from the file system first when `disk_first`, else from the set. Any
    /// path to the project tileset (`…/assets/tileset.tsx`) reads the set's, wherever the map
    /// lies, so checking a copied maps folder and playing it agree.
    pub fn read(&self, path: &str) -> Result<Arc<[u8]>, MissingResource> {
        let key = normalise(Path::new(path));
        if key.ends_with(&format!("/{TILESET_PATH}")) {
            if let Some(tileset) = self.files.get(TILESET_PATH) {
                return Ok(Arc::clone(tileset));
            }
        }
        if self.disk_first && key != TILESET_PATH {
            match read_bounded(Path::new(&key), MAX_MAP_FILE_BYTES) {
                Ok(bytes) => return Ok(Arc::from(bytes)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => {
                    return Err(MissingResource {
                        path: key,
                        reason: Some(e.to_string()),
                    })
                }
            }
        }
        self.files.get(&key).map(Arc::clone).ok_or(MissingResource {
            path: key,
            reason: None,
        })
    }

    /// The paths under a folder with an extension, in order.
    pub fn list(&self, folder: &str, extension: &str) -> Vec<String> {
        let prefix = format!("{}/", normalise(Path::new(folder)));
        self.files
            .keys()
            .filter(|k| k.starts_with(&prefix) && k.ends_with(&format!(".{extension}")))
            .cloned()
            .collect()
    }

    /// Reads every file below `dir` into the set, keyed as `prefix/relative path`. A linked
    /// folder is not entered (a link to a parent would never end); other entries that are not
    /// regular files, or too large, or too many, are errors naming the file.
    pub fn read_dir(&mut self, dir: &Path, prefix: &str) -> std::io::Result<()> {
        let mut stack: Vec<PathBuf> = vec![dir.to_path_buf()];
        let mut count = 0;
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d)? {
                let entry = entry?;
                let path = entry.path();
                let kind = entry.file_type()?;
                if kind.is_dir() {
                    stack.push(path);
                    continue;
                }
                if kind.is_symlink() && path.is_dir() {
                    continue;
                }
                count += 1;
                if count > MAX_MAP_FILES {
                    return Err(std::io::Error::other(format!(
                        "more than {MAX_MAP_FILES} files"
                    )));
                }
                let bytes = read_bounded(&path, MAX_MAP_FILE_BYTES).map_err(|e| {
                    std::io::Error::new(e.kind(), format!("{}: {e}", path.display()))
                })?;
                let rel = path.strip_prefix(dir).unwrap_or(&path);
                let key = normalise(&Path::new(prefix).join(rel));
                self.files.insert(key, Arc::from(bytes));
            }
        }
        Ok(())
    }

    /// A loader for Tiled that reads from this set.
    pub fn tiled_loader(
        &self,
    ) -> tiled::Loader<tiled::DefaultResourceCache, impl tiled::ResourceReader + '_> {
        // Every file the parser reads (map, tileset, template) is checked first: its parser
        // recurses per nested element and reads invalid UTF-8 without a word.
        let reader = move |path: &Path| -> Result<Cursor<Arc<[u8]>>, MissingResource> {
            let bytes = self.read(&path.to_string_lossy())?;
            check_xml(&bytes).map_err(|reason| MissingResource {
                path: normalise(path),
                reason: Some(reason),
            })?;
            Ok(Cursor::new(bytes))
        };
        tiled::Loader::with_reader(reader)
    }
}
