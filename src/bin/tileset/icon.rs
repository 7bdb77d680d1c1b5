//! The app icon for Android launchers: the treasure glowing over a wall torch's light, drawn
//! from the tileset's own tiles and scaled with nearest sampling to each mipmap density.

use crate::output::Image;
use crate::source::{Tile, TILE};

/// Launcher icon sizes in pixels by Android density folder.
pub const DENSITIES: [(&str, usize); 5] = [
    ("mipmap-mdpi", 48),
    ("mipmap-hdpi", 72),
    ("mipmap-xhdpi", 96),
    ("mipmap-xxhdpi", 144),
    ("mipmap-xxxhdpi", 192),
];

/// The 16×16 picture: `floor_0` lit warmly, then `treasure` over it.
fn base(tiles: &[Tile]) -> Result<Vec<[u8; 4]>, String> {
    let find = |name: &str| {
        tiles
            .iter()
            .find(|t| t.name == name)
            .ok_or_else(|| format!("the icon needs a tile named {name}"))
    };
    let (floor, treasure) = (find("floor_0")?, find("treasure")?);
    let mut out = Vec::with_capacity(TILE * TILE);
    for (i, (f, t)) in floor.pixels.iter().zip(&treasure.pixels).enumerate() {
        let (x, y) = ((i % TILE) as f32 - 7.5, (i / TILE) as f32 - 7.5);
        let glow = (1.0 - (x * x + y * y).sqrt() / 11.0).max(0.0);
        let lit = |c: u8, warm: f32| ((f32::from(c) * (0.6 + glow * warm)).min(255.0)) as u8;
        let ground = [lit(f[0], 1.4), lit(f[1], 1.1), lit(f[2], 0.6), 255];
        let a = u32::from(t[3]);
        let mix = |i: usize| ((u32::from(t[i]) * a + u32::from(ground[i]) * (255 - a)) / 255) as u8;
        out.push([mix(0), mix(1), mix(2), 255]);
    }
    Ok(out)
}

/// The icon at `size` × `size` pixels.
pub fn icon(tiles: &[Tile], size: usize) -> Result<Image, String> {
    let pixels = base(tiles)?;
    let mut data = Vec::with_capacity(size * size * 4);
    for y in 0..size {
        for x in 0..size {
            data.extend_from_slice(&pixels[(y * TILE / size) * TILE + x * TILE / size]);
        }
    }
    Ok(Image {
        width: size,
        height: size,
        data,
    })
}
