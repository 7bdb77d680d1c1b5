//! Players that need no human: a random one, and a greedy one that explores, fights what it
//! meets, takes the treasure and climbs back out. `torchdeep bots` plays many games with them
//! to measure the game's balance; the greedy one is the baseline.

use super::command::{Command, Direction};
use super::flight::line_point;
use super::game::Game;
use super::mind::Flight;
use super::paths::DijkstraMap;
use crate::world::PortableRng;
use crate::world::{Ability, Ground, Level, PortalKind, Pos};

/// A command chosen at random among those the game accepts now.
pub fn random_command(game: &Game, rng: &mut fastrand::Rng) -> Command {
    for _ in 0..16 {
        let command = match rng.u32(..25) {
            0..=14 => Command::Move(Direction::ALL[rng.index(8)]),
            23 => Command::LevelUp,
            24 => Command::Raise(Ability::ALL[rng.index(6)]),
            15 => Command::Dash(Direction::ALL[rng.index(8)]),
            20 => Command::ThrowDart {
                target: throw_target(game, Direction::ALL[rng.index(8)], 5),
            },
            21 => Command::Steal(Direction::ALL[rng.index(8)]),
            22 => Command::ToggleSneak,
            16 => Command::PickUp,
            17 => Command::Descend,
            // The exit without the treasure would end the run at once.
            18 if !leaves_empty_handed(game) => Command::Ascend,
            18 => Command::Wait,
            _ => match game.first_throwable() {
                Some(item) => {
                    let d = Direction::ALL[rng.index(8)];
                    Command::Throw {
                        item,
                        target: throw_target(game, d, 5),
                    }
                }
                None => Command::Wait,
            },
        };
        if game.check(&command).is_ok() {
            return command;
        }
    }
    Command::Wait
}

/// Levels up as soon as it can, and spends each point where it gains most: the ability its
/// blows use, then CON (hit points), then DEX (darts and throws).
fn grow(game: &Game) -> Option<Command> {
    if game.can_level_up() {
        return Some(Command::LevelUp);
    }
    let blows = game
        .fighter_of(game.player())
        .map_or(Ability::Strength, |f| f.blow_ability);
    [blows, Ability::Constitution, Ability::Dexterity]
        .into_iter()
        .map(Command::Raise)
        .find(|c| game.check(c).is_ok())
}

/// Whether climbing here would leave the dungeon without the treasure.
fn leaves_empty_handed(game: &Game) -> bool {
    let exit = game
        .level()
        .portal_at(game.player_pos())
        .is_some_and(|p| p.kind == PortalKind::Exit);
    exit && !game.has_treasure()
}

/// Where a throw `range` tiles in direction `d` goes: the first creature on that line, else
/// the tile at the end of it.
pub fn throw_target(game: &Game, d: Direction, range: i32) -> Pos {
    let level = game.level();
    let mut p = game.player_pos();
    for _ in 0..range {
        p = d.step(p);
        if level.creatures.id_at(p).is_some() {
            return p;
        }
    }
    p
}

/// The greedy player: each turn, the first of these that applies.
///
/// 1. Punch down a thrown item about to strike; attack an adjacent creature; step out of the
///    line of a thrown item coming; throw a dart at the nearest creature 2 to 3 tiles away.
/// 2. Below half its hit points, walk back to a transition hallway to heal.
/// 3. Pick up the treasure when standing on it, steal it when next to it.
/// 4. With the treasure: walk to this floor's up-stairs and climb.
/// 5. Without it: on the goal floor, walk to the treasure once seen; elsewhere walk to the
///    stairs towards the goal floor (down the dungeon's tree, or up when off the way) once
///    seen.
/// 6. Explore: walk to the nearest explored tile next to unexplored ones.
///
/// Walks follow shortest paths over explored tiles only, around the traps found.
#[derive(Clone, Debug)]
pub struct Greedy {
    map: DijkstraMap,
    targets: Vec<Pos>,
}

impl Default for Greedy {
    fn default() -> Self {
        Greedy {
            map: DijkstraMap::new(0, 0),
            targets: Vec::new(),
        }
    }
}

impl Greedy {
    pub fn new() -> Self {
        Greedy::default()
    }

