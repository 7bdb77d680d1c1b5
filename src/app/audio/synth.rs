//! A small synthesiser: band-limited oscillators (sine, square, triangle, saw, noise), ADSR
//! envelopes, a two-pole low-pass filter, pitch slides, vibrato, and a mixer that adds notes into
//! one mono buffer of `f32` samples at [`SAMPLE_RATE`].
//!
//! Every note starts and ends its envelope at exactly zero and the filter sits before the
//! envelope, so a note never clicks, whatever its oscillator does.

use std::f32::consts::TAU;

/// Samples per second of everything rendered: mono, 22,050 Hz, to keep memory small.
pub const SAMPLE_RATE: u32 = 22_050;
const FS: f32 = SAMPLE_RATE as f32;

/// The shortest attack and release, in seconds: anything shorter would click.
pub const MIN_ATTACK: f32 = 0.002;
pub const MIN_RELEASE: f32 = 0.005;

/// Vibrato speed, in Hz.
const VIBRATO_RATE: f32 = 5.0;
/// Samples between recomputing a note's frequency and filter coefficient.
const CONTROL_BLOCK: usize = 8;

/// An oscillator's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Square,
    Triangle,
    Saw,
    /// White noise held for 1/(16·f) seconds: low notes are dark rumbles, high notes hiss.
    Noise,
}

impl Wave {
    pub fn parse(name: &str) -> Option<Wave> {
        Some(match name {
            "sine" => Wave::Sine,
            "square" => Wave::Square,
            "triangle" => Wave::Triangle,
            "saw" => Wave::Saw,
            "noise" => Wave::Noise,
            _ => return None,
        })
    }
}

/// Attack, decay, sustain, release: seconds, seconds, level (0..=1), seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adsr {
    pub attack: f32,
    pub decay: f32,
    pub sustain: f32,
    pub release: f32,
}

impl Adsr {
    /// The envelope `t` seconds after the note started, the key being released at `gate`
    /// seconds and the release taking `release` seconds (a note may shorten its release to fit
    /// a loop). It rises linearly from 0, decays along a curve to the sustain level, and falls
    /// along a curve to exactly 0 at `gate + release`.
    pub fn level(&self, t: f32, gate: f32, release: f32) -> f32 {
        if t <= 0.0 {
            return 0.0;
        }
        if t < gate {
            return self.held(t);
        }
        let x = (t - gate) / release.max(1e-6);
        if x >= 1.0 {
            0.0
        } else {
            self.held(gate) * (1.0 - x) * (1.0 - x)
        }
    }

    /// The level while the key is down.
    fn held(&self, t: f32) -> f32 {
        let attack = self.attack.max(MIN_ATTACK);
        if t < attack {
            return t / attack;
        }
        let x = (t - attack) / self.decay.max(1e-6);
        if x >= 1.0 {
            self.sustain
        } else {
            self.sustain + (1.0 - self.sustain) * (1.0 - x) * (1.0 - x)
        }
    }
}

/// How an instrument sounds; every field is a named parameter of the text format.
#[derive(Clone, Debug, PartialEq)]
pub struct Instrument {
    pub wave: Wave,
    /// Share of a square's period spent high (0.05..=0.95).
    pub duty: f32,
    pub env: Adsr,
    /// Low-pass cutoff in Hz; at or above the Nyquist frequency the filter is off.
    pub cutoff: f32,
    /// The cutoff follows the envelope: `cutoff × (1 + sweep × envelope)`.
    pub sweep: f32,
    /// A second oscillator this many cents above the first (0: one oscillator).
    pub detune: f32,
    /// Semitones the pitch moves over `glide` seconds (negative: falls).
    pub slide: f32,
    /// Seconds the slide takes; 0 means the note's whole length.
    pub glide: f32,
    /// Vibrato depth in cents, fading in over the first 0.4 s.
    pub vibrato: f32,
    /// Loudness of the instrument in the mix.
    pub gain: f32,
    /// The pitch (MIDI number) of a bare hit, `x` or `X`, in a pattern.
    pub hit_pitch: f32,
    /// Echo: each repeat is this much quieter (0: no echo).
    pub echo: f32,
    /// Steps between echoes.
    pub delay: u32,
}

