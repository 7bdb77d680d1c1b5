//! The game's own shaders build on Mesa's GL, whose GLSL ES 1.00 is strict (a fragment
//! shader's floats need a precision): each falls back without a word on screen, only a line
//! in the log, so the log is read. The help over the title builds them all: the title's glow
//! and stones, the veil that darkens the title, the kept picture of the page; the pause menu
//! veils the game. Needs `xvfb-run` and Mesa (scripts/test.sh installs them).

mod support;

/// Runs the window on `screen` for a few frames and returns what it logged.
fn log_of(screen: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = support::shots::window(dir.path())
        .args(["--frame-stats", "--frames", "4", "--screen", screen])
        .output()
        .expect("xvfb-run is installed (scripts/test.sh installs xvfb and Mesa)");
    assert!(out.status.success(), "the game exits 0 after its frames");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn every_shader_of_the_game_builds() {
    for screen in ["help", "pause"] {
        let log = log_of(screen);
        assert!(
            !log.contains("could not be built"),
            "{screen}: a shader fell back:\n{log}"
        );
    }
}
