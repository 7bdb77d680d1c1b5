//! Drawing the creation screen: the choices on the left, the preview of the character they
//! make on the right, a hint for the focused field at the bottom.

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::rules::attack::{player_fighter, Style};
use torchdeep::rules::character::{max_hp, sight};
use torchdeep::rules::message::items_name;
use torchdeep::world::{Ability, Character};

use super::layout::{Layout, DESCRIPTION, LEFT, LEFT_W, RIGHT, RIGHT_W, W};
use super::{Create, Field};
use crate::app::atlas::Atlas;
use crate::app::screen;
use crate::app::ui;

/// The screen round the panel.
const BACKGROUND: Color = Color::new(0.02, 0.018, 0.03, 1.0);
/// A chosen button's fill, as the help's open tab.
const CHOSEN: Color = Color::new(1.0, 0.6, 0.2, 0.2);
const UNCHOSEN: Color = Color::new(1.0, 1.0, 1.0, 0.04);
/// Behind a generated name: it is selected, the first letter typed replaces it.
const SELECTED: Color = Color::new(1.0, 0.78, 0.32, 0.22);

impl Create {
    /// Draws the screen; with touch controls the hint speaks of taps.
    pub fn draw(&self, atlas: &Atlas, time_s: f32, touch: bool) {
        let l = Layout::new(screen::width(), screen::height(), self.counts());
        let p = l.panel;
        ui::panel_fill_on(BACKGROUND, p.x, p.y, p.w, p.h);
        ui::outline(p, 1.0, ui::EDGE);
        let heading = "A new character";
        let top = l.at(W / 2.0, 48.0);
        ui::text_centred(heading, top.x, top.y, l.size(34.0), ui::GOLD);
        // A torch either side of the heading, as on the title.
        let (size, half) = (l.size(32.0).round(), ui::width(heading, l.size(34.0)) / 2.0);
        for (i, x) in [top.x - half - l.size(56.0), top.x + half + l.size(24.0)]
            .into_iter()
            .enumerate()
        {
            let frame = atlas.frame(
                atlas.sprites.torch,
                (time_s * 1000.0) as u32,
                i as u32 * 370,
            );
            let y = top.y - l.size(28.0);
            atlas.draw(frame, x.round(), y.round(), size, WHITE);
        }
        self.draw_choices(&l, time_s);
        let separator = (l.at(RIGHT - 20.0, 80.0), l.at(RIGHT - 20.0, l.hint - 110.0));
        let (a, b) = separator;
        draw_line(
            a.x.round(),
            a.y,
            b.x.round(),
            b.y,
            1.0,
            ui::alpha(ui::EDGE, 0.5),
        );
        match self.preview() {
            Ok(c) => draw_preview(&l, &self.tables, &c, atlas, &self.shown_name()),
            Err(why) => {
                let at = l.at(RIGHT, 110.0);
                ui::text(&why, at.x, at.y, l.size(20.0), ui::RED);
            }
        }
        for (r, label, lit) in [
            (l.back, "Back", false),
            (l.help, "Help", false),
            (l.random, "Random", false),
            (l.start, "Start", true),
        ] {
            let focused = lit && self.focus == Field::Start;
            button(&l, r, label, lit, focused);
        }
        let hint = self.hint(touch);
        let size = l.size(18.0).min(18.0 * (W - 40.0) / ui::width(hint, 18.0));
        let at = l.at(W / 2.0, l.hint);
        ui::text_centred(hint, at.x, at.y, size.max(8.0), ui::FAINT);
    }

    /// The name as the preview shows it.
    fn shown_name(&self) -> String {
        match self.name.trim() {
            "" => "?".to_string(),
            name => name.to_string(),
        }
    }

    /// The name, class and race fields, the chosen class's and race's descriptions.
    fn draw_choices(&self, l: &Layout, time_s: f32) {
        let label_colour = |f: Field| match self.focus == f {
            true => ui::GOLD,
            false => ui::FAINT,
        };
        for (i, (f, label)) in [
            (Field::Name, "Name"),
            (Field::Class, "Class"),
            (Field::Race, "Race"),
        ]
        .into_iter()
        .enumerate()
        {
            let at = l.at(LEFT, l.labels[i]);
            ui::text(label, at.x, at.y, l.size(22.0), label_colour(f));
        }
        self.draw_name(l, time_s);
        button(l, l.new_name, "New name", false, false);
        let tables = &self.tables;
        let names: [Vec<&str>; 2] = [
            (self.classes.iter())
                .map(|id| tables.class(id).map_or("?", |c| c.name.as_str()))
                .collect(),
            (self.races.iter())
                .map(|id| tables.race(id).map_or("?", |r| r.name.as_str()))
                .collect(),
        ];
        let field = [Field::Class, Field::Race];
        let chosen = [self.class, self.race];
        let boxes = [&l.classes, &l.races];
        for (k, names) in names.iter().enumerate() {
            for (i, (name, r)) in names.iter().zip(boxes[k].iter()).enumerate() {
                let lit = i == chosen[k];
                button(l, *r, name, lit, lit && self.focus == field[k]);
            }
        }
        let descriptions = [
            self.classes
                .get(self.class)
                .and_then(|id| tables.class(id))
                .map(|c| c.description.as_str()),
            self.races
                .get(self.race)
                .and_then(|id| tables.race(id))
                .map(|r| r.description.as_str()),
        ];
        for (top, text) in l.descriptions.iter().zip(descriptions) {
            let lines = ui::wrap(text.unwrap_or_default(), 19.0, LEFT_W);
            let most = ((DESCRIPTION - 16.0) / 22.0) as usize + 1;
            for (i, line) in lines.iter().take(most).enumerate() {
                let at = l.at(LEFT, top + 16.0 + 22.0 * i as f32);
                ui::text(line, at.x, at.y, l.size(19.0), ui::FAINT);
            }
        }
    }

