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
        Command::Move(direction) => {
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
            } else if target == here {
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
