//! What happened, in order: the app animates and logs these at its own pace.

use crate::data::{ItemId, MonsterId};
use crate::world::{CreatureId, Pos};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    Moved {
        who: CreatureId,
        kind: MonsterId,
        from: Pos,
        to: Pos,
    },
    DoorOpened {
        at: Pos,
    },
    Attacked {
        attacker: CreatureId,
        attacker_kind: MonsterId,
        target: CreatureId,
        target_kind: MonsterId,
        damage: i32,
    },
    Stunned {
        who: CreatureId,
        kind: MonsterId,
    },
    Died {
        who: CreatureId,
        kind: MonsterId,
        at: Pos,
    },
    Dropped {
        at: Pos,
        item: ItemId,
        count: u32,
    },
    PickedUp {
        who: CreatureId,
        kind: MonsterId,
        item: ItemId,
        count: u32,
    },
    Threw {
        who: CreatureId,
        kind: MonsterId,
        item: ItemId,
        from: Pos,
        target: Pos,
    },
    /// A thing in flight moved.
    Flew {
        flier: CreatureId,
        item: ItemId,
        from: Pos,
        to: Pos,
    },
    HitByFlier {
        item: ItemId,
        target: CreatureId,
        target_kind: MonsterId,
        damage: i32,
    },
    FliersCollided {
        at: Pos,
    },
    Landed {
        item: ItemId,
        at: Pos,
    },
    /// A transition hallway healed someone.
    Healed {
        who: CreatureId,
        amount: i32,
    },
    ChangedFloor {
        floor: usize,
        at: Pos,
    },
    Won,
    Lost,
}
