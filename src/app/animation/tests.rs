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
