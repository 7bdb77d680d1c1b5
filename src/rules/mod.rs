//! The rules of the game that run on the simulation's grids: what a creature sees and how it
//! walks there.

mod astar;
mod dijkstra;
pub mod fov;
pub mod paths;
mod sight;
