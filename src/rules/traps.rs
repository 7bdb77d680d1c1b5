//! Traps (GAME.md §7): a creature that steps on one springs it, and the player notices hidden
//! ones next to them now and then — more often when sneaking. The dungeon's own creatures
//! know where its traps lie and keep off them (see `behaviour::is_free`).

use super::combat::die;
use super::event::{Event, Harm, Who};
use super::game::Game;
use crate::data::TrapEffect;
use crate::world::{Ability, PortalKind, Pos};

/// The chance to notice a hidden trap next to the player after a normal step (scaled by the
/// trap's `1 - detect`).
pub const NOTICE_WALKING: f64 = 0.1;
/// The same after a sneaking step.
pub const NOTICE_SNEAKING: f64 = 0.5;

/// Springs the trap on `at`, if any, under a creature that just stepped there (thrown items
/// in flight pass over traps).
pub(crate) fn spring(game: &mut Game, who: Who, at: Pos) {
    // Most steps land where no trap is: told by the cache before the mover is looked at.
    if !game.may_hold_trap(at) {
        return;
    }
    let turn = game.turn();
    let floating = game
        .level()
        .creatures
        .get(who.id)
        .is_some_and(|c| c.mind.statuses.has(crate::world::Status::Levitation, turn));
    if game.flier_kind() == Some(who.kind) || floating {
        return;
    }
    set_off(game, who, at);
}

/// Sets off the trap on `at` against `who`: the creature on it, or a player whose disarming
/// failed beside it (a pit then only hurts; one falls only from its edge).
pub(crate) fn set_off(game: &mut Game, who: Who, at: Pos) {
    // Every step of every creature comes here: most tiles are told trap-free by the cache.
    if !game.may_hold_trap(at) {
        return;
    }
    let Some(trap) = game.level().trap_at(at).copied() else {
        return;
    };
    game.emit(Event::TrapSprung {
        who,
        trap: trap.kind,
        at,
    });
    match game.tables.trap(trap.kind).effect {
        TrapEffect::Block { damage } => {
            hurt(game, who, damage, Harm::Trap(trap.kind));
        }
        TrapEffect::Poison { damage, turns } => {
            game.emit(Event::Poisoned { who, damage, turns });
        }
        TrapEffect::Pit { damage } => {
            let alive = hurt(game, who, damage, Harm::Trap(trap.kind));
            let on_it = game
                .level()
                .creatures
                .get(who.id)
                .is_some_and(|c| c.pos == at);
            if alive && on_it && who.id == game.player() {
                fall(game, who, at);
            }
        }
    }
}

/// Takes `damage` hit points from a creature; it dies at 0. Returns whether it lives.
pub(crate) fn hurt(game: &mut Game, who: Who, damage: i32, cause: Harm) -> bool {
    let Some(c) = game.level().creatures.get(who.id) else {
        return false;
    };
    let (at, hp) = (c.pos, c.hp - damage);
    game.emit(Event::Hurt {
        who,
        at,
        damage,
        hp,
        cause,
    });
    if hp <= 0 {
        die(game, who, at, None);
        return false;
    }
    true
}

/// The player drops through a pit to the floor below, arriving where its stairs down lead;
/// on a floor with nothing below, the pit only hurts.
fn fall(game: &mut Game, who: Who, from: Pos) {
    let below = game
        .level()
        .portals
        .iter()
        .filter(|p| p.kind == PortalKind::Down)
        .find_map(|p| p.to);
    if let Some(target) = below {
        super::stairs::travel(game, who, from, target);
    }
}

/// Poison works at the end of a turn: every poisoned creature of the floor loses its
/// poison's damage.
pub(crate) fn poison_ticks(game: &mut Game) {
    let poisoned: Vec<(Who, i32)> = game
        .level()
        .creatures
        .iter()
        .filter_map(|c| {
            let poison = c.mind.poison?;
            Some((
                Who {
                    id: c.id,
                    kind: c.kind,
                },
                poison.damage,
            ))
        })
        .collect();
    for (who, damage) in poisoned {
        if game.outcome().is_some() {
            break;
        }
        hurt(game, who, damage, Harm::Poison);
    }
}

/// How much each point of the WIS modifier adds to (or takes from) the chance to notice.
pub const NOTICE_PER_WISDOM: f64 = 0.1;

/// After the player's step: each hidden trap on the eight tiles around them is noticed with
/// chance `base × (1 - detect) × (1 + 0.1 × WIS modifier)`, `base` by pace, with the game's own
/// random numbers.
pub(crate) fn look_for_traps(game: &mut Game) {
    let here = game.player_pos();
    let sneaking = game.is_sneaking();
    let pace = match game.rogue_code {
        Some(rules) => {
            use crate::data::raids::RogueAct;
            let act = if sneaking {
                RogueAct::Sneak
            } else {
                RogueAct::Move
            };
            rules.actions.get(act).notice
        }
        None if sneaking => NOTICE_SNEAKING,
        None => NOTICE_WALKING,
    };
    let wisdom = game.state.character().abilities.modifier(Ability::Wisdom);
    let base = pace * (1.0 + NOTICE_PER_WISDOM * f64::from(wisdom)).max(0.0);
    let near: Vec<_> = game
        .level()
        .traps
        .iter()
        .filter(|t| t.hidden && t.pos != here && t.pos.chebyshev(here) == 1)
        .copied()
        .collect();
    for trap in near {
        let detect = game.tables.trap(trap.kind).detect.clamp(0.0, 1.0);
        if game.rng().f64() < (base * (1.0 - detect)).min(1.0) {
            game.emit(Event::TrapFound {
                trap: trap.kind,
                at: trap.pos,
            });
        }
    }
}
