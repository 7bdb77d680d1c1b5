//! The darkening under a menu, a sheet or an end screen. A black sheet of opacity `a` over the
//! whole window turns every pixel `c` into `c · (1 − a)`; drawn as a rectangle it costs a
//! blended pass over the window's 0.9 million pixels, on a software GL as much as the whole
//! game frame. So the scene under the menu is drawn with its colours multiplied by `1 − a`
//! instead: blending is linear and the window is cleared to black (or to a colour dimmed the
//! same way), so each pixel comes out as under the sheet, within a level of 255 for rounding,
//! and the pass is gone. Drawings with materials of their own (the title's glow and stones,
//! a kept picture) draw through [`draw_with`], which hands their shaders the factor.

use std::cell::{Cell, OnceCell};

use macroquad::prelude::*;

use super::{shaders, ui};

/// How dark a menu or a sheet leaves the screen under it (the pause menu, the end screen and
/// the hall of fame keep their own).
pub const MENU: f32 = 0.6;

thread_local! {
    /// What colours are multiplied by now: 1 when nothing is veiled.
    static DIM: Cell<f32> = const { Cell::new(1.0) };
    /// Built on first use; `None` if the shaders could not be built (then a sheet is drawn).
    static MATERIAL: OnceCell<Option<Material>> = const { OnceCell::new() };
}

/// Draws `scene` as a black sheet of opacity `alpha` laid over it would show it.
pub fn under(alpha: f32, scene: impl FnOnce()) {
    let outer = dim();
    if material().is_none() {
        scene();
        ui::shade(alpha);
        return;
    }
    DIM.set(outer * (1.0 - alpha.clamp(0.0, 1.0)));
    use_material();
    scene();
    DIM.set(outer);
    use_material();
}

/// The factor colours are drawn with now: 1 outside [`under`].
pub fn dim() -> f32 {
    DIM.get()
}

/// `color` as it is drawn now: the clear colour of a veiled screen.
pub fn dimmed(color: Color) -> Color {
    let d = dim();
    Color::new(color.r * d, color.g * d, color.b * d, color.a)
}

/// Draws with `material`, one of the game's own with a `Dim` uniform, darkened as the veil
/// darkens now; then takes up the veil's material (or macroquad's) again.
pub fn draw_with(material: &Material, draw: impl FnOnce()) {
    material.set_uniform("Dim", dim());
    gl_use_material(material);
    draw();
    use_material();
}

/// Takes up the material of the drawing in progress again: macroquad's own outside a veil,
/// the veil's inside one. For a drawing that used a material of its own.
pub fn use_material() {
    let d = dim();
    match material() {
        Some(veil) if d < 1.0 => {
            veil.set_uniform("Dim", d);
            gl_use_material(&veil);
        }
        _ => gl_use_default_material(),
    }
}

fn material() -> Option<Material> {
    MATERIAL.with(|m| {
        m.get_or_init(|| {
            let blend = Some((shaders::over(), None));
            shaders::load("veil", shaders::TINTED_DIMMED, blend, true)
        })
        .clone()
    })
}
