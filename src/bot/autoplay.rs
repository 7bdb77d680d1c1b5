//! Players that need no human: a random one, and a greedy one that explores, fights what it
//! meets, takes the treasure and climbs back out. `torchdeep bots` plays many games with them
//! to measure the game's balance; the greedy one is the baseline.
//!
//! Both decide from what the player perceives ([`Perception`]), never from the hidden state:
//! a trap not found, a monster out of sight, a rock flying out of view are nothing to them.

use super::walk_map::WalkMap;
use crate::grid::paths::DijkstraMap;
use crate::rules::command::{Command, Direction};
use crate::rules::game::Game;
use crate::rules::perception::{Memory, Perception, SeenFlight, Terrain};
use crate::world::PortableRng;
use crate::world::{Ability, Ground, Item, PortalKind, Pos};

/// How far the greedy player goes out of its way for a thing it sees lying.
const ITEM_DETOUR: i32 = 8;

/// A command chosen at random among those the game accepts now.
pub fn random_command(game: &Game, rng: &mut fastrand::Rng) -> Command {
    let seen = Perception::of(game);
    for _ in 0..16 {
        let command = match rng.u32(..25) {
            0..=14 => Command::Move(Direction::ALL[rng.index(8)]),
            23 => Command::LevelUp,
            24 => Command::Raise(Ability::ALL[rng.index(6)]),
            15 => Command::Dash(Direction::ALL[rng.index(8)]),
            20 => Command::ThrowDart {
                target: aim(&seen, Direction::ALL[rng.index(8)], 5),
            },
            21 => Command::Steal(Direction::ALL[rng.index(8)]),
            22 => Command::ToggleSneak,
            16 => Command::PickUp,
            17 => Command::Descend,
            // The exit without the treasure would end the run at once.
            18 if !leaves_empty_handed(&seen) => Command::Ascend,
            18 => Command::Wait,
            _ => match seen.first_throwable() {
                Some(item) => {
                    let d = Direction::ALL[rng.index(8)];
                    Command::Throw {
                        item,
                        target: aim(&seen, d, 5),
                    }
                }
                None => Command::Wait,
            },
        };
        if seen.check(&command).is_ok() {
            return command;
        }
    }
    Command::Wait
}

/// Levels up as soon as it can, and spends each point where it gains most: the ability its
/// blows use, then CON (hit points), then DEX (darts and throws).
fn grow(seen: &Perception) -> Option<Command> {
    if seen.can_level_up() {
        return Some(Command::LevelUp);
    }
    [
        seen.blow_ability(),
        Ability::Constitution,
        Ability::Dexterity,
    ]
    .into_iter()
    .map(Command::Raise)
    .find(|c| seen.check(c).is_ok())
}

/// Whether climbing here would leave the dungeon without the treasure.
fn leaves_empty_handed(seen: &Perception) -> bool {
    let exit = seen
        .portal_at(seen.me())
        .is_some_and(|p| p.kind == PortalKind::Exit);
    exit && !seen.has_treasure()
}

/// Where a throw `range` tiles in direction `d` goes: the first creature the player sees on
/// that line, else the tile at the end of it.
pub fn throw_target(game: &Game, d: Direction, range: i32) -> Pos {
    aim(&Perception::of(game), d, range)
}

fn aim(seen: &Perception, d: Direction, range: i32) -> Pos {
    let mut p = seen.me();
    for _ in 0..range {
        p = d.step(p);
        if seen.creature_at(p).is_some() {
            return p;
        }
    }
    p
}

