//! The character tables (`classes.csv`, `races.csv`, `levels.csv`): what ships loads as GAME.md
//! §12 wants, and each kind of mistake is a located error.

mod support;

use support::messages_after;
use torchdeep::data::dice::Dice;
use torchdeep::data::{TableSources, Tables};
use torchdeep::world::Ability;

fn one_message(file: &str, from: &str, to: &str, parts: &[&str]) {
    let shown = messages_after(file, from, to);
    assert_eq!(shown.len(), 1, "{shown:#?}");
    for part in parts {
        assert!(shown[0].contains(part), "{:?} lacks {part:?}", shown[0]);
    }
}

#[test]
fn four_playable_classes_four_races_and_twenty_levels_ship() {
    let tables = Tables::embedded().unwrap();
    let playable: Vec<&str> = tables
        .classes
        .iter()
        .filter(|c| c.playable)
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(playable, ["fighter", "rogue", "wizard", "cleric"]);
    let races: Vec<&str> = tables.races.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(races, ["human", "dwarf", "elf", "halfling"]);
    assert_eq!(tables.levels.len(), 20);
    assert!(tables.levels.windows(2).all(|w| w[0].xp < w[1].xp));
    let wizard = tables.classes.iter().find(|c| c.id == "wizard").unwrap();
    assert_eq!(wizard.dart, Dice::new(1, 4, -1), "the minus is kept");
    assert_eq!(wizard.abilities.score(Ability::Intelligence), 16);
    let dwarf = tables.races.iter().find(|r| r.id == "dwarf").unwrap();
    assert_eq!(dwarf.bonuses.score(Ability::Dexterity), -2);
    // Each class plays to a different strength.
    let best: Vec<Ability> = tables
        .classes
        .iter()
        .map(|c| {
            *Ability::ALL
                .iter()
                .max_by_key(|a| c.abilities.score(**a))
                .unwrap()
        })
        .collect();
    assert_eq!(
        best,
        [
            Ability::Strength,
            Ability::Dexterity,
            Ability::Intelligence,
            Ability::Wisdom
        ]
    );
}

#[test]
fn a_bad_dice_string_is_located() {
    one_message(
        "classes.csv",
        ",1d4-1,",
        ",1d4x,",
        &["config/classes.csv:4", "column \"dart\"", "got \"1d4x\""],
    );
}

#[test]
fn abilities_missing_unknown_twice_or_out_of_range() {
    let fighter = "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10, CHA: 10}";
    one_message(
        "classes.csv",
        fighter,
        "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10}",
        &["classes.csv:2", "missing CHA"],
    );
    one_message(
        "classes.csv",
        fighter,
        "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10, LUCK: 10}",
        &["unknown ability \"LUCK\""],
    );
    let twice = messages_after(
        "classes.csv",
        fighter,
        "{STR: 16, DEX: 12, CON: 14, INT: 8, WIS: 10, CHA: 10, strength: 3}",
    );
    assert!(twice[0].contains("STR is given twice"), "{twice:?}");
    one_message(
        "races.csv",
        "{CON: 2, WIS: 2, DEX: -2}",
        "{CON: 9, WIS: 2, DEX: -2}",
        &["races.csv:3", "CON as a whole number from -6 to 6"],
    );
    one_message(
        "classes.csv",
        "\"{ac: 2, fortitude: 2}\"",
        "\"{ac: 2, luck: 2}\"",
        &["column \"defences\"", "unknown defence \"luck\""],
    );
}

#[test]
fn levels_in_order_with_rising_xp() {
    one_message(
        "levels.csv",
        "\n3,2250,",
        "\n4,2250,",
        &["levels.csv:4", "expected level 3 here"],
    );
    one_message(
        "levels.csv",
        "\n3,2250,",
        "\n3,900,",
        &[
            "levels.csv:4",
            "xp must rise with the level: level 2 needs 1000",
        ],
    );
    one_message(
        "levels.csv",
        "1,0,",
        "1,5,",
        &["level 1 is where every character starts"],
    );
    let text = TableSources::embedded()
        .get("levels.csv")
        .unwrap()
        .to_string();
    let last = text.lines().last().unwrap().to_string();
    one_message(
        "levels.csv",
        &format!("\n{last}"),
        "",
        &["19 levels; the table holds every level from 1 to 20"],
    );
}

#[test]
fn at_least_one_class_is_playable() {
    let mut sources = TableSources::embedded();
    let text = sources
        .get("classes.csv")
        .unwrap()
        .replace(",true,", ",false,");
    sources.set("classes.csv", text);
    let shown: Vec<String> = match Tables::load(&sources) {
        Ok(_) => panic!("loaded"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    };
    assert_eq!(shown, ["config/classes.csv: no class is playable; write true in the playable column of at least one"]);
}
