//! What happened: the game answers every command with a list of events, in the order they
//! happened, so the app can animate them and write the message log.

use serde::{Deserialize, Serialize};

use crate::data::{CheckId, ItemId, MonsterId, SpellId, TrapId};
use crate::world::{Ability, Flight, Item, Label, Mind, Pos, Status};

pub use crate::world::Who;

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Left by the dungeon's exit carrying the treasure.
    Won,
    /// The player's hit points fell to 0.
    Dead,
    /// Left by the dungeon's exit without the treasure.
    Fled,
}

impl Outcome {
    /// `won`, `dead` or `fled`, as `torchdeep play` prints it.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Dead => "dead",
            Outcome::Fled => "fled",
        }
    }
}

/// One change to the world. Floors are indexes into the dungeon's floors (for a generated
/// dungeon, rows of `dungeon.csv`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A creature stepped to a neighbouring tile; thrown items in flight move this way too.
    Moved { who: Who, from: Pos, to: Pos },
    /// The player let the turn pass.
    Waited { who: Who },
    /// A creature opened a closed door by walking into it; sight passes through it now.
    DoorOpened { by: Who, at: Pos },
    /// A blow, or a thrown item striking. `hp` is what the target has left; a target that was
    /// hit cannot act for 2 turns if it is stunnable.
    Hit {
        attacker: Who,
        target: Who,
        /// The target's tile.
        at: Pos,
        damage: i32,
        hp: i32,
        /// Struck by a thrown item rather than a blow.
        thrown: bool,
        /// A natural 20: the damage dice were thrown twice.
        critical: bool,
    },
    /// An attack roll fell short of the target's defence (or was a natural 1).
    Missed {
        attacker: Who,
        target: Who,
        at: Pos,
        thrown: bool,
    },
    /// A creature's hit points fell to 0; `killer` dealt the last blow or threw the item.
    /// What it carried comes as `Dropped` events just before.
    Died {
        who: Who,
        at: Pos,
        killer: Option<Who>,
    },
    /// A dying creature let go of an item (all of a heap).
    Dropped { who: Who, at: Pos, item: Item },
    /// A creature took an item (all of a heap) from a tile: its own, or a neighbouring one
    /// when `stolen`.
    PickedUp {
        who: Who,
        at: Pos,
        item: Item,
        stolen: bool,
    },
    /// A creature threw one thing (`item.count` is 1) from its inventory at a tile.
    Thrown {
        who: Who,
        item: Item,
        from: Pos,
        target: Pos,
    },
    /// The player threw a dart at a creature; a hit is told by the `Hit` that follows.
    DartThrown {
        who: Who,
        from: Pos,
        target: Who,
        at: Pos,
        hit: bool,
    },
    /// A thrown item took to the air as a creature of its own, at the first tile of its line,
    /// with `hp` hit points and its flight ahead of it.
    Launched {
        flier: Who,
        thrower: Who,
        item: Item,
        at: Pos,
        hp: i32,
        flight: Flight,
    },
    /// A creature knocked a thrown item out of the air by walking into it.
    Punched { by: Who, flier: Who, at: Pos },
    /// A thrown item ran into another in the air (`flier` is `None` for one still in the
    /// thrower's hand); both fall.
    Collided {
        flier: Option<Who>,
        other: Who,
        at: Pos,
    },
    /// A thrown item came to rest on a tile: its flight ended, or it never left the hand.
    Landed {
        flier: Option<Who>,
        item: Item,
        at: Pos,
    },
    /// Hit points restored (by a transition hallway's warmth); `hp` is the new value.
    Healed { who: Who, hp: i32, amount: i32 },
    /// The player took stairs: the same creature (id, hit points, inventory, poison) leaves
    /// one floor and arrives on the other.
    TookStairs {
        who: Who,
        from_floor: usize,
        from: Pos,
        to_floor: usize,
        at: Pos,
    },
    /// The player left by the exit with the treasure.
    Won { who: Who },
    /// The player left by the exit without the treasure.
    Fled { who: Who },
    /// A creature stepped on a trap; it is found now.
    TrapSprung { who: Who, trap: TrapId, at: Pos },
    /// The player noticed a hidden trap next to them.
    TrapFound { trap: TrapId, at: Pos },
    /// A creature was poisoned: it loses `damage` hit points at the end of each of the next
    /// `turns` turns (this one included).
    Poisoned { who: Who, damage: i32, turns: u32 },
    /// Hit points lost to something other than a blow: a trap or poison. `hp` is what is left.
    Hurt {
        who: Who,
        at: Pos,
        damage: i32,
        hp: i32,
        cause: Harm,
    },
    /// The player started or stopped sneaking (no turn passes).
    SneakToggled { who: Who, on: bool },
    /// A blow stunned a `stunnable` creature: it cannot act for `STUN_TURNS` turns.
    Stunned { who: Who, at: Pos },
    /// A transition hallway gave `amount` hit points and has `left` to give on this floor;
    /// at 0 every tile of it is spent.
    HallwayDrawn { at: Pos, amount: i32, left: i32 },
    /// A creature's memory changed: where it last saw the player, when it may throw again,
    /// a flight's progress, a guard's post or waypoint. Never told in the log.
    Minded { who: Who, mind: Mind },
    /// The player gained `amount` experience and has `xp` now.
    XpGained {
        who: Who,
        amount: u32,
        xp: u64,
        reason: Gain,
    },
    /// A room of a floor was first seen where rooms give no experience.
    RoomFound { floor: usize, room: u16 },
    /// The player reached `level`, with `hp` hit points now and `points` more to spend.
    LevelledUp {
        who: Who,
        level: u32,
        hp: i32,
        points: u32,
    },
    /// The player spent a point on an ability, now `score`; `hp` is their hit points after.
    Raised {
        who: Who,
        ability: Ability,
        score: i32,
        hp: i32,
    },
    /// The player tried a fixture, or disarming a trap, on `at` against a row of
    /// `ability_checks.csv`: the d20 (`natural`) and the total with the bonus. `spent` when a
    /// failure used the last try.
    Tested {
        who: Who,
        at: Pos,
        check: CheckId,
        natural: i32,
        total: i32,
        success: bool,
        spent: bool,
    },
    /// A found trap was disarmed: it is gone.
    TrapDisarmed { who: Who, trap: TrapId, at: Pos },
    /// The player was handed items (from a chest on `from`, say).
    Received { who: Who, from: Pos, item: Item },
    /// The round is over; `turn` turns have been played.
    TurnEnded { turn: u64 },
    /// A creature used one thing (`item.count` is 1) from its inventory: quaffed, read, ate.
    Used { who: Who, item: Item, verb: Verb },
    /// The player learnt what a shuffled kind of thing is.
    Identified { kind: ItemId, how: Discovery },
    /// The player called an unknown kind by a name of their own.
    Called { kind: ItemId, name: Label },
    /// A creature put on or wielded one thing of its inventory; its enchantment and curse
    /// show.
    Wore { who: Who, item: Item },
    /// A creature took off a worn thing.
    TookOff { who: Who, item: Item },
    /// An ability score changed by something other than a level's point (a potion).
    AbilityChanged {
        who: Who,
        ability: Ability,
        score: i32,
    },
    /// A condition holds from now until turn `until` (not included).
    StatusBegan {
        who: Who,
        status: Status,
        until: u64,
    },
    /// A condition wore off.
    StatusEnded { who: Who, status: Status },
    /// A creature vanished from `from` and appeared on `to`.
    Teleported { who: Who, from: Pos, to: Pos },
    /// The player knows every tile of a floor.
    Mapped { floor: usize },
    /// A worn thing's enchantment changed by `by`; a rise lifts its curse.
    Enchanted { who: Who, item: Item, by: i8 },
    /// A worn thing's curse was lifted.
    Uncursed { who: Who, item: Item },
    /// A shriek woke every creature of the floor.
    Aggravated { who: Who, at: Pos },
    /// Flames burst around a creature; the burns follow as `Hurt`.
    Burst { who: Who, at: Pos },
    /// The player read a piece of lore: `page` picks it (see `rules::names::lore`).
    LoreRead { page: u32, from: LoreSource },
    /// A creature bought a ware lying at `at` (the whole heap) from a shop's keeper for
    /// `price` coins.
    Bought {
        who: Who,
        keeper: Who,
        at: Pos,
        item: Item,
        price: u32,
        /// The row of the coins paid.
        coin: ItemId,
    },
    /// A creature sold one thing to a shop's keeper for `price` coins; it lies on display at
    /// `at` now.
    Sold {
        who: Who,
        keeper: Who,
        at: Pos,
        item: Item,
        price: u32,
        /// The row of the coins paid.
        coin: ItemId,
    },
    /// A shop's keeper was robbed or attacked by `by`: it trades no more, and hunts.
    ShopAngered { keeper: Who, by: Who },
    /// A creature cast a spell from `from` at `target`; what it did follows (`Hit`, `Missed`,
    /// `Healed`, `StatusBegan`, …). `spends` when it used up a memorised slot until renewed.
    SpellCast {
        who: Who,
        spell: SpellId,
        slot: Option<u8>,
        from: Pos,
        target: Pos,
        spends: bool,
    },
    /// The player learnt a spell (by level, or from a tome).
    Learned { spell: SpellId },
    /// The player memorised a spell into a slot (0 is key 1). Costs no turn.
    Memorised { spell: SpellId, slot: u8 },
    /// The player forgot the spell of a slot. Costs no turn.
    Forgot { slot: u8 },
    /// A floor first entered (the `floors`-th): the slots marked are ready again.
    SpellsRenewed { slots: [bool; 4], floors: u32 },
    /// A light spell showed the floor within `radius` tiles of `at`.
    Lit { floor: usize, at: Pos, radius: u32 },
}

