//! Tiled maps a hostile user might hand the game: each class of damage found by mutating the
//! game's own prefabs gets a located message, and a fixed-seed fuzzer of a few thousand mutated
//! maps checks that none makes the import panic, hang or abort. Accepted mutants are then
//! generated into floors, so a map that passes the import cannot crash generation either.

mod support;

use std::panic::{catch_unwind, AssertUnwindSafe};

use support::tables;
use torchdeep::data::prefab::import_prefabs;
use torchdeep::data::{Prefab, PrefabLibrary, Resources};

const PATH: &str = "maps/prefabs/cistern.tmx";

fn cistern() -> String {
    let bytes = Resources::embedded().read(PATH).unwrap();
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn import_bytes(bytes: &[u8], extra: &[(&str, &[u8])]) -> Result<Prefab, Vec<String>> {
    let mut resources = Resources::embedded();
    resources.insert(PATH, bytes.to_vec());
    for (path, bytes) in extra {
        resources.insert(path, bytes.to_vec());
    }
    let tables = tables();
    import_prefabs(&resources, &[PATH.to_string()], &tables)
        .remove(0)
        .map_err(|e| e.iter().map(ToString::to_string).collect())
}

/// The messages of a refused map, each checked to name the file; all together must contain
/// every part.
fn refused(text: &str, parts: &[&str]) {
    let messages = import_bytes(text.as_bytes(), &[]).expect_err("the map is refused");
    for m in &messages {
        assert!(m.starts_with(&format!("{PATH}: ")), "{m}");
    }
    let all = messages.join("\n");
    for part in parts {
        assert!(all.contains(part), "{all:?} lacks {part:?}");
    }
}

/// The floor layer's CSV, to cut and change.
const FLOOR_DATA: &str = "0,0,0,0,0,0,0,\n0,43,43,43,43,43,0,";

#[test]
fn the_cistern_is_good() {
    import_bytes(cistern().as_bytes(), &[]).unwrap();
}

#[test]
fn a_layer_holding_fewer_tiles_than_its_size() {
    let map = cistern();
    let short = map.replacen(FLOOR_DATA, "0,0,0", 1);
    refused(&short, &["layer \"floor\" holds", "7x7"]);
    let empty = map.replacen(
        "<data encoding=\"csv\">\n0,0,0,0,0,0,0,\n0,43",
        "<data encoding=\"csv\"/><x>0,43",
        1,
    );
    let empty = empty.replacen("0,0,0,0,0,0,0\n</data>\n </layer>", "0\n</x>\n </layer>", 1);
    refused(&empty, &["layer \"floor\" holds 0 tiles"]);
    let comment = map.replacen(
        FLOOR_DATA,
        "0,0,0,0,0,0,0,<!-- , -->\n0,43,43,43,43,43,0,",
        1,
    );
    refused(&comment, &["layer \"floor\" holds 8 tiles"]);
    let child = map.replacen(FLOOR_DATA, "0,0,0,0,0,0,0,<b/>\n0,43,43,43,43,43,0,", 1);
    refused(&child, &["layer \"floor\" holds 8 tiles"]);
    // A layer that says it is 9 wide through a character reference.
    let wide = map.replacen(
        "name=\"floor\" width=\"7\"",
        "name=\"floor\" width=\"&#57;\"",
        1,
    );
    refused(&wide, &["layer \"floor\" holds 49 tiles but is 9x7"]);
}

#[test]
fn thousands_of_nested_groups_are_refused_not_overflowing_the_stack() {
    let deep = cistern().replacen(
        " <objectgroup",
        &format!(
            "{}{} <objectgroup",
            "<group name=\"g\">".repeat(20_000),
            "</group>".repeat(20_000)
        ),
        1,
    );
    refused(&deep, &["nest more than 32 deep"]);
}

#[test]
fn what_the_parser_accepts_though_wrong() {
    let map = cistern();
    let twice = map.replacen(
        "<property name=\"weight\" type=\"float\" value=\"0.8\"/>",
        "<property name=\"weight\" type=\"float\" value=\"0.8\"/><property name=\"weight\" value=\"9\"/>",
        1,
    );
    refused(&twice, &["the map has two properties named \"weight\""]);
    let object = map.replacen(
        "<property name=\"chance\" type=\"float\" value=\"0.4\"/>",
        "<property name=\"chance\" type=\"float\" value=\"0.4\"/><property name=\"chance\" value=\"1\"/>",
        1,
    );
    refused(&object, &["object 6 has two properties named \"chance\""]);
    let two_data = map.replacen(
        "</data>\n </layer>",
        "</data><data encoding=\"csv\">1</data>\n </layer>",
        1,
    );
    refused(&two_data, &["layer \"floor\" holds 2 <data> elements"]);
    // 49 tiles of zero in Base64 (196 bytes) plus one stray byte.
    let zeros = "AAAA".repeat(65) + "AAA=";
    let base64 = map.replacen(
        &format!("<data encoding=\"csv\">\n{FLOOR_DATA}"),
        &format!("<data encoding=\"base64\">{zeros}</data><!--"),
        1,
    );
    let base64 = base64.replacen("0,0,0,0,0,0,0\n</data>", "-->", 1);
    refused(
        &base64,
        &["layer \"floor\" has 1 bytes of Base64 data past its last whole tile"],
    );
    let mut latin1 = map.clone().into_bytes();
    let at = map.find("cellar").unwrap();
    latin1[at] = 0xE9;
    let messages = import_bytes(&latin1, &[]).unwrap_err();
    assert!(messages[0].contains("not UTF-8 text"), "{messages:?}");
    assert!(messages[0].contains("line 6"), "{messages:?}");
}

#[test]
fn a_tileset_or_template_that_is_a_device_or_too_deep_is_refused_at_once() {
    let map = cistern();
    let device = map.replacen("../../assets/tileset.tsx", "/dev/zero", 1);
    let disk = Resources::embedded().disk_first();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("device.tmx");
    std::fs::write(&file, device).unwrap();
    let path = file.to_string_lossy().into_owned();
    let messages = import_prefabs(&disk, std::slice::from_ref(&path), &tables()).remove(0);
    let message = messages.unwrap_err().to_string();
    assert!(
        message.contains("/dev/zero: not a regular file"),
        "{message}"
    );

    let template = map.replacen(
        "<object id=\"6\"",
        "<object id=\"7\" template=\"deep.tx\" x=\"32\" y=\"32\"/><object id=\"6\"",
        1,
    );
    let deep = format!(
        "<?xml version=\"1.0\"?><template>{}</template>",
        "<object>".repeat(100)
    );
    let messages = import_bytes(
        template.as_bytes(),
        &[("maps/prefabs/deep.tx", deep.as_bytes())],
    )
    .unwrap_err();
    assert!(
        messages.join("\n").contains("nest more than 32"),
        "{messages:?}"
    );
}

#[test]
fn checking_a_copied_maps_folder_uses_the_tileset_playing_it_would() {
    // Not beside the game's assets: the tileset is the game's own either way.
    let dir = tempfile::tempdir().unwrap();
    let prefabs = dir.path().join("maps/prefabs");
    std::fs::create_dir_all(&prefabs).unwrap();
    std::fs::write(prefabs.join("cistern.tmx"), cistern()).unwrap();
    let path = prefabs.join("cistern.tmx").to_string_lossy().into_owned();
    let disk = Resources::embedded().disk_first();
    let checked = import_prefabs(&disk, &[path], &tables()).remove(0);
    assert!(checked.is_ok(), "{:?}", checked.err());

    let mut played = Resources::embedded();
    played.remove_folder("maps");
    played.read_dir(&dir.path().join("maps"), "maps").unwrap();
    let (library, errors) = PrefabLibrary::load(&played, &tables());
    assert!(errors.is_empty(), "{errors:?}");
    assert!(library.index_of("cistern").is_some());
}

/// Pieces a hostile file splices in: markup the pre-check and the parser might read apart.
const SNIPPETS: &[&str] = &[
    "<!-- , -->",
    "<!--",
    "-->",
    "<x/>",
    "<x>",
    "</x>",
    "<data encoding=\"csv\"/>",
    "<data encoding=\"base64\">AAAAAQ==</data>",
    "&#44;",
    "&#51;",
    "&amp;",
    "&bogus;",
    "<![CDATA[",
    "]]>",
    ",",
    ",0,0",
    "AAAA",
    "=",
    "\u{0}",
    "\u{FEFF}",
    "<property name=\"weight\" value=\"2\"/>",
    "<property name=\"chance\" value=\"-1\"/>",
    "<layer name=\"floor\" width=\"7\" height=\"7\"/>",
    "<group>",
    "</group>",
    "<chunk x=\"0\" y=\"0\" width=\"16\" height=\"16\">",
    " template=\"nowhere.tx\"",
    " width=\"4294967295\"",
    " height=\"-1\"",
    " x=\"1e308\"",
    " infinite=\"1\"",
    " compression=\"zlib\"",
    " encoding=\"base64\"",
];

/// Numbers a mutation writes over a number in the file.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "99",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "1e308",
    "NaN",
    "inf",
    "0.5",
    "&#57;",
    "",
];

