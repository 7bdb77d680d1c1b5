//! The game's music and sound effects: the scores embedded from `assets/music` and
//! `assets/sfx`, which effect each game event makes, and rendering to WAV.

use torchdeep::data::MonsterId;
use torchdeep::rules::Event;

use super::score::{self, Kind, ParseError, Score};
use super::synth::{self, SAMPLE_RATE};
use super::wav;

/// A score kept as text in the project.
#[derive(Clone, Copy, Debug)]
pub struct Asset {
    /// Its path in the repository, for error messages.
    pub path: &'static str,
    pub text: &'static str,
}

macro_rules! asset {
    ($dir:literal, $name:literal) => {
        Asset {
            path: concat!("assets/", $dir, "/", $name, ".txt"),
            text: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/",
                $dir,
                "/",
                $name,
                ".txt"
            )),
        }
    };
}

/// One track per quadrant, by difficulty: aa (calm), ab, bb, ba (tense).
pub const MUSIC: [Asset; 4] = [
    asset!("music", "aa"),
    asset!("music", "ab"),
    asset!("music", "bb"),
    asset!("music", "ba"),
];

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sfx {
    /// A blow lands on a creature.
    Hit,
    /// The player is struck.
    Hurt,
    /// A thrown item strikes a creature.
    Thud,
    Throw,
    /// A thrown item lands, is punched out of the air or collides.
    Clack,
    PickUp,
    Trap,
    Door,
    Stairs,
    /// Healed in a transition hallway.
    Heal,
    /// A creature dies.
    Kill,
    /// The player dies.
    Death,
    Victory,
    /// A spell flies along a line (a bolt, a ray, a blink).
    Bolt,
    /// A spell bursts over an area.
    Burst,
    /// A spell on the caster alone (a shield, a cure).
    Glow,
}

impl Sfx {
    pub const ALL: [Sfx; 16] = [
        Sfx::Hit,
        Sfx::Hurt,
        Sfx::Thud,
        Sfx::Throw,
        Sfx::Clack,
        Sfx::PickUp,
        Sfx::Trap,
        Sfx::Door,
        Sfx::Stairs,
        Sfx::Heal,
        Sfx::Kill,
        Sfx::Death,
        Sfx::Victory,
        Sfx::Bolt,
        Sfx::Burst,
        Sfx::Glow,
    ];

    /// Its place in [`Sfx::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn asset(self) -> Asset {
        match self {
            Sfx::Hit => asset!("sfx", "hit"),
            Sfx::Hurt => asset!("sfx", "hurt"),
            Sfx::Thud => asset!("sfx", "thud"),
            Sfx::Throw => asset!("sfx", "throw"),
            Sfx::Clack => asset!("sfx", "clack"),
            Sfx::PickUp => asset!("sfx", "pickup"),
            Sfx::Trap => asset!("sfx", "trap"),
            Sfx::Door => asset!("sfx", "door"),
            Sfx::Stairs => asset!("sfx", "stairs"),
            Sfx::Heal => asset!("sfx", "heal"),
            Sfx::Kill => asset!("sfx", "kill"),
            Sfx::Death => asset!("sfx", "death"),
            Sfx::Victory => asset!("sfx", "victory"),
            Sfx::Bolt => asset!("sfx", "bolt"),
            Sfx::Burst => asset!("sfx", "burst"),
            Sfx::Glow => asset!("sfx", "glow"),
        }
    }
}

