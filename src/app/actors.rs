//! Drawing the creatures in view: where the rules put them, or where the playback of the last
//! turn has them now. Stunned creatures are tinted blue under twinkling stars; a hurt monster
//! shows a thin health bar; a hit flashes red; the dead fade.

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::world::{Creature, CreatureId, Level, Pos};

use super::animation::Playback;
use super::atlas::Atlas;
use super::view::{Camera, Sight};

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
    let (sw, sh) = (screen_width(), screen_height());
    let on_screen = |at: Vec2| at.x > -tile && at.y > -tile && at.x < sw && at.y < sh;
    for c in level.creatures.iter() {
        if playback.animates(c.id) || !sight.visible(c.pos) {
            continue;
        }
        let at = camera.to_screen(vec2(c.pos.x as f32, c.pos.y as f32));
        if on_screen(at) {
            let sprite = atlas.sprites.monsters[c.kind.0 as usize];
            draw_one(atlas, status, c.id, Some(c), sprite, at, tile, 0.0, 1.0);
        }
    }
    for pose in playback.poses() {
        let tile_pos = Pos::new(pose.pos.x.round() as i32, pose.pos.y.round() as i32);
        if pose.id != status.player && !sight.visible(tile_pos) {
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
