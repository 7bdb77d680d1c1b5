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

/// Text in parchment (keys) or its dimmed shade (descriptions), antialiased edges included:
/// how thick small glyphs come out depends on what else the font cache holds.
fn parchment(p: [u8; 3]) -> bool {
    p[0] > 140 && p[1] > 130 && p[2] > 110
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
    let text = help.share(80..680, parchment);
    assert!(text > 0.1, "the help lines cover {text:.2} % of the screen");
    // (Small glyphs come out thinner or thicker with what else the font cache holds.)
    let headings = help.share(0..720, gold);
    assert!(headings > 0.015, "gold headings show ({headings:.3} %)");
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
        let share = help.share(top..top + 50, parchment);
        assert!(
            share > 0.1,
            "help text in rows {top}..{} ({share:.2} %)",
            top + 50
        );
    }
}

/// Runs the command-line game (no window) with `args`; fails the test unless it succeeds.
fn torchdeep(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The faint parchment of hints, the saved run's line beside Continue.
fn faint_text(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 120 && g > 110 && b > 95 && r - b < 60
}

/// The interface's red (bad news): its channels in the proportions of `ui::RED`.
fn red_text(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(f32::from);
    r > 150.0 && (g / r - 0.38).abs() < 0.04 && (b / r - 0.32).abs() < 0.04
}

/// The share (percent) of a rectangle's pixels for which `test` holds.
fn share_in(
    p: &Picture,
    xs: std::ops::Range<u32>,
    ys: std::ops::Range<u32>,
    test: fn([u8; 3]) -> bool,
) -> f64 {
    let area = (xs.end - xs.start) * (ys.end - ys.start);
    let hits = ys
        .flat_map(|y| xs.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| test(p.at(x, y)))
        .count();
    hits as f64 * 100.0 / f64::from(area)
}

#[test]
fn the_title_offers_to_continue_a_saved_run() {
    let dir = tempfile::tempdir().unwrap();
    let bare = shoot("title", dir.path());
    let save = shots::data_dir(dir.path()).join("save.json");
    let save_arg = save.to_str().unwrap();
    torchdeep(&[
        "play", "--seed", "7", "--keys", "lllljjj", "--save", save_arg,
    ]);
    let offered = shots::shoot(&["--screen", "title"], dir.path(), "title-continue");
    // Continue comes first, selected (gold), with the saved run described beside it
    // (floor, turn, hit points), where the title without a save has nothing.
    let beside = |p: &Picture| share_in(p, 770..1250, 350..385, faint_text);
    assert!(
        beside(&offered) > 0.5,
        "the saved run is described ({:.2} %)",
        beside(&offered)
    );
    assert!(
        beside(&bare) < 0.01,
        "nothing beside New game ({:.2} %)",
        beside(&bare)
    );
    let first_line = |p: &Picture| share_in(p, 520..760, 350..388, gold);
    assert!(first_line(&offered) > 1.5, "Continue is selected");
    // One more line of menu: the text reaches lower down (the cast stands lower too).
    let last_line = |p: &Picture| share_in(p, 600..680, 575..602, |c| c.iter().all(|&v| v > 180));
    assert!(
        last_line(&offered) > 0.5,
        "six lines of menu ({:.2} %)",
        last_line(&offered)
    );
    assert!(
        last_line(&bare) < 0.1,
        "five lines of menu ({:.2} %)",
        last_line(&bare)
    );
    assert!(save.is_file(), "looking at the title keeps the save");
}

#[test]
fn a_damaged_save_is_set_aside_and_the_title_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let data = shots::data_dir(dir.path());
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("save.json"), "{\"format\": 1, \"tables\": tru").unwrap();
    let title = shots::shoot(&["--screen", "title"], dir.path(), "title-damaged");
    assert!(!data.join("save.json").exists(), "moved out of the way");
    let kept = std::fs::read_to_string(data.join("save.json.bad")).unwrap();
    assert_eq!(kept, "{\"format\": 1, \"tables\": tru", "kept as it was");
    let notice = share_in(&title, 0..1280, 540..680, red_text);
    assert!(notice > 0.3, "a red notice says why ({notice:.2} %)");
    let offered = share_in(&title, 770..1250, 350..385, faint_text);
    assert!(offered < 0.01, "no Continue ({offered:.2} %)");
}

