//! The title screen: "TORCHDEEP" in chunky stone blocks, each bevelled and lit by two
//! flickering torches (the tileset's) that throw embers; then a menu: continue (when a run is
//! saved), new game, hall of fame, help, quit. Starting anew over a saved run asks first.

use macroquad::prelude::*;

use super::glow::Glow;
use super::stones::Stones;
use crate::app::atlas::Atlas;
use crate::app::input::{Action, Press};
use crate::app::menu::Menu;
use crate::app::screen;
use crate::app::{ui, veil};

/// The letters of the name, five blocks wide and seven high; `#` is a block of wall.
const GLYPHS: [(char, [&str; 7]); 8] = [
    (
        'T',
        [
            "#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#..",
        ],
    ),
    (
        'O',
        [
            ".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###.",
        ],
    ),
    (
        'R',
        [
            "####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#",
        ],
    ),
    (
        'C',
        [
            ".###.", "#...#", "#....", "#....", "#....", "#...#", ".###.",
        ],
    ),
    (
        'H',
        [
            "#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#",
        ],
    ),
    (
        'D',
        [
            "####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####.",
        ],
    ),
    (
        'E',
        [
            "#####", "#....", "#....", "####.", "#....", "#....", "#####",
        ],
    ),
    (
        'P',
        [
            "####.", "#...#", "#...#", "####.", "#....", "#....", "#....",
        ],
    ),
];
const NAME: &str = "TORCHDEEP";
const COLUMNS: usize = NAME.len() * 6 - 1;
const ROWS: usize = 7;
const BACKGROUND: Color = Color::new(0.02, 0.018, 0.03, 1.0);

/// What the player chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Resume the saved run.
    Continue,
    /// A new run (over a saved one only once the player agreed to abandon it).
    NewGame,
    HallOfFame,
    /// Rogue Code: write a script that drives a rogue through raids.
    RogueCode,
    Help,
    Quit,
}

const WITH_SAVE: [Choice; 6] = [
    Choice::Continue,
    Choice::NewGame,
    Choice::HallOfFame,
    Choice::RogueCode,
    Choice::Help,
    Choice::Quit,
];
const WITHOUT_SAVE: [Choice; 5] = [
    Choice::NewGame,
    Choice::HallOfFame,
    Choice::RogueCode,
    Choice::Help,
    Choice::Quit,
];

pub struct Title {
    menu: Menu,
    /// What each line of the menu chooses.
    choices: &'static [Choice],
    /// The saved run, in words ("The Cellar, turn 340, 7 of 10 hit points"), if there is one.
    saved: Option<String>,
    /// Asking whether to abandon the saved run for a new one: keep it, or abandon it.
    confirming: Option<Menu>,
    /// Something the player should know: a save that could not be read, one not written.
    notice: Option<String>,
    /// The cast standing under the menu: the player, then the creatures of the tables.
    cast: Vec<u16>,
    /// Each block of the name: its stone's shade (0.85..1.1), `None` where empty.
    blocks: [[Option<f32>; COLUMNS]; ROWS],
    /// The warm glow behind the torches, drawn once for the window's size.
    glow: Glow,
    /// The blocks of the name, drawn together.
    stones: Stones,
}

impl Title {
    pub fn new(cast: Vec<u16>) -> Title {
        let mut filled = [[false; COLUMNS]; ROWS];
        for (i, letter) in NAME.chars().enumerate() {
            let rows = GLYPHS
                .iter()
                .find(|(c, _)| *c == letter)
                .map_or(&GLYPHS[0].1, |(_, rows)| rows);
            for (y, row) in rows.iter().enumerate() {
                for (x, ch) in row.chars().enumerate() {
                    filled[y][i * 6 + x] = ch == '#';
                }
            }
        }
        let mut blocks = [[None; COLUMNS]; ROWS];
        for (y, row) in blocks.iter_mut().enumerate() {
            for (x, block) in row.iter_mut().enumerate() {
                if filled[y][x] {
                    let h = (x as u32 * 7_919 + y as u32 * 104_729) % 97;
                    *block = Some(0.85 + h as f32 / 97.0 * 0.25);
                }
            }
        }
        let mut title = Title {
            cast,
            menu: Menu::new(&[]),
            choices: &[],
            saved: None,
            confirming: None,
            notice: None,
            blocks,
            glow: Glow::new(),
            stones: Stones::new(),
        };
        title.offer(None, None);
        title
    }

