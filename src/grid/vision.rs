//! Sight: which tiles block it on each floor, which tiles the player has explored there (fog of
//! war), and the player's field of view.
//!
//! One field of view a turn serves every creature. Symmetric shadowcasting makes sight between
//! floor tiles symmetric: the player's tile is visible from a monster's tile exactly when the
//! monster's tile is visible from the player's. A radius only cuts the view short; it never
//! changes which nearer tiles are in shadow. So with the player's view computed at a radius `R`
//! at least every creature's sight, a monster with sight `r ≤ R` sees the player exactly when
//! the player is within `r` of it and its tile is in that view: one computation instead of one
//! per monster.

use super::fov::{Fov, SightMap};
use crate::world::{Grid, Level, Pos, Wall};

/// What blocks sight on one floor and what the player has seen of it.
#[derive(Clone, Debug)]
pub struct FloorVision {
    pub sight: SightMap,
    pub explored: Grid<bool>,
}

impl FloorVision {
    pub fn new(level: &Level) -> Self {
        FloorVision {
            sight: SightMap::from_fn(level.width(), level.height(), |p| !level.is_transparent(p)),
            explored: Grid::new(level.width(), level.height(), false),
        }
    }

    /// Keeps the sight map in step with a door, wall or pillar that changed.
    pub fn update_tile(&mut self, level: &Level, p: Pos) {
        self.sight.set_opaque(p, !level.is_transparent(p));
    }
}

/// Whether a wall tile is a closed door.
pub fn is_closed_door(level: &Level, p: Pos) -> bool {
    matches!(level.walls.get(p), Some(Some(Wall::Door { open: false })))
}

/// The player's field of view, at a radius wide enough for every creature's sight.
#[derive(Clone, Debug)]
pub struct View {
    fov: Fov,
    origin: Pos,
    /// The player's own sight radius.
    player_sight: i32,
    /// The radius the view is computed with: the widest sight of any creature.
    radius: i32,
    /// Set when the view no longer matches the map (a door opened, the player moved).
    stale: bool,
    /// Set when the view changed since its tiles were last marked explored: marking walks
    /// the whole square of sight, and the view is asked for several times a turn.
    unmarked: bool,
}

impl View {
    pub fn new(width: i32, height: i32, player_sight: i32, radius: i32) -> Self {
        View {
            fov: Fov::new(width, height),
            origin: Pos::new(-1, -1),
            player_sight,
            radius: radius.max(player_sight).max(1),
            stale: true,
            unmarked: true,
        }
    }

    /// The player's own sight radius now (darkness shrinks it); within the computed radius.
    pub fn set_player_sight(&mut self, sight: i32) {
        let sight = sight.clamp(1, self.radius);
        if sight != self.player_sight {
            self.player_sight = sight;
            self.unmarked = true;
        }
    }

    pub fn invalidate(&mut self) {
        self.stale = true;
    }

    pub fn is_stale(&self) -> bool {
        self.stale
    }

    /// Computes the view from `origin` on a floor's sight map, unless it is up to date.
    pub fn refresh(&mut self, sight: &SightMap, origin: Pos) {
        if !self.stale && self.origin == origin {
            return;
        }
        if self.fov.width() != sight.width() || self.fov.height() != sight.height() {
            self.fov = Fov::new(sight.width(), sight.height());
        }
        self.fov.compute_on(origin, self.radius, sight);
        self.origin = origin;
        self.stale = false;
        self.unmarked = true;
    }

    /// Whether the view changed since this was last asked: its tiles are to be marked
    /// explored.
    pub fn take_unmarked(&mut self) -> bool {
        std::mem::take(&mut self.unmarked)
    }

    /// Whether the player sees a tile.
    pub fn player_sees(&self, p: Pos) -> bool {
        within(self.origin, p, self.player_sight) && self.fov.is_visible(p)
    }

    /// The square the player's sight fits in: its centre and half its side.
    pub fn player_square(&self) -> (Pos, i32) {
        (self.origin, self.player_sight)
    }

    /// Whether a creature on `from` with sight radius `sight` sees the player (see the module
    /// comment for why the player's view answers it).
    pub fn sees_player(&self, from: Pos, sight: i32) -> bool {
        sight > 0 && within(self.origin, from, sight.min(self.radius)) && self.fov.is_visible(from)
    }

    /// Marks every tile the player sees as explored; tells whether any was not before.
    pub fn mark_explored(&self, explored: &mut Grid<bool>) -> bool {
        let (r, o) = (self.player_sight, self.origin);
        let mut grew = false;
        // The view's own words list what it shows; asking it tile by tile over the circle of
        // sight cost more than the view's computing, for the rock behind every wall.
        self.fov.for_each_visible(|p| {
            if within(o, p, r) {
                let cell = &mut explored[p];
                grew |= !*cell;
                *cell = true;
            }
        });
        grew
    }
}

/// Whether `p` lies within `radius` of `origin`, by the field of view's own measure.
fn within(origin: Pos, p: Pos, radius: i32) -> bool {
    let (dx, dy) = (i64::from(p.x - origin.x), i64::from(p.y - origin.y));
    dx * dx + dy * dy <= i64::from(radius) * i64::from(radius)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Marking takes in exactly the tiles the player sees, over walls, at the map's edges and
    /// for every sight radius up to the view's.
    #[test]
    fn marking_explores_exactly_what_the_player_sees() {
        let mut rng = fastrand::Rng::with_seed(5);
        let (w, h) = (40, 30);
        let walls: Vec<bool> = (0..w * h).map(|_| rng.u8(..) < 50).collect();
        let sight = SightMap::from_fn(w, h, |p| walls[(p.y * w + p.x) as usize]);
        for round in 0..200 {
            let mut view = View::new(w, h, 1, 12);
            view.set_player_sight(1 + round % 12);
            let origin = Pos::new(rng.i32(0..w), rng.i32(0..h));
            view.refresh(&sight, origin);
            let mut explored = Grid::new(w, h, false);
            for _ in 0..40 {
                explored[Pos::new(rng.i32(0..w), rng.i32(0..h))] = true;
            }
            let before = explored.clone();
            let grew = view.mark_explored(&mut explored);
            let mut any_new = false;
            for y in 0..h {
                for x in 0..w {
                    let p = Pos::new(x, y);
                    let new = view.player_sees(p) && !before[p];
                    any_new |= new;
                    assert_eq!(explored[p], before[p] || view.player_sees(p), "{p:?}");
                }
            }
            assert_eq!(grew, any_new);
        }
    }
}
