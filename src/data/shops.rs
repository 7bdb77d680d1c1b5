//! `shops.csv`: the kinds of shop a floor may hold (GAME.md §12). Each row names its keeper,
//! the room type (a prefab with a `keeper` spawn and `ware` tiles) it fills, the categories of
//! things it stocks, its prices (`markup` on what a thing is worth when it sells, `buys_at` a
//! share of that worth when it buys) and the keeper's purse.

use serde_yaml::Value;

use super::bounds::*;
use super::cell::{as_text, is_id};
use super::error::LoadError;
use super::names::Names;
use super::reader::{RowCx, Sheet};
use super::{Behaviour, ItemDef, ItemKind, MonsterDef, MonsterId, RoomTypeId, Slot};

pub const FILE: &str = "shops.csv";

pub const COLUMNS: &[&str] = &[
    "id",
    "name",
    "keeper",
    "room",
    "stock",
    "wares",
    "markup",
    "buys_at",
    "gold",
    "chance",
    "min_depth",
    "description",
];

/// The most wares a shop lays out, and the most categories a row may list.
pub const MAX_WARES: i64 = 40;
const MAX_CATEGORIES: usize = 16;
/// The highest markup a row may ask.
pub const MAX_MARKUP: f64 = 100.0;

/// What a shop stocks, and the tabs of its trading screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    Weapon,
    Armour,
    Ring,
    Potion,
    Scroll,
    Food,
    Ammo,
    Book,
}

