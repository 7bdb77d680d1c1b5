//! Touch controls render for real: with `--touch` the game draws its on-screen buttons (the
//! tileset's `button` sprite, a grey-blue frame) in the bottom-right corner, above the status
//! bar, and nowhere else; without it, no buttons.

use std::path::Path;
use std::process::Command;

fn shoot(touch: bool, dir: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    let shot = dir.join(format!("touch-{touch}.png"));
    let mut cmd = Command::new("xvfb-run");
    cmd.args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["--seed", "7", "--frames", "4", "--screenshot"])
        .arg(&shot);
    if touch {
        cmd.arg("--touch");
    }
    let status = cmd
        .status()
        .expect("xvfb-run is installed (scripts/test.sh installs xvfb and Mesa)");
    assert!(status.success(), "the game exits 0 after the screenshot");
    if let Ok(keep) = std::env::var("TORCHDEEP_KEEP_SHOTS") {
        std::fs::copy(&shot, Path::new(&keep).join(shot.file_name().unwrap())).unwrap();
    }
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&shot).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = info.color_type.samples();
    let pixels = buf[..info.buffer_size()]
        .chunks(step)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    (info.width, info.height, pixels)
}

/// The button's face (#343b4d under 72 % alpha over the dark map): a cool grey-blue, blue
/// above red, no torchlight in it.
fn button_face(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    (20..=70).contains(&b) && b > r + 6 && b > g + 3 && g >= r
}

/// Pixels in the box [x0, x1) × [y0, y1) that pass `test`.
fn count(
    (w, _, px): &(u32, u32, Vec<[u8; 3]>),
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    test: impl Fn([u8; 3]) -> bool,
) -> usize {
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| test(px[(y * w + x) as usize]))
        .count()
}

#[test]
fn touch_buttons_are_drawn_in_the_bottom_right_corner() {
    let dir = tempfile::tempdir().unwrap();
    let on = shoot(true, dir.path());
    assert_eq!((on.0, on.1), (1280, 720));
    // Six 80-pixel buttons in a 3×2 block above the 44-pixel status bar.
    let corner = (1000, 400, 1270, 670);
    let faces = count(&on, corner, button_face);
    assert!(
        faces > 6 * 80 * 80 / 3,
        "the buttons' faces show in the corner ({faces} pixels)"
    );
    // Each button, dimmed or not, has its face: 80 pixels and 10 apart, 16 from the edge.
    for row in 0..2 {
        for col in 0..3 {
            let (x, y) = (1004 + col * 90, 490 + row * 90);
            let face = count(&on, (x, y, x + 80, y + 80), button_face);
            assert!(
                face > 2000,
                "button {col},{row} shows its face ({face} pixels)"
            );
        }
    }
    let off = shoot(false, dir.path());
    let without = count(&off, corner, button_face);
    assert!(
        faces > without * 4 + 1000,
        "the buttons are what makes the corner grey-blue ({faces} with, {without} without)"
    );
}
