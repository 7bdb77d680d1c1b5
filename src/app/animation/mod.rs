//! Playing a turn back at the app's pace. The rules resolve a turn at once and hand over its
//! events; this schedules them on a small timeline: the moves of one turn slide together,
//! an attack lunges and flashes its target, a thrown thing flies tile by tile, a spell flies,
//! bursts or glows before what it does shows, the dead fade.
//! It only says where each animated creature is drawn at a time; the view draws it.

use macroquad::math::{vec2, Vec2};
use torchdeep::data::{Area, MonsterId, SpellDef, SpellEffect};
use torchdeep::rules::event::{Event, Who};
use torchdeep::world::{CreatureId, Level, Pos};

/// Seconds each kind of animation takes.
const MOVE: f32 = 0.08;
const LUNGE: f32 = 0.12;
const FLASH: f32 = 0.18;
const FLY_PER_TILE: f32 = 0.035;
/// A dart crosses a tile in this many seconds.
const DART_PER_TILE: f32 = 0.03;
const FADE: f32 = 0.35;
/// A spell's bolt crosses a tile in this many seconds, and takes at least `BOLT_MIN`.
const BOLT_PER_TILE: f32 = 0.045;
const BOLT_MIN: f32 = 0.14;
const BURST: f32 = 0.38;
const GLOW: f32 = 0.5;

/// What a spell looks like as it is cast, in tiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpellShape {
    /// Flying from the caster to the farthest tile it struck (or its target).
    Bolt { from: Vec2, to: Vec2 },
    /// Spreading out to `radius` tiles around its centre.
    Burst { centre: Vec2, radius: f32 },
    /// Shining around the caster.
    Glow { at: Vec2 },
}

/// A spell being shown: its shape, whether it deals damage (drawn as fire, else as cool
/// light), and when it starts and ends.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SpellFx {
    shape: SpellShape,
    harmful: bool,
    t0: f32,
    t1: f32,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum SegKind {
    Move { from: Vec2, to: Vec2 },
    Lunge { toward: Vec2 },
    Flash,
    Fade,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Seg {
    t0: f32,
    t1: f32,
    kind: SegKind,
}

/// A creature this turn animates: where it starts, and its segments in time order.
#[derive(Clone, Debug)]
struct Actor {
    id: CreatureId,
    sprite: u16,
    start: Vec2,
    /// Where it stands after the segments so far (for scheduling).
    at: Pos,
    segs: Vec<Seg>,
    /// Gone from the level (dead, or a flight that ended): drawn only while animated.
    gone: bool,
}

/// Where and how to draw an animated creature now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    pub id: CreatureId,
    pub sprite: u16,
    /// In tiles (fractional while moving), a lunge included.
    pub pos: Vec2,
    /// The same without the lunge: where the camera looks.
    pub base: Vec2,
    /// 1 at the start of a hit flash, 0 without one.
    pub flash: f32,
    pub alpha: f32,
}

/// How to draw what a turn's events mention.
pub struct Looks<'a> {
    pub level: &'a Level,
    /// A monster's sprite by its kind.
    pub sprites: &'a [u16],
    /// The kind thrown things fly as (they move faster).
    pub flier: Option<MonsterId>,
    pub visible: &'a dyn Fn(Pos) -> bool,
    /// The spells' rows (`tables.spells`), for the shape of a cast.
    pub spells: &'a [SpellDef],
}

/// The beat being scheduled: the moves of one turn share a beat; anything else starts its own.
#[derive(Default)]
struct Beat {
    start: f32,
    end: f32,
    /// A beat of moves, and who already moved in it.
    moves: bool,
    moved: Vec<CreatureId>,
}

impl Beat {
    /// A new beat after everything so far; its start.
    fn next(&mut self) -> f32 {
        self.start = self.end;
        self.moves = false;
        self.moved.clear();
        self.start
    }

