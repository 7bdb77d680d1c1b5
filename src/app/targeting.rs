//! Aiming: a cursor (the tileset's target) that the movement keys or the mouse move. A throw
//! or a dart shows the line it would fly along, up to where it would stop; a dart also its
//! chance to hit. Stealing and disarming pick a neighbouring tile.
//!
//! A dart starts on the nearest creature it can really be thrown at (the rules' own check
//! decides), and Tab steps to the next such creature, nearest first; a throw cycles through
//! the creatures in view the same way.
//!
//! A spell (keys 1 to 4) starts on the nearest creature it may be cast at, Tab visits the
//! others; its preview tints the very tiles the cast would reach (the rules' `reached`) and
//! shows the chance to beat the defence of each creature there.

use macroquad::prelude::*;
use torchdeep::data::{Area, ItemId, SpellEffect};
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::flight::{line_point, stops_flight};
use torchdeep::rules::game::Game;
use torchdeep::rules::magic::reached;
use torchdeep::rules::rogue::{dart_hit_chance, DART_RANGE};
use torchdeep::world::{Level, Pos};

use super::atlas::Atlas;
use super::ui;
use super::view::Camera;

/// What the cursor picks a tile for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Throw(ItemId),
    Dart,
    Steal,
    /// A found trap next to the player, to disarm.
    Disarm,
    /// The spell memorised in a slot (0 is key 1).
    Spell(u8),
}

impl Aim {
    /// Whether it picks a neighbouring tile, which a direction alone chooses.
    pub fn is_beside(self) -> bool {
        matches!(self, Aim::Steal | Aim::Disarm)
    }
}

pub struct Targeting {
    pub aim: Aim,
    pub cursor: Pos,
}

impl Targeting {
    pub fn new(aim: Aim, cursor: Pos) -> Targeting {
        Targeting { aim, cursor }
    }

    /// A dart aimed at the nearest creature it can hit now; with none, at the nearest one in
    /// view (its line then shows what is in the way), else at the player's own tile.
    pub fn dart(game: &Game) -> Targeting {
        let cursor = (dart_targets(game).first().copied())
            .or_else(|| seen_creatures(game).first().copied())
            .unwrap_or_else(|| game.player_pos());
        Targeting::new(Aim::Dart, cursor)
    }

    /// A spell aimed at the nearest creature it may be cast at; with none, at the nearest
    /// one in view, else at the player's own tile.
    pub fn spell(game: &Game, slot: u8) -> Targeting {
        let cursor = (spell_targets(game, slot).first().copied())
            .or_else(|| seen_creatures(game).first().copied())
            .unwrap_or_else(|| game.player_pos());
        Targeting::new(Aim::Spell(slot), cursor)
    }

    /// Tab: the cursor moves to the next target after the one it is on, nearest first,
    /// around to the nearest again. A dart only visits creatures it can hit; a throw every
    /// creature in view; a theft has no targets.
    pub fn cycle(&mut self, game: &Game) {
        let targets = match self.aim {
            Aim::Dart => dart_targets(game),
            Aim::Throw(_) => seen_creatures(game),
            Aim::Spell(slot) => spell_targets(game, slot),
            Aim::Steal | Aim::Disarm => return,
        };
        let next = match targets.iter().position(|&p| p == self.cursor) {
            Some(i) => targets.get(i + 1).or(targets.first()),
            None => targets.first(),
        };
        if let Some(&p) = next {
            self.cursor = p;
        }
    }

    /// Moves the cursor a tile, staying on the level (next to the thief when stealing).
    pub fn step(&mut self, d: Direction, level: &Level, from: Pos) {
        let to = match self.aim {
            Aim::Steal | Aim::Disarm => d.step(from),
            _ => d.step(self.cursor),
        };
        if level.in_bounds(to) {
            self.cursor = to;
        }
    }

    /// The command the cursor stands for, thrown or taken from `from`.
    pub fn command(&self, from: Pos) -> Option<Command> {
        match self.aim {
            Aim::Throw(item) => Some(Command::Throw {
                item,
                target: self.cursor,
            }),
            Aim::Dart => Some(Command::ThrowDart {
                target: self.cursor,
            }),
            Aim::Spell(slot) => Some(Command::Cast {
                slot,
                target: self.cursor,
            }),
            Aim::Steal => Direction::from_delta(self.cursor.x - from.x, self.cursor.y - from.y)
                .map(Command::Steal),
            Aim::Disarm => Direction::from_delta(self.cursor.x - from.x, self.cursor.y - from.y)
                .map(Command::Disarm),
        }
    }

