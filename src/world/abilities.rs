//! The six abilities of the tabletop rules (GAME.md §12), their modifiers, and the four
//! defences they give: AC, fortitude, reflex and will.

use std::fmt;

use serde::{Deserialize, Serialize};

/// One of the six abilities, in the order the tables and screens list them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    Strength,
    Dexterity,
    Constitution,
    Intelligence,
    Wisdom,
    Charisma,
}

impl Ability {
    pub const ALL: [Ability; 6] = [
        Ability::Strength,
        Ability::Dexterity,
        Ability::Constitution,
        Ability::Intelligence,
        Ability::Wisdom,
        Ability::Charisma,
    ];

    /// The short name tables and screens use: `STR`, `DEX`, ….
    pub fn short(self) -> &'static str {
        ["STR", "DEX", "CON", "INT", "WIS", "CHA"][self as usize]
    }

    pub fn name(self) -> &'static str {
        [
            "strength",
            "dexterity",
            "constitution",
            "intelligence",
            "wisdom",
            "charisma",
        ][self as usize]
    }

    /// Reads `STR`, `str` or `strength`.
    pub fn parse(text: &str) -> Option<Ability> {
        let lower = text.trim().to_ascii_lowercase();
        Ability::ALL
            .into_iter()
            .find(|a| a.short().eq_ignore_ascii_case(&lower) || a.name() == lower)
    }
}

impl fmt::Display for Ability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short())
    }
}

/// Ability scores, by [`Ability`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Abilities(pub [i32; 6]);

impl Default for Abilities {
    /// Tens everywhere: every modifier 0.
    fn default() -> Self {
        Abilities([10; 6])
    }
}

impl Abilities {
    pub fn score(&self, a: Ability) -> i32 {
        self.0[a as usize]
    }

    pub fn set(&mut self, a: Ability, score: i32) {
        self.0[a as usize] = score;
    }

    /// ⌊(score − 10) / 2⌋: 8 and 9 give −1, 10 and 11 give 0, 12 gives +1.
    pub fn modifier(&self, a: Ability) -> i32 {
        (self.score(a) - 10).div_euclid(2)
    }

    /// The scores with `bonus` added, ability by ability.
    pub fn plus(&self, bonus: &Abilities) -> Abilities {
        let mut out = *self;
        for (score, extra) in out.0.iter_mut().zip(bonus.0) {
            *score += extra;
        }
        out
    }

    /// The better modifier of two abilities, as a defence takes it.
    fn better(&self, a: Ability, b: Ability) -> i32 {
        self.modifier(a).max(self.modifier(b))
    }
}

/// The four defences an attack roll is compared with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Defences {
    pub ac: i32,
    pub fortitude: i32,
    pub reflex: i32,
    pub will: i32,
}

/// Which defence an attack targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Defence {
    Ac,
    Fortitude,
    Reflex,
    Will,
}

impl Defences {
    /// AC = 10 + armour + bonus + ⌊level/2⌋; fortitude, reflex and will = 10 + the better
    /// modifier of (STR, CON), (DEX, INT), (WIS, CHA) + ⌊level/2⌋ + bonus.
    pub fn of(abilities: &Abilities, level: u32, armour: i32, bonus: &Defences) -> Defences {
        use Ability::*;
        let half = (level / 2) as i32;
        Defences {
            ac: 10 + armour + bonus.ac + half,
            fortitude: 10 + abilities.better(Strength, Constitution) + half + bonus.fortitude,
            reflex: 10 + abilities.better(Dexterity, Intelligence) + half + bonus.reflex,
            will: 10 + abilities.better(Wisdom, Charisma) + half + bonus.will,
        }
    }

    pub fn get(&self, d: Defence) -> i32 {
        match d {
            Defence::Ac => self.ac,
            Defence::Fortitude => self.fortitude,
            Defence::Reflex => self.reflex,
            Defence::Will => self.will,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_round_down_below_ten_too() {
        let mut a = Abilities::default();
        for (score, modifier) in [
            (1, -5),
            (8, -1),
            (9, -1),
            (10, 0),
            (11, 0),
            (12, 1),
            (18, 4),
        ] {
            a.set(Ability::Wisdom, score);
            assert_eq!(a.modifier(Ability::Wisdom), modifier, "score {score}");
        }
    }

    #[test]
    fn defences_follow_the_rules() {
        let a = Abilities([16, 14, 12, 8, 10, 13]);
        let bonus = Defences {
            ac: 0,
            fortitude: 2,
            reflex: 0,
            will: 0,
        };
        let d = Defences::of(&a, 5, 3, &bonus);
        // AC 10 + 3 + 0 + 2; fortitude 10 + STR 3 + 2 + 2; reflex 10 + DEX 2 + 2; will 10 + CHA 1 + 2.
        assert_eq!((d.ac, d.fortitude, d.reflex, d.will), (15, 17, 14, 13));
    }

    #[test]
    fn names_read_back() {
        for a in Ability::ALL {
            assert_eq!(Ability::parse(a.short()), Some(a));
            assert_eq!(Ability::parse(a.name()), Some(a));
        }
        assert_eq!(Ability::parse("str"), Some(Ability::Strength));
        assert_eq!(Ability::parse("luck"), None);
    }
}
