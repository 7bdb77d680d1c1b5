//! What the player perceives: the one look at a game that robot players (and, later, Rogue Code
//! scripts) decide from, so they play by what a player at the screen could know.
//!
//! A [`Perception`] answers, and answers only:
//!
//! - the player's own tile, hit points, character, pack and pace;
//! - the floor they are on (its `dungeon.csv` row) and the dungeon's floors as the tables draw
//!   them, with the data tables themselves (what the game ships is no secret);
//! - the tiles of this floor they have explored, as the fog of war draws them ([`Terrain`]):
//!   walls, doors, open ground, hallways, and the stairs seen there with the floor they lead to;
//!   a door's being open is told only while the door is in view;
//! - the creatures in view now ([`SeenCreature`]): kind, tile, hit points, whether stunned or dozing,
//!   as the hover panel tells; for a thrown item in the air, the rest of its line — only while
//!   the item itself is in view;
//! - the items in view now, and those seen before, where and as they were last seen (the fog
//!   of war's remembered items), when the perception comes from a [`Memory`];
//! - the traps found (hidden ones never show).
//!
//! "In view" is the player's field of view ([`Game::is_visible`]): the tiles the app draws lit,
//! and the only ones it draws creatures on. A Rogue Code guard asleep at its post is seen
//! dozing; the dungeon's wanderers doze only far beyond anyone's sight. Nothing here hands out the game, its level or
//! its state: what is hidden cannot be reached through it.

use super::check::Refusal;
use super::command::Command;
use super::flight::line_point;
use super::game::Game;
use crate::data::{Behaviour, FloorSpec, ItemId, MonsterId, Tables, TrapId};
use crate::world::{
    Ability, Character, Fixture, Flight, Grid, Ground, Item, PortalKind, Pos, Trap, Wall,
};

/// A tile of the floor as the player knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terrain {
    /// Stone, rock or a prefab's furniture: nothing walks there.
    Wall,
    /// A fixture (barrel, chest, altar, rune stone): nothing walks there, the player tries it
    /// by walking into it; [`Perception::fixtures`] tells which and whether it is spent.
    Fixture,
    /// A door, walkable. Whether it stands open is known only while it is in view: the game
    /// keeps no memory of how a door looked, and a monster may open one out of sight.
    Door { open: Option<bool> },
    /// Open ground, and what lies underfoot: a room's floor, a corridor, a transition hallway
    /// (spent or not), stairs, a prefab's floor tile.
    Floor(Ground),
}

impl Terrain {
    pub fn is_walkable(self) -> bool {
        !matches!(self, Terrain::Wall | Terrain::Fixture)
    }
}

/// Stairs or the dungeon's exit on an explored tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeenPortal {
    pub pos: Pos,
    pub kind: PortalKind,
    /// The floor they lead to (by its index in the dungeon), as the hover panel names it.
    pub to_floor: Option<usize>,
}

/// A trap the player has found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoundTrap {
    pub pos: Pos,
    pub kind: TrapId,
    /// Whether its works still allow a try at disarming (the player was told when they
    /// were bent past it).
    pub disarmable: bool,
}

impl FoundTrap {
    fn is_pit_past_disarming(&self, tables: &Tables) -> bool {
        tables.trap(self.kind).is_pit() && !self.disarmable
    }
}

/// A creature in view, as the player sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeenCreature {
    pub kind: MonsterId,
    pub pos: Pos,
    /// Its hit points now, never below 0 (its full ones are its `monsters.csv` row's).
    pub hp: i32,
    /// Too recently hit to act (a stunnable creature, drawn tinted blue).
    pub stunned: bool,
    /// Asleep at its post (a Rogue Code guard), as the player sees it.
    pub dozing: bool,
    /// Set for a thrown item in the air.
    pub flight: Option<SeenFlight>,
    /// A shopkeeper minding its shop: no foe, unless robbed or attacked.
    pub peaceful: bool,
}

/// A thrown item in the air, seen: the line it still flies along.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeenFlight {
    from: Pos,
    target: Pos,
    step: i32,
}

