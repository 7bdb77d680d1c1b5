//! Drawing the creatures in view: where the rules put them, or where the playback of the last
//! turn has them now. Stunned creatures are tinted blue under twinkling stars; a hurt monster
//! shows a thin health bar; a hit flashes red; the dead fade. A thrown rock the player sees
//! gives its thrower away: one standing out of sight is drawn as a dim silhouette in a red
//! frame, so a rock never seems to come from nowhere.

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::world::{Creature, CreatureId, Level, Pos};

use super::animation::Playback;
use super::atlas::Atlas;
use super::view::{Camera, Sight};
use crate::app::screen;

/// What the rules say about creatures, beyond the level.
pub struct Status<'a> {
    pub tables: &'a Tables,
    pub player: CreatureId,
    pub stunned: &'a dyn Fn(CreatureId) -> bool,
    /// The light on a tile, as a tint.
    pub light: &'a dyn Fn(Pos) -> Color,
    pub time_ms: u32,
}

pub fn draw_creatures(
    level: &Level,
    atlas: &Atlas,
    camera: &Camera,
    playback: &Playback,
    sight: &impl Sight,
    status: &Status,
) {
    let tile = camera.tile();
    let (sw, sh) = (screen::width(), screen::height());
    let on_screen = |at: Vec2| at.x > -tile && at.y > -tile && at.x < sw && at.y < sh;
    for c in level.creatures.iter() {
        let visible = sight.visible(c.pos);
        if playback.animates(c.id) || !(visible || sight.senses(c.pos)) {
            continue;
        }
        let at = camera.to_screen(vec2(c.pos.x as f32, c.pos.y as f32));
        if on_screen(at) {
            let sprite = atlas.sprites.monsters[c.kind.0 as usize];
            match visible {
                true => draw_one(atlas, status, c.id, Some(c), sprite, at, tile, 0.0, 1.0),
                // Felt by telepathy through the walls: a silhouette.
                false => draw_silhouette(atlas, sprite, at, tile, status.time_ms),
            }
        }
    }
    for id in throwers_to_show(level, playback, sight) {
        let Some(c) = level.creatures.get(id) else {
            continue;
        };
        let at = (playback.pose_of(id)).map_or(vec2(c.pos.x as f32, c.pos.y as f32), |p| p.pos);
        let at = camera.to_screen(at);
        if on_screen(at) {
            let sprite = atlas.sprites.monsters[c.kind.0 as usize];
            draw_silhouette(atlas, sprite, at, tile, status.time_ms);
        }
    }
    for pose in playback.poses() {
        if pose.id != status.player && !sight.visible(tile_of(pose.pos)) {
            continue;
        }
        let at = camera.to_screen(pose.pos);
        if on_screen(at) {
            let creature = level.creatures.get(pose.id);
            draw_one(
                atlas,
                status,
                pose.id,
                creature,
                pose.sprite,
                at,
                tile,
                pose.flash,
                pose.alpha,
            );
        }
    }
}

fn tile_of(at: Vec2) -> Pos {
    Pos::new(at.x.round() as i32, at.y.round() as i32)
}

/// The throwers, out of sight themselves, of the thrown things in the air that the player
/// sees now (where the rules have them, or where the playback draws them).
pub fn throwers_to_show(level: &Level, playback: &Playback, sight: &impl Sight) -> Vec<CreatureId> {
    let mut throwers: Vec<CreatureId> = Vec::new();
    for c in level.creatures.iter() {
        let Some(flight) = c.mind.flight else {
            continue;
        };
        let at = playback.pose_of(c.id).map_or(c.pos, |p| tile_of(p.pos));
        if sight.visible(at) {
            throwers.push(flight.thrower.id);
        }
    }
    // Things whose flight ended this turn are still drawn while the playback flies them.
    for pose in playback.poses() {
        if let Some(thrower) = playback.thrower_of(pose.id) {
            if level.creatures.get(pose.id).is_none() && sight.visible(tile_of(pose.pos)) {
                throwers.push(thrower);
            }
        }
    }
    throwers.sort();
    throwers.dedup();
    throwers.retain(|&id| {
        level
            .creatures
            .get(id)
            .is_some_and(|c| !sight.visible(c.pos))
    });
    throwers
}

/// A creature out of sight, given away: its shape dark and faint, in a pulsing red frame.
fn draw_silhouette(atlas: &Atlas, sprite: u16, at: Vec2, tile: f32, time_ms: u32) {
    let pulse = 0.55 + 0.25 * (time_ms as f32 / 1000.0 * 6.0).sin();
    atlas.draw(sprite, at.x, at.y, tile, Color::new(0.42, 0.36, 0.40, 0.8));
    atlas.draw(
        atlas.sprites.cursor,
        at.x,
        at.y,
        tile,
        Color::new(1.0, 0.35, 0.25, pulse),
    );
}

