//! Every kind of bad Tiled file a designer might hand the game, built in memory through
//! `Resources`: each gets one message naming the file, the layer or object, and the fix, and
//! none makes the import panic.

mod support;

use support::tables;
use torchdeep::data::prefab::{import_prefabs, SpawnWhat};
use torchdeep::data::{Prefab, Resources};
use torchdeep::world::Pos;

const RING: u32 = 70; // wall_0
const FLOOR: u32 = 43; // floor_0

/// A 7×7 prefab: ring of wall, floor inside, with `walls` overriding inner tiles.
fn csv(rows: &[[u32; 7]; 7]) -> String {
    let lines: Vec<String> = rows
        .iter()
        .map(|r| r.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
        .collect();
    lines.join(",\n")
}

fn floor_rows() -> [[u32; 7]; 7] {
    let mut rows = [[0; 7]; 7];
    for row in rows.iter_mut().take(6).skip(1) {
        for t in row.iter_mut().take(6).skip(1) {
            *t = FLOOR;
        }
    }
    rows
}

fn wall_rows() -> [[u32; 7]; 7] {
    let mut rows = [[0; 7]; 7];
    for (y, row) in rows.iter_mut().enumerate() {
        for (x, t) in row.iter_mut().enumerate() {
            if x == 0 || y == 0 || x == 6 || y == 6 {
                *t = RING;
            }
        }
    }
    rows
}

fn layer(id: u32, name: &str, data: &str) -> String {
    format!(
        " <layer id=\"{id}\" name=\"{name}\" width=\"7\" height=\"7\">\n  <data encoding=\"csv\">\n{data}\n</data>\n </layer>\n"
    )
}

const OBJECTS: &str = r#" <objectgroup id="4" name="spawns">
  <object id="1" type="door" x="48" y="0" width="16" height="16"/>
  <object id="2" type="monster" x="48" y="48" width="16" height="16">
   <properties><property name="id" value="verp_1"/><property name="chance" type="float" value="0.5"/></properties>
  </object>
 </objectgroup>
"#;

/// A whole map; `header` replaces the map attributes, `body` the layers and objects.
fn map(header: &str, body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\" tiledversion=\"1.10.2\" {header} tilewidth=\"16\" tileheight=\"16\" nextlayerid=\"5\" nextobjectid=\"3\">\n <tileset firstgid=\"1\" source=\"../../assets/tileset.tsx\"/>\n{body}</map>\n"
    )
}

const GOOD_HEADER: &str =
    r#"orientation="orthogonal" renderorder="right-down" width="7" height="7" infinite="0""#;

fn good_body() -> String {
    layer(1, "floor", &csv(&floor_rows()))
        + layer(2, "walls", &csv(&wall_rows())).as_str()
        + layer(3, "ornaments", &csv(&[[0; 7]; 7])).as_str()
        + OBJECTS
}

const PATH: &str = "maps/prefabs/test_room.tmx";

/// Imports `text` as maps/prefabs/test_room.tmx (with `extra` files); the messages.
fn import(text: &str, extra: &[(&str, &str)]) -> Result<Prefab, Vec<String>> {
    let mut resources = Resources::embedded();
    resources.insert(PATH, text.as_bytes().to_vec());
    for (path, text) in extra {
        resources.insert(path, text.as_bytes().to_vec());
    }
    let tables = tables();
    let mut results = import_prefabs(&resources, &[PATH.to_string()], &tables);
    results
        .remove(0)
        .map_err(|e| e.iter().map(ToString::to_string).collect())
}

/// The one message of a bad map, checked to name the file and to contain each part.
fn only_message(text: &str, parts: &[&str]) {
    let messages = import(text, &[]).expect_err("the map is refused");
    assert_eq!(messages.len(), 1, "{messages:#?}");
    let m = &messages[0];
    assert!(m.starts_with(&format!("{PATH}: ")), "{m}");
    for part in parts {
        assert!(m.contains(part), "{m:?} lacks {part:?}");
    }
}

