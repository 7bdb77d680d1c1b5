//! Walking, bumping and blows: walking into a creature attacks it (into a thrown item, knocks
//! it out of the air) with the d20 roll of `attack`; a blow that hits may stun; at 0 hit
//! points a creature dies and drops what it carried.

use super::attack::{Roll, Style};
use super::event::{Event, Who};
use super::game::Game;
use crate::data::Behaviour;
use crate::grid::vision::is_closed_door;
use crate::world::{CreatureId, Pos};

/// Steps a creature to a free neighbouring tile, opening a closed door on the way in and
/// springing a trap there.
pub(crate) fn walk(game: &mut Game, who: Who, from: Pos, to: Pos) {
    if is_closed_door(game.level(), to) {
        game.emit(Event::DoorOpened { by: who, at: to });
    }
    game.emit(Event::Moved { who, from, to });
    super::traps::spring(game, who, to);
}

/// `attacker` walks into the creature `target`.
pub(crate) fn bump(game: &mut Game, attacker: Who, target: CreatureId) {
    let Some(victim) = game.who(target) else {
        return;
    };
    let at = game
        .level()
        .creatures
        .get(target)
        .map_or(Pos::default(), |c| c.pos);
    if game.flight(target).is_some() {
        let item = carried_item(game, target);
        game.emit(Event::Punched {
            by: attacker,
            flier: victim,
            at,
        });
        if let Some(item) = item {
            game.emit(Event::Landed {
                flier: Some(victim),
                item,
                at,
            });
        }
    } else {
        if attack(game, attacker, victim, Style::Blow).hit {
            maybe_stun(game, victim, at);
        }
    }
}

/// The chance that a blow stuns a `stunnable` creature that is not shrugging stuns off.
/// Only blows stun: thrown things and darts never do.
pub const STUN_CHANCE: f64 = 0.25;

/// A blow that struck a living `stunnable` creature stuns it by [`STUN_CHANCE`].
fn maybe_stun(game: &mut Game, victim: Who, at: Pos) {
    let turn = game.turn();
    let Some(c) = game.level().creatures.get(victim.id) else {
        return; // it died of the blow
    };
    let stunnable = game
        .tables
        .monster(c.kind)
        .behaviours
        .contains(&Behaviour::Stunnable);
    if stunnable && c.mind.can_be_stunned(turn) && game.rng().f64() < STUN_CHANCE {
        game.emit(Event::Stunned { who: victim, at });
    }
}

/// The item a thrown-item creature carries.
pub(crate) fn carried_item(game: &Game, id: CreatureId) -> Option<crate::world::Item> {
    let c = game.level().creatures.get(id)?;
    c.inventory.items().first().copied()
}

/// `attacker` rolls to hit `target`: a hit deals the roll's damage, a miss is told.
pub(crate) fn attack(game: &mut Game, attacker: Who, target: Who, style: Style) -> Roll {
    super::shop::provoke(game, attacker, target.id);
    let roll = super::attack::roll(game, attacker, target, style);
    let thrown = style != Style::Blow;
    if roll.hit {
        strike(game, attacker, target, roll, thrown);
    } else if let Some(c) = game.level().creatures.get(target.id) {
        let at = c.pos;
        game.emit(Event::Missed {
            attacker,
            target,
            at,
            thrown,
        });
    }
    roll
}

/// Deals a hit's damage to `target`; kills it at 0 hit points.
pub(crate) fn strike(game: &mut Game, attacker: Who, target: Who, roll: Roll, thrown: bool) {
    super::shop::provoke(game, attacker, target.id);
    let Some(c) = game.level().creatures.get(target.id) else {
        return;
    };
    let (at, hp) = (c.pos, c.hp - roll.damage);
    game.emit(Event::Hit {
        attacker,
        target,
        at,
        damage: roll.damage,
        hp,
        thrown,
        critical: roll.critical,
    });
    if hp <= 0 {
        die(game, target, at, Some(attacker));
    }
}

/// A creature dies where it stands and drops its inventory there; the player's body stays,
/// and the run ends.
pub(crate) fn die(game: &mut Game, who: Who, at: Pos, killer: Option<Who>) {
    if who.id != game.player() {
        let carried = game
            .level()
            .creatures
            .get(who.id)
            .map(|c| c.inventory.items().to_vec())
            .unwrap_or_default();
        for item in carried {
            game.emit(Event::Dropped { who, at, item });
        }
    }
    game.emit(Event::Died { who, at, killer });
    super::experience::killed(game, who, killer);
}
