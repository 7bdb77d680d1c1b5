//! The game: a small façade over the simulation. Commands go in through [`Game::act`]; the
//! events of the turn come out; everything else is a read-only look at the state.

use std::collections::VecDeque;
use std::sync::Arc;

use super::behaviour::HuntMaps;
use super::check::{check, Refusal};
use super::command::Command;
use super::event::{Event, Outcome, Who};
use super::message::Message;
use super::mind::Minds;
use super::paths::AStar;
use super::vision::{FloorVision, View};
use crate::data::{Behaviour, ItemId, MonsterId, Tables};
use crate::gen::generate_dungeon;
use crate::world::{CreatureId, Dungeon, DungeonFloor, Level, PortalKind, Pos};

/// The rules' own state of one floor, beside its level.
#[derive(Clone, Debug)]
pub(crate) struct FloorState {
    pub vision: FloorVision,
    pub minds: Minds,
    /// A byte per tile, non-zero where no monster walks: what paths are searched on. Walls and
    /// rock are [`WALL`], traps (which the dungeon's creatures know and avoid) [`TRAP`].
    pub blocked: Vec<u8>,
}

impl FloorState {
    fn new(level: &Level) -> Self {
        let blocked = (0..level.height())
            .flat_map(|y| (0..level.width()).map(move |x| Pos::new(x, y)))
            .map(|p| {
                if !level.is_walkable(p) {
                    WALL
                } else if level.trap_at(p).is_some() {
                    TRAP
                } else {
                    0
                }
            })
            .collect();
        FloorState {
            vision: FloorVision::new(level),
            minds: Minds::default(),
            blocked,
        }
    }
}

/// A tile of [`FloorState::blocked`] no creature can walk on.
pub(crate) const WALL: u8 = 1;
/// A tile of [`FloorState::blocked`] with a trap: walkable, but monsters keep off it.
pub(crate) const TRAP: u8 = 2;

/// Rows of the tables the rules look up every turn.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Kinds {
    pub player: MonsterId,
    /// The thrown-item creature (`rock_in_flight`): its row and speed.
    pub flier: Option<(MonsterId, u32)>,
    pub treasure: Option<ItemId>,
    pub max_hp: i32,
}

/// How many messages the log keeps.
const LOG_LENGTH: usize = 200;

/// A run of the game: the dungeon, the player, the turn and the seeded random numbers.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) tables: Arc<Tables>,
    pub(crate) dungeon: Dungeon,
    pub(crate) floors: Vec<FloorState>,
    pub(crate) floor: usize,
    pub(crate) player: CreatureId,
    pub(crate) kinds: Kinds,
    pub(crate) turn: u64,
    pub(crate) kills: u32,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) rng: fastrand::Rng,
    pub(crate) view: View,
    pub(crate) hunt: HuntMaps,
    /// The search guards walk their beats with, kept for its allocations.
    pub(crate) patrols: AStar,
    /// The events of the last turn.
    pub(crate) events: Vec<Event>,
    /// The creatures to act this round, kept for its allocation.
    pub(crate) order: Vec<CreatureId>,
    pub(crate) log: VecDeque<Message>,
    /// Whether the player sneaks: a careful pace that notices hidden traps more often.
    pub(crate) sneaking: bool,
}

impl Game {
    /// A new run: the dungeon of `seed`, the player at the first floor's arrival.
    pub fn new(tables: impl Into<Arc<Tables>>, seed: u64) -> Game {
        Game::new_on_floor(tables, seed, 0)
    }

    /// A new run that starts on another floor of the dungeon (by its index in `dungeon.csv`),
    /// at the foot of its up-stairs: for trying out deep floors.
    pub fn new_on_floor(tables: impl Into<Arc<Tables>>, seed: u64, floor: usize) -> Game {
        let tables = tables.into();
        let mut dungeon = generate_dungeon(&tables, seed);
        let player_kind = tables.player();
        let floor = floor.min(dungeon.floors.len() - 1);
        let first = &mut dungeon.floors[0].level;
        let mut player = first
            .creatures
            .iter()
            .find(|c| c.kind == player_kind)
            .map(|c| c.id)
            .expect("a new dungeon has its player on the first floor");
        if floor != 0 {
            let body = first.creatures.remove(player).expect("the player exists");
            let level = &mut dungeon.floors[floor].level;
            let arrival = level
                .portals
                .iter()
                .find(|p| matches!(p.kind, PortalKind::Up | PortalKind::Exit))
                .map_or(Pos::new(1, 1), |p| p.landing);
            let at = super::stairs::free_tile_near(level, arrival);
            player = level
                .creatures
                .spawn(body.kind, at, body.hp, body.inventory)
                .expect("a free tile was found");
        }
        Game::from_dungeon(tables, dungeon, floor, player, seed)
    }

    /// A game on one hand-made level, as the dungeon's first floor (row 0 of `dungeon.csv`):
    /// for tests and tools. `player` must be a creature of the level.
    pub fn from_level(
        tables: impl Into<Arc<Tables>>,
        level: Level,
        player: CreatureId,
        seed: u64,
    ) -> Game {
        let tables = tables.into();
        let depth = tables.dungeon.first().map_or(1, |f| f.depth);
        let dungeon = Dungeon {
            seed,
            floors: vec![DungeonFloor {
                spec: 0,
                depth,
                level,
            }],
        };
        Game::from_dungeon(tables, dungeon, 0, player, seed)
    }