#[test]
fn the_test_map_is_good() {
    let prefab = import(&map(GOOD_HEADER, &good_body()), &[]).unwrap();
    assert_eq!((prefab.name.as_str(), prefab.width()), ("test_room", 7));
    assert_eq!(prefab.doors, [Pos::new(3, 0)]);
    assert_eq!(prefab.spawns.len(), 1);
    assert_eq!(prefab.spawns[0].pos, Pos::new(3, 3));
    assert_eq!(prefab.spawns[0].chance, 0.5);
}

#[test]
fn an_isometric_map() {
    let header = GOOD_HEADER.replace("orthogonal", "isometric");
    only_message(&map(&header, &good_body()), &["isometric", "Orthogonal"]);
}

#[test]
fn an_infinite_map() {
    let header = GOOD_HEADER.replace("infinite=\"0\"", "infinite=\"1\"");
    let chunk = |name: &str, id: u32| {
        format!(" <layer id=\"{id}\" name=\"{name}\" width=\"7\" height=\"7\">\n  <data encoding=\"csv\">\n   <chunk x=\"0\" y=\"0\" width=\"16\" height=\"16\">\n{}\n</chunk>\n  </data>\n </layer>\n", vec!["0"; 256].join(","))
    };
    let body =
        chunk("floor", 1) + chunk("walls", 2).as_str() + chunk("ornaments", 3).as_str() + OBJECTS;
    only_message(&map(&header, &body), &["infinite", "uncheck Infinite"]);
}

#[test]
fn a_zlib_compressed_layer() {
    // The floor layer as Tiled writes it with "Base64 (zlib compressed)".
    let zlib = "eJxzY2BgcMODtbHggZLDhQE1LArE";
    let body = good_body().replacen(
        &format!("<data encoding=\"csv\">\n{}\n</data>", csv(&floor_rows())),
        &format!("<data encoding=\"base64\" compression=\"zlib\">\n   {zlib}\n  </data>"),
        1,
    );
    only_message(
        &map(GOOD_HEADER, &body),
        &[
            "layer \"floor\"",
            "zlib-compressed",
            "Tile Layer Format: CSV",
        ],
    );
    let zstd = body.replace("compression=\"zlib\"", "compression=\"zstd\"");
    only_message(
        &map(GOOD_HEADER, &zstd),
        &["layer \"floor\"", "zstd-compressed"],
    );
}

#[test]
fn a_missing_external_tileset() {
    let text = map(GOOD_HEADER, &good_body()).replace("assets/tileset.tsx", "assets/dungeon.tsx");
    only_message(
        &text,
        &[
            "the tileset assets/dungeon.tsx cannot be read",
            "../../assets/tileset.tsx",
        ],
    );
}

#[test]
fn template_objects() {
    let template = r#"<?xml version="1.0" encoding="UTF-8"?>
<template>
 <object type="monster" width="16" height="16">
  <properties><property name="id" value="wibble_1"/></properties>
 </object>
</template>
"#;
    let objects = OBJECTS.replace(
        "</objectgroup>",
        " <object id=\"3\" template=\"../templates/thrower.tx\" x=\"32\" y=\"32\"/>\n </objectgroup>",
    );
    let text = map(GOOD_HEADER, &good_body().replace(OBJECTS, &objects));
    // With its template at hand, the object is a wibble.
    let prefab = import(&text, &[("maps/templates/thrower.tx", template)]).unwrap();
    let tables = tables();
    let wibble = SpawnWhat::Monster(tables.monster_id("wibble_1").unwrap());
    assert!(prefab
        .spawns
        .iter()
        .any(|s| s.object == 3 && s.what == wibble));
    // Without it, the object and the template are named.
    only_message(
        &text,
        &[
            "object 3",
            "maps/templates/thrower.tx cannot be read",
            "Detach Template",
        ],
    );
}

