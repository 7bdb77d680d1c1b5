//! The screens around the dungeon: title, character creation, hall of fame, help, pause, the
//! character, the inventory, the journal, the shop, the spellbook and the end of a run.

pub mod character;
pub mod create;
pub mod end;
mod glow;
pub mod hall;
pub mod help;
pub mod inventory;
pub mod journal;
pub mod pause;
pub mod shop;
pub mod spellbook;
mod stones;
pub mod title;
