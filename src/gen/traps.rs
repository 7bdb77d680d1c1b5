//! Stage: traps in every room trapped with intent. Each floor tile gets a level by its
//! Chebyshev distance to the nearest treasure or exit (0.2 / 0.1 / 0.05 / 0.025 / 0.0125);
//! the room's number of traps (a depth curve) is drawn without replacement by a lottery in
//! which a tile holds 16 / 8 / 4 / 2 / 1 tickets. Never on the entry or the stairs, nor
//! within 2 tiles of the start or a landing (where one arrives). A pit that would shut the
//! way between the floor's stairs becomes a trap of another kind ([`super::open_way`]).

use super::lottery::{pick_weighted, round_randomly};
use super::open_way::{leaves_the_way_open, Pits};
use super::treasure::near_arrival;
use crate::data::{param, Tables, TrapId};
use crate::world::{Level, Pos, Trap, TrappedRoom, TRAP_LEVELS};

pub fn place_traps(
    level: &mut Level,
    tables: &Tables,
    depth: u32,
    arrival: Pos,
    rng: &mut fastrand::Rng,
) {
    let per_room = tables.parameters.at(param::TRAPS_PER_ROOM, depth);
    let mut lottery: Vec<(Pos, u32)> = Vec::new();
    let mut pits = Pits::of(level, tables);
    for t in 0..level.layout.trapped.len() {
        let levels = trap_levels(level, &level.layout.trapped[t], arrival);
        let rect = level.layout.rooms[level.layout.trapped[t].room].rect;
        lottery.clear();
        for (i, l) in levels.iter().enumerate() {
            if let Some(l) = l {
                let p = Pos::new(rect.x + i as i32 % rect.w, rect.y + i as i32 / rect.w);
                lottery.push((p, TRAP_LEVELS[usize::from(*l)].1));
            }
        }
        let count = round_randomly(per_room, rng);
        let laid = level.traps.len();
        lay_traps(&mut level.traps, &mut lottery, count, tables, rng);
        keep_the_way_open(level, laid, &mut pits, tables, rng);
        level.layout.trapped[t].levels = levels;
    }
}

/// Gives each pit laid from index `laid` on that would shut the way between the stairs (with
/// `pits`, the pits laid before it) another kind of trap, drawn by `chance` among the others;
/// with no other kind, the trap is taken away.
fn keep_the_way_open(
    level: &mut Level,
    laid: usize,
    pits: &mut Pits,
    tables: &Tables,
    rng: &mut fastrand::Rng,
) {
    let mut i = laid;
    while i < level.traps.len() {
        let trap = level.traps[i];
        if !tables.trap(trap.kind).is_pit() {
            i += 1;
        } else if leaves_the_way_open(level, pits, trap.pos) {
            pits.add(trap.pos);
            i += 1;
        } else {
            let others = (tables.traps.iter().enumerate())
                .filter(|(_, t)| !t.is_pit())
                .map(|(k, t)| (TrapId(k as u16), t.chance));
            match pick_weighted(others, rng) {
                Some(kind) => {
                    level.traps[i].kind = kind;
                    i += 1;
                }
                None => {
                    level.traps.remove(i);
                }
            }
        }
    }
}

/// Lays up to `count` hidden traps on tiles drawn from `lottery` without replacement, each of
/// a kind drawn by `traps.csv`'s `chance` (a dungeon room and a Rogue Code raid room alike).
pub fn lay_traps(
    traps: &mut Vec<Trap>,
    lottery: &mut Vec<(Pos, u32)>,
    count: usize,
    tables: &Tables,
    rng: &mut fastrand::Rng,
) {
    let kinds = || {
        tables
            .traps
            .iter()
            .enumerate()
            .map(|(i, t)| (TrapId(i as u16), t.chance))
    };
    for _ in 0..count {
        let Some(i) = draw(lottery, rng) else { break };
        let (pos, _) = lottery.swap_remove(i);
        if let Some(kind) = pick_weighted(kinds(), rng) {
            traps.push(Trap {
                kind,
                pos,
                hidden: true,
                tries: 0,
            });
        }
    }
}

/// One ticket drawn from the lottery: the index of the winning tile.
pub fn draw(lottery: &[(Pos, u32)], rng: &mut fastrand::Rng) -> Option<usize> {
    let total: u32 = lottery.iter().map(|&(_, tickets)| tickets).sum();
    if total == 0 {
        return None;
    }
    let mut ticket = rng.u32(0..total);
    lottery.iter().position(|&(_, tickets)| {
        if ticket < tickets {
            true
        } else {
            ticket -= tickets;
            false
        }
    })
}

/// Each tile's level in a trapped room, row by row; `None` where a trap cannot lie.
fn trap_levels(level: &Level, trapped: &TrappedRoom, arrival: Pos) -> Vec<Option<u8>> {
    let rect = level.layout.rooms[trapped.room].rect;
    let targets: Vec<Pos> = trapped
        .treasure
        .iter()
        .chain(&trapped.exits)
        .copied()
        .collect();
    let mut levels = Vec::with_capacity(rect.area() as usize);
    for y in rect.y..=rect.bottom() {
        for x in rect.x..=rect.right() {
            let p = Pos::new(x, y);
            let open = level.walls[p].is_none() && level.is_walkable(p);
            let arriving = near_arrival(level, arrival, p);
            if !open || level.ground[p].is_stairs() || p == trapped.entry || arriving {
                levels.push(None);
                continue;
            }
            let d = targets.iter().map(|&t| t.chebyshev(p)).min().unwrap_or(4);
            levels.push(Some(TrappedRoom::level_at_distance(d)));
        }
    }
    levels
}
