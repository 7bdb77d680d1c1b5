//! Items lying on a level: piles keyed by position, which is both the list and its index.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::ids::ItemId;
use super::inventory::{Inventory, ItemStack};

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<(Pos, Inventory)>", try_from = "Vec<(Pos, Inventory)>")]
pub struct Items {
    piles: BTreeMap<Pos, Inventory>,
}

impl Items {
    pub fn drop_at(&mut self, pos: Pos, item: ItemId, count: u32) {
        if count > 0 {
            self.piles.entry(pos).or_default().add(item, count);
        }
    }

    /// Everything lying on one tile.
    pub fn at(&self, pos: Pos) -> &[ItemStack] {
        self.piles.get(&pos).map_or(&[], |p| p.stacks())
    }

    pub fn is_empty_at(&self, pos: Pos) -> bool {
        !self.piles.contains_key(&pos)
    }

    /// Takes up to `count` of one item from a tile; returns how many were taken.
    pub fn take(&mut self, pos: Pos, item: ItemId, count: u32) -> u32 {
        let Some(pile) = self.piles.get_mut(&pos) else {
            return 0;
        };
        let taken = pile.take(item, count);
        if pile.is_empty() {
            self.piles.remove(&pos);
        }
        taken
    }

    /// Lifts the whole pile from a tile.
    pub fn take_all(&mut self, pos: Pos) -> Vec<ItemStack> {
        self.piles
            .remove(&pos)
            .map(|mut p| p.drain())
            .unwrap_or_default()
    }

    /// Every stack with its position, ordered by position.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &ItemStack)> {
        self.piles
            .iter()
            .flat_map(|(p, pile)| pile.stacks().iter().map(move |s| (*p, s)))
    }

    /// The number of stacks on the level.
    pub fn len(&self) -> usize {
        self.piles.values().map(|p| p.stacks().len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.piles.is_empty()
    }
}

/// Saved as a list of piles (a JSON map's keys must be strings, positions are not).
impl From<Items> for Vec<(Pos, Inventory)> {
    fn from(items: Items) -> Self {
        items.piles.into_iter().collect()
    }
}

impl TryFrom<Vec<(Pos, Inventory)>> for Items {
    type Error = String;

    fn try_from(piles: Vec<(Pos, Inventory)>) -> Result<Self, String> {
        let mut items = Items::default();
        for (pos, pile) in piles {
            if pile.is_empty() || items.piles.insert(pos, pile).is_some() {
                return Err(format!(
                    "the pile at ({}, {}) is empty or given twice",
                    pos.x, pos.y
                ));
            }
        }
        Ok(items)
    }
}
