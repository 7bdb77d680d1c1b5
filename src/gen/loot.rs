//! The things rooms scatter (GAME.md §12): a row of the item tables drawn by `chance` among
//! those that lie this deep (weighed and capped by the item's rows of game_parameters.csv),
//! and for equipment its enchantment: deeper floors give more +1 and +2 things, and some
//! things anywhere are cursed −1.

use super::caps::Census;
use super::lottery::{pick_weighted, pick_weighted_of};
use crate::data::{ItemKind, Tables};
use crate::world::{Item, Level};

/// The chance a scattered piece of equipment is cursed −1.
pub const CURSED: f64 = 0.1;
/// The chance a piece is enchanted, per floor below the first, and at most.
pub const ENCHANTED_PER_DEPTH: f64 = 0.08;
pub const ENCHANTED_AT_MOST: f64 = 0.5;
/// How many coins a room's scattered gold holds, at least and at most (a hoard holds more).
pub const SCATTERED_GOLD: (u32, u32) = (3, 12);
/// From this depth on, half the enchanted pieces are +2.
pub const DOUBLE_FROM_DEPTH: u32 = 4;

/// One thing for room `room` of a floor `depth` deep (the census's depth), or `None` when no
/// row may be drawn: by `chance` times the item's probability row, leaving out those at their
/// count.
pub fn make_item(
    tables: &Tables,
    (level, census): (&Level, &Census),
    room: usize,
    depth: u32,
    rng: &mut fastrand::Rng,
) -> Option<Item> {
    let draws = census.item_draws(level, room);
    let kind = match census.item_total_weight() {
        Some(total) => pick_weighted_of(draws, total, rng)?,
        None => pick_weighted(draws, rng)?,
    };
    let mut item = Item::new(kind, 1);
    if tables.item(kind).equip.is_some() {
        enchant(&mut item, depth, rng);
    }
    if tables.item(kind).kind == ItemKind::Gold {
        item.count = rng.u32(SCATTERED_GOLD.0..=SCATTERED_GOLD.1);
    }
    Some(item)
}

/// Curses or enchants a piece of equipment by the floor's depth.
pub(crate) fn enchant(item: &mut Item, depth: u32, rng: &mut fastrand::Rng) {
    let roll = rng.f64();
    let enchanted =
        (ENCHANTED_PER_DEPTH * f64::from(depth.saturating_sub(1))).min(ENCHANTED_AT_MOST);
    if roll < CURSED {
        item.enchantment = -1;
        item.cursed = true;
    } else if roll < CURSED + enchanted {
        let double = depth >= DOUBLE_FROM_DEPTH && rng.bool();
        item.enchantment = if double { 2 } else { 1 };
    }
}
