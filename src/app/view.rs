//! Drawing a level's terrain and items from the atlas, only the tiles on screen, at an integer
//! zoom around a camera snapped to whole pixels (no seams), tinted by the floor's palette, the
//! quadrant's difficulty and the light map. Fog of war: unexplored tiles stay black, tiles the
//! player remembers but cannot see now are drawn dim, with the items last seen there.

use std::ops::Range;

use macroquad::prelude::*;
use torchdeep::data::Rgb;
use torchdeep::world::{Ground, Level, Ornament, Pos, Quadrant, Wall};

use super::atlas::Atlas;
use super::lighting::LightMap;
use crate::app::screen;

/// Where the view looks and how close.
pub struct Camera {
    /// The point of the level at the centre of the screen, in level pixels (16 per tile).
    pub centre: Vec2,
    /// Screen pixels per level pixel: a whole number, so tiles stay crisp.
    pub zoom: u32,
}

impl Camera {
    pub const MIN_ZOOM: u32 = 1;
    pub const MAX_ZOOM: u32 = 6;

    /// Moves a part of the way towards `target` (in tiles) each frame, for a smooth follow.
    pub fn follow(&mut self, target: Vec2, dt: f32) {
        let goal = (target + vec2(0.5, 0.5)) * 16.0;
        let t = 1.0 - (-dt * 10.0).exp();
        self.centre += (goal - self.centre) * t;
    }

    /// Looks at `target` (in tiles) at once.
    pub fn jump(&mut self, target: Vec2) {
        self.centre = (target + vec2(0.5, 0.5)) * 16.0;
    }

    /// Screen pixels per tile.
    pub fn tile(&self) -> f32 {
        16.0 * self.zoom as f32
    }

    /// Where the level's (0, 0) corner is on the screen, on whole pixels.
    pub fn origin(&self) -> Vec2 {
        vec2(
            (screen::width() / 2.0 - self.centre.x * self.zoom as f32).round(),
            (screen::height() / 2.0 - self.centre.y * self.zoom as f32).round(),
        )
    }

    /// The columns and rows of a `width` × `height` level that show on the screen.
    pub fn visible(&self, width: i32, height: i32) -> (Range<i32>, Range<i32>) {
        let (tile, origin) = (self.tile(), self.origin());
        let x0 = ((-origin.x / tile).floor() as i32).max(0);
        let y0 = ((-origin.y / tile).floor() as i32).max(0);
        let x1 = (((screen::width() - origin.x) / tile).ceil() as i32).min(width);
        let y1 = (((screen::height() - origin.y) / tile).ceil() as i32).min(height);
        (x0..x1, y0..y1)
    }

    /// The top-left corner on screen of a place given in tiles (fractional while moving).
    pub fn to_screen(&self, at: Vec2) -> Vec2 {
        let o = self.origin() + at * self.tile();
        vec2(o.x.round(), o.y.round())
    }

    /// The tile under a screen point.
    pub fn tile_at(&self, screen: Vec2) -> Pos {
        let t = (screen - self.origin()) / self.tile();
        Pos::new(t.x.floor() as i32, t.y.floor() as i32)
    }
}

/// What the player sees and remembers; the game answers.
pub trait Sight {
    /// In view now.
    fn visible(&self, p: Pos) -> bool;
    /// A creature here is perceived: in view, or felt by telepathy.
    fn senses(&self, p: Pos) -> bool {
        self.visible(p)
    }
    /// Seen before on this floor.
    fn explored(&self, p: Pos) -> bool;
    /// The item sprite the player last saw on a tile not in view.
    fn remembered_item(&self, p: Pos) -> Option<u16>;
    /// An item that is there but not to be drawn yet (still in the air).
    fn hides_item(&self, p: Pos) -> bool;
    /// The sprite a kind of thing is drawn with in this run (potions wear the run's colours).
    fn item_sprite(&self, kind: torchdeep::data::ItemId) -> u16;
    /// The tile name a kind of trap is drawn with (`traps.csv`'s sprite).
    fn trap_sprite(&self, kind: torchdeep::data::TrapId) -> Option<&str>;
    /// The tile name a fixture is drawn with now (`ability_checks.csv`'s sprite, or its
    /// spent sprite once it is done with).
    fn fixture_sprite(&self, fixture: &torchdeep::world::Fixture) -> Option<&str>;
}

/// What the whole floor is drawn with.
pub struct Look {
    pub palette: Rgb,
    /// Ambient light of an unlit tile.
    pub ambient: f32,
    pub time_ms: u32,
    pub time_s: f32,
    /// The player's own light: where (in tiles, fractional while walking) and how far.
    pub player: Option<(Vec2, f32)>,
    pub exit_floor: bool,
}

