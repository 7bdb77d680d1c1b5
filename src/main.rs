//! torchdeep's binary: the game window by default, or a command-line tool. The browser has no
//! command line: there the window opens on the built-in tables with the page's seed.

// The browser build has no command line, so the replay window and a few options go unused there.
#[cfg(not(target_arch = "wasm32"))]
mod allocator;
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
mod app;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
mod sources;

#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;

#[cfg(not(target_arch = "wasm32"))]
#[derive(Parser, Debug)]
#[command(
    name = "torchdeep",
    version,
    about = "A turn-based roguelike of torch-lit BSP floors"
)]
struct Args {
    #[command(flatten)]
    common: cli::CommonArgs,
    /// Render this many frames, save the last one to FILE as PNG and quit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<PathBuf>,
    #[arg(long, default_value_t = 3)]
    frames: u32,
    /// Time each frame's drawing and print one JSON line at the end: per screen the mean,
    /// median, 99th percentile and worst in ms, and the first frame's delay. With --frames N
    /// and no --screenshot, quit after N frames.
    #[arg(long)]
    frame_stats: bool,
    /// Open on this screen (by default the title, or the game with --screenshot).
    #[arg(long, value_enum)]
    screen: Option<app::StartScreen>,
    /// Touch controls: on-screen buttons, tap to travel, pinch to zoom; clicks act as taps.
    /// Always on on Android, and turned on by the first touch.
    #[arg(long)]
    touch: bool,
    /// Open the debug overlay (F12 or `) at start with these panels, a comma list:
    /// bsp, heatmap, generation, performance, inspector, reload, view (or its layers fov,
    /// light, dijkstra, reveal), or all.
    #[arg(long, value_name = "PANELS", value_parser = app::overlay::Panels::parse)]
    overlay: Option<app::overlay::Panels>,
    /// The window's size when it opens, in pixels (it can be resized after): WIDTHxHEIGHT,
    /// from 480x270 (a small phone held sideways) up.
    #[arg(long, value_name = "WxH", value_parser = app::WindowSize::parse)]
    window: Option<app::WindowSize>,
}

#[cfg(target_arch = "wasm32")]
fn main() -> ExitCode {
    app::frames::mark_start();
    let tables = match sources::load_tables(None, None) {
        Ok(t) => t,
        Err(errors) => {
            app::web::console(&errors.to_string());
            return ExitCode::from(2);
        }
    };
    let seed = app::web::url_seed().unwrap_or_else(|| macroquad::miniquad::date::now() as u64);
    let launch = app::Launch {
        tables,
        resources: torchdeep::data::Resources::embedded(),
        seed,
        screenshot: None,
        frames: 3,
        frame_stats: false,
        screen: None,
        touch: false,
        overlay: None,
        source: app::overlay::DataSource {
            config: None,
            maps: None,
        },
        rogue: None,
    };
    quiet_audio_thread_panics();
    app::audio::watch_device();
    let size = app::WindowSize::default();
    macroquad::Window::from_config(app::window_conf(size), app::run(launch));
    ExitCode::SUCCESS
}

/// A command's output piped into `head` or the like ends the command quietly once the reader
/// goes away, as other command-line tools do: Rust ignores SIGPIPE, so every print would fail
/// and panic instead. The window keeps Rust's way.
#[cfg(not(target_arch = "wasm32"))]
fn end_quietly_when_the_reader_leaves() {
    #[cfg(unix)]
    // SAFETY: restores the signal's default action; no handler of ours is replaced, and no
    // other thread is running yet.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    app::frames::mark_start();
    let args = Args::parse();
    let mut rogue = None;
    match &args.common.command {
        Some(cli::Command::Replay(replay)) if !replay.verify => {
            return watch_replay(&args.common, replay);
        }
        Some(cli::Command::Raid(raid)) if raid.watch.is_some() => {
            let read = cli::raid::read_script(&raid.script).and_then(|text| {
                match torchdeep::raid::Script::compile(&text) {
                    Ok(_) => Ok(text),
                    Err(e) => Err(format!("{}:{e}", raid.script.display())),
                }
            });
            match read {
                Ok(text) => rogue = Some((text, raid.watch)),
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::from(2);
                }
            }
        }
        Some(command) => {
            end_quietly_when_the_reader_leaves();
            return cli::run(&args.common, command);
        }
        None => {}
    }
    let tables = match sources::load_tables(args.common.config.as_ref(), args.common.maps.as_ref())
    {
        Ok(t) => t,
        Err(errors) => {
            eprintln!("{errors}");
            return ExitCode::from(2);
        }
    };
    // miniquad's clock works in the browser too, where std's has no time to give.
    let seed = (args.common.seed)
        .or_else(app::web::url_seed)
        .unwrap_or_else(|| macroquad::miniquad::date::now() as u64);
    let launch = app::Launch {
        tables,
        resources: torchdeep::data::Resources::embedded(),
        seed,
        screenshot: args.screenshot,
        frames: args.frames,
        frame_stats: args.frame_stats,
        screen: args.screen,
        touch: args.touch,
        overlay: args.overlay,
        source: app::overlay::DataSource {
            config: args.common.config.clone(),
            maps: args.common.maps.clone(),
        },
        rogue,
    };
    allocator::for_the_window();
    quiet_audio_thread_panics();
    // After the hook above, so a dead audio thread is noted and the game goes on silently.
    app::audio::watch_device();
    let size = args.window.unwrap_or_default();
    macroquad::Window::from_config(app::window_conf(size), app::run(launch));
    ExitCode::SUCCESS
}

/// `torchdeep replay FILE`: the window plays the recorded run back.
#[cfg(not(target_arch = "wasm32"))]
fn watch_replay(common: &cli::CommonArgs, args: &cli::replay::ReplayArgs) -> ExitCode {
    let read = cli::load_tables(common.config.as_ref(), common.maps.as_ref())
        .map_err(|errors| errors.to_string())
        .and_then(|tables| cli::replay::read(&args.file, &tables).map(|r| (tables, r)));
    let (tables, replay) = match read {
        Ok(both) => both,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let launch = app::replay::Launch {
        tables,
        resources: torchdeep::data::Resources::embedded(),
        replay,
        speed: args.speed,
        turn: args.turn,
        paused: args.paused,
        screenshot: args.screenshot.clone(),
        frames: args.frames,
    };
    allocator::for_the_window();
    quiet_audio_thread_panics();
    let size = Default::default();
    macroquad::Window::from_config(app::window_conf(size), app::replay::run(launch));
    ExitCode::SUCCESS
}

/// Without a sound device the audio thread of quad-snd panics while the game goes on silently:
/// say so in one line instead of a backtrace. Panics elsewhere keep the default report.
fn quiet_audio_thread_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let in_audio = info
            .location()
            .is_some_and(|l| l.file().contains("quad-snd"));
        if in_audio {
            eprintln!("torchdeep: no sound device ({info}); playing silently");
        } else {
            default(info);
        }
    }));
}
