//! The allocator's settings for the window. The game uses the system's allocator, the one the
//! GL, the windowing and the sound libraries use: one heap, which every memory checker sees
//! whole (`scripts/soak.sh`).

/// glibc's allocator keeps what the software GL frees for the next frame. By default glibc
/// gives the top of its heap back to the system whenever 128 KB or more lie free there, and
/// serves big blocks by `mmap`; the software GL frees and takes big blocks every frame, so
/// under `--overlay all` a third of the window's processor time went on giving pages back and
/// faulting fresh ones in (`perf`, with Mesa's rasterizer left out). Its peak memory is the
/// same either way.
pub fn for_the_window() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes glibc's thresholds; the values are within its bounds
        // (the mmap threshold's ceiling is 32 MB on 64-bit systems).
        unsafe {
            libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
            libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
        }
    }
}
