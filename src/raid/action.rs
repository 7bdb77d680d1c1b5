//! The actions a script returns (GAME.md §11), and the functions that make them: `sneak(dx,
//! dy)`, `move(dx, dy)` or `move(dx1, dy1, dx2, dy2)`, `melee(x, y)`, `ranged(x, y)`,
//! `steal(dx, dy)` (`steal(0, 0)` for the rogue's own tile) and `wait()`. Directions are steps
//! of -1, 0 or 1; targets are tiles of the room, (0, 0) its north-west corner.

use std::fmt;

use rhai::{Engine, EvalAltResult, Position};

use crate::data::raids::RogueAct;
use crate::rules::Direction;
use crate::world::Pos;

/// One turn's action, in room coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RogueAction {
    Sneak(Direction),
    Move(Direction, Direction),
    Melee(Pos),
    Ranged(Pos),
    /// From the rogue's own tile (`None`) or a neighbour.
    Steal(Option<Direction>),
    Wait,
}

impl RogueAction {
    pub fn act(self) -> RogueAct {
        match self {
            RogueAction::Sneak(_) => RogueAct::Sneak,
            RogueAction::Move(..) => RogueAct::Move,
            RogueAction::Melee(_) => RogueAct::Melee,
            RogueAction::Ranged(_) => RogueAct::Ranged,
            RogueAction::Steal(_) => RogueAct::Steal,
            RogueAction::Wait => RogueAct::Wait,
        }
    }
}

impl fmt::Display for RogueAction {
    /// As a script writes it: `sneak(1, 0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = |d: Direction| d.delta();
        match *self {
            RogueAction::Sneak(a) => write!(f, "sneak({}, {})", d(a).0, d(a).1),
            RogueAction::Move(a, b) if a == b => write!(f, "move({}, {})", d(a).0, d(a).1),
            RogueAction::Move(a, b) => {
                write!(f, "move({}, {}, {}, {})", d(a).0, d(a).1, d(b).0, d(b).1)
            }
            RogueAction::Melee(p) => write!(f, "melee({}, {})", p.x, p.y),
            RogueAction::Ranged(p) => write!(f, "ranged({}, {})", p.x, p.y),
            RogueAction::Steal(None) => write!(f, "steal(0, 0)"),
            RogueAction::Steal(Some(a)) => write!(f, "steal({}, {})", d(a).0, d(a).1),
            RogueAction::Wait => write!(f, "wait()"),
        }
    }
}

type Made = Result<RogueAction, Box<EvalAltResult>>;

/// The direction of a step `(dx, dy)`, or the error a script sees.
fn direction(what: &str, dx: i64, dy: i64) -> Result<Direction, Box<EvalAltResult>> {
    let step = (i32::try_from(dx).ok(), i32::try_from(dy).ok());
    match step {
        (Some(x), Some(y)) => Direction::from_delta(x, y),
        _ => None,
    }
    .ok_or_else(|| {
        let message = format!("{what}({dx}, {dy}): a step is dx and dy of -1, 0 or 1, not both 0");
        Box::new(EvalAltResult::ErrorRuntime(message.into(), Position::NONE))
    })
}

fn tile(x: i64, y: i64) -> Pos {
    let clamp = |n: i64| n.clamp(-1, 1000) as i32;
    Pos::new(clamp(x), clamp(y))
}

/// Registers the action type and the functions that make actions.
pub(super) fn register_actions(engine: &mut Engine) {
    engine.register_type_with_name::<RogueAction>("Action");
    engine.register_fn("to_string", |a: &mut RogueAction| a.to_string());
    engine.register_fn("sneak", |dx: i64, dy: i64| -> Made {
        Ok(RogueAction::Sneak(direction("sneak", dx, dy)?))
    });
    engine.register_fn("move", |dx: i64, dy: i64| -> Made {
        let d = direction("move", dx, dy)?;
        Ok(RogueAction::Move(d, d))
    });
    engine.register_fn("move", |dx1: i64, dy1: i64, dx2: i64, dy2: i64| -> Made {
        Ok(RogueAction::Move(
            direction("move", dx1, dy1)?,
            direction("move", dx2, dy2)?,
        ))
    });
    engine.register_fn("melee", |x: i64, y: i64| RogueAction::Melee(tile(x, y)));
    engine.register_fn("ranged", |x: i64, y: i64| RogueAction::Ranged(tile(x, y)));
    engine.register_fn("steal", |dx: i64, dy: i64| -> Made {
        if (dx, dy) == (0, 0) {
            return Ok(RogueAction::Steal(None));
        }
        Ok(RogueAction::Steal(Some(direction("steal", dx, dy)?)))
    });
    engine.register_fn("wait", || RogueAction::Wait);
}
