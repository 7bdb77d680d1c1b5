//! The message log: the events the player witnessed, told in plain sentences.

use super::event::{Event, Gain, Harm, Who};
use super::items::counted_name;
use crate::data::{ItemId, Tables, TrapEffect, TrapId};
use crate::world::{CreatureId, Identities, Item};

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Message {
    /// `Game::turn()` just after the turn it happened on.
    pub turn: u64,
    pub text: String,
}

/// A creature's name as a sentence says it: "you" for the player, else "the verp" (the table
/// id without its level number, underscores as spaces).
pub fn creature_name(tables: &Tables, who: Who, player: CreatureId) -> String {
    if who.id == player || who.kind == tables.player() {
        return "you".to_string();
    }
    format!("the {}", tables.monster(who.kind).name)
}

/// A creature kind as words: the table id without its level number, underscores as spaces
/// (`verp_3` is "verp").
pub fn kind_name(id: &str) -> String {
    let base = match id.rsplit_once('_') {
        Some((base, n)) if n.chars().all(|c| c.is_ascii_digit()) => base,
        _ => id,
    };
    base.replace('_', " ")
}

/// An item and a count as the tables name it (for a character's kit, which is known):
/// "a rock", "3 rocks", "the Sunstone".
pub fn items_name(tables: &Tables, item: ItemId, count: u32) -> String {
    let ids = Identities::default();
    counted_name(tables, &ids, &Item::new(item, count), count)
}

/// Capitalises the first letter of a sentence.
fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// Whether an event is one of those never told, whoever sees it: steps, waits, a creature's
/// memory, the turn's end. Most of a turn's events are these, asked before anything else.
pub fn is_never_told(event: &Event) -> bool {
    matches!(
        event,
        Event::Moved { .. } | Event::Waited { .. } | Event::Minded { .. } | Event::TurnEnded { .. }
    )
}

