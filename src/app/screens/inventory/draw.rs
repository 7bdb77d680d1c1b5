//! Drawing the inventory: the list on the left (letter, sprite, name, marks), the open thing
//! on the right with its details and keys, and where a tap lands.

use macroquad::prelude::*;
use torchdeep::data::Slot;
use torchdeep::rules::game::Game;
use torchdeep::rules::items::{counted_name, letter};
use torchdeep::world::Item;

use super::{details, Mode};
use crate::app::atlas::Atlas;
use crate::app::screen;
use crate::app::ui;

const W: f32 = 860.0;
const H: f32 = 560.0;
const ROW: f32 = 30.0;
const LIST_TOP: f32 = 112.0;
const LIST_W: f32 = 400.0;

/// Where a tap landed.
pub enum Hit {
    Outside,
    Row(u8),
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

fn items(game: &Game) -> &[Item] {
    game.state()
        .player_creature()
        .map_or(&[], |c| c.inventory.items())
}

pub fn hit(tap: Vec2, game: &Game, mode: &Mode) -> Hit {
    let (x, y) = origin();
    if tap.x < x || tap.x > x + W || tap.y < y || tap.y > y + H {
        return Hit::Outside;
    }
    if matches!(mode, Mode::Calling(..)) || tap.x > x + LIST_W {
        return Hit::Nothing;
    }
    let row = ((tap.y - (y + LIST_TOP - ROW + 8.0)) / ROW).floor();
    match row >= 0.0 && (row as usize) < items(game).len() {
        true => Hit::Row(row as u8),
        false => Hit::Nothing,
    }
}

pub fn draw(game: &Game, atlas: &Atlas, mode: &Mode, touch: bool) {
    let tables = game.tables();
    let ids = game.state().identities();
    let (x, y) = origin();
    ui::panel(x, y, W, H);
    let title = match mode {
        Mode::Pick(purpose) => purpose.question(),
        _ => "Inventory",
    };
    ui::text_centred(title, x + W / 2.0, y + 44.0, 30.0, ui::GOLD);
    let carried = items(game);
    if carried.is_empty() {
        ui::text(
            "You carry nothing.",
            x + 30.0,
            y + LIST_TOP,
            22.0,
            ui::FAINT,
        );
    }
    let open = match mode {
        Mode::Open(slot) | Mode::Calling(slot, _) => Some(*slot),
        _ => None,
    };
    for (n, item) in carried.iter().enumerate() {
        let row_y = y + LIST_TOP + ROW * n as f32;
        let suits = match mode {
            Mode::Pick(purpose) => purpose.suits(game, item),
            _ => true,
        };
        if open == Some(n as u8) {
            let fill = ui::alpha(ui::GOLD, 0.14);
            draw_rectangle(x + 16.0, row_y - 23.0, LIST_W - 10.0, ROW - 2.0, fill);
        }
        let colour = match (suits, item.worn) {
            (false, _) => ui::alpha(ui::FAINT, 0.6),
            (true, true) => ui::GOLD,
            (true, false) => ui::TEXT,
        };
        ui::text(&format!("{})", letter(n)), x + 26.0, row_y, 22.0, colour);
        let sprite = atlas.item_sprite(ids, item.kind);
        atlas.draw(sprite, x + 52.0, row_y - 24.0, 28.0, WHITE);
        let mut name = counted_name(tables, ids, item, item.count);
        if item.worn {
            name.push_str(worn_mark(tables.item(item.kind).equip.map(|e| e.slot)));
        }
        let name = ui::fit(&name, 20.0, LIST_W - 100.0);
        ui::text(&name, x + 88.0, row_y, 20.0, colour);
    }
    match (mode, open) {
        (Mode::Calling(_, typed), Some(slot)) => {
            draw_open(game, atlas, slot, x, y);
            let prompt = format!("Call this kind: {typed}_");
            ui::text(&prompt, x + LIST_W + 30.0, y + H - 90.0, 22.0, ui::GOLD);
        }
        (_, Some(slot)) => draw_open(game, atlas, slot, x, y),
        _ => draw_summary(game, x, y),
    }
    let hint = match (mode, touch) {
        (Mode::Calling(..), _) => "type a name  ·  Enter: call it  ·  Esc: back",
        (Mode::Open(_), _) => "Esc: back to the list",
        (Mode::Pick(_), true) => "tap a thing; tap outside to close",
        (Mode::Pick(_), false) => "a-z: choose  ·  Esc: close",
        (Mode::Browse, true) => "tap a thing to open it; tap outside to close",
        (Mode::Browse, false) => "a-z: open a thing  ·  Esc or i: close",
    };
    ui::text_centred(hint, x + W / 2.0, y + H - 18.0, 18.0, ui::FAINT);
}

fn worn_mark(slot: Option<Slot>) -> &'static str {
    match slot {
        Some(Slot::MainHand) => " (wielded)",
        Some(Slot::OffHand) => " (on arm)",
        _ => " (worn)",
    }
}

