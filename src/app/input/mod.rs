//! Keys to actions. Every key press of a frame, in the order it was typed (held keys repeat),
//! becomes one `Action`. Letters, arrows and the keypad are read as key codes; the symbols
//! (`.` `,` `<` `>` `?`) as typed characters, so they work whatever the keyboard layout.

use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{KeyCode, KeyMods};
use torchdeep::rules::command::Direction;

mod pairing;

use pairing::{Collector, Order};

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
pub(super) fn is_overlay_key(key: KeyCode) -> bool {
    matches!(key, KeyCode::F12 | KeyCode::GraveAccent)
}

/// Keys that only modify others: pressed alone, they are no key press.
pub(super) fn is_modifier(key: KeyCode) -> bool {
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

/// No modifier held, for the tests.
#[cfg(test)]
const NONE: KeyMods = KeyMods {
    shift: false,
    ctrl: false,
    alt: false,
    logo: false,
};

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn ctrl_r_restarts_and_plain_r_does_nothing() {
        let ctrl = KeyMods { ctrl: true, ..NONE };
        assert_eq!(action_of_key(KeyCode::R, ctrl), Some(Action::Restart));
        assert_eq!(action_of_key(KeyCode::R, NONE), Some(Action::Read));
        assert_eq!(action_of_key(KeyCode::K, ctrl), None);
    }
}
