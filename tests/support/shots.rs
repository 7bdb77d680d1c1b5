//! Screenshots of the real game: run it under a virtual X display (Mesa's software GL), save
//! a frame as PNG, and read the picture back.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A picture as rows of RGB pixels.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<[u8; 3]>,
}

impl Picture {
    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        self.pixels[(y * self.width + x) as usize]
    }

    /// The pixels of the box [x0, x1) × [y0, y1), row by row.
    pub fn region(&self, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> Vec<[u8; 3]> {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .map(|(x, y)| self.at(x, y))
            .collect()
    }

    /// How many pixels of the box [x0, x1) × [y0, y1) pass `test`.
    pub fn count(&self, area: (u32, u32, u32, u32), test: fn([u8; 3]) -> bool) -> usize {
        self.region(area).into_iter().filter(|&p| test(p)).count()
    }

    /// How many pixels of the box [x0, x1) × [y0, y1) differ from `other`'s.
    pub fn differing(&self, other: &Picture, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| self.at(x, y) != other.at(x, y))
            .count()
    }

    /// The share (in percent) of pixels in rows `ys` for which `test` holds.
    pub fn share(&self, ys: std::ops::Range<u32>, test: impl Fn([u8; 3]) -> bool) -> f64 {
        let rows = ys.end - ys.start;
        let hits = ys
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .filter(|&(x, y)| test(self.at(x, y)))
            .count();
        hits as f64 * 100.0 / f64::from(rows * self.width)
    }
}

pub fn read_png(path: &Path) -> Picture {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let decoder = png::Decoder::new(std::io::BufReader::new(file));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = info.color_type.samples();
    let pixels = buf[..info.buffer_size()]
        .chunks(step)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    Picture {
        width: info.width,
        height: info.height,
        pixels,
    }
}

/// The data folder (saves, hall of fame, morgue) of the games `shoot` runs in `dir`, so tests
/// never see or touch the player's own.
pub fn data_dir(dir: &Path) -> PathBuf {
    dir.join("data")
}

/// Runs the game on seed 7 with `args` for four frames under `xvfb-run`, saves the last as
/// `dir/name.png` (also copied to `$TORCHDEEP_KEEP_SHOTS` when set) and reads it. Its data
/// folder is `data_dir(dir)`.
pub fn shoot(args: &[&str], dir: &Path, name: &str) -> Picture {
    shoot_with(args, &[], 4, dir, name)
}

/// As `shoot`, saving frame `frames`, with more environment variables (such as
/// `TORCHDEEP_TAPS`, taps made without a finger).
pub fn shoot_with(
    args: &[&str],
    env: &[(&str, &str)],
    frames: u32,
    dir: &Path,
    name: &str,
) -> Picture {
    let shot: PathBuf = dir.join(format!("{name}.png"));
    // A window asked larger than 1280×720 needs a display to hold it.
    let display = match args.contains(&"--window") {
        true => "-screen 0 2560x1440x24",
        false => DISPLAY,
    };
    let status = window_on(dir, display)
        .args(["--frames", &frames.to_string()])
        .args(args)
        .arg("--screenshot")
        .arg(&shot)
        .envs(env.iter().copied())
        .status()
        .expect("xvfb-run is installed (scripts/test.sh installs xvfb and Mesa)");
    assert!(status.success(), "the game exits 0 after the screenshot");
    if let Ok(keep) = std::env::var("TORCHDEEP_KEEP_SHOTS") {
        std::fs::copy(&shot, Path::new(&keep).join(shot.file_name().unwrap())).unwrap();
    }
    read_png(&shot)
}

/// The game's window on seed 7 under `xvfb-run` at 1280×720, its data folder
/// `data_dir(dir)`: the command, for more arguments.
pub fn window(dir: &Path) -> Command {
    window_on(dir, DISPLAY)
}

/// The virtual display's screen, as `xvfb-run -s` takes it.
const DISPLAY: &str = "-screen 0 1280x720x24";

fn window_on(dir: &Path, display: &str) -> Command {
    let mut command = Command::new("xvfb-run");
    command
        .args(["-a", "-s", display, env!("CARGO_BIN_EXE_torchdeep")])
        .args(["--seed", "7"])
        .env("TORCHDEEP_DATA_DIR", data_dir(dir));
    command
}
