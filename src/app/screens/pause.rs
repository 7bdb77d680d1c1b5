//! The pause menu (Esc during play): resume, help, or quit to the title.

use macroquad::prelude::*;

use crate::app::input::{Action, Press};
use crate::app::menu::Menu;
use crate::app::ui;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Resume,
    Help,
    QuitToTitle,
}

pub struct Pause {
    menu: Menu,
}

impl Pause {
    pub fn new() -> Pause {
        Pause {
            menu: Menu::new(&["Resume", "Help", "Quit to title"]),
        }
    }

    pub fn update(&mut self, presses: &[Press]) -> Option<Choice> {
        if presses.iter().any(|p| p.action == Action::Cancel) {
            return Some(Choice::Resume);
        }
        if presses.iter().any(|p| p.action == Action::Help) {
            return Some(Choice::Help);
        }
        self.menu.update(presses).map(|i| match i {
            0 => Choice::Resume,
            1 => Choice::Help,
            _ => Choice::QuitToTitle,
        })
    }

    /// Drawn over the dimmed game.
    pub fn draw(&mut self, time_s: f32) {
        let (sw, sh) = (screen_width(), screen_height());
        ui::shade(0.55);
        let (w, h) = (360.0, 250.0);
        let (x, y) = ((sw - w) / 2.0, (sh - h) / 2.0);
        ui::panel(x, y, w, h);
        ui::text_centred("Paused", sw / 2.0, y + 46.0, 34.0, ui::GOLD);
        self.menu.draw(sw / 2.0, y + 72.0, time_s);
        ui::text_centred("Esc: resume", sw / 2.0, y + h - 14.0, 18.0, ui::FAINT);
    }
}
