//! Touch controls render for real: with `--touch` the game draws its on-screen buttons (the
//! tileset's `button` sprite, a grey-blue frame) in the bottom-right corner, above the status
//! bar, and nowhere else; without it, no buttons.

mod support;

use std::path::Path;

use support::shots;

fn shoot(touch: bool, dir: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    let args: &[&str] = if touch { &["--touch"] } else { &[] };
    let picture = shots::shoot(args, dir, &format!("touch-{touch}"));
    (picture.width, picture.height, picture.pixels)
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
