//! `--frame-stats`: the window, under a virtual X display (Mesa's software GL), times its frames
//! and prints one JSON line at the end: per screen the frames and their mean, median, 99th
//! percentile and worst time in milliseconds, and the first frame's delay. Needs `xvfb-run`
//! and Mesa (scripts/test.sh installs them).

mod support;

use serde_json::Value;

/// Runs the window for `frames` frames with `args` and reads its JSON line.
fn stats(args: &[&str], frames: u32) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let out = support::shots::window(dir.path())
        .args(["--frame-stats", "--frames", &frames.to_string()])
        .args(args)
        .output()
        .expect("xvfb-run is installed (scripts/test.sh installs xvfb and Mesa)");
    assert!(out.status.success(), "the game exits 0 after its frames");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let line = (stdout.lines())
        .find(|l| l.starts_with("{\"frame_stats\""))
        .unwrap_or_else(|| panic!("a frame_stats line in {stdout:?}"));
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"))
}

fn number(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is a number in {v}"))
}

/// One screen's figures: its frames, and times in order (mean aside) that are positive.
fn check_screen(screen: &Value) -> u64 {
    let frames = screen["frames"].as_u64().expect("frames");
    let (mean, p50, p99, max) = (
        number(screen, "mean_ms"),
        number(screen, "p50_ms"),
        number(screen, "p99_ms"),
        number(screen, "max_ms"),
    );
    assert!(frames > 0 && mean > 0.0 && p50 > 0.0, "{screen}");
    assert!(p50 <= p99 && p99 <= max && mean <= max, "{screen}");
    let keys: Vec<&String> = screen.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        ["frames", "mean_ms", "p50_ms", "p99_ms", "max_ms"],
        "{screen}"
    );
    frames
}

#[test]
fn the_title_times_its_frames_and_the_first_one() {
    let json = stats(&["--screen", "title"], 30);
    let stats = &json["frame_stats"];
    assert_eq!(stats["frames"].as_u64(), Some(30), "{json}");
    let first = number(stats, "first_frame_ms");
    assert!(first > 0.0 && first < 60_000.0, "{json}");
    // Linux tells the process's processor time.
    assert!(number(stats, "cpu_ms_per_frame") > 0.0, "{json}");
    let screens = stats["screens"].as_object().expect("screens");
    assert_eq!(screens.keys().collect::<Vec<_>>(), ["title"], "{json}");
    assert_eq!(check_screen(&screens["title"]), 30);
}

#[test]
fn the_overlay_counts_as_a_screen_of_its_own() {
    let json = stats(&["--screen", "game", "--overlay", "bsp"], 20);
    let screens = json["frame_stats"]["screens"].as_object().expect("screens");
    assert_eq!(
        screens.keys().collect::<Vec<_>>(),
        ["game+overlay"],
        "{json}"
    );
    assert_eq!(check_screen(&screens["game+overlay"]), 20);
}
