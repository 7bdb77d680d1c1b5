//! Items lying on a level: piles keyed by position, which is both the list and its index.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::inventory::Inventory;
use super::item::Item;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<(Pos, Inventory)>", try_from = "Vec<(Pos, Inventory)>")]
pub struct Items {
    piles: BTreeMap<Pos, Inventory>,
}

impl Items {
    /// Lays an item on a tile, onto a heap of the same thing if there is one.
    pub fn drop_at(&mut self, pos: Pos, item: Item) {
        if item.count > 0 {
            self.piles.entry(pos).or_default().add(item);
        }
    }

    /// Everything lying on one tile.
    pub fn at(&self, pos: Pos) -> &[Item] {
        self.piles.get(&pos).map_or(&[], |p| p.items())
    }

    /// Whether anything lies on a tile or a neighbour. The piles are ordered by column, then
    /// row: one look takes the three columns from the first tile to the last, and the few
    /// piles between that lie too far up or down are passed over.
    pub fn any_near(&self, pos: Pos) -> bool {
        let block = Pos::new(pos.x - 1, pos.y - 1)..=Pos::new(pos.x + 1, pos.y + 1);
        self.piles
            .range(block)
            .any(|(p, _)| (p.y - pos.y).abs() <= 1)
    }

    pub fn is_empty_at(&self, pos: Pos) -> bool {
        !self.piles.contains_key(&pos)
    }

    /// Takes up to `item.count` of the thing `item` is from a tile; returns what was taken.
    pub fn take(&mut self, pos: Pos, item: &Item) -> Item {
        let Some(pile) = self.piles.get_mut(&pos) else {
            return item.with_count(0);
        };
        let taken = pile.take(item);
        if pile.is_empty() {
            self.piles.remove(&pos);
        }
        taken
    }

    /// Lifts the whole pile from a tile.
    pub fn take_all(&mut self, pos: Pos) -> Vec<Item> {
        self.piles
            .remove(&pos)
            .map(|mut p| p.drain())
            .unwrap_or_default()
    }

    /// Every item with its position, ordered by position.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &Item)> {
        self.piles
            .iter()
            .flat_map(|(p, pile)| pile.items().iter().map(move |i| (*p, i)))
    }

    /// The number of items (heaps counting once) on the level.
    pub fn len(&self) -> usize {
        self.piles.values().map(|p| p.items().len()).sum()
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
