//! Conditions that last a number of turns, from potions (GAME.md §12): each is the turn it
//! wears off, so nothing needs counting down and a save holds the turn as it is.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Senses every creature of the floor.
    Telepathy,
    /// Floats over traps.
    Levitation,
    /// Half its steps go astray.
    Confusion,
    /// Sees no farther than the next tile.
    Darkness,
    /// Acts every other turn (a spell).
    Slow,
    /// +4 AC (a spell).
    Shield,
}

impl Status {
    pub const ALL: [Status; 6] = [
        Status::Telepathy,
        Status::Levitation,
        Status::Confusion,
        Status::Darkness,
        Status::Slow,
        Status::Shield,
    ];

    /// For the status bar and `play`'s JSON.
    pub fn name(self) -> &'static str {
        match self {
            Status::Telepathy => "telepathic",
            Status::Levitation => "levitating",
            Status::Confusion => "confused",
            Status::Darkness => "in darkness",
            Status::Slow => "slowed",
            Status::Shield => "shielded",
        }
    }
}

/// For each [`Status`], the first turn it no longer holds (0: never had it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Statuses {
    pub until: [u64; 6],
}

impl Statuses {
    pub fn is_none(&self) -> bool {
        self.until == [0; 6]
    }

    /// Whether it holds on `turn`.
    pub fn has(&self, status: Status, turn: u64) -> bool {
        turn < self.until[status as usize]
    }

    /// The turns it still holds from `turn`, 0 when it does not.
    pub fn left(&self, status: Status, turn: u64) -> u64 {
        self.until[status as usize].saturating_sub(turn)
    }
}
