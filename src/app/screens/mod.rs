//! The screens around the dungeon: title, hall of fame, help, pause and the end of a run.

pub mod end;
pub mod hall;
pub mod help;
pub mod pause;
pub mod title;
