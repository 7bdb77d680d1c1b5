//! The greedy player's distances to where it walks, kept from turn to turn. While the floor it
//! knows, the traps it found, the shopkeepers in its way and its targets stay the same, last
//! turn's search still holds: it stopped once it reached the player, so every tile nearer the
//! targets than the player was then has its true distance, and a step down the map keeps the
//! player among them; or it never reached the player and went through every tile it could.
//! Most turns of a long walk then search nothing. When the player has only explored more, a
//! way can only have grown shorter: the kept maps take the new tiles in
//! ([`DijkstraMap::grow`]) instead of searching again.

use crate::grid::paths::DijkstraMap;
use crate::rules::perception::{KnownFloor, Perception};
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
    /// Every tile nearer the targets than this has its true distance: the player's distance
    /// when the search reached it; `u32::MAX` when it never did and so went through every tile
    /// it could, and the map answers for any tile.
    true_below: u32,
}

impl Default for KeptMap {
    fn default() -> Self {
        KeptMap {
            map: DijkstraMap::new(0, 0),
            kept: false,
            true_below: 0,
        }
    }
}

impl KeptMap {
    /// Whether the kept map tells the distance from `me` as a new search would.
    fn answers(&self, me: Pos) -> bool {
        let whole = self.true_below == u32::MAX;
        self.kept && (whole || self.map.distance(me).is_some())
    }

    /// Searches from `targets` until the search reaches `me`.
    fn search(&mut self, seen: &Perception, targets: &[Pos], passable: impl FnMut(Pos) -> bool) {
        let me = seen.me();
        self.map.ensure_size(seen.width(), seen.height());
        self.map.compute_until(targets, me, passable);
        self.true_below = self.map.distance(me).unwrap_or(u32::MAX);
    }

    /// Takes in the tiles `opened` to the walk since the search (see the module comment).
    fn grow(&mut self, opened: &[Pos], targets: &[Pos], passable: impl FnMut(Pos) -> bool) {
        if self.kept {
            self.map.grow(opened, targets, self.true_below, passable);
        }
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
    /// The tiles explored since the kept maps were last brought up to date.
    opened: Vec<Pos>,
}

/// How what the player knows differs from what the kept maps were searched over.
enum Change {
    None,
    /// Only more tiles explored, in `Searched::opened`.
    Explored,
    /// Anything else: the maps are searched anew.
    Other,
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
        let around = |p: Pos| {
            known.is_walkable(p)
                && (!known.has_found_trap(p) || p == me || targets.contains(&p))
                && !keepers.contains(&p)
        };
        let past = |pits: &[Pos], p: Pos| {
            known.is_walkable(p)
                && (!pits.contains(&p) || p == me || targets.contains(&p))
                && !keepers.contains(&p)
        };
        let across = |p: Pos| known.is_walkable(p);
        match self.change(seen, targets, keepers) {
            Change::None => {}
            Change::Explored => {
                let s = &mut self.searched;
                s.explored.copy_from_slice(seen.explored().cells());
                self.around.grow(&s.opened, targets, around);
                let pits = &s.spent_pits;
                self.past_pits.grow(&s.opened, targets, |p| past(pits, p));
                self.across.grow(&s.opened, targets, across);
            }
            Change::Other => {
                self.note_search(seen, &known, targets, keepers);
                self.around.kept = false;
                self.past_pits.kept = false;
                self.across.kept = false;
            }
        }
        // A map that let the player's own trapped tile through holds only for that tile.
        let trapped = known.has_found_trap(me);
        if trapped || !self.around.answers(me) {
            self.around.search(seen, targets, around);
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
            self.past_pits.search(seen, targets, |p| past(pits, p));
            self.past_pits.kept = !on_pit;
        }
        if self.past_pits.map.distance(me).is_some() {
            return &self.past_pits.map;
        }
        if !self.across.answers(me) {
            self.across.search(seen, targets, across);
            self.across.kept = true;
        }
        &self.across.map
    }

    /// How what the player knows now, and these targets, differ from what the kept maps were
    /// searched over; the tiles explored since go to `Searched::opened`.
    fn change(&mut self, seen: &Perception, targets: &[Pos], keepers: &[Pos]) -> Change {
        let known = seen.known_floor();
        let s = &mut self.searched;
        let same_else = s.seed == seen.seed()
            && s.floor == seen.floor()
            && s.mapped == known.is_mapped()
            && s.targets == targets
            && s.keepers == keepers
            && s.found_traps.iter().copied().eq(known.found_trap_tiles());
        let explored = seen.explored();
        if !same_else || s.explored.len() != explored.cells().len() {
            return Change::Other;
        }
        if s.explored == explored.cells() {
            return Change::None;
        }
        s.opened.clear();
        // A turn explores a few dozen tiles: most blocks of the grid are as they were.
        const BLOCK: usize = 64;
        let blocks = s.explored.chunks(BLOCK).zip(explored.cells().chunks(BLOCK));
        for (b, (was, is)) in blocks.enumerate().filter(|(_, (was, is))| was != is) {
            for (i, (&was, &is)) in (b * BLOCK..).zip(was.iter().zip(is)) {
                match (was, is) {
                    (false, true) => s.opened.push(explored.pos_of(i)),
                    (true, false) => return Change::Other,
                    _ => {}
                }
            }
        }
        Change::Explored
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
