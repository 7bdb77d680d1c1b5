//! Things to find and use (GAME.md §12): the run's shuffled looks, identification by use, by
//! scroll and by elimination, names the player gives, equipment and curses, and that all of it
//! survives a save.

mod support;

use std::sync::Arc;

use support::scenario::game_on_level;
use support::tables;
use torchdeep::data::{ItemId, ItemKind, Tables};
use torchdeep::rules::event::{Discovery, Verb};
use torchdeep::rules::items::{counted_name, known_name, unknown_kinds};
use torchdeep::rules::{Command, Event, Game};
use torchdeep::run::{Run, SaveFile};
use torchdeep::world::{Item, Label, Pos};

fn id(tables: &Tables, name: &str) -> ItemId {
    tables
        .item_id(name)
        .unwrap_or_else(|| panic!("no item {name}"))
}

/// A room with the player at (1, 1) and `floor` lying on the player's tile (to pick up, so it
/// is not known from the start), `carried` in the pack.
fn room_with(floor: &[(&str, u32)], carried: &[Item], seed: u64) -> Game {
    let rows = ["#######", "#@....#", "#.....#", "#######"];
    let floor: Vec<(String, u32)> = floor.iter().map(|(n, c)| (n.to_string(), *c)).collect();
    let carried = carried.to_vec();
    game_on_level(&rows, seed, move |tables, level, player| {
        for (name, count) in &floor {
            level
                .items
                .drop_at(Pos::new(1, 1), Item::new(id(tables, name), *count));
        }
        level.creatures.with_mut(player, |c| {
            c.hp = 20;
            for item in &carried {
                c.inventory.add(*item);
            }
        });
    })
}

fn pack(game: &Game) -> Vec<Item> {
    game.state()
        .player_creature()
        .unwrap()
        .inventory
        .items()
        .to_vec()
}

fn slot_of(game: &Game, kind: ItemId) -> u8 {
    pack(game).iter().position(|i| i.kind == kind).unwrap() as u8
}

#[test]
fn each_run_shuffles_the_looks_and_the_same_seed_gives_the_same() {
    let tables = Arc::new(tables());
    let looks = |seed| {
        Game::new(tables.clone(), seed)
            .state()
            .identities()
            .looks
            .clone()
    };
    let potions: Vec<usize> = (0..tables.items.len())
        .filter(|&i| tables.items[i].kind == ItemKind::Potion)
        .collect();
    assert!(potions.len() >= 8, "at least 8 potion kinds");
    let scrolls = tables
        .items
        .iter()
        .filter(|i| i.kind == ItemKind::Scroll)
        .count();
    assert!(scrolls >= 8, "at least 8 scroll kinds");
    assert_eq!(looks(7), looks(7));
    let (a, b) = (looks(7), looks(8));
    assert_ne!(a, b, "another seed, other looks");
    // Every shuffled kind has a look of its own; nothing else has one.
    for (i, def) in tables.items.iter().enumerate() {
        assert_eq!(!a[i].is_empty(), def.kind.is_shuffled(), "{}", def.id);
    }
    let mut colours: Vec<&String> = potions.iter().map(|&i| &a[i]).collect();
    colours.sort();
    colours.dedup();
    assert_eq!(
        colours.len(),
        potions.len(),
        "no two potions share a colour"
    );
    let title = a
        .iter()
        .zip(&tables.items)
        .find(|(_, d)| d.kind == ItemKind::Scroll)
        .unwrap()
        .0;
    assert!(
        title.chars().all(|c| c.is_ascii_uppercase() || c == ' '),
        "{title}"
    );
}

#[test]
fn a_potion_is_unknown_until_drunk_and_the_healing_draught_heals() {
    let mut game = room_with(&[("healing_draught", 2)], &[], 3);
    let tables = game.tables().clone();
    let draught = id(&tables, "healing_draught");
    game.act(Command::PickUp).unwrap();
    let ids = game.state().identities();
    assert!(!ids.is_known(draught));
    let look = ids.look(draught).unwrap().to_string();
    let item = Item::new(draught, 2);
    assert_eq!(
        counted_name(&tables, ids, &item, 2),
        format!("2 {look} potions")
    );
    // Drinking needs a potion: a read is refused and costs nothing.
    let slot = slot_of(&game, draught);
    let read = Command::Use {
        slot,
        verb: Verb::Read,
    };
    assert!(game.act(read).is_err());
    let hp = game.player_hp();
    let quaff = Command::Use {
        slot,
        verb: Verb::Quaff,
    };
    let events = game.act(quaff).unwrap().to_vec();
    assert!(events.contains(&Event::Identified {
        kind: draught,
        how: Discovery::Used
    }));
    assert_eq!(game.player_hp(), (hp + 25).min(game.max_hp()));
    assert!(game.state().identities().is_known(draught));
    assert_eq!(
        known_name(&tables, game.state().identities(), &item),
        "healing draught"
    );
    assert_eq!(pack(&game)[usize::from(slot)].count, 1, "one was drunk");
    let text: Vec<String> = game.messages().map(|m| m.text.clone()).collect();
    assert!(
        text.iter()
            .any(|t| t.starts_with("You drink a") && t.contains(&look)),
        "{text:?}"
    );
}