/// The greedy player: each turn, the first of these that applies.
///
/// 1. Punch down a thrown item about to strike; attack an adjacent creature; step out of the
///    line of a thrown item coming; throw a dart at the nearest creature 2 to 3 tiles away.
/// 2. Use its belongings (`belongings`): drink or eat what heals when low, wear what is
///    better, try unknown potions and scrolls when alone and healthy, take what lies here.
/// 3. Below half its hit points, walk back to a transition hallway to heal.
/// 4. Pick up the treasure when standing on it, steal it when next to it.
/// 5. Try a fixture seen (barrel, chest, altar, rune stone) whose check it passes at least
///    40 % of the time: walk up to it (above two thirds of its hit points, without the
///    treasure) and walk into it.
/// 6. Walk to things seen lying within 8 tiles (healthy, without the treasure).
/// 7. With the treasure: walk to this floor's up-stairs and climb.
/// 8. Without it: on the goal floor, walk to the treasure once seen; elsewhere walk to the
///    stairs towards the goal floor (down the dungeon's tree, or up when off the way) once
///    seen.
/// 9. Explore: walk to the nearest explored tile next to unexplored ones.
///
/// Walks follow shortest paths over explored tiles only, around the traps found. Where found
/// traps close every way, it tries to disarm the one in its way from beside, then crosses it;
/// a pit past disarming it crosses only when nothing else is left, as the fall undoes a
/// climb, and it never explores from one. It sees what the player perceives, and remembers
/// the items it has seen: keep one per run.
#[derive(Clone, Debug, Default)]
pub struct Greedy {
    memory: Memory,
    plan: Plan,
}

impl Greedy {
    pub fn new() -> Self {
        Greedy::default()
    }

    pub fn next_command(&mut self, game: &Game) -> Command {
        let seen = self.memory.perceive(game);
        self.plan.decide(&seen)
    }
}

/// The greedy player's buffers, kept for their allocations.
#[derive(Clone, Debug)]
struct Plan {
    /// The search for the nearest edge of what it has seen.
    map: DijkstraMap,
    /// The distances to the targets it walks to, one kept map for each [`Walk`]: the walks
    /// of one turn ask for different targets, and each map still holds on the next turn
    /// while what the player knows stays the same.
    walks: Walks,
    targets: Vec<Pos>,
    /// The thrown items in the air in view this turn.
    flights: Vec<SeenFlight>,
    /// The tile of a thing it went out of its way for, kept until it is taken or gone, so a
    /// path that bends away from it does not turn it back.
    detour: Option<Pos>,
    /// The tiles of the calm shopkeepers in view.
    keepers: Vec<Pos>,
    /// The first steps of the shortest ways to the nearest frontier.
    steps: Vec<Pos>,
    wardrobe: super::belongings::Wardrobe,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            map: DijkstraMap::new(0, 0),
            walks: Default::default(),
            targets: Vec::new(),
            flights: Vec::new(),
            detour: None,
            keepers: Vec::new(),
            steps: Vec::new(),
            wardrobe: Default::default(),
        }
    }
}

