//! Whether a command can be carried out now; a refused command costs no turn and changes
//! nothing, and its reason is a sentence the app can show.

use std::fmt;

use super::command::Command;
use super::game::Game;
use crate::world::PortalKind;

/// Why a command was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// A wall, rock or the edge of the map is in the way.
    Blocked,
    /// No stairs of that kind here, or stairs that lead nowhere.
    NoStairsHere,
    /// Nothing lies on the player's tile.
    NothingHere,
    /// The item is not in the inventory, or cannot be thrown.
    NotCarried,
    /// A throw at the thrower's own tile. (A target beyond walls or the map's edge is fine:
    /// the item stops at the first wall.)
    OutOfRange,
    /// No creature on the dart's target tile, or none the player sees.
    NoTarget,
    /// The dart's target is more than `rogue::DART_RANGE` tiles away.
    TooFar,
    /// A wall, door or creature stands between the player and the dart's target.
    NoClearLine,
    /// Nothing lies on the neighbouring tile to steal from.
    NothingThere,
    /// The run has ended.
    GameOver,
}

impl Refusal {
    /// The reason as a sentence for the message log.
    pub fn message(&self) -> &'static str {
        match self {
            Refusal::Blocked => "Something is in the way.",
            Refusal::NoStairsHere => "There are no stairs here that go that way.",
            Refusal::NothingHere => "There is nothing here to pick up.",
            Refusal::NotCarried => "You have nothing like that to throw.",
            Refusal::OutOfRange => "You cannot throw there.",
            Refusal::NoTarget => "There is nothing there to throw a dart at.",
            Refusal::TooFar => "That is too far for a dart (5 tiles at most).",
            Refusal::NoClearLine => "Something stands in the dart's way.",
            Refusal::NothingThere => "There is nothing there to take.",
            Refusal::GameOver => "The run is over.",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for Refusal {}

/// Checks a command against the state of the game.
pub fn check(game: &Game, command: &Command) -> Result<(), Refusal> {
    if game.outcome().is_some() {
        return Err(Refusal::GameOver);
    }
    let level = game.level();
    let here = game.player_pos();
    match *command {
        Command::Wait | Command::ToggleSneak => Ok(()),
        Command::Dash(direction) | Command::Move(direction) => {
            let to = direction.step(here);
            if level.is_walkable(to) {
                Ok(())
            } else {
                Err(Refusal::Blocked)
            }
        }
        Command::PickUp => {
            if level.items.is_empty_at(here) {
                Err(Refusal::NothingHere)
            } else {
                Ok(())
            }
        }
        Command::ThrowDart { target } => {
            let seen = game.is_visible(target)
                && level
                    .creatures
                    .id_at(target)
                    .is_some_and(|id| id != game.player() && game.flight(id).is_none());
            if !seen {
                Err(Refusal::NoTarget)
            } else if here.chebyshev(target) > super::rogue::DART_RANGE {
                Err(Refusal::TooFar)
            } else if !super::rogue::clear_line(game, here, target) {
                Err(Refusal::NoClearLine)
            } else {
                Ok(())
            }
        }
        Command::Steal(direction) => {
            let at = direction.step(here);
            if level.in_bounds(at) && !level.items.is_empty_at(at) {
                Ok(())
            } else {
                Err(Refusal::NothingThere)
            }
        }
        Command::Throw { item, target } => {
            let carried = game
                .player_creature()
                .is_some_and(|c| c.inventory.count(item) > 0);
            let throwable = game
                .tables()
                .items
                .get(usize::from(item.0))
                .is_some_and(|d| d.throwable);
            if !carried || !throwable || game.flier_kind().is_none() {
                Err(Refusal::NotCarried)
            } else if target == here || here.chebyshev(target) > super::flight::TARGET_REACH {
                Err(Refusal::OutOfRange)
            } else {
                Ok(())
            }
        }
        Command::Descend | Command::Ascend => {
            let wanted = |kind: PortalKind| match command {
                Command::Descend => kind == PortalKind::Down,
                _ => kind == PortalKind::Up || kind == PortalKind::Exit,
            };
            match level.portal_at(here) {
                Some(p) if wanted(p.kind) && (p.kind == PortalKind::Exit || p.to.is_some()) => {
                    Ok(())
                }
                _ => Err(Refusal::NoStairsHere),
            }
        }
    }
}
