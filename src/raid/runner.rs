//! One raid: room after room, each a level of the game played by its rules with the rogue as
//! the player and the Rogue Code rules on (`rules::rogue_code`). Each turn the script's action
//! becomes the game's command; the guards answer as the game's creatures do. A room is beaten
//! when its treasure is all stolen and the rogue stands on the exit; the raid ends when the
//! rogue dies (or outstays a room's turns), and its score is the rooms beaten.

use std::sync::Arc;

use super::action::RogueAction;
use super::script::{Script, ScriptError};
use super::view::{view_of, RaidProgress, ViewNames};
use crate::data::raids::RaidTables;
use crate::data::Tables;
use crate::gen::{floor_seed, raid_room};
use crate::rules::rogue_code::RogueCodeRules;
use crate::rules::{Command, DeathCause, Direction, Event, Game, Harm};
use crate::world::{Character, CreatureId, Dungeon, DungeonFloor, Pos};

/// Why a raid ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaidEnd {
    /// Killed: by a guard of this `monsters.csv` row, a trap of this `traps.csv` row, or
    /// `poison`.
    Died(String),
    /// The room's `turns` ran out.
    OutOfTime,
}

impl RaidEnd {
    /// How the summary counts it: the killer's row, `poison`, or `time`.
    pub fn cause(&self) -> &str {
        match self {
            RaidEnd::Died(cause) => cause,
            RaidEnd::OutOfTime => "time",
        }
    }
}

/// What one turn of a raid was.
#[derive(Clone, Debug)]
pub struct TurnRecord {
    pub room: u32,
    /// The turn within the room, from 1.
    pub turn: u32,
    /// What the rogue did: the script's action, or a wait when it failed or was refused.
    pub action: RogueAction,
    /// What came of it, in a few words.
    pub outcome: String,
    pub hp: i32,
    pub error: Option<ScriptError>,
    /// What the script printed.
    pub printed: Vec<String>,
    /// The commands the game accepted this turn, in order: played on a copy of the room's
    /// game, they show the turn (the window watches a raid so).
    pub commands: Vec<Command>,
}

/// A raid under way.
pub struct Raid {
    tables: Arc<Tables>,
    raids: Arc<RaidTables>,
    seed: u64,
    character: Character,
    game: Game,
    room: u32,
    score: u32,
    turn: u32,
    end: Option<RaidEnd>,
    script_errors: u32,
    names: ViewNames,
}

impl Raid {
    /// A raid of `seed`, in its first room; the rogue is the `rogue` class (or the first
    /// playable one) at level 1.
    pub fn new(tables: Arc<Tables>, raids: Arc<RaidTables>, seed: u64) -> Raid {
        let class = if tables.class("rogue").is_some_and(|c| c.playable) {
            "rogue".to_string()
        } else {
            crate::rules::default_character(&tables, seed).class
        };
        let race = tables.races.first().map_or("", |r| r.id.as_str());
        let name = crate::rules::character::name_for_seed(seed);
        let character = crate::rules::character::create(&tables, &name, &class, race)
            .expect("loading guarantees a playable class and a race");
        let hp = crate::rules::character::max_hp(&tables, &character);
        let mut game = room_game(&tables, &raids, seed, 1, &character, hp);
        // The points a new character has to spend go to DEX, the rogue's ability.
        let raise = Command::Raise(crate::world::Ability::Dexterity);
        while game.check(&raise).is_ok() {
            let _ = game.act(raise);
        }
        let character = game.character().clone();
        let names = ViewNames::new(&tables);
        Raid {
            tables,
            raids,
            seed,
            character,
            game,
            room: 1,
            score: 0,
            turn: 0,
            end: None,
            script_errors: 0,
            names,
        }
    }

