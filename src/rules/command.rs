//! What the player asks for: a small value the game checks, then turns into events.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::event::Verb;
use super::magic::SpellSource;
use crate::data::{ItemId, SpellId};
use crate::world::{Ability, Label, Pos};

/// One of the eight compass directions; y grows downwards, so north is `dy = -1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// Every direction, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The step `(dx, dy)` one tile this way.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, -1),
            Direction::NE => (1, -1),
            Direction::E => (1, 0),
            Direction::SE => (1, 1),
            Direction::S => (0, 1),
            Direction::SW => (-1, 1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, -1),
        }
    }

    /// The direction of a one-tile step, if `(dx, dy)` is one.
    pub fn from_delta(dx: i32, dy: i32) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.delta() == (dx, dy))
    }

    /// The tile next to `from` this way.
    pub fn step(self, from: Pos) -> Pos {
        let (dx, dy) = self.delta();
        from.offset(dx, dy)
    }

    /// The vi-key for this direction: `k` north, `u` north-east, … `y` north-west.
    pub fn vi_key(self) -> char {
        match self {
            Direction::N => 'k',
            Direction::NE => 'u',
            Direction::E => 'l',
            Direction::SE => 'n',
            Direction::S => 'j',
            Direction::SW => 'b',
            Direction::W => 'h',
            Direction::NW => 'y',
        }
    }

    /// The direction of a vi-key (`hjklyubn`).
    pub fn from_vi_key(key: char) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| d.vi_key() == key)
    }
}

/// The player's intent for one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Step one tile; into a creature it is an attack, into a thrown item a punch that knocks
    /// it out of the air, into a closed door it opens the door and steps in, into a fixture
    /// (barrel, chest, altar, rune stone) it tries the fixture's ability check.
    Move(Direction),
    /// Two steps the same way in one action (stopping short at a creature, a wall or a trap);
    /// ends sneaking.
    Dash(Direction),
    /// Two steps in one action, the second in another direction (a rogue's move in a Rogue
    /// Code raid); otherwise as [`Command::Dash`].
    DashTurning(Direction, Direction),
    /// Throw a dart at the creature on a tile at most `rogue::DART_RANGE` tiles away in a clear
    /// line; the farther, the likelier it misses. Darts are not used up.
    ThrowDart { target: Pos },
    /// Take everything lying on a neighbouring tile without stepping on it.
    Steal(Direction),
    /// Try to disarm a found trap on a neighbouring tile: a DEX check (`ability_checks.csv`).
    Disarm(Direction),
    /// Let a turn pass.
    Wait,
    /// Take everything lying on the player's tile.
    PickUp,
    /// Throw one of a throwable item from the inventory at a tile.
    Throw { item: ItemId, target: Pos },
    /// Take the down-stairs the player stands on.
    Descend,
    /// Take the up-stairs the player stands on; on the first floor it leaves the dungeon.
    Ascend,
    /// Start or stop sneaking: a careful pace that notices hidden traps more often. Costs no
    /// turn.
    ToggleSneak,
    /// Reach the next level, once the experience is there. Costs no turn.
    LevelUp,
    /// Spend an ability point on an ability. Costs no turn.
    Raise(Ability),
    /// Quaff, read, eat or use one of the thing at an inventory position (letter a = 0).
    Use { slot: u8, verb: Verb },
    /// Put on or wield the thing at an inventory position, taking off what is in the way.
    Wear(u8),
    /// Take off the worn thing at an inventory position.
    TakeOff(u8),
    /// Drop the whole heap at an inventory position.
    Drop(u8),
    /// Call an unknown kind by a name of one's own. Costs no turn.
    Call { kind: ItemId, name: Label },
    /// In a shop: buy the ware `index` of the pile lying at `at`.
    Buy { at: Pos, index: u8 },
    /// In a shop: sell one of the thing at an inventory position.
    Sell(u8),
    /// Cast the spell memorised in a slot (0 is key 1) at a tile (ignored by a spell on the
    /// caster).
    Cast { slot: u8, target: Pos },
    /// Memorise a known spell into a slot. Costs no turn.
    Memorise { spell: SpellId, slot: u8 },
    /// Forget the spell of a slot. Costs no turn.
    Forget(u8),
}

impl Command {
    /// The action the command asks of the player; `None` for a change of pace or of the
    /// character, which costs no turn.
    pub fn action(self) -> Option<Action> {
        Some(match self {
            Command::Move(direction) => Action::Step(direction),
            Command::Dash(direction) => Action::Dash(direction, direction),
            Command::DashTurning(first, second) => Action::Dash(first, second),
            Command::ThrowDart { target } => Action::ThrowDart { target },
            Command::Steal(direction) => Action::Steal(direction),
            Command::Disarm(direction) => Action::Disarm(direction),
            Command::Wait => Action::Wait,
            Command::PickUp => Action::PickUp { only: None },
            Command::Throw { item, target } => Action::Throw { item, target },
            Command::Descend => Action::Descend,
            Command::Ascend => Action::Ascend,
            Command::Use { slot, verb } => Action::Use { slot, verb },
            Command::Wear(slot) => Action::Wear(slot),
            Command::TakeOff(slot) => Action::TakeOff(slot),
            Command::Drop(slot) => Action::Drop(slot),
            Command::Buy { at, index } => Action::Buy { at, index },
            Command::Sell(slot) => Action::Sell(slot),
            Command::Cast { slot, target } => Action::Cast {
                source: SpellSource::Slot(slot),
                target,
            },
            Command::ToggleSneak
            | Command::LevelUp
            | Command::Raise(_)
            | Command::Call { .. }
            | Command::Memorise { .. }
            | Command::Forget(_) => return None,
        })
    }
}
