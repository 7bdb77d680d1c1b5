//! The warm glow behind a title torch: 32 faint discs, each a little smaller, drawn once into
//! a texture over the title's background and then shown as one quad a frame, scaled by the
//! flicker. Drawn disc by disc they cost ~2 million blended pixels a frame, most of a
//! frame's time on a software GL; the texture costs one quad's pixels. It is opaque, the
//! background already in it, so it is drawn without blending: a software GL then writes each
//! pixel without reading the one under it first.

use macroquad::prelude::*;

use crate::app::screen;
use crate::app::{shaders, veil};

/// The discs, from the full radius down; each adds this much of the glow's colour.
const RINGS: usize = 32;
const COLOUR: Color = Color::new(1.0, 0.48, 0.15, 0.012);
/// The sides of macroquad's circles.
const SIDES: usize = 20;

/// The glow at one radius, over one background colour.
pub struct Glow {
    /// The radius and background it was drawn for, and the picture.
    made: Option<(f32, Color, Texture2D)>,
    /// A fan over the glow, kept to reuse its buffers.
    mesh: Mesh,
    /// Draws without blending; `None` if the shaders could not be built (then blending
    /// gives the same pixels, more slowly).
    opaque: Option<Material>,
}

impl Glow {
    pub fn new() -> Glow {
        let indices = (0..SIDES as u16).flat_map(|i| [0, i + 1, i + 2]).collect();
        Glow {
            made: None,
            mesh: Mesh {
                vertices: Vec::with_capacity(SIDES + 2),
                indices,
                texture: None,
            },
            // No blending at all.
            opaque: shaders::load("title's glow", shaders::TEXTURE_DIMMED, None, true),
        }
    }

    /// Draws the glow centred on `at`: the discs of `radius` scaled by `flicker`, blended over
    /// `background` (which must be what lies under it: the glow is drawn opaque).
    pub fn draw(&mut self, at: Vec2, radius: f32, flicker: f32, background: Color) {
        let stale = self
            .made
            .as_ref()
            .is_none_or(|(r, bg, _)| *r != radius || *bg != background);
        if stale {
            self.made = Some((radius, background, render(radius, background)));
        }
        let Some((_, _, texture)) = &self.made else {
            return;
        };
        // Only the largest disc (a 20-sided polygon, as `draw_circle` makes it) and a pixel
        // around it: the texture's corners are bare background.
        let side = texture.width();
        let reach = radius + 1.0;
        self.mesh.vertices.clear();
        self.mesh
            .vertices
            .push(Vertex::new(at.x, at.y, 0.0, 0.5, 0.5, WHITE));
        for i in 0..=SIDES {
            let (sin, cos) = (i as f32 * std::f32::consts::TAU / SIDES as f32).sin_cos();
            let (x, y) = (at.x + reach * flicker * cos, at.y + reach * flicker * sin);
            let (u, v) = (0.5 + reach * cos / side, 0.5 + reach * sin / side);
            self.mesh.vertices.push(Vertex::new(x, y, 0.0, u, v, WHITE));
        }
        self.mesh.texture = Some(texture.clone());
        match &self.opaque {
            // Under a menu, as darkened as the rest.
            Some(opaque) => veil::draw_with(opaque, || draw_mesh(&self.mesh)),
            None => draw_mesh(&self.mesh),
        }
    }
}

/// The discs, drawn as the title once drew them on screen (the same blending onto the same
/// background, so the same 8-bit sums), into a square texture with a margin of a pixel.
fn render(radius: f32, background: Color) -> Texture2D {
    let side = (2.0 * radius).ceil() as u32 + 2;
    let side = side + side % 2;
    let target = render_target(side, side);
    target.texture.set_filter(FilterMode::Nearest);
    let half = side as f32 / 2.0;
    let mut camera = Camera2D::from_display_rect(Rect::new(0.0, 0.0, side as f32, side as f32));
    camera.render_target = Some(target.clone());
    set_camera(&camera);
    // The texture holds the glow itself: not darkened by a veil over the screen.
    gl_use_default_material();
    clear_background(background);
    for ring in 0..RINGS {
        let r = radius * (1.0 - ring as f32 / RINGS as f32);
        draw_circle(half, half, r, COLOUR);
    }
    // Switching back draws the discs into the texture now.
    screen::use_camera();
    veil::use_material();
    // Blending left the texture's alpha below 1, which would let the background through a
    // second time: read it back opaque.
    let mut image = target.texture.get_texture_data();
    for pixel in image.bytes.chunks_exact_mut(4) {
        pixel[3] = 255;
    }
    let texture = Texture2D::from_image(&image);
    texture.set_filter(FilterMode::Nearest);
    texture
}
