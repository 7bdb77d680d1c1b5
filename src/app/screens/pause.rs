//! The pause menu (Esc or the touch menu button during play): resume, open the inventory, the
//! character, the journal or the spellbook (the way in for touch, which has no keys), help, or
//! save the run and go back to the title. Its lines answer keys, clicks and taps.

use macroquad::prelude::*;

use crate::app::input::{Action, Press};
use crate::app::menu::Menu;
use crate::app::play::Request;
use crate::app::screen;
use crate::app::ui;

/// How dark the game under the pause menu is drawn (`veil::under`).
pub const VEIL: f32 = 0.55;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Resume,
    /// A screen over the run, as its key would ask for it during play.
    Open(Request),
    Help,
    SaveAndQuit,
    /// Save and quit chosen again after saving failed.
    QuitUnsaved,
}

pub struct Pause {
    menu: Menu,
    /// Why the run could not be saved, after a failed Save and quit; choosing it again
    /// leaves without saving.
    failed: Option<String>,
}

impl Pause {
    pub fn new() -> Pause {
        Pause {
            menu: Menu::new(&[
                "Resume",
                "Inventory",
                "Character",
                "Journal",
                "Spellbook",
                "Help",
                "Save and quit",
            ]),
            failed: None,
        }
    }

    pub fn update(&mut self, presses: &[Press], taps: &[Vec2]) -> Option<Choice> {
        if presses.iter().any(|p| p.action == Action::Cancel) {
            return Some(Choice::Resume);
        }
        if presses.iter().any(|p| p.action == Action::Help) {
            return Some(Choice::Help);
        }
        self.menu
            .update(presses, taps)
            .map(|i| match (i, &self.failed) {
                (0, _) => Choice::Resume,
                (1, _) => Choice::Open(Request::Inventory(None)),
                (2, _) => Choice::Open(Request::Character),
                (3, _) => Choice::Open(Request::Journal),
                (4, _) => Choice::Open(Request::Spellbook),
                (5, _) => Choice::Help,
                (_, None) => Choice::SaveAndQuit,
                (_, Some(_)) => Choice::QuitUnsaved,
            })
    }

    /// Saving failed: say why, and let the next Save and quit leave without saving.
    pub fn failed(&mut self, why: String) {
        self.failed = Some(why);
    }

    /// Drawn over the dimmed game; with touch controls its hint speaks of taps.
    pub fn draw(&mut self, time_s: f32, touch: bool) {
        let (sw, sh) = (screen::width(), screen::height());
        let (w, h) = (360.0, 118.0 + self.menu.height());
        let (x, y) = ((sw - w) / 2.0, (sh - h) / 2.0);
        ui::panel(x, y, w, h);
        ui::text_centred("Paused", sw / 2.0, y + 46.0, 34.0, ui::GOLD);
        self.menu.draw(sw / 2.0, y + 72.0, time_s);
        let hint = match touch {
            true => "tap a line; menu button: resume",
            false => "Esc: resume",
        };
        ui::text_centred(hint, sw / 2.0, y + h - 14.0, 18.0, ui::FAINT);
        if let Some(why) = &self.failed {
            let text = format!(
                "The run could not be saved: {why}. Save and quit again leaves without saving."
            );
            let lines = ui::wrap(&text, 18.0, (sw - 40.0).min(700.0));
            for (i, line) in lines.iter().enumerate() {
                let line_y = y + h + 30.0 + 22.0 * i as f32;
                ui::text_centred(line, sw / 2.0, line_y, 18.0, ui::RED);
            }
        }
    }
}