/// The effect an event makes, if any. `player` is the player's monster row, so that the
/// player being hurt, picking up or dying sounds different from a monster doing so.
pub fn effect_for(event: &Event, player: MonsterId) -> Option<Sfx> {
    Some(match event {
        Event::Hit { target, thrown, .. } => {
            if target.kind == player {
                Sfx::Hurt
            } else if *thrown {
                Sfx::Thud
            } else {
                Sfx::Hit
            }
        }
        Event::Died { who, .. } if who.kind == player => Sfx::Death,
        Event::Died { .. } => Sfx::Kill,
        Event::PickedUp { who, .. } if who.kind == player => Sfx::PickUp,
        Event::Thrown { .. } | Event::DartThrown { .. } => Sfx::Throw,
        Event::Punched { .. } | Event::Collided { .. } | Event::Landed { .. } => Sfx::Clack,
        Event::DoorOpened { .. } => Sfx::Door,
        Event::TookStairs { .. } | Event::Fled { .. } => Sfx::Stairs,
        Event::Healed { who, .. } if who.kind == player => Sfx::Heal,
        Event::Won { .. } => Sfx::Victory,
        Event::TrapSprung { .. } => Sfx::Trap,
        // A lock gives, a lid lifts: the door's creak; a failed try knocks.
        Event::Tested { success: true, .. } => Sfx::Door,
        Event::Tested { success: false, .. } | Event::TrapDisarmed { .. } => Sfx::Clack,
        Event::Received { .. } => Sfx::PickUp,
        _ => return None,
    })
}

pub fn music_score(quadrant: usize) -> Result<Score, ParseError> {
    let a = MUSIC[quadrant];
    score::parse(a.path, a.text, Kind::Loop)
}

pub fn sfx_score(sfx: Sfx) -> Result<Score, ParseError> {
    let a = sfx.asset();
    score::parse(a.path, a.text, Kind::OneShot)
}