/// One random change to the text.
fn mutate(text: &str, rng: &mut fastrand::Rng) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.usize(1..=3) {
        let at = rng.usize(0..=bytes.len());
        match rng.u8(0..6) {
            0 => {
                let end = (at + rng.usize(0..64)).min(bytes.len());
                bytes.drain(at..end);
            }
            1 => {
                let end = (at + rng.usize(0..128)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                let to = rng.usize(0..=bytes.len());
                bytes.splice(to..to, copy);
            }
            2 | 3 => {
                let piece = SNIPPETS[rng.usize(0..SNIPPETS.len())];
                bytes.splice(at..at, piece.bytes());
            }
            4 => {
                // A number in the file, replaced.
                let digits: Vec<usize> = (0..bytes.len())
                    .filter(|&i| bytes[i].is_ascii_digit())
                    .collect();
                if let Some(&start) = digits.get(rng.usize(0..digits.len().max(1))) {
                    let end = (start..bytes.len())
                        .find(|&i| !bytes[i].is_ascii_digit())
                        .unwrap_or(bytes.len());
                    let number = NUMBERS[rng.usize(0..NUMBERS.len())];
                    bytes.splice(start..end, number.bytes());
                }
            }
            _ => {
                if at < bytes.len() {
                    bytes[at] = rng.u8(..);
                }
            }
        }
    }
    bytes
}

