//! Asking before a run ends without its treasure: on the first floor's up-stairs `<` would end
//! the run at once (and the player starts beside them), so the first press only asks; `<`
//! again, Enter or the stairs button leaves, and any other key or tap stays.

use macroquad::prelude::*;
use torchdeep::world::PortalKind;

use super::Play;
use crate::app::input::{Action, Press};
use crate::app::screen;
use crate::app::ui;

/// What the player answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Leave,
    Stay,
}

/// The answer this frame's presses (or a tap elsewhere) give, if any; a held key's repeats
/// answer nothing, so holding `<` never leaves by itself.
pub fn answer(presses: &[Press], tapped: bool) -> Option<Answer> {
    match presses.iter().find(|p| !p.repeat) {
        Some(press) => Some(match press.action {
            Action::Ascend | Action::Confirm => Answer::Leave,
            _ => Answer::Stay,
        }),
        None => tapped.then_some(Answer::Stay),
    }
}

impl Play {
    /// Whether taking the stairs here would end the run without the treasure.
    pub(super) fn would_flee(&self) -> bool {
        let game = self.run.game();
        let exit = game
            .level()
            .portal_at(game.player_pos())
            .is_some_and(|p| p.kind == PortalKind::Exit);
        exit && !game.has_treasure()
    }

    /// The question, in a panel in the middle of the screen.
    pub(super) fn draw_leaving(&self) {
        let (w, h) = (620.0_f32.min(screen::width() - 32.0), 132.0);
        // Above the player, who stands at the middle of the screen.
        let (x, y) = (
            (screen::width() - w) / 2.0,
            screen::height() / 2.0 - h - 40.0,
        );
        ui::solid_panel(x, y, w, h);
        let cx = screen::width() / 2.0;
        ui::text_centred("Leave without the treasure?", cx, y + 40.0, 30.0, ui::GOLD);
        ui::text_centred(
            "The run ends here, and the treasure stays below.",
            cx,
            y + 74.0,
            20.0,
            ui::TEXT,
        );
        let how = match self.touch.is_some() {
            true => "Stairs button again: leave  ·  tap anywhere else: stay",
            false => "< or Enter: leave  ·  any other key: stay",
        };
        ui::text_centred(how, cx, y + 106.0, 20.0, ui::FAINT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(action: Action, repeat: bool) -> Press {
        Press {
            action,
            repeat,
            typed: None,
        }
    }

    #[test]
    fn the_same_key_or_enter_leaves_and_anything_else_stays() {
        assert_eq!(
            answer(&[press(Action::Ascend, false)], false),
            Some(Answer::Leave)
        );
        assert_eq!(
            answer(&[press(Action::Confirm, false)], false),
            Some(Answer::Leave)
        );
        assert_eq!(
            answer(&[press(Action::Wait, false)], false),
            Some(Answer::Stay)
        );
        assert_eq!(
            answer(&[press(Action::Cancel, false)], false),
            Some(Answer::Stay)
        );
        assert_eq!(
            answer(&[], true),
            Some(Answer::Stay),
            "a tap elsewhere stays"
        );
        assert_eq!(answer(&[], false), None, "no answer yet");
    }

    #[test]
    fn a_held_key_does_not_answer() {
        assert_eq!(answer(&[press(Action::Ascend, true)], false), None);
        assert_eq!(
            answer(
                &[press(Action::Ascend, true), press(Action::Wait, false)],
                false
            ),
            Some(Answer::Stay)
        );
    }
}