/// A rendered score as an in-memory WAV file.
pub fn to_wav(score: &Score) -> Vec<u8> {
    wav::encode(&synth::to_pcm16(&score.render()), SAMPLE_RATE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use torchdeep::data::ItemId;
    use torchdeep::rules::Who;
    use torchdeep::world::{CreatureId, Pos};

    #[test]
    fn sfx_are_listed_in_order() {
        for (i, s) in Sfx::ALL.iter().enumerate() {
            assert_eq!(s.index(), i);
        }
    }

    #[test]
    fn every_score_parses() {
        for q in 0..MUSIC.len() {
            let s = music_score(q).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                (8.0..=16.0).contains(&s.bars()) && s.bars().fract() == 0.0,
                "{}: {} bars",
                s.file,
                s.bars()
            );
            assert!(!s.title.is_empty(), "{} has a title", s.file);
        }
        for sfx in Sfx::ALL {
            let s = sfx_score(sfx).unwrap_or_else(|e| panic!("{e}"));
            assert!(s.seconds() < 4.0, "{} lasts {} s", s.file, s.seconds());
        }
    }

    #[test]
    fn tracks_loop_without_a_click() {
        for q in 0..MUSIC.len() {
            let s = music_score(q).unwrap();
            let out = s.render();
            assert_eq!(out.len(), s.loop_samples(), "{}: whole bars", s.file);
            let (first, last) = (out[0], out[out.len() - 1]);
            assert!(first.abs() < 1e-3, "{}: first sample {first}", s.file);
            assert!(last.abs() < 1e-3, "{}: last sample {last}", s.file);
            // The step across the seam is no larger than the music's usual steps.
            let seam = (first - last).abs();
            let typical =
                out.windows(2).map(|w| (w[1] - w[0]).abs()).sum::<f32>() / (out.len() - 1) as f32;
            assert!(seam <= typical.max(1e-3), "{}: seam {seam}", s.file);
            // Nothing clips, and the music is neither silent nor deafening.
            let rms = synth::rms(&out);
            assert!(synth::peak(&out) <= 0.95, "{}", s.file);
            assert!((0.05..0.3).contains(&rms), "{}: rms {rms}", s.file);
        }
    }

    #[test]
    fn effects_start_and_end_silent() {
        for sfx in Sfx::ALL {
            let out = sfx_score(sfx).unwrap().render();
            assert!(out.len() > 1000, "{sfx:?}");
            assert!(
                out[0].abs() < 1e-3 && out[out.len() - 1].abs() < 1e-2,
                "{sfx:?}"
            );
            assert!(synth::peak(&out) <= 0.95, "{sfx:?}");
            assert!(wav::looks_like_wav(&to_wav(&sfx_score(sfx).unwrap())));
        }
    }

    /// Every track and effect renders to sound (how fast is for a benchmark, not a test: it
    /// prints the time it took).
    #[test]
    fn every_track_and_effect_renders() {
        let started = std::time::Instant::now();
        let mut seconds = 0.0;
        for q in 0..MUSIC.len() {
            let s = music_score(q).unwrap();
            seconds += s.seconds();
            assert!(
                to_wav(&s).len() > 44 + 44_100,
                "track {q} holds a second of sound"
            );
        }
        for sfx in Sfx::ALL {
            assert!(
                to_wav(&sfx_score(sfx).unwrap()).len() > 44,
                "{sfx:?} is silent"
            );
        }
        let took = started.elapsed();
        eprintln!("rendered {seconds:.0} s of music and every effect in {took:?}");
    }

    /// Writes every track and effect as WAV files to `$TORCHDEEP_AUDIO_DUMP` (or the temporary
    /// directory): `cargo test --bin torchdeep dump_wavs -- --ignored`.
    #[test]
    #[ignore]
    fn dump_wavs() {
        let dir = std::env::var_os("TORCHDEEP_AUDIO_DUMP")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(std::env::temp_dir);
        let names = ["aa", "ab", "bb", "ba"];
        for (q, name) in names.iter().enumerate() {
            let s = music_score(q).unwrap();
            let out = s.render();
            eprintln!(
                "track_{name}: {} bars, {:.1} s, peak {:.2}, rms {:.3}",
                s.bars(),
                s.seconds(),
                synth::peak(&out),
                synth::rms(&out)
            );
            std::fs::write(dir.join(format!("track_{name}.wav")), to_wav(&s)).unwrap();
        }
        for sfx in Sfx::ALL {
            let s = sfx_score(sfx).unwrap();
            let name = format!("sfx_{sfx:?}.wav").to_lowercase();
            std::fs::write(dir.join(name), to_wav(&s)).unwrap();
        }
    }

    #[test]
    fn events_make_the_right_sounds() {
        let player = MonsterId(0);
        let you = Who {
            id: CreatureId(1),
            kind: player,
        };
        let verp = Who {
            id: CreatureId(2),
            kind: MonsterId(1),
        };
        let at = Pos::new(1, 1);
        let hit = |attacker, target, thrown| Event::Hit {
            attacker,
            target,
            at,
            damage: 2,
            hp: 5,
            thrown,
            critical: false,
        };
        assert_eq!(effect_for(&hit(you, verp, false), player), Some(Sfx::Hit));
        assert_eq!(effect_for(&hit(you, verp, true), player), Some(Sfx::Thud));
        assert_eq!(effect_for(&hit(verp, you, false), player), Some(Sfx::Hurt));
        let died = |who| Event::Died {
            who,
            at,
            killer: None,
        };
        assert_eq!(effect_for(&died(you), player), Some(Sfx::Death));
        assert_eq!(effect_for(&died(verp), player), Some(Sfx::Kill));
        let picked = |who| Event::PickedUp {
            who,
            at,
            item: torchdeep::world::Item::new(ItemId(0), 1),
            stolen: false,
        };
        assert_eq!(effect_for(&picked(you), player), Some(Sfx::PickUp));
        assert_eq!(effect_for(&picked(verp), player), None);
        assert_eq!(
            effect_for(&Event::DoorOpened { by: verp, at }, player),
            Some(Sfx::Door)
        );
        assert_eq!(
            effect_for(&Event::Won { who: you }, player),
            Some(Sfx::Victory)
        );
        assert_eq!(
            effect_for(
                &Event::Moved {
                    who: you,
                    from: at,
                    to: at
                },
                player
            ),
            None
        );
    }
}