    /// The line that the keys under it explain at the top of the screen.
    pub fn hint(&self, touch: bool) -> &'static str {
        match (self.aim, touch) {
            (Aim::Throw(_), true) => {
                "Throw: tap a tile to throw there; tap throw again for the marked one; menu cancels"
            }
            (Aim::Throw(_), false) => {
                "Throw: aim with the movement keys or the mouse; Enter, t or click throws; Esc cancels"
            }
            (Aim::Dart, true) => "Dart: tap a creature up to 5 tiles away; menu cancels",
            (Aim::Dart, false) => {
                "Dart: Tab picks the next creature in reach; Enter, f or click throws; Esc cancels"
            }
            (Aim::Steal, true) => "Steal: tap a neighbouring tile; menu cancels",
            (Aim::Steal, false) => {
                "Steal: a direction takes what lies next to you; Enter, x or click; Esc cancels"
            }
            (Aim::Disarm, true) => "Disarm: tap a found trap next to you; menu cancels",
            (Aim::Disarm, false) => {
                "Disarm: a direction picks the trap next to you; Enter, D or click; Esc cancels"
            }
            (Aim::Spell(_), true) => "Spell: tap a tile to cast there; menu cancels",
            (Aim::Spell(_), false) => {
                "Spell: aim with the keys or the mouse, Tab: next creature; Enter, its key or click casts; Esc cancels"
            }
        }
    }

    pub fn draw(&self, game: &Game, atlas: &Atlas, camera: &Camera, time_s: f32) {
        if let Aim::Spell(slot) = self.aim {
            return self.draw_spell(slot, game, atlas, camera, time_s);
        }
        let (from, level) = (game.player_pos(), game.level());
        let tile = camera.tile();
        let n = from.chebyshev(self.cursor);
        let mut blocked = match self.aim {
            Aim::Dart => n > DART_RANGE,
            Aim::Steal => n != 1 || level.items.is_empty_at(self.cursor),
            Aim::Disarm => n != 1 || level.found_trap_at(self.cursor).is_none(),
            Aim::Throw(_) | Aim::Spell(_) => false,
        };
        if !self.aim.is_beside() {
            for k in 1..n {
                let p = line_point(from, self.cursor, k);
                blocked = blocked || stops_flight(level, p);
                let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
                let tint = if blocked {
                    Color::new(0.9, 0.3, 0.25, 0.6)
                } else {
                    Color::new(1.0, 0.9, 0.6, 0.9)
                };
                atlas.draw(atlas.sprites.path_dot, at.x, at.y, tile, tint);
                blocked = blocked || level.creatures.at(p).is_some();
            }
        }
        let at = camera.to_screen(vec2(self.cursor.x as f32, self.cursor.y as f32));
        let pulse = 0.75 + 0.25 * (time_s * 8.0).sin();
        let tint = if blocked {
            Color::new(0.9, 0.4, 0.35, pulse)
        } else {
            Color::new(1.0, 1.0, 1.0, pulse)
        };
        atlas.draw(atlas.sprites.target, at.x, at.y, tile, tint);
        if self.aim == Aim::Dart && !blocked {
            let chance = (dart_hit_chance(game, self.cursor) * 100.0).round();
            let size = (tile * 0.55).max(14.0);
            ui::text(
                &format!("{chance}%"),
                at.x + tile,
                at.y + size,
                size,
                ui::GOLD,
            );
        }
    }
}