impl From<Flight> for SeenFlight {
    fn from(f: Flight) -> Self {
        SeenFlight {
            from: f.from,
            target: f.target,
            step: f.step,
        }
    }
}

impl SeenFlight {
    /// The tiles it will still cross, nearest first; it lands on the last (or before a wall,
    /// or on the first creature in its way).
    pub fn remaining_line(&self) -> impl Iterator<Item = Pos> {
        let (from, target) = (self.from, self.target);
        let n = from.chebyshev(target);
        (self.step + 1..=n).map(move |k| line_point(from, target, k))
    }

    /// Whether it will cross `p`.
    pub fn crosses(&self, p: Pos) -> bool {
        self.remaining_line().any(|q| q == p)
    }
}

/// The floor as the player knows it, for searches: see [`Perception::known_floor`].
#[derive(Clone, Copy)]
pub struct KnownFloor<'a> {
    explored: &'a Grid<bool>,
    /// Whether a magic map showed the floor.
    mapped: bool,
    level: &'a crate::world::Level,
    /// The floor's cache of walls and traps: zero where no trap lies.
    trap_cache: &'a [u8],
}

impl KnownFloor<'_> {
    /// As [`Perception::is_walkable`]: from two bytes, where the level's layers take half a
    /// dozen reads. A walkable tile is open ground, which a magic map shows.
    pub fn is_walkable(&self, p: Pos) -> bool {
        let walkable = self.explored.get(p).is_some_and(|&seen| {
            (seen || self.mapped) && self.trap_cache[self.explored.index(p)] != super::game::WALL
        });
        debug_assert_eq!(
            walkable,
            super::look::known_tile(self.explored, self.mapped, self.level, p)
                && self.level.is_walkable(p),
            "the cache of walls and traps is stale at {p:?}"
        );
        walkable
    }

    /// Whether [`Perception::found_trap_at`] tells of a trap on `p`.
    pub fn has_found_trap(&self, p: Pos) -> bool {
        let cached = self.explored.get(p).map(|_| self.explored.index(p));
        cached.is_some_and(|i| self.trap_cache[i] != 0) && self.level.found_trap_at(p).is_some()
    }

    /// The tiles where [`KnownFloor::has_found_trap`] holds.
    pub fn found_trap_tiles(&self) -> impl Iterator<Item = Pos> + '_ {
        let found = self.level.traps.iter().filter(|t| !t.hidden);
        found.map(|t| t.pos).filter(|&p| self.has_found_trap(p))
    }

    /// Whether a magic map showed the floor.
    pub fn is_mapped(&self) -> bool {
        self.mapped
    }
}

fn found_trap(tables: &Tables, trap: &Trap) -> FoundTrap {
    FoundTrap {
        pos: trap.pos,
        kind: trap.kind,
        disarmable: super::ability_checks::can_disarm(tables, trap),
    }
}

/// A tile's terrain as the player knows it, from its layers; `door_in_view` tells whether
/// the player sees it now, which a door needs to show whether it is open.
fn terrain_of(wall: Option<Wall>, ground: Ground, door_in_view: impl FnOnce() -> bool) -> Terrain {
    match wall {
        Some(Wall::Door { open }) => Terrain::Door {
            open: door_in_view().then_some(open),
        },
        Some(Wall::Stone | Wall::Tile { .. }) => Terrain::Wall,
        Some(Wall::Fixture) => Terrain::Fixture,
        None if ground == Ground::Rock => Terrain::Wall,
        None => Terrain::Floor(ground),
    }
}

/// What the player remembers between turns that the game does not keep: the items last seen
/// on each tile of each floor. Keep one per run and build each turn's [`Perception`] with
/// [`Memory::perceive`]; it starts afresh when it meets another run (another seed, or a turn
/// earlier than the last it saw).
#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// The seed and turn it last looked at.
    last: Option<(u64, u64)>,
    /// By floor index: each item seen, where it was seen, kept until that tile is seen again.
    floors: Vec<Vec<(Pos, Item)>>,
}

/// The memory of a perception made without one.
static NO_MEMORY: Memory = Memory::new();

impl Memory {
    pub const fn new() -> Self {
        Memory {
            last: None,
            floors: Vec::new(),
        }
    }

