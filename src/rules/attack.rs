//! The d20 attack (GAME.md §12), one roll for the player and for monsters: d20 + the ability's
//! modifier + ⌊level/2⌋ + bonuses against the target's defence; a natural 20 always hits and
//! throws the damage dice twice, a natural 1 always misses. Damage is the dice plus the
//! modifier, at least 1. Blows use STR (or the ability the class's `blow` column names);
//! thrown things and darts DEX.

use super::character;
use super::event::Who;
use super::game::Game;
use super::items::Worn;
use crate::data::dice::Dice;
use crate::data::{ItemId, Tables};
use crate::world::{Abilities, Ability, Character, Defence, Defences, Inventory};

/// How an attack is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Walking into the target.
    Blow,
    /// A thrown item of this kind.
    Throw(ItemId),
    /// A dart from this many tiles away.
    Dart { distance: i32 },
}

/// The attack penalty per tile a dart flies beyond the first.
pub const DART_PENALTY_PER_TILE: i32 = 2;

/// A creature's side of the rules, whoever it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fighter {
    pub level: u32,
    pub abilities: Abilities,
    pub defences: Defences,
    /// The ability blows are rolled with: STR, or the class's own.
    pub blow_ability: Ability,
    /// Blows.
    pub blow: Dice,
    /// Darts.
    pub dart: Dice,
    /// Thrown things without damage of their own: a monster's attack dice; `None` for the
    /// player, whose throws deal the item's damage.
    pub throw: Option<Dice>,
    /// What worn things add to every attack roll (rings).
    pub gear_attack: i32,
    /// The wielded weapon's own attack bonus plus its enchantment, for blows (or, for a
    /// launcher, for what it shoots).
    pub weapon_attack: i32,
    /// The wielded weapon's enchantment, added to its damage.
    pub weapon_damage: i32,
    /// A wielded launcher: the ammunition it shoots and its dice.
    pub launcher: Option<(ItemId, Dice)>,
}

/// What one attack roll gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Roll {
    /// The die itself, 1 to 20.
    pub natural: i32,
    pub hit: bool,
    pub critical: bool,
    /// 0 on a miss.
    pub damage: i32,
}

/// The AC a shield spell adds while it lasts.
pub const SHIELD_AC: i32 = 4;

fn shield(game: &Game, who: Who) -> i32 {
    let shielded = (game.level().creatures.get(who.id)).is_some_and(|c| {
        c.mind
            .statuses
            .has(crate::world::Status::Shield, game.turn())
    });
    if shielded {
        SHIELD_AC
    } else {
        0
    }
}

/// The rules' view of a creature of the current floor (or of a thrower now gone, by its row).
pub(crate) fn fighter(game: &Game, who: Who) -> Fighter {
    if who.id == game.player() {
        let carried = game.state.player_creature().map(|c| &c.inventory);
        let empty = Inventory::default();
        let mut fighter = player_fighter(
            &game.tables,
            game.state.character(),
            carried.unwrap_or(&empty),
        );
        fighter.defences.ac += shield(game, who);
        return fighter;
    }
    let f = game.tables.monster(who.kind).fighter;
    let mut defences = Defences::of(&f.abilities, f.level, 0, &f.defences);
    defences.ac += shield(game, who);
    Fighter {
        level: f.level,
        abilities: f.abilities,
        defences,
        blow_ability: Ability::Strength,
        blow: f.attack,
        dart: f.attack,
        throw: Some(f.attack),
        gear_attack: 0,
        weapon_attack: 0,
        weapon_damage: 0,
        launcher: None,
    }
}