#[test]
fn the_hall_of_fame_lists_finished_runs_best_first() {
    use torchdeep::run::morgue::{Entry, HallOfFame};
    let dir = tempfile::tempdir().unwrap();
    let empty = shots::shoot(&["--screen", "hall"], dir.path(), "hall-empty");
    let entry = |score, outcome: &str, cause: &str, depth| Entry {
        name: "Zed".to_string(),
        character: "Human Fighter, level 2".to_string(),
        score,
        seed: 7,
        outcome: outcome.to_string(),
        cause: cause.to_string(),
        deepest: "The Cellar".to_string(),
        depth,
        turns: 400,
        kills: 3,
        ended_at: 0,
    };
    let hall = HallOfFame {
        entries: vec![
            entry(230, "dead", "killed by a verp", 2),
            entry(1430, "won", "climbed out with the treasure", 4),
            entry(100, "fled", "fled the dungeon empty-handed", 1),
        ],
    };
    let data = shots::data_dir(dir.path());
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("hall_of_fame.json"), hall.to_json()).unwrap();
    let listed = shots::shoot(&["--screen", "hall"], dir.path(), "hall");
    // The win, read back and sorted first, is green; the table's panel hides the title.
    let green = |p: [u8; 3]| p[1] > 180 && p[0] < 170 && p[2] < 160 && p[1] > p[0] + 50;
    let win_row = share_in(&listed, 100..1180, 300..375, green);
    assert!(
        win_row > 0.3,
        "the win is listed first, in green ({win_row:.2} %)"
    );
    assert!(
        share_in(&empty, 0..1280, 0..720, green) < 0.01,
        "no runs, no win"
    );
    // Rows of parchment text under the win; the empty hall has its one line above them.
    let rows = |p: &Picture| share_in(p, 100..1180, 378..412, |c| c.iter().all(|&v| v > 180));
    assert!(
        rows(&listed) > 0.2,
        "the other runs are listed ({:.2} %)",
        rows(&listed)
    );
    assert!(
        rows(&empty) < 0.05,
        "the empty hall lists none ({:.2} %)",
        rows(&empty)
    );
    let name = listed.share(100..250, torchlit);
    assert!(
        name < 2.0,
        "the title behind is dimmed ({name:.1} % torchlit)"
    );
}

#[test]
fn the_replay_window_plays_a_recorded_run_back() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("seed5.replay.json");
    let keys = "llllljjjjjhhhhkkkkk.....lllljjjjjjjjjjhhhhhhhhh";
    let file_arg = file.to_str().unwrap();
    torchdeep(&["play", "--seed", "5", "--keys", keys, "--replay", file_arg]);
    let start = shots::shoot(
        &["replay", file_arg, "--paused"],
        dir.path(),
        "replay-start",
    );
    let on = shots::shoot(
        &["replay", file_arg, "--turn", "20", "--paused"],
        dir.path(),
        "replay",
    );
    // The status panel at the top, in gold; the dungeon below it, as the game draws it.
    for picture in [&start, &on] {
        let status = share_in(picture, 80..1200, 10..45, gold);
        assert!(status > 1.0, "the replay's status line ({status:.2} %)");
        let map = picture.share(80..640, lit);
        assert!(map > 5.0, "the dungeon is drawn ({map:.1} %)");
    }
    // Going to turn 20 re-ran the record: the player took the stairs down and stands
    // elsewhere, so the map differs.
    let differ = start.differing(&on, (0, 80, 1280, 640));
    assert!(
        differ > 20_000,
        "turn 20 looks unlike turn 0 ({differ} pixels differ)"
    );
    assert!(
        !shots::data_dir(dir.path()).exists(),
        "watching a replay writes nothing"
    );
}

#[test]
fn a_replay_that_cannot_be_read_is_refused_before_any_window_opens() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.json");
    std::fs::write(&file, "{\"format\": 1, \"seed\": 5").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["replay", file.to_str().unwrap()])
        .env("DISPLAY", "")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("bad.json") && stderr.contains("not a torchdeep replay"),
        "{stderr}"
    );
}

