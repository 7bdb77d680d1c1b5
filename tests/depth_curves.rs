//! The count and probability rows of each monster and item in `game_parameters.csv`
//! (GAME.md §12): every one that spawns has both, a bad row is a located error, a probability
//! of 0 keeps the entity off a depth and a count caps it.

mod support;

use support::{floor, messages_after, tables};
use torchdeep::data::{Entity, Metric, TableSources, Tables};

/// The built-in tables with each `from` replaced by its `to` in game_parameters.csv; they
/// must load.
fn tables_after(edits: &[(&str, &str)]) -> Tables {
    let mut sources = TableSources::embedded();
    let mut text = sources.get("game_parameters.csv").unwrap().to_string();
    for (from, to) in edits {
        assert_eq!(text.matches(from).count(), 1, "{from:?} once");
        text = text.replacen(from, to, 1);
    }
    sources.set("game_parameters.csv", text);
    Tables::load(&sources).expect("the edited tables load")
}

#[test]
fn every_spawning_monster_and_item_has_both_rows() {
    let t = tables();
    let monsters = t
        .monsters
        .iter()
        .enumerate()
        .filter(|(_, m)| m.difficulty.is_some() && m.chance > 0.0);
    for (i, m) in monsters {
        let entity = Entity::Monster(torchdeep::data::MonsterId(i as u16));
        for metric in [Metric::Count, Metric::Probability] {
            assert!(
                t.parameters.entity_curve(entity, metric).is_some(),
                "{} {metric:?}",
                m.id
            );
        }
    }
    for (i, item) in t.items.iter().enumerate().filter(|(_, d)| d.chance > 0.0) {
        let entity = Entity::Item(torchdeep::data::ItemId(i as u16));
        for metric in [Metric::Count, Metric::Probability] {
            assert!(
                t.parameters.entity_curve(entity, metric).is_some(),
                "{} {metric:?}",
                item.id
            );
        }
    }
}

#[test]
fn a_missing_row_is_reported_on_the_entity_with_the_row_to_add() {
    let shown = messages_after(
        "game_parameters.csv",
        "verp_2_count,verp_2,template_plenty,,,,,,,,,\n",
        "",
    );
    assert_eq!(
        shown,
        [
            "config/monsters.csv:4: column \"id\": monster \"verp_2\" may spawn (chance 1) but \
             game_parameters.csv has no count row for it; expected a row such as \
             \"verp_2_count,verp_2,,0,100,1,0,0,100,count,floor,\" (config/README.md)"
        ]
    );
    let shown = messages_after(
        "game_parameters.csv",
        "helmet_probability,helmet,template_from_depth_2,,,,,,,,,\n",
        "",
    );
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].starts_with(
            "config/equipment.csv:15: column \"id\": item \"helmet\" may be scattered"
        ),
        "{shown:?}"
    );
    assert!(shown[0].contains("\"helmet_probability,helmet,,0,1,1,0,0,1,probability,room,\""));
}

#[test]
fn an_unknown_or_doubled_entity_is_a_located_error() {
    let shown = messages_after(
        "game_parameters.csv",
        "kobold_count,kobold,",
        "kobold_count,kobld,",
    );
    // The misspelt row counts for no one, so the kobold lacks its count row too.
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert!(shown[0].starts_with("config/monsters.csv:17: column \"id\": monster \"kobold\""));
    assert_eq!(
        shown[1],
        "config/game_parameters.csv:42: column \"entity\": unknown entity \"kobld\" (did you \
         mean \"kobold\"?)"
    );
    let shown = messages_after(
        "game_parameters.csv",
        "kobold_count,kobold,template_plenty",
        "kobold_count,kobold,template_everywhere",
    );
    assert_eq!(
        shown,
        [
            "config/game_parameters.csv:42: column \"entity\": a second probability row for this \
             entity (\"kobold_probability\" on line 41); expected one count and one probability \
             row per entity"
        ]
    );
    let shown = messages_after(
        "game_parameters.csv",
        "template_plenty,,,0,1000",
        "template_plenty,rock,,0,1000",
    );
    assert!(
        shown[0].starts_with("config/game_parameters.csv:20: column \"entity\": a template"),
        "{shown:?}"
    );
}

#[test]
fn a_probability_of_zero_keeps_a_monster_off_that_depth() {
    // The kobold from depth 4 instead of 2.
    let t = tables_after(&[(
        "kobold_probability,kobold,template_from_depth_2",
        "kobold_probability,kobold,template_from_depth_4",
    )]);
    let kobold = t.monster_id("kobold").unwrap();
    let mut met = [0usize; 5];
    for seed in 0..60 {
        for depth in 2..=4 {
            let g = floor(&t, seed, depth, 80, 50);
            met[depth as usize] += g
                .level
                .creatures
                .iter()
                .filter(|c| c.kind == kobold)
                .count();
        }
    }
    assert_eq!((met[2], met[3]), (0, 0), "kobolds above depth 4");
    assert!(met[4] > 10, "only {} kobolds at depth 4", met[4]);
}

#[test]
fn a_count_caps_a_monster_per_floor_and_an_item_per_room() {
    // Gold, common everywhere, at most one stack a room.
    let t = tables_after(&[
        (
            "verp_1_count,verp_1,template_plenty",
            "verp_1_count,verp_1,template_one_per_floor",
        ),
        (
            "gold_count,gold,template_plenty,,,,,,,,,",
            "gold_count,gold,,0,1,1,0,0,1,count,room,",
        ),
    ]);
    let verp = t.monster_id("verp_1").unwrap();
    let gold = t.item_id("gold").unwrap();
    let plain = tables();
    let (mut verps_before, mut verps_after) = (0, 0);
    for seed in 0..60 {
        let g = floor(&t, seed, 1, 80, 50);
        let verps = g.level.creatures.iter().filter(|c| c.kind == verp).count();
        assert!(verps <= 1, "seed {seed}: {verps} green verps");
        verps_after += verps;
        for room in &g.level.layout.rooms {
            if room.prefab.is_some() {
                continue; // a prefab holds what its designer drew
            }
            let stacks = g
                .level
                .items
                .iter()
                .filter(|(p, item)| item.kind == gold && room.rect.contains(*p))
                .count();
            assert!(
                stacks <= 1,
                "seed {seed}: {stacks} stacks of gold in a room"
            );
        }
        let before = floor(&plain, seed, 1, 80, 50);
        verps_before += before
            .level
            .creatures
            .iter()
            .filter(|c| c.kind == verp)
            .count();
    }
    assert!(
        verps_after > 20,
        "the cap let only {verps_after} verps through"
    );
    assert!(verps_before > verps_after, "the cap changed nothing");
}
