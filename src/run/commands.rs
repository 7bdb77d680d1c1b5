//! Commands written as text, about a character a turn, so a long run's record stays small:
//! `hjklyubn` move, capitals dash, `T` and two directions dash turning, `.` waits, `g` picks up, `s` toggles sneaking, `>` and `<`
//! take stairs, `x` and a direction steals, `D` and a direction disarms a found trap,
//! `fX,Y;` throws a dart at a tile, `tITEM,X,Y;` throws a row of `items.csv` at a tile, `+`
//! levels up and `r` with a digit (0 for STR to 5 for CHA) spends an ability point; with an
//! inventory letter after it, `q` quaffs, `R` reads, `e` eats, `a` uses, `w` wears, `W` takes
//! off, `d` drops and `S` sells (in a shop); `cITEM,NAME;` calls a kind by a name and
//! `$X,Y,I;` buys the ware I of the pile at a tile; `*S,X,Y;` casts the spell of slot S
//! (0 is key 1) at a tile, `MSPELL,S;` memorises a row of `spells.csv` into a slot and `F` with
//! a slot digit forgets it.

use crate::rules::event::Verb;
use crate::rules::items::{letter, slot_of};
use crate::rules::{Command, Direction};
use crate::world::{Ability, ItemId, Label, Pos};

/// The commands as one string.
pub fn write(commands: &[Command]) -> String {
    let mut out = String::with_capacity(commands.len());
    for command in commands {
        match *command {
            Command::Move(d) => out.push(d.vi_key()),
            Command::Dash(d) => out.push(d.vi_key().to_ascii_uppercase()),
            Command::DashTurning(a, b) => {
                out.push('T');
                out.push(a.vi_key());
                out.push(b.vi_key());
            }
            Command::Wait => out.push('.'),
            Command::PickUp => out.push('g'),
            Command::ToggleSneak => out.push('s'),
            Command::Descend => out.push('>'),
            Command::Ascend => out.push('<'),
            Command::LevelUp => out.push('+'),
            Command::Raise(a) => {
                out.push('r');
                out.push(char::from(b'0' + a as u8));
            }
            Command::Steal(d) => {
                out.push('x');
                out.push(d.vi_key());
            }
            Command::Disarm(d) => {
                out.push('D');
                out.push(d.vi_key());
            }
            Command::ThrowDart { target } => {
                out.push_str(&format!("f{},{};", target.x, target.y));
            }
            Command::Throw { item, target } => {
                out.push_str(&format!("t{},{},{};", item.0, target.x, target.y));
            }
            Command::Use { slot, verb } => {
                out.push(match verb {
                    Verb::Quaff => 'q',
                    Verb::Read => 'R',
                    Verb::Eat => 'e',
                    Verb::Use => 'a',
                });
                out.push(letter(usize::from(slot)));
            }
            Command::Wear(slot) => {
                out.push('w');
                out.push(letter(usize::from(slot)));
            }
            Command::TakeOff(slot) => {
                out.push('W');
                out.push(letter(usize::from(slot)));
            }
            Command::Drop(slot) => {
                out.push('d');
                out.push(letter(usize::from(slot)));
            }
            Command::Call { kind, name } => {
                out.push_str(&format!("c{},{};", kind.0, name.as_str()));
            }
            Command::Buy { at, index } => {
                out.push_str(&format!("${},{},{index};", at.x, at.y));
            }
            Command::Sell(slot) => {
                out.push('S');
                out.push(letter(usize::from(slot)));
            }
            Command::Cast { slot, target } => {
                out.push_str(&format!("*{slot},{},{};", target.x, target.y));
            }
            Command::Memorise { spell, slot } => {
                out.push_str(&format!("M{},{slot};", spell.0));
            }
            Command::Forget(slot) => {
                out.push('F');
                out.push(char::from(b'0' + slot.min(9)));
            }
        }
    }
    out
}

