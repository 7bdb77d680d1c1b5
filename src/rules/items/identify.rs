//! Identification (GAME.md §12): each run shuffles the looks of potions and scrolls with its
//! seed; using a kind, or reading identify, makes it known, and once a single kind of a
//! category is left unknown the player knows it by elimination.

use crate::data::{words, ItemId, ItemKind, Tables};
use crate::rules::event::{Discovery, Event};
use crate::rules::game::Game;
use crate::world::Identities;
use crate::world::PortableRng;

/// How many words a scroll title has at most, and syllables a word.
const TITLE_WORDS: usize = 3;
const WORD_SYLLABLES: usize = 2;

/// The looks of a run of `seed`: potion kinds draw colours, scroll kinds titles, all unknown.
pub fn shuffle(tables: &Tables, seed: u64) -> Identities {
    let mut rng = fastrand::Rng::with_seed(seed ^ 0x6c6f_6f6b_735f_7275);
    let mut colours: Vec<&String> = tables.words.set(words::POTION_COLOURS).iter().collect();
    rng.shuffle_all(&mut colours);
    let syllables = tables.words.set(words::SCROLL_SYLLABLES);
    let mut colours = colours.into_iter();
    let mut looks = Vec::with_capacity(tables.items.len());
    for def in &tables.items {
        let look = match def.kind {
            // Loading guarantees a colour for every potion kind.
            ItemKind::Potion => colours.next().cloned().unwrap_or_default(),
            ItemKind::Scroll => unique_title(&mut rng, syllables, &looks),
            _ => String::new(),
        };
        looks.push(look);
    }
    Identities {
        known: vec![false; looks.len()],
        called: vec![String::new(); looks.len()],
        looks,
    }
}

/// A title no other scroll has (tried a few times; syllable sets are large).
fn unique_title(rng: &mut fastrand::Rng, syllables: &[String], taken: &[String]) -> String {
    let mut title = String::new();
    for _ in 0..32 {
        title = title_of(rng, syllables);
        if !taken.contains(&title) {
            break;
        }
    }
    title
}

/// Two or three words of two syllables, in capitals: "ZELKA THUMI".
fn title_of(rng: &mut fastrand::Rng, syllables: &[String]) -> String {
    if syllables.is_empty() {
        return String::new();
    }
    let words = rng.between(2, TITLE_WORDS);
    let word = |rng: &mut fastrand::Rng| {
        (0..WORD_SYLLABLES)
            .map(|_| syllables[rng.index(syllables.len())].to_uppercase())
            .collect::<String>()
    };
    (0..words).map(|_| word(rng)).collect::<Vec<_>>().join(" ")
}

/// The player learns what `kind` is; if that leaves one kind of its category unknown, that
/// one too.
pub(crate) fn identify(game: &mut Game, kind: ItemId, how: Discovery) {
    if game.state.identities().is_known(kind) {
        return;
    }
    game.emit(Event::Identified { kind, how });
    let category = game.tables.item(kind).kind;
    let unknown: Vec<ItemId> = unknown_kinds(&game.tables, game.state.identities(), category);
    if let [last] = unknown[..] {
        game.emit(Event::Identified {
            kind: last,
            how: Discovery::Deduced,
        });
    }
}

/// The shuffled kinds of a category the player does not know yet.
pub fn unknown_kinds(tables: &Tables, ids: &Identities, category: ItemKind) -> Vec<ItemId> {
    (0..tables.items.len())
        .map(|i| ItemId(i as u16))
        .filter(|&k| tables.item(k).kind == category && !ids.is_known(k))
        .collect()
}
