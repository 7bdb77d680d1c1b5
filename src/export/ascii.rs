//! One character per tile: terrain, with a trap (`^`, hidden or not), then the glyph of an
//! item, then of a creature, on top.

use crate::data::Tables;
use crate::world::{Level, Pos};

/// The map alone, one line per row, each ending in `\n`. The terrain is laid first and the
/// traps, items and creatures over it from their own lists, rather than asking the lists
/// about every tile: a 1000×1000 floor holds thousands of traps.
pub fn floor_ascii(level: &Level, tables: &Tables) -> String {
    let (w, h) = (level.width(), level.height());
    let mut chars: Vec<char> = (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .map(|p| level.terrain_char(p))
        .collect();
    let index = |p: Pos| (p.y * w + p.x) as usize;
    for trap in &level.traps {
        if level.in_bounds(trap.pos) && !level.ground[trap.pos].is_stairs() {
            chars[index(trap.pos)] = '^';
        }
    }
    for (p, item) in level.items.iter() {
        // The first of a pile shows; the iterator gives a pile's items in order.
        if level.in_bounds(p) && level.items.at(p).first() == Some(item) {
            chars[index(p)] = tables.item(item.kind).glyph;
        }
    }
    for c in level.creatures.iter() {
        if level.in_bounds(c.pos) {
            chars[index(c.pos)] = tables.monster(c.kind).glyph;
        }
    }
    let mut out = String::with_capacity(((w + 1) * h) as usize);
    for row in chars.chunks(w.max(1) as usize) {
        out.extend(row);
        out.push('\n');
    }
    out
}

/// What each character means: the terrain's, then every glyph of the tables.
pub fn legend(tables: &Tables) -> String {
    let mut out = String::from(
        "# wall or rock   . floor   , a prefab's floor (water, rubble, …)   + door   \
         = transition hallway   < up-stairs or exit   > down-stairs   ^ trap   \
         0 a fixture (barrel, chest, altar, rune stone)\n",
    );
    for m in &tables.monsters {
        out.push_str(&format!("{} {}   ", m.glyph, m.id));
    }
    out.push('\n');
    for i in &tables.items {
        out.push_str(&format!("{} {}   ", i.glyph, i.id));
    }
    out.push('\n');
    out
}
