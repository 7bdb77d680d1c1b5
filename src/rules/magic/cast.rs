//! Casting: whether a spell may be cast now (`check_cast`) and what it does (`cast`). The
//! attack roll is the d20 rules' (GAME.md §12): d20 + the spell's ability modifier + half the
//! caster's level against the target's defence, a natural 20 doubling the dice; helps need no
//! roll. Area spells reach whatever stands in them, the caster included.

use super::area::reached;
use super::SpellSource;
use crate::data::{Frequency, SpellDef, SpellEffect};
use crate::rules::attack::{fighter, Roll};
use crate::rules::check::Refusal;
use crate::rules::event::{Event, Who};
use crate::rules::game::Game;
use crate::world::{Pos, SpellId, Status};

/// The spell of a cast, and the slot it is memorised in (for the player).
fn resolve(game: &Game, who: Who, source: SpellSource) -> Result<(SpellId, Option<u8>), Refusal> {
    match source {
        SpellSource::Spell(spell) if usize::from(spell.0) < game.tables.spells.len() => {
            Ok((spell, None))
        }
        SpellSource::Spell(_) => Err(Refusal::NoSpell),
        SpellSource::Slot(slot) => {
            if who.id != game.player() {
                return Err(Refusal::NoSpell);
            }
            let book = &game.state.character().spells;
            let spell =
                (book.slots.get(usize::from(slot)).copied().flatten()).ok_or(Refusal::NoSpell)?;
            let at_will = game.tables.spell(spell).frequency == Frequency::AtWill;
            if !at_will && book.spent[usize::from(slot)] {
                return Err(Refusal::SpellSpent);
            }
            Ok((spell, Some(slot)))
        }
    }
}

pub(crate) fn check_cast(
    game: &Game,
    who: Who,
    source: SpellSource,
    target: Pos,
) -> Result<(), Refusal> {
    let (spell, _) = resolve(game, who, source)?;
    let def = game.tables.spell(spell);
    let from = (game.level().creatures.get(who.id))
        .ok_or(Refusal::Gone)?
        .pos;
    if def.range == 0 {
        return Ok(());
    }
    if target == from {
        return Err(Refusal::AimAway);
    }
    if from.chebyshev(target) > def.range as i32 {
        return Err(Refusal::OutOfReach);
    }
    if !game.sees(who, target) {
        return Err(Refusal::Unseen);
    }
    if def.effect == SpellEffect::Blink {
        let level = game.level();
        let clear = crate::rules::rogue::line_blocker(game, from, target).is_none();
        if !level.is_walkable(target) || level.creatures.id_at(target).is_some() || !clear {
            return Err(Refusal::Blocked);
        }
    }
    Ok(())
}

/// Casts a spell (checked by `check_cast`).
pub(crate) fn cast(game: &mut Game, who: Who, source: SpellSource, target: Pos) {
    let Ok((spell, slot)) = resolve(game, who, source) else {
        return;
    };
    let Some(from) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    let def = game.tables.spell(spell).clone();
    let target = if def.range == 0 { from } else { target };
    let spends = slot.is_some() && def.frequency != Frequency::AtWill;
    game.emit(Event::SpellCast {
        who,
        spell,
        slot,
        from,
        target,
        spends,
    });
    let tiles = reached(game.level(), &def, from, target);
    let until = game.turn() + u64::from(def.turns.max(1));
    match def.effect {
        SpellEffect::Damage | SpellEffect::Sleep | SpellEffect::Slow => {
            for victim in creatures_on(game, &tiles) {
                strike(game, who, victim, &def, until);
            }
        }
        SpellEffect::Heal => {
            for healed in creatures_on(game, &tiles) {
                heal(game, healed, &def);
            }
        }
        SpellEffect::Blink => game.emit(Event::Teleported {
            who,
            from,
            to: target,
        }),
        SpellEffect::Light => {
            let radius = match def.area {
                crate::data::Area::Burst(r) => r,
                _ => 0,
            };
            let floor = game.floor();
            game.emit(Event::Lit {
                floor,
                at: target,
                radius,
            });
            game.view.invalidate();
        }
        SpellEffect::RevealTraps => {
            let level = game.level();
            let found: Vec<_> = (level.traps.iter())
                .filter(|t| t.hidden && tiles.contains(&t.pos))
                .map(|t| (t.kind, t.pos))
                .collect();
            for (trap, at) in found {
                game.emit(Event::TrapFound { trap, at });
            }
        }
        SpellEffect::RevealCreatures => {
            game.emit(Event::StatusBegan {
                who,
                status: Status::Telepathy,
                until,
            });
            game.view.invalidate();
        }
        SpellEffect::Shield => game.emit(Event::StatusBegan {
            who,
            status: Status::Shield,
            until,
        }),
    }
}

/// The creatures standing on the tiles (thrown things in the air aside), in tile order.
fn creatures_on(game: &Game, tiles: &[Pos]) -> Vec<Who> {
    let level = game.level();
    (tiles.iter())
        .filter_map(|&p| level.creatures.id_at(p))
        .filter(|&id| game.flight(id).is_none())
        .filter_map(|id| game.who(id))
        .collect()
}

/// The spell's roll against one creature it reaches, and what a hit does.
fn strike(game: &mut Game, caster: Who, victim: Who, def: &SpellDef, until: u64) {
    let Some(at) = game.level().creatures.get(victim.id).map(|c| c.pos) else {
        return;
    };
    let a = fighter(game, caster);
    let bonus = a.abilities.modifier(def.ability) + (a.level / 2) as i32;
    let natural = game.rng().i32(1..=20);
    let defence = def
        .defence
        .map_or(0, |d| fighter(game, victim).defences.get(d));
    let hit = natural == 20 || (natural != 1 && natural + bonus >= defence);
    crate::rules::shop::provoke(game, caster, victim.id);
    if !hit {
        game.emit(Event::Missed {
            attacker: caster,
            target: victim,
            at,
            thrown: true,
        });
        return;
    }
    let player = victim.id == game.player();
    match def.effect {
        SpellEffect::Damage => {
            let critical = natural == 20;
            let times = if critical { 2 } else { 1 };
            let dice = def.dice.unwrap_or(crate::data::dice::Dice::new(1, 4, 0));
            let damage = dice.roll_times(times, game.rng()).max(1);
            let roll = Roll {
                natural,
                hit,
                critical,
                damage,
            };
            crate::rules::combat::strike(game, caster, victim, roll, true);
        }
        // The player shakes off sleep and slowness: a turn-based hero never loses turns.
        SpellEffect::Sleep if !player => {
            let mut mind = game.mind(victim.id);
            mind.dozing = true;
            game.emit(Event::Minded { who: victim, mind });
        }
        SpellEffect::Slow if !player => game.emit(Event::StatusBegan {
            who: victim,
            status: Status::Slow,
            until,
        }),
        _ => {}
    }
}

fn heal(game: &mut Game, who: Who, def: &SpellDef) {
    let Some(dice) = def.dice else { return };
    let Some(c) = game.level().creatures.get(who.id) else {
        return;
    };
    let (hp, max) = if who.id == game.player() {
        (game.player_hp(), game.max_hp())
    } else {
        (c.hp, game.tables.monster(c.kind).hp)
    };
    let amount = dice.roll(game.rng()).min(max - hp);
    if amount > 0 {
        game.emit(Event::Healed {
            who,
            hp: hp + amount,
            amount,
        });
    }
}
