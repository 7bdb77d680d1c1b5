//! `torchdeep gen`: one generated floor, the map on stdout, the seed and legend on stderr.

use std::process::ExitCode;

use clap::{Args, ValueEnum};
use torchdeep::data::Tables;
use torchdeep::export::{floor_ascii, floor_json, legend, PortalNames};
use torchdeep::gen::{floor_seed, generate_floor, request_for, spawn_player};

/// The floor sides `gen` accepts. Generation grows linearly with the area (a 1000×1000
/// floor takes some tens of milliseconds); room indices are 16-bit, far above the ~10,000
/// rooms of the largest floor.
const MIN_SIDE: i64 = 12;
const MAX_SIDE: i64 = 1000;

#[derive(Args, Debug)]
pub struct GenArgs {
    /// Generate at this depth (default: the floor's own depth from dungeon.csv).
    #[arg(long)]
    depth: Option<u32>,
    /// The floor of dungeon.csv to generate, by id (default: the first, or the first at --depth).
    #[arg(long, value_name = "NAME")]
    floor: Option<String>,
    /// Override the floor's width in tiles (12 to 1000).
    #[arg(long, value_parser = clap::value_parser!(i32).range(MIN_SIDE..=MAX_SIDE))]
    width: Option<i32>,
    /// Override the floor's height in tiles (12 to 1000).
    #[arg(long, value_parser = clap::value_parser!(i32).range(MIN_SIDE..=MAX_SIDE))]
    height: Option<i32>,
    #[arg(long, value_enum, default_value_t = Format::Ascii)]
    format: Format,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Ascii,
    Json,
}

pub fn run(tables: &Tables, seed: u64, args: &GenArgs) -> ExitCode {
    let floor = match (&args.floor, args.depth) {
        (Some(name), _) => match super::floor_by_name(tables, name) {
            Ok(i) => i,
            Err(message) => {
                eprintln!("{message}");
                return ExitCode::from(2);
            }
        },
        (None, Some(depth)) => tables
            .dungeon
            .iter()
            .position(|f| f.depth == depth)
            .unwrap_or(0),
        (None, None) => 0,
    };
    let mut request = request_for(tables, floor);
    request.depth = args.depth.unwrap_or(request.depth);
    request.width = args.width.unwrap_or(request.width);
    request.height = args.height.unwrap_or(request.height);

    let mut rng = fastrand::Rng::with_seed(floor_seed(seed, floor));
    let mut generated = generate_floor(tables, &request, &mut rng);
    spawn_player(&mut generated.level, tables, generated.arrival);

    let spec = &tables.dungeon[floor];
    eprintln!(
        "seed {seed}, floor {} ({}), depth {}, {}x{}",
        spec.id, spec.name, request.depth, request.width, request.height
    );
    match args.format {
        Format::Ascii => {
            eprint!("{}", legend(tables));
            print!("{}", floor_ascii(&generated.level, tables));
        }
        Format::Json => {
            let names = PortalNames {
                up: spec.parent.map(|p| tables.dungeon[p].id.clone()),
                down: tables
                    .children(floor)
                    .map(|c| tables.dungeon[c].id.clone())
                    .collect(),
            };
            let doc = floor_json(
                &generated.level,
                tables,
                seed,
                request.depth,
                &names,
                &generated.history,
            );
            println!("{doc}");
        }
    }
    ExitCode::SUCCESS
}
