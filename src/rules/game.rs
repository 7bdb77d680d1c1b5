//! The game: a small façade over the simulation. Commands go in through [`Game::act`]; the
//! events of the turn come out; everything else is a read-only look at the state.

use std::sync::Arc;

use super::behaviour::HuntMaps;
use super::check::{check_command, Refusal};
use super::command::Command;
use super::event::{Event, Who};
use super::message::Message;
use super::state::GameState;
use crate::data::{Behaviour, ItemId, MonsterId, Tables};
use crate::gen::generate_dungeon;
use crate::grid::paths::AStar;
use crate::grid::vision::{FloorVision, View};
use crate::world::{Character, CreatureId, Dungeon, DungeonFloor, Level, Mind, PortalKind, Pos};

/// The rules' caches of one floor, rebuilt from its level: what blocks sight, and where no
/// monster walks.
#[derive(Clone, Debug)]
pub(crate) struct FloorCache {
    pub vision: FloorVision,
    /// A byte per tile, non-zero where no monster walks: what paths are searched on. Walls and
    /// rock are [`WALL`], traps (which the dungeon's creatures know and avoid) [`TRAP`].
    pub blocked: Vec<u8>,
}

impl FloorCache {
    fn new(level: &Level) -> Self {
        let mut blocked: Vec<u8> = (0..level.height())
            .flat_map(|y| (0..level.width()).map(move |x| Pos::new(x, y)))
            .map(|p| if level.is_walkable(p) { 0 } else { WALL })
            .collect();
        // The traps laid on walkable tiles, from their list rather than a search of it a tile.
        for trap in level.traps.iter().filter(|t| level.in_bounds(t.pos)) {
            let cell = &mut blocked[(trap.pos.y * level.width() + trap.pos.x) as usize];
            if *cell == 0 {
                *cell = TRAP;
            }
        }
        FloorCache {
            vision: FloorVision::new(level),
            blocked,
        }
    }

    /// The byte of [`FloorCache::blocked`] for `p` of `level` (the level it was built from),
    /// `None` off the map.
    pub fn at(&self, level: &Level, p: Pos) -> Option<u8> {
        let i = (p.y * level.width() + p.x) as usize;
        level.in_bounds(p).then(|| self.blocked[i])
    }
}

/// A tile of [`FloorCache::blocked`] no creature can walk on.
pub(crate) const WALL: u8 = 1;
/// A tile of [`FloorCache::blocked`] with a trap: walkable, but monsters keep off it.
pub(crate) const TRAP: u8 = 2;

/// The character a run gets when none was made: the first playable class and the first race,
/// with a name drawn from the seed.
pub fn default_character(tables: &Tables, seed: u64) -> Character {
    let name = super::character::name_for_seed(seed);
    let class = tables
        .playable_classes()
        .next()
        .map_or("", |c| c.id.as_str());
    let race = tables.races.first().map_or("", |r| r.id.as_str());
    super::character::create(tables, &name, class, race)
        .expect("loading guarantees a playable class and a race")
}

/// Rows of the tables the rules look up every turn.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Kinds {
    pub player: MonsterId,
    /// The thrown-item creature (`rock_in_flight`): its row and speed.
    pub flier: Option<(MonsterId, u32)>,
    pub treasure: Option<ItemId>,
}

/// A run of the game: its state (what a save holds) and the tables it is played with, and the
/// caches the rules keep beside them.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) tables: Arc<Tables>,
    pub(crate) kinds: Kinds,
    pub(crate) state: GameState,
    pub(crate) floors: Vec<FloorCache>,
    pub(crate) view: View,
    pub(crate) hunt: HuntMaps,
    /// The search guards walk their beats with, kept for its allocations.
    pub(crate) patrols: AStar,
    /// The events of the last turn.
    pub(crate) events: Vec<Event>,
    /// The creatures to act this round, kept for its allocation.
    pub(crate) order: Vec<CreatureId>,
    /// Set in a Rogue Code raid room: the rules the rogue plays by there.
    pub(crate) rogue_code: Option<super::rogue_code::RogueCodeRules>,
    /// By floor: whether tiles were explored there since its rooms were last looked over
    /// for experience (`experience::explore`), which otherwise would find nothing new.
    pub(crate) rooms_to_look_over: Vec<bool>,
    /// See [`Game::revision`].
    revision: u64,
}

