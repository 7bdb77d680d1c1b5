//! The tiles a spell reaches (GAME.md §12): the caster; the first creature on the line to the
//! target; every tile of that line out to the spell's range; or a burst around the target.
//! Walls and closed doors stop lines and bursts alike. The app previews the same tiles.

use crate::data::{Area, SpellDef};
use crate::rules::flight::{line_point, stops_flight};
use crate::world::{Level, Pos};

/// The tiles `spell` cast from `from` at `target` reaches, in order from the caster.
pub fn reached(level: &Level, spell: &SpellDef, from: Pos, target: Pos) -> Vec<Pos> {
    match spell.area {
        Area::Caster => vec![from],
        Area::Single => {
            let line = line_tiles(level, from, target, spell.range);
            let hit = line
                .iter()
                .position(|&p| level.creatures.id_at(p).is_some())
                .unwrap_or(line.len().saturating_sub(1));
            line.get(hit).map(|&p| vec![p]).unwrap_or_default()
        }
        Area::Line => line_tiles(level, from, target, spell.range),
        Area::Burst(radius) => {
            let centre = if spell.range == 0 { from } else { target };
            burst(level, centre, radius as i32)
        }
    }
}

/// The line from `from` through `target`, out to `range` tiles, up to the first tile a thrown
/// thing would stop before.
fn line_tiles(level: &Level, from: Pos, target: Pos, range: u32) -> Vec<Pos> {
    let n = from.chebyshev(target);
    if n == 0 {
        return Vec::new();
    }
    // Past the target, the line goes on the same way to the spell's range.
    let far = Pos::new(
        from.x + (target.x - from.x) * range as i32 / n,
        from.y + (target.y - from.y) * range as i32 / n,
    );
    let far = if range as i32 > n { far } else { target };
    let steps = from.chebyshev(far);
    let mut out = Vec::with_capacity(steps as usize);
    for k in 1..=steps {
        let p = line_point(from, far, k);
        if !level.in_bounds(p) || stops_flight(level, p) {
            break;
        }
        out.push(p);
    }
    out
}

/// The open tiles within `radius` steps of `centre` that a line from it reaches.
fn burst(level: &Level, centre: Pos, radius: i32) -> Vec<Pos> {
    let mut out = Vec::new();
    for dy in -radius..=radius {
        for dx in -radius..=radius {
            let p = centre.offset(dx, dy);
            if !level.in_bounds(p) || stops_flight(level, p) {
                continue;
            }
            let n = centre.chebyshev(p);
            let clear = (1..n).all(|k| !stops_flight(level, line_point(centre, p, k)));
            if clear {
                out.push(p);
            }
        }
    }
    out
}
