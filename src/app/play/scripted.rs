//! A run played to its end without a player, for `--screen end`: the rules' random player
//! (`bot::autoplay::random_command`) acts until the player dies, so the end screen shows a
//! real death — the killer and its blow, the turns, the kills — and never a fresh game.

use std::sync::Arc;

use torchdeep::bot::autoplay::random_command;
use torchdeep::data::Tables;
use torchdeep::rules::{DeathCause, Outcome};
use torchdeep::run::Run;

use super::Play;
use crate::app::atlas::Atlas;
use crate::app::screens::end::{Mood, Summary};

/// Random players tried, each with its own stream of choices, before giving up.
const TRIES: u64 = 24;
/// The commands each one may give.
const COMMANDS: u32 = 20_000;

impl Play {
    /// A run of `seed` played by random commands until it ends, at a creature's hands when
    /// one of the tries gets there (so the end screen names a killer and its blow); `None`
    /// when no try ended.
    pub fn played_out(tables: &Arc<Tables>, seed: u64, atlas: &Atlas, now: f32) -> Option<Play> {
        let mut other_end = None;
        for attempt in 0..TRIES {
            let mut run = Run::new(Arc::clone(tables), seed, 0);
            let mut rng = fastrand::Rng::with_seed(seed.wrapping_add(attempt));
            for _ in 0..COMMANDS {
                if run.game().outcome().is_some() {
                    break;
                }
                let command = random_command(run.game(), &mut rng);
                let _ = run.act(command);
            }
            let game = run.game();
            match (game.outcome(), game.death()) {
                (Some(Outcome::Dead), Some(DeathCause::Creature { .. })) => {
                    return Some(Play::resume(run, atlas, now));
                }
                (Some(_), _) if other_end.is_none() => other_end = Some(run),
                _ => {}
            }
        }
        other_end.map(|run| Play::resume(run, atlas, now))
    }

    /// The run and end screen `--screen end` shows: a run of `seed` played out to its end,
    /// said to be so; or, if none ended, a fresh run under an end screen marked a preview.
    pub fn end_to_show(
        tables: &Arc<Tables>,
        seed: u64,
        atlas: &Atlas,
        now: f32,
    ) -> (Play, Summary) {
        if let Some(play) = Play::played_out(tables, seed, atlas, now) {
            let mut summary = play.summary();
            summary.notes.push(format!(
                "Seed {seed} played by random moves until the end, to show this screen; not kept."
            ));
            return (play, summary);
        }
        let play = Play::new(Arc::clone(tables), seed, atlas, now);
        let mut summary = play.summary();
        summary.heading = "Preview".to_owned();
        summary.mood = Mood::Escape;
        summary.how = "A preview of the end screen: this run has not ended.".to_owned();
        (play, summary)
    }
}
