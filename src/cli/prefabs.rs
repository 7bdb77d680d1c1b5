//! `torchdeep prefabs check [PATH…]`: imports prefab maps as the game would and says, for each
//! file, that it is usable or what to fix (file, layer or object, and how); exit status 2 when
//! any is not.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use torchdeep::data::prefab::{import_prefabs, PREFAB_DIR};
use torchdeep::data::{Prefab, Resources, Tables};

use super::CommonArgs;

#[derive(Args, Debug)]
pub struct PrefabsArgs {
    #[command(subcommand)]
    command: PrefabsCommand,
}

#[derive(Subcommand, Debug)]
enum PrefabsCommand {
    /// Check prefab maps: each PATH is a .tmx file or a folder searched for them (default:
    /// maps/prefabs, or the prefabs of --maps DIR, or the maps built into the game).
    Check {
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
    },
}

pub fn run(tables: &Tables, common: &CommonArgs, args: &PrefabsArgs) -> ExitCode {
    let PrefabsCommand::Check { paths } = &args.command;
    let (resources, files) = match files_to_check(common, paths) {
        Ok(found) => found,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    if files.is_empty() {
        eprintln!("no .tmx files to check in {}", describe(paths));
        return ExitCode::from(2);
    }
    let mut broken = 0;
    for (file, result) in files.iter().zip(import_prefabs(&resources, &files, tables)) {
        match result {
            Ok(prefab) => println!("{file}: ok, {}", summary(&prefab)),
            Err(errors) => {
                broken += 1;
                eprintln!("{errors}");
            }
        }
    }
    if broken == 0 {
        println!("{} prefabs checked, all usable", files.len());
        ExitCode::SUCCESS
    } else {
        eprintln!("{broken} of {} prefabs have problems", files.len());
        ExitCode::from(2)
    }
}

/// The resources to read through and the files to check. Files a designer names are read
/// from disk, with what they refer to (the tileset, templates) found beside them.
fn files_to_check(
    common: &CommonArgs,
    paths: &[PathBuf],
) -> Result<(Resources, Vec<String>), String> {
    let default_dir = match &common.maps {
        Some(dir) => Some(dir.join("prefabs")),
        None => Some(PathBuf::from(PREFAB_DIR)).filter(|d| d.is_dir()),
    };
    let paths: Vec<PathBuf> = match (paths.is_empty(), default_dir) {
        (false, _) => paths.to_vec(),
        (true, Some(dir)) => vec![dir],
        (true, None) => {
            let resources = Resources::embedded();
            let files = resources.list(PREFAB_DIR, "tmx");
            return Ok((resources, files));
        }
    };
    let mut files = Vec::new();
    for path in &paths {
        if path.is_dir() {
            collect_tmx(path, &mut files)
                .map_err(|e| format!("{}: cannot read the folder: {e}", path.display()))?;
        } else if path.is_file() {
            files.push(path.to_string_lossy().into_owned());
        } else {
            return Err(format!("{}: no such file or folder", path.display()));
        }
    }
    files.sort();
    Ok((Resources::embedded().disk_first(), files))
}

fn collect_tmx(dir: &Path, out: &mut Vec<String>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_tmx(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "tmx") {
            out.push(path.to_string_lossy().into_owned());
        }
    }
    Ok(())
}

fn describe(paths: &[PathBuf]) -> String {
    if paths.is_empty() {
        PREFAB_DIR.to_string()
    } else {
        let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        names.join(", ")
    }
}

/// `"shrine" 9x9, 4 spawns, 2 doors, difficulty 0-3, depth 1+, turns, mirrors`.
fn summary(prefab: &Prefab) -> String {
    let rules = &prefab.rules;
    let difficulties: Vec<String> = rules.difficulties.iter().map(u8::to_string).collect();
    let depth = match rules.max_depth {
        Some(max) => format!("depth {}-{max}", rules.min_depth),
        None => format!("depth {}+", rules.min_depth),
    };
    let doors = if prefab.doors.is_empty() {
        "doors anywhere on the ring".to_string()
    } else {
        format!("{} doors", prefab.doors.len())
    };
    let mut out = format!(
        "\"{}\" {}x{}, {} spawns, {doors}, difficulty {}, {depth}, weight {}",
        prefab.name,
        prefab.width(),
        prefab.height(),
        prefab.spawns.len(),
        difficulties.join(","),
        rules.weight
    );
    if rules.rotate {
        out.push_str(", turns");
    }
    if rules.mirror {
        out.push_str(", mirrors");
    }
    if !rules.tags.is_empty() {
        out.push_str(&format!(", tags {}", rules.tags.join(",")));
    }
    out
}
