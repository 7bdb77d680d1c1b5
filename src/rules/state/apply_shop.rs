//! Applying the events of trade (see `apply` and `rules::shop`): a ware and its price change
//! hands, or a keeper turns on a thief. Coins and things are moved, never made.

use super::GameState;
use crate::data::ItemId;
use crate::rules::event::Event;
use crate::world::{CreatureId, Item, Level};

impl GameState {
    pub(super) fn apply_shop_event(&mut self, event: &Event) {
        let level = &mut self.dungeon.floors[self.floor].level;
        match *event {
            Event::Bought {
                who,
                keeper,
                at,
                item,
                price,
                coin,
            } => {
                let taken = level.items.take(at, &item);
                let carried = Item {
                    for_sale: false,
                    ..taken
                };
                level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.add(carried));
                pay(level, coin, who.id, keeper.id, price);
            }
            Event::Sold {
                who,
                keeper,
                at,
                item,
                price,
                coin,
            } => {
                let taken = level
                    .creatures
                    .with_mut(who.id, |c| c.inventory.take(&item))
                    .unwrap_or(item.with_count(0));
                let ware = Item {
                    for_sale: true,
                    ..taken
                };
                if ware.count > 0 {
                    level.items.drop_at(at, ware);
                }
                pay(level, coin, keeper.id, who.id, price);
            }
            Event::ShopAngered { keeper, by } => {
                if let Some(i) = level.shop_kept_by(keeper.id) {
                    level.shops[i].angry = true;
                }
                // It saw who did it, and goes after them.
                let thief = level.creatures.get(by.id).map(|c| c.pos);
                level.creatures.with_mut(keeper.id, |c| {
                    c.mind.last_seen = thief;
                    c.mind.dozing = false;
                });
            }
            _ => {}
        }
    }
}

/// Moves `price` coins from one purse to another, no more than the payer has.
fn pay(level: &mut Level, gold: ItemId, from: CreatureId, to: CreatureId, price: u32) {
    let paid = level
        .creatures
        .with_mut(from, |c| c.inventory.take(&Item::new(gold, price)))
        .unwrap_or(Item::new(gold, 0));
    level.creatures.with_mut(to, |c| c.inventory.add(paid));
}
