//! A run being played: the game and its record (`run::Run`, so every command is kept for the
//! save and the replay), and everything the app keeps beside it to show it — the light map,
//! the camera, the playback of the last turn, the message log, the status bar, the hover
//! panel, the remembered items, a walk in progress or a throw being aimed.

mod calm;
mod draw;
mod leaving;
mod scripted;
mod spells;
mod summary;
mod walk;
mod watch;

use std::sync::Arc;

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::rules::check::Refusal;
use torchdeep::rules::command::Command;
use torchdeep::rules::game::Game;
use torchdeep::run::Run;
use torchdeep::world::{Character, Ground, Pos};

use super::animation::{Looks, Playback};
use super::atlas::Atlas;
use super::hover::Hover;
use super::hud::{self, Hud};
use super::input::{Action, Press};
use super::kept::Kept;
use super::lighting::LightMap;
use super::log::MessageLog;
use super::memory::Memory;
use super::targeting::Targeting;
use super::touch::{Button, Gestures, Layout};
use super::travel::Travel;
use super::ui;
use super::view::Camera;
use crate::app::screen;

/// What the run asks of the app this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    Nothing,
    Pause,
    Help,
    /// `c`: the character screen.
    Character,
    /// `i`, or a key that asks for a thing (`q`, `w`, `d`, …): the inventory.
    Inventory(Option<crate::app::screens::inventory::Purpose>),
    /// `J`: the journal.
    Journal,
    /// `K`: the spellbook.
    Spellbook,
    /// Walking into a calm shopkeeper: the shop.
    Shop,
    /// The run is over and its last turn has been shown.
    Ended,
}

/// The coins a run opened in a shop starts with.
const SHOWN_PURSE: u32 = 150;

/// Seconds the last picture stays before the end screen.
const END_DELAY: f32 = 0.8;

pub struct Play {
    run: Run,
    light: LightMap,
    light_floor: usize,
    camera: Camera,
    playback: Playback,
    log: MessageLog,
    hud: Hud,
    /// The status bar and the message log as last drawn, kept while what they show stays.
    panels: Kept,
    hover: Hover,
    memory: Memory,
    travel: Option<Travel>,
    targeting: Option<Targeting>,
    ended_at: Option<f32>,
    seed: u64,
    /// The on-screen buttons, when touch controls are on.
    touch: Option<Layout>,
    /// Draw the whole floor as if in view (the debug overlay asks); the game is not told.
    reveal: bool,
    /// Asking whether to leave the dungeon without its treasure.
    leaving: bool,
    /// What the status bar names instead of the floor and its depth (a Rogue Code raid room).
    place: Option<String>,
}

impl Play {
    /// The run's rules, for what the app shows or plays besides the map (sound).
    pub fn game(&self) -> &Game {
        self.run.game()
    }

    /// The game with its record, to save it or write its replay.
    pub fn run(&self) -> &Run {
        &self.run
    }

    /// Where the view looks, for the debug overlay's drawing over the map.
    pub fn camera(&self) -> &Camera {
        &self.camera
    }

    /// The torch light of the floor, for the debug overlay's light map.
    pub fn light(&self) -> &LightMap {
        &self.light
    }

    /// Draws the whole floor as if explored and in view, or only what the player sees.
    pub fn set_reveal(&mut self, reveal: bool) {
        self.reveal = reveal;
    }

    /// A new run of `seed` on the first floor, played as the seed's default character.
    pub fn new(tables: Arc<Tables>, seed: u64, atlas: &Atlas, now: f32) -> Play {
        let character = torchdeep::rules::default_character(&tables, seed);
        Play::new_as(tables, seed, character, atlas, now)
    }

    /// A new run of `seed` on the first floor, played as a character made on the creation
    /// screen.
    pub fn new_as(
        tables: Arc<Tables>,
        seed: u64,
        character: Character,
        atlas: &Atlas,
        now: f32,
    ) -> Play {
        let mut play = Play::resume(Run::new_as(tables, seed, 0, character), atlas, now);
        let name = play.run.game().floor_spec().name.clone();
        play.log.push(
            &format!("You enter {name}. Find the treasure below and climb back out alive."),
            ui::GOLD,
            0,
            now,
        );
        play
    }

    /// A new run begun in a shop beside its keeper with coins to spend (`--screen shop`);
    /// a plain new run if no dungeon near `seed` has a shop.
    pub fn in_shop(tables: Arc<Tables>, seed: u64, atlas: &Atlas) -> Play {
        match Game::new_in_shop(tables.clone(), seed, SHOWN_PURSE) {
            Some(game) => Play::resume(Run::watching(game), atlas, 0.0),
            None => Play::new(tables, seed, atlas, 0.0),
        }
    }

