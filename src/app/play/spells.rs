//! Casting from the map (keys 1 to 4) and drawing the spells the playback shows: a bolt with
//! its trail, a burst spreading, a glow around the caster.

use macroquad::prelude::*;
use torchdeep::rules::check::Refusal;
use torchdeep::rules::command::Command;

use super::Play;
use crate::app::animation::SpellShape;
use crate::app::atlas::Atlas;
use crate::app::targeting::Targeting;
use crate::app::view::Camera;

/// Spells that deal damage burn orange; the others shine a cool blue.
const FIRE: Color = Color::new(1.0, 0.55, 0.2, 1.0);
const LIGHT: Color = Color::new(0.55, 0.8, 1.0, 1.0);

impl Play {
    /// The key of a slot: a spell on the caster is cast at once, any other is aimed first.
    /// A slot that cannot be cast says why in the log.
    pub(super) fn start_casting(&mut self, slot: u8, atlas: &Atlas, now: f32) {
        let game = self.run.game();
        let here = Command::Cast {
            slot,
            target: game.player_pos(),
        };
        // Aimed at the caster, only a spell that needs a target is refused as aimed away.
        match game.check(&here) {
            Err(Refusal::AimAway) => self.targeting = Some(Targeting::spell(game, slot)),
            _ => {
                self.act(here, atlas, now);
            }
        }
    }
}

/// Draws the spells of the turn being played back.
pub(super) fn draw_spells(shown: impl Iterator<Item = (SpellShape, bool, f32)>, camera: &Camera) {
    let tile = camera.tile();
    let screen = |p: Vec2| camera.to_screen(p + vec2(0.5, 0.5));
    let with = |c: Color, a: f32| Color::new(c.r, c.g, c.b, a);
    for (shape, harmful, k) in shown {
        let colour = if harmful { FIRE } else { LIGHT };
        match shape {
            SpellShape::Bolt { from, to } => {
                let head = screen(from.lerp(to, k));
                let tail = screen(from.lerp(to, (k - 0.3).max(0.0)));
                draw_line(
                    tail.x,
                    tail.y,
                    head.x,
                    head.y,
                    (tile / 6.0).max(2.0),
                    with(colour, 0.7),
                );
                draw_circle(head.x, head.y, tile * 0.4, with(colour, 0.3));
                draw_circle(head.x, head.y, tile * 0.18, with(WHITE, 0.9));
            }
            SpellShape::Burst { centre, radius } => {
                let c = screen(centre);
                // Fast out, slowing at the edge; fading as it goes.
                let reach = (radius + 0.5) * tile * (1.0 - (1.0 - k).powi(2));
                draw_circle(c.x, c.y, reach, with(colour, 0.35 * (1.0 - k)));
                draw_circle_lines(
                    c.x,
                    c.y,
                    reach,
                    (tile / 8.0).max(2.0),
                    with(colour, 1.0 - k),
                );
            }
            SpellShape::Glow { at } => {
                let c = screen(at);
                let pulse = (k * std::f32::consts::PI).sin();
                draw_circle(
                    c.x,
                    c.y,
                    tile * (0.45 + 0.35 * k),
                    with(colour, 0.4 * pulse),
                );
                draw_circle_lines(c.x, c.y, tile * (0.3 + 0.5 * k), 2.0, with(colour, pulse));
            }
        }
    }
}
