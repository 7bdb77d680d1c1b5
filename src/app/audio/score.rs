//! The text format of music tracks and sound effects (`assets/music/README.md` describes it):
//! a tempo, instruments with named parameters, and per-voice step patterns like
//! `A3 - - . C4 . E4 .`. Parsing reports the first mistake with its file and line; rendering
//! turns a score into mono samples with the synthesiser.

use std::fmt;

use super::synth::{self, Adsr, Instrument, Note, Wave, MIN_RELEASE, SAMPLE_RATE};

/// How a score is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Music: every voice fills the same whole number of bars, and every note (echoes
    /// included) ends before the loop does, so the loop has no seam.
    Loop,
    /// A sound effect: plays once; voices may differ in length and releases ring out.
    OneShot,
}

/// A mistake in a score, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub file: String,
    /// 1-based; 0 for the file as a whole.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for ParseError {}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    Rest,
    Hold,
    Play { pitch: f32, velocity: f32 },
}

#[derive(Clone, Debug, PartialEq)]
struct Voice {
    name: String,
    instrument: usize,
    steps: Vec<Step>,
    /// Where it was declared, and its last pattern line.
    declared: usize,
    last_line: usize,
}

/// A parsed track or sound effect.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    pub file: String,
    pub kind: Kind,
    pub title: String,
    /// Beats per minute.
    pub tempo: f32,
    pub beats_per_bar: u32,
    pub steps_per_beat: u32,
    /// Peak level of the rendered sound, 0..=1.
    pub level: f32,
    instruments: Vec<(String, Instrument)>,
    voices: Vec<Voice>,
}

/// The velocity of a soft hit `x`; a loud `X` is 1.
const SOFT: f32 = 0.55;
/// Echoes quieter than this are dropped.
const ECHO_FLOOR: f32 = 0.04;
/// Each echo is this much darker.
const ECHO_DARKEN: f32 = 0.7;

/// Parses a score; `file` names it in errors.
pub fn parse(file: &str, text: &str, kind: Kind) -> Result<Score, ParseError> {
    let mut score = Score {
        file: file.to_string(),
        kind,
        title: String::new(),
        tempo: 0.0,
        beats_per_bar: 4,
        steps_per_beat: 4,
        level: match kind {
            Kind::Loop => 0.7,
            Kind::OneShot => 0.8,
        },
        instruments: Vec::new(),
        voices: Vec::new(),
    };
    let mut seen_pattern = false;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let err = |message: String| ParseError {
            file: file.to_string(),
            line,
            message,
        };
        let words: Vec<&str> = raw
            .split_whitespace()
            .take_while(|w| !w.starts_with('#'))
            .collect();
        let Some((&head, args)) = words.split_first() else {
            continue;
        };
        match head {
            "title" => score.title = args.join(" "),
            "tempo" => {
                let [value] = args else {
                    return Err(err("`tempo` takes one number, beats per minute".into()));
                };
                score.tempo = number(value, "tempo", 20.0, 2000.0).map_err(err)?;
            }
            "meter" => {
                if seen_pattern {
                    return Err(err("`meter` must come before the first pattern".into()));
                }
                let [beats, steps] = args else {
                    return Err(err(
                        "`meter` takes two whole numbers: beats per bar, steps per beat".into(),
                    ));
                };
                score.beats_per_bar = number(beats, "beats per bar", 1.0, 16.0)
                    .and_then(whole)
                    .map_err(err)?;
                score.steps_per_beat = number(steps, "steps per beat", 1.0, 16.0)
                    .and_then(whole)
                    .map_err(err)?;
            }
            "level" => {
                let [value] = args else {
                    return Err(err("`level` takes one number from 0 to 1".into()));
                };
                score.level = number(value, "level", 0.0, 1.0).map_err(err)?;
            }
            "inst" => {
                let (name, inst) = instrument(args).map_err(err)?;
                if score.instruments.iter().any(|(n, _)| *n == name) {
                    return Err(err(format!("instrument '{name}' is defined twice")));
                }
                score.instruments.push((name, inst));
            }
            "voice" => {
                let [name, inst] = args else {
                    return Err(err("`voice` takes a name and an instrument".into()));
                };
                if score.voices.iter().any(|v| v.name == *name) {
                    return Err(err(format!("voice '{name}' is declared twice")));
                }
                let Some(instrument) = score.instruments.iter().position(|(n, _)| n == inst) else {
                    return Err(err(format!(
                        "no instrument '{inst}' (define it with `inst {inst} WAVE ...` first)"
                    )));
                };
                score.voices.push(Voice {
                    name: name.to_string(),
                    instrument,
                    steps: Vec::new(),
                    declared: line,
                    last_line: 0,
                });
            }
            _ if head.ends_with(':') && head.len() > 1 => {
                seen_pattern = true;
                let name = &head[..head.len() - 1];
                let bar = (score.beats_per_bar * score.steps_per_beat) as usize;
                let Some(voice) = score.voices.iter_mut().find(|v| v.name == name) else {
                    return Err(err(format!(
                        "no voice '{name}' (declare it with `voice {name} INSTRUMENT` first)"
                    )));
                };
                let hit = score.instruments[voice.instrument].1.hit_pitch;
                pattern(voice, args, bar, hit).map_err(err)?;
                voice.last_line = line;
            }
            _ => {
                return Err(err(format!(
                    "unknown line '{head}' (expected title, tempo, meter, level, inst, voice, \
                     or a voice's pattern as `NAME: A4 - . C5`)"
                )))
            }
        }
    }
    score.check()?;
    Ok(score)
}

