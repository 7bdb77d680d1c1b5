//! Keys to actions. Every key press of a frame, in the order it was typed (held keys repeat),
//! becomes one `Action`. Letters, arrows and the keypad are read as key codes; the symbols
//! (`.` `,` `<` `>` `?`) as typed characters, so they work whatever the keyboard layout.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, KeyCode, KeyMods};
use torchdeep::rules::command::Direction;

/// What a key asks for; each screen reads the ones it knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Move(Direction),
    /// Shift with a direction: two tiles in one action.
    Dash(Direction),
    Wait,
    PickUp,
    Throw,
    /// `f`: aim a dart.
    Dart,
    /// `x`: take what lies on a neighbouring tile.
    Steal,
    /// `D` (Shift+d): disarm a found trap on a neighbouring tile.
    Disarm,
    Descend,
    Ascend,
    /// `s`: start or stop sneaking (no turn passes).
    Sneak,
    /// `L` (Shift+l): reach the next level when the experience is there (no turn passes).
    LevelUp,
    /// `c`: the character screen.
    Character,
    /// `i`: the inventory.
    Inventory,
    /// `J` (Shift+j): the journal.
    Journal,
    /// `K` (Shift+k): the spellbook.
    Spellbook,
    /// `1` to `4` (0 is key 1): cast the spell of that slot; in the spellbook, memorise into it.
    Slot(u8),
    /// Delete: in the spellbook, forget a spell.
    Delete,
    /// `q`, `r`, `e`, `a`: quaff, read, eat, apply (use) a thing, chosen by letter.
    Quaff,
    Read,
    Eat,
    Apply,
    /// `w`, `W`: wear or wield, take off.
    Wear,
    TakeOff,
    /// `d`: drop.
    Drop,
    /// Enter: choose, confirm a target, restart after the end.
    Confirm,
    /// Esc: pause, cancel, back.
    Cancel,
    /// Tab: while aiming, the next target.
    NextTarget,
    Help,
    ZoomIn,
    ZoomOut,
    /// PgUp: read older lines of the message log.
    LogOlder,
    /// PgDn: back towards the newest lines of the message log.
    LogNewer,
    /// Ctrl+R.
    Restart,
    /// Backspace: erase the last letter typed.
    Erase,
    /// Any other key: it closes the help and stops a walk, and does nothing else.
    Other,
}

/// One key press; `repeat` when it comes from a held key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    pub action: Action,
    pub repeat: bool,
    /// The printable character the key typed, if any: a text field reads this instead of
    /// the action, so typing "hjkl" into a name moves nothing.
    pub typed: Option<char>,
}

impl Press {
    /// A press that typed nothing (an on-screen button standing for a key).
    pub fn of(action: Action) -> Press {
        Press {
            action,
            repeat: false,
            typed: None,
        }
    }
}

/// Collects the key presses of each frame from macroquad's event queue.
pub struct Keyboard {
    subscriber: usize,
    collector: Collector,
}

impl Keyboard {
    pub fn new() -> Keyboard {
        Keyboard {
            subscriber: register_input_subscriber(),
            collector: Collector::starting(Order::GUESS),
        }
    }

    /// The presses since the last call, oldest first.
    pub fn poll(&mut self) -> &[Press] {
        self.collector.presses.clear();
        repeat_all_miniquad_input(&mut self.collector, self.subscriber);
        self.collector.end_of_frame();
        &self.collector.presses
    }
}

/// Pairs each key down with the character it typed, whichever of the two a platform sends
/// first: X11 sends the character first; the browser, Windows, macOS and Wayland the key.
/// Android and input methods send characters no key claims.
///
/// The order starts as the platform's own (miniquad's sources) and is learnt again from the
/// first character that plainly belongs to the key beside it (a Latin letter, a digit, the
/// space). A character that belongs to no key is a press of its own: it is typed all the
/// same, so no character is ever lost or counted twice, whatever the layout.
#[derive(Default)]
struct Collector {
    presses: Vec<Press>,
    order: Option<Order>,
    /// The last event was a key down that can type and typed nothing yet.
    waiting: Option<Waiting>,
    /// The last event was a character no key has claimed yet.
    pending: Option<Pending>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    KeyFirst,
    CharFirst,
}