    /// The start of `who`'s move: in the current beat of moves unless it already moved there.
    fn moving(&mut self, who: CreatureId) -> f32 {
        if !self.moves || self.moved.contains(&who) {
            self.next();
            self.moves = true;
        }
        self.moved.push(who);
        self.start
    }
}

#[derive(Default)]
pub struct Playback {
    actors: Vec<Actor>,
    /// Items that have landed but whose flight is still drawn: hidden until then.
    landing: Vec<(Pos, f32)>,
    /// Darts in the air: from, to, and when they leave and arrive.
    darts: Vec<(Pos, Pos, f32, f32)>,
    spells: Vec<SpellFx>,
    /// The thrower of each thing launched this turn: (flier, thrower).
    throwers: Vec<(CreatureId, CreatureId)>,
    clock: f32,
    end: f32,
}

fn centre(p: Pos) -> Vec2 {
    vec2(p.x as f32, p.y as f32)
}

impl Playback {
    pub fn is_playing(&self) -> bool {
        (!self.actors.is_empty() || !self.spells.is_empty()) && self.clock < self.end
    }

    /// Jumps to the end: every creature where the rules left it.
    pub fn finish(&mut self) {
        self.actors.clear();
        self.landing.clear();
        self.darts.clear();
        self.spells.clear();
        self.throwers.clear();
        self.clock = 0.0;
        self.end = 0.0;
    }

    pub fn advance(&mut self, dt: f32) {
        self.clock += dt;
        if self.clock >= self.end {
            self.finish();
        }
    }

    fn actor(&mut self, id: CreatureId, sprite: u16, at: Pos) -> &mut Actor {
        let i = match self.actors.iter().position(|a| a.id == id) {
            Some(i) => i,
            None => {
                self.actors.push(Actor {
                    id,
                    sprite,
                    start: centre(at),
                    at,
                    segs: Vec::new(),
                    gone: false,
                });
                self.actors.len() - 1
            }
        };
        &mut self.actors[i]
    }

