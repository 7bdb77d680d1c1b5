//! Files that must survive a crash: written whole to a new file that is then renamed over the
//! old one, so an interrupted write leaves the previous file as it was; and a file that cannot
//! be read is moved aside, never deleted.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: to `path` + `.new`, flushed to disk, then renamed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
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

/// Reads a file of at most `limit` bytes; a longer one is an error, not read whole.
pub fn read_bounded(path: &Path, limit: usize) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    fs::File::open(path)?
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() > limit {
        return Err(io::Error::other(format!("larger than {limit} bytes")));
    }
    Ok(bytes)
}

fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}
