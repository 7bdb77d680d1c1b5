//! The game's allocator: mimalloc. Rogue Code's scripts and the robots allocate small values
//! by the million, and mimalloc serves them faster than the system's allocator (raids play
//! about a tenth faster). Android keeps the system's.

/// mimalloc, except on Android and without the `mimalloc` feature.
#[cfg(all(feature = "mimalloc", not(target_os = "android")))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc 2's `mi_option_arena_eager_commit` and `mi_option_purge_delay` (its mimalloc.h),
/// which the bindings leave out.
#[cfg(all(feature = "mimalloc", target_os = "linux"))]
const ARENA_EAGER_COMMIT: libmimalloc_sys::mi_option_t = 4;
#[cfg(all(feature = "mimalloc", not(target_os = "android")))]
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Memory is committed as it is used rather than a whole arena at once, which lets freed
/// memory go back to the system. The option is read when the first arena is made, at the first
/// allocation, so it is set by a constructor the loader runs before `main` (and before Rust's
/// runtime allocates anything); it costs the raids nothing measurable.
#[cfg(all(feature = "mimalloc", target_os = "linux"))]
#[used]
#[link_section = ".init_array"]
static COMMIT_ON_DEMAND: extern "C" fn() = commit_on_demand;

#[cfg(all(feature = "mimalloc", target_os = "linux"))]
extern "C" fn commit_on_demand() {
    // SAFETY: setting an option only changes how mimalloc commits pages.
    unsafe { libmimalloc_sys::mi_option_set(ARENA_EAGER_COMMIT, 0) };
}

/// The allocators' settings for the window.
///
/// mimalloc (the game's): the window frees big blocks (the music's) and then mostly waits for
/// keys, so memory freed is handed back to the system at once rather than kept for the next
/// allocation. With the commit on demand above, the window is as small as with the system's
/// allocator (about 50 MB smaller than without either).
///
/// glibc's (the GL's and the windowing libraries'): what they free is kept for the next frame.
/// By default glibc gives the top of its heap back to the system whenever 128 KB or more lie
/// free there, and serves big blocks by `mmap`; the software GL frees and takes big blocks
/// every frame, so under `--overlay all` a third of the window's processor time went on
/// giving pages back and faulting fresh ones in (`perf`, with Mesa's rasterizer left out).
/// Its peak memory is the same either way.
pub fn for_the_window() {
    #[cfg(all(feature = "mimalloc", not(target_os = "android")))]
    {
        // SAFETY: setting an option only changes when mimalloc purges pages.
        unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, 0) };
    }
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
