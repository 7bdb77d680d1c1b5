//! The shop (GAME.md §12): opened by walking into a calm shopkeeper. Two tabs, Buy (the wares
//! on the counter) and Sell (what the player carries that the shop trades), each filtered by
//! category: all, weapons, armour, potions, … Every trade is a command of the run, so it is
//! recorded, replayed and costs a turn like any other deed.

mod draw;

use macroquad::prelude::*;
use torchdeep::data::Category;
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::game::Game;
use torchdeep::rules::shop::{buy_price, open_shop_at, sell_price};
use torchdeep::world::{Item, Shop};

use crate::app::atlas::Atlas;
use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::play::Play;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Buy,
    Sell,
}

/// One line of a tab: a ware on the counter or a carried thing, with its price.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Line {
    pub item: Item,
    pub price: u32,
    /// What trading it asks of the run.
    pub command: Command,
    /// Worn things are listed but must come off before they are sold.
    pub worn: bool,
}

/// What closing the screen asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Leave,
    /// F1: the help, on the shop's page; back here after.
    Help,
}

pub struct ShopScreen {
    tab: Tab,
    /// `None` for every category.
    category: Option<Category>,
    cursor: usize,
    /// The sheet as last drawn, kept while the game and the above stay the same.
    kept: Kept,
}

impl ShopScreen {
    pub fn new() -> ShopScreen {
        ShopScreen {
            tab: Tab::Buy,
            category: None,
            cursor: 0,
            kept: Kept::default(),
        }
    }

    /// Keys and taps; what the screen asks of the app, if anything.
    pub fn update(
        &mut self,
        presses: &[Press],
        taps: &[Vec2],
        play: &mut Play,
        atlas: &Atlas,
        now: f32,
    ) -> Option<Exit> {
        for press in presses {
            match press.action {
                Action::Cancel => return Some(Exit::Leave),
                Action::Help => return Some(Exit::Help),
                Action::NextTarget => self.switch(),
                Action::Move(Direction::N) => self.cursor = self.cursor.saturating_sub(1),
                Action::Move(Direction::S) => self.cursor += 1,
                Action::Move(Direction::W) => self.category = self.step_category(-1, play.game()),
                Action::Move(Direction::E) => self.category = self.step_category(1, play.game()),
                Action::Confirm => self.trade(play, atlas, now),
                _ => {}
            }
            self.clamp(play.game());
        }
        for &tap in taps {
            match draw::hit(tap, self, play.game()) {
                draw::Hit::Outside => return Some(Exit::Leave),
                draw::Hit::Tab(tab) => self.tab = tab,
                draw::Hit::Category(c) => self.category = c,
                draw::Hit::Row(n) if n == self.cursor => self.trade(play, atlas, now),
                draw::Hit::Row(n) => self.cursor = n,
                draw::Hit::Nothing => {}
            }
            self.clamp(play.game());
        }
        // The run ended while trading (killed by what came in).
        play.game().outcome().is_some().then_some(Exit::Leave)
    }

    fn switch(&mut self) {
        self.tab = match self.tab {
            Tab::Buy => Tab::Sell,
            Tab::Sell => Tab::Buy,
        };
        self.cursor = 0;
    }

    /// The next or previous category that has lines in this tab, through "all".
    fn step_category(&self, by: i32, game: &Game) -> Option<Category> {
        let mut choices: Vec<Option<Category>> = vec![None];
        choices.extend(categories(game, self.tab).into_iter().map(Some));
        let at = choices
            .iter()
            .position(|c| *c == self.category)
            .unwrap_or(0) as i32;
        let n = choices.len() as i32;
        choices[((at + by).rem_euclid(n)) as usize]
    }

    fn clamp(&mut self, game: &Game) {
        let n = self.lines(game).len();
        self.cursor = self.cursor.min(n.saturating_sub(1));
    }

    fn trade(&mut self, play: &mut Play, atlas: &Atlas, now: f32) {
        if let Some(line) = self.lines(play.game()).get(self.cursor) {
            play.act(line.command, atlas, now);
        }
    }

    /// The lines of the open tab and category.
    pub fn lines(&self, game: &Game) -> Vec<Line> {
        lines(game, self.tab)
            .into_iter()
            .filter(|l| {
                self.category
                    .is_none_or(|c| Category::of(game.tables().item(l.item.kind)) == Some(c))
            })
            .collect()
    }

    pub fn draw(&mut self, game: &Game, atlas: &Atlas, touch: bool) {
        let of = (self.tab == Tab::Buy, self.category, self.cursor, touch);
        let key = kept::of_game(game, &of);
        let mut kept = std::mem::take(&mut self.kept);
        kept.draw(draw::area(), key, || draw::draw(self, game, atlas, touch));
        self.kept = kept;
    }
}

/// The shop the player trades with: the one they stand in, else (a screen opened for a look)
/// the first of the floor.
pub fn shop_of(game: &Game) -> Option<&Shop> {
    let level = game.level();
    let here = open_shop_at(level, game.player_pos());
    level.shops.get(here.unwrap_or(0))
}

/// Whether the player stands in a shop that trades.
pub fn trading(game: &Game) -> bool {
    open_shop_at(game.level(), game.player_pos()).is_some()
}

fn lines(game: &Game, tab: Tab) -> Vec<Line> {
    let Some(shop) = shop_of(game) else {
        return Vec::new();
    };
    let tables = game.tables();
    let def = tables.shop(shop.kind);
    let level = game.level();
    match tab {
        Tab::Buy => {
            let mut out = Vec::new();
            let wares = (shop.counter.iter()).flat_map(|&p| {
                level
                    .items
                    .at(p)
                    .iter()
                    .enumerate()
                    .map(move |(i, item)| (p, i, *item))
            });
            for (at, index, item) in wares.filter(|(_, _, i)| i.for_sale) {
                out.push(Line {
                    item,
                    price: buy_price(tables, def, &item),
                    command: Command::Buy {
                        at,
                        index: index as u8,
                    },
                    worn: false,
                });
            }
            out.sort_by_key(|l| Category::of(tables.item(l.item.kind)));
            out
        }
        Tab::Sell => {
            let carried = game
                .state()
                .player_creature()
                .map_or(&[][..], |c| c.inventory.items());
            (carried.iter().enumerate())
                .filter(|(_, i)| def.trades(tables.item(i.kind)))
                .map(|(slot, item)| Line {
                    item: *item,
                    price: sell_price(tables, def, item),
                    command: Command::Sell(slot as u8),
                    worn: item.worn,
                })
                .collect()
        }
    }
}

/// The categories that have lines in a tab, in their order.
fn categories(game: &Game, tab: Tab) -> Vec<Category> {
    let tables = game.tables();
    let mut out: Vec<Category> = lines(game, tab)
        .iter()
        .filter_map(|l| Category::of(tables.item(l.item.kind)))
        .collect();
    out.sort();
    out.dedup();
    out
}