    /// The name's box: a generated name on a selection, a typed one with a blinking caret,
    /// its edge gold while focused and red when it is no name; why Start was refused beside
    /// its label.
    fn draw_name(&self, l: &Layout, time_s: f32) {
        let r = l.name;
        let focused = self.focus == Field::Name;
        draw_rectangle(r.x, r.y, r.w, r.h, Color::new(0.0, 0.0, 0.0, 0.5));
        let edge = match (self.problem.is_some(), focused) {
            (true, _) => ui::RED,
            (false, true) => ui::GOLD,
            (false, false) => ui::EDGE,
        };
        ui::outline(r, if focused { 2.0 } else { 1.0 }, edge);
        // A long name of wide letters in smaller type rather than out of its box.
        let fit = 26.0 * (r.w - l.size(30.0)) / ui::width(&self.name, 26.0).max(1.0);
        let size = l.size(26.0).min(fit);
        let (x, baseline) = (r.x + l.size(12.0), r.y + r.h / 2.0 + size * 0.3);
        let w = ui::width(&self.name, size);
        if self.generated && focused && !self.name.is_empty() {
            let pad = l.size(3.0);
            draw_rectangle(
                x - pad,
                r.y + l.size(8.0),
                w + 2.0 * pad,
                r.h - l.size(16.0),
                SELECTED,
            );
        }
        ui::text(&self.name, x, baseline, size, ui::TEXT);
        if focused && !self.generated && (time_s * 2.0).fract() < 0.6 {
            let cx = (x + w + l.size(3.0)).round();
            draw_line(
                cx,
                r.y + l.size(10.0),
                cx,
                r.bottom() - l.size(10.0),
                2.0,
                ui::GOLD,
            );
        }
        if let Some(problem) = &self.problem {
            // Beside the field's label, where nothing else is.
            let at = l.at(LEFT + 70.0, l.labels[0]);
            let room = l.size(LEFT_W - 70.0);
            let size = l.size(16.0).min(16.0 * room / ui::width(problem, 16.0));
            ui::text(problem, at.x, at.y, size, ui::RED);
        }
    }

    /// What the keys (or taps) do, for the focused field.
    fn hint(&self, touch: bool) -> &'static str {
        match (touch, self.focus) {
            (true, _) => {
                "tap a class or a race  ·  tap the name to type one  ·  New name, Random  ·  \
                 Start begins the run"
            }
            (false, Field::Name) => {
                "type the name, Backspace erases  ·  Left / Right: a generated name  ·  Tab, \
                 Up / Down: next field  ·  Enter: start  ·  Esc: title  ·  F1: help"
            }
            (false, _) => {
                "Left / Right: change  ·  Tab, Up / Down: next field  ·  N: new name  ·  \
                 R: random  ·  Enter: start  ·  Esc: title  ·  F1 or ?: help"
            }
        }
    }
}

/// A button with its label centred; a chosen one lit; the focused one edged in gold.
fn button(l: &Layout, r: Rect, label: &str, chosen: bool, focused: bool) {
    draw_rectangle(r.x, r.y, r.w, r.h, if chosen { CHOSEN } else { UNCHOSEN });
    let (edge, thick) = match focused {
        true => (ui::GOLD, 2.0),
        false => (ui::EDGE, 1.0),
    };
    ui::outline(r, thick, edge);
    let size = l
        .size(22.0)
        .min(22.0 * (r.w - l.size(8.0)) / ui::width(label, 22.0));
    let colour = if chosen { ui::GOLD } else { ui::TEXT };
    let c = r.center();
    ui::text_centred(label, c.x, c.y + size * 0.3, size, colour);
}

