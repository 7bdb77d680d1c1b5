//! The depth curves of each monster and item (`game_parameters.csv`) for one floor: the weight
//! its probability row gives it in a room's draw, and its count row's cap. A census of what the
//! floor holds is kept as things are placed, so a capped kind already as many times on the
//! floor (or in the room) as allowed is left out of the draw without counting the floor anew
//! for every draw.

use super::lottery::total_weight;
use crate::data::{Entity, ItemId, MonsterId, Scope, Tables};
use crate::world::{Level, Pos};

/// One kind's weight and cap at the floor's depth.
#[derive(Clone, Copy, Debug)]
struct Rule {
    weight: f64,
    cap: Option<(Scope, usize)>,
}

/// The floor's rules for every monster and item, and how many of each it holds.
#[derive(Clone, Debug)]
pub struct Census {
    monsters: Vec<Rule>,
    items: Vec<Rule>,
    monster_count: Vec<usize>,
    item_count: Vec<usize>,
    /// The monsters and items a draw on this floor may give, with `chance` times their
    /// probability row, in the tables' order: worked out once, not for every draw of every
    /// room, and only the kinds with a positive weight (the lottery passes over the others).
    monster_draws: Vec<(MonsterId, f64)>,
    item_draws: Vec<(ItemId, f64)>,
    /// The sum of the item draws' weights, less those at their count, as the lottery would
    /// add them up: it changes only when a kind reaches its count, so it is kept rather than
    /// added up for every draw. `None` when a kind is counted per room.
    item_total: Option<f64>,
}

impl Census {
    /// The rules at `depth`, and the count of what `level` holds now (a stack of items counts
    /// once).
    pub fn of(tables: &Tables, level: &Level, depth: u32) -> Census {
        let rule = |entity| Rule {
            weight: tables.parameters.weight(entity, depth),
            cap: tables.parameters.cap(entity, depth),
        };
        let mut census = Census {
            monsters: (0..tables.monsters.len())
                .map(|i| rule(Entity::Monster(MonsterId(i as u16))))
                .collect(),
            items: (0..tables.items.len())
                .map(|i| rule(Entity::Item(ItemId(i as u16))))
                .collect(),
            monster_count: vec![0; tables.monsters.len()],
            item_count: vec![0; tables.items.len()],
            monster_draws: Vec::new(),
            item_draws: Vec::new(),
            item_total: None,
        };
        census.monster_draws = (tables.monsters.iter().enumerate())
            .filter(|(_, m)| m.lives_at(depth))
            .map(|(i, m)| (MonsterId(i as u16), m.chance * census.monsters[i].weight))
            .filter(|&(_, w)| w > 0.0)
            .collect();
        // Rows never scattered (chance 0: the treasure, bones) and equipment found only
        // deeper are left out.
        census.item_draws = (tables.items.iter().enumerate())
            .filter(|(_, def)| def.chance > 0.0)
            .filter(|(_, def)| def.equip.is_none_or(|e| e.min_depth <= depth))
            .map(|(i, def)| (ItemId(i as u16), def.chance * census.items[i].weight))
            .filter(|&(_, w)| w > 0.0)
            .collect();
        for c in level.creatures.iter() {
            census.placed_monster(c.kind);
        }
        for (_, item) in level.items.iter() {
            census.placed_item(item.kind);
        }
        census.item_total = census.item_total();
        census
    }

    /// The item draws' total weight at the floor's counts, unless a kind is counted per room.
    fn item_total(&self) -> Option<f64> {
        let rule = |k: ItemId| self.items[usize::from(k.0)];
        if (self.item_draws.iter()).any(|&(k, _)| matches!(rule(k).cap, Some((Scope::Room, _)))) {
            return None;
        }
        let weights = (self.item_draws.iter()).map(|&(k, w)| {
            if self.at_floor_count(Entity::Item(k)) {
                0.0
            } else {
                w
            }
        });
        Some(total_weight(weights))
    }

    /// The total weight of [`Census::item_draws`] when it is the same in every room.
    pub fn item_total_weight(&self) -> Option<f64> {
        self.item_total
    }

    pub fn placed_monster(&mut self, kind: MonsterId) {
        if let Some(n) = self.monster_count.get_mut(usize::from(kind.0)) {
            *n += 1;
        }
    }

