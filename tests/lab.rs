//! `torchdeep lab bench-grid` as the benchmark driver runs it.

use std::process::Command;

/// With `PEER_MAPS=gen80x50` no map file is read: the directory may be empty, and the two
/// generation rows come out in the format of bench/README.md.
#[test]
fn bench_grid_times_the_generation_of_80x50_floors() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = Command::new(env!("CARGO_BIN_EXE_torchdeep"))
        .args(["lab", "bench-grid"])
        .arg(dir.path())
        .env("PEER_MAPS", "gen80x50")
        .env("PEER_TARGET_MS", "4")
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let variants: Vec<&str> = lines
        .iter()
        .map(|l| l["variant"].as_str().unwrap())
        .collect();
    assert_eq!(variants, ["floor", "layout"]);
    for line in &lines {
        assert_eq!(line["peer"], "torchdeep");
        assert_eq!(line["op"], "dungeon/bsp");
        assert_eq!(line["map"], "gen80x50");
        assert!(line["radius"].is_null());
        assert!(line["us_per_call"].as_f64().unwrap() > 0.0);
        // An 80x50 floor has some hundreds of floor tiles, far fewer than its 4,000.
        let cells = line["cells"].as_f64().unwrap();
        assert!((300.0..4000.0).contains(&cells), "{cells} floor tiles");
    }
}