/// The sentence for an event, or `None` for events too small to tell (steps, landings).
/// `player` is the player's id; the player's row of `monsters.csv` also marks the player, so
/// events from before a change of floor (and of id) are told right.
pub fn describe(
    event: &Event,
    tables: &Tables,
    ids: &Identities,
    player: CreatureId,
) -> Option<String> {
    let name = |w: Who| creature_name(tables, w, player);
    let things = |item: &Item, count: u32| counted_name(tables, ids, item, count);
    let player_kind = tables.player();
    let is_player = |w: Who| w.id == player || w.kind == player_kind;
    let text = match *event {
        Event::Hit {
            attacker,
            target,
            damage,
            thrown,
            critical,
            ..
        } => {
            let by = if thrown {
                if is_player(attacker) {
                    "your throw".to_string()
                } else {
                    format!("{}'s throw", name(attacker))
                }
            } else {
                name(attacker)
            };
            let verb = if !thrown && is_player(attacker) {
                "hit"
            } else {
                "hits"
            };
            // Two of a kind: "the ochre wibble's throw hits another ochre wibble".
            let struck = match attacker.kind == target.kind && attacker.id != target.id {
                true => format!("another {}", tables.monster(target.kind).name),
                false => name(target),
            };
            let critical = if critical { ", a critical hit" } else { "" };
            format!("{by} {verb} {struck} for {damage}{critical}.")
        }
        Event::Missed {
            attacker,
            target,
            thrown,
            ..
        } => {
            let target = name(target);
            match (thrown, is_player(attacker)) {
                (true, true) => format!("your throw misses {target}."),
                (true, false) => format!("{}'s throw misses {target}.", name(attacker)),
                (false, true) => format!("you miss {target}."),
                (false, false) => format!("{} misses {target}.", name(attacker)),
            }
        }
        Event::XpGained { amount, reason, .. } => match reason {
            Gain::Kill(_) => format!("you gain {amount} experience."),
            Gain::Room { .. } => format!("you explore a new room: {amount} experience."),
            Gain::Floor(_) => format!("a new floor to explore: {amount} experience."),
            Gain::Check(_) | Gain::Item(_) => format!("you gain {amount} experience."),
        },
        Event::Tested {
            check,
            natural,
            total,
            success,
            spent,
            ..
        } => {
            let def = tables.check(check);
            let roll = format!(
                "({} {natural}, {total} against {})",
                def.ability.short(),
                def.difficulty
            );
            let told = if success { &def.success } else { &def.failure };
            let mut text = format!("{} {roll}", told.message);
            if let (true, Some(lore)) = (success, &told.lore) {
                text.push_str(&format!(" \u{201c}{lore}\u{201d}"));
            }
            if spent && !def.spent.is_empty() {
                text.push(' ');
                text.push_str(&def.spent);
            }
            text
        }
        Event::TrapDisarmed { trap, .. } => format!("{} is gone.", trap_name(tables, trap)),
        Event::Received { item, .. } => {
            format!("you take {}.", things(&item, item.count))
        }
        Event::LevelledUp { level, points, .. } => match points {
            0 => format!("you reach level {level}."),
            1 => format!("you reach level {level}: 1 ability point to spend."),
            n => format!("you reach level {level}: {n} ability points to spend."),
        },
        Event::Raised { ability, score, .. } => {
            format!("your {} rises to {score}.", ability.name())
        }
        Event::Died { who, killer, .. } => match killer {
            _ if is_player(who) => "you die.".to_string(),
            Some(k) if is_player(k) => format!("you kill {}.", name(who)),
            _ => format!("{} dies.", name(who)),
        },
        Event::PickedUp {
            who, item, stolen, ..
        } => {
            let verb = match (stolen, is_player(who)) {
                (true, true) => "steal",
                (true, false) => "steals",
                (false, true) => "pick up",
                (false, false) => "picks up",
            };
            let what = things(&item, item.count);
            format!("{} {verb} {what}.", name(who))
        }
        Event::Stunned { who, .. } => match is_player(who) {
            true => "you are stunned.".to_string(),
            false => format!("{} is stunned.", name(who)),
        },
        Event::HallwayDrawn { left: 0, .. } => {
            "the hallway's glow fades: it will heal no more on this floor.".into()
        }
        Event::HallwayDrawn { left, .. } => {
            format!("the hallway's glow dims: it can heal {left} more on this floor.")
        }
        Event::Thrown { who, item, .. } => {
            let verb = if is_player(who) { "throw" } else { "throws" };
            format!("{} {verb} {}.", name(who), things(&item, 1))
        }
        Event::DartThrown { target, hit, .. } => match hit {
            true => format!("you throw a dart at {}.", name(target)),
            false => format!("you throw a dart at {}; it misses.", name(target)),
        },
        Event::Punched { by, .. } if is_player(by) => {
            "you knock the thrown thing out of the air.".to_string()
        }
        Event::Collided { .. } => "two thrown things collide in the air.".to_string(),
        Event::Healed { who, amount, .. } if is_player(who) => {
            format!("warmth restores you: {amount} hp.")
        }
        Event::TookStairs {
            from_floor,
            to_floor,
            ..
        } => {
            let place = tables
                .dungeon
                .get(to_floor)
                .map_or("another floor".to_string(), |f| f.name.clone());
            let way = if to_floor_is_deeper(tables, from_floor, to_floor) {
                "go down to"
            } else {
                "climb up to"
            };
            format!("you {way} {place}.")
        }
        Event::TrapSprung { who, trap, .. } => {
            let def = tables.trap(trap);
            match def.effect {
                TrapEffect::Pit { .. } if is_player(who) => "you fall into a pit!".to_string(),
                TrapEffect::Poison { .. } if is_player(who) => {
                    "you step on a poison needle!".to_string()
                }
                TrapEffect::Block { .. } if is_player(who) => {
                    "a swinging block slams into you!".to_string()
                }
                _ => format!("{} springs {}.", name(who), trap_name(tables, trap)),
            }
        }
        Event::TrapFound { trap, .. } => format!("you notice {}.", trap_name(tables, trap)),
        Event::Poisoned { who, .. } if is_player(who) => "you are poisoned.".to_string(),
        Event::Hurt {
            who, damage, cause, ..
        } => {
            let what = match cause {
                Harm::Poison => "the poison".to_string(),
                Harm::Trap(trap) => format!("the {}", trap_noun(tables, trap)),
                Harm::Check(check) => format!("the {}", tables.check(check).name),
                Harm::Fire => "the flames".to_string(),
            };
            let verb = if is_player(who) { "lose" } else { "loses" };
            format!("{} {verb} {damage} hp to {what}.", name(who))
        }
        Event::SneakToggled { on: true, .. } => "you start sneaking.".to_string(),
        Event::SneakToggled { on: false, .. } => "you stop sneaking.".to_string(),
        Event::Won { .. } => "you climb out into the daylight with the treasure. You win!".into(),
        Event::Fled { .. } => "you leave the dungeon empty-handed.".to_string(),
        _ => {
            return super::items::messages::describe(event, tables, ids, &name, &is_player)
                .map(sentence)
        }
    };
    Some(sentence(text))
}

/// What kind of trap it is, as a noun: "pit", "poison needle", "swinging block".
pub fn trap_noun(tables: &Tables, trap: TrapId) -> String {
    tables.trap(trap).id.replace('_', " ")
}

/// A trap with its article: "a pit", "a poison needle".
pub fn trap_name(tables: &Tables, trap: TrapId) -> String {
    with_article(&trap_noun(tables, trap))
}

/// A noun with "a" or "an" before it.
pub fn with_article(noun: &str) -> String {
    if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {noun}")
    } else {
        format!("a {noun}")
    }
}

fn to_floor_is_deeper(tables: &Tables, from: usize, to: usize) -> bool {
    let depth = |i: usize| tables.dungeon.get(i).map_or(0, |f| f.depth);
    depth(to) > depth(from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::{Mind, MonsterId, Pos};

    /// What `is_never_told` skips, `describe` would not have told, for the player or anyone.
    #[test]
    fn events_never_told_have_no_sentence() {
        let tables = Tables::embedded().unwrap();
        let ids = Identities::default();
        let player = CreatureId(0);
        for who in [
            Who {
                id: player,
                kind: tables.player(),
            },
            Who {
                id: CreatureId(5),
                kind: MonsterId(1),
            },
        ] {
            let (from, to) = (Pos::new(2, 2), Pos::new(3, 2));
            let events = [
                Event::Moved { who, from, to },
                Event::Waited { who },
                Event::Minded {
                    who,
                    mind: Mind::default(),
                },
                Event::TurnEnded { turn: 7 },
            ];
            for event in events {
                assert!(is_never_told(&event));
                assert_eq!(describe(&event, &tables, &ids, player), None, "{event:?}");
            }
        }
    }
}
