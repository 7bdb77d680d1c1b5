//! Shops (GAME.md §12): whether a floor holds one (the `shop_floors` curve), which kind
//! (`shops.csv` by `chance` among those allowed this deep) and which cell it fills, for the
//! rooms stage; then, in the prefabs stage, its keeper with a purse at the prefab's `keeper`
//! spawn and its wares laid out on the `ware` tiles.

use super::loot::enchant;
use super::lottery::pick_weighted;
use super::prefabs::placed;
use super::spawns::spawn_monster;
use crate::data::prefab::SpawnClass;
use crate::data::{param, ItemId, ItemKind, ShopDef, Tables};
use crate::world::{Item, Level, PortableRng, Pos, ShopId};

/// How many arrows (or other ammunition) lie in one ware.
pub const AMMO_BUNDLE: u32 = 10;

/// Where a floor's shop goes: its kind and the BSP cell it fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShopPlan {
    pub kind: ShopId,
    pub cell: usize,
}

/// Draws whether this floor holds a shop and, if so, its kind and a leaf cell where one of
/// its room's prefabs fits.
pub fn plan(
    level: &Level,
    tables: &Tables,
    depth: u32,
    rng: &mut fastrand::Rng,
) -> Option<ShopPlan> {
    if tables.shops.is_empty() {
        return None;
    }
    if rng.f64() >= tables.parameters.at(param::SHOP_FLOORS, depth) {
        return None;
    }
    let kinds = (tables.shops.iter().enumerate())
        .filter(|(_, s)| s.min_depth <= depth)
        .map(|(i, s)| (ShopId(i as u16), s.chance));
    let kind = pick_weighted(kinds, rng)?;
    let choice = tables.room(tables.shop(kind).room).prefab.as_ref()?;
    let library = &tables.prefabs;
    let fits = |rect| {
        library.members(choice).any(|i| {
            let prefab = library.get(i);
            prefab.orientations().any(|o| prefab.fits(o, rect))
        })
    };
    let cells: Vec<usize> = (level.layout.cells.iter().enumerate())
        .filter(|(_, c)| c.is_leaf() && c.quadrant.is_some() && fits(c.rect))
        .map(|(i, _)| i)
        .collect();
    (!cells.is_empty()).then(|| ShopPlan {
        kind,
        cell: cells[rng.index(cells.len())],
    })
}

/// Puts each shop's keeper, purse and wares on the floor. A shop whose keeper cannot stand
/// at its spot is no shop: it is forgotten, and its room stays an empty room.
pub fn open_shops(level: &mut Level, tables: &Tables, depth: u32, rng: &mut fastrand::Rng) {
    let shops = std::mem::take(&mut level.shops);
    for mut shop in shops {
        let room = &level.layout.rooms[usize::from(shop.room)];
        let Some(placement) = room.prefab else {
            continue;
        };
        let rect = room.rect;
        let prefab = tables.prefabs.get(usize::from(placement.index));
        let spot = |class: SpawnClass| {
            (prefab.spawns.iter())
                .filter(move |s| s.class == class)
                .map(move |s| placed(prefab, placement, rect, s.pos))
        };
        let Some(at) = spot(SpawnClass::Keeper).find(|&p| is_open(level, p)) else {
            continue;
        };
        let def = tables.shop(shop.kind);
        spawn_monster(level, tables, def.keeper, at);
        shop.keeper = level.creatures.id_at(at);
        if let (Some(gold), Some(keeper)) = (tables.gold(), shop.keeper) {
            level.creatures.with_mut(keeper, |c| {
                c.inventory.add(Item::new(gold, def.gold));
            });
        }
        shop.counter = spot(SpawnClass::Ware)
            .filter(|&p| is_open(level, p) && level.portal_at(p).is_none())
            .collect();
        let laid = (def.wares as usize).min(shop.counter.len());
        for &p in &shop.counter[..laid] {
            if let Some(ware) = stock_item(tables, def, depth, rng) {
                level.items.drop_at(p, ware);
            }
        }
        level.shops.push(shop);
    }
}

/// One ware of the kinds a shop trades, drawn by the items' `chance` among those that lie this
/// deep; equipment enchanted as the floor's loot is.
pub fn stock_item(
    tables: &Tables,
    def: &ShopDef,
    depth: u32,
    rng: &mut fastrand::Rng,
) -> Option<Item> {
    let candidates = (tables.items.iter().enumerate())
        .filter(|(_, i)| def.trades(i) && i.equip.as_ref().is_none_or(|e| e.min_depth <= depth))
        .map(|(i, d)| (ItemId(i as u16), d.chance));
    let kind = pick_weighted(candidates, rng)?;
    let item_def = tables.item(kind);
    let count = if item_def.kind == ItemKind::Ammo {
        AMMO_BUNDLE
    } else {
        1
    };
    let mut item = Item::new(kind, count);
    if item_def.equip.is_some() {
        enchant(&mut item, depth, rng);
    }
    item.for_sale = true;
    Some(item)
}

/// A walkable tile free of creatures, items and fixtures.
fn is_open(level: &Level, p: Pos) -> bool {
    level.is_walkable(p)
        && level.creatures.id_at(p).is_none()
        && level.items.is_empty_at(p)
        && level.fixture_at(p).is_none()
}
