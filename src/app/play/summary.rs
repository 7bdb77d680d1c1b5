//! The end of a run, told in a few lines for the end screen.

use torchdeep::rules::event::Outcome;
use torchdeep::run::morgue;

use super::Play;
use crate::app::screens::end::{Mood, Summary};
use crate::app::ui;

impl Play {
    /// The end of the run, told in a few lines.
    pub fn summary(&self) -> Summary {
        let game = self.run.game();
        let spec = game.floor_spec();
        let (mood, heading, how) = match game.outcome() {
            Some(Outcome::Won) => (
                Mood::Victory,
                "Victory!".to_owned(),
                "You climbed out of the dungeon with its treasure.".to_owned(),
            ),
            Some(Outcome::Fled) => (
                Mood::Escape,
                "You fled".to_owned(),
                "You left the dungeon alive, but without the treasure.".to_owned(),
            ),
            _ => {
                // "Killed by a red verp, a blow of 16, in The Cellar."
                let cause = ui::capitalised(&morgue::cause(game));
                let comma = if cause.contains(',') { "," } else { "" };
                let how = format!("{cause}{comma} in {}.", spec.name);
                (Mood::Death, "You died".to_owned(), how)
            }
        };
        let deepest = &game.dungeon().floors[game.deepest_floor()];
        let deepest_name = &game.tables().dungeon[deepest.spec].name;
        Summary {
            mood,
            heading,
            how,
            facts: vec![
                ("Turns", game.turn().to_string()),
                ("Kills", game.kills().to_string()),
                (
                    "Deepest floor",
                    format!("{deepest_name} (depth {})", deepest.depth),
                ),
                ("Seed", self.seed.to_string()),
            ],
            notes: Vec::new(),
        }
    }
}
