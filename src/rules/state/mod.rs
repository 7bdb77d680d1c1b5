//! The state of a run: everything a save holds, plain data that serde writes and reads. It
//! changes only in `apply` (by events) and in [`GameState::see`] (what the player sees becomes
//! explored); everything else reads it. The rules' caches (sight maps, paths, the player's
//! view) live beside it in [`super::Game`] and are rebuilt from it.

mod apply;
mod apply_items;
mod apply_magic;
mod apply_shop;
mod journal;
mod soundness;

pub use soundness::check_state;

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::event::{Harm, Outcome};
use super::message::Message;
use crate::grid::vision::View;
use crate::world::{
    Character, Creature, CreatureId, Dungeon, Grid, Identities, Journal, Level, MonsterId, Pos,
};

/// What ended the player's life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathCause {
    /// The last blow (or thrown item) of a creature of row `kind`, dealing `damage`.
    Creature {
        kind: MonsterId,
        damage: i32,
        thrown: bool,
    },
    /// A trap or its poison.
    Harm(Harm),
}

/// The run's random numbers, saved as the generator's state.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(from = "u64", into = "u64")]
pub(crate) struct Dice(pub fastrand::Rng);

impl From<u64> for Dice {
    fn from(state: u64) -> Self {
        Dice(fastrand::Rng::with_seed(state))
    }
}

impl From<Dice> for u64 {
    fn from(dice: Dice) -> u64 {
        dice.0.get_seed()
    }
}

/// How many messages the log keeps.
pub const LOG_LENGTH: usize = 200;

/// A run: the dungeon with every creature (the player among them, one record that goes from
/// floor to floor), what the player has explored, the turn, the log and the random state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameState {
    dungeon: Dungeon,
    /// For each floor of the dungeon, the tiles the player has seen.
    explored: Vec<Grid<bool>>,
    floor: usize,
    player: CreatureId,
    turn: u64,
    kills: u32,
    outcome: Option<Outcome>,
    dice: Dice,
    log: VecDeque<Message>,
    sneaking: bool,
    /// The deepest floor reached (by depth; the first reached on a tie).
    deepest: usize,
    death: Option<DeathCause>,
    /// Who the player is, and how far they have grown.
    character: Character,
    /// For each floor, the rooms of its layout the player has seen (and been given
    /// experience for).
    found_rooms: Vec<Vec<bool>>,
    /// The run's looks of potions and scrolls, and which kinds the player knows.
    #[serde(default)]
    identities: Identities,
    /// The floors (by index) whose map the player knows whole (magic mapping), beyond what
    /// they have seen.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    mapped: Vec<usize>,
    /// What happened, floor by floor.
    #[serde(default)]
    journal: Journal,
}

impl GameState {
    /// A run starting on `floor` of `dungeon`, `player` a creature of that floor played as
    /// `character`.
    pub(crate) fn new(
        dungeon: Dungeon,
        floor: usize,
        player: CreatureId,
        seed: u64,
        character: Character,
        identities: Identities,
    ) -> Self {
        let explored = dungeon
            .floors
            .iter()
            .map(|f| Grid::new(f.level.width(), f.level.height(), false))
            .collect();
        let found_rooms = dungeon
            .floors
            .iter()
            .map(|f| vec![false; f.level.layout.rooms.len()])
            .collect();
        GameState {
            dungeon,
            explored,
            floor,
            player,
            turn: 0,
            kills: 0,
            outcome: None,
            dice: Dice(fastrand::Rng::with_seed(seed ^ 0x7475_726e_735f_7267)),
            log: VecDeque::new(),
            sneaking: false,
            deepest: floor,
            death: None,
            character,
            found_rooms,
            identities,
            mapped: Vec::new(),
            journal: {
                let mut journal = Journal::default();
                journal.page(floor, 0);
                journal
            },
        }
    }

    /// What happened, floor by floor.
    pub fn journal(&self) -> &Journal {
        &self.journal
    }

    /// Whether the player knows a floor's whole map.
    pub fn is_mapped(&self, floor: usize) -> bool {
        self.mapped.contains(&floor)
    }

    /// What the player knows of the shuffled kinds.
    pub fn identities(&self) -> &Identities {
        &self.identities
    }

    pub fn character(&self) -> &Character {
        &self.character
    }

    /// Whether the player has seen room `room` of floor `floor`.
    pub fn room_found(&self, floor: usize, room: usize) -> bool {
        self.found_rooms
            .get(floor)
            .and_then(|f| f.get(room))
            .copied()
            .unwrap_or(false)
    }

    /// Which rooms of a floor the player has seen, by their index in its layout.
    pub fn found_rooms(&self, floor: usize) -> &[bool] {
        self.found_rooms.get(floor).map_or(&[], Vec::as_slice)
    }

    /// Counts a room as seen without experience: the rooms in view when a run starts.
    pub(crate) fn find_room(&mut self, floor: usize, room: usize) {
        if let Some(found) = self
            .found_rooms
            .get_mut(floor)
            .and_then(|f| f.get_mut(room))
        {
            *found = true;
        }
    }

    pub fn dungeon(&self) -> &Dungeon {
        &self.dungeon
    }

    /// The floor the player is on, as an index into the dungeon's floors.
    pub fn floor(&self) -> usize {
        self.floor
    }

    pub fn level(&self) -> &Level {
        &self.dungeon.floors[self.floor].level
    }

    pub fn player(&self) -> CreatureId {
        self.player
    }

    pub fn player_creature(&self) -> Option<&Creature> {
        self.level().creatures.get(self.player)
    }

    pub fn player_pos(&self) -> Pos {
        self.player_creature().map_or(Pos::new(-1, -1), |c| c.pos)
    }

    pub fn turn(&self) -> u64 {
        self.turn
    }

    pub fn kills(&self) -> u32 {
        self.kills
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_sneaking(&self) -> bool {
        self.sneaking
    }

    pub fn deepest(&self) -> usize {
        self.deepest
    }

    pub fn death(&self) -> Option<DeathCause> {
        self.death
    }

    /// The tiles of a floor the player has seen.
    pub fn explored(&self, floor: usize) -> &Grid<bool> {
        &self.explored[floor]
    }

    pub fn log(&self) -> &VecDeque<Message> {
        &self.log
    }

    pub fn seed(&self) -> u64 {
        self.dungeon.seed
    }

    /// The state of the random number generator, for the state hash.
    pub(crate) fn dice_state(&self) -> u64 {
        self.dice.0.get_seed()
    }

    /// The run's random numbers: drawing one is the only change the rules make to the state
    /// without an event, as every draw follows from the events before it.
    pub(crate) fn rng(&mut self) -> &mut fastrand::Rng {
        &mut self.dice.0
    }

    /// Marks every tile the player sees now as explored; tells whether any was not before.
    pub(crate) fn see(&mut self, view: &View) -> bool {
        view.mark_explored(&mut self.explored[self.floor])
    }

    /// Every floor's level, for a save being read to put back the terrain that the generator
    /// makes again (`run::terrain`). Play never calls this: it changes the state only by events.
    pub(crate) fn levels_for_save(&mut self) -> impl Iterator<Item = &mut Level> {
        self.dungeon.floors.iter_mut().map(|f| &mut f.level)
    }

    /// Adds a line to the log, forgetting the oldest beyond [`LOG_LENGTH`].
    pub(crate) fn record(&mut self, text: String) {
        if self.log.len() == LOG_LENGTH {
            self.log.pop_front();
        }
        self.log.push_back(Message {
            turn: self.turn,
            text,
        });
    }
}
