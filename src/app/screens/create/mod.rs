//! The creation screen (GAME.md §12), after New game: a name typed or generated, a class and a
//! race, and a preview of the character they make, every figure computed by the rules on the
//! character `rules::character::create` makes. Enter (or Start) begins the run as it.
//!
//! Focus decides what a key does: four fields, name, class, race and start, one lit at a time
//! (Tab, Up and Down move it). In the name field a key that types a character types it and
//! does nothing else, so "hjkl" or "r" go into the name; elsewhere they are the usual keys.

mod draw;
mod layout;

use std::sync::Arc;

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::rules::character::{create, name_for_seed, SheetError};
use torchdeep::rules::command::Direction;
use torchdeep::world::character::MAX_NAME_CHARS;
use torchdeep::world::Character;

use crate::app::input::{Action, Press};
use crate::app::screen;
use layout::Layout;

/// The parts of the screen that take keys, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Class,
    Race,
    Start,
}

const FIELDS: [Field; 4] = [Field::Name, Field::Class, Field::Race, Field::Start];

/// What the player asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Begin the run as this character.
    Start(Character),
    /// Back to the title.
    Back,
    /// This screen's help page.
    Help,
}

pub struct Create {
    tables: Arc<Tables>,
    /// The seed of the run to start: the first generated name is the one it would give.
    seed: u64,
    /// Ids of the playable classes and of the races, in table order.
    classes: Vec<String>,
    races: Vec<String>,
    class: usize,
    race: usize,
    name: String,
    /// The generated name shown is `name_for_seed(seed + name_index)`.
    name_index: u64,
    /// The name is a generated one (drawn as selected): the first letter typed replaces it.
    generated: bool,
    focus: Field,
    /// Draws the random picks; seeded from the run's seed, so a seed's picks repeat.
    rng: fastrand::Rng,
    /// Why Start was refused, shown until the name changes.
    problem: Option<String>,
    /// The on-screen keyboard is up: a tap on the name asked for it.
    keyboard: bool,
}

impl Create {
    pub fn new(tables: Arc<Tables>, seed: u64) -> Create {
        let classes = tables.playable_classes().map(|c| c.id.clone()).collect();
        let races = tables.races.iter().map(|r| r.id.clone()).collect();
        Create {
            tables,
            seed,
            classes,
            races,
            class: 0,
            race: 0,
            name: name_for_seed(seed),
            name_index: 0,
            generated: true,
            focus: Field::Name,
            rng: fastrand::Rng::with_seed(seed ^ 0x6372_6561_7465),
            problem: None,
            keyboard: false,
        }
    }

    /// The seed the run will be played on.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Keys, then clicks or taps (screen points). A tap on the name opens the on-screen
    /// keyboard, which closes when the focus leaves the name or the screen closes.
    pub fn update(&mut self, presses: &[Press], taps: &[Vec2]) -> Option<Outcome> {
        let before = self.keyboard;
        let mut outcome = presses.iter().find_map(|&p| self.handle(p));
        let mut asked = false;
        if outcome.is_none() {
            let layout = Layout::new(screen::width(), screen::height(), self.counts());
            asked = taps.iter().any(|&t| layout.name.contains(t));
            outcome = taps.iter().find_map(|&t| self.tap(&layout, t));
        }
        self.keyboard = (self.keyboard || asked) && self.focus == Field::Name && outcome.is_none();
        // Asked again: the player may have put it away with the phone's own key.
        if asked || self.keyboard != before {
            on_screen_keyboard(self.keyboard);
        }
        outcome
    }

    /// One key press.
    fn handle(&mut self, press: Press) -> Option<Outcome> {
        use Direction::{E, N, S, W};
        if let Some(c) = press.typed {
            match (self.focus, c) {
                (Field::Name, c) => {
                    self.type_char(c);
                    return None;
                }
                (_, 'r' | 'R') => {
                    self.random();
                    return None;
                }
                (_, 'n' | 'N') => {
                    self.another_name(1);
                    return None;
                }
                _ => {}
            }
        }
        match press.action {
            Action::Confirm => return self.start(),
            Action::Cancel => return Some(Outcome::Back),
            Action::Help => return Some(Outcome::Help),
            Action::NextTarget | Action::Move(S) => self.move_focus(1),
            Action::Move(N) => self.move_focus(-1),
            Action::Move(W) => self.change(-1),
            Action::Move(E) => self.change(1),
            Action::Erase if self.focus == Field::Name => self.erase(),
            _ => {}
        }
        None
    }

