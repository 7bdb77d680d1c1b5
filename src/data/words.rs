//! `words.csv`: the word sets that each run draws its names from (GAME.md §12): the colours
//! unknown potions wear, the syllables of unknown scrolls' titles, and the words of the
//! floors' names. A row is a set, its `words` a YAML list.

use super::cell;
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};

pub const FILE: &str = "words.csv";

pub const COLUMNS: &[&str] = &["id", "words", "description"];

/// The colours of potions: each word `w` also names the tile `potion_w`.
pub const POTION_COLOURS: &str = "potion_colours";
/// The syllables scroll titles are made of.
pub const SCROLL_SYLLABLES: &str = "scroll_syllables";

/// The words floors' names are made of: "the Drowned Halls of Zelkamon".
pub const FLOOR_ADJECTIVES: &str = "floor_adjectives";
pub const FLOOR_NOUNS: &str = "floor_nouns";

/// The sentences lore is made from: `{name}`, `{adjective}` and `{noun}` are filled in.
pub const LORE_TEMPLATES: &str = "lore_templates";

/// The nouns of rooms' names: "the Weeping Crypt".
pub const ROOM_NOUNS: &str = "room_nouns";

pub const REQUIRED: [&str; 6] = [
    POTION_COLOURS,
    SCROLL_SYLLABLES,
    FLOOR_ADJECTIVES,
    FLOOR_NOUNS,
    LORE_TEMPLATES,
    ROOM_NOUNS,
];

/// Whether a set holds sentences (printable text, at most 200 characters each) rather than
/// words.
fn holds_sentences(id: &str) -> bool {
    id.ends_with("_templates")
}

/// The most words a set may hold, and the longest word.
pub const MAX_WORDS: usize = 200;
pub const MAX_WORD_CHARS: usize = 24;
pub const MAX_SENTENCE_CHARS: usize = 200;

/// The word sets, by id, in table order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words {
    pub sets: Vec<(String, Vec<String>)>,
}

impl Words {
    /// A set's words; loading guarantees the sets of [`REQUIRED`].
    pub fn set(&self, id: &str) -> &[String] {
        self.sets
            .iter()
            .find(|(n, _)| n == id)
            .map_or(&[], |(_, w)| w.as_slice())
    }
}

/// Every set; `None` after reporting a problem. `at_least` gives, for a required set, how
/// many words it needs (as many potion colours as potion kinds).
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    at_least: &[(&str, usize)],
    errors: &mut Vec<LoadError>,
) -> Option<Words> {
    let mut words = Words::default();
    let mut ok = true;
    for i in 0..sheet.rows.len() {
        let mut row = sheet.row(i, errors);
        let sentences = names.ids[i].as_deref().is_some_and(holds_sentences);
        match (names.ids[i].clone(), parse_words(&mut row, sentences)) {
            (Some(id), Some(list)) => {
                let need = at_least
                    .iter()
                    .find(|(n, _)| *n == id)
                    .map_or(1, |(_, n)| *n);
                if list.len() < need.max(1) {
                    let why = match id.as_str() {
                        POTION_COLOURS => " (one for each potion kind)",
                        _ => "",
                    };
                    let message = format!(
                        "{} words; the set \"{id}\" needs at least {}{why}",
                        list.len(),
                        need.max(1)
                    );
                    row.report("words", None, message);
                    ok = false;
                }
                words.sets.push((id, list));
            }
            _ => ok = false,
        }
    }
    for required in REQUIRED {
        if ok && words.set(required).is_empty() {
            let message = format!("no row \"{required}\"; the game draws names from it");
            errors.push(LoadError::file(&sheet.file, message));
            ok = false;
        }
    }
    ok.then_some(words)
}

fn parse_words(row: &mut RowCx, sentences: bool) -> Option<Vec<String>> {
    let expected = match sentences {
        true => format!(
            "a list of sentences, each at most {MAX_SENTENCE_CHARS} printable characters, at \
             most {MAX_WORDS} of them"
        ),
        false => format!(
            "a list of words of lowercase letters, each at most {MAX_WORD_CHARS} characters, \
             at most {MAX_WORDS} of them, e.g. [red, amber, green]"
        ),
    };
    let fits = move |w: &str| match sentences {
        true => {
            (1..=MAX_SENTENCE_CHARS).contains(&w.chars().count())
                && !w.chars().any(char::is_control)
        }
        false => {
            (1..=MAX_WORD_CHARS).contains(&w.chars().count())
                && w.chars().all(|c| c.is_ascii_lowercase())
        }
    };
    let list = row.typed("words", &expected, |v| {
        let items = v.as_sequence()?;
        if items.len() > MAX_WORDS {
            return None;
        }
        items
            .iter()
            .map(|w| cell::as_text(w).filter(|w| fits(w)).map(str::to_string))
            .collect::<Option<Vec<String>>>()
    })?;
    let mut seen: Vec<&String> = Vec::new();
    for w in &list {
        if seen.contains(&w) {
            row.report(
                "words",
                Some(w),
                format!("\"{w}\" appears twice in the set"),
            );
            return None;
        }
        seen.push(w);
    }
    let _ = row.optional_text("description", "text", |_| true)?;
    Some(list)
}
