//! The `behaviors` column of `monsters.csv`: an ordered stack of behaviours (GAME.md §6), each
//! a bare name or a one-key map holding its parameter.

use serde_yaml::Value;

use super::bounds::*;
use super::cell::{self, show, Entry};
use super::names::Names;
use super::suggest::did_you_mean;
use super::{Behaviour, ItemId, SpellId};

/// Every behaviour name, in the order of GAME.md §6.
pub const NAMES: [&str; 13] = [
    "player",
    "stunnable",
    "beeline_visible",
    "hunt",
    "random_walk",
    "keep_range",
    "throw",
    "pick_up",
    "sleep",
    "fly",
    "guard",
    "shopkeeper",
    "cast",
];

/// The farthest a guard patrols from its post, in tiles: farther is no longer a post.
const MAX_PATROL: i64 = 64;

/// A behaviour that could not be read: the part at fault and what was expected.
pub struct Fault {
    pub value: String,
    pub message: String,
}

/// One entry of the stack. `items` resolves item ids; `None` when items.csv could not be read
/// (its own error is reported), and then item references are not checked.
pub fn parse(
    entry: &Entry,
    items: Option<&Names>,
    spells: Option<&Names>,
) -> Result<Behaviour, Fault> {
    let name = entry.name;
    let written = match entry.param {
        Some(p) => format!("{{{name}: {}}}", show(p)),
        None => name.to_string(),
    };
    let fault = |expects: &str| {
        let got = if entry.param.is_some() {
            format!(", got \"{written}\"")
        } else {
            String::new()
        };
        Fault {
            value: written.clone(),
            message: format!("behaviour \"{name}\" expects {expects}{got}"),
        }
    };
    let bare = |b: Behaviour| match entry.param {
        None => Ok(b),
        Some(_) => Err(Fault {
            value: written.clone(),
            message: format!(
                "behaviour \"{name}\" takes no parameter, got \"{written}\"; write it bare: {name}"
            ),
        }),
    };
    match name {
        "player" => bare(Behaviour::Player),
        "stunnable" => bare(Behaviour::Stunnable),
        "beeline_visible" => bare(Behaviour::BeelineVisible),
        "hunt" => bare(Behaviour::Hunt),
        "random_walk" => bare(Behaviour::RandomWalk),
        "sleep" => bare(Behaviour::Sleep),
        "shopkeeper" => bare(Behaviour::Shopkeeper),
        "keep_range" => match entry.param.and_then(|p| whole(p, 1, MAX_TILES)) {
            Some(n) => Ok(Behaviour::KeepRange(n)),
            None => Err(fault(
                "a whole number of tiles from 1 to 100, e.g. {keep_range: 5}",
            )),
        },
        "fly" => match entry
            .param
            .and_then(|p| fields(p, &["speed"]))
            .and_then(|f| whole(f[0], 1, MAX_TILES))
        {
            Some(speed) => Ok(Behaviour::Fly { speed }),
            None => Err(fault(
                "{speed: TILES} with a whole number from 1 to 100, e.g. {fly: {speed: 2}}",
            )),
        },
        "guard" => match entry
            .param
            .and_then(|p| fields(p, &["patrol"]))
            .and_then(|f| whole(f[0], 0, MAX_PATROL))
        {
            Some(patrol) => Ok(Behaviour::Guard { patrol }),
            None => Err(fault(
                "{patrol: TILES} with a whole number from 0 to 64, e.g. {guard: {patrol: 3}}",
            )),
        },
        "cast" => {
            let f = entry.param.and_then(|p| fields(p, &["spell", "cooldown"]));
            match f.and_then(|f| Some((cell::as_text(f[0])?, whole(f[1], 0, MAX_TURNS)?))) {
                Some((spell, cooldown)) => Ok(Behaviour::Cast {
                    spell: SpellId(reference(spell, spells)?),
                    cooldown,
                }),
                None => Err(fault(
                    "{spell: ID, cooldown: TURNS} with a spell of spells.csv, e.g. {cast: {spell: spark, cooldown: 3}}",
                )),
            }
        }
        "pick_up" => match entry.param.and_then(cell::as_text) {
            Some(item) => Ok(Behaviour::PickUp(item_id(item, items)?)),
            None => Err(fault("an item id, e.g. {pick_up: rock}")),
        },
        "throw" => {
            let f = entry.param.and_then(|p| fields(p, &["item", "cooldown"]));
            match f.and_then(|f| Some((cell::as_text(f[0])?, whole(f[1], 0, MAX_TURNS)?))) {
                Some((item, cooldown)) => Ok(Behaviour::Throw {
                    item: item_id(item, items)?,
                    cooldown,
                }),
                None => Err(fault(
                    "{item: ID, cooldown: TURNS} with TURNS from 0 to 1000, e.g. {throw: {item: rock, cooldown: 6}}",
                )),
            }
        }
        _ => {
            let hint = did_you_mean(name, NAMES);
            let message = if hint.is_empty() {
                format!(
                    "unknown behaviour \"{name}\"; expected one of {}",
                    NAMES.join(", ")
                )
            } else {
                format!("unknown behaviour \"{name}\"{hint}")
            };
            Err(Fault {
                value: name.to_string(),
                message,
            })
        }
    }
}

