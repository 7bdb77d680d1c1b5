//! Walking by mouse and aiming (a throw, a dart, a theft, a spell): the modes of a run that span
//! several frames.

use macroquad::prelude::*;
use torchdeep::rules::command::{Command, Direction};
use torchdeep::world::Pos;

use super::Play;
use crate::app::atlas::Atlas;
use crate::app::input::{Action, Press};
use crate::app::targeting::{Aim, Targeting};
use crate::app::travel::{Next, Travel};
use crate::app::ui;

impl Play {
    pub(super) fn start_aiming(&mut self, now: f32) {
        let Some(item) = self.run.game().first_throwable() else {
            self.log.push(
                "You have nothing to throw.",
                ui::FAINT,
                self.run.game().turn(),
                now,
            );
            return;
        };
        self.start_throwing(item);
    }

    /// Aims a throw of a chosen kind of thing (from the inventory), at first at the nearest
    /// creature.
    pub fn start_throwing(&mut self, item: torchdeep::data::ItemId) {
        self.targeting = Some(Targeting::new(Aim::Throw(item), self.nearest_target()));
    }

    /// Aims a dart, at first at the nearest creature it can hit.
    pub(super) fn start_dart(&mut self) {
        self.targeting = Some(Targeting::dart(self.run.game()));
    }

    /// Picks a neighbouring tile to steal from; with only one holding anything, takes from it
    /// at once.
    pub(super) fn start_stealing(&mut self, atlas: &Atlas, now: f32) {
        let from = self.run.game().player_pos();
        let piles: Vec<Direction> = self.run.game().piles_beside().collect();
        match piles[..] {
            [] => self.log.push(
                "There is nothing next to you to take.",
                ui::FAINT,
                self.run.game().turn(),
                now,
            ),
            [d] => {
                self.act(Command::Steal(d), atlas, now);
            }
            [d, ..] => self.targeting = Some(Targeting::new(Aim::Steal, d.step(from))),
        }
    }

    /// Picks a found trap next to the player to disarm; with only one, tries it at once.
    pub(super) fn start_disarming(&mut self, atlas: &Atlas, now: f32) {
        let game = self.run.game();
        let from = game.player_pos();
        let traps: Vec<Direction> = Direction::ALL
            .into_iter()
            .filter(|d| game.level().found_trap_at(d.step(from)).is_some())
            .collect();
        match traps[..] {
            [] => {
                let turn = game.turn();
                self.log
                    .push("You know of no trap next to you.", ui::FAINT, turn, now);
            }
            [d] => {
                self.act(Command::Disarm(d), atlas, now);
            }
            [d, ..] => self.targeting = Some(Targeting::new(Aim::Disarm, d.step(from))),
        }
    }

    /// The nearest creature the player sees, or the player's own tile.
    fn nearest_target(&self) -> Pos {
        let from = self.run.game().player_pos();
        self.run
            .game()
            .level()
            .creatures
            .iter()
            .filter(|c| {
                c.id != self.run.game().player() && Some(c.kind) != self.run.game().flier_kind()
            })
            .filter(|c| self.run.game().is_visible(c.pos))
            .min_by_key(|c| c.pos.chebyshev(from))
            .map_or(from, |c| c.pos)
    }

    /// Keys and mouse while aiming a throw, a dart or a theft. The key that started the aim,
    /// Enter or a click carries it out; the key of another aim switches to that one.
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
        let mut go = clicked.is_some();
        let mut switch = None;
        for press in presses {
            let same = |a: Aim| std::mem::discriminant(&a) == std::mem::discriminant(&aim.aim);
            match press.action {
                Action::Move(d) => {
                    aim.step(d, self.run.game().level(), self.run.game().player_pos());
                    // A direction is the whole choice when stealing or disarming.
                    go = go || aim.aim.is_beside();
                }
                Action::Confirm => go = true,
                Action::NextTarget => aim.cycle(self.run.game()),
                Action::Throw if matches!(aim.aim, Aim::Throw(_)) => go = true,
                Action::Dart if same(Aim::Dart) => go = true,
                Action::Steal if same(Aim::Steal) => go = true,
                Action::Disarm if same(Aim::Disarm) => go = true,
                Action::Slot(slot) if aim.aim == Aim::Spell(slot) => go = true,
                Action::Throw | Action::Dart | Action::Steal | Action::Disarm | Action::Slot(_) => {
                    switch = Some(press.action)
                }
                Action::Cancel => {
                    self.targeting = None;
                    return;
                }
                _ => {}
            }
        }
        if let (Some(action), false) = (switch, go) {
            self.targeting = None;
            match action {
                Action::Throw => self.start_aiming(now),
                Action::Dart => self.start_dart(),
                Action::Disarm => self.start_disarming(atlas, now),
                Action::Slot(slot) => self.start_casting(slot, atlas, now),
                _ => self.start_stealing(atlas, now),
            }
            return;
        }
        if go {
            let command = aim.command(self.run.game().player_pos());
            self.targeting = None;
            if let Some(command) = command {
                self.act(command, atlas, now);
            }
        }
    }

    pub(super) fn start_travel(&mut self, target: Pos, atlas: &Atlas, now: f32) {
        let game = self.run.game();
        let here = game.player_pos();
        if target == here || !game.is_explored(target) {
            return;
        }
        // A click on a fixture or a found trap next to the player tries it or disarms it; on
        // a fixture farther off, it walks up to the fixture.
        let fixture = game.level().fixture_at(target).is_some();
        let trap = game.level().found_trap_at(target).is_some();
        if let Some(d) = Direction::from_delta(target.x - here.x, target.y - here.y) {
            let command = match (fixture, trap) {
                (true, _) => Some(Command::Move(d)),
                (_, true) => Some(Command::Disarm(d)),
                _ => None,
            };
            if let Some(command) = command {
                self.act(command, atlas, now);
                return;
            }
        }
        let game = self.run.game();
        let target = match fixture {
            true => target
                .neighbours8()
                .into_iter()
                .filter(|&p| p == here || game.level().is_walkable(p) && game.is_explored(p))
                .min_by_key(|p| p.chebyshev(here))
                .unwrap_or(target),
            false => target,
        };
        if target == here {
            return;
        }
        match self.run.game().path_to(target) {
            Some(path) if !path.is_empty() => {
                self.travel = Some(Travel::new(path, self.run.game().monsters_in_view(), now));
            }
            _ => self.log.push(
                "You know no way there.",
                ui::FAINT,
                self.run.game().turn(),
                now,
            ),
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
        let here = self.run.game().player_pos();
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
        let occupied = ahead.is_some_and(|p| self.run.game().level().creatures.at(p).is_some());
        if occupied && !last {
            self.log.push(
                "Something is in the way.",
                ui::FAINT,
                self.run.game().turn(),
                now,
            );
            self.travel = None;
            return;
        }
        if !self.act(Command::Move(direction), atlas, now) {
            return;
        }
        let in_view = self.run.game().monsters_in_view();
        let Some(travel) = self.travel.as_mut() else {
            return;
        };
        let grew = in_view > travel.in_view;
        travel.in_view = in_view;
        travel.stepped(self.run.game().player_pos(), now);
        if grew {
            self.log.push(
                "You stop: something comes into view.",
                ui::TEXT,
                self.run.game().turn(),
                now,
            );
            self.travel = None;
        }
    }
}
