//! The character sheet (GAME.md §12): making a character from a class and a race, and what
//! follows from one and the tables — hit points, defences, the next level and whether it is
//! reached. Saves check a character with [`check_character`] before a game is made of it.

use crate::data::{ClassDef, LevelDef, RaceDef, Tables};
use crate::world::PortableRng;
use crate::world::{Abilities, Ability, Character, Defences};

/// The highest score a point can raise an ability to.
pub const SCORE_CAP: i32 = 22;

impl Tables {
    pub fn class(&self, id: &str) -> Option<&ClassDef> {
        self.classes.iter().find(|c| c.id == id)
    }

    pub fn race(&self, id: &str) -> Option<&RaceDef> {
        self.races.iter().find(|r| r.id == id)
    }

    /// The playable classes, in table order.
    pub fn playable_classes(&self) -> impl Iterator<Item = &ClassDef> {
        self.classes.iter().filter(|c| c.playable)
    }

    /// The row of `levels.csv` for a level.
    pub fn level(&self, level: u32) -> Option<&LevelDef> {
        self.levels.iter().find(|l| l.level == level)
    }
}

/// Why a character cannot be made or continued.
pub type SheetError = String;

/// A level-1 character of a class and race, with the race's points still to spend.
pub fn create(
    tables: &Tables,
    name: &str,
    class: &str,
    race: &str,
) -> Result<Character, SheetError> {
    let class_def = tables.class(class).filter(|c| c.playable).ok_or_else(|| {
        unknown(
            "playable class",
            class,
            tables.playable_classes().map(|c| &c.id),
        )
    })?;
    let race_def = tables
        .race(race)
        .ok_or_else(|| unknown("race", race, tables.races.iter().map(|r| &r.id)))?;
    if !Character::is_name(name) {
        return Err(format!(
            "\"{name}\" is not a name: 1 to {} printable characters",
            crate::world::character::MAX_NAME_CHARS
        ));
    }
    let first = tables.level(1).map_or(0, |l| l.ability_points);
    Ok(Character {
        name: name.to_string(),
        class: class_def.id.clone(),
        race: race_def.id.clone(),
        abilities: class_def.abilities.plus(&race_def.bonuses),
        level: 1,
        xp: 0,
        points: race_def.free_points + first,
        spells: super::magic::starting_spellbook(tables, &class_def.id),
    })
}

fn unknown<'a>(what: &str, id: &str, known: impl Iterator<Item = &'a String>) -> SheetError {
    let known: Vec<&str> = known.map(String::as_str).collect();
    format!("no {what} \"{id}\"; expected one of {}", known.join(", "))
}

/// The class of a checked character.
fn class_of<'t>(tables: &'t Tables, c: &Character) -> &'t ClassDef {
    tables.class(&c.class).unwrap_or_else(|| &tables.classes[0])
}

/// Full hit points: the class's first-level hit points plus the CON score, then the class's
/// per-level hit points and `levels.csv`'s for every level after the first.
pub fn max_hp(tables: &Tables, c: &Character) -> i32 {
    let class = class_of(tables, c);
    let later: i32 = tables
        .levels
        .iter()
        .filter(|l| l.level > 1 && l.level <= c.level)
        .map(|l| class.hp_per_level + l.hp)
        .sum();
    (class.hp_first + c.abilities.score(Ability::Constitution) + later).max(1)
}

/// AC, fortitude, reflex and will (no armour yet).
pub fn defences(tables: &Tables, c: &Character) -> Defences {
    Defences::of(&c.abilities, c.level, 0, &class_of(tables, c).defences)
}

/// The next level's row, if there is a next level.
pub fn next_level<'t>(tables: &'t Tables, c: &Character) -> Option<&'t LevelDef> {
    tables.level(c.level + 1)
}

/// Whether the character has the experience for the next level.
pub fn can_level_up(tables: &Tables, c: &Character) -> bool {
    next_level(tables, c).is_some_and(|l| c.xp >= l.xp)
}

/// What the next level brings: (its number, hit points gained, ability points).
pub fn level_up_gains(tables: &Tables, c: &Character) -> Option<(u32, i32, u32)> {
    let next = next_level(tables, c)?;
    let hp = class_of(tables, c).hp_per_level + next.hp;
    Some((next.level, hp, next.ability_points))
}

/// The class's sight, in tiles.
pub fn sight(tables: &Tables, c: &Character) -> i32 {
    class_of(tables, c).sight
}

/// A character read from a save fits the tables: its class, race and level exist, its scores,
/// points and experience are within bounds.
pub fn check_character(tables: &Tables, c: &Character) -> Result<(), SheetError> {
    if !Character::is_name(&c.name) {
        return Err(format!("the character's name \"{}\" is not a name", c.name));
    }
    if tables.class(&c.class).is_none() {
        return Err(format!(
            "the character's class \"{}\" is not in classes.csv",
            c.class
        ));
    }
    if tables.race(&c.race).is_none() {
        return Err(format!(
            "the character's race \"{}\" is not in races.csv",
            c.race
        ));
    }
    if tables.level(c.level).is_none() {
        return Err(format!(
            "the character's level {} is not in levels.csv",
            c.level
        ));
    }
    let bound = crate::data::bounds::MAX_SCORE;
    if let Some(a) = Ability::ALL
        .into_iter()
        .find(|&a| !(1..=bound).contains(&c.abilities.score(a)))
    {
        return Err(format!(
            "the character's {} is {}; expected 1 to {bound}",
            a.name(),
            c.abilities.score(a)
        ));
    }
    let most_points =
        (crate::data::bounds::MAX_FREE_POINTS as u32) * (tables.levels.len() as u32 + 1);
    if c.points > most_points || c.xp > crate::data::bounds::MAX_XP as u64 {
        return Err("the character's points or experience are beyond any run".into());
    }
    Ok(())
}

/// The syllables generated names are made of.
const ONSETS: [&str; 16] = [
    "b", "br", "d", "dr", "g", "k", "l", "m", "n", "r", "s", "t", "th", "v", "w", "z",
];
const NUCLEI: [&str; 8] = ["a", "e", "i", "o", "u", "ae", "ia", "ou"];
const CODAS: [&str; 10] = ["", "", "n", "r", "l", "th", "k", "s", "m", "nd"];

/// The name a run of `seed` gives a character nobody named.
pub fn name_for_seed(seed: u64) -> String {
    generated_name(&mut fastrand::Rng::with_seed(seed ^ 0x6e61_6d65))
}

/// A name of two or three syllables, such as "Brandel" or "Thiaros".
pub fn generated_name(rng: &mut fastrand::Rng) -> String {
    let syllables = rng.between(2, 3);
    let mut name = String::new();
    for i in 0..syllables {
        name.push_str(ONSETS[rng.index(ONSETS.len())]);
        name.push_str(NUCLEI[rng.index(NUCLEI.len())]);
        if i + 1 == syllables || rng.bool() {
            name.push_str(CODAS[rng.index(CODAS.len())]);
        }
    }
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// The scores a character would have as created, for previews: class plus race.
pub fn starting_scores(class: &ClassDef, race: &RaceDef) -> Abilities {
    class.abilities.plus(&race.bonuses)
}