    /// The room being raided, as a game (for drawing it).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn room(&self) -> u32 {
        self.room
    }

    /// Rooms beaten so far.
    pub fn score(&self) -> u32 {
        self.score
    }

    pub fn end(&self) -> Option<&RaidEnd> {
        self.end.as_ref()
    }

    pub fn script_errors(&self) -> u32 {
        self.script_errors
    }

    /// Turns played in this room.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Plays one turn: the script decides from the rogue's view, the room answers. `None`
    /// once the raid is over.
    pub fn step(&mut self, script: &mut Script) -> Option<TurnRecord> {
        if self.end.is_some() {
            return None;
        }
        self.turn += 1;
        let progress = RaidProgress {
            room: self.room,
            score: self.score,
            turn: self.turn,
            treasure_total: self.raids.room(self.room).treasure,
        };
        let decided = script.decide(view_of(&self.game, &self.names, progress));
        let printed = script.printed();
        let (action, error) = match decided {
            Ok(action) => (action, None),
            Err(e) => {
                self.script_errors += 1;
                (RogueAction::Wait, Some(e))
            }
        };
        let (action, mut outcome, commands) = self.play(action);
        let record_room = self.room;
        let record_turn = self.turn;
        let hp = self.game.player_hp();
        if let Some(death) = self.game.death() {
            self.end = Some(RaidEnd::Died(self.cause(death)));
            outcome.push_str(", died");
        } else if self.beaten() {
            self.score += 1;
            self.room += 1;
            self.turn = 0;
            outcome.push_str(", room beaten");
            let heal = self.raids.room(self.room).heal;
            let max = crate::rules::character::max_hp(&self.tables, &self.character);
            let hp = (hp + heal).min(max);
            let seed = self.seed;
            self.game = room_game(
                &self.tables,
                &self.raids,
                seed,
                self.room,
                &self.character,
                hp,
            );
        } else if self.turn >= self.raids.room(self.room).turns {
            self.end = Some(RaidEnd::OutOfTime);
            outcome.push_str(", out of time");
        }
        Some(TurnRecord {
            room: record_room,
            turn: record_turn,
            action,
            outcome,
            hp,
            error,
            printed,
            commands,
        })
    }

    /// Plays the raid to its end; `each` sees every turn.
    pub fn run(&mut self, script: &mut Script, mut each: impl FnMut(&TurnRecord)) {
        while let Some(record) = self.step(script) {
            each(&record);
        }
    }

    /// Carries out the action through the game's commands; one the rules refuse (a wall, no
    /// guard there, too far) becomes a wait. Returns what was done and what came of it.
    fn play(&mut self, action: RogueAction) -> (RogueAction, String, Vec<Command>) {
        let mut commands = Vec::with_capacity(2);
        let here = self.game.player_pos();
        let dozing: Vec<CreatureId> = (self.game.level().creatures.iter())
            .filter(|c| c.mind.dozing)
            .map(|c| c.id)
            .collect();
        let to_level = |p: Pos| Pos::new(p.x + 1, p.y + 1);
        let command = match action {
            RogueAction::Sneak(d) => {
                if !self.game.is_sneaking() && self.game.act(Command::ToggleSneak).is_ok() {
                    commands.push(Command::ToggleSneak);
                }
                Ok(Command::Move(d))
            }
            RogueAction::Move(a, b) if a == b => Ok(Command::Dash(a)),
            RogueAction::Move(a, b) => Ok(Command::DashTurning(a, b)),
            RogueAction::Melee(p) => {
                let p = to_level(p);
                let d = Direction::from_delta(p.x - here.x, p.y - here.y);
                match d {
                    Some(d) if self.game.level().creatures.id_at(p).is_some() => {
                        Ok(Command::Move(d))
                    }
                    _ => Err("no guard on a neighbouring tile there".to_string()),
                }
            }
            RogueAction::Ranged(p) => Ok(Command::ThrowDart {
                target: to_level(p),
            }),
            RogueAction::Steal(None) => Ok(Command::PickUp),
            RogueAction::Steal(Some(d)) => Ok(Command::Steal(d)),
            RogueAction::Wait => Ok(Command::Wait),
        };
        let refused = match command {
            Ok(command) => match self.game.act(command) {
                Ok(_) => {
                    commands.push(command);
                    None
                }
                Err(refusal) => Some(format!("{refusal:?}").to_lowercase()),
            },
            Err(why) => Some(why),
        };
        match refused {
            None => (action, self.outcome(&dozing), commands),
            Some(why) => {
                if self.game.act(Command::Wait).is_ok() {
                    commands.push(Command::Wait);
                }
                let outcome = format!("refused ({why}), waited{}", self.outcome(&dozing));
                (RogueAction::Wait, outcome, commands)
            }
        }
    }

    /// The turn's events in a few words.
    fn outcome(&self, dozing: &[CreatureId]) -> String {
        let tables = &self.tables;
        let player = self.game.player();
        let mut parts: Vec<String> = Vec::new();
        // A guard that wakes changes its mind again as it acts: tell its waking once.
        let mut woke: Vec<CreatureId> = Vec::new();
        for event in self.game.events() {
            let part = match *event {
                Event::Moved { who, to, .. } if who.id == player => {
                    format!("to {},{}", to.x - 1, to.y - 1)
                }
                Event::Hit {
                    attacker,
                    target,
                    damage,
                    ..
                } if attacker.id == player => {
                    format!("hit {} for {damage}", tables.monster(target.kind).id)
                }
                Event::Missed {
                    attacker, target, ..
                } if attacker.id == player => {
                    format!("missed {}", tables.monster(target.kind).id)
                }
                Event::Hit {
                    attacker,
                    damage,
                    target,
                    ..
                } if target.id == player => {
                    format!("{} hit for {damage}", tables.monster(attacker.kind).id)
                }
                Event::Missed {
                    attacker, target, ..
                } if target.id == player => {
                    format!("{} missed", tables.monster(attacker.kind).id)
                }
                Event::Died { who, .. } if who.id != player => {
                    format!("{} killed", tables.monster(who.kind).id)
                }
                Event::PickedUp { item, .. } => format!("stole {}", item.count),
                Event::TrapFound { trap, at } => {
                    format!(
                        "found {} at {},{}",
                        tables.trap(trap).id,
                        at.x - 1,
                        at.y - 1
                    )
                }
                Event::TrapSprung { trap, who, .. } if who.id == player => {
                    format!("sprang {}", tables.trap(trap).id)
                }
                Event::Minded { who, mind }
                    if !mind.dozing && dozing.contains(&who.id) && !woke.contains(&who.id) =>
                {
                    woke.push(who.id);
                    format!("{} woke", tables.monster(who.kind).id)
                }
                _ => continue,
            };
            parts.push(part);
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(": {}", parts.join(", "))
        }
    }

    /// All the treasure stolen and the rogue on the exit.
    fn beaten(&self) -> bool {
        let level = self.game.level();
        let treasure = self.tables.treasure();
        let left = level.items.iter().any(|(_, i)| Some(i.kind) == treasure);
        let on_exit = level
            .portal_at(self.game.player_pos())
            .is_some_and(|p| p.kind == crate::world::PortalKind::Exit);
        !left && on_exit
    }

    fn cause(&self, death: DeathCause) -> String {
        match death {
            DeathCause::Creature { kind, .. } => self.tables.monster(kind).id.clone(),
            DeathCause::Harm(Harm::Trap(trap)) => self.tables.trap(trap).id.clone(),
            DeathCause::Harm(Harm::Poison) => "poison".to_string(),
            DeathCause::Harm(Harm::Check(_)) => "mishap".to_string(),
            DeathCause::Harm(Harm::Fire) => "fire".to_string(),
        }
    }
}

/// Room `k` of the raid of `seed` as a game: the room's level, the rogue at `hp`, the Rogue
/// Code rules on.
fn room_game(
    tables: &Arc<Tables>,
    raids: &RaidTables,
    seed: u64,
    k: u32,
    character: &Character,
    hp: i32,
) -> Game {
    let room_seed = floor_seed(seed, k as usize);
    let mut rng = fastrand::Rng::with_seed(room_seed);
    let def = raids.room(k);
    let room = raid_room(tables, def, hp, &mut rng);
    let depth = tables.dungeon.first().map_or(1, |f| f.depth);
    let dungeon = Dungeon {
        seed: room_seed,
        floors: vec![DungeonFloor {
            spec: 0,
            depth,
            level: room.level,
        }],
    };
    let mut game = Game::from_dungeon_as(
        Arc::clone(tables),
        dungeon,
        0,
        room.rogue,
        room_seed,
        character.clone(),
    );
    game.set_rogue_code(Some(RogueCodeRules {
        actions: raids.actions,
        wake: def.wake,
    }));
    game
}
