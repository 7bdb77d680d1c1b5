//! `torchdeep lab`: developer tools. `lab bench-grid MAPS_DIR` is the grid benchmark runner of
//! `bench/README.md`: it times field of view, Dijkstra maps and A* on the shared benchmark maps,
//! and the generation of 80×50 floors (`map` = `gen80x50`), and prints one JSON line per
//! measurement on stdout.

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use serde_json::{json, Value};
use torchdeep::data::Tables;
use torchdeep::gen::{generate_floor, replay, FloorRequest, History, Stage, StairsPlan};
use torchdeep::grid::fov::{Fov, SightMap};
use torchdeep::grid::paths::{AStar, DijkstraMap};
use torchdeep::world::{PortalKind, Pos};

#[derive(Args, Debug)]
pub struct LabArgs {
    #[command(subcommand)]
    tool: LabTool,
}

#[derive(Subcommand, Debug)]
enum LabTool {
    /// Time FOV, Dijkstra and A* on the benchmark maps in MAPS_DIR (bench/README.md), and
    /// the generation of an 80x50 floor (map `gen80x50`).
    ///
    /// Reads every NAME.map with a NAME.pos beside it and prints one JSON line per measurement.
    /// Environment: PEER_MAPS (names, comma-separated; `gen80x50` for the floors), PEER_RADII (default 8,20,0),
    /// PEER_TARGET_MS (default 120), PEER_ONE_SHOT_S (default 1).
    BenchGrid {
        #[arg(value_name = "MAPS_DIR")]
        maps_dir: PathBuf,
    },
}

pub fn run(args: &LabArgs) -> ExitCode {
    match &args.tool {
        LabTool::BenchGrid { maps_dir } => match bench_grid(maps_dir) {
            // A reader that stops early (`| head`) is not a failure of the run.
            Ok(()) | Err(Stop::Closed) => ExitCode::SUCCESS,
            Err(Stop::Failed(e)) => {
                eprintln!("bench-grid: {e}");
                ExitCode::from(2)
            }
        },
    }
}

/// A problem with the inputs or the output, reported on stderr.
#[derive(Debug)]
struct BenchError(String);

/// Why a run ends early.
#[derive(Debug)]
enum Stop {
    /// Whoever reads the results closed stdout.
    Closed,
    Failed(BenchError),
}

impl From<BenchError> for Stop {
    fn from(e: BenchError) -> Self {
        Stop::Failed(e)
    }
}

impl fmt::Display for BenchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn error(message: impl Into<String>) -> BenchError {
    BenchError(message.into())
}

/// The settings read from the environment.
struct Settings {
    maps: Option<Vec<String>>,
    radii: Vec<i32>,
    target: Duration,
    one_shot: Duration,
}

fn env_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn parse_env<T: std::str::FromStr>(name: &str, value: &str) -> Result<T, BenchError> {
    value
        .trim()
        .parse()
        .map_err(|_| error(format!("{name}: cannot read \"{value}\" as a number")))
}

impl Settings {
    fn from_env() -> Result<Self, BenchError> {
        let maps = env_var("PEER_MAPS").map(|v| {
            v.split(',')
                .map(|s| s.trim().to_string())
                .filter(|s| !s.is_empty())
                .collect()
        });
        let radii = match env_var("PEER_RADII") {
            Some(v) => v
                .split(',')
                .map(|r| parse_env::<i32>("PEER_RADII", r))
                .collect::<Result<Vec<_>, _>>()?,
            None => vec![8, 20, 0],
        };
        if let Some(r) = radii.iter().find(|&&r| r < 0) {
            return Err(error(format!("PEER_RADII: radius {r} is negative")));
        }
        let target_ms: f64 = match env_var("PEER_TARGET_MS") {
            Some(v) => parse_env("PEER_TARGET_MS", &v)?,
            None => 120.0,
        };
        let one_shot_s: f64 = match env_var("PEER_ONE_SHOT_S") {
            Some(v) => parse_env("PEER_ONE_SHOT_S", &v)?,
            None => 1.0,
        };
        let duration = |name: &str, secs: f64| {
            Duration::try_from_secs_f64(secs)
                .map_err(|_| error(format!("{name}: {secs} is not a duration")))
        };
        Ok(Settings {
            maps,
            radii,
            target: duration("PEER_TARGET_MS", target_ms / 1000.0)?,
            one_shot: duration("PEER_ONE_SHOT_S", one_shot_s)?,
        })
    }
}