/// A whole number from `min` to `max`.
fn whole(value: &Value, min: i64, max: i64) -> Option<u32> {
    cell::as_whole(value)
        .filter(|n| (min..=max).contains(n))
        .map(|n| n as u32)
}

/// The values of a map with exactly these keys, in the order asked.
fn fields<'v>(value: &'v Value, keys: &[&str]) -> Option<Vec<&'v Value>> {
    let map = value.as_mapping()?;
    if map.len() != keys.len() {
        return None;
    }
    keys.iter().map(|k| map.get(*k)).collect()
}

fn item_id(name: &str, items: Option<&Names>) -> Result<ItemId, Fault> {
    reference(name, items).map(ItemId)
}

/// The row of another table `name` is; 0 when that table could not be read.
fn reference(name: &str, names: Option<&Names>) -> Result<u16, Fault> {
    let Some(names) = names else {
        return Ok(0);
    };
    match names.get(name) {
        Some(i) => Ok(i as u16),
        None => Err(Fault {
            value: name.to_string(),
            message: names.unknown(name),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::cell::{entries, parse_cell};

    fn one(text: &str) -> Result<Behaviour, String> {
        let v = parse_cell(text).unwrap().unwrap();
        let e = entries(&v).into_iter().next().unwrap().unwrap();
        parse(&e, None, None).map_err(|f| f.message)
    }

    #[test]
    fn every_behaviour_reads() {
        assert_eq!(one("player"), Ok(Behaviour::Player));
        assert_eq!(one("[stunnable]"), Ok(Behaviour::Stunnable));
        assert_eq!(one("beeline_visible"), Ok(Behaviour::BeelineVisible));
        assert_eq!(one("hunt"), Ok(Behaviour::Hunt));
        assert_eq!(one("random_walk"), Ok(Behaviour::RandomWalk));
        assert_eq!(one("sleep"), Ok(Behaviour::Sleep));
        assert_eq!(one("{keep_range: 5}"), Ok(Behaviour::KeepRange(5)));
        assert_eq!(one("{fly: {speed: 2}}"), Ok(Behaviour::Fly { speed: 2 }));
        assert_eq!(one("{pick_up: rock}"), Ok(Behaviour::PickUp(ItemId(0))));
        assert_eq!(
            one("{guard: {patrol: 3}}"),
            Ok(Behaviour::Guard { patrol: 3 })
        );
        assert_eq!(
            one("{throw: {item: rock, cooldown: 6}}"),
            Ok(Behaviour::Throw {
                item: ItemId(0),
                cooldown: 6
            })
        );
    }

    #[test]
    fn faults_say_what_is_expected() {
        assert_eq!(
            one("keep_range"),
            Err(
                "behaviour \"keep_range\" expects a whole number of tiles from 1 to 100, e.g. {keep_range: 5}"
                    .into()
            )
        );
        assert_eq!(
            one("{keep_range: -2}"),
            Err(
                "behaviour \"keep_range\" expects a whole number of tiles from 1 to 100, e.g. {keep_range: 5}, \
                 got \"{keep_range: -2}\""
                    .into()
            )
        );
        assert!(one("{throw: {item: rock}}")
            .unwrap_err()
            .contains("cooldown: TURNS"));
        assert!(one("{fly: 2}").unwrap_err().contains("{fly: {speed: 2}}"));
        assert!(one("guard").unwrap_err().contains("{guard: {patrol: 3}}"));
        assert!(one("{guard: {patrol: 4294967295}}")
            .unwrap_err()
            .contains("from 0 to 64"));
        assert!(one("{guard: {patrol: -1}}")
            .unwrap_err()
            .contains("got \"{guard: {patrol: -1}}\""));
        assert_eq!(
            one("{sleep: 3}"),
            Err(
                "behaviour \"sleep\" takes no parameter, got \"{sleep: 3}\"; write it bare: sleep"
                    .into()
            )
        );
        assert_eq!(
            one("beline_visible"),
            Err("unknown behaviour \"beline_visible\" (did you mean \"beeline_visible\"?)".into())
        );
        assert!(one("dance")
            .unwrap_err()
            .starts_with("unknown behaviour \"dance\"; expected one of player"));
    }
}