    pub fn placed_item(&mut self, kind: ItemId) {
        let Some(n) = self.item_count.get_mut(usize::from(kind.0)) else {
            return;
        };
        *n += 1;
        let reached_cap =
            matches!(self.items[usize::from(kind.0)].cap, Some((_, cap)) if *n == cap);
        if reached_cap && self.item_total.is_some() {
            self.item_total = self.item_total();
        }
    }

    /// The monsters a draw in room `room` may give among those `keep` accepts, with their
    /// weights (0 for those at their count), in the tables' order; kinds with no weight on
    /// this floor are left out.
    pub fn monster_draws<'a>(
        &'a self,
        level: &'a Level,
        room: usize,
        keep: impl Fn(MonsterId) -> bool + Clone + 'a,
    ) -> impl Iterator<Item = (MonsterId, f64)> + Clone + 'a {
        (self.monster_draws.iter())
            .filter(move |&&(kind, _)| keep(kind))
            .map(move |&(kind, w)| {
                (
                    kind,
                    self.unless_full(level, room, Entity::Monster(kind), w),
                )
            })
    }

    /// The items a draw in room `room` may give, as [`Census::monster_draws`].
    pub fn item_draws<'a>(
        &'a self,
        level: &'a Level,
        room: usize,
    ) -> impl Iterator<Item = (ItemId, f64)> + Clone + 'a {
        (self.item_draws.iter())
            .map(move |&(kind, w)| (kind, self.unless_full(level, room, Entity::Item(kind), w)))
    }

    fn unless_full(&self, level: &Level, room: usize, entity: Entity, weight: f64) -> f64 {
        if self.is_full(level, room, entity) {
            0.0
        } else {
            weight
        }
    }

    /// Whether a kind is at its count on the floor (or in the room, for a per-room count).
    fn is_full(&self, level: &Level, room: usize, entity: Entity) -> bool {
        // A room is small: count it when asked.
        self.at_floor_count(entity)
            && match self.rule_and_count(entity).0.cap {
                Some((Scope::Room, cap)) => in_room(level, room, entity) >= cap,
                _ => true,
            }
    }

    /// Whether the floor holds as many of a kind as its count allows (a room, for a count per
    /// room, may hold fewer).
    fn at_floor_count(&self, entity: Entity) -> bool {
        let (rule, on_floor) = self.rule_and_count(entity);
        rule.cap.is_some_and(|(_, cap)| on_floor >= cap)
    }

    fn rule_and_count(&self, entity: Entity) -> (Rule, usize) {
        match entity {
            Entity::Monster(k) => (
                self.monsters[usize::from(k.0)],
                self.monster_count[usize::from(k.0)],
            ),
            Entity::Item(k) => (
                self.items[usize::from(k.0)],
                self.item_count[usize::from(k.0)],
            ),
        }
    }
}

/// How many of a kind room `room` holds.
fn in_room(level: &Level, room: usize, entity: Entity) -> usize {
    let rect = level.layout.rooms[room].rect;
    let tiles = rect.positions();
    let count_at = |p: Pos| match entity {
        Entity::Monster(kind) => usize::from(level.creatures.at(p).is_some_and(|c| c.kind == kind)),
        Entity::Item(kind) => level.items.at(p).iter().filter(|i| i.kind == kind).count(),
    };
    tiles.map(count_at).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::lottery::pick_weighted;

    #[test]
    fn the_kept_item_total_is_the_sum_of_the_draws_as_kinds_reach_their_counts() {
        let tables = Tables::embedded().expect("the built-in tables load");
        let level = Level::new(20, 20);
        let mut rng = fastrand::Rng::with_seed(11);
        for depth in [1, 4, 7] {
            let mut census = Census::of(&tables, &level, depth);
            let mut reached = 0;
            for _ in 0..20_000 {
                let fresh = total_weight(census.item_draws(&level, 0).map(|(_, w)| w));
                assert_eq!(census.item_total_weight(), Some(fresh), "depth {depth}");
                let Some(kind) = pick_weighted(census.item_draws(&level, 0), &mut rng) else {
                    break;
                };
                census.placed_item(kind);
                reached += usize::from(census.is_full(&level, 0, Entity::Item(kind)));
            }
            assert!(reached > 0, "no kind reached its count at depth {depth}");
        }
    }
}
