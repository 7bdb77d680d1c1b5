//! Settings that persist between runs: music volume, effects volume, mute, and the on-screen
//! touch controls. On desktop they live in `torchdeep/settings.txt` under the user's
//! configuration directory, on Android in the app's internal storage, as `key = value` lines
//! written atomically (a temporary file renamed over the old one); in the browser in the
//! page's local storage. A missing or damaged file gives the defaults; it never stops the game.
//! Only a regular file of at most [`MAX_SETTINGS_BYTES`] is read. Saving rewrites the values
//! of the lines it knows and keeps every other line the player wrote (comments, unknown keys),
//! and writes through a symlink.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use torchdeep::run::store;

use crate::app::saves::paths::{user_folder, Folder};

/// The most a settings file may hold: a few lines are expected.
pub const MAX_SETTINGS_BYTES: usize = 64 << 10;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// 0..=1.
    pub music: f32,
    /// 0..=1.
    pub effects: f32,
    pub muted: bool,
    /// The on-screen touch buttons, also with a mouse (`touch = true`).
    pub touch: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            music: 0.7,
            effects: 0.8,
            muted: false,
            touch: false,
        }
    }
}

impl Settings {
    /// Reads `key = value` lines; a key that is missing, unknown or has a bad value keeps its
    /// default.
    pub fn parse(text: &str) -> Settings {
        let mut s = Settings::default();
        for line in text.lines() {
            let line = line.trim();
            if line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let value = value.trim();
            let volume = || {
                value
                    .parse::<f32>()
                    .ok()
                    .filter(|v| v.is_finite())
                    .map(|v| v.clamp(0.0, 1.0))
            };
            match key.trim() {
                "music" => s.music = volume().unwrap_or(s.music),
                "effects" => s.effects = volume().unwrap_or(s.effects),
                "muted" => s.muted = value.parse().unwrap_or(s.muted),
                "touch" => s.touch = value.parse().unwrap_or(s.touch),
                _ => {}
            }
        }
        s
    }

    pub fn to_text(self) -> String {
        self.merged_into("# torchdeep settings\n")
    }

    /// The `(key, value)` lines these settings write.
    fn lines(self) -> [(&'static str, String); 4] {
        [
            ("music", format!("{:.2}", self.music)),
            ("effects", format!("{:.2}", self.effects)),
            ("muted", self.muted.to_string()),
            ("touch", self.touch.to_string()),
        ]
    }

    /// `text` with each known key's value replaced (on its first line; later repeats of it,
    /// of which only the last was read, are dropped) and the keys it lacks added at the end;
    /// every other line stays as written (line ends become `\n`).
    pub fn merged_into(self, text: &str) -> String {
        let lines = self.lines();
        let mut written = [false; 4];
        let mut out = String::with_capacity(text.len() + 64);
        for line in text.lines() {
            let key = line
                .split_once('=')
                .filter(|_| !line.trim_start().starts_with('#'))
                .map(|(k, _)| k.trim());
            match key.and_then(|k| lines.iter().position(|(name, _)| *name == k)) {
                Some(i) if written[i] => {}
                Some(i) => {
                    written[i] = true;
                    out.push_str(&format!("{} = {}\n", lines[i].0, lines[i].1));
                }
                None => {
                    out.push_str(line);
                    out.push('\n');
                }
            }
        }
        for (i, (name, value)) in lines.iter().enumerate() {
            if !written[i] {
                out.push_str(&format!("{name} = {value}\n"));
            }
        }
        out
    }

    /// The settings in `path`, or the defaults if it is missing, unreadable, too large or not a
    /// regular file.
    pub fn load_from(path: &Path) -> Settings {
        match read_text(path) {
            Some(text) => Settings::parse(&text),
            None => Settings::default(),
        }
    }

    /// Writes to `path` atomically, creating its directory, keeping what else the file held.
    pub fn save_to(&self, path: &Path) -> io::Result<()> {
        let before = read_text(path).unwrap_or_default();
        store::write_atomic(path, self.merged_into(&before).as_bytes())
    }
}

/// The settings file's text, if it is a regular file small enough (invalid UTF-8 replaced).
fn read_text(path: &Path) -> Option<String> {
    let bytes = store::read_bounded(path, MAX_SETTINGS_BYTES).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// Where the settings are kept on this platform, if anywhere.
pub fn settings_path() -> Option<PathBuf> {
    config_dir(|key| std::env::var_os(key)).map(|d| d.join("torchdeep").join("settings.txt"))
}

/// The user's configuration directory, from the environment `var` (see
/// [`user_folder`]).
fn config_dir(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    user_folder(Folder::Config, var)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("torchdeep").join("settings.txt");
        assert_eq!(
            Settings::load_from(&path),
            Settings::default(),
            "missing file"
        );
        let s = Settings {
            music: 0.25,
            effects: 1.0,
            muted: true,
            touch: true,
        };
        s.save_to(&path).unwrap();
        assert_eq!(Settings::load_from(&path), s);
        let again = Settings { music: 0.5, ..s };
        again.save_to(&path).unwrap();
        assert_eq!(Settings::load_from(&path), again);
        let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["settings.txt"], "no temporary file left behind");
    }

