//! The message log: plain sentences about what happened, the newest at the bottom, on a
//! translucent panel over the map's bottom-left corner. A few lines show above the status bar,
//! older turns a little dimmer; PgUp/PgDn, the mouse wheel over the panel or a tap on it scroll
//! back through every line kept (the whole log the rules keep, and the app's own lines). A
//! sentence repeated at once is counted ("You hit the verp. (x3)") rather than shown again.

use std::collections::VecDeque;

use macroquad::prelude::*;
use torchdeep::rules::state::LOG_LENGTH;

use super::ui;
use crate::app::screen;

/// Lines kept: the rules' whole log, and room for the app's own lines (refusals, warnings).
const KEEP: usize = LOG_LENGTH + 56;
/// Lines shown while not reading back.
const SHOWN: usize = 6;
/// Lines shown at most while reading back.
const READING: usize = 16;
const SIZE: f32 = 20.0;
const LINE: f32 = 23.0;
/// Space between the panel's edge and its text.
const PAD: f32 = 8.0;
/// How far a line's shadow and last letter may reach past its measured width.
const TEXT_OVERHANG: f32 = 4.0;
/// The panel's fill: a dark warm brown, translucent so the map shows faintly through.
pub const FILL: Color = Color::new(0.075, 0.06, 0.05, 0.8);
/// The dimmest a line of an older turn gets (on the panel it stays readable).
const DIMMEST: f32 = 0.7;

struct Line {
    /// The sentence with its repeat count, as drawn.
    text: String,
    /// The sentence alone, to spot a repetition.
    base_len: usize,
    repeats: u32,
    colour: Color,
    /// The turn it happened on, so the lines of older turns dim.
    turn: u64,
    /// When it was added (seconds), for a short highlight.
    born: f32,
}

pub struct MessageLog {
    lines: VecDeque<Line>,
    /// Reading back: a larger page, undimmed, that scrolls.
    reading: bool,
    /// How many lines back from the newest the page is scrolled (0: the newest at the bottom).
    back: usize,
    /// Where the panel was drawn last frame, for the wheel and taps.
    area: Option<Rect>,
    /// Lines the panel showed last frame: a page when reading back.
    page: usize,
    /// Lines a page of reading back holds on this screen (from the last frame's height).
    reading_rows: usize,
}

impl MessageLog {
    pub fn new() -> MessageLog {
        MessageLog {
            lines: VecDeque::with_capacity(KEEP),
            reading: false,
            back: 0,
            area: None,
            page: SHOWN,
            reading_rows: READING,
        }
    }