impl Game {
    /// A new run: the dungeon of `seed`, the player at the first floor's arrival, played as
    /// the seed's [`default_character`].
    pub fn new(tables: impl Into<Arc<Tables>>, seed: u64) -> Game {
        Game::new_on_floor(tables, seed, 0)
    }

    /// A new run that starts on another floor of the dungeon (by its index in `dungeon.csv`),
    /// at the foot of its up-stairs: for trying out deep floors.
    pub fn new_on_floor(tables: impl Into<Arc<Tables>>, seed: u64, floor: usize) -> Game {
        let tables = tables.into();
        let character = default_character(&tables, seed);
        Game::new_as(tables, seed, floor, character)
    }

    /// A new run of a character made on the creation screen (or by `--class` and `--race`):
    /// the player starts at full hit points with the class's kit.
    pub fn new_as(
        tables: impl Into<Arc<Tables>>,
        seed: u64,
        floor: usize,
        character: Character,
    ) -> Game {
        let tables = tables.into();
        let dungeon = generate_dungeon(&tables, seed);
        Game::new_in(tables, dungeon, seed, floor, character)
    }

    /// As [`Game::new_as`], on the dungeon `seed` generates, made already by the caller (a
    /// run keeps a copy of it to write its saves against).
    pub(crate) fn new_in(
        tables: Arc<Tables>,
        dungeon: Dungeon,
        seed: u64,
        floor: usize,
        character: Character,
    ) -> Game {
        Game::begin(tables, dungeon, seed, floor, character, None)
    }

    /// A new run begun in a shop beside its keeper, with `gold` coins to spend: the first
    /// dungeon from `seed` on (within 200 seeds) that has a shop. For screenshots and tools.
    pub fn new_in_shop(tables: impl Into<Arc<Tables>>, seed: u64, gold: u32) -> Option<Game> {
        let tables = tables.into();
        let (seed, mut dungeon, floor) = (seed..seed.saturating_add(200)).find_map(|s| {
            let dungeon = generate_dungeon(&tables, s);
            let floor = dungeon
                .floors
                .iter()
                .position(|f| !f.level.shops.is_empty())?;
            Some((s, dungeon, floor))
        })?;
        let level = &dungeon.floors[floor].level;
        let keeper = level.creatures.get(level.shops[0].keeper?)?.pos;
        let spot = super::stairs::free_tile_near(level, keeper);
        let coins = crate::world::Item::new(tables.gold()?, gold);
        let first = &mut dungeon.floors[0].level.creatures;
        let player = first.iter().find(|c| c.kind == tables.player())?.id;
        first.with_mut(player, |c| c.inventory.add(coins));
        let character = default_character(&tables, seed);
        Some(Game::begin(
            tables,
            dungeon,
            seed,
            floor,
            character,
            Some(spot),
        ))
    }

