//! The invariants of GAME.md §3 over many seeds and depths: connectivity, rooms, doors,
//! stairs, quadrants and hallways, and spawns.

mod support;

use std::collections::BTreeSet;

use support::{flood, floor, tables};
use torchdeep::data::prefab::SpawnWhat;
use torchdeep::data::Tables;
use torchdeep::gen::{
    expected_spawns, floor_seed, generate_floor, replay, request_for, GeneratedFloor, Stage,
};
use torchdeep::world::{Ground, Level, PortalKind, Pos, Quadrant, Wall};

const SEEDS: u64 = 1000;
const DEPTHS: [u32; 3] = [1, 3, 6];

/// Floors of 80×50 and 120×70, and a few large ones, where corridors join only rooms that
/// face each other or lie in a small subtree.
fn for_many_floors(mut check: impl FnMut(u64, u32, &GeneratedFloor)) {
    let tables = tables();
    for seed in 0..SEEDS {
        for depth in DEPTHS {
            let (w, h) = match seed {
                0..=3 => (300, 240),
                _ if seed % 5 == 0 => (120, 70),
                _ => (80, 50),
            };
            let generated = floor(&tables, seed, depth, w, h);
            check(seed, depth, &generated);
        }
    }
}

fn walkable_tiles(level: &Level) -> impl Iterator<Item = Pos> + '_ {
    level
        .ground
        .iter()
        .map(|(p, _)| p)
        .filter(|&p| level.is_walkable(p))
}

#[test]
fn every_walkable_tile_is_reachable_from_the_arrival_stairs() {
    for_many_floors(|seed, depth, g| {
        let level = &g.level;
        let up = level
            .portals
            .iter()
            .find(|p| matches!(p.kind, PortalKind::Up | PortalKind::Exit))
            .unwrap();
        let reached = flood(level, &[up.pos], |p| level.is_walkable(p));
        for p in walkable_tiles(level) {
            assert!(
                reached[p],
                "seed {seed} depth {depth}: {p:?} cannot be reached from {:?}",
                up.pos
            );
        }
    });
}

#[test]
fn the_border_is_wall_and_rooms_never_overlap() {
    for_many_floors(|seed, depth, g| {
        let level = &g.level;
        for (p, _) in level.ground.iter() {
            let border =
                p.x == 0 || p.y == 0 || p.x == level.width() - 1 || p.y == level.height() - 1;
            if border {
                assert!(
                    !level.is_walkable(p),
                    "seed {seed} depth {depth}: border tile {p:?} is open"
                );
            }
        }
        let rooms = &level.layout.rooms;
        assert!(
            rooms.len() >= 4,
            "seed {seed}: a room per quadrant at least"
        );
        for (i, a) in rooms.iter().enumerate() {
            assert!(
                a.rect.w >= 3 && a.rect.h >= 3,
                "seed {seed}: room {i} smaller than 3x3"
            );
            let cell = level.layout.cells[a.cell].rect;
            assert!(
                cell.contains(Pos::new(a.rect.x - 1, a.rect.y - 1)),
                "seed {seed}: room {i} walls leave its cell"
            );
            assert!(cell.contains(Pos::new(a.rect.right() + 1, a.rect.bottom() + 1)));
            for b in &rooms[i + 1..] {
                assert!(
                    !a.rect.grow(1).intersects(&b.rect),
                    "seed {seed} depth {depth}: rooms overlap"
                );
            }
        }
    });
}

#[test]
fn every_door_is_a_wall_between_a_room_and_a_corridor() {
    for_many_floors(|seed, depth, g| check_doors(&format!("seed {seed} depth {depth}"), g));
    // The dungeon's own floors, as the game and `gen --floor` make them, over more seeds: a
    // corridor along a wall once made a row of doors at `gen --seed 1866 --floor cistern`.
    let tables = tables();
    for seed in 0..3 * SEEDS {
        for floor in 0..tables.dungeon.len() {
            let mut rng = fastrand::Rng::with_seed(floor_seed(seed, floor));
            let generated = generate_floor(&tables, &request_for(&tables, floor), &mut rng);
            let id = &tables.dungeon[floor].id;
            check_doors(&format!("gen --seed {seed} --floor {id}"), &generated);
        }
    }
}

