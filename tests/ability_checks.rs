//! Ability checks (GAME.md §12): `ability_checks.csv` loads with every mistake located;
//! walking into a fixture rolls its check, pays what success or failure brings and uses up its
//! tries; `D` disarms a found trap or, failing badly, sets it off; generation stands fixtures
//! where they block no way; a tried fixture survives a save.

mod support;

use support::scenario::{game_on_level, lay};
use support::{flood, floor, messages_after, tables};
use torchdeep::data::{CheckId, CheckThing, Tables};
use torchdeep::rules::ability_checks;
use torchdeep::rules::check::Refusal;
use torchdeep::rules::event::LoreSource;
use torchdeep::rules::{Command, Direction, Event, Game, Harm};
use torchdeep::run::{Run, SaveFile};
use torchdeep::world::{Ability, Level, Note, Pos};

fn one_message(from: &str, to: &str, parts: &[&str]) {
    let shown = messages_after("ability_checks.csv", from, to);
    assert_eq!(shown.len(), 1, "{shown:#?}");
    for part in parts {
        assert!(shown[0].contains(part), "{:?} lacks {part:?}", shown[0]);
    }
}

fn row(tables: &Tables, id: &str) -> CheckId {
    let i = tables.checks.iter().position(|c| c.id == id).unwrap();
    CheckId(i as u16)
}

#[test]
fn the_shipped_rows_test_four_abilities_and_disarming() {
    let tables = tables();
    let fixtures: Vec<(&str, Ability, i32)> = tables
        .checks
        .iter()
        .filter(|c| c.thing == CheckThing::Fixture)
        .map(|c| (c.id.as_str(), c.ability, c.difficulty))
        .collect();
    assert_eq!(
        fixtures,
        [
            ("barrel", Ability::Strength, 10),
            ("locked_chest", Ability::Dexterity, 15),
            ("altar", Ability::Wisdom, 15),
            ("rune_stone", Ability::Intelligence, 20),
        ]
    );
    let disarm = tables.check(tables.disarm_check().unwrap());
    assert_eq!(
        (disarm.ability, disarm.thing),
        (Ability::Dexterity, CheckThing::Trap)
    );
    assert!(disarm.failure.spring);
    let altar = tables.check(row(&tables, "altar"));
    assert!(altar.success.tale && altar.success.lore.is_none());
    assert_eq!((altar.success.hp, altar.failure.hp), (15, -3));
}

#[test]
fn every_mistake_in_the_table_is_located() {
    one_message(
        "barrel,barrel,fixture,barrel_sealed,barrel_broken,STR,easy,",
        "barrel,barrel,fixture,barrel_sealed,barrel_broken,STR,tricky,",
        &[
            "ability_checks.csv",
            "ability_checks.csv:2:",
            "difficulty",
            "tricky",
            "very_hard",
        ],
    );
    one_message(
        "\"{xp: 10, items: {bread: 1}}\"",
        "\"{xp: 10, items: {bred: 1}}\"",
        &["ability_checks.csv:2:", "success_reward", "bred", "bread"],
    );
    one_message(
        "\"{xp: 25, items: {gold: 3, healing_draught: 1}}\"",
        "\"{xp: 25, gold: 3}\"",
        &[
            "ability_checks.csv:3:",
            "unknown key \"gold\"",
            "xp, hp, items, lore, spring",
        ],
    );
    one_message(
        "{hp: -1}",
        "{spring: true}",
        &[
            "ability_checks.csv:2:",
            "failure_reward",
            "only a trap can spring",
        ],
    );
    one_message(
        "fixture,rune_stone,rune_stone_dark,INT",
        "fixture,rune_stone,,INT",
        &[
            "ability_checks.csv:5:",
            "spent_sprite",
            "a fixture needs a tile name",
        ],
    );
    one_message(
        "fixture,rune_stone,rune_stone_dark,INT",
        "fixture,runestone,rune_stone_dark,INT",
        &["ability_checks.csv:5:", "sprite", "runestone", "rune_stone"],
    );
    one_message(
        "altar,altar,fixture,altar_lit,altar_spent,WIS",
        "altar,altar,trap,altar_lit,altar_spent,WIS",
        &["2 rows have thing \"trap\"", "altar, disarm_trap"],
    );
    one_message(
        "DEX,medium,3,2,1,",
        "DEX,medium,0,2,1,",
        &["ability_checks.csv:3:", "tries", "from 1 to 100"],
    );
    one_message(
        "barrel,barrel,fixture,barrel_sealed,barrel_broken,STR",
        "barrel,barrel,fixture,barrel_sealed,barrel_broken,MIGHT",
        &["ability_checks.csv:2:", "ability", "MIGHT"],
    );
}

