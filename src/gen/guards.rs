//! Guards over treasure (GAME.md §7): set up after a trapped room's exits and entry and before
//! its treasure. A room holding treasure gets `guards_per_room` of them (a depth curve, rounded
//! at random), of the room's quadrant difficulty, on free tiles other than the entry; never in
//! the room one arrives in. (In the Rogue Code rules guards may stack on a tile; here every
//! creature has a tile of its own.)

use super::lottery::round_randomly;
use super::spawns::spawn_monster;
use super::stairs::is_free;
use crate::data::{param, Tables};
use crate::world::{Level, Pos};

pub fn post_guards(
    level: &mut Level,
    tables: &Tables,
    room: usize,
    entry: Pos,
    depth: u32,
    rng: &mut fastrand::Rng,
) {
    let r = &level.layout.rooms[room];
    let (rect, difficulty) = (r.rect, r.quadrant.difficulty());
    let Some(kind) = tables.guard_for(difficulty) else {
        return;
    };
    let count = round_randomly(tables.parameters.at(param::GUARDS_PER_ROOM, depth), rng);
    for _ in 0..count {
        let ok = |p: Pos| p != entry && is_free(level, p);
        let spot = (0..16)
            .map(|_| rect.random_pos(rng))
            .find(|&p| ok(p))
            .or_else(|| rect.positions().find(|&p| ok(p)));
        match spot {
            Some(p) => spawn_monster(level, tables, kind, p),
            None => break,
        }
    }
}