    /// Shows a run that is already under way (a continued save, or a replay jumped ahead):
    /// its log holds the messages the rules kept.
    pub fn resume(run: Run, atlas: &Atlas, now: f32) -> Play {
        let game = run.game();
        let light = LightMap::new(game.level(), atlas);
        let mut camera = Camera {
            centre: Vec2::ZERO,
            zoom: 2,
        };
        let at = game.player_pos();
        camera.jump(vec2(at.x as f32, at.y as f32));
        // The whole log the rules kept, so reading back reaches the start of the run.
        let mut log = MessageLog::new();
        for message in game.messages() {
            log.push(&message.text, colour_of(&message.text), message.turn, now);
        }
        let mut play = Play {
            light_floor: game.floor(),
            seed: game.seed(),
            run,
            light,
            camera,
            playback: Playback::default(),
            log,
            hud: Hud::new(),
            panels: Kept::default(),
            hover: Hover::new(),
            memory: Memory::default(),
            travel: None,
            targeting: None,
            ended_at: None,
            touch: None,
            reveal: false,
            leaving: false,
            place: None,
        };
        play.remember(atlas);
        play
    }

    /// A line in red in the message log: something the player must know (a save that failed).
    pub fn warn(&mut self, text: &str, now: f32) {
        self.log.push(text, ui::RED, self.run.game().turn(), now);
    }

    /// Reads this frame's keys, mouse and touches, walks, and plays the last turn on.
    pub fn update(
        &mut self,
        presses: &[Press],
        touch: &Gestures,
        atlas: &Atlas,
        now: f32,
        dt: f32,
    ) -> Request {
        self.touch.clone_from(&touch.layout);
        // Buttons press like keys.
        let buttons: Vec<Press> = touch
            .buttons
            .iter()
            .filter_map(|&b| self.press_of(b))
            .collect();
        let presses = &[presses, &buttons[..]].concat()[..];
        let presses = &self.read_log(presses)[..];
        self.zoom(presses, touch.zoom);
        self.playback.advance(dt);
        if self.run.game().outcome().is_some() {
            let shown = *self.ended_at.get_or_insert(now);
            return if !self.playback.is_playing() && now - shown > END_DELAY {
                Request::Ended
            } else {
                Request::Nothing
            };
        }
        let hovered = self.hovered_tile();
        // With touch controls on, taps stand for clicks (a click is a tap).
        let point = match touch.enabled() {
            true => touch.taps.last().copied(),
            false => is_mouse_button_pressed(MouseButton::Left).then(|| screen::mouse().into()),
        };
        // A tap or click on the log reads back a page, on a spell in the status bar casts it
        // (the one way to cast by touch); anywhere else it is for the map.
        let point = point.filter(|&p| {
            let on_log = self.log.covers(p);
            if on_log {
                self.log.tapped();
            }
            !on_log
        });
        let spell = point.and_then(|p| self.hud.spell_at(p));
        // The badge of a level or points waiting opens the character screen (by touch, the
        // one way to level up), unless a throw is being aimed or the exit is being asked.
        let free = self.targeting.is_none() && !self.leaving;
        if free && point.is_some_and(|p| self.hud.level_badge_at(p)) {
            return Request::Character;
        }
        let point = point.filter(|_| spell.is_none());
        let tapped = match touch.enabled() {
            true => point.map(|t| self.tile_at_screen(t)),
            false => point.map(|_| hovered),
        };
        if self.targeting.is_some() {
            self.aim(presses, hovered, tapped.flatten(), atlas, now);
        } else if self.leaving {
            match leaving::answer(presses, tapped.is_some()) {
                Some(leaving::Answer::Leave) => {
                    self.leaving = false;
                    self.act(Command::Ascend, atlas, now);
                }
                Some(leaving::Answer::Stay) => {
                    self.leaving = false;
                    let turn = self.run.game().turn();
                    self.log
                        .push("You stay in the dungeon.", ui::FAINT, turn, now);
                }
                None => {}
            }
        } else {
            for press in presses {
                if self.travel.take().is_some() {
                    continue; // A key stops the walk, and does nothing else.
                }
                match press.action {
                    Action::Cancel => return Request::Pause,
                    Action::Help => return Request::Help,
                    Action::Throw => self.start_aiming(now),
                    Action::Dart => self.start_dart(),
                    Action::Steal => self.start_stealing(atlas, now),
                    Action::Disarm => self.start_disarming(atlas, now),
                    Action::Sneak if !press.repeat => {
                        self.toggle_sneak(now);
                    }
                    Action::LevelUp if !press.repeat => {
                        self.change(Command::LevelUp, now);
                    }
                    Action::Character => return Request::Character,
                    Action::Inventory => return Request::Inventory(None),
                    Action::Journal => return Request::Journal,
                    Action::Spellbook => return Request::Spellbook,
                    Action::Slot(slot) if !press.repeat => self.start_casting(slot, atlas, now),
                    Action::Ascend if self.would_flee() => {
                        // Asked once, on the first press; a held key's repeats wait for
                        // the answer.
                        self.leaving = true;
                        break;
                    }
                    action => {
                        if let Some(purpose) = crate::app::screens::inventory::Purpose::of(action) {
                            return Request::Inventory(Some(purpose));
                        }
                        if let Some(command) = command_of(action) {
                            if press.repeat && self.playback.is_playing() {
                                continue; // A held key walks at the pace of the animation.
                            }
                            if self.run.game().check(&command) == Err(Refusal::Shopkeeper) {
                                return Request::Shop;
                            }
                            self.act(command, atlas, now);
                        }
                    }
                }
            }
            if let Some(slot) = spell {
                self.travel = None;
                self.start_casting(slot, atlas, now);
            }
            if let Some(tapped) = tapped {
                self.travel = None;
                if let Some(p) = tapped {
                    self.start_travel(p, atlas, now);
                }
            }
            self.walk(atlas, now);
        }
        self.hover
            .update(hovered, self.run.game(), &self.memory, &atlas.info);
        Request::Nothing
    }

