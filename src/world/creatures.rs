//! The creatures of a level (the player included) with a position index kept in step.

use super::geometry::Pos;
use super::grid::Grid;
use super::inventory::Inventory;
use crate::data::MonsterId;

/// A creature's identity for the whole life of a level; turn order follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CreatureId(pub u32);

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Creature {
    pub id: CreatureId,
    /// The row of `monsters.csv` this creature was made from.
    pub kind: MonsterId,
    pub pos: Pos,
    pub hp: i32,
    pub inventory: Inventory,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Creatures {
    /// Ordered by id, so iteration is turn order.
    list: Vec<Creature>,
    at: Grid<Option<CreatureId>>,
    next_id: u32,
}

impl Creatures {
    pub fn new(width: i32, height: i32) -> Self {
        Creatures {
            list: Vec::new(),
            at: Grid::new(width, height, None),
            next_id: 0,
        }
    }

    /// Places a new creature; returns `None` when the tile is taken.
    pub fn spawn(
        &mut self,
        kind: MonsterId,
        pos: Pos,
        hp: i32,
        inventory: Inventory,
    ) -> Option<CreatureId> {
        if self.at[pos].is_some() {
            return None;
        }
        let id = CreatureId(self.next_id);
        self.next_id += 1;
        self.at[pos] = Some(id);
        self.list.push(Creature {
            id,
            kind,
            pos,
            hp,
            inventory,
        });
        Some(id)
    }

    /// The id the next spawned creature will get.
    pub fn next_id(&self) -> CreatureId {
        CreatureId(self.next_id)
    }

    pub fn id_at(&self, pos: Pos) -> Option<CreatureId> {
        self.at.get(pos).copied().flatten()
    }

    pub fn at(&self, pos: Pos) -> Option<&Creature> {
        self.id_at(pos).and_then(|id| self.get(id))
    }

    fn slot(&self, id: CreatureId) -> Option<usize> {
        self.list.binary_search_by_key(&id, |c| c.id).ok()
    }

    pub fn get(&self, id: CreatureId) -> Option<&Creature> {
        self.slot(id).map(|i| &self.list[i])
    }

    /// Mutable access to everything but the position, which only `move_to` changes.
    pub fn with_mut<R>(&mut self, id: CreatureId, f: impl FnOnce(&mut Creature) -> R) -> Option<R> {
        let i = self.slot(id)?;
        let pos = self.list[i].pos;
        let r = f(&mut self.list[i]);
        self.list[i].pos = pos;
        Some(r)
    }

    /// Moves a creature to a free tile; false if the tile is taken or the creature is gone.
    pub fn move_to(&mut self, id: CreatureId, to: Pos) -> bool {
        let Some(i) = self.slot(id) else { return false };
        if self.at[to].is_some() {
            return false;
        }
        let from = self.list[i].pos;
        self.at[from] = None;
        self.at[to] = Some(id);
        self.list[i].pos = to;
        true
    }

    pub fn remove(&mut self, id: CreatureId) -> Option<Creature> {
        let i = self.slot(id)?;
        let c = self.list.remove(i);
        self.at[c.pos] = None;
        Some(c)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Creature> {
        self.list.iter()
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}
