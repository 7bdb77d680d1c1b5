//! Where the creation screen's parts go: one layout, worked out from the window's size and the
//! number of classes and races, both for drawing and for reading taps, so a tap always meets
//! the box drawn. Positions are designed for a 1280×720 window and scaled down to fit smaller.

use macroquad::prelude::*;

/// The panel's width in design pixels.
pub const W: f32 = 1180.0;
/// The choices' column.
pub const LEFT: f32 = 30.0;
pub const LEFT_W: f32 = 490.0;
/// The preview's column.
pub const RIGHT: f32 = 560.0;
pub const RIGHT_W: f32 = 590.0;
/// Where the preview ends, below the panel's top.
pub const RIGHT_END: f32 = 500.0;
const BUTTON_H: f32 = 44.0;
const GAP: f32 = 10.0;
/// Choice buttons in a row; more classes or races wrap to another row.
const PER_ROW: usize = 4;
/// Room for the chosen class's or race's description under its buttons (three lines).
pub const DESCRIPTION: f32 = 60.0;

pub struct Layout {
    /// Design pixels to screen pixels.
    pub scale: f32,
    origin: Vec2,
    pub panel: Rect,
    pub name: Rect,
    pub new_name: Rect,
    pub classes: Vec<Rect>,
    pub races: Vec<Rect>,
    pub back: Rect,
    pub help: Rect,
    pub random: Rect,
    pub start: Rect,
    /// Baselines of the labels name, class and race, in design pixels below the panel's top.
    pub labels: [f32; 3],
    /// Tops of the class's and the race's descriptions, in design pixels.
    pub descriptions: [f32; 2],
    /// The baseline of the hint, in design pixels.
    pub hint: f32,
}

impl Layout {
    /// The layout for a window of `sw` × `sh` with `counts` classes and races.
    pub fn new(sw: f32, sh: f32, counts: (usize, usize)) -> Layout {
        let mut boxes = Vec::new();
        let mut place = |x: f32, y: f32, w: f32, h: f32| {
            boxes.push([x, y, w, h]);
            boxes.len() - 1
        };
        let name = place(LEFT, 106.0, LEFT_W - 140.0, 46.0);
        let new_name = place(LEFT + LEFT_W - 130.0, 106.0, 130.0, 46.0);
        let mut y = 152.0;
        let mut labels = [96.0, 0.0, 0.0];
        let mut descriptions = [0.0; 2];
        let mut rows = [Vec::new(), Vec::new()];
        for (i, count) in [counts.0, counts.1].into_iter().enumerate() {
            labels[i + 1] = y + 36.0;
            let top = y + 46.0;
            let w = (LEFT_W - GAP * (PER_ROW - 1) as f32) / PER_ROW as f32;
            for k in 0..count {
                let (row, col) = ((k / PER_ROW) as f32, (k % PER_ROW) as f32);
                let at = (LEFT + col * (w + GAP), top + row * (BUTTON_H + GAP));
                rows[i].push(place(at.0, at.1, w, BUTTON_H));
            }
            let lines = count.div_ceil(PER_ROW).max(1) as f32;
            descriptions[i] = top + lines * (BUTTON_H + GAP);
            y = descriptions[i] + DESCRIPTION;
        }
        let bottom = (y + 20.0).max(RIGHT_END + 20.0);
        let back = place(LEFT, bottom, 120.0, 46.0);
        let help = place(LEFT + 130.0, bottom, 120.0, 46.0);
        let start = place(W - 30.0 - 180.0, bottom, 180.0, 46.0);
        let random = place(W - 30.0 - 180.0 - 10.0 - 160.0, bottom, 160.0, 46.0);
        let h = bottom + 46.0 + 46.0;
        // Smaller on a small window rather than cut; never larger than designed.
        let scale = ((sw - 16.0) / W).min((sh - 16.0) / h).clamp(0.3, 1.0);
        let origin = vec2(
            ((sw - W * scale) / 2.0).round(),
            ((sh - h * scale) / 2.0).round().max(0.0),
        );
        let rect = |[x, y, w, h]: [f32; 4]| {
            Rect::new(
                (origin.x + x * scale).round(),
                (origin.y + y * scale).round(),
                (w * scale).round(),
                (h * scale).round(),
            )
        };
        Layout {
            scale,
            origin,
            panel: rect([0.0, 0.0, W, h]),
            name: rect(boxes[name]),
            new_name: rect(boxes[new_name]),
            classes: rows[0].iter().map(|&i| rect(boxes[i])).collect(),
            races: rows[1].iter().map(|&i| rect(boxes[i])).collect(),
            back: rect(boxes[back]),
            help: rect(boxes[help]),
            random: rect(boxes[random]),
            start: rect(boxes[start]),
            labels,
            descriptions,
            hint: h - 18.0,
        }
    }

    /// A point of the panel in design pixels, on the screen.
    pub fn at(&self, x: f32, y: f32) -> Vec2 {
        self.origin + vec2(x, y) * self.scale
    }

    /// A size in design pixels (a font's, a gap's), on the screen.
    pub fn size(&self, design: f32) -> f32 {
        design * self.scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every box a tap can land on.
    fn boxes(l: &Layout) -> Vec<Rect> {
        let mut all = vec![l.name, l.new_name, l.back, l.help, l.random, l.start];
        all.extend(l.classes.iter().chain(&l.races));
        all
    }

    fn inside(inner: Rect, outer: Rect) -> bool {
        inner.x >= outer.x
            && inner.y >= outer.y
            && inner.right() <= outer.right()
            && inner.bottom() <= outer.bottom()
    }

    #[test]
    fn every_box_fits_the_panel_and_the_panel_the_window_without_overlaps() {
        for (sw, sh) in [
            (1280.0, 720.0),
            (800.0, 480.0),
            (1920.0, 1080.0),
            (640.0, 360.0),
        ] {
            for counts in [(4, 4), (1, 1), (6, 9)] {
                let l = Layout::new(sw, sh, counts);
                let screen = Rect::new(0.0, 0.0, sw, sh);
                assert!(
                    inside(l.panel, screen),
                    "{sw}×{sh} {counts:?}: {:?}",
                    l.panel
                );
                let boxes = boxes(&l);
                assert_eq!(boxes.len(), 6 + counts.0 + counts.1);
                for (i, a) in boxes.iter().enumerate() {
                    assert!(inside(*a, l.panel), "{sw}×{sh} {counts:?}: {a:?}");
                    for b in &boxes[i + 1..] {
                        let overlap = a.intersect(*b).is_some_and(|r| r.w > 0.0 && r.h > 0.0);
                        assert!(!overlap, "{a:?} overlaps {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_design_size_is_kept_where_it_fits() {
        let l = Layout::new(1280.0, 720.0, (4, 4));
        assert_eq!(l.scale, 1.0);
        assert_eq!(l.panel.w, W);
        assert!(Layout::new(800.0, 480.0, (4, 4)).scale < 1.0);
    }
}
