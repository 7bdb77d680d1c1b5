//! Frame timing for `--frame-stats`: how long each frame's work takes on each screen, and when
//! the first frame was shown, printed as one JSON line when the window closes.
//!
//! A frame's work runs from the top of the loop to just before `next_frame()`, and, when
//! timing, includes a `glFinish`: macroquad batches its drawing until the end of the frame and
//! a software GL rasterises only when flushed, so without it the pixels' cost would fall
//! outside the measure.

use std::sync::OnceLock;

use macroquad::prelude::*;

/// When `main` began, on macroquad's clock (set first thing there).
static STARTED: OnceLock<f64> = OnceLock::new();

/// Notes the moment `main` began, for the first frame's delay.
pub fn mark_start() {
    STARTED.get_or_init(miniquad::date::now);
}

#[derive(Default)]
pub struct FrameStats {
    enabled: bool,
    /// Seconds of work per frame, by screen name, in the order the screens were first seen.
    screens: Vec<(String, Vec<f64>)>,
    began: f64,
    /// Milliseconds from the start of `main` until the first frame was on screen.
    first_frame_ms: Option<f64>,
    frames: u32,
    /// The process's CPU seconds (every thread: the GL's rasterisers too) when timing began.
    cpu_at_start: Option<f64>,
}

impl FrameStats {
    pub fn new(enabled: bool) -> FrameStats {
        FrameStats {
            enabled,
            ..FrameStats::default()
        }
    }

    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Call at the top of the loop, after `next_frame()` returned: the previous frame is shown.
    pub fn begin(&mut self) {
        let now = miniquad::date::now();
        if self.enabled && self.cpu_at_start.is_none() {
            self.cpu_at_start = process_cpu_seconds();
        }
        if self.frames == 1 && self.first_frame_ms.is_none() {
            if let Some(started) = STARTED.get() {
                self.first_frame_ms = Some((now - started) * 1000.0);
            }
        }
        self.began = now;
    }

    /// Call just before `next_frame()`, with the name of the screen this frame drew.
    pub fn end(&mut self, screen: &str) {
        self.frames += 1;
        if !self.enabled {
            return;
        }
        // Draw what macroquad has batched and wait for the GL to finish it.
        let mut gl = unsafe { get_internal_gl() };
        gl.flush();
        finish_gl();
        let spent = miniquad::date::now() - self.began;
        match self.screens.iter_mut().find(|(name, _)| name == screen) {
            Some((_, times)) => times.push(spent),
            None => self.screens.push((screen.to_string(), vec![spent])),
        }
    }

    /// The JSON line: per screen, the frames and their mean, median, 99th percentile and
    /// worst work in milliseconds; and the first frame's delay from the start.
    pub fn report(&self) -> String {
        let screens: Vec<String> = (self.screens.iter())
            .map(|(name, times)| format!("\"{name}\":{}", summary(times)))
            .collect();
        let first = match self.first_frame_ms {
            Some(ms) => format!("{ms:.1}"),
            None => "null".to_string(),
        };
        // Less sensitive to other work on the machine than the wall-clock figures.
        let cpu = match (self.cpu_at_start, process_cpu_seconds()) {
            (Some(a), Some(b)) if self.frames > 0 => {
                format!("{:.3}", (b - a) * 1000.0 / f64::from(self.frames))
            }
            _ => "null".to_string(),
        };
        format!(
            "{{\"frame_stats\":{{\"frames\":{},\"first_frame_ms\":{first},\"cpu_ms_per_frame\":{cpu},\"screens\":{{{}}}}}}}",
            self.frames,
            screens.join(",")
        )
    }
}

/// Says on standard error which screen is shown each time it changes, when the environment
/// asks (`TORCHDEEP_TRACE=screens`): what a test driving the window through the display
/// server reads, and a player's bug report can carry.
pub struct ScreenTrace {
    on: bool,
    last: String,
}

impl ScreenTrace {
    pub fn from_env() -> ScreenTrace {
        ScreenTrace {
            on: std::env::var("TORCHDEEP_TRACE")
                .is_ok_and(|v| v.split(',').any(|w| w == "screens")),
            last: String::new(),
        }
    }

    /// Notes the screen `name` gives, named only when the trace is on.
    pub fn note(&mut self, name: impl FnOnce() -> String) {
        if !self.on {
            return;
        }
        let screen = name();
        if self.last != screen {
            eprintln!("torchdeep: screen {screen}");
            self.last = screen;
        }
    }
}

/// The screen's name as the trace gives it: [`screen_name`], and what the inventory asks.
pub(super) fn trace_name(screen: &super::Screen, overlay: bool) -> String {
    let name = screen_name(screen, overlay);
    match screen {
        super::Screen::Inventory(pack) => format!("{name}:{}", pack.mode_name()),
        _ => name,
    }
}

/// The name a frame is counted under: the screen, and `+overlay` while the debug overlay is
/// open over it.
pub(super) fn screen_name(screen: &super::Screen, overlay: bool) -> String {
    use super::Screen;
    let name = match screen {
        Screen::Title => "title",
        Screen::Create => "create",
        Screen::Playing => "game",
        Screen::Paused => "pause",
        Screen::Help(_) => "help",
        Screen::Character(_) => "character",
        Screen::Inventory(_) => "inventory",
        Screen::Journal(_) => "journal",
        Screen::Shop(_) => "shop",
        Screen::Spellbook(_) => "spellbook",
        Screen::Ended(_) => "end",
        Screen::Hall(_) => "hall",
        Screen::RogueCode => "roguecode",
    };
    match overlay {
        true => format!("{name}+overlay"),
        false => name.to_string(),
    }
}

/// `{"frames":n,"mean_ms":…,"p50_ms":…,"p99_ms":…,"max_ms":…}` of seconds.
fn summary(times: &[f64]) -> String {
    let mut ms: Vec<f64> = times.iter().map(|s| s * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    let mean = ms.iter().sum::<f64>() / ms.len() as f64;
    format!(
        "{{\"frames\":{},\"mean_ms\":{mean:.3},\"p50_ms\":{:.3},\"p99_ms\":{:.3},\"max_ms\":{:.3}}}",
        ms.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    )
}

/// User and system CPU seconds of the whole process so far, where the system tells it.
#[cfg(target_os = "linux")]
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's closing parenthesis; utime and stime are the 12th and
    // 13th of them, in clock ticks (100 a second on Linux).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

#[cfg(not(target_os = "linux"))]
fn process_cpu_seconds() -> Option<f64> {
    None
}

#[cfg(not(target_arch = "wasm32"))]
fn finish_gl() {
    // SAFETY: called on the thread that owns the GL context, between frames' draw calls.
    unsafe { miniquad::gl::glFinish() }
}

/// The browser has no command line to ask for timing, and its loader may not offer glFinish.
#[cfg(target_arch = "wasm32")]
fn finish_gl() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_of_a_hundred_frames() {
        let times: Vec<f64> = (1..=100).map(|i| i as f64 / 1000.0).collect();
        assert_eq!(
            summary(&times),
            "{\"frames\":100,\"mean_ms\":50.500,\"p50_ms\":51.000,\"p99_ms\":99.000,\"max_ms\":100.000}"
        );
    }
}
