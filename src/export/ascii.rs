//! One character per tile: terrain, with a trap (`^`, hidden or not), then the glyph of an
//! item, then of a creature, on top.

use crate::data::Tables;
use crate::world::{Level, Pos};

/// The map alone, one line per row, each ending in `\n`.
pub fn floor_ascii(level: &Level, tables: &Tables) -> String {
    let mut out = String::with_capacity(((level.width() + 1) * level.height()) as usize);
    for y in 0..level.height() {
        for x in 0..level.width() {
            out.push(tile_char(level, tables, Pos::new(x, y)));
        }
        out.push('\n');
    }
    out
}

fn tile_char(level: &Level, tables: &Tables, p: Pos) -> char {
    if let Some(c) = level.creatures.at(p) {
        return tables.monster(c.kind).glyph;
    }
    if let Some(stack) = level.items.at(p).first() {
        return tables.item(stack.kind).glyph;
    }
    if level.trap_at(p).is_some() && !level.ground[p].is_stairs() {
        return '^';
    }
    level.terrain_char(p)
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
