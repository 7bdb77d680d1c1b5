//! Traps in play (GAME.md §7): springing each kind, monsters keeping off them, falling through
//! a pit, noticing hidden traps by pace, click travel around found traps, determinism.

mod support;

use std::sync::Arc;

use support::scenario::{self, game_on_level, lay, trap_id};
use support::tables;
use torchdeep::data::{Tables, TrapEffect};
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Direction, Event, Game, Harm, Who};
use torchdeep::world::{CreatureId, Dungeon, Pos};

/// A game on `rows` with the given traps (hidden) and the player at 64 hp.
fn game_with(rows: &[&str], traps: &[(&str, i32, i32)], seed: u64) -> Game {
    game_on_level(rows, seed, |tables, level, player| {
        for &(name, x, y) in traps {
            lay(level, tables, name, Pos::new(x, y), true);
        }
        level.creatures.with_mut(player, |c| c.hp = 64);
    })
}

fn effect(game: &Game, name: &str) -> TrapEffect {
    game.tables().trap(trap_id(game.tables(), name)).effect
}

fn hurt_by(events: &[Event], cause: Harm) -> Vec<i32> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Hurt {
                damage, cause: c, ..
            } if c == cause => Some(damage),
            _ => None,
        })
        .collect()
}

const CORRIDOR: [&str; 3] = ["#########", "#@......#", "#########"];

#[test]
fn a_swinging_block_hits_once_for_its_damage_and_is_revealed() {
    let mut game = game_with(&CORRIDOR, &[("swinging_block", 2, 1)], 1);
    let TrapEffect::Block { damage } = effect(&game, "swinging_block") else {
        panic!("swinging_block is a block");
    };
    let kind = trap_id(game.tables(), "swinging_block");
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(events.contains(&Event::TrapSprung {
        who: Who {
            id: game.player(),
            kind: game.tables().player()
        },
        trap: kind,
        at: Pos::new(2, 1),
    }));
    assert_eq!(hurt_by(&events, Harm::Trap(kind)), vec![damage]);
    assert_eq!(game.player_hp(), 64 - damage);
    assert!(!game.level().traps[0].hidden, "a sprung trap is found");
    assert!(game
        .messages()
        .any(|m| m.text == "A swinging block slams into you!"));
    // Stepping off and on again springs it again; a turn later nothing more.
    game.apply(Command::Move(Direction::E)).unwrap();
    assert_eq!(game.player_hp(), 64 - damage);
}

#[test]
fn a_poison_needle_hurts_each_turn_for_its_turns() {
    let mut game = game_with(&CORRIDOR, &[("poison_needle", 2, 1)], 1);
    let TrapEffect::Poison { damage, turns } = effect(&game, "poison_needle") else {
        panic!("poison_needle is poison");
    };
    let mut ticks = Vec::new();
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Poisoned { .. })));
    assert!(game
        .messages()
        .any(|m| m.text == "You step on a poison needle!"));
    ticks.extend(hurt_by(&events, Harm::Poison));
    for _ in 0..turns + 3 {
        let events = game.apply(Command::Wait).unwrap();
        ticks.extend(hurt_by(&events, Harm::Poison));
    }
    assert_eq!(ticks, vec![damage; turns as usize]);
    assert_eq!(game.player_hp(), 64 - damage * turns as i32);
}

#[test]
fn a_pit_on_the_deepest_floor_only_hurts() {
    let mut game = game_with(&CORRIDOR, &[("pit", 2, 1)], 1);
    let TrapEffect::Pit { damage } = effect(&game, "pit") else {
        panic!("pit is a pit");
    };
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::TookStairs { .. })));
    assert_eq!(game.player_hp(), 64 - damage);
    assert_eq!(game.player_pos(), Pos::new(2, 1));
    assert_eq!(game.floor(), 0);
}

/// Two floors, a hidden pit at (4, 1) of the top one, the player at 64 hp.
fn two_floors(tables: &Tables) -> (Dungeon, CreatureId) {
    let top = ["########", "#<.@..>#", "########"];
    let (mut dungeon, player) = scenario::two_floors(tables, &top);
    let level = &mut dungeon.floors[0].level;
    lay(level, tables, "pit", Pos::new(4, 1), true);
    level.creatures.with_mut(player, |c| c.hp = 64);
    (dungeon, player)
}

#[test]
fn the_player_falls_through_a_pit_to_the_floor_below_keeping_hp_minus_damage() {
    let tables = tables();
    let TrapEffect::Pit { damage } = tables.trap(trap_id(&tables, "pit")).effect else {
        panic!("pit is a pit");
    };
    let (dungeon, player) = two_floors(&tables);
    let mut game = Game::from_dungeon(tables, dungeon, 0, player, 3);
    let events = game.apply(Command::Move(Direction::E)).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TookStairs {
            from_floor: 0,
            to_floor: 1,
            ..
        }
    )));
    assert_eq!(game.floor(), 1);
    assert_eq!(game.player_pos(), Pos::new(3, 1));
    assert_eq!(game.player_hp(), 64 - damage);
    assert!(!game.dungeon().floors[0].level.traps[0].hidden);
    assert!(game.messages().any(|m| m.text == "You fall into a pit!"));
}

