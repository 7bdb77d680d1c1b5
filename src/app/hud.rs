//! The status bar along the bottom: health as hearts, level and experience, the player's states
//! (a level-up waiting, sneaking, poisoned) as coloured badges, the memorised spells by key
//! (a tap or click on one casts it), what the player carries, the floor's name, the quadrant and the turn. Its text is rebuilt only when one of them changes.

use std::fmt::Write;
use std::hash::{Hash, Hasher};

use macroquad::prelude::*;
use torchdeep::world::{Identities, Item, Quadrant};

use super::atlas::Atlas;
use super::ui;
use crate::app::screen;

pub const HEIGHT: f32 = 44.0;
const HEARTS: i32 = 10;
/// At most this many kinds of carried things are shown.
const CARRIED: usize = 6;

/// Everything the bar shows; compared to decide whether to rebuild the text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Status {
    pub hp: i32,
    pub max_hp: i32,
    pub floor: usize,
    pub quadrant: Option<Quadrant>,
    pub in_hallway: bool,
    pub turn: u64,
    /// Sneaking is on.
    pub sneaking: bool,
    /// Poison working in the player: hit points lost each turn, and turns left.
    pub poison: Option<(i32, u32)>,
    pub level: u32,
    pub xp: u64,
    /// The experience the next level needs; `None` at the top level.
    pub next_xp: Option<u64>,
    /// A level-up is waiting for the player (`L`).
    pub level_ready: bool,
    /// Ability points not spent yet (the character screen, `c`).
    pub points: u32,
    /// Armour class, with what is worn.
    pub ac: i32,
    /// Conditions from potions, with the turns each has left.
    pub conditions: Vec<(&'static str, u64)>,
    /// The memorised spells by key: (key, name, uses left, at will); empty for characters
    /// without magic.
    pub spells: Vec<(u8, String, u32, bool)>,
    /// Touch controls are on: the badges speak of taps, not keys.
    pub touch: bool,
}

/// The badges' fills, solid, distinct from everything else in the bar (screenshots find them).
pub const SNEAK_FILL: Color = Color::new(0.27, 0.24, 0.58, 1.0);
pub const POISON_FILL: Color = Color::new(0.2, 0.5, 0.16, 1.0);
pub const LEVEL_FILL: Color = Color::new(0.62, 0.45, 0.08, 1.0);
pub const CONDITION_FILL: Color = Color::new(0.1, 0.42, 0.48, 1.0);
/// A memorised spell ready to cast: the cool blue of the spells' light.
pub const SPELL_TEXT: Color = Color::new(0.6, 0.82, 1.0, 1.0);
/// The hit points' colour while poisoned.
const POISON_TEXT: Color = Color::new(0.62, 0.95, 0.45, 1.0);

pub struct Hud {
    status: Option<Status>,
    carried: Vec<Item>,
    hp_text: String,
    /// "Lv 2  340/1000 xp".
    level_text: String,
    place: String,
    /// The floor alone, when the whole place does not fit.
    floor_only: String,
    turn_text: String,
    counts: Vec<String>,
    /// The badges' words, with their fills.
    badges: Vec<(String, Color)>,
    /// "1 magic missile", "2 sleep 1": each memorised spell's slot, words, and whether it may
    /// be cast.
    spells: Vec<(u8, String, bool)>,
    /// Where the last frame drew each spell: a tap or click there casts it.
    spell_spots: Vec<(u8, Rect)>,
    /// Where the badge of a level or points waiting was drawn: a tap or click there opens
    /// the character screen.
    level_spot: Option<Rect>,
}

impl Hud {
    pub fn new() -> Hud {
        Hud {
            status: None,
            carried: Vec::new(),
            hp_text: String::new(),
            level_text: String::new(),
            place: String::new(),
            floor_only: String::new(),
            turn_text: String::new(),
            counts: Vec::new(),
            badges: Vec::new(),
            spells: Vec::new(),
            spell_spots: Vec::new(),
            level_spot: None,
        }
    }

    /// Whether a screen point is on the badge of a level or points waiting.
    pub fn level_badge_at(&self, p: Vec2) -> bool {
        self.level_spot.is_some_and(|r| r.contains(p))
    }

    /// The slot of the spell drawn under a screen point.
    pub fn spell_at(&self, p: Vec2) -> Option<u8> {
        self.spell_spots
            .iter()
            .find(|(_, r)| r.contains(p))
            .map(|&(slot, _)| slot)
    }

