//! Behaviour stacks (GAME.md §6): a creature tries its behaviours in the order `monsters.csv`
//! lists them, and the first that acts ends its turn. Each behaviour is a function that either
//! acts (emitting events) and returns true, or passes to the next with false.

mod beeline;
mod guard;
mod hunt;
mod keep_range;
mod pick_up;
mod random_walk;
mod throw;

pub use hunt::HuntMaps;

use super::event::Who;
use super::flight::fly;
use super::game::Game;
use crate::data::{Behaviour, Tables};
use crate::world::{CreatureId, Level, Pos};

/// What a creature knows at the start of its turn.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Situation {
    pub who: Who,
    pub pos: Pos,
    pub player: Pos,
    /// Whether it sees the player this turn.
    pub sees_player: bool,
}

/// One creature's turn. `tables` are the game's own, held apart so the game can change.
pub(crate) fn act(game: &mut Game, tables: &Tables, id: CreatureId) {
    let Some(c) = game.level().creatures.get(id) else {
        return; // killed or fallen earlier in the round
    };
    let who = Who { id, kind: c.kind };
    let pos = c.pos;
    let def = tables.monster(who.kind);
    let player = game.player_pos();
    // A sneaking player is quieter: noticed only within half a creature's sight.
    let sight = match game.is_sneaking() {
        true => (def.sight + 1) / 2,
        false => def.sight,
    };
    let sees_player = sight > 0 && game.creature_sees_player(pos, sight);
    if sees_player {
        game.change_mind(id, |m| m.last_seen = Some(player));
    }
    let now = Situation {
        who,
        pos,
        player,
        sees_player,
    };
    for behaviour in &def.behaviours {
        if try_behaviour(game, &now, *behaviour) {
            break;
        }
    }
}

fn try_behaviour(game: &mut Game, now: &Situation, behaviour: Behaviour) -> bool {
    match behaviour {
        Behaviour::Player => false,
        Behaviour::Stunnable => game.is_stunned(now.who.id),
        Behaviour::BeelineVisible => beeline::act(game, now),
        Behaviour::Hunt => hunt::act(game, now),
        Behaviour::RandomWalk => random_walk::act(game, now),
        Behaviour::KeepRange(range) => keep_range::act(game, now, i64::from(range)),
        Behaviour::Throw { item, cooldown } => throw::act(game, now, item, cooldown),
        Behaviour::PickUp(item) => pick_up::act(game, now, item),
        Behaviour::Sleep => true,
        Behaviour::Guard { patrol } => guard::act(game, now, patrol as i32),
        Behaviour::Fly { speed } => {
            fly(game, now.who, speed);
            true
        }
    }
}

/// Whether a monster may step on a tile: walkable, empty and without a trap (the dungeon's
/// creatures know where its traps lie).
pub(crate) fn is_free(level: &Level, p: Pos) -> bool {
    level.is_walkable(p) && level.creatures.id_at(p).is_none() && level.trap_at(p).is_none()
}

/// The squared straight-line distance between two tiles.
pub(crate) fn distance2(a: Pos, b: Pos) -> i64 {
    let (dx, dy) = (i64::from(a.x - b.x), i64::from(a.y - b.y));
    dx * dx + dy * dy
}

/// The free neighbour of `from` with the lowest `score`, if that is below `below`; ties go to
/// the first in `Pos::neighbours8` order.
pub(crate) fn best_step(
    level: &Level,
    from: Pos,
    below: i64,
    score: impl Fn(Pos) -> i64,
) -> Option<Pos> {
    let mut best: Option<(i64, Pos)> = None;
    for n in from.neighbours8() {
        if !is_free(level, n) {
            continue;
        }
        let s = score(n);
        if s < below && best.is_none_or(|(b, _)| s < b) {
            best = Some((s, n));
        }
    }
    best.map(|(_, p)| p)
}
