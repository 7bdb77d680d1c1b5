//! The screens around the dungeon render for real: under a virtual X display the game opens
//! on the title or the help screen (`--screen`), draws a few frames and saves a PNG, and the
//! picture must show what that screen is made of.

mod support;

use std::path::Path;

use support::shots::{self, Picture};

/// Opens the game on `screen` and saves its fourth frame.
fn shoot(screen: &str, dir: &Path) -> Picture {
    shots::shoot(&["--screen", screen], dir, screen)
}

fn lit(p: [u8; 3]) -> bool {
    p.iter().map(|&c| u32::from(c)).sum::<u32>() > 40
}

/// Torchlit stone: orange, red over green over blue.
fn torchlit(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 150 && r > g + 30 && g > b + 20
}

/// The interface's gold (headings, the selected menu line).
fn gold(p: [u8; 3]) -> bool {
    p[0] > 200 && p[1] > 150 && p[2] < 120
}

#[test]
fn the_title_screen_shows_the_name_in_torchlight_and_a_menu() {
    let dir = tempfile::tempdir().unwrap();
    let title = shoot("title", dir.path());
    assert_eq!((title.width, title.height), (1280, 720));
    let all = title.share(0..720, lit);
    assert!(all > 10.0, "only {all:.1} % of the title screen is drawn");
    // The name stands in the top third, its blocks lit orange by the torches.
    let name = title.share(100..280, torchlit);
    assert!(
        name > 5.0,
        "the name's torchlit blocks cover {name:.1} % of its band"
    );
    let below = title.share(480..720, torchlit);
    assert!(
        name > below * 3.0,
        "the torchlight is on the name ({name:.1} %), not below it ({below:.1} %)"
    );
    // The menu: the selected line in gold, below the name.
    let menu = title.share(330..480, gold);
    assert!(
        menu > 0.1,
        "the selected menu line shows in gold ({menu:.2} %)"
    );
    // The flames themselves: bright yellow pixels beside the name.
    let flames = (0..title.height)
        .flat_map(|y| (0..title.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b] = title.at(x, y);
            !(160..=1120).contains(&x) && r > 220 && g > 160 && b < 140
        })
        .count();
    assert!(
        flames > 40,
        "two torches burn beside the name ({flames} pixels)"
    );
}

#[test]
fn the_help_screen_lists_the_keys_over_a_darkened_title() {
    let dir = tempfile::tempdir().unwrap();
    let help = shoot("help", dir.path());
    assert_eq!((help.width, help.height), (1280, 720));
    // A panel of text: parchment-coloured keys and descriptions, gold headings.
    let text = help.share(80..680, |p| p.iter().all(|&c| c > 140));
    assert!(text > 0.1, "the help lines cover {text:.2} % of the screen");
    let headings = help.share(0..720, gold);
    assert!(headings > 0.05, "gold headings show ({headings:.2} %)");
    // The title behind it is darkened: its torchlit name is now faint.
    let name = help.share(100..280, torchlit);
    assert!(
        name < 2.0,
        "the title behind the help is dimmed ({name:.1} % torchlit)"
    );
    // Lines from top to bottom (two columns, centred): some text in every fifth of the
    // lines' height.
    for band in 0..5 {
        let top = 235 + band * 50;
        let share = help.share(top..top + 50, |p| p.iter().all(|&c| c > 140));
        assert!(
            share > 0.06,
            "help text in rows {top}..{} ({share:.2} %)",
            top + 50
        );
    }
}
