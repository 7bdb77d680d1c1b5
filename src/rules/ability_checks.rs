//! Ability checks (GAME.md §12): d20 + the ability's modifier + ⌊level/2⌋ against a
//! difficulty, for fixtures the player walks into (barrels, chests, altars, rune stones) and
//! found traps the player disarms. Each row of `ability_checks.csv` says the ability, the
//! difficulty, the tries and what success and failure bring. Classes differ here by their
//! abilities alone: a rogue's DEX makes it the best at locks and traps.

use super::event::{Event, Gain, Harm, LoreSource, Who};
use super::game::Game;
use crate::data::{CheckDef, CheckId, CheckOutcome, Tables};
use crate::world::{Character, Item, Pos, Trap};

/// A failed disarm falling short by this much or more sets the trap off (when the row's
/// failure says `spring`).
pub const SPRING_MARGIN: i32 = 5;

/// Whether a found trap's works still allow a try at disarming it: the tables name a check
/// for traps and its tries are not used up.
pub fn can_disarm(tables: &Tables, trap: &Trap) -> bool {
    tables
        .disarm_check()
        .is_some_and(|row| trap.tries < tables.check(row).tries)
}

/// What the player adds to the d20 for a check of this row.
pub fn bonus(game: &Game, check: &CheckDef) -> i32 {
    bonus_of(game.character(), check)
}

/// What a character adds to the d20 for a check of this row: the ability's modifier and half
/// the level.
pub fn bonus_of(c: &Character, check: &CheckDef) -> i32 {
    c.abilities.modifier(check.ability) + c.level as i32 / 2
}

/// The chance that one try of a row succeeds, for the player now (a natural 20 always
/// succeeds, a natural 1 always fails).
pub fn chance(game: &Game, check: &CheckDef) -> f64 {
    chance_of(game.character(), check)
}

/// The chance that one try of a row succeeds for a character.
pub fn chance_of(c: &Character, check: &CheckDef) -> f64 {
    let needed = check.difficulty - bonus_of(c, check);
    let faces = (21 - needed).clamp(1, 19);
    f64::from(faces) / 20.0
}

/// One d20 roll for the player against a row: the die and whether it succeeds.
fn roll(game: &mut Game, check: &CheckDef) -> (i32, i32, bool) {
    let natural = game.rng().i32(1..=20);
    let total = natural + bonus(game, check);
    let success = natural == 20 || (natural != 1 && total >= check.difficulty);
    (natural, total, success)
}

/// The player tries the fixture on `at` (they walked into it; `check` allowed it).
pub(crate) fn try_fixture(game: &mut Game, who: Who, at: Pos) {
    let Some(fixture) = game.level().fixture_at(at).copied() else {
        return;
    };
    let def = game.tables.check(fixture.kind).clone();
    let (natural, total, success) = roll(game, &def);
    let spent = !success && fixture.tries_left <= 1;
    game.emit(Event::Tested {
        who,
        at,
        check: fixture.kind,
        natural,
        total,
        success,
        spent,
    });
    let outcome = if success { &def.success } else { &def.failure };
    reward(game, who, at, fixture.kind, outcome);
}

/// The player tries to disarm the found trap on `at` (a neighbouring tile; `check` allowed
/// it).
pub(crate) fn disarm(game: &mut Game, who: Who, at: Pos) {
    let (Some(kind), Some(trap)) = (
        game.tables.disarm_check(),
        game.level().found_trap_at(at).copied(),
    ) else {
        return;
    };
    let def = game.tables.check(kind).clone();
    let (natural, total, success) = roll(game, &def);
    let spent = !success && trap.tries + 1 >= def.tries;
    game.emit(Event::Tested {
        who,
        at,
        check: kind,
        natural,
        total,
        success,
        spent,
    });
    if success {
        game.emit(Event::TrapDisarmed {
            who,
            trap: trap.kind,
            at,
        });
        return reward(game, who, at, kind, &def.success);
    }
    reward(game, who, at, kind, &def.failure);
    if def.failure.spring && def.difficulty - total >= SPRING_MARGIN && game.outcome().is_none() {
        super::traps::set_off(game, who, at);
    }
}

/// Hands over what an outcome brings: experience, hit points (won or lost) and items.
fn reward(game: &mut Game, who: Who, at: Pos, check: CheckId, outcome: &CheckOutcome) {
    if outcome.xp > 0 {
        super::experience::gain(game, outcome.xp, Gain::Check(check));
    }
    let (hp, max) = (game.player_hp(), game.max_hp());
    if outcome.hp > 0 && hp < max {
        let amount = outcome.hp.min(max - hp);
        game.emit(Event::Healed {
            who,
            hp: hp + amount,
            amount,
        });
    } else if outcome.hp < 0 {
        super::traps::hurt(game, who, -outcome.hp, Harm::Check(check));
    }
    if game.outcome().is_some() {
        return;
    }
    if outcome.tale && who.id == game.player() {
        let page = game.rng().u32(..);
        game.emit(Event::LoreRead {
            page,
            from: LoreSource::Inscription(check),
        });
    }
    for &(item, count) in &outcome.items {
        game.emit(Event::Received {
            who,
            from: at,
            item: Item::new(item, count),
        });
    }
}
