//! The robot players: they decide from what the player could perceive
//! (`rules::perception`) and act only through the player's `Command`s, as a player at the
//! keyboard does. `torchdeep bots` measures the classes' odds with them; the window's
//! scripted demo plays with them.

pub mod autoplay;
pub mod belongings;
mod casting;
mod walk_map;
