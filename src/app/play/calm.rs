//! Whether a run's picture is calm: nothing moves but what is animated by the clock alone
//! (torches and their light, other animated tiles), so frames can come slower (see
//! `app::pacing`).

use super::Play;

impl Play {
    /// No turn is being played back, no walk or aim is under way, no question is asked and
    /// the run has not ended.
    pub fn calm(&self) -> bool {
        !self.playback.is_playing()
            && self.travel.is_none()
            && self.targeting.is_none()
            && !self.leaving
            && self.ended_at.is_none()
    }
}
