//! One turn: the player's command, then every other creature of the floor once, in turn order
//! (by id), each by its behaviour stack.

use std::sync::Arc;

use super::action::execute;
use super::behaviour;
use super::command::Command;
use super::event::Event;
use super::game::Game;

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
    if game.outcome().is_none() {
        super::items::wear_off(game);
    }
    game.refresh_view();
    super::experience::explore(game);
    let turn = game.turn() + 1;
    game.emit(Event::TurnEnded { turn });
    game.record_messages();
}

fn player_acts(game: &mut Game, command: Command) {
    // `ToggleSneak` has no action: `Game::act` handles it without a turn.
    if let Some(action) = command.action() {
        let act = super::rogue_code::act_of(game, &command);
        execute(game, game.player_who(), action);
        super::rogue_code::make_noise(game, act);
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