impl Plan {
    fn decide(&mut self, seen: &Perception) -> Command {
        if let Some(growth) = grow(seen) {
            return growth;
        }
        let me = seen.me();
        self.flights.clear();
        self.flights
            .extend(seen.creatures().filter_map(|c| c.flight));
        if let Some(rock) = incoming_neighbour(seen) {
            return step_to(me, rock);
        }
        if let Some(spell) = super::casting::choose(seen) {
            return spell;
        }
        if let Some(foe) = weakest_neighbour(seen) {
            return step_to(me, foe);
        }
        if let Some(aside) = self.dodge(seen) {
            return step_to(me, aside);
        }
        if let Some(target) = dart_target(seen) {
            return Command::ThrowDart { target };
        }
        if let Some(command) = super::belongings::use_belongings(seen, &mut self.wardrobe) {
            return command;
        }
        if let Some(command) = super::belongings::shop_purchase(seen) {
            return command;
        }
        if seen.hp() * 2 < seen.max_hp() {
            if let Some(step) = self.heal(seen) {
                return step;
            }
        }
        let treasure = seen.tables().treasure();
        let holds_treasure =
            |p: Pos| treasure.is_some_and(|t| seen.items_at(p).any(|i| i.kind == t));
        if holds_treasure(me) {
            return Command::PickUp;
        }
        // Treasure lies where traps are likeliest: take it from beside it.
        if let Some(d) = Direction::ALL
            .into_iter()
            .find(|d| holds_treasure(d.step(me)))
        {
            return Command::Steal(d);
        }
        // A fixture worth a try: tried when next to it, walked up to when seen.
        let worth = worth_trying(seen);
        if let Some(f) = worth.iter().find(|f| f.chebyshev(me) == 1) {
            return step_to(me, *f);
        }
        self.targets.clear();
        if !seen.has_treasure() && seen.hp() * 3 > seen.max_hp() * 2 {
            let beside = worth.iter().flat_map(|f| f.neighbours8());
            self.targets
                .extend(beside.filter(|&p| seen.is_walkable(p) && seen.found_trap_at(p).is_none()));
            if let Some(step) = self.walk_to_targets(seen, Walk::Fixture) {
                return step;
            }
            self.targets.clear();
        }
        // Things seen lying near, worth a short detour while healthy.
        if !seen.has_treasure() && seen.hp() * 3 > seen.max_hp() * 2 {
            let worth = |p: Pos, i: &Item| {
                let wanted = super::belongings::wanted(seen, i)
                    || super::belongings::affordable_ware(seen, p, i);
                p != me && wanted && seen.found_trap_at(p).is_none()
            };
            let kept = self
                .detour
                .filter(|&d| seen.items().any(|(p, i)| p == d && worth(p, &i)));
            match kept {
                Some(d) => self.targets.push(d),
                None => {
                    let near = seen
                        .items()
                        .filter(|(p, i)| p.chebyshev(me) <= ITEM_DETOUR && worth(*p, i));
                    self.targets.extend(near.map(|(p, _)| p));
                }
            }
            if let Some(step) = self.walk_to_targets(seen, Walk::Detour) {
                self.detour = self.targets.iter().copied().min_by_key(|p| p.chebyshev(me));
                return step;
            }
            self.detour = None;
            self.targets.clear();
        }
        // Where to go: up, down to a given floor, or (on the goal floor) to the treasure.
        let way = if seen.has_treasure() {
            Some(None)
        } else if seen.floor_spec().goal {
            if let Some(t) = treasure {
                let known = seen.items().filter(|(_, i)| i.kind == t);
                self.targets.extend(known.map(|(p, _)| p));
            }
            None
        } else {
            Some(next_floor_towards_goal(seen))
        };
        if let Some(down_to) = way {
            for portal in seen.portals() {
                let fits = match down_to {
                    None => portal.kind != PortalKind::Down,
                    Some(floor) => {
                        portal.kind == PortalKind::Down && portal.to_floor == Some(floor)
                    }
                };
                if !fits {
                    continue;
                }
                if portal.pos == me {
                    return if down_to.is_some() {
                        Command::Descend
                    } else {
                        Command::Ascend
                    };
                }
                self.targets.push(portal.pos);
            }
        }
        if let Some(step) = self.walk_to_targets(seen, Walk::Way) {
            return step;
        }
        self.explore(seen).unwrap_or(Command::Wait)
    }

    /// A step towards the nearest explored tile next to unexplored ones. Only the nearest
    /// such tiles are walked to: found by a search out from the player, which stops at them,
    /// rather than by a look at every tile of the floor.
    fn explore(&mut self, seen: &Perception) -> Option<Command> {
        let me = seen.me();
        let explored = seen.explored();
        let known = seen.known_floor();
        // Next to a tile never seen (a magic map tells where the walls are, not what is
        // there): its own tile explored, any unexplored tile of its block is a neighbour.
        // Most tiles the search reaches lie amid explored ones, which the block tells first.
        // Not a pit past disarming: a look from there is a fall to the floor below.
        let frontier = |p: Pos| {
            explored[p]
                && !explored.all_set_around(p)
                && known.is_walkable(p)
                && !seen.is_pit_past_disarming(p)
        };
        self.note_keepers(seen);
        let keepers = &self.keepers;
        // The same footing as `walk_to_targets`, where every frontier tile is a target.
        self.map.ensure_size(seen.width(), seen.height());
        self.map.nearest(
            me,
            |p| {
                known.is_walkable(p)
                    && (!known.has_found_trap(p) || p == me || frontier(p))
                    && !keepers.contains(&p)
            },
            frontier,
            &mut self.targets,
        );
        if self.targets.is_empty() {
            self.map
                .nearest(me, |p| known.is_walkable(p), frontier, &mut self.targets);
            return self.walk_to_targets(seen, Walk::Way);
        }
        // The search out from the player already holds the shortest ways to the nearest
        // frontier: a search back from it would step the same way.
        self.map.first_steps(me, &self.targets, &mut self.steps);
        let steps = &self.steps;
        step_among(&self.flights, me, |n| steps.contains(&n)).map(|c| disarm_in_the_way(seen, c))
    }

