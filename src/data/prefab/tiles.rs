//! A prefab's three tile layers read into the level's layers, tile by tile, by the tileset's
//! names and semantics: `floor_*` is room floor, other walkable floor a designer's ground;
//! `wall_*` stone, `door_*` a door, other blocking tiles a designer's wall tile; `torch_*`,
//! `moss_*`, `crack_*` the ornaments the game knows, anything else a designer's ornament.

use std::sync::Arc;

use tiled::FiniteTileLayer;

use super::PrefabCell;
use crate::data::{TileInfo, TilesetInfo};
use crate::world::{Grid, Ground, Ornament, Pos, Wall};

/// Per layer, how many tile problems are spelt out before the rest are counted.
const SHOWN_PER_LAYER: usize = 4;

/// The three tile layers of a prefab.
pub struct TileLayers<'map> {
    pub floor: FiniteTileLayer<'map>,
    pub walls: FiniteTileLayer<'map>,
    pub ornaments: FiniteTileLayer<'map>,
}

/// The cells of the map, and the ring tiles that hold a door tile (they mark entrances just
/// as `door` objects do).
pub fn read_cells(
    layers: &TileLayers,
    width: i32,
    height: i32,
    tilesets: &[Option<Arc<TilesetInfo>>],
    problems: &mut Vec<String>,
) -> (Grid<PrefabCell>, Vec<Pos>) {
    let ring_cell = PrefabCell {
        ground: Ground::Rock,
        wall: Some(Wall::Stone),
        ornament: None,
    };
    let mut cells = Grid::new(width, height, ring_cell);
    let mut doors = Vec::new();
    let mut found: [Vec<String>; 3] = Default::default();
    for y in 0..height {
        for x in 0..width {
            let p = Pos::new(x, y);
            let ring = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            let floor = tile_at(&layers.floor, p, tilesets, &mut found[0]);
            let wall = tile_at(&layers.walls, p, tilesets, &mut found[1]);
            let ornament = tile_at(&layers.ornaments, p, tilesets, &mut found[2]);
            let mut cell = ring_cell;
            cell.ornament = ornament.and_then(|t| ornament_of(t, &mut found[2], p));
            if ring {
                if let Some(t) = wall {
                    if t.name.starts_with("door_") {
                        doors.push(p);
                    } else if !t.name.starts_with("wall_") {
                        found[1].push(format!(
                            "tile ({x}, {y}) on the outer ring holds \"{}\"; the ring is the \
                             prefab's wall: draw wall tiles there (mark entrances with door \
                             objects) and move \"{}\" inside",
                            t.name, t.name
                        ));
                    }
                }
            } else {
                cell.wall = match wall {
                    Some(t) => wall_of(t, &mut found[1], p),
                    None => None,
                };
                cell.ground = match (floor, cell.wall) {
                    (Some(t), _) => ground_of(t, &mut found[0], p),
                    (None, Some(_)) => Ground::Room,
                    (None, None) => {
                        found[0].push(format!(
                            "tile ({x}, {y}) is empty; every tile inside the ring needs floor \
                             (or a wall tile in the walls layer)"
                        ));
                        Ground::Room
                    }
                };
            }
            cells[p] = cell;
        }
    }
    for (layer, messages) in ["floor", "walls", "ornaments"].iter().zip(found) {
        let more = messages.len().saturating_sub(SHOWN_PER_LAYER);
        for m in messages.into_iter().take(SHOWN_PER_LAYER) {
            problems.push(format!("layer \"{layer}\", {m}"));
        }
        if more > 0 {
            problems.push(format!(
                "layer \"{layer}\": {more} more tiles with problems like these"
            ));
        }
    }
    (cells, doors)
}

/// The tileset tile at `p`; `None` where the layer is empty, the tile comes from a tileset
/// already reported, or its id is not in the tileset (reported here).
fn tile_at<'a>(
    layer: &FiniteTileLayer,
    p: Pos,
    tilesets: &'a [Option<Arc<TilesetInfo>>],
    found: &mut Vec<String>,
) -> Option<&'a TileInfo> {
    let t = layer.get_tile(p.x, p.y)?;
    let info = tilesets.get(t.tileset_index())?.as_ref()?;
    let tile = info.by_id(t.id());
    if tile.is_none() {
        found.push(format!(
            "tile ({}, {}): tile id {} is not in the tileset \"{}\" (it has {} tiles); erase \
             it or pick a tile of the tileset",
            p.x,
            p.y,
            t.id(),
            t.get_tileset().name,
            info.tiles.len()
        ));
    }
    tile
}

fn ground_of(t: &TileInfo, found: &mut Vec<String>, p: Pos) -> Ground {
    let reserved = [
        ("stairs_", "stairs are placed by the game"),
        ("trap_", "traps are trap objects in the spawns layer"),
        ("door_", "doors belong in the walls layer"),
    ];
    if let Some((_, why)) = reserved
        .iter()
        .find(|(prefix, _)| t.name.starts_with(prefix))
    {
        found.push(format!(
            "tile ({}, {}) is \"{}\"; {why}: use a floor tile here",
            p.x, p.y, t.name
        ));
        return Ground::Room;
    }
    if !t.walkable {
        found.push(format!(
            "tile ({}, {}) is \"{}\", which is not walkable; the floor layer holds ground: put \
             blocking tiles in the walls layer",
            p.x, p.y, t.name
        ));
        return Ground::Room;
    }
    if t.name.starts_with("floor_") {
        Ground::Room
    } else {
        Ground::Tile(t.id as u16)
    }
}

fn wall_of(t: &TileInfo, found: &mut Vec<String>, p: Pos) -> Option<Wall> {
    if t.name.starts_with("wall_") {
        return Some(Wall::Stone);
    }
    if t.name.starts_with("door_") {
        return Some(Wall::Door { open: t.walkable });
    }
    if t.walkable {
        found.push(format!(
            "tile ({}, {}) is \"{}\", which is walkable; the walls layer holds what blocks: \
             put it in the floor or ornaments layer",
            p.x, p.y, t.name
        ));
        return None;
    }
    Some(Wall::Tile {
        id: t.id as u16,
        transparent: t.transparent,
    })
}

fn ornament_of(t: &TileInfo, found: &mut Vec<String>, p: Pos) -> Option<Ornament> {
    if !t.walkable || !t.transparent {
        found.push(format!(
            "tile ({}, {}) is \"{}\", which blocks; ornaments are see-through decorations: put \
             it in the walls layer",
            p.x, p.y, t.name
        ));
        return None;
    }
    Some(if t.name.starts_with("torch_") {
        Ornament::Torch
    } else if t.name.starts_with("moss_") {
        Ornament::Moss
    } else if t.name.starts_with("crack_") {
        Ornament::Crack
    } else {
        Ornament::Tile(t.id as u16)
    })
}
