//! How the window is opened: the launch options the command line gives, the screen to start
//! on, and the little helpers of the main loop (the next run's seed, saving a screenshot).

use std::path::PathBuf;

use macroquad::prelude::*;
use torchdeep::data::{Resources, Tables};

use super::overlay;

/// The screen the app opens on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
pub enum StartScreen {
    Title,
    Help,
    Game,
    Pause,
    End,
    /// The hall of fame, over the title.
    Hall,
    /// The character screen (`c`), over a new run.
    Character,
    /// The inventory (`i`), over a new run.
    Inventory,
    /// The journal (`J`), over a new run.
    Journal,
    /// The shop, over a new run begun inside the first shop of a dungeon.
    Shop,
    /// The spellbook (`K`), over a new run of a wizard.
    Spellbook,
    /// The creation screen that New game opens.
    Create,
    /// The Rogue Code editor.
    Roguecode,
}

/// How the game was started.
pub struct Launch {
    pub tables: Tables,
    pub resources: Resources,
    pub seed: u64,
    /// Save the frame as PNG after `frames` frames and quit.
    pub screenshot: Option<PathBuf>,
    pub frames: u32,
    /// Time the frames and print the figures at the end (`--frame-stats`); without a
    /// screenshot, quit after `frames` frames.
    pub frame_stats: bool,
    /// The first screen; by default the title, or the game when taking a screenshot.
    pub screen: Option<StartScreen>,
    /// On-screen buttons and taps (clicks act as taps); always on Android.
    pub touch: bool,
    /// Open the debug overlay at start with these panels.
    pub overlay: Option<overlay::Panels>,
    /// Where the tables and maps were read from, to read them again.
    pub source: overlay::DataSource,
    /// A Rogue Code script to open, and the seed of a raid to watch at once
    /// (`torchdeep raid SCRIPT --watch SEED`).
    pub rogue: Option<(String, Option<u64>)>,
}

/// The window's size in logical pixels when it opens (`--window WIDTHxHEIGHT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowSize {
    pub width: u16,
    pub height: u16,
}

impl Default for WindowSize {
    fn default() -> Self {
        WindowSize {
            width: 1280,
            height: 720,
        }
    }
}

impl WindowSize {
    /// The smallest window the screens are laid out for: a small phone held sideways.
    pub const MIN: WindowSize = WindowSize {
        width: 480,
        height: 270,
    };
    pub const MAX: WindowSize = WindowSize {
        width: 7680,
        height: 4320,
    };

    /// Reads `WIDTHxHEIGHT`, such as `854x480`, within [`WindowSize::MIN`] and
    /// [`WindowSize::MAX`].
    pub fn parse(text: &str) -> Result<WindowSize, String> {
        let (min, max) = (Self::MIN, Self::MAX);
        let expected = format!(
            "expected WIDTHxHEIGHT in pixels, such as 1280x720, from {}x{} to {}x{}",
            min.width, min.height, max.width, max.height
        );
        let (w, h) = text
            .split_once(['x', 'X'])
            .ok_or_else(|| format!("window size {text:?}: {expected}"))?;
        let number = |s: &str| s.trim().parse::<u16>().ok();
        match (number(w), number(h)) {
            (Some(width), Some(height))
                if (min.width..=max.width).contains(&width)
                    && (min.height..=max.height).contains(&height) =>
            {
                Ok(WindowSize { width, height })
            }
            _ => Err(format!("window size {text:?}: {expected}")),
        }
    }
}

pub fn window_conf(size: WindowSize) -> macroquad::conf::Conf {
    macroquad::conf::Conf {
        miniquad_conf: miniquad::conf::Conf {
            window_title: "torchdeep".to_string(),
            window_width: i32::from(size.width),
            window_height: i32::from(size.height),
            window_resizable: true,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Saves the frame drawn as PNG (for `--screenshot`), as seen: blending leaves the
/// framebuffer's alpha below 1, so it is made opaque.
pub(super) fn save_frame(path: &std::path::Path) {
    let mut shot = get_screen_data();
    for pixel in shot.bytes.chunks_exact_mut(4) {
        pixel[3] = 255;
    }
    shot.export_png(&path.to_string_lossy());
}

/// A new seed for the next run, well mixed from the last (splitmix64).
pub(super) fn next_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_sizes_are_read_within_bounds() {
        let read = WindowSize::parse;
        assert_eq!(
            read("854x480"),
            Ok(WindowSize {
                width: 854,
                height: 480
            })
        );
        assert_eq!(read("1280X720"), Ok(WindowSize::default()));
        for bad in [
            "",
            "854",
            "x480",
            "854x",
            "wide x tall",
            "100x100",
            "99999x480",
            "-5x480",
        ] {
            let error = read(bad).unwrap_err();
            assert!(
                error.contains(&format!("{bad:?}")) && error.contains("expected WIDTHxHEIGHT"),
                "{bad:?}: {error}"
            );
        }
    }
}