#[test]
fn poison_goes_down_a_pit_with_its_victim() {
    let tables = tables();
    let (mut dungeon, player) = two_floors(&tables);
    lay(
        &mut dungeon.floors[0].level,
        &tables,
        "poison_needle",
        Pos::new(5, 1),
        true,
    );
    // Walk round the pit: step onto the needle from (4, 1)? The pit is there, so go the other
    // way: put the needle first.
    dungeon.floors[0].level.traps.swap(0, 1);
    dungeon.floors[0].level.traps[0].pos = Pos::new(4, 1);
    dungeon.floors[0].level.traps[1].pos = Pos::new(5, 1);
    let mut game = Game::from_dungeon(tables, dungeon, 0, player, 3);
    game.apply(Command::Move(Direction::E)).unwrap(); // the needle
    let hp = game.player_hp();
    game.apply(Command::Move(Direction::E)).unwrap(); // the pit
    assert_eq!(game.floor(), 1);
    let events = game.apply(Command::Wait).unwrap();
    assert!(!hurt_by(&events, Harm::Poison).is_empty(), "still poisoned");
    assert!(game.player_hp() < hp);
}

#[test]
fn monsters_walk_around_traps() {
    // The verp sees the player; the straight way is trapped, so it goes round.
    let rows = ["#########", "#@.....v#", "#.......#", "#########"];
    let traps: Vec<_> = (2..7).map(|x| ("swinging_block", x, 1)).collect();
    let mut game = game_with(&rows, &traps, 5);
    for _ in 0..12 {
        let events = game.apply(Command::Wait).unwrap();
        assert!(
            !events.iter().any(|e| matches!(e, Event::TrapSprung { .. })),
            "no monster springs a trap"
        );
        for c in game.level().creatures.iter() {
            assert!(game.level().trap_at(c.pos).is_none(), "none stands on one");
        }
    }
    // It reached the player the long way round and fights.
    assert!(game.player_hp() < 64, "the verp came round and struck");
}

#[test]
fn click_travel_goes_around_found_traps_but_not_hidden_ones() {
    let rows = ["#######", "#@....#", "#.....#", "#######"];
    let target = Pos::new(5, 1);
    let hidden = game_with(&rows, &[("pit", 3, 1)], 1);
    let path = hidden.path_to(target).unwrap();
    assert!(path.contains(&Pos::new(3, 1)), "a hidden trap is unknown");
    let tables = tables();
    let (mut level, player) = level_from_ascii(&tables, &rows).unwrap();
    lay(&mut level, &tables, "pit", Pos::new(3, 1), false);
    let found = Game::from_level(tables, level, player, 1);
    let path = found.path_to(target).unwrap();
    assert!(
        !path.contains(&Pos::new(3, 1)),
        "a found trap is walked round"
    );
    assert_eq!(path.len(), 4, "round it costs nothing on open floor");
    // The trap itself can still be the target.
    let onto = found.path_to(Pos::new(3, 1)).unwrap();
    assert_eq!(onto.last(), Some(&Pos::new(3, 1)));
}

/// How often one step next to a hidden trap notices it, over `trials` games (seeds 0..).
fn notice_rate(tables: &Arc<Tables>, name: &str, sneaking: bool, trials: u64) -> f64 {
    let (mut level, player) = level_from_ascii(tables, &CORRIDOR).unwrap();
    lay(&mut level, tables, name, Pos::new(3, 1), true);
    let mut noticed = 0;
    for seed in 0..trials {
        let mut game = Game::from_level(Arc::clone(tables), level.clone(), player, seed);
        if sneaking {
            let events = game.apply(Command::ToggleSneak).unwrap();
            assert!(matches!(
                events.as_slice(),
                [Event::SneakToggled { on: true, .. }]
            ));
        }
        let events = game.apply(Command::Move(Direction::E)).unwrap();
        if events.iter().any(|e| matches!(e, Event::TrapFound { .. })) {
            noticed += 1;
            assert!(!game.level().traps[0].hidden);
        }
    }
    noticed as f64 / trials as f64
}

#[test]
fn hidden_traps_are_noticed_at_their_rates_per_pace() {
    let tables = Arc::new(tables());
    let trials = 2000;
    for def in &tables.traps {
        let walking = 0.1 * (1.0 - def.detect);
        let sneaking = 0.5 * (1.0 - def.detect);
        let w = notice_rate(&tables, &def.id, false, trials);
        let s = notice_rate(&tables, &def.id, true, trials);
        // About four standard deviations of 2000 trials.
        assert!(
            (w - walking).abs() < 0.03,
            "{}: walking {w} vs {walking}",
            def.id
        );
        assert!(
            (s - sneaking).abs() < 0.045,
            "{}: sneaking {s} vs {sneaking}",
            def.id
        );
    }
}

#[test]
fn sneaking_costs_no_turn_and_toggles() {
    let mut game = game_with(&CORRIDOR, &[], 1);
    assert!(!game.is_sneaking());
    game.apply(Command::ToggleSneak).unwrap();
    assert!(game.is_sneaking());
    assert_eq!(game.turn(), 0);
    assert!(game.messages().any(|m| m.text == "You start sneaking."));
    game.apply(Command::ToggleSneak).unwrap();
    assert!(!game.is_sneaking());
}

#[test]
fn the_same_seed_and_commands_give_the_same_state() {
    let run = || {
        let rows = [
            "##########",
            "#@.......#",
            "#........#",
            "#....v...#",
            "##########",
        ];
        let traps = [
            ("pit", 3, 1),
            ("poison_needle", 2, 2),
            ("swinging_block", 6, 2),
            ("poison_needle", 7, 1),
        ];
        let mut game = game_with(&rows, &traps, 11);
        let mut hashes = Vec::new();
        for (i, d) in [Direction::E, Direction::SE, Direction::E, Direction::E]
            .into_iter()
            .cycle()
            .take(16)
            .enumerate()
        {
            if i % 5 == 0 {
                let _ = game.apply(Command::ToggleSneak);
            }
            let _ = game.apply(Command::Move(d));
            let _ = game.apply(Command::Move(Direction::W));
            hashes.push(game.state_hash());
        }
        hashes
    };
    assert_eq!(run(), run());
}
