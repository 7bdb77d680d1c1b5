//! `guard: {patrol: N}` (GAME.md §7): a guard that sees the player closes in and attacks;
//! otherwise it patrols its post, the tile it stood on when it first kept watch, walking to
//! random free tiles within `N` steps of it. A guard that chased the intruder away from its
//! post walks back. It always acts: a guard never wanders off by a later behaviour.

use super::{beeline, best_step, distance2, step_to, Footing, Situation};
use crate::grid::paths::AStar;
use crate::rules::action::Action;
use crate::rules::game::Game;
use crate::world::Pos;

/// Tries to find a free tile near the post before standing still for a turn.
const WAYPOINT_TRIES: usize = 8;

pub(super) fn choose(game: &mut Game, now: &Situation, patrol: i32) -> Option<Action> {
    let id = now.who.id;
    let mut mind = game.mind(id);
    let post = *mind.post.get_or_insert(now.pos);
    if now.sees_player {
        mind.waypoint = None;
        game.set_mind(id, mind);
        return Some(beeline::choose(game, now).unwrap_or(Action::Wait));
    }
    let waypoint = match mind.waypoint {
        Some(w) if w != now.pos => Some(w),
        _ => choose_waypoint(game, post, patrol),
    };
    mind.waypoint = waypoint;
    game.set_mind(id, mind);
    let Some(waypoint) = waypoint else {
        return Some(Action::Wait);
    };
    // On patrol it keeps within its beat; away from it, it takes any way back.
    let beat = (now.pos.chebyshev(post) <= patrol).then_some((post, patrol));
    let step = step_towards(game, now.pos, waypoint, beat).and_then(|to| step_to(now.pos, to));
    if step.is_none() {
        // Blocked (by another creature, say): pick somewhere else next turn.
        game.change_mind(id, |m| m.waypoint = None);
    }
    Some(step.unwrap_or(Action::Wait))
}

/// A random free tile within `patrol` steps of the post; `None` after a few misses (it stands
/// still this turn and tries again the next).
fn choose_waypoint(game: &mut Game, post: Pos, patrol: i32) -> Option<Pos> {
    for _ in 0..WAYPOINT_TRIES {
        let p = post.offset(
            game.rng().i32(-patrol..=patrol),
            game.rng().i32(-patrol..=patrol),
        );
        if Footing::of(game).is_free(p) {
            return Some(p);
        }
    }
    None
}

/// The first step of a shortest path to `goal` around walls, traps and other creatures, and
/// within `beat` (a post and a distance) if given; the neighbour nearest to it when no such
/// path exists.
fn step_towards(game: &mut Game, from: Pos, goal: Pos, beat: Option<(Pos, i32)>) -> Option<Pos> {
    // The level and the kept search are separate fields: borrow them apart.
    let footing = Footing::new(game.state.level(), &game.floors[game.state.floor()].blocked);
    let level = footing.level();
    let search = &mut game.patrols;
    if !search.fits(level.width(), level.height()) {
        *search = AStar::new(level.width(), level.height());
    }
    let on_beat = |p: Pos| beat.is_none_or(|(post, patrol)| p.chebyshev(post) <= patrol);
    if from.chebyshev(goal) > 1 {
        let path = search.find_path(from, goal, |p| {
            on_beat(p) && (p == goal || footing.is_free(p))
        });
        if let Some(&next) = path.as_ref().and_then(|p| p.first()) {
            if next != from && footing.is_free(next) {
                return Some(next);
            }
        }
    }
    let here = distance2(from, goal);
    best_step(footing, from, here, |n| match on_beat(n) {
        true => distance2(n, goal),
        false => i64::MAX,
    })
}
