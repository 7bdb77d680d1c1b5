//! Drawing a run: the level in its fog, the creatures where the playback has them, the walk
//! or the aim, then the status bar, the message log and the hover panel.

use macroquad::prelude::*;
use torchdeep::data::Behaviour;
use torchdeep::rules::character::next_level;
use torchdeep::rules::game::Game;
use torchdeep::world::{Ground, Pos};

use super::Play;
use crate::app::actors::{draw_creatures, Status};
use crate::app::animation::Playback;
use crate::app::atlas::Atlas;
use crate::app::hud;
use crate::app::kept;
use crate::app::memory::Memory;
use crate::app::screen;
use crate::app::targeting::Aim;
use crate::app::touch::{draw_buttons, Looks, StairsIcon};
use crate::app::ui;
use crate::app::view::{draw_level, light_at, Look, Sight};

impl Play {
    /// What the floor is drawn with at time `now`: its palette, the light, the player's torch.
    pub fn look(&self, now: f32) -> Look {
        let spec = self.run.game().floor_spec();
        Look {
            palette: torchdeep::rules::names::floor_palette(
                spec.palette,
                self.run.game().seed(),
                self.run.game().floor(),
            ),
            ambient: 0.36,
            time_ms: (now * 1000.0) as u32,
            time_s: now,
            player: Some((self.player_shown(), 6.0)),
            exit_floor: spec.parent.is_none(),
        }
    }

    pub fn draw(&mut self, atlas: &Atlas, now: f32, dt: f32) {
        let shown = self.player_shown();
        self.camera.follow(shown, dt);
        ui::clear_screen(BLACK);
        let look = self.look(now);
        let sight = Seen {
            atlas,
            game: self.run.game(),
            memory: &self.memory,
            playback: &self.playback,
            reveal: self.reveal,
        };
        let level = self.run.game().level();
        draw_level(level, atlas, &self.light, &self.camera, &look, &sight);
        let light = |p: Pos| light_at(level, &self.light, &look, p);
        // Only creatures that can be stunned are drawn so (the player is not one).
        let stunned = |id| {
            self.run.game().is_stunned(id)
                && level.creatures.get(id).is_some_and(|c| {
                    self.run
                        .game()
                        .tables()
                        .monster(c.kind)
                        .behaviours
                        .contains(&Behaviour::Stunnable)
                })
        };
        let status = Status {
            tables: self.run.game().tables(),
            player: self.run.game().player(),
            stunned: &stunned,
            light: &light,
            time_ms: look.time_ms,
        };
        draw_creatures(level, atlas, &self.camera, &self.playback, &sight, &status);
        for (at, way) in self.playback.darts() {
            // A short bright streak, its tail trailing along the flight.
            let tile = self.camera.tile();
            let head = self.camera.to_screen(at + vec2(0.5, 0.5));
            let tail = head - way * tile * 0.6;
            draw_line(
                tail.x,
                tail.y,
                head.x,
                head.y,
                (tile / 8.0).max(2.0),
                ui::GOLD,
            );
        }
        super::spells::draw_spells(self.playback.spells(), &self.camera);
        if let Some(travel) = &self.travel {
            travel.draw(atlas, &self.camera);
        }
        if let Some(aim) = &self.targeting {
            aim.draw(self.run.game(), atlas, &self.camera, now);
        } else if let Some(p) = self.hovered_tile() {
            let at = self.camera.to_screen(vec2(p.x as f32, p.y as f32));
            let tile = self.camera.tile();
            atlas.draw(
                atlas.sprites.cursor,
                at.x,
                at.y,
                tile,
                ui::alpha(WHITE, 0.6),
            );
        }
        self.draw_panels(atlas, now);
    }

