//! `hunt`: a creature walks a shortest path to where it last saw the player, and forgets that
//! place once there. Paths roll down a Dijkstra map to that place; creatures that lost the
//! player at the same place share one map, and the few most recent maps are kept, so a map is
//! computed only when a new place is hunted.

use super::{step_to, Footing, Situation};
use crate::grid::paths::DijkstraMap;
use crate::rules::action::Action;
use crate::rules::game::Game;
use crate::world::Pos;

/// How many places' maps are kept.
const KEPT: usize = 4;

/// Dijkstra maps to the places creatures hunt, most recently used kept.
#[derive(Clone, Debug, Default)]
pub struct HuntMaps {
    maps: Vec<HuntMap>,
    clock: u64,
}

#[derive(Clone, Debug)]
struct HuntMap {
    target: Pos,
    used: u64,
    map: DijkstraMap,
}

impl HuntMaps {
    pub fn new() -> Self {
        HuntMaps::default()
    }

    /// Forgets every map (the player changed floor).
    pub fn clear(&mut self) {
        self.maps.clear();
    }

    /// The map of distances to `target` over a floor whose impassable tiles are non-zero in
    /// `blocked`.
    pub fn map_to(&mut self, target: Pos, blocked: &[u8], width: i32, height: i32) -> &DijkstraMap {
        self.clock += 1;
        let clock = self.clock;
        if let Some(i) = self.maps.iter().position(|m| m.target == target) {
            self.maps[i].used = clock;
            return &self.maps[i].map;
        }
        let slot = if self.maps.len() < KEPT {
            self.maps.push(HuntMap {
                target,
                used: clock,
                map: DijkstraMap::new(width, height),
            });
            self.maps.len() - 1
        } else {
            // The least recently used.
            (0..self.maps.len())
                .min_by_key(|&i| self.maps[i].used)
                .unwrap_or(0)
        };
        let entry = &mut self.maps[slot];
        if entry.map.width() != width || entry.map.height() != height {
            entry.map = DijkstraMap::new(width, height);
        }
        entry.target = target;
        entry.used = clock;
        let i = (target.y * width + target.x) as usize;
        if blocked.get(i) == Some(&crate::rules::game::TRAP) {
            // The player stands on a trap: hunt towards it, though no monster steps on it.
            let mut open = blocked.to_vec();
            open[i] = 0;
            entry.map.compute_on(&[target], &open);
        } else {
            entry.map.compute_on(&[target], blocked);
        }
        &entry.map
    }
}

pub(super) fn choose(game: &mut Game, now: &Situation) -> Option<Action> {
    let id = now.who.id;
    let target = game.mind(id).last_seen?;
    if target == now.pos {
        game.change_mind(id, |m| m.last_seen = None);
        return None;
    }
    let (width, height) = (game.level().width(), game.level().height());
    let map = game.hunt.map_to(
        target,
        &game.floors[game.state.floor()].blocked,
        width,
        height,
    );
    let Some(here) = map.distance(now.pos) else {
        game.change_mind(id, |m| m.last_seen = None);
        return None; // it cannot get there from here
    };
    let footing = Footing::new(game.state.level(), &game.floors[game.state.floor()].blocked);
    let mut player_next = false;
    let mut step = None;
    for n in now.pos.neighbours8() {
        if map.distance(n) != Some(here.wrapping_sub(1)) {
            continue;
        }
        if n == now.player {
            player_next = true;
            break;
        }
        if footing.is_free(n) {
            step = Some(n);
            break;
        }
    }
    if player_next {
        return step_to(now.pos, now.player);
    }
    if let Some(to) = step {
        return step_to(now.pos, to);
    }
    if here == 1 {
        // Someone stands on the very place: as good as there.
        game.change_mind(id, |m| m.last_seen = None);
        return None;
    }
    // Otherwise blocked by other creatures on every shortest way: it waits its turn.
    Some(Action::Wait)
}
