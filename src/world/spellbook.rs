//! What a character knows of magic (GAME.md §12): the spells learnt, the ones memorised in
//! slots 1 to 4, and which slots were spent since their spells last came back. How many
//! spells of each frequency may be memorised is the character's level's (`levels.csv`).

use serde::{Deserialize, Serialize};

use super::ids::SpellId;

/// Keys 1 to 4.
pub const SLOTS: usize = 4;
/// The most spells a spellbook holds.
pub const MAX_KNOWN: usize = 64;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Spellbook {
    /// Learnt, in the order learnt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<SpellId>,
    /// Memorised, by slot (key 1 is slot 0).
    #[serde(default)]
    pub slots: [Option<SpellId>; SLOTS],
    /// Cast since its spell last came back (at-will spells never are).
    #[serde(default)]
    pub spent: [bool; SLOTS],
    /// Floors first entered since the run began: every third brings the rarest spells back.
    #[serde(default)]
    pub floors: u32,
}

impl Spellbook {
    pub fn knows(&self, spell: SpellId) -> bool {
        self.known.contains(&spell)
    }

    /// The slot a spell is memorised in.
    pub fn slot_of(&self, spell: SpellId) -> Option<usize> {
        self.slots.iter().position(|s| *s == Some(spell))
    }

    /// The first empty slot.
    pub fn free_slot(&self) -> Option<usize> {
        self.slots.iter().position(Option::is_none)
    }
}
