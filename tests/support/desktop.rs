//! The game's real window on a virtual X display of its own, driven through the display
//! server as a player drives it: keys, text and clicks go in by XTEST (xdotool), the very
//! events a keyboard makes, and the test reads what the game did from what it leaves (the
//! screens it names on standard error with `TORCHDEEP_TRACE=screens`, its save, its journal
//! and its hall of fame).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the game may take to show what a test waits for (a debug build under a software
/// GL on a busy machine).
const PATIENCE: Duration = Duration::from_secs(90);

/// An X server of its own (Xvfb), on a display number it chose, with its US keyboard.
pub struct Display {
    xvfb: Child,
    pub name: String,
}

impl Display {
    /// A 1280×720 screen.
    pub fn start() -> Display {
        let mut xvfb = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x720x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb is installed (scripts/test.sh installs xvfb)");
        let mut line = String::new();
        let stdout = xvfb.stdout.take().expect("piped");
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let number: u32 = line.trim().parse().expect("Xvfb names its display");
        let display = Display {
            xvfb,
            name: format!(":{number}"),
        };
        // A client connects before the game is started on it.
        display.run("xdotool", &["getmouselocation"]);
        display
    }

    /// A command of the display's clients, run to its end.
    pub fn run(&self, program: &str, args: &[&str]) -> String {
        let out = Command::new(program)
            .args(args)
            .env("DISPLAY", &self.name)
            .output()
            .unwrap_or_else(|e| panic!("{program} runs (scripts/test.sh installs it): {e}"));
        assert!(
            out.status.success(),
            "{program} {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }
}

impl Drop for Display {
    /// Asked to end (SIGTERM), Xvfb removes its lock and socket: a killed one leaves them
    /// for the next server to trip over.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.xvfb.id().to_string()])
            .status();
        let _ = self.xvfb.wait();
    }
}

/// The game's window on a display.
pub struct Game<'a> {
    display: &'a Display,
    child: Child,
    log: PathBuf,
    pub data: PathBuf,
    window: String,
}

impl<'a> Game<'a> {
    /// Starts the game on seed 7, its data folder `dir/data`, and waits for its window;
    /// `run` counts the starts in one folder, for their logs.
    pub fn start(display: &'a Display, dir: &Path, run: u32) -> Game<'a> {
        let data = dir.join("data");
        let log = dir.join(format!("game-{run}.log"));
        // `TORCHDEEP_GAME_WRAPPER` runs the game under another program (a memory checker's),
        // `TORCHDEEP_GAME_BIN` runs another build of it (one with the address sanitizer).
        let wrapper = std::env::var("TORCHDEEP_GAME_WRAPPER").unwrap_or_default();
        let bin = std::env::var("TORCHDEEP_GAME_BIN")
            .ok()
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_torchdeep").to_string());
        let mut words: Vec<&str> = wrapper.split_whitespace().collect();
        words.push(&bin);
        let spawn = || {
            Command::new(words[0])
                .args(&words[1..])
                .args(["--seed", "7"])
                .env("DISPLAY", &display.name)
                .env("TORCHDEEP_DATA_DIR", &data)
                .env("TORCHDEEP_TRACE", "screens")
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&log).unwrap())
                .spawn()
                .unwrap()
        };
        let mut game = Game {
            display,
            child: spawn(),
            log: log.clone(),
            data: data.clone(),
            window: String::new(),
        };
        // Now and then Xlib cannot connect to a fresh Xvfb while other clients come and go
        // (XOpenDisplay fails before the game has run a line of its own): start it again.
        for _ in 0..10 {
            let window = game.until("its window", |g| {
                if let Ok(Some(_)) = g.child.try_wait() {
                    return g.log().contains("XOpenDisplay() failed").then(String::new);
                }
                let found = Command::new("xdotool")
                    .args(["search", "--onlyvisible", "--name", "^torchdeep$"])
                    .env("DISPLAY", &g.display.name)
                    .output()
                    .ok()?;
                let text = String::from_utf8_lossy(&found.stdout);
                text.lines().next().map(str::to_string)
            });
            if !window.is_empty() {
                game.window = window;
                break;
            }
            eprintln!("the game could not connect to {}: again", display.name);
            std::thread::sleep(Duration::from_millis(500));
            game.child = spawn();
        }
        assert!(!game.window.is_empty(), "the game never connected");
        // No window manager: the keyboard goes where the focus is set.
        display.run("xdotool", &["windowfocus", "--sync", &game.window]);
        game
    }

    /// Waits until `ready` gives something, and gives it; panics with the log after
    /// [`PATIENCE`], or when the game is gone.
    pub fn until<T>(&mut self, what: &str, mut ready: impl FnMut(&mut Self) -> Option<T>) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = ready(self) {
                return found;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                // It may have ended just after `ready` looked: what it left may be the answer.
                if let Some(found) = ready(self) {
                    return found;
                }
                panic!(
                    "the game ended ({status}) waiting for {what}:\n{}",
                    self.log()
                );
            }
            assert!(
                start.elapsed() < PATIENCE,
                "no {what} after {PATIENCE:?}:\n{}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// What the game wrote on standard error.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The screens shown so far, in order.
    pub fn screens(&self) -> Vec<String> {
        let log = self.log();
        log.lines()
            .filter_map(|l| l.strip_prefix("torchdeep: screen "))
            .map(str::to_string)
            .collect()
    }

    /// Waits until the screen shown is `name`.
    pub fn wait_screen(&mut self, name: &str) {
        self.until(&format!("the {name} screen"), |g| {
            (g.screens().last().map(String::as_str) == Some(name)).then_some(())
        });
    }

    /// Presses keys by their X names (`Return`, `q`, `less`, `shift+w`), one after the other.
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["key", "--delay", "60"];
        args.extend_from_slice(keys);
        self.display.run("xdotool", &args);
    }

    /// Presses one key and waits for the screen it opens.
    pub fn key_to(&mut self, key: &str, screen: &str) {
        self.keys(&[key]);
        self.wait_screen(screen);
    }

    /// Types text as a keyboard of the display's layout would, a key (with Shift) a letter.
    pub fn type_text(&self, text: &str) {
        self.display
            .run("xdotool", &["type", "--delay", "60", text]);
    }

    /// A file of the game's data folder, if it is there.
    pub fn read(&self, name: &str) -> Option<String> {
        std::fs::read_to_string(self.data.join(name)).ok()
    }

    /// The commands the journal holds after the save, as the record writes them.
    pub fn journal(&self) -> String {
        let text = self.read("save.journal").unwrap_or_default();
        text.lines()
            .skip(1)
            .filter_map(|l| l.split_once('\t'))
            .map(|(_, commands)| commands)
            .collect()
    }

    /// Waits until the journal's commands end with `commands`.
    pub fn wait_journal(&mut self, commands: &str) {
        self.until(&format!("{commands:?} in the journal"), |g| {
            g.journal().ends_with(commands).then_some(())
        });
    }

    /// The window's X id.
    pub fn window(&self) -> &str {
        &self.window
    }

    /// Runs xdotool with these words (commands chained, as `key a sleep 0.1 click 1`).
    pub fn xdotool(&self, words: &[String]) -> Result<(), String> {
        let out = Command::new("xdotool")
            .args(words)
            .env("DISPLAY", &self.display.name)
            .output()
            .map_err(|e| e.to_string())?;
        match out.status.success() {
            true => Ok(()),
            false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
        }
    }

    /// How the game ended, if it has.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    /// Kills the game as a crash would, with nothing to catch.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Game<'_> {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