impl Targeting {
    /// The tiles the cast would reach, tinted (red when the rules would refuse it), the
    /// cursor, and the chance to hit each creature seen there.
    fn draw_spell(&self, slot: u8, game: &Game, atlas: &Atlas, camera: &Camera, time_s: f32) {
        let book = &game.character().spells;
        let Some(spell) = book.slots.get(usize::from(slot)).copied().flatten() else {
            return;
        };
        let def = game.tables().spell(spell);
        let tile = camera.tile();
        let command = Command::Cast {
            slot,
            target: self.cursor,
        };
        let allowed = game.check(&command).is_ok();
        let tint = match (allowed, def.effect == SpellEffect::Damage) {
            (false, _) => Color::new(0.9, 0.3, 0.25, 0.3),
            (true, true) => Color::new(1.0, 0.55, 0.2, 0.35),
            (true, false) => Color::new(0.45, 0.7, 1.0, 0.35),
        };
        let from = game.player_pos();
        let tiles = reached(game.level(), def, from, self.cursor);
        // A single-target spell also shows the way it flies to what it strikes.
        if let (Area::Single, Some(&end)) = (def.area, tiles.last()) {
            for k in 1..from.chebyshev(end) {
                let p = line_point(from, end, k);
                let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
                atlas.draw(
                    atlas.sprites.path_dot,
                    at.x,
                    at.y,
                    tile,
                    ui::alpha(tint, 0.9),
                );
            }
        }
        for &p in &tiles {
            let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
            draw_rectangle(at.x, at.y, tile, tile, tint);
        }
        let at = camera.to_screen(vec2(self.cursor.x as f32, self.cursor.y as f32));
        let pulse = 0.75 + 0.25 * (time_s * 8.0).sin();
        let cursor = match allowed {
            true => Color::new(1.0, 1.0, 1.0, pulse),
            false => Color::new(0.9, 0.4, 0.35, pulse),
        };
        atlas.draw(atlas.sprites.target, at.x, at.y, tile, cursor);
        let size = (tile * 0.55).max(14.0);
        let seen = tiles.iter().filter(|&&p| game.is_visible(p));
        let cursor = (!tiles.contains(&self.cursor)).then_some(&self.cursor);
        // The caster is at risk only in its own burst.
        let caster_caught = matches!(def.area, Area::Burst(_));
        for &p in seen.chain(cursor) {
            if p == from && !caster_caught {
                continue;
            }
            let Some(chance) = game.spell_chance(slot, p) else {
                continue;
            };
            let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
            let text = format!("{}%", (chance * 100.0).round());
            ui::text(&text, at.x + tile, at.y + size, size, ui::GOLD);
        }
    }
}

/// The tiles the spell of `slot` may be cast at now, nearest first: the creatures in view
/// that the rules accept as its target.
pub fn spell_targets(game: &Game, slot: u8) -> Vec<Pos> {
    seen_creatures(game)
        .into_iter()
        .filter(|&target| game.check(&Command::Cast { slot, target }).is_ok())
        .collect()
}

/// The creatures other than the player (and thrown things in the air) that the player sees,
/// nearest first; equally near ones in reading order.
pub fn seen_creatures(game: &Game) -> Vec<Pos> {
    let from = game.player_pos();
    let mut found: Vec<Pos> = (game.level().creatures.iter())
        .filter(|c| c.id != game.player() && game.flight(c.id).is_none())
        .filter(|c| Some(c.kind) != game.flier_kind() && game.is_visible(c.pos))
        .map(|c| c.pos)
        .collect();
    found.sort_by_key(|p| (p.chebyshev(from), p.y, p.x));
    found
}

