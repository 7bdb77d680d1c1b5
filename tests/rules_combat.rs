//! Scenarios of melee, stunning, death and refused commands, on levels drawn as text.

mod support;

use support::scenario::{game_on, game_on_level, who_at};
use support::tables;
use torchdeep::rules::attack::Style;
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::STUN_CHANCE;
use torchdeep::rules::{Command, Direction, Event, Gain, Game, Outcome, Refusal, Who};
use torchdeep::world::{Pos, STUN_SHRUG_TURNS, STUN_TURNS};

fn game(rows: &[&str]) -> Game {
    game_on(rows, 7)
}

/// The least and most a blow of `who` deals on a hit (a critical throws the dice twice).
fn blow_range(game: &Game, who: Who) -> (i32, i32) {
    let f = game.fighter_of(who.id).unwrap();
    let modifier = f.abilities.modifier(f.ability(Style::Blow));
    let dice = f.blow;
    (
        (dice.min() + modifier).max(1),
        (2 * dice.max() - dice.modifier + modifier).max(1),
    )
}

/// A verp east of the player that survives many blows.
fn sturdy_verp(seed: u64) -> Game {
    game_on_level(
        &["#######", "#@v...#", "#######"],
        seed,
        |_, level, player| {
            let verp = level.creatures.at(Pos::new(2, 1)).unwrap().id;
            level.creatures.with_mut(verp, |c| c.hp = 1000);
            level.creatures.with_mut(player, |c| c.hp = 1000);
        },
    )
}

fn stuns(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Stunned { .. }))
        .count()
}

#[test]
fn bumping_a_monster_rolls_a_d20_against_its_ac_and_hits_for_the_dice() {
    let games = 400;
    let mut hits = 0;
    for seed in 0..games {
        let mut game = sturdy_verp(seed);
        let me = who_at(&game, 1, 1);
        let verp = who_at(&game, 2, 1);
        let (low, high) = blow_range(&game, me);
        let events = game.apply(Command::Move(Direction::E)).unwrap();
        match events[0] {
            Event::Hit {
                attacker,
                target,
                damage,
                hp,
                thrown: false,
                ..
            } => {
                assert_eq!((attacker, target), (me, verp));
                assert!((low..=high).contains(&damage), "seed {seed}: {damage}");
                assert_eq!(hp, 1000 - damage);
                hits += 1;
            }
            Event::Missed {
                attacker, target, ..
            } => assert_eq!((attacker, target), (me, verp)),
            ref other => panic!("seed {seed}: a blow gave {other:?}"),
        }
    }
    let game = sturdy_verp(0);
    let p = game.blow_chance(who_at(&game, 2, 1).id);
    let sd = (p * (1.0 - p) / games as f64).sqrt();
    let share = hits as f64 / games as f64;
    assert!(
        (share - p).abs() < 4.0 * sd,
        "{share} of blows hit, expected {p}"
    );
}

#[test]
fn a_blow_stuns_only_by_chance_and_the_stunned_creature_waits_two_turns() {
    let mut stunned = Vec::new();
    let mut hits = 0;
    for seed in 0..800 {
        let mut game = sturdy_verp(seed);
        let events = game.apply(Command::Move(Direction::E)).unwrap();
        if matches!(events[0], Event::Hit { .. }) {
            hits += 1;
        } else {
            assert_eq!(stuns(&events), 0, "a miss never stuns");
        }
        if stuns(&events) == 1 {
            stunned.push(seed);
        }
    }
    let p = STUN_CHANCE;
    let sd = (p * (1.0 - p) / hits as f64).sqrt();
    let share = stunned.len() as f64 / hits as f64;
    assert!(
        (share - p).abs() < 4.0 * sd,
        "{share} of blows stunned, expected {p}"
    );

    let mut game = sturdy_verp(stunned[0]);
    let me = who_at(&game, 1, 1);
    let verp = who_at(&game, 2, 1);
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert_eq!(
        events[1..],
        [
            Event::Stunned {
                who: verp,
                at: Pos::new(2, 1)
            },
            Event::Waited { who: verp }
        ],
        "the stunned verp only waits this turn"
    );
    let events = game.apply(Command::Wait).unwrap();
    let both_wait = [Event::Waited { who: me }, Event::Waited { who: verp }];
    assert_eq!(events, both_wait, "and the next");
    let events = game.apply(Command::Wait).unwrap();
    assert!(!game.is_stunned(verp.id));
    assert!(
        matches!(events[1], Event::Hit { attacker, .. } | Event::Missed { attacker, .. } if attacker == verp),
        "two turns later it strikes back: {events:?}"
    );
}