    /// Offers the saved run (described in words), or not, and shows a notice, if any.
    pub fn offer(&mut self, saved: Option<String>, notice: Option<String>) {
        let (items, choices): (&'static [&'static str], &'static [Choice]) = match saved {
            Some(_) => (
                &[
                    "Continue",
                    "New game",
                    "Hall of fame",
                    "Rogue Code",
                    "Help",
                    "Quit",
                ],
                &WITH_SAVE,
            ),
            None => (
                &["New game", "Hall of fame", "Rogue Code", "Help", "Quit"],
                &WITHOUT_SAVE,
            ),
        };
        self.menu = Menu::new(items);
        self.choices = choices;
        self.saved = saved;
        self.notice = notice;
        self.confirming = None;
    }

    /// Reads this frame's keys, clicks and taps (screen points).
    pub fn update(&mut self, presses: &[Press], taps: &[Vec2]) -> Option<Choice> {
        if let Some(menu) = self.confirming.as_mut() {
            let keep = presses.iter().any(|p| p.action == Action::Cancel);
            return match (keep, menu.update(presses, taps)) {
                (false, Some(1)) => Some(Choice::NewGame),
                (true, _) | (_, Some(_)) => {
                    self.confirming = None;
                    None
                }
                (false, None) => None,
            };
        }
        if presses.iter().any(|p| p.action == Action::Cancel) {
            return Some(Choice::Quit);
        }
        if presses.iter().any(|p| p.action == Action::Help) {
            return Some(Choice::Help);
        }
        let choice = self.menu.update(presses, taps).map(|i| self.choices[i]);
        if choice == Some(Choice::NewGame) && self.saved.is_some() {
            self.confirming = Some(Menu::new(&["Keep it", "Abandon it"]));
            return None;
        }
        choice
    }

    /// Draws the title; with touch controls the hints speak of taps, not keys.
    pub fn draw(&mut self, atlas: &Atlas, time_s: f32, touch: bool) {
        match self.confirming.is_some() {
            true => veil::under(veil::MENU, || self.draw_scene(atlas, time_s, touch)),
            false => self.draw_scene(atlas, time_s, touch),
        }
        self.draw_confirmation(time_s, touch);
    }

    /// The title without the question it may ask over it.
    fn draw_scene(&mut self, atlas: &Atlas, time_s: f32, touch: bool) {
        ui::clear_screen(BACKGROUND);
        let (sw, sh) = (screen::width(), screen::height());
        let block = ((sw * 0.78) / COLUMNS as f32).floor().clamp(8.0, 64.0);
        let scale = (block / 16.0).max(1.0);
        let art_w = COLUMNS as f32 * block;
        let art_h = ROWS as f32 * block;
        let left = ((sw - art_w) / 2.0).round();
        let top = (sh * 0.18).round();
        let torch_size = 16.0 * (block * 4.5 / 16.0).round().max(4.0);
        let torches = [
            vec2(left - torch_size * 0.75, top + art_h * 0.45),
            vec2(left + art_w + torch_size * 0.75, top + art_h * 0.45),
        ];
        let flicker = |i: usize| {
            let p = i as f32 * 2.1;
            0.85 + 0.15 * (time_s * 9.0 + p).sin() * (time_s * 5.3 + p * 1.7).cos()
        };
        // A warm glow behind each torch, straight on the background.
        for (i, t) in torches.iter().enumerate() {
            self.glow.draw(*t, torch_size * 2.6, flicker(i), BACKGROUND);
        }
        // The name: each block bevelled and tinted by the light reaching it, over its shadow.
        for (y, row) in self.blocks.iter().enumerate() {
            for (x, shade) in row.iter().enumerate() {
                let Some(shade) = shade else { continue };
                let (bx, by) = (left + x as f32 * block, top + y as f32 * block);
                let centre = vec2(bx + block / 2.0, by + block / 2.0);
                // Cold stone, warmer towards the top as if lit from above, and the torches.
                let high = 1.0 - y as f32 / ROWS as f32;
                let mut rgb = [0.24 + 0.2 * high, 0.22 + 0.12 * high, 0.28 + 0.02 * high];
                for (i, t) in torches.iter().enumerate() {
                    let d = centre.distance(*t) / (art_w * 0.6);
                    let k = (1.0 - d).max(0.0).powf(1.1) * flicker(i);
                    for (c, warm) in rgb.iter_mut().zip([1.0, 0.52, 0.16]) {
                        *c += 0.95 * k * warm;
                    }
                }
                self.stones.add(vec2(bx, by), rgb.map(|c| c * shade));
            }
        }
        self.stones.draw(block);
        // The torches themselves, and embers rising from them.
        let torch = atlas.sprites.torch;
        for (i, t) in torches.iter().enumerate() {
            let frame = atlas.frame(torch, (time_s * 1000.0) as u32, i as u32 * 370);
            let (x, y) = (
                (t.x - torch_size / 2.0).round(),
                (t.y - torch_size / 2.0).round(),
            );
            atlas.draw(frame, x, y, torch_size, WHITE);
            draw_embers(vec2(t.x, y + torch_size * 0.2), scale, time_s, i as u32);
        }
        let subtitle_y = top + art_h + 44.0 * scale.min(2.0);
        ui::text_centred(
            "a descent by torchlight",
            sw / 2.0,
            subtitle_y,
            26.0,
            ui::FAINT,
        );
        let menu_top = subtitle_y + 40.0;
        self.menu.draw(sw / 2.0, menu_top, time_s);
        if let Some(saved) = &self.saved {
            // Beside the Continue line, right of its highlight.
            let x = sw / 2.0 + self.menu.half_width() + 14.0;
            ui::text(saved, x, menu_top + 29.0, 20.0, ui::FAINT);
        }
        // The cast stands under the menu, lower when the menu is long (six lines with a save).
        let cast_y = (sh - 130.0)
            .max(menu_top + self.menu.height() + 16.0)
            .min(sh - 84.0);
        match &self.notice {
            Some(notice) => draw_notice(notice, sh - 150.0),
            None => self.draw_cast(atlas, cast_y, time_s),
        }
        let hint = match touch {
            true => "tap a line to choose it",
            false => "arrows or mouse: choose    Enter: select    F1 or ?: help    Esc: quit",
        };
        ui::text_centred(hint, sw / 2.0, sh - 24.0, 20.0, ui::FAINT);
    }

    /// The question over the dimmed title: keep the saved run (chosen at first) or abandon it.
    fn draw_confirmation(&mut self, time_s: f32, touch: bool) {
        let Some(menu) = self.confirming.as_mut() else {
            return;
        };
        let (sw, sh) = (screen::width(), screen::height());
        let (w, h) = (680.0_f32.min(sw - 16.0), 280.0);
        let (x, y) = ((sw - w) / 2.0, (sh - h) / 2.0);
        ui::solid_panel(x, y, w, h);
        ui::text_centred("Abandon the saved run?", sw / 2.0, y + 48.0, 32.0, ui::GOLD);
        let saved = self.saved.as_deref().unwrap_or_default();
        ui::text_centred(saved, sw / 2.0, y + 86.0, 22.0, ui::TEXT);
        ui::text_centred(
            "A new dungeon ends it for good: it cannot be continued.",
            sw / 2.0,
            y + 114.0,
            20.0,
            ui::FAINT,
        );
        menu.draw(sw / 2.0, y + 136.0, time_s);
        let hint = match touch {
            true => "tap Keep it to go on with the saved run",
            false => "Esc: keep it",
        };
        ui::text_centred(hint, sw / 2.0, y + h - 14.0, 18.0, ui::FAINT);
    }
}

