//! Packing tiles into the atlas image, PNG encode/decode and the Tiled `.tsx`.

use crate::source::{Tile, TILE};
use std::fmt::Write as _;
use std::path::Path;

/// Tiles per atlas row.
pub const COLUMNS: usize = 16;

/// An RGBA8 image.
#[derive(Debug, PartialEq, Eq)]
pub struct Image {
    pub width: usize,
    pub height: usize,
    pub data: Vec<u8>,
}

/// Packs tiles left to right, top to bottom, `COLUMNS` to a row.
pub fn atlas(tiles: &[Tile]) -> Image {
    let rows = tiles.len().div_ceil(COLUMNS).max(1);
    let (width, height) = (COLUMNS * TILE, rows * TILE);
    let mut data = vec![0u8; width * height * 4];
    for (i, tile) in tiles.iter().enumerate() {
        let (ox, oy) = ((i % COLUMNS) * TILE, (i / COLUMNS) * TILE);
        for (p, px) in tile.pixels.iter().enumerate() {
            let at = ((oy + p / TILE) * width + ox + p % TILE) * 4;
            data[at..at + 4].copy_from_slice(px);
        }
    }
    Image {
        width,
        height,
        data,
    }
}

pub fn encode_png(img: &Image) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, img.width as u32, img.height as u32);
    enc.set_color(png::ColorType::Rgba);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_compression(png::Compression::Best);
    let mut writer = enc.write_header()?;
    writer.write_image_data(&img.data)?;
    writer.finish()?;
    Ok(out)
}

/// Decodes any 8-bit PNG to RGBA8, for comparing pixels rather than bytes.
pub fn decode_png(path: &Path) -> Result<Image, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut dec = png::Decoder::new(std::io::BufReader::new(file));
    dec.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = dec.read_info().map_err(|e| e.to_string())?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    buf.truncate(info.buffer_size());
    let data = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks(3)
            .flat_map(|c| [c[0], c[1], c[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => buf
            .chunks(2)
            .flat_map(|c| [c[0], c[0], c[0], c[1]])
            .collect(),
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return Err("indexed colour after expansion".into()),
    };
    Ok(Image {
        width: info.width as usize,
        height: info.height as usize,
        data,
    })
}

/// The Tiled 1.10 tileset describing `img` and the tiles' properties.
pub fn tsx(tiles: &[Tile], img: &Image) -> String {
    let mut s = String::new();
    s.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        s,
        "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"torchdeep\" tilewidth=\"{TILE}\" \
         tileheight=\"{TILE}\" tilecount=\"{}\" columns=\"{COLUMNS}\">",
        tiles.len()
    );
    let _ = writeln!(
        s,
        " <image source=\"tileset.png\" width=\"{}\" height=\"{}\"/>",
        img.width, img.height
    );
    for (id, t) in tiles.iter().enumerate() {
        let _ = writeln!(s, " <tile id=\"{id}\">");
        s.push_str("  <properties>\n");
        // Alphabetical, as Tiled saves them, so a re-save in Tiled changes nothing.
        if let Some((radius, [r, g, b])) = t.light {
            let _ = writeln!(
                s,
                "   <property name=\"light_color\" type=\"color\" value=\"#ff{r:02x}{g:02x}{b:02x}\"/>"
            );
            let _ = writeln!(
                s,
                "   <property name=\"light_radius\" type=\"int\" value=\"{radius}\"/>"
            );
        }
        let _ = writeln!(s, "   <property name=\"name\" value=\"{}\"/>", t.name);
        let _ = writeln!(
            s,
            "   <property name=\"transparent\" type=\"bool\" value=\"{}\"/>",
            t.transparent
        );
        let _ = writeln!(
            s,
            "   <property name=\"walkable\" type=\"bool\" value=\"{}\"/>",
            t.walkable
        );
        s.push_str("  </properties>\n");
        if !t.animation.is_empty() {
            s.push_str("  <animation>\n");
            for (frame, ms) in &t.animation {
                let _ = writeln!(s, "   <frame tileid=\"{frame}\" duration=\"{ms}\"/>");
            }
            s.push_str("  </animation>\n");
        }
        s.push_str(" </tile>\n");
    }
    s.push_str("</tileset>\n");
    s
}

/// An enlarged copy for looking at: each tile scaled by `scale` on a checkerboard
/// (so transparency shows), with a 2-pixel gutter between tiles.
pub fn preview(img: &Image, scale: usize) -> Image {
    let gap = 2;
    let cell = TILE * scale + gap;
    let (cols, rows) = (img.width / TILE, img.height / TILE);
    let (width, height) = (cols * cell + gap, rows * cell + gap);
    let mut data = vec![0u8; width * height * 4];
    for y in 0..height {
        for x in 0..width {
            let at = (y * width + x) * 4;
            let (cx, cy) = (x.wrapping_sub(gap) % cell, y.wrapping_sub(gap) % cell);
            let px = if x < gap || y < gap || cx >= TILE * scale || cy >= TILE * scale {
                [70, 20, 60, 255]
            } else {
                let (tx, ty) = ((x - gap) / cell, (y - gap) / cell);
                let (sx, sy) = (tx * TILE + cx / scale, ty * TILE + cy / scale);
                let src = (sy * img.width + sx) * 4;
                let a = img.data[src + 3] as u32;
                let checker = if (cx / (scale * 2) + cy / (scale * 2)).is_multiple_of(2) {
                    40
                } else {
                    52
                };
                let mix = |c: u8| ((c as u32 * a + checker * (255 - a)) / 255) as u8;
                [
                    mix(img.data[src]),
                    mix(img.data[src + 1]),
                    mix(img.data[src + 2]),
                    255,
                ]
            };
            data[at..at + 4].copy_from_slice(&px);
        }
    }
    Image {
        width,
        height,
        data,
    }
}
