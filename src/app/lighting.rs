//! The light map: torches and glowing things of a level light the tiles around them (light
//! stops at walls), computed for a level and again when a glowing item moves or a door opens;
//! the player's own light is added while drawing.

use std::collections::VecDeque;

use torchdeep::data::{ItemId, Light, Rgb};
use torchdeep::rules::event::Event;
use torchdeep::world::{Grid, Ground, Level, Ornament, Pos, Wall};

use super::atlas::Atlas;

/// Light falling on one tile: colour in 0..1 per channel (summed, may exceed 1), and the phase
/// of its strongest source, so a tile flickers with the torch that lights it.
#[derive(Clone, Copy, Debug, Default)]
pub struct TileLight {
    pub rgb: [f32; 3],
    pub phase: f32,
    strongest: f32,
}

pub struct LightMap {
    pub tiles: Grid<TileLight>,
    queue: VecDeque<(Pos, i32)>,
    seen: Grid<u32>,
    stamp: u32,
}

impl LightMap {
    pub fn new(level: &Level, atlas: &Atlas) -> LightMap {
        let mut map = LightMap {
            tiles: Grid::new(level.width(), level.height(), TileLight::default()),
            queue: VecDeque::new(),
            seen: Grid::new(level.width(), level.height(), 0),
            stamp: 0,
        };
        let info = &atlas.info;
        let light_of = |id: u16| info.by_id(u32::from(id)).and_then(|t| t.light);
        let torch = light_of(atlas.sprites.torch);
        for (p, ornament) in level.ornaments.iter() {
            let light = match ornament {
                Some(Ornament::Torch) => torch,
                Some(Ornament::Tile(id)) => light_of(*id),
                _ => None,
            };
            if let Some(light) = light {
                map.add(level, p, light);
            }
        }
        for (p, ground) in level.ground.iter() {
            let tile = match (ground, level.walls[p]) {
                (_, Some(Wall::Tile { id, .. })) => Some(id),
                (Ground::Tile(id), _) => Some(*id),
                _ => None,
            };
            if let Some(light) = tile.and_then(light_of) {
                map.add(level, p, light);
            }
        }
        for (p, stack) in level.items.iter() {
            if let Some(light) = item_light(atlas, stack.kind) {
                map.add(level, p, light);
            }
        }
        map
    }

    /// Whether a turn's events change the light: a glowing item moved, or a door opened.
    pub fn changed_by(events: &[Event], atlas: &Atlas) -> bool {
        events.iter().any(|e| match e {
            Event::DoorOpened { .. } => true,
            Event::PickedUp { item, .. }
            | Event::Dropped { item, .. }
            | Event::Landed { item, .. } => item_light(atlas, item.kind).is_some(),
            _ => false,
        })
    }

    /// Spreads one light from `source` over the tiles it can reach within its radius.
    fn add(&mut self, level: &Level, source: Pos, light: Light) {
        self.stamp += 1;
        let Rgb(r, g, b) = light.color;
        let colour = [
            f32::from(r) / 255.0,
            f32::from(g) / 255.0,
            f32::from(b) / 255.0,
        ];
        let phase = (source.x * 7919 + source.y * 104_729) as f32 % std::f32::consts::TAU;
        let radius = light.radius;
        self.queue.clear();
        self.queue.push_back((source, 0));
        self.seen[source] = self.stamp;
        while let Some((p, steps)) = self.queue.pop_front() {
            let (dx, dy) = ((p.x - source.x) as f32, (p.y - source.y) as f32);
            let distance = (dx * dx + dy * dy).sqrt();
            let strength = (1.0 - distance / (radius as f32 + 1.0)).max(0.0).powf(1.4);
            let tile = &mut self.tiles[p];
            for (c, add) in tile.rgb.iter_mut().zip(colour) {
                *c += add * strength;
            }
            if strength > tile.strongest {
                tile.strongest = strength;
                tile.phase = phase;
            }
            // Light passes through open tiles; walls are lit but stop it (the source itself,
            // a torch on a wall, still shines out).
            if p != source && !level.is_transparent(p) {
                continue;
            }
            for q in p.neighbours8() {
                let (qx, qy) = (q.x - source.x, q.y - source.y);
                if level.in_bounds(q)
                    && self.seen[q] != self.stamp
                    && qx * qx + qy * qy <= radius * radius
                {
                    self.seen[q] = self.stamp;
                    self.queue.push_back((q, steps + 1));
                }
            }
        }
    }
}

/// The light an item's sprite sheds, if it glows.
fn item_light(atlas: &Atlas, item: ItemId) -> Option<Light> {
    let sprite = atlas.sprites.items[item.0 as usize];
    atlas.info.by_id(u32::from(sprite)).and_then(|t| t.light)
}
