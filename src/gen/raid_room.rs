//! A Rogue Code raid room (GAME.md §11), set up in the design's order: (1) the exit on a random
//! edge tile; (2) the rogue on another edge tile; (3) the guards on random tiles; (4) the
//! treasure on random tiles but the rogue's; (5) the traps by the lottery of §7, never on the
//! rogue's tile. The room is an open rectangle of floor in a ring of wall, torches on its north
//! wall. In the design characters stack; here every creature has a tile, so a guard drawn onto
//! an occupied tile stands on the nearest free one.

use super::spawns::spawn_monster;
use crate::data::raids::RaidRoomDef;
use crate::data::Tables;
use crate::world::PortableRng;
use crate::world::{
    CreatureId, Ground, Item, Level, Ornament, Portal, PortalKind, Pos, TrappedRoom, Wall,
};

/// A raid room ready to play.
#[derive(Clone, Debug)]
pub struct RaidRoom {
    pub level: Level,
    pub rogue: CreatureId,
    pub exit: Pos,
}

/// Sets up a room of `def`'s size and contents; the rogue has `hp` hit points. The floor
/// tiles are (1, 1) to (width, height); the ring of wall around them is the level's edge.
pub fn raid_room(tables: &Tables, def: &RaidRoomDef, hp: i32, rng: &mut fastrand::Rng) -> RaidRoom {
    let (w, h) = (def.width.max(3), def.height.max(3));
    let mut level = Level::new(w + 2, h + 2);
    let floor: Vec<Pos> = (1..=h)
        .flat_map(|y| (1..=w).map(move |x| Pos::new(x, y)))
        .collect();
    for &p in &floor {
        level.ground[p] = Ground::Room;
        level.walls[p] = None;
    }
    for x in (2..w).step_by(4) {
        level.ornaments[Pos::new(x, 0)] = Some(Ornament::Torch);
    }
    let edge: Vec<Pos> = floor
        .iter()
        .copied()
        .filter(|p| p.x == 1 || p.y == 1 || p.x == w || p.y == h)
        .collect();

    // (1) The exit.
    let exit = edge[rng.index(edge.len())];
    level.ground[exit] = Ground::StairsUp;
    level.portals.push(Portal {
        pos: exit,
        kind: PortalKind::Exit,
        landing: exit,
        to: None,
    });
    // (2) The rogue, on another edge tile.
    let starts: Vec<Pos> = edge.iter().copied().filter(|&p| p != exit).collect();
    let start = starts[rng.index(starts.len())];
    let rogue =
        super::spawn_player(&mut level, tables, start).expect("a new room's edge tile is free");
    level.creatures.with_mut(rogue, |c| c.hp = hp);

    // (3) The guards, some dozing at their posts.
    for _ in 0..def.guards {
        let kind = def.guard_kinds[rng.index(def.guard_kinds.len())];
        let drawn = floor[rng.index(floor.len())];
        let dozing = rng.f64() < def.dozing;
        let Some(p) = nearest_free(&level, &floor, drawn) else {
            break;
        };
        spawn_monster(&mut level, tables, kind, p);
        if let Some(id) = level.creatures.id_at(p) {
            level.creatures.with_mut(id, |c| {
                c.mind.post = Some(p);
                c.mind.dozing = dozing;
            });
        }
    }

    // (4) The treasure, heaps allowed.
    let mut treasure = Vec::new();
    if let Some(kind) = tables.treasure() {
        for _ in 0..def.treasure {
            let p = loop {
                let p = floor[rng.index(floor.len())];
                if p != start {
                    break p;
                }
            };
            level.items.drop_at(p, Item::new(kind, 1));
            treasure.push(p);
        }
    }

    // (5) The traps, by the lottery of GAME.md §7 around the treasure and the exit.
    let targets: Vec<Pos> = treasure.iter().copied().chain([exit]).collect();
    let mut lottery: Vec<(Pos, u32)> = floor
        .iter()
        .copied()
        .filter(|&p| p != start)
        .map(|p| {
            let d = targets.iter().map(|&t| t.chebyshev(p)).min().unwrap_or(4);
            let level = TrappedRoom::level_at_distance(d);
            (p, crate::world::TRAP_LEVELS[usize::from(level)].1)
        })
        .collect();
    super::traps::lay_traps(
        &mut level.traps,
        &mut lottery,
        def.traps as usize,
        tables,
        rng,
    );
    RaidRoom { level, rogue, exit }
}

/// The free floor tile nearest to `p` (itself when free), nearest first by Chebyshev ring,
/// then in reading order.
fn nearest_free(level: &Level, floor: &[Pos], p: Pos) -> Option<Pos> {
    floor
        .iter()
        .copied()
        .filter(|&q| level.creatures.id_at(q).is_none() && level.walls[q] != Some(Wall::Stone))
        .min_by_key(|&q| (q.chebyshev(p), q.y, q.x))
}
