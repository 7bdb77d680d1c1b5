//! Things as the player knows them: an unknown potion is "a pink potion" (or "a pink potion
//! called fizzy", if the player named its kind), an unknown scroll "a scroll titled ZELKA
//! THUMI", a known one by its row's name; equipment shows its enchantment once known.

use crate::data::{ItemKind, Tables};
use crate::world::{Identities, Item};

/// The singular name without an article: "pink potion", "+1 long sword", "healing draught".
pub fn known_name(tables: &Tables, ids: &Identities, item: &Item) -> String {
    let def = tables.item(item.kind);
    let mut name = match ids.look(item.kind) {
        Some(look) if !ids.is_known(item.kind) => {
            let base = match def.kind {
                ItemKind::Scroll => format!("scroll titled {look}"),
                _ => format!("{look} potion"),
            };
            match ids.called(item.kind) {
                Some(called) => format!("{base} called {called}"),
                None => base,
            }
        }
        _ => def.name.clone(),
    };
    if def.equip.is_some() && item.known {
        if item.enchantment != 0 {
            name = format!("{:+} {name}", item.enchantment);
        }
        if item.cursed {
            name = format!("cursed {name}");
        }
    }
    name
}

/// With an article or a count: "a pink potion", "3 rocks", "an arrow", "the Sunstone",
/// "12 gold".
pub fn counted_name(tables: &Tables, ids: &Identities, item: &Item, count: u32) -> String {
    let def = tables.item(item.kind);
    let name = known_name(tables, ids, item);
    match def.kind {
        ItemKind::Treasure => return format!("the {name}"),
        ItemKind::Gold => return format!("{count} {name}"),
        _ => {}
    }
    match count {
        // Armour and mail are had, not counted: "leather armour", "chain mail".
        1 if is_mass_noun(&name) => name,
        1 if starts_with_vowel(&name) => format!("an {name}"),
        1 => format!("a {name}"),
        _ => format!("{count} {}", plural(&name)),
    }
}

fn is_mass_noun(name: &str) -> bool {
    ["armour", "mail", "boots"]
        .iter()
        .any(|n| name.ends_with(n))
}

fn starts_with_vowel(name: &str) -> bool {
    name.starts_with(['a', 'e', 'i', 'o', 'u'])
}

/// "pink potions", "scrolls titled ZELKA", "potions of strength", "arrows".
fn plural(name: &str) -> String {
    for joint in [" titled ", " of ", " called "] {
        if let Some((head, tail)) = name.split_once(joint) {
            return format!("{}{joint}{tail}", plural_word(head));
        }
    }
    plural_word(name)
}

fn plural_word(word: &str) -> String {
    if word.ends_with('s') {
        word.to_string()
    } else {
        format!("{word}s")
    }
}
