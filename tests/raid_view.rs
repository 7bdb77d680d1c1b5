//! What a Rogue Code script sees (GAME.md §11): the view tells only what the rogue perceives,
//! never a hidden trap, and it is the view the script is given.

mod support;

use std::sync::Arc;

use rhai::{Dynamic, Map};
use torchdeep::raid::view::{view_of, RaidProgress, ViewNames};
use torchdeep::raid::{Raid, Script};
use torchdeep::world::{CreatureId, Pos};

const TEMPLATE: &str = include_str!("../rogues/template.rhai");

use support::raid::{raid_tables as tables, template_as};

fn get<'a>(m: &'a Map, key: &str) -> &'a Dynamic {
    m.get(key).unwrap_or_else(|| panic!("the view has {key}"))
}

fn list(view: &Map, key: &str) -> Vec<Map> {
    get(view, key)
        .clone()
        .into_array()
        .expect("a list")
        .into_iter()
        .map(|d| d.cast::<Map>())
        .collect()
}

fn int(m: &Map, key: &str) -> i64 {
    get(m, key).as_int().expect("a whole number")
}

/// A tile of the view as a tile of the level (the level has a ring of wall around).
fn level_pos(m: &Map) -> Pos {
    Pos::new(int(m, "x") as i32 + 1, int(m, "y") as i32 + 1)
}

#[test]
fn the_view_shows_only_what_the_rogue_perceives() {
    let (tables, raids) = tables();
    // The template, which sneaks and so finds traps now and then.
    let mut found_seen = 0;
    let mut hidden_unseen = 0;
    let mut dozing_seen = 0;
    let mut awake_seen = 0;
    let mut woken = 0;
    let names = ViewNames::new(&tables);
    for seed in 1..=4 {
        let mut script = Script::compile(TEMPLATE).expect("compiles");
        script.start(seed);
        let mut raid = Raid::new(Arc::clone(&tables), Arc::clone(&raids), seed);
        while raid.end().is_none() {
            let game = raid.game();
            let progress = RaidProgress {
                room: raid.room(),
                score: raid.score(),
                turn: raid.turn() + 1,
                treasure_total: raids.room(raid.room()).treasure,
            };
            let view = view_of(game, &names, progress);
            let level = game.level();
            assert_eq!(int(&view, "width"), i64::from(level.width() - 2));
            assert_eq!(
                level_pos(&get(&view, "me").clone().cast::<Map>()),
                game.player_pos()
            );

            let traps = list(&view, "traps");
            for t in &traps {
                let at = level_pos(t);
                let trap = level.traps.iter().find(|x| x.pos == at);
                let trap = trap.unwrap_or_else(|| panic!("a trap at {at:?}"));
                assert!(!trap.hidden, "a hidden trap shown at {at:?}");
                found_seen += 1;
            }
            for trap in level.traps.iter().filter(|t| t.hidden) {
                assert!(
                    traps.iter().all(|t| level_pos(t) != trap.pos),
                    "the hidden trap at {:?} is in the view",
                    trap.pos
                );
                hidden_unseen += 1;
            }
            let found = level.traps.iter().filter(|t| !t.hidden).count();
            assert_eq!(traps.len(), found, "every found trap is shown");

            let guards = list(&view, "guards");
            for g in &guards {
                let at = level_pos(g);
                assert!(game.is_visible(at), "a guard out of view at {at:?}");
                let id = level.creatures.id_at(at).expect("a guard stands there");
                let c = level.creatures.get(id).expect("a creature");
                assert_ne!(id, game.player());
                assert_eq!(
                    get(g, "dozing").as_bool(),
                    Ok(c.mind.dozing),
                    "the guard at {at:?}"
                );
                assert_eq!(int(g, "hp"), i64::from(c.hp));
                assert_eq!(
                    get(g, "kind").clone().into_string().expect("a name"),
                    tables.monster(c.kind).id
                );
                if c.mind.dozing {
                    dozing_seen += 1;
                } else {
                    awake_seen += 1;
                }
            }
            let unseen = level
                .creatures
                .iter()
                .filter(|c| c.id != game.player() && !game.is_visible(c.pos))
                .count();
            assert_eq!(guards.len() + unseen + 1, level.creatures.iter().count());
            for t in list(&view, "treasure") {
                let at = level_pos(&t);
                assert!(game.is_visible(at));
                assert_eq!(
                    level
                        .items
                        .at(at)
                        .iter()
                        .map(|i| i64::from(i.count))
                        .sum::<i64>(),
                    int(&t, "count")
                );
            }
            // The turn's outcome tells each guard that woke, once.
            let dozing: Vec<CreatureId> = (level.creatures.iter())
                .filter(|c| c.mind.dozing)
                .map(|c| c.id)
                .collect();
            let t = raid.step(&mut script).expect("a turn");
            if !t.outcome.contains("room beaten") {
                let level = raid.game().level();
                let woke = (dozing.iter())
                    .filter(|&&id| level.creatures.get(id).is_some_and(|c| !c.mind.dozing))
                    .count();
                assert_eq!(t.outcome.matches(" woke").count(), woke, "{}", t.outcome);
                woken += woke;
            }
        }
    }
    assert!(woken > 0, "some guards woke");
    assert!(found_seen > 0, "some traps were found");
    assert!(hidden_unseen > 0, "some traps stayed hidden");
    assert!(
        dozing_seen > 0 && awake_seen > 0,
        "{dozing_seen} {awake_seen}"
    );
}

#[test]
fn the_script_is_given_that_view() {
    // What a script counts in its view is what the game shows.
    let source = format!(
        "{}\n\
         fn turn(view, memory) {{\n\
         \x20   let dozing = 0;\n\
         \x20   for g in view.guards {{ if g.dozing {{ dozing += 1; }} }}\n\
         \x20   print(`${{view.traps.len()}} ${{view.guards.len()}} ${{dozing}}`);\n\
         \x20   template_turn(view, memory)\n\
         }}\n",
        template_as("template_turn")
    );
    let (tables, raids) = tables();
    let mut script = Script::compile(&source).expect("compiles");
    script.start(2);
    let mut raid = Raid::new(Arc::clone(&tables), Arc::clone(&raids), 2);
    for _ in 0..300 {
        if raid.end().is_some() {
            break;
        }
        let level = raid.game().level();
        let found = level.traps.iter().filter(|t| !t.hidden).count();
        let seen: Vec<_> = (level.creatures.iter())
            .filter(|c| c.id != raid.game().player() && raid.game().is_visible(c.pos))
            .collect();
        let dozing = seen.iter().filter(|c| c.mind.dozing).count();
        let expected = format!("{found} {} {dozing}", seen.len());
        let t = raid.step(&mut script).expect("a turn");
        assert_eq!(
            t.printed,
            vec![expected],
            "turn {} of room {}",
            t.turn,
            t.room
        );
    }
}