/// The character the choices make: its picture and name, abilities, defences, hit points,
/// sight, attacks and kit, all as the rules reckon them at level 1.
fn draw_preview(l: &Layout, tables: &Tables, c: &Character, atlas: &Atlas, name: &str) {
    let class = tables.class(&c.class);
    let race = tables.race(&c.race);
    // The player's sprite on a tile of floor.
    let (pic, size) = (l.at(RIGHT, 86.0), l.size(64.0).round());
    let (px, py) = (pic.x.round(), pic.y.round());
    atlas.draw(
        atlas.sprites.floors[0],
        px,
        py,
        size,
        Color::new(0.6, 0.55, 0.5, 1.0),
    );
    let player = atlas.sprites.monsters[tables.player().0 as usize];
    atlas.draw(player, px, py, size, WHITE);
    ui::outline(
        Rect::new(px - 1.0, py - 1.0, size + 2.0, size + 2.0),
        1.0,
        ui::EDGE,
    );
    let text = |s: &str, x: f32, y: f32, size: f32, colour: Color| {
        let at = l.at(x, y);
        ui::text(s, at.x, at.y, l.size(size), colour)
    };
    text(name, RIGHT + 84.0, 114.0, 30.0, ui::GOLD);
    let who = format!(
        "{} {}, level {}",
        race.map_or("", |r| r.name.as_str()),
        class.map_or("", |k| k.name.as_str()),
        c.level
    );
    text(&who, RIGHT + 84.0, 144.0, 20.0, ui::TEXT);

    // Abilities: the score, its modifier, and what the race added.
    text("Abilities", RIGHT, 196.0, 20.0, ui::FAINT);
    for (i, ability) in Ability::ALL.into_iter().enumerate() {
        let y = 228.0 + 28.0 * i as f32;
        text(ability.short(), RIGHT, y, 22.0, ui::TEXT);
        text(
            &c.abilities.score(ability).to_string(),
            RIGHT + 56.0,
            y,
            22.0,
            ui::TEXT,
        );
        let modifier = format!("({:+})", c.abilities.modifier(ability));
        text(&modifier, RIGHT + 94.0, y, 20.0, ui::FAINT);
        let bonus = race.map_or(0, |r| r.bonuses.score(ability));
        if bonus != 0 {
            let colour = if bonus > 0 { ui::GREEN } else { ui::RED };
            let from = race.map_or(String::new(), |r| r.name.to_lowercase());
            text(&format!("{bonus:+} {from}"), RIGHT + 150.0, y, 17.0, colour);
        }
    }
    let points = match c.points {
        0 => "No points to spend.".to_string(),
        1 => "1 point to spend later, on the character screen (c) in the dungeon.".to_string(),
        n => format!("{n} points to spend later, on the character screen (c) in the dungeon."),
    };
    for (i, line) in ui::wrap(&points, 18.0, 270.0).iter().take(3).enumerate() {
        text(line, RIGHT, 412.0 + 22.0 * i as f32, 18.0, ui::FAINT);
    }

    // Defences, hit points, sight and attacks at level 1.
    let right = RIGHT + 310.0;
    text("At level 1", right, 196.0, 20.0, ui::FAINT);
    let f = player_fighter(tables, c, &torchdeep::rules::items::kit(tables, &c.class));
    let d = f.defences;
    let attack = |style: Style, dice: String| {
        let ability = f.ability(style).short();
        format!("{:+} to hit, {dice} {ability}", f.attack_bonus(style))
    };
    let rows = [
        ("Hit points", max_hp(tables, c).to_string()),
        ("AC", d.ac.to_string()),
        ("Fortitude", d.fortitude.to_string()),
        ("Reflex", d.reflex.to_string()),
        ("Will", d.will.to_string()),
        ("Sight", format!("{} tiles", sight(tables, c))),
        ("Blow", attack(Style::Blow, f.blow.to_string())),
        (
            "Dart",
            attack(Style::Dart { distance: 1 }, f.dart.to_string()),
        ),
    ];
    for (i, (label, value)) in rows.iter().enumerate() {
        let y = 228.0 + 28.0 * i as f32;
        text(label, right, y, 20.0, ui::FAINT);
        text(value, right + 110.0, y, 20.0, ui::TEXT);
    }
    text("Starting kit", right, 460.0, 20.0, ui::FAINT);
    let kit: Vec<String> = class
        .map(|k| {
            k.items
                .iter()
                .map(|&(item, n)| items_name(tables, item, n))
                .collect()
        })
        .unwrap_or_default();
    let kit = match kit.is_empty() {
        true => "nothing".to_string(),
        false => kit.join(", "),
    };
    let width = RIGHT_W - (right - RIGHT);
    for (i, line) in ui::wrap(&kit, 20.0, width).iter().take(2).enumerate() {
        text(line, right, 488.0 + 24.0 * i as f32, 20.0, ui::TEXT);
    }
}