/// A notice in a panel, wrapped to the screen's width, red: something went wrong with what
/// was kept.
fn draw_notice(text: &str, top: f32) {
    let sw = screen::width();
    let w = (sw - 80.0).min(1000.0);
    let lines = ui::wrap(text, 20.0, w - 40.0);
    let h = 24.0 * lines.len() as f32 + 24.0;
    let x = (sw - w) / 2.0;
    ui::panel(x, top, w, h);
    for (i, line) in lines.iter().enumerate() {
        ui::text(line, x + 20.0, top + 30.0 + 24.0 * i as f32, 20.0, ui::RED);
    }
}

impl Title {
    /// The cast in a row, each hopping in turn.
    fn draw_cast(&self, atlas: &Atlas, y: f32, time_s: f32) {
        let size = 48.0;
        let step = 72.0;
        let left = (screen::width() - step * self.cast.len() as f32 + (step - size)) / 2.0;
        for (i, &sprite) in self.cast.iter().enumerate() {
            let phase = (time_s * 1.6 - i as f32 * 0.35).rem_euclid(std::f32::consts::TAU);
            let hop = if phase < std::f32::consts::PI {
                phase.sin() * 6.0
            } else {
                0.0
            };
            let x = (left + i as f32 * step).round();
            let tint = Color::new(0.9, 0.85, 0.8, 1.0);
            draw_rectangle(
                x + 8.0,
                y + size - 3.0,
                size - 16.0,
                4.0,
                Color::new(0.0, 0.0, 0.0, 0.5),
            );
            atlas.draw(sprite, x, (y - hop).round(), size, tint);
        }
    }
}

