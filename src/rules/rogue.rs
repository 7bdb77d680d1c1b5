//! The rogue's actions beyond a step (GAME.md §7): a dash of two tiles in one action, a dart
//! thrown at a creature up to [`DART_RANGE`] tiles away, rolled with DEX and harder the farther
//! it flies, and stealing what lies on a neighbouring tile without stepping on it (treasure sits
//! where traps are likeliest; `action` carries the theft out). Open to every creature.

use super::attack::{fighter, hit_chance, Style};
use super::combat::strike;
use super::command::Direction;
use super::event::{Event, Who};
use super::flight::{line_point, stops_flight};
use super::game::Game;
use crate::world::Defence;
use crate::world::Pos;

/// How far a dart reaches, in tiles (Chebyshev).
pub const DART_RANGE: i32 = 5;

/// The chance that the player's dart hits the creature on `target` (seen, in range): the d20
/// roll with DEX, [`DART_PENALTY_PER_TILE`](super::attack::DART_PENALTY_PER_TILE) harder per
/// tile beyond the first, against its AC.
pub fn dart_hit_chance(game: &Game, target: Pos) -> f64 {
    let distance = game.player_pos().chebyshev(target);
    let Some(victim) = game
        .level()
        .creatures
        .id_at(target)
        .and_then(|id| game.who(id))
    else {
        return 0.0;
    };
    if !(1..=game.dart_range()).contains(&distance) {
        return 0.0;
    }
    if let Some(rules) = game.rogue_code {
        return rules.actions.ranged_chance(distance);
    }
    let me = fighter(game, game.player_who());
    let bonus = me.attack_bonus(Style::Dart { distance });
    hit_chance(bonus, fighter(game, victim).defences.get(Defence::Ac))
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

/// Two steps in one action (the second may turn). The dash stops short at a creature (the first step
/// into one is an attack), a wall, a trap found on the way or one sprung; a sneaking player
/// stops sneaking.
pub(crate) fn dash(game: &mut Game, who: Who, steps: [Direction; 2]) {
    if who.id == game.player() && game.is_sneaking() {
        game.emit(Event::SneakToggled { who, on: false });
    }
    for (step, direction) in steps.into_iter().enumerate() {
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

/// A dart at the creature on `target`, rolled as [`dart_hit_chance`] says; a hit deals the
/// thrower's dart dice.
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
    let distance = from.chebyshev(target);
    let roll = super::attack::roll(game, me, victim, Style::Dart { distance });
    game.emit(Event::DartThrown {
        who: me,
        from,
        target: victim,
        at: target,
        hit: roll.hit,
    });
    if roll.hit {
        strike(game, me, victim, roll, true);
    }
}