/// A door is a single wall tile of a room's ring, not at a corner, between the room's floor
/// and a corridor, with wall on its other two sides.
fn check_doors(label: &str, g: &GeneratedFloor) {
    let level = &g.level;
    let layout = &level.layout;
    let mut doors = 0;
    for (p, wall) in level.walls.iter() {
        if !matches!(wall, Some(Wall::Door { .. })) {
            continue;
        }
        // A door inside a prefab is its designer's (a vault's inner door), not a doorway.
        if let Some(r) = layout.room_at(p) {
            assert!(
                layout.rooms[r].prefab.is_some(),
                "{label}: door {p:?} inside a room that is no prefab"
            );
            continue;
        }
        doors += 1;
        let room = layout.rooms.iter().find(|r| r.rect.on_ring(p));
        let room = room.unwrap_or_else(|| panic!("{label}: door {p:?} is not in a room's wall"));
        assert!(
            !room.rect.is_ring_corner(p),
            "{label}: door {p:?} at a corner"
        );
        let [n, e, s, w] = p.neighbours4();
        let (across, beside) = if room.rect.contains(n) || room.rect.contains(s) {
            ([n, s], [e, w])
        } else {
            ([e, w], [n, s])
        };
        let inside = across.iter().filter(|&&q| room.rect.contains(q)).count();
        assert_eq!(inside, 1, "{label}: door {p:?} does not open into its room");
        let outside = *across.iter().find(|&&q| !room.rect.contains(q)).unwrap();
        assert!(
            matches!(level.ground[outside], Ground::Corridor | Ground::Hallway)
                && level.walls[outside].is_none(),
            "{label}: door {p:?} does not open onto a corridor but {:?}",
            level.ground[outside]
        );
        for q in beside {
            assert!(
                matches!(level.walls[q], Some(Wall::Stone | Wall::Tile { .. })),
                "{label}: door {p:?} has {:?} beside it, not wall",
                level.walls[q]
            );
        }
    }
    assert_eq!(
        doors,
        layout.doors.len(),
        "{label}: every recorded door is hung"
    );
}

#[test]
fn up_stairs_lie_in_aa_and_down_stairs_in_ba() {
    for_many_floors(|seed, depth, g| {
        let level = &g.level;
        let mut ups = 0;
        for portal in &level.portals {
            let quadrant = level.layout.quadrant_at(portal.pos);
            let expected = match portal.kind {
                PortalKind::Up | PortalKind::Exit => {
                    ups += 1;
                    Quadrant::AA
                }
                PortalKind::Down => Quadrant::BA,
            };
            assert_eq!(
                quadrant,
                Some(expected),
                "seed {seed} depth {depth}: {portal:?}"
            );
            assert!(level.ground[portal.pos].is_stairs());
            assert!(level.is_walkable(portal.landing) && portal.landing.chebyshev(portal.pos) == 1);
        }
        assert_eq!(ups, 1);
        assert_eq!(
            level.portals.len(),
            1 + (seed % 3) as usize,
            "seed {seed}: one down-stairs per child"
        );
        assert_eq!(g.arrival, level.portals[0].landing);
    });
}

/// The quadrants of the non-hallway walkable tiles next to a set of tiles.
fn quadrants_touching(level: &Level, tiles: &[Pos]) -> BTreeSet<Quadrant> {
    tiles
        .iter()
        .flat_map(|p| p.neighbours4())
        .filter(|&q| level.is_walkable(q) && level.ground[q] != Ground::Hallway)
        .filter_map(|q| level.layout.quadrant_at(q))
        .collect()
}

#[test]
fn hallways_join_the_quadrants_in_route_order_and_are_the_only_way_between_them() {
    for_many_floors(|seed, depth, g| {
        let level = &g.level;
        // Without the hallways, no quadrant reaches another.
        for quadrant in Quadrant::ROUTE {
            let cell = level
                .layout
                .quadrant_cells()
                .find(|c| c.quadrant == Some(quadrant))
                .unwrap();
            let starts: Vec<Pos> = level
                .layout
                .rooms
                .iter()
                .filter(|r| r.quadrant == quadrant)
                .map(|r| r.rect.center())
                .collect();
            let reached = flood(level, &starts, |p| {
                level.is_walkable(p) && level.ground[p] != Ground::Hallway
            });
            for (p, &r) in reached.iter() {
                assert!(
                    !r || cell.rect.contains(p),
                    "seed {seed} depth {depth}: {} reaches {p:?} without a hallway",
                    quadrant.label()
                );
            }
        }
        // Each hallway joins two neighbours on the route, and every step of the route has one.
        let hallway = |p: Pos| level.ground[p] == Ground::Hallway;
        let mut seen = BTreeSet::new();
        let mut joined = BTreeSet::new();
        for (p, &ground) in level.ground.iter() {
            if ground != Ground::Hallway || seen.contains(&p) {
                continue;
            }
            let component = flood(level, &[p], hallway);
            let tiles: Vec<Pos> = component
                .iter()
                .filter(|(_, &c)| c)
                .map(|(q, _)| q)
                .collect();
            seen.extend(tiles.iter().copied());
            let touching: Vec<Quadrant> = quadrants_touching(level, &tiles).into_iter().collect();
            assert_eq!(
                touching.len(),
                2,
                "seed {seed} depth {depth}: a hallway at {p:?} touches {touching:?}"
            );
            let step = Quadrant::ROUTE.windows(2).position(|w| {
                BTreeSet::from([w[0], w[1]]) == BTreeSet::from([touching[0], touching[1]])
            });
            let step = step.unwrap_or_else(|| {
                panic!("seed {seed}: hallway joins {touching:?}, off the route")
            });
            joined.insert(step);
        }
        assert_eq!(
            joined,
            BTreeSet::from([0, 1, 2]),
            "seed {seed} depth {depth}: the route aa-ab-bb-ba"
        );
    });
}