    /// Looks at the game, noting the items in view now, then answers what the player perceives.
    pub fn perceive<'a>(&'a mut self, game: &'a Game) -> Perception<'a> {
        self.look(game);
        Perception { game, memory: self }
    }

    fn look(&mut self, game: &Game) {
        let now = (game.seed(), game.turn());
        if self
            .last
            .is_some_and(|(seed, turn)| seed != now.0 || turn > now.1)
        {
            self.floors.clear();
        }
        self.last = Some(now);
        let floor = game.floor();
        if self.floors.len() <= floor {
            self.floors.resize_with(floor + 1, Vec::new);
        }
        let seen = &mut self.floors[floor];
        seen.retain(|&(p, _)| !game.is_visible(p));
        seen.extend(game.items_in_view().map(|(p, item)| (p, *item)));
    }

    fn floor(&self, floor: usize) -> &[(Pos, Item)] {
        self.floors.get(floor).map_or(&[], Vec::as_slice)
    }
}

/// What the player perceives now (see the module comment). Cheap to make: it reads the game
/// where it stands, through the player's eyes.
#[derive(Clone, Copy)]
pub struct Perception<'a> {
    game: &'a Game,
    memory: &'a Memory,
}

impl<'a> Perception<'a> {
    /// What the player perceives now, remembering no items out of view (for players that keep
    /// no [`Memory`]).
    pub fn of(game: &'a Game) -> Self {
        Perception {
            game,
            memory: &NO_MEMORY,
        }
    }

    /// The player's tile.
    pub fn me(&self) -> Pos {
        self.game.player_pos()
    }

    pub fn hp(&self) -> i32 {
        self.game.player_hp()
    }

    pub fn max_hp(&self) -> i32 {
        self.game.max_hp()
    }

