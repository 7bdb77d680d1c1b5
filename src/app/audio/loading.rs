//! Handing rendered sounds to the player: effects as soon as they are ready, a music track
//! only while it sounds (on desktop it is let go when it falls silent and loaded again from
//! its WAV, which is an eighth of the player's copy).

use macroquad::audio::{load_sound_from_bytes, Sound};

use super::making::Slot;
use super::{device_missing, log_line, Audio};

impl Audio {
    /// Takes what the synthesiser has finished: effects are loaded, tracks kept as WAV.
    pub(super) fn receive(&mut self) {
        let Some(ready) = self.maker.as_mut().map(|m| m.take_ready()) else {
            return;
        };
        for (slot, made) in ready {
            let bytes = match made {
                Ok(bytes) => bytes,
                Err(problem) => {
                    self.problems.push(problem);
                    continue;
                }
            };
            match slot {
                Slot::Effect(sfx) => self.effects[sfx.index()] = self.load(&bytes),
                Slot::Music(q) => self.music_wav[q] = Some(bytes),
            }
        }
        if self.maker.as_ref().is_some_and(|m| m.finished()) {
            self.maker = None;
            self.report_problems();
        }
    }

    /// Loads track `i` when it is to sound and is not loaded; lets it go once silent (when it
    /// can be loaded again).
    pub(super) fn keep_loaded(&mut self, i: usize, audible: bool) {
        match (audible, self.music[i].is_some()) {
            (true, false) => {
                if let Some(bytes) = self.music_wav[i].take() {
                    self.music[i] = self.load(&bytes);
                    self.music_wav[i] = Some(bytes);
                }
            }
            (false, true) if !self.playing[i] && self.music_wav[i].is_some() => {
                let sound = self.music[i].take();
                if device_missing() {
                    // Dropping a sound messages the dead audio thread, which prints a line.
                    std::mem::forget(sound);
                }
            }
            _ => {}
        }
    }

    /// One line in the log for whatever could not be made.
    fn report_problems(&mut self) {
        if let Some(first) = self.problems.first() {
            let more = match self.problems.len() {
                1 => String::new(),
                n => format!(" (and {} more)", n - 1),
            };
            log_line(&format!("sound: {first}{more}; playing without it"));
        }
        self.problems.clear();
    }

    /// Loads a WAV into the player, natively at once; `None` without a device or on failure
    /// (noted for the log).
    #[cfg(not(target_arch = "wasm32"))]
    fn load(&mut self, bytes: &[u8]) -> Option<Sound> {
        use std::future::Future;
        if device_missing() {
            return None;
        }
        // Natively the loader never waits: its future is ready on the first poll.
        let mut future = std::pin::pin!(load_sound_from_bytes(bytes));
        let mut context = std::task::Context::from_waker(std::task::Waker::noop());
        match future.as_mut().poll(&mut context) {
            std::task::Poll::Ready(Ok(sound)) => Some(sound),
            std::task::Poll::Ready(Err(e)) => {
                self.problems.push(e.to_string());
                None
            }
            std::task::Poll::Pending => None,
        }
    }

    /// In the browser sounds are decoded asynchronously: everything is loaded before the
    /// loop, and kept.
    #[cfg(target_arch = "wasm32")]
    fn load(&mut self, _bytes: &[u8]) -> Option<Sound> {
        None
    }

    /// Renders and loads every sound now, tracks included, and keeps them (the browser).
    #[cfg(target_arch = "wasm32")]
    pub(super) async fn load_all_now(&mut self) {
        let Some(mut maker) = self.maker.take() else {
            return;
        };
        for (slot, made) in maker.take_ready() {
            let loaded = match made {
                Ok(bytes) if !device_missing() => load_sound_from_bytes(&bytes)
                    .await
                    .map_err(|e| e.to_string()),
                Ok(_) => continue,
                Err(problem) => Err(problem),
            };
            let sound = match loaded {
                Ok(sound) => Some(sound),
                Err(problem) => {
                    self.problems.push(problem);
                    None
                }
            };
            match slot {
                Slot::Effect(sfx) => self.effects[sfx.index()] = sound,
                Slot::Music(q) => self.music[q] = sound,
            }
        }
        self.report_problems();
    }
}
