//! Sound and music. Everything is made here: a small synthesiser renders the scores in
//! `assets/music` (one looping track per quadrant) and `assets/sfx` (one recipe per effect) to
//! 16-bit WAV in memory, which macroquad's audio (quad-snd) plays.
//!
//! [`Audio`] crossfades the quadrant tracks as the player moves (down in transition hallways,
//! up into the next quadrant), plays an effect for each game event, and keeps the volume
//! settings between runs. Without a sound device (CI, a server) it stays silent: the quad-snd
//! audio thread panics at start-up, [`watch_device`] notices, and nothing is sent to it again.

mod cues;
mod fade;
mod library;
mod loading;
mod making;
mod score;
mod settings;
mod synth;
mod wav;

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;

use macroquad::audio::{play_sound, set_sound_volume, stop_sound, PlaySoundParams, Sound};
use torchdeep::data::MonsterId;
use torchdeep::rules::Event;

pub use cues::{adjust_volume, sound_of};
use fade::{Crossfade, TRACKS};
pub use library::Sfx;
use making::Maker;
pub use settings::Settings;

/// Seconds after the last change of a setting before it is written to disk.
const SAVE_DELAY: f32 = 0.5;

static NO_DEVICE: AtomicBool = AtomicBool::new(false);
static WATCH: Once = Once::new();

/// Notices when the audio thread of quad-snd panics (no sound device), so that the game stops
/// sending it sounds. Call before the window opens, after any panic hook of your own: it
/// chains to the hook already installed (which reports the panic). Calling again does nothing.
pub fn watch_device() {
    WATCH.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if info
                .location()
                .is_some_and(|l| l.file().contains("quad-snd"))
            {
                NO_DEVICE.store(true, Ordering::SeqCst);
            }
            previous(info);
        }));
    });
}

/// Whether the sound device turned out to be missing.
pub fn device_missing() -> bool {
    NO_DEVICE.load(Ordering::SeqCst)
}

fn log_line(line: &str) {
    macroquad::logging::warn!("torchdeep: {}", line);
}

/// The game's sound: music tracks, effects, volumes.
pub struct Audio {
    /// One per quadrant difficulty, loaded while it sounds; `None` until then, or if it could
    /// not be made.
    music: [Option<Sound>; TRACKS],
    /// Each track as rendered (16-bit mono WAV), kept to load again when it next sounds: the
    /// player holds a loaded track as 44.1 kHz stereo `f32`, eight times the size.
    music_wav: [Option<Vec<u8>>; TRACKS],
    /// One per [`Sfx`], in the order of [`Sfx::ALL`]; `None` until made, or if it could not be.
    effects: Vec<Option<Sound>>,
    /// The sounds still being rendered, and what went wrong so far.
    maker: Option<Maker>,
    problems: Vec<String>,
    /// Frames (calls to `update`) until the synthesiser starts.
    synthesise_in: Option<u8>,
    /// Sounds the browser is still decoding.
    #[cfg(target_arch = "wasm32")]
    decoding: Vec<loading::Decoding>,
    fade: Crossfade,
    /// Whether each track has been started (looping) and not stopped since.
    playing: [bool; TRACKS],
    /// The volume last sent for each track.
    sent: [f32; TRACKS],
    settings: Settings,
    settings_path: Option<PathBuf>,
    /// Seconds until the settings are saved, after a change.
    save_in: Option<f32>,
    save_failed: bool,
    player: MonsterId,
    /// Effects already started this frame, one bit per [`Sfx`].
    played: u32,
}

/// The settings' name in the browser's local storage.
const SETTINGS_KEY: &str = "settings";

/// The saved settings: the browser's local storage on the web, else the settings file.
fn saved_settings(path: Option<&std::path::Path>) -> Settings {
    match super::web::stored(SETTINGS_KEY) {
        Some(text) => Settings::parse(&text),
        None => path.map(Settings::load_from).unwrap_or_default(),
    }
}

impl Audio {
    /// Starts making every track and effect once the first frame is shown (on desktop in a
    /// thread; in the browser, which has no threads, one a frame), with the saved volume
    /// settings; each is loaded once it is ready. `player` is the player's monster row
    /// (`tables.player()`). If something cannot be made, or there is no sound device, the game
    /// goes on without it after one line in the log.
    pub async fn new(player: MonsterId) -> Audio {
        watch_device();
        let settings_path = settings::settings_path();
        let mut audio = Audio::silent(player);
        audio.settings = saved_settings(settings_path.as_deref());
        audio.settings_path = settings_path;
        // After the first frame: the synthesiser does not compete with it for the processor.
        audio.synthesise_in = Some(2);
        audio
    }

    /// An `Audio` that never makes a sound (tests, tools), with default settings.
    #[allow(dead_code)]
    pub fn silent(player: MonsterId) -> Audio {
        Audio {
            music: Default::default(),
            music_wav: Default::default(),
            effects: vec![None; Sfx::ALL.len()],
            maker: None,
            problems: Vec::new(),
            synthesise_in: None,
            #[cfg(target_arch = "wasm32")]
            decoding: Vec::new(),
            fade: Crossfade::default(),
            playing: [false; TRACKS],
            sent: [0.0; TRACKS],
            settings: Settings::default(),
            settings_path: None,
            save_in: None,
            save_failed: false,
            player,
            played: 0,
        }
    }