/// A record of a run played by the rules' random player until the player is poisoned (with
/// at least three turns of it left), then sneaking turned on: its replay file in `dir`.
fn poisoned_and_sneaking(dir: &Path) -> std::path::PathBuf {
    use std::sync::Arc;
    use torchdeep::bot::autoplay::random_command;
    use torchdeep::run::Run;
    let tables = Arc::new(torchdeep::data::Tables::embedded().unwrap());
    for seed in 1..200 {
        let mut run = Run::new(Arc::clone(&tables), seed, 0);
        let mut rng = fastrand::Rng::with_seed(seed);
        for _ in 0..3000 {
            let game = run.game();
            let poison = game.player_creature().and_then(|c| c.mind.poison);
            if game.outcome().is_some() || poison.is_some() {
                break;
            }
            let command = random_command(game, &mut rng);
            let _ = run.act(command);
        }
        let game = run.game();
        let poison = game.player_creature().and_then(|c| c.mind.poison);
        if game.outcome().is_some() || poison.is_none_or(|p| p.turns < 3) {
            continue;
        }
        if !game.is_sneaking() {
            run.act(torchdeep::rules::Command::ToggleSneak).unwrap();
        }
        let file = dir.join(format!("poisoned-{seed}.replay.json"));
        std::fs::write(&file, run.replay().to_json()).unwrap();
        return file;
    }
    panic!("no random run of seeds 1 to 199 stepped on a poison needle");
}

/// A badge's solid fill in the status bar (see `app::hud`), give or take rounding.
fn fill(rgb: [u8; 3]) -> impl Fn([u8; 3]) -> bool {
    move |p| p.iter().zip(rgb).all(|(&a, b)| a.abs_diff(b) <= 2)
}

const SNEAK_FILL: [u8; 3] = [69, 61, 148];
const POISON_FILL: [u8; 3] = [51, 128, 41];

#[test]
fn the_status_bar_shows_sneaking_and_poison_as_badges() {
    let dir = tempfile::tempdir().unwrap();
    let file = poisoned_and_sneaking(dir.path());
    let file = file.to_str().unwrap();
    let start = shots::shoot(
        &["replay", file, "--turn", "0", "--paused"],
        dir.path(),
        "status-start",
    );
    let end = shots::shoot(
        &["replay", file, "--turn", "1000000", "--paused"],
        dir.path(),
        "status-poisoned",
    );
    // The bar is the bottom 44 rows; each badge is 28 rows high and 80 or more wide (over
    // 2,000 of the bar's 56,320 pixels, less its words).
    let bar = 676..720;
    let sneak = |p: &Picture| p.share(bar.clone(), fill(SNEAK_FILL));
    let poison = |p: &Picture| p.share(bar.clone(), fill(POISON_FILL));
    assert!(
        sneak(&end) > 2.0,
        "a sneaking badge in the bar ({:.2} %)",
        sneak(&end)
    );
    assert!(
        poison(&end) > 2.0,
        "a poisoned badge in the bar ({:.2} %)",
        poison(&end)
    );
    assert!(
        sneak(&start) < 0.1 && poison(&start) < 0.1,
        "no badges at the start ({:.2} %, {:.2} %)",
        sneak(&start),
        poison(&start)
    );
    // The badges stay out of the map: nowhere above the bar.
    assert!(end.share(0..676, fill(SNEAK_FILL)) < 0.05);
}

/// The log's panel over black (see `app::log::FILL`).
fn log_fill(p: [u8; 3]) -> bool {
    fill([15, 12, 10])(p)
}

