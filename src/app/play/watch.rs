//! Watching a run instead of playing it (a replay in the window): recorded commands are
//! carried out as if typed, and each frame only plays the last turn on.

use torchdeep::rules::command::Command;

use super::Play;
use crate::app::atlas::Atlas;

impl Play {
    /// Carries out a recorded command as the player's key would have; false when the game
    /// refuses it (the replay has diverged).
    pub fn perform(&mut self, command: Command, atlas: &Atlas, now: f32) -> bool {
        match command {
            Command::ToggleSneak | Command::LevelUp | Command::Raise(_) => {
                self.change(command, now)
            }
            _ => self.act(command, atlas, now),
        }
    }

    /// One frame of watching: the last turn plays on and the mouse wheel zooms.
    pub fn watch(&mut self, dt: f32) {
        self.zoom(&[], 0);
        self.playback.advance(dt);
    }

    /// Names the place in the status bar instead of the floor (a Rogue Code raid room).
    pub fn name_place(&mut self, place: String) {
        self.place = Some(place);
    }

    /// Keeps the zoom of the view this one replaces.
    pub fn set_zoom(&mut self, zoom: u32) {
        self.camera.zoom = zoom;
    }
}
