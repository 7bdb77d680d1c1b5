//! Which music track plays how loud: the current quadrant's track rises to full, the others
//! fall silent, and in a transition hallway the last track dips to a murmur. Two tracks sound
//! together while one fades out and the next fades in.

/// One track per quadrant difficulty: aa 0, ab 1, bb 2, ba 3.
pub const TRACKS: usize = 4;
/// The level the last quadrant's track keeps in a transition hallway.
pub const HALLWAY_LEVEL: f32 = 0.3;
/// Seconds from silence to full.
pub const FADE_IN: f32 = 3.0;
/// Seconds from full to silence.
pub const FADE_OUT: f32 = 2.0;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Crossfade {
    levels: [f32; TRACKS],
    targets: [f32; TRACKS],
    current: Option<usize>,
}

impl Crossfade {
    /// In a quadrant of this difficulty (0..=3, larger is taken as 3), or in a hallway (`None`).
    pub fn set_place(&mut self, quadrant: Option<u8>) {
        if let Some(q) = quadrant {
            self.current = Some((q as usize).min(TRACKS - 1));
        }
        for (i, target) in self.targets.iter_mut().enumerate() {
            *target = match (self.current, quadrant) {
                (Some(c), Some(_)) if c == i => 1.0,
                (Some(c), None) if c == i => HALLWAY_LEVEL,
                _ => 0.0,
            };
        }
    }

    /// Fades every track out (a title or end screen); the next `set_place` brings music back.
    pub fn silence(&mut self) {
        self.current = None;
        self.targets = [0.0; TRACKS];
    }

    /// Moves every level towards its target.
    pub fn update(&mut self, dt: f32) {
        let dt = dt.clamp(0.0, 0.5);
        for (level, &target) in self.levels.iter_mut().zip(&self.targets) {
            if *level < target {
                *level = (*level + dt / FADE_IN).min(target);
            } else {
                *level = (*level - dt / FADE_OUT).max(target);
            }
        }
    }

    /// The gain of track `i`, 0..=1: the level squared, so fades sound even to the ear.
    pub fn gain(&self, i: usize) -> f32 {
        self.levels[i] * self.levels[i]
    }

    /// Whether track `i` sounds now or is about to.
    pub fn audible(&self, i: usize) -> bool {
        self.levels[i] > 0.0 || self.targets[i] > 0.0
    }

    /// The quadrant whose music is wanted.
    #[cfg(test)]
    pub fn current(&self) -> Option<usize> {
        self.current
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(fade: &mut Crossfade, seconds: f32) {
        for _ in 0..(seconds * 60.0) as usize {
            fade.update(1.0 / 60.0);
        }
    }

    #[test]
    fn crossfades_through_a_hallway() {
        let mut f = Crossfade::default();
        assert!(!(0..TRACKS).any(|i| f.audible(i)));
        f.set_place(Some(0));
        assert!(f.audible(0) && f.gain(0) == 0.0, "starts from silence");
        run(&mut f, 1.0);
        assert!(f.gain(0) > 0.0 && f.gain(0) < 1.0);
        run(&mut f, FADE_IN);
        assert_eq!(f.gain(0), 1.0);

        f.set_place(None);
        run(&mut f, FADE_OUT);
        assert!((f.gain(0) - HALLWAY_LEVEL * HALLWAY_LEVEL).abs() < 1e-6);
        assert!(!f.audible(1));

        f.set_place(Some(1));
        run(&mut f, 0.3);
        assert!(
            f.gain(0) > 0.0 && f.gain(1) > 0.0,
            "both sound while crossing"
        );
        run(&mut f, FADE_IN);
        assert_eq!(f.gain(1), 1.0);
        assert!(!f.audible(0), "the old track is done");

        f.set_place(Some(9));
        assert_eq!(f.current(), Some(3));
        f.silence();
        run(&mut f, FADE_OUT + 0.1);
        assert!(!(0..TRACKS).any(|i| f.audible(i)));
    }

    #[test]
    fn a_long_frame_does_not_jump() {
        let mut f = Crossfade::default();
        f.set_place(Some(2));
        f.update(10.0);
        assert!(f.gain(2) < 0.1);
    }
}
