//! The Rogue Code editor renders for real (under a virtual X display, as `screens.rs`): its
//! code lies on the text field's dark fill, and the panel's fill shows all round it. The
//! window is cleared to the field's fill and egui paints the panel's only where it shows
//! (`src/app/roguecode/editor.rs`), so a wrong clear or a missing band shows here.

mod support;

use egui_macroquad::egui::{Color32, Visuals};
use support::shots::{self, Picture};

fn rgb(c: Color32) -> [u8; 3] {
    [c.r(), c.g(), c.b()]
}

/// The share of an area's pixels that are exactly `colour`, in per cent.
fn share_of(shot: &Picture, area: (u32, u32, u32, u32), colour: [u8; 3]) -> f64 {
    let pixels = shot.region(area);
    let n = pixels.iter().filter(|&&p| p == colour).count();
    100.0 * n as f64 / pixels.len() as f64
}

#[test]
fn the_editor_shows_its_code_on_the_field_and_the_panel_round_it() {
    let dir = tempfile::tempdir().unwrap();
    let data = shots::data_dir(dir.path());
    std::fs::create_dir_all(&data).unwrap();
    // Three lines: the field, 24 rows tall at least, ends well above the window's foot.
    std::fs::write(
        data.join("rogue.rhai"),
        "fn turn(view, memory) {\n    wait()\n}\n",
    )
    .unwrap();
    let shot = shots::shoot(&["--screen", "roguecode"], dir.path(), "rogue-code");
    assert_eq!((shot.width, shot.height), (1280, 720));
    let visuals = Visuals::dark();
    let (field, panel) = (rgb(visuals.extreme_bg_color), rgb(visuals.panel_fill));
    assert_ne!(field, panel);
    // The field, right of the code's three short lines and below them.
    let code = share_of(&shot, (400, 90, 1200, 400), field);
    assert!(
        code > 99.0,
        "{code:.1} % of the field shows its fill {field:?}"
    );
    // The panel: over the buttons' row on the right, left of the field under the line
    // numbers, and below the field.
    for (what, area) in [
        ("above the field", (700, 0, 1280, 60)),
        ("left of the field", (0, 150, 30, 400)),
        ("below the field", (0, 520, 1280, 720)),
    ] {
        let ground = share_of(&shot, area, panel);
        assert!(
            ground > 99.0,
            "{ground:.1} % {what} shows the panel's fill {panel:?}"
        );
    }
    // The script itself: light letters on the field's first lines.
    let letters = shot.count((40, 70, 400, 130), |[r, g, b]| {
        r > 150 && g > 150 && b > 150
    });
    assert!(
        letters > 100,
        "the script's letters ({letters} light pixels)"
    );
}