impl Default for Instrument {
    fn default() -> Self {
        Instrument {
            wave: Wave::Triangle,
            duty: 0.5,
            env: Adsr {
                attack: 0.01,
                decay: 0.1,
                sustain: 0.7,
                release: 0.1,
            },
            cutoff: FS,
            sweep: 0.0,
            detune: 0.0,
            slide: 0.0,
            glide: 0.0,
            vibrato: 0.0,
            gain: 0.5,
            hit_pitch: 60.0,
            echo: 0.0,
            delay: 3,
        }
    }
}

/// One note to render.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    /// First sample.
    pub start: usize,
    /// Seconds the key is held.
    pub gate: f32,
    /// Seconds the release takes (the instrument's, or less to fit a loop).
    pub release: f32,
    /// MIDI note number: 69 is A4 = 440 Hz.
    pub pitch: f32,
    /// Loudness, 0..=1.
    pub velocity: f32,
    /// Multiplies the cutoff: echoes get darker.
    pub brightness: f32,
}

impl Note {
    /// Samples from the first to the last that sounds.
    pub fn len(&self) -> usize {
        ((self.gate + self.release) * FS).ceil() as usize
    }
}

/// The frequency of a MIDI note number.
pub fn frequency(pitch: f32) -> f32 {
    440.0 * ((pitch - 69.0) / 12.0).exp2()
}

/// Seconds to samples, rounded.
pub fn samples(seconds: f64) -> usize {
    (seconds * SAMPLE_RATE as f64).round() as usize
}

/// Deterministic white noise (xorshift32).
#[derive(Clone, Copy, Debug)]
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Noise {
        Noise(seed.wrapping_mul(0x9E37_79B9) | 1)
    }

    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }
}

/// The step correction that removes most aliasing from a jump in a waveform (PolyBLEP).
fn blep(t: f32, dt: f32) -> f32 {
    if t < dt {
        let t = t / dt;
        t + t - t * t - 1.0
    } else if t > 1.0 - dt {
        let t = (t - 1.0) / dt;
        t * t + t + t + 1.0
    } else {
        0.0
    }
}

/// One oscillator: a phase in 0..1 advanced by `dt` (cycles per sample) each sample.
#[derive(Clone, Copy, Debug)]
struct Osc {
    phase: f32,
    held: f32,
    noise: Noise,
}

impl Osc {
    fn new(seed: u32) -> Osc {
        let mut noise = Noise::new(seed);
        Osc {
            phase: 0.0,
            held: noise.next(),
            noise,
        }
    }

    fn sample(&mut self, wave: Wave, duty: f32, dt: f32) -> f32 {
        let t = self.phase;
        let out = match wave {
            Wave::Sine => (TAU * t).sin(),
            Wave::Triangle => {
                // Starts at 0 and rises, like the sine.
                let u = (t + 0.25).fract();
                1.0 - 4.0 * (u - 0.5).abs()
            }
            Wave::Saw => 2.0 * t - 1.0 - blep(t, dt),
            Wave::Square => {
                let raw = if t < duty { 1.0 } else { -1.0 };
                // Band-limit both edges and remove the offset of an uneven duty.
                raw + blep(t, dt) - blep((t + 1.0 - duty).fract(), dt) - (2.0 * duty - 1.0)
            }
            Wave::Noise => self.held,
        };
        self.phase += dt;
        if self.phase >= 1.0 {
            self.phase -= self.phase.floor();
            if wave == Wave::Noise {
                self.held = self.noise.next();
            }
        }
        out
    }
}

/// Two one-pole low-passes in series (12 dB per octave).
#[derive(Clone, Copy, Debug, Default)]
struct LowPass {
    a: f32,
    y1: f32,
    y2: f32,
    off: bool,
}

impl LowPass {
    fn set(&mut self, cutoff: f32) {
        if cutoff >= FS * 0.45 {
            self.off = true;
        } else {
            self.off = false;
            self.a = 1.0 - (-TAU * cutoff.max(20.0) / FS).exp();
        }
    }

