//! Rooms trapped with intent (GAME.md §7): entries and exits on the edge, treasure, and traps
//! drawn by the lottery of 16 / 8 / 4 / 2 / 1 tickets by distance to treasure or an exit.

mod support;

use support::{flood8, floor, tables};
use torchdeep::data::prefab::SpawnWhat;
use torchdeep::data::Tables;
use torchdeep::gen::{draw_trap_lottery, prefab_tile};
use torchdeep::world::{Level, Pos, Trap, TRAP_LEVELS};

#[test]
fn trapped_rooms_have_edge_entries_and_exits_and_no_trap_on_the_entry() {
    let tables = tables();
    let mut trapped = 0;
    let mut designed = 0;
    for seed in 0..300 {
        let g = floor(&tables, seed, 1 + (seed % 5) as u32, 80, 50);
        let level = &g.level;
        for t in &level.layout.trapped {
            trapped += 1;
            let rect = level.layout.rooms[t.room].rect;
            assert!(
                rect.on_edge(t.entry),
                "seed {seed}: entry {:?} off the edge of {rect:?}",
                t.entry
            );
            for exit in &t.exits {
                assert!(
                    rect.on_edge(*exit),
                    "seed {seed}: exit {exit:?} off the edge"
                );
            }
            assert!(
                level.trap_at(t.entry).is_none(),
                "seed {seed}: a trap on the entry"
            );
            assert!(
                !t.treasure.contains(&t.entry),
                "seed {seed}: treasure on the entry"
            );
            assert_eq!(t.levels.len(), rect.area() as usize);
        }
        let stairs_rooms = level
            .portals
            .iter()
            .filter_map(|p| level.layout.room_at(p.pos));
        for room in stairs_rooms {
            assert!(
                level.layout.trapped.iter().any(|t| t.room == room),
                "seed {seed}: a stairs room is trapped"
            );
        }
        for trap in &level.traps {
            assert!(trap.hidden && level.is_walkable(trap.pos));
            // Drawn by the lottery in a trapped room, or drawn by a prefab's designer.
            let in_trapped_room = level
                .layout
                .trapped
                .iter()
                .any(|t| level.layout.rooms[t.room].rect.contains(trap.pos));
            assert!(
                in_trapped_room || designed_trap(&tables, level, trap),
                "seed {seed}: a trap at {:?} neither drawn nor designed",
                trap.pos
            );
            designed += usize::from(!in_trapped_room);
            assert!(
                !level.portals.iter().any(|p| p.landing == trap.pos),
                "seed {seed}: trap on a landing"
            );
        }
    }
    assert!(trapped > 600, "{trapped} trapped rooms");
    assert!(designed > 0, "prefab designers' traps are laid too");
}

#[test]
fn the_goal_floor_holds_its_treasure_in_a_trapped_room_of_ba() {
    let tables = tables();
    let treasure = tables.treasure().unwrap();
    for seed in (0..300).filter(|s| s % 3 == 0) {
        let g = floor(&tables, seed, 4, 80, 50);
        let at: Vec<Pos> = g
            .level
            .items
            .iter()
            .filter(|(_, s)| s.kind == treasure)
            .map(|(p, _)| p)
            .collect();
        assert_eq!(at.len(), 1, "seed {seed}: one treasure");
        let t = g
            .level
            .layout
            .trapped
            .iter()
            .find(|t| t.treasure.contains(&at[0]));
        assert!(
            t.is_some(),
            "seed {seed}: the treasure lies in a trapped room"
        );
        assert_eq!(
            g.level.layout.quadrant_at(at[0]).map(|q| q.label()),
            Some("ba")
        );
    }
}

