//! The journal (GAME.md §12): a page for each floor entered, in order, the kills and
//! experience counted on the floor where they happened, and all of it kept in a save; floor
//! names drawn from `words.csv` by the run's seed.

mod support;

use std::sync::Arc;

use support::tables;
use torchdeep::bot::autoplay::Greedy;
use torchdeep::rules::names::floor_name;
use torchdeep::run::{Run, SaveFile};

#[test]
fn the_journal_follows_the_run_floor_by_floor() {
    let tables = Arc::new(tables());
    let mut checked = 0;
    for seed in 1..6 {
        let mut run = Run::new(tables.clone(), seed, 0);
        let mut bot = Greedy::new();
        for _ in 0..1500 {
            if run.game().outcome().is_some() {
                break;
            }
            let command = bot.next_command(run.game());
            let _ = run.act(command);
        }
        let game = run.game();
        let journal = game.state().journal();
        assert_eq!(
            journal.pages[0].floor, 0,
            "the first page is the first floor"
        );
        assert_eq!(journal.pages[0].entered_on, 0);
        let mut floors: Vec<usize> = journal.pages.iter().map(|p| p.floor).collect();
        let entered = floors.clone();
        floors.dedup();
        assert_eq!(floors, entered, "one page a floor");
        assert!(
            entered.contains(&game.floor()),
            "the floor the player is on"
        );
        let kills: u32 = journal
            .pages
            .iter()
            .flat_map(|p| &p.kills)
            .map(|(_, n)| n)
            .sum();
        assert_eq!(kills, game.kills(), "seed {seed}: every kill counted once");
        let xp: u64 = journal.pages.iter().map(|p| p.xp).sum();
        assert_eq!(xp, game.character().xp, "seed {seed}: all experience");
        let levels = journal
            .pages
            .iter()
            .flat_map(|p| &p.notes)
            .filter(|(_, n)| matches!(n, torchdeep::world::Note::Level(_)))
            .count();
        assert_eq!(levels as u32, game.character().level - 1);
        if run.game().outcome().is_none() {
            let loaded = SaveFile::load(run.save_json().as_bytes(), tables.clone()).unwrap();
            assert_eq!(loaded.game().state().journal(), journal);
            checked += 1;
        }
    }
    assert!(checked > 0, "some runs were saved and loaded");
}

#[test]
fn floors_are_named_by_the_seed() {
    let tables = tables();
    let name = floor_name(&tables, 7, 2);
    assert_eq!(name, floor_name(&tables, 7, 2));
    assert!(name.starts_with("the ") && name.contains(" of "), "{name}");
    let names: Vec<String> = (0..8).map(|s| floor_name(&tables, s, 2)).collect();
    let mut distinct = names.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() >= 6, "{names:?}");
    assert_ne!(floor_name(&tables, 7, 1), floor_name(&tables, 7, 2));
}

#[test]
fn a_book_tells_lore_and_the_journal_keeps_it() {
    use support::scenario::game_on_level;
    use torchdeep::rules::event::Verb;
    use torchdeep::rules::{Command, Event};
    use torchdeep::world::{Item, Note, Pos};
    let rows = ["#####", "#@..#", "#####"];
    let mut game = game_on_level(&rows, 4, |tables, level, _| {
        let book = tables.item_id("book").unwrap();
        level.items.drop_at(Pos::new(1, 1), Item::new(book, 1));
    });
    game.act(Command::PickUp).unwrap();
    let events = game
        .act(Command::Use {
            slot: 0,
            verb: Verb::Read,
        })
        .unwrap()
        .to_vec();
    let page = events
        .iter()
        .find_map(|e| match e {
            Event::LoreRead { page, .. } => Some(*page),
            _ => None,
        })
        .expect("the book is read");
    let text = torchdeep::rules::names::lore(game.tables(), page);
    assert!(!text.contains('{'), "every blank filled: {text}");
    let last = game.messages().last().unwrap().text.clone();
    assert!(
        last.starts_with("The book reads: ") && last.contains(&text),
        "{last}"
    );
    let notes = &game.state().journal().pages[0].notes;
    assert!(notes.iter().any(|(_, n)| *n == Note::Lore(page)));
    assert_eq!(
        torchdeep::rules::names::lore(game.tables(), page),
        text,
        "the same page, the same words"
    );
}

#[test]
fn rooms_are_named_and_palettes_drawn_by_the_seed() {
    use torchdeep::data::Rgb;
    use torchdeep::rules::names::{floor_palette, room_name};
    let tables = tables();
    let name = room_name(&tables, 3, 1, 4);
    assert_eq!(name, room_name(&tables, 3, 1, 4));
    assert!(
        name.starts_with("the ") && name.split(' ').count() == 3,
        "{name}"
    );
    let names: Vec<String> = (0..10).map(|r| room_name(&tables, 3, 1, r)).collect();
    let mut distinct = names.clone();
    distinct.sort();
    distinct.dedup();
    assert!(distinct.len() >= 7, "{names:?}");
    let base = Rgb(100, 120, 140);
    assert_eq!(floor_palette(base, 5, 2), floor_palette(base, 5, 2));
    let drawn: Vec<Rgb> = (0..8).map(|s| floor_palette(base, s, 2)).collect();
    assert!(drawn.iter().any(|p| *p != drawn[0]), "runs differ");
    for p in drawn {
        for (c, b) in [(p.0, base.0), (p.1, base.1), (p.2, base.2)] {
            assert!((i32::from(c) - i32::from(b)).abs() <= 12, "near its theme");
        }
    }
}
