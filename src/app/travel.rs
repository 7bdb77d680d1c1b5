//! Travelling by mouse: a click walks the player along a shortest path over explored tiles,
//! one turn per step, each step shown. The walk stops when a creature comes into view, when a
//! key is pressed, when the path is blocked, or at the end.

use macroquad::prelude::*;
use torchdeep::rules::command::Direction;
use torchdeep::world::Pos;

use super::atlas::Atlas;
use super::view::Camera;

/// The pause between two steps, in seconds, on top of the step's own animation.
pub const STEP_DELAY: f32 = 0.07;

pub struct Travel {
    /// The tiles still to walk, the next one last (so a step is a `pop`).
    rest: Vec<Pos>,
    /// Creatures in view at the last step: more than that stops the walk.
    pub in_view: usize,
    next_at: f32,
}

/// What to do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Not yet: the pause between steps.
    Wait,
    Step(Direction),
    /// The path does not go on from where the player stands.
    Lost,
    Arrived,
}

impl Travel {
    /// A walk along `path` (the start excluded), with `in_view` creatures seen now.
    pub fn new(mut path: Vec<Pos>, in_view: usize, now: f32) -> Travel {
        path.reverse();
        Travel {
            rest: path,
            in_view,
            next_at: now,
        }
    }

    pub fn next(&self, from: Pos, now: f32) -> Next {
        let Some(&to) = self.rest.last() else {
            return Next::Arrived;
        };
        if now < self.next_at {
            return Next::Wait;
        }
        match Direction::from_delta(to.x - from.x, to.y - from.y) {
            Some(d) => Next::Step(d),
            None => Next::Lost,
        }
    }

    /// The tile the next step goes to.
    pub fn next_tile(&self) -> Option<Pos> {
        self.rest.last().copied()
    }

    /// Whether the step ahead is the last one (its tile is where the player clicked).
    pub fn is_last_step(&self) -> bool {
        self.rest.len() == 1
    }

    /// The player stands on `at` now: drop the steps behind, wait before the next.
    pub fn stepped(&mut self, at: Pos, now: f32) {
        if self.rest.last() == Some(&at) {
            self.rest.pop();
        }
        self.next_at = now + STEP_DELAY;
    }

    /// Dots along the rest of the way, and the target.
    pub fn draw(&self, atlas: &Atlas, camera: &Camera) {
        let tile = camera.tile();
        for (i, p) in self.rest.iter().enumerate() {
            let at = camera.to_screen(vec2(p.x as f32, p.y as f32));
            let sprite = if i == 0 {
                atlas.sprites.cursor
            } else {
                atlas.sprites.path_dot
            };
            atlas.draw(sprite, at.x, at.y, tile, Color::new(1.0, 1.0, 1.0, 0.8));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_follow_the_path_and_wait_between() {
        let path = vec![Pos::new(2, 1), Pos::new(3, 1)];
        let mut t = Travel::new(path, 0, 0.0);
        assert_eq!(t.next(Pos::new(1, 1), 0.0), Next::Step(Direction::E));
        t.stepped(Pos::new(2, 1), 0.0);
        assert_eq!(t.next(Pos::new(2, 1), 0.01), Next::Wait);
        assert!(t.is_last_step());
        assert_eq!(t.next(Pos::new(2, 1), 1.0), Next::Step(Direction::E));
        t.stepped(Pos::new(3, 1), 1.0);
        assert_eq!(t.next(Pos::new(3, 1), 2.0), Next::Arrived);
    }

    #[test]
    fn a_player_pushed_off_the_path_is_lost() {
        let t = Travel::new(vec![Pos::new(5, 5)], 0, 0.0);
        assert_eq!(t.next(Pos::new(1, 1), 0.0), Next::Lost);
    }
}
