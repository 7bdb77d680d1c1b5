//! The playback's timeline, checked on small turns.

use super::*;
use torchdeep::world::Inventory;

fn who(id: CreatureId) -> Who {
    Who {
        id,
        kind: MonsterId(0),
    }
}

/// A level with two creatures where their moves end, at (2, 1) and (4, 1).
fn scene() -> (Level, CreatureId, CreatureId) {
    let mut level = Level::new(8, 4);
    let a = level
        .creatures
        .spawn(MonsterId(0), Pos::new(2, 1), 1, Inventory::default());
    let b = level
        .creatures
        .spawn(MonsterId(0), Pos::new(4, 1), 1, Inventory::default());
    (level, a.unwrap(), b.unwrap())
}

fn play(events: &[Event], level: &Level) -> Playback {
    let mut playback = Playback::default();
    let looks = Looks {
        level,
        sprites: &[7],
        flier: None,
        visible: &|_| true,
        spells: &[],
    };
    playback.play(events, &looks);
    playback
}

#[test]
fn moves_of_one_turn_slide_together_then_the_blow_lands() {
    let (level, a, b) = scene();
    let events = [
        Event::Moved {
            who: who(a),
            from: Pos::new(1, 1),
            to: Pos::new(2, 1),
        },
        Event::Moved {
            who: who(b),
            from: Pos::new(5, 1),
            to: Pos::new(4, 1),
        },
        Event::Hit {
            attacker: who(b),
            target: who(a),
            at: Pos::new(2, 1),
            damage: 1,
            hp: 0,
            thrown: false,
            critical: false,
        },
    ];
    let mut p = play(&events, &level);
    assert!(p.is_playing() && p.animates(a) && p.animates(b));
    p.advance(MOVE / 2.0);
    let (pa, pb) = (p.pose_of(a).unwrap(), p.pose_of(b).unwrap());
    assert_eq!(
        (pa.pos, pb.pos),
        (vec2(1.5, 1.0), vec2(4.5, 1.0)),
        "halfway, both"
    );
    assert_eq!(pa.flash, 0.0, "the blow comes after the moves");
    p.advance(MOVE / 2.0 + LUNGE / 2.0 + 0.01);
    assert!(p.pose_of(a).unwrap().flash > 0.5, "the target flashes");
    assert!(p.pose_of(b).unwrap().pos.x < 4.0, "the attacker lunges");
    p.advance(1.0);
    assert!(
        !p.is_playing() && !p.animates(a),
        "then the level shows them again"
    );
}

#[test]
fn the_dead_fade_and_a_new_floor_plays_nothing() {
    let (mut level, a, _) = scene();
    level.creatures.remove(a);
    let died = [Event::Died {
        who: who(a),
        at: Pos::new(2, 1),
        killer: None,
    }];
    let mut p = play(&died, &level);
    assert_eq!(p.pose_of(a).unwrap().alpha, 1.0);
    p.advance(FADE / 2.0);
    let alpha = p.pose_of(a).unwrap().alpha;
    assert!(alpha > 0.3 && alpha < 0.7, "fading: {alpha}");
    p.advance(FADE);
    assert!(p.pose_of(a).is_none());
    let stairs = [Event::TookStairs {
        who: who(a),
        from_floor: 0,
        from: Pos::new(2, 1),
        to_floor: 1,
        at: Pos::new(3, 3),
    }];
    assert!(!play(&stairs, &level).is_playing());
}

/// Plays a turn with the game's own spells.
fn play_spells(events: &[Event], level: &Level) -> Playback {
    let tables = torchdeep::data::Tables::embedded().unwrap();
    let mut playback = Playback::default();
    let looks = Looks {
        level,
        sprites: &[7],
        flier: None,
        visible: &|_| true,
        spells: &tables.spells,
    };
    playback.play(events, &looks);
    playback
}

fn cast(tables: &torchdeep::data::Tables, id: &str, who: Who, from: Pos, target: Pos) -> Event {
    Event::SpellCast {
        who,
        spell: tables.spell_id(id).unwrap(),
        slot: Some(0),
        from,
        target,
        spends: false,
    }
}

#[test]
fn a_bolt_flies_to_what_it_strikes_then_the_target_flashes() {
    let tables = torchdeep::data::Tables::embedded().unwrap();
    let (level, a, b) = scene();
    // Aimed past b, the missile stops at b, which it hits.
    let events = [
        cast(
            &tables,
            "magic_missile",
            who(a),
            Pos::new(2, 1),
            Pos::new(6, 1),
        ),
        Event::Hit {
            attacker: who(a),
            target: who(b),
            at: Pos::new(4, 1),
            damage: 3,
            hp: 2,
            thrown: true,
            critical: false,
        },
    ];
    let mut p = play_spells(&events, &level);
    assert!(p.is_playing());
    let length = (2.0 * BOLT_PER_TILE).max(BOLT_MIN);
    p.advance(length / 2.0);
    let shown: Vec<_> = p.spells().collect();
    let [(SpellShape::Bolt { from, to }, true, k)] = shown[..] else {
        panic!("one harmful bolt: {shown:?}");
    };
    assert_eq!((from, to), (vec2(2.0, 1.0), vec2(4.0, 1.0)));
    assert!((k - 0.5).abs() < 0.05, "halfway: {k}");
    assert_eq!(
        p.pose_of(b).unwrap().flash,
        0.0,
        "no flash before it arrives"
    );
    p.advance(length / 2.0 + 0.01);
    assert!(p.spells().next().is_none());
    assert!(p.pose_of(b).unwrap().flash > 0.5, "then the target flashes");
}

#[test]
fn a_burst_spreads_at_its_target_and_a_shield_glows_on_its_caster() {
    let tables = torchdeep::data::Tables::embedded().unwrap();
    let (level, a, _) = scene();
    let fire = [cast(
        &tables,
        "fireball",
        who(a),
        Pos::new(2, 1),
        Pos::new(5, 2),
    )];
    let mut p = play_spells(&fire, &level);
    p.advance(BURST / 2.0);
    let shown: Vec<_> = p.spells().map(|(s, harm, _)| (s, harm)).collect();
    let centre = vec2(5.0, 2.0);
    assert_eq!(
        shown,
        [(
            SpellShape::Burst {
                centre,
                radius: 2.0
            },
            true
        )]
    );
    let shield = [cast(
        &tables,
        "mage_armour",
        who(a),
        Pos::new(2, 1),
        Pos::new(2, 1),
    )];
    let mut p = play_spells(&shield, &level);
    assert!(p.is_playing(), "a glow alone is still played");
    p.advance(GLOW / 2.0);
    let shown: Vec<_> = p.spells().map(|(s, harm, _)| (s, harm)).collect();
    let at = vec2(2.0, 1.0);
    assert_eq!(shown, [(SpellShape::Glow { at }, false)]);
    p.advance(GLOW);
    assert!(!p.is_playing());
}
