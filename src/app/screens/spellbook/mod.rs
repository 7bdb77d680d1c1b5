//! The spellbook (GAME.md §12), opened with `K`: the spells learnt, filtered by level, the
//! chosen one's details, and the four slots with what is memorised there and the uses left.
//! Memorising (`1`-`4`) and forgetting (`f`, Delete) are commands of the run that cost no
//! turn, so they are recorded and replayed like any other.

mod draw;

use macroquad::prelude::*;
use torchdeep::data::spells::MAX_SPELL_LEVEL;
use torchdeep::data::{Area, SpellDef};
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::game::Game;
use torchdeep::world::{Defence, SpellId};

use crate::app::input::{Action, Press};
use crate::app::kept::{self, Kept};
use crate::app::play::Play;

/// What closing the screen asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Leave,
    /// F1: the help, on the spellbook's page; back here after.
    Help,
}

pub struct SpellbookScreen {
    /// The spell level shown; `None` for every level.
    level: Option<u32>,
    cursor: usize,
    /// What the last memorising or forgetting said, or why it was refused.
    said: Option<String>,
    /// The sheet as last drawn, kept while the game and the above stay the same.
    kept: Kept,
}

impl SpellbookScreen {
    pub fn new() -> SpellbookScreen {
        SpellbookScreen {
            level: None,
            cursor: 0,
            said: None,
            kept: Kept::default(),
        }
    }

    /// Keys and taps; what the screen asks of the app, if anything.
    pub fn update(
        &mut self,
        presses: &[Press],
        taps: &[Vec2],
        play: &mut Play,
        now: f32,
    ) -> Option<Exit> {
        for press in presses {
            match press.action {
                Action::Cancel | Action::Spellbook => return Some(Exit::Leave),
                Action::Help => return Some(Exit::Help),
                Action::Move(Direction::N) => self.cursor = self.cursor.saturating_sub(1),
                Action::Move(Direction::S) => self.cursor += 1,
                Action::Move(Direction::W) => self.level = step_level(self.level, -1),
                Action::Move(Direction::E) => self.level = step_level(self.level, 1),
                Action::Slot(slot) if !press.repeat => self.memorise(slot, play, now),
                // `f` is the dart's key on the map; here it forgets.
                Action::Dart | Action::Delete if !press.repeat => self.forget(play, now),
                _ => {}
            }
            self.clamp(play.game());
        }
        for &tap in taps {
            match draw::hit(tap, self, play.game()) {
                draw::Hit::Outside => return Some(Exit::Leave),
                draw::Hit::Level(level) => self.level = level,
                draw::Hit::Row(n) => self.cursor = n,
                // A slot holding the chosen spell is emptied; any other takes it.
                draw::Hit::Slot(slot) => match self.chosen(play.game()) {
                    Some(spell)
                        if play.game().character().spells.slots[usize::from(slot)]
                            == Some(spell) =>
                    {
                        self.forget(play, now)
                    }
                    _ => self.memorise(slot, play, now),
                },
                draw::Hit::Nothing => {}
            }
            self.clamp(play.game());
        }
        None
    }

    fn clamp(&mut self, game: &Game) {
        let n = self.spells(game).len();
        self.cursor = self.cursor.min(n.saturating_sub(1));
    }

    /// The spell under the cursor.
    fn chosen(&self, game: &Game) -> Option<SpellId> {
        self.spells(game).get(self.cursor).copied()
    }

    fn memorise(&mut self, slot: u8, play: &mut Play, now: f32) {
        if let Some(spell) = self.chosen(play.game()) {
            self.change(Command::Memorise { spell, slot }, play, now);
        }
    }

    /// Forgets the chosen spell, if it is memorised.
    fn forget(&mut self, play: &mut Play, now: f32) {
        let book = &play.game().character().spells;
        match self.chosen(play.game()).and_then(|s| book.slot_of(s)) {
            Some(slot) => self.change(Command::Forget(slot as u8), play, now),
            None => self.said = Some("That spell is in no slot.".to_string()),
        }
    }

