//! Pairing each key down with the character it typed, whatever order the platform sends
//! them in.

use macroquad::miniquad::{EventHandler, KeyCode, KeyMods};

use super::{action_of_char, action_of_key, is_modifier, is_overlay_key, Action, Press};

/// Pairs each key down with the character it typed, whichever of the two a platform sends
/// first: X11 sends the character first; the browser, Windows, macOS and Wayland the key.
/// Android and input methods send characters no key claims.
///
/// The order starts as the platform's own (miniquad's sources) and is learnt again from the
/// first character that plainly belongs to the key beside it (a Latin letter, a digit, the
/// space). A character that belongs to no key is a press of its own: it is typed all the
/// same, so no character is ever lost or counted twice, whatever the layout.
#[derive(Default)]
pub(super) struct Collector {
    pub(super) presses: Vec<Press>,
    order: Option<Order>,
    /// The last event was a key down that can type and typed nothing yet.
    waiting: Option<Waiting>,
    /// The last event was a character no key has claimed yet.
    pending: Option<Pending>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Order {
    KeyFirst,
    CharFirst,
}

impl Order {
    /// miniquad's X11 backend, its default on Linux, sends the character first.
    pub(super) const GUESS: Option<Order> =
        match cfg!(all(target_os = "linux", not(target_os = "android"))) {
            true => Some(Order::CharFirst),
            false => Some(Order::KeyFirst),
        };
}

/// A key down waiting for its character: a press's, or the overlay's key, whose backquote
/// is no one's.
#[derive(Clone, Copy)]
struct Waiting {
    key: KeyCode,
    press: Option<usize>,
}

#[derive(Clone, Copy)]
struct Pending {
    c: char,
    repeat: bool,
    /// Typed with Ctrl, Alt or the logo key, or a control character: its key's, but no text.
    ignored: bool,
}

impl Collector {
    pub(super) fn starting(order: Option<Order>) -> Collector {
        Collector {
            order,
            ..Collector::default()
        }
    }

    /// A character that no key claimed becomes a press of its own.
    fn flush_pending(&mut self) {
        if let Some(p) = self.pending.take().filter(|p| !p.ignored) {
            self.presses.push(Press {
                action: action_of_char(p.c).unwrap_or(Action::Other),
                repeat: p.repeat,
                typed: Some(p.c),
            });
        }
    }

    /// The frame's events are over: a character still waiting for its key has none.
    pub(super) fn end_of_frame(&mut self) {
        self.flush_pending();
        self.waiting = None;
    }

    /// Whether `c` belongs to `key` beside it, learning the platform's order when it plainly
    /// does; else whether the order already learnt says so.
    fn pairs(&mut self, c: char, key: KeyCode, order: Order) -> bool {
        if types_plainly(key, c) {
            self.order = Some(order);
        }
        self.order == Some(order)
    }
}

/// Gives `c` to `press`, the key that typed it: a symbol read as typed replaces the key's
/// `Other`.
fn give(press: &mut Press, c: char) {
    press.typed = Some(c);
    if press.action == Action::Other {
        if let Some(action) = action_of_char(c) {
            press.action = action;
        }
    }
}

impl EventHandler for Collector {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn key_down_event(&mut self, key: KeyCode, mods: KeyMods, repeat: bool) {
        self.waiting = None;
        // The character just sent is this key's, when characters come first.
        let pending = self.pending;
        let mine = match pending {
            Some(p) if can_type(key) && self.pairs(p.c, key, Order::CharFirst) => {
                self.pending.take()
            }
            _ => None,
        };
        self.flush_pending();
        if is_modifier(key) {
            return;
        }
        if is_overlay_key(key) {
            if mine.is_none() && can_type(key) {
                self.waiting = Some(Waiting { key, press: None });
            }
            return;
        }
        let mut press = Press {
            action: action_of_key(key, mods).unwrap_or(Action::Other),
            repeat,
            typed: None,
        };
        match mine {
            Some(p) if !p.ignored => give(&mut press, p.c),
            Some(_) => {}
            None if can_type(key) => {
                self.waiting = Some(Waiting {
                    key,
                    press: Some(self.presses.len()),
                })
            }
            None => {}
        }
        self.presses.push(press);
    }

