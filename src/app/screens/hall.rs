//! The hall of fame (from the title): the best finished runs, best first, with how each
//! ended. Any key, click or tap goes back.

use macroquad::prelude::*;
use torchdeep::run::morgue::HallOfFame;

use crate::app::kept::{self, Kept};
use crate::app::screen;
use crate::app::ui;

/// How dark the title under the hall of fame is drawn (`veil::under`).
pub const VEIL: f32 = 0.9;

/// The columns: heading, left edge as a share of the table's width, and right-aligned.
const COLUMNS: [(&str, f32, bool); 7] = [
    ("#", 0.035, true),
    ("Score", 0.11, true),
    ("Who", 0.13, false),
    ("How it ended", 0.38, false),
    ("Deepest floor", 0.64, false),
    ("Turns", 0.89, true),
    ("Kills", 0.97, true),
];

const SIZE: f32 = 20.0;
const LINE: f32 = 25.0;

/// Draws the hall over the dimmed title; `newest` is the place of the run just ended, lit
/// gold; `notice` says why an unreadable hall was set aside. The panel is kept as a picture
/// (some hundreds of letters) while all it shows and the window stay the same.
pub fn draw(
    kept: &mut Kept,
    hall: &HallOfFame,
    newest: Option<usize>,
    notice: Option<&str>,
    touch: bool,
) {
    let (sw, sh) = (screen::width(), screen::height());
    let rows = hall.entries.len().max(1) as f32;
    let foot_lines = 2.0 + notice.map_or(0.0, |n| ui::wrap(n, 18.0, 1060.0).len() as f32);
    let w = (sw - 24.0).min(1100.0);
    let h = (rows * LINE + 130.0 + 22.0 * foot_lines).min(sh - 8.0);
    let (x, y) = ((sw - w) / 2.0, ((sh - h) / 2.0).max(4.0));
    let key = kept::key(&(hall, newest, notice, touch));
    kept.draw(Rect::new(x, y, w, h), key, || {
        draw_panel(
            hall,
            newest,
            notice,
            touch,
            Rect::new(x, y, w, h),
            foot_lines,
        );
    });
}

/// The panel in `area`, its table and its foot of `foot_lines` lines, straight to the window.
fn draw_panel(
    hall: &HallOfFame,
    newest: Option<usize>,
    notice: Option<&str>,
    touch: bool,
    Rect { x, y, w, h }: Rect,
    foot_lines: f32,
) {
    let sw = screen::width();
    ui::solid_panel(x, y, w, h);
    ui::text_centred("Hall of fame", sw / 2.0, y + 42.0, 32.0, ui::GOLD);
    let cell = |text: &str, column: usize, line_y: f32, colour: Color| {
        let (_, at, right) = COLUMNS[column];
        let left = x + w * at;
        let left = if right {
            left - ui::width(text, SIZE)
        } else {
            left
        };
        ui::text(text, left, line_y, SIZE, colour);
    };
    let head_y = y + 82.0;
    for (i, (heading, _, _)) in COLUMNS.iter().enumerate() {
        cell(heading, i, head_y, ui::FAINT);
    }
    if hall.entries.is_empty() {
        let line = "No run has ended yet: the first to die, flee or win is written here.";
        ui::text_centred(line, sw / 2.0, head_y + LINE + 6.0, SIZE, ui::TEXT);
    }
    let fits = ((h - 110.0 - 22.0 * foot_lines) / LINE).floor().max(0.0) as usize;
    for (i, e) in hall.entries.iter().take(fits).enumerate() {
        let line_y = head_y + LINE * (i as f32 + 1.0) + 6.0;
        let colour = match (Some(i) == newest, e.outcome.as_str()) {
            (true, _) => ui::GOLD,
            (_, "won") => ui::GREEN,
            _ => ui::TEXT,
        };
        cell(&(i + 1).to_string(), 0, line_y, colour);
        cell(&e.score.to_string(), 1, line_y, colour);
        // Up to the next column, or to where a right-aligned one may begin (five digits).
        let width_of = |c: usize| {
            let (_, next, right) = COLUMNS[c + 1];
            w * (next - COLUMNS[c].1) - 12.0 - if right { ui::width("00000", SIZE) } else { 0.0 }
        };
        // "Zed, Human Fighter": the level is in the morgue file.
        let kind = e.character.split(',').next().unwrap_or_default();
        let who = match (e.name.is_empty(), kind.is_empty()) {
            (true, _) => "-".to_string(),
            (false, true) => e.name.clone(),
            (false, false) => format!("{}, {kind}", e.name),
        };
        cell(&ui::fit(&who, SIZE, width_of(2)), 2, line_y, colour);
        let cause = ui::capitalised(&e.cause);
        cell(&ui::fit(&cause, SIZE, width_of(3)), 3, line_y, colour);
        let deepest = format!("{} ({})", e.deepest, e.depth);
        cell(&ui::fit(&deepest, SIZE, width_of(4)), 4, line_y, colour);
        cell(&e.turns.to_string(), 5, line_y, colour);
        cell(&e.kills.to_string(), 6, line_y, colour);
    }
    let mut foot = vec![(SCORING.to_string(), ui::FAINT)];
    if let Some(notice) = notice {
        foot.extend(
            ui::wrap(notice, 18.0, w - 40.0)
                .into_iter()
                .map(|l| (l, ui::RED)),
        );
    }
    let back = match touch {
        true => "tap anywhere: back",
        false => "any key or click: back",
    };
    foot.push((back.to_string(), ui::FAINT));
    for (i, (line, colour)) in foot.iter().rev().enumerate() {
        let line_y = y + h - 14.0 - 22.0 * i as f32;
        ui::text_centred(line, sw / 2.0, line_y, 18.0, *colour);
    }
}

/// How a run scores (`run::morgue::score`).
const SCORING: &str =
    "score: 100 for each level of depth reached, 10 a kill, 1,000 for the treasure";

/// True when the player closed the screen (any key, or a click or tap: `points`).
pub fn closed(presses: &[crate::app::input::Press], points: &[Vec2]) -> bool {
    !presses.is_empty() || !points.is_empty()
}