impl Category {
    pub const ALL: [Category; 8] = [
        Category::Weapon,
        Category::Armour,
        Category::Ring,
        Category::Potion,
        Category::Scroll,
        Category::Food,
        Category::Ammo,
        Category::Book,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Category::Weapon => "weapon",
            Category::Armour => "armour",
            Category::Ring => "ring",
            Category::Potion => "potion",
            Category::Scroll => "scroll",
            Category::Food => "food",
            Category::Ammo => "ammo",
            Category::Book => "book",
        }
    }

    /// The heading of its tab: "Weapons".
    pub fn title(self) -> &'static str {
        match self {
            Category::Weapon => "Weapons",
            Category::Armour => "Armour",
            Category::Ring => "Rings",
            Category::Potion => "Potions",
            Category::Scroll => "Scrolls",
            Category::Food => "Food",
            Category::Ammo => "Ammunition",
            Category::Book => "Books",
        }
    }

    /// The category of a thing; `None` for what no shop trades (rocks, gold, the treasure).
    pub fn of(def: &ItemDef) -> Option<Category> {
        Some(match (def.kind, def.equip.as_ref().map(|e| e.slot)) {
            (ItemKind::Equipment, Some(Slot::MainHand)) => Category::Weapon,
            (ItemKind::Equipment, Some(Slot::Finger)) => Category::Ring,
            (ItemKind::Equipment, _) => Category::Armour,
            (ItemKind::Potion, _) => Category::Potion,
            (ItemKind::Scroll, _) => Category::Scroll,
            (ItemKind::Food, _) => Category::Food,
            (ItemKind::Ammo, _) => Category::Ammo,
            (ItemKind::Book, _) => Category::Book,
            (ItemKind::Rock | ItemKind::Gold | ItemKind::Treasure, _) => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct ShopDef {
    pub id: String,
    /// As the player sees it: "The Apothecary".
    pub name: String,
    pub keeper: MonsterId,
    /// The room type whose prefab the shop fills.
    pub room: RoomTypeId,
    /// The categories it stocks; it buys the same.
    pub stock: Vec<Category>,
    /// How many wares it lays out when the floor is made (no more than its counter holds).
    pub wares: u32,
    /// What a thing costs here, as a multiple of its worth.
    pub markup: f64,
    /// What the keeper pays for a thing, as a share of its worth (less than `markup`).
    pub buys_at: f64,
    /// The keeper's purse when the floor is made.
    pub gold: u32,
    /// Weight among the shops allowed at a depth.
    pub chance: f64,
    pub min_depth: u32,
    pub description: String,
}

impl ShopDef {
    /// Whether it trades in a thing.
    pub fn trades(&self, def: &ItemDef) -> bool {
        Category::of(def).is_some_and(|c| self.stock.contains(&c))
    }
}

/// Every row, `None` where the row has a problem (already reported). `monsters` and `rooms`
/// are `None` when their tables could not be read.
pub fn parse(
    sheet: &Sheet,
    names: &Names,
    monsters: Option<&Names>,
    rooms: Option<&Names>,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<ShopDef>> {
    (0..sheet.rows.len())
        .map(|i| {
            let id = names.ids[i].clone();
            parse_row(&mut sheet.row(i, errors), id, monsters, rooms)
        })
        .collect()
}

fn parse_row(
    row: &mut RowCx,
    id: Option<String>,
    monsters: Option<&Names>,
    rooms: Option<&Names>,
) -> Option<ShopDef> {
    let name = row.text(
        "name",
        "a name shown to the player, e.g. The Apothecary",
        |s| !s.is_empty(),
    );
    let keeper = reference(row, "keeper", "a monster id such as shopkeeper", monsters);
    let room = reference(row, "room", "a room id of rooms.csv such as shop", rooms);
    let stock = categories(row);
    let wares = row.whole("wares", 1, MAX_WARES);
    let markup = row.number("markup", 0.1, MAX_MARKUP);
    let buys_at = row.number("buys_at", 0.0, MAX_MARKUP);
    let gold = row.whole("gold", 0, MAX_VALUE);
    let chance = row.number("chance", 0.0, MAX_WEIGHT);
    let min_depth = row.whole("min_depth", 1, MAX_DEPTH);
    let description = row.text("description", "a sentence or two", |s| {
        s.chars().count() <= MAX_TEXT_CHARS
    });
    if let (Some(markup), Some(buys_at)) = (markup, buys_at) {
        if buys_at >= markup {
            let message = format!(
                "a shop buys for less than it sells; expected less than the markup {markup}, got {buys_at}"
            );
            row.report("buys_at", Some(&buys_at.to_string()), message);
            return None;
        }
    }
    Some(ShopDef {
        id: id?,
        name: name?,
        keeper: MonsterId(keeper? as u16),
        room: RoomTypeId(room? as u16),
        stock: stock?,
        wares: wares? as u32,
        markup: markup?,
        buys_at: buys_at?,
        gold: gold? as u32,
        chance: chance?,
        min_depth: min_depth? as u32,
        description: description?,
    })
}

/// The row of another table a cell names; 0 when that table could not be read.
fn reference(
    row: &mut RowCx,
    column: &str,
    expected: &str,
    names: Option<&Names>,
) -> Option<usize> {
    let text = row.text(column, expected, is_id)?;
    let Some(names) = names else {
        return Some(0);
    };
    let found = names.get(&text);
    if found.is_none() {
        let message = names.unknown(&text);
        row.report(column, Some(&text), message);
    }
    found
}

fn categories(row: &mut RowCx) -> Option<Vec<Category>> {
    let all: Vec<&str> = Category::ALL.iter().map(|c| c.name()).collect();
    let expected = format!(
        "a list of categories, e.g. [potion, scroll], from {}",
        all.join(", ")
    );
    let list = row.typed("stock", &expected, |v: &Value| {
        let items = v.as_sequence()?;
        let names: Option<Vec<String>> = items
            .iter()
            .map(|i| as_text(i).map(str::to_string))
            .collect();
        names.filter(|n| !n.is_empty() && n.len() <= MAX_CATEGORIES)
    })?;
    let mut out = Vec::new();
    for name in &list {
        match Category::ALL.iter().find(|c| c.name() == name) {
            Some(c) if !out.contains(c) => out.push(*c),
            Some(_) => {}
            None => {
                let message = format!(
                    "unknown category \"{name}\"; expected one of {}",
                    all.join(", ")
                );
                row.report("stock", Some(name), message);
                return None;
            }
        }
    }
    Some(out)
}

/// Every shop's keeper must be a monster whose stack starts with `shopkeeper`, so it keeps
/// its shop and trades until angered.
pub fn check_keepers(
    sheet: &Sheet,
    shops: &[Option<ShopDef>],
    monsters: &[Option<MonsterDef>],
    errors: &mut Vec<LoadError>,
) {
    for (i, shop) in shops.iter().enumerate() {
        let Some(shop) = shop else { continue };
        let Some(Some(m)) = monsters.get(shop.keeper.0 as usize) else {
            continue;
        };
        if m.behaviours.first() != Some(&Behaviour::Shopkeeper) {
            let message = format!(
                "monster \"{}\" cannot keep a shop; expected a monster whose behaviors start with shopkeeper",
                m.id
            );
            sheet.row(i, errors).report("keeper", Some(&m.id), message);
        }
    }
}
