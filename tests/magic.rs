//! Magic (GAME.md §12): the spells of the tables, slots by level and frequency, learning,
//! memorising, casting and what a cast reaches, spent slots coming back, and monsters that
//! cast through the same rules.

mod support;

use support::scenario::{game_on_level, two_floors};
use support::{messages_after, tables};
use torchdeep::data::{Behaviour, Frequency, SpellEffect, Tables};
use torchdeep::rules::character::create;
use torchdeep::rules::check::Refusal;
use torchdeep::rules::magic::{allowed, reached, renewal, uses_left};
use torchdeep::rules::{Command, Event, Game};
use torchdeep::world::{Character, Inventory, Pos, SpellId};

fn spell(tables: &Tables, id: &str) -> SpellId {
    tables
        .spell_id(id)
        .unwrap_or_else(|| panic!("no spell {id}"))
}

fn wizard(tables: &Tables) -> Character {
    create(tables, "Ione", "wizard", "human").unwrap()
}

/// A game on `rows` played as `c`.
fn game_as(rows: &[&str], c: Character, seed: u64) -> Game {
    let tables = tables();
    let (dungeon, player) = {
        let (level, player) = torchdeep::rules::scenario::level_from_ascii(&tables, rows).unwrap();
        let floor = torchdeep::world::DungeonFloor {
            spec: 0,
            depth: 1,
            level,
        };
        (
            torchdeep::world::Dungeon {
                seed,
                floors: vec![floor],
            },
            player,
        )
    };
    Game::from_dungeon_as(tables, dungeon, 0, player, seed, c)
}

#[test]
fn the_tables_hold_sixteen_class_spells_of_levels_one_to_five_and_monster_casters() {
    let t = tables();
    let class_spells: Vec<_> = (t.spells.iter())
        .filter(|s| s.class == "wizard" || s.class == "cleric")
        .collect();
    assert!(class_spells.len() >= 16, "{} spells", class_spells.len());
    for class in ["wizard", "cleric"] {
        let levels: Vec<u32> = (class_spells.iter())
            .filter(|s| s.class == class)
            .map(|s| s.level)
            .collect();
        assert!(
            levels.contains(&1) && levels.iter().any(|&l| l >= 4),
            "{class}: {levels:?}"
        );
    }
    let casters = (t.monsters.iter())
        .filter(|m| {
            m.behaviours
                .iter()
                .any(|b| matches!(b, Behaviour::Cast { .. }))
        })
        .count();
    assert!(casters >= 2);
    let effects: Vec<SpellEffect> = t.spells.iter().map(|s| s.effect).collect();
    for e in [
        SpellEffect::Damage,
        SpellEffect::Heal,
        SpellEffect::Sleep,
        SpellEffect::Blink,
    ] {
        assert!(effects.contains(&e), "{e:?}");
    }
}

#[test]
fn slots_of_each_frequency_come_from_the_levels_table() {
    let t = tables();
    assert_eq!(allowed(&t, 1), [1, 1, 0]);
    assert_eq!(allowed(&t, 3), [1, 2, 0]);
    assert_eq!(allowed(&t, 4), [1, 2, 1]);
    assert_eq!(allowed(&t, 7), [2, 1, 1]);
    for level in 1..=20 {
        assert!(allowed(&t, level).iter().sum::<u32>() <= 4, "level {level}");
    }
}

#[test]
fn a_new_caster_knows_its_first_spells_and_memorises_what_its_slots_allow() {
    let t = tables();
    let c = wizard(&t);
    let [mm, sleep, light] = ["magic_missile", "sleep", "light"].map(|s| spell(&t, s));
    assert_eq!(c.spells.known, vec![mm, sleep, light]);
    assert_eq!(c.spells.slots, [Some(mm), Some(sleep), None, None]);
    let fighter = create(&t, "Brann", "fighter", "human").unwrap();
    assert!(fighter.spells.known.is_empty());
}

