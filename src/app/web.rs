//! The page around the game in a browser: the seed in the address (`?seed=N`, read by
//! `web/torchdeep.js`), local storage (settings, the save, the hall of fame) and console lines that tell a watcher, or the browser test, what the
//! game is doing. Elsewhere these do nothing.

#[cfg(target_arch = "wasm32")]
extern "C" {
    /// The `seed` of the page's address, or a negative number when there is none.
    fn torchdeep_url_seed() -> f64;
    /// Looks up a key of the browser's local storage; its value's length in bytes, or -1.
    fn torchdeep_storage_find(key: *const u8, key_len: usize) -> i32;
    /// Copies the value found last into `out`, which holds its length.
    fn torchdeep_storage_take(out: *mut u8);
    /// Stores a value; 1 when the browser kept it.
    fn torchdeep_storage_store(key: *const u8, key_len: usize, value: *const u8, len: usize)
        -> i32;
    /// Removes a key; 1 when the browser did (or there was none).
    fn torchdeep_storage_remove(key: *const u8, key_len: usize) -> i32;
}

/// The seed asked for in the page's address.
pub fn url_seed() -> Option<u64> {
    #[cfg(target_arch = "wasm32")]
    {
        // SAFETY: a plain import of web/torchdeep.js that takes nothing and returns a number.
        let seed = unsafe { torchdeep_url_seed() };
        if seed >= 0.0 {
            return Some(seed as u64);
        }
    }
    None
}

/// A value kept in the browser's local storage between visits.
pub fn stored(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        // SAFETY: the bridge reads `key` within its length and writes exactly the length it
        // reported into a buffer of that length.
        let len = unsafe { torchdeep_storage_find(key.as_ptr(), key.len()) };
        if len >= 0 {
            let mut bytes = vec![0u8; len as usize];
            unsafe { torchdeep_storage_take(bytes.as_mut_ptr()) };
            return String::from_utf8(bytes).ok();
        }
    }
    let _ = key;
    None
}

/// Keeps a value in the browser's local storage; false when the browser refused.
pub fn store(key: &str, value: &str) -> bool {
    // SAFETY: the bridge only reads both strings within their lengths.
    #[cfg(target_arch = "wasm32")]
    let kept = unsafe {
        torchdeep_storage_store(key.as_ptr(), key.len(), value.as_ptr(), value.len()) == 1
    };
    #[cfg(not(target_arch = "wasm32"))]
    let kept = {
        let _ = (key, value);
        false
    };
    kept
}

/// Removes a value from the browser's local storage; false when the browser refused.
pub fn forget(key: &str) -> bool {
    // SAFETY: the bridge only reads `key` within its length.
    #[cfg(target_arch = "wasm32")]
    let done = unsafe { torchdeep_storage_remove(key.as_ptr(), key.len()) == 1 };
    #[cfg(not(target_arch = "wasm32"))]
    let done = {
        let _ = key;
        false
    };
    done
}

/// A line on the browser's console.
pub fn console(line: &str) {
    #[cfg(target_arch = "wasm32")]
    macroquad::logging::info!("{}", line);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = line;
}