    pub fn push(&mut self, sentence: &str, colour: Color, turn: u64, now: f32) {
        if let Some(last) = self.lines.back_mut() {
            // However many turns apart: two lines of the same sentence in a row, each
            // counted, would read as one merged twice.
            if last.text[..last.base_len] == *sentence {
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
        // Reading back, the page stays where it is while new lines come in below.
        if self.reading && self.back > 0 {
            self.back = (self.back + 1).min(self.most_back());
        }
    }

    /// The sentences, oldest first.
    #[cfg(test)]
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().map(|l| l.text.as_str())
    }

    /// Whether the log is being read back (a larger page that scrolls).
    pub fn is_reading(&self) -> bool {
        self.reading
    }

    /// The furthest back the view goes: the oldest line at the top of a full page.
    fn most_back(&self) -> usize {
        self.lines.len().saturating_sub(self.page.max(1))
    }

    /// Scrolls `lines` further back (positive) or towards the newest (negative). Going back
    /// from the newest lines first opens the larger page; going on past the newest closes it.
    pub fn scroll(&mut self, lines: isize) {
        if !self.reading {
            self.reading = lines > 0;
            self.page = self.reading_rows;
            return;
        }
        if lines < 0 && self.back == 0 {
            self.reading = false;
            return;
        }
        let back = self.back as isize + lines;
        self.back = back.clamp(0, self.most_back() as isize) as usize;
    }

    /// A page back (PgUp), leaving a line of the last page in view; from the newest lines,
    /// the larger page with them at its bottom.
    pub fn page_older(&mut self) {
        let step = self.reading_rows.saturating_sub(1).max(1);
        self.scroll(step as isize);
    }

    /// A page towards the newest (PgDn); from there, back to the few newest lines.
    pub fn page_newer(&mut self) {
        let step = self.reading_rows.saturating_sub(1).max(1);
        self.scroll(-(step as isize));
    }

    /// A tap on the panel: a page back, and from the oldest page back to the newest lines.
    pub fn tapped(&mut self) {
        match self.reading && self.back >= self.most_back() {
            true => self.jump_to_newest(),
            false => self.page_older(),
        }
    }

    /// Back to the few newest lines.
    pub fn jump_to_newest(&mut self) {
        self.reading = false;
        self.back = 0;
    }

    /// Whether a screen point is on the panel (as drawn last frame).
    pub fn covers(&self, at: Vec2) -> bool {
        self.area.is_some_and(|r| r.contains(at))
    }

    /// Lays out the panel and its lines, the bottom line's baseline at `bottom`, from the left
    /// edge `x`, no wider than `max_w`; `None` while the log is empty. Draw it with
    /// [`MessageLog::paint`].
    pub fn layout(
        &mut self,
        x: f32,
        bottom: f32,
        max_w: f32,
        turn: u64,
        now: f32,
    ) -> Option<LogPanel> {
        if self.lines.is_empty() {
            self.area = None;
            return None;
        }
        let reading = self.is_reading();
        // The larger page stays below the middle of the screen, where the player stands.
        let room = ((bottom - screen::height() / 2.0 - 40.0) / LINE)
            .floor()
            .max(0.0) as usize;
        self.reading_rows = room.saturating_sub(1).clamp(SHOWN, READING);
        self.page = match reading {
            true => self.reading_rows,
            false => SHOWN,
        };
        self.back = self.back.min(self.most_back());
        let shown = self.lines.len().min(self.page);
        let last = self.lines.len() - self.back;
        let first = last.saturating_sub(shown);
        let heading = reading.then(|| {
            format!(
                "Lines {}-{} of {}    PgUp/PgDn, wheel: scroll",
                first + 1,
                last,
                self.lines.len()
            )
        });
        let widest = (self.lines.range(first..last))
            .map(|l| ui::width(&l.text, SIZE))
            .chain(heading.iter().map(|h| ui::width(h, 18.0)))
            .fold(0.0, f32::max);
        let rows = (last - first) + usize::from(reading);
        // Room on the right for the scroll bar when reading back.
        let bar = if reading { 10.0 } else { 0.0 };
        let w = (widest + 2.0 * PAD + bar).min(max_w);
        let h = rows as f32 * LINE + PAD;
        let top = bottom - rows as f32 * LINE + 4.0 - PAD;
        let area = Rect::new(x - PAD, top, w, h + 2.0);
        self.area = Some(area);
        let heading = heading.map(|heading| {
            let y = bottom - (rows - 1) as f32 * LINE;
            // How far back this page is, as a bar down the panel's right edge.
            let total = self.lines.len() as f32;
            let bar_h = (h - 8.0) * (shown as f32 / total).max(0.05);
            let bar_y =
                area.y + 4.0 + (h - 8.0 - bar_h) * (first as f32 / (total - shown as f32).max(1.0));
            (heading, y, Rect::new(area.right() - 5.0, bar_y, 3.0, bar_h))
        });
        let lines = (self.lines.range(first..last).enumerate())
            .map(|(i, line)| {
                let from_bottom = last - first - 1 - i;
                let y = bottom - from_bottom as f32 * LINE;
                let (fade, fresh) = match reading {
                    true => (1.0, 0.0),
                    false => {
                        let age = turn.saturating_sub(line.turn) as f32;
                        let fade =
                            (1.0 - age * 0.12).max(DIMMEST) * (1.0 - from_bottom as f32 * 0.03);
                        (fade, (1.0 - (now - line.born) / 0.4).clamp(0.0, 1.0))
                    }
                };
                let c = line.colour;
                let colour = Color::new(
                    c.r + (1.0 - c.r) * fresh * 0.5,
                    c.g + (1.0 - c.g) * fresh * 0.5,
                    c.b + (1.0 - c.b) * fresh * 0.5,
                    fade,
                );
                (first + i, y, colour)
            })
            .collect();
        // A line too long for the panel runs on past its right edge.
        let reach = area.w.max(PAD + widest + TEXT_OVERHANG);
        Some(LogPanel {
            x,
            area,
            drawn: Rect::new(area.x, area.y, reach, area.h),
            heading,
            lines,
        })
    }

    /// A key made of what a laid-out panel shows, for a kept picture of it.
    pub fn key(&self, panel: &LogPanel) -> u64 {
        let bits = |r: Rect| [r.x, r.y, r.w, r.h].map(f32::to_bits);
        let lines: Vec<_> = (panel.lines.iter())
            .map(|&(i, y, c)| {
                (
                    &self.lines[i].text,
                    [y, c.r, c.g, c.b, c.a].map(f32::to_bits),
                )
            })
            .collect();
        let heading =
            (panel.heading.as_ref()).map(|(h, y, bar)| (h.clone(), y.to_bits(), bits(*bar)));
        super::kept::key(&(panel.x.to_bits(), bits(panel.area), heading, lines))
    }

    /// Draws a laid-out panel.
    pub fn paint(&self, panel: &LogPanel) {
        let area = panel.area;
        draw_rectangle(area.x, area.y, area.w, area.h, FILL);
        ui::outline(area, 1.0, ui::alpha(ui::EDGE, 0.6));
        if let Some((heading, y, bar)) = &panel.heading {
            ui::text(heading, panel.x, *y, 18.0, ui::GOLD);
            draw_rectangle(bar.x, bar.y, bar.w, bar.h, ui::alpha(ui::GOLD, 0.7));
        }
        for &(i, y, colour) in &panel.lines {
            ui::text(&self.lines[i].text, panel.x, y, SIZE, colour);
        }
    }
}

/// The message log as laid out for one frame (see [`MessageLog::layout`]).
pub struct LogPanel {
    x: f32,
    /// The panel's rectangle.
    pub area: Rect,
    /// Where it draws: the panel, and a line too long for it beyond.
    pub drawn: Rect,
    /// While reading back: the heading, its baseline, and the scroll bar.
    heading: Option<(String, f32, Rect)>,
    /// Each line shown: its place in the log, baseline and colour.
    lines: Vec<(usize, f32, Color)>,
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
        assert_eq!(
            log.texts().collect::<Vec<_>>(),
            ["You hit the verp. (x4)"],
            "a later turn's same sentence counts on, never a second counted line below"
        );
        log.push("The verp dies.", WHITE, 9, 0.0);
        log.push("You hit the verp.", WHITE, 12, 0.0);
        assert_eq!(log.texts().count(), 3, "after another sentence it is new");
        for i in 0..400 {
            log.push(&format!("line {i}"), WHITE, 10 + i, 0.0);
        }
        assert_eq!(log.texts().count(), KEEP);
        const { assert!(KEEP >= LOG_LENGTH, "the whole log of the rules is kept") };
        assert_eq!(log.texts().last(), Some("line 399"));
    }

