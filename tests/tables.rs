//! The tables of `config/` load, and every kind of designer mistake is reported with its file,
//! line, column and value, all at once, without a panic.

use std::path::Path;

use torchdeep::data::{
    param, Behaviour, ItemKind, LoadError, LoadErrors, Rgb, TableSources, Tables,
};

/// The embedded tables with `from` (which must occur exactly once) replaced by `to`.
fn edited(file: &str, from: &str, to: &str) -> TableSources {
    let mut sources = TableSources::embedded();
    edit(&mut sources, file, from, to);
    sources
}

fn edit(sources: &mut TableSources, file: &str, from: &str, to: &str) {
    let text = sources.get(file).expect("an embedded table").to_string();
    assert_eq!(
        text.matches(from).count(),
        1,
        "{from:?} must occur once in {file}"
    );
    sources.set(file, text.replacen(from, to, 1));
}

fn errors(sources: &TableSources) -> LoadErrors {
    match Tables::load(sources) {
        Ok(_) => panic!("the edited tables loaded"),
        Err(e) => e,
    }
}

fn messages(sources: &TableSources) -> Vec<String> {
    errors(sources).iter().map(ToString::to_string).collect()
}

/// The only error, checked field by field and as displayed.
fn only_error(sources: &TableSources, line: u64, column: &str, value: Option<&str>, shown: &str) {
    let all = errors(sources);
    assert_eq!(all.len(), 1, "{all}");
    let e: &LoadError = &all.0[0];
    assert_eq!(e.to_string(), shown);
    assert_eq!(e.line, Some(line));
    assert_eq!(e.column.as_deref(), Some(column));
    assert_eq!(e.value.as_deref(), value);
}

/// A table with one column removed from the header and every row.
fn without_column(text: &str, column: &str) -> String {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes());
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut drop = None;
    for record in reader.records() {
        let record = record.unwrap();
        let drop = *drop.get_or_insert_with(|| record.iter().position(|c| c == column).unwrap());
        let kept: Vec<&str> = record
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != drop)
            .map(|(_, c)| c)
            .collect();
        writer.write_record(kept).unwrap();
    }
    String::from_utf8(writer.into_inner().unwrap()).unwrap()
}

#[test]
fn the_embedded_tables_load() {
    let t = Tables::embedded().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.monsters.len(), 23);
    let guard = t.guard_for(2).map(|g| t.monster(g).id.as_str());
    assert_eq!(guard, Some("guard_3"));
    let player = t.monster(t.player());
    assert_eq!(
        (player.id.as_str(), player.glyph, player.fighter.xp),
        ("player", '@', 0)
    );
    let wibble = t.monster(t.monster_id("wibble_1").unwrap());
    let rock = t.item_id("rock").unwrap();
    assert_eq!(
        wibble.behaviours,
        [
            Behaviour::Stunnable,
            Behaviour::PickUp(rock),
            Behaviour::KeepRange(5),
            Behaviour::Throw {
                item: rock,
                cooldown: 6
            },
            Behaviour::Sleep,
        ]
    );
    assert_eq!(wibble.items, [(rock, 1)]);
    assert_eq!((wibble.chance, wibble.difficulty), (20.0, Some(0)));
    let flying = t.monster(t.monster_id("rock_in_flight").unwrap());
    assert_eq!((flying.glyph, flying.difficulty), ('*', None));
    assert_eq!(flying.behaviours, [Behaviour::Fly { speed: 2 }]);
    assert_eq!(t.item(rock).glyph, '*');
    assert_eq!(t.item(t.treasure().unwrap()).kind, ItemKind::Treasure);
    let den = &t.rooms[t.rooms.iter().position(|r| r.id == "verp_den").unwrap()];
    assert_eq!(
        (den.difficulty, den.monsters.as_ref().map(Vec::len)),
        (None, Some(4))
    );
    assert_eq!(t.dungeon[0].parent, None);
    assert_eq!(t.dungeon.iter().filter(|f| f.goal).count(), 1);
    let grotto = t.floor_index("mushroom_grotto").unwrap();
    assert_eq!(t.dungeon[grotto].parent, t.floor_index("cistern"));
    assert_eq!(t.dungeon[0].palette, Rgb(0x6b, 0x63, 0x57));
    // Every required curve at depth 1, named, so none goes unchecked.
    let expected = [
        (param::BSP_MIN_CELL, 12.0),
        (param::MONSTER_DENSITY, 1.0),
        (param::ITEM_DENSITY, 1.0),
        (param::LOOP_CORRIDORS, 0.1),
        (param::LIT_ROOMS, 0.65),
        (param::WALL_WEAR, 0.08),
        (param::TRAPS_PER_ROOM, 1.5),
        (param::GUARDS_PER_ROOM, 0.75),
        (param::ROOM_XP, 10.0),
        (param::FLOOR_XP, 100.0),
        (param::FIXTURES_PER_ROOM, 0.4),
        (param::SHOP_FLOORS, 0.35),
    ];
    let mut names: Vec<&str> = expected.iter().map(|(n, _)| *n).collect();
    names.sort_unstable();
    let mut required = param::REQUIRED.to_vec();
    required.sort_unstable();
    assert_eq!(names, required, "one expectation per required curve");
    for (name, value) in expected {
        let at1 = t.parameters.at(name, 1);
        assert!(
            (at1 - value).abs() < 1e-9,
            "{name} at depth 1: {at1}, not {value}"
        );
    }
    assert_eq!(t.parameters.at(param::BSP_MIN_CELL, 9), 7.0);
    assert_eq!(t.parameters.at(param::MONSTER_DENSITY, 50), 1.5);
    assert_eq!(t.parameters.at(param::ITEM_DENSITY, 50), 0.5);
    assert!((t.parameters.at(param::LOOP_CORRIDORS, 9) - 0.3).abs() < 1e-9);
}

