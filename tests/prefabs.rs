//! Prefab rooms drawn in Tiled: the shipped maps import and appear in generated floors, laid
//! as drawn (turned and mirrored too) and entered only at their doors; rooms.csv names them;
//! `torchdeep prefabs check` and `--maps` work on files on disk. Bad files: prefab_errors.rs.

mod support;

use std::collections::{BTreeMap, BTreeSet};

use support::{floor, tables};
use torchdeep::data::prefab::{SpawnClass, SpawnWhat, PREFAB_DIR};
use torchdeep::data::{Prefab, Resources, TableSources, Tables};
use torchdeep::world::{Level, Pos, Room, Wall};

const SHIPPED: [&str; 7] = [
    "shrine",
    "flooded_cellar",
    "guard_post",
    "treasure_vault",
    "library",
    "pillar_hall",
    "torchlit_crypt",
];

#[test]
fn every_shipped_prefab_imports() {
    let tables = tables();
    let library = &tables.prefabs;
    assert!(
        library.prefabs.len() >= 10,
        "{} prefabs",
        library.prefabs.len()
    );
    let files = Resources::embedded().list(PREFAB_DIR, "tmx");
    assert_eq!(files.len(), library.prefabs.len(), "every file imported");
    for name in SHIPPED {
        assert!(library.index_of(name).is_some(), "no prefab {name}");
    }
    for prefab in &library.prefabs {
        assert!(!prefab.spawns.is_empty(), "{} has spawns", prefab.name);
        assert!(!prefab.doors.is_empty(), "{} has doors", prefab.name);
        assert!(
            prefab.width() <= 13 && prefab.height() <= 11,
            "{} fits a depth-1 cell",
            prefab.name
        );
    }
    // The flooded cellar floods, the library has shelves, the crypt torches and sarcophagi.
    let tileset = torchdeep::data::TilesetInfo::embedded().unwrap();
    let uses = |name: &str, tile: &str| {
        let id = tileset.by_name(tile).unwrap().id as u16;
        let p = library.get(library.index_of(name).unwrap());
        p.cells.cells().iter().any(|c| {
            c.ground == torchdeep::world::Ground::Tile(id)
                || matches!(c.wall, Some(Wall::Tile { id: i, .. }) if i == id)
                || c.ornament == Some(torchdeep::world::Ornament::Tile(id))
        })
    };
    assert!(uses("flooded_cellar", "water"));
    assert!(uses("library", "bookshelf"));
    assert!(uses("torchlit_crypt", "sarcophagus"));
    assert!(uses("shrine", "candles"));
    // The shrine's altar is a fixture now: a thing to try, not a drawn tile.
    let shrine = library.get(library.index_of("shrine").unwrap());
    assert!(shrine
        .spawns
        .iter()
        .any(|s| s.class == SpawnClass::Fixture && matches!(s.what, SpawnWhat::Fixture(_))));
    let vault = library.get(library.index_of("treasure_vault").unwrap());
    assert!(vault
        .spawns
        .iter()
        .any(|s| s.class == SpawnClass::Treasure && matches!(s.what, SpawnWhat::Item(_))));
}

/// The map tile `p` of a room's prefab, on the level.
fn on_level(room: &Room, prefab: &Prefab, p: Pos) -> Pos {
    let o = room.prefab.unwrap().orientation;
    let q = o.apply(p, prefab.width(), prefab.height());
    Pos::new(room.rect.x - 1 + q.x, room.rect.y - 1 + q.y)
}

/// A prefab room is laid as drawn: its blocking tiles and ornaments where the map puts them,
/// and its ring open only at its doors.
fn check_laid(level: &Level, room: &Room, prefab: &Prefab, seed: u64) {
    let doors: Vec<Pos> = prefab
        .doors
        .iter()
        .map(|&d| on_level(room, prefab, d))
        .collect();
    for (p, cell) in prefab.cells.iter() {
        let q = on_level(room, prefab, p);
        let fixture = prefab
            .spawns
            .iter()
            .any(|s| s.class == SpawnClass::Fixture && s.pos == p);
        if room.rect.contains(q) && level.walls[q] == Some(Wall::Fixture) {
            assert!(
                fixture,
                "seed {seed} {}: a fixture where none is drawn",
                prefab.name
            );
        } else if room.rect.contains(q) {
            assert_eq!(
                level.walls[q], cell.wall,
                "seed {seed} {}: {p:?}",
                prefab.name
            );
            if cell.wall.is_none() && !level.ground[q].is_stairs() {
                assert_eq!(level.ground[q], cell.ground, "seed {seed} {}", prefab.name);
            }
        } else if level.walls[q] != Some(Wall::Stone) {
            assert!(
                doors.contains(&q),
                "seed {seed}: {} opened at {q:?}, not at a door {doors:?}",
                prefab.name
            );
        }
    }
}

#[test]
fn prefabs_appear_turned_and_mirrored_and_are_entered_only_at_their_doors() {
    let tables = tables();
    let mut placed: BTreeMap<String, usize> = BTreeMap::new();
    let (mut turned, mut mirrored) = (0, 0);
    for seed in 0..200 {
        let depth = 1 + (seed % 6) as u32;
        let g = floor(&tables, seed, depth, 80, 50);
        for room in &g.level.layout.rooms {
            let Some(placement) = room.prefab else {
                continue;
            };
            let prefab = tables.prefabs.get(usize::from(placement.index));
            *placed.entry(prefab.name.clone()).or_default() += 1;
            turned += usize::from(placement.orientation.turns != 0);
            mirrored += usize::from(placement.orientation.mirrored);
            let difficulty = room.quadrant.difficulty();
            assert!(prefab.rules.allows(difficulty, depth), "seed {seed}");
            check_laid(&g.level, room, prefab, seed);
        }
    }
    for prefab in &tables.prefabs.prefabs {
        assert!(
            placed.contains_key(&prefab.name),
            "{} never placed in 200 floors: {placed:?}",
            prefab.name
        );
    }
    assert!(
        turned > 0 && mirrored > 0,
        "turned {turned}, mirrored {mirrored}"
    );
}

