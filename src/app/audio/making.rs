//! Rendering the scores to WAV, effects first (they are short), then the tracks, the first
//! quadrant's first. On desktop a thread renders them beside the frames; the browser has no
//! threads, so there one is rendered a frame.

use super::fade::TRACKS;
use super::library::{self, Sfx};
use super::wav;

/// What a rendered sound is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Effect(Sfx),
    /// A quadrant's track, by difficulty.
    Music(usize),
}

/// A rendered sound: its WAV bytes, or why it could not be made.
pub type Made = (Slot, Result<Vec<u8>, String>);

/// Every sound, in the order they are rendered.
fn slots() -> impl Iterator<Item = Slot> {
    (Sfx::ALL.into_iter().map(Slot::Effect)).chain((0..TRACKS).map(Slot::Music))
}

/// Renders one sound: the score parsed and synthesised, checked to be a WAV.
fn make(slot: Slot) -> Made {
    let score = match slot {
        Slot::Effect(sfx) => library::sfx_score(sfx),
        Slot::Music(q) => library::music_score(q),
    };
    let made = score.map_err(|e| e.to_string()).and_then(|score| {
        let bytes = library::to_wav(&score);
        // Only ever hand the loader a WAV: anything else panics natively and hangs on the web.
        match wav::looks_like_wav(&bytes) {
            true => Ok(bytes),
            false => Err(format!("{}: not a WAV file", score.file)),
        }
    });
    (slot, made)
}

/// Sounds being rendered, handed over as they are ready.
pub struct Maker {
    #[cfg(not(target_arch = "wasm32"))]
    ready: Option<std::sync::mpsc::Receiver<Made>>,
    #[cfg(target_arch = "wasm32")]
    ready: Vec<Slot>,
    /// Sounds not yet handed over.
    left: usize,
}

impl Maker {
    /// Starts rendering every sound; `stop` says when to give up (no sound device).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start(stop: fn() -> bool) -> Maker {
        let (send, ready) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("synthesiser".to_string())
            .spawn(move || {
                for slot in slots() {
                    if stop() || send.send(make(slot)).is_err() {
                        return;
                    }
                }
            });
        let ready = spawned.ok().map(|_| ready);
        let left = if ready.is_some() { slots().count() } else { 0 };
        Maker { ready, left }
    }

    /// Prepares to render every sound, one a call to `take_ready` (the browser has no
    /// threads); `stop` says when to give up (no sound device).
    #[cfg(target_arch = "wasm32")]
    pub fn start(stop: fn() -> bool) -> Maker {
        let ready: Vec<Slot> = match stop() {
            true => Vec::new(),
            false => slots().collect::<Vec<_>>().into_iter().rev().collect(),
        };
        let left = ready.len();
        Maker { ready, left }
    }

    /// The sounds finished since the last call.
    pub fn take_ready(&mut self) -> Vec<Made> {
        #[cfg(not(target_arch = "wasm32"))]
        let made: Vec<Made> = match &self.ready {
            Some(ready) => ready.try_iter().collect(),
            None => Vec::new(),
        };
        #[cfg(target_arch = "wasm32")]
        let made: Vec<Made> = self.ready.pop().map(make).into_iter().collect();
        self.left = self.left.saturating_sub(made.len());
        made
    }

    /// Whether every sound has been handed over.
    pub fn finished(&self) -> bool {
        self.left == 0
    }
}