    fn char_event(&mut self, c: char, mods: KeyMods, repeat: bool) {
        let ignored = mods.ctrl || mods.alt || mods.logo || c.is_control();
        // The key just pressed typed it, when keys come first.
        if let Some(w) = self.waiting.take() {
            if self.pairs(c, w.key, Order::KeyFirst) {
                if let (Some(i), false) = (w.press, ignored) {
                    give(&mut self.presses[i], c);
                }
                return;
            }
        }
        self.flush_pending();
        self.pending = Some(Pending { c, repeat, ignored });
    }
}

/// Keys that may type a character: the printable ones, the keypad's, and those of other
/// layouts that macroquad does not name.
fn can_type(key: KeyCode) -> bool {
    use KeyCode as K;
    (key as u32) < 0x100
        || matches!(
            key,
            K::Kp0
                | K::Kp1
                | K::Kp2
                | K::Kp3
                | K::Kp4
                | K::Kp5
                | K::Kp6
                | K::Kp7
                | K::Kp8
                | K::Kp9
                | K::KpDecimal
                | K::KpDivide
                | K::KpMultiply
                | K::KpSubtract
                | K::KpAdd
                | K::KpEqual
                | K::Unknown
        )
}

/// Whether `key` plainly types `c` on any Latin layout: its letter in either case, its digit,
/// the space or the backquote (macroquad names those keys by their ASCII codes).
fn types_plainly(key: KeyCode, c: char) -> bool {
    (c.is_ascii_alphanumeric() || c == ' ' || c == '`')
        && (key as u32) == u32::from(c.to_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::super::NONE;
    use super::*;
    use torchdeep::rules::command::Direction;

    /// The events of `keys` (a key, the character it types if any, its modifiers) as a
    /// platform sends them: the character before its key (X11) or after it (the others).
    fn send(
        order: Order,
        keys: &[(KeyCode, Option<char>, KeyMods)],
    ) -> Vec<(Action, Option<char>)> {
        send_guessing(Some(order), order, keys)
    }

    /// As [`send`], to a collector that starts guessing `guess`.
    fn send_guessing(
        guess: Option<Order>,
        order: Order,
        keys: &[(KeyCode, Option<char>, KeyMods)],
    ) -> Vec<(Action, Option<char>)> {
        let mut c = Collector::starting(guess);
        for &(key, ch, mods) in keys {
            if order == Order::KeyFirst {
                c.key_down_event(key, mods, false);
            }
            if let Some(ch) = ch {
                c.char_event(ch, mods, false);
            }
            if order == Order::CharFirst {
                c.key_down_event(key, mods, false);
            }
        }
        c.end_of_frame();
        c.presses.iter().map(|p| (p.action, p.typed)).collect()
    }

    const BOTH: [Order; 2] = [Order::KeyFirst, Order::CharFirst];

    #[test]
    fn a_typed_symbol_is_one_press_and_modifiers_none() {
        let shift = KeyMods {
            shift: true,
            ..NONE
        };
        for order in BOTH {
            let presses = send(
                order,
                &[
                    (KeyCode::LeftShift, None, shift),
                    (KeyCode::Period, Some('>'), shift),
                    (KeyCode::F12, None, NONE),
                    (KeyCode::GraveAccent, Some('`'), NONE),
                    (KeyCode::Escape, None, NONE),
                ],
            );
            assert_eq!(
                presses,
                [(Action::Descend, Some('>')), (Action::Cancel, None)],
                "{order:?}"
            );
        }
    }

    #[test]
    fn a_letter_keeps_its_action_and_says_what_it_typed() {
        for order in BOTH {
            let presses = send(
                order,
                &[
                    (KeyCode::H, Some('h'), NONE),
                    (KeyCode::R, Some('r'), NONE),
                    (KeyCode::Backspace, Some('\u{8}'), NONE),
                    (KeyCode::Left, None, NONE),
                    // The overlay's key types a backquote that belongs to no press.
                    (KeyCode::GraveAccent, Some('`'), NONE),
                    (KeyCode::Q, Some('q'), NONE),
                ],
            );
            assert_eq!(
                presses,
                [
                    (Action::Move(Direction::W), Some('h')),
                    (Action::Read, Some('r')),
                    (Action::Erase, None),
                    (Action::Move(Direction::W), None),
                    (Action::Quaff, Some('q')),
                ],
                "{order:?}"
            );
        }
    }

    /// What a text field reads of the presses: the characters typed, in order.
    fn text(presses: &[(Action, Option<char>)]) -> String {
        presses.iter().filter_map(|p| p.1).collect()
    }

    #[test]
    fn every_character_is_typed_once_in_either_order_and_any_layout() {
        let shift = KeyMods {
            shift: true,
            ..NONE
        };
        let ctrl = KeyMods { ctrl: true, ..NONE };
        // A name typed after an arrow and Ctrl+R: the arrow types nothing and Ctrl+R no text.
        let latin = [
            (KeyCode::Left, None, NONE),
            (KeyCode::R, Some('r'), ctrl),
            (KeyCode::Z, Some('Z'), shift),
            (KeyCode::E, Some('e'), NONE),
            (KeyCode::D, Some('d'), NONE),
            (KeyCode::Space, Some(' '), NONE),
            (KeyCode::Key1, Some('!'), shift),
        ];
        // A Cyrillic layout: macroquad names none of its keys; then a Latin letter.
        let cyrillic = [
            (KeyCode::Unknown, Some('ж'), NONE),
            (KeyCode::Unknown, Some('Ж'), shift),
            (KeyCode::Semicolon, Some('ё'), NONE),
            (KeyCode::A, Some('a'), NONE),
            (KeyCode::Unknown, Some('щ'), NONE),
        ];
        for order in BOTH {
            let presses = send(order, &latin);
            assert_eq!(text(&presses), "Zed !", "{order:?}");
            assert_eq!(presses[1], (Action::Restart, None), "{order:?}");
            assert_eq!(presses.len(), 7, "one press a key: {presses:?}");
            // Started with no guess or the wrong one, the text is the same.
            for guess in [None, Some(Order::KeyFirst), Some(Order::CharFirst)] {
                let presses = send_guessing(guess, order, &latin);
                assert_eq!(text(&presses), "Zed !", "{order:?} guessing {guess:?}");
                let presses = send_guessing(guess, order, &cyrillic);
                assert_eq!(text(&presses), "жЖёaщ", "{order:?} guessing {guess:?}");
            }
        }
    }

    #[test]
    fn characters_no_key_claims_are_presses_of_their_own() {
        // An input method (or Android's soft keyboard) sends characters alone.
        let mut c = Collector::starting(Some(Order::KeyFirst));
        c.char_event('é', NONE, false);
        c.char_event('>', NONE, false);
        c.key_down_event(KeyCode::Enter, NONE, false);
        c.end_of_frame();
        let presses: Vec<(Action, Option<char>)> =
            c.presses.iter().map(|p| (p.action, p.typed)).collect();
        assert_eq!(
            presses,
            [
                (Action::Other, Some('é')),
                (Action::Descend, Some('>')),
                (Action::Confirm, None)
            ]
        );
    }

    #[test]
    fn the_order_learnt_holds_across_frames() {
        // X11: once a letter has shown the character comes first, the next frame's lone
        // character still goes to the key after it.
        let mut c = Collector::starting(Some(Order::KeyFirst));
        c.char_event('a', NONE, false);
        c.key_down_event(KeyCode::A, NONE, false);
        c.end_of_frame();
        c.presses.clear();
        c.char_event('ж', NONE, false);
        c.key_down_event(KeyCode::Unknown, NONE, false);
        c.end_of_frame();
        let presses: Vec<(Action, Option<char>)> =
            c.presses.iter().map(|p| (p.action, p.typed)).collect();
        assert_eq!(presses, [(Action::Other, Some('ж'))]);
    }
}