#[test]
fn spawns_follow_the_room_densities_and_keep_off_walls_and_stairs() {
    let tables = tables();
    let (mut expected_total, mut spawned_total) = (0.0, 0usize);
    for_many_floors(|seed, depth, g| {
        let level = &g.level;
        let arrival_room = level.layout.room_at(g.arrival);
        // A calm shopkeeper keeps its shop even where the player arrives.
        let keepers: Vec<_> = level.shops.iter().filter_map(|s| s.keeper).collect();
        for c in level.creatures.iter().filter(|c| !keepers.contains(&c.id)) {
            assert!(
                on_room_floor(level, c.pos),
                "seed {seed}: creature off room floor at {:?}",
                c.pos
            );
            assert_ne!(
                level.layout.room_at(c.pos),
                arrival_room,
                "seed {seed}: monster in the arrival room"
            );
        }
        for (p, _) in level.items.iter() {
            assert!(
                on_room_floor(level, p),
                "seed {seed}: item off room floor at {p:?}"
            );
        }
        for room in 0..level.layout.rooms.len() {
            let rect = level.layout.rooms[room].rect;
            let (monsters, items) = expected_spawns(&tables, level, room, depth);
            // A prefab room holds only what its designer drew, each spawn with its chance.
            let designed = level.layout.rooms[room].prefab.map(|placement| {
                let spawns = &tables.prefabs.get(usize::from(placement.index)).spawns;
                let count = |item: bool| {
                    spawns
                        .iter()
                        .filter(|s| match s.what {
                            SpawnWhat::Monster(_) | SpawnWhat::AnyMonster => !item,
                            SpawnWhat::Guard => false, // counted with the guards
                            SpawnWhat::Item(_) | SpawnWhat::AnyItem => item,
                            _ => false,
                        })
                        .count() as f64
                };
                (count(false), count(true))
            });
            // Guards come with treasure (tests/traps.rs), not with the room's density.
            let count = level
                .creatures
                .iter()
                .filter(|c| rect.contains(c.pos) && !tables.monster(c.kind).id.starts_with("guard"))
                .filter(|c| level.shop_kept_by(c.id).is_none())
                .count();
            let goal_items = treasure_in(&tables, level, rect);
            let item_count = level
                .items
                .iter()
                .filter(|(p, i)| rect.contains(*p) && !i.for_sale)
                .count()
                - goal_items;
            let (most_monsters, most_items) = designed.unwrap_or((monsters.ceil(), items.ceil()));
            assert!(
                item_count as f64 <= most_items,
                "seed {seed}: {item_count} items where {items} were expected"
            );
            if designed.is_none() {
                let free = free_room_tiles(level, rect) as f64;
                assert!(item_count as f64 >= items.floor().min(free));
            }
            if Some(room) != arrival_room {
                assert!(
                    count as f64 <= most_monsters,
                    "seed {seed}: {count} monsters where {monsters} were expected"
                );
                expected_total += monsters;
                spawned_total += count;
            }
        }
    });
    let ratio = spawned_total as f64 / expected_total;
    assert!(
        (0.97..=1.03).contains(&ratio),
        "monsters spawned {spawned_total} vs expected {expected_total:.0}"
    );
}

/// Walkable floor inside a room, not stairs: where spawns may stand (a prefab's floor
/// included, water or rubble).
fn on_room_floor(level: &Level, p: Pos) -> bool {
    level.layout.room_at(p).is_some()
        && level.is_walkable(p)
        && level.walls[p].is_none()
        && !level.ground[p].is_stairs()
        && (level.ground[p] == Ground::Room || matches!(level.ground[p], Ground::Tile(_)))
}

