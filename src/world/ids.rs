//! The ids of table rows, by position in their table. They live at the bottom layer so the
//! world can name the row a creature, item, trap or room was made from without knowing the
//! tables; a save ties them to the tables it was made with by the tables' fingerprint.

use serde::{Deserialize, Serialize};

/// A row of `monsters.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MonsterId(pub u16);

/// A row of `items.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ItemId(pub u16);

/// A row of `rooms.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoomTypeId(pub u16);

/// A row of `spells.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpellId(pub u16);

/// A row of `shops.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ShopId(pub u16);

/// A row of `traps.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TrapId(pub u16);

/// A row of `ability_checks.csv`, by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CheckId(pub u16);
