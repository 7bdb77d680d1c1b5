//! A drawing kept as a picture while what it shows stays the same: a page of text is some
//! thousands of letters, each two small triangles and a shadow, which a software GL sets up
//! one by one every frame; the picture is one quad. It is painted into a texture as wide as
//! the window and as tall as the drawing, with the window's own projection moved down by whole
//! rows (the GL's viewport), so every letter lands on the pixels it would take in the window
//! (but where an edge falls exactly on a pixel's centre, which may round the other way), and
//! shown with the blending of the drawing itself: the texture holds premultiplied colours (its
//! alpha adds up as coverage), so its area is laid over the screen as the drawing would have
//! been, within a level of 255 for rounding.

use std::cell::OnceCell;
use std::hash::{DefaultHasher, Hash, Hasher};

use macroquad::prelude::*;
use torchdeep::rules::game::Game;

use super::{shaders, veil};
use crate::app::screen;

thread_local! {
    /// The painting and the showing materials, built on first use; `None` if a shader
    /// could not be built (then drawings are drawn straight to the window).
    static MATERIALS: OnceCell<Option<(Material, Material)>> = const { OnceCell::new() };
}

/// Pictures' heights are whole multiples of this many rows.
const STEP: u32 = 64;

/// One kept drawing.
#[derive(Default)]
pub struct Kept {
    /// What it was painted for, where, in which window, and the picture.
    picture: Option<Painted>,
}

struct Painted {
    key: u64,
    area: Rect,
    /// The window's size and scale when it was painted, as bits.
    window: [u32; 3],
    target: RenderTarget,
}

impl Kept {
    /// Shows the drawing `paint` makes within `area` of the window (drawing in window
    /// coordinates), painting it again only when `key` (what it shows), the area or the
    /// window's size or scale changed, so keys need not hold the window. Nothing `paint`
    /// draws outside the area is seen; a new picture calls it twice.
    pub fn draw(&mut self, area: Rect, key: u64, paint: impl FnMut()) {
        self.draw_parts(area, &[area], key, paint);
    }

    /// As [`Kept::draw`], but shows only the `parts` of the area, where the drawing lies: a
    /// software GL spends as much on a transparent pixel of the picture as on any other.
    pub fn draw_parts(&mut self, area: Rect, parts: &[Rect], key: u64, mut paint: impl FnMut()) {
        let Some((painting, showing)) = materials() else {
            return paint();
        };
        let window = vec2(screen::width(), screen::height());
        let dpi = screen::pixels_per_unit();
        let (ww, wh) = (
            (window.x * dpi).round() as i32,
            (window.y * dpi).round() as i32,
        );
        let area = whole_pixels(area, window);
        if area.w < 1.0 || area.h < 1.0 || ww <= 0 || wh <= 0 {
            return;
        }
        // The rows of the area in the window's pixels, counted from the bottom as the GL does.
        // The picture spans the window's width: moved sideways, a letter whose edge falls on a
        // pixel's centre could round to the next column.
        let bottom = wh - ((area.bottom() * dpi).round() as i32).min(wh);
        let h = wh - (area.y * dpi).round() as i32 - bottom;
        if h < 1 {
            return;
        }
        // Rows in steps, so a log one line longer keeps its picture.
        let rows = (h as u32).next_multiple_of(STEP);
        let fits = |t: &RenderTarget| t.texture.size() == vec2(ww as f32, rows as f32);
        let window_bits = [window.x, window.y, dpi].map(f32::to_bits);
        let fresh = self.picture.as_ref().is_some_and(|p| {
            p.key == key && p.area == area && p.window == window_bits && fits(&p.target)
        });
        if !fresh {
            let target = match self.picture.take() {
                Some(p) if fits(&p.target) => p.target,
                _ => render_target(ww as u32, rows),
            };
            target.texture.set_filter(FilterMode::Nearest);
            // The window's own projection, the viewport moving the rows down by whole rows:
            // the same arithmetic places every shape on the same pixels. (Letters sit at
            // fractions of a pixel and are sampled from the font's atlas pixel by pixel: a
            // projection of the drawing's area alone rounds otherwise, and dropped a narrow
            // letter here and there.)
            set_camera(&screen::Units {
                size: window,
                target: Some(target.clone()),
                viewport: Some((0, -bottom, ww, wh)),
            });
            gl_use_material(&painting);
            // A first pass lays every letter into the font's atlas, which may grow and move
            // the letters laid out before: macroquad draws nothing until the camera changes
            // and a clear drops what was laid out, so the first pass is dropped and the
            // second, on a settled atlas, kept.
            paint();
            clear_background(Color::new(0.0, 0.0, 0.0, 0.0));
            paint();
            // Switching back paints the picture now.
            screen::use_camera();
            self.picture = Some(Painted {
                key,
                area,
                window: window_bits,
                target,
            });
        }
        let Some(Painted { target, .. }) = &self.picture else {
            return;
        };
        veil::draw_with(&showing, || {
            for part in parts {
                let Some(part) = whole_pixels(*part, window).intersect(area) else {
                    continue;
                };
                // The picture's rows run bottom up, the area's bottom row first.
                let row = |y: f32| (y * dpi).round();
                let below = row(area.bottom()) - row(part.bottom());
                let rows = row(part.bottom()) - row(part.y);
                let source = Rect::new(part.x * dpi, below, part.w * dpi, rows);
                let params = DrawTextureParams {
                    dest_size: Some(part.size()),
                    source: Some(source),
                    flip_y: true,
                    ..Default::default()
                };
                draw_texture_ex(&target.texture, part.x, part.y, WHITE, params);
            }
        });
    }
}

/// `r` grown to whole pixels, within the window.
fn whole_pixels(r: Rect, window: Vec2) -> Rect {
    let left = r.x.floor().max(0.0);
    let top = r.y.floor().max(0.0);
    Rect::new(
        left,
        top,
        (r.x + r.w).ceil().min(window.x) - left,
        (r.y + r.h).ceil().min(window.y) - top,
    )
}

/// A key for what a drawing shows, from everything it depends on.
pub fn key(of: &impl Hash) -> u64 {
    let mut hasher = DefaultHasher::new();
    of.hash(&mut hasher);
    hasher.finish()
}

/// A key for a sheet drawn from the game alone and `of` (the sheet's own state, touch): the
/// game's revision and tables (a reload swaps them).
pub fn of_game(game: &Game, of: &impl Hash) -> u64 {
    let tables = std::ptr::from_ref(game.tables()) as usize;
    key(&(game.revision(), tables, of))
}

fn materials() -> Option<(Material, Material)> {
    MATERIALS.with(|m| {
        m.get_or_init(|| {
            // Painting: colours blended as on the window, alpha adding up to the coverage.
            let paint = Some((shaders::over(), Some(shaders::premultiplied())));
            let painting = shaders::load("kept picture's painting", shaders::TINTED, paint, false)?;
            let show = Some((shaders::premultiplied(), None));
            let showing = shaders::load(
                "kept picture's showing",
                shaders::TEXTURE_DIMMED,
                show,
                true,
            )?;
            Some((painting, showing))
        })
        .clone()
    })
}
