//! The debug overlay in the real game: `--overlay bsp,heatmap` opens its windows at start and
//! draws the BSP cells over the map; the Inspector, View and Reload windows and View's layers
//! open the same way. Needs `xvfb-run` and Mesa (scripts/test.sh installs them).

mod support;

use support::shots::{self, Picture};

/// Pixels of exactly this colour.
fn count(picture: &Picture, rgb: [u8; 3]) -> usize {
    picture.pixels.iter().filter(|&&p| p == rgb).count()
}

#[test]
fn overlay_panels_draw_windows_and_cells_over_the_map() {
    let dir = tempfile::tempdir().unwrap();
    let plain = shots::shoot(&[], dir.path(), "plain");
    let shown = shots::shoot(&["--overlay", "bsp,heatmap"], dir.path(), "overlay");
    assert_eq!((shown.width, shown.height), (plain.width, plain.height));
    // The windows' fills (see `app::overlay`): the menu, the BSP tree and the heatmap legend.
    for (name, rgb) in [
        ("menu", [34, 34, 44]),
        ("BSP cells", [22, 40, 66]),
        ("trap heatmap", [60, 28, 40]),
    ] {
        let (before, after) = (count(&plain, rgb), count(&shown, rgb));
        assert!(
            after > 5_000 && before < 200,
            "the {name} window is drawn: {before} → {after} pixels of {rgb:?}"
        );
    }
    // The legend's five swatches, opaque in the window.
    for rgb in [
        [230, 30, 30],
        [240, 120, 20],
        [230, 210, 30],
        [120, 200, 60],
        [60, 140, 220],
    ] {
        assert!(count(&shown, rgb) >= 300, "a legend swatch of {rgb:?}");
    }
    // Cell outlines in the quadrant colours, over the map (outside the windows too).
    let aa = [80, 170, 255];
    let below_windows = |p: &Picture| {
        (400..650)
            .flat_map(|y| (0..p.width).map(move |x| (x, y)))
            .filter(|&(x, y)| p.at(x, y) == aa)
            .count()
    };
    assert!(
        below_windows(&shown) > 300 && below_windows(&plain) < 20,
        "quadrant aa's cells are outlined over the map: {} → {}",
        below_windows(&plain),
        below_windows(&shown)
    );
}

#[test]
fn inspector_view_and_reload_windows_are_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let plain = shots::shoot(&[], dir.path(), "plain");
    let shown = shots::shoot(&["--overlay", "inspector,view,reload"], dir.path(), "new");
    for (name, rgb) in [
        ("Inspector", [52, 30, 62]),
        ("View", [20, 50, 54]),
        ("Reload", [58, 40, 22]),
    ] {
        let (before, after) = (count(&plain, rgb), count(&shown, rgb));
        assert!(
            after > 5_000 && before < 200,
            "the {name} window is drawn: {before} → {after} pixels of {rgb:?}"
        );
    }
    // `view` alone outlines the field of view (`app::overlay::view::FOV_OUTLINE`).
    let outline = [255, 235, 64];
    assert!(
        count(&shown, outline) > 400 && count(&plain, outline) < 20,
        "the tiles in view are outlined: {} → {}",
        count(&plain, outline),
        count(&shown, outline)
    );
}

/// The share of the map's pixels (left of the View window, below the menu, above the log)
/// that are dark in `before` and lit in `after`: what a layer drew where nothing was seen.
fn newly_lit(before: &Picture, after: &Picture) -> f64 {
    let dark = |p: &Picture, x, y| p.at(x, y).iter().all(|&c| c <= 24);
    let lit = (160..630)
        .flat_map(|y| (0..880).map(move |x| (x, y)))
        .filter(|&(x, y)| dark(before, x, y) && !dark(after, x, y))
        .count();
    lit as f64 * 100.0 / (470.0 * 880.0)
}

#[test]
fn view_layers_draw_over_the_whole_floor() {
    let dir = tempfile::tempdir().unwrap();
    let plain = shots::shoot(&["--overlay", "view"], dir.path(), "view");
    // At the start only the first room is in view; each layer covers the unexplored rest too.
    for layer in ["light", "dijkstra", "reveal"] {
        let shown = shots::shoot(&["--overlay", layer], dir.path(), layer);
        let share = newly_lit(&plain, &shown);
        assert!(
            share > 3.0,
            "--overlay {layer} draws over the floor beyond the player's sight: {share:.1}% newly lit"
        );
    }
    // Against itself, nothing is new: the measure sees only what a layer adds.
    assert!(newly_lit(&plain, &plain) == 0.0);
}

#[test]
fn an_unknown_overlay_panel_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["--overlay", "bsp,nonsense"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown overlay panel `nonsense`"), "{err}");
}