/// One item of a pattern line before it is applied.
#[derive(Clone, Copy)]
enum Item {
    Step(Step),
    BarLine,
}

fn pattern(voice: &mut Voice, words: &[&str], bar: usize, hit: f32) -> Result<(), String> {
    let mut items = Vec::new();
    let mut times = 1;
    for (i, &word) in words.iter().enumerate() {
        if let Some(n) = word.strip_prefix('*') {
            if i + 1 != words.len() {
                return Err(format!(
                    "'{word}' repeats the whole line, so it must end the line"
                ));
            }
            times = count(n, word)?;
            continue;
        }
        let (token, n) = match word.split_once('*') {
            Some((token, n)) => (token, count(n, word)?),
            None => (word, 1),
        };
        let item = match token {
            "|" => Item::BarLine,
            "." => Item::Step(Step::Rest),
            "-" => Item::Step(Step::Hold),
            "x" => Item::Step(Step::Play {
                pitch: hit,
                velocity: SOFT,
            }),
            "X" => Item::Step(Step::Play {
                pitch: hit,
                velocity: 1.0,
            }),
            _ => match note(token) {
                Some(pitch) => Item::Step(Step::Play {
                    pitch,
                    velocity: 1.0,
                }),
                None => {
                    return Err(format!(
                        "bad note '{token}' (expected a note like C4, F#3 or Bb2, \
                         '.' rest, '-' hold, 'x' or 'X' hit, or '|' bar line)"
                    ))
                }
            },
        };
        items.extend(std::iter::repeat_n(item, n));
    }
    for _ in 0..times {
        for item in &items {
            match *item {
                Item::BarLine => {
                    if !voice.steps.len().is_multiple_of(bar) {
                        return Err(format!(
                            "bar line after step {} of voice '{}', which is not the end of a \
                             bar ({bar} steps)",
                            voice.steps.len(),
                            voice.name
                        ));
                    }
                }
                Item::Step(Step::Hold) => {
                    if matches!(voice.steps.last(), None | Some(Step::Rest)) {
                        return Err(format!(
                            "'-' holds nothing: voice '{}' has no note sounding at step {}",
                            voice.name,
                            voice.steps.len()
                        ));
                    }
                    voice.steps.push(Step::Hold);
                }
                Item::Step(step) => voice.steps.push(step),
            }
        }
    }
    Ok(())
}

fn count(n: &str, word: &str) -> Result<usize, String> {
    match n.parse::<usize>() {
        Ok(n) if (1..=256).contains(&n) => Ok(n),
        _ => Err(format!(
            "bad repeat '{word}' (expected TOKEN*N or a final *N, N from 1 to 256)"
        )),
    }
}

/// A note name (`C4`, `F#3`, `Bb2`, octaves 0 to 8) as a MIDI number.
pub fn note(token: &str) -> Option<f32> {
    let mut chars = token.chars();
    let semitone = match chars.next()? {
        'C' => 0,
        'D' => 2,
        'E' => 4,
        'F' => 5,
        'G' => 7,
        'A' => 9,
        'B' => 11,
        _ => return None,
    };
    let rest = chars.as_str();
    let (accidental, octave) = if let Some(o) = rest.strip_prefix('#') {
        (1, o)
    } else if let Some(o) = rest.strip_prefix('b') {
        (-1, o)
    } else {
        (0, rest)
    };
    if octave.len() != 1 {
        return None;
    }
    let octave = octave.parse::<i32>().ok().filter(|o| (0..=8).contains(o))?;
    Some((12 * (octave + 1) + semitone + accidental) as f32)
}

