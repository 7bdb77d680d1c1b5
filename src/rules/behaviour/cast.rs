//! `cast: {spell, cooldown}`: a creature that sees the player within the spell's range, with a
//! clear line, casts the spell at the player (through the same check as the player's casts),
//! then cannot cast again for `cooldown` turns (the rest of its stack still runs). Otherwise
//! it passes.

use super::Situation;
use crate::rules::action::Action;
use crate::rules::check::check;
use crate::rules::game::Game;
use crate::rules::magic::SpellSource;
use crate::world::SpellId;

pub(super) fn choose(
    game: &mut Game,
    now: &Situation,
    spell: SpellId,
    cooldown: u32,
) -> Option<Action> {
    if !now.sees_player {
        return None;
    }
    let turn = game.turn();
    if turn < game.mind(now.who.id).cast_ready_on {
        return None;
    }
    let clear = crate::rules::rogue::line_blocker(game, now.pos, now.player).is_none();
    let action = Action::Cast {
        source: SpellSource::Spell(spell),
        target: now.player,
    };
    if !clear || check(game, now.who, &action).is_err() {
        return None;
    }
    game.change_mind(now.who.id, |m| {
        m.cast_ready_on = turn + u64::from(cooldown) + 1
    });
    Some(action)
}
