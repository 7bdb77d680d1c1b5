//! The screens over a run that the command line opens on (`--screen game`, `character`,
//! `spellbook`, …), each over a new run of the seed made to show it.

use std::sync::Arc;

use torchdeep::data::Tables;

use super::atlas::Atlas;
use super::play::Play;
use super::screens::character::CharacterScreen;
use super::screens::end::End;
use super::screens::inventory::InventoryScreen;
use super::screens::journal::JournalScreen;
use super::screens::shop::ShopScreen;
use super::screens::spellbook::SpellbookScreen;
use super::{Screen, StartScreen};

/// The run and the screen over it for `start`; any other start opens the game itself.
pub(super) fn over_run(
    start: StartScreen,
    tables: &Arc<Tables>,
    seed: u64,
    atlas: &Atlas,
) -> (Play, Screen) {
    let new = || Play::new(tables.clone(), seed, atlas, 0.0);
    match start {
        StartScreen::Pause => (new(), Screen::Paused),
        StartScreen::Character => (new(), Screen::Character(CharacterScreen::new())),
        StartScreen::Inventory => (new(), Screen::Inventory(InventoryScreen::new(None))),
        StartScreen::Journal => (new(), Screen::Journal(JournalScreen::new())),
        StartScreen::Shop => (
            Play::in_shop(tables.clone(), seed, atlas),
            Screen::Shop(ShopScreen::new()),
        ),
        StartScreen::Spellbook => (
            wizard(tables, seed, atlas),
            Screen::Spellbook(SpellbookScreen::new()),
        ),
        // A real end: the run played out until it is over (never saved or kept).
        StartScreen::End => {
            let (run, summary) = Play::end_to_show(tables, seed, atlas, 0.0);
            (run, Screen::Ended(Box::new(End::new(summary))))
        }
        _ => (new(), Screen::Playing),
    }
}

/// A new run of the seed's character made a wizard, so the spellbook has spells to show.
pub(super) fn wizard(tables: &Arc<Tables>, seed: u64, atlas: &Atlas) -> Play {
    let usual = torchdeep::rules::default_character(tables, seed);
    match torchdeep::rules::character::create(tables, &usual.name, "wizard", &usual.race) {
        Ok(wizard) => Play::new_as(tables.clone(), seed, wizard, atlas, 0.0),
        Err(_) => Play::new(tables.clone(), seed, atlas, 0.0),
    }
}
