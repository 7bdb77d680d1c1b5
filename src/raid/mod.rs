//! Rogue Code (GAME.md §11): a player's script drives a rogue through a raid, room after room.
//! A raid room is a level of the game (`gen::raid_room`) played by its rules with the Rogue
//! Code rules on (`rules::rogue_code`); the script ([`Script`], Rhai in a sandbox) sees only the
//! rogue's perception ([`view`]) and answers with an [`RogueAction`] a turn.

mod action;
mod batch;
mod runner;
mod script;
mod summary;
pub mod view;

pub use action::RogueAction;
pub use batch::{play_raid, play_raids, RaidLog};
pub use runner::{Raid, RaidEnd, TurnRecord};
pub use script::{Script, ScriptError, MAX_OPERATIONS, MAX_SOURCE_BYTES};
pub use summary::{RaidResult, RaidSummary};