/// The first trap of every trapped room falls on a level with probability proportional to the
/// tickets that level holds in the room. Chi-square over many rooms, 4 degrees of freedom;
/// 18.47 is the 0.1 % critical value, so a correct lottery fails once in a thousand seed sets
/// and this fixed set passes.
#[test]
fn trap_levels_follow_the_lottery_weights() {
    let tables = tables();
    let mut observed = [0f64; 5];
    let mut expected = [0f64; 5];
    for seed in 0..2000 {
        let g = floor(&tables, seed, 2, 80, 50);
        let level = &g.level;
        for t in &level.layout.trapped {
            let rect = level.layout.rooms[t.room].rect;
            let lottery: Vec<(Pos, u32)> = rect
                .positions()
                .zip(&t.levels)
                .filter_map(|(p, l)| l.map(|l| (p, TRAP_LEVELS[usize::from(l)].1)))
                .collect();
            let total: u32 = lottery.iter().map(|(_, k)| k).sum();
            if total == 0 {
                continue;
            }
            for (_, tickets) in &lottery {
                let level_of = TRAP_LEVELS.iter().position(|(_, k)| k == tickets).unwrap();
                expected[level_of] += f64::from(*tickets) / f64::from(total);
            }
            // Replay the first draw with a fresh RNG per room, as the stage draws.
            let mut rng = fastrand::Rng::with_seed(seed * 1000 + t.room as u64);
            let i = draw_trap_lottery(&lottery, &mut rng).unwrap();
            let level_of = TRAP_LEVELS
                .iter()
                .position(|(_, k)| *k == lottery[i].1)
                .unwrap();
            observed[level_of] += 1.0;
        }
    }
    let chi2: f64 = observed
        .iter()
        .zip(&expected)
        .map(|(o, e)| (o - e).powi(2) / e)
        .sum();
    assert!(
        chi2 < 18.47,
        "chi-square {chi2:.2}: observed {observed:?}, expected {expected:?}"
    );
}

/// The traps the generator actually laid sit near treasure and exits: over many rooms the
/// share of traps at distance 0–1 is far above the share of such tiles.
#[test]
fn laid_traps_cluster_near_treasure_and_exits() {
    let tables = tables();
    let (mut near_traps, mut traps, mut near_tiles, mut tiles) = (0, 0, 0, 0);
    for seed in 0..500 {
        let g = floor(&tables, seed, 3, 80, 50);
        let level = &g.level;
        for t in &level.layout.trapped {
            let rect = level.layout.rooms[t.room].rect;
            for (p, l) in rect.positions().zip(&t.levels) {
                let Some(l) = l else { continue };
                tiles += 1;
                near_tiles += usize::from(*l <= 1);
                if level.trap_at(p).is_some() {
                    traps += 1;
                    near_traps += usize::from(*l <= 1);
                }
            }
        }
    }
    let trap_share = near_traps as f64 / traps as f64;
    let tile_share = near_tiles as f64 / tiles as f64;
    assert!(traps > 1000, "{traps} traps");
    assert!(
        trap_share > 2.0 * tile_share,
        "near share {trap_share:.3} vs tiles {tile_share:.3}"
    );
}

#[test]
fn guards_watch_treasure_rooms_by_their_quadrant_and_the_depth_curve() {
    use torchdeep::data::{param, Behaviour};
    let tables = tables();
    let is_guard = |kind: torchdeep::data::MonsterId| {
        tables
            .monster(kind)
            .behaviours
            .iter()
            .any(|b| matches!(b, Behaviour::Guard { .. }))
    };
    let mut designed_guards = 0;
    for depth in [1, 4] {
        let (mut rooms, mut guards) = (0, 0);
        for seed in 0..300 {
            let g = floor(&tables, seed, depth, 80, 50);
            let level = &g.level;
            let arrival_room = level.layout.room_at(g.arrival);
            let posted = |c: &&torchdeep::world::Creature| {
                is_guard(c.kind) && !designed(&tables, level, c.pos, SpawnWhat::Guard)
            };
            for c in level.creatures.iter().filter(|c| is_guard(c.kind)) {
                let room = level.layout.room_at(c.pos).expect("guards stand in rooms");
                let difficulty = level.layout.rooms[room].quadrant.difficulty();
                assert_eq!(Some(c.kind), tables.guard_for(difficulty));
                designed_guards += usize::from(!posted(&c));
                if !posted(&c) {
                    continue; // drawn by a prefab's designer
                }
                let t = level.layout.trapped.iter().find(|t| t.room == room);
                let t = t.expect("guards stand in trapped rooms");
                assert!(
                    !t.treasure.is_empty(),
                    "seed {seed}: a guard without treasure"
                );
                assert_ne!(c.pos, t.entry, "seed {seed}: a guard on the entry");
            }
            for t in &level.layout.trapped {
                if t.treasure.is_empty() || Some(t.room) == arrival_room {
                    continue;
                }
                let rect = level.layout.rooms[t.room].rect;
                rooms += 1;
                guards += level
                    .creatures
                    .iter()
                    .filter(|c| posted(c) && rect.contains(c.pos))
                    .count();
            }
        }
        let expected = tables.parameters.at(param::GUARDS_PER_ROOM, depth);
        let mean = guards as f64 / rooms as f64;
        assert!(rooms > 100, "depth {depth}: {rooms} treasure rooms");
        assert!(
            (mean - expected).abs() < 0.15,
            "depth {depth}: {mean} guards a room, the curve says {expected}"
        );
    }
    assert!(designed_guards > 0, "the guards drawn in prefabs stand too");
}

