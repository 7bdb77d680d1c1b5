//! The rogue's actions beyond a step (GAME.md §7): a dash of two tiles in one action, a dart
//! thrown at a creature up to [`DART_RANGE`] tiles away that hits less often the farther it
//! flies, and stealing what lies on a neighbouring tile without stepping on it (treasure sits
//! where traps are likeliest).

use super::combat::strike;
use super::command::Direction;
use super::event::Event;
use super::flight::{line_point, stops_flight};
use super::game::Game;
use crate::world::Pos;

/// How far a dart reaches, in tiles (Chebyshev).
pub const DART_RANGE: i32 = 5;

/// The chance that a dart hits a creature `distance` tiles away: 0.95 next to the thrower,
/// 0.15 less per tile further, 0.35 at [`DART_RANGE`].
pub fn dart_hit_chance(distance: i32) -> f64 {
    if !(1..=DART_RANGE).contains(&distance) {
        return 0.0;
    }
    0.95 - 0.15 * f64::from(distance - 1)
}

/// Whether a dart from `from` reaches `target`: every tile between them can be flown over
/// and holds no creature.
pub fn clear_line(game: &Game, from: Pos, target: Pos) -> bool {
    let level = game.level();
    let n = from.chebyshev(target);
    (1..n).all(|k| {
        let p = line_point(from, target, k);
        !stops_flight(level, p) && level.creatures.id_at(p).is_none()
    })
}

/// Two steps the same way in one action. The dash stops short at a creature (the first step
/// into one is an attack), a wall, a trap found on the way or one sprung, and it ends sneaking.
pub(crate) fn dash(game: &mut Game, direction: Direction) {
    let me = game.player_who();
    if game.is_sneaking() {
        game.emit(Event::SneakToggled { who: me, on: false });
    }
    for step in 0..2 {
        let floor = game.floor();
        let here = game.player_pos();
        let to = direction.step(here);
        let level = game.level();
        let blocked = !level.is_walkable(to) || (step > 0 && level.found_trap_at(to).is_some());
        if blocked {
            break;
        }
        if step > 0 && level.creatures.id_at(to).is_some() {
            break;
        }
        let mark = game.events.len();
        super::turn::step_or_bump(game, direction);
        let sprung = game.events[mark..]
            .iter()
            .any(|e| matches!(e, Event::TrapSprung { .. }));
        let moved = game.floor() == floor && game.player_pos() == to;
        if !moved || sprung || game.outcome().is_some() {
            break;
        }
    }
}

/// A dart at the creature on `target`; hit or miss by [`dart_hit_chance`], a hit deals the
/// thrower's strength and stuns like a blow.
pub(crate) fn throw_dart(game: &mut Game, target: Pos) {
    let me = game.player_who();
    let from = game.player_pos();
    let Some(id) = game.level().creatures.id_at(target) else {
        return;
    };
    let Some(victim) = game.who(id) else {
        return;
    };
    let hit = game.rng().f64() < dart_hit_chance(from.chebyshev(target));
    game.emit(Event::DartThrown {
        who: me,
        from,
        target: victim,
        at: target,
        hit,
    });
    if hit {
        let strength = game.tables.monster(me.kind).strength;
        strike(game, me, victim, strength, true);
    }
}

/// The player takes everything lying on the neighbouring tile `direction`.
pub(crate) fn steal(game: &mut Game, direction: Direction) {
    let thief = game.player_who();
    let at = direction.step(game.player_pos());
    let pile: Vec<_> = game.level().items.at(at).to_vec();
    for item in pile {
        game.emit(Event::PickedUp {
            who: thief,
            at,
            item,
        });
    }
}
