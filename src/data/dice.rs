//! Dice as the tables write them: `1d8`, `2d6+2`, `1d4-1`, `d20`, or a plain number. Parsed
//! whole (a minus is kept, trailing text is an error) and bounded, so no cell can ask for a
//! billion dice; rolled with the game's own RNG.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::excerpt;

/// The most dice of one roll.
pub const MAX_DICE: u32 = 100;
/// The most sides of a die.
pub const MAX_SIDES: u32 = 1000;
/// The largest modifier, either way.
pub const MAX_MODIFIER: i32 = 10_000;

/// `count`d`sides` + `modifier`; `count` 0 is a fixed number (the modifier alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice {
    pub count: u32,
    pub sides: u32,
    pub modifier: i32,
}

/// What a dice string must look like, for messages.
pub const DICE_EXPECTED: &str =
    "dice such as 1d8, 2d6+2, 1d4-1 or d20 (up to 100 dice of up to 1000 sides), or a number";

impl Dice {
    pub const fn new(count: u32, sides: u32, modifier: i32) -> Dice {
        Dice {
            count,
            sides,
            modifier,
        }
    }

    /// A fixed number, when within [`MAX_MODIFIER`].
    pub fn fixed(n: i64) -> Option<Dice> {
        (n.abs() <= i64::from(MAX_MODIFIER)).then(|| Dice::new(0, 1, n as i32))
    }

    /// Reads `NdS`, `NdS+M`, `NdS-M`, `dS` or `M`; spaces around the parts are allowed.
    pub fn parse(text: &str) -> Result<Dice, String> {
        let bad = || format!("expected {DICE_EXPECTED}, got \"{}\"", excerpt(text));
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let lower = compact.to_ascii_lowercase();
        let Some(d) = lower.find('d') else {
            let modifier = parse_signed(&lower).ok_or_else(bad)?;
            return Ok(Dice::new(0, 1, modifier));
        };
        let count = match &lower[..d] {
            "" => 1,
            digits => parse_unsigned(digits).ok_or_else(bad)?,
        };
        let rest = &lower[d + 1..];
        let split = rest.find(['+', '-']).unwrap_or(rest.len());
        let sides = parse_unsigned(&rest[..split]).ok_or_else(bad)?;
        let modifier = match &rest[split..] {
            "" => 0,
            m => parse_signed(m).ok_or_else(bad)?,
        };
        if !(1..=MAX_DICE).contains(&count) || !(1..=MAX_SIDES).contains(&sides) {
            return Err(bad());
        }
        Ok(Dice::new(count, sides, modifier))
    }

    /// One roll.
    pub fn roll(self, rng: &mut fastrand::Rng) -> i32 {
        self.roll_times(1, rng)
    }

    /// A roll with the dice thrown `times` over (a critical hit throws them twice); the
    /// modifier counts once.
    pub fn roll_times(self, times: u32, rng: &mut fastrand::Rng) -> i32 {
        let thrown: u32 = (0..self.count * times)
            .map(|_| rng.u32(1..=self.sides))
            .sum();
        thrown as i32 + self.modifier
    }

    pub fn min(self) -> i32 {
        self.count as i32 + self.modifier
    }

    pub fn max(self) -> i32 {
        (self.count * self.sides) as i32 + self.modifier
    }

    /// The mean of a roll, for previews and balance.
    pub fn mean(self) -> f64 {
        f64::from(self.count) * (f64::from(self.sides) + 1.0) / 2.0 + f64::from(self.modifier)
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count == 0 {
            return write!(f, "{}", self.modifier);
        }
        write!(f, "{}d{}", self.count, self.sides)?;
        match self.modifier {
            0 => Ok(()),
            m if m > 0 => write!(f, "+{m}"),
            m => write!(f, "{m}"),
        }
    }
}

fn parse_unsigned(digits: &str) -> Option<u32> {
    if digits.is_empty() || digits.len() > 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn parse_signed(text: &str) -> Option<i32> {
    let (sign, digits) = match text.as_bytes().first()? {
        b'+' => (1, &text[1..]),
        b'-' => (-1, &text[1..]),
        _ => (1, text),
    };
    let n = i32::try_from(parse_unsigned(digits)?).ok()?;
    (n <= MAX_MODIFIER).then_some(sign * n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_forms_of_the_tables_are_read_whole() {
        assert_eq!(Dice::parse("1d8"), Ok(Dice::new(1, 8, 0)));
        assert_eq!(Dice::parse("2d6+2"), Ok(Dice::new(2, 6, 2)));
        assert_eq!(Dice::parse("1d4-1"), Ok(Dice::new(1, 4, -1)));
        assert_eq!(Dice::parse("d20"), Ok(Dice::new(1, 20, 0)));
        assert_eq!(Dice::parse(" 3D6 + 1 "), Ok(Dice::new(3, 6, 1)));
        assert_eq!(Dice::parse("5"), Ok(Dice::new(0, 1, 5)));
        assert_eq!(Dice::parse("-2"), Ok(Dice::new(0, 1, -2)));
        for bad in [
            "",
            "d",
            "1d",
            "0d6",
            "1d0",
            "1d8x",
            "1d8+",
            "1d8+-1",
            "1e3",
            "2d6+2+2",
            "1d4--1",
            "101d6",
            "1d1001",
            "1d8+10001",
            "99999999999d6",
            "½d6",
            "-1d6",
        ] {
            let e = Dice::parse(bad).unwrap_err();
            assert!(e.contains("expected dice such as"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_long_bad_value_is_quoted_as_an_excerpt() {
        let e = Dice::parse(&"9".repeat(5000)).unwrap_err();
        assert!(e.len() < 300, "{e}");
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 500,
            rng_algorithm: proptest::test_runner::RngAlgorithm::ChaCha,
            rng_seed: proptest::test_runner::RngSeed::Fixed(11),
            failure_persistence: None,
            ..ProptestConfig::default()
        })]

        #[test]
        fn written_dice_read_back_and_roll_within_their_range(
            count in 1u32..=MAX_DICE,
            sides in 1u32..=MAX_SIDES,
            modifier in -MAX_MODIFIER..=MAX_MODIFIER,
            seed in any::<u64>(),
        ) {
            let dice = Dice::new(count, sides, modifier);
            prop_assert_eq!(Dice::parse(&dice.to_string()), Ok(dice));
            let mut rng = fastrand::Rng::with_seed(seed);
            let roll = dice.roll(&mut rng);
            prop_assert!((dice.min()..=dice.max()).contains(&roll));
            let twice = dice.roll_times(2, &mut rng);
            prop_assert!(twice >= 2 * count as i32 + modifier);
            prop_assert!(twice <= 2 * (count * sides) as i32 + modifier);
        }

        #[test]
        fn any_text_is_read_or_refused_without_a_panic(text in ".{0,40}") {
            let _ = Dice::parse(&text);
        }
    }
}
