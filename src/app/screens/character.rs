//! The character screen (`c` in play): who the player is, abilities with their modifiers,
//! defences, blows, level and the experience bar to the next one; `L` levels up and the
//! ability points are spent here. Changes go through the run as commands, so they are
//! recorded and replayed like moves.

use macroquad::prelude::*;
use torchdeep::rules::character::{max_hp, next_level};
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::game::Game;
use torchdeep::world::Ability;

use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::play::Play;
use crate::app::screen;
use crate::app::ui;

const W: f32 = 620.0;
const H: f32 = 520.0;
const ROW: f32 = 34.0;
/// The baseline of the pulsing line of a level waiting, below the sheet's top.
const LEVEL_LINE: f32 = 136.0;

pub struct CharacterScreen {
    /// The ability a point would go to.
    selected: usize,
    /// The sheet as last drawn, but for its pulsing line, kept while the game and the
    /// choice stay the same.
    kept: Kept,
}

impl CharacterScreen {
    pub fn new() -> CharacterScreen {
        CharacterScreen {
            selected: 0,
            kept: Kept::default(),
        }
    }

    /// Keys and taps; true when the screen closes.
    pub fn update(&mut self, presses: &[Press], taps: &[Vec2], play: &mut Play, now: f32) -> bool {
        for press in presses {
            match press.action {
                Action::Cancel | Action::Character => return true,
                Action::Move(Direction::N) => self.selected = (self.selected + 5) % 6,
                Action::Move(Direction::S) => self.selected = (self.selected + 1) % 6,
                Action::Confirm | Action::Move(Direction::E) => {
                    play.change(Command::Raise(Ability::ALL[self.selected]), now);
                }
                Action::LevelUp if !press.repeat => {
                    play.change(Command::LevelUp, now);
                }
                _ => {}
            }
        }
        let (x, y) = origin();
        for tap in taps {
            let inside = tap.x >= x && tap.x <= x + W && tap.y >= y && tap.y <= y + H;
            if !inside {
                return true;
            }
            // The line of a level waiting: a tap takes it (there is no `L` on a touch screen).
            let on_level_line = (y + LEVEL_LINE - 26.0..=y + LEVEL_LINE + 10.0).contains(&tap.y);
            if on_level_line && play.game().can_level_up() {
                play.change(Command::LevelUp, now);
                continue;
            }
            let row = ((tap.y - (y + ABILITIES_TOP - ROW + 8.0)) / ROW).floor();
            if (0.0..6.0).contains(&row) && tap.x < x + W / 2.0 {
                self.selected = row as usize;
                play.change(Command::Raise(Ability::ALL[self.selected]), now);
            }
        }
        false
    }

    pub fn draw(&mut self, game: &Game, time_s: f32, touch: bool) {
        let key = kept::of_game(game, &(self.selected, touch));
        let (x, y) = origin();
        let area = ui::panel_area(x, y, W, H);
        let mut kept = std::mem::take(&mut self.kept);
        kept.draw(area, key, || self.paint(game, touch));
        self.kept = kept;
        // Over the picture, as the clock has it.
        if game.can_level_up() {
            let pulse = 0.7 + 0.3 * (time_s * 5.0).sin();
            let text = match touch {
                true => "A new level is yours: tap here",
                false => "A new level is yours: press L",
            };
            let colour = ui::alpha(ui::GOLD, pulse);
            ui::text(text, x + 30.0, y + LEVEL_LINE, 22.0, colour);
        }
    }

