//! One turn: the player's command, then every other creature of the floor once, in turn order
//! (by id), each by its behaviour stack.

use std::sync::Arc;

use super::behaviour;
use super::combat::{bump, walk};
use super::command::{Command, Direction};
use super::event::Event;
use super::flight::throw;
use super::game::Game;
use super::stairs::take_stairs;
use crate::world::Ground;

/// Plays a checked command and the creatures' answer.
pub(crate) fn play_turn(game: &mut Game, command: Command) {
    game.events.clear();
    player_acts(game, command);
    if game.outcome().is_none() {
        game.refresh_view();
        creatures_act(game);
    }
    if game.outcome().is_none() {
        super::traps::poison_ticks(game);
    }
    let turn = game.turn() + 1;
    game.emit(Event::TurnEnded { turn });
    game.refresh_view();
    game.record_messages();
}

fn player_acts(game: &mut Game, command: Command) {
    let me = game.player_who();
    let here = game.player_pos();
    match command {
        Command::Wait => game.emit(Event::Waited { who: me }),
        Command::Move(direction) => step_or_bump(game, direction),
        Command::Dash(direction) => super::rogue::dash(game, direction),
        Command::ThrowDart { target } => super::rogue::throw_dart(game, target),
        Command::Steal(direction) => super::rogue::steal(game, direction),
        Command::PickUp => {
            // A pile holds a stack or two; copying it lets the events take from it.
            let pile: Vec<_> = game.level().items.at(here).to_vec();
            for item in pile {
                game.emit(Event::PickedUp {
                    who: me,
                    at: here,
                    item,
                });
            }
        }
        Command::Throw { item, target } => throw(game, me, item, target),
        Command::Descend | Command::Ascend => take_stairs(game),
        // Handled by `Game::act` without a turn.
        Command::ToggleSneak => {}
    }
}

/// The player steps one tile, or attacks what stands there.
pub(crate) fn step_or_bump(game: &mut Game, direction: Direction) {
    let me = game.player_who();
    let here = game.player_pos();
    let to = direction.step(here);
    match game.level().creatures.id_at(to) {
        Some(other) => bump(game, me, other),
        None => {
            let floor = game.floor();
            walk(game, me, here, to);
            // Unless a pit dropped the player to another floor, or killed them.
            if game.floor() == floor && game.outcome().is_none() {
                heal_in_hallway(game, here, to);
                super::traps::look_for_traps(game);
            }
        }
    }
}

/// A transition hallway heals the player fully when entered from outside it.
fn heal_in_hallway(game: &mut Game, from: crate::world::Pos, to: crate::world::Pos) {
    let ground = &game.level().ground;
    if ground[to] != Ground::Hallway || ground[from] == Ground::Hallway {
        return;
    }
    let (hp, max) = (game.player_hp(), game.max_hp());
    if hp < max {
        game.emit(Event::Healed {
            who: game.player_who(),
            hp: max,
            amount: max - hp,
        });
    }
}

/// Every creature of the floor but the player, as they stood when the round began: one made
/// during the round (a thrown item) first acts in the next.
fn creatures_act(game: &mut Game) {
    let mut order = std::mem::take(&mut game.order);
    order.clear();
    let player = game.player();
    order.extend(
        game.level()
            .creatures
            .iter()
            .map(|c| c.id)
            .filter(|&id| id != player),
    );
    let tables = Arc::clone(&game.tables);
    for &id in &order {
        if game.outcome().is_some() {
            break;
        }
        behaviour::act(game, &tables, id);
    }
    game.order = order;
}