/// A room with a fixture of `id` east of the player, who has 30 of 40-odd hit points.
fn beside_fixture(id: &str, seed: u64) -> Game {
    game_on_level(
        &["#######", "#.@...#", "#.....#", "#######"],
        seed,
        |t, level, player| {
            let kind = row(t, id);
            level.place_fixture(kind, Pos::new(3, 1), t.check(kind).tries);
            level.creatures.with_mut(player, |c| c.hp = 30);
        },
    )
}

fn tested(events: &[Event]) -> Option<(bool, bool, i32, i32)> {
    events.iter().find_map(|e| match *e {
        Event::Tested {
            success,
            spent,
            natural,
            total,
            ..
        } => Some((success, spent, natural, total)),
        _ => None,
    })
}

#[test]
fn walking_into_a_chest_rolls_dex_against_its_difficulty_until_it_opens_or_jams() {
    let (mut opened, mut jammed) = (0, 0);
    for seed in 0..200 {
        let mut game = beside_fixture("locked_chest", seed);
        let chest = row(game.tables(), "locked_chest");
        let bonus = ability_checks::bonus(&game, game.tables().check(chest));
        let mut tries = 0;
        loop {
            let before = game.player_pos();
            let events = game.apply(Command::Move(Direction::E)).unwrap();
            assert_eq!(game.player_pos(), before, "a fixture is never walked onto");
            let (success, spent, natural, total) = tested(&events).expect("a check was rolled");
            assert_eq!(total, natural + bonus);
            assert_eq!(success, natural == 20 || (natural != 1 && total >= 15));
            tries += 1;
            let fixture = *game.level().fixture_at(Pos::new(3, 1)).unwrap();
            if success {
                opened += 1;
                let gold = game.tables().item_id("gold").unwrap();
                let carried = &game.player_creature().unwrap().inventory;
                assert_eq!(carried.count(gold), 3, "the chest's gold");
                assert!(events
                    .iter()
                    .any(|e| matches!(e, Event::XpGained { amount: 25, .. })));
                assert!(fixture.done);
                break;
            }
            if spent {
                jammed += 1;
                assert_eq!(tries, 3, "three tries at a lock");
                assert!(fixture.done);
                break;
            }
            assert_eq!(fixture.tries_left, 3 - tries);
        }
        assert_eq!(
            game.check(&Command::Move(Direction::E)),
            Err(Refusal::Spent),
            "a spent fixture gives nothing more, and costs no turn"
        );
    }
    assert!(
        opened > 100 && jammed > 5,
        "opened {opened}, jammed {jammed}"
    );
}

