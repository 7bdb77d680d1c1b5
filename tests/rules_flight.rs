//! Scenarios of thrown items: they fly, their thrower rolls to hit the first creature in
//! their way, can be punched out of the air, collide, stop before walls, and are
//! never lost.

mod support;

use support::scenario::{game_on_level, who_at};
use torchdeep::bot::autoplay::random_command;
use torchdeep::rules::{Command, Direction, Event, Game, Who};
use torchdeep::world::{Level, Pos};

fn game_with(rows: &[&str], player_rocks: u32) -> Game {
    game_seeded(rows, player_rocks, 13)
}

fn game_seeded(rows: &[&str], player_rocks: u32, seed: u64) -> Game {
    game_on_level(rows, seed, |tables, level, player| {
        let rock = tables.item_id("rock").unwrap();
        level.creatures.with_mut(player, |c| {
            c.inventory
                .add(torchdeep::world::Item::new(rock, player_rocks))
        });
    })
}

fn rocks_at(game: &Game, p: Pos) -> u32 {
    let rock = game.tables().item_id("rock").unwrap();
    game.level()
        .items
        .at(p)
        .iter()
        .filter(|s| s.kind == rock)
        .map(|s| s.count)
        .sum()
}

/// Every rock of a level: on the floor, carried, and in the air (carried by its flier).
fn all_rocks(game: &Game, level: &Level) -> u32 {
    let rock = game.tables().item_id("rock").unwrap();
    let lying: u32 = level
        .items
        .iter()
        .filter(|(_, s)| s.kind == rock)
        .map(|(_, s)| s.count)
        .sum();
    let carried: u32 = level
        .creatures
        .iter()
        .map(|c| c.inventory.count(rock))
        .sum();
    lying + carried
}

#[test]
fn a_thrown_rock_is_rolled_against_the_first_creature_in_its_way() {
    // The wibble throws at the player; the verp walking up the corridor is in the way.
    let (mut hit, mut missed) = (0, 0);
    for seed in 0..60 {
        let mut game = game_seeded(&["#########", "#@..v.w.#", "#########"], 0, seed);
        let verp = who_at(&game, 4, 1);
        let wibble = who_at(&game, 6, 1);
        let dice = game.tables().monster(wibble.kind).fighter.attack;
        let verp_hp = game.tables().monster(verp.kind).hp;
        let mut strikes = Vec::new();
        for _ in 0..3 {
            let events = game.apply(Command::Wait).unwrap();
            strikes.extend(events.into_iter().filter(|e| {
                matches!(
                    e,
                    Event::Hit { thrown: true, .. } | Event::Missed { thrown: true, .. }
                )
            }));
        }
        match strikes[..] {
            [Event::Hit {
                attacker,
                target,
                at,
                damage,
                hp,
                ..
            }] => {
                assert_eq!((attacker, target, at), (wibble, verp, Pos::new(2, 1)));
                assert!(damage >= 1 && damage <= 2 * dice.max() + 5, "{damage}");
                assert_eq!(hp, verp_hp - damage);
                hit += 1;
            }
            [Event::Missed {
                attacker, target, ..
            }] => {
                assert_eq!((attacker, target), (wibble, verp));
                missed += 1;
            }
            _ => panic!("seed {seed}: one strike expected, got {strikes:?}"),
        }
        assert_eq!(
            rocks_at(&game, Pos::new(3, 1)),
            1,
            "seed {seed}: it falls just before the verp, hit or miss"
        );
    }
    assert!(hit > 0 && missed > 0, "{hit} hits and {missed} misses");
}

#[test]
fn punching_a_rock_in_flight_knocks_it_down_where_it_is() {
    let mut game = game_with(&["#######", "#@...w#", "#######"], 0);
    let me = who_at(&game, 1, 1);
    let events = game.apply(Command::Wait).unwrap();
    let flier = events
        .iter()
        .find_map(|e| match e {
            Event::Launched { flier, at, .. } => {
                assert_eq!(*at, Pos::new(4, 1));
                Some(*flier)
            }
            _ => None,
        })
        .expect("the wibble throws");
    game.act(Command::Wait).unwrap();
    assert_eq!(game.level().creatures.id_at(Pos::new(2, 1)), Some(flier.id));
    let rock = game.tables().item_id("rock").unwrap();
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    let at = Pos::new(2, 1);
    assert_eq!(
        events[..2],
        [
            Event::Punched { by: me, flier, at },
            Event::Landed {
                flier: Some(flier),
                item: torchdeep::world::Item::new(rock, 1),
                at
            }
        ]
    );
    assert_eq!(rocks_at(&game, at), 1);
    assert_eq!(game.player_hp(), game.max_hp(), "the rock never struck");
}