#[test]
fn a_room_whose_pool_has_nothing_that_fits_becomes_a_box_room() {
    let mut tables = tables();
    // Only prefab rooms, and only the biggest prefab, on a floor too deep for it to fit.
    for room in &mut tables.rooms {
        if room.prefab.is_none() {
            room.chance = 0.0;
        }
        room.prefab = room
            .prefab
            .as_ref()
            .map(|_| torchdeep::data::PrefabChoice::Name("pillar_hall".into()));
    }
    let g = floor(&tables, 5, 9, 48, 32);
    assert!(g.level.layout.rooms.iter().all(|r| r.prefab.is_none()));
    assert!(g
        .level
        .layout
        .rooms
        .iter()
        .all(|r| r.shape == torchdeep::world::RoomShape::BoxRandom));
}

#[test]
fn bad_prefab_files_fail_the_table_load_with_located_errors() {
    let mut maps = Resources::embedded();
    let path = "maps/prefabs/torchlit_crypt.tmx";
    let text = String::from_utf8(maps.get(path).unwrap().to_vec()).unwrap();
    maps.insert(
        path,
        text.replacen("value=\"gold\"", "value=\"gould\"", 1)
            .into_bytes(),
    );
    let errors = Tables::load_with_maps(&TableSources::embedded(), &maps).unwrap_err();
    let shown = errors.to_string();
    assert!(
        shown.contains("maps/prefabs/torchlit_crypt.tmx: object")
            && shown.contains("unknown item \"gould\" (did you mean \"gold\"?)"),
        "{shown}"
    );
    // rooms.csv names prefabs that must exist.
    let mut sources = TableSources::embedded();
    let rooms = sources
        .get("rooms.csv")
        .unwrap()
        .replace(",library\n", ",libary\n");
    sources.set("rooms.csv", rooms.replace("tag:holy", "tag:hloy"));
    let shown: Vec<String> = Tables::load(&sources)
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        shown,
        [
            "config/rooms.csv:7: column \"prefab\": no prefab has the tag \"hloy\" (did you mean \"holy\"?)",
            "config/rooms.csv:11: column \"prefab\": unknown prefab \"libary\" (did you mean \"library\"?)",
        ]
    );
}

#[test]
fn every_tag_a_room_names_has_prefabs() {
    let tables = tables();
    let tags: BTreeSet<&str> = tables.prefabs.tags().into_iter().collect();
    for room in &tables.rooms {
        if let Some(choice) = &room.prefab {
            assert!(
                tables.prefabs.members(choice).next().is_some(),
                "{choice:?}"
            );
        }
    }
    assert!(tags.contains("holy") && tags.contains("dead"));
}

// ---- the command line ----

fn torchdeep(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

#[test]
fn prefabs_check_passes_the_shipped_maps() {
    let out = torchdeep(&["prefabs", "check"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("maps/prefabs/shrine.tmx: ok"), "{stdout}");
    assert!(stdout.contains("all usable"), "{stdout}");
}

/// A copy of maps/ and the tileset in a temp folder, laid out as in the project.
fn copy_project() -> tempfile::TempDir {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("maps/prefabs")).unwrap();
    std::fs::create_dir_all(dir.path().join("assets")).unwrap();
    std::fs::copy(
        root.join("assets/tileset.tsx"),
        dir.path().join("assets/tileset.tsx"),
    )
    .unwrap();
    for entry in std::fs::read_dir(root.join("maps/prefabs")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            dir.path()
                .join("maps/prefabs")
                .join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    dir
}

#[test]
fn prefabs_check_names_the_file_and_object_of_a_broken_copy() {
    let dir = copy_project();
    let vault = dir.path().join("maps/prefabs/treasure_vault.tmx");
    let text = std::fs::read_to_string(&vault).unwrap();
    std::fs::write(
        &vault,
        text.replacen("value=\"gold\"", "value=\"golld\"", 1),
    )
    .unwrap();
    let prefabs = dir.path().join("maps/prefabs");
    let out = torchdeep(&["prefabs", "check", prefabs.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("treasure_vault.tmx: object") && stderr.contains("unknown item \"golld\""),
        "{stderr}"
    );
    assert!(stderr.contains("1 of 13 prefabs have problems"), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("shrine.tmx: ok"), "{stdout}");
    // A path that does not exist is an error too, never a panic.
    let out = torchdeep(&["prefabs", "check", "no/such/folder"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn gen_reads_the_maps_of_the_maps_flag() {
    let dir = copy_project();
    let maps = dir.path().join("maps");
    let ok = torchdeep(&["--maps", maps.to_str().unwrap(), "gen", "--seed", "4"]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert_eq!(ok.stdout, torchdeep(&["gen", "--seed", "4"]).stdout);
    // Without the library, rooms.csv names a prefab that is not there.
    std::fs::remove_file(maps.join("prefabs/library.tmx")).unwrap();
    let out = torchdeep(&["--maps", maps.to_str().unwrap(), "gen", "--seed", "4"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unknown prefab \"library\""), "{stderr}");
}

#[test]
fn gen_shows_designer_floor_as_commas() {
    let seeds_with_commas = (1..8)
        .filter(|s| {
            let out = torchdeep(&["gen", "--seed", &s.to_string()]);
            String::from_utf8_lossy(&out.stdout).contains(',')
        })
        .count();
    assert!(seeds_with_commas > 0);
}
