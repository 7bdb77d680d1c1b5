//! Builds the tile atlas from the text art in `assets/art/*.txt`.
//!
//! `cargo run --bin tileset` writes `assets/tileset.png`, `assets/tileset.tsx` and the Android
//! launcher icons `android/res/mipmap-*/ic_launcher.png`;
//! `cargo run --bin tileset -- --check` exits 1 if they differ from what the source
//! gives (for CI). Bad source: every error with file and line, exit 2.
//! The format is described in `assets/art/README.md`.

#[path = "tileset/icon.rs"]
mod icon;
#[path = "tileset/output.rs"]
mod output;
#[path = "tileset/props.rs"]
mod props;
#[path = "tileset/source.rs"]
mod source;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "usage: tileset [--check] [--root DIR] [--preview OUT.png [--scale N]]
  (no option)       write assets/tileset.png and assets/tileset.tsx from assets/art/*.txt
  --check           exit 1 if the committed PNG/TSX differ from what the source gives
  --root DIR        the repository root (default: this crate's directory)
  --preview OUT.png also write an enlarged copy of the atlas for viewing
  --scale N         enlargement of --preview (default 6)";

struct Args {
    check: bool,
    root: PathBuf,
    preview: Option<PathBuf>,
    scale: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        check: false,
        root: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        preview: None,
        scale: 6,
    };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--check" => args.check = true,
            "--root" => args.root = it.next().ok_or("--root needs a directory")?.into(),
            "--preview" => args.preview = Some(it.next().ok_or("--preview needs a file")?.into()),
            "--scale" => {
                let n = it.next().ok_or("--scale needs a number")?;
                args.scale = n
                    .parse()
                    .ok()
                    .filter(|s| (1..=32).contains(s))
                    .ok_or("--scale: 1 to 32")?;
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(args)
}

/// The art files, sorted by name so the tile order is stable.
fn read_sources(dir: &Path) -> Result<Vec<(PathBuf, String)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(format!("{}: no .txt art files", dir.display()));
    }
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
            let shown = p
                .strip_prefix(dir.parent().and_then(Path::parent).unwrap_or(dir))
                .unwrap_or(&p);
            Ok((shown.to_path_buf(), text))
        })
        .collect()
}

fn run(args: &Args) -> Result<u8, String> {
    let assets = args.root.join("assets");
    let sources = read_sources(&assets.join("art"))?;
    let tiles = match source::load(&sources) {
        Ok(t) => t,
        Err(errors) => {
            for e in &errors {
                eprintln!("error: {e}");
            }
            eprintln!(
                "tileset: {} error(s) in the art source; nothing written",
                errors.len()
            );
            return Ok(2);
        }
    };
    let img = output::atlas(&tiles);
    let tsx = output::tsx(&tiles, &img);
    let (png_path, tsx_path) = (assets.join("tileset.png"), assets.join("tileset.tsx"));
    let png_same = output::decode_png(&png_path).is_ok_and(|old| old == img);
    let mut icons = Vec::new();
    for (folder, size) in icon::DENSITIES {
        let path = args
            .root
            .join("android/res")
            .join(folder)
            .join("ic_launcher.png");
        let image = icon::icon(&tiles, size)?;
        let same = output::decode_png(&path).is_ok_and(|old| old == image);
        icons.push((path, image, same));
    }
    let tsx_same =
        std::fs::read_to_string(&tsx_path).is_ok_and(|old| old.replace("\r\n", "\n") == tsx);
    if let Some(out) = &args.preview {
        let big =
            output::encode_png(&output::preview(&img, args.scale)).map_err(|e| e.to_string())?;
        std::fs::write(out, big).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    if args.check {
        let icons_same = icons.iter().all(|(_, _, same)| *same);
        for (path, _, same) in &icons {
            if !same {
                eprintln!(
                    "{} is out of date: run `cargo run --bin tileset`",
                    path.display()
                );
            }
        }
        for (same, path) in [(png_same, &png_path), (tsx_same, &tsx_path)] {
            if !same {
                eprintln!(
                    "{} is out of date: run `cargo run --bin tileset`",
                    path.display()
                );
            }
        }
        if png_same && tsx_same && icons_same {
            println!("tileset: {} tiles, PNG and TSX up to date", tiles.len());
            return Ok(0);
        }
        return Ok(1);
    }
    if !png_same {
        let bytes = output::encode_png(&img).map_err(|e| e.to_string())?;
        std::fs::write(&png_path, bytes).map_err(|e| format!("{}: {e}", png_path.display()))?;
    }
    if !tsx_same {
        std::fs::write(&tsx_path, &tsx).map_err(|e| format!("{}: {e}", tsx_path.display()))?;
    }
    for (path, image, same) in &icons {
        if !same {
            let bytes = output::encode_png(image).map_err(|e| e.to_string())?;
            let dir = path.parent().unwrap_or(Path::new("."));
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    if !tiles.len().is_multiple_of(output::COLUMNS) {
        eprintln!(
            "note: {} tiles leave the last atlas row partly empty",
            tiles.len()
        );
    }
    let what = |same| if same { "unchanged" } else { "written" };
    println!(
        "tileset: {} tiles; {} {}, {} {}",
        tiles.len(),
        png_path.display(),
        what(png_same),
        tsx_path.display(),
        what(tsx_same)
    );
    Ok(0)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(msg) => {
            if !msg.is_empty() {
                eprintln!("tileset: {msg}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(if msg.is_empty() { 0 } else { 2 });
        }
    };
    match run(&args) {
        Ok(code) => ExitCode::from(code),
        Err(msg) => {
            eprintln!("tileset: {msg}");
            ExitCode::from(2)
        }
    }
}
