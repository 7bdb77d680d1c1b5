//! The rogue's actions and the guards (GAME.md §7): a dash of two tiles in one action, darts
//! whose hit chance falls with distance, stealing from a neighbouring tile, guards that patrol
//! their post and attack on sight, and sneaking that keeps the player unheard.

mod support;

use support::scenario::{game_on, game_on_level, lay};
use torchdeep::rules::check::Refusal;
use torchdeep::rules::rogue::{dart_hit_chance, DART_RANGE};
use torchdeep::rules::{Command, Direction, Event, Game};
use torchdeep::world::Pos;

/// A game on `rows`, with a hidden trap of traps.csv's `id` at a tile.
fn game_with_trap(rows: &[&str], trap: Option<(&str, Pos)>, seed: u64) -> Game {
    game_on_level(rows, seed, |tables, level, _| {
        if let Some((id, at)) = trap {
            lay(level, tables, id, at, true);
        }
    })
}

/// Where the one creature that is neither the player nor thrown stands.
fn guard_pos(game: &Game) -> Pos {
    game.level()
        .creatures
        .iter()
        .find(|c| c.id != game.player())
        .expect("the guard")
        .pos
}

/// The blows and darts that struck from the player's hand.
fn hits(game: &Game, events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Hit { attacker, .. } if attacker.id == game.player()))
        .count()
}

#[test]
fn a_dash_covers_two_tiles_in_one_turn() {
    let mut game = game_on(&["#######", "#@....#", "#######"], 1);
    game.apply(Command::Dash(Direction::E)).unwrap();
    assert_eq!(game.player_pos(), Pos::new(3, 1));
    assert_eq!(game.turn(), 1);
}

#[test]
fn a_dash_stops_at_walls_and_before_creatures() {
    let mut game = game_on(&["####", "#@.#", "####"], 1);
    game.apply(Command::Dash(Direction::E)).unwrap();
    assert_eq!(game.player_pos(), Pos::new(2, 1), "one step, then the wall");
    assert_eq!(game.turn(), 1);

    // A verp two tiles away: the dash stops beside it, without an attack.
    let mut game = game_on(&["######", "#@.v.#", "######"], 1);
    let events = game.apply(Command::Dash(Direction::E)).unwrap();
    assert_eq!(game.player_pos(), Pos::new(2, 1));
    assert_eq!(hits(&game, &events), 0);
}

#[test]
fn a_dash_into_a_creature_is_one_attack() {
    for seed in 0..20 {
        let mut game = game_on(&["######", "#@v..#", "######"], seed);
        let me = game.player();
        let events = game.apply(Command::Dash(Direction::E)).unwrap();
        assert_eq!(game.player_pos(), Pos::new(1, 1));
        let blows = events
            .iter()
            .filter(|e| {
                matches!(e, Event::Hit { attacker, .. } | Event::Missed { attacker, .. }
                    if attacker.id == me)
            })
            .count();
        assert_eq!(blows, 1, "seed {seed}: {events:?}");
    }
}

#[test]
fn a_dash_ends_sneaking_and_stops_on_a_sprung_trap() {
    let rows = ["#######", "#@....#", "#######"];
    let mut game = game_with_trap(&rows, Some(("swinging_block", Pos::new(2, 1))), 1);
    game.apply(Command::ToggleSneak).unwrap();
    assert!(game.is_sneaking());
    game.apply(Command::Dash(Direction::E)).unwrap();
    assert!(!game.is_sneaking());
    assert_eq!(
        game.player_pos(),
        Pos::new(2, 1),
        "the block stops the dash"
    );
}

#[test]
fn dart_chances_fall_with_distance() {
    // A verp 1 to 6 tiles east of the player.
    let chances: Vec<f64> = (1..=DART_RANGE + 1)
        .map(|d| {
            let mut row = "#@".to_string() + ".".repeat(DART_RANGE as usize + 1).as_str() + "#";
            row.replace_range(1 + d as usize..2 + d as usize, "v");
            let wall = "#".repeat(row.len());
            let game = game_on(&[&wall, &row, &wall], 1);
            dart_hit_chance(&game, Pos::new(1 + d, 1))
        })
        .collect();
    let (near, beyond) = chances.split_at(DART_RANGE as usize);
    assert!(near.windows(2).all(|w| w[1] < w[0]), "{chances:?}");
    assert!(near[0] >= 0.5 && near[4] <= 0.45, "{chances:?}");
    assert_eq!(beyond, [0.0]);
}