    /// PgUp and PgDn scroll the log; any other key goes back to its newest lines. Returns the
    /// other keys.
    fn read_log(&mut self, presses: &[Press]) -> Vec<Press> {
        let mut rest = Vec::with_capacity(presses.len());
        for press in presses {
            match press.action {
                Action::LogOlder => self.log.page_older(),
                Action::LogNewer => self.log.page_newer(),
                _ => rest.push(*press),
            }
        }
        if !rest.is_empty() {
            self.log.jump_to_newest();
        }
        rest
    }

    fn zoom(&mut self, presses: &[Press], pinch: i32) {
        let mut wheel = mouse_wheel().1;
        // The wheel over the log scrolls it, three lines a notch.
        if wheel != 0.0 && self.log.covers(screen::mouse().into()) {
            self.log.scroll(3 * wheel.signum() as isize);
            wheel = 0.0;
        }
        let zoom_in = presses.iter().any(|p| p.action == Action::ZoomIn) || wheel > 0.0;
        let zoom_out = presses.iter().any(|p| p.action == Action::ZoomOut) || wheel < 0.0;
        let stepped = self.camera.zoom.saturating_add_signed(pinch);
        self.camera.zoom = stepped.clamp(Camera::MIN_ZOOM, Camera::MAX_ZOOM);
        if zoom_in {
            self.camera.zoom = (self.camera.zoom + 1).min(Camera::MAX_ZOOM);
        }
        if zoom_out {
            self.camera.zoom = self.camera.zoom.saturating_sub(1).max(Camera::MIN_ZOOM);
        }
    }

    /// The tile under the mouse, if the mouse is over the map (not the status bar).
    fn hovered_tile(&self) -> Option<Pos> {
        self.tile_at_screen(screen::mouse().into())
    }

    /// The tile at a screen point, if the point is on the map (not the status bar or a button).
    fn tile_at_screen(&self, at: Vec2) -> Option<Pos> {
        let (mx, my) = (at.x, at.y);
        let on_map = mx >= 0.0
            && my >= 0.0
            && mx < screen::width()
            && my < screen::height() - hud::HEIGHT
            && self.touch.as_ref().is_none_or(|l| l.hit(at).is_none())
            && !self.log.covers(at);
        let p = self.camera.tile_at(at);
        (on_map && self.run.game().level().in_bounds(p)).then_some(p)
    }

    /// Carries out a command: the turn resolves at once, then plays back.
    pub fn act(&mut self, command: Command, atlas: &Atlas, now: f32) -> bool {
        self.playback.finish();
        match self.run.act(command) {
            Err(refusal) => {
                self.log
                    .push(&refusal.to_string(), ui::FAINT, self.run.game().turn(), now);
                self.travel = None;
                false
            }
            Ok(_) => {
                self.after_turn(atlas, now);
                true
            }
        }
    }