#[test]
fn an_image_layer() {
    let image = " <imagelayer id=\"5\" name=\"sketch\">\n  <image source=\"sketch.png\" width=\"112\" height=\"112\"/>\n </imagelayer>\n";
    let text = map(GOOD_HEADER, &(good_body() + image));
    only_message(&text, &["layer \"sketch\" is an image layer", "delete it"]);
}

#[test]
fn an_unknown_tile() {
    let mut walls = wall_rows();
    walls[2][2] = 500;
    let body = good_body().replace(&csv(&wall_rows()), &csv(&walls));
    only_message(
        &map(GOOD_HEADER, &body),
        &[
            "layer \"walls\", tile (2, 2)",
            "tile id 499 is not in the tileset",
        ],
    );
}

#[test]
fn a_missing_layer() {
    let body = good_body().replace(&layer(3, "ornaments", &csv(&[[0; 7]; 7])), "");
    only_message(
        &map(GOOD_HEADER, &body),
        &["no layer \"ornaments\"", "add a Tile Layer named ornaments"],
    );
    let misnamed = good_body().replace("name=\"walls\"", "name=\"wals\"");
    let messages = import(&map(GOOD_HEADER, &misnamed), &[]).unwrap_err();
    assert!(messages[0].contains("unknown layer \"wals\" (did you mean \"walls\"?)"));
}

#[test]
fn an_unknown_spawn_id() {
    let text = map(GOOD_HEADER, &good_body().replace("verp_1", "verp_9"));
    only_message(
        &text,
        &[
            "object 2 (monster)",
            "unknown monster \"verp_9\" (did you mean \"verp_1\"?)",
        ],
    );
    let treasure = map(GOOD_HEADER, &good_body())
        .replace("type=\"monster\"", "type=\"treasure\"")
        .replace("verp_1", "sunstone");
    only_message(
        &treasure,
        &["object 2 (treasure)", "the treasure the run is for"],
    );
    let trap = map(GOOD_HEADER, &good_body())
        .replace("type=\"monster\"", "type=\"trap\"")
        .replace("verp_1", "needle");
    only_message(&trap, &["object 2 (trap)", "unknown trap \"needle\""]);
}

#[test]
fn a_bad_chance_and_an_unknown_class() {
    let text = map(
        GOOD_HEADER,
        &good_body().replace("value=\"0.5\"", "value=\"1.5\""),
    );
    only_message(
        &text,
        &["object 2 (monster)", "\"chance\" is 1.5", "from 0 to 1"],
    );
    let text = map(
        GOOD_HEADER,
        &good_body().replace("type=\"monster\"", "type=\"monstr\""),
    );
    only_message(&text, &["object 2 (monstr)", "(did you mean \"monster\"?)"]);
}

#[test]
fn a_disconnected_interior() {
    // A wall across the middle row cuts the floor in two.
    let mut walls = wall_rows();
    walls[3] = [RING; 7];
    let body = good_body().replace(&csv(&wall_rows()), &csv(&walls));
    // The monster stood on that row: move it down.
    let body = body.replace("x=\"48\" y=\"48\"", "x=\"48\" y=\"64\"");
    only_message(
        &map(GOOD_HEADER, &body),
        &["cannot be reached", "one connected area"],
    );
}

#[test]
fn a_door_not_on_the_ring() {
    let body = good_body().replace(
        "type=\"door\" x=\"48\" y=\"0\"",
        "type=\"door\" x=\"48\" y=\"32\"",
    );
    only_message(
        &map(GOOD_HEADER, &body),
        &["object 1 (door)", "tile (3, 2) is not on the outer ring"],
    );
    let corner = good_body().replace(
        "type=\"door\" x=\"48\" y=\"0\"",
        "type=\"door\" x=\"0\" y=\"0\"",
    );
    only_message(&map(GOOD_HEADER, &corner), &["object 1 (door)", "corner"]);
}

