//! `spells.csv`: the spells of the classes that cast and of the monsters that answer in kind
//! (GAME.md §12). Each is an attack of an ability against a defence (or a help that needs no
//! roll), with dice, a range, an area, a level, how often it may be cast and what it does.

use super::bounds::*;
use super::cell::is_id;
use super::dice::{Dice, DICE_EXPECTED};
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use crate::world::{Ability, Defence};

pub const FILE: &str = "spells.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "class",
    "level",
    "ability",
    "defence",
    "dice",
    "range",
    "area",
    "frequency",
    "effect",
    "turns",
    "description",
];

/// The highest spell level.
pub const MAX_SPELL_LEVEL: i64 = 5;
/// The widest burst, in tiles from its centre.
pub const MAX_BURST: i64 = 8;

/// The tiles a spell reaches around its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Area {
    /// The caster alone.
    Caster,
    /// The first creature on the line to the target.
    Single,
    /// Every tile of the line from the caster to the target (the caster's own tile aside).
    Line,
    /// Every open tile within this many steps of the target (of the caster, at range 0), the
    /// caster's own included.
    Burst(u32),
}

/// How often a memorised spell may be cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Frequency {
    AtWill,
    /// Once, until the next floor first entered.
    Floor,
    /// Once, until three more floors have been first entered.
    ThreeFloors,
}

impl Frequency {
    pub const ALL: [Frequency; 3] = [Frequency::AtWill, Frequency::Floor, Frequency::ThreeFloors];

    pub fn name(self) -> &'static str {
        match self {
            Frequency::AtWill => "at_will",
            Frequency::Floor => "floor",
            Frequency::ThreeFloors => "three_floors",
        }
    }

    /// As the spellbook says it.
    pub fn label(self) -> &'static str {
        match self {
            Frequency::AtWill => "at will",
            Frequency::Floor => "once a floor",
            Frequency::ThreeFloors => "once every three floors",
        }
    }
}

/// What a spell does to what it reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpellEffect {
    /// The dice in hit points, doubled on a natural 20.
    Damage,
    /// The dice in hit points restored.
    Heal,
    /// Monsters fall asleep until a blow or a noise wakes them.
    Sleep,
    /// Monsters act every other turn for `turns` turns.
    Slow,
    /// The caster steps through the air to the target tile.
    Blink,
    /// The floor within the area is lit up and known.
    Light,
    /// Hidden traps within the area are found.
    RevealTraps,
    /// The caster senses every creature of the floor for `turns` turns.
    RevealCreatures,
    /// +4 AC for `turns` turns.
    Shield,
}

const EFFECTS: [(&str, SpellEffect); 9] = [
    ("damage", SpellEffect::Damage),
    ("heal", SpellEffect::Heal),
    ("sleep", SpellEffect::Sleep),
    ("slow", SpellEffect::Slow),
    ("blink", SpellEffect::Blink),
    ("light", SpellEffect::Light),
    ("reveal_traps", SpellEffect::RevealTraps),
    ("reveal_creatures", SpellEffect::RevealCreatures),
    ("shield", SpellEffect::Shield),
];

const FREQUENCIES: [(&str, Frequency); 3] = [
    ("at_will", Frequency::AtWill),
    ("floor", Frequency::Floor),
    ("three_floors", Frequency::ThreeFloors),
];

const DEFENCES: [(&str, Option<Defence>); 5] = [
    ("none", None),
    ("ac", Some(Defence::Ac)),
    ("fortitude", Some(Defence::Fortitude)),
    ("reflex", Some(Defence::Reflex)),
    ("will", Some(Defence::Will)),
];

#[derive(Clone, Debug, PartialEq)]
pub struct SpellDef {
    pub id: String,
    pub name: String,
    /// The class that learns it by level (`classes.csv` id); `monster` for monsters' spells.
    pub class: String,
    pub level: u32,
    /// Added to the attack roll.
    pub ability: Ability,
    /// What the roll must reach; `None` for a spell that needs no roll (a help, a blink).
    pub defence: Option<Defence>,
    pub dice: Option<Dice>,
    /// In tiles from the caster; 0 for the caster alone.
    pub range: u32,
    pub area: Area,
    pub frequency: Frequency,
    pub effect: SpellEffect,
    /// How long a slow, a shield or a sense of creatures lasts.
    pub turns: u32,
    pub description: String,
}