    /// A click or tap on one of the screen's boxes.
    fn tap(&mut self, layout: &Layout, at: Vec2) -> Option<Outcome> {
        let hit = |r: &Rect| r.contains(at);
        if let Some(i) = layout.classes.iter().position(hit) {
            (self.class, self.focus) = (i, Field::Class);
        } else if let Some(i) = layout.races.iter().position(hit) {
            (self.race, self.focus) = (i, Field::Race);
        } else if hit(&layout.name) {
            self.focus = Field::Name;
        } else if hit(&layout.new_name) {
            self.another_name(1);
        } else if hit(&layout.random) {
            self.random();
        } else if hit(&layout.start) {
            self.focus = Field::Start;
            return self.start();
        } else if hit(&layout.back) {
            return Some(Outcome::Back);
        } else if hit(&layout.help) {
            return Some(Outcome::Help);
        }
        None
    }

    /// How many classes and races there are to lay out.
    fn counts(&self) -> (usize, usize) {
        (self.classes.len(), self.races.len())
    }

    /// Adds a typed character to the name; one typed over a generated name replaces it.
    fn type_char(&mut self, c: char) {
        if self.generated {
            self.name.clear();
            self.generated = false;
        }
        let room = self.name.chars().count() < MAX_NAME_CHARS;
        // A name never starts with a space (and never ends with one: see `start`).
        if room && !c.is_control() && !(self.name.is_empty() && c.is_whitespace()) {
            self.name.push(c);
            self.problem = None;
        }
    }

    /// Backspace: the last character typed, or the whole of a generated name.
    fn erase(&mut self) {
        match self.generated {
            true => self.name.clear(),
            false => {
                self.name.pop();
            }
        }
        self.generated = false;
    }

    /// Another generated name: the next (or previous) seed's.
    fn another_name(&mut self, step: i64) {
        self.generated_name(self.name_index.wrapping_add_signed(step));
    }

    /// The generated name of the seed `index` places after the run's.
    fn generated_name(&mut self, index: u64) {
        self.name_index = index;
        self.name = name_for_seed(self.seed.wrapping_add(index));
        self.generated = true;
        self.problem = None;
    }

    /// Left or right on the focused field: another name, class or race.
    fn change(&mut self, step: i64) {
        match self.focus {
            Field::Name => self.another_name(step),
            Field::Class => self.class = cycle(self.class, step, self.classes.len()),
            Field::Race => self.race = cycle(self.race, step, self.races.len()),
            Field::Start => {}
        }
    }

    fn move_focus(&mut self, step: i64) {
        let at = FIELDS.iter().position(|&f| f == self.focus).unwrap_or(0);
        self.focus = FIELDS[cycle(at, step, FIELDS.len())];
    }

    /// A random class, race and generated name.
    fn random(&mut self) {
        self.class = self.rng.usize(..self.classes.len().max(1));
        self.race = self.rng.usize(..self.races.len().max(1));
        let index = self.rng.u64(..);
        self.generated_name(index);
    }

    /// The name as it would be kept: without trailing spaces, if it is a name at all.
    fn valid_name(&self) -> Option<&str> {
        let name = self.name.trim_end();
        Character::is_name(name).then_some(name)
    }

    /// The character the choices make, named "?" while the name is not one yet.
    fn preview(&self) -> Result<Character, SheetError> {
        let name = self.valid_name().unwrap_or("?");
        let class = self.classes.get(self.class).map_or("", String::as_str);
        let race = self.races.get(self.race).map_or("", String::as_str);
        create(&self.tables, name, class, race)
    }

    /// The run begins, or the name field says why not.
    fn start(&mut self) -> Option<Outcome> {
        if self.valid_name().is_none() {
            self.focus = Field::Name;
            self.problem = Some(format!(
                "A name is 1 to {MAX_NAME_CHARS} characters: type one, or draw a new one"
            ));
            return None;
        }
        match self.preview() {
            Ok(character) => Some(Outcome::Start(character)),
            Err(why) => {
                self.problem = Some(why);
                None
            }
        }
    }
}

/// Shows or hides the on-screen keyboard. Only Android has one: elsewhere miniquad does
/// nothing but complain on the terminal.
fn on_screen_keyboard(show: bool) {
    if cfg!(target_os = "android") {
        miniquad::window::show_keyboard(show);
    }
}

/// `at` moved `step` places round a ring of `len`.
fn cycle(at: usize, step: i64, len: usize) -> usize {
    match len {
        0 => 0,
        _ => (at as i64 + step).rem_euclid(len as i64) as usize,
    }
}

#[cfg(test)]
mod tests;
