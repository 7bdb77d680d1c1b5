//! The message log: plain sentences about what happened, the newest at the bottom. A few lines
//! show above the status bar, fading with age; older ones scroll away. A sentence repeated at
//! once is counted ("You hit the verp. (x3)") rather than shown again.

use std::collections::VecDeque;

use macroquad::prelude::*;

use super::ui;

/// Lines kept (older ones are dropped).
const KEEP: usize = 64;
/// Lines shown.
const SHOWN: usize = 6;
const SIZE: f32 = 20.0;
const LINE: f32 = 23.0;

struct Line {
    /// The sentence with its repeat count, as drawn.
    text: String,
    /// The sentence alone, to spot a repetition.
    base_len: usize,
    repeats: u32,
    colour: Color,
    /// The turn it happened on, so the lines of older turns fade.
    turn: u64,
    /// When it was added (seconds), for a short highlight.
    born: f32,
}

pub struct MessageLog {
    lines: VecDeque<Line>,
}

impl MessageLog {
    pub fn new() -> MessageLog {
        MessageLog {
            lines: VecDeque::with_capacity(KEEP),
        }
    }

    pub fn push(&mut self, sentence: &str, colour: Color, turn: u64, now: f32) {
        if let Some(last) = self.lines.back_mut() {
            if last.text[..last.base_len] == *sentence && last.turn + 1 >= turn {
                last.repeats += 1;
                last.text.truncate(last.base_len);
                last.text.push_str(&format!(" (x{})", last.repeats));
                last.turn = turn;
                last.born = now;
                return;
            }
        }
        if self.lines.len() == KEEP {
            self.lines.pop_front();
        }
        self.lines.push_back(Line {
            text: sentence.to_owned(),
            base_len: sentence.len(),
            repeats: 1,
            colour,
            turn,
            born: now,
        });
    }

    /// The sentences, oldest first.
    #[cfg(test)]
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().map(|l| l.text.as_str())
    }

    /// Draws the last lines with their bottom baseline at `bottom`, from the left edge `x`.
    pub fn draw(&self, x: f32, bottom: f32, turn: u64, now: f32) {
        let shown = self.lines.len().min(SHOWN);
        let first = self.lines.len() - shown;
        for (i, line) in self.lines.iter().skip(first).enumerate() {
            let from_bottom = shown - 1 - i;
            let y = bottom - from_bottom as f32 * LINE;
            let age = turn.saturating_sub(line.turn) as f32;
            let fade = (1.0 - age * 0.18).max(0.35) * (1.0 - from_bottom as f32 * 0.08);
            let fresh = (1.0 - (now - line.born) / 0.4).clamp(0.0, 1.0);
            let c = line.colour;
            let colour = Color::new(
                c.r + (1.0 - c.r) * fresh * 0.5,
                c.g + (1.0 - c.g) * fresh * 0.5,
                c.b + (1.0 - c.b) * fresh * 0.5,
                fade,
            );
            ui::text(&line.text, x, y, SIZE, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeats_are_counted_and_old_lines_scroll_away() {
        let mut log = MessageLog::new();
        log.push("You hit the verp.", WHITE, 1, 0.0);
        log.push("You hit the verp.", WHITE, 2, 0.0);
        log.push("You hit the verp.", WHITE, 3, 0.0);
        assert_eq!(log.texts().collect::<Vec<_>>(), ["You hit the verp. (x3)"]);
        log.push("You hit the verp.", WHITE, 9, 0.0);
        assert_eq!(log.texts().count(), 2, "a sentence of a later turn is new");
        for i in 0..100 {
            log.push(&format!("line {i}"), WHITE, 10 + i, 0.0);
        }
        assert_eq!(log.texts().count(), KEEP);
        assert_eq!(log.texts().last(), Some("line 99"));
    }
}
