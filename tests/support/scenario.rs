//! Games on levels drawn as text (`rules::scenario`), for the rules tests: one level, or a
//! small dungeon of two floors joined by stairs.

use torchdeep::data::{Tables, TrapId};
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Game, Who};
use torchdeep::world::{
    CreatureId, Dungeon, DungeonFloor, Level, PortalKind, PortalTarget, Pos, Trap,
};

/// A game on one level drawn as `rows`, with the built-in tables.
pub fn game_on(rows: &[&str], seed: u64) -> Game {
    game_on_level(rows, seed, |_, _, _| {})
}

/// A game on `rows` after `prepare` changed the level (traps, the player's hit points or
/// inventory); `prepare` gets the tables and the player's id too.
pub fn game_on_level(
    rows: &[&str],
    seed: u64,
    prepare: impl FnOnce(&Tables, &mut Level, CreatureId),
) -> Game {
    let tables = super::tables();
    let (mut level, player) = level_from_ascii(&tables, rows).expect("a valid scenario");
    prepare(&tables, &mut level, player);
    Game::from_level(tables, level, player, seed)
}

/// The creature on a tile, named as events name it.
pub fn who_at(game: &Game, x: i32, y: i32) -> Who {
    let c = game
        .level()
        .creatures
        .at(Pos::new(x, y))
        .expect("a creature there");
    Who {
        id: c.id,
        kind: c.kind,
    }
}

/// The row of `traps.csv` with this id.
pub fn trap_id(tables: &Tables, name: &str) -> TrapId {
    let i = tables
        .traps
        .iter()
        .position(|t| t.id == name)
        .expect("a trap of traps.csv");
    TrapId(i as u16)
}

/// Lays a trap of `traps.csv`'s `name` on a tile.
pub fn lay(level: &mut Level, tables: &Tables, name: &str, at: Pos, hidden: bool) {
    level.traps.push(Trap {
        kind: trap_id(tables, name),
        pos: at,
        hidden,
        tries: 0,
    });
}

/// Two floors: `top` (with `<` the exit, `>` the way down and the player `@`), and below it
/// `#.<..@#`, whose up-stairs at (2, 1) lead back. Going down lands on (3, 1) of the bottom
/// floor; going up lands on the top floor's (5, 1).
pub fn two_floors(tables: &Tables, top: &[&str]) -> (Dungeon, CreatureId) {
    let (mut top, player) = level_from_ascii(tables, top).unwrap();
    let (mut bottom, _) = level_from_ascii(tables, &["#######", "#.<..@#", "#######"]).unwrap();
    // The second map's own player mark only reserved a tile; take it away.
    let stray = bottom.creatures.id_at(Pos::new(5, 1)).unwrap();
    bottom.creatures.remove(stray);
    let down = top
        .portals
        .iter_mut()
        .find(|p| p.kind == PortalKind::Down)
        .expect("a way down on the top floor");
    down.to = Some(PortalTarget {
        floor: 1,
        arrival: Pos::new(3, 1),
    });
    let up = &mut bottom.portals[0];
    up.kind = PortalKind::Up;
    up.to = Some(PortalTarget {
        floor: 0,
        arrival: Pos::new(5, 1),
    });
    let floor = |spec, level| DungeonFloor {
        spec,
        depth: spec as u32 + 1,
        level,
    };
    let dungeon = Dungeon {
        seed: 0,
        floors: vec![floor(0, top), floor(1, bottom)],
    };
    (dungeon, player)
}