#[test]
fn a_cold_altar_hurts_and_a_warm_one_heals_and_tells_its_lore() {
    let (mut blessed, mut chilled) = (false, false);
    for seed in 0..60 {
        let mut game = beside_fixture("altar", seed);
        let events = game.apply(Command::Move(Direction::E)).unwrap();
        let (success, ..) = tested(&events).unwrap();
        let log = game
            .state()
            .log()
            .back()
            .map(|m| m.text.clone())
            .unwrap_or_default();
        if success {
            blessed = true;
            assert_eq!(game.player_hp(), (30 + 15).min(game.max_hp()));
            let lines: Vec<String> = game.state().log().iter().map(|m| m.text.clone()).collect();
            assert!(
                lines
                    .iter()
                    .any(|l| l.contains("The altar's carving reads: \"")),
                "{lines:?}"
            );
            let told = events.iter().find_map(|e| match e {
                Event::LoreRead { page, from } => Some((*page, *from)),
                _ => None,
            });
            let altar = row(game.tables(), "altar");
            assert!(matches!(told, Some((_, LoreSource::Inscription(c))) if c == altar));
            // The journal keeps it, as it keeps a book's.
            let page = game.state().journal().pages.last().unwrap();
            let page_read = told.map(|t| t.0);
            assert!(page
                .notes
                .iter()
                .any(|(_, n)| matches!(n, Note::Lore(p) if Some(*p) == page_read)));
        } else {
            chilled = true;
            let altar = row(game.tables(), "altar");
            assert!(events.iter().any(|e| matches!(
                e,
                Event::Hurt { damage: 3, cause: Harm::Check(c), .. } if *c == altar
            )));
            assert_eq!(game.player_hp(), 27, "{log}");
        }
        // One try at an altar.
        assert!(game.level().fixture_at(Pos::new(3, 1)).unwrap().done);
    }
    assert!(blessed && chilled);
}

#[test]
fn monsters_go_round_fixtures() {
    let mut game = beside_fixture("barrel", 1);
    let level = game.level();
    assert!(!level.is_walkable(Pos::new(3, 1)));
    assert!(
        level.is_transparent(Pos::new(3, 1)),
        "sight passes over a barrel"
    );
    // A dash stops short of it.
    assert_eq!(
        game.check(&Command::Dash(Direction::E)),
        Err(Refusal::Blocked)
    );
    game.apply(Command::Wait).unwrap();
}

/// A corridor with a found pit two tiles east of the player.
fn beside_trap(seed: u64, hidden: bool) -> Game {
    game_on_level(
        &["#########", "#.@.....#", "#########"],
        seed,
        |t, level, player| {
            lay(level, t, "swinging_block", Pos::new(3, 1), hidden);
            level.creatures.with_mut(player, |c| c.hp = 60);
        },
    )
}

#[test]
fn disarming_needs_a_found_trap_beside_the_player() {
    let mut game = beside_trap(1, true);
    assert_eq!(
        game.check(&Command::Disarm(Direction::E)),
        Err(Refusal::NoTrapThere),
        "a hidden trap cannot be disarmed"
    );
    assert_eq!(
        game.check(&Command::Disarm(Direction::W)),
        Err(Refusal::NoTrapThere)
    );
    let found = beside_trap(1, false);
    assert!(found.check(&Command::Disarm(Direction::E)).is_ok());
    assert!(game.apply(Command::Wait).is_ok());
}

#[test]
fn a_disarmed_trap_is_gone_and_a_bad_failure_sets_it_off() {
    let (mut disarmed, mut sprung, mut slipped) = (0, 0, 0);
    for seed in 0..300 {
        let mut game = beside_trap(seed, false);
        let events = game.apply(Command::Disarm(Direction::E)).unwrap();
        let (success, _, _, total) = tested(&events).unwrap();
        let went_off = events.iter().any(|e| matches!(e, Event::TrapSprung { .. }));
        if success {
            disarmed += 1;
            assert!(game.level().trap_at(Pos::new(3, 1)).is_none());
            assert!(events
                .iter()
                .any(|e| matches!(e, Event::TrapDisarmed { .. })));
            // The corridor is free: the player walks over where it was.
            game.apply(Command::Move(Direction::E)).unwrap();
            assert_eq!(game.player_hp(), 60);
        } else if 15 - total >= ability_checks::SPRING_MARGIN {
            sprung += 1;
            assert!(went_off, "failing by {} sets it off", 15 - total);
            assert!(game.player_hp() < 60);
        } else {
            slipped += 1;
            assert!(!went_off);
            assert_eq!(game.level().trap_at(Pos::new(3, 1)).unwrap().tries, 1);
        }
    }
    assert!(disarmed > 50 && sprung > 20 && slipped > 20);
}

