//! The tileset atlas on the GPU and the sprites the game draws from it, looked up by tile name
//! once at start-up so drawing never searches.

use macroquad::prelude::*;
use torchdeep::data::{ItemId, Resources, Tables, TilesetInfo};
use torchdeep::world::Identities;

/// Sprite ids (tile ids of the atlas) the renderer needs.
pub struct Sprites {
    pub floors: [u16; 3],
    pub corridor: u16,
    pub hallway: u16,
    pub stairs_up: u16,
    pub stairs_down: u16,
    pub stairs_exit: u16,
    /// By a 4-bit mask of wall neighbours: 1 north, 2 east, 4 south, 8 west.
    pub walls: [u16; 16],
    pub door_closed: u16,
    pub door_open: u16,
    pub door_closed_v: u16,
    pub door_open_v: u16,
    pub torch: u16,
    pub moss: [u16; 2],
    pub cracks: [u16; 2],
    /// Interface: full, half and empty hearts, the throw target, a dot of its line.
    pub hearts: [u16; 3],
    pub target: u16,
    pub path_dot: u16,
    pub cursor: u16,
    /// Stars over a stunned creature.
    pub stun: u16,
    /// The coin beside a purse (the shop, the status bar).
    pub coin: u16,
    /// By `MonsterId` and `ItemId`.
    pub monsters: Vec<u16>,
    pub items: Vec<u16>,
}

/// An animation: frames as (tile, end time in ms), and the loop's length in ms.
#[derive(Clone)]
struct Animation {
    frames: Vec<(u16, u32)>,
    length: u32,
}

pub struct Atlas {
    texture: Texture2D,
    tile_size: f32,
    columns: u16,
    /// For each tile id, its animation if it has one.
    animations: Vec<Option<Animation>>,
    pub info: TilesetInfo,
    pub sprites: Sprites,
    /// The flask of each potion colour of `words.csv`, by colour.
    potions: Vec<(String, u16)>,
}

impl Atlas {
    /// Loads the atlas and resolves every sprite; a missing tile is an error naming it.
    pub fn load(
        resources: &Resources,
        tables: &Tables,
        tileset_path: &str,
    ) -> Result<Atlas, String> {
        let info = TilesetInfo::load(resources, tileset_path).map_err(|e| e.to_string())?;
        let png = resources
            .get(&info.image)
            .ok_or_else(|| format!("{tileset_path}: its image {} is missing", info.image))?;
        let image = Image::from_file_with_format(png, Some(ImageFormat::Png))
            .map_err(|e| format!("{}: not a PNG the game can read: {e}", info.image))?;
        let texture = Texture2D::from_image(&image);
        texture.set_filter(FilterMode::Nearest);
        let id = |name: &str| -> Result<u16, String> {
            info.by_name(name).map(|t| t.id as u16).ok_or_else(|| {
                format!("{tileset_path}: no tile named \"{name}\"; the game draws it")
            })
        };
        let mut walls = [0; 16];
        for (mask, slot) in walls.iter_mut().enumerate() {
            *slot = id(&format!("wall_{mask}"))?;
        }
        let sprites = Sprites {
            floors: [id("floor_0")?, id("floor_1")?, id("floor_2")?],
            corridor: id("corridor")?,
            hallway: id("hallway")?,
            stairs_up: id("stairs_up")?,
            stairs_down: id("stairs_down")?,
            stairs_exit: id("stairs_exit")?,
            walls,
            door_closed: id("door_closed")?,
            door_open: id("door_open")?,
            door_closed_v: id("door_closed_v")?,
            door_open_v: id("door_open_v")?,
            torch: id("torch_0")?,
            moss: [id("moss_0")?, id("moss_1")?],
            cracks: [id("crack_0")?, id("crack_1")?],
            hearts: [id("heart")?, id("heart_half")?, id("heart_empty")?],
            target: id("target")?,
            path_dot: id("path_dot")?,
            cursor: id("cursor")?,
            stun: id("stun")?,
            coin: id("coin_icon")?,
            monsters: tables
                .monsters
                .iter()
                .map(|m| id(&m.sprite))
                .collect::<Result<_, _>>()?,
            items: tables
                .items
                .iter()
                .map(|i| id(&i.sprite))
                .collect::<Result<_, _>>()?,
        };
        let count = info.tiles.iter().map(|t| t.id + 1).max().unwrap_or(0) as usize;
        let mut animations = vec![None; count];
        for tile in info.tiles.iter().filter(|t| !t.animation.is_empty()) {
            let mut end = 0;
            let frames: Vec<(u16, u32)> = tile
                .animation
                .iter()
                .map(|&(frame, ms)| {
                    end += ms.max(1);
                    (frame as u16, end)
                })
                .collect();
            animations[tile.id as usize] = Some(Animation {
                frames,
                length: end,
            });
        }
        let potions = tables
            .words
            .set(torchdeep::data::words::POTION_COLOURS)
            .iter()
            .map(|c| id(&format!("potion_{c}")).map(|t| (c.clone(), t)))
            .collect::<Result<_, _>>()?;
        Ok(Atlas {
            potions,
            texture,
            tile_size: info.tile_size as f32,
            columns: info.columns as u16,
            animations,
            info,
            sprites,
        })
    }

    /// What a kind of thing looks like in this run: a potion its run's colour, anything else
    /// its row's sprite.
    pub fn item_sprite(&self, ids: &Identities, kind: ItemId) -> u16 {
        let own = self.sprites.items[usize::from(kind.0)];
        match ids.look(kind) {
            Some(look) => self
                .potions
                .iter()
                .find(|(c, _)| c == look)
                .map_or(own, |&(_, t)| t),
            None => own,
        }
    }

    /// The frame of a tile at a time; `phase_ms` desynchronises neighbouring flames.
    pub fn frame(&self, tile: u16, time_ms: u32, phase_ms: u32) -> u16 {
        match self.animations.get(tile as usize) {
            Some(Some(Animation { frames, length })) => {
                let t = (time_ms + phase_ms) % length;
                frames
                    .iter()
                    .find(|&&(_, end)| t < end)
                    .map_or(tile, |&(f, _)| f)
            }
            _ => tile,
        }
    }

    /// Draws a tile with its top-left corner at whole screen pixels, `size` pixels wide.
    pub fn draw(&self, tile: u16, x: f32, y: f32, size: f32, tint: Color) {
        let s = self.tile_size;
        let source = Rect::new(
            f32::from(tile % self.columns) * s,
            f32::from(tile / self.columns) * s,
            s,
            s,
        );
        draw_texture_ex(
            &self.texture,
            x,
            y,
            tint,
            DrawTextureParams {
                dest_size: Some(vec2(size, size)),
                source: Some(source),
                ..Default::default()
            },
        );
    }
}
