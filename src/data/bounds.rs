//! The bounds of the tables' numbers, listed in config/README.md: every number that reaches a
//! range, a size, a count, a loop or an allocation is checked against one when loading, so an
//! absurd value is a located error, never a panic, a hang or a runaway allocation later.

/// A lottery weight (`chance` of monsters, items, rooms and traps).
pub const MAX_WEIGHT: f64 = 1_000_000.0;
/// A room's monster or item density, per 100 floor tiles.
pub const MAX_DENSITY: f64 = 100.0;
/// A creature's hit points, and the healing of one effect.
pub const MAX_HIT_POINTS: i64 = 1_000_000;
/// An item's value in gold.
pub const MAX_VALUE: i64 = 1_000_000;
/// How many of one item a creature carries from the start.
pub const MAX_CARRIED: i64 = 1_000;
/// A floor's depth, and a room's or a monster's `min_depth` and `max_depth`.
pub const MAX_DEPTH: i64 = 1_000;
/// Tiles: a creature's sight, the range a behaviour keeps, a flight's speed.
pub const MAX_TILES: i64 = 100;
/// Turns: a trap's effect, a thrower's cooldown.
pub const MAX_TURNS: i64 = 1_000;
/// A trap's damage.
pub const MAX_TRAP_DAMAGE: i64 = 10_000;
/// An ability score.
pub const MAX_SCORE: i32 = 30;
/// A race's bonus to one ability, either way.
pub const MAX_RACE_BONUS: i32 = 6;
/// Ability points to spend, at creation or at one level.
pub const MAX_FREE_POINTS: i64 = 20;
/// A class's bonus to one defence, either way.
pub const MAX_DEFENCE_BONUS: i32 = 20;
/// Hit points gained at one level.
pub const MAX_LEVEL_HIT_POINTS: i64 = 1_000;
/// The highest level.
pub const MAX_LEVEL: u32 = 20;
/// The experience of the highest level.
pub const MAX_XP: i64 = 100_000_000;
/// Spell slots at one level: keys 1 to 4.
pub const MAX_SPELL_SLOTS: i64 = 4;
/// An ability check's difficulty: "very hard" is 25; 40 is beyond any roll.
pub const MAX_DIFFICULTY: i64 = 40;
/// Tries at one thing.
pub const MAX_TRIES: i64 = 100;
/// Characters of a message or lore text of a table.
pub const MAX_TEXT_CHARS: usize = 400;
