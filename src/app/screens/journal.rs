//! The journal (`J` in play, GAME.md §12): floor by floor, in the order they were entered,
//! each floor's name this run, what was killed there, the experience gained, the levels
//! reached, the kinds identified and the ability checks passed or failed. ↑ ↓ and PgUp PgDn
//! scroll it; by touch, a tap on its upper or lower half turns a page.

use macroquad::prelude::*;
use torchdeep::rules::command::Direction;
use torchdeep::rules::game::Game;
use torchdeep::rules::names::floor_name;
use torchdeep::world::{Note, Page};

use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::screen;
use crate::app::ui;

const W: f32 = 760.0;
const H: f32 = 560.0;
const LINE: f32 = 24.0;
const TOP: f32 = 84.0;

pub struct JournalScreen {
    /// The first line shown.
    scroll: usize,
    /// The panel as last drawn, kept while the lines it shows stay the same.
    kept: Kept,
}

impl JournalScreen {
    pub fn new() -> JournalScreen {
        JournalScreen {
            scroll: 0,
            kept: Kept::default(),
        }
    }

    /// Keys and taps; true when the screen closes.
    pub fn update(&mut self, presses: &[Press], taps: &[Vec2], game: &Game) -> bool {
        let lines = lines(game).len();
        let page = rows();
        let last = lines.saturating_sub(page);
        for press in presses {
            match press.action {
                Action::Cancel | Action::Journal => return true,
                Action::Move(Direction::N) => self.scroll = self.scroll.saturating_sub(1),
                Action::Move(Direction::S) => self.scroll = (self.scroll + 1).min(last),
                Action::LogOlder => self.scroll = self.scroll.saturating_sub(page),
                Action::LogNewer => self.scroll = (self.scroll + page).min(last),
                _ => {}
            }
        }
        // A tap on the panel's upper half reads back a page, on its lower half on a page.
        let (x, y) = origin();
        for t in taps {
            if t.x < x || t.x > x + W || t.y < y || t.y > y + H {
                return true;
            }
            self.scroll = match t.y < y + H / 2.0 {
                true => self.scroll.saturating_sub(page),
                false => (self.scroll + page).min(last),
            };
        }
        false
    }

    /// The panel, painted again only when a line it shows (its words, colour or indent), the
    /// hint or the window changes: the key is made of exactly what is drawn.
    pub fn draw(&mut self, game: &Game, touch: bool) {
        let (x, y) = origin();
        let title = format!("The journal of {}", game.character().name);
        let all = lines(game);
        let shown: Vec<_> = all.iter().skip(self.scroll).take(rows()).collect();
        let hint = match touch {
            true => "tap the upper or lower half: a page back or on  ·  tap outside to close",
            false => "Up, Down, PgUp, PgDn: read  ·  Esc or J: close",
        };
        let drawn: Vec<_> = (shown.iter())
            .map(|(text, c, indent)| (text, [c.r, c.g, c.b, c.a, *indent].map(f32::to_bits)))
            .collect();
        let key = kept::key(&(&title, drawn, hint));
        self.kept.draw(Rect::new(x, y, W, H), key, || {
            ui::panel(x, y, W, H);
            ui::text_centred(&title, x + W / 2.0, y + 44.0, 30.0, ui::GOLD);
            for (i, (text, colour, indent)) in shown.iter().enumerate() {
                let line_y = y + TOP + LINE * i as f32;
                ui::text(text, x + 30.0 + indent, line_y, 19.0, *colour);
            }
            ui::text_centred(hint, x + W / 2.0, y + H - 18.0, 18.0, ui::FAINT);
        });
    }
}

/// How many lines fit.
fn rows() -> usize {
    ((H - TOP - 40.0) / LINE) as usize
}

fn origin() -> (f32, f32) {
    (
        ((screen::width() - W) / 2.0).round(),
        ((screen::height() - H) / 2.0).round(),
    )
}

/// Every line of the journal: text, colour, indent.
fn lines(game: &Game) -> Vec<(String, Color, f32)> {
    let mut out = Vec::new();
    for page in &game.state().journal().pages {
        out.extend(page_lines(game, page));
    }
    if out.is_empty() {
        out.push(("Nothing written yet.".to_string(), ui::FAINT, 0.0));
    }
    out
}

fn page_lines(game: &Game, page: &Page) -> Vec<(String, Color, f32)> {
    let tables = game.tables();
    let floor = &game.state().dungeon().floors[page.floor];
    let spec = &tables.dungeon[floor.spec];
    let name = ui::capitalised(&floor_name(tables, game.seed(), page.floor));
    let mut out = vec![(format!("{}: {name}", spec.name), ui::GOLD, 0.0)];
    let text = |s: String| (s, ui::TEXT, 18.0);
    out.push((
        format!("Depth {}, entered on turn {}", floor.depth, page.entered_on),
        ui::FAINT,
        18.0,
    ));
    if !page.kills.is_empty() {
        let kills: Vec<String> = page
            .kills
            .iter()
            .map(|&(kind, n)| {
                let name = &tables.monster(kind).name;
                match n {
                    1 => format!("a {name}"),
                    n => format!("{n} {name}s"),
                }
            })
            .collect();
        for line in ui::wrap(&format!("Killed {}.", kills.join(", ")), 19.0, W - 80.0) {
            out.push(text(line));
        }
    }
    if page.xp > 0 {
        out.push(text(format!("Gained {} experience.", page.xp)));
    }
    for &(turn, note) in &page.notes {
        let line = match note {
            Note::Level(level) => format!("Turn {turn}: reached level {level}."),
            Note::Identified(kind) => {
                format!("Turn {turn}: learnt the {}.", tables.item(kind).name)
            }
            Note::Check { check, passed } => {
                let def = tables.check(check);
                let verdict = if passed { "passed" } else { "failed" };
                format!("Turn {turn}: {}, {verdict}.", def.name)
            }
            Note::Lore(page) => {
                let said = torchdeep::rules::names::lore(tables, page);
                format!("Turn {turn}: read \"{said}\"")
            }
        };
        for part in ui::wrap(&line, 19.0, W - 80.0) {
            out.push(text(part));
        }
    }
    out.push((String::new(), ui::TEXT, 0.0));
    out
}
