//! Drawing the spellbook: how many spells of each frequency the level allows, the level chips,
//! the list of spells learnt on the left, the chosen spell's details on the right, the four
//! slots along the bottom, and where a tap lands.

use macroquad::prelude::*;
use torchdeep::data::spells::MAX_SPELL_LEVEL;
use torchdeep::data::Frequency;
use torchdeep::rules::game::Game;
use torchdeep::rules::magic::{allowed, uses_left};
use torchdeep::world::spellbook::SLOTS;

use super::{details, SpellbookScreen};
use crate::app::screen;
use crate::app::ui;

const W: f32 = 900.0;
const H: f32 = 600.0;
const ROW: f32 = 30.0;
const CHIPS_Y: f32 = 118.0;
const LIST_TOP: f32 = 176.0;
const LIST_W: f32 = 380.0;
/// Rows shown at once; the list scrolls to keep the cursor in view.
const ROWS: usize = 8;
const SLOTS_Y: f32 = 440.0;
const SLOT_H: f32 = 84.0;
/// The cool blue of the spells' light (as on the status bar).
const SPELL: Color = crate::app::hud::SPELL_TEXT;

/// Where a tap landed.
pub enum Hit {
    Outside,
    Level(Option<u32>),
    Row(usize),
    Slot(u8),
    Nothing,
}

/// What the sheet's panel covers.
pub fn area() -> Rect {
    let (x, y) = origin();
    ui::panel_area(x, y, W, H)
}

fn origin() -> (f32, f32) {
    (
        ((screen::width() - W) / 2.0).round(),
        ((screen::height() - H) / 2.0).round(),
    )
}

fn first_row(screen: &SpellbookScreen) -> usize {
    screen.cursor.saturating_sub(ROWS - 1)
}

/// The level chips: "All", then 1 to the highest, with their boxes.
fn chips() -> Vec<(Option<u32>, String, Rect)> {
    let (x, y) = origin();
    let mut left = x + 26.0 + ui::width("Level", 19.0) + 14.0;
    let levels = std::iter::once(None).chain((1..=MAX_SPELL_LEVEL as u32).map(Some));
    levels
        .map(|level| {
            let label = level.map_or("All".to_string(), |l| l.to_string());
            let w = ui::width(&label, 19.0) + 22.0;
            let r = Rect::new(left, y + CHIPS_Y - 22.0, w, 30.0);
            left += w + 8.0;
            (level, label, r)
        })
        .collect()
}

fn slot_rect(slot: usize) -> Rect {
    let (x, y) = origin();
    let w = (W - 52.0 - 3.0 * 10.0) / SLOTS as f32;
    Rect::new(x + 26.0 + slot as f32 * (w + 10.0), y + SLOTS_Y, w, SLOT_H)
}

pub fn hit(tap: Vec2, screen: &SpellbookScreen, game: &Game) -> Hit {
    let (x, y) = origin();
    if tap.x < x || tap.x > x + W || tap.y < y || tap.y > y + H {
        return Hit::Outside;
    }
    if let Some((level, _, _)) = chips().into_iter().find(|(_, _, r)| r.contains(tap)) {
        return Hit::Level(level);
    }
    if let Some(slot) = (0..SLOTS).find(|&s| slot_rect(s).contains(tap)) {
        return Hit::Slot(slot as u8);
    }
    if tap.x > x + LIST_W {
        return Hit::Nothing;
    }
    let row = ((tap.y - (y + LIST_TOP - ROW + 8.0)) / ROW).floor();
    let n = screen.spells(game).len();
    match row >= 0.0 && (row as usize) < ROWS {
        true if first_row(screen) + (row as usize) < n => {
            Hit::Row(first_row(screen) + row as usize)
        }
        _ => Hit::Nothing,
    }
}

