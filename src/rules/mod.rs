//! The rules of the game: what a creature sees, how it walks, and the turn engine.
//!
//! The app drives the rules through one façade, `game::Game` (the contract the app is written
//! against; add to it, never rename):
//!
//! ```text
//! pub enum Outcome { Playing, Won, Dead }              // may grow (e.g. Fled: left without the treasure)
//! pub enum Refusal { Blocked, NoStairsHere, NothingHere, NotCarried, OutOfRange, GameOver }
//! impl Refusal { pub fn message(&self) -> &'static str }
//! impl Game {
//!     pub fn new(tables: Tables, seed: u64) -> Game;            // the dungeon, the player on floor 0
//!     pub fn tables(&self) -> &Tables;
//!     pub fn seed(&self) -> u64;
//!     pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, Refusal>; // player, then all others once
//!     pub fn level(&self) -> &Level;                            // the current floor
//!     pub fn floor(&self) -> usize;                             // row of dungeon.csv
//!     pub fn player(&self) -> &Creature;
//!     pub fn player_id(&self) -> CreatureId;
//!     pub fn outcome(&self) -> Outcome;
//!     pub fn turn(&self) -> u64;
//!     pub fn kills(&self) -> u32;
//!     pub fn is_visible(&self, p: Pos) -> bool;                 // in the player's FOV now
//!     pub fn is_explored(&self, p: Pos) -> bool;                // seen before on this floor (fog of war)
//!     pub fn is_stunned(&self, who: CreatureId) -> bool;        // hit in the last 2 turns
//!     pub fn path_to(&self, target: Pos) -> Option<Vec<Pos>>;   // over explored walkable tiles, start excluded
//!     pub fn monsters_in_view(&self) -> usize;                  // visible creatures but the player and fliers
//!     pub fn state_hash(&self) -> u64;                          // the whole state, deterministic
//! }
//! // message.rs
//! pub fn describe(event: &Event, tables: &Tables, player: CreatureId) -> Option<String>;
//! // plain sentences: "The wibble throws a rock." "It hits you for 2." "You kill the verp."
//! ```

mod astar;
pub mod command;
mod dijkstra;
pub mod event;
pub mod fov;
pub mod paths;
mod sight;
