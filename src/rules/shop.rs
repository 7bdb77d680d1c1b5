//! Trading in a shop (GAME.md §12). The player standing in a shop's room while its keeper is
//! there and calm buys a ware lying on the counter (`Action::Buy`) or sells a carried thing
//! (`Action::Sell`); the coins go from one purse to the other, so gold and things are only
//! ever moved. Stealing a ware or attacking the keeper angers it for good: it trades no more
//! and hunts the thief, and its wares are anyone's.

use super::check::Refusal;
use super::event::{Event, Who};
use super::game::Game;
use crate::data::{ShopDef, Tables};
use crate::world::{CreatureId, Item, Level, Pos};

/// What a cursed or negatively enchanted thing is worth, as a share of its row's value.
const SPOILT_SHARE: f64 = 1.0 / 3.0;
/// Each point of enchantment adds this share of the row's value.
const ENCHANTMENT_SHARE: f64 = 0.5;

/// What one thing is worth to a keeper, who knows its enchantment and curse.
pub fn worth(tables: &Tables, item: &Item) -> f64 {
    let value = f64::from(tables.item(item.kind).value);
    if item.cursed || item.enchantment < 0 {
        value * SPOILT_SHARE
    } else {
        value * (1.0 + ENCHANTMENT_SHARE * f64::from(item.enchantment))
    }
}

/// What a shop asks for a ware: the whole heap, at least 1 coin.
pub fn buy_price(tables: &Tables, shop: &ShopDef, item: &Item) -> u32 {
    let price = (worth(tables, item) * shop.markup * f64::from(item.count)).ceil();
    (price as u32).max(1)
}

/// What a shop pays for one of a thing; 0 when it will not buy it.
pub fn sell_price(tables: &Tables, shop: &ShopDef, item: &Item) -> u32 {
    if !shop.trades(tables.item(item.kind)) {
        return 0;
    }
    (worth(tables, item) * shop.buys_at).floor() as u32
}

/// The coins among a creature's things.
pub fn purse(tables: &Tables, carried: &[Item]) -> u32 {
    let coins = tables.gold();
    (carried.iter())
        .filter(|i| Some(i.kind) == coins)
        .map(|i| i.count)
        .sum()
}

/// The shop (by index on the floor) whose room holds `p`, if its keeper is there and calm.
pub fn open_shop_at(level: &Level, p: Pos) -> Option<usize> {
    let i = level.shop_at(p)?;
    let shop = &level.shops[i];
    let keeper_here = shop
        .keeper
        .is_some_and(|k| level.creatures.get(k).is_some());
    (keeper_here && !shop.angry).then_some(i)
}

/// Whether a creature keeps a shop that is open: it trades, and is no foe.
pub fn is_calm_keeper(level: &Level, id: CreatureId) -> bool {
    level
        .shop_kept_by(id)
        .is_some_and(|i| !level.shops[i].angry)
}

/// Whether a thing on a tile is a ware its keeper still guards.
pub fn is_guarded_ware(level: &Level, p: Pos, item: &Item) -> bool {
    item.for_sale && open_shop_at(level, p).is_some()
}

/// The shop the actor stands in, with its row, for a trade.
fn shop_of(game: &Game, who: Who) -> Result<(usize, Pos), Refusal> {
    let level = game.level();
    let here = level.creatures.get(who.id).ok_or(Refusal::Gone)?.pos;
    let shop = open_shop_at(level, here).ok_or(Refusal::NoShopHere)?;
    Ok((shop, here))
}

pub(crate) fn check_buy(game: &Game, who: Who, at: Pos, index: u8) -> Result<(), Refusal> {
    let (shop, _) = shop_of(game, who)?;
    let level = game.level();
    let item = level
        .items
        .at(at)
        .get(usize::from(index))
        .filter(|i| i.for_sale && level.shop_at(at) == Some(shop))
        .ok_or(Refusal::NotForSale)?;
    let tables = game.tables();
    let buyer = &level.creatures.get(who.id).ok_or(Refusal::Gone)?.inventory;
    let price = buy_price(tables, tables.shop(level.shops[shop].kind), item);
    if purse(tables, buyer.items()) < price {
        return Err(Refusal::TooPoor);
    }
    let carried = Item {
        for_sale: false,
        ..*item
    };
    let room = buyer.items().len() < super::items::PACK_LETTERS
        || buyer.items().iter().any(|c| c.heaps_with(&carried));
    if room {
        Ok(())
    } else {
        Err(Refusal::PackFull)
    }
}