#[test]
fn thousands_of_mutated_maps_never_crash_the_import_or_generation() {
    let resources = Resources::embedded();
    let maps = resources.list("maps/prefabs", "tmx");
    let tables = tables();
    let mut rng = fastrand::Rng::with_seed(15);
    let (mut accepted, mut tried) = (0, 0);
    for round in 0..250 {
        for path in &maps {
            let text = String::from_utf8(resources.read(path).unwrap().to_vec()).unwrap();
            let bytes = mutate(&text, &mut rng);
            let mut set = Resources::embedded();
            set.insert(path, bytes.clone());
            tried += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                let result = import_prefabs(&set, std::slice::from_ref(path), &tables).remove(0);
                if let Ok(prefab) = &result {
                    // Every message names the file; an accepted map must generate.
                    assert!(prefab.width() >= 5 && prefab.height() >= 5);
                }
                result.is_ok()
            }));
            match outcome {
                Ok(ok) => accepted += usize::from(ok),
                Err(_) => panic!(
                    "round {round}: the import of this mutated {path} panicked:\n{}",
                    String::from_utf8_lossy(&bytes)
                ),
            }
            if round % 25 == 0 {
                generate_with(&set, path, &tables, round as u64, &bytes);
            }
        }
    }
    eprintln!("{accepted} of {tried} mutated maps were accepted");
    assert!(
        accepted > 0 && accepted < tried,
        "the mutations test both sides"
    );
}

/// Generates floors with the (possibly mutated) map in place of the original.
fn generate_with(
    set: &Resources,
    path: &str,
    tables: &torchdeep::data::Tables,
    seed: u64,
    bytes: &[u8],
) {
    let (library, _) = PrefabLibrary::load(set, tables);
    let mut with = tables.clone();
    with.prefabs = library;
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        for depth in 1..=2 {
            support::floor(&with, seed, depth, 80, 50);
        }
    }));
    assert!(
        outcome.is_ok(),
        "generation with this mutated {path} panicked:\n{}",
        String::from_utf8_lossy(bytes)
    );
}
