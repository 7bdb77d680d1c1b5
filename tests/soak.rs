//! The real window played by random but seeded input through the X server for a while: keys
//! of every screen, typing, clicks and click-travel, the wheel, the debug overlay opened and
//! closed, zoom and window resizes. The game must neither crash nor report a damaged heap
//! (glibc's checks, or a memory checker's report when `scripts/soak.sh` runs it under one).
//!
//! In the test command it plays for `TORCHDEEP_SOAK_SECONDS` (60 by default) on seed 1;
//! `scripts/soak.sh` plays it for as long as asked, under a memory checker.

mod support;

use std::time::{Duration, Instant};

use support::desktop::{Display, Game};

/// Keys with their weights: moves most, then the screens' keys and their letters.
const KEYS: [(&str, u32); 44] = [
    ("h", 6),
    ("j", 6),
    ("k", 6),
    ("l", 6),
    ("y", 3),
    ("u", 3),
    ("b", 3),
    ("n", 3),
    ("shift+l", 1),
    ("shift+h", 2),
    ("z", 2),
    ("period", 2),
    ("g", 2),
    ("s", 1),
    ("i", 2),
    ("c", 2),
    ("shift+j", 2),
    ("shift+k", 2),
    ("q", 2),
    ("r", 1),
    ("e", 1),
    ("a", 2),
    ("w", 1),
    ("shift+w", 1),
    ("d", 1),
    ("t", 1),
    ("f", 1),
    ("x", 1),
    ("shift+d", 1),
    ("shift+c", 1),
    ("1", 1),
    ("2", 1),
    ("Tab", 1),
    ("Return", 4),
    ("Escape", 3),
    ("less", 1),
    ("greater", 2),
    ("question", 1),
    ("bracketleft", 1),
    ("bracketright", 1),
    ("Prior", 1),
    ("Next", 1),
    ("Up", 2),
    ("Down", 2),
];

/// One random step of a player, as xdotool words.
fn step(rng: &mut fastrand::Rng, window: &str) -> Vec<String> {
    let words = |s: &str| s.split(' ').map(str::to_string).collect::<Vec<_>>();
    match rng.u32(0..100) {
        0..=59 => {
            let total: u32 = KEYS.iter().map(|k| k.1).sum();
            let mut pick = rng.u32(0..total);
            let key = KEYS
                .iter()
                .find(|(_, w)| {
                    let hit = pick < *w;
                    pick = pick.saturating_sub(*w);
                    hit
                })
                .map_or("z", |k| k.0);
            words(&format!("key {key}"))
        }
        60..=69 => {
            // A letter typed into whatever asks (a name, a kind's name, a prompt).
            let c = char::from(b'a' + rng.u8(0..26));
            words(&format!("key {c}"))
        }
        70..=84 => {
            // A click somewhere: a menu line, a button, or a tile to travel to.
            let (x, y) = (rng.u32(0..1280), rng.u32(0..720));
            let button = if rng.u8(0..5) == 0 { 3 } else { 1 };
            words(&format!("mousemove {x} {y} click {button}"))
        }
        85..=89 => {
            let (x, y) = (rng.u32(0..1280), rng.u32(0..720));
            let wheel = if rng.bool() { 4 } else { 5 };
            words(&format!("mousemove {x} {y} click {wheel}"))
        }
        90..=93 => words("key F12"),
        94..=95 => words("key grave"),
        96..=97 => {
            let (w, h) = (rng.u32(480..=1280), rng.u32(270..=720));
            words(&format!("windowsize {window} {w} {h}"))
        }
        _ => words("key ctrl+r"),
    }
}

/// What a damaged heap or a memory checker says on standard error.
fn heap_report(log: &str) -> Option<&str> {
    [
        "free(): ",
        "malloc(): ",
        "corrupted",
        "double free",
        "AddressSanitizer",
        "Invalid read",
        "Invalid write",
        "Invalid free",
        "mimalloc: error",
    ]
    .into_iter()
    .find(|m| log.contains(m))
}

#[test]
fn random_real_input_for_a_while_never_damages_the_heap() {
    let seconds: u64 = std::env::var("TORCHDEEP_SOAK_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let seed: u64 = std::env::var("TORCHDEEP_SOAK_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = fastrand::Rng::with_seed(seed);
    let display = Display::start();
    let dir = tempfile::tempdir().unwrap();
    let until = Instant::now() + Duration::from_secs(seconds);
    let (mut starts, mut steps) = (0u32, 0u64);
    let mut seen = std::collections::BTreeMap::new();
    while Instant::now() < until {
        starts += 1;
        let mut game = Game::start(&display, dir.path(), starts);
        // Until the game quits by itself (Quit on the title, Esc there): then again.
        let ended = loop {
            if Instant::now() >= until {
                break None;
            }
            let mut batch: Vec<String> = Vec::new();
            for _ in 0..8 {
                batch.extend(step(&mut rng, game.window()));
                batch.extend(["sleep".to_string(), "0.03".to_string()]);
            }
            steps += 8;
            // A resize of a window that just closed fails: the game's end is what counts.
            let _ = game.xdotool(&batch);
            if let Some(status) = game.exited() {
                break Some(status);
            }
        };
        let log = game.log();
        for screen in game.screens() {
            *seen.entry(screen).or_insert(0u32) += 1;
        }
        if let Some(report) = heap_report(&log) {
            panic!("{report:?} after {steps} steps (seed {seed}, start {starts}):\n{log}");
        }
        match ended {
            Some(status) => assert!(
                status.success(),
                "the game died ({status}) after {steps} steps (seed {seed}, start {starts}):\n{log}"
            ),
            None => {
                // Time is up, and the game still runs.
                game.kill();
            }
        }
    }
    eprintln!("{steps} steps in {starts} games, seed {seed}; screens seen: {seen:?}");
}