#[test]
fn memorising_keeps_to_the_slots_of_each_frequency() {
    let t = tables();
    let light = spell(&t, "light");
    let mut game = game_as(&["#####", "#@..#", "#####"], wizard(&t), 1);
    // One once-a-floor slot at level 1, and sleep holds it.
    let into_free = Command::Memorise {
        spell: light,
        slot: 2,
    };
    assert_eq!(game.check(&into_free), Err(Refusal::CannotMemorise));
    // In sleep's own slot it replaces sleep.
    game.act(Command::Memorise {
        spell: light,
        slot: 1,
    })
    .unwrap();
    assert_eq!(game.character().spells.slots[1], Some(light));
    game.act(Command::Forget(1)).unwrap();
    assert_eq!(game.character().spells.slots[1], None);
    assert_eq!(game.check(&Command::Forget(1)), Err(Refusal::NoSpell));
    game.act(into_free).unwrap();
    assert_eq!(game.turn(), 0, "memorising costs no turn");
}

#[test]
fn a_once_a_floor_spell_is_spent_until_a_new_floor_is_entered() {
    let t = tables();
    let (dungeon, player) = two_floors(&t, &["#######", "#@>...#", "#######"]);
    let mut game = Game::from_dungeon_as(t.clone(), dungeon, 0, player, 3, wizard(&t));
    // Sleep (slot 1) at the tile beyond the stairs: it needs no creature there.
    let cast = Command::Cast {
        slot: 1,
        target: Pos::new(4, 1),
    };
    let events = game.act(cast).unwrap().to_vec();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::SpellCast { spends: true, .. })));
    assert_eq!(uses_left(&t, &game.character().spells, 1), 0);
    assert_eq!(game.check(&cast), Err(Refusal::SpellSpent));
    // Magic missile is at will.
    let missile = Command::Cast {
        slot: 0,
        target: Pos::new(5, 1),
    };
    game.act(missile).unwrap();
    game.act(missile).unwrap();
    game.act(Command::Move(torchdeep::rules::Direction::E))
        .unwrap();
    game.act(Command::Descend).unwrap();
    assert_eq!(
        uses_left(&t, &game.character().spells, 1),
        1,
        "back on a new floor"
    );
}

#[test]
fn the_rarest_spells_come_back_every_third_new_floor() {
    let t = tables();
    let fireball = spell(&t, "fireball");
    let mut book = wizard(&t).spells;
    book.slots[3] = Some(fireball);
    book.spent[3] = true;
    let floors: Vec<bool> = (0..6)
        .map(|n| {
            book.floors = n;
            renewal(&t, &book).0[3]
        })
        .collect();
    assert_eq!(floors, [false, false, true, false, false, true]);
    assert_eq!(t.spell(fireball).frequency, Frequency::ThreeFloors);
}

#[test]
fn lines_stop_at_walls_and_bursts_reach_the_caster_too() {
    let t = tables();
    let game = game_on_level(
        &["#########", "#@..#...#", "#.......#", "#########"],
        1,
        |_, _, _| {},
    );
    let level = game.level();
    let me = Pos::new(1, 1);
    let ray = t.spell(spell(&t, "scorching_ray"));
    let line = reached(level, ray, me, Pos::new(7, 1));
    assert_eq!(
        line,
        vec![Pos::new(2, 1), Pos::new(3, 1)],
        "the wall at x 4 stops it"
    );
    let fireball = t.spell(spell(&t, "fireball"));
    let burst = reached(level, fireball, me, Pos::new(2, 2));
    assert!(burst.contains(&me), "a fireball at your feet burns you too");
    assert!(!burst.contains(&Pos::new(4, 1)), "not the wall");
}

