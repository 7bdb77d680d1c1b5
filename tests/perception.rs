//! What the player perceives (`rules::perception`): hidden traps, creatures out of sight and
//! rocks flying out of view never show through it; found traps, creatures in view, rocks once
//! they fly into view, and the items seen do. The greedy robot decides from it alone, and still
//! wins games.

mod support;

use std::sync::Arc;

use support::scenario::{game_on, game_on_level, lay};
use torchdeep::bot::autoplay::Greedy;
use torchdeep::rules::perception::{Memory, Perception, Terrain};
use torchdeep::rules::{Command, Direction, Game, Outcome, Who};
use torchdeep::world::{Flight, Item, Level, Pos};

#[test]
fn a_hidden_trap_is_not_perceived_and_a_found_one_is() {
    let game = game_on_level(&["#######", "#@....#", "#######"], 1, |tables, level, _| {
        lay(level, tables, "pit", Pos::new(3, 1), true);
        lay(level, tables, "poison_needle", Pos::new(4, 1), false);
    });
    let seen = Perception::of(&game);
    assert!(game.level().trap_at(Pos::new(3, 1)).is_some(), "laid");
    assert_eq!(seen.found_trap_at(Pos::new(3, 1)), None, "hidden");
    let found = seen.found_trap_at(Pos::new(4, 1)).expect("found");
    assert_eq!(found.pos, Pos::new(4, 1));
    assert_eq!(seen.found_traps().count(), 1);
}

#[test]
fn a_creature_out_of_sight_is_not_perceived_and_one_in_view_is() {
    // The wall hides the far verp; the near one is in plain view.
    let game = game_on(
        &[
            "##########",
            "#@..v....#",
            "#######.##",
            "#v.......#",
            "##########",
        ],
        1,
    );
    let seen = Perception::of(&game);
    assert!(game.level().creatures.at(Pos::new(1, 3)).is_some());
    assert_eq!(seen.creature_at(Pos::new(1, 3)), None);
    let near = seen.creature_at(Pos::new(4, 1)).expect("in view");
    assert_eq!(near.hp, game.tables().monster(near.kind).hp);
    assert!(!near.stunned && near.flight.is_none());
    let all: Vec<Pos> = seen.creatures().map(|c| c.pos).collect();
    assert_eq!(all, vec![Pos::new(4, 1)], "the player is not among them");
    // Nor does the map past the wall show: never seen, it is no terrain at all.
    assert_eq!(seen.terrain(Pos::new(1, 3)), None);
    assert_eq!(
        seen.terrain(Pos::new(2, 1)),
        Some(Terrain::Floor(torchdeep::world::Ground::Room))
    );
    assert_eq!(seen.terrain(Pos::new(0, 1)), Some(Terrain::Wall));
}

/// A long corridor with a side alcove: the player stands in the alcove at (1, 2), and the
/// corridor's only way on from there is the tile (2, 1).
const CORRIDOR: [&str; 4] = [
    "########################################",
    "#......................................#",
    "#@######################################",
    "########################################",
];

/// A rock flying west along the corridor from far beyond the player's sight, at (1, 1),
/// thrown by a wibble at the corridor's end that cannot see the player.
fn rock_from_afar(level: &mut Level, tables: &torchdeep::data::Tables) {
    let rock = tables.item_id("rock").unwrap();
    let flier = tables.monster_id("rock_in_flight").unwrap();
    let wibble = tables.monster_id("wibble_1").unwrap();
    let def = tables.monster(wibble);
    let thrower = level
        .creatures
        .spawn(wibble, Pos::new(38, 1), def.hp, Default::default())
        .unwrap();
    let thrower = Who {
        id: thrower,
        kind: wibble,
    };
    let mut carried = torchdeep::world::Inventory::default();
    carried.add(Item::new(rock, 1));
    let id = level
        .creatures
        .spawn(flier, Pos::new(30, 1), 2, carried)
        .unwrap();
    level.creatures.with_mut(id, |c| {
        c.mind.flight = Some(Flight {
            from: Pos::new(37, 1),
            target: Pos::new(1, 1),
            step: 7,
            thrower,
        });
    });
}

#[test]
fn a_rock_thrown_from_out_of_view_is_perceived_only_once_it_flies_into_sight() {
    let mut game = game_on_level(&CORRIDOR, 3, |tables, level, _| {
        rock_from_afar(level, tables)
    });
    let mut memory = Memory::new();
    let mut unseen_turns = 0;
    loop {
        let in_air = game
            .level()
            .creatures
            .iter()
            .find(|c| c.mind.flight.is_some())
            .map(|c| c.pos)
            .expect("the rock is still in the air");
        let seen = memory.perceive(&game);
        let flights: Vec<_> = seen.creatures().filter_map(|c| c.flight).collect();
        if !game.is_visible(in_air) {
            assert!(flights.is_empty(), "turn {}: seen out of view", game.turn());
            assert_eq!(seen.creature_at(in_air), None);
            unseen_turns += 1;
        } else {
            let rock = seen.creature_at(in_air).expect("in view");
            let flight = rock.flight.expect("seen flying");
            assert_eq!(flights, vec![flight]);
            assert!(
                flight.crosses(Pos::new(1, 1)),
                "its line runs to its target"
            );
            assert_eq!(flight.remaining_line().last(), Some(Pos::new(1, 1)));
            assert!(!flight.crosses(in_air), "the tiles still to cross");
            break;
        }
        game.act(Command::Wait).unwrap();
    }
    assert!(
        unseen_turns >= 3,
        "it flew {unseen_turns} turns out of view"
    );
}

