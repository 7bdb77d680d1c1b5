//! "Score it": many raids of the script played in the background, a slice of each frame at a
//! time (the browser has no threads), then summed up as `torchdeep raid` does.

use std::sync::Arc;

use macroquad::prelude::get_time;
use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;
use torchdeep::raid::{Raid, RaidResult, RaidSummary, Script, ScriptError};

/// The most seconds of a frame scoring may take.
const FRAME_BUDGET: f64 = 0.010;

pub struct Scoring {
    tables: Arc<Tables>,
    raids: Arc<RaidTables>,
    script: Script,
    seed: u64,
    pub count: usize,
    results: Vec<RaidResult>,
    current: Option<(Raid, u64)>,
    /// Seconds spent playing.
    seconds: f64,
}

impl Scoring {
    pub fn new(
        tables: &Arc<Tables>,
        raids: &Arc<RaidTables>,
        source: &str,
        seed: u64,
        count: usize,
    ) -> Result<Scoring, ScriptError> {
        Ok(Scoring {
            tables: Arc::clone(tables),
            raids: Arc::clone(raids),
            script: Script::compile(source)?,
            seed,
            count,
            results: Vec::with_capacity(count),
            current: None,
            seconds: 0.0,
        })
    }

    pub fn done(&self) -> usize {
        self.results.len()
    }

    pub fn is_finished(&self) -> bool {
        self.results.len() >= self.count
    }

    /// Plays on for a slice of this frame.
    pub fn advance(&mut self) {
        let started = get_time();
        let mut turns = 0u32;
        while !self.is_finished() {
            turns += 1;
            if turns.is_multiple_of(16) && get_time() - started > FRAME_BUDGET {
                break;
            }
            let (raid, played) = self.current.get_or_insert_with(|| {
                let seed = self.seed.wrapping_add(self.results.len() as u64);
                self.script.start(seed);
                let raid = Raid::new(Arc::clone(&self.tables), Arc::clone(&self.raids), seed);
                (raid, 0)
            });
            if raid.step(&mut self.script).is_some() {
                *played += 1;
                continue;
            }
            let seed = self.seed.wrapping_add(self.results.len() as u64);
            self.results.push(RaidResult {
                seed,
                score: raid.score(),
                end: raid
                    .end()
                    .cloned()
                    .unwrap_or(torchdeep::raid::RaidEnd::OutOfTime),
                turns: *played,
                script_errors: raid.script_errors(),
            });
            self.current = None;
        }
        self.seconds += get_time() - started;
    }

    /// The raids played so far, summed up.
    pub fn summary(&self) -> RaidSummary {
        RaidSummary::of(&self.results, self.seconds)
    }
}