/// Reads commands written by [`write`]; the message gives the position of what is wrong.
pub fn read(text: &str) -> Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let wrong = |what: &str| format!("command {} at byte {i}: {what}", commands.len() + 1);
        let command = match c {
            '.' => Command::Wait,
            'g' => Command::PickUp,
            's' => Command::ToggleSneak,
            '>' => Command::Descend,
            '<' => Command::Ascend,
            '+' => Command::LevelUp,
            'r' => match chars.next().and_then(|(_, d)| d.to_digit(10)) {
                Some(n) if (n as usize) < Ability::ALL.len() => {
                    Command::Raise(Ability::ALL[n as usize])
                }
                _ => return Err(wrong("r needs an ability digit (0 STR to 5 CHA) after it")),
            },
            'x' => match chars.next().and_then(|(_, d)| Direction::from_vi_key(d)) {
                Some(d) => Command::Steal(d),
                None => return Err(wrong("x needs a direction (hjklyubn) after it")),
            },
            'T' => {
                let mut direction = || chars.next().and_then(|(_, d)| Direction::from_vi_key(d));
                match (direction(), direction()) {
                    (Some(a), Some(b)) => Command::DashTurning(a, b),
                    _ => return Err(wrong("T needs two directions (hjklyubn) after it")),
                }
            }
            'q' | 'R' | 'e' | 'a' | 'w' | 'W' | 'd' | 'S' => {
                let Some(slot) = chars.next().and_then(|(_, l)| slot_of(l)) else {
                    return Err(wrong(&format!(
                        "{c} needs an inventory letter (a-z) after it"
                    )));
                };
                let used = |verb| Command::Use { slot, verb };
                match c {
                    'q' => used(Verb::Quaff),
                    'R' => used(Verb::Read),
                    'e' => used(Verb::Eat),
                    'a' => used(Verb::Use),
                    'w' => Command::Wear(slot),
                    'W' => Command::TakeOff(slot),
                    'S' => Command::Sell(slot),
                    _ => Command::Drop(slot),
                }
            }
            'c' => {
                let mut field = String::new();
                for (_, d) in chars.by_ref() {
                    if d == ';' {
                        break;
                    }
                    if field.len() > 40 {
                        return Err(wrong("a name too long to call a kind by"));
                    }
                    field.push(d);
                }
                let (kind, name) = field
                    .split_once(',')
                    .ok_or_else(|| wrong("c takes ITEM,NAME;"))?;
                let kind = kind
                    .parse::<u16>()
                    .map_err(|_| wrong("c takes an item row number, then ,NAME;"))?;
                let name = Label::new(name).ok_or_else(|| wrong("not a name to call a kind by"))?;
                Command::Call {
                    kind: ItemId(kind),
                    name,
                }
            }
            'D' => match chars.next().and_then(|(_, d)| Direction::from_vi_key(d)) {
                Some(d) => Command::Disarm(d),
                None => return Err(wrong("D needs a direction (hjklyubn) after it")),
            },
            'F' => match chars.next().and_then(|(_, d)| d.to_digit(10)) {
                Some(n) if n < 4 => Command::Forget(n as u8),
                _ => return Err(wrong("F needs a slot digit (0 to 3) after it")),
            },
            'f' | 't' | '$' | '*' | 'M' => {
                let mut field = String::new();
                for (_, d) in chars.by_ref() {
                    if d == ';' {
                        break;
                    }
                    if field.len() > 40 {
                        return Err(wrong("a target too long to be one"));
                    }
                    field.push(d);
                }
                let numbers: Vec<i64> = field
                    .split(',')
                    .map(|n| n.parse::<i64>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| wrong("expected numbers separated by commas, then ;"))?;
                let coordinate =
                    |n: i64| i32::try_from(n).map_err(|_| wrong("a target off any map"));
                match (c, numbers.as_slice()) {
                    ('f', &[x, y]) => Command::ThrowDart {
                        target: Pos::new(coordinate(x)?, coordinate(y)?),
                    },
                    ('t', &[item, x, y]) => Command::Throw {
                        item: ItemId(u16::try_from(item).map_err(|_| wrong("no such item row"))?),
                        target: Pos::new(coordinate(x)?, coordinate(y)?),
                    },
                    ('$', &[x, y, index]) => Command::Buy {
                        at: Pos::new(coordinate(x)?, coordinate(y)?),
                        index: u8::try_from(index).map_err(|_| wrong("no such ware"))?,
                    },
                    ('*', &[slot, x, y]) => Command::Cast {
                        slot: u8::try_from(slot).map_err(|_| wrong("no such slot"))?,
                        target: Pos::new(coordinate(x)?, coordinate(y)?),
                    },
                    ('M', &[spell, slot]) => Command::Memorise {
                        spell: crate::world::SpellId(
                            u16::try_from(spell).map_err(|_| wrong("no such spell row"))?,
                        ),
                        slot: u8::try_from(slot).map_err(|_| wrong("no such slot"))?,
                    },
                    _ => return Err(wrong("a dart takes X,Y; a throw ITEM,X,Y; a buy X,Y,I")),
                }
            }
            _ => match Direction::from_vi_key(c.to_ascii_lowercase()) {
                Some(d) if c.is_ascii_uppercase() => Command::Dash(d),
                Some(d) => Command::Move(d),
                None => return Err(wrong(&format!("{c:?} is no command"))),
            },
        };
        commands.push(command);
    }
    Ok(commands)
}

/// For `#[serde(with = "commands")]`.
pub fn serialize<S: serde::Serializer>(commands: &[Command], s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&write(commands))
}

pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Command>, D::Error> {
    let text = <String as serde::Deserialize>::deserialize(d)?;
    read(&text).map_err(serde::de::Error::custom)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_command_reads_back_as_written() {
        let commands = vec![
            Command::Move(Direction::NW),
            Command::Dash(Direction::S),
            Command::DashTurning(Direction::E, Direction::NE),
            Command::Wait,
            Command::PickUp,
            Command::ToggleSneak,
            Command::Descend,
            Command::Ascend,
            Command::Steal(Direction::E),
            Command::ThrowDart {
                target: Pos::new(-3, 40),
            },
            Command::Throw {
                item: ItemId(7),
                target: Pos::new(12, 0),
            },
            Command::LevelUp,
            Command::Raise(Ability::Wisdom),
            Command::Buy {
                at: Pos::new(5, 6),
                index: 1,
            },
            Command::Sell(2),
            Command::Cast {
                slot: 1,
                target: Pos::new(3, 4),
            },
            Command::Memorise {
                spell: crate::world::SpellId(5),
                slot: 2,
            },
            Command::Forget(3),
        ];
        let text = write(&commands);
        assert_eq!(
            text,
            "yJTlu.gs><xlf-3,40;t7,12,0;+r4$5,6,1;Sc*1,3,4;M5,2;F3"
        );
        assert_eq!(read(&text).unwrap(), commands);
    }

    #[test]
    fn a_garbled_record_is_a_located_error() {
        assert!(read("hjq").unwrap_err().contains("command 3 at byte 2"));
        assert!(read("f1,2").is_ok(), "the last target may end without ;");
        assert!(read("f1;").unwrap_err().contains("X,Y"));
        assert!(read("t99999,1,1;").unwrap_err().contains("item"));
        assert!(read("x").unwrap_err().contains("direction"));
        assert!(read("r6").unwrap_err().contains("ability digit"));
    }
}
