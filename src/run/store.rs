//! Files that must survive a crash: written whole to a new file that is then renamed over the
//! old one, so an interrupted write leaves the previous file as it was; and a file that cannot
//! be read is moved aside, never deleted. Only regular files are read (a named pipe would
//! block, a device never end), and a symlink is written through, so the file it names is
//! replaced and the link stays.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

pub use crate::data::bounded::read_bounded;

/// Writes `bytes` to `path` atomically: to `path` + `.new`, flushed to disk, then renamed.
/// Where `path` is a symlink, the file it points to is the one written.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let resolved = through_links(path)?;
    let path = resolved.as_path();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir)?;
    }
    let temporary = sibling(path, ".new");
    {
        // Closed before the rename, which some systems refuse on an open file.
        let mut file = fs::File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
    }
    fs::rename(&temporary, path)
}

/// Moves an unreadable file out of the way, to `name.bad` (or `name.bad-2`, … when that is
/// taken), and says where it went.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let mut n = 1;
    loop {
        let suffix = if n == 1 {
            ".bad".to_string()
        } else {
            format!(".bad-{n}")
        };
        let target = sibling(path, &suffix);
        if !target.exists() {
            fs::rename(path, &target)?;
            return Ok(target);
        }
        n += 1;
        if n > 1000 {
            return Err(io::Error::other("too many damaged files kept aside"));
        }
    }
}

/// The path a chain of symlinks at `path` ends in (`path` itself when it is no link); a
/// dangling link's target may not exist yet. Relative targets are read from the link's
/// folder; a chain longer than 32 is an error.
fn through_links(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..32 {
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&at)?;
                at = match at.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many symlinks"))
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_symlink_is_written_through_and_stays_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let elsewhere = dir.path().join("elsewhere");
        fs::create_dir(&elsewhere).unwrap();
        let target = elsewhere.join("real.save");
        fs::write(&target, b"old").unwrap();
        let link = dir.path().join("run.save");
        std::os::unix::fs::symlink("elsewhere/real.save", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        let meta = fs::symlink_metadata(&link).unwrap();
        assert!(meta.file_type().is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"new");
        // A loop of links is an error, not a hang.
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::os::unix::fs::symlink(&b, &a).unwrap();
        std::os::unix::fs::symlink(&a, &b).unwrap();
        assert!(write_atomic(&a, b"x").is_err());
    }
}
