//! The greedy player's distances to where it walks, kept from turn to turn. While the floor it
//! knows, the traps it found, the shopkeepers in its way and its targets stay the same, last
//! turn's search still holds: it stopped once it reached the player, so every tile nearer the
//! targets than the player was then has its true distance, and a step down the map keeps the
//! player among them; or it never reached the player and went through every tile it could.
//! Most turns of a long walk then search nothing.

use super::paths::DijkstraMap;
use super::perception::{KnownFloor, Perception};
use crate::world::Pos;

/// The distances to the targets of a walk, and what they were searched over.
#[derive(Clone, Debug, Default)]
pub(super) struct WalkMap {
    /// Around the traps found.
    around: KeptMap,
    /// Across them but around the pits past disarming, for when traps close every way.
    past_pits: KeptMap,
    /// Across any, for when pits close every way too.
    across: KeptMap,
    searched: Searched,
}

/// One map of distances, and how far it still answers.
#[derive(Clone, Debug)]
struct KeptMap {
    map: DijkstraMap,
    /// Set while `map` answers for [`WalkMap::searched`].
    kept: bool,
    /// Set when the search never reached the player and so went through every tile it could:
    /// then the map answers for any tile.
    whole: bool,
}

impl Default for KeptMap {
    fn default() -> Self {
        KeptMap {
            map: DijkstraMap::new(0, 0),
            kept: false,
            whole: false,
        }
    }
}

impl KeptMap {
    /// Whether the kept map tells the distance from `me` as a new search would.
    fn answers(&self, me: Pos) -> bool {
        self.kept && (self.whole || self.map.distance(me).is_some())
    }

    /// Searches from `targets` until the search reaches `me`.
    fn search(&mut self, seen: &Perception, targets: &[Pos], passable: impl FnMut(Pos) -> bool) {
        let me = seen.me();
        self.map.ensure_size(seen.width(), seen.height());
        self.map.compute_until(targets, me, passable);
        self.whole = self.map.distance(me).is_none();
    }
}

/// What the player knew when the kept maps were searched: all their searches depend on.
#[derive(Clone, Debug, Default)]
struct Searched {
    seed: u64,
    floor: usize,
    mapped: bool,
    explored: Vec<bool>,
    found_traps: Vec<Pos>,
    /// The pits found past disarming when `past_pits` was searched, which it depends on
    /// besides.
    spent_pits: Vec<Pos>,
    targets: Vec<Pos>,
    keepers: Vec<Pos>,
}

impl WalkMap {
    /// The distances to the nearest of `targets` over explored walkable tiles, around the
    /// traps found (though off the one the player may stand on, and to a target on one) and
    /// the calm shopkeepers (`keepers`), true for the player's tile and every tile nearer the
    /// targets. When found traps close every way, across all but the pits past disarming;
    /// when those close every way too, over explored walkable tiles alone.
    pub fn distances(
        &mut self,
        seen: &Perception,
        targets: &[Pos],
        keepers: &[Pos],
    ) -> &DijkstraMap {
        let me = seen.me();
        let known = seen.known_floor();
        if !self.searched_over(seen, targets, keepers) {
            self.note_search(seen, &known, targets, keepers);
            self.around.kept = false;
            self.past_pits.kept = false;
            self.across.kept = false;
        }
        // A map that let the player's own trapped tile through holds only for that tile.
        let trapped = known.has_found_trap(me);
        if trapped || !self.around.answers(me) {
            self.around.search(seen, targets, |p| {
                known.is_walkable(p)
                    && (!known.has_found_trap(p) || p == me || targets.contains(&p))
                    && !keepers.contains(&p)
            });
            self.around.kept = !trapped;
        }
        if self.around.map.distance(me).is_some() {
            return &self.around.map;
        }
        // Found traps close every way (deep floors lay many round the stairs): better to
        // cross one, trying to disarm it first, than to wait behind them for good. But not a
        // pit past disarming while another way is left: it drops whoever steps on it to the
        // floor below, which undoes a climb.
        // Asked only here: most walks never come to cross a trap.
        if !self
            .searched
            .spent_pits
            .iter()
            .copied()
            .eq(seen.pits_past_disarming())
        {
            self.searched.spent_pits.clear();
            self.searched.spent_pits.extend(seen.pits_past_disarming());
            self.past_pits.kept = false;
        }
        let pits = &self.searched.spent_pits;
        let on_pit = pits.contains(&me);
        if on_pit || !self.past_pits.answers(me) {
            self.past_pits.search(seen, targets, |p| {
                known.is_walkable(p)
                    && (!pits.contains(&p) || p == me || targets.contains(&p))
                    && !keepers.contains(&p)
            });
            self.past_pits.kept = !on_pit;
        }
        if self.past_pits.map.distance(me).is_some() {
            return &self.past_pits.map;
        }
        if !self.across.answers(me) {
            self.across.search(seen, targets, |p| known.is_walkable(p));
            self.across.kept = true;
        }
        &self.across.map
    }

    /// Whether the kept map was searched over what the player knows now, for these targets.
    fn searched_over(&self, seen: &Perception, targets: &[Pos], keepers: &[Pos]) -> bool {
        let known = seen.known_floor();
        let s = &self.searched;
        s.seed == seen.seed()
            && s.floor == seen.floor()
            && s.mapped == known.is_mapped()
            && s.targets == targets
            && s.keepers == keepers
            && s.explored == seen.explored().cells()
            && s.found_traps.iter().copied().eq(known.found_trap_tiles())
    }

    fn note_search(
        &mut self,
        seen: &Perception,
        known: &KnownFloor,
        targets: &[Pos],
        keepers: &[Pos],
    ) {
        let s = &mut self.searched;
        s.seed = seen.seed();
        s.floor = seen.floor();
        s.mapped = known.is_mapped();
        s.explored.clear();
        s.explored.extend_from_slice(seen.explored().cells());
        s.found_traps.clear();
        s.found_traps.extend(known.found_trap_tiles());
        s.targets.clear();
        s.targets.extend_from_slice(targets);
        s.keepers.clear();
        s.keepers.extend_from_slice(keepers);
    }
}