#[test]
fn bread_feeds_and_is_known_from_the_start() {
    let mut game = room_with(&[("bread", 1)], &[], 3);
    let bread = id(game.tables(), "bread");
    game.act(Command::PickUp).unwrap();
    assert!(game.state().identities().is_known(bread));
    let hp = game.player_hp();
    let slot = slot_of(&game, bread);
    game.act(Command::Use {
        slot,
        verb: Verb::Eat,
    })
    .unwrap();
    assert_eq!(game.player_hp(), (hp + 10).min(game.max_hp()));
    assert!(pack(&game).iter().all(|i| i.kind != bread));
}

#[test]
fn the_last_unknown_kind_of_a_category_names_itself() {
    let tables = tables();
    let potions: Vec<String> = tables
        .items
        .iter()
        .filter(|d| d.kind == ItemKind::Potion)
        .map(|d| d.id.clone())
        .collect();
    // Every potion but the last lies here; drinking them all leaves one kind unknown.
    let all_but_last: Vec<(&str, u32)> = potions[..potions.len() - 1]
        .iter()
        .map(|p| (p.as_str(), 1))
        .collect();
    let mut game = room_with(&all_but_last, &[], 5);
    game.act(Command::PickUp).unwrap();
    let last = id(&tables, &potions[potions.len() - 1]);
    let mut deduced = Vec::new();
    while let Some(slot) = pack(&game).iter().position(|i| {
        game.tables().item(i.kind).kind == ItemKind::Potion
            && !game.state().identities().is_known(i.kind)
    }) {
        let events = game
            .act(Command::Use {
                slot: slot as u8,
                verb: Verb::Quaff,
            })
            .unwrap()
            .to_vec();
        deduced.extend(events.into_iter().filter(|e| {
            matches!(
                e,
                Event::Identified {
                    how: Discovery::Deduced,
                    ..
                }
            )
        }));
        if game.outcome().is_some() {
            break;
        }
        // Let any darkness or confusion pass harmlessly.
        for _ in 0..40 {
            if game.act(Command::Wait).is_err() {
                break;
            }
        }
    }
    assert_eq!(
        deduced,
        [Event::Identified {
            kind: last,
            how: Discovery::Deduced
        }]
    );
    assert!(unknown_kinds(game.tables(), game.state().identities(), ItemKind::Potion).is_empty());
}

#[test]
fn reading_identify_names_an_unknown_thing_carried() {
    let mut game = room_with(&[("scroll_identify", 1), ("potion_telepathy", 1)], &[], 9);
    let tables = game.tables().clone();
    let (scroll, potion) = (
        id(&tables, "scroll_identify"),
        id(&tables, "potion_telepathy"),
    );
    game.act(Command::PickUp).unwrap();
    let slot = slot_of(&game, scroll);
    let events = game
        .act(Command::Use {
            slot,
            verb: Verb::Read,
        })
        .unwrap()
        .to_vec();
    assert!(events.contains(&Event::Identified {
        kind: scroll,
        how: Discovery::Used
    }));
    assert!(events.contains(&Event::Identified {
        kind: potion,
        how: Discovery::Scroll
    }));
    assert!(game.state().identities().is_known(potion));
}

#[test]
fn a_called_kind_and_what_is_known_survive_a_save() {
    let tables = Arc::new(tables());
    let mut run = Run::new(tables.clone(), 11, 0);
    let kind = (0..tables.items.len())
        .map(|i| ItemId(i as u16))
        .find(|&k| !run.game().state().identities().is_known(k))
        .expect("an unknown kind");
    let name = Label::new("fizzy").unwrap();
    run.act(Command::Call { kind, name }).unwrap();
    assert_eq!(run.game().state().identities().called(kind), Some("fizzy"));
    let loaded = SaveFile::load(run.save_json().as_bytes(), tables.clone()).unwrap();
    assert_eq!(
        loaded.game().state().identities(),
        run.game().state().identities()
    );
    assert!(known_name(
        &tables,
        loaded.game().state().identities(),
        &Item::new(kind, 1)
    )
    .ends_with("called fizzy"));
    // A known kind cannot be renamed; a name with a `;` is no name.
    let known = tables.item_id("rock").unwrap();
    assert!(run.act(Command::Call { kind: known, name }).is_err());
    assert!(Label::new("a;b").is_none());
}