    /// The sheet but for the pulsing line.
    fn paint(&self, game: &Game, touch: bool) {
        let c = game.character();
        let tables = game.tables();
        let (x, y) = origin();
        ui::panel(x, y, W, H);
        let class = tables.class(&c.class);
        let race = tables.race(&c.race);
        let title = format!(
            "{}, {} {}",
            c.name,
            race.map_or("", |r| r.name.as_str()),
            class.map_or("", |k| k.name.as_str())
        );
        ui::text_centred(&title, x + W / 2.0, y + 44.0, 30.0, ui::GOLD);

        // Level and the experience bar.
        let next = next_level(tables, c);
        let floor_xp = tables.level(c.level).map_or(0, |l| l.xp);
        let line = match next {
            Some(n) => format!("Level {}  ·  {} / {} experience", c.level, c.xp, n.xp),
            None => format!("Level {} (the highest)  ·  {} experience", c.level, c.xp),
        };
        ui::text(&line, x + 30.0, y + 84.0, 22.0, ui::TEXT);
        let (bar_x, bar_y, bar_w) = (x + 30.0, y + 96.0, W - 60.0);
        draw_rectangle(bar_x, bar_y, bar_w, 12.0, Color::new(0.12, 0.1, 0.08, 1.0));
        let share = next.map_or(1.0, |n| {
            let span = n.xp.saturating_sub(floor_xp).max(1) as f32;
            (c.xp.saturating_sub(floor_xp) as f32 / span).min(1.0)
        });
        draw_rectangle(bar_x, bar_y, bar_w * share, 12.0, ui::GOLD);
        ui::outline(Rect::new(bar_x, bar_y, bar_w, 12.0), 1.0, ui::EDGE);

        // Abilities, the chosen one marked; a point to spend shows its +.
        ui::text(
            "Abilities",
            x + 30.0,
            y + ABILITIES_TOP - 34.0,
            22.0,
            ui::FAINT,
        );
        for (i, ability) in Ability::ALL.into_iter().enumerate() {
            let row_y = y + ABILITIES_TOP + ROW * i as f32;
            let score = c.abilities.score(ability);
            let modifier = c.abilities.modifier(ability);
            let chosen = i == self.selected;
            if chosen {
                let fill = ui::alpha(ui::GOLD, 0.14);
                draw_rectangle(x + 22.0, row_y - 24.0, W / 2.0 - 30.0, ROW - 2.0, fill);
            }
            let colour = if chosen { ui::GOLD } else { ui::TEXT };
            ui::text(ability.short(), x + 30.0, row_y, 22.0, colour);
            ui::text(&score.to_string(), x + 100.0, row_y, 22.0, colour);
            ui::text(
                &format!("({modifier:+})"),
                x + 140.0,
                row_y,
                22.0,
                ui::FAINT,
            );
            if game.check(&Command::Raise(ability)).is_ok() {
                ui::text("+", x + 210.0, row_y, 24.0, ui::GREEN);
            }
        }
        let points = match c.points {
            0 => "No points to spend".to_string(),
            1 => "1 point to spend".to_string(),
            n => format!("{n} points to spend"),
        };
        let points_y = y + ABILITIES_TOP + ROW * 6.0 + 4.0;
        ui::text(&points, x + 30.0, points_y, 20.0, ui::FAINT);

        // Defences, hit points and attacks.
        let right = x + W / 2.0 + 20.0;
        let d = game.defences();
        let hp = format!("Hit points  {} / {}", game.player_hp(), max_hp(tables, c));
        let mut lines = vec![
            (hp, ui::TEXT),
            (format!("AC {}   Fortitude {}", d.ac, d.fortitude), ui::TEXT),
            (format!("Reflex {}   Will {}", d.reflex, d.will), ui::TEXT),
        ];
        if let (Some(f), Some(k)) = (game.fighter_of(game.player()), class) {
            let blow = torchdeep::rules::attack::Style::Blow;
            let dart = torchdeep::rules::attack::Style::Dart { distance: 1 };
            lines.push((
                format!(
                    "Blow {:+} to hit, {} {}",
                    f.attack_bonus(blow),
                    f.blow,
                    f.blow_ability.short()
                ),
                ui::TEXT,
            ));
            lines.push((
                format!("Dart {:+} to hit, {} DEX", f.attack_bonus(dart), k.dart),
                ui::TEXT,
            ));
            lines.push((format!("Sight {} tiles", k.sight), ui::FAINT));
        }
        ui::text("Defences", right, y + ABILITIES_TOP - 34.0, 22.0, ui::FAINT);
        for (i, (line, colour)) in lines.iter().enumerate() {
            ui::text(
                line,
                right,
                y + ABILITIES_TOP + ROW * i as f32,
                20.0,
                *colour,
            );
        }

        let hint = match touch {
            true => "tap an ability to spend a point; tap outside to close",
            false => "Up, Down: choose  ·  Enter: spend a point  ·  L: level up  ·  Esc: close",
        };
        ui::text_centred(hint, x + W / 2.0, y + H - 18.0, 18.0, ui::FAINT);
    }
}

/// Where the first ability's text sits below the panel's top.
const ABILITIES_TOP: f32 = 206.0;

fn origin() -> (f32, f32) {
    (
        ((screen::width() - W) / 2.0).round(),
        ((screen::height() - H) / 2.0).round(),
    )
}
