//! Stage: fixtures (barrels, locked chests, altars, rune stones) stood against the walls of
//! the generator's rooms, by the `fixtures_per_room` depth curve and each row's `chance` and
//! `min_depth`. Prefab rooms hold only the fixtures their designer drew.
//!
//! A fixture blocks its tile, so it stands only where it cuts no way through the room: on the
//! room's edge, away from doorways, stairs and other fixtures, in rooms at least 3 tiles wide
//! and high; nor where, with the pits, it would shut the way between the floor's stairs
//! ([`super::open_way`]).

use super::lottery::{pick_weighted, round_randomly};
use super::open_way::{leaves_the_way_open, Pits};
use super::stairs::is_free;
use crate::data::{param, CheckId, CheckThing, Tables};
use crate::world::{Ground, Level, PortableRng, Pos, Rect, Wall};

pub fn place_fixtures(level: &mut Level, tables: &Tables, depth: u32, rng: &mut fastrand::Rng) {
    let per_room = tables.parameters.at(param::FIXTURES_PER_ROOM, depth);
    let kinds = || {
        tables
            .checks
            .iter()
            .enumerate()
            .filter(|(_, c)| c.thing == CheckThing::Fixture && c.min_depth <= depth)
            .map(|(i, c)| (CheckId(i as u16), c.chance))
    };
    // Looked up for every tile of every room: a sorted list, not a scan of all the traps.
    let mut trapped: Vec<Pos> = level.traps.iter().map(|t| t.pos).collect();
    trapped.sort_unstable_by_key(|p| (p.y, p.x));
    let pits = Pits::of(level, tables);
    for room in 0..level.layout.rooms.len() {
        let r = &level.layout.rooms[room];
        if r.prefab.is_some() || r.rect.w < 3 || r.rect.h < 3 {
            continue;
        }
        // Found once per room: a fixture only rules out the spots around it.
        let mut spots: Option<Vec<Pos>> = None;
        for _ in 0..round_randomly(per_room, rng) {
            let Some(kind) = pick_weighted(kinds(), rng) else {
                return;
            };
            let spots = spots.get_or_insert_with(|| {
                let rect = level.layout.rooms[room].rect;
                edge_positions(rect)
                    .filter(|&p| stands_clear(level, &trapped, p))
                    .collect()
            });
            // A spot that would shut the way with the pits is struck off and another drawn.
            let pos = loop {
                if spots.is_empty() {
                    break None;
                }
                let i = rng.index(spots.len());
                if leaves_the_way_open(level, &pits, spots[i]) {
                    break Some(spots[i]);
                }
                spots.swap_remove(i);
            };
            let Some(pos) = pos else {
                break;
            };
            level.place_fixture(kind, pos, tables.check(kind).tries);
            spots.retain(|&q| q.chebyshev(pos) > 1);
        }
    }
}

/// The tiles of a room's outermost ring, row by row as `Rect::positions` gives them: a room
/// the generator made is a whole rectangle of floor, so only these can touch rock.
fn edge_positions(rect: Rect) -> impl Iterator<Item = Pos> {
    (rect.y..rect.y + rect.h).flat_map(move |y| {
        let whole_row = y == rect.y || y == rect.y + rect.h - 1;
        let step = if whole_row { 1 } else { (rect.w - 1).max(1) };
        (rect.x..rect.x + rect.w)
            .step_by(step as usize)
            .map(move |x| Pos::new(x, y))
    })
}

/// Whether a fixture may stand on `p`: a free tile of a room's edge whose eight neighbours
/// hold no doorway, corridor, stairs or fixture, so it blocks no way in or through.
/// `trapped`: the trapped tiles, sorted by row then column.
fn stands_clear(level: &Level, trapped: &[Pos], p: Pos) -> bool {
    let on_edge = p
        .neighbours4()
        .iter()
        .any(|&n| level.ground[n] == Ground::Rock);
    // The tile lookups first: most tiles fail one, and the lists and the item map are slower.
    on_edge
        && p.neighbours8().iter().all(|&n| {
            level.in_bounds(n)
                && matches!(level.ground[n], Ground::Room | Ground::Rock)
                // A fixture's tile is a `Wall::Fixture`, found without a scan of the fixtures.
                && !matches!(
                    level.walls[n],
                    Some(Wall::Fixture | Wall::Door { .. })
                )
        })
        && is_free(level, p)
        && trapped
            .binary_search_by_key(&(p.y, p.x), |t| (t.y, t.x))
            .is_err()
        && level.portal_at(p).is_none()
        && p.neighbours8()
            .iter()
            .all(|&n| level.portal_at(n).is_none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edge_is_the_rooms_ring_in_the_order_of_its_positions() {
        for (w, h) in [(3, 3), (4, 3), (3, 7), (10, 6), (1, 4), (5, 1)] {
            let rect = Rect::new(2, 5, w, h);
            let ring: Vec<Pos> = rect
                .positions()
                .filter(|p| {
                    p.x == rect.x || p.y == rect.y || p.x == rect.right() || p.y == rect.bottom()
                })
                .collect();
            assert_eq!(edge_positions(rect).collect::<Vec<_>>(), ring, "{w}×{h}");
        }
    }
}