fn quadrant_tint(q: Option<Quadrant>) -> [f32; 3] {
    match q.map(Quadrant::difficulty) {
        Some(1) => [0.94, 0.98, 1.06],
        Some(2) => [1.05, 0.96, 0.9],
        Some(3) => [1.1, 0.88, 0.84],
        _ => [1.0, 1.0, 1.0],
    }
}

const HALLWAY_TINT: [f32; 3] = [0.95, 1.12, 0.85];

/// Deterministic per-tile variety, so floors don't look tiled.
fn hash(p: Pos) -> u32 {
    let mut h = (p.x as u32).wrapping_mul(0x9E37_79B1) ^ (p.y as u32).wrapping_mul(0x85EB_CA77);
    h ^= h >> 15;
    h.wrapping_mul(0xC2B2_AE3D) >> 7
}

/// The tints of the floor's palette, from its colour.
fn palette_of(look: &Look) -> [f32; 3] {
    [
        0.7 + 0.3 * f32::from(look.palette.0) / 128.0,
        0.7 + 0.3 * f32::from(look.palette.1) / 128.0,
        0.7 + 0.3 * f32::from(look.palette.2) / 128.0,
    ]
}

/// The light on a tile in view, as a tint (for creatures and effects standing there).
pub fn light_at(level: &Level, light: &LightMap, look: &Look, p: Pos) -> Color {
    if !level.in_bounds(p) {
        return WHITE;
    }
    tile_tint(level, light, look, palette_of(look), p)
}

pub fn draw_level(
    level: &Level,
    atlas: &Atlas,
    light: &LightMap,
    camera: &Camera,
    look: &Look,
    sight: &impl Sight,
) {
    let (tile, origin) = (camera.tile(), camera.origin());
    let (columns, rows) = camera.visible(level.width(), level.height());
    let palette = palette_of(look);
    let s = &atlas.sprites;
    // The traps the player has found on screen, with their sprites; hidden ones are not drawn.
    let traps: Vec<(Pos, u16)> = level
        .traps
        .iter()
        .filter(|t| !t.hidden && columns.contains(&t.pos.x) && rows.contains(&t.pos.y))
        .filter_map(|t| {
            let id = atlas.info.by_name(sight.trap_sprite(t.kind)?)?.id;
            Some((t.pos, u16::try_from(id).ok()?))
        })
        .collect();
    let fixtures: Vec<(Pos, u16)> = level
        .fixtures
        .iter()
        .filter(|f| columns.contains(&f.pos.x) && rows.contains(&f.pos.y))
        .filter_map(|f| {
            let id = atlas.info.by_name(sight.fixture_sprite(f)?)?.id;
            Some((f.pos, u16::try_from(id).ok()?))
        })
        .collect();
    for y in rows {
        for x in columns.clone() {
            let p = Pos::new(x, y);
            if !near_open(level, p) || !sight.explored(p) {
                continue;
            }
            let sx = origin.x + x as f32 * tile;
            let sy = origin.y + y as f32 * tile;
            let visible = sight.visible(p);
            let tint = if visible {
                tile_tint(level, light, look, palette, p)
            } else {
                remembered_tint(palette)
            };
            // Floor layer.
            let floor = match level.ground[p] {
                Ground::Rock => None,
                Ground::Room => Some(s.floors[(hash(p) % 8).saturating_sub(5) as usize]),
                Ground::Corridor => Some(s.corridor),
                Ground::Hallway => Some(s.hallway),
                // Its glow gone: an ordinary corridor to the eye.
                Ground::SpentHallway => Some(s.corridor),
                Ground::StairsUp if look.exit_floor => Some(s.stairs_exit),
                Ground::StairsUp => Some(s.stairs_up),
                Ground::StairsDown => Some(s.stairs_down),
                Ground::Tile(id) => Some(id),
            };
            let under_wall = matches!(level.walls[p], Some(Wall::Door { .. } | Wall::Tile { .. }));
            if let Some(f) = floor.or(under_wall.then_some(s.floors[0])) {
                atlas.draw(atlas.frame(f, look.time_ms, 0), sx, sy, tile, tint);
            }
            // Walls layer.
            let wall = match level.walls[p] {
                None => None,
                Some(Wall::Stone) => Some(s.walls[wall_mask(level, p)]),
                Some(Wall::Door { open }) => {
                    let vertical =
                        level.is_walkable(p.offset(-1, 0)) && level.is_walkable(p.offset(1, 0));
                    Some(match (open, vertical) {
                        (false, false) => s.door_closed,
                        (true, false) => s.door_open,
                        (false, true) => s.door_closed_v,
                        (true, true) => s.door_open_v,
                    })
                }
                Some(Wall::Tile { id, .. }) => Some(id),
                Some(Wall::Fixture) => fixtures.iter().find(|(q, _)| *q == p).map(|f| f.1),
            };
            if let Some(w) = wall {
                atlas.draw(atlas.frame(w, look.time_ms, 0), sx, sy, tile, tint);
            }
            // Ornaments layer: flames keep their own light.
            if let Some(o) = level.ornaments[p] {
                let phase = hash(p) % 1000;
                let (sprite, own_light) = match o {
                    Ornament::Torch => (s.torch, true),
                    Ornament::Moss => (s.moss[(hash(p) % 2) as usize], false),
                    Ornament::Crack => (s.cracks[(hash(p) % 2) as usize], false),
                    Ornament::Tile(id) => (
                        id,
                        atlas
                            .info
                            .by_id(u32::from(id))
                            .is_some_and(|t| t.light.is_some()),
                    ),
                };
                // A remembered flame is drawn unlit and still.
                let (t, time) = match (own_light, visible) {
                    (true, true) => (WHITE, look.time_ms),
                    (_, false) => (tint, 0),
                    (false, true) => (tint, look.time_ms),
                };
                atlas.draw(atlas.frame(sprite, time, phase), sx, sy, tile, t);
            }
            // A found trap, on remembered tiles too.
            if let Some(&(_, sprite)) = traps.iter().find(|(q, _)| *q == p) {
                atlas.draw(atlas.frame(sprite, look.time_ms, 0), sx, sy, tile, tint);
            }
            // Items: what lies here now when in view, what was last seen here otherwise.
            let item = if visible {
                level
                    .items
                    .at(p)
                    .first()
                    .filter(|_| !sight.hides_item(p))
                    .map(|stack| sight.item_sprite(stack.kind))
            } else {
                sight.remembered_item(p)
            };
            if let Some(sprite) = item {
                atlas.draw(sprite, sx, sy, tile, tint);
            }
        }
    }
}

