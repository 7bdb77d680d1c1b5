//! The rows of the data tables as a designer wrote them: each field of a `monsters.csv`,
//! `items.csv`, `rooms.csv` or `traps.csv` row as (column, value), for the Inspector.

use torchdeep::data::{
    Behaviour, Effect, ItemDef, MonsterDef, PrefabChoice, RoomDef, Tables, TrapDef, TrapEffect,
};

pub type Row = Vec<(&'static str, String)>;

fn difficulty(d: Option<u8>, none: &str) -> String {
    d.map_or(none.to_string(), |d| d.to_string())
}

pub fn monster(tables: &Tables, def: &MonsterDef) -> Row {
    let behaviours: Vec<String> = def
        .behaviours
        .iter()
        .map(|b| behaviour(tables, b))
        .collect();
    let items: Vec<String> = def
        .items
        .iter()
        .map(|&(item, n)| format!("{}: {n}", tables.item(item).id))
        .collect();
    vec![
        ("id", def.id.clone()),
        ("glyph", def.glyph.to_string()),
        ("sprite", def.sprite.clone()),
        ("color", def.color.hex()),
        (
            "difficulty",
            difficulty(def.difficulty, "-1 (never spawned)"),
        ),
        ("chance", def.chance.to_string()),
        ("min_depth", def.min_depth.to_string()),
        (
            "max_depth",
            def.max_depth.map_or("-".to_string(), |d| d.to_string()),
        ),
        ("behaviors", format!("[{}]", behaviours.join(", "))),
        ("hp", def.hp.to_string()),
        ("level", def.fighter.level.to_string()),
        ("abilities", abilities(&def.fighter.abilities)),
        ("defences", defences(&def.fighter.defences)),
        ("attack", def.fighter.attack.to_string()),
        ("xp", def.fighter.xp.to_string()),
        ("items", format!("{{{}}}", items.join(", "))),
        ("sight", def.sight.to_string()),
    ]
}

/// Scores as a map cell, leaving out the tens a row may omit.
fn abilities(a: &torchdeep::world::Abilities) -> String {
    let given: Vec<String> = torchdeep::world::Ability::ALL
        .iter()
        .filter(|&&x| a.score(x) != 10)
        .map(|&x| format!("{}: {}", x.short(), a.score(x)))
        .collect();
    format!("{{{}}}", given.join(", "))
}

/// Defence bonuses as a map cell, leaving out the zeros.
fn defences(d: &torchdeep::world::Defences) -> String {
    let given: Vec<String> = [
        ("ac", d.ac),
        ("fortitude", d.fortitude),
        ("reflex", d.reflex),
        ("will", d.will),
    ]
    .iter()
    .filter(|(_, v)| *v != 0)
    .map(|(n, v)| format!("{n}: {v}"))
    .collect();
    format!("{{{}}}", given.join(", "))
}

/// A behaviour as `monsters.csv` writes it: `keep_range: 5`, `{throw: {item: rock, …}}`.
fn behaviour(tables: &Tables, b: &Behaviour) -> String {
    match *b {
        Behaviour::Player => "player".to_string(),
        Behaviour::Stunnable => "stunnable".to_string(),
        Behaviour::BeelineVisible => "beeline_visible".to_string(),
        Behaviour::Hunt => "hunt".to_string(),
        Behaviour::RandomWalk => "random_walk".to_string(),
        Behaviour::KeepRange(n) => format!("{{keep_range: {n}}}"),
        Behaviour::Throw { item, cooldown } => format!(
            "{{throw: {{item: {}, cooldown: {cooldown}}}}}",
            tables.item(item).id
        ),
        Behaviour::PickUp(item) => format!("{{pick_up: {}}}", tables.item(item).id),
        Behaviour::Sleep => "sleep".to_string(),
        Behaviour::Fly { speed } => format!("{{fly: {{speed: {speed}}}}}"),
        Behaviour::Guard { patrol } => format!("{{guard: {{patrol: {patrol}}}}}"),
        Behaviour::Shopkeeper => "shopkeeper".to_string(),
        Behaviour::Cast { spell, cooldown } => format!(
            "{{cast: {{spell: {}, cooldown: {cooldown}}}}}",
            tables.spell(spell).id
        ),
    }
}

pub fn item(def: &ItemDef) -> Row {
    let effects: Vec<String> = def.effects.iter().map(Effect::to_string).collect();
    vec![
        ("id", def.id.clone()),
        ("glyph", def.glyph.to_string()),
        ("sprite", def.sprite.clone()),
        ("kind", format!("{:?}", def.kind).to_lowercase()),
        ("effects", format!("{{{}}}", effects.join(", "))),
        ("throwable", def.throwable.to_string()),
        ("value", def.value.to_string()),
        ("chance", def.chance.to_string()),
    ]
}

pub fn room(tables: &Tables, def: &RoomDef) -> Row {
    let monsters = match &def.monsters {
        None => "*".to_string(),
        Some(ids) => {
            let names: Vec<&str> = ids.iter().map(|&m| tables.monster(m).id.as_str()).collect();
            format!("[{}]", names.join(", "))
        }
    };
    vec![
        ("id", def.id.clone()),
        ("shape", def.shape.name().to_string()),
        ("difficulty", difficulty(def.difficulty, "*")),
        ("monsters", monsters),
        ("chance", def.chance.to_string()),
        ("color", def.color.hex()),
        ("monster_density", def.monster_density.to_string()),
        ("item_density", def.item_density.to_string()),
        ("treasure", def.treasure.to_string()),
        ("min_depth", def.min_depth.to_string()),
        (
            "max_depth",
            def.max_depth.map_or("-".to_string(), |d| d.to_string()),
        ),
        (
            "prefab",
            def.prefab
                .as_ref()
                .map_or("-".to_string(), PrefabChoice::written),
        ),
    ]
}

pub fn trap(def: &TrapDef) -> Row {
    let (effect, damage, turns) = match def.effect {
        TrapEffect::Pit { damage } => ("pit", damage, 0),
        TrapEffect::Poison { damage, turns } => ("poison", damage, turns),
        TrapEffect::Block { damage } => ("block", damage, 0),
    };
    vec![
        ("id", def.id.clone()),
        ("sprite", def.sprite.clone()),
        ("effect", effect.to_string()),
        ("damage", damage.to_string()),
        ("turns", turns.to_string()),
        ("detect", def.detect.to_string()),
        ("chance", def.chance.to_string()),
    ]
}
