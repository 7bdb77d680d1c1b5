//! What a script is shown each turn: the rogue's perception of the room, built from the
//! game's [`Perception`] (never from hidden state), in room coordinates: (0, 0) is the
//! north-west floor tile, x grows east and y south.
//!
//! | key | what |
//! |---|---|
//! | `room`, `score`, `turn` | the room's number (from 1), rooms beaten, turns spent here |
//! | `width`, `height` | the room's floor, in tiles |
//! | `me` | `#{x, y}`: the rogue's tile |
//! | `hp`, `max_hp`, `sneaking` | the rogue's wounds and pace |
//! | `exit` | `#{x, y}` of the exit, `()` while unseen |
//! | `guards` | `[#{x, y, kind, hp, dozing}]` in view |
//! | `treasure` | `[#{x, y, count}]` heaps in view |
//! | `traps` | `[#{x, y, kind}]` found |
//! | `carried`, `treasure_total` | treasure stolen here, and how much the room holds |

use rhai::{Array, Dynamic, Map};

use crate::rules::perception::Perception;
use crate::rules::Game;
use crate::world::{PortalKind, Pos};

/// Where a raid stands, beside what the rogue perceives.
#[derive(Clone, Copy, Debug)]
pub struct RaidProgress {
    pub room: u32,
    pub score: u32,
    pub turn: u32,
    pub treasure_total: u32,
}

/// The script's `view` for this turn.
pub fn view_of(game: &Game, progress: RaidProgress) -> Map {
    let seen = Perception::of(game);
    let tables = game.tables();
    let treasure_kind = tables.treasure();
    let mut view = Map::new();
    let int = |n: i64| Dynamic::from_int(n);
    view.insert("room".into(), int(progress.room.into()));
    view.insert("score".into(), int(progress.score.into()));
    view.insert("turn".into(), int(progress.turn.into()));
    view.insert("width".into(), int(i64::from(seen.width() - 2)));
    view.insert("height".into(), int(i64::from(seen.height() - 2)));
    view.insert("me".into(), point(seen.me()));
    view.insert("hp".into(), int(seen.hp().into()));
    view.insert("max_hp".into(), int(seen.max_hp().into()));
    view.insert("sneaking".into(), Dynamic::from_bool(seen.is_sneaking()));
    let exit = seen
        .portals()
        .find(|p| p.kind == PortalKind::Exit)
        .map_or(Dynamic::UNIT, |p| point(p.pos));
    view.insert("exit".into(), exit);

    let guards: Array = seen
        .creatures()
        .map(|c| {
            let mut g = xy(c.pos);
            g.insert("kind".into(), tables.monster(c.kind).id.clone().into());
            g.insert("hp".into(), int(c.hp.into()));
            g.insert("dozing".into(), Dynamic::from_bool(c.dozing));
            Dynamic::from_map(g)
        })
        .collect();
    view.insert("guards".into(), Dynamic::from_array(guards));

    let mut heaps: Vec<(Pos, u32)> = Vec::new();
    for (p, item) in seen.items() {
        if Some(item.kind) != treasure_kind {
            continue;
        }
        match heaps.iter_mut().find(|(q, _)| *q == p) {
            Some((_, n)) => *n += item.count,
            None => heaps.push((p, item.count)),
        }
    }
    let treasure: Array = heaps
        .into_iter()
        .map(|(p, n)| {
            let mut t = xy(p);
            t.insert("count".into(), int(n.into()));
            Dynamic::from_map(t)
        })
        .collect();
    view.insert("treasure".into(), Dynamic::from_array(treasure));

    let traps: Array = seen
        .found_traps()
        .map(|t| {
            let mut m = xy(t.pos);
            m.insert("kind".into(), tables.trap(t.kind).id.clone().into());
            Dynamic::from_map(m)
        })
        .collect();
    view.insert("traps".into(), Dynamic::from_array(traps));

    let carried: u32 = seen
        .inventory()
        .iter()
        .filter(|i| Some(i.kind) == treasure_kind)
        .map(|i| i.count)
        .sum();
    view.insert("carried".into(), int(carried.into()));
    view.insert("treasure_total".into(), int(progress.treasure_total.into()));
    view
}

/// A level tile in room coordinates, as a map `#{x, y}`.
fn xy(p: Pos) -> Map {
    let mut m = Map::new();
    m.insert("x".into(), Dynamic::from_int(i64::from(p.x - 1)));
    m.insert("y".into(), Dynamic::from_int(i64::from(p.y - 1)));
    m
}

fn point(p: Pos) -> Dynamic {
    Dynamic::from_map(xy(p))
}