#[test]
fn magic_missile_strikes_the_first_creature_on_its_line() {
    let t = tables();
    let mut hits = 0;
    for seed in 0..20 {
        let mut game = game_as(&["########", "#@.v.v.#", "########"], wizard(&t), seed);
        let first = game.level().creatures.id_at(Pos::new(3, 1)).unwrap();
        let events = game
            .act(Command::Cast {
                slot: 0,
                target: Pos::new(6, 1),
            })
            .unwrap()
            .to_vec();
        for e in &events {
            match e {
                Event::Hit {
                    target,
                    thrown: true,
                    ..
                } if target.id == first => hits += 1,
                Event::Hit { target, .. } | Event::Missed { target, .. } => {
                    assert!(target.id == first || target.id != game.player(), "{e:?}")
                }
                _ => {}
            }
        }
    }
    assert!(hits >= 10, "{hits} of 20 casts hit the near verp");
}

#[test]
fn a_kobold_shaman_casts_spark_at_the_player_it_sees() {
    let t = tables();
    let shaman = t.monster_id("kobold_shaman").unwrap();
    let mut cast = false;
    for seed in 0..10 {
        let mut game = game_on_level(
            &["#########", "#@......#", "#########"],
            seed,
            |t, level, _| {
                let hp = t.monster(shaman).hp;
                level
                    .creatures
                    .spawn(shaman, Pos::new(6, 1), hp, Inventory::default());
            },
        );
        for _ in 0..3 {
            let Ok(events) = game.act(Command::Wait) else {
                break;
            };
            cast |= events.iter().any(|e| {
                matches!(e, Event::SpellCast { who, target, .. } if who.kind == shaman && *target == Pos::new(1, 1))
            });
        }
    }
    assert!(cast, "the shaman never cast");
}

#[test]
fn a_spell_tome_teaches_the_next_spell_of_the_readers_class() {
    let t = tables();
    let tome = t.item_id("spell_tome").unwrap();
    let mut game = {
        let (mut level, player) =
            torchdeep::rules::scenario::level_from_ascii(&t, &["#####", "#@..#", "#####"]).unwrap();
        level.creatures.with_mut(player, |p| {
            p.inventory.add(torchdeep::world::Item::new(tome, 1))
        });
        let floor = torchdeep::world::DungeonFloor {
            spec: 0,
            depth: 1,
            level,
        };
        let dungeon = torchdeep::world::Dungeon {
            seed: 1,
            floors: vec![floor],
        };
        let mut c = wizard(&t);
        c.level = 2;
        Game::from_dungeon_as(t.clone(), dungeon, 0, player, 1, c)
    };
    let slot = game
        .state()
        .player_creature()
        .unwrap()
        .inventory
        .items()
        .iter()
        .position(|i| i.kind == tome)
        .unwrap();
    let events = game
        .act(Command::Use {
            slot: slot as u8,
            verb: torchdeep::rules::event::Verb::Read,
        })
        .unwrap()
        .to_vec();
    let blink = spell(&t, "blink");
    assert!(
        events.contains(&Event::Learned { spell: blink }),
        "{events:?}"
    );
    assert!(game.character().spells.knows(blink));
}

#[test]
fn spell_table_mistakes_are_located() {
    assert_eq!(
        messages_after("spells.csv", "8,{burst: 2},three_floors", "8,{burst: 20},three_floors"),
        ["config/spells.csv:9: column \"area\": expected caster, single, line or {burst: R} with R from 1 to 8, got \"{burst: 20}\""]
    );
    assert_eq!(
        messages_after("spells.csv", "magic_missile,magic missile,wizard", "magic_missile,magic missile,wizzard"),
        ["config/spells.csv:2: column \"class\": unknown class \"wizzard\" (did you mean \"wizard\"?), or monster for a monster's spell"]
    );
    assert_eq!(
        messages_after("spells.csv", "2d4+1,8,single", ",8,single"),
        ["config/spells.csv:2: column \"dice\": a damage or heal spell needs dice, e.g. 2d6"]
    );
}
