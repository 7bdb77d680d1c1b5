//! The creatures of a level (the player included) with a position index kept in step.

use std::num::NonZeroU32;

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::grid::Grid;
use super::ids::MonsterId;
use super::inventory::Inventory;
use super::mind::Mind;
use super::tile_filter::TileFilter;

/// A creature's identity for the whole run, unique in the dungeon: each floor numbers its
/// creatures from its own range ([`Creatures::numbered_from`]), so the player keeps one id on
/// every floor. Turn order follows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CreatureId(pub u32);

/// The ids of each floor of a dungeon start at this times the floor's index, so a creature
/// keeps its id from floor to floor; a million creatures a floor is far beyond any run.
pub const IDS_PER_FLOOR: u32 = 1 << 20;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Creature {
    pub id: CreatureId,
    /// The row of `monsters.csv` this creature was made from.
    pub kind: MonsterId,
    pub pos: Pos,
    pub hp: i32,
    #[serde(default, skip_serializing_if = "Inventory::is_empty")]
    pub inventory: Inventory,
    /// What it remembers and suffers (stun, poison, a flight, a guard's post).
    #[serde(default, skip_serializing_if = "Mind::is_blank")]
    pub mind: Mind,
}

#[derive(Clone, Debug)]
pub struct Creatures {
    /// Ordered by id, so iteration is turn order.
    list: Vec<Creature>,
    /// Who stands on each tile, as [`Occupant`]s: four bytes a tile, all zero when empty, so
    /// a big floor's map is handed out zeroed by the system and costs half the cache.
    at: Grid<Occupant>,
    /// The creatures' tiles, for a quick "nobody here" without a look at the big map, which
    /// a big floor's generator would miss in the cache for every tile it tries (derived from
    /// `list`).
    filter: TileFilter,
    next_id: u32,
    /// Where in `list` each creature of this floor's range of ids stands, by its id less the
    /// range's first ([`Creatures::first_of_range`]): a lookup by id without a search. Kept
    /// from `list`, and only a hint: a lookup checks it and searches when it misses (a
    /// visitor from another floor, as the player).
    slots: Vec<u32>,
}

/// What a run is: the list, the map and the next id (`slots` is derived from the list).
impl PartialEq for Creatures {
    fn eq(&self, other: &Self) -> bool {
        (&self.list, &self.at, self.next_id) == (&other.list, &other.at, other.next_id)
    }
}

impl Eq for Creatures {}

/// Hashed as the map of `Option<CreatureId>` it stands for, so a run's state hash is the same
/// whatever the map's encoding.
impl std::hash::Hash for Creatures {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.list.hash(state);
        self.at.width().hash(state);
        self.at.height().hash(state);
        self.at.cells().len().hash(state);
        for &cell in self.at.cells() {
            occupant_id(cell).hash(state);
        }
        self.next_id.hash(state);
    }
}

/// A tile of the position map: the id of the creature on it plus one, or `None`.
type Occupant = Option<NonZeroU32>;

fn occupant(id: CreatureId) -> Occupant {
    // Ids stay below `next_id`, a u32, so the id plus one never wraps.
    NonZeroU32::new(id.0.wrapping_add(1))
}

fn occupant_id(cell: Occupant) -> Option<CreatureId> {
    cell.map(|n| CreatureId(n.get() - 1))
}

impl Creatures {
    pub fn new(width: i32, height: i32) -> Self {
        Creatures::numbered_from(width, height, 0)
    }

