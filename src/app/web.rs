//! The page around the game in a browser: the seed in the address (`?seed=N`, read by
//! `web/torchdeep.js`) and console lines that tell a watcher, or the browser test, what the
//! game is doing. Elsewhere these do nothing.

#[cfg(target_arch = "wasm32")]
extern "C" {
    /// The `seed` of the page's address, or a negative number when there is none.
    fn torchdeep_url_seed() -> f64;
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

/// A line on the browser's console.
pub fn console(line: &str) {
    #[cfg(target_arch = "wasm32")]
    macroquad::logging::info!("{}", line);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = line;
}
