//! One thing in the world: an item of some kind with what makes it itself. Identical things
//! (a heap of rocks) travel together as one item with a count, and part when one is taken.

use serde::{Deserialize, Serialize};

use super::ids::ItemId;

/// An item instance. Two items are the same thing, and heap together, when everything but
/// their count agrees: a +1 dagger does not join a plain one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Item {
    /// Its row of `items.csv`.
    pub kind: ItemId,
    /// How many identical things this is, at least 1.
    pub count: u32,
    /// Added to its rolls: +1, +2 for enchanted things, negative for cursed ones.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub enchantment: i8,
    /// A cursed thing cannot be let go of once worn or wielded.
    #[serde(default, skip_serializing_if = "is_false")]
    pub cursed: bool,
    /// Whether the player knows its enchantment and curse.
    #[serde(default, skip_serializing_if = "is_false")]
    pub known: bool,
    /// Worn or wielded (equipment only): it stays in the inventory, marked, one per heap.
    #[serde(default, skip_serializing_if = "is_false")]
    pub worn: bool,
    /// A shop's ware on display: it is the keeper's until bought (or stolen). Never set on a
    /// carried thing.
    #[serde(default, skip_serializing_if = "is_false")]
    pub for_sale: bool,
}

fn is_zero(n: &i8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Item {
    /// `count` plain things of a kind.
    pub fn new(kind: ItemId, count: u32) -> Item {
        Item {
            kind,
            count,
            enchantment: 0,
            cursed: false,
            known: false,
            worn: false,
            for_sale: false,
        }
    }

    /// Whether `other` is the same thing, so the two heap together.
    pub fn heaps_with(&self, other: &Item) -> bool {
        Item { count: 0, ..*self } == Item { count: 0, ..*other }
    }

    /// The same thing, `count` of it.
    pub fn with_count(self, count: u32) -> Item {
        Item { count, ..self }
    }
}
