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

/// The badge's fill for a level or points waiting (`hud::LEVEL_FILL`).
fn level_fill(p: [u8; 3]) -> bool {
    p[0].abs_diff(158) < 12 && p[1].abs_diff(115) < 12 && p[2] < 40
}

/// On a phone's 2400×1080 pixels the screens are drawn half as large again, and a finger's
/// tap lands on what is drawn under it: the menu button opens the pause menu.
#[test]
fn taps_reach_the_buttons_of_a_scaled_screen() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--window", "2400x1080", "--screen", "game", "--touch"];
    let game = shots::shoot_with(&args, &[], 4, dir.path(), "phone-game");
    // The menu button's bars, light grey, at the top right of the touch buttons: found in
    // the picture, not worked out, so the test follows the layout.
    let light = |p: [u8; 3]| p[0] > 200 && p[1] > 200 && p[2] > 200;
    let (x, y, bars) = centre_of(&game, (2200, 650, 2400, 900), light);
    assert!(bars > 100, "the menu button's bars ({bars} pixels)");
    // Taps are given in the screens' units, a pixel of a 1280x720 window: 1.5 pixels here.
    let tap = format!("{},{}@2", x * 2 / 3, y * 2 / 3);
    let paused = shots::shoot_with(
        &args,
        &[("TORCHDEEP_TAPS", tap.as_str())],
        6,
        dir.path(),
        "phone-paused",
    );
    let (_, _, lit) = centre_of(&paused, (600, 250, 1800, 500), gold);
    assert!(lit > 400, "the pause menu's lit line ({lit} gold pixels)");
}

/// A level waiting is taken by taps alone, as on a phone, where there is no `L`: the status
/// bar's badge opens the character screen, and a tap on its gold line takes the level.
#[test]
fn a_level_waiting_is_taken_by_taps() {
    let dir = tempfile::tempdir().unwrap();
    // A run one step old, saved, then given the experience of the next level.
    let shoot = saved_run(dir.path(), |save| {
        save["state"]["character"]["xp"] = 1000.into();
    });
    let bar = (0, 680, 1280, 716);
    let playing = shoot("640,369@2", 6, "level-waiting");
    let (x, y, badge) = centre_of(&playing, bar, level_fill);
    assert!(badge > 300, "the badge of a level waiting ({badge} pixels)");
    let taps = format!("640,369@2;{x},{y}@5");
    let sheet = shoot(&taps, 9, "level-sheet");
    // The pulsing gold line sits under the sheet's experience bar (gold too, and full).
    let line = (360, 212, 920, 246);
    let (lx, ly, lit) = centre_of(&sheet, line, gold);
    assert!(lit > 150, "the sheet offers the level ({lit} gold pixels)");
    let taps = format!("{taps};{lx},{ly}@9");
    let taken = shoot(&taps, 13, "level-taken");
    let (_, _, left) = centre_of(&taken, line, gold);
    assert!(
        left < 20,
        "the level is taken: its line is gone ({left} pixels)"
    );
    // The experience bar, full for the level waiting, starts again for the next.
    let xp_bar = (362, 198, 918, 206);
    let (_, _, full) = centre_of(&sheet, xp_bar, gold);
    let (_, _, now) = centre_of(&taken, xp_bar, gold);
    assert!(
        full > 3_000 && now < 100,
        "the experience bar empties ({full} gold pixels, then {now})"
    );
}

/// A page of a long journal is turned by taps: on the panel's lower half to the next page,
/// on its upper half back to the first, as on a phone, where there are no keys to scroll.
#[test]
fn the_journal_turns_its_pages_by_taps() {
    let dir = tempfile::tempdir().unwrap();
    // A run whose first floor's page holds sixty levels reached: some three pages.
    let shoot = saved_run(dir.path(), |save| {
        let notes: Vec<_> = (2..62)
            .map(|level| serde_json::json!([0, { "level": level }]))
            .collect();
        save["state"]["journal"]["pages"][0]["notes"] = notes.into();
    });
    // Continued, then paused by the menu button (the top-right of the touch buttons).
    let paused = shoot("640,369@2;1224,530@4", 7, "journal-paused");
    let (x, y, resume) = centre_of(&paused, (440, 200, 840, 280), gold);
    assert!(resume > 200, "Resume lit in gold ({resume} pixels)");
    // Journal is the fourth line of the pause menu, 44 pixels a line.
    let opened = format!("640,369@2;1224,530@4;{x},{}@7", y + 3 * 44);
    let first = shoot(&opened, 10, "journal-first");
    let panel = (262, 82, 1018, 638);
    let (_, _, title) = centre_of(&first, (262, 82, 1018, 140), gold);
    assert!(title > 150, "the journal's title in gold ({title} pixels)");
    let on = format!("{opened};640,520@10");
    let second = shoot(&on, 13, "journal-second");
    let turned = changed(&first, &second, panel);
    assert!(
        turned > 3_000,
        "a tap on the lower half turns a page ({turned} pixels changed)"
    );
    let back = shoot(&format!("{on};640,200@13"), 16, "journal-back");
    let again = changed(&first, &back, panel);
    assert!(
        again < turned / 20,
        "a tap on the upper half turns back to the first page ({again} pixels differ from it)"
    );
}

/// The pixels of a box that differ between two pictures by more than the torchlight's
/// flicker makes of the game seen faintly under a sheet: where letters came or went.
fn changed(a: &Picture, b: &Picture, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let (p, q) = (a.at(x, y), b.at(x, y));
            (0..3).any(|c| p[c].abs_diff(q[c]) > 48)
        })
        .count()
}

/// A run of seed 7 one step old, saved and then changed by `forge`: returns a camera that
/// continues it from the title (its first line, tapped at frame 2) in a window, with `taps`,
/// and shoots frame `frames` as `name`.
fn saved_run(
    dir: &std::path::Path,
    forge: impl FnOnce(&mut serde_json::Value),
) -> impl Fn(&str, u32, &str) -> Picture + '_ {
    let data = shots::data_dir(dir);
    std::fs::create_dir_all(&data).unwrap();
    let kept = dir.join("kept-save.json");
    let played = std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["play", "--seed", "7", "--keys", "l", "--save"])
        .arg(&kept)
        .output()
        .unwrap();
    assert!(played.status.success(), "{played:?}");
    let mut save: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&kept).unwrap()).unwrap();
    forge(&mut save);
    std::fs::write(&kept, save.to_string()).unwrap();
    move |taps: &str, frames: u32, name: &str| {
        std::fs::copy(&kept, data.join("save.json")).unwrap();
        let args = ["--screen", "title", "--touch"];
        shots::shoot_with(&args, &[("TORCHDEEP_TAPS", taps)], frames, dir, name)
    }
}