    /// A game on a given dungeon with the player on `floor`: for tests and tools (stairs
    /// between hand-made levels). `player` must be a creature of that floor's level.
    pub fn from_dungeon(
        tables: impl Into<Arc<Tables>>,
        dungeon: Dungeon,
        floor: usize,
        player: CreatureId,
        seed: u64,
    ) -> Game {
        let tables = tables.into();
        assert!(
            dungeon.floors[floor].level.creatures.get(player).is_some(),
            "the player must stand on the starting floor"
        );
        let player_def = tables.monster(tables.player());
        let flier = tables.monsters.iter().enumerate().find_map(|(i, m)| {
            m.behaviours.iter().find_map(|b| match *b {
                Behaviour::Fly { speed } => Some((MonsterId(i as u16), speed)),
                _ => None,
            })
        });
        let kinds = Kinds {
            player: tables.player(),
            flier,
            treasure: tables.treasure(),
            max_hp: player_def.hp,
        };
        let widest_sight = tables.monsters.iter().map(|m| m.sight).max().unwrap_or(0);
        let floors: Vec<FloorState> = dungeon
            .floors
            .iter()
            .map(|f| FloorState::new(&f.level))
            .collect();
        let level = &dungeon.floors[floor].level;
        let view = View::new(
            level.width(),
            level.height(),
            player_def.sight,
            widest_sight,
        );
        let mut game = Game {
            hunt: HuntMaps::new(),
            patrols: AStar::new(0, 0),
            tables,
            dungeon,
            floors,
            floor,
            player,
            kinds,
            turn: 0,
            kills: 0,
            outcome: None,
            rng: fastrand::Rng::with_seed(seed ^ 0x7475_726e_735f_7267),
            view,
            events: Vec::new(),
            order: Vec::new(),
            log: VecDeque::new(),
            sneaking: false,
        };
        game.refresh_view();
        game
    }

    /// Carries out one command: the player acts, then every other creature of the floor acts
    /// once. Returns the turn's events, or why the command was refused (then nothing changed
    /// and no turn passed).
    pub fn act(&mut self, command: Command) -> Result<&[Event], Refusal> {
        check(self, &command)?;
        if command == Command::ToggleSneak {
            // A change of pace, not an action: no turn passes.
            self.events.clear();
            self.emit(Event::SneakToggled {
                who: self.player_who(),
                on: !self.sneaking,
            });
            self.record_messages();
            return Ok(&self.events);
        }
        super::turn::play_turn(self, command);
        Ok(&self.events)
    }

    /// As [`Game::act`], with the events in a vector of their own.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, Refusal> {
        self.act(command).map(<[Event]>::to_vec)
    }

    /// Whether a command would be carried out now, and why not.
    pub fn check(&self, command: &Command) -> Result<(), Refusal> {
        check(self, command)
    }

    /// The events of the last turn, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The latest messages, oldest first: plain sentences about what the player saw happen.
    pub fn messages(&self) -> impl DoubleEndedIterator<Item = &Message> + ExactSizeIterator {
        self.log.iter()
    }

    pub(crate) fn level_mut(&mut self) -> &mut Level {
        &mut self.dungeon.floors[self.floor].level
    }

    pub(crate) fn who(&self, id: CreatureId) -> Option<Who> {
        self.level()
            .creatures
            .get(id)
            .map(|c| Who { id, kind: c.kind })
    }

    pub(crate) fn player_who(&self) -> Who {
        Who {
            id: self.player,
            kind: self.kinds.player,
        }
    }

    pub(crate) fn floor_state(&mut self) -> &mut FloorState {
        &mut self.floors[self.floor]
    }

    /// Brings the player's view up to date and marks what it shows as explored.
    pub(crate) fn refresh_view(&mut self) {
        let origin = self.player_pos();
        let state = &mut self.floors[self.floor];
        self.view.refresh(&state.vision.sight, origin);
        self.view.mark_explored(&mut state.vision.explored);
    }

    /// Whether a creature on `from` with sight radius `sight` sees the player now.
    pub(crate) fn creature_sees_player(&mut self, from: Pos, sight: i32) -> bool {
        if self.view.is_stale() {
            self.refresh_view();
        }
        self.view.sees_player(from, sight)
    }

    /// Adds the sentences of the last turn's events that the player witnessed to the log.
    pub(crate) fn record_messages(&mut self) {
        let player = self.kinds.player;
        for event in &self.events {
            let witnessed =
                event.involves(player) || event.at().is_some_and(|p| self.view.player_sees(p));
            if !witnessed {
                continue;
            }
            if let Some(text) = super::message::describe(event, &self.tables, self.player) {
                if self.log.len() == LOG_LENGTH {
                    self.log.pop_front();
                }
                self.log.push_back(Message {
                    turn: self.turn,
                    text,
                });
            }
        }
    }

    /// Applies an event to the state and records it.
    pub(crate) fn emit(&mut self, event: Event) {
        self.apply_event(&event);
        self.events.push(event);
    }
}
