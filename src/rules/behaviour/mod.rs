//! Behaviour stacks (GAME.md §6): a creature tries its behaviours in the order `monsters.csv`
//! lists them, and the first that chooses an action ends its turn. Each behaviour is a function
//! that either chooses an [`Action`] or passes to the next with `None`; it may change the
//! creature's memory while it thinks, but only the action changes the world. The action is
//! checked and carried out as the player's are (`check`, `action`); one the rules refuse
//! becomes a wait. A thrown item's flight is no choice: it flies by `flight`.

mod beeline;
mod cast;
mod guard;
mod hunt;
mod keep_range;
mod pick_up;
mod random_walk;
mod throw;

pub use hunt::HuntMaps;

use super::action::{execute, Action};
use super::check::check;
use super::command::Direction;
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
    /// Whether a blow stunned it too recently to act (no behaviour stuns, so it holds for the
    /// whole stack).
    pub stunned: bool,
}

/// One creature's turn. `tables` are the game's own, held apart so the game can change.
pub(crate) fn act(game: &mut Game, tables: &Tables, id: CreatureId) {
    let Some(c) = game.level().creatures.get(id) else {
        return; // killed or fallen earlier in the round
    };
    let who = Who { id, kind: c.kind };
    let pos = c.pos;
    let def = tables.monster(who.kind);
    // `monsters.csv` gives a thrown thing no other behaviour.
    if let [Behaviour::Fly { speed }] = def.behaviours[..] {
        return fly(game, who, speed);
    }
    if c.mind.dozing {
        // Asleep: it neither sees nor acts until a noise wakes it (`noise`).
        return execute(game, who, Action::Wait);
    }
    let turn = game.turn();
    let stunned = c.mind.is_stunned(turn);
    if c.mind.statuses.has(crate::world::Status::Slow, turn) && turn % 2 == 1 {
        // Slowed: it lets every other turn pass.
        return execute(game, who, Action::Wait);
    }
    let player = game.player_pos();
    let sight = game.sight_of(who.kind);
    let sees_player = sight > 0 && game.creature_sees_player(pos, sight);
    if sees_player {
        game.change_mind(id, |m| m.last_seen = Some(player));
    }
    let now = Situation {
        who,
        pos,
        player,
        sees_player,
        stunned,
    };
    let chosen = def
        .behaviours
        .iter()
        .find_map(|behaviour| choose(game, &now, *behaviour));
    // Nothing in the stack acted: the creature stands by, as one that waits does.
    let action = chosen.unwrap_or(Action::Wait);
    // A refused action becomes a wait, so a wait needs no asking.
    if action == Action::Wait || check(game, who, &action).is_ok() {
        execute(game, who, action)
    } else {
        execute(game, who, Action::Wait)
    }
}

/// What one behaviour of the stack chooses, or `None` to pass to the next.
fn choose(game: &mut Game, now: &Situation, behaviour: Behaviour) -> Option<Action> {
    match behaviour {
        Behaviour::Player | Behaviour::Fly { .. } => None,
        Behaviour::Stunnable => now.stunned.then_some(Action::Wait),
        Behaviour::BeelineVisible => beeline::choose(game, now),
        Behaviour::Hunt => hunt::choose(game, now),
        Behaviour::RandomWalk => random_walk::choose(game, now),
        Behaviour::KeepRange(range) => keep_range::choose(game, now, i64::from(range)),
        Behaviour::Throw { item, cooldown } => throw::choose(game, now, item, cooldown),
        Behaviour::PickUp(item) => pick_up::choose(game, now, item),
        Behaviour::Sleep => Some(Action::Wait),
        Behaviour::Guard { patrol } => guard::choose(game, now, patrol as i32),
        // A calm keeper minds its shop; an angry one passes to the hunt.
        Behaviour::Cast { spell, cooldown } => cast::choose(game, now, spell, cooldown),
        Behaviour::Shopkeeper => {
            super::shop::is_calm_keeper(game.level(), now.who.id).then_some(Action::Wait)
        }
    }
}

/// The action that takes a creature from `from` to the neighbouring tile `to`.
pub(crate) fn step_to(from: Pos, to: Pos) -> Option<Action> {
    Direction::from_delta(to.x - from.x, to.y - from.y).map(Action::Step)
}

/// Where the monsters of the player's floor may step: its level, with the rules' cache of
/// its walls and traps (`FloorCache::blocked`), which answers without a look through the
/// level's list of traps.
#[derive(Clone, Copy)]
pub(crate) struct Footing<'a> {
    level: &'a Level,
    blocked: &'a [u8],
}

impl<'a> Footing<'a> {
    pub fn of(game: &'a Game) -> Self {
        Footing::new(game.level(), &game.floor_cache().blocked)
    }

    /// For a caller that holds other parts of the game apart: `blocked` must be the level's
    /// own cache.
    pub fn new(level: &'a Level, blocked: &'a [u8]) -> Self {
        Footing { level, blocked }
    }

    pub fn level(&self) -> &'a Level {
        self.level
    }

    /// Whether a monster may step on a tile: walkable, empty and without a trap (the
    /// dungeon's creatures know where its traps lie).
    pub fn is_free(&self, p: Pos) -> bool {
        let level = self.level;
        let free = level.in_bounds(p)
            && self.blocked[(p.y * level.width() + p.x) as usize] == 0
            && !level.creatures.stands_at(p);
        debug_assert_eq!(
            free,
            is_free(level, p),
            "the cache of walls and traps is stale at {p:?}"
        );
        free
    }

    /// Which neighbours of `from` a monster may step on: bit `k` for the `k`th of
    /// [`Pos::neighbours8`]. Inside the map's edge each is two byte reads at a fixed offset,
    /// with no bounds to test.
    pub fn free_neighbours(&self, from: Pos) -> u8 {
        let level = self.level;
        let (w, h) = (level.width(), level.height());
        let tile_by_tile = || {
            let free = from.neighbours8().map(|n| self.is_free(n));
            (0..8).fold(0, |bits, k| bits | u8::from(free[k]) << k)
        };
        if from.x < 1 || from.y < 1 || from.x >= w - 1 || from.y >= h - 1 {
            return tile_by_tile();
        }
        let i = (from.y * w + from.x) as usize;
        let mut bits = 0;
        for (k, n) in from.neighbours8().into_iter().enumerate() {
            let j = i.wrapping_add_signed(((n.y - from.y) * w + n.x - from.x) as isize);
            let free = self.blocked[j] == 0 && !level.creatures.stands_at_index(j);
            bits |= u8::from(free) << k;
        }
        debug_assert_eq!(bits, tile_by_tile());
        bits
    }
}

/// What [`Footing::is_free`] answers, from the level alone.
fn is_free(level: &Level, p: Pos) -> bool {
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
    footing: Footing,
    from: Pos,
    below: i64,
    score: impl Fn(Pos) -> i64,
) -> Option<Pos> {
    let mut best: Option<(i64, Pos)> = None;
    let free = footing.free_neighbours(from);
    for (k, n) in from.neighbours8().into_iter().enumerate() {
        if free >> k & 1 == 0 {
            continue;
        }
        let s = score(n);
        if s < below && best.is_none_or(|(b, _)| s < b) {
            best = Some((s, n));
        }
    }
    best.map(|(_, p)| p)
}