#[allow(clippy::too_many_arguments)]
fn draw_one(
    atlas: &Atlas,
    status: &Status,
    id: CreatureId,
    creature: Option<&Creature>,
    sprite: u16,
    at: Vec2,
    tile: f32,
    flash: f32,
    alpha: f32,
) {
    let tile_pos = creature.map(|c| c.pos);
    let light = tile_pos.map_or(WHITE, |p| (status.light)(p));
    let mut tint = Color::new(
        light.r.max(0.75),
        light.g.max(0.75),
        light.b.max(0.75),
        alpha,
    );
    let stunned = creature.is_some() && (status.stunned)(id);
    if stunned {
        tint = Color::new(tint.r * 0.45, tint.g * 0.6, (tint.b * 1.3).min(1.0), alpha);
    }
    if flash > 0.0 {
        let red = Color::new(1.0, 0.2, 0.15, alpha);
        tint = Color::new(
            tint.r + (red.r - tint.r) * flash,
            tint.g + (red.g - tint.g) * flash,
            tint.b + (red.b - tint.b) * flash,
            alpha,
        );
    }
    atlas.draw(sprite, at.x, at.y, tile, tint);
    if stunned {
        let stars = atlas.frame(atlas.sprites.stun, status.time_ms, 0);
        atlas.draw(
            stars,
            at.x,
            at.y - tile * 0.45,
            tile,
            Color::new(0.7, 0.8, 1.0, alpha),
        );
    }
    // A health bar under hurt monsters (not the player: the status bar shows that).
    if let Some(c) = creature.filter(|c| c.id != status.player) {
        let max = status.tables.monster(c.kind).hp;
        if c.hp < max && max > 0 {
            let scale = tile / 16.0;
            let (w, h) = (12.0 * scale, (1.0 * scale).max(2.0));
            let (x, y) = ((at.x + 2.0 * scale).round(), (at.y + tile - h).round());
            draw_rectangle(x, y, w.round(), h, Color::new(0.1, 0.02, 0.02, 0.8 * alpha));
            let share = c.hp.max(0) as f32 / max as f32;
            draw_rectangle(
                x,
                y,
                (w * share).round(),
                h,
                Color::new(0.9, 0.2, 0.15, alpha),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use torchdeep::data::MonsterId;
    use torchdeep::world::{Flight, Inventory, Who};

    /// The player sees the tiles with x below `edge`.
    struct Lit {
        edge: i32,
    }

    impl Sight for Lit {
        fn visible(&self, p: Pos) -> bool {
            p.x < self.edge
        }
        fn explored(&self, p: Pos) -> bool {
            self.visible(p)
        }
        fn remembered_item(&self, _: Pos) -> Option<u16> {
            None
        }
        fn hides_item(&self, _: Pos) -> bool {
            false
        }
        fn item_sprite(&self, _: torchdeep::data::ItemId) -> u16 {
            0
        }
        fn trap_sprite(&self, _: torchdeep::data::TrapId) -> Option<&str> {
            None
        }
        fn fixture_sprite(&self, _: &torchdeep::world::Fixture) -> Option<&str> {
            None
        }
    }

    /// A wibble at (9, 1) whose rock flies at (`rock_x`, 1).
    fn throw(rock_x: i32) -> (Level, CreatureId) {
        let mut level = Level::new(12, 3);
        let spawn = |level: &mut Level, kind, x| {
            let at = Pos::new(x, 1);
            level
                .creatures
                .spawn(MonsterId(kind), at, 5, Inventory::default())
        };
        let wibble = spawn(&mut level, 5, 9).unwrap();
        let rock = spawn(&mut level, 9, rock_x).unwrap();
        let flight = Flight {
            from: Pos::new(9, 1),
            target: Pos::new(1, 1),
            step: 9 - rock_x,
            thrower: Who {
                id: wibble,
                kind: MonsterId(5),
            },
        };
        level
            .creatures
            .with_mut(rock, |c| c.mind.flight = Some(flight));
        (level, wibble)
    }

    #[test]
    fn a_rock_in_view_gives_away_its_thrower_in_the_dark() {
        let (level, wibble) = throw(4);
        let playback = Playback::default();
        assert_eq!(
            throwers_to_show(&level, &playback, &Lit { edge: 6 }),
            [wibble]
        );
        // A thrower in view is drawn anyway: no silhouette.
        assert!(throwers_to_show(&level, &playback, &Lit { edge: 12 }).is_empty());
    }

    #[test]
    fn a_rock_out_of_view_gives_nothing_away() {
        let (level, _) = throw(7);
        let playback = Playback::default();
        assert!(throwers_to_show(&level, &playback, &Lit { edge: 6 }).is_empty());
    }
}