    /// A new run on `dungeon`: the player moved from the first floor to `floor` (at the foot
    /// of its up-stairs, or at `spot`), at full hit points with the class's kit.
    fn begin(
        tables: Arc<Tables>,
        mut dungeon: Dungeon,
        seed: u64,
        floor: usize,
        character: Character,
        spot: Option<Pos>,
    ) -> Game {
        let player_kind = tables.player();
        let floor = floor.min(dungeon.floors.len() - 1);
        let first = &mut dungeon.floors[0].level;
        let player = first
            .creatures
            .iter()
            .find(|c| c.kind == player_kind)
            .map(|c| c.id)
            .expect("a new dungeon has its player on the first floor");
        if floor != 0 || spot.is_some() {
            let mut body = first.creatures.remove(player).expect("the player exists");
            let level = &mut dungeon.floors[floor].level;
            let arrival = level
                .portals
                .iter()
                .find(|p| matches!(p.kind, PortalKind::Up | PortalKind::Exit))
                .map_or(Pos::new(1, 1), |p| p.landing);
            body.pos = spot.unwrap_or_else(|| super::stairs::free_tile_near(level, arrival));
            let placed = level.creatures.insert(body);
            assert!(placed.is_ok(), "a free tile was found");
        }
        let level = &mut dungeon.floors[floor].level;
        let full = super::character::max_hp(&tables, &character);
        let kit = super::items::kit(&tables, &character.class);
        level.creatures.with_mut(player, |body| {
            body.hp = full;
            for item in kit.items() {
                body.inventory.add(*item);
            }
        });
        Game::from_dungeon_as(tables, dungeon, floor, player, seed, character)
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
        let character = default_character(&tables, seed);
        Game::from_dungeon_as(tables, dungeon, floor, player, seed, character)
    }

    /// As [`Game::from_dungeon`], played as `character`; the rooms in view at the start count
    /// as seen.
    pub fn from_dungeon_as(
        tables: impl Into<Arc<Tables>>,
        dungeon: Dungeon,
        floor: usize,
        player: CreatureId,
        seed: u64,
        character: Character,
    ) -> Game {
        assert!(
            dungeon.floors[floor].level.creatures.get(player).is_some(),
            "the player must stand on the starting floor"
        );
        let tables = tables.into();
        let mut identities = super::items::shuffle(&tables, seed);
        // The player knows what they set out with.
        let level = &dungeon.floors[floor].level;
        for item in level
            .creatures
            .get(player)
            .map_or(&[][..], |c| c.inventory.items())
        {
            if let Some(known) = identities.known.get_mut(usize::from(item.kind.0)) {
                *known = true;
            }
        }
        let state = GameState::new(dungeon, floor, player, seed, character, identities);
        let mut game = Game::from_state(tables, state);
        for room in super::experience::newly_seen_rooms(&game) {
            game.state.find_room(floor, usize::from(room));
        }
        game
    }