/// Where a piece of lore was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoreSource {
    /// A book carried and read.
    Book,
    /// The carving of a fixture (an altar, a rune stone) tried with success.
    Inscription(CheckId),
}

/// How a thing was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verb {
    Quaff,
    Read,
    Eat,
    /// Whatever suits the thing.
    Use,
}

impl Verb {
    /// "quaff", as the log and the key language say it.
    pub fn name(self) -> &'static str {
        match self {
            Verb::Quaff => "quaff",
            Verb::Read => "read",
            Verb::Eat => "eat",
            Verb::Use => "use",
        }
    }
}

/// How the player learnt what a kind is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Discovery {
    /// By using one.
    Used,
    /// By reading identify.
    Scroll,
    /// It was the last unknown kind of its category.
    Deduced,
}

/// What experience was gained for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    /// A creature of this row killed.
    Kill(MonsterId),
    /// A room of a floor (by its index in the floor's layout) first seen.
    Room { floor: usize, room: u16 },
    /// A floor first entered.
    Floor(usize),
    /// An ability check of this row passed.
    Check(CheckId),
    /// A thing of this row used (a potion of experience).
    Item(ItemId),
}

/// What hurt a creature in [`Event::Hurt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Harm {
    Trap(TrapId),
    Poison,
    /// A failed ability check (a rune stone's flare, a barrel's hoops).
    Check(CheckId),
    /// Flames from a scroll.
    Fire,
}