#[test]
fn darts_hit_as_often_as_their_chance_says() {
    // A verp 4 tiles east, many games: the share of hits is near the chance shown.
    let rows = ["########", "#@...v.#", "########"];
    let mut hit = 0;
    let games = 400;
    for seed in 0..games {
        let mut game = game_on(&rows, seed);
        let events = game
            .apply(Command::ThrowDart {
                target: Pos::new(5, 1),
            })
            .unwrap();
        let thrown = events
            .iter()
            .find_map(|e| match e {
                Event::DartThrown { hit, .. } => Some(*hit),
                _ => None,
            })
            .expect("a dart is thrown");
        assert_eq!(thrown, hits(&game, &events) == 1);
        hit += usize::from(thrown);
    }
    let p = dart_hit_chance(&game_on(&rows, 0), Pos::new(5, 1));
    let sd = (p * (1.0 - p) / games as f64).sqrt();
    let share = hit as f64 / games as f64;
    assert!((share - p).abs() < 4.0 * sd, "{share} hits, expected {p}");
}

#[test]
fn darts_need_a_seen_creature_in_range_and_a_clear_line() {
    let mut game = game_on(&["#########", "#@.....v#", "#########"], 1);
    let far = Command::ThrowDart {
        target: Pos::new(7, 1),
    };
    assert_eq!(game.apply(far), Err(Refusal::TooFar));
    let empty = Command::ThrowDart {
        target: Pos::new(3, 1),
    };
    assert_eq!(game.apply(empty), Err(Refusal::NoTarget));
    let mut game = game_on(&["#######", "#@.vv.#", "#######"], 1);
    let behind = Command::ThrowDart {
        target: Pos::new(4, 1),
    };
    assert_eq!(game.apply(behind), Err(Refusal::NoClearLine));
    assert_eq!(game.turn(), 0, "refusals cost no turn");
    // Seen past a pillar, yet the dart's straight line clips it: the wall is named.
    let rows = [
        "#######", "#@....#", "#.....#", "#..#..#", "#....v#", "#######",
    ];
    let mut game = game_on(&rows, 1);
    let past_pillar = Command::ThrowDart {
        target: Pos::new(5, 4),
    };
    assert!(game.is_visible(Pos::new(5, 4)));
    assert_eq!(game.apply(past_pillar), Err(Refusal::WallInTheLine));
}

#[test]
fn stealing_takes_from_a_neighbouring_tile_without_stepping_there() {
    let rows = ["######", "#@$..#", "######"];
    let mut game = game_with_trap(&rows, Some(("poison_needle", Pos::new(2, 1))), 1);
    let events = game.apply(Command::Steal(Direction::E)).unwrap();
    assert_eq!(game.player_pos(), Pos::new(1, 1));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PickedUp { at, .. } if *at == Pos::new(2, 1))));
    assert!(!events.iter().any(|e| matches!(e, Event::TrapSprung { .. })));
    assert!(game.level().items.is_empty_at(Pos::new(2, 1)));
    assert_eq!(
        game.apply(Command::Steal(Direction::E)),
        Err(Refusal::NothingThere)
    );
}

#[test]
fn a_guard_attacks_the_player_it_sees() {
    let mut game = game_on(&["#######", "#@..G.#", "#######"], 1);
    let guard = game.level().creatures.at(Pos::new(4, 1)).unwrap().id;
    let mut attacks = 0;
    for _ in 0..4 {
        let events = game.apply(Command::Wait).unwrap();
        attacks += events
            .iter()
            .filter(|e| {
                matches!(e, Event::Hit { attacker, .. } | Event::Missed { attacker, .. }
                    if attacker.id == guard)
            })
            .count();
    }
    assert!(
        attacks >= 2,
        "the guard closed in and struck: {attacks} attacks"
    );
}