    /// Carries out a command that costs no turn, keeping what it said for the screen.
    fn change(&mut self, command: Command, play: &mut Play, now: f32) {
        self.said = Some(match play.game().check(&command) {
            Err(refusal) => refusal.to_string(),
            Ok(()) => {
                play.change(command, now);
                let last = play.game().messages().last();
                last.map_or_else(String::new, |m| m.text.clone())
            }
        });
    }

    /// The spells learnt of the level shown, lowest level first, then in the table's order.
    pub fn spells(&self, game: &Game) -> Vec<SpellId> {
        let tables = game.tables();
        let mut out: Vec<SpellId> = (game.character().spells.known.iter().copied())
            .filter(|&s| self.level.is_none_or(|l| tables.spell(s).level == l))
            .collect();
        out.sort_by_key(|&s| (tables.spell(s).level, s));
        out
    }

    pub fn draw(&mut self, game: &Game, touch: bool) {
        let key = kept::of_game(game, &(self.level, self.cursor, &self.said, touch));
        let mut kept = std::mem::take(&mut self.kept);
        kept.draw(draw::area(), key, || draw::draw(self, game, touch));
        self.kept = kept;
    }
}

/// The next or previous level filter: all, then 1 to the highest, around.
fn step_level(level: Option<u32>, by: i32) -> Option<u32> {
    let n = MAX_SPELL_LEVEL as i32 + 1;
    let at = level.map_or(0, |l| l as i32);
    match (at + by).rem_euclid(n) {
        0 => None,
        l => Some(l as u32),
    }
}

fn defence_name(d: Defence) -> &'static str {
    match d {
        Defence::Ac => "AC",
        Defence::Fortitude => "Fortitude",
        Defence::Reflex => "Reflex",
        Defence::Will => "Will",
    }
}

/// The lines of a spell's details: (what, how), for the right of the screen.
pub fn details(def: &SpellDef) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let roll = match def.defence {
        Some(d) => format!("{} against {}", def.ability.short(), defence_name(d)),
        None => "none: it always works".to_string(),
    };
    out.push(("Attack", roll));
    if let Some(dice) = def.dice {
        out.push(("Dice", dice.to_string()));
    }
    let range = match def.range {
        0 => "yourself".to_string(),
        1 => "1 tile".to_string(),
        n => format!("{n} tiles"),
    };
    out.push(("Range", range));
    let area = match (def.area, def.range) {
        (Area::Caster, _) => "you alone".to_string(),
        (Area::Single, _) => "the first creature on the line".to_string(),
        (Area::Line, _) => "every tile of the line".to_string(),
        (Area::Burst(r), 0) => format!("everything within {r} of you"),
        (Area::Burst(r), _) => format!("everything within {r} of the target"),
    };
    out.push(("Area", area));
    out.push(("Cast", def.frequency.label().to_string()));
    if def.turns > 0 {
        out.push(("Lasts", format!("{} turns", def.turns)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use torchdeep::data::Tables;

    #[test]
    fn the_level_filter_goes_round_through_all() {
        assert_eq!(step_level(None, 1), Some(1));
        assert_eq!(step_level(Some(5), 1), None);
        assert_eq!(step_level(None, -1), Some(5));
        assert_eq!(step_level(Some(1), -1), None);
    }

    #[test]
    fn details_name_the_roll_the_reach_and_how_often() {
        let tables = Tables::embedded().unwrap();
        let def = |id: &str| tables.spell(tables.spell_id(id).unwrap());
        let fireball = details(def("fireball"));
        assert_eq!(fireball[0], ("Attack", "INT against Reflex".to_string()));
        assert!(fireball.contains(&("Dice", "4d6".to_string())));
        assert!(fireball.contains(&("Area", "everything within 2 of the target".to_string())));
        assert!(fireball.contains(&("Cast", "once every three floors".to_string())));
        let armour = details(def("mage_armour"));
        assert!(armour.contains(&("Range", "yourself".to_string())));
        assert!(armour.contains(&("Lasts", "40 turns".to_string())));
        assert_eq!(armour[0].1, "none: it always works");
    }
}