/// A benchmark map: a byte per tile, 1 = wall.
struct BenchMap {
    name: String,
    width: i32,
    height: i32,
    walls: Vec<u8>,
    fov: Vec<Pos>,
    dijkstra: Option<Pos>,
    astar: Option<(Pos, Pos)>,
    /// The optimal A* length from the comment above the `astar` line, for a warning.
    astar_expected: Option<usize>,
}

fn read(path: &Path) -> Result<String, BenchError> {
    std::fs::read_to_string(path).map_err(|e| error(format!("{}: {e}", path.display())))
}

fn parse_map(path: &Path, name: &str) -> Result<BenchMap, BenchError> {
    let text = read(path)?;
    let mut walls = Vec::with_capacity(text.len());
    let mut width = None;
    let mut height = 0;
    for (i, line) in text.lines().enumerate() {
        let at = || format!("{}:{}", path.display(), i + 1);
        if *width.get_or_insert(line.len()) != line.len() {
            return Err(error(format!(
                "{}: row of {} tiles, the first row has {}",
                at(),
                line.len(),
                width.unwrap_or(0)
            )));
        }
        for (x, ch) in line.chars().enumerate() {
            walls.push(match ch {
                '#' => 1,
                '.' => 0,
                other => {
                    return Err(error(format!(
                        "{}:{}: unexpected {other:?} (only '#' and '.')",
                        at(),
                        x + 1
                    )))
                }
            });
        }
        height += 1;
    }
    let width = width.unwrap_or(0);
    if width == 0 || width > 1 << 15 || height > 1 << 15 {
        return Err(error(format!(
            "{}: a map of {width}x{height} tiles is not supported",
            path.display()
        )));
    }
    Ok(BenchMap {
        name: name.to_string(),
        width: width as i32,
        height,
        walls,
        fov: Vec::new(),
        dijkstra: None,
        astar: None,
        astar_expected: None,
    })
}

fn parse_positions(path: &Path, map: &mut BenchMap) -> Result<(), BenchError> {
    let text = read(path)?;
    for (i, line) in text.lines().enumerate() {
        let at = || format!("{}:{}", path.display(), i + 1);
        let line = line.trim();
        if let Some(comment) = line.strip_prefix('#') {
            if comment.trim_start().starts_with("astar") {
                map.astar_expected = comment
                    .rsplit('=')
                    .next()
                    .and_then(|n| n.trim().parse().ok());
            }
            continue;
        }
        let mut fields = line.split_whitespace();
        let Some(kind) = fields.next() else {
            continue;
        };
        let numbers = fields
            .map(|f| {
                f.parse::<i32>()
                    .map_err(|_| error(format!("{}: \"{f}\" is not a number", at())))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let expect = |n: usize| {
            if numbers.len() == n {
                Ok(())
            } else {
                Err(error(format!(
                    "{}: `{kind}` takes {n} numbers, found {}",
                    at(),
                    numbers.len()
                )))
            }
        };
        let floor = |x: i32, y: i32| {
            let inside = x >= 0 && y >= 0 && x < map.width && y < map.height;
            if inside && map.walls[(y * map.width + x) as usize] == 0 {
                Ok(Pos::new(x, y))
            } else {
                Err(error(format!("{}: ({x}, {y}) is not a floor tile", at())))
            }
        };
        match kind {
            "fov" => {
                expect(2)?;
                let p = floor(numbers[0], numbers[1])?;
                map.fov.push(p);
            }
            "dijkstra" => {
                expect(2)?;
                map.dijkstra = Some(floor(numbers[0], numbers[1])?);
            }
            "astar" => {
                expect(4)?;
                let from = floor(numbers[0], numbers[1])?;
                map.astar = Some((from, floor(numbers[2], numbers[3])?));
            }
            other => return Err(error(format!("{}: unknown query `{other}`", at()))),
        }
    }
    Ok(())
}

/// The names of the maps to run, sorted: every NAME.map with a NAME.pos, or those of PEER_MAPS.
fn map_names(dir: &Path, only: Option<&[String]>) -> Result<Vec<String>, BenchError> {
    let entries = std::fs::read_dir(dir).map_err(|e| error(format!("{}: {e}", dir.display())))?;
    let mut names = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| error(format!("{}: {e}", dir.display())))?
            .path();
        if path.extension().is_some_and(|e| e == "map") && path.with_extension("pos").is_file() {
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                names.push(stem.to_string());
            }
        }
    }
    names.sort();
    if let Some(only) = only {
        if let Some(missing) = only.iter().find(|n| !names.contains(n)) {
            return Err(error(format!(
                "PEER_MAPS: no {missing}.map with a {missing}.pos in {}",
                dir.display()
            )));
        }
        names.retain(|n| only.contains(n));
    }
    Ok(names)
}

