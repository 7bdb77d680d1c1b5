//! Handing rendered sounds to the player: effects as soon as they are ready; on desktop a
//! music track only while it sounds (let go when it falls silent and loaded again from its
//! WAV, an eighth of the size of the player's copy). The browser decodes sounds
//! asynchronously, over frames: there each is loaded once and kept.

use macroquad::audio::{load_sound_from_bytes, Sound};

use super::making::Slot;
use super::{device_missing, log_line, Audio};

impl Audio {
    /// Takes what the synthesiser has finished: effects are loaded, tracks kept as WAV (on
    /// desktop) or loaded (in the browser).
    pub(super) fn receive(&mut self) {
        #[cfg(target_arch = "wasm32")]
        self.poll_decoding();
        if let Some(ready) = self.maker.as_mut().map(|m| m.take_ready()) {
            for (slot, made) in ready {
                match made {
                    Ok(bytes) => self.load(slot, bytes),
                    Err(problem) => self.problems.push(problem),
                }
            }
            if self.maker.as_ref().is_some_and(|m| m.finished()) {
                self.maker = None;
            }
        }
        // Once everything is made; later trouble (a track that will not load) as it comes.
        if self.maker.is_none() {
            self.report_problems();
        }
    }

    /// Loads track `i` when it is to sound and is not loaded; lets it go once silent (when it
    /// can be loaded again).
    pub(super) fn keep_loaded(&mut self, i: usize, audible: bool) {
        match (audible, self.music[i].is_some()) {
            (true, false) => {
                if let Some(bytes) = self.music_wav[i].take() {
                    self.music[i] = self.load_now(&bytes);
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

    /// Natively: an effect is loaded now, a track kept as WAV until it sounds.
    #[cfg(not(target_arch = "wasm32"))]
    fn load(&mut self, slot: Slot, bytes: Vec<u8>) {
        match slot {
            Slot::Effect(sfx) => self.effects[sfx.index()] = self.load_now(&bytes),
            Slot::Music(q) => self.music_wav[q] = Some(bytes),
        }
    }

    /// Loads a WAV into the player at once; `None` without a device or on failure (noted for
    /// the log).
    #[cfg(not(target_arch = "wasm32"))]
    fn load_now(&mut self, bytes: &[u8]) -> Option<Sound> {
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

    /// In the browser every sound is loaded as it is made (see `load`).
    #[cfg(target_arch = "wasm32")]
    fn load_now(&mut self, _bytes: &[u8]) -> Option<Sound> {
        None
    }

    /// In the browser: starts decoding, which `poll_decoding` follows from frame to frame.
    #[cfg(target_arch = "wasm32")]
    fn load(&mut self, slot: Slot, bytes: Vec<u8>) {
        if device_missing() {
            return;
        }
        let future = Box::pin(async move { load_sound_from_bytes(&bytes).await });
        self.decoding.push((slot, future));
    }

    /// Moves each decoding on: macroquad's loader waits for the browser a frame at a time,
    /// and a frame has passed since the last call.
    #[cfg(target_arch = "wasm32")]
    fn poll_decoding(&mut self) {
        let mut context = std::task::Context::from_waker(std::task::Waker::noop());
        let mut i = 0;
        while i < self.decoding.len() {
            let (slot, future) = &mut self.decoding[i];
            let slot = *slot;
            match future.as_mut().poll(&mut context) {
                std::task::Poll::Pending => i += 1,
                std::task::Poll::Ready(loaded) => {
                    drop(self.decoding.swap_remove(i));
                    let sound = match loaded {
                        Ok(sound) => Some(sound),
                        Err(e) => {
                            self.problems.push(e.to_string());
                            None
                        }
                    };
                    match slot {
                        Slot::Effect(sfx) => self.effects[sfx.index()] = sound,
                        Slot::Music(q) => self.music[q] = sound,
                    }
                }
            }
        }
    }
}

/// A sound the browser is decoding, and what it is for.
#[cfg(target_arch = "wasm32")]
pub(super) type Decoding = (
    Slot,
    std::pin::Pin<Box<dyn std::future::Future<Output = Result<Sound, macroquad::Error>>>>,
);
