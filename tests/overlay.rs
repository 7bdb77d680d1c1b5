//! The debug overlay in the real game: `--overlay bsp,heatmap` opens its windows at start and
//! draws the BSP cells over the map. Needs `xvfb-run` and Mesa (scripts/test.sh installs them).

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
fn an_unknown_overlay_panel_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["--overlay", "bsp,nonsense"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown overlay panel `nonsense`"), "{err}");
}
