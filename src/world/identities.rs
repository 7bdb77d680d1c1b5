//! What the player knows of the shuffled kinds (GAME.md §12): each run gives every potion kind
//! a colour and every scroll kind a title; a kind is unknown until used or identified, and
//! the player may call an unknown kind by a name of their own. Part of the saved state.

use serde::{Deserialize, Serialize};

use super::ids::ItemId;

/// The longest name a player may call a kind, in bytes.
pub const MAX_CALLED: usize = 24;

/// By item kind (a row of the item tables): its look this run, whether it is known, and what
/// the player calls it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Identities {
    /// The colour word of a potion kind, the title of a scroll kind; empty for the kinds
    /// that are never shuffled.
    pub looks: Vec<String>,
    pub known: Vec<bool>,
    /// What the player called each unknown kind; empty for none.
    pub called: Vec<String>,
}

impl Identities {
    /// Whether the player knows what the kind is: never-shuffled kinds are always known.
    pub fn is_known(&self, kind: ItemId) -> bool {
        let i = usize::from(kind.0);
        self.looks.get(i).is_none_or(String::is_empty) || self.known.get(i).copied().unwrap_or(true)
    }

    /// The run's look of a shuffled kind, `None` for the others.
    pub fn look(&self, kind: ItemId) -> Option<&str> {
        self.looks
            .get(usize::from(kind.0))
            .filter(|l| !l.is_empty())
            .map(String::as_str)
    }

    /// What the player called the kind, if anything.
    pub fn called(&self, kind: ItemId) -> Option<&str> {
        self.called
            .get(usize::from(kind.0))
            .filter(|c| !c.is_empty())
            .map(String::as_str)
    }
}

/// A name the player calls a kind by: short, printable, and `Copy` so events can carry it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    bytes: [u8; MAX_CALLED],
    len: u8,
}

impl Label {
    /// The name as typed, trimmed; `None` when it is empty, too long, not printable or holds
    /// a `;` (which ends a name in a replay's record).
    pub fn new(text: &str) -> Option<Label> {
        let text = text.trim();
        let bad = |c: char| c.is_control() || c == ';';
        if text.is_empty() || text.len() > MAX_CALLED || text.chars().any(bad) {
            return None;
        }
        let mut bytes = [0u8; MAX_CALLED];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Some(Label {
            bytes,
            len: text.len() as u8,
        })
    }

    pub fn as_str(&self) -> &str {
        // Built from a `&str` and never changed, so always UTF-8.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl Serialize for Label {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Label {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Label, D::Error> {
        let text = String::deserialize(d)?;
        Label::new(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "\"{text}\" is not a name: 1 to {MAX_CALLED} bytes of printable text"
            ))
        })
    }
}
