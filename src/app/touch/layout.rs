//! Where the on-screen buttons go: a 4×2 block in the bottom-right corner, above the status
//! bar, far from the player at the centre. Buttons are square, at least 56 logical pixels
//! (times the screen's DPI scale) and about a ninth of the screen's short side, rounded to a
//! multiple of 16 so the 16-pixel button sprite stays crisp.

use macroquad::math::{Rect, Vec2};

/// What an on-screen button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Wait,
    PickUp,
    Throw,
    /// Takes the stairs under the player, up or down.
    Stairs,
    /// Toggles sneaking (`s`).
    Sneak,
    /// Pauses.
    Menu,
    /// Aims a dart (`f`).
    Dart,
    /// Takes what lies on a neighbouring tile (`x`).
    Steal,
}

/// Top row, then bottom row, left to right: the most used buttons nearest the thumb.
const GRID: [[Button; COLUMNS]; 2] = [
    [Button::Sneak, Button::Dart, Button::Throw, Button::Menu],
    [Button::Steal, Button::PickUp, Button::Stairs, Button::Wait],
];
const COLUMNS: usize = 4;

/// The smallest button, in logical pixels.
pub const MIN_SIZE: f32 = 56.0;

#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The side of a button, in screen pixels.
    pub size: f32,
    pub buttons: Vec<(Button, Rect)>,
}

impl Layout {
    /// Buttons for a screen of `width` × `height` pixels at `dpi` screen pixels per logical
    /// pixel, keeping `bottom` pixels free along the bottom edge (the status bar).
    pub fn new(width: f32, height: f32, dpi: f32, bottom: f32) -> Layout {
        let size = button_size(width, height, dpi);
        let gap = (size / 8.0).round();
        let margin = (size / 5.0).round();
        let right = width - margin;
        let low = height - bottom - margin;
        let mut buttons = Vec::with_capacity(2 * COLUMNS);
        for (row, line) in GRID.iter().enumerate() {
            for (col, &button) in line.iter().enumerate() {
                let x = right - (COLUMNS - col) as f32 * (size + gap) + gap;
                let y = low - (2 - row) as f32 * (size + gap) + gap;
                buttons.push((button, Rect::new(x, y, size, size)));
            }
        }
        Layout { size, buttons }
    }

    /// The button under a screen point.
    pub fn hit(&self, p: Vec2) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(p))
            .map(|&(b, _)| b)
    }

    #[cfg(test)]
    pub fn rect(&self, button: Button) -> Option<Rect> {
        self.buttons
            .iter()
            .find(|&&(b, _)| b == button)
            .map(|&(_, r)| r)
    }
}

/// At least `MIN_SIZE` logical pixels and a ninth of the short side, at most a sixth of it,
/// in whole multiples of 16 pixels.
pub fn button_size(width: f32, height: f32, dpi: f32) -> f32 {
    let short = width.min(height).max(1.0);
    let wanted = (MIN_SIZE * dpi.max(0.5)).max(short / 9.0);
    let capped = wanted.min((short / 6.0).max(MIN_SIZE));
    ((capped / 16.0).round() * 16.0).max(64.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use macroquad::math::vec2;

    const SCREENS: [(f32, f32, f32); 5] = [
        (1280.0, 720.0, 1.0),
        (800.0, 600.0, 1.0),
        (2400.0, 1080.0, 1.0),
        (1080.0, 2400.0, 1.0),
        (1280.0, 720.0, 2.0),
    ];

    #[test]
    fn buttons_do_not_overlap_and_stay_on_screen_above_the_bar() {
        for (w, h, dpi) in SCREENS {
            let l = Layout::new(w, h, dpi, 44.0);
            assert_eq!(l.buttons.len(), 8);
            for (i, (a, ra)) in l.buttons.iter().enumerate() {
                assert!(ra.x >= 0.0 && ra.right() <= w, "{a:?} on {w}×{h}");
                assert!(ra.y >= 0.0 && ra.bottom() <= h - 44.0, "{a:?} on {w}×{h}");
                for (b, rb) in &l.buttons[i + 1..] {
                    assert!(!ra.overlaps(rb), "{a:?} and {b:?} overlap on {w}×{h}");
                }
            }
        }
    }

    #[test]
    fn buttons_are_sized_for_a_finger_and_grow_with_the_screen() {
        for (w, h, dpi) in SCREENS {
            let s = Layout::new(w, h, dpi, 44.0).size;
            assert!(s >= MIN_SIZE * dpi.min(1.0), "{s} on {w}×{h}");
            assert_eq!(s % 16.0, 0.0, "crisp sprite scale");
        }
        assert_eq!(button_size(1280.0, 720.0, 1.0), 80.0);
        assert!(button_size(2400.0, 1080.0, 1.0) > button_size(1280.0, 720.0, 1.0));
        assert!(button_size(1280.0, 720.0, 2.0) > button_size(1280.0, 720.0, 1.0));
    }

    #[test]
    fn buttons_keep_clear_of_the_player_at_the_centre() {
        for (w, h, dpi) in SCREENS {
            let l = Layout::new(w, h, dpi, 44.0);
            // The player's tile at the largest zoom (6 × 16 pixels), centred.
            let player = Rect::new(w / 2.0 - 48.0, h / 2.0 - 48.0, 96.0, 96.0);
            for (b, r) in &l.buttons {
                assert!(!r.overlaps(&player), "{b:?} covers the player on {w}×{h}");
            }
        }
    }

    #[test]
    fn hit_testing_finds_the_button_under_a_point() {
        let l = Layout::new(1280.0, 720.0, 1.0, 44.0);
        for &(b, r) in &l.buttons {
            assert_eq!(l.hit(r.center()), Some(b));
            assert_eq!(l.hit(vec2(r.x + 1.0, r.y + 1.0)), Some(b));
        }
        // Bottom-right is Wait; top-right is Menu.
        let wait = l.rect(Button::Wait).unwrap();
        let menu = l.rect(Button::Menu).unwrap();
        assert!(wait.x > 1000.0 && wait.y > menu.y && wait.x == menu.x);
        // Between buttons, on the map and in the bar: nothing.
        let pick = l.rect(Button::PickUp).unwrap();
        let stairs = l.rect(Button::Stairs).unwrap();
        assert_eq!(
            l.hit(vec2((pick.right() + stairs.x) / 2.0, pick.y + 5.0)),
            None
        );
        assert_eq!(l.hit(vec2(640.0, 360.0)), None);
        assert_eq!(l.hit(vec2(1270.0, 710.0)), None);
    }
}