/// The flat, cold light of a remembered tile.
fn remembered_tint(palette: [f32; 3]) -> Color {
    Color::new(0.24 * palette[0], 0.25 * palette[1], 0.32 * palette[2], 1.0)
}

/// Rock deep inside stone is never drawn: only what borders an open tile.
fn near_open(level: &Level, p: Pos) -> bool {
    if level.ground[p] != Ground::Rock || level.walls[p].is_none() {
        return true;
    }
    p.neighbours8()
        .iter()
        .any(|&q| level.in_bounds(q) && level.ground[q] != Ground::Rock)
}

/// Which orthogonal neighbours are walls too: 1 north, 2 east, 4 south, 8 west. Furniture
/// (a prefab's statue, pillar or shelf) is no wall: the wall behind it shows its face.
fn wall_mask(level: &Level, p: Pos) -> usize {
    let is_wall = |q: Pos| !level.in_bounds(q) || matches!(level.walls[q], Some(Wall::Stone));
    let [n, e, s, w] = p.neighbours4();
    usize::from(is_wall(n))
        | usize::from(is_wall(e)) << 1
        | usize::from(is_wall(s)) << 2
        | usize::from(is_wall(w)) << 3
}

/// The most light a channel of a tile takes; brighter light saturates.
pub const LIGHT_CAP: f32 = 1.35;

/// The light falling on a tile in view, per channel, as the renderer adds it up: the
/// ambient light, the light map's sources with their flicker, and the player's own light.
/// Before the cap, the floor's palette and the quadrant's tint.
pub fn light_level(light: &LightMap, look: &Look, p: Pos) -> [f32; 3] {
    let lit = light.tiles[p];
    let flicker = 0.88
        + 0.12
            * (look.time_s * 9.0 + lit.phase).sin()
            * (look.time_s * 5.3 + lit.phase * 1.7).cos();
    let mut rgb = [look.ambient; 3];
    for (c, l) in rgb.iter_mut().zip(lit.rgb) {
        *c += l * flicker;
    }
    if let Some((at, radius)) = look.player {
        let (dx, dy) = (p.x as f32 - at.x, p.y as f32 - at.y);
        let k = (1.0 - (dx * dx + dy * dy).sqrt() / (radius + 1.0)).max(0.0);
        for (c, warm) in rgb.iter_mut().zip([1.0, 0.85, 0.65]) {
            *c += 0.9 * k * warm;
        }
    }
    rgb
}

fn tile_tint(level: &Level, light: &LightMap, look: &Look, palette: [f32; 3], p: Pos) -> Color {
    let rgb = light_level(light, look, p);
    let region = if level.ground[p] == Ground::Hallway {
        HALLWAY_TINT
    } else {
        quadrant_tint(level.layout.quadrant_at(p))
    };
    let channel = |i: usize| (rgb[i].min(LIGHT_CAP) * palette[i] * region[i]).min(1.0);
    Color::new(channel(0), channel(1), channel(2), 1.0)
}
