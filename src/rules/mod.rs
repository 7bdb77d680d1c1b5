//! The rules of the game: turns, behaviours, combat, thrown items, stairs, and what creatures
//! see and how they walk there.
//!
//! Commands go in ([`Command`]), events come out ([`Event`]): [`Game::act`] turns a command
//! into an [`Action`], checks it (`check`) and plays it, then every other creature's action,
//! chosen by its behaviours and checked and played the same way (`turn`, `behaviour`,
//! `combat`, `flight`, `stairs`), and changes the state only by applying events (`state`, which a save holds).

pub mod ability_checks;
pub mod action;
pub mod attack;
pub mod behaviour;
pub mod character;
pub mod check;
mod combat;
pub mod command;
pub mod event;
mod experience;
pub mod flight;
pub mod game;
pub mod hash;
pub mod items;
mod look;
pub mod magic;
pub mod message;
pub mod names;
pub mod mind {
    //! A creature's memory, kept in the world with the creature.
    pub use crate::world::{Flight, Mind, Poison, STUN_SHRUG_TURNS, STUN_TURNS};
}
pub mod perception;
pub mod rogue;
pub mod rogue_code;
pub mod scenario;
pub mod shop;
pub mod stairs;
pub mod state;
pub mod traps;
mod turn;

pub use action::Action;
pub use check::Refusal;
pub use combat::STUN_CHANCE;
pub use command::{Command, Direction};
pub use event::{Event, Gain, Harm, Outcome, Who};
pub use game::{default_character, Game};
pub use message::Message;
pub use state::{DeathCause, GameState};