/// Sparks drifting up from a flame: positions are a function of time, so nothing is stored.
fn draw_embers(at: Vec2, scale: f32, time_s: f32, seed: u32) {
    for i in 0..14u32 {
        let h = (i.wrapping_mul(2_654_435_761) ^ seed.wrapping_mul(40_503)) % 1000;
        let speed = 0.35 + (h % 7) as f32 * 0.05;
        let life = (time_s * speed + h as f32 / 1000.0).fract();
        let sway = (time_s * 2.0 + h as f32).sin() * 10.0 * scale * life;
        let x = at.x + sway + ((h % 11) as f32 - 5.0) * scale;
        let y = at.y - life * 90.0 * scale;
        let a = (1.0 - life) * 0.9;
        let size = (2.0 * scale).round();
        draw_rectangle(
            x.round(),
            y.round(),
            size,
            size,
            Color::new(1.0, 0.55 + 0.4 * (1.0 - life), 0.15, a),
        );
    }
}

/// The sprites of the title's cast: the player first, then every creature that walks (things
/// in flight are creatures too, but not characters).
pub fn cast_of(tables: &torchdeep::data::Tables, atlas: &Atlas) -> Vec<u16> {
    let player = tables.player();
    let walks = |m: &torchdeep::data::MonsterDef| {
        !m.behaviours
            .iter()
            .any(|b| matches!(b, torchdeep::data::Behaviour::Fly { .. }))
    };
    std::iter::once(player.0 as usize)
        .chain(
            tables
                .monsters
                .iter()
                .enumerate()
                .filter(|&(i, m)| i != player.0 as usize && walks(m))
                .map(|(i, _)| i),
        )
        .map(|i| atlas.sprites.monsters[i])
        .collect()
}
