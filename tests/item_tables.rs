//! Mistakes in the item tables (`items.csv`, `equipment.csv`, `words.csv`) are reported with
//! their file, line, column and value.

mod support;

use support::messages_after;

#[test]
fn equipment_mistakes_are_located() {
    assert_eq!(
        messages_after("equipment.csv", "dagger,dagger,),dagger,main_hand,1", "dagger,dagger,),dagger,mane_hand,1"),
        ["config/equipment.csv:2: column \"slot\": unknown slot \"mane_hand\" (did you mean \"main_hand\"?)"]
    );
    assert_eq!(
        messages_after("equipment.csv", "buckler,off_hand,1", "buckler,off_hand,2"),
        ["config/equipment.csv:10: column \"hands\": only a main-hand weapon can take two hands; write 1"]
    );
    assert_eq!(
        messages_after("equipment.csv", "6,rock,0,5", "6,rocks,0,5"),
        ["config/equipment.csv:8: column \"ammo\": unknown item \"rocks\" (did you mean \"rock\"?)"]
    );
    assert_eq!(
        messages_after("equipment.csv", "6,rock,0,5", "0,rock,0,5"),
        ["config/equipment.csv:8: column \"range\": a launcher has both a range above 0 and the ammo it shoots; anything else has neither"]
    );
    assert_eq!(
        messages_after("equipment.csv", "1,,0,2d4,", "1,,0,,"),
        ["config/equipment.csv:5: column \"damage\": a main-hand weapon needs damage dice, e.g. 1d8"]
    );
    assert_eq!(
        messages_after("equipment.csv", "\"{ac: 5, reflex: -1}\"", "\"{ac: 50, reflex: -1}\""),
        ["config/equipment.csv:13: column \"defences\": expected ac as a whole number from -10 to 10, got \"ac: 50\""]
    );
}

#[test]
fn an_equipment_id_may_not_repeat_an_item_id() {
    assert_eq!(
        messages_after("equipment.csv", "dagger,dagger,)", "rock,dagger,)"),
        [
            // The rogue's kit names the dagger, which is no more.
            "config/classes.csv:3: column \"items\": unknown item \"dagger\" (not an id in items.csv or equipment.csv)",
            "config/equipment.csv:2: column \"id\": id \"rock\" is in items.csv already; ids of the two tables must differ",
            // And so do the dagger's depth curves.
            "config/game_parameters.csv:97: column \"entity\": unknown entity \"dagger\" (not an id in monsters.csv or items.csv or equipment.csv; leave the cell empty for the generator's own rows)",
            "config/game_parameters.csv:98: column \"entity\": unknown entity \"dagger\" (not an id in monsters.csv or items.csv or equipment.csv; leave the cell empty for the generator's own rows)",
        ]
    );
}

#[test]
fn effect_mistakes_are_located() {
    assert_eq!(
        messages_after("items.csv", "{telepathy: 40}", "{telepathy: 0}"),
        ["config/items.csv:6: column \"effects\": effect \"telepathy\" expects turns, 1 to 1,000, e.g. {telepathy: 2}, got \"{telepathy: 0}\""]
    );
    assert_eq!(
        messages_after("items.csv", "[teleport]", "[teleprot]"),
        ["config/items.csv:13: column \"effects\": unknown effect \"teleprot\" (did you mean \"teleport\"?)"]
    );
    assert_eq!(
        messages_after("items.csv", "{fire: 2d6}", "{fire: hot}"),
        ["config/items.csv:19: column \"effects\": effect \"fire\" expects damage dice such as 2d6, e.g. {fire: 2d6}, got \"{fire: hot}\""]
    );
}

#[test]
fn word_set_mistakes_are_located() {
    assert_eq!(
        messages_after("words.csv", "[red, orange,", "[purple, orange,"),
        ["config/words.csv:2: column \"words\": no tile named \"potion_purple\" in the tileset for the potion colour \"purple\"; draw one in assets/art or leave the colour out"]
    );
    assert_eq!(
        messages_after(
            "words.csv",
            "[red, orange, yellow, green, blue, violet, pink, white, black, brown, cyan, gold]",
            "[red, orange]"
        ),
        ["config/words.csv:2: column \"words\": 2 words; the set \"potion_colours\" needs at least 8 (one for each potion kind)"]
    );
    assert_eq!(
        messages_after("words.csv", "[zel, bor,", "[zel, zel,"),
        ["config/words.csv:3: column \"words\": \"zel\" appears twice in the set"]
    );
    assert_eq!(
        messages_after("words.csv", "scroll_syllables,", "scroll_sylables,"),
        ["config/words.csv: no row \"scroll_syllables\"; the game draws names from it"]
    );
}
