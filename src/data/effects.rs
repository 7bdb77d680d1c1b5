//! The `effects` cell of `items.csv`: what using an item does, written as a YAML map or list
//! (`{heal: 25}`, `[teleport]`, `{fire: 2d6}`), each effect checked for its parameter.

use serde_yaml::Value;

use super::bounds::{MAX_HIT_POINTS, MAX_TURNS, MAX_XP};
use super::cell::{self, entries, show};
use super::reader::RowCx;
use super::suggest::did_you_mean;
use super::Effect;

const COLUMN: &str = "effects";

/// The effects a row may name, with what each expects, for messages and config/README.md.
pub const EFFECTS: [(&str, &str); 18] = [
    ("heal", "hit points, 1 to 1,000,000"),
    ("strength", "points of STR, 1 to 10"),
    ("experience", "experience points, 1 to 100,000,000"),
    ("telepathy", "turns, 1 to 1,000"),
    ("levitation", "turns, 1 to 1,000"),
    ("confusion", "turns, 1 to 1,000"),
    ("darkness", "turns, 1 to 1,000"),
    ("poison", "turns, 1 to 1,000"),
    ("identify", "kinds, 1 to 100"),
    ("teleport", "nothing"),
    ("magic_mapping", "nothing"),
    ("enchant_weapon", "points, 1 to 5"),
    ("enchant_armour", "points, 1 to 5"),
    ("remove_curse", "nothing"),
    ("aggravate", "nothing"),
    ("fire", "damage dice such as 2d6"),
    ("lore", "nothing"),
    ("teach", "nothing"),
];

/// `{heal: 25}`, `[teleport, {confusion: 5}]`, or empty, `[]` or `{}` for none.
pub fn parse_effects(row: &mut RowCx) -> Option<Vec<Effect>> {
    let value = row.value(COLUMN)?;
    let Some(value) = value else {
        return Some(Vec::new());
    };
    let mut effects = Vec::new();
    let mut ok = true;
    for entry in entries(&value) {
        let parsed = match entry {
            Ok(entry) => parse_effect(entry.name, entry.param),
            Err(part) => {
                let message = format!(
                    "expected effects as a map such as {{heal: 25}}, or [] for none, got \"{part}\""
                );
                Err((part, message))
            }
        };
        match parsed {
            Ok(effect) => effects.push(effect),
            Err((part, message)) => {
                row.report(COLUMN, Some(&part), message);
                ok = false;
            }
        }
    }
    ok.then_some(effects)
}

fn parse_effect(name: &str, param: Option<&Value>) -> Result<Effect, (String, String)> {
    let Some(&(_, expects)) = EFFECTS.iter().find(|(n, _)| *n == name) else {
        let hint = did_you_mean(name, EFFECTS.iter().map(|(n, _)| *n));
        let message = if hint.is_empty() {
            let known: Vec<&str> = EFFECTS.iter().map(|(n, _)| *n).collect();
            format!(
                "unknown effect \"{name}\"; expected one of {}",
                known.join(", ")
            )
        } else {
            format!("unknown effect \"{name}\"{hint}")
        };
        return Err((name.to_string(), message));
    };
    let whole = |min: i64, max: i64| {
        param
            .and_then(cell::as_whole)
            .filter(|n| (min..=max).contains(n))
    };
    let turns = || whole(1, MAX_TURNS).map(|n| n as u32);
    let effect = match name {
        "heal" => whole(1, MAX_HIT_POINTS).map(|n| Effect::Heal(n as i32)),
        "strength" => whole(1, 10).map(|n| Effect::Strength(n as i32)),
        "experience" => whole(1, MAX_XP).map(|n| Effect::Experience(n as i32)),
        "telepathy" => turns().map(Effect::Telepathy),
        "levitation" => turns().map(Effect::Levitation),
        "confusion" => turns().map(Effect::Confusion),
        "darkness" => turns().map(Effect::Darkness),
        "poison" => turns().map(Effect::Poison),
        "identify" => whole(1, 100).map(|n| Effect::Identify(n as u32)),
        "enchant_weapon" => whole(1, 5).map(|n| Effect::EnchantWeapon(n as i32)),
        "enchant_armour" => whole(1, 5).map(|n| Effect::EnchantArmour(n as i32)),
        "fire" => param.and_then(super::classes::dice).map(Effect::Fire),
        flag => {
            let bare = param.is_none_or(|p| p.as_bool() == Some(true) || p.is_null());
            match flag {
                "teleport" if bare => Some(Effect::Teleport),
                "magic_mapping" if bare => Some(Effect::MagicMapping),
                "remove_curse" if bare => Some(Effect::RemoveCurse),
                "aggravate" if bare => Some(Effect::Aggravate),
                "lore" if bare => Some(Effect::Lore),
                "teach" if bare => Some(Effect::Teach),
                _ => None,
            }
        }
    };
    effect.ok_or_else(|| {
        let written =
            param.map_or_else(|| name.to_string(), |p| format!("{{{name}: {}}}", show(p)));
        let message = format!(
            "effect \"{name}\" expects {expects}, e.g. {}, got \"{written}\"",
            example(name)
        );
        (written, message)
    })
}

/// How a designer writes the effect.
fn example(name: &str) -> String {
    match name {
        "teleport" | "magic_mapping" | "remove_curse" | "aggravate" | "lore" | "teach" => {
            format!("[{name}]")
        }
        "fire" => "{fire: 2d6}".to_string(),
        "heal" => "{heal: 25}".to_string(),
        other => format!("{{{other}: 2}}"),
    }
}

impl std::fmt::Display for Effect {
    /// As the table writes it: "heal: 25", "teleport", "fire: 2d6".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Effect::Heal(n) => write!(f, "heal: {n}"),
            Effect::Strength(n) => write!(f, "strength: {n}"),
            Effect::Experience(n) => write!(f, "experience: {n}"),
            Effect::Telepathy(t) => write!(f, "telepathy: {t}"),
            Effect::Levitation(t) => write!(f, "levitation: {t}"),
            Effect::Confusion(t) => write!(f, "confusion: {t}"),
            Effect::Darkness(t) => write!(f, "darkness: {t}"),
            Effect::Poison(t) => write!(f, "poison: {t}"),
            Effect::Identify(n) => write!(f, "identify: {n}"),
            Effect::Teleport => write!(f, "teleport"),
            Effect::MagicMapping => write!(f, "magic_mapping"),
            Effect::EnchantWeapon(n) => write!(f, "enchant_weapon: {n}"),
            Effect::EnchantArmour(n) => write!(f, "enchant_armour: {n}"),
            Effect::RemoveCurse => write!(f, "remove_curse"),
            Effect::Aggravate => write!(f, "aggravate"),
            Effect::Fire(d) => write!(f, "fire: {d}"),
            Effect::Lore => write!(f, "lore"),
            Effect::Teach => write!(f, "teach"),
        }
    }
}