#[test]
fn the_message_log_sits_on_a_panel_and_its_older_lines_stay_readable() {
    let dir = tempfile::tempdir().unwrap();
    // Seed 7's first picture: one line of log over unexplored (black) map.
    let game = shots::shoot(&[], dir.path(), "log-panel");
    let behind = share_in(&game, 10..600, 640..668, log_fill);
    assert!(
        behind > 50.0,
        "the log's line sits on its panel ({behind:.1} % of the box behind it)"
    );
    let right = share_in(&game, 700..1270, 640..668, log_fill);
    assert!(right < 1.0, "the panel ends with the line ({right:.1} %)");
    // A long run: six lines, the oldest at the top still bright enough to read.
    let file = poisoned_and_sneaking(dir.path());
    let file = file.to_str().unwrap();
    let run = shots::shoot(
        &["replay", file, "--turn", "1000000", "--paused"],
        dir.path(),
        "log-lines",
    );
    let brightest = |ys: std::ops::Range<u32>| {
        let pixels = ys.flat_map(|y| (10..500).map(move |x| (x, y)));
        pixels
            .map(|(x, y)| run.at(x, y).iter().map(|&c| u32::from(c)).max().unwrap())
            .max()
            .unwrap()
    };
    // Baselines at 664, 641, … 549: the top line's glyphs span about 533..553.
    let top = brightest(532..553);
    assert!(
        top > 140,
        "the oldest line shown is readable (brightest {top})"
    );
    // The panel's top edge: a warm line about 521 (give or take rounding).
    let edge = (516..527)
        .map(|y| {
            (0..1280)
                .filter(|&x| {
                    let [r, g, b] = run.at(x, y).map(i32::from);
                    r > 60 && r > b + 20 && g > b
                })
                .count()
        })
        .max()
        .unwrap();
    assert!(
        edge > 150,
        "the panel's warm edge runs above the six lines ({edge} pixels)"
    );
}

#[test]
fn the_character_screen_shows_the_sheet_over_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = shoot("character", dir.path());
    // The name and class in gold at the top of the panel, the experience bar below.
    let title = sheet.share(120..150, gold);
    assert!(title > 1.0, "the sheet's title shows ({title:.2} %)");
    // Six abilities and the defences in parchment-coloured rows.
    for row in 0..6 {
        let top = 282 + row * 34;
        let share = sheet.share(top..top + 26, parchment);
        assert!(share > 0.3, "sheet text in rows {top}.. ({share:.2} %)");
    }
}

/// The panels' warm edge.
fn edge(p: [u8; 3]) -> bool {
    let [r, g, b] = p.map(i32::from);
    r > 90 && r > b + 30 && g > b
}

#[test]
fn the_creation_screen_offers_choices_beside_a_preview_of_the_character() {
    let dir = tempfile::tempdir().unwrap();
    let shot = shoot("create", dir.path());
    assert_eq!((shot.width, shot.height), (1280, 720));
    // One panel, its warm edge drawn on all four sides.
    for (side, area) in [
        ("top", (100, 50, 1180, 60)),
        ("bottom", (100, 660, 1180, 670)),
        ("left", (44, 100, 56, 620)),
        ("right", (1224, 100, 1236, 620)),
    ] {
        let n = shot.count(area, edge);
        assert!(n > 400, "the panel's {side} edge shows ({n} pixels)");
    }
    let heading = shot.count((480, 70, 800, 110), gold);
    assert!(
        heading > 300,
        "the heading shows in gold ({heading} pixels)"
    );
    // The first class and the first race are chosen: their labels gold, the others parchment.
    let fighter = shot.count((80, 253, 195, 296), gold);
    let human = shot.count((80, 413, 195, 456), gold);
    assert!(
        fighter > 50 && human > 50,
        "the chosen ones in gold ({fighter}, {human})"
    );
    let others = shot.count((205, 253, 570, 296), gold) + shot.count((205, 413, 570, 456), gold);
    let labels = shot.count((205, 253, 570, 296), parchment);
    assert!(
        others == 0 && labels > 150,
        "the others in parchment ({others} gold, {labels})"
    );
    // The preview: the player's sprite (its red robe), the name in gold, six abilities and
    // eight figures at level 1 (hit points, four defences, sight, blow, dart).
    let robe = shot.count((610, 140, 674, 204), |[r, g, _]| r > 120 && g < 90);
    assert!(robe > 300, "the player's sprite shows ({robe} pixels)");
    let name = shot.count((690, 140, 1000, 175), gold);
    assert!(
        name > 150,
        "the name heads the preview in gold ({name} pixels)"
    );
    for row in 0..6 {
        let top = 264 + row * 28;
        let n = shot.count((600, top, 760, top + 24), parchment);
        assert!(n > 60, "ability row {row} shows its score ({n} pixels)");
    }
    for row in 0..8 {
        let top = 264 + row * 28;
        let n = shot.count((1020, top, 1220, top + 24), parchment);
        assert!(n > 15, "figure row {row} shows its value ({n} pixels)");
    }
    // The hint of the focused field along the bottom.
    let hint = shot.count((80, 630, 1200, 655), faint_text);
    assert!(hint > 300, "the hint shows ({hint} pixels)");
}