    /// Schedules a turn's events (whatever still played is finished first).
    pub fn play(&mut self, events: &[Event], looks: &Looks) {
        self.finish();
        if events.iter().any(|e| matches!(e, Event::TookStairs { .. })) {
            return; // The old floor is gone: nothing of it can be shown.
        }
        let seen = |p: Pos| (looks.visible)(p);
        let sprite = |who: Who| looks.sprites[who.kind.0 as usize];
        let mut beat = Beat::default();
        for (i, event) in events.iter().enumerate() {
            match *event {
                Event::Moved { who, from, to } => {
                    if !seen(from) && !seen(to) {
                        continue;
                    }
                    let length = if Some(who.kind) == looks.flier {
                        FLY_PER_TILE
                    } else {
                        MOVE
                    };
                    let start = beat.moving(who.id);
                    self.slide(who, sprite(who), from, to, start, length);
                    beat.end = beat.end.max(start + length);
                }
                Event::Launched {
                    flier, thrower, at, ..
                } => {
                    self.throwers.push((flier.id, thrower.id));
                    let Some(from) = self.place(thrower.id, looks) else {
                        continue;
                    };
                    if !seen(from) && !seen(at) {
                        continue;
                    }
                    let start = beat.moving(flier.id);
                    self.slide(flier, sprite(flier), from, at, start, FLY_PER_TILE);
                    beat.end = beat.end.max(start + FLY_PER_TILE);
                }
                Event::Hit {
                    attacker,
                    target,
                    at,
                    thrown,
                    ..
                } => {
                    if !seen(at) {
                        continue;
                    }
                    let start = beat.next();
                    let hit_at = if thrown {
                        start
                    } else if let Some(from) = self.place(attacker.id, looks) {
                        self.actor(attacker.id, sprite(attacker), from)
                            .segs
                            .push(Seg {
                                t0: start,
                                t1: start + LUNGE,
                                kind: SegKind::Lunge { toward: centre(at) },
                            });
                        start + LUNGE / 2.0
                    } else {
                        start
                    };
                    self.flash(target, sprite(target), at, hit_at);
                    beat.end = hit_at + FLASH / 2.0;
                }
                Event::Thrown {
                    who, from, target, ..
                } => {
                    if !seen(from) {
                        continue;
                    }
                    let start = beat.next();
                    self.actor(who.id, sprite(who), from).segs.push(Seg {
                        t0: start,
                        t1: start + LUNGE,
                        kind: SegKind::Lunge {
                            toward: centre(target),
                        },
                    });
                    beat.end = start + LUNGE / 2.0;
                }
                Event::Died { who, at, .. } => {
                    if !seen(at) {
                        continue;
                    }
                    let a = self.actor(who.id, sprite(who), at);
                    a.segs.push(Seg {
                        t0: beat.end,
                        t1: beat.end + FADE,
                        kind: SegKind::Fade,
                    });
                }
                Event::DartThrown { from, at, .. } => {
                    if !seen(from) && !seen(at) {
                        continue;
                    }
                    let start = beat.next();
                    let arrive = start + DART_PER_TILE * from.chebyshev(at) as f32;
                    self.darts.push((from, at, start, arrive));
                    beat.end = arrive;
                }
                Event::SpellCast {
                    who,
                    spell,
                    from,
                    target,
                    ..
                } => {
                    let Some(def) = looks.spells.get(usize::from(spell.0)) else {
                        continue;
                    };
                    if !seen(from) && !seen(target) {
                        continue;
                    }
                    let (shape, length) = spell_shape(def, who, from, target, &events[i + 1..]);
                    let start = beat.next();
                    self.spells.push(SpellFx {
                        shape,
                        harmful: def.effect == SpellEffect::Damage,
                        t0: start,
                        t1: start + length,
                    });
                    beat.end = start + length;
                }
                Event::Landed { at, .. } => self.landing.push((at, beat.end)),
                _ => {}
            }
        }
        for a in &mut self.actors {
            a.gone = looks.level.creatures.get(a.id).is_none();
        }
        self.end = self
            .actors
            .iter()
            .flat_map(|a| a.segs.iter().map(|s| s.t1))
            .fold(beat.end, f32::max);
        self.clock = 0.0;
        if self.end <= 0.0 {
            self.finish();
        }
    }

    fn slide(&mut self, who: Who, sprite: u16, from: Pos, to: Pos, t0: f32, length: f32) {
        let a = self.actor(who.id, sprite, from);
        a.segs.push(Seg {
            t0,
            t1: t0 + length,
            kind: SegKind::Move {
                from: centre(from),
                to: centre(to),
            },
        });
        a.at = to;
    }

    /// Where a creature stands for the timeline: its place so far this turn, else the level's.
    fn place(&self, id: CreatureId, looks: &Looks) -> Option<Pos> {
        self.actors
            .iter()
            .find(|a| a.id == id)
            .map(|a| a.at)
            .or_else(|| looks.level.creatures.get(id).map(|c| c.pos))
    }

    fn flash(&mut self, who: Who, sprite: u16, at: Pos, t0: f32) {
        self.actor(who.id, sprite, at).segs.push(Seg {
            t0,
            t1: t0 + FLASH,
            kind: SegKind::Flash,
        });
    }

    /// Whether the view must leave this creature to the playback.
    pub fn animates(&self, id: CreatureId) -> bool {
        self.actors.iter().any(|a| a.id == id)
    }

