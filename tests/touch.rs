//! Touch controls render for real: with `--touch` the game draws its on-screen buttons (the
//! tileset's `button` sprite, a grey-blue frame) in the bottom-right corner, above the status
//! bar, and nowhere else; without it, no buttons. The end screen is left by a tap alone
//! (taps made without a finger through `TORCHDEEP_TAPS`).

mod support;

use std::path::Path;

use support::shots::{self, Picture};

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

/// The interface's gold (the lit line of a menu).
fn gold(p: [u8; 3]) -> bool {
    p[0] > 200 && p[1] > 150 && p[2] < 120
}

/// The interface's red (the end screen's "You died").
fn red(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(f32::from);
    r > 150.0 && (g / r - 0.38).abs() < 0.06 && (b / r - 0.32).abs() < 0.06
}

/// Where the pixels passing `test` in the box [x0, x1) × [y0, y1) are, on average, and how
/// many there are.
fn centre_of(
    p: &Picture,
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    test: fn([u8; 3]) -> bool,
) -> (f64, f64, usize) {
    let hits: Vec<(u32, u32)> = (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| test(p.at(x, y)))
        .collect();
    let n = hits.len().max(1) as f64;
    let sx: f64 = hits.iter().map(|&(x, _)| f64::from(x)).sum();
    let sy: f64 = hits.iter().map(|&(_, y)| f64::from(y)).sum();
    (sx / n, sy / n, hits.len())
}

#[test]
fn the_touch_end_screen_leaves_on_a_tap() {
    let dir = tempfile::tempdir().unwrap();
    let end = shots::shoot(&["--screen", "end", "--touch"], dir.path(), "end-touch");
    // A real death, told in red at the top of the panel, and no keyboard hints (the hint line
    // speaks of taps): the only gold is the lit line, New dungeon.
    let (_, _, heading) = centre_of(&end, (300, 150, 980, 230), red);
    assert!(heading > 500, "You died, in red ({heading} pixels)");
    let (x, y, lit) = centre_of(&end, (240, 120, 1040, 600), gold);
    assert!(lit > 300, "the lit line shows in gold ({lit} pixels)");
    // A tap on it, on the second frame: a new dungeon, no end screen left.
    let tap = format!("{x:.0},{y:.0}@2");
    let tapped = shots::shoot_with(
        &["--screen", "end", "--touch"],
        &[("TORCHDEEP_TAPS", tap.as_str())],
        6,
        dir.path(),
        "end-touch-tapped",
    );
    let (_, _, still) = centre_of(&tapped, (300, 150, 980, 230), red);
    assert!(
        still < 20,
        "the end screen is gone after the tap ({still} red pixels)"
    );
    let line = (x as u32 - 120, y as u32 - 18, x as u32 + 120, y as u32 + 18);
    let (_, _, before) = centre_of(&end, line, gold);
    let (_, _, after) = centre_of(&tapped, line, gold);
    assert!(
        after * 10 < before,
        "no lit menu line left ({after} gold pixels where there were {before})"
    );
    // The new run shows its buttons, as the play screen does with touch controls.
    let faces = shots::read_png(&dir.path().join("end-touch-tapped.png"));
    let on = (faces.width, faces.height, faces.pixels);
    let buttons = count(&on, (1000, 400, 1270, 670), button_face);
    assert!(
        buttons > 2 * 80 * 80,
        "the touch buttons of the new run ({buttons} pixels)"
    );
}

#[test]
fn the_touch_menu_button_leaves_the_end_screen_for_the_hall_of_fame() {
    let dir = tempfile::tempdir().unwrap();
    // The menu button: top right of the 4×2 block (80 pixels, 16 from the right edge).
    let tapped = shots::shoot_with(
        &["--screen", "end", "--touch"],
        &[("TORCHDEEP_TAPS", "1224,530@2")],
        6,
        dir.path(),
        "end-touch-menu",
    );
    let (_, _, heading) = centre_of(&tapped, (300, 150, 980, 230), red);
    assert!(
        heading < 20,
        "the end screen is gone ({heading} red pixels)"
    );
    // The hall of fame: its gold title, and its solid table hides the dungeon.
    let (_, _, title) = centre_of(&tapped, (400, 260, 880, 320), gold);
    assert!(
        title > 100,
        "the hall of fame's title in gold ({title} pixels)"
    );
}
