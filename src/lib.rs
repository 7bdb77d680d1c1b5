//! torchdeep's simulation: the world, its generation, its rules and its data.
//! A plain library with no window, no graphics and no sound, so tests and command-line tools
//! use it headless; the app layer (`src/app`, in the binary) draws it.

pub mod bot;
pub mod data;
pub mod export;
pub mod gen;
pub mod grid;
pub mod raid;
pub mod rules;
pub mod run;
pub mod world;