    /// Takes the latest status and what the player carries; rebuilds the text only when
    /// something changed.
    pub fn update(
        &mut self,
        status: &Status,
        carried: &[Item],
        floor_name: &str,
        depth: Option<u32>,
    ) {
        if self.status.as_ref() == Some(status) && self.carried == carried {
            return;
        }
        self.carried.clear();
        self.carried.extend_from_slice(carried);
        self.hp_text.clear();
        let _ = write!(
            self.hp_text,
            "{}/{}  AC {}",
            status.hp.max(0),
            status.max_hp,
            status.ac
        );
        self.level_text.clear();
        let _ = match status.next_xp {
            Some(next) => write!(
                self.level_text,
                "Lv {}  {}/{} xp",
                status.level, status.xp, next
            ),
            None => write!(self.level_text, "Lv {}  {} xp", status.level, status.xp),
        };
        self.place.clear();
        let _ = match depth {
            Some(depth) => write!(self.place, "{floor_name}, depth {depth}"),
            None => write!(self.place, "{floor_name}"),
        };
        self.floor_only.clone_from(&self.place);
        match (status.in_hallway, status.quadrant) {
            (true, _) => self.place.push_str("  |  transition hallway"),
            (false, Some(q)) => {
                let _ = write!(
                    self.place,
                    "  |  quadrant {} (difficulty {})",
                    q.label(),
                    q.difficulty()
                );
            }
            (false, None) => {}
        }
        self.turn_text.clear();
        let _ = write!(self.turn_text, "turn {}", status.turn);
        self.counts.clear();
        self.counts
            .extend(carried.iter().take(CARRIED).map(|s| s.count.to_string()));
        self.badges.clear();
        let (level_key, points_key) = match status.touch {
            true => ("tap", "tap"),
            false => ("L", "c"),
        };
        if status.level_ready {
            self.badges
                .push((format!("level up: {level_key}"), LEVEL_FILL));
        } else if status.points > 0 {
            let words = format!("{} points: {points_key}", status.points);
            self.badges.push((words, LEVEL_FILL));
        }
        if status.sneaking {
            self.badges.push(("sneaking".to_string(), SNEAK_FILL));
        }
        if let Some((damage, turns)) = status.poison {
            let turns = match turns {
                1 => "1 turn".to_string(),
                n => format!("{n} turns"),
            };
            let words = format!("poisoned: -{damage} a turn, {turns}");
            self.badges.push((words, POISON_FILL));
        }
        for (name, left) in &status.conditions {
            self.badges
                .push((format!("{name}: {left}"), CONDITION_FILL));
        }
        self.spells.clear();
        for (key, name, left, at_will) in &status.spells {
            let name = ui::fit(name, 18.0, 120.0);
            let words = match at_will {
                true => format!("{} {name}", key + 1),
                false => format!("{} {name} {left}", key + 1),
            };
            self.spells.push((*key, words, *left > 0));
        }
        self.status = Some(status.clone());
    }

    /// A key made of everything the bar draws, for a kept picture of it.
    pub fn key(&self, atlas: &Atlas, ids: &Identities) -> u64 {
        let status = self.status.as_ref();
        // Hashed as they are read, with nothing gathered: this is asked every frame.
        let sprites = Each(|mut h| {
            for stack in &self.carried {
                atlas.item_sprite(ids, stack.kind).hash(&mut h);
            }
        });
        let badges = Each(|mut h| {
            for (words, c) in &self.badges {
                (words, [c.r, c.g, c.b, c.a].map(f32::to_bits)).hash(&mut h);
            }
        });
        super::kept::key(&(
            status.map(|s| (s.hp, s.max_hp, s.poison.is_some())),
            [
                &self.hp_text,
                &self.level_text,
                &self.place,
                &self.floor_only,
            ],
            (&self.turn_text, &self.counts, badges, &self.spells, sprites),
        ))
    }