#[test]
fn two_rocks_that_meet_in_the_air_both_fall() {
    // The player throws at the wibble as it throws back.
    let mut game = game_with(&["#######", "#@...w#", "#######"], 1);
    let rock = game.tables().item_id("rock").unwrap();
    let events = game
        .apply(Command::Throw {
            item: rock,
            target: Pos::new(5, 1),
        })
        .unwrap();
    let launched: Vec<Who> = events
        .iter()
        .filter_map(|e| match e {
            Event::Launched { flier, .. } => Some(*flier),
            _ => None,
        })
        .collect();
    let [mine, theirs] = launched[..] else {
        panic!("two rocks in the air: {events:?}")
    };
    let tail = &events[events.len() - 4..];
    assert_eq!(
        tail,
        [
            Event::Moved {
                who: mine,
                from: Pos::new(2, 1),
                to: Pos::new(3, 1)
            },
            Event::Collided {
                flier: Some(mine),
                other: theirs,
                at: Pos::new(4, 1)
            },
            Event::Landed {
                flier: Some(theirs),
                item: torchdeep::world::Item::new(rock, 1),
                at: Pos::new(4, 1)
            },
            Event::Landed {
                flier: Some(mine),
                item: torchdeep::world::Item::new(rock, 1),
                at: Pos::new(3, 1)
            },
        ]
    );
    assert_eq!(game.level().creatures.len(), 2, "no rock left in the air");
}

#[test]
fn a_flight_ends_on_the_last_free_tile_before_a_wall() {
    let mut game = game_with(&["######", "#@...#", "######"], 1);
    let rock = game.tables().item_id("rock").unwrap();
    game.act(Command::Throw {
        item: rock,
        target: Pos::new(6, 1),
    })
    .unwrap();
    game.act(Command::Wait).unwrap();
    assert_eq!(rocks_at(&game, Pos::new(4, 1)), 1);
    assert_eq!(game.level().creatures.len(), 1, "only the player");
}

#[test]
fn a_throw_at_a_closed_door_drops_the_rock_at_the_throwers_feet() {
    let mut game = game_with(&["#####", "#@+.#", "#####"], 1);
    let rock = game.tables().item_id("rock").unwrap();
    game.act(Command::Throw {
        item: rock,
        target: Pos::new(3, 1),
    })
    .unwrap();
    assert_eq!(rocks_at(&game, Pos::new(1, 1)), 1);
}

#[test]
fn rocks_are_never_created_nor_lost() {
    let mut game = game_with(
        &[
            "################",
            "#..*.......w...#",
            "#..w..v....*...#",
            "#.....@..##....#",
            "#..*...w.##..v.#",
            "#.w.......*..w.#",
            "################",
        ],
        3,
    );
    let start = all_rocks(&game, game.level());
    assert!(start > 10);
    let mut rng = fastrand::Rng::with_seed(99);
    let mut thrown = 0;
    for _ in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let command = random_command(&game, &mut rng);
        let events = game.apply(command).unwrap();
        thrown += events
            .iter()
            .filter(|e| matches!(e, Event::Thrown { .. }))
            .count();
        assert_eq!(all_rocks(&game, game.level()), start, "after {events:?}");
    }
    assert!(thrown > 5, "rocks were thrown ({thrown})");
}

#[test]
fn a_throws_line_runs_from_the_thrower_to_the_target_one_tile_a_step() {
    use torchdeep::rules::flight::line_point;
    let (from, to) = (Pos::new(2, 3), Pos::new(9, 6));
    let line: Vec<Pos> = (0..=7).map(|k| line_point(from, to, k)).collect();
    assert_eq!(line[0], from);
    assert_eq!(line[7], to);
    for pair in line.windows(2) {
        assert_eq!(pair[0].chebyshev(pair[1]), 1, "{line:?}");
    }
    let tie: Vec<Pos> = (0..=4)
        .map(|k| line_point(from, from.offset(-4, 2), k))
        .collect();
    assert_eq!(
        tie,
        [
            Pos::new(2, 3),
            Pos::new(1, 4),
            Pos::new(0, 4),
            Pos::new(-1, 5),
            Pos::new(-2, 5)
        ]
    );
}
