//! What is left of a finished run: a morgue file that tells how it ended, and a line in the
//! hall of fame, which keeps the best [`HALL_SIZE`] runs by [`score`].

use serde::{Deserialize, Serialize};

use crate::rules::message::{trap_name, with_article};
use crate::rules::{DeathCause, Game, Harm, Outcome};
use crate::world::Pos;

/// How many runs the hall of fame keeps.
pub const HALL_SIZE: usize = 20;

/// The messages a morgue file repeats.
pub const MORGUE_MESSAGES: usize = 20;

/// Half the width and height of the map a morgue file draws around the player.
const MAP_REACH: (i32, i32) = (20, 8);

/// The largest hall of fame file read, in bytes.
pub const MAX_HALL_BYTES: usize = 1 << 20;

/// A finished run, as the hall of fame lists it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry {
    /// The character's name, and what it was: "Human Fighter, level 3" (empty in a hall of
    /// fame written before they were kept).
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub character: String,
    pub score: u64,
    pub seed: u64,
    /// `won`, `dead` or `fled`.
    pub outcome: String,
    /// What ended the run, in words: "killed by a verp", "won with the treasure".
    pub cause: String,
    /// The name of the deepest floor reached, and its depth.
    pub deepest: String,
    pub depth: u32,
    pub turns: u64,
    pub kills: u32,
    /// When it ended, in seconds since 1970 (0 when unknown).
    pub ended_at: u64,
}

/// The score of a run: 100 for each level of depth reached, 10 for each kill, and 1,000 for
/// climbing out with the treasure. Ties go to the shorter run.
pub fn score(game: &Game) -> u64 {
    let depth = u64::from(deepest_depth(game));
    let won = matches!(game.outcome(), Some(Outcome::Won));
    depth * 100 + u64::from(game.kills()) * 10 + if won { 1_000 } else { 0 }
}

fn deepest_depth(game: &Game) -> u32 {
    game.dungeon().floors[game.deepest_floor()].depth
}

/// What ended the run, in words.
pub fn cause(game: &Game) -> String {
    let tables = game.tables();
    match (game.outcome(), game.death()) {
        (Some(Outcome::Won), _) => "climbed out with the treasure".to_string(),
        (Some(Outcome::Fled), _) => "fled the dungeon empty-handed".to_string(),
        (
            _,
            Some(DeathCause::Creature {
                kind,
                damage,
                thrown,
            }),
        ) => {
            let name = with_article(&tables.monster(kind).name);
            match (thrown, damage) {
                (_, 0) => format!("killed by {name}"),
                (true, _) => format!("killed by {name}'s throw, a hit of {damage}"),
                (false, _) => format!("killed by {name}, a blow of {damage}"),
            }
        }
        (_, Some(DeathCause::Harm(Harm::Poison))) => "died of poison".to_string(),
        (_, Some(DeathCause::Harm(Harm::Fire))) => "burnt to death".to_string(),
        (_, Some(DeathCause::Harm(Harm::Trap(trap)))) => {
            format!("killed by {}", trap_name(tables, trap))
        }
        (_, Some(DeathCause::Harm(Harm::Check(check)))) => {
            format!("killed trying {}", with_article(&tables.check(check).name))
        }
        (Some(Outcome::Dead), None) => "died".to_string(),
        (None, _) => "still alive".to_string(),
    }
}

/// The hall of fame line of a finished run.
pub fn entry(game: &Game, ended_at: u64) -> Entry {
    let deepest = &game.dungeon().floors[game.deepest_floor()];
    let c = game.character();
    let tables = game.tables();
    let race = tables
        .race(&c.race)
        .map_or(c.race.as_str(), |r| r.name.as_str());
    let class = tables
        .class(&c.class)
        .map_or(c.class.as_str(), |k| k.name.as_str());
    Entry {
        name: c.name.clone(),
        character: format!("{race} {class}, level {}", c.level),
        score: score(game),
        seed: game.seed(),
        outcome: game.outcome().map_or("alive", |o| o.name()).to_string(),
        cause: cause(game),
        deepest: game.tables().dungeon[deepest.spec].name.clone(),
        depth: deepest.depth,
        turns: game.turn(),
        kills: game.kills(),
        ended_at,
    }
}