#[test]
fn the_greedy_robot_ignores_a_rock_it_cannot_see() {
    // With the rock coming out of view, the robot goes on as if the corridor were empty: it
    // does not wait in its alcove for a rock it could not know of.
    let mut quiet = game_on(&CORRIDOR, 3);
    let mut loud = game_on_level(&CORRIDOR, 3, |tables, level, _| {
        rock_from_afar(level, tables)
    });
    let (mut expected, mut robot) = (Greedy::new(), Greedy::new());
    let rock = |game: &Game| {
        let flying = game
            .level()
            .creatures
            .iter()
            .find(|c| c.mind.flight.is_some());
        flying.map(|c| c.pos)
    };
    let mut moves = Vec::new();
    while rock(&loud).is_some_and(|p| !loud.is_visible(p)) {
        let command = expected.next_command(&quiet);
        assert_eq!(
            robot.next_command(&loud),
            command,
            "turn {}: the same choice while the rock is out of view",
            loud.turn()
        );
        if matches!(command, Command::Move(_)) {
            moves.push(command);
        }
        quiet.act(command).unwrap();
        loud.act(command).unwrap();
    }
    // Out of the alcove onto the rock's line: what a robot that knew of the rock would not do.
    assert_eq!(
        moves.first(),
        Some(&Command::Move(Direction::NE)),
        "{moves:?}"
    );
}

#[test]
fn items_seen_are_remembered_where_they_were_seen() {
    // A rock lies in the first room; the player walks off round the corner, out of its view.
    let mut game = game_on(
        &[
            "#########", //
            "#@.*....#",
            "#######.#",
            "#.......#",
            "#########",
        ],
        5,
    );
    let rock = game.tables().item_id("rock").unwrap();
    let at = Pos::new(3, 1);
    let mut memory = Memory::new();
    assert_eq!(
        memory.perceive(&game).items_at(at).next().map(|i| i.kind),
        Some(rock)
    );
    for d in [Direction::E; 6]
        .into_iter()
        .chain([Direction::S, Direction::SW, Direction::W])
    {
        game.act(Command::Move(d)).unwrap();
    }
    game.act(Command::Move(Direction::W)).unwrap();
    assert!(!game.is_visible(at), "the rock's tile is out of view now");
    let seen = memory.perceive(&game);
    assert_eq!(
        seen.items_at(at).map(|i| i.kind).collect::<Vec<_>>(),
        vec![rock]
    );
    assert!(seen.items().any(|(p, i)| p == at && i.kind == rock));
    // Without a memory, only what is in view now.
    let now = Perception::of(&game);
    assert_eq!(now.items_at(at).count(), 0);
    assert!(now.items().all(|(p, _)| game.is_visible(p)));
}

#[test]
fn a_door_is_told_open_or_shut_only_while_in_view() {
    let mut game = game_on(&["#######", "#@+...#", "#####.#", "#.....#", "#######"], 1);
    let door = Pos::new(2, 1);
    let seen = Perception::of(&game);
    assert_eq!(
        seen.terrain(door),
        Some(Terrain::Door { open: Some(false) })
    );
    game.act(Command::Move(Direction::E)).unwrap();
    let seen = Perception::of(&game);
    assert_eq!(seen.terrain(door), Some(Terrain::Door { open: Some(true) }));
    use Direction::{E, S, SW, W};
    for d in [E, E, E, S, SW, W, W] {
        game.act(Command::Move(d)).unwrap();
    }
    assert!(!game.is_visible(door));
    // Round the corner it is remembered as a door, its state unknown.
    let seen = Perception::of(&game);
    assert_eq!(seen.terrain(door), Some(Terrain::Door { open: None }));
    assert!(seen.is_walkable(door));
}

#[test]
fn the_greedy_robot_still_wins_games() {
    let tables = Arc::new(support::tables());
    let (mut won, games) = (0, 20u64);
    for seed in 1..=games {
        let mut game = Game::new(Arc::clone(&tables), seed);
        let mut robot = Greedy::new();
        let mut attempts = 0;
        // As `torchdeep bots` gives it: 1,250 turns for each of the seven floors down.
        while game.outcome().is_none() && game.turn() < 8_750 && attempts < 35_000 {
            attempts += 1;
            let command = robot.next_command(&game);
            let _ = game.act(command);
        }
        won += usize::from(game.outcome() == Some(Outcome::Won));
    }
    // A fighter wins about half its runs (10 of these 20); a robot that stumbles blind, none.
    assert!(won >= 4, "{won} of {games} games won");
}
