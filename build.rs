//! Embeds the game's Tiled files (the tileset and every prefab map) in the binary, so the same
//! byte-based loaders serve desktop, web and Android. Writes `embedded_files.rs` into OUT_DIR.

use std::fs;
use std::path::{Path, PathBuf};

const ROOTS: [&str; 2] = ["assets", "maps"];
const EXTENSIONS: [&str; 5] = ["tsx", "tmx", "tx", "png", "tj"];

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| EXTENSIONS.contains(&e))
        {
            out.push(path);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut files = Vec::new();
    for root in ROOTS {
        println!("cargo:rerun-if-changed={root}");
        collect(&manifest.join(root), &mut files);
    }
    files.sort();
    let mut code = String::from("/// Every embedded Tiled file, by its path from the project root.\npub static EMBEDDED_FILES: &[(&str, &[u8])] = &[\n");
    for file in &files {
        let relative = file.strip_prefix(&manifest).expect("under the manifest");
        let name = relative.to_string_lossy().replace('\\', "/");
        // Read through the crate's own directory when it compiles, not this run's: a target
        // directory shared by two checkouts keeps this file from whichever ran the script.
        code.push_str(&format!(
            "    ({name:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/\", {name:?}))),\n"
        ));
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    fs::write(out.join("embedded_files.rs"), code).expect("OUT_DIR is writable");
}