#[test]
fn a_stunned_creature_shrugs_off_stuns_for_a_while() {
    let first = (0..100)
        .find(|&seed| {
            stuns(
                &sturdy_verp(seed)
                    .apply(Command::Move(Direction::E))
                    .unwrap(),
            ) == 1
        })
        .expect("some blow stuns");
    let mut game = sturdy_verp(first);
    game.apply(Command::Move(Direction::E)).unwrap();
    let quiet = (STUN_TURNS + STUN_SHRUG_TURNS - 1) as usize;
    let mut later = Vec::new();
    for _ in 0..quiet + 40 {
        later.push(stuns(&game.apply(Command::Move(Direction::E)).unwrap()));
    }
    assert!(
        later[..quiet].iter().all(|&n| n == 0),
        "no stun while stunned or shrugging: {later:?}"
    );
    assert!(
        later[quiet..].contains(&1),
        "blows stun again once it has shrugged: {later:?}"
    );
}

#[test]
fn darts_and_thrown_rocks_never_stun() {
    for seed in 0..200 {
        let mut game = game_on_level(&["#######", "#@..v.#", "#######"], seed, |_, level, _| {
            let verp = level.creatures.at(Pos::new(4, 1)).unwrap().id;
            level.creatures.with_mut(verp, |c| c.hp = 1000);
        });
        let events = game
            .apply(Command::ThrowDart {
                target: Pos::new(4, 1),
            })
            .unwrap();
        assert_eq!(stuns(&events), 0, "seed {seed}: {events:?}");
    }
}

#[test]
fn a_creature_at_zero_hit_points_dies_and_drops_what_it_carried() {
    // Walled in beside the player, the wibble cannot keep its range.
    let mut game = game(&["####", "#@w#", "####"]);
    let me = who_at(&game, 1, 1);
    let wibble = who_at(&game, 2, 1);
    let at = Pos::new(2, 1);
    let rock = game.tables().item_id("rock").unwrap();
    let mut last = Vec::new();
    let mut carried = Vec::new();
    for _ in 0..200 {
        let c = game.level().creatures.get(wibble.id).unwrap();
        carried = c.inventory.items().to_vec();
        last = game.apply(Command::Move(Direction::E)).unwrap();
        if game.level().creatures.get(wibble.id).is_none() {
            break;
        }
    }
    assert!(matches!(last[0], Event::Hit { hp, .. } if hp <= 0));
    let xp = game.tables().monster(wibble.kind).fighter.xp;
    let mut expected: Vec<Event> = carried
        .iter()
        .map(|&item| Event::Dropped {
            who: wibble,
            at,
            item,
        })
        .collect();
    expected.extend([
        Event::Died {
            who: wibble,
            at,
            killer: Some(me),
        },
        Event::XpGained {
            who: me,
            amount: xp,
            xp: u64::from(xp),
            reason: Gain::Kill(wibble.kind),
        },
    ]);
    assert_eq!(&last[1..], expected);
    assert_eq!(game.character().xp, u64::from(xp));
    assert!(game.level().creatures.get(wibble.id).is_none());
    let rocks: u32 = (game.level().items.iter())
        .chain(
            game.level()
                .creatures
                .iter()
                .flat_map(|c| c.inventory.items().iter().map(move |i| (c.pos, i))),
        )
        .filter(|(_, i)| i.kind == rock)
        .map(|(_, i)| i.count)
        .sum();
    assert_eq!(
        rocks, 1,
        "its rock is on the floor or back in a hand, never lost"
    );
    assert_eq!(game.kills(), 1);
}