/// The best runs, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HallOfFame {
    pub entries: Vec<Entry>,
}

impl HallOfFame {
    /// Reads a hall of fame; a damaged one is reported, never half-read.
    pub fn from_json(bytes: &[u8]) -> Result<HallOfFame, String> {
        if bytes.len() > MAX_HALL_BYTES {
            return Err(format!("larger than {MAX_HALL_BYTES} bytes"));
        }
        let mut hall: HallOfFame =
            serde_json::from_slice(bytes).map_err(|e| format!("damaged: {e}"))?;
        hall.sort();
        Ok(hall)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("plain data")
    }

    /// Adds a run, keeping the best [`HALL_SIZE`]; returns its place (0 = first), if kept.
    pub fn add(&mut self, entry: Entry) -> Option<usize> {
        self.entries.push(entry.clone());
        self.sort();
        let place = self.entries.iter().position(|e| *e == entry);
        place.filter(|&p| p < HALL_SIZE)
    }

    fn sort(&mut self) {
        self.entries
            .sort_by(|a, b| b.score.cmp(&a.score).then(a.turns.cmp(&b.turns)));
        self.entries.truncate(HALL_SIZE);
    }
}

/// The morgue file of a finished run: how it ended, the last messages and the map around the
/// player, in plain text.
pub fn morgue(game: &Game, ended_at: u64) -> String {
    let e = entry(game, ended_at);
    let mut out = String::new();
    out.push_str("torchdeep: the morgue\n\n");
    out.push_str(&format!("Character:  {}, {}\n", e.name, e.character));
    out.push_str(&format!("Outcome:    {} ({})\n", e.outcome, e.cause));
    out.push_str(&format!("Seed:       {}\n", e.seed));
    out.push_str(&format!(
        "Floor:      {} (depth {})\n",
        game.tables().dungeon[game.dungeon().floors[game.floor()].spec].name,
        game.dungeon().floors[game.floor()].depth
    ));
    out.push_str(&format!("Deepest:    {} (depth {})\n", e.deepest, e.depth));
    out.push_str(&format!("Turns:      {}\n", e.turns));
    out.push_str(&format!("Kills:      {}\n", e.kills));
    out.push_str(&format!(
        "Hit points: {} of {}\n",
        game.player_hp().max(0),
        game.max_hp()
    ));
    out.push_str(&format!("Score:      {}\n\n", e.score));
    out.push_str("The last messages:\n");
    let messages: Vec<_> = game.messages().rev().take(MORGUE_MESSAGES).collect();
    for m in messages.into_iter().rev() {
        out.push_str(&format!("  turn {:>5}  {}\n", m.turn, m.text));
    }
    out.push_str("\nThe map around the end (@ is you):\n");
    for row in map_around(game) {
        out.push_str("  ");
        out.push_str(&row);
        out.push('\n');
    }
    out
}

/// The explored map around the player as rows of characters: terrain as `torchdeep gen`
/// draws it, the items and creatures the player sees, blank where never seen.
pub fn map_around(game: &Game) -> Vec<String> {
    let level = game.level();
    let tables = game.tables();
    let here = game.player_pos();
    let (rx, ry) = MAP_REACH;
    (here.y - ry..=here.y + ry)
        .filter(|&y| y >= 0 && y < level.height())
        .map(|y| {
            (here.x - rx..=here.x + rx)
                .filter(|&x| x >= 0 && x < level.width())
                .map(|x| {
                    let p = Pos::new(x, y);
                    if p == here {
                        return '@';
                    }
                    if !game.is_explored(p) {
                        return ' ';
                    }
                    if game.is_visible(p) {
                        if let Some(c) = level.creatures.at(p) {
                            return tables.monster(c.kind).glyph;
                        }
                    }
                    if let Some(stack) = level.items.at(p).first() {
                        return tables.item(stack.kind).glyph;
                    }
                    if level.found_trap_at(p).is_some() {
                        return '^';
                    }
                    level.terrain_char(p)
                })
                .collect()
        })
        .collect()
}
