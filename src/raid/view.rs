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

use rhai::{Array, Dynamic, ImmutableString, Map};

use crate::data::Tables;
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

/// The guards' and traps' row names as script strings, made once a raid rather than for
/// every guard and trap of every turn's view.
pub struct ViewNames {
    monsters: Vec<ImmutableString>,
    traps: Vec<ImmutableString>,
}

impl ViewNames {
    pub fn new(tables: &Tables) -> ViewNames {
        ViewNames {
            monsters: tables
                .monsters
                .iter()
                .map(|m| m.id.as_str().into())
                .collect(),
            traps: tables.traps.iter().map(|t| t.id.as_str().into()).collect(),
        }
    }
}

/// The script's `view` for this turn.
pub fn view_of(game: &Game, names: &ViewNames, progress: RaidProgress) -> Map {
    let seen = Perception::of(game);
    let treasure_kind = game.tables().treasure();
    let int = |n: i64| Dynamic::from_int(n);
    let exit = seen
        .portals()
        .find(|p| p.kind == PortalKind::Exit)
        .map_or(Dynamic::UNIT, |p| point(p.pos));

    let guards: Array = seen
        .creatures()
        .map(|c| {
            let kind = names.monsters[c.kind.0 as usize].clone();
            Dynamic::from_map(tile_with(
                c.pos,
                [
                    ("dozing", Dynamic::from_bool(c.dozing)),
                    ("hp", int(c.hp.into())),
                    ("kind", kind.into()),
                ],
            ))
        })
        .collect();

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
        .map(|(p, n)| Dynamic::from_map(tile_with(p, [("count", int(n.into()))])))
        .collect();

    let traps: Array = seen
        .found_traps()
        .map(|t| {
            let kind = names.traps[t.kind.0 as usize].clone();
            Dynamic::from_map(tile_with(t.pos, [("kind", kind.into())]))
        })
        .collect();

    let carried: u32 = seen
        .inventory()
        .iter()
        .filter(|i| Some(i.kind) == treasure_kind)
        .map(|i| i.count)
        .sum();
    let mut view = Map::new();
    for (key, value) in [
        ("room", int(progress.room.into())),
        ("score", int(progress.score.into())),
        ("turn", int(progress.turn.into())),
        ("width", int(i64::from(seen.width() - 2))),
        ("height", int(i64::from(seen.height() - 2))),
        ("me", point(seen.me())),
        ("hp", int(seen.hp().into())),
        ("max_hp", int(seen.max_hp().into())),
        ("sneaking", Dynamic::from_bool(seen.is_sneaking())),
        ("exit", exit),
        ("guards", Dynamic::from_array(guards)),
        ("treasure", Dynamic::from_array(treasure)),
        ("traps", Dynamic::from_array(traps)),
        ("carried", int(carried.into())),
        ("treasure_total", int(progress.treasure_total.into())),
    ] {
        view.insert(key.into(), value);
    }
    view
}

/// A level tile in room coordinates, as a map `#{x, y}` with `more` beside.
fn tile_with<const N: usize>(p: Pos, more: [(&str, Dynamic); N]) -> Map {
    let mut m = Map::new();
    m.insert("x".into(), Dynamic::from_int(i64::from(p.x - 1)));
    m.insert("y".into(), Dynamic::from_int(i64::from(p.y - 1)));
    for (key, value) in more {
        m.insert(key.into(), value);
    }
    m
}

fn point(p: Pos) -> Dynamic {
    Dynamic::from_map(tile_with(p, []))
}