#[test]
fn the_player_dies_at_zero_hit_points_and_the_run_ends() {
    let tables = tables();
    let (mut level, player) = level_from_ascii(&tables, &["#####", "#@v.#", "#####"]).unwrap();
    level.creatures.with_mut(player, |c| c.hp = 1);
    let mut game = Game::from_level(tables, level, player, 1);
    let mut events = Vec::new();
    while game.outcome().is_none() && game.turn() < 100 {
        events = game.apply(Command::Wait).unwrap();
    }
    assert!(matches!(events.last(), Some(Event::Died { who, .. }) if who.id == player));
    assert_eq!(game.outcome(), Some(Outcome::Dead));
    assert_eq!(
        game.player_hp(),
        0,
        "a blow of more than 1 against 1 hit point is reported as 0 left, not below"
    );
    assert_eq!(game.act(Command::Wait), Err(Refusal::GameOver));
}

#[test]
fn refused_commands_change_nothing_and_cost_no_turn() {
    let mut game = game(&["#####", "#@..#", "#####"]);
    let before = game.state_hash();
    let rock = game.tables().item_id("rock").unwrap();
    let refused = [
        (Command::Move(Direction::N), Refusal::Blocked),
        (Command::PickUp, Refusal::NothingHere),
        (Command::Descend, Refusal::NoStairsHere),
        (Command::Ascend, Refusal::NoStairsHere),
        (
            Command::Throw {
                item: rock,
                target: Pos::new(3, 1),
            },
            Refusal::NotCarried,
        ),
    ];
    for (command, why) in refused {
        assert_eq!(game.act(command), Err(why), "{command:?}");
    }
    assert_eq!(game.turn(), 0);
    assert_eq!(game.state_hash(), before);
    assert!(game.act(Command::Move(Direction::E)).is_ok());
    assert_eq!(game.turn(), 1);
}

#[test]
fn beeline_steps_to_the_neighbour_nearest_the_player() {
    let mut game = game(&["##########", "#@......v#", "##########"]);
    let verp = who_at(&game, 8, 1);
    let events = game.apply(Command::Wait).unwrap();
    assert_eq!(
        events[1],
        Event::Moved {
            who: verp,
            from: Pos::new(8, 1),
            to: Pos::new(7, 1)
        }
    );
}

#[test]
fn a_hunter_walks_to_where_it_last_saw_the_player() {
    // The player steps into the side passage out of sight; a verp_3 (beeline, then hunt) follows
    // to the corner where it saw the player last.
    let tables = tables();
    let (mut level, player) = level_from_ascii(
        &tables,
        &[
            "##########",
            "#.....@.##",
            "#######.##",
            "#######.##",
            "#######.##",
            "##########",
        ],
    )
    .unwrap();
    let kind = tables.monster_id("verp_3").unwrap();
    let hunter = level
        .creatures
        .spawn(kind, Pos::new(1, 1), 30, Default::default())
        .unwrap();
    let mut game = Game::from_level(tables, level, player, 3);
    let hunter_pos = |g: &Game| g.level().creatures.get(hunter).unwrap().pos;

    game.act(Command::Move(Direction::E)).unwrap(); // seen at (7, 1)
    assert_eq!(hunter_pos(&game), Pos::new(2, 1));
    for step in [Direction::S, Direction::S, Direction::S] {
        game.act(Command::Move(step)).unwrap();
    }
    assert!(!game.is_visible(hunter_pos(&game)), "out of sight");
    let start = hunter_pos(&game);
    let mut trail = vec![start];
    while trail.len() < 8 && hunter_pos(&game) != Pos::new(7, 1) {
        game.act(Command::Wait).unwrap();
        trail.push(hunter_pos(&game));
    }
    assert_eq!(
        trail,
        (start.x..=7).map(|x| Pos::new(x, 1)).collect::<Vec<_>>(),
        "straight to the last place it saw the player, one step a turn"
    );
    // From the corner it sees down the passage, and comes on around it.
    game.act(Command::Wait).unwrap();
    game.act(Command::Wait).unwrap();
    assert_eq!(hunter_pos(&game), Pos::new(7, 3));
}
