//! Algorithms on the tile grid that need only the world: shortest paths (A* and its banded
//! and word-parallel forms, Dijkstra maps), the field of view and the lines of sight. The
//! rules, the generator and the robots ask them; they know nothing of the game.

mod astar;
mod astar_band;
mod astar_words;
mod dijkstra;
pub mod fov;
pub mod paths;
mod sight;
pub mod vision;