/// Times `round` by the protocol of bench/README.md: warm up for a quarter of the target,
/// then time as many rounds as fill the target. Returns the elapsed time and rounds timed.
fn time_rounds(settings: &Settings, mut round: impl FnMut()) -> (Duration, u64) {
    let start = Instant::now();
    round();
    let first = start.elapsed();
    if first > settings.one_shot {
        return (first, 1);
    }
    let mut warm_rounds = 1u64;
    while start.elapsed() < settings.target / 4 {
        round();
        warm_rounds += 1;
    }
    let round_time = start.elapsed().as_secs_f64() / warm_rounds as f64;
    let rounds = ((settings.target.as_secs_f64() / round_time.max(1e-12)).round() as u64).max(1);
    let timed = Instant::now();
    for _ in 0..rounds {
        round();
    }
    (timed.elapsed(), rounds)
}

fn us_per_call(elapsed: Duration, calls: u64) -> f64 {
    let us = elapsed.as_secs_f64() * 1e6 / calls as f64;
    (us * 1000.0).round() / 1000.0
}

fn emit(line: Value) -> Result<(), Stop> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Stop::Closed,
            _ => Stop::Failed(error(format!("stdout: {e}"))),
        })
}

fn record(map: &BenchMap, op: &str, radius: Option<i32>, api: &str) -> Value {
    json!({
        "peer": "torchdeep",
        "op": op,
        "map": map.name,
        "radius": radius,
        "us_per_call": 0.0,
        "n": 0,
        "api": api,
        "version": env!("CARGO_PKG_VERSION"),
    })
}

fn bench_fov(map: &BenchMap, settings: &Settings) -> Result<(), Stop> {
    if map.fov.is_empty() {
        return Ok(());
    }
    let mut fov = Fov::new(map.width, map.height);
    // Built once per map, as a level does; the timed loop only computes views.
    let sight = SightMap::from_bytes(map.width, map.height, &map.walls);
    for &radius in &settings.radii {
        let (elapsed, rounds) = time_rounds(settings, || {
            for &p in &map.fov {
                fov.compute_on(p, radius, &sight);
                std::hint::black_box(&fov);
            }
        });
        let seen: usize = map
            .fov
            .iter()
            .map(|&p| {
                fov.compute_on(p, radius, &sight);
                fov.visible_count()
            })
            .sum();
        let calls = rounds * map.fov.len() as u64;
        let mut line = record(
            map,
            "fov/symmetric",
            Some(radius),
            "grid::fov::Fov::compute_on (SightMap opacity bits built per map, stamped visibility bits)",
        );
        line["us_per_call"] = json!(us_per_call(elapsed, calls));
        line["n"] = json!(calls);
        line["cells"] = json!(seen as f64 / map.fov.len() as f64);
        emit(line)?;
    }
    Ok(())
}

fn bench_dijkstra(map: &BenchMap, settings: &Settings) -> Result<(), Stop> {
    let Some(source) = map.dijkstra else {
        return Ok(());
    };
    let mut dijkstra = DijkstraMap::new(map.width, map.height);
    let (elapsed, rounds) = time_rounds(settings, || {
        dijkstra.compute_on(&[source], &map.walls);
        std::hint::black_box(&dijkstra);
    });
    let (mut cells, mut max_dist) = (0u64, 0u32);
    for y in 0..map.height {
        for x in 0..map.width {
            if let Some(d) = dijkstra.distance(Pos::new(x, y)) {
                cells += 1;
                max_dist = max_dist.max(d);
            }
        }
    }
    let mut line = record(
        map,
        "dijkstra",
        None,
        "grid::paths::DijkstraMap::compute_on (flat-array BFS)",
    );
    line["us_per_call"] = json!(us_per_call(elapsed, rounds));
    line["n"] = json!(rounds);
    line["cells"] = json!(cells);
    line["max_dist"] = json!(max_dist);
    emit(line)
}