#[test]
fn the_config_folder_matches_the_embedded_tables() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("config");
    assert_eq!(Tables::load_dir(&dir), Tables::embedded());
    assert_eq!(
        TableSources::from_dir(&dir).unwrap().files,
        TableSources::embedded().files
    );
}

#[test]
fn bad_yaml_in_a_cell() {
    let sources = edited(
        "monsters.csv",
        "\"[{fly: {speed: 2}}]\"",
        "\"[{fly: {speed: 2}}\"",
    );
    only_error(
        &sources,
        11,
        "behaviors",
        Some("[{fly: {speed: 2}}"),
        "config/monsters.csv:11: column \"behaviors\": bad YAML in \"[{fly: {speed: 2}}\": \
         did not find expected ',' or ']' at the end of the cell",
    );
}

#[test]
fn a_bare_hash_colour_is_text_not_a_comment() {
    let sources = edited("rooms.csv", "#7c8a6c", "\"#7c8a6c\"");
    let embedded = Tables::embedded().unwrap();
    let mut quoted = Tables::load(&sources).unwrap();
    assert_ne!(quoted.fingerprint, embedded.fingerprint, "the text differs");
    quoted.fingerprint = embedded.fingerprint.clone();
    assert_eq!(quoted, embedded);
    let sources = edited("rooms.csv", "#7c8a6c", "#7c8a6");
    only_error(
        &sources,
        6,
        "color",
        Some("#7c8a6"),
        "config/rooms.csv:6: column \"color\": expected a colour #rrggbb, e.g. #7fbf3f, got \"#7c8a6\"",
    );
}

#[test]
fn a_value_of_the_wrong_type() {
    let sources = edited(
        "monsters.csv",
        "random_walk]\",10,1,,,1d4,",
        "random_walk]\",ten,1,,,1d4,",
    );
    only_error(
        &sources,
        3,
        "hp",
        Some("ten"),
        "config/monsters.csv:3: column \"hp\": expected a whole number from 1 to 1000000, got \"ten\"",
    );
}