    #[test]
    fn scrolling_back_reaches_the_oldest_line_and_stays_put_as_lines_come() {
        let mut log = MessageLog::new();
        for i in 0..50 {
            log.push(&format!("line {i}"), WHITE, i, 0.0);
        }
        assert!(!log.is_reading());
        log.page_older();
        assert!(
            log.is_reading(),
            "the first page back opens the larger page"
        );
        assert_eq!(
            (log.back, log.page),
            (0, READING),
            "with the newest at its bottom"
        );
        log.scroll(1000);
        assert_eq!(log.back, 50 - READING, "the oldest line tops the page");
        log.push("new", WHITE, 60, 0.0);
        assert_eq!(log.back, 51 - READING, "the page keeps its lines in view");
        log.scroll(-3);
        assert_eq!(log.back, 48 - READING);
        log.scroll(1000);
        log.tapped();
        assert!(
            !log.is_reading(),
            "a tap on the oldest page goes back to the newest"
        );
        log.tapped();
        assert!(log.is_reading(), "a tap opens the larger page");
        log.page_newer();
        assert!(!log.is_reading(), "paging past the newest closes it");
    }

    #[test]
    fn a_short_log_can_still_be_read_back() {
        let mut log = MessageLog::new();
        for i in 0..10 {
            log.push(&format!("line {i}"), WHITE, i, 0.0);
        }
        log.page_older();
        assert!(log.is_reading(), "ten lines: more than the six shown");
        assert_eq!(log.most_back(), 0, "all ten fit on the larger page");
    }
}
