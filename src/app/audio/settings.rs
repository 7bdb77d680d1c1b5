//! Settings that persist between runs: music volume, effects volume, mute, and the on-screen
//! touch controls. On desktop they live in `torchdeep/settings.txt` under the user's
//! configuration directory, on Android in the app's internal storage, as `key = value` lines
//! written atomically (a temporary file renamed over the old one); in the browser in the
//! page's local storage. A missing or damaged file gives the defaults; it never stops the game.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

use crate::app::saves::paths::{user_folder, Folder};

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
        format!(
            "# torchdeep settings\nmusic = {:.2}\neffects = {:.2}\nmuted = {}\ntouch = {}\n",
            self.music, self.effects, self.muted, self.touch
        )
    }

    /// The settings in `path`, or the defaults if it is missing or unreadable.
    pub fn load_from(path: &Path) -> Settings {
        match std::fs::read_to_string(path) {
            Ok(text) => Settings::parse(&text),
            Err(_) => Settings::default(),
        }
    }

    /// Writes to `path` atomically, creating its directory.
    pub fn save_to(&self, path: &Path) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(format!(".tmp{}", std::process::id()));
        let tmp = PathBuf::from(tmp);
        let written = (|| {
            use std::io::Write;
            let mut f = std::fs::File::create(&tmp)?;
            f.write_all(self.to_text().as_bytes())?;
            f.sync_all()?;
            std::fs::rename(&tmp, path)
        })();
        if written.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        written
    }
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
