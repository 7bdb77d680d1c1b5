//! Touch reaches every screen and every spell: the pause menu (the touch menu button) opens the
//! inventory, character, journal and spellbook, and a tap on a memorised spell in the status
//! bar aims it, as its key does. Played for real under a virtual X display, with taps made
//! without a finger (`TORCHDEEP_TAPS`).

mod support;

use support::shots::{self, Picture};

/// The interface's gold (a lit menu line, a title, the aiming prompt).
fn gold(p: [u8; 3]) -> bool {
    p[0] > 200 && p[1] > 150 && p[2] < 120
}

/// The status bar's spells, in their cool blue.
fn spell_blue(p: [u8; 3]) -> bool {
    p[2] > 200 && p[1] > 160 && p[0] < 190
}

/// The pixels passing `test` in the box [x0, x1) × [y0, y1): their mean position and count.
fn centre_of(
    p: &Picture,
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    test: fn([u8; 3]) -> bool,
) -> (u32, u32, usize) {
    let hits: Vec<(u32, u32)> = (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| test(p.at(x, y)))
        .collect();
    let n = hits.len().max(1) as u32;
    let sx: u32 = hits.iter().map(|&(x, _)| x).sum();
    let sy: u32 = hits.iter().map(|&(_, y)| y).sum();
    (sx / n, sy / n, hits.len())
}

#[test]
fn the_pause_menu_opens_the_spellbook_by_touch() {
    let dir = tempfile::tempdir().unwrap();
    let paused = shots::shoot(&["--screen", "pause", "--touch"], dir.path(), "paused");
    // The lit line is the first, Resume; Spellbook is the fifth, 44 pixels a line below.
    let (x, y, lit) = centre_of(&paused, (440, 200, 840, 280), gold);
    assert!(lit > 200, "Resume lit in gold ({lit} pixels)");
    let tap = format!("{x},{}@2", y + 4 * 44);
    let book = shots::shoot_with(
        &["--screen", "pause", "--touch"],
        &[("TORCHDEEP_TAPS", tap.as_str())],
        6,
        dir.path(),
        "paused-spellbook",
    );
    let (_, _, title) = centre_of(&book, (560, 78, 720, 112), gold);
    assert!(
        title > 150,
        "the spellbook's title in gold ({title} pixels)"
    );
    let (_, _, resume) = centre_of(&book, (440, 200, 840, 280), gold);
    assert!(
        resume < lit / 4,
        "the pause menu is gone ({resume} gold pixels)"
    );
}

#[test]
fn a_tap_on_a_spell_in_the_status_bar_aims_it() {
    let dir = tempfile::tempdir().unwrap();
    // A wizard's run: the spellbook over it, closed by a tap outside its panel.
    let args = ["--screen", "spellbook", "--touch"];
    let map = shots::shoot_with(
        &args,
        &[("TORCHDEEP_TAPS", "1200,80@2")],
        6,
        dir.path(),
        "bar",
    );
    let prompt = (300, 0, 980, 40);
    let (_, _, before) = centre_of(&map, prompt, gold);
    assert!(before < 20, "no prompt yet ({before} gold pixels)");
    // The first memorised spell, "1 magic missile", begins with the leftmost blue in the bar.
    let (_, y, blue) = centre_of(&map, (0, 680, 1280, 716), spell_blue);
    assert!(blue > 40, "the spells in the bar ({blue} pixels)");
    let left = (0..1280)
        .find(|&x| (680..716).any(|y| spell_blue(map.at(x, y))))
        .unwrap();
    let taps = format!("1200,80@2;{},{y}@4", left + 30);
    let aiming = shots::shoot_with(
        &args,
        &[("TORCHDEEP_TAPS", taps.as_str())],
        6,
        dir.path(),
        "bar-tapped",
    );
    let (_, _, after) = centre_of(&aiming, prompt, gold);
    assert!(
        after > 300,
        "the aiming prompt shows at the top ({after} gold pixels)"
    );
}

#[test]
fn a_tap_on_a_thing_in_the_inventory_opens_it_in_the_picture() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--screen", "inventory", "--touch"];
    let list = shots::shoot_with(&args, &[], 6, dir.path(), "inventory-list");
    // The first row of the list, after the sheet was drawn (and kept) for two frames.
    let tap = [("TORCHDEEP_TAPS", "300,185@3")];
    let open = shots::shoot_with(&args, &tap, 6, dir.path(), "inventory-open");
    // The right half of the sheet turns from the summary to the thing's details.
    let differ = list.differing(&open, (630, 100, 1060, 600));
    assert!(
        differ > 2_000,
        "the opened thing is drawn ({differ} pixels changed)"
    );
}