    /// A game that goes on from a state: a new run's, or one read from a save (checked with
    /// [`super::state::check_state`] against these tables first).
    pub fn from_state(tables: impl Into<Arc<Tables>>, state: GameState) -> Game {
        let tables = tables.into();
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
        };
        let widest_sight = tables.monsters.iter().map(|m| m.sight).max().unwrap_or(0);
        let floors: Vec<FloorCache> = state
            .dungeon()
            .floors
            .iter()
            .map(|f| FloorCache::new(&f.level))
            .collect();
        let level = state.level();
        let sight = super::character::sight(&tables, state.character());
        let view = View::new(level.width(), level.height(), sight, widest_sight);
        let mut game = Game {
            hunt: HuntMaps::new(),
            patrols: AStar::new(0, 0),
            tables,
            kinds,
            state,
            floors,
            view,
            events: Vec::new(),
            order: Vec::new(),
            rogue_code: None,
            rooms_to_look_over: Vec::new(),
            revision: 0,
        };
        game.rooms_to_look_over = vec![true; game.floors.len()];
        game.refresh_view();
        game
    }

    /// Carries out one command: the player acts, then every other creature of the floor acts
    /// once. Returns the turn's events, or why the command was refused (then nothing changed
    /// and no turn passed).
    pub fn act(&mut self, command: Command) -> Result<&[Event], Refusal> {
        check_command(self, &command)?;
        self.revision += 1;
        if command.action().is_none() {
            // A change of pace or of the character, not an action: no turn passes.
            self.events.clear();
            match command {
                Command::ToggleSneak => self.emit(Event::SneakToggled {
                    who: self.player_who(),
                    on: !self.state.is_sneaking(),
                }),
                Command::LevelUp => super::experience::level_up(self),
                Command::Raise(ability) => super::experience::raise(self, ability),
                Command::Call { kind, name } => self.emit(Event::Called { kind, name }),
                Command::Memorise { spell, slot } => self.emit(Event::Memorised { spell, slot }),
                Command::Forget(slot) => self.emit(Event::Forgot { slot }),
                _ => {}
            }
            self.record_messages();
            return Ok(&self.events);
        }
        super::turn::play_turn(self, command);
        Ok(&self.events)
    }

    /// As [`Game::act`], with what happened in a vector of its own: every event but the
    /// bookkeeping ones ([`Event::is_bookkeeping`]), as scenario tests compare them.
    pub fn apply(&mut self, command: Command) -> Result<Vec<Event>, Refusal> {
        self.act(command).map(|events| {
            events
                .iter()
                .filter(|e| !e.is_bookkeeping())
                .copied()
                .collect()
        })
    }

    /// Plays this game as a Rogue Code raid room (see `rogue_code`), or as the dungeon again.
    pub fn set_rogue_code(&mut self, rules: Option<super::rogue_code::RogueCodeRules>) {
        self.rogue_code = rules;
        self.revision += 1;
    }

    /// Changes each time the game does (every command carried out; a refused one changes
    /// nothing): a view may keep what it drew from this game while it stays the same.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The Rogue Code rules this game plays by, if it is a raid room.
    pub fn rogue_code(&self) -> Option<&super::rogue_code::RogueCodeRules> {
        self.rogue_code.as_ref()
    }

    /// How far the player's darts reach: [`super::rogue::DART_RANGE`], or a raid's `range`.
    pub fn dart_range(&self) -> i32 {
        use crate::data::raids::RogueAct;
        self.rogue_code.map_or(super::rogue::DART_RANGE, |r| {
            r.actions.get(RogueAct::Ranged).range
        })
    }

    /// Whether a command would be carried out now, and why not.
    pub fn check(&self, command: &Command) -> Result<(), Refusal> {
        check_command(self, command)
    }

    /// The events of the last turn, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The latest messages, oldest first: plain sentences about what the player saw happen.
    pub fn messages(&self) -> impl DoubleEndedIterator<Item = &Message> + ExactSizeIterator {
        self.state.log().iter()
    }

    /// The state of the run: what a save holds.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The run's random numbers.
    pub(crate) fn rng(&mut self) -> &mut fastrand::Rng {
        self.state.rng()
    }

    /// A creature's memory on the current floor (the default for one that is gone).
    #[inline]
    pub(crate) fn mind(&self, id: CreatureId) -> Mind {
        self.level()
            .creatures
            .get(id)
            .map(|c| c.mind)
            .unwrap_or_default()
    }

    /// Changes a creature's memory, by an event (none when nothing changes).
    pub(crate) fn set_mind(&mut self, id: CreatureId, mind: Mind) {
        let Some(c) = self.level().creatures.get(id) else {
            return;
        };
        if c.mind != mind {
            let who = Who { id, kind: c.kind };
            self.emit(Event::Minded { who, mind });
        }
    }

    /// Changes part of a creature's memory.
    pub(crate) fn change_mind(&mut self, id: CreatureId, change: impl FnOnce(&mut Mind)) {
        let mut mind = self.mind(id);
        change(&mut mind);
        self.set_mind(id, mind);
    }

    pub(crate) fn who(&self, id: CreatureId) -> Option<Who> {
        self.level()
            .creatures
            .get(id)
            .map(|c| Who { id, kind: c.kind })
    }

    pub(crate) fn player_who(&self) -> Who {
        Who {
            id: self.state.player(),
            kind: self.kinds.player,
        }
    }

    pub(crate) fn floor_cache(&self) -> &FloorCache {
        &self.floors[self.state.floor()]
    }

    /// Whether a tile of the current floor may hold a trap, hidden or found: false for most
    /// tiles, told by the floor's cache without a look through the level's traps.
    pub(crate) fn may_hold_trap(&self, p: Pos) -> bool {
        self.floor_cache()
            .at(self.level(), p)
            .is_some_and(|b| b != 0)
    }

    /// Brings the player's view up to date and marks what it shows as explored.
    pub(crate) fn refresh_view(&mut self) {
        let origin = self.player_pos();
        let dark = self.state.player_creature().is_some_and(|c| {
            c.mind
                .statuses
                .has(crate::world::Status::Darkness, self.state.turn())
        });
        let sight = match dark {
            true => 1,
            false => super::character::sight(&self.tables, self.state.character()),
        };
        self.view.set_player_sight(sight);
        self.view
            .refresh(&self.floors[self.state.floor()].vision.sight, origin);
        if self.view.take_unmarked() && self.state.see(&self.view) {
            self.rooms_to_look_over[self.state.floor()] = true;
        }
    }

    /// Whether a creature on `from` with sight radius `sight` sees the player now.
    /// How far a creature of a kind sees the player: a sneaking player is quieter, noticed
    /// only within half of it.
    /// The class's stealth takes tiles off that half, down to 1.
    pub(crate) fn sight_of(&self, kind: MonsterId) -> i32 {
        let sight = self.tables.monster(kind).sight;
        if !self.state.is_sneaking() {
            return sight;
        }
        let stealth = self
            .tables
            .class(&self.state.character().class)
            .map_or(0, |c| c.stealth);
        ((sight + 1) / 2 - stealth).max(1.min(sight))
    }

    /// Whether creature `who` sees the tile `p` now. The player sees what is in view; a
    /// monster watches for the player alone (its own view is not computed, see `vision`).
    pub(crate) fn sees(&self, who: Who, p: Pos) -> bool {
        if who.id == self.state.player() {
            return self.view.player_sees(p);
        }
        let Some(c) = self.level().creatures.get(who.id) else {
            return false;
        };
        p == self.player_pos() && self.view.sees_player(c.pos, self.sight_of(c.kind))
    }

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
            if super::message::is_never_told(event) {
                continue;
            }
            let witnessed = event.involves(player)
                || event.is_knowledge()
                || event.at().is_some_and(|p| self.view.player_sees(p));
            if !witnessed {
                continue;
            }
            let ids = self.state.identities();
            if let Some(text) =
                super::message::describe(event, &self.tables, ids, self.state.player())
            {
                self.state.record(text);
            }
        }
    }

    /// Applies an event to the state, keeps the caches in step and records it.
    pub(crate) fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.follow(&event);
        self.events.push(event);
    }

    /// Keeps the caches in step with an event just applied.
    fn follow(&mut self, event: &Event) {
        match *event {
            Event::Moved { who, .. } if who.id == self.state.player() => self.view.invalidate(),
            Event::DoorOpened { at, .. } => {
                let floor = self.state.floor();
                let level = &self.state.dungeon().floors[floor].level;
                self.floors[floor].vision.update_tile(level, at);
                self.view.invalidate();
            }
            Event::Lit { floor, .. } => {
                if let Some(look) = self.rooms_to_look_over.get_mut(floor) {
                    *look = true;
                }
            }
            Event::TookStairs { .. } => {
                self.view.invalidate();
                self.hunt.clear();
            }
            Event::Teleported { who, .. } if who.id == self.state.player() => {
                self.view.invalidate();
                self.hunt.clear();
            }
            // Monsters no longer keep off the tile.
            Event::TrapDisarmed { at, .. } => {
                let floor = self.state.floor();
                let width = self.state.dungeon().floors[floor].level.width();
                self.floors[floor].blocked[(at.y * width + at.x) as usize] = 0;
                self.hunt.clear();
            }
            _ => {}
        }
    }
}