    /// Draws the bar, noting where each spell is for taps and clicks.
    pub fn paint(&mut self, atlas: &Atlas, ids: &Identities) {
        self.spell_spots.clear();
        self.level_spot = None;
        let Some(status) = &self.status else { return };
        let (sw, sh) = (screen::width(), screen::height());
        let top = sh - HEIGHT;
        draw_rectangle(0.0, top, sw, HEIGHT, Color::new(0.03, 0.025, 0.04, 0.92));
        draw_line(0.0, top + 0.5, sw, top + 0.5, 1.0, ui::EDGE);
        // Up to ten hearts, each a tenth of the player's health (or one hit point), full,
        // half or empty.
        let heart = 32.0;
        let y = top + ((HEIGHT - heart) / 2.0).round();
        let per_heart = (status.max_hp as f32 / HEARTS as f32).max(1.0);
        let hearts = ((status.max_hp as f32 / per_heart).ceil() as i32).clamp(1, HEARTS);
        let hp = status.hp.max(0) as f32;
        for i in 0..hearts {
            let filled = hp - i as f32 * per_heart;
            let sprite = if filled >= per_heart * 0.75 {
                atlas.sprites.hearts[0]
            } else if filled >= per_heart * 0.25 {
                atlas.sprites.hearts[1]
            } else {
                atlas.sprites.hearts[2]
            };
            atlas.draw(sprite, 8.0 + i as f32 * 26.0, y, heart, WHITE);
        }
        let text_y = top + HEIGHT / 2.0 + 7.0;
        let low = status.hp * 4 <= status.max_hp;
        let hp_colour = match (status.poison.is_some(), low) {
            (true, _) => POISON_TEXT,
            (false, true) => ui::RED,
            (false, false) => ui::TEXT,
        };
        let mut x = 8.0 + hearts as f32 * 26.0 + 12.0;
        x += ui::text(&self.hp_text, x, text_y, 22.0, hp_colour);
        x += 14.0;
        x += ui::text(&self.level_text, x, text_y, 20.0, ui::GOLD);
        for (words, fill) in &self.badges {
            x += 12.0;
            let w = badge(words, x, top + 8.0, HEIGHT - 16.0, *fill);
            if *fill == LEVEL_FILL {
                self.level_spot = Some(Rect::new(x, top, w, HEIGHT));
            }
            x += w;
        }
        // The spells by key; a spent one dimmed. Each spot spans the bar's height, a target
        // for a finger.
        for (slot, words, ready) in &self.spells {
            x += 14.0;
            let colour = match ready {
                true => SPELL_TEXT,
                false => ui::alpha(ui::FAINT, 0.45),
            };
            let w = ui::text(words, x, text_y, 18.0, colour);
            let spot = Rect::new(x - 7.0, top, w + 14.0, HEIGHT);
            self.spell_spots.push((*slot, spot));
            x += w;
        }
        // What the player carries: the sprites with their counts, as many as fit left of the
        // turn (a narrow window leaves the rest to the inventory).
        let turn_w = ui::width(&self.turn_text, 22.0);
        let room_end = sw - turn_w - 24.0;
        x += 24.0;
        for (stack, count) in self.carried.iter().zip(&self.counts) {
            if x + heart + ui::width(count, 20.0) > room_end {
                break;
            }
            atlas.draw(atlas.item_sprite(ids, stack.kind), x, y, heart, WHITE);
            x += heart;
            x += ui::text(count, x - 4.0, text_y, 20.0, ui::TEXT) + 8.0;
        }
        ui::text(&self.turn_text, sw - turn_w - 12.0, text_y, 22.0, ui::FAINT);
        // The whole place where it fits left of the turn, else the floor alone, else nothing.
        let room = sw - turn_w - 40.0 - (x + 16.0);
        let place = [&self.place, &self.floor_only]
            .into_iter()
            .map(|p| (p, ui::width(p, 22.0)))
            .find(|&(_, w)| w <= room);
        if let Some((place, place_w)) = place {
            ui::text(place, sw - turn_w - 40.0 - place_w, text_y, 22.0, ui::TEXT);
        }
    }
}

/// A rounded-off label on a solid fill; returns its width.
fn badge(words: &str, x: f32, y: f32, h: f32, fill: Color) -> f32 {
    let w = (ui::width(words, 20.0) + 16.0).round();
    let (x, y) = (x.round(), y.round());
    draw_rectangle(x, y, w, h, fill);
    ui::outline(Rect::new(x, y, w, h), 1.0, ui::alpha(WHITE, 0.35));
    ui::text(words, x + 8.0, y + h / 2.0 + 6.0, 20.0, WHITE);
    w
}

/// Hashes what its closure feeds the hasher.
struct Each<F: Fn(&mut dyn Hasher)>(F);

impl<F: Fn(&mut dyn Hasher)> Hash for Each<F> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.0)(state);
    }
}