fn number(word: &str, what: &str, min: f32, max: f32) -> Result<f32, String> {
    match word.parse::<f32>() {
        Ok(v) if v.is_finite() && (min..=max).contains(&v) => Ok(v),
        _ => Err(format!(
            "bad value '{word}' for {what} (expected a number from {min} to {max})"
        )),
    }
}

fn whole(v: f32) -> Result<u32, String> {
    if v.fract() == 0.0 {
        Ok(v as u32)
    } else {
        Err(format!("bad value '{v}' (expected a whole number)"))
    }
}

const PARAMETERS: &str = "duty, attack, decay, sustain, release, cutoff, sweep, detune, slide, \
                          glide, vibrato, gain, note, echo, delay";

/// `NAME WAVE key=value ...`
fn instrument(args: &[&str]) -> Result<(String, Instrument), String> {
    let [name, wave, params @ ..] = args else {
        return Err(
            "`inst` takes a name, a wave (sine, square, triangle, saw, noise) and \
                    parameters like attack=0.01"
                .into(),
        );
    };
    let Some(wave) = Wave::parse(wave) else {
        return Err(format!(
            "bad wave '{wave}' (expected sine, square, triangle, saw or noise)"
        ));
    };
    let mut inst = Instrument {
        wave,
        ..Instrument::default()
    };
    for param in params {
        let Some((key, value)) = param.split_once('=') else {
            return Err(format!(
                "bad parameter '{param}' (expected KEY=VALUE with KEY one of {PARAMETERS})"
            ));
        };
        let env: &mut Adsr = &mut inst.env;
        match key {
            "duty" => inst.duty = number(value, key, 0.05, 0.95)?,
            "attack" => env.attack = number(value, key, 0.0, 10.0)?,
            "decay" => env.decay = number(value, key, 0.0, 10.0)?,
            "sustain" => env.sustain = number(value, key, 0.0, 1.0)?,
            "release" => env.release = number(value, key, 0.0, 10.0)?.max(MIN_RELEASE),
            "cutoff" => inst.cutoff = number(value, key, 20.0, 22_050.0)?,
            "sweep" => inst.sweep = number(value, key, -1.0, 50.0)?,
            "detune" => inst.detune = number(value, key, -100.0, 100.0)?,
            "slide" => inst.slide = number(value, key, -48.0, 48.0)?,
            "glide" => inst.glide = number(value, key, 0.0, 10.0)?,
            "vibrato" => inst.vibrato = number(value, key, 0.0, 100.0)?,
            "gain" => inst.gain = number(value, key, 0.0, 2.0)?,
            "echo" => inst.echo = number(value, key, 0.0, 0.9)?,
            "delay" => inst.delay = number(value, key, 1.0, 64.0).and_then(whole)?,
            "note" => {
                inst.hit_pitch = note(value).ok_or_else(|| {
                    format!("bad note '{value}' for note (expected a note like C4, F#3 or Bb2)")
                })?
            }
            _ => {
                return Err(format!(
                    "unknown parameter '{key}' (expected one of {PARAMETERS})"
                ))
            }
        }
    }
    Ok((name.to_string(), inst))
}