impl Order {
    /// miniquad's X11 backend, its default on Linux, sends the character first.
    const GUESS: Option<Order> = match cfg!(all(target_os = "linux", not(target_os = "android"))) {
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
    fn starting(order: Option<Order>) -> Collector {
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
    fn end_of_frame(&mut self) {
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

/// Keys read by their code: arrows, keypad, vi-keys and the named keys.
pub fn action_of_key(key: KeyCode, mods: KeyMods) -> Option<Action> {
    use Direction::*;
    use KeyCode as K;
    if mods.ctrl || mods.logo || mods.alt {
        return (key == K::R && mods.ctrl).then_some(Action::Restart);
    }
    let step = |d| match mods.shift {
        true => Some(Action::Dash(d)),
        false => Some(Action::Move(d)),
    };
    match key {
        // Shift+l is the level-up; Shift with → or keypad 6 still dashes east.
        K::L if mods.shift => Some(Action::LevelUp),
        K::D if mods.shift => Some(Action::Disarm),
        K::W if mods.shift => Some(Action::TakeOff),
        K::J if mods.shift => Some(Action::Journal),
        K::K if mods.shift => Some(Action::Spellbook),
        // Shift with a digit types a symbol, never a spell.
        K::Key1 if !mods.shift => Some(Action::Slot(0)),
        K::Key2 if !mods.shift => Some(Action::Slot(1)),
        K::Key3 if !mods.shift => Some(Action::Slot(2)),
        K::Key4 if !mods.shift => Some(Action::Slot(3)),
        K::Delete => Some(Action::Delete),
        K::W => Some(Action::Wear),
        K::I => Some(Action::Inventory),
        K::Q => Some(Action::Quaff),
        K::R => Some(Action::Read),
        K::E => Some(Action::Eat),
        K::A => Some(Action::Apply),
        K::D => Some(Action::Drop),
        K::C => Some(Action::Character),
        K::Up | K::K | K::Kp8 => step(N),
        K::Down | K::J | K::Kp2 => step(S),
        K::Left | K::H | K::Kp4 => step(W),
        K::Right | K::L | K::Kp6 => step(E),
        K::Y | K::Kp7 => step(NW),
        K::U | K::Kp9 => step(NE),
        K::B | K::Kp1 => step(SW),
        K::N | K::Kp3 => step(SE),
        K::Kp5 | K::Z => Some(Action::Wait),
        K::G => Some(Action::PickUp),
        K::T => Some(Action::Throw),
        K::F => Some(Action::Dart),
        K::X => Some(Action::Steal),
        K::S => Some(Action::Sneak),
        K::Enter | K::KpEnter => Some(Action::Confirm),
        K::Escape => Some(Action::Cancel),
        K::Tab => Some(Action::NextTarget),
        K::F1 => Some(Action::Help),
        K::KpAdd => Some(Action::ZoomIn),
        K::KpSubtract => Some(Action::ZoomOut),
        K::PageUp => Some(Action::LogOlder),
        K::PageDown => Some(Action::LogNewer),
        K::Backspace => Some(Action::Erase),
        _ => None,
    }
}

/// The debug overlay's toggles (F12, backquote): the overlay reads them itself, and to the game
/// they are no key press (one must not close the help or stop a walk).
fn is_overlay_key(key: KeyCode) -> bool {
    matches!(key, KeyCode::F12 | KeyCode::GraveAccent)
}

/// Keys that only modify others: pressed alone, they are no key press.
fn is_modifier(key: KeyCode) -> bool {
    use KeyCode as K;
    matches!(
        key,
        K::LeftShift
            | K::RightShift
            | K::LeftControl
            | K::RightControl
            | K::LeftAlt
            | K::RightAlt
            | K::LeftSuper
            | K::RightSuper
            | K::CapsLock
            | K::NumLock
            | K::ScrollLock
            | K::Menu
    )
}

/// Keys read by the character they type (layout-independent symbols).
pub fn action_of_char(c: char) -> Option<Action> {
    match c {
        '.' => Some(Action::Wait),
        ',' => Some(Action::PickUp),
        '>' => Some(Action::Descend),
        '<' => Some(Action::Ascend),
        '?' => Some(Action::Help),
        ']' => Some(Action::ZoomIn),
        '[' => Some(Action::ZoomOut),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: KeyMods = KeyMods {
        shift: false,
        ctrl: false,
        alt: false,
        logo: false,
    };

    #[test]
    fn arrows_keypad_and_vi_keys_agree() {
        let groups = [
            ([KeyCode::Up, KeyCode::Kp8, KeyCode::K], Direction::N),
            ([KeyCode::Down, KeyCode::Kp2, KeyCode::J], Direction::S),
            ([KeyCode::Left, KeyCode::Kp4, KeyCode::H], Direction::W),
            ([KeyCode::Right, KeyCode::Kp6, KeyCode::L], Direction::E),
            ([KeyCode::Y, KeyCode::Kp7, KeyCode::Y], Direction::NW),
            ([KeyCode::U, KeyCode::Kp9, KeyCode::U], Direction::NE),
            ([KeyCode::B, KeyCode::Kp1, KeyCode::B], Direction::SW),
            ([KeyCode::N, KeyCode::Kp3, KeyCode::N], Direction::SE),
        ];
        for (keys, d) in groups {
            for k in keys {
                assert_eq!(action_of_key(k, NONE), Some(Action::Move(d)), "{k:?}");
            }
        }
    }

    #[test]
    fn shift_dashes_and_rogue_keys() {
        let shift = KeyMods {
            shift: true,
            ..NONE
        };
        assert_eq!(
            action_of_key(KeyCode::Right, shift),
            Some(Action::Dash(Direction::E))
        );
        assert_eq!(action_of_key(KeyCode::L, shift), Some(Action::LevelUp));
        assert_eq!(
            action_of_key(KeyCode::C, KeyMods::default()),
            Some(Action::Character)
        );
        assert_eq!(
            action_of_key(KeyCode::Up, shift),
            Some(Action::Dash(Direction::N))
        );
        assert_eq!(action_of_key(KeyCode::F, NONE), Some(Action::Dart));
        assert_eq!(action_of_key(KeyCode::X, NONE), Some(Action::Steal));
        let shift = KeyMods {
            shift: true,
            ..NONE
        };
        assert_eq!(action_of_key(KeyCode::D, shift), Some(Action::Disarm));
        assert_eq!(action_of_key(KeyCode::D, NONE), Some(Action::Drop));
        assert_eq!(action_of_key(KeyCode::W, shift), Some(Action::TakeOff));
        assert_eq!(action_of_key(KeyCode::Q, NONE), Some(Action::Quaff));
    }

    #[test]
    fn digits_pick_spell_slots_and_shift_k_opens_the_spellbook() {
        let shift = KeyMods {
            shift: true,
            ..NONE
        };
        assert_eq!(action_of_key(KeyCode::K, shift), Some(Action::Spellbook));
        assert_eq!(
            action_of_key(KeyCode::K, NONE),
            Some(Action::Move(Direction::N))
        );
        assert_eq!(action_of_key(KeyCode::Key1, NONE), Some(Action::Slot(0)));
        assert_eq!(action_of_key(KeyCode::Key4, NONE), Some(Action::Slot(3)));
        assert_eq!(action_of_key(KeyCode::Key5, NONE), None);
        assert_eq!(action_of_key(KeyCode::Key1, shift), None);
        assert_eq!(action_of_key(KeyCode::Delete, NONE), Some(Action::Delete));
    }

    #[test]
    fn waiting_stairs_and_picking_up() {
        assert_eq!(action_of_key(KeyCode::Kp5, NONE), Some(Action::Wait));
        assert_eq!(action_of_key(KeyCode::Z, NONE), Some(Action::Wait));
        assert_eq!(action_of_char('.'), Some(Action::Wait));
        assert_eq!(action_of_char('>'), Some(Action::Descend));
        assert_eq!(action_of_char('<'), Some(Action::Ascend));
        assert_eq!(action_of_char(','), Some(Action::PickUp));
        assert_eq!(action_of_key(KeyCode::S, NONE), Some(Action::Sneak));
        assert_eq!(action_of_key(KeyCode::G, NONE), Some(Action::PickUp));
        assert_eq!(action_of_char('?'), Some(Action::Help));
        assert_eq!(action_of_key(KeyCode::F1, NONE), Some(Action::Help));
    }

    #[test]
    fn page_keys_read_the_log_and_brackets_zoom() {
        assert_eq!(action_of_key(KeyCode::PageUp, NONE), Some(Action::LogOlder));
        assert_eq!(
            action_of_key(KeyCode::PageDown, NONE),
            Some(Action::LogNewer)
        );
        assert_eq!(action_of_char(']'), Some(Action::ZoomIn));
        assert_eq!(action_of_char('['), Some(Action::ZoomOut));
        assert_eq!(action_of_key(KeyCode::KpAdd, NONE), Some(Action::ZoomIn));
    }

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

    #[test]
    fn ctrl_r_restarts_and_plain_r_does_nothing() {
        let ctrl = KeyMods { ctrl: true, ..NONE };
        assert_eq!(action_of_key(KeyCode::R, ctrl), Some(Action::Restart));
        assert_eq!(action_of_key(KeyCode::R, NONE), Some(Action::Read));
        assert_eq!(action_of_key(KeyCode::K, ctrl), None);
    }
}
