//! The items a creature carries, or that lie on one tile: a list of item instances in the
//! order they came, identical things heaped together.

use serde::{Deserialize, Serialize};

use super::ids::ItemId;
use super::item::Item;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Inventory {
    items: Vec<Item>,
}

impl Inventory {
    /// Adds an item, onto a heap of the same thing if there is one.
    pub fn add(&mut self, item: Item) {
        if item.count == 0 {
            return;
        }
        match self.items.iter_mut().find(|i| i.heaps_with(&item)) {
            Some(heap) => heap.count = heap.count.saturating_add(item.count),
            None => self.items.push(item),
        }
    }

    /// Takes up to `item.count` of the thing `item` is; returns what was taken (count 0 when
    /// none is here).
    pub fn take(&mut self, item: &Item) -> Item {
        let Some(i) = self.items.iter().position(|h| h.heaps_with(item)) else {
            return item.with_count(0);
        };
        let taken = item.count.min(self.items[i].count);
        self.items[i].count -= taken;
        if self.items[i].count == 0 {
            self.items.remove(i);
        }
        item.with_count(taken)
    }

    /// One of `from` becomes `to` (worn, enchanted, uncursed) where it lies, so letters stay
    /// put: a heap of one changes in place, a bigger heap lends one that goes right after it
    /// (or onto a heap of `to` already carried). Returns whether `from` was there.
    pub fn change_one(&mut self, from: &Item, to: Item) -> bool {
        let Some(i) = self.items.iter().position(|h| h.heaps_with(from)) else {
            return false;
        };
        let to = to.with_count(1);
        if let Some(heap) = self.items.iter_mut().find(|h| h.heaps_with(&to)) {
            heap.count = heap.count.saturating_add(1);
            self.take(&from.with_count(1));
        } else if self.items[i].count == 1 {
            self.items[i] = to;
        } else {
            self.items[i].count -= 1;
            self.items.insert(i + 1, to);
        }
        true
    }

    /// The first item of a kind, as it is (with its whole count).
    pub fn first_of(&self, kind: ItemId) -> Option<&Item> {
        self.items.iter().find(|i| i.kind == kind)
    }

    /// How many things of a kind there are, over every item of it.
    pub fn count(&self, kind: ItemId) -> u32 {
        self.items
            .iter()
            .filter(|i| i.kind == kind)
            .fold(0u32, |n, i| n.saturating_add(i.count))
    }

    pub fn items(&self) -> &[Item] {
        &self.items
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Empties the bag, handing back everything it held.
    pub fn drain(&mut self) -> Vec<Item> {
        std::mem::take(&mut self.items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_things_heap_and_different_ones_stay_apart() {
        let (rock, dagger) = (ItemId(0), ItemId(3));
        let mut bag = Inventory::default();
        bag.add(Item::new(rock, 2));
        bag.add(Item::new(dagger, 1));
        bag.add(Item::new(rock, 3));
        let sharp = Item {
            enchantment: 1,
            ..Item::new(dagger, 1)
        };
        bag.add(sharp);
        assert_eq!(bag.items().len(), 3, "{bag:?}");
        assert_eq!(bag.count(rock), 5);
        assert_eq!(bag.count(dagger), 2);
        // Taking names the very thing: the +1 dagger, not the plain one.
        assert_eq!(bag.take(&sharp), sharp);
        assert_eq!(bag.first_of(dagger), Some(&Item::new(dagger, 1)));
        assert_eq!(bag.take(&sharp).count, 0, "gone already");
        // Taking part of a heap leaves the rest of it.
        assert_eq!(bag.take(&Item::new(rock, 4)), Item::new(rock, 4));
        assert_eq!(bag.count(rock), 1);
        assert_eq!(bag.take(&Item::new(rock, 9)).count, 1);
        assert_eq!(bag.items(), &[Item::new(dagger, 1)]);
    }

    #[test]
    fn changing_one_keeps_letters_in_place() {
        let (rock, dagger, sword) = (ItemId(0), ItemId(3), ItemId(4));
        let mut bag = Inventory::default();
        bag.add(Item::new(rock, 1));
        bag.add(Item::new(dagger, 3));
        bag.add(Item::new(sword, 1));
        let worn = Item {
            worn: true,
            ..Item::new(dagger, 1)
        };
        assert!(bag.change_one(&Item::new(dagger, 1), worn));
        let kinds: Vec<(ItemId, u32, bool)> = bag
            .items()
            .iter()
            .map(|i| (i.kind, i.count, i.worn))
            .collect();
        assert_eq!(
            kinds,
            [
                (rock, 1, false),
                (dagger, 2, false),
                (dagger, 1, true),
                (sword, 1, false)
            ]
        );
        // A heap of one changes where it lies.
        let sharp = Item {
            enchantment: 1,
            ..Item::new(sword, 1)
        };
        assert!(bag.change_one(&Item::new(sword, 1), sharp));
        assert_eq!(bag.items()[3], sharp);
        // Back onto the heap it came from.
        assert!(bag.change_one(&worn, Item::new(dagger, 1)));
        assert_eq!(bag.items()[1].count, 3);
        assert_eq!(bag.items().len(), 3);
        assert!(
            !bag.change_one(&worn, Item::new(dagger, 1)),
            "none worn now"
        );
    }

    #[test]
    fn a_plain_item_saves_as_kind_and_count_only() {
        let json = serde_json::to_string(&Item::new(ItemId(2), 7)).unwrap();
        assert_eq!(json, r#"{"kind":2,"count":7}"#);
        let cursed: Item =
            serde_json::from_str(r#"{"kind":2,"count":1,"enchantment":-1,"cursed":true}"#).unwrap();
        assert_eq!(
            (cursed.enchantment, cursed.cursed, cursed.known),
            (-1, true, false)
        );
    }
}