/// Whether a prefab's designer put a trap of this kind on this tile.
fn designed_trap(tables: &Tables, level: &Level, trap: &Trap) -> bool {
    designed(tables, level, trap.pos, SpawnWhat::Trap(trap.kind))
}

/// Whether a prefab's designer drew this spawn on this tile.
fn designed(tables: &Tables, level: &Level, at: Pos, what: SpawnWhat) -> bool {
    let Some(room) = level.layout.room_at(at).map(|r| &level.layout.rooms[r]) else {
        return false;
    };
    let Some(placement) = room.prefab else {
        return false;
    };
    let prefab = tables.prefabs.get(usize::from(placement.index));
    prefab
        .spawns
        .iter()
        .any(|s| s.what == what && prefab_tile(prefab, placement, room.rect, s.pos) == at)
}

/// No trap greets the player: none lies within 2 tiles of the start or of any tile where
/// stairs or a pit set the player down, on any floor of whole dungeons.
#[test]
fn no_trap_lies_within_two_tiles_of_where_the_player_arrives() {
    use torchdeep::gen::generate_dungeon;
    let tables = tables();
    let mut checked = 0;
    for seed in 0..60 {
        let dungeon = generate_dungeon(&tables, seed);
        let player = tables.player();
        let start = dungeon.floors[0]
            .level
            .creatures
            .iter()
            .find(|c| c.kind == player)
            .map(|c| c.pos);
        assert!(start.is_some(), "the player starts on floor 1");
        for (i, floor) in dungeon.floors.iter().enumerate() {
            let level = &floor.level;
            // Landings on this floor: the portals of other floors lead to them.
            let landings: Vec<Pos> = dungeon
                .floors
                .iter()
                .flat_map(|f| &f.level.portals)
                .filter_map(|p| p.to)
                .filter(|t| t.floor == i)
                .map(|t| t.arrival)
                .chain(start.filter(|_| i == 0))
                .collect();
            for trap in &level.traps {
                for &at in &landings {
                    checked += 1;
                    assert!(
                        trap.pos.chebyshev(at) > 2,
                        "seed {seed} floor {i}: a trap at {:?}, {} from the landing {at:?}",
                        trap.pos,
                        trap.pos.chebyshev(at)
                    );
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} trap and landing pairs");
}

/// Whether every portal of a level is reachable from the first without stepping on a pit.
fn stairs_joined_around_pits(tables: &Tables, level: &Level) -> bool {
    let pit = |p: Pos| {
        level
            .trap_at(p)
            .is_some_and(|t| tables.trap(t.kind).is_pit())
    };
    let Some(first) = level.portals.first() else {
        return true;
    };
    let seen = flood8(level, &[first.pos], |p| level.is_walkable(p) && !pit(p));
    level.portals.iter().all(|portal| seen[portal.pos])
}

#[test]
fn pits_never_shut_the_way_between_a_floors_stairs() {
    let tables = tables();
    let mut pits = 0;
    // Seed 432's fourth floor had two pits filling the only passage up.
    for seed in (1..=300).chain([432]) {
        let dungeon = torchdeep::gen::generate_dungeon(&tables, seed);
        for (i, floor) in dungeon.floors.iter().enumerate() {
            assert!(
                stairs_joined_around_pits(&tables, &floor.level),
                "seed {seed}, floor {i}: pits shut the way between its stairs"
            );
            pits += (floor.level.traps.iter())
                .filter(|t| tables.trap(t.kind).is_pit())
                .count();
        }
    }
    assert!(pits > 1_000, "pits are still laid: {pits}");
}
