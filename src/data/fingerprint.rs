//! The fingerprint of the tables a run is played with: a hash of each table's text and of the
//! prefab maps. A save or replay records it, and one made with other tables is refused with
//! the names of the files that differ, rather than read with rows that moved.

use std::hash::Hasher;

use serde::{Deserialize, Serialize};

use super::prefab::PREFAB_DIR;
use super::resources::Resources;
use super::sources::{TableSources, TABLE_FILES};
use crate::world::StableHasher;

/// What the fingerprint calls the prefab maps and the tileset together.
pub const MAPS_ENTRY: &str = "maps/prefabs";

/// Each table file's name with the hash of its text, then [`MAPS_ENTRY`] with the hash of every
/// prefab map and the tileset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fingerprint(pub Vec<(String, String)>);

impl Fingerprint {
    pub(crate) fn of(sources: &TableSources, maps: &Resources) -> Fingerprint {
        let mut entries: Vec<(String, String)> = TABLE_FILES
            .iter()
            .map(|name| {
                let mut h = StableHasher::default();
                // Line endings aside, so a checkout with CRLF reads the same.
                h.write(
                    sources
                        .get(name)
                        .unwrap_or("")
                        .replace("\r\n", "\n")
                        .as_bytes(),
                );
                (name.to_string(), format!("{:016x}", h.finish()))
            })
            .collect();
        let mut h = StableHasher::default();
        let mut paths = maps.list(PREFAB_DIR, "tmx");
        paths.push(super::TILESET_PATH.to_string());
        for path in paths {
            h.write(path.as_bytes());
            if let Some(bytes) = maps.get(&path) {
                h.write(
                    &bytes
                        .iter()
                        .copied()
                        .filter(|&b| b != b'\r')
                        .collect::<Vec<u8>>(),
                );
            }
        }
        entries.push((MAPS_ENTRY.to_string(), format!("{:016x}", h.finish())));
        Fingerprint(entries)
    }

    /// The files whose hash differs between two fingerprints (or that only one has).
    pub fn differences(&self, other: &Fingerprint) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for (name, hash) in &self.0 {
            let theirs = other.0.iter().find(|(n, _)| n == name).map(|(_, h)| h);
            if theirs != Some(hash) {
                names.push(name.clone());
            }
        }
        for (name, _) in &other.0 {
            if !self.0.iter().any(|(n, _)| n == name) {
                names.push(name.clone());
            }
        }
        names
    }
}