    /// An empty list whose creatures get ids from `first` up: floors of one dungeon use
    /// ranges that never meet, so a creature keeps its id from floor to floor.
    pub fn numbered_from(width: i32, height: i32, first: u32) -> Self {
        Creatures {
            list: Vec::new(),
            at: Grid::new(width, height, None),
            filter: TileFilter::default(),
            next_id: first,
            slots: Vec::new(),
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
        self.at[pos] = occupant(id);
        self.list.push(Creature {
            id,
            kind,
            pos,
            hp,
            inventory,
            mind: Mind::default(),
        });
        self.counted(pos);
        self.note_slots_from(self.list.len() - 1);
        Some(id)
    }

    /// Places a creature that comes whole from elsewhere (the player off the stairs), under
    /// its own id; hands it back when its tile is taken, out of the map, or its id is in use.
    pub fn insert(&mut self, creature: Creature) -> Result<(), Box<Creature>> {
        let free = self.at.get(creature.pos).is_some_and(|c| c.is_none());
        let slot = self.list.binary_search_by_key(&creature.id, |c| c.id);
        match slot {
            Err(i) if free => {
                let pos = creature.pos;
                self.at[pos] = occupant(creature.id);
                self.list.insert(i, creature);
                self.counted(pos);
                self.note_slots_from(i);
                Ok(())
            }
            _ => Err(Box::new(creature)),
        }
    }

    /// The id the next spawned creature will get.
    pub fn next_id(&self) -> CreatureId {
        CreatureId(self.next_id)
    }

    /// Whether anyone stands on a tile of the map, read from the map alone: cheaper than the
    /// filter's hashing where the map is small or its tiles were just read (the rules' walks
    /// and searches around creatures).
    pub fn stands_at(&self, pos: Pos) -> bool {
        self.at[pos].is_some()
    }

    /// As [`Creatures::stands_at`], for the tile at `index` (`y * width + x`) of the map.
    pub fn stands_at_index(&self, index: usize) -> bool {
        self.at.cells()[index].is_some()
    }

    pub fn id_at(&self, pos: Pos) -> Option<CreatureId> {
        if !self.filter.may_hold(pos) {
            return None;
        }
        self.at.get(pos).copied().and_then(occupant_id)
    }

    /// Counts a creature's new tile in the filter, which grows with the list.
    fn counted(&mut self, pos: Pos) {
        self.filter.add(pos);
        if self.filter.is_too_small_for(self.list.len()) {
            self.filter = TileFilter::of(self.list.iter().map(|c| c.pos));
        }
    }

    pub fn at(&self, pos: Pos) -> Option<&Creature> {
        self.id_at(pos).and_then(|id| self.get(id))
    }

    fn slot(&self, id: CreatureId) -> Option<usize> {
        let hint =
            id.0.checked_sub(self.first_of_range())
                .and_then(|k| self.slots.get(k as usize))
                .map(|&s| s as usize);
        if hint.is_some_and(|s| self.list.get(s).is_some_and(|c| c.id == id)) {
            return hint;
        }
        // The player, off floor 0, has the least id of the floor.
        if self.list.first().is_some_and(|c| c.id == id) {
            return Some(0);
        }
        self.list.binary_search_by_key(&id, |c| c.id).ok()
    }

    /// The first id of the range this floor numbers its creatures from.
    fn first_of_range(&self) -> u32 {
        self.next_id - self.next_id % IDS_PER_FLOOR
    }

    /// Brings `slots` up to date for the creatures from `list[from]` on (those that moved
    /// or came in).
    fn note_slots_from(&mut self, from: usize) {
        let first = self.first_of_range();
        for (i, c) in self.list.iter().enumerate().skip(from) {
            let Some(k) = c.id.0.checked_sub(first) else {
                continue;
            };
            let k = k as usize;
            if self.slots.len() <= k {
                self.slots.resize(k + 1, u32::MAX);
            }
            self.slots[k] = i as u32;
        }
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
        self.at[to] = occupant(id);
        self.filter.remove(from);
        self.filter.add(to);
        self.list[i].pos = to;
        true
    }

    pub fn remove(&mut self, id: CreatureId) -> Option<Creature> {
        let i = self.slot(id)?;
        let c = self.list.remove(i);
        self.at[c.pos] = None;
        self.filter.remove(c.pos);
        self.note_slots_from(i);
        Some(c)
    }

    pub fn iter(&self) -> impl Iterator<Item = &Creature> {
        self.list.iter()
    }

    /// The size of the map the creatures stand on.
    pub fn width(&self) -> i32 {
        self.at.width()
    }

    pub fn height(&self) -> i32 {
        self.at.height()
    }

    /// Moves every id (and the next one) up by `offset`: a floor of a dungeon takes its own
    /// range of ids once generated.
    pub fn shift_ids(&mut self, offset: u32) {
        for c in &mut self.list {
            c.id.0 += offset;
            self.at[c.pos] = occupant(c.id);
        }
        self.next_id += offset;
        self.slots.clear();
        self.note_slots_from(0);
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

/// Creatures are saved as their list (the position index is rebuilt on loading) with the
/// map's size and the next id, and checked as they load: on the map, one to a tile, ids in
/// turn order.
#[derive(Serialize, Deserialize)]
struct SavedCreatures<L> {
    width: i32,
    height: i32,
    next_id: u32,
    list: L,
}

impl Serialize for Creatures {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedCreatures {
            width: self.at.width(),
            height: self.at.height(),
            next_id: self.next_id,
            list: &self.list,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Creatures {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let saved = SavedCreatures::<Vec<Creature>>::deserialize(deserializer)?;
        let (w, h) = (saved.width, saved.height);
        if w < 0 || h < 0 || (w as i64) * (h as i64) > super::grid::MAX_SAVED_TILES as i64 {
            return Err(D::Error::custom(format!("creatures on a {w}x{h} map")));
        }
        let mut creatures = Creatures::numbered_from(w, h, saved.next_id);
        for c in saved.list {
            let id = c.id.0;
            if id >= saved.next_id || creatures.list.last().is_some_and(|l| l.id.0 >= id) {
                return Err(D::Error::custom(format!(
                    "creature {id}: ids must rise, below next_id {}",
                    saved.next_id
                )));
            }
            let pos = c.pos;
            if creatures.insert(c).is_err() {
                return Err(D::Error::custom(format!(
                    "creature {id} at ({}, {}): off the {w}x{h} map or on another's tile",
                    pos.x, pos.y
                )));
            }
        }
        Ok(creatures)
    }
}
