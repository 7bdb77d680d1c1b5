//! Stairs: the player moves between floors through portals, keeping hit points and inventory;
//! floor 1's up-stairs is the dungeon's exit and ends the run.

use super::event::{Event, Who};
use super::game::Game;
use crate::world::{Level, PortalKind, PortalTarget, Pos};

/// `who` takes the stairs it stands on (the action was checked: only the player leaves the
/// dungeon).
pub(crate) fn take_stairs(game: &mut Game, who: Who) {
    let Some(here) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    let Some(portal) = game.level().portal_at(here).copied() else {
        return;
    };
    if portal.kind == PortalKind::Exit {
        let event = if game.has_treasure() {
            Event::Won { who }
        } else {
            Event::Fled { who }
        };
        return game.emit(event);
    }
    if let Some(target) = portal.to {
        travel(game, who, here, target);
    }
}

/// Carries a creature from `from` on this floor to the arrival of `target` on another, on
/// the free tile nearest to it: by stairs, or by falling through a pit.
pub fn travel(game: &mut Game, who: Who, from: Pos, target: PortalTarget) {
    let level = &game.dungeon().floors[target.floor].level;
    let at = free_tile_near(level, target.arrival);
    let first_time = !game.state.explored(target.floor).cells().contains(&true);
    game.emit(Event::TookStairs {
        who,
        from_floor: game.floor(),
        from,
        to_floor: target.floor,
        at,
    });
    if who.id == game.player() {
        super::experience::entered(game, target.floor, first_time);
    }
}

/// The walkable tile without a creature nearest to `p` (by rings of growing Chebyshev
/// distance, each in reading order); `p` itself when it is free.
pub fn free_tile_near(level: &Level, p: Pos) -> Pos {
    let free = |q: Pos| level.is_walkable(q) && level.creatures.id_at(q).is_none();
    let reach = level.width().max(level.height());
    for r in 0..=reach {
        for y in p.y - r..=p.y + r {
            for x in p.x - r..=p.x + r {
                let q = Pos::new(x, y);
                if q.chebyshev(p) == r && free(q) {
                    return q;
                }
            }
        }
    }
    p
}
