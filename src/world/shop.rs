//! A shop on a floor (GAME.md §12): a room laid from a prefab with a `keeper` spawn, its row
//! of `shops.csv`, the keeper who trades there, and the tiles where its wares lie on display.
//! The wares themselves are floor items marked `for_sale`; the keeper's purse is the gold it
//! carries, so trading only moves things that already exist.

use serde::{Deserialize, Serialize};

use super::creatures::CreatureId;
use super::geometry::Pos;
use super::ids::ShopId;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shop {
    /// Its row of `shops.csv`: what it stocks and its prices.
    pub kind: ShopId,
    /// The room of the floor's layout it fills.
    pub room: u16,
    /// The creature who keeps it; `None` while the floor is being made.
    pub keeper: Option<CreatureId>,
    /// The display tiles (the prefab's `ware` spawns), where wares lie and sold things go.
    pub counter: Vec<Pos>,
    /// Robbed or attacked: the keeper hunts the player and trades no more.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub angry: bool,
}

impl Shop {
    /// Whether the keeper stands ready to trade: present and not angered.
    pub fn is_open(&self) -> bool {
        self.keeper.is_some() && !self.angry
    }
}
