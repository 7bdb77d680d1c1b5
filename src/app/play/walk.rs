//! Walking by mouse and aiming a throw: the two modes of a run that span several frames.

use macroquad::prelude::*;
use torchdeep::rules::command::Command;
use torchdeep::world::Pos;

use super::Play;
use crate::app::atlas::Atlas;
use crate::app::input::{Action, Press};
use crate::app::reach;
use crate::app::targeting::Targeting;
use crate::app::travel::{Next, Travel};
use crate::app::ui;

impl Play {
    pub(super) fn start_aiming(&mut self, now: f32) {
        let Some(item) = self.game.first_throwable() else {
            self.log.push(
                "You have nothing to throw.",
                ui::FAINT,
                self.game.turn(),
                now,
            );
            return;
        };
        let from = self.game.player_pos();
        let nearest = self
            .game
            .level()
            .creatures
            .iter()
            .filter(|c| c.id != self.game.player() && Some(c.kind) != self.game.flier_kind())
            .filter(|c| self.game.is_visible(c.pos))
            .min_by_key(|c| c.pos.chebyshev(from))
            .map_or(from, |c| c.pos);
        self.targeting = Some(Targeting::new(item, nearest));
    }

    /// Keys and mouse while aiming a throw.
    pub(super) fn aim(
        &mut self,
        presses: &[Press],
        hovered: Option<Pos>,
        clicked: Option<Pos>,
        atlas: &Atlas,
        now: f32,
    ) {
        let Some(aim) = self.targeting.as_mut() else {
            return;
        };
        if mouse_delta_position() != Vec2::ZERO {
            if let Some(p) = hovered {
                aim.cursor = p;
            }
        }
        if let Some(p) = clicked {
            aim.cursor = p;
        }
        let mut throw = clicked.is_some();
        for press in presses {
            match press.action {
                Action::Move(d) => aim.step(d, self.game.level()),
                Action::Confirm | Action::Throw => throw = true,
                Action::Cancel => {
                    self.targeting = None;
                    return;
                }
                _ => {}
            }
        }
        if throw {
            let command = Command::Throw {
                item: aim.item,
                target: aim.cursor,
            };
            self.targeting = None;
            self.act(command, atlas, now);
        }
    }

    pub(super) fn start_travel(&mut self, target: Pos, now: f32) {
        if target == self.game.player_pos() || !self.game.is_explored(target) {
            return;
        }
        match reach::path_to(&self.game, target) {
            Some(path) if !path.is_empty() => {
                self.travel = Some(Travel::new(path, reach::monsters_in_view(&self.game), now));
            }
            _ => self
                .log
                .push("You know no way there.", ui::FAINT, self.game.turn(), now),
        }
    }

    /// One step of a walk in progress, when the last one has been shown.
    pub(super) fn walk(&mut self, atlas: &Atlas, now: f32) {
        let Some(travel) = self.travel.as_ref() else {
            return;
        };
        if self.playback.is_playing() {
            return;
        }
        let here = self.game.player_pos();
        let direction = match travel.next(here, now) {
            Next::Wait => return,
            Next::Arrived | Next::Lost => {
                self.travel = None;
                return;
            }
            Next::Step(d) => d,
        };
        let ahead = travel.next_tile();
        let last = travel.is_last_step();
        let occupied = ahead.is_some_and(|p| self.game.level().creatures.at(p).is_some());
        if occupied && !last {
            self.log
                .push("Something is in the way.", ui::FAINT, self.game.turn(), now);
            self.travel = None;
            return;
        }
        if !self.act(Command::Move(direction), atlas, now) {
            return;
        }
        let in_view = reach::monsters_in_view(&self.game);
        let Some(travel) = self.travel.as_mut() else {
            return;
        };
        let grew = in_view > travel.in_view;
        travel.in_view = in_view;
        travel.stepped(self.game.player_pos(), now);
        if grew {
            self.log.push(
                "You stop: something comes into view.",
                ui::TEXT,
                self.game.turn(),
                now,
            );
            self.travel = None;
        }
    }
}
