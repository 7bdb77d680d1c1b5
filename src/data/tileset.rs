//! The tileset's semantics, read from the Tiled tileset (`assets/tileset.tsx`): each tile's
//! name, whether it can be walked on or seen through, the light it gives and its animation.
//! A designer changes these in Tiled and the game follows.

use tiled::{PropertyValue, Tile};

use super::defs::Rgb;
use super::error::{LoadError, LoadErrors};
use super::resources::Resources;

/// Where the game's tileset lives, in the resources.
pub const TILESET_PATH: &str = "assets/tileset.tsx";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Light {
    pub radius: i32,
    pub color: Rgb,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileInfo {
    /// The tile's local id: its position in the atlas.
    pub id: u32,
    pub name: String,
    pub walkable: bool,
    pub transparent: bool,
    pub light: Option<Light>,
    /// Frames as (tile id, milliseconds); empty for a still tile.
    pub animation: Vec<(u32, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TilesetInfo {
    pub tile_size: u32,
    pub columns: u32,
    /// The atlas image, as a resource path.
    pub image: String,
    pub tiles: Vec<TileInfo>,
}

impl TilesetInfo {
    /// Loads the tileset at `path` from the resources; every problem is reported with the tile.
    pub fn load(resources: &Resources, path: &str) -> Result<Self, LoadErrors> {
        let tileset = resources
            .tiled_loader()
            .load_tsx_tileset(path)
            .map_err(|e| {
                let message = format!("cannot read the Tiled tileset: {e}");
                LoadErrors(vec![LoadError::file(path, message)])
            })?;
        TilesetInfo::from_tiled(&tileset, path)
    }

    /// The semantics of a tileset Tiled has already read (e.g. the one a prefab map uses);
    /// `path` names it in messages.
    pub fn from_tiled(tileset: &tiled::Tileset, path: &str) -> Result<Self, LoadErrors> {
        let fail = |message: String| LoadErrors(vec![LoadError::file(path, message)]);
        if tileset.tile_width != tileset.tile_height || tileset.columns == 0 {
            return Err(fail(format!(
                "tiles are {}x{} in {} columns; expected square tiles in at least one column",
                tileset.tile_width, tileset.tile_height, tileset.columns
            )));
        }
        let image = tileset
            .image
            .as_ref()
            .map(|i| super::resources::normalise(&i.source))
            .ok_or_else(|| fail("the tileset has no image; expected one atlas image".into()))?;
        let mut errors = Vec::new();
        let mut tiles: Vec<TileInfo> = tileset
            .tiles()
            .filter_map(|(id, tile)| match tile_info(id, &tile) {
                Ok(info) => Some(info),
                Err(message) => {
                    errors.push(LoadError::file(path, format!("tile {id}: {message}")));
                    None
                }
            })
            .collect();
        tiles.sort_by_key(|t| t.id);
        for (i, t) in tiles.iter().enumerate() {
            if tiles[..i].iter().any(|u| u.name == t.name) {
                errors.push(LoadError::file(
                    path,
                    format!(
                        "tile {}: name \"{}\" is used twice; expected unique names",
                        t.id, t.name
                    ),
                ));
            }
        }
        if !errors.is_empty() {
            return Err(LoadErrors(errors));
        }
        Ok(TilesetInfo {
            tile_size: tileset.tile_width,
            columns: tileset.columns,
            image,
            tiles,
        })
    }

    /// The game's own tileset, as built into the binary.
    pub fn embedded() -> Result<Self, LoadErrors> {
        TilesetInfo::load(&Resources::embedded(), TILESET_PATH)
    }

    pub fn by_name(&self, name: &str) -> Option<&TileInfo> {
        self.tiles.iter().find(|t| t.name == name)
    }

    pub fn by_id(&self, id: u32) -> Option<&TileInfo> {
        self.tiles.iter().find(|t| t.id == id)
    }
}

fn tile_info(id: u32, tile: &Tile<'_>) -> Result<TileInfo, String> {
    let props = &tile.properties;
    let name = match props.get("name") {
        Some(PropertyValue::StringValue(s)) if !s.is_empty() => s.clone(),
        Some(other) => {
            return Err(format!(
                "property \"name\" is {other:?}; expected a non-empty string"
            ))
        }
        None => return Err("no \"name\" property; expected a string naming the tile".into()),
    };
    let flag = |key: &str| match props.get(key) {
        Some(PropertyValue::BoolValue(b)) => Ok(*b),
        Some(other) => Err(format!(
            "{name}: property \"{key}\" is {other:?}; expected a bool"
        )),
        None => Err(format!("{name}: no \"{key}\" property; expected a bool")),
    };
    let walkable = flag("walkable")?;
    let transparent = flag("transparent")?;
    let light = match (props.get("light_radius"), props.get("light_color")) {
        (None, _) => None,
        (Some(PropertyValue::IntValue(r)), Some(PropertyValue::ColorValue(c))) if *r > 0 => Some(Light {
            radius: *r,
            color: Rgb(c.red, c.green, c.blue),
        }),
        (Some(PropertyValue::IntValue(r)), None) if *r > 0 => Some(Light {
            radius: *r,
            color: Rgb(255, 200, 140),
        }),
        (r, c) => {
            return Err(format!(
                "{name}: light_radius {r:?} with light_color {c:?}; expected a positive int and a color"
            ))
        }
    };
    let animation = tile
        .animation
        .as_ref()
        .map(|frames| frames.iter().map(|f| (f.tile_id, f.duration)).collect())
        .unwrap_or_default();
    Ok(TileInfo {
        id,
        name,
        walkable,
        transparent,
        light,
        animation,
    })
}
