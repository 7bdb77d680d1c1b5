//! Levels drawn as text, for tests, benchmarks and tools: one string per row.
//!
//! | char | what |
//! |---|---|
//! | `#` | wall |
//! | `.` | room floor |
//! | `+` | closed door |
//! | `=` | transition hallway |
//! | `-` | spent transition hallway |
//! | `<` | up-stairs (the exit, unless relinked) |
//! | `>` | down-stairs (leading nowhere until linked) |
//! | `@` | the player, on floor |
//! | other | on floor: the first item of `items.csv` with that glyph (`*` a rock), else the first monster of `monsters.csv` with it (`v` verp_1, `w` wibble_1), carrying what its row says |

use crate::data::Tables;
use crate::gen::spawn_player;
use crate::world::{CreatureId, Ground, Inventory, Level, Portal, PortalKind, Pos, Wall};

/// Builds a level from rows of text; returns it with the player's id. Fails on a character
/// that means nothing, on rows of different lengths, and without exactly one `@`.
pub fn level_from_ascii(tables: &Tables, rows: &[&str]) -> Result<(Level, CreatureId), String> {
    let height = rows.len() as i32;
    let width = rows.first().map_or(0, |r| r.chars().count()) as i32;
    if let Some(y) = rows.iter().position(|r| r.chars().count() as i32 != width) {
        return Err(format!("row {y} is not {width} characters long"));
    }
    let mut level = Level::new(width, height);
    let mut player = None;
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.chars().enumerate() {
            let p = Pos::new(x as i32, y as i32);
            let mut floor = |ground: Ground| {
                level.ground[p] = ground;
                level.walls[p] = None;
            };
            match c {
                '#' => {}
                '.' => floor(Ground::Room),
                '=' => floor(Ground::Hallway),
                '-' => floor(Ground::SpentHallway),
                '+' => {
                    level.ground[p] = Ground::Corridor;
                    level.walls[p] = Some(Wall::Door { open: false });
                }
                '<' | '>' => {
                    let up = c == '<';
                    floor(if up {
                        Ground::StairsUp
                    } else {
                        Ground::StairsDown
                    });
                    level.portals.push(Portal {
                        pos: p,
                        kind: if up {
                            PortalKind::Exit
                        } else {
                            PortalKind::Down
                        },
                        landing: p,
                        to: None,
                    });
                }
                '@' => {
                    floor(Ground::Room);
                    if player.is_some() {
                        return Err(format!("a second player at ({x}, {y})"));
                    }
                    player = spawn_player(&mut level, tables, p);
                    // At the hit points of the character the game is played as by default.
                    let full =
                        super::character::max_hp(tables, &super::default_character(tables, 0));
                    if let Some(id) = player {
                        level.creatures.with_mut(id, |c| c.hp = full);
                    }
                }
                _ => {
                    floor(Ground::Room);
                    place(&mut level, tables, p, c)?;
                }
            }
        }
    }
    let player = player.ok_or("no player (@) on the map")?;
    Ok((level, player))
}

/// Puts the item or monster drawn as `glyph` on a floor tile.
fn place(level: &mut Level, tables: &Tables, p: Pos, glyph: char) -> Result<(), String> {
    if let Some(item) = tables.items.iter().position(|i| i.glyph == glyph) {
        level.items.drop_at(
            p,
            crate::world::Item::new(crate::data::ItemId(item as u16), 1),
        );
        return Ok(());
    }
    let kind = tables.monsters.iter().position(|m| m.glyph == glyph);
    let Some(kind) = kind.map(|i| crate::data::MonsterId(i as u16)) else {
        return Err(format!(
            "'{glyph}' at ({}, {}) is no terrain, item or monster",
            p.x, p.y
        ));
    };
    let def = tables.monster(kind);
    let mut inventory = Inventory::default();
    for &(item, count) in &def.items {
        inventory.add(crate::world::Item::new(item, count));
    }
    level.creatures.spawn(kind, p, def.hp, inventory);
    Ok(())
}
