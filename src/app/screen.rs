//! The interface's scale. Screens are laid out in units for a window of about 1280×720 (the
//! sheets are 760×560, the status bar 44 high) and drawn scaled to the window: a phone's
//! screen of 2400×1080 pixels (which Android reports without a DPI scale) shows them half as
//! large again, and a window too small to hold them shrinks them until they fit. Everything
//! on the screens reads the window's size and the pointer here, in those units.

use std::cell::Cell;

use macroquad::prelude::*;

thread_local! {
    /// The window as this frame began: read once, as macroquad's size and DPI each take a
    /// lock, and the screens ask for them hundreds of times a frame.
    static FRAME: Cell<Option<Frame>> = const { Cell::new(None) };
}

#[derive(Clone, Copy)]
struct Frame {
    /// Window pixels (as macroquad counts them) a unit.
    scale: f32,
    /// The screen's DPI scale.
    dpi: f32,
    /// The window's size in units.
    size: Vec2,
}

impl Frame {
    fn now() -> Frame {
        let pixels = vec2(screen_width(), screen_height());
        let scale = scale_for(pixels);
        Frame {
            scale,
            dpi: screen_dpi_scale(),
            size: pixels / scale,
        }
    }
}

/// The window as this frame began (or as it is, before the first frame).
fn frame() -> Frame {
    FRAME.with(Cell::get).unwrap_or_else(Frame::now)
}

/// The window the screens are laid out for: larger ones scale them up, by halves so that the
/// 16-pixel sprites stay crisp.
const LAID_OUT_FOR: Vec2 = vec2(1280.0, 720.0);
/// The least room the screens need: smaller windows shrink them to this.
const LEAST_ROOM: Vec2 = vec2(1024.0, 640.0);

/// The scale for a window of `size` pixels.
pub fn scale_for(size: Vec2) -> f32 {
    let up = (size / LAID_OUT_FOR).min_element();
    if up >= 1.0 {
        return (up * 2.0).floor() / 2.0;
    }
    (size / LEAST_ROOM).min_element().clamp(0.25, 1.0)
}

/// Works out the scale for the window as it is now and draws in units from here on. Call as
/// each frame begins.
pub fn begin_frame() {
    FRAME.with(|f| f.set(Some(Frame::now())));
    use_camera();
}

/// Window pixels (as macroquad counts them, before the DPI scale) a unit.
pub fn scale() -> f32 {
    frame().scale
}

/// The GL's pixels a unit: the scale and the screen's DPI scale together.
pub fn pixels_per_unit() -> f32 {
    let f = frame();
    f.scale * f.dpi
}

/// The window's width in units.
pub fn width() -> f32 {
    frame().size.x
}

/// The window's height in units.
pub fn height() -> f32 {
    frame().size.y
}

/// The pointer's position in units.
pub fn mouse() -> (f32, f32) {
    let (x, y) = mouse_position();
    (x / scale(), y / scale())
}

/// The touches on the screen, their positions in units.
pub fn touches() -> Vec<Touch> {
    let s = scale();
    macroquad::input::touches()
        .into_iter()
        .map(|t| Touch {
            position: t.position / s,
            ..t
        })
        .collect()
}

/// Draws to the window in units: after drawing into a picture, and as each frame begins.
pub fn use_camera() {
    let f = frame();
    if f.scale == 1.0 {
        set_default_camera();
    } else {
        set_camera(&Units {
            size: f.size,
            target: None,
            viewport: None,
        });
    }
}

/// `size` units seen from their top left corner, y downwards, as the window shows them: on
/// the window, or into a picture (`target`) through a `viewport` of its pixels.
pub struct Units {
    pub size: Vec2,
    pub target: Option<RenderTarget>,
    pub viewport: Option<(i32, i32, i32, i32)>,
}

impl Camera for Units {
    fn matrix(&self) -> Mat4 {
        Mat4::orthographic_rh_gl(0.0, self.size.x, self.size.y, 0.0, -1.0, 1.0)
    }

    fn depth_enabled(&self) -> bool {
        false
    }

    fn render_pass(&self) -> Option<RenderPass> {
        self.target.as_ref().map(|t| t.render_pass.clone())
    }

    fn viewport(&self) -> Option<(i32, i32, i32, i32)> {
        self.viewport
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_holds_the_screens_and_keeps_sprites_crisp() {
        let at = |w: f32, h: f32| scale_for(vec2(w, h));
        assert_eq!(at(1280.0, 720.0), 1.0);
        // A little larger or smaller than laid out for: as it is.
        assert_eq!(at(1366.0, 768.0), 1.0);
        assert_eq!(at(1280.0, 680.0), 1.0);
        // A phone held sideways, a large monitor: by halves.
        assert_eq!(at(2400.0, 1080.0), 1.5);
        assert_eq!(at(1920.0, 1080.0), 1.5);
        assert_eq!(at(2560.0, 1440.0), 2.0);
        assert_eq!(at(3840.0, 2160.0), 3.0);
        // Too small a window: shrunk until the least room fits.
        assert_eq!(at(854.0, 480.0), 0.75);
        let s = at(640.0, 360.0);
        assert!(640.0 / s >= 1024.0 && 360.0 / s >= 640.0 - 1e-3, "{s}");
        assert_eq!(at(10.0, 10.0), 0.25);
    }
}
