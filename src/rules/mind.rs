//! What the rules remember about each creature beyond what the world holds: when it was last
//! hit, when it may throw again, where it last saw the player, a thrown item's flight and a
//! guard's post.

use super::event::Who;
use crate::world::{CreatureId, Pos};

/// A thrown item on its way: it follows the line from `from` to `target`, one tile per step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Flight {
    pub from: Pos,
    pub target: Pos,
    /// How many tiles of the line it has covered; it lands when this reaches the line's length.
    pub step: i32,
    /// The thrower's strength when it threw: the damage of a hit.
    pub strength: i32,
    pub thrower: Who,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mind {
    /// The turn it was last hit.
    pub hit_on: Option<u64>,
    /// The first turn on which it may throw again.
    pub throw_ready_on: u64,
    /// Where it last saw the player; forgotten once it gets there.
    pub last_seen: Option<Pos>,
    /// Set for a thrown item in the air.
    pub flight: Option<Flight>,
    /// Poison working in it: hit points lost at the end of each turn, and turns left.
    pub poison: Option<Poison>,
    /// A guard's post: where it stood when it first kept watch.
    pub post: Option<Pos>,
    /// Where a patrolling guard is walking to.
    pub waypoint: Option<Pos>,
}

/// Poison from a trap: `damage` at the end of each of `turns` more turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Poison {
    pub damage: i32,
    pub turns: u32,
}

/// How many turns a hit keeps a stunnable creature from acting.
pub const STUN_TURNS: u64 = 2;

impl Mind {
    /// Whether a hit in the last [`STUN_TURNS`] turns (this one included) keeps it still.
    pub fn is_stunned(&self, turn: u64) -> bool {
        self.hit_on
            .is_some_and(|hit| turn.saturating_sub(hit) < STUN_TURNS)
    }
}

/// The minds of one floor's creatures, by id (ids are dense and never reused on a level).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Minds(Vec<Mind>);

impl Minds {
    pub fn get(&self, id: CreatureId) -> Mind {
        self.0.get(id.0 as usize).copied().unwrap_or_default()
    }

    pub fn get_mut(&mut self, id: CreatureId) -> &mut Mind {
        let i = id.0 as usize;
        if i >= self.0.len() {
            self.0.resize(i + 1, Mind::default());
        }
        &mut self.0[i]
    }
}
