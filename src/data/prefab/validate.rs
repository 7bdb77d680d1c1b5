//! The rules a prefab's shape must keep so the generator's invariants hold wherever it is
//! laid: one connected walkable area inside the ring, around its fixtures and its pits, doors
//! on the ring that open onto it, and spawn points on walkable floor.

use std::collections::VecDeque;

use super::ids::SpawnIds;
use super::{PrefabCell, PrefabSpawn, SpawnClass, SpawnWhat};
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
    ids: &dyn SpawnIds,
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
    // A pit drops whoever steps on it to the floor below: the room may lie on the only way
    // between a floor's stairs, so there must be a way round it too.
    let pits: Vec<&PrefabSpawn> = spawns
        .iter()
        .filter(|s| matches!(s.what, SpawnWhat::Trap(t) if ids.is_pit(t)))
        .collect();
    let pit = |p: Pos| pits.iter().find(|s| s.pos == p);
    let floor = |p: Pos| interior.contains(p) && is_walkable(&cells[p]);
    let walkable = |p: Pos| floor(p) && !fixture(p);
    let before = problems.len();
    check_connected(interior, &walkable, problems);
    if problems.len() == before && !pits.is_empty() {
        check_way_round_pits(
            interior,
            &|p| walkable(p) && pit(p).is_none(),
            &pits,
            problems,
        );
    }
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
            Some(q) if pit(q).is_some() => format!(
                "tile ({}, {}) opens onto tile ({}, {}), where object {} lays a pit that drops \
                 whoever comes in to the floor below; move the pit off the tile inside the door",
                p.x,
                p.y,
                q.x,
                q.y,
                pit(q).map_or(0, |s| s.object)
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
        // Without doors a corridor may come in through any side.
        for s in pits.iter().filter(|s| !interior.grow(-1).contains(s.pos)) {
            problems.push(format!(
                "object {} (trap): its pit at tile ({}, {}) lies along the wall, and in a room \
                 without doors a corridor may come in there and drop whoever enters to the floor \
                 below; move it a tile further in or add door objects",
                s.object, s.pos.x, s.pos.y
            ));
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
    let Some((start, cut_off)) = flood(interior, walkable) else {
        problems.push(
            "no tile inside the ring is walkable; draw floor inside the wall ring".to_string(),
        );
        return;
    };
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

/// The walkable tiles off the pits must still form one 4-connected area: the floor is
/// connected without them (`check_connected`), so a split is the pits' doing.
fn check_way_round_pits(
    interior: Rect,
    off_pits: &impl Fn(Pos) -> bool,
    pits: &[&PrefabSpawn],
    problems: &mut Vec<String>,
) {
    let Some((start, cut_off)) = flood(interior, off_pits) else {
        problems.push(
            "every walkable tile inside the ring holds a pit; leave floor to walk on round them"
                .to_string(),
        );
        return;
    };
    let Some(first) = cut_off.first() else {
        return;
    };
    let objects: Vec<String> = pits.iter().map(|s| s.object.to_string()).collect();
    let named = match objects.as_slice() {
        [one] => format!("object {one} (trap), a pit,"),
        [rest @ .., last] => format!("objects {} and {last} (traps), pits,", rest.join(", ")),
        [] => return,
    };
    problems.push(format!(
        "{named} cut tile ({}, {}) and {} other walkable tiles off from tile ({}, {}): the \
         room may lie on the only way between a floor's stairs, and a pit drops whoever steps \
         on it to the floor below; leave a way round (steps go up, down, left and right) or \
         move the pit",
        first.x,
        first.y,
        cut_off.len() - 1,
        start.x,
        start.y
    ));
}

/// Floods the 4-connected walkable tiles from the first one inside `interior`: that tile and
/// the walkable tiles not reached, or `None` when no tile is walkable.
fn flood(interior: Rect, walkable: &impl Fn(Pos) -> bool) -> Option<(Pos, Vec<Pos>)> {
    let start = interior.positions().find(|&p| walkable(p))?;
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
    let cut_off = interior
        .positions()
        .filter(|&p| walkable(p) && !seen[p])
        .collect();
    Some((start, cut_off))
}
