//! Two fingers zoom: the ratio of their distance now to their distance when the second one
//! touched gives whole zoom steps, the same steps as PgUp and PgDn.

use macroquad::math::Vec2;

/// The distance ratio of one zoom step.
pub const STEP_RATIO: f32 = 1.35;

/// Whole zoom steps for fingers `start` apart at first and `now` apart now: positive spreads
/// (zoom in), negative pinches (zoom out); less than a full step is none.
pub fn steps(start: f32, now: f32) -> i32 {
    if start <= 0.0 || now <= 0.0 {
        return 0;
    }
    let k = (now / start).ln() / STEP_RATIO.ln();
    // A hair of tolerance, so an exact multiple of the ratio counts.
    (k + k.signum() * 1e-4).trunc() as i32
}

/// A pinch in progress.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pinch {
    start: f32,
    applied: i32,
}

impl Pinch {
    pub fn new(a: Vec2, b: Vec2) -> Pinch {
        Pinch {
            start: a.distance(b),
            applied: 0,
        }
    }

    /// The zoom steps to take this frame, with the fingers at `a` and `b`.
    pub fn update(&mut self, a: Vec2, b: Vec2) -> i32 {
        let total = steps(self.start, a.distance(b));
        let delta = total - self.applied;
        self.applied = total;
        delta
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use macroquad::math::vec2;

    #[test]
    fn distance_ratio_gives_whole_steps() {
        assert_eq!(steps(100.0, 100.0), 0);
        assert_eq!(steps(100.0, 120.0), 0, "less than a step");
        assert_eq!(steps(100.0, 135.0), 1);
        assert_eq!(steps(100.0, 100.0 * 1.35 * 1.35), 2);
        assert_eq!(steps(100.0, 80.0), 0);
        assert_eq!(steps(100.0, 100.0 / 1.35), -1);
        assert_eq!(steps(100.0, 30.0), -4);
        assert_eq!(steps(0.0, 30.0), 0, "fingers on one point");
    }

    #[test]
    fn a_pinch_gives_each_step_once() {
        let (a, b) = (vec2(100.0, 100.0), vec2(200.0, 100.0));
        let mut p = Pinch::new(a, b);
        assert_eq!(p.update(a, vec2(220.0, 100.0)), 0);
        assert_eq!(p.update(a, vec2(240.0, 100.0)), 1);
        assert_eq!(p.update(a, vec2(241.0, 100.0)), 0);
        assert_eq!(
            p.update(a, vec2(300.0, 100.0)),
            1,
            "100 → 200: two steps in all, one of them new"
        );
        assert_eq!(p.update(a, vec2(200.0, 100.0)), -2, "back to the start");
    }
}