impl Event {
    /// The tile where it happened, for deciding whether the player saw it.
    pub fn at(&self) -> Option<Pos> {
        match *self {
            Event::Moved { to, .. } => Some(to),
            Event::DoorOpened { at, .. }
            | Event::Hit { at, .. }
            | Event::Missed { at, .. }
            | Event::Died { at, .. }
            | Event::Dropped { at, .. }
            | Event::PickedUp { at, .. }
            | Event::Launched { at, .. }
            | Event::Punched { at, .. }
            | Event::Collided { at, .. }
            | Event::Landed { at, .. }
            | Event::TookStairs { at, .. }
            | Event::TrapSprung { at, .. }
            | Event::TrapFound { at, .. }
            | Event::Stunned { at, .. }
            | Event::HallwayDrawn { at, .. }
            | Event::Tested { at, .. }
            | Event::TrapDisarmed { at, .. }
            | Event::Aggravated { at, .. }
            | Event::Burst { at, .. }
            | Event::Hurt { at, .. }
            | Event::Bought { at, .. }
            | Event::Sold { at, .. }
            | Event::Lit { at, .. } => Some(at),
            Event::SpellCast { from, .. } => Some(from),
            Event::Teleported { to, .. } => Some(to),
            Event::Received { from, .. } => Some(from),
            Event::Thrown { from, .. } | Event::DartThrown { from, .. } => Some(from),
            Event::Waited { .. }
            | Event::Healed { .. }
            | Event::Won { .. }
            | Event::Fled { .. }
            | Event::Poisoned { .. }
            | Event::SneakToggled { .. }
            | Event::Minded { .. }
            | Event::XpGained { .. }
            | Event::RoomFound { .. }
            | Event::LevelledUp { .. }
            | Event::Raised { .. }
            | Event::Used { .. }
            | Event::Identified { .. }
            | Event::Called { .. }
            | Event::Wore { .. }
            | Event::TookOff { .. }
            | Event::AbilityChanged { .. }
            | Event::StatusBegan { .. }
            | Event::StatusEnded { .. }
            | Event::Mapped { .. }
            | Event::Enchanted { .. }
            | Event::Uncursed { .. }
            | Event::LoreRead { .. }
            | Event::ShopAngered { .. }
            | Event::Learned { .. }
            | Event::Memorised { .. }
            | Event::Forgot { .. }
            | Event::SpellsRenewed { .. }
            | Event::TurnEnded { .. } => None,
        }
    }