impl Score {
    fn check(&self) -> Result<(), ParseError> {
        let err = |line: usize, message: String| ParseError {
            file: self.file.clone(),
            line,
            message,
        };
        if self.tempo <= 0.0 {
            return Err(err(0, "no `tempo` line".into()));
        }
        let Some(first) = self.voices.first() else {
            return Err(err(
                0,
                "no voices (declare one with `voice NAME INSTRUMENT`)".into(),
            ));
        };
        if let Some(v) = self.voices.iter().find(|v| v.steps.is_empty()) {
            return Err(err(
                v.declared,
                format!(
                    "voice '{}' has no pattern (add lines `{}: ...`)",
                    v.name, v.name
                ),
            ));
        }
        if self.kind == Kind::Loop {
            let bar = self.bar_steps();
            for v in &self.voices {
                if !v.steps.len().is_multiple_of(bar) {
                    return Err(err(
                        v.last_line,
                        format!(
                            "voice '{}' has {} steps: a loop must fill whole bars of {bar} steps",
                            v.name,
                            v.steps.len()
                        ),
                    ));
                }
                if v.steps.len() != first.steps.len() {
                    return Err(err(
                        v.last_line,
                        format!(
                            "voice '{}' has {} steps but '{}' has {}: every voice of a loop \
                             must be as long",
                            v.name,
                            v.steps.len(),
                            first.name,
                            first.steps.len()
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// Steps in a bar.
    pub fn bar_steps(&self) -> usize {
        (self.beats_per_bar * self.steps_per_beat) as usize
    }

    /// The longest voice, in steps.
    pub fn steps(&self) -> usize {
        self.voices.iter().map(|v| v.steps.len()).max().unwrap_or(0)
    }

    /// Whole bars (a loop's length) — fractional for a sound effect.
    #[cfg(test)]
    pub fn bars(&self) -> f32 {
        self.steps() as f32 / self.bar_steps() as f32
    }

    /// Seconds per step.
    pub fn step_seconds(&self) -> f64 {
        60.0 / self.tempo as f64 / self.steps_per_beat as f64
    }

    /// The length of the loop in samples: exactly its bars.
    pub fn loop_samples(&self) -> usize {
        synth::samples(self.steps() as f64 * self.step_seconds())
    }

    /// Every note to render, echoes included, with its instrument; for a loop, each fitted to
    /// end before the loop does (echoes past the end wrap to the start).
    fn notes(&self) -> Vec<(usize, Note)> {
        let step = self.step_seconds();
        let loop_len = self.loop_samples();
        let mut notes = Vec::new();
        for voice in &self.voices {
            let inst = &self.instruments[voice.instrument].1;
            for (i, s) in voice.steps.iter().enumerate() {
                let Step::Play { pitch, velocity } = *s else {
                    continue;
                };
                let held = voice.steps[i + 1..]
                    .iter()
                    .take_while(|s| **s == Step::Hold)
                    .count();
                let mut note = Note {
                    start: synth::samples(i as f64 * step),
                    gate: ((1 + held) as f64 * step) as f32,
                    release: inst.env.release,
                    pitch,
                    velocity,
                    brightness: 1.0,
                };
                let echo_start = note.start;
                notes.push((voice.instrument, note));
                let mut k = 1;
                while inst.echo > 0.0 && inst.echo.powi(k) >= ECHO_FLOOR {
                    note.start = echo_start + synth::samples(k as f64 * inst.delay as f64 * step);
                    if self.kind == Kind::Loop {
                        note.start %= loop_len.max(1);
                    }
                    note.velocity = velocity * inst.echo.powi(k);
                    note.brightness = ECHO_DARKEN.powi(k);
                    notes.push((voice.instrument, note));
                    k += 1;
                }
            }
        }
        if self.kind == Kind::Loop {
            for (_, note) in &mut notes {
                fit(note, loop_len);
            }
        }
        notes
    }

    /// Renders the score to mono samples at [`SAMPLE_RATE`], peaking at `level`.
    pub fn render(&self) -> Vec<f32> {
        let notes = self.notes();
        let len = match self.kind {
            Kind::Loop => self.loop_samples(),
            Kind::OneShot => notes
                .iter()
                .map(|(_, n)| n.start + n.len())
                .max()
                .unwrap_or(0),
        };
        let mut out = vec![0.0f32; len];
        for (inst, note) in &notes {
            synth::render_note(&self.instruments[*inst].1, note, &mut out);
        }
        synth::normalise(&mut out, self.level);
        out
    }

    /// Seconds the rendered sound lasts (a loop: one pass).
    #[cfg(test)]
    pub fn seconds(&self) -> f32 {
        let len = match self.kind {
            Kind::Loop => self.loop_samples(),
            Kind::OneShot => self
                .notes()
                .iter()
                .map(|(_, n)| n.start + n.len())
                .max()
                .unwrap_or(0),
        };
        len as f32 / SAMPLE_RATE as f32
    }
}

/// Shortens a note so that its release ends at least two samples before `loop_len`.
fn fit(note: &mut Note, loop_len: usize) {
    if note.start + note.len() + 2 <= loop_len {
        return;
    }
    let avail = loop_len.saturating_sub(note.start + 3) as f32 / SAMPLE_RATE as f32;
    note.release = note.release.min(avail * 0.5).max(MIN_RELEASE.min(avail));
    note.gate = (avail - note.release).max(0.0);
}

#[cfg(test)]
mod tests;