    /// Low on hit points: back to the nearest transition hallway seen that still has warmth,
    /// which heals when entered; standing in one, a step out so the next step in heals.
    fn heal(&mut self, seen: &Perception) -> Option<Command> {
        let me = seen.me();
        let hallway = |p: Pos| seen.terrain(p) == Some(Terrain::Floor(Ground::Hallway));
        if hallway(me) {
            let out = me
                .neighbours8()
                .into_iter()
                .find(|&p| !hallway(p) && seen.is_walkable(p) && seen.creature_at(p).is_none())?;
            return Some(step_to(me, out));
        }
        self.targets.clear();
        self.targets.extend(seen.seen_floor_of(Ground::Hallway));
        self.walk_to_targets(seen, Walk::Heal)
    }

    /// A step along a shortest explored path to the nearest target.
    fn walk_to_targets(&mut self, seen: &Perception, walk: Walk) -> Option<Command> {
        if self.targets.is_empty() {
            return None;
        }
        // Around the traps it has found (a known pit on the way up would drop it back down),
        // though off the one it may stand on, and to a target on one.
        let me = seen.me();
        self.note_keepers(seen);
        let map = self
            .walks
            .of(walk)
            .distances(seen, &self.targets, &self.keepers);
        let here = map.distance(me)?;
        let downhill = |n: Pos| map.distance(n) == Some(here.wrapping_sub(1));
        step_among(&self.flights, me, downhill).map(|c| disarm_in_the_way(seen, c))
    }

    /// A calm shopkeeper does not step aside, and walking into it only trades: its tile is
    /// no way through.
    fn note_keepers(&mut self, seen: &Perception) {
        self.keepers.clear();
        let calm = seen.creatures().filter(|c| c.peaceful);
        self.keepers.extend(calm.map(|c| c.pos));
    }

    /// A free neighbour off the line of every thrown item in view heading at the player, if
    /// one is.
    fn dodge(&self, seen: &Perception) -> Option<Pos> {
        let me = seen.me();
        if !self.flights.iter().any(|f| f.crosses(me)) {
            return None;
        }
        me.neighbours8().into_iter().find(|&p| {
            seen.is_walkable(p)
                && seen.creature_at(p).is_none()
                && self
                    .flights
                    .iter()
                    .filter(|f| f.crosses(me))
                    .all(|f| !f.crosses(p))
        })
    }
}

/// What a walk is for: each keeps its own map of distances.
#[derive(Clone, Copy, Debug)]
enum Walk {
    /// Up to a fixture worth a try.
    Fixture,
    /// To a thing seen lying near.
    Detour,
    /// To the stairs, the treasure, or (when every frontier lies past found traps) the edge
    /// of what it has seen.
    Way,
    /// Back to a transition hallway.
    Heal,
}

/// One kept map for each kind of [`Walk`].
#[derive(Clone, Debug, Default)]
struct Walks {
    fixture: WalkMap,
    detour: WalkMap,
    way: WalkMap,
    heal: WalkMap,
}

impl Walks {
    fn of(&mut self, walk: Walk) -> &mut WalkMap {
        match walk {
            Walk::Fixture => &mut self.fixture,
            Walk::Detour => &mut self.detour,
            Walk::Way => &mut self.way,
            Walk::Heal => &mut self.heal,
        }
    }
}

