//! The rules a prefab's shape must keep so the generator's invariants hold wherever it is
//! laid: one connected walkable area inside the ring, doors on the ring that open onto it,
//! and spawn points on walkable floor.

use std::collections::VecDeque;

use super::{PrefabCell, PrefabSpawn, SpawnClass};
use crate::world::{Grid, Ground, Pos, Rect, Wall};

/// A place where corridors may enter: a `door` object (with its id) or a door tile.
pub struct Entrance {
    pub object: Option<u32>,
    pub pos: Pos,
}

impl Entrance {
    fn label(&self) -> String {
        match self.object {
            Some(id) => format!("object {id} (door)"),
            None => format!(
                "layer \"walls\", door tile ({}, {})",
                self.pos.x, self.pos.y
            ),
        }
    }
}

pub fn is_walkable(cell: &PrefabCell) -> bool {
    cell.ground != Ground::Rock && matches!(cell.wall, None | Some(Wall::Door { .. }))
}

/// The interior tile a ring tile opens onto, if it is on the ring and not a corner.
pub fn inside_of(p: Pos, width: i32, height: i32) -> Option<Pos> {
    let (left, right) = (p.x == 0, p.x == width - 1);
    let (top, bottom) = (p.y == 0, p.y == height - 1);
    match (left || right, top || bottom) {
        (true, false) => Some(Pos::new(if left { 1 } else { width - 2 }, p.y)),
        (false, true) => Some(Pos::new(p.x, if top { 1 } else { height - 2 })),
        _ => None,
    }
}

/// Checks the shape; returns the entrances' positions (empty when any ring tile may be used).
pub fn check(
    cells: &Grid<PrefabCell>,
    entrances: &[Entrance],
    spawns: &[PrefabSpawn],
    problems: &mut Vec<String>,
) -> Vec<Pos> {
    let (w, h) = (cells.width(), cells.height());
    let interior = Rect::new(1, 1, w - 2, h - 2);
    // A fixture blocks its tile like furniture, so the floor must stay connected around it.
    let fixture = |p: Pos| {
        spawns
            .iter()
            .any(|s| s.class == super::SpawnClass::Fixture && s.pos == p)
    };
    let floor = |p: Pos| interior.contains(p) && is_walkable(&cells[p]);
    let walkable = |p: Pos| floor(p) && !fixture(p);
    check_connected(interior, &walkable, problems);
    let mut doors: Vec<Pos> = Vec::new();
    for e in entrances {
        let p = e.pos;
        let on_ring = p.x == 0 || p.y == 0 || p.x == w - 1 || p.y == h - 1;
        let message = match inside_of(p, w, h) {
            _ if !on_ring => format!(
                "tile ({}, {}) is not on the outer ring; a door marks where a corridor enters \
                 through the wall ring: move it onto the ring",
                p.x, p.y
            ),
            None => format!(
                "tile ({}, {}) is a corner of the ring, where no corridor can enter: move it \
                 along the wall",
                p.x, p.y
            ),
            Some(q) if !walkable(q) => format!(
                "tile ({}, {}) opens onto tile ({}, {}), which is not walkable; clear the tile \
                 inside the door",
                p.x, p.y, q.x, q.y
            ),
            Some(_) => {
                if !doors.contains(&p) {
                    doors.push(p);
                }
                continue;
            }
        };
        problems.push(format!("{}: {message}", e.label()));
    }
    if entrances.is_empty() {
        let ring = Rect::new(0, 0, w, h);
        let any = ring
            .positions()
            .filter_map(|p| inside_of(p, w, h))
            .any(walkable);
        if !any {
            problems.push(
                "no tile of the outer ring opens onto walkable floor, so no corridor can enter; \
                 clear a floor tile next to the ring or add door objects"
                    .to_string(),
            );
        }
    }
    let mut monsters: Vec<(Pos, u32)> = Vec::new();
    for s in spawns {
        let label = format!("object {} ({})", s.object, s.class.name());
        if s.class != SpawnClass::Fixture && fixture(s.pos) {
            problems.push(format!(
                "{label}: tile ({}, {}) holds a fixture, which blocks it; move it off",
                s.pos.x, s.pos.y
            ));
        }
        if !floor(s.pos) {
            problems.push(format!(
                "{label}: tile ({}, {}) is not walkable floor inside the ring; move it onto the \
                 floor",
                s.pos.x, s.pos.y
            ));
        }
        if matches!(
            s.class,
            SpawnClass::Monster | SpawnClass::Guard | SpawnClass::Keeper
        ) {
            if let Some((_, other)) = monsters.iter().find(|(p, _)| *p == s.pos) {
                problems.push(format!(
                    "{label}: it stands on the same tile as object {other}; a tile holds one \
                     monster"
                ));
            }
            monsters.push((s.pos, s.object));
        }
    }
    doors
}

/// The walkable tiles inside the ring must form one 4-connected area.
fn check_connected(interior: Rect, walkable: &impl Fn(Pos) -> bool, problems: &mut Vec<String>) {
    let Some(start) = interior.positions().find(|&p| walkable(p)) else {
        problems.push(
            "no tile inside the ring is walkable; draw floor inside the wall ring".to_string(),
        );
        return;
    };
    let mut seen = Grid::new(interior.right() + 2, interior.bottom() + 2, false);
    let mut queue = VecDeque::from([start]);
    seen[start] = true;
    while let Some(p) = queue.pop_front() {
        for q in p.neighbours4() {
            if walkable(q) && !seen[q] {
                seen[q] = true;
                queue.push_back(q);
            }
        }
    }
    let cut_off: Vec<Pos> = interior
        .positions()
        .filter(|&p| walkable(p) && !seen[p])
        .collect();
    if let Some(first) = cut_off.first() {
        problems.push(format!(
            "tile ({}, {}) and {} other walkable tiles cannot be reached from tile ({}, {}); \
             the walkable floor inside the ring must be one connected area (steps go up, down, \
             left and right, not diagonally)",
            first.x,
            first.y,
            cut_off.len() - 1,
            start.x,
            start.y
        ));
    }
}
