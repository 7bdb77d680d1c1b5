//! Drawing the shop: its name and the keeper's word, the Buy and Sell tabs, the categories,
//! the list with prices on the left, the chosen thing's details and both purses on the right,
//! and where a tap lands.

use macroquad::prelude::*;
use torchdeep::data::Category;
use torchdeep::rules::game::Game;
use torchdeep::rules::items::counted_name;
use torchdeep::rules::shop::purse;

use super::{shop_of, trading, Line, ShopScreen, Tab};
use crate::app::atlas::Atlas;
use crate::app::screen;
use crate::app::screens::inventory::details;
use crate::app::ui;

const W: f32 = 900.0;
const H: f32 = 580.0;
const ROW: f32 = 30.0;
const TABS_Y: f32 = 108.0;
const CATEGORIES_Y: f32 = 150.0;
const LIST_TOP: f32 = 198.0;
const LIST_W: f32 = 450.0;
/// Rows shown at once; the list scrolls to keep the cursor in view.
const ROWS: usize = 11;
const TAB_W: f32 = 120.0;

/// Where a tap landed.
pub enum Hit {
    Outside,
    Tab(Tab),
    Category(Option<Category>),
    Row(usize),
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

/// The first row shown, so the cursor stays in view.
fn first_row(screen: &ShopScreen) -> usize {
    screen.cursor.saturating_sub(ROWS - 1)
}

/// The category chips: "All", then each category the tab has, with their boxes.
fn chips(screen: &ShopScreen, game: &Game) -> Vec<(Option<Category>, Rect)> {
    let (x, y) = origin();
    let mut out = Vec::new();
    let mut left = x + 26.0;
    let mut choices = vec![None];
    choices.extend(super::categories(game, screen.tab).into_iter().map(Some));
    for c in choices {
        let label = c.map_or("All", |c| c.title());
        let w = ui::width(label, 19.0) + 22.0;
        out.push((c, Rect::new(left, y + CATEGORIES_Y - 22.0, w, 30.0)));
        left += w + 8.0;
    }
    out
}

pub fn hit(tap: Vec2, screen: &ShopScreen, game: &Game) -> Hit {
    let (x, y) = origin();
    if tap.x < x || tap.x > x + W || tap.y < y || tap.y > y + H {
        return Hit::Outside;
    }
    for (i, tab) in [Tab::Buy, Tab::Sell].into_iter().enumerate() {
        let r = Rect::new(
            x + 26.0 + i as f32 * (TAB_W + 10.0),
            y + TABS_Y - 26.0,
            TAB_W,
            34.0,
        );
        if r.contains(tap) {
            return Hit::Tab(tab);
        }
    }
    if let Some((c, _)) = chips(screen, game)
        .into_iter()
        .find(|(_, r)| r.contains(tap))
    {
        return Hit::Category(c);
    }
    if tap.x > x + LIST_W {
        return Hit::Nothing;
    }
    let row = ((tap.y - (y + LIST_TOP - ROW + 8.0)) / ROW).floor();
    let n = screen.lines(game).len();
    match row >= 0.0 && (row as usize) < ROWS {
        true if first_row(screen) + (row as usize) < n => {
            Hit::Row(first_row(screen) + row as usize)
        }
        _ => Hit::Nothing,
    }
}

pub fn draw(screen: &ShopScreen, game: &Game, atlas: &Atlas, touch: bool) {
    let (x, y) = origin();
    ui::panel(x, y, W, H);
    let tables = game.tables();
    let Some(shop) = shop_of(game) else {
        ui::text_centred(
            "There is no shop on this floor.",
            x + W / 2.0,
            y + 60.0,
            24.0,
            ui::FAINT,
        );
        return;
    };
    let def = tables.shop(shop.kind);
    ui::text_centred(&def.name, x + W / 2.0, y + 42.0, 30.0, ui::GOLD);
    let word = match (shop.angry, trading(game)) {
        (true, _) => "The shopkeeper will not trade with a thief.",
        (false, false) => "Step inside to trade.",
        (false, true) => def.description.as_str(),
    };
    ui::text_centred(
        &ui::fit(word, 18.0, W - 60.0),
        x + W / 2.0,
        y + 68.0,
        18.0,
        ui::FAINT,
    );
    for (i, (tab, label)) in [(Tab::Buy, "Buy"), (Tab::Sell, "Sell")]
        .into_iter()
        .enumerate()
    {
        let left = x + 26.0 + i as f32 * (TAB_W + 10.0);
        let on = screen.tab == tab;
        let fill = ui::alpha(ui::GOLD, if on { 0.22 } else { 0.06 });
        draw_rectangle(left, y + TABS_Y - 26.0, TAB_W, 34.0, fill);
        let tab = Rect::new(left, y + TABS_Y - 26.0, TAB_W, 34.0);
        ui::outline(tab, 1.0, ui::EDGE);
        let colour = if on { ui::GOLD } else { ui::FAINT };
        ui::text_centred(label, left + TAB_W / 2.0, y + TABS_Y, 22.0, colour);
    }
    for (c, r) in chips(screen, game) {
        let on = screen.category == c;
        if on {
            draw_rectangle(r.x, r.y, r.w, r.h, ui::alpha(ui::GOLD, 0.16));
        }
        let colour = if on { ui::GOLD } else { ui::TEXT };
        ui::text(
            c.map_or("All", |c| c.title()),
            r.x + 11.0,
            r.y + 22.0,
            19.0,
            colour,
        );
    }
    let lines = screen.lines(game);
    if lines.is_empty() {
        let empty = match screen.tab {
            Tab::Buy => "Nothing of that kind is for sale.",
            Tab::Sell => "You carry nothing this shop buys.",
        };
        ui::text(empty, x + 30.0, y + LIST_TOP, 20.0, ui::FAINT);
    }
    let ids = game.state().identities();
    let first = first_row(screen);
    for (row, line) in lines.iter().enumerate().skip(first).take(ROWS) {
        let row_y = y + LIST_TOP + ROW * (row - first) as f32;
        if row == screen.cursor {
            let fill = ui::alpha(ui::GOLD, 0.14);
            draw_rectangle(x + 16.0, row_y - 23.0, LIST_W - 10.0, ROW - 2.0, fill);
        }
        let dim = line.worn || line.price == 0;
        let colour = if dim {
            ui::alpha(ui::FAINT, 0.7)
        } else {
            ui::TEXT
        };
        atlas.draw(
            atlas.item_sprite(ids, line.item.kind),
            x + 24.0,
            row_y - 24.0,
            28.0,
            WHITE,
        );
        let mut name = counted_name(tables, ids, &line.item, line.item.count);
        if line.worn {
            name.push_str(" (worn)");
        }
        ui::text(
            &ui::fit(&name, 20.0, LIST_W - 150.0),
            x + 60.0,
            row_y,
            20.0,
            colour,
        );
        let price = format!("{} gold", line.price);
        let right = x + LIST_W - 16.0 - ui::width(&price, 20.0);
        ui::text(
            &price,
            right,
            row_y,
            20.0,
            if dim { colour } else { ui::GOLD },
        );
    }
    if lines.len() > ROWS {
        let more = format!("{} of {}", screen.cursor + 1, lines.len());
        ui::text(
            &more,
            x + 26.0,
            y + LIST_TOP + ROW * ROWS as f32,
            17.0,
            ui::FAINT,
        );
    }
    draw_chosen(lines.get(screen.cursor), screen.tab, game, atlas, x, y);
    let hint = match touch {
        true => "tap a tab or a kind; tap a line, then tap it again to trade; tap outside to leave",
        false => "Tab: buy or sell  ·  left, right: kind  ·  up, down: choose  ·  Enter: trade  ·  Esc: leave",
    };
    ui::text_centred(hint, x + W / 2.0, y + H - 18.0, 18.0, ui::FAINT);
}

/// The chosen line's thing, what trading it does, and both purses.
fn draw_chosen(line: Option<&Line>, tab: Tab, game: &Game, atlas: &Atlas, x: f32, y: f32) {
    let tables = game.tables();
    let ids = game.state().identities();
    let right = x + LIST_W + 30.0;
    let width = W - LIST_W - 60.0;
    let yours = game
        .state()
        .player_creature()
        .map_or(0, |c| purse(tables, c.inventory.items()));
    let keepers = shop_of(game)
        .and_then(|s| s.keeper)
        .and_then(|k| game.level().creatures.get(k))
        .map_or(0, |c| purse(tables, c.inventory.items()));
    atlas.draw(atlas.sprites.coin, right, y + TABS_Y - 24.0, 24.0, WHITE);
    let purses = format!("You: {yours} gold  ·  Keeper: {keepers} gold");
    ui::text(&purses, right + 30.0, y + TABS_Y - 4.0, 19.0, ui::TEXT);
    let Some(line) = line else { return };
    let item = &line.item;
    atlas.draw(
        atlas.item_sprite(ids, item.kind),
        right,
        y + LIST_TOP - 30.0,
        48.0,
        WHITE,
    );
    let name = ui::capitalised(&counted_name(tables, ids, item, item.count));
    ui::text(
        &ui::fit(&name, 22.0, width - 60.0),
        right + 58.0,
        y + LIST_TOP,
        22.0,
        ui::GOLD,
    );
    let mut line_y = y + LIST_TOP + 44.0;
    for paragraph in details::lines(tables, ids, item) {
        for text in ui::wrap(&paragraph, 18.0, width) {
            if line_y > y + H - 110.0 {
                break;
            }
            ui::text(&text, right, line_y, 18.0, ui::TEXT);
            line_y += 22.0;
        }
        line_y += 4.0;
    }
    let deal = match (tab, line.worn, line.price) {
        (Tab::Sell, true, _) => "Take it off before you sell it.".to_string(),
        (Tab::Sell, _, 0) => "The keeper would give nothing for it.".to_string(),
        (Tab::Sell, _, p) => format!("Enter: sell one for {p} gold."),
        (Tab::Buy, _, p) if p > yours => format!("It costs {p} gold: you have {yours}."),
        (Tab::Buy, _, p) => format!("Enter: buy it for {p} gold."),
    };
    ui::text(&deal, right, y + H - 60.0, 20.0, ui::GOLD);
}
