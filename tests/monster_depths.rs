//! Monsters by depth (`min_depth` and `max_depth` of monsters.csv): the deep's own monsters
//! never spawn above the floors their rows allow, and a bad bound is a located error.

mod support;

use support::{floor, messages_after, tables};

#[test]
fn the_deep_monsters_wait_below_the_first_floor() {
    let t = tables();
    let depths = |id: &str| {
        let m = t.monster(t.monster_id(id).unwrap());
        (m.min_depth, m.max_depth)
    };
    // The verps and wibbles of the first floors live anywhere.
    assert_eq!(depths("verp_1"), (1, None));
    assert_eq!(depths("wibble_4"), (1, None));
    for (id, min) in [
        ("giant_rat", 2),
        ("kobold", 2),
        ("cave_spider", 2),
        ("ghoul", 3),
        ("skeleton", 3),
        ("cave_troll", 4),
    ] {
        assert_eq!(depths(id), (min, None), "{id}");
    }
}

#[test]
fn monsters_spawn_only_as_deep_as_their_rows_allow() {
    let tables = tables();
    let mut deep_ones = [0usize; 5];
    for seed in 0..150 {
        for depth in 1..=4 {
            let g = floor(&tables, seed, depth, 80, 50);
            for c in g.level.creatures.iter() {
                let def = tables.monster(c.kind);
                assert!(
                    def.lives_at(depth),
                    "seed {seed}: a {} at depth {depth}, though its min_depth is {}",
                    def.id,
                    def.min_depth
                );
                deep_ones[depth as usize] += usize::from(def.min_depth > 1);
            }
        }
    }
    assert_eq!(deep_ones[1], 0);
    for (depth, met) in deep_ones.iter().enumerate().skip(2) {
        assert!(
            *met > 100,
            "only {met} monsters of the deep met at depth {depth}"
        );
    }
}

#[test]
fn a_depth_out_of_range_or_upside_down_is_a_located_error() {
    let ghoul = "ghoul,ghoul,z,ghoul,#8fa878,2,1,3,,";
    let shown = messages_after("monsters.csv", ghoul, "ghoul,ghoul,z,ghoul,#8fa878,2,1,0,,");
    assert_eq!(
        shown,
        ["config/monsters.csv:19: column \"min_depth\": expected a whole number from 1 to 1000, got \"0\""]
    );
    let shown = messages_after(
        "monsters.csv",
        ghoul,
        "ghoul,ghoul,z,ghoul,#8fa878,2,1,3,2,",
    );
    assert_eq!(
        shown,
        [
            "config/monsters.csv:19: column \"max_depth\": max_depth 2 is less than min_depth 3; \
          leave it empty for no limit"
        ]
    );
    let shown = messages_after(
        "monsters.csv",
        ghoul,
        "ghoul,ghoul,z,ghoul,#8fa878,2,1,deep,,",
    );
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].contains("\"min_depth\"") && shown[0].contains("\"deep\""),
        "{shown:?}"
    );
}
