//! Where a run's files live on this platform: the save, the hall of fame and the morgue
//! folder share one data folder.

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variable that puts the data folder elsewhere (tests use a temporary one).
pub const DATA_DIR_VAR: &str = "TORCHDEEP_DATA_DIR";

/// Which of the user's folders: configuration (the settings) or data (saves, morgue files).
/// They differ on Linux and the BSDs only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Folder {
    Config,
    Data,
}

/// The game's data folder, from the environment `var`: `$TORCHDEEP_DATA_DIR` when set, else
/// `$XDG_DATA_HOME/torchdeep` or `$HOME/.local/share/torchdeep` on Linux and the BSDs,
/// `%APPDATA%\torchdeep` on Windows, `$HOME/Library/Application Support/torchdeep` on macOS,
/// the app's internal storage on Android (beside the settings); none in the browser, where
/// local storage serves, or when the environment names no absolute folder.
pub fn data_dir(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let path = |key: &str| var(key).map(PathBuf::from).filter(|p| p.is_absolute());
    path(DATA_DIR_VAR).or_else(|| user_folder(Folder::Data, &var).map(|b| b.join("torchdeep")))
}

/// The user's folder of a kind, from the environment `var`: on Linux and the BSDs
/// `$XDG_CONFIG_HOME` or `$HOME/.config` (configuration), `$XDG_DATA_HOME` or
/// `$HOME/.local/share` (data); `%APPDATA%` on Windows, `$HOME/Library/Application Support`
/// on macOS, the app's internal storage on Android; none in the browser.
#[allow(unused_variables)]
pub fn user_folder(folder: Folder, var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let path = |key: &str| var(key).map(PathBuf::from).filter(|p| p.is_absolute());
    #[cfg(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    ))]
    return match folder {
        Folder::Config => {
            path("XDG_CONFIG_HOME").or_else(|| path("HOME").map(|h| h.join(".config")))
        }
        Folder::Data => {
            path("XDG_DATA_HOME").or_else(|| path("HOME").map(|h| h.join(".local").join("share")))
        }
    };
    #[cfg(any(target_os = "macos", target_os = "ios"))]
    return path("HOME").map(|h| h.join("Library").join("Application Support"));
    #[cfg(windows)]
    return path("APPDATA");
    // The internal storage of the package `cargo quad-apk` builds (Cargo.toml's metadata).
    #[cfg(target_os = "android")]
    return Some(PathBuf::from("/data/data/rust.torchdeep/files"));
    #[cfg(not(any(unix, windows)))]
    return None;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<OsString> {
        move |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn the_override_wins_when_absolute() {
        let vars = env(&[(DATA_DIR_VAR, "/tmp/td"), ("HOME", "/home/u")]);
        assert_eq!(data_dir(vars), Some(PathBuf::from("/tmp/td")));
        let relative = env(&[(DATA_DIR_VAR, "td"), ("HOME", "/home/u")]);
        assert_ne!(data_dir(relative), Some(PathBuf::from("td")));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_follows_the_xdg_data_folder() {
        assert_eq!(
            data_dir(env(&[("XDG_DATA_HOME", "/x/data"), ("HOME", "/home/u")])),
            Some(PathBuf::from("/x/data/torchdeep"))
        );
        assert_eq!(
            data_dir(env(&[("XDG_DATA_HOME", "relative"), ("HOME", "/home/u")])),
            Some(PathBuf::from("/home/u/.local/share/torchdeep"))
        );
        assert_eq!(data_dir(env(&[("HOME", "")])), None);
        assert_eq!(data_dir(env(&[])), None);
    }
}
