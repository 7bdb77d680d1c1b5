//! Touch controls: a tap on a tile travels there (like a click), on-screen buttons do the rest
//! (wait, pick up, throw, stairs, sneak, menu), two fingers pinch to zoom. They are on with
//! `--touch`, on Android, and from the first touch seen; with them on, a left click is a tap.
//! Real touches come from macroquad's `touches()`, read in units (`screen::touches`); a tap
//! is a finger that lifts where it touched, never one that took part in a pinch. Screenshot tests tap without a finger:
//! `TORCHDEEP_TAPS="640,360@3;100,200@5"` taps those points on those frames (1 is the first),
//! in the screens' units (`screen`: a pixel of a 1280×720 window).

mod draw;
mod layout;
mod pinch;

use std::collections::BTreeMap;

use crate::app::screen;
use macroquad::prelude::*;

pub use draw::{draw_buttons, Looks, StairsIcon};
pub use layout::{Button, Layout};
use pinch::Pinch;

/// What the fingers (or the mouse, standing in for one) did this frame.
#[derive(Clone, Debug, Default)]
pub struct Gestures {
    /// Where the buttons are, when touch controls are on.
    pub layout: Option<Layout>,
    /// Buttons tapped, in order.
    pub buttons: Vec<Button>,
    /// Taps anywhere else, in screen pixels.
    pub taps: Vec<Vec2>,
    /// Every tap, on a button or not: for screens that draw no buttons.
    pub touched: Vec<Vec2>,
    /// Zoom steps: positive in, negative out.
    pub zoom: i32,
}

impl Gestures {
    pub fn enabled(&self) -> bool {
        self.layout.is_some()
    }
}

/// A finger on the screen.
#[derive(Clone, Copy, Debug)]
struct Finger {
    start: Vec2,
    /// Moved too far to be a tap, or part of a pinch.
    spoilt: bool,
}

/// Follows fingers from frame to frame.
#[derive(Default)]
pub struct Tracker {
    fingers: BTreeMap<u64, Finger>,
    pinch: Option<Pinch>,
}

/// Taps and zoom steps from one frame of touches.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fingers {
    pub taps: Vec<Vec2>,
    pub zoom: i32,
}

impl Tracker {
    /// Reads one frame's touches; a finger that moves more than `slop` pixels is no tap.
    pub fn feed(&mut self, touches: &[Touch], slop: f32) -> Fingers {
        let mut out = Fingers::default();
        for t in touches {
            match t.phase {
                TouchPhase::Started => {
                    self.fingers.insert(
                        t.id,
                        Finger {
                            start: t.position,
                            spoilt: false,
                        },
                    );
                }
                TouchPhase::Moved | TouchPhase::Stationary => {
                    let f = self.fingers.entry(t.id).or_insert(Finger {
                        start: t.position,
                        spoilt: false,
                    });
                    if f.start.distance(t.position) > slop {
                        f.spoilt = true;
                    }
                }
                TouchPhase::Ended => {
                    // Unknown: it touched and lifted within one frame.
                    let f = self.fingers.remove(&t.id);
                    let near = f.is_none_or(|f| f.start.distance(t.position) <= slop);
                    if near && !f.is_some_and(|f| f.spoilt) {
                        out.taps.push(t.position);
                    }
                }
                TouchPhase::Cancelled => {
                    self.fingers.remove(&t.id);
                }
            }
        }
        // Two fingers down: a pinch, and neither is a tap any more.
        let down: Vec<Vec2> = touches
            .iter()
            .filter(|t| {
                !matches!(t.phase, TouchPhase::Ended | TouchPhase::Cancelled)
                    && self.fingers.contains_key(&t.id)
            })
            .map(|t| t.position)
            .collect();
        if down.len() >= 2 {
            for f in self.fingers.values_mut() {
                f.spoilt = true;
            }
            match self.pinch.as_mut() {
                Some(p) => out.zoom = p.update(down[0], down[1]),
                None => self.pinch = Some(Pinch::new(down[0], down[1])),
            }
        } else {
            self.pinch = None;
        }
        out
    }
}

/// The touch controls of the app.
pub struct TouchControls {
    enabled: bool,
    /// Real touches seen: from then on the mouse (which macroquad moves with the finger) is
    /// no longer read for taps.
    seen_touch: bool,
    tracker: Tracker,
    /// Taps to make without a finger, by frame (`TORCHDEEP_TAPS`), and the frames polled.
    scripted: Vec<(u32, Vec2)>,
    frame: u32,
}

/// Reads `x,y@frame` taps separated by `;`; what does not parse is left out.
fn parse_taps(text: &str) -> Vec<(u32, Vec2)> {
    text.split(';')
        .filter_map(|tap| {
            let (at, frame) = tap.trim().split_once('@')?;
            let (x, y) = at.split_once(',')?;
            let p = vec2(x.trim().parse().ok()?, y.trim().parse().ok()?);
            Some((frame.trim().parse().ok()?, p))
        })
        .collect()
}

