//! The Rogue Code rules (GAME.md §11) a game plays by in a raid room. They change four of the
//! game's rules for the player, who is the rogue, and only while [`Game::rogue_code`] is set:
//! the rogue's blows and darts hit by `rogue_actions.csv`'s chances and a hit kills; its steps
//! notice hidden traps by that table's `notice`; its darts reach the table's `range`; and each
//! action makes noise that may wake the dozing guards within earshot.

use super::attack::{Roll, Style};
use super::command::Command;
use super::event::Who;
use super::game::Game;
use crate::data::raids::{RogueAct, RogueActions};

/// What a raid room's game plays by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RogueCodeRules {
    pub actions: RogueActions,
    /// The chance that a dozing guard within an action's noise wakes (the room's row).
    pub wake: f64,
}

/// The rogue's blow or dart at `target`: it hits by the table's chance, and a hit deals all
/// the target's hit points.
pub(crate) fn rogue_roll(
    game: &mut Game,
    rules: &RogueCodeRules,
    target: Who,
    style: Style,
) -> Roll {
    let chance = match style {
        Style::Dart { distance } => rules.actions.ranged_chance(distance),
        Style::Blow | Style::Throw(_) => rules.actions.get(RogueAct::Melee).chance,
    };
    let hit = game.rng().f64() < chance;
    let hp = game.level().creatures.get(target.id).map_or(1, |c| c.hp);
    Roll {
        natural: if hit { 20 } else { 1 },
        hit,
        critical: false,
        damage: if hit { hp.max(1) } else { 0 },
    }
}

/// Which of the rogue's actions a command is, as the rogue is about to carry it out: a step
/// into a creature is a blow.
pub(crate) fn act_of(game: &Game, command: &Command) -> RogueAct {
    match *command {
        Command::Move(d) => {
            let to = d.step(game.player_pos());
            if game.level().creatures.id_at(to).is_some() {
                RogueAct::Melee
            } else if game.is_sneaking() {
                RogueAct::Sneak
            } else {
                RogueAct::Move
            }
        }
        Command::Dash(_) | Command::DashTurning(..) => RogueAct::Move,
        Command::ThrowDart { .. } | Command::Throw { .. } => RogueAct::Ranged,
        Command::Steal(_) | Command::PickUp => RogueAct::Steal,
        _ => RogueAct::Wait,
    }
}

/// The noise of the rogue's action: each dozing creature within its `noise` tiles of where
/// the rogue now stands wakes by the room's `wake` chance.
pub(crate) fn make_noise(game: &mut Game, act: RogueAct) {
    let Some(rules) = game.rogue_code else {
        return;
    };
    let noise = rules.actions.get(act).noise;
    if noise <= 0 {
        return;
    }
    let here = game.player_pos();
    let mut sleepers: Vec<_> = game
        .level()
        .creatures
        .iter()
        .filter(|c| c.mind.dozing && c.pos.chebyshev(here) <= noise)
        .map(|c| c.id)
        .collect();
    sleepers.sort();
    for id in sleepers {
        if game.rng().f64() < rules.wake {
            game.change_mind(id, |m| m.dozing = false);
        }
    }
}