/// Among the steps down a shortest way (the neighbours where `downhill` holds), one off
/// the lines of thrown items coming; none safe, wait where it is safe.
fn step_among(flights: &[SeenFlight], me: Pos, downhill: impl Fn(Pos) -> bool) -> Option<Command> {
    let downhill = me.neighbours8().into_iter().filter(|&n| downhill(n));
    let in_line_of_fire = |p: Pos| flights.iter().any(|f| f.crosses(p));
    let mut first = None;
    for n in downhill {
        first.get_or_insert(n);
        if !in_line_of_fire(n) {
            return Some(step_to(me, n));
        }
    }
    if in_line_of_fire(me) {
        first.map(|n| step_to(me, n))
    } else {
        first.map(|_| Command::Wait)
    }
}

/// A step onto a found trap becomes a try at disarming it from beside, while its works allow
/// one: failing there hurts at worst, where a pit stepped on drops the player a floor.
fn disarm_in_the_way(seen: &Perception, command: Command) -> Command {
    let Command::Move(d) = command else {
        return command;
    };
    let disarm = Command::Disarm(d);
    let trapped = seen.found_trap_at(d.step(seen.me())).is_some();
    match trapped && seen.check(&disarm).is_ok() {
        true => disarm,
        false => command,
    }
}

/// Below this chance of success a fixture is left alone: a failure may hurt.
const FIXTURE_CHANCE: f64 = 0.4;

/// The fixtures seen that can still be tried and would likely give in, nearest first.
fn worth_trying(seen: &Perception) -> Vec<Pos> {
    let me = seen.me();
    let mut found: Vec<Pos> = seen
        .fixtures()
        .filter(|f| f.is_open_to_try())
        .filter(|f| {
            let check = seen.tables().check(f.kind);
            crate::rules::ability_checks::chance_of(seen.character(), check) >= FIXTURE_CHANCE
        })
        .map(|f| f.pos)
        .collect();
    found.sort_by_key(|p| p.chebyshev(me));
    found
}

fn step_to(from: Pos, to: Pos) -> Command {
    match Direction::from_delta(to.x - from.x, to.y - from.y) {
        Some(d) => Command::Move(d),
        None => Command::Wait,
    }
}

/// The adjacent creature to hit: one that can strike back this turn (not stunned) first, then
/// the one with the fewest hit points.
fn weakest_neighbour(seen: &Perception) -> Option<Pos> {
    seen.me()
        .neighbours8()
        .into_iter()
        .filter_map(|p| seen.creature_at(p))
        .filter(|c| c.flight.is_none() && !c.peaceful)
        .min_by_key(|c| (c.stunned, c.hp))
        .map(|c| c.pos)
}

/// An adjacent thrown item about to strike the player: punch it down.
fn incoming_neighbour(seen: &Perception) -> Option<Pos> {
    let me = seen.me();
    me.neighbours8().into_iter().find(|&p| {
        seen.creature_at(p)
            .and_then(|c| c.flight)
            .is_some_and(|f| f.crosses(me))
    })
}

/// The dungeon floor to go to next on the way to the goal floor: a child when this floor is
/// on the goal's branch, else `None` (go up).
fn next_floor_towards_goal(seen: &Perception) -> Option<usize> {
    let tables = seen.tables();
    let here = seen.floor_specs().nth(seen.floor())?;
    let mut floor = tables.dungeon.iter().position(|f| f.goal)?;
    while let Some(parent) = tables.dungeon[floor].parent {
        if parent == here {
            return seen.floor_specs().position(|spec| spec == floor);
        }
        floor = parent;
    }
    None
}

/// The nearest creature in view 2 or 3 tiles away (where a dart hits 80 or 65 % of the time)
/// that a dart can reach.
fn dart_target(seen: &Perception) -> Option<Pos> {
    let me = seen.me();
    seen.creatures()
        .filter(|c| c.flight.is_none() && !c.peaceful)
        .filter(|c| (2..=3).contains(&c.pos.chebyshev(me)))
        .map(|c| c.pos)
        .filter(|&p| seen.check(&Command::ThrowDart { target: p }).is_ok())
        .min_by_key(|p| p.chebyshev(me))
}
