//! A vertical menu: up and down (or the mouse) select a line, Enter, a click or a tap chooses
//! it.

use macroquad::prelude::*;
use torchdeep::rules::command::Direction;

use super::input::{Action, Press};
use super::ui;
use crate::app::screen;

pub struct Menu {
    items: &'static [&'static str],
    pub selected: usize,
    /// Where the lines were drawn last frame, for the mouse: top, line height, half width, centre.
    layout: Option<(f32, f32, f32, f32)>,
}

const SIZE: f32 = 30.0;
const LINE: f32 = 44.0;

impl Menu {
    pub fn new(items: &'static [&'static str]) -> Menu {
        Menu {
            items,
            selected: 0,
            layout: None,
        }
    }

    /// Reads this frame's keys and clicks or taps (`points`, in screen pixels; the mouse
    /// moving over a line only selects it); the index of the chosen line, if one was chosen.
    pub fn update(&mut self, presses: &[Press], points: &[Vec2]) -> Option<usize> {
        let n = self.items.len();
        if let Some(row) = points.iter().find_map(|&t| self.row_at(t)) {
            self.selected = row;
            return Some(row);
        }
        for press in presses {
            match press.action {
                Action::Move(Direction::N) => self.selected = (self.selected + n - 1) % n,
                Action::Move(Direction::S) => self.selected = (self.selected + 1) % n,
                Action::Confirm => return Some(self.selected),
                _ => {}
            }
        }
        if let Some(row) = self.row_at(screen::mouse().into()) {
            if mouse_delta_position() != Vec2::ZERO {
                self.selected = row;
            }
        }
        None
    }

    /// The line under a screen point, as drawn last frame.
    fn row_at(&self, at: Vec2) -> Option<usize> {
        let (top, line, half, cx) = self.layout?;
        let row = ((at.y - top) / line).floor();
        let inside = (at.x - cx).abs() <= half && row >= 0.0 && (row as usize) < self.items.len();
        inside.then_some(row as usize)
    }

    /// How tall the lines stand, all together.
    pub fn height(&self) -> f32 {
        LINE * self.items.len() as f32
    }

    /// Half the width of the highlight behind the selected line.
    pub fn half_width(&self) -> f32 {
        self.items
            .iter()
            .map(|s| ui::width(s, SIZE))
            .fold(0.0, f32::max)
            / 2.0
            + 40.0
    }

    /// Draws the lines centred on `cx`, the first line's box starting at `top`.
    pub fn draw(&mut self, cx: f32, top: f32, time_s: f32) {
        let half = self.half_width();
        self.layout = Some((top, LINE, half, cx));
        for (i, item) in self.items.iter().enumerate() {
            let y = top + i as f32 * LINE;
            let baseline = y + LINE / 2.0 + SIZE * 0.3;
            if i == self.selected {
                let glow = 0.16 + 0.05 * (time_s * 6.0).sin();
                draw_rectangle(
                    (cx - half).round(),
                    (y + 4.0).round(),
                    (half * 2.0).round(),
                    LINE - 8.0,
                    Color::new(1.0, 0.6, 0.2, glow),
                );
                let w = ui::width(item, SIZE);
                let (tx, ty) = ((cx - w / 2.0 - 26.0).round(), (y + LINE / 2.0).round());
                draw_triangle(
                    vec2(tx, ty - 7.0),
                    vec2(tx, ty + 7.0),
                    vec2(tx + 10.0, ty),
                    ui::GOLD,
                );
                ui::text_centred(item, cx, baseline, SIZE, ui::GOLD);
            } else {
                ui::text_centred(item, cx, baseline, SIZE, ui::TEXT);
            }
        }
    }
}