pub(crate) fn check_sell(game: &Game, who: Who, slot: u8) -> Result<(), Refusal> {
    let (shop, _) = shop_of(game, who)?;
    let level = game.level();
    let tables = game.tables();
    let seller = &level.creatures.get(who.id).ok_or(Refusal::Gone)?.inventory;
    let item = seller
        .items()
        .get(usize::from(slot))
        .ok_or(Refusal::NoSuchItem)?;
    if item.worn {
        return Err(Refusal::WornNow);
    }
    let shop = &level.shops[shop];
    let price = sell_price(tables, tables.shop(shop.kind), item);
    if price == 0 || shop.counter.is_empty() {
        return Err(Refusal::WillNotBuy);
    }
    let keeper = shop.keeper.and_then(|k| level.creatures.get(k));
    if keeper.is_none_or(|k| purse(tables, k.inventory.items()) < price) {
        return Err(Refusal::KeeperTooPoor);
    }
    Ok(())
}

/// Buys the ware `index` of the pile at `at` (checked by `check_buy`).
pub(crate) fn buy(game: &mut Game, who: Who, at: Pos, index: u8) {
    let Ok((shop, _)) = shop_of(game, who) else {
        return;
    };
    let level = game.level();
    let Some(item) = level.items.at(at).get(usize::from(index)).copied() else {
        return;
    };
    let Some(keeper) = level.shops[shop].keeper.and_then(|k| game.who(k)) else {
        return;
    };
    let tables = game.tables();
    let Some(coin) = tables.gold() else { return };
    let price = buy_price(tables, tables.shop(level.shops[shop].kind), &item);
    game.emit(Event::Bought {
        who,
        keeper,
        at,
        item,
        price,
        coin,
    });
}

/// Sells one of the thing at `slot` (checked by `check_sell`); it goes on display on the
/// counter, on an empty tile if there is one.
pub(crate) fn sell(game: &mut Game, who: Who, slot: u8) {
    let Ok((shop, _)) = shop_of(game, who) else {
        return;
    };
    let level = game.level();
    let Some(item) = (level.creatures.get(who.id))
        .and_then(|c| c.inventory.items().get(usize::from(slot)).copied())
    else {
        return;
    };
    let shop = &level.shops[shop];
    let Some(keeper) = shop.keeper.and_then(|k| game.who(k)) else {
        return;
    };
    let Some(&at) = (shop.counter.iter())
        .find(|&&p| level.items.is_empty_at(p))
        .or(shop.counter.first())
    else {
        return;
    };
    let tables = game.tables();
    let Some(coin) = tables.gold() else { return };
    let price = sell_price(tables, tables.shop(shop.kind), &item);
    game.emit(Event::Sold {
        who,
        keeper,
        at,
        item: item.with_count(1),
        price,
        coin,
    });
}

/// The player laid hands on a keeper or its wares: a calm keeper is angered.
pub(crate) fn provoke(game: &mut Game, by: Who, keeper: CreatureId) {
    if by.id != game.player() || !is_calm_keeper(game.level(), keeper) {
        return;
    }
    if let Some(keeper) = game.who(keeper) {
        game.emit(Event::ShopAngered { keeper, by });
    }
}

/// The player took a guarded ware from `at`: that shop's keeper is angered.
pub(crate) fn provoke_theft(game: &mut Game, by: Who, at: Pos) {
    let level = game.level();
    let keeper = open_shop_at(level, at).and_then(|i| level.shops[i].keeper);
    if let Some(keeper) = keeper {
        provoke(game, by, keeper);
    }
}
