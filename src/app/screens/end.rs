//! The end of a run: victory or death, with a short summary over the last picture of the
//! dungeon: how it ended (the killer and its blow), its score and place in the hall of fame, and
//! where its morgue file went. Two lines to choose by key, click or tap: a new dungeon, or the
//! hall of fame (then the title). Enter chooses the lit line, Ctrl+R starts anew, Esc or the
//! touch menu button shows the hall.

use macroquad::prelude::*;

use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::menu::Menu;
use crate::app::saves::Ending;
use crate::app::screen;
use crate::app::ui;

/// How dark the game under the end screen is drawn (`veil::under`).
pub const VEIL: f32 = 0.62;

/// What the end screen tells; built once when the run ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Summary {
    pub mood: Mood,
    /// A heading: "Victory" or "You died".
    pub heading: String,
    /// How it ended, in a sentence: "Killed by a verp in The Cellar."
    pub how: String,
    /// "Turns", "Kills", … with their values, ready to draw.
    pub facts: Vec<(&'static str, String)>,
    /// Small print: where the morgue file is, or what could not be written.
    pub notes: Vec<String>,
}

/// How the run ended, for the heading's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mood {
    Victory,
    Death,
    /// Out alive, without the treasure.
    Escape,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Restart,
    /// On to the hall of fame, then the title.
    Hall,
}

/// The end screen: its summary and the two lines to choose from.
pub struct End {
    summary: Summary,
    /// The summary's notes wrapped to the panel's width, once.
    notes: Vec<String>,
    menu: Menu,
    /// The panel as last drawn but for its pulsing heading and its menu, kept while the
    /// summary and the window stay the same.
    kept: Kept,
}

impl End {
    pub fn new(summary: Summary) -> End {
        let notes = (summary.notes.iter())
            .flat_map(|n| ui::wrap(n, NOTE_SIZE, NOTE_WIDTH))
            .collect();
        End {
            summary,
            notes,
            menu: Menu::new(&["New dungeon", "Hall of fame"]),
            kept: Kept::default(),
        }
    }

    /// Reads keys, clicks and taps (screen points) on the lines.
    pub fn update(&mut self, presses: &[Press], taps: &[Vec2]) -> Option<Choice> {
        let key = presses.iter().find_map(|p| match p.action {
            Action::Restart => Some(Choice::Restart),
            Action::Cancel => Some(Choice::Hall),
            _ => None,
        });
        let line = self.menu.update(presses, taps).map(|i| match i {
            0 => Choice::Restart,
            _ => Choice::Hall,
        });
        key.or(line)
    }

    /// Draws the summary over the dimmed dungeon; with touch controls the hint speaks of
    /// taps, not keys.
    pub fn draw(&mut self, time_s: f32, touch: bool) {
        let (summary, notes) = (&self.summary, &self.notes);
        let (sw, sh) = (screen::width(), screen::height());
        let lines_h = below_facts(summary, notes) - FACTS_TOP;
        let (w, h) = (800.0_f32.min(sw - 8.0), 280.0 + lines_h);
        let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
        let key = kept::key(&(summary, touch));
        let area = ui::panel_area(x, y, w, h);
        (self.kept).draw(area, key, || {
            draw_still(summary, notes, (x, y, w, h), touch)
        });
        // Over the picture, as the clock has them.
        let pulse = 0.85 + 0.15 * (time_s * 3.0).sin();
        let colour = match summary.mood {
            Mood::Victory => ui::GOLD,
            Mood::Death => ui::RED,
            Mood::Escape => ui::TEXT,
        };
        let heading = ui::alpha(colour, pulse);
        ui::text_centred(&summary.heading, sw / 2.0, y + 58.0, 52.0, heading);
        self.menu
            .draw(sw / 2.0, y + below_facts(summary, notes) - 6.0, time_s);
    }
}

/// Where the facts' first line sits below the panel's top, and the steps from line to line.
const FACTS_TOP: f32 = 146.0;
const FACT_STEP: f32 = 32.0;
const NOTE_STEP: f32 = 22.0;
/// The notes' letter size, and the width they are wrapped to.
const NOTE_SIZE: f32 = 18.0;
const NOTE_WIDTH: f32 = 760.0;

/// How far below the panel's top the line after the facts and notes comes: the menu's.
fn below_facts(summary: &Summary, notes: &[String]) -> f32 {
    FACTS_TOP + FACT_STEP * summary.facts.len() as f32 + NOTE_STEP * notes.len() as f32
}

/// The panel and all in it that stands still: how the run ended, its facts and notes, and the
/// hint.
fn draw_still(
    summary: &Summary,
    notes: &[String],
    (x, y, w, h): (f32, f32, f32, f32),
    touch: bool,
) {
    let sw = screen::width();
    ui::panel(x, y, w, h);
    ui::text_centred(&summary.how, sw / 2.0, y + 100.0, 22.0, ui::TEXT);
    let mut line_y = y + FACTS_TOP;
    for (label, value) in &summary.facts {
        ui::text(label, sw / 2.0 - 150.0, line_y, 22.0, ui::FAINT);
        ui::text(value, sw / 2.0 + 10.0, line_y, 22.0, ui::TEXT);
        line_y += FACT_STEP;
    }
    for note in notes {
        ui::text_centred(note, sw / 2.0, line_y - 4.0, NOTE_SIZE, ui::FAINT);
        line_y += NOTE_STEP;
    }
    let hint = match touch {
        true => "tap a line to choose it (the menu button: the hall of fame)",
        false => {
            "arrows, Enter or a click: choose    Ctrl+R: a new dungeon    Esc: the hall of fame"
        }
    };
    ui::text_centred(hint, sw / 2.0, y + h - 16.0, 18.0, ui::FAINT);
}

/// Adds what became of the run to its summary: the score and its place in the hall of fame,
/// where the morgue file is, and anything that could not be written.
pub fn add_ending(summary: &mut Summary, ending: &Ending) {
    let place = match ending.place {
        Some(p) => format!("{} in the hall of fame", ordinal(p + 1)),
        None => "not in the hall of fame".to_string(),
    };
    summary
        .facts
        .push(("Score", format!("{}, {place}", ending.score)));
    if let Some(at) = &ending.morgue {
        summary.notes.push(format!("Morgue file: {at}"));
    }
    summary.notes.extend(ending.problems.iter().cloned());
}

/// 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_read_as_ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 20, 21, 22, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            words,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "20th", "21st", "22nd", "111th"]
        );
    }
}