#[test]
fn a_value_out_of_range() {
    let sources = edited("monsters.csv", "verp_4,#d8403a,3,", "verp_4,#d8403a,5,");
    only_error(
        &sources,
        6,
        "difficulty",
        Some("5"),
        "config/monsters.csv:6: column \"difficulty\": expected a whole number from -1 to 3, got \"5\"",
    );
    let sources = edited("items.csv", "gold,gold,$,", "gold,gold,$$,");
    only_error(
        &sources,
        3,
        "glyph",
        Some("$$"),
        "config/items.csv:3: column \"glyph\": expected exactly one character, e.g. @, got \"$$\"",
    );
    let sources = edited("dungeon.csv", "60,40", "60,20");
    only_error(
        &sources,
        9,
        "height",
        Some("20"),
        "config/dungeon.csv:9: column \"height\": expected a whole number from 32 to 400, got \"20\"",
    );
}

#[test]
fn an_unknown_item() {
    let sources = edited("monsters.csv", "1d3,25,{rock: 1}", "1d3,25,{rok: 1}");
    only_error(
        &sources,
        7,
        "items",
        Some("rok"),
        "config/monsters.csv:7: column \"items\": unknown item \"rok\" (did you mean \"rock\"?)",
    );
}

#[test]
fn an_unknown_monster() {
    let sources = edited("rooms.csv", "verp_3, verp_4]", "verp_3, vrep_4]");
    only_error(
        &sources,
        6,
        "monsters",
        Some("vrep_4"),
        "config/rooms.csv:6: column \"monsters\": unknown monster \"vrep_4\" (did you mean \"verp_4\"?)",
    );
}

#[test]
fn an_unknown_behaviour() {
    let sources = edited(
        "monsters.csv",
        "#6fbf4a,0,1,,,\"[stunnable, beeline",
        "#6fbf4a,0,1,,,\"[stunnable, beline",
    );
    only_error(
        &sources,
        3,
        "behaviors",
        Some("beline_visible"),
        "config/monsters.csv:3: column \"behaviors\": unknown behaviour \"beline_visible\" \
         (did you mean \"beeline_visible\"?)",
    );
}

#[test]
fn a_behaviour_without_its_parameter() {
    let sources = edited(
        "monsters.csv",
        "wibble_4,#a81c34,3,1,,,\"[stunnable, {pick_up: rock}, {keep_range: 5}",
        "wibble_4,#a81c34,3,1,,,\"[stunnable, {pick_up: rock}, keep_range",
    );
    only_error(
        &sources,
        10,
        "behaviors",
        Some("keep_range"),
        "config/monsters.csv:10: column \"behaviors\": behaviour \"keep_range\" expects a whole number \
         of tiles from 1 to 100, e.g. {keep_range: 5}",
    );
}

#[test]
fn a_flight_in_a_stack_of_more() {
    let sources = edited(
        "monsters.csv",
        "\"[{fly: {speed: 2}}]\"",
        "\"[stunnable, {fly: {speed: 2}}]\"",
    );
    only_error(
        &sources,
        11,
        "behaviors",
        Some("[stunnable, {fly: {speed: 2}}]"),
        "config/monsters.csv:11: column \"behaviors\": \"fly\" is a thrown thing's whole stack, as in \
         [{fly: {speed: 2}}]; it cannot share a stack with other behaviours",
    );
}

#[test]
fn a_duplicate_id() {
    let sources = edited("items.csv", "sunstone,Sunstone", "gold,Sunstone");
    only_error(
        &sources,
        22,
        "id",
        Some("gold"),
        "config/items.csv:22: column \"id\": duplicate id \"gold\" (first on line 3)",
    );
}

#[test]
fn a_missing_column() {
    let mut sources = TableSources::embedded();
    let text = without_column(sources.get("monsters.csv").unwrap(), "sight");
    sources.set("monsters.csv", text);
    only_error(
        &sources,
        1,
        "sight",
        None,
        "config/monsters.csv:1: column \"sight\": missing from the header; expected the columns id, name, \
         glyph, sprite, color, difficulty, chance, min_depth, max_depth, behaviors, hp, level, abilities, defences, attack, xp, \
         items, sight",
    );
}

#[test]
fn an_unknown_column() {
    let sources = edited("monsters.csv", "sprite,color,", "sprite,colour,");
    assert_eq!(
        messages(&sources),
        [
            "config/monsters.csv:1: column \"colour\": unknown column (did you mean \"color\"?)",
            "config/monsters.csv:1: column \"color\": missing from the header; expected the columns \
             id, name, glyph, sprite, color, difficulty, chance, min_depth, max_depth, behaviors, hp, level, abilities, defences, attack, xp, \
         items, sight",
        ]
    );
}

