//! The Tiled tileset: its tile semantics load from the built-in bytes and cover every sprite
//! the tables name.

use torchdeep::data::{Resources, Tables, TilesetInfo, TILESET_PATH};

#[test]
fn the_embedded_tileset_names_every_sprite_of_the_tables() {
    let tileset = TilesetInfo::embedded().expect("the tileset loads");
    assert_eq!(tileset.tile_size, 16);
    assert_eq!(tileset.image, "assets/tileset.png");
    let tables = Tables::embedded().unwrap();
    let sprites = tables
        .monsters
        .iter()
        .map(|m| &m.sprite)
        .chain(tables.items.iter().map(|i| &i.sprite));
    for sprite in sprites {
        assert!(tileset.by_name(sprite).is_some(), "no tile named {sprite}");
    }
}

#[test]
fn torches_flicker_and_light_and_walls_block() {
    let tileset = TilesetInfo::embedded().unwrap();
    let torch = tileset.by_name("torch_0").unwrap();
    assert!(torch.animation.len() >= 3, "at least three flame frames");
    assert!(torch.light.is_some_and(|l| l.radius > 0));
    let wall = tileset.by_name("wall_15").unwrap();
    assert!(!wall.walkable && !wall.transparent);
    let floor = tileset.by_name("floor_0").unwrap();
    assert!(floor.walkable && floor.transparent);
}

#[test]
fn a_tile_without_its_properties_is_named_in_the_error() {
    let mut resources = Resources::embedded();
    let tsx = String::from_utf8(resources.get(TILESET_PATH).unwrap().to_vec()).unwrap();
    let broken = tsx.replacen(
        r#"<property name="walkable" type="bool" value="false"/>"#,
        "",
        1,
    );
    assert_ne!(tsx, broken, "the tileset has a walkable property to remove");
    resources.insert(TILESET_PATH, broken.into_bytes());
    let errors = TilesetInfo::load(&resources, TILESET_PATH)
        .unwrap_err()
        .to_string();
    assert!(
        errors.contains("assets/tileset.tsx") && errors.contains("no \"walkable\" property"),
        "{errors}"
    );
}

#[test]
fn a_missing_tileset_is_an_error_not_a_panic() {
    let errors = TilesetInfo::load(&Resources::default(), TILESET_PATH)
        .unwrap_err()
        .to_string();
    assert!(errors.contains("assets/tileset.tsx"), "{errors}");
}