    /// Whether it only keeps the books (a creature's memory, the turn counter): nothing anyone
    /// could see happen.
    pub fn is_bookkeeping(&self) -> bool {
        matches!(
            self,
            Event::Minded { .. } | Event::TurnEnded { .. } | Event::RoomFound { .. }
        )
    }

    /// Whether it is news of the player's own mind (a kind identified or named, a floor
    /// mapped), told whatever the player sees.
    pub fn is_knowledge(&self) -> bool {
        matches!(
            self,
            Event::Identified { .. }
                | Event::Called { .. }
                | Event::Mapped { .. }
                | Event::LoreRead { .. }
                | Event::Learned { .. }
                | Event::Memorised { .. }
                | Event::Forgot { .. }
        )
    }

    /// Whether a creature of this kind (the player's, say) takes part in it.
    pub fn involves(&self, kind: MonsterId) -> bool {
        let is = |w: &Who| w.kind == kind;
        match self {
            Event::Moved { who, .. }
            | Event::Waited { who }
            | Event::Dropped { who, .. }
            | Event::PickedUp { who, .. }
            | Event::Thrown { who, .. }
            | Event::Healed { who, .. }
            | Event::TookStairs { who, .. }
            | Event::Won { who }
            | Event::Fled { who }
            | Event::TrapSprung { who, .. }
            | Event::Poisoned { who, .. }
            | Event::Hurt { who, .. }
            | Event::SneakToggled { who, .. }
            | Event::Stunned { who, .. }
            | Event::XpGained { who, .. }
            | Event::LevelledUp { who, .. }
            | Event::Tested { who, .. }
            | Event::TrapDisarmed { who, .. }
            | Event::Received { who, .. }
            | Event::Used { who, .. }
            | Event::Wore { who, .. }
            | Event::TookOff { who, .. }
            | Event::AbilityChanged { who, .. }
            | Event::StatusBegan { who, .. }
            | Event::StatusEnded { who, .. }
            | Event::Teleported { who, .. }
            | Event::Enchanted { who, .. }
            | Event::Uncursed { who, .. }
            | Event::Aggravated { who, .. }
            | Event::Burst { who, .. }
            | Event::Raised { who, .. } => is(who),
            Event::DoorOpened { by, .. } => is(by),
            Event::Hit {
                attacker, target, ..
            }
            | Event::Missed {
                attacker, target, ..
            } => is(attacker) || is(target),
            Event::Died { who, killer, .. } => is(who) || killer.as_ref().is_some_and(is),
            Event::Launched { thrower, .. } => is(thrower),
            Event::DartThrown { who, target, .. } => is(who) || is(target),
            Event::Punched { by, .. } => is(by),
            Event::Bought { who, keeper, .. } | Event::Sold { who, keeper, .. } => {
                is(who) || is(keeper)
            }
            Event::ShopAngered { keeper, by } => is(keeper) || is(by),
            Event::SpellCast { who, .. } => is(who),
            Event::Learned { .. }
            | Event::Memorised { .. }
            | Event::Forgot { .. }
            | Event::SpellsRenewed { .. }
            | Event::Lit { .. } => false,
            Event::Collided { .. }
            | Event::Landed { .. }
            | Event::TrapFound { .. }
            | Event::HallwayDrawn { .. }
            | Event::Minded { .. }
            | Event::RoomFound { .. }
            | Event::Identified { .. }
            | Event::Called { .. }
            | Event::Mapped { .. }
            | Event::LoreRead { .. }
            | Event::TurnEnded { .. } => false,
        }
    }
}