#[test]
fn garbage_never_panics() {
    let good = map(GOOD_HEADER, &good_body());
    for cut in (0..good.len()).step_by(37) {
        if good.is_char_boundary(cut) {
            let _ = import(&good[..cut], &[]);
        }
    }
    let short = good.replacen(&csv(&floor_rows()), "43,43,43", 1);
    let messages = import(&short, &[]).unwrap_err();
    assert!(
        messages[0].contains("holds 3 tiles but is 7x7"),
        "{messages:?}"
    );
}

#[test]
fn fixtures_name_a_fixture_row_and_block_their_tile() {
    let as_fixture = |id: &str| {
        map(GOOD_HEADER, &good_body())
            .replace("type=\"monster\"", "type=\"fixture\"")
            .replace("verp_1", id)
    };
    let prefab = import(&as_fixture("barrel"), &[]).unwrap();
    assert!(matches!(prefab.spawns[0].what, SpawnWhat::Fixture(_)));
    only_message(
        &as_fixture("barel"),
        &[
            "object 2 (fixture)",
            "unknown fixture \"barel\"",
            "\"barrel\"",
        ],
    );
    only_message(
        &as_fixture("disarm_trap"),
        &["object 2 (fixture)", "not a fixture", "locked_chest"],
    );
    // A fixture in the only gap of a wall across the room cuts the floor in two.
    let mut walls = wall_rows();
    walls[3] = [RING, RING, RING, 0, RING, RING, RING];
    let body = good_body().replace(&csv(&wall_rows()), &csv(&walls));
    let cut = map(GOOD_HEADER, &body)
        .replace("type=\"monster\"", "type=\"fixture\"")
        .replace("verp_1", "barrel");
    only_message(&cut, &["cannot be reached", "one connected area"]);
}

#[test]
fn a_pit_must_leave_a_way_round_it() {
    let as_trap = |id: &str, x: u32, y: u32| {
        map(GOOD_HEADER, &good_body())
            .replace(
                "type=\"monster\" x=\"48\" y=\"48\"",
                &format!("type=\"trap\" x=\"{x}\" y=\"{y}\""),
            )
            .replace("verp_1", id)
    };
    // In the middle of an open room, a pit leaves ways round it.
    let prefab = import(&as_trap("pit", 48, 48), &[]).unwrap();
    assert!(matches!(prefab.spawns[0].what, SpawnWhat::Trap(_)));
    // In the only gap of a wall across the room, it cuts the floor in two.
    let mut walls = wall_rows();
    walls[3] = [RING, RING, RING, 0, RING, RING, RING];
    let cut = |id: &str| {
        let body = good_body().replace(&csv(&wall_rows()), &csv(&walls));
        map(GOOD_HEADER, &body)
            .replace("type=\"monster\"", "type=\"trap\"")
            .replace("verp_1", id)
    };
    only_message(
        &cut("pit"),
        &["object 2 (trap), a pit,", "cut tile (", "way round"],
    );
    // A trap that only hurts may stand there.
    assert!(import(&cut("poison_needle"), &[]).is_ok());
    // Nor may a pit lie inside a door, where whoever comes in steps first.
    only_message(
        &as_trap("pit", 48, 16),
        &[
            "object 1 (door)",
            "opens onto tile (3, 1)",
            "object 2 lays a pit",
        ],
    );
    // Without doors, a corridor may come in anywhere along the wall.
    let door = "  <object id=\"1\" type=\"door\" x=\"48\" y=\"0\" width=\"16\" height=\"16\"/>\n";
    let doorless = |x, y| as_trap("pit", x, y).replace(door, "");
    assert!(import(&doorless(48, 48), &[]).unwrap().doors.is_empty());
    only_message(
        &doorless(80, 48),
        &[
            "object 2 (trap)",
            "tile (5, 3) lies along the wall",
            "add door objects",
        ],
    );
}