    fn draw_panels(&mut self, atlas: &Atlas, now: f32) {
        let game = self.run.game();
        let here = game.player_pos();
        let level = game.level();
        let status = hud::Status {
            hp: game.player_hp(),
            max_hp: game.max_hp(),
            floor: game.floor(),
            quadrant: level.layout.quadrant_at(here),
            in_hallway: level.in_bounds(here) && level.ground[here] == Ground::Hallway,
            turn: game.turn(),
            sneaking: game.is_sneaking(),
            poison: (game.player_creature())
                .and_then(|c| c.mind.poison)
                .map(|p| (p.damage, p.turns)),
            level: game.character().level,
            xp: game.character().xp,
            next_xp: next_level(game.tables(), game.character()).map(|l| l.xp),
            level_ready: game.can_level_up(),
            points: game.character().points,
            ac: game.defences().ac,
            conditions: conditions(game),
            spells: memorised(game),
            touch: self.touch.is_some(),
        };
        let carried = game
            .player_creature()
            .map_or(&[][..], |c| c.inventory.items());
        let spec = game.floor_spec();
        match &self.place {
            Some(place) => self.hud.update(&status, carried, place, None),
            None => self
                .hud
                .update(&status, carried, &spec.name, Some(spec.depth)),
        }
        let bottom = screen::height() - hud::HEIGHT - 12.0;
        // Left of the touch buttons, when there are any.
        let right = (self.touch.as_ref())
            .and_then(|l| l.buttons.iter().map(|(_, r)| r.x).reduce(f32::min))
            .unwrap_or(screen::width());
        let max_w = (right - 24.0).min(screen::width() * 0.62).max(200.0);
        let log = self.log.layout(12.0, bottom, max_w, game.turn(), now);
        // The bar and the log, some hundreds of letters, kept as one picture of the rows from
        // the log's top down while what they show stays the same (the log keeps left of the
        // touch buttons drawn after it).
        let ids = game.state().identities();
        let top = (log.as_ref()).map_or(screen::height() - hud::HEIGHT, |l| {
            l.area.y.min(screen::height() - hud::HEIGHT)
        });
        let key = kept::key(&(
            self.hud.key(atlas, ids),
            log.as_ref().map(|l| self.log.key(l)),
        ));
        let (hud, message_log) = (&mut self.hud, &self.log);
        let area = Rect::new(0.0, top, screen::width(), screen::height() - top);
        // Only the bar and the log hold anything: the rest of the rows is not shown.
        let bar = Rect::new(
            0.0,
            screen::height() - hud::HEIGHT,
            screen::width(),
            hud::HEIGHT,
        );
        let parts = [Some(bar), log.as_ref().map(|l| l.drawn)];
        let parts: Vec<Rect> = parts.into_iter().flatten().collect();
        self.panels.draw_parts(area, &parts, key, || {
            hud.paint(atlas, ids);
            if let Some(log) = &log {
                message_log.paint(log);
            }
        });
        if let Some(layout) = &self.touch {
            let stairs = match self.stairs_here() {
                Some(Ground::StairsUp) if spec.parent.is_none() => StairsIcon::Exit,
                Some(Ground::StairsUp) => StairsIcon::Up,
                Some(_) => StairsIcon::Down,
                None => StairsIcon::None,
            };
            let looks = Looks {
                stairs,
                can_pick_up: level.in_bounds(here) && !level.items.at(here).is_empty(),
                can_throw: game.first_throwable().is_some(),
                aiming: self
                    .targeting
                    .as_ref()
                    .is_some_and(|t| matches!(t.aim, Aim::Throw(_))),
                aiming_dart: self.targeting.as_ref().is_some_and(|t| t.aim == Aim::Dart),
                can_steal: game.piles_beside().next().is_some(),
                sneaking: game.is_sneaking(),
            };
            draw_buttons(atlas, layout, &looks);
        }
        if let Some(aim) = &self.targeting {
            let hint = aim.hint(self.touch.is_some());
            ui::text_centred(hint, screen::width() / 2.0, 30.0, 22.0, ui::GOLD);
        } else if self.leaving {
            self.draw_leaving();
        } else {
            self.hover.draw();
        }
    }
}

/// The game's view of what the player sees, with the app's memory of items.
struct Seen<'a> {
    atlas: &'a Atlas,
    game: &'a Game,
    memory: &'a Memory,
    playback: &'a Playback,
    /// The debug overlay's "reveal whole map": every tile drawn as if in view.
    reveal: bool,
}

impl Sight for Seen<'_> {
    fn visible(&self, p: Pos) -> bool {
        self.reveal || self.game.is_visible(p)
    }

    fn explored(&self, p: Pos) -> bool {
        self.reveal || self.game.is_explored(p)
    }

    fn senses(&self, p: Pos) -> bool {
        self.reveal || self.game.senses(p)
    }

    fn item_sprite(&self, kind: torchdeep::data::ItemId) -> u16 {
        self.atlas.item_sprite(self.game.state().identities(), kind)
    }

    fn remembered_item(&self, p: Pos) -> Option<u16> {
        self.memory.item(self.game.floor(), p)
    }

    fn hides_item(&self, p: Pos) -> bool {
        self.playback.hides_item(p)
    }

    fn trap_sprite(&self, kind: torchdeep::data::TrapId) -> Option<&str> {
        let traps = &self.game.tables().traps;
        traps.get(usize::from(kind.0)).map(|t| t.sprite.as_str())
    }

    fn fixture_sprite(&self, fixture: &torchdeep::world::Fixture) -> Option<&str> {
        let def = self.game.tables().checks.get(usize::from(fixture.kind.0))?;
        Some(match fixture.done {
            true => def.spent_sprite.as_str(),
            false => def.sprite.as_str(),
        })
    }
}

/// The spells memorised, by slot: name, uses left, and whether cast at will.
fn memorised(game: &Game) -> Vec<(u8, String, u32, bool)> {
    let (tables, book) = (game.tables(), &game.character().spells);
    (book.slots.iter().enumerate())
        .filter_map(|(i, s)| s.map(|s| (i, tables.spell(s))))
        .map(|(i, def)| {
            let at_will = def.frequency == torchdeep::data::Frequency::AtWill;
            let left = torchdeep::rules::magic::uses_left(tables, book, i);
            (i as u8, def.name.clone(), left, at_will)
        })
        .collect()
}

/// The player's conditions from potions, with the turns left.
fn conditions(game: &Game) -> Vec<(&'static str, u64)> {
    let Some(me) = game.player_creature() else {
        return Vec::new();
    };
    torchdeep::world::Status::ALL
        .iter()
        .map(|&s| (s.name(), me.mind.statuses.left(s, game.turn())))
        .filter(|&(_, left)| left > 0)
        .collect()
}