    #[test]
    fn a_corrupt_file_gives_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.txt");
        std::fs::write(&path, [0xff, 0xfe, 0x00, 0x80, 0x12]).unwrap();
        assert_eq!(Settings::load_from(&path), Settings::default());
        std::fs::write(
            &path,
            "music = loud\neffects=NaN\nmuted = perhaps\n=\n\n garbage",
        )
        .unwrap();
        assert_eq!(Settings::load_from(&path), Settings::default());
        let partial = Settings::parse("effects = 7\nmusic=0.3");
        assert_eq!(partial.effects, 1.0, "clamped");
        assert_eq!(partial.music, 0.3);
        assert!(!partial.muted);
        // A directory where the file should be.
        assert_eq!(Settings::load_from(dir.path()), Settings::default());
    }

    #[test]
    fn saving_keeps_comments_and_unknown_keys_and_a_symlink() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("mine.txt");
        let text = "# my torchdeep\nmusic = 0.10\ncolour = green # not ours\nmusic = 0.9\n";
        std::fs::write(&real, text).unwrap();
        let path = dir.path().join("settings.txt");
        #[cfg(unix)]
        std::os::unix::fs::symlink("mine.txt", &path).unwrap();
        #[cfg(not(unix))]
        std::fs::copy(&real, &path).unwrap();
        let loaded = Settings::load_from(&path);
        assert_eq!(loaded.music, 0.9, "the last of a repeated key is read");
        Settings {
            music: 0.5,
            ..loaded
        }
        .save_to(&path)
        .unwrap();
        #[cfg(unix)]
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink(),
            "the link stays a link"
        );
        let after = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            after,
            "# my torchdeep\nmusic = 0.50\ncolour = green # not ours\neffects = 0.80\nmuted = false\ntouch = false\n"
        );
    }

    #[cfg(unix)]
    #[test]
    fn only_small_regular_files_are_read() {
        let dir = tempfile::tempdir().unwrap();
        // A named pipe with no writer would block an open for ever.
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            assert_eq!(Settings::load_from(&fifo), Settings::default());
        }
        // A link to an endless device.
        let endless = dir.path().join("zero");
        std::os::unix::fs::symlink("/dev/zero", &endless).unwrap();
        assert_eq!(Settings::load_from(&endless), Settings::default());
        // A file far larger than settings ever are.
        let big = dir.path().join("big");
        let line = "music = 0.1\n".repeat(MAX_SETTINGS_BYTES / 8);
        std::fs::write(&big, line).unwrap();
        assert_eq!(Settings::load_from(&big), Settings::default());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 2000,
            rng_algorithm: proptest::test_runner::RngAlgorithm::ChaCha,
            rng_seed: proptest::test_runner::RngSeed::Fixed(15),
            failure_persistence: None,
            ..Default::default()
        })]

        /// Mutated settings files: reading never panics, and saving keeps every line that is
        /// not one of ours, and reads back as what was saved.
        #[test]
        fn mutated_settings_read_and_save_back(
            text in "(#[^\n]{0,12}\n|(music|effects|muted|touch|colour| touch ) ?=? ?(0\\.5|1e9|-3|NaN|true|false|yes|\u{fffd})?\n|[^\n]{0,8}\n){0,12}"
        ) {
            let settings = Settings::parse(&text);
            let saved = settings.merged_into(&text);
            proptest::prop_assert_eq!(Settings::parse(&saved), settings);
            for line in text.lines() {
                let ours = line.split_once('=').is_some_and(|(k, _)| {
                    !line.trim_start().starts_with('#')
                        && ["music", "effects", "muted", "touch"].contains(&k.trim())
                });
                if !ours {
                    let line = line.trim_end_matches('\r');
                    let kept = saved.lines().any(|l| l.trim_end_matches('\r') == line);
                    proptest::prop_assert!(kept, "{:?} lost", line);
                }
            }
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_config_dir() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |key: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| OsString::from(v))
            }
        };
        assert_eq!(
            config_dir(env(&[("XDG_CONFIG_HOME", "/x/conf"), ("HOME", "/home/u")])),
            Some(PathBuf::from("/x/conf"))
        );
        assert_eq!(
            config_dir(env(&[("XDG_CONFIG_HOME", "relative"), ("HOME", "/home/u")])),
            Some(PathBuf::from("/home/u/.config"))
        );
        assert_eq!(config_dir(env(&[("XDG_CONFIG_HOME", "")])), None);
        assert_eq!(config_dir(env(&[])), None);
    }
}
