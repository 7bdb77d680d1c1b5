//! The rogue's actions beyond a step (GAME.md §7): a dash of two tiles in one action, a dart
//! thrown at a creature up to [`DART_RANGE`] tiles away that hits less often the farther it
//! flies, and stealing what lies on a neighbouring tile without stepping on it (treasure sits
//! where traps are likeliest; `action` carries the theft out). Open to every creature.

use super::combat::strike;
use super::command::Direction;
use super::event::{Event, Who};
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

/// Why a dart's line is not clear: the first thing between thrower and target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineBlocker {
    /// A wall, a closed door or anything else a thrown thing cannot fly over.
    Wall,
    Creature,
}

/// What stops a dart from `from` before `target`, or `None` when every tile between them can
/// be flown over and holds no creature.
pub fn line_blocker(game: &Game, from: Pos, target: Pos) -> Option<LineBlocker> {
    let level = game.level();
    let n = from.chebyshev(target);
    (1..n).find_map(|k| {
        let p = line_point(from, target, k);
        if stops_flight(level, p) {
            Some(LineBlocker::Wall)
        } else {
            level.creatures.id_at(p).map(|_| LineBlocker::Creature)
        }
    })
}

/// Two steps the same way in one action. The dash stops short at a creature (the first step
/// into one is an attack), a wall, a trap found on the way or one sprung; a sneaking player
/// stops sneaking.
pub(crate) fn dash(game: &mut Game, who: Who, direction: Direction) {
    if who.id == game.player() && game.is_sneaking() {
        game.emit(Event::SneakToggled { who, on: false });
    }
    for step in 0..2 {
        let floor = game.floor();
        let Some(here) = game.level().creatures.get(who.id).map(|c| c.pos) else {
            break;
        };
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
        super::action::step(game, who, direction);
        let sprung = game.events[mark..]
            .iter()
            .any(|e| matches!(e, Event::TrapSprung { .. }));
        let now = game.level().creatures.get(who.id).map(|c| c.pos);
        let moved = game.floor() == floor && now == Some(to);
        if !moved || sprung || game.outcome().is_some() {
            break;
        }
    }
}

/// A dart at the creature on `target`; hit or miss by [`dart_hit_chance`], a hit deals the
/// thrower's strength and stuns like a blow.
pub(crate) fn throw_dart(game: &mut Game, me: Who, target: Pos) {
    let Some(from) = game.level().creatures.get(me.id).map(|c| c.pos) else {
        return;
    };
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