#[test]
fn a_guard_patrols_near_its_post_while_alone() {
    // The player far away behind a wall; the guard walks about its post and never strays
    // more than its patrol distance from it.
    let rows = [
        "###################",
        "#.................#",
        "#.................#",
        "#........G........#",
        "#.................#",
        "#.................#",
        "###################",
        "#@................#",
        "###################",
    ];
    let mut game = game_on(&rows, 3);
    let post = Pos::new(9, 3);
    let patrol = 3;
    let mut visited = std::collections::HashSet::new();
    for _ in 0..200 {
        game.apply(Command::Wait).unwrap();
        let at = guard_pos(&game);
        assert!(at.chebyshev(post) <= patrol, "{at:?}");
        visited.insert(at);
    }
    assert!(
        visited.len() >= 10,
        "it walks about: {} tiles",
        visited.len()
    );
}

#[test]
fn a_sneaking_player_is_noticed_only_at_half_sight() {
    // The guard (sight 7, patrol 3) keeps to x 6..=12, 5 tiles or more from the player: a
    // walking player is seen sooner or later and struck; a sneaking one is heard within 4
    // tiles only, so never.
    let rows = ["###############", "#@.......G....#", "###############"];
    let mut walking = game_on(&rows, 5);
    let mut sneaking = game_on(&rows, 5);
    sneaking.apply(Command::ToggleSneak).unwrap();
    let hp = walking.player_hp();
    for _ in 0..60 {
        sneaking.apply(Command::Wait).unwrap();
        assert!(guard_pos(&sneaking).x >= 6);
        if walking.player_hp() == hp {
            walking.apply(Command::Wait).unwrap();
        }
    }
    assert!(walking.player_hp() < hp, "the walking player was found");
    assert_eq!(sneaking.player_hp(), hp, "the sneaking one was not");
}

#[test]
fn darts_need_a_creature_the_player_sees() {
    // A verp 3 tiles away behind a closed door: in range and in line, but unseen.
    let mut game = game_on(&["######", "#@+.v#", "######"], 1);
    let behind = Command::ThrowDart {
        target: Pos::new(4, 1),
    };
    assert_eq!(game.apply(behind), Err(Refusal::NoTarget));
}

#[test]
fn a_dash_stops_before_a_found_trap() {
    let rows = ["#######", "#@....#", "#######"];
    let mut game = game_on_level(&rows, 1, |tables, level, _| {
        lay(level, tables, "pit", Pos::new(3, 1), false);
    });
    game.apply(Command::Dash(Direction::E)).unwrap();
    assert_eq!(
        game.player_pos(),
        Pos::new(2, 1),
        "one step, short of the pit"
    );
}

#[test]
fn a_guard_walks_back_to_its_beat_after_a_chase() {
    // A long corridor: the guard (post x = 37, patrol 3, sight 7) sees the player 6 tiles
    // away and follows as the player walks off, then loses them when they dash away, and
    // goes back to its post.
    let row = format!("#{}#", ".".repeat(40));
    let mut corridor: Vec<char> = row.chars().collect();
    corridor[31] = '@';
    corridor[37] = 'G';
    let middle: String = corridor.into_iter().collect();
    let wall = "#".repeat(42);
    let mut game = game_on(&[&wall, &middle, &wall], 2);
    let post = Pos::new(37, 1);
    for _ in 0..8 {
        game.apply(Command::Move(Direction::W)).unwrap();
    }
    let chased = guard_pos(&game);
    assert!(chased.chebyshev(post) > 3, "it left its beat: {chased:?}");
    for _ in 0..3 {
        game.apply(Command::Dash(Direction::W)).unwrap();
    }
    assert!(
        game.player_pos().chebyshev(guard_pos(&game)) > 7,
        "out of its sight"
    );
    for _ in 0..20 {
        game.apply(Command::Wait).unwrap();
    }
    let back = guard_pos(&game);
    assert!(back.chebyshev(post) <= 3, "back on its beat: {back:?}");
}