fn bench_astar(map: &BenchMap, settings: &Settings) -> Result<(), Stop> {
    let Some((from, to)) = map.astar else {
        return Ok(());
    };
    let mut astar = AStar::new(map.width, map.height);
    let (elapsed, rounds) = time_rounds(settings, || {
        std::hint::black_box(astar.find_path_on(from, to, &map.walls));
    });
    let path_len = astar.find_path_on(from, to, &map.walls).map(|p| p.len());
    if let (Some(found), Some(best)) = (path_len, map.astar_expected) {
        if found != best {
            eprintln!(
                "bench-grid: {}: A* found {found} steps, the optimum is {best}",
                map.name
            );
        }
    }
    let mut line = record(
        map,
        "astar",
        None,
        "grid::paths::AStar::find_path_on (bucket queue, Chebyshev heuristic; bit-row BFS for long near-diagonal queries)",
    );
    line["us_per_call"] = json!(us_per_call(elapsed, rounds));
    line["n"] = json!(rounds);
    line["path_len"] = json!(path_len);
    emit(line)
}

/// The benchmark's name for the generated floors, which have no files.
const GENERATED: &str = "gen80x50";

/// The floor the generation rows make: the first floor's shape at 80×50.
fn dungeon_request() -> FloorRequest {
    FloorRequest {
        depth: 1,
        width: 80,
        height: 50,
        stairs: StairsPlan {
            up: PortalKind::Up,
            down_stairs: 1,
            goal: false,
        },
        prize: None,
    }
}

/// Times one 80×50 floor per call, a new seed each call: the whole floor (every stage), and
/// its layout alone (quadrants, BSP, rooms, corridors, hallways and doors), which is what the
/// other toolkits' generators make.
fn bench_dungeon(settings: &Settings) -> Result<(), Stop> {
    let tables = Tables::embedded().map_err(|e| error(format!("built-in tables: {e}")))?;
    let request = dungeon_request();
    let floor_cells = |level: &torchdeep::world::Level| {
        let (w, h) = (level.width(), level.height());
        (0..h)
            .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
            .filter(|&p| level.is_walkable(p))
            .count()
    };
    let variants: [(&str, Option<Stage>, &str); 2] = [
        (
            "floor",
            None,
            "gen::generate_floor, every stage (BSP, rooms, corridors, hallways, doors, stairs, treasure, traps, prefabs, spawns, fixtures)",
        ),
        (
            "layout",
            Some(Stage::Doors),
            "gen::replay up to Stage::Doors (quadrants, BSP, rooms, corridors, hallways, doors)",
        ),
    ];
    for (variant, stop, api) in variants {
        let make = |seed: u64| match stop {
            None => generate_floor(&tables, &request, &mut fastrand::Rng::with_seed(seed)).level,
            Some(stage) => replay(&tables, &History::new(request, seed, Vec::new()), stage),
        };
        let mut seed = 0u64;
        let (elapsed, rounds) = time_rounds(settings, || {
            seed += 1;
            std::hint::black_box(make(seed));
        });
        // Outside the timing: the mean floor of the first 16 seeds.
        let cells = (1..=16).map(|s| floor_cells(&make(s))).sum::<usize>() as f64 / 16.0;
        let line = json!({
            "peer": "torchdeep",
            "op": "dungeon/bsp",
            "variant": variant,
            "map": GENERATED,
            "radius": null,
            "us_per_call": us_per_call(elapsed, rounds),
            "n": rounds,
            "api": api,
            "version": env!("CARGO_PKG_VERSION"),
            "cells": cells,
        });
        emit(line)?;
    }
    Ok(())
}

fn bench_grid(dir: &Path) -> Result<(), Stop> {
    let settings = Settings::from_env()?;
    // The generated floors need no files: take them out of the list of maps to read.
    let generated = settings
        .maps
        .as_ref()
        .is_none_or(|m| m.iter().any(|n| n == GENERATED));
    let only: Option<Vec<String>> = settings
        .maps
        .as_ref()
        .map(|m| m.iter().filter(|n| *n != GENERATED).cloned().collect());
    let names = match &only {
        Some(only) if only.is_empty() => Vec::new(),
        _ => map_names(dir, only.as_deref())?,
    };
    if names.is_empty() && !generated {
        return Err(error(format!(
            "{}: no NAME.map with a NAME.pos beside it",
            dir.display()
        ))
        .into());
    }
    // Read every input first, so a bad file stops the run before any timing.
    let mut maps = Vec::new();
    for name in &names {
        let mut map = parse_map(&dir.join(format!("{name}.map")), name)?;
        parse_positions(&dir.join(format!("{name}.pos")), &mut map)?;
        maps.push(map);
    }
    for map in &maps {
        bench_fov(map, &settings)?;
        bench_dijkstra(map, &settings)?;
        bench_astar(map, &settings)?;
    }
    if generated {
        bench_dungeon(&settings)?;
    }
    Ok(())
}