    /// Where each dart in the air is now (in tiles, fractional) and the way it flies.
    pub fn darts(&self) -> impl Iterator<Item = (Vec2, Vec2)> + '_ {
        self.darts
            .iter()
            .filter(|&&(_, _, t0, t1)| self.clock >= t0 && self.clock < t1)
            .map(|&(from, to, t0, t1)| {
                let k = (self.clock - t0) / (t1 - t0);
                let way = (centre(to) - centre(from)).normalize_or_zero();
                (centre(from).lerp(centre(to), k), way)
            })
    }

    /// Each spell being shown now: its shape, whether it deals damage, and how far along it is
    /// (0 to 1).
    pub fn spells(&self) -> impl Iterator<Item = (SpellShape, bool, f32)> + '_ {
        self.spells
            .iter()
            .filter(|s| self.clock >= s.t0 && self.clock < s.t1)
            .map(|s| (s.shape, s.harmful, (self.clock - s.t0) / (s.t1 - s.t0)))
    }

    /// Who threw a thing launched in the turn being played.
    pub fn thrower_of(&self, flier: CreatureId) -> Option<CreatureId> {
        self.throwers
            .iter()
            .find(|&&(f, _)| f == flier)
            .map(|&(_, t)| t)
    }

    /// Whether an item on this tile is still in the air.
    pub fn hides_item(&self, p: Pos) -> bool {
        self.landing
            .iter()
            .any(|&(at, t)| at == p && self.clock < t)
    }

    /// The pose of every animated creature now, in the order they were first mentioned.
    pub fn poses(&self) -> impl Iterator<Item = Pose> + '_ {
        self.actors.iter().filter_map(|a| self.pose(a))
    }

    /// Where a creature is drawn now, if it is animated and still shown.
    pub fn pose_of(&self, id: CreatureId) -> Option<Pose> {
        self.actors
            .iter()
            .find(|a| a.id == id)
            .and_then(|a| self.pose(a))
    }

    fn pose(&self, a: &Actor) -> Option<Pose> {
        let t = self.clock;
        let last = a.segs.iter().map(|s| s.t1).fold(0.0, f32::max);
        if a.gone && t >= last {
            return None;
        }
        let mut pos = a.start;
        let (mut offset, mut flash, mut alpha) = (Vec2::ZERO, 0.0, 1.0);
        for seg in a.segs.iter().filter(|s| s.t0 <= t) {
            let k = ((t - seg.t0) / (seg.t1 - seg.t0)).clamp(0.0, 1.0);
            match seg.kind {
                SegKind::Move { from, to } => pos = from.lerp(to, k),
                SegKind::Lunge { toward } => {
                    let d = (toward - pos).clamp_length_max(1.0);
                    offset = d * 0.35 * (k * std::f32::consts::PI).sin();
                }
                SegKind::Flash if k < 1.0 => flash = 1.0 - k,
                SegKind::Flash => {}
                SegKind::Fade => alpha = 1.0 - k,
            }
        }
        Some(Pose {
            id: a.id,
            sprite: a.sprite,
            pos: pos + offset,
            base: pos,
            flash,
            alpha,
        })
    }
}

/// How a cast looks and how long it takes. A bolt flies to the farthest creature the cast
/// struck or missed (the events after it, up to the next cast), else to its target.
fn spell_shape(
    def: &SpellDef,
    who: Who,
    from: Pos,
    target: Pos,
    after: &[Event],
) -> (SpellShape, f32) {
    match def.area {
        Area::Caster => (SpellShape::Glow { at: centre(from) }, GLOW),
        Area::Burst(radius) => {
            let at = if def.range == 0 { from } else { target };
            let shape = SpellShape::Burst {
                centre: centre(at),
                radius: radius as f32,
            };
            (shape, BURST)
        }
        Area::Single | Area::Line => {
            let struck = after
                .iter()
                .take_while(|e| !matches!(e, Event::SpellCast { .. }))
                .filter_map(|e| match *e {
                    Event::Hit { attacker, at, .. } | Event::Missed { attacker, at, .. }
                        if attacker.id == who.id =>
                    {
                        Some(at)
                    }
                    _ => None,
                })
                .max_by_key(|p| p.chebyshev(from));
            let to = struck.unwrap_or(target);
            let length = (BOLT_PER_TILE * from.chebyshev(to) as f32).max(BOLT_MIN);
            let shape = SpellShape::Bolt {
                from: centre(from),
                to: centre(to),
            };
            (shape, length)
        }
    }
}

#[cfg(test)]
mod tests;
