//! Stacks of items, as carried by a creature or lying on one tile.

use serde::{Deserialize, Serialize};

use super::ids::ItemId;

/// Saved as `[item, count]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "(ItemId, u32)", into = "(ItemId, u32)")]
pub struct ItemStack {
    pub item: ItemId,
    pub count: u32,
}

/// An unlimited bag of item stacks, one stack per kind, in the order they were first added.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Inventory {
    stacks: Vec<ItemStack>,
}

impl Inventory {
    pub fn add(&mut self, item: ItemId, count: u32) {
        if count == 0 {
            return;
        }
        match self.stacks.iter_mut().find(|s| s.item == item) {
            Some(s) => s.count += count,
            None => self.stacks.push(ItemStack { item, count }),
        }
    }

    /// Takes up to `count` of an item; returns how many were taken.
    pub fn take(&mut self, item: ItemId, count: u32) -> u32 {
        let Some(i) = self.stacks.iter().position(|s| s.item == item) else {
            return 0;
        };
        let taken = count.min(self.stacks[i].count);
        self.stacks[i].count -= taken;
        if self.stacks[i].count == 0 {
            self.stacks.remove(i);
        }
        taken
    }

    pub fn count(&self, item: ItemId) -> u32 {
        self.stacks
            .iter()
            .find(|s| s.item == item)
            .map_or(0, |s| s.count)
    }

    pub fn stacks(&self) -> &[ItemStack] {
        &self.stacks
    }

    pub fn is_empty(&self) -> bool {
        self.stacks.is_empty()
    }

    /// Empties the bag, handing back everything it held.
    pub fn drain(&mut self) -> Vec<ItemStack> {
        std::mem::take(&mut self.stacks)
    }
}

impl From<(ItemId, u32)> for ItemStack {
    fn from((item, count): (ItemId, u32)) -> ItemStack {
        ItemStack { item, count }
    }
}

impl From<ItemStack> for (ItemId, u32) {
    fn from(s: ItemStack) -> (ItemId, u32) {
        (s.item, s.count)
    }
}
