//! Golden ASCII floors: a few seeds drawn once, checked by eye, then kept fixed. Set
//! `UPDATE_GOLDEN=1` to rewrite them after a deliberate change to generation.

mod support;

use std::path::PathBuf;

use support::{floor, tables};
use torchdeep::export::floor_ascii;
use torchdeep::gen::spawn_player;

fn check(name: &str, seed: u64, depth: u32, width: i32, height: i32) {
    let tables = tables();
    let mut g = floor(&tables, seed, depth, width, height);
    spawn_player(&mut g.level, &tables, g.arrival);
    let actual = floor_ascii(&g.level, &tables);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.txt"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &actual).unwrap();
    }
    let expected =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        actual, expected,
        "{name} changed; if on purpose, rerun with UPDATE_GOLDEN=1 and review"
    );
}

#[test]
fn seed_1_depth_1() {
    check("seed1_depth1", 1, 1, 80, 50);
}

#[test]
fn seed_2_depth_4() {
    check("seed2_depth4", 2, 4, 80, 50);
}

#[test]
fn seed_3_small() {
    check("seed3_small_48x32", 3, 2, 48, 32);
}
