//! Reading a file the player or a designer named, which may be anything: only a regular file
//! (or a link to one) is opened, since a named pipe would block and a device never end, and
//! never more than a stated number of bytes is read.

use std::fs;
use std::io::{self, Read};
use std::path::Path;

/// Reads a regular file (or a link to one) of at most `limit` bytes; a longer one is an error,
/// not read whole, and so is anything else (a folder, a named pipe, a device), not opened.
pub fn read_bounded(path: &Path, limit: usize) -> io::Result<Vec<u8>> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::other("not a regular file"));
    }
    if meta.len() > limit as u64 {
        return Err(too_long(meta.len(), limit));
    }
    let mut bytes = Vec::new();
    fs::File::open(path)?
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() > limit {
        // The file grew while it was read.
        return Err(too_long(bytes.len() as u64, limit));
    }
    Ok(bytes)
}

fn too_long(length: u64, limit: usize) -> io::Error {
    io::Error::other(format!("{length} bytes, more than the {limit} it may hold"))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_are_read_and_a_named_pipe_never_blocks() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_bounded(dir.path(), 10).is_err(), "a folder");
        assert!(
            read_bounded(Path::new("/dev/zero"), 10).is_err(),
            "a device"
        );
        let fifo = dir.path().join("fifo");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let err = read_bounded(&fifo, 10).unwrap_err();
            assert!(err.to_string().contains("not a regular file"), "{err}");
        }
        let file = dir.path().join("small");
        fs::write(&file, b"12345").unwrap();
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(
            read_bounded(&link, 10).unwrap(),
            b"12345",
            "a link to a file"
        );
        assert!(read_bounded(&file, 4).is_err(), "longer than the limit");
    }
}
