//! The inventory (`i` in play, GAME.md §12): what the player carries, by letter a–z, named as
//! the player knows it, with what is worn marked. A letter opens a thing: its description and
//! numbers, and the keys that act on it (quaff, read, eat, apply, wear, take off, drop,
//! throw, call its kind by a name). A key that asks for a thing on the map (`q`, `w`, `d`, …)
//! opens the list for that purpose, and a letter does it at once. Everything goes through the
//! run as commands, so it is recorded and replayed like moves.

pub(crate) mod details;
mod draw;

use macroquad::prelude::*;

use crate::app::kept::{self, Kept};
use torchdeep::data::ItemKind;
use torchdeep::rules::command::Command;
use torchdeep::rules::event::Verb;
use torchdeep::rules::game::Game;
use torchdeep::rules::items::slot_of;
use torchdeep::world::{Item, Label};

use crate::app::atlas::Atlas;
use crate::app::input::{Action, Press};
use crate::app::play::Play;

/// What a letter is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    Use(Verb),
    Wear,
    TakeOff,
    Drop,
}

impl Purpose {
    /// The purpose a key on the map stands for.
    pub fn of(action: Action) -> Option<Purpose> {
        Some(match action {
            Action::Quaff => Purpose::Use(Verb::Quaff),
            Action::Read => Purpose::Use(Verb::Read),
            Action::Eat => Purpose::Use(Verb::Eat),
            Action::Apply => Purpose::Use(Verb::Use),
            Action::Wear => Purpose::Wear,
            Action::TakeOff => Purpose::TakeOff,
            Action::Drop => Purpose::Drop,
            _ => return None,
        })
    }

    /// The command that does it to the thing at `slot`.
    fn command(self, slot: u8) -> Command {
        match self {
            Purpose::Use(verb) => Command::Use { slot, verb },
            Purpose::Wear => Command::Wear(slot),
            Purpose::TakeOff => Command::TakeOff(slot),
            Purpose::Drop => Command::Drop(slot),
        }
    }

    /// Its name in the screen trace (`TORCHDEEP_TRACE=screens`).
    fn name(self) -> &'static str {
        match self {
            Purpose::Use(Verb::Quaff) => "quaff",
            Purpose::Use(Verb::Read) => "read",
            Purpose::Use(Verb::Eat) => "eat",
            Purpose::Use(Verb::Use) => "apply",
            Purpose::Wear => "wear",
            Purpose::TakeOff => "take-off",
            Purpose::Drop => "drop",
        }
    }

    /// "Quaff what?"
    fn question(self) -> &'static str {
        match self {
            Purpose::Use(Verb::Quaff) => "Quaff which potion?",
            Purpose::Use(Verb::Read) => "Read which scroll?",
            Purpose::Use(Verb::Eat) => "Eat what?",
            Purpose::Use(Verb::Use) => "Use what?",
            Purpose::Wear => "Wear or wield what?",
            Purpose::TakeOff => "Take off what?",
            Purpose::Drop => "Drop what?",
        }
    }

    /// Whether a thing suits it (the others are dimmed).
    fn suits(self, game: &Game, item: &Item) -> bool {
        let def = game.tables().item(item.kind);
        match self {
            Purpose::Use(Verb::Quaff) => def.kind == ItemKind::Potion,
            Purpose::Use(Verb::Read) => matches!(def.kind, ItemKind::Scroll | ItemKind::Book),
            Purpose::Use(Verb::Eat) => def.kind == ItemKind::Food,
            Purpose::Use(Verb::Use) => matches!(
                def.kind,
                ItemKind::Potion | ItemKind::Scroll | ItemKind::Food | ItemKind::Book
            ),
            Purpose::Wear => def.equip.is_some() && !item.worn,
            Purpose::TakeOff => item.worn,
            Purpose::Drop => !item.worn,
        }
    }
}

/// What the screen shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Mode {
    /// The list; a letter opens a thing.
    Browse,
    /// The list for one purpose; a letter does it.
    Pick(Purpose),
    /// One thing, by position, with the keys that act on it.
    Open(u8),
    /// Typing a name for the kind of the thing at a position.
    Calling(u8, String),
}

pub struct InventoryScreen {
    mode: Mode,
    /// The sheet as last drawn, kept while the game and the mode stay the same.
    kept: Kept,
}

/// What the screen asks of the app when it closes.
pub enum Closed {
    /// Back to the map.
    Done,
    /// Back to the map, aiming a throw of this kind.
    Throw(torchdeep::data::ItemId),
}