    pub fn next_command(&mut self, game: &Game) -> Command {
        if let Some(growth) = grow(game) {
            return growth;
        }
        let level = game.level();
        let me = game.player_pos();
        if let Some(rock) = incoming_neighbour(game) {
            return step_to(me, rock);
        }
        if let Some(foe) = weakest_neighbour(game) {
            return step_to(me, foe);
        }
        if let Some(aside) = dodge(game) {
            return step_to(me, aside);
        }
        if let Some(target) = dart_target(game) {
            return Command::ThrowDart { target };
        }
        if game.player_hp() * 2 < game.max_hp() {
            if let Some(step) = self.heal(game) {
                return step;
            }
        }
        let treasure = game.tables().treasure();
        let on_treasure = treasure.is_some_and(|t| level.items.at(me).iter().any(|s| s.kind == t));
        if on_treasure {
            return Command::PickUp;
        }
        // Treasure lies where traps are likeliest: take it from beside it.
        let beside = game.piles_beside().find(|d| {
            let pile = level.items.at(d.step(me));
            treasure.is_some_and(|t| pile.iter().any(|s| s.kind == t))
        });
        if let Some(d) = beside {
            return Command::Steal(d);
        }
        self.targets.clear();
        // Where to go: up, down to a given floor, or (on the goal floor) to the treasure.
        let way = if game.has_treasure() {
            Some(None)
        } else if game.floor_spec().goal {
            if let Some(t) = treasure {
                let seen = level
                    .items
                    .iter()
                    .filter(|(p, s)| s.kind == t && game.is_explored(*p));
                self.targets.extend(seen.map(|(p, _)| p));
            }
            None
        } else {
            Some(next_floor_towards_goal(game))
        };
        if let Some(down_to) = way {
            for portal in &level.portals {
                let fits = match down_to {
                    None => portal.kind != PortalKind::Down,
                    Some(floor) => {
                        portal.kind == PortalKind::Down
                            && portal.to.is_some_and(|t| t.floor == floor)
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
                if game.is_explored(portal.pos) {
                    self.targets.push(portal.pos);
                }
            }
        }
        if let Some(step) = self.walk_to_targets(game) {
            return step;
        }
        self.targets.clear();
        let explored = game.explored();
        for (p, &seen) in explored.iter() {
            if seen && level.is_walkable(p) && p.neighbours8().iter().any(|&n| unexplored(game, n))
            {
                self.targets.push(p);
            }
        }
        self.walk_to_targets(game).unwrap_or(Command::Wait)
    }

    /// Low on hit points: back to the nearest transition hallway seen that still has warmth,
    /// which heals when entered; standing in one, a step out so the next step in heals.
    fn heal(&mut self, game: &Game) -> Option<Command> {
        let level = game.level();
        let me = game.player_pos();
        let hallway = |p: Pos| level.ground.get(p) == Some(&Ground::Hallway);
        if hallway(me) {
            let out = me.neighbours8().into_iter().find(|&p| {
                !hallway(p) && level.is_walkable(p) && level.creatures.id_at(p).is_none()
            })?;
            return Some(step_to(me, out));
        }
        self.targets.clear();
        let explored = game.explored();
        self.targets.extend(
            explored
                .iter()
                .filter(|&(p, &seen)| seen && hallway(p))
                .map(|(p, _)| p),
        );
        self.walk_to_targets(game)
    }

    /// A step along a shortest explored path to the nearest target.
    fn walk_to_targets(&mut self, game: &Game) -> Option<Command> {
        if self.targets.is_empty() {
            return None;
        }
        let level = game.level();
        if self.map.width() != level.width() || self.map.height() != level.height() {
            self.map = DijkstraMap::new(level.width(), level.height());
        }
        // Around the traps it has found (a known pit on the way up would drop it back down),
        // though off the one it may stand on, and to a target on one.
        let me = game.player_pos();
        self.map.compute(&self.targets, |p| {
            level.is_walkable(p)
                && game.is_explored(p)
                && (level.found_trap_at(p).is_none() || p == me || self.targets.contains(&p))
        });
        let here = self.map.distance(me)?;
        // Among the steps down the map, one off the lines of thrown items coming; none safe,
        // wait where it is safe.
        let downhill = me
            .neighbours8()
            .into_iter()
            .filter(|&n| self.map.distance(n) == Some(here.wrapping_sub(1)));
        let mut first = None;
        for n in downhill {
            first.get_or_insert(n);
            if !in_line_of_fire(game, n) {
                return Some(step_to(me, n));
            }
        }
        if in_line_of_fire(game, me) {
            first.map(|n| step_to(me, n))
        } else {
            first.map(|_| Command::Wait)
        }
    }
}

fn unexplored(game: &Game, p: Pos) -> bool {
    game.level().in_bounds(p) && !game.is_explored(p)
}

fn step_to(from: Pos, to: Pos) -> Command {
    match Direction::from_delta(to.x - from.x, to.y - from.y) {
        Some(d) => Command::Move(d),
        None => Command::Wait,
    }
}

/// The adjacent creature to hit: one that can strike back this turn (not stunned) first, then
/// the one with the fewest hit points.
fn weakest_neighbour(game: &Game) -> Option<Pos> {
    let level: &Level = game.level();
    game.player_pos()
        .neighbours8()
        .into_iter()
        .filter_map(|p| level.creatures.at(p))
        .filter(|c| game.flight(c.id).is_none())
        .min_by_key(|c| (game.is_stunned(c.id), c.hp))
        .map(|c| c.pos)
}

/// The tiles a thrown item in the air will still cross, nearest first.
fn remaining_line(flight: &Flight) -> impl Iterator<Item = Pos> + '_ {
    let n = flight.from.chebyshev(flight.target);
    (flight.step + 1..=n).map(|k| line_point(flight.from, flight.target, k))
}

/// Whether a thrown item's remaining flight crosses `p`.
fn heading_at(flight: &Flight, p: Pos) -> bool {
    remaining_line(flight).any(|q| q == p)
}

/// An adjacent thrown item about to strike the player: punch it down.
fn incoming_neighbour(game: &Game) -> Option<Pos> {
    let me = game.player_pos();
    let level = game.level();
    me.neighbours8().into_iter().find(|&p| {
        level
            .creatures
            .at(p)
            .and_then(|c| game.flight(c.id))
            .is_some_and(|f| heading_at(&f, me))
    })
}

/// Whether a thrown item in the air will cross `p`.
fn in_line_of_fire(game: &Game, p: Pos) -> bool {
    game.level()
        .creatures
        .iter()
        .filter_map(|c| game.flight(c.id))
        .any(|f| heading_at(&f, p))
}

/// A free neighbour off the line of every thrown item heading at the player, if one is.
fn dodge(game: &Game) -> Option<Pos> {
    let me = game.player_pos();
    let level = game.level();
    let incoming: Vec<Flight> = level
        .creatures
        .iter()
        .filter_map(|c| game.flight(c.id))
        .filter(|f| heading_at(f, me))
        .collect();
    if incoming.is_empty() {
        return None;
    }
    me.neighbours8().into_iter().find(|&p| {
        level.is_walkable(p)
            && level.creatures.id_at(p).is_none()
            && incoming.iter().all(|f| !heading_at(f, p))
    })
}

/// The dungeon floor to go to next on the way to the goal floor: a child when this floor is
/// on the goal's branch, else `None` (go up).
fn next_floor_towards_goal(game: &Game) -> Option<usize> {
    let tables = game.tables();
    let here = game.dungeon().floors[game.floor()].spec;
    let mut floor = tables.dungeon.iter().position(|f| f.goal)?;
    while let Some(parent) = tables.dungeon[floor].parent {
        if parent == here {
            return game.dungeon().floors.iter().position(|f| f.spec == floor);
        }
        floor = parent;
    }
    None
}

/// The nearest creature in view 2 or 3 tiles away (where a dart hits 80 or 65 % of the time)
/// that a dart can reach.
fn dart_target(game: &Game) -> Option<Pos> {
    let me = game.player_pos();
    let flier = game.flier_kind();
    game.level()
        .creatures
        .iter()
        .filter(|c| c.id != game.player() && Some(c.kind) != flier)
        .filter(|c| (2..=3).contains(&c.pos.chebyshev(me)))
        .map(|c| c.pos)
        .filter(|&p| game.check(&Command::ThrowDart { target: p }).is_ok())
        .min_by_key(|p| p.chebyshev(me))
}
