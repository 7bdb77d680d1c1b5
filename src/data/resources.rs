//! Files as bytes, by path: the Tiled tileset and maps built into the binary, or read from a
//! folder. Tiled's loader reads through this, so the same code serves desktop, web and Android.

use std::collections::BTreeMap;
use std::io::Cursor;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

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

/// Tiled asked for a file the set does not hold.
#[derive(Debug)]
pub struct MissingResource(pub String);

impl std::fmt::Display for MissingResource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no file {}", self.0)
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
    root + &parts.join("/")
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

    /// A file's bytes: from the file system first when `disk_first`, else from the set.
    pub fn read(&self, path: &str) -> Result<Arc<[u8]>, MissingResource> {
        let key = normalise(Path::new(path));
        if self.disk_first {
            if let Ok(bytes) = std::fs::read(&key) {
                return Ok(Arc::from(bytes));
            }
        }
        self.files
            .get(&key)
            .map(Arc::clone)
            .ok_or(MissingResource(key))
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

    /// Reads every file below `dir` into the set, keyed as `prefix/relative path`.
    pub fn read_dir(&mut self, dir: &Path, prefix: &str) -> std::io::Result<()> {
        let mut stack: Vec<PathBuf> = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d)? {
                let path = entry?.path();
                if path.is_dir() {
                    stack.push(path);
                } else {
                    let rel = path.strip_prefix(dir).unwrap_or(&path);
                    let key = normalise(&Path::new(prefix).join(rel));
                    self.files.insert(key, Arc::from(std::fs::read(&path)?));
                }
            }
        }
        Ok(())
    }

    /// A loader for Tiled that reads from this set.
    pub fn tiled_loader(
        &self,
    ) -> tiled::Loader<tiled::DefaultResourceCache, impl tiled::ResourceReader + '_> {
        let reader = move |path: &Path| -> Result<Cursor<Arc<[u8]>>, MissingResource> {
            self.read(&path.to_string_lossy()).map(Cursor::new)
        };
        tiled::Loader::with_reader(reader)
    }
}