/// A character's side of the rules, from its sheet and what it wears: the player's in a run,
/// and what the creation screen previews (with the class's kit).
pub fn player_fighter(tables: &Tables, c: &Character, carried: &Inventory) -> Fighter {
    let class = tables.class(&c.class);
    let unarmed = class.map_or(Dice::new(1, 4, 0), |k| k.unarmed);
    let own_blow = class.map_or(Ability::Strength, |k| k.blow);
    let worn = Worn::of(tables, carried);
    let mut defences = character::defences(tables, c);
    defences.ac += worn.defences.ac;
    defences.fortitude += worn.defences.fortitude;
    defences.reflex += worn.defences.reflex;
    defences.will += worn.defences.will;
    let mut fighter = Fighter {
        level: c.level,
        abilities: c.abilities,
        defences,
        blow_ability: own_blow,
        blow: unarmed,
        dart: class.map_or(unarmed, |k| k.dart),
        throw: None,
        gear_attack: worn.attack,
        weapon_attack: 0,
        weapon_damage: 0,
        launcher: None,
    };
    if let Some((weapon, enchantment)) = worn.weapon {
        fighter.weapon_attack = weapon.attack + enchantment;
        fighter.weapon_damage = enchantment;
        let dice = weapon.damage.unwrap_or(unarmed);
        match weapon.ammo {
            // A launcher strikes as a fist; its dice are for what it shoots.
            Some(ammo) => fighter.launcher = Some((ammo, dice)),
            None => {
                fighter.blow = dice;
                fighter.blow_ability = weapon.ability.unwrap_or(own_blow);
            }
        }
    }
    fighter
}

impl Fighter {
    /// The ability an attack is rolled with, whose modifier adds to its damage too.
    pub fn ability(&self, style: Style) -> Ability {
        match style {
            Style::Blow => self.blow_ability,
            Style::Throw(_) | Style::Dart { .. } => Ability::Dexterity,
        }
    }

    /// What is added to the d20.
    pub fn attack_bonus(&self, style: Style) -> i32 {
        let range = match style {
            Style::Dart { distance } => -DART_PENALTY_PER_TILE * (distance - 1).max(0),
            _ => 0,
        };
        let weapon = if self.uses_weapon(style) {
            self.weapon_attack
        } else {
            0
        };
        self.abilities.modifier(self.ability(style))
            + (self.level / 2) as i32
            + range
            + self.gear_attack
            + weapon
    }

    /// Whether the wielded weapon makes this attack: a blow with a weapon in hand, or a shot of
    /// the wielded launcher's ammunition.
    fn uses_weapon(&self, style: Style) -> bool {
        match (style, self.launcher) {
            (Style::Blow, None) => true,
            (Style::Throw(item), Some((ammo, _))) => item == ammo,
            _ => false,
        }
    }

    /// The damage dice of an attack, and the modifier added to them.
    pub fn damage(&self, style: Style, game: &Game) -> (Dice, i32) {
        let dice = match style {
            Style::Blow => self.blow,
            Style::Dart { .. } => self.dart,
            Style::Throw(item) => match (game.tables.item(item).damage, self.throw) {
                (_, Some(own)) => own,
                _ if self.uses_weapon(style) => self.launcher.map_or(self.blow, |(_, d)| d),
                (Some(d), None) => d,
                (None, None) => Dice::new(0, 1, 1),
            },
        };
        let enchantment = if self.uses_weapon(style) {
            self.weapon_damage
        } else {
            0
        };
        (
            dice,
            self.abilities.modifier(self.ability(style)) + enchantment,
        )
    }
}

/// The chance that an attack with `bonus` hits `defence`: a natural 20 always does, a natural
/// 1 never.
pub fn hit_chance(bonus: i32, defence: i32) -> f64 {
    let hits = (2..=19).filter(|n| n + bonus >= defence).count() + 1;
    hits as f64 / 20.0
}

/// Rolls an attack of `attacker` on `target` against AC.
pub(crate) fn roll(game: &mut Game, attacker: Who, target: Who, style: Style) -> Roll {
    if let Some(rules) = game.rogue_code.filter(|_| attacker.id == game.player()) {
        return super::rogue_code::rogue_roll(game, &rules, target, style);
    }
    let (a, t) = (fighter(game, attacker), fighter(game, target));
    let bonus = a.attack_bonus(style);
    let (dice, modifier) = a.damage(style, game);
    let natural = game.rng().i32(1..=20);
    let hit = natural == 20 || (natural != 1 && natural + bonus >= t.defences.get(Defence::Ac));
    let critical = natural == 20;
    let damage = if hit {
        let times = if critical { 2 } else { 1 };
        (dice.roll_times(times, game.rng()) + modifier).max(1)
    } else {
        0
    };
    Roll {
        natural,
        hit,
        critical,
        damage,
    }
}
