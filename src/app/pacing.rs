//! Frame pacing on desktop: no more than 60 frames a second (without vsync a virtual display
//! would draw as fast as the processor allows), and, while the run waits for a key with only
//! its torches flickering, only as many frames as that flicker needs. The browser paces
//! frames itself.

use crate::app::screen;
use macroquad::prelude::*;

/// The most frames a second.
const FAST: f64 = 60.0;
/// Frames a second while calm: the torches' sprites change every 130–170 ms and their light
/// flickers below 3 Hz, so 12 pictures a second show every sprite frame and follow the light.
const CALM: f64 = 12.0;
/// Seconds calm and without input before frames slow down: by then a new line of the log has
/// faded in and the camera has come to rest.
const SETTLE: f64 = 1.0;

pub struct Pacing {
    enabled: bool,
    /// When the last frame began, and when input last came (macroquad's clock, seconds).
    frame_began: f64,
    /// Since when the screen has been calm, with no input.
    calm_since: Option<f64>,
    last_mouse: Vec2,
}

impl Pacing {
    /// Pacing off draws as fast as possible (screenshots: their frames are counted).
    pub fn new(enabled: bool) -> Pacing {
        Pacing {
            enabled,
            frame_began: get_time(),
            calm_since: None,
            last_mouse: screen::mouse().into(),
        }
    }

    /// Call as a frame begins: notes whether anything came from the keyboard, mouse or touch.
    pub fn begin(&mut self) {
        let now = get_time();
        self.frame_began = now;
        let mouse: Vec2 = screen::mouse().into();
        let input = mouse != self.last_mouse
            || !get_keys_down().is_empty()
            || !get_keys_pressed().is_empty()
            || !get_keys_released().is_empty()
            || [MouseButton::Left, MouseButton::Right, MouseButton::Middle]
                .iter()
                .any(|&b| is_mouse_button_down(b) || is_mouse_button_released(b))
            || mouse_wheel() != (0.0, 0.0)
            || !screen::touches().is_empty();
        self.last_mouse = mouse;
        if input {
            self.calm_since = None;
        }
    }

    /// Call before `next_frame()`: waits out the rest of the frame. `calm` says that only the
    /// torches (and other sprite animations) move on the screen.
    pub fn wait(&mut self, calm: bool) {
        let now = get_time();
        self.calm_since = match calm {
            true => Some(self.calm_since.unwrap_or(now)),
            false => None,
        };
        if !self.enabled {
            return;
        }
        let settled = self.calm_since.is_some_and(|since| now - since >= SETTLE);
        let rate = if settled { CALM } else { FAST };
        let left = 1.0 / rate - (get_time() - self.frame_began);
        if left > 0.0 {
            sleep(left);
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn sleep(seconds: f64) {
    std::thread::sleep(std::time::Duration::from_secs_f64(seconds));
}

/// The browser calls each frame when it is time: nothing to wait for.
#[cfg(target_arch = "wasm32")]
fn sleep(_seconds: f64) {}