    fn run(&mut self, x: f32) -> f32 {
        if self.off {
            return x;
        }
        self.y1 += self.a * (x - self.y1);
        self.y2 += self.a * (self.y1 - self.y2);
        self.y2
    }
}

/// Adds one note of an instrument into `out`, from `note.start`, cut at the end of `out`.
pub fn render_note(inst: &Instrument, note: &Note, out: &mut [f32]) {
    if note.start >= out.len() || note.velocity <= 0.0 {
        return;
    }
    let len = note.len().min(out.len() - note.start);
    let seed = note.start as u32 ^ (note.pitch * 97.0) as u32;
    let mut oscs = [Osc::new(seed), Osc::new(seed.wrapping_add(7919))];
    let voices = if inst.detune != 0.0 && inst.wave != Wave::Noise {
        2
    } else {
        1
    };
    let detune = inst.detune / 1200.0;
    let glide = if inst.glide > 0.0 {
        inst.glide
    } else {
        note.gate.max(1e-3)
    };
    let amp = inst.gain * note.velocity / voices as f32;
    let base_cutoff = inst.cutoff * note.brightness;
    let mut filter = LowPass::default();
    let mut dts = [0.0f32; 2];
    for i in 0..len {
        let t = i as f32 / FS;
        let env = inst.env.level(t, note.gate, note.release);
        if i % CONTROL_BLOCK == 0 {
            let mut pitch = note.pitch + inst.slide * (t / glide).min(1.0);
            if inst.vibrato != 0.0 {
                let depth = inst.vibrato / 100.0 * (t / 0.4).min(1.0);
                pitch += depth * (TAU * VIBRATO_RATE * t).sin();
            }
            let mut f = frequency(pitch);
            if inst.wave == Wave::Noise {
                f *= 16.0;
            }
            dts[0] = (f / FS).min(1.0);
            dts[1] = (f * detune.exp2() / FS).min(1.0);
            filter.set(base_cutoff * (1.0 + inst.sweep * env));
        }
        let mut x = 0.0;
        for (osc, &dt) in oscs.iter_mut().zip(&dts).take(voices) {
            x += osc.sample(inst.wave, inst.duty, dt);
        }
        out[note.start + i] += filter.run(x) * env * amp;
    }
}

/// The peak absolute sample.
pub fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0f32, |m, s| m.max(s.abs()))
}

/// Root mean square.
#[cfg(test)]
pub fn rms(samples: &[f32]) -> f32 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples.iter().map(|&s| (s as f64) * (s as f64)).sum();
    (sum / samples.len() as f64).sqrt() as f32
}

/// Scales `samples` so that its peak is `level` (silence stays silent).
pub fn normalise(samples: &mut [f32], level: f32) {
    let p = peak(samples);
    if p > 1e-9 {
        let k = level / p;
        samples.iter_mut().for_each(|s| *s *= k);
    }
}

