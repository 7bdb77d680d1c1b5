//! Experience and levels (GAME.md §12): XP for each creature the player kills (its row's
//! `xp`), each room first seen and each floor first entered (the `room_xp` and `floor_xp`
//! depth curves); levelling up and spending ability points are the player's own moves, taken
//! when they like, and cost no turn.

use super::character::{self, SCORE_CAP};
use super::event::{Event, Gain, Who};
use super::game::Game;
use crate::data::param;
use crate::world::Ability;

/// The player gains `amount` experience for `reason`.
pub(crate) fn gain(game: &mut Game, amount: u32, reason: Gain) {
    if amount == 0 || game.outcome().is_some() {
        return;
    }
    let xp = game.state.character().xp + u64::from(amount);
    game.emit(Event::XpGained {
        who: game.player_who(),
        amount,
        xp,
        reason,
    });
}

/// A creature killed by the player is worth its row's experience.
pub(crate) fn killed(game: &mut Game, victim: Who, killer: Option<Who>) {
    if killer.is_some_and(|k| k.id == game.player()) && victim.id != game.player() {
        let xp = game.tables.monster(victim.kind).fighter.xp;
        gain(game, xp, Gain::Kill(victim.kind));
    }
}

/// A floor entered for the first time (its explored map still blank) is worth `floor_xp`.
pub(crate) fn entered(game: &mut Game, floor: usize, first_time: bool) {
    if first_time {
        let depth = game.dungeon().floors[floor].depth;
        let xp = game.tables.parameters.at(param::FLOOR_XP, depth).round() as u32;
        gain(game, xp, Gain::Floor(floor));
        super::magic::renew(game);
    }
}

/// Each room of the floor whose floor the player has now seen a tile of, and was not counted
/// yet, is worth `room_xp`.
pub(crate) fn explore(game: &mut Game) {
    let floor = game.floor();
    if !std::mem::take(&mut game.rooms_to_look_over[floor]) {
        return;
    }
    let depth = game.dungeon().floors[floor].depth;
    let found = newly_seen_rooms(game);
    if found.is_empty() {
        return;
    }
    let xp = game.tables.parameters.at(param::ROOM_XP, depth).round() as u32;
    for room in found {
        if xp == 0 {
            game.emit(Event::RoomFound { floor, room });
        } else {
            gain(game, xp, Gain::Room { floor, room });
        }
    }
    // A run that has ended gains nothing: its rooms stay to be counted.
    game.rooms_to_look_over[floor] |= game.outcome().is_some();
}

/// The rooms of the player's floor with a tile the player has seen, not counted yet.
pub(crate) fn newly_seen_rooms(game: &Game) -> Vec<u16> {
    let floor = game.floor();
    let explored = game.state.explored(floor);
    (game.level().layout.rooms.iter().enumerate())
        .filter(|(i, _)| !game.state.room_found(floor, *i))
        .filter(|(_, room)| explored.rows_in(room.rect).any(|row| row.contains(&true)))
        .map(|(i, _)| i as u16)
        .collect()
}

/// The player's hit points with `gain` more.
fn hp_plus(game: &Game, gain: i32) -> i32 {
    game.player_creature().map_or(0, |p| p.hp) + gain
}

/// Whether the player has the experience for the next level.
pub fn level_up_ready(game: &Game) -> bool {
    character::can_level_up(&game.tables, game.state.character())
}

/// The player reaches the next level: its hit points are added to both full and current hit
/// points, its ability points to spend.
pub(crate) fn level_up(game: &mut Game) {
    let c = game.state.character();
    let Some((level, hp_gain, points)) = character::level_up_gains(&game.tables, c) else {
        return;
    };
    let hp = hp_plus(game, hp_gain);
    game.emit(Event::LevelledUp {
        who: game.player_who(),
        level,
        hp,
        points,
    });
    super::magic::learn_by_level(game);
}

/// Whether a point can go to `ability` now.
pub fn can_raise(game: &Game, ability: Ability) -> bool {
    game.state.character().can_raise(ability, SCORE_CAP)
}

/// One ability point to `ability`; more CON means more hit points, now and at full.
pub(crate) fn raise(game: &mut Game, ability: Ability) {
    let c = game.state.character();
    let score = c.abilities.score(ability) + 1;
    let hp = hp_plus(game, i32::from(ability == Ability::Constitution));
    game.emit(Event::Raised {
        who: game.player_who(),
        ability,
        score,
        hp,
    });
}