/// What is worn, slot by slot, and the defences it gives.
fn draw_summary(game: &Game, x: f32, y: f32) {
    let tables = game.tables();
    let ids = game.state().identities();
    let right = x + LIST_W + 30.0;
    ui::text("Worn", right, y + LIST_TOP - 30.0, 22.0, ui::FAINT);
    let carried = items(game);
    for (i, slot) in Slot::ALL.iter().enumerate() {
        let row_y = y + LIST_TOP + ROW * i as f32;
        ui::text(slot.label(), right, row_y, 20.0, ui::FAINT);
        let worn = carried
            .iter()
            .enumerate()
            .find(|(_, it)| it.worn && tables.item(it.kind).equip.is_some_and(|e| e.slot == *slot));
        let (text, colour) = match worn {
            Some((n, it)) => (
                format!("{}) {}", letter(n), counted_name(tables, ids, it, 1)),
                ui::TEXT,
            ),
            None => ("-".to_string(), ui::FAINT),
        };
        ui::text(
            &ui::fit(&text, 20.0, 300.0),
            right + 110.0,
            row_y,
            20.0,
            colour,
        );
    }
    let d = game.defences();
    let line = format!(
        "AC {}  ·  Fortitude {}  ·  Reflex {}  ·  Will {}",
        d.ac, d.fortitude, d.reflex, d.will
    );
    ui::text(&line, right, y + LIST_TOP + ROW * 7.0, 20.0, ui::TEXT);
}

/// One thing: a large sprite, its name, what examining it tells, and the keys for it.
fn draw_open(game: &Game, atlas: &Atlas, slot: u8, x: f32, y: f32) {
    let tables = game.tables();
    let ids = game.state().identities();
    let Some(item) = items(game).get(usize::from(slot)) else {
        return;
    };
    let right = x + LIST_W + 30.0;
    let width = W - LIST_W - 60.0;
    atlas.draw(
        atlas.item_sprite(ids, item.kind),
        right,
        y + 70.0,
        64.0,
        WHITE,
    );
    let name = ui::capitalised(&counted_name(tables, ids, item, item.count));
    let mut line_y = y + 112.0;
    for line in ui::wrap(&name, 24.0, width - 80.0) {
        ui::text(&line, right + 76.0, line_y, 24.0, ui::GOLD);
        line_y += 28.0;
    }
    line_y = line_y.max(y + 170.0);
    for paragraph in details::lines(tables, ids, item) {
        for line in ui::wrap(&paragraph, 19.0, width) {
            ui::text(&line, right, line_y, 19.0, ui::TEXT);
            line_y += 23.0;
        }
        line_y += 6.0;
    }
    let keys = keys_for(game, item);
    for (i, line) in ui::wrap(&keys, 19.0, width).iter().enumerate() {
        ui::text(line, right, y + H - 60.0 + 22.0 * i as f32, 19.0, ui::GOLD);
    }
}

/// The keys that act on a thing, as one line.
fn keys_for(game: &Game, item: &Item) -> String {
    use torchdeep::data::ItemKind;
    let def = game.tables().item(item.kind);
    let mut keys = Vec::new();
    match def.kind {
        ItemKind::Potion => keys.push("q quaff"),
        ItemKind::Scroll | ItemKind::Book => keys.push("r read"),
        ItemKind::Food => keys.push("e eat"),
        _ => {}
    }
    if def.equip.is_some() {
        keys.push(if item.worn { "W take off" } else { "w wear" });
    }
    if def.throwable {
        keys.push("t throw");
    }
    if !item.worn {
        keys.push("d drop");
    }
    if !game.state().identities().is_known(item.kind) {
        keys.push("C call");
    }
    keys.join("  ·  ")
}
