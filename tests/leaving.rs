//! The exit asks before a run ends without its treasure. On seed 7 the player starts one tile
//! east of the first floor's up-stairs, the dungeon's exit: with touch controls, a tap on the
//! stairs walks there, the stairs button asks, and a second press leaves while a tap anywhere
//! else stays (taps made without a finger through `TORCHDEEP_TAPS`). The walk to the stairs
//! takes real time, so the stairs button is pressed 150 frames after the tap: on a quiet
//! machine a software-drawn frame can take as little as a few milliseconds.

mod support;

use support::shots::{self, Picture};

/// The tile west of the player, at the middle of the 1280×720 screen, 32 pixels a tile.
const EXIT_TILE: &str = "608,360";
/// The stairs button: bottom row, third of four, above the status bar.
const STAIRS_BUTTON: &str = "1134,620";

fn shoot(taps: &str, frames: u32, dir: &std::path::Path, name: &str) -> Picture {
    shots::shoot_with(&["--touch"], &[("TORCHDEEP_TAPS", taps)], frames, dir, name)
}

/// The question's heading: the interface's gold.
fn gold(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 200 && (150..=220).contains(&g) && b < 110
}

/// The end screen's menu text: cream, bright in all three.
fn cream(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 170 && g > 160 && b > 140
}

/// Where the question's heading is drawn, above the player.
const QUESTION: (u32, u32, u32, u32) = (400, 200, 880, 260);
/// Where the end screen's second menu line (Hall of fame) is drawn: below the room, black in
/// play.
const END_MENU: (u32, u32, u32, u32) = (540, 478, 740, 505);

#[test]
fn the_exit_asks_before_leaving_without_the_treasure() {
    let dir = tempfile::tempdir().unwrap();
    // What is gold there before any question: the room's torches and things.
    let before =
        shoot(&format!("{EXIT_TILE}@2"), 156, dir.path(), "exit-before").count(QUESTION, gold);
    let asked = shoot(
        &format!("{EXIT_TILE}@2;{STAIRS_BUTTON}@150"),
        156,
        dir.path(),
        "exit-asks",
    );
    let question = asked.count(QUESTION, gold);
    assert!(
        question > before + 300,
        "the question shows ({question} gold pixels, {before} before it)"
    );
    assert!(asked.count(END_MENU, cream) < 50, "the run goes on");

    let stayed = shoot(
        &format!("{EXIT_TILE}@2;{STAIRS_BUTTON}@150;300,200@160"),
        180,
        dir.path(),
        "exit-stays",
    );
    let left_over = stayed.count(QUESTION, gold);
    assert!(
        left_over < before + 30,
        "a tap elsewhere answers: stay ({left_over}, {before} before the question)"
    );
    assert!(stayed.count(END_MENU, cream) < 50, "the run goes on");

    // The end screen comes 0.8 s after the last turn: hundreds of software-drawn frames.
    let left = shoot(
        &format!("{EXIT_TILE}@2;{STAIRS_BUTTON}@150;{STAIRS_BUTTON}@160"),
        1020,
        dir.path(),
        "exit-leaves",
    );
    let menu = left.count(END_MENU, cream);
    assert!(
        menu > 200,
        "the stairs again: the run ends ({menu} pixels of the end screen's menu)"
    );
}
