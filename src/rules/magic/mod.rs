//! Magic (GAME.md §12): the spells a character learns by level or from tomes, memorises into
//! slots 1 to 4 (how many of each frequency is the level's, `levels.csv`), and casts; what a
//! spent slot waits for (the next floor first entered, or every third); and the spells that
//! monsters cast through the same check and the same resolution.

mod area;
mod cast;
pub(crate) mod messages;

pub use area::reached;
pub(crate) use cast::{cast, check_cast};

use super::event::Event;
use super::game::Game;
use crate::data::{Frequency, Tables};
use crate::world::spellbook::{Spellbook, SLOTS};
use crate::world::{Character, SpellId};

/// Which spell a cast is of: the one in a memorised slot (the player) or one named outright
/// (a monster's behaviour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpellSource {
    Slot(u8),
    Spell(SpellId),
}

/// The spells of a class up to a level, lowest first, in table order.
pub fn class_spells(tables: &Tables, class: &str, level: u32) -> Vec<SpellId> {
    let mut out: Vec<(u32, SpellId)> = (tables.spells.iter().enumerate())
        .filter(|(_, s)| s.class == class && s.level <= level)
        .map(|(i, s)| (s.level, SpellId(i as u16)))
        .collect();
    out.sort_by_key(|&(level, id)| (level, id));
    out.into_iter().map(|(_, id)| id).collect()
}

/// How many spells of each frequency a character of `level` may hold memorised.
pub fn allowed(tables: &Tables, level: u32) -> [u32; 3] {
    tables.level(level).map_or([0; 3], |l| l.spell_slots)
}

fn frequency_index(f: Frequency) -> usize {
    Frequency::ALL.iter().position(|&g| g == f).unwrap_or(0)
}

/// Whether `spell` may go into `slot` (replacing what is there): it is known, and fewer spells
/// of its frequency than the level allows are memorised in the other slots.
pub fn can_memorise(tables: &Tables, c: &Character, spell: SpellId, slot: u8) -> bool {
    fits(tables, &c.spells, c.level, spell, slot)
}

fn fits(tables: &Tables, book: &Spellbook, level: u32, spell: SpellId, slot: u8) -> bool {
    let slot = usize::from(slot);
    if slot >= SLOTS || !book.knows(spell) || book.slot_of(spell).is_some() {
        return false;
    }
    let frequency = tables.spell(spell).frequency;
    let held = (book.slots.iter().enumerate())
        .filter(|&(i, s)| i != slot && s.is_some_and(|s| tables.spell(s).frequency == frequency))
        .count() as u32;
    held < allowed(tables, level)[frequency_index(frequency)]
}

/// A new character's spellbook: the class's spells of level 1 learnt, and memorised into the
/// slots while the level allows, lowest first.
pub fn starting_spellbook(tables: &Tables, class: &str) -> Spellbook {
    let mut book = Spellbook {
        known: class_spells(tables, class, 1),
        ..Spellbook::default()
    };
    for spell in book.known.clone() {
        if let Some(slot) = book.free_slot() {
            if fits(tables, &book, 1, spell, slot as u8) {
                book.slots[slot] = Some(spell);
            }
        }
    }
    book
}

/// The spells the memorised slots would take in as the character grows: what a level-up
/// teaches, memorised into free slots if allowed (see `level_up`).
pub(crate) fn learn_by_level(game: &mut Game) {
    let c = game.state.character().clone();
    for spell in class_spells(&game.tables, &c.class, c.level) {
        if !c.spells.knows(spell) {
            learn(game, spell);
        }
    }
}

/// Learns a spell (and memorises it into a free slot if the level allows).
pub(crate) fn learn(game: &mut Game, spell: SpellId) {
    game.emit(Event::Learned { spell });
    let c = game.state.character();
    if let Some(slot) = c.spells.free_slot() {
        if can_memorise(&game.tables, c, spell, slot as u8) {
            game.emit(Event::Memorised {
                spell,
                slot: slot as u8,
            });
        }
    }
}

/// A tome or scroll of learning: the lowest spell of the reader's class not known yet.
pub(crate) fn teach(game: &mut Game) -> bool {
    let c = game.state.character();
    let next = class_spells(&game.tables, &c.class, u32::MAX)
        .into_iter()
        .find(|&s| !c.spells.knows(s));
    match next {
        Some(spell) => {
            learn(game, spell);
            true
        }
        None => false,
    }
}

/// A floor entered for the first time brings back the once-a-floor spells spent, and every
/// third such floor the once-every-three-floors ones.
pub(crate) fn renew(game: &mut Game) {
    let (slots, floors) = renewal(&game.tables, &game.state.character().spells);
    game.emit(Event::SpellsRenewed { slots, floors });
}

/// Which spent slots a floor first entered now brings back, and the count of such floors.
pub fn renewal(tables: &Tables, book: &Spellbook) -> ([bool; SLOTS], u32) {
    let floors = book.floors + 1;
    let mut slots = [false; SLOTS];
    for (i, slot) in book.slots.iter().enumerate() {
        let Some(spell) = slot else { continue };
        slots[i] = book.spent[i]
            && match tables.spell(*spell).frequency {
                Frequency::AtWill => false,
                Frequency::Floor => true,
                Frequency::ThreeFloors => floors.is_multiple_of(3),
            };
    }
    (slots, floors)
}

/// The uses left of each slot for `play`'s JSON and the status bar: at-will spells always
/// have one.
pub fn uses_left(tables: &Tables, book: &Spellbook, slot: usize) -> u32 {
    match book.slots[slot] {
        Some(spell) if tables.spell(spell).frequency == Frequency::AtWill => 1,
        Some(_) => u32::from(!book.spent[slot]),
        None => 0,
    }
}
