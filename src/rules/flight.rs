//! Thrown items. A thrown item takes to the air as a creature of its own (the row of
//! `monsters.csv` whose behaviours hold `fly`), carrying the item. Each turn it moves `speed`
//! tiles along the straight line from where it was thrown to its target; its thrower rolls to
//! hit the first creature in its way (with DEX), falls when it meets another in the air,
//! stops before walls and closed doors, and lands on its target. Wherever its flight ends, the
//! item drops on the last free tile it reached, never inside a wall.

use super::attack::Style;
use super::combat::{attack, carried_item};
use super::event::{Event, Who};
use super::game::Game;
use super::mind::Flight;
use crate::data::ItemId;
use crate::grid::vision::is_closed_door;
use crate::world::{Level, Pos};

/// How far from the thrower a throw may aim, in tiles: far past any map's edge (the item stops
/// at the first wall), near enough that a line's arithmetic never overflows.
pub const TARGET_REACH: i32 = 1 << 12;

/// Tile `k` of the straight line from `from` to `to` (tile 0 is `from`, tile `n` is `to`, with
/// `n` their Chebyshev distance): one tile along the longer axis per step, the other axis
/// rounded half away from zero. Computed from `k` alone, so a flight keeps no list of tiles.
pub fn line_point(from: Pos, to: Pos, k: i32) -> Pos {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let n = dx.abs().max(dy.abs());
    if n == 0 {
        return from;
    }
    let along = |d: i32| {
        let num = 2 * d * k;
        let rounded = (num.abs() + n) / (2 * n);
        rounded * num.signum()
    };
    Pos::new(from.x + along(dx), from.y + along(dy))
}

/// Whether a thrown item stops before this tile: anything a creature cannot walk on, and
/// closed doors.
pub fn stops_flight(level: &Level, p: Pos) -> bool {
    !level.is_walkable(p) || is_closed_door(level, p)
}

/// `thrower` throws one thing of the first item of `kind` it carries at `target`. The item
/// leaves the hand onto the first tile of its line; when that tile is already taken it
/// strikes or falls at once.
pub(crate) fn throw(game: &mut Game, thrower: Who, kind: ItemId, target: Pos) {
    let Some((flier_kind, _)) = game.kinds.flier else {
        return;
    };
    let Some(c) = game.level().creatures.get(thrower.id) else {
        return;
    };
    let from = c.pos;
    let Some(item) = c.inventory.first_of(kind).map(|i| i.with_count(1)) else {
        return;
    };
    game.emit(Event::Thrown {
        who: thrower,
        item,
        from,
        target,
    });
    let first = line_point(from, target, 1);
    let in_hand = |game: &mut Game| {
        game.emit(Event::Landed {
            flier: None,
            item,
            at: from,
        })
    };
    if stops_flight(game.level(), first) {
        return in_hand(game);
    }
    if let Some(other) = game.level().creatures.id_at(first) {
        let Some(victim) = game.who(other) else {
            return in_hand(game);
        };
        if game.flight(other).is_some() {
            game.emit(Event::Collided {
                flier: None,
                other: victim,
                at: first,
            });
            fall(game, victim, first);
        } else {
            attack(game, thrower, victim, Style::Throw(kind));
        }
        return in_hand(game);
    }
    let flier = Who {
        id: game.level().creatures.next_id(),
        kind: flier_kind,
    };
    let hp = game.tables.monster(flier_kind).hp;
    let flight = Flight {
        from,
        target,
        step: 1,
        thrower,
    };
    game.emit(Event::Launched {
        flier,
        thrower,
        item,
        at: first,
        hp,
        flight,
    });

    if first == target {
        fall(game, flier, first);
    }
}

/// A thrown item's turn: up to `speed` tiles along its line.
pub(crate) fn fly(game: &mut Game, flier: Who, speed: u32) {
    for _ in 0..speed {
        let Some(pos) = game.level().creatures.get(flier.id).map(|c| c.pos) else {
            return;
        };
        let Some(mut flight) = game.flight(flier.id) else {
            return;
        };
        if pos == flight.target {
            return fall(game, flier, pos);
        }
        let next = line_point(flight.from, flight.target, flight.step + 1);
        if stops_flight(game.level(), next) {
            return fall(game, flier, pos);
        }
        if let Some(other) = game.level().creatures.id_at(next) {
            let Some(victim) = game.who(other) else {
                return fall(game, flier, pos);
            };
            if game.flight(other).is_some() {
                game.emit(Event::Collided {
                    flier: Some(flier),
                    other: victim,
                    at: next,
                });
                fall(game, victim, next);
            } else {
                let kind = carried_item(game, flier.id).map(|i| i.kind);
                let style = kind.map_or(Style::Blow, Style::Throw);
                attack(game, flight.thrower, victim, style);
            }
            return fall(game, flier, pos);
        }
        game.emit(Event::Moved {
            who: flier,
            from: pos,
            to: next,
        });
        flight.step += 1;
        game.change_mind(flier.id, |m| m.flight = Some(flight));
        if next == flight.target {
            return fall(game, flier, next);
        }
    }
}

/// A thrown item in the air drops to the floor where it is.
fn fall(game: &mut Game, flier: Who, at: Pos) {
    if let Some(item) = carried_item(game, flier.id) {
        game.emit(Event::Landed {
            flier: Some(flier),
            item,
            at,
        });
    }
    game.change_mind(flier.id, |m| m.flight = None);
}
