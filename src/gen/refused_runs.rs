//! What the exhaustive corridor search (`join`) learns from the paths it refuses: which
//! other paths from the same start are refused for the same tile, so it need not lay and
//! read them. Skipping them changes nothing but the time; on a floor whose hallways find no
//! clean path by chance the search tries thousands.

use super::dig::End;

/// The straight run an L path takes from its start's point before it bends: its direction
/// (right, left, down, up) and its length in steps, the bend being the last of them.
#[derive(Clone, Copy)]
pub struct FirstRun {
    direction: usize,
    steps: i32,
}

impl FirstRun {
    pub fn of(start: End, end: End, horizontal_first: bool) -> FirstRun {
        let (a, b) = (start.point, end.point);
        let (direction, steps) = match horizontal_first {
            true => (usize::from(b.x < a.x), (b.x - a.x).abs()),
            false => (2 + usize::from(b.y < a.y), (b.y - a.y).abs()),
        };
        FirstRun { direction, steps }
    }
}

/// The L paths from one start that are surely not clean, known from those refused so far. A
/// path's tiles are the start's doorway, if it has one, then its first run from the start's
/// point; a tile's fault follows from the tiles up to the next one (`first_fault`). So a path
/// refused at a tile whose next one lies in that common beginning dooms every path from the
/// same start whose first run goes as far the same way: the search skips them, which changes
/// nothing but the time.
pub struct RefusedRuns {
    /// How many tiles come before the start's point: its doorway's inside and door.
    before_point: i32,
    /// By direction, the fewest steps of a first run that is surely refused.
    refused_from: [i32; 4],
}

impl RefusedRuns {
    pub fn for_start(start: End) -> RefusedRuns {
        RefusedRuns {
            before_point: if start.doorway.is_some() { 2 } else { 0 },
            refused_from: [i32::MAX; 4],
        }
    }

    pub fn covers(&self, run: FirstRun) -> bool {
        run.steps >= self.refused_from[run.direction]
    }

    /// Notes that the path of `run` was refused at its tile `at`.
    pub fn note(&mut self, run: FirstRun, at: usize) {
        // The steps along the first run of the tile after the faulty one.
        let next = at as i32 + 1 - self.before_point;
        if next > run.steps {
            return; // past the bend: the rest of this path decided it
        }
        if next <= 0 {
            // Within the doorway and the start's point, which every path from here shares.
            self.refused_from = [0; 4];
        } else {
            let least = &mut self.refused_from[run.direction];
            *least = (*least).min(next);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::dig::{corridor_path, Doorway};
    use crate::world::Pos;

    /// An end at a random point, through a doorway facing a random way half the time.
    fn random_end(rng: &mut fastrand::Rng) -> End {
        let point = Pos::new(rng.i32(0..30), rng.i32(0..30));
        if rng.bool() {
            return End::at(point);
        }
        let (dx, dy) = [(1, 0), (-1, 0), (0, 1), (0, -1)][rng.u32(0..4) as usize];
        End::through(Doorway {
            inside: point.offset(-2 * dx, -2 * dy),
            door: point.offset(-dx, -dy),
            outside: point,
        })
    }

    #[test]
    fn a_path_is_covered_only_if_it_begins_as_a_refused_one_up_to_after_its_fault() {
        let mut rng = fastrand::Rng::with_seed(11);
        let (mut refused_path, mut other) = (Vec::new(), Vec::new());
        let mut covered = 0;
        for _ in 0..3000 {
            let start = random_end(&mut rng);
            let mut refused = RefusedRuns::for_start(start);
            let (end, first) = (random_end(&mut rng), rng.bool());
            corridor_path(start, end, first, &mut refused_path);
            let at = rng.u32(0..refused_path.len() as u32) as usize;
            refused.note(FirstRun::of(start, end, first), at);
            for _ in 0..20 {
                let (end, first) = (random_end(&mut rng), rng.bool());
                if !refused.covers(FirstRun::of(start, end, first)) {
                    continue;
                }
                covered += 1;
                corridor_path(start, end, first, &mut other);
                assert!(
                    other.len() > at + 1 && other[..=at + 1] == refused_path[..=at + 1],
                    "{other:?} is covered by {refused_path:?} refused at {at}"
                );
            }
        }
        assert!(covered > 1000, "only {covered} paths covered");
    }
}
