//! What a creature remembers and suffers beyond its body: when it was last hit, when it may
//! throw again, where it last saw the player, a thrown item's flight, poison and a guard's
//! post. It is part of the creature, so it goes wherever the creature goes.

use serde::{Deserialize, Serialize};

use super::creatures::CreatureId;
use super::geometry::Pos;
use super::ids::MonsterId;
use super::status::Statuses;

/// A creature named in an event, with its table row so the event can be told after the
/// creature is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Who {
    pub id: CreatureId,
    pub kind: MonsterId,
}

/// A thrown item on its way: it follows the line from `from` to `target`, one tile per step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Flight {
    pub from: Pos,
    pub target: Pos,
    /// How many tiles of the line it has covered; it lands when this reaches the line's length.
    pub step: i32,
    pub thrower: Who,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mind {
    /// The turn a blow last stunned it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stunned_on: Option<u64>,
    /// The first turn on which it may throw again.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub throw_ready_on: u64,
    /// The first turn on which it may cast again.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cast_ready_on: u64,
    /// Where it last saw the player; forgotten once it gets there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_seen: Option<Pos>,
    /// Set for a thrown item in the air.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flight: Option<Flight>,
    /// Poison working in it: hit points lost at the end of each turn, and turns left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub poison: Option<Poison>,
    /// A guard's post: where it stood when it first kept watch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub post: Option<Pos>,
    /// Where a patrolling guard is walking to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waypoint: Option<Pos>,
    /// Asleep at its post (a Rogue Code guard): it does nothing until a noise wakes it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub dozing: bool,
    /// What potions left it: telepathy, levitation, confusion, darkness.
    #[serde(default, skip_serializing_if = "Statuses::is_none")]
    pub statuses: Statuses,
}

/// Poison from a trap: `damage` at the end of each of `turns` more turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Poison {
    pub damage: i32,
    pub turns: u32,
}

/// How many turns a stun keeps a creature from acting.
pub const STUN_TURNS: u64 = 2;

/// For how many turns after a stun wears off a creature shrugs off the next one.
pub const STUN_SHRUG_TURNS: u64 = 4;

impl Mind {
    /// Whether it remembers nothing at all.
    pub fn is_blank(&self) -> bool {
        *self == Mind::default()
    }

    /// Whether a stun in the last [`STUN_TURNS`] turns (this one included) keeps it still.
    pub fn is_stunned(&self, turn: u64) -> bool {
        self.stunned_on
            .is_some_and(|on| turn.saturating_sub(on) < STUN_TURNS)
    }

    /// Whether a blow may stun it now: not while stunned, nor for [`STUN_SHRUG_TURNS`] turns
    /// after, so no one is kept still blow after blow.
    pub fn can_be_stunned(&self, turn: u64) -> bool {
        self.stunned_on
            .is_none_or(|on| turn.saturating_sub(on) >= STUN_TURNS + STUN_SHRUG_TURNS)
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}