impl SpellDef {
    /// Whether it harms what it reaches, so a caster aims it at foes.
    pub fn is_harmful(&self) -> bool {
        matches!(
            self.effect,
            SpellEffect::Damage | SpellEffect::Sleep | SpellEffect::Slow
        )
    }
}

/// Every row, `None` where the row has a problem (already reported).
pub fn parse(sheet: &Sheet, names: &Names, errors: &mut Vec<LoadError>) -> Vec<Option<SpellDef>> {
    (0..sheet.rows.len())
        .map(|i| parse_row(&mut sheet.row(i, errors), names.ids[i].clone()))
        .collect()
}

fn parse_row(row: &mut RowCx, id: Option<String>) -> Option<SpellDef> {
    let name = row.text(
        "name",
        "a name shown to the player, e.g. magic missile",
        |s| !s.is_empty(),
    );
    let class = row.text("class", "a class id of classes.csv, or monster", is_id);
    let level = row.whole("level", 1, MAX_SPELL_LEVEL);
    let ability = row.typed(
        "ability",
        "an ability: STR, DEX, CON, INT, WIS or CHA",
        |v| super::cell::as_text(v).and_then(Ability::parse),
    );
    let defence = row.choice("defence", "defence", &DEFENCES);
    let dice = row.optional("dice", DICE_EXPECTED, super::classes::dice);
    let range = row.whole("range", 0, MAX_TILES);
    let area = area(row);
    let frequency = row.choice("frequency", "frequency", &FREQUENCIES);
    let effect = row.choice("effect", "spell effect", &EFFECTS);
    let turns = row.whole("turns", 0, MAX_TURNS);
    let description = row.text("description", "a sentence or two", |s| {
        s.chars().count() <= MAX_TEXT_CHARS
    });
    let (effect, dice, area, range) = (effect?, dice?, area?, range? as u32);
    let needs_dice = matches!(effect, SpellEffect::Damage | SpellEffect::Heal);
    if needs_dice && dice.is_none() {
        row.report("dice", None, "a damage or heal spell needs dice, e.g. 2d6");
        return None;
    }
    let fits = match area {
        Area::Caster => range == 0,
        Area::Single | Area::Line => range > 0,
        // Range 0: the burst is around the caster.
        Area::Burst(_) => true,
    };
    if !fits {
        let message = "a spell on the caster has range 0; a single or line spell needs a range";
        row.report("range", Some(&range.to_string()), message);
        return None;
    }
    Some(SpellDef {
        id: id?,
        name: name?,
        class: class?,
        level: level? as u32,
        ability: ability?,
        defence: defence?,
        dice,
        range,
        area,
        frequency: frequency?,
        effect,
        turns: turns? as u32,
        description: description?,
    })
}

/// `caster`, `single`, `line` or `{burst: R}`.
fn area(row: &mut RowCx) -> Option<Area> {
    let expected = format!("caster, single, line or {{burst: R}} with R from 1 to {MAX_BURST}");
    row.typed("area", &expected, |v| match v {
        serde_yaml::Value::String(s) => match s.as_str() {
            "caster" => Some(Area::Caster),
            "single" => Some(Area::Single),
            "line" => Some(Area::Line),
            _ => None,
        },
        serde_yaml::Value::Mapping(m) if m.len() == 1 => {
            let r = m.get("burst").and_then(super::cell::as_whole)?;
            (1..=MAX_BURST)
                .contains(&r)
                .then_some(Area::Burst(r as u32))
        }
        _ => None,
    })
}

/// Each spell's `class` must name a class of `classes.csv` or be `monster`.
pub fn check_classes(
    sheet: &Sheet,
    spells: &[Option<SpellDef>],
    classes: &Names,
    errors: &mut Vec<LoadError>,
) {
    for (i, spell) in spells.iter().enumerate() {
        let Some(spell) = spell else { continue };
        if spell.class != "monster" && classes.get(&spell.class).is_none() {
            let message = format!(
                "{}, or monster for a monster's spell",
                classes.unknown(&spell.class)
            );
            sheet
                .row(i, errors)
                .report("class", Some(&spell.class), message);
        }
    }
}