    /// Starts or stops sneaking: no turn passes, so only its own line goes to the log.
    fn toggle_sneak(&mut self, now: f32) -> bool {
        self.change(Command::ToggleSneak, now)
    }

    /// A command that costs no turn (sneaking, levelling up, spending a point): its one line
    /// goes to the log, or why it was refused.
    pub fn change(&mut self, command: Command, now: f32) -> bool {
        let turn = self.run.game().turn();
        if let Err(refusal) = self.run.act(command) {
            self.log.push(&refusal.to_string(), ui::FAINT, turn, now);
            return false;
        }
        let colour = match command {
            Command::ToggleSneak => ui::FAINT,
            _ => ui::GOLD,
        };
        if let Some(message) = self.run.game().messages().last() {
            self.log.push(&message.text, colour, turn, now);
        }
        true
    }

    fn after_turn(&mut self, atlas: &Atlas, now: f32) {
        let game = self.run.game();
        let visible = |p: Pos| game.is_visible(p);
        let looks = Looks {
            level: game.level(),
            sprites: &atlas.sprites.monsters,
            flier: game.flier_kind(),
            visible: &visible,
            spells: &game.tables().spells,
        };
        self.playback.play(game.events(), &looks);
        let turn = game.turn();
        let at = game.player_pos();
        super::web::console(&format!("torchdeep: turn {turn} at {} {}", at.x, at.y));
        let new = game.messages().rev().take_while(|m| m.turn == turn).count();
        for message in game.messages().skip(game.messages().len() - new) {
            self.log
                .push(&message.text, colour_of(&message.text), turn, now);
        }
        let floor_changed = self.run.game().floor() != self.light_floor;
        if floor_changed {
            self.light_floor = self.run.game().floor();
            let at = self.run.game().player_pos();
            self.camera.jump(vec2(at.x as f32, at.y as f32));
        }
        // Light follows glowing things carried off or dropped, and doors opened.
        if floor_changed || LightMap::changed_by(self.run.game().events(), atlas) {
            self.light = LightMap::new(self.run.game().level(), atlas);
        }
        self.remember(atlas);
    }

    fn remember(&mut self, atlas: &Atlas) {
        let game = self.run.game();
        let ids = game.state().identities();
        let sprite = |kind| atlas.item_sprite(ids, kind);
        self.memory
            .look(game.floor(), game.level(), sprite, |p| game.is_visible(p));
    }

    /// The key press an on-screen button stands for.
    fn press_of(&self, button: Button) -> Option<Press> {
        let action = match button {
            Button::Wait => Action::Wait,
            Button::PickUp => Action::PickUp,
            Button::Throw => Action::Throw,
            Button::Stairs => match self.stairs_here() {
                Some(Ground::StairsUp) => Action::Ascend,
                _ => Action::Descend,
            },
            Button::Menu => Action::Cancel,
            Button::Sneak => Action::Sneak,
            Button::Dart => Action::Dart,
            Button::Steal => Action::Steal,
        };
        Some(Press::of(action))
    }

    /// The stairs under the player, if any.
    fn stairs_here(&self) -> Option<Ground> {
        let (level, at) = (self.run.game().level(), self.run.game().player_pos());
        let ground = level.in_bounds(at).then(|| level.ground[at]);
        ground.filter(|g| matches!(g, Ground::StairsUp | Ground::StairsDown))
    }

    /// Where the player is drawn now (between tiles while walking), in tiles.
    pub(super) fn player_shown(&self) -> Vec2 {
        match self.playback.pose_of(self.run.game().player()) {
            Some(pose) => pose.base,
            None => {
                let p = self.run.game().player_pos();
                vec2(p.x as f32, p.y as f32)
            }
        }
    }
}

/// The turn a key asks for, if it asks for one.
fn command_of(action: Action) -> Option<Command> {
    match action {
        Action::Move(d) => Some(Command::Move(d)),
        Action::Dash(d) => Some(Command::Dash(d)),
        Action::Wait => Some(Command::Wait),
        Action::PickUp => Some(Command::PickUp),
        Action::Descend => Some(Command::Descend),
        Action::Ascend => Some(Command::Ascend),
        _ => None,
    }
}

/// The colour of a message: bad news red, good news green, kills gold.
fn colour_of(text: &str) -> Color {
    let has = |w: &str| text.contains(w);
    if has(" you for ") || has("You die") {
        ui::RED
    } else if has("You kill") {
        ui::GOLD
    } else if has("restores you") || has("You win") {
        ui::GREEN
    } else {
        ui::TEXT
    }
}
