//! Scenarios of places: hallways that heal, stairs between floors, the exit, doors and what
//! the player sees and remembers; and whole runs that replay exactly.

mod support;

use support::scenario;
use support::tables;
use torchdeep::bot::autoplay::random_command;
use torchdeep::data::Tables;
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Direction, Event, Game, Outcome, Refusal};
use torchdeep::world::{CreatureId, Dungeon, Ground, Pos};

#[test]
fn entering_a_transition_hallway_heals_the_player_fully() {
    let tables = tables();
    let (mut level, player) = level_from_ascii(&tables, &["######", "#@==.#", "######"]).unwrap();
    level.creatures.with_mut(player, |c| c.hp = 30);
    let mut game = Game::from_level(tables, level, player, 1);
    let max = game.max_hp();
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(matches!(
        events[..],
        [Event::Moved { .. }, Event::Healed { hp, amount, .. }, Event::HallwayDrawn { left, .. }]
            if hp == max && amount == max - 30 && left == 30
    ));
    assert_eq!(game.player_hp(), max);
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert_eq!(
        events.len(),
        1,
        "walking along it heals no more: {events:?}"
    );
}

/// The player at `hp` west of a hallway, a swinging block (20 a blow) east of it.
fn hallway_between(hp: i32) -> Game {
    let tables = tables();
    let rows = ["#######", "#@==..#", "#######"];
    let (mut level, player) = level_from_ascii(&tables, &rows).unwrap();
    level.creatures.with_mut(player, |c| c.hp = hp);
    scenario::lay(&mut level, &tables, "swinging_block", Pos::new(4, 1), true);
    Game::from_level(tables, level, player, 1)
}

/// From the hallway's west tile (or west of it), east onto the block and back west into the
/// hallway.
fn cross_and_come_back(game: &mut Game) -> Vec<Event> {
    while game.player_pos().x < 4 {
        game.apply(Command::Move(Direction::E)).unwrap();
    }
    game.apply(Command::Move(Direction::W)).unwrap()
}

fn healed(events: &[Event]) -> i32 {
    events
        .iter()
        .map(|e| match e {
            Event::Healed { amount, .. } => *amount,
            _ => 0,
        })
        .sum()
}

#[test]
fn a_hallway_gives_one_full_heal_a_floor_then_looks_spent() {
    let mut game = hallway_between(30);
    let max = game.max_hp();
    // Healed from 30 to full on the way in; then, struck by the block time and again, it
    // heals each return until it has given one full heal in all.
    let mut total = healed(&game.apply(Command::Move(Direction::E)).unwrap());
    assert_eq!(total, max - 30);
    assert_eq!(game.level().hallway_given(Pos::new(3, 1)), max - 30);
    for _ in 0..6 {
        total += healed(&cross_and_come_back(&mut game));
        game.apply(Command::Move(Direction::W)).unwrap();
    }
    assert_eq!(total, max, "one full heal in all");
    for x in [2, 3] {
        assert_eq!(
            game.level().ground[Pos::new(x, 1)],
            Ground::SpentHallway,
            "every tile of the spent hallway shows it"
        );
    }
    assert!(game.player_hp() < max, "the block kept striking");
}

#[test]
fn crossing_a_hallway_barely_hurt_wastes_nothing() {
    let mut game = hallway_between(game_max() - 5);
    let events = cross_and_come_back(&mut game);
    assert!(healed(&events) > 0, "{events:?}");
    assert_eq!(
        game.player_hp(),
        game.max_hp(),
        "healed the block's blow too"
    );
}

fn game_max() -> i32 {
    hallway_between(1).max_hp()
}

/// Two floors, the player at 64 hp carrying 3 rocks.
fn two_floors(tables: &Tables) -> (Dungeon, CreatureId) {
    let top = ["#######", "#<.@>.#", "#######"];
    let (mut dungeon, player) = scenario::two_floors(tables, &top);
    let rock = tables.item_id("rock").unwrap();
    dungeon.floors[0].level.creatures.with_mut(player, |c| {
        c.hp = 64;
        c.inventory.add(torchdeep::world::Item::new(rock, 3));
    });
    (dungeon, player)
}