pub fn draw(screen: &SpellbookScreen, game: &Game, touch: bool) {
    let (x, y) = origin();
    ui::panel(x, y, W, H);
    let tables = game.tables();
    let c = game.character();
    let book = &c.spells;
    ui::text_centred("Spellbook", x + W / 2.0, y + 42.0, 30.0, ui::GOLD);
    // What the level allows, and how much of it is taken.
    let limits = allowed(tables, c.level);
    let held = |f: Frequency| {
        (book.slots.iter().flatten())
            .filter(|&&s| tables.spell(s).frequency == f)
            .count()
    };
    let parts: Vec<String> = (Frequency::ALL.iter().zip(limits))
        .filter(|&(_, n)| n > 0)
        .map(|(&f, n)| format!("{} {}/{n}", f.label(), held(f)))
        .collect();
    let allows = match parts.is_empty() {
        true => format!("At level {}, you may memorise no spells.", c.level),
        false => format!("Level {} memorises: {}", c.level, parts.join("  ·  ")),
    };
    ui::text_centred(&allows, x + W / 2.0, y + 72.0, 19.0, ui::FAINT);
    ui::text("Level", x + 26.0, y + CHIPS_Y, 19.0, ui::FAINT);
    for (level, label, r) in chips() {
        let on = screen.level == level;
        if on {
            draw_rectangle(r.x, r.y, r.w, r.h, ui::alpha(ui::GOLD, 0.16));
        }
        let colour = if on { ui::GOLD } else { ui::TEXT };
        ui::text(&label, r.x + 11.0, r.y + 22.0, 19.0, colour);
    }
    let spells = screen.spells(game);
    if spells.is_empty() {
        let empty = match (screen.level, book.known.is_empty()) {
            (_, true) => "You know no spells.".to_string(),
            (Some(l), false) => format!("You know no spell of level {l}."),
            (None, false) => String::new(),
        };
        ui::text(&empty, x + 30.0, y + LIST_TOP, 20.0, ui::FAINT);
    }
    let first = first_row(screen);
    for (row, &spell) in spells.iter().enumerate().skip(first).take(ROWS) {
        let row_y = y + LIST_TOP + ROW * (row - first) as f32;
        if row == screen.cursor {
            let fill = ui::alpha(ui::GOLD, 0.14);
            draw_rectangle(x + 16.0, row_y - 23.0, LIST_W - 10.0, ROW - 2.0, fill);
        }
        let def = tables.spell(spell);
        if let Some(slot) = book.slot_of(spell) {
            ui::text(&format!("{}", slot + 1), x + 26.0, row_y, 20.0, ui::GOLD);
        }
        let name = ui::capitalised(&def.name);
        ui::text(
            &ui::fit(&name, 20.0, LIST_W - 130.0),
            x + 50.0,
            row_y,
            20.0,
            ui::TEXT,
        );
        let level = format!("level {}", def.level);
        let right = x + LIST_W - 16.0 - ui::width(&level, 18.0);
        ui::text(&level, right, row_y, 18.0, ui::FAINT);
    }
    if spells.len() > ROWS {
        let more = format!("{} of {}", screen.cursor + 1, spells.len());
        ui::text(
            &more,
            x + 26.0,
            y + LIST_TOP + ROW * ROWS as f32 - 6.0,
            17.0,
            ui::FAINT,
        );
    }
    if let Some(&spell) = spells.get(screen.cursor) {
        draw_details(tables.spell(spell), book.slot_of(spell), x, y);
    }
    draw_slots(game);
    if let Some(said) = &screen.said {
        ui::text_centred(
            &ui::fit(said, 19.0, W - 60.0),
            x + W / 2.0,
            y + H - 44.0,
            19.0,
            ui::GOLD,
        );
    }
    let hint = match touch {
        true => "tap a level or a spell; tap a slot to memorise it there, again to forget; tap outside to close",
        false => "left, right: level  ·  up, down: choose  ·  1-4: memorise  ·  f: forget  ·  F1: help  ·  Esc: close",
    };
    ui::text_centred(hint, x + W / 2.0, y + H - 16.0, 18.0, ui::FAINT);
}

/// The chosen spell: its name, what it does, and how it is cast.
fn draw_details(def: &torchdeep::data::SpellDef, slot: Option<usize>, x: f32, y: f32) {
    let right = x + LIST_W + 30.0;
    let width = W - LIST_W - 56.0;
    ui::text(
        &ui::capitalised(&def.name),
        right,
        y + LIST_TOP - 4.0,
        24.0,
        SPELL,
    );
    let mut line_y = y + LIST_TOP + 26.0;
    for text in ui::wrap(&def.description, 18.0, width).into_iter().take(3) {
        ui::text(&text, right, line_y, 18.0, ui::TEXT);
        line_y += 22.0;
    }
    line_y += 6.0;
    for (what, how) in details(def) {
        ui::text(what, right, line_y, 18.0, ui::FAINT);
        ui::text(
            &ui::fit(&how, 18.0, width - 80.0),
            right + 80.0,
            line_y,
            18.0,
            ui::TEXT,
        );
        line_y += 22.0;
    }
    let memorised = match slot {
        Some(s) => format!("Memorised in slot {}: key {} casts it.", s + 1, s + 1),
        None => "Not memorised: 1-4 puts it in a slot.".to_string(),
    };
    ui::text(
        &memorised,
        right,
        line_y.min(y + SLOTS_Y - 12.0),
        18.0,
        ui::GOLD,
    );
}

/// The four slots: the key, the spell, how often and the uses left.
fn draw_slots(game: &Game) {
    let tables = game.tables();
    let book = &game.character().spells;
    for slot in 0..SLOTS {
        let r = slot_rect(slot);
        let left = uses_left(tables, book, slot);
        let fill = match book.slots[slot] {
            Some(_) if left > 0 => ui::alpha(SPELL, 0.12),
            _ => ui::alpha(WHITE, 0.03),
        };
        draw_rectangle(r.x, r.y, r.w, r.h, fill);
        ui::outline(r, 1.0, ui::EDGE);
        ui::text(
            &format!("{}", slot + 1),
            r.x + 10.0,
            r.y + 26.0,
            24.0,
            ui::GOLD,
        );
        let Some(spell) = book.slots[slot] else {
            ui::text("empty", r.x + 34.0, r.y + 26.0, 19.0, ui::FAINT);
            continue;
        };
        let def = tables.spell(spell);
        let colour = if left > 0 {
            ui::TEXT
        } else {
            ui::alpha(ui::FAINT, 0.6)
        };
        let name = ui::fit(&ui::capitalised(&def.name), 19.0, r.w - 44.0);
        ui::text(&name, r.x + 34.0, r.y + 26.0, 19.0, colour);
        ui::text(
            def.frequency.label(),
            r.x + 12.0,
            r.y + 52.0,
            16.0,
            ui::FAINT,
        );
        let uses = match (def.frequency, left) {
            (Frequency::AtWill, _) => "ready, always".to_string(),
            (Frequency::Floor, 0) => "spent until a new floor".to_string(),
            (_, 0) => "spent for three new floors".to_string(),
            (_, n) => format!("{n} use left"),
        };
        let shade = if left > 0 {
            SPELL
        } else {
            ui::alpha(ui::FAINT, 0.6)
        };
        ui::text(&uses, r.x + 12.0, r.y + 74.0, 16.0, shade);
    }
}