#[test]
fn a_curve_step_of_zero() {
    let sources = edited(
        "game_parameters.csv",
        "loop_corridors,,,0.05,0.05,1,",
        "loop_corridors,,,0.05,0.05,0,",
    );
    only_error(
        &sources,
        6,
        "d",
        Some("0"),
        "config/game_parameters.csv:6: column \"d\": d = 0 would divide by zero; expected a whole \
         number ≥ 1, the depths per step of ad (write ad 0 for no steps)",
    );
}

#[test]
fn a_template_cycle() {
    let sources = edited(
        "game_parameters.csv",
        "template_density,,,",
        "template_density,,monster_density,",
    );
    assert_eq!(
        messages(&sources),
        [
            "config/game_parameters.csv:2: column \"template\": templates form a cycle: \
             template_density → monster_density → template_density",
            "config/game_parameters.csv:4: column \"template\": templates form a cycle: \
             monster_density → template_density → monster_density",
        ]
    );
}

#[test]
fn two_player_rows() {
    let sources = edited(
        "monsters.csv",
        "#6fbf4a,0,1,,,\"[stunnable",
        "#6fbf4a,0,1,,,\"[player, stunnable",
    );
    only_error(
        &sources,
        3,
        "behaviors",
        Some("player"),
        "config/monsters.csv:3: column \"behaviors\": a second monster with the player behaviour \
         (the first is \"player\" on line 2); exactly one monster is the player",
    );
}

#[test]
fn a_missing_file() {
    let mut sources = TableSources::embedded();
    sources.files.retain(|(name, _)| name != "items.csv");
    let all = errors(&sources);
    assert_eq!(
        all.to_string(),
        "config/items.csv: missing; every table of config/README.md is needed"
    );
    assert_eq!((all.0[0].line, all.0[0].column.as_ref()), (None, None));
}

#[test]
fn a_missing_file_in_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in &TableSources::embedded().files {
        if name != "rooms.csv" {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
    }
    std::fs::write(dir.path().join("items.csv"), b"id,glyph\n\xff\xfe,x\n").unwrap();
    let label = dir.path().display().to_string();
    let all = Tables::load_dir(dir.path()).unwrap_err();
    let shown: Vec<String> = all.iter().map(ToString::to_string).collect();
    assert_eq!(shown.len(), 2, "{all}");
    assert_eq!(shown[0], format!("{label}/items.csv:2: not UTF-8 text; save the file as UTF-8 (CSV UTF-8 in a spreadsheet)"));
    assert!(
        shown[1].starts_with(&format!("{label}/rooms.csv: cannot read the file: ")),
        "{}",
        shown[1]
    );
    assert_eq!(TableSources::from_dir(dir.path()).unwrap_err(), all);
}

#[test]
fn dungeon_tree_mistakes() {
    let mut sources = edited("dungeon.csv", "2,cellar,", "2,celar,");
    edit(
        &mut sources,
        "dungeon.csv",
        "3,cistern,60",
        "3,mushroom_grotto,60",
    );
    edit(&mut sources, "dungeon.csv", "#3a3348,true", "#3a3348,false");
    assert_eq!(
        messages(&sources),
        [
            "config/dungeon.csv:3: column \"parent\": unknown floor \"celar\" (did you mean \"cellar\"?)",
            "config/dungeon.csv:9: column \"parent\": parents form a cycle: mushroom_grotto → mushroom_grotto",
            "config/dungeon.csv: no floor has goal true; exactly one must (the floor that holds the treasure)",
        ]
    );
}

