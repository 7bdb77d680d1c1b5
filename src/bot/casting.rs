//! The greedy player's magic: it heals itself with a spell when its wounds are deep, raises a
//! shield when a foe comes near, and casts its best usable harmful spell at the foes in range
//! it would reach most (not at one beside it, where a blow may stun), never with itself
//! inside the burst. Like the rest of the greedy
//! player it decides from what the player perceives.

use crate::data::{Area, SpellDef, SpellEffect};
use crate::rules::command::Command;
use crate::rules::magic::uses_left;
use crate::rules::perception::{Perception, SeenCreature};
use crate::world::Status;

/// Below this share of its hit points, in a fight, it casts a healing spell.
const HEAL_BELOW: f64 = 0.4;
/// It raises a shield when a foe comes within this many tiles.
const SHIELD_WITHIN: i32 = 4;

/// A spell to cast this turn, if one is worth it.
pub fn choose(seen: &Perception) -> Option<Command> {
    let tables = seen.tables();
    let book = &seen.character().spells;
    let me = seen.me();
    let ready: Vec<(u8, &SpellDef)> = (0..book.slots.len())
        .filter(|&i| uses_left(tables, book, i) > 0)
        .filter_map(|i| Some((i as u8, tables.spell(book.slots[i]?))))
        .collect();
    if ready.is_empty() {
        return None;
    }
    let share = f64::from(seen.hp()) / f64::from(seen.max_hp().max(1));
    let on_me = |effect| ready.iter().find(|(_, s)| s.effect == effect);
    let foes: Vec<SeenCreature> = seen
        .creatures()
        .filter(|c| c.flight.is_none() && !c.peaceful && !c.dozing)
        .collect();
    let beside = foes.iter().any(|f| f.pos.chebyshev(me) == 1);
    // A turn spent on oneself with a foe beside is a free blow for it: heal and shield in the
    // lulls, unless the wounds are very deep.
    // Out of a fight a hallway's warmth heals better: the spell is for the fight itself.
    if share < HEAL_BELOW && !foes.is_empty() && (!beside || share < HEAL_BELOW / 2.0) {
        if let Some(&(slot, _)) = on_me(SpellEffect::Heal) {
            return Some(Command::Cast { slot, target: me });
        }
    }
    let coming = foes
        .iter()
        .any(|f| (2..=SHIELD_WITHIN).contains(&f.pos.chebyshev(me)));
    if coming && !beside && !seen.has_status(Status::Shield) {
        if let Some(&(slot, _)) = on_me(SpellEffect::Shield) {
            return Some(Command::Cast { slot, target: me });
        }
    }
    // The harmful spell and target that reach the most foes, the player kept out.
    let mut best: Option<(usize, u32, Command)> = None;
    for &(slot, spell) in ready.iter().filter(|(_, s)| s.is_harmful()) {
        // Only at foes already close: a distant one left alone may never come.
        // At range only: beside it, a blow (which may stun) does better.
        for foe in foes.iter().filter(|f| f.pos.chebyshev(me) >= 2) {
            let command = Command::Cast {
                slot,
                target: foe.pos,
            };
            if seen.check(&command).is_err() {
                continue;
            }
            let tiles = seen.spell_reach(spell, foe.pos);
            if tiles.contains(&me) || !worth(spell, foe) {
                continue;
            }
            let hit = foes.iter().filter(|f| tiles.contains(&f.pos)).count();
            // Rarer spells are kept for crowds.
            let rarity = spell.frequency as u32;
            if hit > rarity as usize && best.as_ref().is_none_or(|b| (hit, rarity) > (b.0, b.1)) {
                best = Some((hit, rarity, command));
            }
        }
    }
    best.map(|(_, _, c)| c)
}

/// Whether a harmful spell is worth its turn on a foe: sleep and slow only on a foe still
/// strong enough to matter.
fn worth(spell: &SpellDef, foe: &SeenCreature) -> bool {
    match spell.effect {
        SpellEffect::Damage => true,
        _ => foe.hp > 8 && !matches!(spell.area, Area::Caster),
    }
}
