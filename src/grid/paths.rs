//! Shortest paths on the tile grid: 8-connected, every step (orthogonal or diagonal) costs 1,
//! so distances are Chebyshev distances around obstacles.
//!
//! [`DijkstraMap`] holds the distance of every tile to the nearest of some sources (a
//! breadth-first search, which is Dijkstra's algorithm when all steps cost the same); monsters
//! roll down it. [`AStar`] finds one optimal path between two tiles.

pub use super::astar::{astar, AStar};
pub use super::dijkstra::DijkstraMap;

/// The eight steps in the order the searches try them; diagonals last.
pub(super) const STEPS: [(i32, i32); 8] = [
    (0, -1),
    (1, 0),
    (0, 1),
    (-1, 0),
    (1, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
];
