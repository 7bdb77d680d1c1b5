//! The log's sentences for magic (see `message::describe`).

use crate::data::Tables;
use crate::rules::event::{Event, Who};

/// The sentence for a magic event, lower-case first (the caller capitalises), or `None`.
pub(crate) fn describe(
    event: &Event,
    tables: &Tables,
    name: &dyn Fn(Who) -> String,
    is_player: &dyn Fn(Who) -> bool,
) -> Option<String> {
    Some(match *event {
        Event::SpellCast { who, spell, .. } => {
            let verb = if is_player(who) { "cast" } else { "casts" };
            format!("{} {verb} {}.", name(who), tables.spell(spell).name)
        }
        Event::Learned { spell } => format!("you learn {}.", tables.spell(spell).name),
        Event::Memorised { spell, slot } => format!(
            "you memorise {} (key {}).",
            tables.spell(spell).name,
            slot + 1
        ),
        Event::Forgot { slot } => format!("you forget the spell of key {}.", slot + 1),
        Event::SpellsRenewed { slots, .. } if slots.iter().any(|&s| s) => {
            "your spent spells come back to you.".to_string()
        }
        Event::Lit { .. } => "light spills over the floor and shows its ways.".to_string(),
        _ => return None,
    })
}
