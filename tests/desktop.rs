//! The Linux desktop as a player meets it: the real window under Xvfb, played by keys sent
//! through the X server (xdotool), in the order X11 delivers them.

mod support;

use support::desktop::{Display, Game};

/// A JSON file of the game's data folder.
fn json(game: &Game, name: &str) -> serde_json::Value {
    let text = game
        .read(name)
        .unwrap_or_else(|| panic!("{name} is written"));
    serde_json::from_str(&text).unwrap()
}

/// A new run from the title: New game, then the creation screen's `keys` and Enter.
fn new_run<'a>(display: &'a Display, dir: &std::path::Path, keys: &[&str]) -> Game<'a> {
    let mut game = Game::start(display, dir, 1);
    game.wait_screen("title");
    game.key_to("Return", "create");
    if !keys.is_empty() {
        game.keys(keys);
    }
    game.key_to("Return", "game");
    game
}

#[test]
fn a_name_typed_on_the_keyboard_reaches_the_save_and_the_hall_of_fame() {
    let display = Display::start();
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(&display, dir.path(), 1);
    game.wait_screen("title");
    game.key_to("Return", "create");
    // The generated name is selected: the first letter typed replaces it.
    game.type_text("Zed O'Ulm-2x");
    game.keys(&["BackSpace"]);
    game.key_to("Return", "game");
    let name = "Zed O'Ulm-2";
    let save = json(&game, "save.json");
    assert_eq!(save["record"]["character"]["name"], name);
    // Step onto the exit and leave the dungeon: the run ends in the hall of fame.
    game.keys(&["h", "less"]);
    game.until("the question before leaving", |g| {
        g.journal().ends_with('h').then_some(())
    });
    game.key_to("less", "end");
    let hall = json(&game, "hall_of_fame.json");
    assert_eq!(hall["entries"][0]["name"], name, "{hall:#}");
    assert_eq!(hall["entries"][0]["character"], "Human Fighter, level 1");
    // Esc on the end screen shows the hall of fame; any key goes back to the title, whose
    // menu reaches the hall again by the arrows.
    game.key_to("Escape", "hall");
    game.key_to("Escape", "title");
    game.keys(&["Down"]);
    game.key_to("Return", "hall");
}

#[test]
fn every_verb_answers_an_inventory_letter_typed_on_the_keyboard() {
    let display = Display::start();
    let dir = tempfile::tempdir().unwrap();
    let mut game = new_run(&display, dir.path(), &[]);
    // The fighter's pack: a) a long sword, b) a buckler, c) leather armour, d) a healing
    // draught. Each verb opens its prompt, and a letter answers it.
    for (verb, prompt, letter, command) in [
        ("shift+w", "take-off", "b", "Wb"),
        ("w", "wear", "b", "wb"),
        ("q", "quaff", "d", "qd"),
        ("shift+w", "take-off", "b", "Wb"),
        ("d", "drop", "b", "db"),
    ] {
        game.key_to(verb, &format!("inventory:{prompt}"));
        game.key_to(letter, "game");
        game.wait_journal(command);
    }
    // The verbs the pack has nothing for open their prompt all the same; Esc closes it.
    for (verb, prompt) in [("r", "read"), ("e", "eat"), ("a", "apply")] {
        game.key_to(verb, &format!("inventory:{prompt}"));
        game.key_to("Escape", "game");
    }
    // The buckler lies underfoot: pick it up.
    game.keys(&["g"]);
    game.wait_journal("g");
}

#[test]
fn a_thrown_stone_the_journal_and_the_spellbook_by_their_keys_and_esc_closes_only_the_top() {
    let display = Display::start();
    let dir = tempfile::tempdir().unwrap();
    // The class row, then the next class: the rogue, whose pack holds six rocks (d).
    let mut game = new_run(&display, dir.path(), &["Tab", "Right"]);
    game.key_to("i", "inventory:browse");
    game.key_to("d", "inventory:open");
    game.key_to("t", "game");
    // Aiming: the cursor moves two tiles east, and Enter throws there.
    game.keys(&["l", "l", "Return"]);
    game.until("a throw in the journal", |g| {
        g.journal().contains('t').then_some(())
    });
    game.key_to("shift+j", "journal");
    game.key_to("Escape", "game");
    game.key_to("shift+k", "spellbook");
    game.key_to("Escape", "game");
    game.key_to("c", "character");
    game.key_to("Escape", "game");
    // Help over the pause menu: Esc goes back to the menu, then to the game.
    game.key_to("Escape", "pause");
    game.key_to("F1", "help");
    game.key_to("Escape", "pause");
    game.key_to("Escape", "game");
    // An open thing in the inventory: Esc closes the thing, then the inventory.
    game.key_to("i", "inventory:browse");
    game.key_to("a", "inventory:open");
    game.key_to("Escape", "inventory:browse");
    game.key_to("Escape", "game");
}

#[test]
fn a_killed_window_continues_from_the_last_turn_played() {
    let display = Display::start();
    let dir = tempfile::tempdir().unwrap();
    let mut game = new_run(&display, dir.path(), &[]);
    // Far from the next autosave (every 100 turns): only the journal knows these turns.
    game.keys(&["z", "z", "z", "s", "z", "z"]);
    game.wait_journal("...s..");
    game.kill();
    let mut again = Game::start(&display, dir.path(), 2);
    again.wait_screen("title");
    let log = again.log();
    assert!(
        log.contains("6 commands played after the last save were played again"),
        "{log}"
    );
    again.key_to("Return", "game");
    again.keys(&["z"]);
    again.until("the save after continuing", |g| {
        let save: serde_json::Value = serde_json::from_str(&g.read("save.json")?).ok()?;
        let commands = save["record"]["commands"].as_str()?.to_string();
        (commands == "...s..").then_some(())
    });
    again.wait_journal(".");
}