impl TouchControls {
    pub fn new(enabled: bool) -> TouchControls {
        TouchControls {
            enabled: enabled || cfg!(target_os = "android"),
            seen_touch: false,
            tracker: Tracker::default(),
            scripted: std::env::var("TORCHDEEP_TAPS").map_or(Vec::new(), |t| parse_taps(&t)),
            frame: 0,
        }
    }

    /// Whether touch controls are on.
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// This frame's gestures; the layout keeps `bottom` pixels free (the status bar).
    pub fn poll(&mut self, bottom: f32) -> Gestures {
        self.frame += 1;
        let touches = screen::touches();
        if !touches.is_empty() {
            self.seen_touch = true;
            self.enabled = true;
        }
        if !self.enabled {
            return Gestures::default();
        }
        let dpi = screen_dpi_scale();
        let layout = Layout::new(screen::width(), screen::height(), dpi, bottom);
        let mut fingers = if self.seen_touch {
            self.tracker.feed(&touches, 12.0 * dpi)
        } else {
            Fingers {
                taps: is_mouse_button_pressed(MouseButton::Left)
                    .then(|| Vec2::from(screen::mouse()))
                    .into_iter()
                    .collect(),
                zoom: 0,
            }
        };
        let frame = self.frame;
        let scripted = self.scripted.iter().filter(|(f, _)| *f == frame);
        fingers.taps.extend(scripted.map(|&(_, p)| p));
        let mut gestures = Gestures {
            zoom: fingers.zoom,
            touched: fingers.taps.clone(),
            ..Gestures::default()
        };
        for tap in fingers.taps {
            match layout.hit(tap) {
                Some(b) => gestures.buttons.push(b),
                None => gestures.taps.push(tap),
            }
        }
        gestures.layout = Some(layout);
        gestures
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(id: u64, phase: TouchPhase, x: f32, y: f32) -> Touch {
        Touch {
            id,
            phase,
            position: vec2(x, y),
        }
    }

    #[test]
    fn a_finger_that_lifts_where_it_touched_taps() {
        let mut t = Tracker::default();
        assert_eq!(
            t.feed(&[touch(1, TouchPhase::Started, 50.0, 60.0)], 12.0)
                .taps,
            []
        );
        let out = t.feed(&[touch(1, TouchPhase::Ended, 53.0, 61.0)], 12.0);
        assert_eq!(out.taps, [vec2(53.0, 61.0)]);
        // Touched and lifted in one frame.
        let out = t.feed(&[touch(2, TouchPhase::Ended, 5.0, 6.0)], 12.0);
        assert_eq!(out.taps, [vec2(5.0, 6.0)]);
    }

    #[test]
    fn scripted_taps_read_points_and_frames() {
        assert_eq!(
            parse_taps("640,360@3; 10.5, 20 @ 7;junk;1,2"),
            [(3, vec2(640.0, 360.0)), (7, vec2(10.5, 20.0))]
        );
    }

    #[test]
    fn a_drag_or_a_cancel_is_no_tap() {
        let mut t = Tracker::default();
        t.feed(&[touch(1, TouchPhase::Started, 50.0, 60.0)], 12.0);
        t.feed(&[touch(1, TouchPhase::Moved, 90.0, 60.0)], 12.0);
        let out = t.feed(&[touch(1, TouchPhase::Ended, 52.0, 60.0)], 12.0);
        assert!(out.taps.is_empty(), "it went away and came back: a drag");
        t.feed(&[touch(2, TouchPhase::Started, 50.0, 60.0)], 12.0);
        assert!(t
            .feed(&[touch(2, TouchPhase::Cancelled, 50.0, 60.0)], 12.0)
            .taps
            .is_empty());
    }

    #[test]
    fn two_fingers_pinch_to_zoom_and_do_not_tap() {
        let mut t = Tracker::default();
        t.feed(&[touch(1, TouchPhase::Started, 100.0, 100.0)], 12.0);
        let both = |x: f32, phase| {
            [
                touch(1, TouchPhase::Stationary, 100.0, 100.0),
                touch(2, phase, x, 100.0),
            ]
        };
        assert_eq!(t.feed(&both(200.0, TouchPhase::Started), 12.0).zoom, 0);
        assert_eq!(t.feed(&both(240.0, TouchPhase::Moved), 12.0).zoom, 1);
        assert_eq!(t.feed(&both(300.0, TouchPhase::Moved), 12.0).zoom, 1);
        assert_eq!(t.feed(&both(200.0, TouchPhase::Moved), 12.0).zoom, -2);
        let out = t.feed(
            &[
                touch(1, TouchPhase::Ended, 100.0, 100.0),
                touch(2, TouchPhase::Ended, 200.0, 100.0),
            ],
            12.0,
        );
        assert_eq!(out, Fingers::default(), "the fingers of a pinch never tap");
    }
}
