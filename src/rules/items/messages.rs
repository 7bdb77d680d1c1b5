//! The log's sentences for things used, worn and identified (see `message::describe`).

use super::naming::counted_name;
use crate::data::Tables;
use crate::rules::event::{Discovery, Event, LoreSource, Verb, Who};
use crate::world::{Identities, Item};

/// The sentence for an item event, lower-case first (the caller capitalises), or `None`.
pub(crate) fn describe(
    event: &Event,
    tables: &Tables,
    ids: &Identities,
    name: &dyn Fn(Who) -> String,
    is_player: &dyn Fn(Who) -> bool,
) -> Option<String> {
    let thing = |item: &Item| counted_name(tables, ids, item, 1);
    let text = match *event {
        Event::Used { who, item, verb } => {
            let verb = match (verb, is_player(who)) {
                (Verb::Quaff, true) => "drink",
                (Verb::Quaff, false) => "drinks",
                (Verb::Read, true) => "read",
                (Verb::Read, false) => "reads",
                (_, true) => "eat",
                (_, false) => "eats",
            };
            // Told by its look: what it was is the next line's news.
            let what = match ids.look(item.kind) {
                Some(look) if tables.item(item.kind).kind == crate::data::ItemKind::Scroll => {
                    format!("a scroll titled {look}")
                }
                Some(look) => crate::rules::message::with_article(&format!("{look} potion")),
                None => thing(&item),
            };
            format!("{} {verb} {what}.", name(who))
        }
        Event::Identified { kind, how } => {
            let known = &tables.item(kind).name;
            match how {
                Discovery::Used => format!("it was the {known}."),
                Discovery::Scroll => format!("you now know the {known}."),
                Discovery::Deduced => {
                    format!("by elimination, the last unknown one is the {known}.")
                }
            }
        }
        Event::Called { kind, name: called } => {
            let look = ids.look(kind).unwrap_or("?");
            format!("you will call the {look} kind \"{}\".", called.as_str())
        }
        Event::Wore { who, item } if is_player(who) => {
            let how = match tables.item(item.kind).equip.map(|e| e.slot) {
                Some(crate::data::Slot::MainHand) => "wield",
                _ => "put on",
            };
            let known = Item {
                known: true,
                ..item
            };
            let mut text = format!("you {how} {}.", thing(&known));
            if item.cursed {
                text.push_str(" It clings to you: it is cursed!");
            }
            text
        }
        Event::TookOff { who, item } if is_player(who) => {
            format!("you take off {}.", thing(&item))
        }
        Event::AbilityChanged { ability, score, .. } => {
            format!("you feel stronger: your {} is {score}.", ability.name())
        }
        Event::StatusBegan { who, status, .. } if is_player(who) => {
            use crate::world::Status::*;
            match status {
                Telepathy => "you sense the minds around you.",
                Levitation => "you float up off the floor.",
                Confusion => "the floor tilts under your feet.",
                Darkness => "darkness falls over your eyes.",
                Slow => "your limbs grow heavy.",
                Shield => "a shimmering shield wraps around you.",
            }
            .to_string()
        }
        Event::StatusBegan {
            who,
            status: crate::world::Status::Slow,
            ..
        } => format!("{} slows down.", name(who)),
        Event::StatusEnded { status, .. } => {
            use crate::world::Status::*;
            match status {
                Telepathy => "the minds around you fade away.",
                Levitation => "you float gently back to the floor.",
                Confusion => "the floor steadies.",
                Darkness => "your eyes clear.",
                Slow => "your limbs lighten.",
                Shield => "your shield fades.",
            }
            .to_string()
        }
        Event::Teleported { who, .. } => match is_player(who) {
            true => "the world blinks: you are somewhere else.".to_string(),
            false => format!("{} vanishes.", name(who)),
        },
        Event::Mapped { .. } => "a map of the floor unrolls in your mind.".to_string(),
        Event::Enchanted { item, by, .. } => {
            let now = Item {
                enchantment: item.enchantment.saturating_add(by),
                cursed: false,
                known: true,
                ..item
            };
            format!(
                "your {} glows blue: it is {} now.",
                tables.item(item.kind).name,
                thing(&now)
            )
        }
        Event::Uncursed { item, .. } => {
            format!("a weight lifts from your {}.", tables.item(item.kind).name)
        }
        Event::Aggravated { .. } => "a piercing shriek echoes through the floor!".to_string(),
        Event::Burst { .. } => "flames burst out all around!".to_string(),
        Event::LoreRead { page, from } => {
            let lore = crate::rules::names::lore(tables, page);
            match from {
                LoreSource::Book => format!("the book reads: \"{lore}\""),
                LoreSource::Inscription(check) => {
                    let name = &tables.check(check).name;
                    format!("the {name}'s carving reads: \"{lore}\"")
                }
            }
        }
        Event::Bought {
            who, item, price, ..
        } => {
            let verb = if is_player(who) { "buy" } else { "buys" };
            let what = counted_name(tables, ids, &item, item.count);
            format!("{} {verb} {what} for {price} gold.", name(who))
        }
        Event::Sold {
            who, item, price, ..
        } => {
            let verb = if is_player(who) { "sell" } else { "sells" };
            format!("{} {verb} {} for {price} gold.", name(who), thing(&item))
        }
        Event::ShopAngered { keeper, .. } => format!(
            "{} roars: \"Thief! You will pay for that in blood!\"",
            name(keeper)
        ),
        _ => return crate::rules::magic::messages::describe(event, tables, name, is_player),
    };
    Some(text)
}