#[test]
fn a_trap_can_be_tried_as_often_as_the_table_says() {
    let tries = tables().check(tables().disarm_check().unwrap()).tries;
    for seed in 0..100 {
        let mut game = beside_trap(seed, false);
        let mut failed = 0;
        while game.level().trap_at(Pos::new(3, 1)).is_some() && failed < tries {
            let events = game.apply(Command::Disarm(Direction::E)).unwrap();
            if !tested(&events).unwrap().0 {
                failed += 1;
            }
        }
        if failed == tries {
            assert_eq!(
                game.check(&Command::Disarm(Direction::E)),
                Err(Refusal::CannotDisarm)
            );
        }
    }
}

#[test]
fn a_rogue_disarms_better_than_a_fighter() {
    let game = |class: &str| {
        let tables = std::sync::Arc::new(tables());
        let c = torchdeep::rules::character::create(&tables, "Tess", class, "human").unwrap();
        Game::new_as(tables, 1, 0, c)
    };
    let disarm =
        |g: &Game| ability_checks::chance(g, g.tables().check(g.tables().disarm_check().unwrap()));
    assert!(disarm(&game("rogue")) > disarm(&game("fighter")));
}

/// Every open tile of a floor is still reachable with its fixtures standing, and each stands
/// against a room's wall, away from doors and stairs.
#[test]
fn generated_fixtures_block_no_way() {
    let tables = tables();
    let mut placed = 0;
    for seed in 0..150 {
        let depth = 1 + (seed % 4) as u32;
        let g = floor(&tables, seed, depth, 80, 50);
        let level: &Level = &g.level;
        placed += level.fixtures.len();
        for f in &level.fixtures {
            let def = tables.check(f.kind);
            let room = level
                .layout
                .room_at(f.pos)
                .expect("a fixture stands in a room");
            let designed = level.layout.rooms[room].prefab.is_some();
            assert!(
                designed || def.min_depth <= depth,
                "seed {seed}: {} too shallow",
                def.id
            );
            assert!(level.portal_at(f.pos).is_none() && level.trap_at(f.pos).is_none());
            assert!(level.items.is_empty_at(f.pos) && level.creatures.id_at(f.pos).is_none());
        }
        let open = |p: Pos| level.is_walkable(p);
        let reached = flood(level, &[g.arrival], open);
        for (p, _) in level.ground.iter() {
            assert!(
                !open(p) || reached[p],
                "seed {seed}: ({}, {}) cut off by a fixture",
                p.x,
                p.y
            );
        }
    }
    assert!(
        placed > 150,
        "fixtures are common enough to find ({placed})"
    );
}

#[test]
fn a_tried_fixture_is_saved_as_it_stands() {
    let tables = std::sync::Arc::new(tables());
    // The first seed that starts with a fixture east of the player.
    let mut run = (1..500)
        .map(|seed| Run::new(tables.clone(), seed, 0))
        .find(|run| {
            let east = run.game().player_pos().offset(1, 0);
            run.game().level().fixture_at(east).is_some()
        })
        .expect("some seed starts beside a fixture");
    let east = run.game().player_pos().offset(1, 0);
    assert!(run.game().level().fixture_at(east).is_some());
    run.act(Command::Move(Direction::E)).unwrap();
    let loaded = SaveFile::load(run.save_json().as_bytes(), tables).unwrap();
    let fixture = loaded.game().level().fixture_at(east).copied();
    assert_eq!(fixture, run.game().level().fixture_at(east).copied());
    assert!(fixture.unwrap().tries_left < 3 || fixture.unwrap().done);
    assert_eq!(loaded.game().state_hash(), run.game().state_hash());
}
