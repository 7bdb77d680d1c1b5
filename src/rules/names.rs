//! Names each run gives (GAME.md §12): every floor is named from `words.csv` by the run's seed,
//! "the Drowned Halls of Zelkamon", the same seed giving the same names.

use crate::data::{words, Tables};

/// The name of floor `floor` (by its index in the dungeon) in the run of `seed`.
pub fn floor_name(tables: &Tables, seed: u64, floor: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x666c_6f6f_725f_6e6d ^ ((floor as u64) << 32));
    let pick = |rng: &mut fastrand::Rng, set: &str| {
        let list = tables.words.set(set);
        match list.is_empty() {
            true => String::new(),
            false => list[rng.usize(..list.len())].clone(),
        }
    };
    let adjective = capitalised(&pick(&mut rng, words::FLOOR_ADJECTIVES));
    let noun = capitalised(&pick(&mut rng, words::FLOOR_NOUNS));
    let syllables = rng.usize(2..=3);
    let name: String = (0..syllables)
        .map(|_| pick(&mut rng, words::SCROLL_SYLLABLES))
        .collect();
    format!("the {adjective} {noun} of {}", capitalised(&name))
}

/// The piece of lore on `page`: a template of `words.csv` with a name, an adjective and a
/// noun drawn by the page.
pub fn lore(tables: &Tables, page: u32) -> String {
    let mut rng = fastrand::Rng::with_seed(0x6c6f_7265 ^ u64::from(page));
    let pick = |rng: &mut fastrand::Rng, set: &str| {
        let list = tables.words.set(set);
        match list.is_empty() {
            true => String::new(),
            false => list[rng.usize(..list.len())].clone(),
        }
    };
    let template = pick(&mut rng, words::LORE_TEMPLATES);
    let syllables = rng.usize(2..=3);
    let name: String = (0..syllables)
        .map(|_| pick(&mut rng, words::SCROLL_SYLLABLES))
        .collect();
    template
        .replace("{name}", &capitalised(&name))
        .replace("{adjective}", &pick(&mut rng, words::FLOOR_ADJECTIVES))
        .replace("{noun}", &pick(&mut rng, words::FLOOR_NOUNS))
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