/// The stacks the treasure stage laid in a room (the goal's treasure or a hoard): they are
/// not part of the room's density.
fn treasure_in(_tables: &Tables, level: &Level, rect: torchdeep::world::Rect) -> usize {
    let hoards = level.layout.trapped.iter().flat_map(|t| &t.treasure);
    hoards
        .filter(|&&p| rect.contains(p))
        .map(|&p| level.items.at(p).len())
        .sum()
}

fn free_room_tiles(level: &Level, rect: torchdeep::world::Rect) -> usize {
    rect.positions()
        .filter(|&p| level.ground[p] == Ground::Room && level.creatures.at(p).is_none())
        .count()
}

#[test]
fn deeper_floors_have_more_rooms() {
    let tables = tables();
    let rooms_at = |depth| -> usize {
        (0..200)
            .map(|s| floor(&tables, s, depth, 80, 50).level.layout.rooms.len())
            .sum()
    };
    let (shallow, deep) = (rooms_at(1), rooms_at(6));
    assert!(
        deep > shallow * 3 / 2,
        "depth 6 has {deep} rooms over 200 floors, depth 1 {shallow}"
    );
}

#[test]
fn the_same_seed_gives_the_same_floor_and_other_seeds_other_floors() {
    let tables = tables();
    let a = floor(&tables, 42, 2, 80, 50);
    let b = floor(&tables, 42, 2, 80, 50);
    assert_eq!(a, b);
    let distinct: BTreeSet<Vec<String>> = (0..50)
        .map(|s| floor(&tables, s, 2, 80, 50).level.terrain_rows())
        .collect();
    assert_eq!(distinct.len(), 50);
}

#[test]
fn a_snapshot_follows_every_stage() {
    let tables = tables();
    let g = floor(&tables, 7, 1, 80, 50);
    let names: Vec<&str> = g.history.iter().map(|s| s.stage.name()).collect();
    assert_eq!(
        names,
        [
            "quadrants",
            "splits",
            "rooms",
            "corridors",
            "hallways",
            "doors",
            "ornaments",
            "stairs",
            "treasure",
            "traps",
            "prefabs",
            "spawns",
            "fixtures"
        ]
    );
    // The prefabs stage puts creatures only in prefab rooms, and the spawns stage only in the
    // others (the treasure stage's guards may stand in either).
    let at = |name: &str| g.history.iter().find(|s| s.stage.name() == name).unwrap();
    let in_prefab = |level: &Level, p: Pos| {
        let room = level.layout.room_at(p).unwrap();
        level.layout.rooms[room].prefab.is_some()
    };
    let ids = |level: &Level| -> BTreeSet<u32> { level.creatures.iter().map(|c| c.id.0).collect() };
    let before = ids(&replay(&tables, &g.history, Stage::Traps));
    let after_prefabs = replay(&tables, &g.history, Stage::Prefabs);
    let by_prefabs: Vec<Pos> = (after_prefabs.creatures.iter())
        .filter(|c| !before.contains(&c.id.0))
        .map(|c| c.pos)
        .collect();
    assert!(
        !by_prefabs.is_empty(),
        "seed 7 has prefab monsters to check"
    );
    assert!(by_prefabs.iter().all(|&p| in_prefab(&g.level, p)));
    let laid = ids(&after_prefabs);
    let by_spawns: Vec<Pos> = (g.level.creatures.iter())
        .filter(|c| !laid.contains(&c.id.0))
        .map(|c| c.pos)
        .collect();
    assert_eq!(
        by_spawns.len(),
        at("spawns").creatures - at("prefabs").creatures
    );
    assert!(by_spawns.iter().all(|&p| !in_prefab(&g.level, p)));
    let rooms: Vec<usize> = g.history.iter().map(|s| s.rooms).collect();
    assert_eq!(rooms[1], 0);
    assert_eq!(rooms[2], g.level.layout.rooms.len());
    assert_eq!(g.history.len(), Stage::COUNT);
    let tables = support::tables();
    assert_eq!(
        replay(&tables, &g.history, Stage::Fixtures),
        g.level,
        "replaying every stage gives the floor"
    );
    let after_rooms = replay(&tables, &g.history, Stage::Rooms);
    assert!(
        after_rooms
            .ground
            .cells()
            .iter()
            .all(|&t| t != Ground::Corridor),
        "no corridor before its stage"
    );
    assert_eq!(after_rooms.layout.rooms.len(), g.level.layout.rooms.len());
    let after_corridors = replay(&tables, &g.history, Stage::Corridors);
    assert!(after_corridors.ground.cells().contains(&Ground::Corridor));
    assert!(!after_corridors.ground.cells().contains(&Ground::Hallway));
    let first = replay(&tables, &g.history, Stage::Quadrants);
    assert!(
        first.ground.cells().iter().all(|&t| t == Ground::Rock),
        "quadrants dig nothing"
    );
}
