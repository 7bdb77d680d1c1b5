//! The player's character (GAME.md §12): who they are, what they were trained as, and how far
//! they have grown. Hit points, defences and attacks follow from it and the tables (see
//! `rules::character`), so nothing here can disagree with them.

use serde::{Deserialize, Serialize};

use super::abilities::{Abilities, Ability};

/// The longest name a character may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    pub name: String,
    /// The `classes.csv` row, by id.
    pub class: String,
    /// The `races.csv` row, by id.
    pub race: String,
    /// The scores now: the class's, the race's bonuses and every point spent.
    pub abilities: Abilities,
    pub level: u32,
    pub xp: u64,
    /// Ability points not spent yet (from the race at creation, or from levels).
    pub points: u32,
    /// The spells learnt and memorised.
    #[serde(default)]
    pub spells: super::spellbook::Spellbook,
}

impl Character {
    /// Whether a point may go to `ability` now: one is left and the score is below `cap`.
    pub fn can_raise(&self, ability: Ability, cap: i32) -> bool {
        self.points > 0 && self.abilities.score(ability) < cap
    }

    /// A character's name as typed: printable characters, spaces inside, within
    /// [`MAX_NAME_CHARS`].
    pub fn is_name(name: &str) -> bool {
        let count = name.chars().count();
        (1..=MAX_NAME_CHARS).contains(&count)
            && name.trim() == name
            && name.chars().all(|c| !c.is_control())
    }
}