#[test]
fn cross_table_rules() {
    let mut sources = edited(
        "items.csv",
        "rock,rock,*,rock,rock,,true",
        "rock,rock,*,rock,rock,,false",
    );
    edit(
        &mut sources,
        "rooms.csv",
        "[verp_1, verp_2",
        "[rock_in_flight, verp_2",
    );
    edit(
        &mut sources,
        "items.csv",
        "gold,gold,$,gold,gold,",
        "gold,gold,$,gold,treasure,",
    );
    assert_eq!(
        messages(&sources),
        [
            "config/monsters.csv:7: column \"behaviors\": behaviour \"throw\" names item \"rock\", \
             which is not throwable; set throwable to true in items.csv or throw another item",
            "config/monsters.csv:8: column \"behaviors\": behaviour \"throw\" names item \"rock\", \
             which is not throwable; set throwable to true in items.csv or throw another item",
            "config/monsters.csv:9: column \"behaviors\": behaviour \"throw\" names item \"rock\", \
             which is not throwable; set throwable to true in items.csv or throw another item",
            "config/monsters.csv:10: column \"behaviors\": behaviour \"throw\" names item \"rock\", \
             which is not throwable; set throwable to true in items.csv or throw another item",
            "config/monsters.csv:17: column \"behaviors\": behaviour \"throw\" names item \"rock\", \
             which is not throwable; set throwable to true in items.csv or throw another item",
            "config/items.csv:22: column \"kind\": a second item of kind treasure (the first is \"gold\" \
             on line 3); exactly one item may be the treasure",
            "config/rooms.csv:6: column \"monsters\": monster \"rock_in_flight\" is never spawned \
             (difficulty -1) and cannot be listed in a room",
        ]
    );
}

#[test]
fn every_mistake_in_every_file_is_reported_at_once() {
    let mut sources = edited(
        "monsters.csv",
        "random_walk]\",10,1,,,1d4,",
        "random_walk]\",0,1,,,1d4,",
    );
    edit(
        &mut sources,
        "items.csv",
        "potion_red,potion,{heal: 25}",
        "potion_red,potoin,{heall: 25}",
    );
    edit(
        &mut sources,
        "rooms.csv",
        "cellar_2,box_random",
        "cellar_2,box_randim",
    );
    edit(
        &mut sources,
        "game_parameters.csv",
        "item_density,,template_density",
        "item_density,,template_densty",
    );
    edit(
        &mut sources,
        "dungeon.csv",
        "The Cistern,2,cellar,80",
        "The Cistern,2,cellar,8000",
    );
    assert_eq!(
        messages(&sources),
        [
            "config/monsters.csv:3: column \"hp\": expected a whole number from 1 to 1000000, got \"0\"",
            "config/items.csv:4: column \"kind\": unknown kind \"potoin\" (did you mean \"potion\"?)",
            "config/items.csv:4: column \"effects\": unknown effect \"heall\" (did you mean \"heal\"?)",
            "config/rooms.csv:4: column \"shape\": unknown shape \"box_randim\" (did you mean \"box_random\"?)",
            "config/game_parameters.csv:5: column \"template\": unknown template \"template_densty\" \
             (did you mean \"template_density\"?)",
            "config/dungeon.csv:3: column \"width\": expected a whole number from 32 to 400, got \"8000\"",
        ]
    );
}

#[test]
fn no_single_blow_of_a_spawned_monster_takes_half_a_new_characters_hit_points() {
    // Floors 1 and 2 hold every difficulty; a hit from the dark must never be a run's end.
    let t = Tables::embedded().unwrap();
    let mut frailest = i32::MAX;
    for class in t.playable_classes() {
        for race in &t.races {
            let c = torchdeep::rules::character::create(&t, "Ada", &class.id, &race.id).unwrap();
            frailest = frailest.min(torchdeep::rules::character::max_hp(&t, &c));
        }
    }
    for m in t.monsters.iter().filter(|m| m.difficulty.is_some()) {
        let f = m.fighter;
        let most = f.attack.max()
            + f.abilities
                .modifier(torchdeep::world::Ability::Strength)
                .max(f.abilities.modifier(torchdeep::world::Ability::Dexterity));
        assert!(
            most < frailest / 2,
            "{} hits for up to {most} of {frailest}",
            m.id
        );
    }
    // And every tier reads as itself.
    let mut names: Vec<&str> = t.monsters.iter().map(|m| m.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), t.monsters.len(), "two rows share a name");
}