#[test]
fn armour_raises_ac_and_a_cursed_thing_will_not_come_off() {
    let tables = tables();
    let mail = id(&tables, "chain_mail");
    let cursed_helm = Item {
        enchantment: -1,
        cursed: true,
        ..Item::new(id(&tables, "helmet"), 1)
    };
    let mut game = room_with(&[], &[Item::new(mail, 1), cursed_helm], 2);
    let before = game.defences();
    game.act(Command::Wear(slot_of(&game, mail))).unwrap();
    assert_eq!(game.defences().ac, before.ac + 5);
    assert_eq!(
        game.defences().reflex,
        before.reflex - 1,
        "heavy to dodge in"
    );
    let before = before.ac;
    let helm = slot_of(&game, cursed_helm.kind);
    game.act(Command::Wear(helm)).unwrap();
    // The helmet's +1 and its curse's -1 cancel on AC.
    assert_eq!(game.defences().ac, before + 5);
    assert!(
        pack(&game)[usize::from(helm)].known,
        "worn, its curse shows"
    );
    assert!(game.act(Command::TakeOff(helm)).is_err(), "cursed");
    assert!(game.act(Command::Drop(helm)).is_err(), "worn things stay");
    // Remove curse lifts it; then it comes off.
    let mut game = room_with(&[("scroll_remove_curse", 1)], &[cursed_helm], 2);
    game.act(Command::PickUp).unwrap();
    let helm = slot_of(&game, cursed_helm.kind);
    game.act(Command::Wear(helm)).unwrap();
    let scroll = slot_of(&game, id(&tables, "scroll_remove_curse"));
    game.act(Command::Use {
        slot: scroll,
        verb: Verb::Read,
    })
    .unwrap();
    let helm = slot_of(&game, cursed_helm.kind);
    assert!(!pack(&game)[usize::from(helm)].cursed);
    game.act(Command::TakeOff(helm)).unwrap();
    assert!(pack(&game).iter().all(|i| !i.worn));
}

#[test]
fn a_two_handed_weapon_takes_the_shield_off_and_a_weapon_changes_the_blow() {
    let tables = tables();
    let (axe, buckler, dagger) = (
        id(&tables, "battle_axe"),
        id(&tables, "buckler"),
        id(&tables, "dagger"),
    );
    let mut game = room_with(
        &[],
        &[
            Item::new(buckler, 1),
            Item::new(axe, 1),
            Item::new(dagger, 1),
        ],
        4,
    );
    game.act(Command::Wear(slot_of(&game, buckler))).unwrap();
    game.act(Command::Wear(slot_of(&game, dagger))).unwrap();
    let me = game.player();
    let with_dagger = game.fighter_of(me).unwrap();
    assert_eq!(with_dagger.blow.to_string(), "1d4+1");
    assert_eq!(
        with_dagger.blow_ability,
        torchdeep::world::Ability::Dexterity
    );
    let events = game
        .act(Command::Wear(slot_of(&game, axe)))
        .unwrap()
        .to_vec();
    let off: Vec<ItemId> = events
        .iter()
        .filter_map(|e| match e {
            Event::TookOff { item, .. } => Some(item.kind),
            _ => None,
        })
        .collect();
    assert!(off.contains(&dagger) && off.contains(&buckler), "{off:?}");
    assert_eq!(game.fighter_of(me).unwrap().blow.to_string(), "1d12");
    let worn: Vec<ItemId> = pack(&game)
        .iter()
        .filter(|i| i.worn)
        .map(|i| i.kind)
        .collect();
    assert_eq!(worn, [axe]);
}

#[test]
fn drops_and_pickups_conserve_things() {
    let mut game = room_with(&[("gold", 7), ("rock", 3)], &[], 6);
    let gold = id(game.tables(), "gold");
    game.act(Command::PickUp).unwrap();
    let count = |game: &Game| -> u32 {
        let carried: u32 = pack(game)
            .iter()
            .filter(|i| i.kind == gold)
            .map(|i| i.count)
            .sum();
        let lying: u32 = game
            .level()
            .items
            .iter()
            .filter(|(_, i)| i.kind == gold)
            .map(|(_, i)| i.count)
            .sum();
        carried + lying
    };
    assert_eq!(count(&game), 7);
    game.act(Command::Drop(slot_of(&game, gold))).unwrap();
    assert_eq!(count(&game), 7);
    assert!(pack(&game).iter().all(|i| i.kind != gold));
    game.act(Command::PickUp).unwrap();
    assert_eq!(count(&game), 7);
    assert!(game.act(Command::Drop(20)).is_err(), "no such letter");
}
