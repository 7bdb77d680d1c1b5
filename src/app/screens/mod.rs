//! The screens around the dungeon: title, help, pause and the end of a run.

pub mod end;
pub mod help;
pub mod pause;
pub mod title;
