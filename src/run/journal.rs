//! The journal beside a save: the commands played since the save was written, appended as
//! they are played (as Brogue's recordings grow), so a run the game could not save when it
//! died (killed, out of power, an abort) loses at most the turn under way. Loading the save
//! plays the journal's commands again and checks the state hash after each line, so a
//! journal that does not lead where it did is noticed, not followed.
//!
//! The text: a first line that names the save it follows (`torchdeep journal 1`, the count
//! of the save's commands and its state hash), then a line per batch of commands played,
//! `HASH<tab>COMMANDS`, with the state hash after them and the commands as a record writes
//! them (`run::commands`). A last line cut short by the crash has no newline and is left out.

use super::{commands, Run};

/// The first word of a journal and its format.
const MAGIC: &str = "torchdeep journal 1";

/// What playing a journal again did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recovered {
    /// The commands played again.
    pub commands: usize,
    /// Why the journal was not followed to its end, if it was not.
    pub problem: Option<String>,
}

impl Run {
    /// The journal's first line for the run as it stands: written with each save.
    pub fn journal_start(&self) -> String {
        format!(
            "{MAGIC} {} {:016x}\n",
            self.record.commands.len(),
            self.game.state_hash()
        )
    }

    /// The journal's line for the commands played after the first `from` of the record, if
    /// any were.
    pub fn journal_since(&self, from: usize) -> Option<String> {
        let new = self.record.commands.get(from..).filter(|c| !c.is_empty())?;
        Some(format!(
            "{:016x}\t{}\n",
            self.game.state_hash(),
            commands::write(new)
        ))
    }

    /// Plays again the commands of a journal written after this run's save. A journal of
    /// another save (an older one, left by a crash before the save was written) is no
    /// problem: the save is newer, and nothing is played.
    pub fn replay_journal(&mut self, text: &str) -> Recovered {
        let mut recovered = Recovered::default();
        let mut lines = text.split_inclusive('\n');
        let follows_this_save = lines.next().is_some_and(|l| l == self.journal_start());
        if !follows_this_save {
            return recovered;
        }
        for (n, line) in lines.enumerate() {
            // A line the crash cut short.
            let Some(line) = line.strip_suffix('\n') else {
                break;
            };
            match self.play_line(line) {
                Ok(played) => recovered.commands += played,
                Err(why) => {
                    recovered.problem = Some(format!("line {}: {why}", n + 2));
                    break;
                }
            }
        }
        recovered
    }

    /// Plays one line; on any problem the run is left as it was before it.
    fn play_line(&mut self, line: &str) -> Result<usize, String> {
        let (hash, text) = line
            .split_once('\t')
            .ok_or("no state hash before the commands")?;
        let hash = u64::from_str_radix(hash, 16).map_err(|_| format!("bad hash {hash:?}"))?;
        let played = commands::read(text)?;
        let before = self.clone();
        for (i, &command) in played.iter().enumerate() {
            if let Err(refusal) = self.act(command) {
                *self = before;
                return Err(format!("command {} was refused ({refusal:?})", i + 1));
            }
        }
        if self.game.state_hash() != hash {
            *self = before;
            return Err(format!(
                "the state after it differs from the one written ({hash:016x})"
            ));
        }
        Ok(played.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::Tables;
    use crate::rules::{Command, Direction};
    use std::sync::Arc;

    fn run() -> Run {
        Run::new(Arc::new(Tables::embedded().unwrap()), 7, 0)
    }

    /// A journal as the window writes it: the first line at the save, then a line after each
    /// frame that played commands.
    fn journal_of(run: &mut Run, frames: &[&[Command]]) -> String {
        let mut text = run.journal_start();
        for frame in frames {
            let from = run.record().commands.len();
            for &c in *frame {
                run.act(c).unwrap();
            }
            text.push_str(&run.journal_since(from).unwrap_or_default());
        }
        text
    }

    const FRAMES: [&[Command]; 3] = [
        &[Command::Wait],
        &[Command::Move(Direction::S), Command::Wait],
        &[Command::Move(Direction::N)],
    ];

    #[test]
    fn a_journal_brings_the_run_back_to_its_last_turn() {
        let saved = run();
        let mut played = saved.clone();
        let journal = journal_of(&mut played, &FRAMES);
        let mut loaded = saved.clone();
        let recovered = loaded.replay_journal(&journal);
        assert_eq!(recovered.problem, None);
        assert_eq!(recovered.commands, 4);
        assert_eq!(loaded.game().turn(), played.game().turn());
        assert_eq!(loaded.game().state_hash(), played.game().state_hash());
        assert_eq!(loaded.record().commands, played.record().commands);
    }

    #[test]
    fn a_line_cut_short_is_left_out_and_a_wrong_hash_stops_it() {
        let saved = run();
        let mut played = saved.clone();
        let journal = journal_of(&mut played, &FRAMES);
        let cut = &journal[..journal.len() - 3];
        let mut loaded = saved.clone();
        assert_eq!(loaded.replay_journal(cut).commands, 3);
        assert_eq!(loaded.replay_journal(cut).problem, None);
        // The second line's hash changed: only the first line is played.
        let lines: Vec<&str> = journal.split_inclusive('\n').collect();
        let wrong = format!("{}{}0{}", lines[0], lines[1], &lines[2][1..]);
        let mut loaded = saved.clone();
        let recovered = loaded.replay_journal(&wrong);
        assert_eq!(recovered.commands, 1);
        assert!(recovered.problem.unwrap().starts_with("line 3: the state"));
        assert_eq!(loaded.record().commands.len(), 1);
    }

    #[test]
    fn a_journal_of_another_save_plays_nothing() {
        let saved = run();
        let mut played = saved.clone();
        let journal = journal_of(&mut played, &FRAMES);
        // The save written after those turns: the old journal is not its own.
        let mut newer = played.clone();
        assert_eq!(newer.replay_journal(&journal), Recovered::default());
        assert_eq!(newer.game().turn(), played.game().turn());
        assert_eq!(run().replay_journal("not a journal"), Recovered::default());
    }
}
