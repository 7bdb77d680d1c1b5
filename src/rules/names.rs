//! Names and looks each run gives (GAME.md §12): every floor and room is named from
//! `words.csv` by the run's seed ("the Drowned Halls of Zelkamon", "the Weeping Crypt"), each
//! floor's palette drawn around its theme's, and books' lore made from templates; the same seed
//! gives the same names.

use crate::data::{words, Rgb, Tables};
use crate::world::PortableRng;

/// The name of floor `floor` (by its index in the dungeon) in the run of `seed`.
pub fn floor_name(tables: &Tables, seed: u64, floor: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x666c_6f6f_725f_6e6d ^ ((floor as u64) << 32));
    let pick = |rng: &mut fastrand::Rng, set: &str| pick(tables, rng, set);
    let adjective = capitalised(&pick(&mut rng, words::FLOOR_ADJECTIVES));
    let noun = capitalised(&pick(&mut rng, words::FLOOR_NOUNS));
    let syllables = rng.between(2, 3);
    let name: String = (0..syllables)
        .map(|_| pick(&mut rng, words::SCROLL_SYLLABLES))
        .collect();
    format!("the {adjective} {noun} of {}", capitalised(&name))
}

/// The name of room `room` of floor `floor` in the run of `seed`: "the Weeping Crypt".
pub fn room_name(tables: &Tables, seed: u64, floor: usize, room: usize) -> String {
    let mixed = seed ^ 0x726f_6f6d ^ ((floor as u64) << 40) ^ ((room as u64) << 8);
    let mut rng = fastrand::Rng::with_seed(mixed);
    let pick = |rng: &mut fastrand::Rng, set: &str| pick(tables, rng, set);
    let adjective = capitalised(&pick(&mut rng, words::FLOOR_ADJECTIVES));
    let noun = capitalised(&pick(&mut rng, words::ROOM_NOUNS));
    format!("the {adjective} {noun}")
}

/// A floor's colour this run: its theme's `dungeon.csv` palette `base`, each channel moved by
/// up to 12 by the seed, so the same theme looks a little different from run to run.
pub fn floor_palette(base: Rgb, seed: u64, floor: usize) -> Rgb {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x7061_6c65 ^ ((floor as u64) << 24));
    let mut shift = |c: u8| (i32::from(c) + rng.i32(-12..=12)).clamp(0, 255) as u8;
    Rgb(shift(base.0), shift(base.1), shift(base.2))
}

/// The piece of lore on `page`: a template of `words.csv` with a name, an adjective and a
/// noun drawn by the page.
pub fn lore(tables: &Tables, page: u32) -> String {
    let mut rng = fastrand::Rng::with_seed(0x6c6f_7265 ^ u64::from(page));
    let pick = |rng: &mut fastrand::Rng, set: &str| pick(tables, rng, set);
    let template = pick(&mut rng, words::LORE_TEMPLATES);
    let syllables = rng.between(2, 3);
    let name: String = (0..syllables)
        .map(|_| pick(&mut rng, words::SCROLL_SYLLABLES))
        .collect();
    template
        .replace("{name}", &capitalised(&name))
        .replace("{adjective}", &pick(&mut rng, words::FLOOR_ADJECTIVES))
        .replace("{noun}", &pick(&mut rng, words::FLOOR_NOUNS))
}

/// A word of a set of `words.csv`, drawn by `rng`; empty for an empty set.
fn pick(tables: &Tables, rng: &mut fastrand::Rng, set: &str) -> String {
    let list = tables.words.set(set);
    match list.is_empty() {
        true => String::new(),
        false => list[rng.index(list.len())].clone(),
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