impl InventoryScreen {
    /// What the screen is asking, as the screen trace names it: `browse`, a purpose (`quaff`,
    /// `wear`, …), `open` (one thing) or `calling` (typing a name for its kind).
    pub fn mode_name(&self) -> &'static str {
        match self.mode {
            Mode::Browse => "browse",
            Mode::Pick(purpose) => purpose.name(),
            Mode::Open(_) => "open",
            Mode::Calling(..) => "calling",
        }
    }

    pub fn new(purpose: Option<Purpose>) -> InventoryScreen {
        let mode = match purpose {
            Some(p) => Mode::Pick(p),
            None => Mode::Browse,
        };
        InventoryScreen {
            mode,
            kept: Kept::default(),
        }
    }

    /// Keys and taps; `Some` when the screen closes.
    pub fn update(
        &mut self,
        presses: &[Press],
        taps: &[Vec2],
        play: &mut Play,
        atlas: &Atlas,
        now: f32,
    ) -> Option<Closed> {
        for press in presses {
            if let Some(closed) = self.key(press, play, atlas, now) {
                return Some(closed);
            }
        }
        for &tap in taps {
            match draw::hit(tap, play.game(), &self.mode) {
                draw::Hit::Outside => return Some(Closed::Done),
                draw::Hit::Row(slot) => {
                    if let Some(closed) = self.letter(slot, play, atlas, now) {
                        return Some(closed);
                    }
                }
                draw::Hit::Nothing => {}
            }
        }
        None
    }

    fn key(&mut self, press: &Press, play: &mut Play, atlas: &Atlas, now: f32) -> Option<Closed> {
        let typed = press.typed;
        match (&mut self.mode, press.action) {
            (Mode::Calling(slot, name), action) => {
                let slot = *slot;
                match action {
                    Action::Cancel => self.mode = Mode::Open(slot),
                    Action::Confirm => {
                        let kind = carried(play.game(), slot)?.kind;
                        if let Some(name) = Label::new(name) {
                            play.change(Command::Call { kind, name }, now);
                        }
                        self.mode = Mode::Open(slot);
                    }
                    Action::Erase => {
                        name.pop();
                    }
                    _ => {
                        if let Some(c) = typed.filter(|c| !c.is_control() && *c != ';') {
                            if name.len() + c.len_utf8() <= torchdeep::world::identities::MAX_CALLED
                            {
                                name.push(c);
                            }
                        }
                    }
                }
                None
            }
            (Mode::Open(_), Action::Cancel) => {
                self.mode = Mode::Browse;
                None
            }
            (_, Action::Cancel | Action::Inventory) => Some(Closed::Done),
            (Mode::Open(slot), _) => {
                let slot = *slot;
                self.act_on(slot, press, play, atlas, now)
            }
            (_, _) => {
                let slot = typed.and_then(slot_of)?;
                self.letter(slot, play, atlas, now)
            }
        }
    }

    /// A letter (or a tap on a row) in the list.
    fn letter(&mut self, slot: u8, play: &mut Play, atlas: &Atlas, now: f32) -> Option<Closed> {
        carried(play.game(), slot)?;
        match self.mode {
            Mode::Pick(purpose) => {
                play.act(purpose.command(slot), atlas, now);
                Some(Closed::Done)
            }
            _ => {
                self.mode = Mode::Open(slot);
                None
            }
        }
    }

    /// A key while one thing is open.
    fn act_on(
        &mut self,
        slot: u8,
        press: &Press,
        play: &mut Play,
        atlas: &Atlas,
        now: f32,
    ) -> Option<Closed> {
        let item = carried(play.game(), slot)?;
        let command = match (press.action, press.typed) {
            (_, Some('t')) => {
                let throwable = play.game().tables().item(item.kind).throwable;
                return throwable.then_some(Closed::Throw(item.kind));
            }
            (_, Some('C')) => {
                if !play.game().state().identities().is_known(item.kind) {
                    self.mode = Mode::Calling(slot, String::new());
                }
                return None;
            }
            (action, _) => Purpose::of(action)?.command(slot),
        };
        // A turn passes: back to the map to see what it did.
        play.act(command, atlas, now).then_some(Closed::Done)
    }

    pub fn draw(&mut self, game: &Game, atlas: &Atlas, touch: bool) {
        let key = kept::of_game(game, &(&self.mode, touch));
        let mode = &self.mode;
        (self.kept).draw(draw::area(), key, || draw::draw(game, atlas, mode, touch));
    }
}

/// The thing at a position of the player's pack.
fn carried(game: &Game, slot: u8) -> Option<Item> {
    game.state()
        .player_creature()?
        .inventory
        .items()
        .get(usize::from(slot))
        .copied()
}
