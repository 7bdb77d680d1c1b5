//! Scenarios of the behaviour stacks of GAME.md §6: random walks that doze, wibbles that keep
//! their range, throw and wait, and pick up rocks.

use torchdeep::data::{Behaviour, ItemId, Tables};
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Event, Game, Who};
use torchdeep::world::{CreatureId, Pos};

fn game(rows: &[&str]) -> Game {
    let tables = Tables::embedded().expect("the built-in tables load");
    let (level, player) = level_from_ascii(&tables, rows).expect("a valid scenario");
    Game::from_level(tables, level, player, 11)
}

fn id_at(game: &Game, x: i32, y: i32) -> CreatureId {
    game.level()
        .creatures
        .id_at(Pos::new(x, y))
        .expect("a creature there")
}

fn pos(game: &Game, id: CreatureId) -> Pos {
    game.level().creatures.get(id).expect("alive").pos
}

fn rock(game: &Game) -> ItemId {
    game.tables().item_id("rock").unwrap()
}

fn throws_by(events: &[Event], id: CreatureId) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Thrown { who, .. } if who.id == id))
        .count()
}

#[test]
fn random_walkers_wander_near_the_player_and_doze_beyond_forty_tiles() {
    let wide = "#".repeat(60);
    let floor = |creatures: &[(usize, char)]| {
        let mut row: Vec<char> = format!("#{}#", ".".repeat(58)).chars().collect();
        for &(x, c) in creatures {
            row[x] = c;
        }
        row.into_iter().collect::<String>()
    };
    let rows = [
        wide.clone(),
        floor(&[(1, '@'), (20, 'v'), (50, 'v')]),
        floor(&[]),
        floor(&[]),
        wide,
    ];
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let mut game = game(&rows);
    let (near, far) = (id_at(&game, 20, 1), id_at(&game, 50, 1));
    let mut near_moves = 0;
    for _ in 0..20 {
        let before = pos(&game, near);
        game.act(Command::Wait).unwrap();
        near_moves += usize::from(pos(&game, near) != before);
    }
    assert!(
        near_moves > 10,
        "19 tiles away it walks ({near_moves} moves)"
    );
    assert_eq!(pos(&game, far), Pos::new(50, 1), "49 tiles away it dozes");
}

#[test]
fn keep_range_flees_when_too_close() {
    let mut game = game(&["##########", "#.@.w....#", "##########"]);
    let wibble = id_at(&game, 4, 1);
    game.act(Command::Wait).unwrap();
    assert_eq!(
        pos(&game, wibble),
        Pos::new(5, 1),
        "2 tiles is closer than 5 - 1"
    );
}

#[test]
fn keep_range_approaches_when_too_far() {
    let mut game = game(&["###########", "#@......w.#", "###########"]);
    let wibble = id_at(&game, 8, 1);
    game.act(Command::Wait).unwrap();
    assert_eq!(
        pos(&game, wibble),
        Pos::new(7, 1),
        "7 tiles is farther than 5"
    );
}

#[test]
fn keep_range_passes_at_the_right_distance_and_the_wibble_throws() {
    let mut game = game(&["##########", "#@....w..#", "##########"]);
    let wibble = id_at(&game, 6, 1);
    let events = game.apply(Command::Wait).unwrap();
    assert_eq!(pos(&game, wibble), Pos::new(6, 1), "5 tiles: it stays");
    assert_eq!(throws_by(&events, wibble), 1, "and throws");
}

#[test]
fn a_wibble_throws_then_waits_its_cooldown_before_throwing_again() {
    let tables = Tables::embedded().unwrap();
    let (mut level, player) =
        level_from_ascii(&tables, &["##########", "#@....w..#", "##########"]).unwrap();
    let wibble = level.creatures.id_at(Pos::new(6, 1)).unwrap();
    let rock = tables.item_id("rock").unwrap();
    level.creatures.with_mut(wibble, |c| {
        c.inventory.add(torchdeep::world::Item::new(rock, 5))
    });
    let kind = level.creatures.get(wibble).unwrap().kind;
    let cooldown = tables
        .monster(kind)
        .behaviours
        .iter()
        .find_map(|b| match b {
            Behaviour::Throw { cooldown, .. } => Some(*cooldown),
            _ => None,
        })
        .expect("a wibble throws");
    let mut game = Game::from_level(tables, level, player, 5);
    let mut throw_turns = Vec::new();
    for turn in 0..15 {
        let events = game.apply(Command::Wait).unwrap();
        if throws_by(&events, wibble) > 0 {
            throw_turns.push(turn);
        }
    }
    assert_eq!(throw_turns, [0, cooldown + 1, 2 * (cooldown + 1)]);
}

#[test]
fn pick_up_steps_onto_an_adjacent_rock_then_picks_it_up() {
    // The player is far and out of sight, so only pick_up can act.
    let mut game = game(&[
        "############",
        "#@##.......#",
        "####..w*...#",
        "############",
    ]);
    let wibble = id_at(&game, 6, 2);
    let rock = rock(&game);
    let me = game.player();
    let events = game.apply(Command::Wait).unwrap();
    let w = Who {
        id: wibble,
        kind: game.level().creatures.get(wibble).unwrap().kind,
    };
    assert_eq!(
        events,
        [
            Event::Waited {
                who: Who {
                    id: me,
                    kind: game.tables().player()
                }
            },
            Event::Moved {
                who: w,
                from: Pos::new(6, 2),
                to: Pos::new(7, 2)
            }
        ]
    );
    let events = game.apply(Command::Wait).unwrap();
    assert_eq!(
        events[1],
        Event::PickedUp {
            who: w,
            at: Pos::new(7, 2),
            item: torchdeep::world::Item::new(rock, 1),
            stolen: false,
        }
    );
    let carried = game
        .level()
        .creatures
        .get(wibble)
        .unwrap()
        .inventory
        .count(rock);
    assert_eq!(carried, 2);
    assert!(game.level().items.is_empty_at(Pos::new(7, 2)));
}

#[test]
fn sleep_ends_the_stack_so_a_wibble_with_nothing_to_do_stays_put() {
    let tables = Tables::embedded().unwrap();
    let (mut level, player) =
        level_from_ascii(&tables, &["##########", "#@....w..#", "##########"]).unwrap();
    let wibble = level.creatures.id_at(Pos::new(6, 1)).unwrap();
    level.creatures.with_mut(wibble, |c| c.inventory.drain());
    let mut game = Game::from_level(tables, level, player, 5);
    for _ in 0..5 {
        let events = game.apply(Command::Wait).unwrap();
        let waiters: Vec<_> = events
            .iter()
            .map(|e| match e {
                Event::Waited { who } => Some(who.id),
                _ => None,
            })
            .collect();
        assert_eq!(waiters, [Some(player), Some(wibble)], "{events:?}");
        let at = game.level().creatures.get(wibble).map(|c| c.pos);
        assert_eq!(at, Some(Pos::new(6, 1)));
    }
}