    /// The player's monster row changed (the tables were read again).
    pub fn set_player(&mut self, player: MonsterId) {
        self.player = player;
    }

    /// Plays the effect of a game event, if it has one. Pass the events the player saw or
    /// heard; the same effect starts at most once a frame.
    pub fn on_event(&mut self, event: &Event) {
        if let Some(sfx) = library::effect_for(event, self.player) {
            self.play(sfx);
        }
    }

    /// Plays an effect (at most once a frame).
    pub fn play(&mut self, sfx: Sfx) {
        let bit = 1 << sfx.index();
        if self.settings.muted || self.settings.effects <= 0.0 || self.played & bit != 0 {
            return;
        }
        self.played |= bit;
        if device_missing() {
            return;
        }
        if let Some(Some(sound)) = self.effects.get(sfx.index()) {
            play_sound(
                sound,
                PlaySoundParams {
                    looped: false,
                    volume: self.settings.effects,
                },
            );
        }
    }

    /// Where the player is: in a quadrant of this difficulty (0 for aa … 3 for ba), or in a
    /// transition hallway (`None`), where the music fades down.
    pub fn set_place(&mut self, quadrant: Option<u8>) {
        self.fade.set_place(quadrant);
    }

    /// Fades the music out (title, game over and victory screens); `set_place` brings it back.
    pub fn fade_out(&mut self) {
        self.fade.silence();
    }

    /// Call once a frame: moves the fades along and saves changed settings.
    pub fn update(&mut self, dt: f32) {
        self.played = 0;
        self.synthesise_in = match self.synthesise_in {
            Some(0) => {
                self.maker = Some(Maker::start(device_missing));
                None
            }
            later => later.map(|n| n - 1),
        };
        self.receive();
        self.fade.update(dt);
        self.apply_music();
        if let Some(t) = self.save_in.as_mut() {
            *t -= dt;
            if *t <= 0.0 {
                self.save_settings();
            }
        }
    }

    fn apply_music(&mut self) {
        if device_missing() {
            return;
        }
        let master = if self.settings.muted {
            0.0
        } else {
            self.settings.music
        };
        for i in 0..TRACKS {
            self.keep_loaded(i, self.fade.audible(i));
            let Some(sound) = &self.music[i] else {
                continue;
            };
            let volume = self.fade.gain(i) * master;
            if self.fade.audible(i) {
                if !self.playing[i] {
                    play_sound(
                        sound,
                        PlaySoundParams {
                            looped: true,
                            volume,
                        },
                    );
                    self.playing[i] = true;
                    self.sent[i] = volume;
                } else if (volume - self.sent[i]).abs() > 1e-3
                    || (volume == 0.0) != (self.sent[i] == 0.0)
                {
                    set_sound_volume(sound, volume);
                    self.sent[i] = volume;
                }
            } else if self.playing[i] {
                stop_sound(sound);
                self.playing[i] = false;
                self.sent[i] = 0.0;
            }
        }
    }

    /// Mutes or unmutes everything (the `M` key); returns whether it is muted now.
    pub fn toggle_mute(&mut self) -> bool {
        self.settings.muted = !self.settings.muted;
        self.changed();
        self.settings.muted
    }

    /// Music volume, 0..=1.
    pub fn set_music_volume(&mut self, volume: f32) {
        self.settings.music = volume.clamp(0.0, 1.0);
        self.changed();
    }

    /// Effects volume, 0..=1.
    pub fn set_effects_volume(&mut self, volume: f32) {
        self.settings.effects = volume.clamp(0.0, 1.0);
        self.changed();
    }

    /// The current volumes and mute.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    fn changed(&mut self) {
        self.save_in = Some(SAVE_DELAY);
    }

    /// Writes the settings now if they changed (also done shortly after each change, and when
    /// the `Audio` is dropped). A failure is logged once; the game goes on.
    pub fn save_settings(&mut self) {
        if self.save_in.take().is_none() {
            return;
        }
        if super::web::store(SETTINGS_KEY, &self.settings.to_text()) {
            return;
        }
        let Some(path) = &self.settings_path else {
            return;
        };
        if let Err(e) = self.settings.save_to(path) {
            if !self.save_failed {
                self.save_failed = true;
                log_line(&format!(
                    "could not save sound settings to {}: {e}",
                    path.display()
                ));
            }
        }
    }
}

impl Drop for Audio {
    fn drop(&mut self) {
        self.save_settings();
        if device_missing() {
            // Dropping a sound messages the dead audio thread, which prints a line each time.
            let music = self.music.iter_mut().map(Option::take);
            for sound in music.chain(self.effects.drain(..)) {
                std::mem::forget(sound);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_change_without_a_device_or_a_window() {
        let mut audio = Audio::silent(MonsterId(0));
        assert!(audio.toggle_mute());
        audio.set_music_volume(3.0);
        audio.set_effects_volume(-1.0);
        assert_eq!(
            audio.settings(),
            Settings {
                music: 1.0,
                effects: 0.0,
                muted: true,
                touch: false,
            }
        );
        // Nothing is loaded, so nothing reaches macroquad (which has no context here).
        audio.set_place(Some(1));
        audio.play(Sfx::Hit);
        audio.update(1.0);
        audio.set_place(None);
        audio.update(1.0);
        audio.save_settings();
        assert!(!audio.toggle_mute());
    }
}