    pub fn character(&self) -> &'a Character {
        self.game.character()
    }

    /// The ability the player's blows are rolled with.
    pub fn blow_ability(&self) -> Ability {
        self.game
            .fighter_of(self.game.player())
            .map_or(Ability::Strength, |f| f.blow_ability)
    }

    pub fn can_level_up(&self) -> bool {
        self.game.can_level_up()
    }

    pub fn is_sneaking(&self) -> bool {
        self.game.is_sneaking()
    }

    /// What the player carries.
    pub fn inventory(&self) -> &'a [Item] {
        self.game
            .player_creature()
            .map_or(&[], |c| c.inventory.items())
    }

    /// What the player knows of the shuffled kinds.
    pub fn identities(&self) -> &'a crate::world::Identities {
        self.game.state().identities()
    }

    pub fn has_treasure(&self) -> bool {
        self.game.has_treasure()
    }

    /// The first throwable item the player carries.
    pub fn first_throwable(&self) -> Option<ItemId> {
        self.game.first_throwable()
    }

    pub fn turn(&self) -> u64 {
        self.game.turn()
    }

    /// The seed the run was made from.
    pub fn seed(&self) -> u64 {
        self.game.seed()
    }

    /// The data tables the game is played with.
    pub fn tables(&self) -> &'a Tables {
        self.game.tables()
    }

    /// The player's floor, by its index in the dungeon.
    pub fn floor(&self) -> usize {
        self.game.floor()
    }

    /// The `dungeon.csv` row of the player's floor.
    pub fn floor_spec(&self) -> &'a FloorSpec {
        self.game.floor_spec()
    }

    /// The `dungeon.csv` row of each floor of the dungeon, by floor index: the map of the
    /// dungeon's tree the tables draw.
    pub fn floor_specs(&self) -> impl Iterator<Item = usize> + 'a {
        self.game.dungeon().floors.iter().map(|f| f.spec)
    }

    /// The floor's size in tiles.
    pub fn width(&self) -> i32 {
        self.game.explored().width()
    }

    pub fn height(&self) -> i32 {
        self.game.explored().height()
    }

    pub fn in_bounds(&self, p: Pos) -> bool {
        self.game.explored().in_bounds(p)
    }

    /// Whether the player sees a tile now.
    pub fn is_visible(&self, p: Pos) -> bool {
        self.game.is_visible(p)
    }

    /// Whether the player has seen a tile of this floor.
    pub fn is_explored(&self, p: Pos) -> bool {
        self.game.is_explored(p)
    }

    /// The tiles of this floor the player has seen.
    pub fn explored(&self) -> &'a Grid<bool> {
        self.game.explored()
    }

    /// An explored tile as the player knows it; `None` for one never seen.
    pub fn terrain(&self, p: Pos) -> Option<Terrain> {
        if !self.is_explored(p) {
            return None;
        }
        let level = self.game.level();
        let door_open = || self.is_visible(p);
        Some(terrain_of(level.walls[p], level.ground[p], door_open))
    }

    /// The tiles seen (not only magic-mapped) whose terrain is the floor `ground`, row by
    /// row: those where [`Perception::terrain`] tells `Terrain::Floor(ground)`.
    pub fn seen_floor_of(&self, ground: Ground) -> impl Iterator<Item = Pos> + 'a {
        let level = self.game.level();
        let explored = self.game.explored();
        let width = explored.width().max(1) as usize;
        let tiles = explored.cells().iter().zip(level.ground.cells());
        let floor = tiles.zip(level.walls.cells()).enumerate();
        // No door is a floor: whether one is seen open never matters here.
        floor
            .filter(move |&(_, ((&seen, &g), &wall))| {
                seen && terrain_of(wall, g, || false) == Terrain::Floor(ground)
            })
            .map(move |(i, _)| Pos::new((i % width) as i32, (i / width) as i32))
    }

    /// Whether a tile is explored and walkable (creatures aside).
    pub fn is_walkable(&self, p: Pos) -> bool {
        self.is_explored(p) && self.game.level().is_walkable(p)
    }

    /// The answers of [`Perception::is_walkable`] and [`Perception::found_trap_at`] for a
    /// search that asks about many tiles, with the floor looked up once.
    pub fn known_floor(&self) -> KnownFloor<'a> {
        let game = self.game;
        KnownFloor {
            explored: game.explored(),
            mapped: game.state().is_mapped(game.floor()),
            level: game.level(),
            trap_cache: &game.floor_cache().blocked,
        }
    }

    /// The stairs or exit on an explored tile.
    pub fn portal_at(&self, p: Pos) -> Option<SeenPortal> {
        if !self.is_explored(p) {
            return None;
        }
        self.game.level().portal_at(p).map(seen_portal)
    }

    /// The stairs and exits on explored tiles.
    pub fn portals(&self) -> impl Iterator<Item = SeenPortal> + 'a {
        let game = self.game;
        let level = game.level();
        level
            .portals
            .iter()
            .filter(move |p| game.is_explored(p.pos))
            .map(seen_portal)
    }

    /// The fixtures on explored tiles, as they stand (only the player changes them).
    pub fn fixtures(&self) -> impl Iterator<Item = Fixture> + 'a {
        let game = self.game;
        game.level()
            .fixtures
            .iter()
            .filter(move |f| game.is_explored(f.pos))
            .copied()
    }

    /// The trap found on a tile; a hidden one is not told.
    pub fn found_trap_at(&self, p: Pos) -> Option<FoundTrap> {
        if !self.game.may_hold_trap(p) {
            return None;
        }
        let tables = self.tables();
        self.game
            .level()
            .found_trap_at(p)
            .map(|t| found_trap(tables, t))
    }

    /// The traps found on this floor.
    pub fn found_traps(&self) -> impl Iterator<Item = FoundTrap> + 'a {
        let tables = self.tables();
        let found = self.game.level().traps.iter().filter(|t| !t.hidden);
        found.map(move |t| found_trap(tables, t))
    }

    /// The pits found whose works are past disarming: a step on one drops the player a
    /// floor, whatever it tries.
    pub fn pits_past_disarming(&self) -> impl Iterator<Item = Pos> + 'a {
        let tables = self.tables();
        let spent = self
            .found_traps()
            .filter(move |t| t.is_pit_past_disarming(tables));
        spent.map(|t| t.pos)
    }

    /// Whether a pit found past disarming lies on `p` (see `pits_past_disarming`).
    pub fn is_pit_past_disarming(&self, p: Pos) -> bool {
        let tables = self.tables();
        self.found_trap_at(p)
            .is_some_and(|t| t.is_pit_past_disarming(tables))
    }

    /// The creatures in view (or felt by telepathy), the player aside.
    pub fn creatures(&self) -> impl Iterator<Item = SeenCreature> + 'a {
        let this = *self;
        let me = self.game.player();
        let senses = self.game.sensing();
        self.game
            .level()
            .creatures
            .iter()
            .filter(move |c| c.id != me && senses(c.pos))
            .map(move |c| this.seen(c))
    }

    /// The creature on a tile in view, the player aside.
    pub fn creature_at(&self, p: Pos) -> Option<SeenCreature> {
        // Most tiles asked about hold no creature, which the floor tells before the senses.
        let c = self.game.level().creatures.at(p)?;
        (c.id != self.game.player() && self.game.senses(p)).then(|| self.seen(c))
    }

    fn seen(&self, c: &crate::world::Creature) -> SeenCreature {
        let game = self.game;
        let stunnable = || {
            let def = game.tables().monster(c.kind);
            def.behaviours.contains(&Behaviour::Stunnable)
        };
        SeenCreature {
            kind: c.kind,
            pos: c.pos,
            hp: c.hp.max(0),
            stunned: game.is_stunned(c.id) && stunnable(),
            dozing: c.mind.dozing,
            flight: c.mind.flight.map(SeenFlight::from),
            peaceful: super::shop::is_calm_keeper(game.level(), c.id),
        }
    }

    /// The items on a tile: those lying there now when it is in view, else those last seen
    /// there (none without a [`Memory`]).
    pub fn items_at(&self, p: Pos) -> impl Iterator<Item = Item> + 'a {
        let visible = self.is_visible(p);
        let now: &[Item] = if visible {
            self.game.level().items.at(p)
        } else {
            &[]
        };
        let then = if visible {
            &[]
        } else {
            self.memory.floor(self.floor())
        };
        let then = then.iter().filter(move |(q, _)| *q == p).map(|&(_, i)| i);
        now.iter().copied().chain(then)
    }

    /// Every item the player sees or remembers on this floor, with its tile.
    pub fn items(&self) -> impl Iterator<Item = (Pos, Item)> + 'a {
        let game = self.game;
        let now = game.items_in_view();
        let then = self.memory.floor(self.floor()).iter();
        now.map(|(p, i)| (p, *i))
            .chain(then.filter(move |(p, _)| !game.is_visible(*p)).copied())
    }

    /// Whether the player stands in a shop whose keeper trades.
    pub fn in_open_shop(&self) -> bool {
        super::shop::open_shop_at(self.game.level(), self.me()).is_some()
    }

    /// What a shop asks for a ware lying on a tile (its price tag), while its keeper trades.
    pub fn price_at(&self, p: Pos, item: &Item) -> Option<u32> {
        let level = self.game.level();
        if !item.for_sale {
            return None;
        }
        let shop = super::shop::open_shop_at(level, p)?;
        let def = self.tables().shop(level.shops[shop].kind);
        Some(super::shop::buy_price(self.tables(), def, item))
    }

    /// The tiles a spell cast at `target` would reach (the preview the game shows when aiming).
    pub fn spell_reach(&self, spell: &crate::data::SpellDef, target: Pos) -> Vec<Pos> {
        super::magic::reached(self.game.level(), spell, self.me(), target)
    }

    /// Whether the player is under a condition now (they feel it).
    pub fn has_status(&self, status: crate::world::Status) -> bool {
        self.game.has_status(status)
    }

    /// The coins the player carries.
    pub fn gold(&self) -> u32 {
        super::shop::purse(self.tables(), self.inventory())
    }

    /// Whether the game would carry a command out now, and why not: what trying it tells the
    /// player.
    pub fn check(&self, command: &Command) -> Result<(), Refusal> {
        self.game.check(command)
    }
}

fn seen_portal(p: &crate::world::Portal) -> SeenPortal {
    SeenPortal {
        pos: p.pos,
        kind: p.kind,
        to_floor: p.to.map(|t| t.floor),
    }
}
