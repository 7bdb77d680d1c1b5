//! Items lying on a level: piles keyed by position, which is both the list and its index.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::inventory::Inventory;
use super::item::Item;
use super::tile_bits::TileBits;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(into = "Vec<(Pos, Inventory)>", try_from = "Vec<(Pos, Inventory)>")]
pub struct Items {
    piles: BTreeMap<Pos, Inventory>,
    /// The piles' tiles, for a quick "nothing here" (derived from `piles`).
    tiles: TileBits,
}

/// What a level's items are: the piles (their tiles' bits are derived from them).
impl PartialEq for Items {
    fn eq(&self, other: &Self) -> bool {
        self.piles == other.piles
    }
}

impl Eq for Items {}

impl std::hash::Hash for Items {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.piles.hash(state);
    }
}

impl Items {
    /// Lays an item on a tile, onto a heap of the same thing if there is one.
    pub fn drop_at(&mut self, pos: Pos, item: Item) {
        if item.count == 0 {
            return;
        }
        match self.piles.entry(pos) {
            std::collections::btree_map::Entry::Occupied(mut pile) => pile.get_mut().add(item),
            std::collections::btree_map::Entry::Vacant(tile) => {
                tile.insert(Inventory::default()).add(item);
                self.tiles.insert(pos);
            }
        }
    }

    /// Everything lying on one tile.
    pub fn at(&self, pos: Pos) -> &[Item] {
        if !self.tiles.may_hold(pos) {
            return &[];
        }
        self.piles.get(&pos).map_or(&[], |p| p.items())
    }

    /// Whether anything lies on a tile or a neighbour (see [`Items::around`]).
    pub fn any_near(&self, pos: Pos) -> bool {
        // Most tiles have nothing around them, which the bits tell without the tree.
        self.tiles.may_hold_around(pos)
            && (self.tiles.is_exact() || self.around(pos, 1).next().is_some())
    }

    pub fn is_empty_at(&self, pos: Pos) -> bool {
        !(self.tiles.may_hold(pos) && self.piles.contains_key(&pos))
    }

    /// Takes up to `item.count` of the thing `item` is from a tile; returns what was taken.
    pub fn take(&mut self, pos: Pos, item: &Item) -> Item {
        let Some(pile) = self.piles.get_mut(&pos) else {
            return item.with_count(0);
        };
        let taken = pile.take(item);
        if pile.is_empty() {
            self.piles.remove(&pos);
            self.tiles.remove(pos);
        }
        taken
    }

    /// Lifts the whole pile from a tile.
    pub fn take_all(&mut self, pos: Pos) -> Vec<Item> {
        let Some(mut pile) = self.piles.remove(&pos) else {
            return Vec::new();
        };
        self.tiles.remove(pos);
        pile.drain()
    }

    /// Every item with its position, ordered by position.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &Item)> {
        self.piles
            .iter()
            .flat_map(|(p, pile)| pile.items().iter().map(move |i| (*p, i)))
    }

    /// Every item within `r` tiles of `center` either way (a square), ordered by position as
    /// [`Items::iter`]. The piles are ordered by column, then row: one look takes the columns
    /// of the square from its first tile to its last, passing over the piles between that lie
    /// above or below it.
    pub fn around(&self, center: Pos, r: i32) -> impl Iterator<Item = (Pos, &Item)> {
        let first = Pos::new(center.x - r, center.y - r);
        let last = Pos::new(center.x + r, center.y + r);
        self.piles
            .range(first..=last)
            .filter(move |(p, _)| (p.y - center.y).abs() <= r)
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
        items.tiles = TileBits::of(items.piles.keys().copied());
        Ok(items)
    }
}
