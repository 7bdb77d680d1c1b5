//! How a spawn object's `id` is checked against the tables: a monster must exist and be
//! spawnable, an item must exist and not be the treasure the run is for, a trap must be a row
//! of `traps.csv`.

use crate::data::suggest::did_you_mean;
use crate::data::{CheckId, CheckThing, ItemId, ItemKind, MonsterId, Tables, TrapId};

/// Resolves the `id` of spawn objects; an `Err` says what is wrong and what would do.
pub trait SpawnIds {
    fn monster(&self, id: &str) -> Result<MonsterId, String>;
    fn item(&self, id: &str) -> Result<ItemId, String>;
    fn trap(&self, id: &str) -> Result<TrapId, String>;
    fn fixture(&self, id: &str) -> Result<CheckId, String>;
    /// Whether a trap drops whoever steps on it to the floor below.
    fn is_pit(&self, trap: TrapId) -> bool;
}

/// Accepts every id: for importing maps while the tables themselves failed to load, so the
/// maps' other problems are still reported.
pub struct UncheckedIds;

impl SpawnIds for UncheckedIds {
    fn monster(&self, _: &str) -> Result<MonsterId, String> {
        Ok(MonsterId(0))
    }

    fn item(&self, _: &str) -> Result<ItemId, String> {
        Ok(ItemId(0))
    }

    fn trap(&self, _: &str) -> Result<TrapId, String> {
        Ok(TrapId(0))
    }

    fn fixture(&self, _: &str) -> Result<CheckId, String> {
        Ok(CheckId(0))
    }

    fn is_pit(&self, _: TrapId) -> bool {
        false
    }
}

impl SpawnIds for Tables {
    fn monster(&self, id: &str) -> Result<MonsterId, String> {
        let Some(found) = self.monster_id(id) else {
            let hint = did_you_mean(id, self.monsters.iter().map(|m| m.id.as_str()));
            return Err(if hint.is_empty() {
                format!("unknown monster \"{id}\" (not an id in monsters.csv)")
            } else {
                format!("unknown monster \"{id}\"{hint}")
            });
        };
        if self.monster(found).difficulty.is_none() {
            return Err(format!(
                "monster \"{id}\" is never spawned (difficulty -1); name a monster with a \
                 difficulty from 0 to 3"
            ));
        }
        Ok(found)
    }

    fn item(&self, id: &str) -> Result<ItemId, String> {
        let Some(found) = self.item_id(id) else {
            let hint = did_you_mean(id, self.items.iter().map(|i| i.id.as_str()));
            return Err(if hint.is_empty() {
                format!("unknown item \"{id}\" (not an id in items.csv)")
            } else {
                format!("unknown item \"{id}\"{hint}")
            });
        };
        if self.item(found).kind == ItemKind::Treasure {
            return Err(format!(
                "item \"{id}\" is the treasure the run is for, which the game places on the \
                 goal floor; name another item, e.g. gold"
            ));
        }
        Ok(found)
    }

    fn is_pit(&self, trap: TrapId) -> bool {
        self.traps.get(trap.0 as usize).is_some_and(|t| t.is_pit())
    }

    fn trap(&self, id: &str) -> Result<TrapId, String> {
        match self.traps.iter().position(|t| t.id == id) {
            Some(i) => Ok(TrapId(i as u16)),
            None => {
                let hint = did_you_mean(id, self.traps.iter().map(|t| t.id.as_str()));
                Err(if hint.is_empty() {
                    format!("unknown trap \"{id}\" (not an id in traps.csv)")
                } else {
                    format!("unknown trap \"{id}\"{hint}")
                })
            }
        }
    }

    fn fixture(&self, id: &str) -> Result<CheckId, String> {
        let fixtures = || {
            self.checks
                .iter()
                .filter(|c| c.thing == CheckThing::Fixture)
                .map(|c| c.id.as_str())
        };
        match self.checks.iter().position(|c| c.id == id) {
            Some(i) if self.checks[i].thing == CheckThing::Fixture => Ok(CheckId(i as u16)),
            Some(_) => Err(format!(
                "\"{id}\" of ability_checks.csv is not a fixture (its thing is trap); name one of {}",
                fixtures().collect::<Vec<_>>().join(", ")
            )),
            None => {
                let hint = did_you_mean(id, fixtures());
                Err(if hint.is_empty() {
                    format!("unknown fixture \"{id}\" (not an id in ability_checks.csv)")
                } else {
                    format!("unknown fixture \"{id}\"{hint}")
                })
            }
        }
    }
}
