//! Telling when the app is suspended, to save the run first. miniquad reports it as a
//! "window minimised" event: on Android when the activity pauses, in the browser when the tab
//! is hidden or loses focus, on X11, Windows and macOS when the window loses focus. macroquad
//! hands it to every input subscriber, so this one listens for nothing else.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::EventHandler;

pub struct Suspend {
    subscriber: usize,
    watcher: Watcher,
}

struct Watcher {
    suspended: bool,
}

impl Suspend {
    pub fn new() -> Suspend {
        Suspend {
            subscriber: register_input_subscriber(),
            watcher: Watcher { suspended: false },
        }
    }

    /// Whether the app was suspended since the last call (call it every frame: the events
    /// wait in a queue until then).
    pub fn poll(&mut self) -> bool {
        self.watcher.suspended = false;
        repeat_all_miniquad_input(&mut self.watcher, self.subscriber);
        self.watcher.suspended
    }
}

impl EventHandler for Watcher {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn window_minimized_event(&mut self) {
        self.suspended = true;
    }
}