#[test]
fn stairs_carry_the_player_between_floors_with_hit_points_and_inventory() {
    let tables = tables();
    let rock = tables.item_id("rock").unwrap();
    let (dungeon, player) = two_floors(&tables);
    let mut game = Game::from_dungeon(tables, dungeon, 0, player, 1);
    assert_eq!(game.act(Command::Descend), Err(Refusal::NoStairsHere));
    game.act(Command::Move(Direction::E)).unwrap();
    let events = game.apply(Command::Descend).unwrap();
    assert!(matches!(
        events[0],
        Event::TookStairs { from_floor: 0, to_floor: 1, at, .. } if at == Pos::new(3, 1)
    ));
    assert_eq!(game.floor(), 1);
    assert_eq!(game.player_pos(), Pos::new(3, 1));
    assert_eq!(game.player_hp(), 64);
    assert_eq!(game.player_creature().unwrap().inventory.count(rock), 3);
    assert!(
        game.dungeon().floors[0].level.creatures.is_empty(),
        "the player left the first floor"
    );
    assert!(
        game.is_explored(Pos::new(2, 1)),
        "the new floor is seen on arrival"
    );

    game.act(Command::Move(Direction::W)).unwrap();
    game.act(Command::Ascend).unwrap();
    assert_eq!(game.floor(), 0);
    assert_eq!(game.player_pos(), Pos::new(5, 1));
    assert_eq!(game.player_hp(), 64);
    assert!(
        game.is_explored(Pos::new(1, 1)),
        "the first floor is remembered"
    );
}

#[test]
fn the_exit_without_the_treasure_ends_the_run_as_fled() {
    let tables = tables();
    let (level, player) = level_from_ascii(&tables, &["#####", "#<@.#", "#####"]).unwrap();
    let mut game = Game::from_level(tables, level, player, 1);
    game.act(Command::Move(Direction::W)).unwrap();
    let events = game.apply(Command::Ascend).unwrap();
    assert!(matches!(events[..], [Event::Fled { .. }]));
    assert_eq!(game.outcome(), Some(Outcome::Fled));
    assert_eq!(game.act(Command::Wait), Err(Refusal::GameOver));
}

#[test]
fn the_exit_with_the_treasure_wins() {
    let tables = tables();
    let treasure = tables.treasure().expect("the tables have a treasure");
    let (mut level, player) = level_from_ascii(&tables, &["#####", "#<@.#", "#####"]).unwrap();
    level
        .items
        .drop_at(Pos::new(2, 1), torchdeep::world::Item::new(treasure, 1));
    let mut game = Game::from_level(tables, level, player, 1);
    game.act(Command::PickUp).unwrap();
    assert!(game.has_treasure());
    game.act(Command::Move(Direction::W)).unwrap();
    let events = game.apply(Command::Ascend).unwrap();
    assert!(matches!(events[..], [Event::Won { .. }]));
    assert_eq!(game.outcome(), Some(Outcome::Won));
}

#[test]
fn opening_a_door_lets_sight_through_and_seen_tiles_stay_explored() {
    let tables = tables();
    let (level, player) =
        level_from_ascii(&tables, &["#########", "#.@+....#", "#########"]).unwrap();
    let mut game = Game::from_level(tables, level, player, 1);
    let beyond = Pos::new(6, 1);
    assert!(game.is_visible(Pos::new(3, 1)), "the door itself is seen");
    assert!(!game.is_visible(beyond) && !game.is_explored(beyond));
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(matches!(events[0], Event::DoorOpened { at, .. } if at == Pos::new(3, 1)));
    assert!(game.is_visible(beyond));
    game.act(Command::Move(Direction::W)).unwrap();
    game.act(Command::Move(Direction::W)).unwrap();
    assert!(game.is_visible(beyond), "through the open door");
    assert!(game.is_explored(beyond));
}

#[test]
fn monsters_see_the_player_as_the_player_sees_them() {
    // A closed door hides the verp; once open, it comes.
    let tables = tables();
    let (level, player) =
        level_from_ascii(&tables, &["##########", "#@.+...v.#", "##########"]).unwrap();
    let mut game = Game::from_level(tables, level, player, 1);
    let verp = game.level().creatures.id_at(Pos::new(7, 1)).unwrap();
    let verp_at = |g: &Game| g.level().creatures.get(verp).unwrap().pos;
    game.act(Command::Move(Direction::E)).unwrap();
    game.act(Command::Move(Direction::E)).unwrap(); // opens the door
    let seen_at = verp_at(&game);
    assert!(game.is_visible(seen_at));
    game.act(Command::Wait).unwrap();
    assert_eq!(
        verp_at(&game).chebyshev(game.player_pos()),
        seen_at.chebyshev(game.player_pos()) - 1,
        "it saw the player and came one step closer"
    );
}

/// The hash after playing `turns` random commands from `seed` (commands also from `seed`).
fn replay(tables: &Tables, seed: u64, turns: usize) -> (u64, Vec<Event>) {
    let mut game = Game::new(tables.clone(), seed);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut all = Vec::new();
    for _ in 0..turns {
        if game.outcome().is_some() {
            break;
        }
        let command = random_command(&game, &mut rng);
        all.extend_from_slice(game.act(command).unwrap());
    }
    (game.state_hash(), all)
}

#[test]
fn the_same_seed_and_commands_give_the_same_events_and_state() {
    let tables = tables();
    let a = replay(&tables, 21, 300);
    let b = replay(&tables, 21, 300);
    assert_eq!(a, b);
    let c = replay(&tables, 22, 300);
    assert_ne!(a.0, c.0);
}
