//! Replays and the hall of fame as a hostile user might hand them over: a fixed-seed fuzzer of
//! truncated, bit-flipped and forged files. Each is refused with a short reason, or read and
//! (for a replay) re-run to a verdict, never a panic. The saves' own fuzzer is in saves.rs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use torchdeep::bot::autoplay::random_command;
use torchdeep::data::Tables;
use torchdeep::run::morgue::{self, HallOfFame};
use torchdeep::run::replay::Replay;
use torchdeep::run::Run;

/// Numbers written over a number of the file.
const FORGED: [&str; 8] = [
    "4294967295",
    "-1",
    "0",
    "99999999999999999999",
    "18446744073709551615",
    "1e300",
    "0.5",
    "null",
];

/// Pieces spliced into the text.
const SPLICED: [&str; 8] = [
    "\"",
    ",",
    "]",
    "{",
    "\"zz\"",
    "\\u0000",
    "[[[[",
    "\"\u{FEFF}\"",
];

fn mutate(text: &str, rng: &mut fastrand::Rng) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    match rng.u8(0..4) {
        0 => bytes.truncate(rng.usize(..bytes.len())),
        1 => {
            for _ in 0..=rng.usize(..8) {
                let i = rng.usize(..bytes.len());
                bytes[i] ^= 1 << rng.u32(..8);
            }
        }
        2 => {
            let digits: Vec<usize> = (0..bytes.len())
                .filter(|&i| {
                    bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit())
                })
                .collect();
            if !digits.is_empty() {
                let start = digits[rng.usize(..digits.len())];
                let end = (start..bytes.len())
                    .find(|&i| !bytes[i].is_ascii_digit())
                    .unwrap_or(bytes.len());
                bytes.splice(start..end, FORGED[rng.usize(..FORGED.len())].bytes());
            }
        }
        _ => {
            let at = rng.usize(..=bytes.len());
            bytes.splice(at..at, SPLICED[rng.usize(..SPLICED.len())].bytes());
        }
    }
    bytes
}

fn played(tables: &Arc<Tables>, seed: u64, commands: usize) -> Run {
    let mut run = Run::new(Arc::clone(tables), seed, 0);
    let mut rng = fastrand::Rng::with_seed(seed);
    for _ in 0..commands {
        if run.game().outcome().is_some() {
            break;
        }
        let command = random_command(run.game(), &mut rng);
        if run.act(command).is_err() {
            run.count_refused();
        }
    }
    run
}

#[test]
fn thousands_of_mutated_replays_are_refused_or_re_run_to_a_verdict() {
    let tables = Arc::new(Tables::embedded().unwrap());
    let json = played(&tables, 3, 120).replay().to_json();
    let mut rng = fastrand::Rng::with_seed(14);
    let (mut refused, mut verified, cases) = (0, 0, 3000);
    let mut re_run = 0;
    for case in 0..cases {
        let bytes = mutate(&json, &mut rng);
        let outcome = catch_unwind(AssertUnwindSafe(|| match Replay::from_json(&bytes) {
            Err(reason) => {
                assert!(reason.len() < 1_000, "case {case}: a short reason");
                None
            }
            Ok(replay) => {
                if replay.check_tables(&tables).is_err() {
                    return Some(false);
                }
                let verdict = replay.verify(Arc::clone(&tables));
                assert!(verdict.turns <= replay.commands.len() as u64);
                Some(true)
            }
        }));
        match outcome {
            Ok(Some(ran)) => {
                verified += 1;
                re_run += usize::from(ran);
            }
            Ok(None) => refused += 1,
            Err(_) => panic!(
                "case {case}: this replay panicked:\n{}",
                String::from_utf8_lossy(&bytes)
            ),
        }
    }
    eprintln!("{refused} refused, {verified} read, {re_run} re-run");
    assert!(
        refused > 0 && re_run > 0,
        "{refused} refused, {re_run} re-run"
    );
}

#[test]
fn a_mutated_hall_of_fame_is_refused_or_read_never_a_panic() {
    let tables = Arc::new(Tables::embedded().unwrap());
    let mut hall = HallOfFame::default();
    for seed in 0..5 {
        let run = played(&tables, seed, 60);
        hall.add(morgue::entry(run.game(), 1_700_000_000 + seed));
    }
    let json = hall.to_json();
    let another = played(&tables, 99, 10);
    let mut rng = fastrand::Rng::with_seed(14);
    for case in 0..1000 {
        let bytes = mutate(&json, &mut rng);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            if let Ok(mut read) = HallOfFame::from_json(&bytes) {
                read.add(morgue::entry(another.game(), 1));
                let _ = read.to_json();
            }
        }));
        assert!(
            outcome.is_ok(),
            "case {case}: this hall of fame panicked:\n{}",
            String::from_utf8_lossy(&bytes)
        );
    }
    let huge = vec![b' '; morgue::MAX_HALL_BYTES + 1];
    assert!(HallOfFame::from_json(&huge).is_err());
}
