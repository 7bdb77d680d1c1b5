//! The dungeon of `dungeon.csv`: floors linked stairs to stairs, the first floor's exit.

mod support;

use support::tables;
use torchdeep::gen::generate_dungeon;
use torchdeep::world::PortalKind;

#[test]
fn floors_are_linked_both_ways_and_the_first_floor_holds_the_exit() {
    let tables = tables();
    assert!(tables.dungeon.len() >= 4);
    for seed in 0..20 {
        let dungeon = generate_dungeon(&tables, seed);
        assert_eq!(dungeon.floors.len(), tables.dungeon.len());
        let first = &dungeon.floors[0].level;
        let exit = first
            .portals
            .iter()
            .find(|p| p.kind == PortalKind::Exit)
            .expect("an exit");
        assert_eq!(exit.to, None);
        for (f, floor) in dungeon.floors.iter().enumerate() {
            for portal in &floor.level.portals {
                if portal.kind == PortalKind::Exit {
                    assert_eq!(f, 0, "only the first floor has the exit");
                    continue;
                }
                let target = portal
                    .to
                    .unwrap_or_else(|| panic!("seed {seed}: floor {f} {portal:?} leads nowhere"));
                let other = &dungeon.floors[target.floor].level;
                let back = other
                    .portals
                    .iter()
                    .find(|q| q.landing == target.arrival)
                    .expect("the arrival is the landing of the other end");
                assert_eq!(
                    back.to.map(|t| (t.floor, t.arrival)),
                    Some((f, portal.landing))
                );
                let expected_parent = match portal.kind {
                    PortalKind::Down => tables.dungeon[target.floor].parent == Some(f),
                    _ => tables.dungeon[f].parent == Some(target.floor),
                };
                assert!(expected_parent, "seed {seed}: stairs follow dungeon.csv");
            }
        }
        let players: Vec<usize> = dungeon
            .floors
            .iter()
            .enumerate()
            .filter(|(_, fl)| fl.level.creatures.iter().any(|c| c.kind == tables.player()))
            .map(|(i, _)| i)
            .collect();
        assert_eq!(players, [0], "the player starts on the first floor only");
    }
}

#[test]
fn the_goal_floor_holds_the_treasure_and_a_branch_exists() {
    let tables = tables();
    let dungeon = generate_dungeon(&tables, 3);
    let treasure = tables.treasure().unwrap();
    for (i, floor) in dungeon.floors.iter().enumerate() {
        let held = floor
            .level
            .items
            .iter()
            .filter(|(_, s)| s.kind == treasure)
            .count();
        assert_eq!(held, usize::from(tables.dungeon[i].goal));
    }
    assert!(
        (0..tables.dungeon.len()).any(|f| tables.children(f).count() > 1),
        "a side branch"
    );
}