/// 16-bit PCM from `f32` samples in -1..=1 (clamped).
pub fn to_pcm16(samples: &[f32]) -> Vec<i16> {
    samples
        .iter()
        .map(|s| (s.clamp(-1.0, 1.0) * i16::MAX as f32).round() as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one_note(wave: Wave, pitch: f32, seconds: f32) -> Vec<f32> {
        let inst = Instrument {
            wave,
            gain: 1.0,
            env: Adsr {
                attack: 0.01,
                decay: 0.0,
                sustain: 1.0,
                release: 0.01,
            },
            ..Instrument::default()
        };
        let note = Note {
            start: 0,
            gate: seconds,
            release: 0.01,
            pitch,
            velocity: 1.0,
            brightness: 1.0,
        };
        let mut out = vec![0.0; note.len()];
        render_note(&inst, &note, &mut out);
        out
    }

    /// Upward zero crossings per second over the steady part of a note.
    fn measured_hz(samples: &[f32]) -> f32 {
        let steady = &samples[samples.len() / 10..samples.len() * 9 / 10];
        let ups = steady
            .windows(2)
            .filter(|w| w[0] < 0.0 && w[1] >= 0.0)
            .count();
        ups as f32 / (steady.len() as f32 / FS)
    }

    #[test]
    fn a4_is_440_hz() {
        assert!((frequency(69.0) - 440.0).abs() < 1e-3);
        assert!((frequency(57.0) - 220.0).abs() < 1e-3);
        for wave in [Wave::Sine, Wave::Triangle, Wave::Square, Wave::Saw] {
            let hz = measured_hz(&one_note(wave, 69.0, 2.0));
            assert!((hz - 440.0).abs() < 3.0, "{wave:?}: {hz} Hz");
        }
        let hz = measured_hz(&one_note(Wave::Triangle, 60.0, 2.0));
        assert!((hz - 261.63).abs() < 3.0, "C4: {hz} Hz");
    }

    #[test]
    fn envelopes_start_and_end_at_zero() {
        let env = Adsr {
            attack: 0.05,
            decay: 0.2,
            sustain: 0.5,
            release: 0.3,
        };
        assert_eq!(env.level(0.0, 1.0, 0.3), 0.0);
        assert!((env.level(0.05, 1.0, 0.3) - 1.0).abs() < 1e-3);
        assert!((env.level(0.5, 1.0, 0.3) - 0.5).abs() < 1e-6);
        assert!(env.level(1.3, 1.0, 0.3) < 1e-9);
        assert_eq!(env.level(1.31, 1.0, 0.3), 0.0);
        assert!(env.level(1.299, 1.0, 0.3) < 1e-4);
        // Released during the attack: falls from where it got to.
        assert!((env.level(0.025, 0.025, 0.3) - 0.5).abs() < 1e-3);
        // A zero attack still ramps.
        let instant = Adsr { attack: 0.0, ..env };
        assert_eq!(instant.level(0.0, 1.0, 0.3), 0.0);
        assert!(instant.level(1.0 / FS, 1.0, 0.3) < 0.05);

        for wave in [Wave::Square, Wave::Saw, Wave::Noise] {
            let out = one_note(wave, 69.0, 0.2);
            assert!(out[0].abs() < 1e-6, "{wave:?} starts at {}", out[0]);
            let last = out[out.len() - 1];
            assert!(last.abs() < 1e-3, "{wave:?} ends at {last}");
            let jump = out
                .windows(2)
                .fold(0.0f32, |m, w| m.max((w[1] - w[0]).abs()));
            assert!(jump < 2.5, "{wave:?} jumps by {jump}");
        }
    }

    #[test]
    fn low_pass_darkens() {
        let bright = one_note(Wave::Saw, 69.0, 0.5);
        let inst = Instrument {
            wave: Wave::Saw,
            cutoff: 300.0,
            gain: 1.0,
            ..Instrument::default()
        };
        let note = Note {
            start: 0,
            gate: 0.5,
            release: 0.01,
            pitch: 69.0,
            velocity: 1.0,
            brightness: 1.0,
        };
        let mut dark = vec![0.0; note.len()];
        render_note(&inst, &note, &mut dark);
        assert!(rms(&dark) < rms(&bright) * 0.6);
    }

    #[test]
    fn slide_moves_the_pitch() {
        let inst = Instrument {
            wave: Wave::Sine,
            slide: 12.0,
            gain: 1.0,
            ..Instrument::default()
        };
        let note = Note {
            start: 0,
            gate: 1.0,
            release: 0.01,
            pitch: 57.0,
            velocity: 1.0,
            brightness: 1.0,
        };
        let mut out = vec![0.0; note.len()];
        render_note(&inst, &note, &mut out);
        let first = measured_hz(&out[..2205]);
        let last = measured_hz(&out[out.len() - 2205..]);
        assert!(first < 260.0 && last > 400.0, "{first} → {last}");
    }

    #[test]
    fn pcm_conversion_clamps() {
        assert_eq!(
            to_pcm16(&[0.0, 1.0, -1.0, 2.0]),
            vec![0, 32767, -32767, 32767]
        );
    }
}