/// The tiles a dart may be thrown at now, nearest first: exactly those the rules accept
/// (a creature in view, within `DART_RANGE`, with nothing in the way).
pub fn dart_targets(game: &Game) -> Vec<Pos> {
    seen_creatures(game)
        .into_iter()
        .filter(|&target| game.check(&Command::ThrowDart { target }).is_ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use torchdeep::data::Tables;
    use torchdeep::rules::check::Refusal;
    use torchdeep::rules::scenario::level_from_ascii;

    fn game(rows: &[&str]) -> Game {
        let tables = Arc::new(Tables::embedded().unwrap());
        let (level, player) = level_from_ascii(&tables, rows).unwrap();
        Game::from_level(tables, level, player, 1)
    }

    fn dart_at(game: &Game, x: i32, y: i32) -> Result<(), Refusal> {
        game.check(&Command::ThrowDart {
            target: Pos::new(x, y),
        })
    }

    #[test]
    fn a_dart_skips_a_nearer_creature_it_cannot_reach() {
        // The verp at (3, 2) is in view, but the wall at (2, 2) stands on the dart's line; the
        // wibble at (5, 1) is farther and clear; the verp at (7, 1) is out of reach.
        let g = game(&["#########", "#@...w.v#", "#.#v....#", "#########"]);
        let blocked = dart_at(&g, 3, 2);
        assert!(
            blocked.is_err() && blocked != Err(Refusal::NoTarget),
            "{blocked:?}"
        );
        assert_eq!(dart_at(&g, 7, 1), Err(Refusal::TooFar));
        assert!(g.is_visible(Pos::new(3, 2)));
        assert_eq!(dart_targets(&g), vec![Pos::new(5, 1)]);
        let aim = Targeting::dart(&g);
        assert_eq!(aim.cursor, Pos::new(5, 1));
        assert_eq!(
            aim.command(g.player_pos()).map(|c| g.check(&c)),
            Some(Ok(()))
        );
    }

    #[test]
    fn tab_cycles_through_the_darts_targets_nearest_first() {
        // Reachable: (3, 1) at 2, (2, 4) at 3, (5, 3) at 4; (8, 1) is 7 tiles away.
        let g = game(&[
            "##########",
            "#@.v....v#",
            "#........#",
            "#....w...#",
            "#.v......#",
            "##########",
        ]);
        let near = [Pos::new(3, 1), Pos::new(2, 4), Pos::new(5, 3)];
        assert_eq!(dart_targets(&g), near);
        let mut aim = Targeting::dart(&g);
        let mut visited = vec![aim.cursor];
        for _ in 0..3 {
            aim.cycle(&g);
            visited.push(aim.cursor);
        }
        assert_eq!(visited, [near[0], near[1], near[2], near[0]]);
        for p in visited {
            assert_eq!(dart_at(&g, p.x, p.y), Ok(()));
        }
        // A cursor moved off every target goes back to the nearest.
        aim.cursor = Pos::new(8, 1);
        aim.cycle(&g);
        assert_eq!(aim.cursor, near[0]);
    }

    /// A level-1 wizard (magic missile in slot 1, sleep in slot 2) on a hand-made level.
    fn wizard(rows: &[&str]) -> Game {
        use torchdeep::world::{Dungeon, DungeonFloor};
        let tables = Arc::new(Tables::embedded().unwrap());
        let (level, player) = level_from_ascii(&tables, rows).unwrap();
        let c = torchdeep::rules::character::create(&tables, "Ada", "wizard", "human").unwrap();
        let depth = tables.dungeon[0].depth;
        let floors = vec![DungeonFloor {
            spec: 0,
            depth,
            level,
        }];
        let dungeon = Dungeon { seed: 1, floors };
        Game::from_dungeon_as(tables, dungeon, 0, player, 1, c)
    }

    #[test]
    fn a_spell_aims_at_what_it_may_reach_and_shows_its_chance() {
        // The verp at (3, 1) is in reach; the one at (12, 1) is beyond magic missile's 8.
        let g = wizard(&[
            "##############",
            "#@.v........v#",
            "#............#",
            "##############",
        ]);
        let book = &g.character().spells;
        let missile = g.tables().spell_id("magic_missile");
        assert_eq!(book.slots[0], missile, "{book:?}");
        assert_eq!(spell_targets(&g, 0), vec![Pos::new(3, 1)]);
        let aim = Targeting::spell(&g, 0);
        assert_eq!(aim.cursor, Pos::new(3, 1));
        let cast = aim.command(g.player_pos()).unwrap();
        assert_eq!(g.check(&cast), Ok(()));
        // An empty tile in view may be aimed at too: the missile flies on past it.
        let empty = Command::Cast {
            slot: 0,
            target: Pos::new(4, 2),
        };
        assert_eq!(g.check(&empty), Ok(()));
        let chance = g.spell_chance(0, Pos::new(3, 1)).unwrap();
        assert!(chance > 0.0 && chance <= 0.95, "{chance}");
        assert_eq!(g.spell_chance(0, Pos::new(4, 2)), None, "no creature there");
        assert_eq!(
            g.spell_chance(3, Pos::new(3, 1)),
            None,
            "no spell in slot 4"
        );
    }

    #[test]
    fn with_nothing_in_reach_the_dart_waits_on_the_nearest_creature_seen() {
        let g = game(&["##########", "#@......v#", "##########"]);
        assert!(dart_targets(&g).is_empty());
        let mut aim = Targeting::dart(&g);
        assert_eq!(aim.cursor, Pos::new(8, 1));
        aim.cycle(&g);
        assert_eq!(aim.cursor, Pos::new(8, 1));
        let alone = game(&["#####", "#@..#", "#####"]);
        assert_eq!(Targeting::dart(&alone).cursor, Pos::new(1, 1));
    }
}
