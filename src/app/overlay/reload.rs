//! Reload: read the tables (`config/*.csv`) and the Tiled maps (`maps/`) again from where the
//! game read them at start, and start the run again on the same seed with them. What is wrong
//! with the files is listed in red, and the game keeps the last data that loaded.

use std::path::PathBuf;
use std::sync::Arc;

use egui_macroquad::egui;
use torchdeep::data::{LoadErrors, Tables};

/// Where the data comes from: the `--config DIR` and `--maps DIR` of the command line;
/// without them `config/` and `maps/` in the working folder, else the data built in.
#[derive(Clone, Debug, Default)]
pub struct DataSource {
    pub config: Option<PathBuf>,
    pub maps: Option<PathBuf>,
}

impl DataSource {
    /// Reads every table and prefab map, as the game did at start.
    pub fn load(&self) -> Result<Tables, LoadErrors> {
        crate::sources::load_tables(self.config.as_ref(), self.maps.as_ref())
    }

    /// The folders a reload reads now (a `config/` made since the start counts).
    fn describe(&self) -> String {
        let dir = |d: Option<PathBuf>| match d {
            Some(d) => format!("{}/", d.display().to_string().trim_end_matches('/')),
            None => "built into the game".to_string(),
        };
        format!(
            "Tables: {}\nMaps: {}",
            dir(crate::sources::config_dir(self.config.as_ref())),
            dir(crate::sources::maps_dir(self.maps.as_ref()))
        )
    }
}

/// Web and Android builds have no data files to read, only what is built into them.
const READS_FILES: bool = !cfg!(any(target_arch = "wasm32", target_os = "android"));

enum Outcome {
    Loaded(String),
    /// Each problem as the loader words it: file, line, column, value, what was expected.
    Failed(Vec<String>),
}

pub struct Reload {
    source: DataSource,
    /// How many reloads were asked for, so a repeated result reads as new.
    count: u32,
    last: Option<Outcome>,
}

impl Reload {
    pub fn new(source: DataSource) -> Reload {
        Reload {
            source,
            count: 0,
            last: None,
        }
    }

    /// Reads the data again. When it loads and `accept` takes it (the app builds its sprites
    /// from it), it replaces `tables` and `accept`'s value is returned; otherwise the
    /// problems are kept for the panel and `tables` stays as it was.
    pub fn apply<T>(
        &mut self,
        tables: &mut Arc<Tables>,
        accept: impl FnOnce(&Tables) -> Result<T, String>,
    ) -> Option<T> {
        self.count += 1;
        let loaded = self
            .source
            .load()
            .map_err(|errors| errors.iter().map(ToString::to_string).collect())
            .and_then(|new| match accept(&new) {
                Ok(value) => Ok((new, value)),
                Err(problem) => Err(vec![problem]),
            });
        match loaded {
            Ok((new, value)) => {
                self.last = Some(Outcome::Loaded(summary(&new)));
                *tables = Arc::new(new);
                Some(value)
            }
            Err(problems) => {
                self.last = Some(Outcome::Failed(problems));
                None
            }
        }
    }

    /// The problems the last reload found; empty after one that loaded.
    #[cfg(test)]
    pub fn problems(&self) -> &[String] {
        match &self.last {
            Some(Outcome::Failed(problems)) => problems,
            _ => &[],
        }
    }

    /// The panel; true when Reload was clicked.
    pub fn ui(&mut self, ui: &mut egui::Ui, tables: &Tables) -> bool {
        if !READS_FILES {
            ui.label("Reload needs files on disk: this build has only the data built into it.");
            ui.label(format!("In use: {}", summary(tables)));
            return false;
        }
        ui.label(self.source.describe());
        ui.label(format!("In use: {}", summary(tables)));
        let clicked = ui
            .button("Reload tables and maps")
            .on_hover_text("Reads the files again and restarts the run on the same seed")
            .clicked();
        match &self.last {
            None => {}
            Some(Outcome::Loaded(what)) => {
                let text = format!("Reload {}: loaded {what}; the run restarted", self.count);
                ui.colored_label(egui::Color32::LIGHT_GREEN, text);
            }
            Some(Outcome::Failed(problems)) => {
                let text = match problems.len() {
                    1 => format!("Reload {}: a problem", self.count),
                    n => format!("Reload {}: {n} problems", self.count),
                } + "; the game keeps the data it had";
                ui.colored_label(egui::Color32::from_rgb(255, 110, 100), text);
                egui::ScrollArea::vertical()
                    .max_height(220.0)
                    .show(ui, |ui| {
                        for p in problems {
                            ui.colored_label(egui::Color32::from_rgb(255, 80, 80), p);
                        }
                    });
            }
        }
        clicked
    }
}

fn summary(t: &Tables) -> String {
    format!(
        "{} monsters, {} items, {} rooms, {} traps, {} floors, {} prefabs",
        t.monsters.len(),
        t.items.len(),
        t.rooms.len(),
        t.traps.len(),
        t.dungeon.len(),
        t.prefabs.prefabs.len()
    )
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use torchdeep::rules::game::Game;

    use super::*;

    const ROOT: &str = env!("CARGO_MANIFEST_DIR");

    /// A copy of the game's tables in a folder of its own, and a reload reading it.
    fn copied_tables() -> (tempfile::TempDir, Reload) {
        let dir = tempfile::tempdir().unwrap();
        for name in torchdeep::data::TABLE_FILES {
            let from = Path::new(ROOT).join("config").join(name);
            std::fs::copy(from, dir.path().join(name)).unwrap();
        }
        let source = DataSource {
            config: Some(dir.path().to_path_buf()),
            maps: Some(Path::new(ROOT).join("maps")),
        };
        (dir, Reload::new(source))
    }

    /// Rewrites the player's row of `monsters.csv` with another hp cell.
    fn set_player_hp(dir: &Path, hp: &str) {
        let path = dir.join("monsters.csv");
        let text = std::fs::read_to_string(&path).unwrap();
        // Found by its header so that new columns do not move the edit.
        let column = text
            .lines()
            .next()
            .and_then(|header| header.split(',').position(|name| name == "hp"))
            .expect("monsters.csv has an hp column");
        let edited: Vec<String> = text
            .lines()
            .map(|line| match line.strip_prefix("player,") {
                Some(_) => {
                    let mut cells: Vec<&str> = line.split(',').collect();
                    cells[column] = hp;
                    cells.join(",")
                }
                None => line.to_string(),
            })
            .collect();
        std::fs::write(path, edited.join("\n") + "\n").unwrap();
    }

    fn loaded() -> Arc<Tables> {
        Arc::new(Tables::load_dir(&Path::new(ROOT).join("config")).unwrap())
    }

    #[test]
    fn a_broken_table_is_reported_by_file_and_the_game_keeps_its_tables() {
        let (dir, mut reload) = copied_tables();
        set_player_hp(dir.path(), "lots");
        let mut tables = loaded();
        let before = tables.clone();
        assert!(reload.apply(&mut tables, |_| Ok(())).is_none());
        assert!(Arc::ptr_eq(&tables, &before), "the old tables stay in use");
        let problems = reload.problems().join("\n");
        assert!(
            problems.contains("monsters.csv:2") && problems.contains("\"hp\""),
            "the problem names the file, its line and column: {problems}"
        );
        assert!(problems.contains("lots"), "and the value: {problems}");
    }

    #[test]
    fn an_edited_table_takes_effect_in_the_regenerated_run() {
        let (dir, mut reload) = copied_tables();
        let path = dir.path().join("monsters.csv");
        let text = std::fs::read_to_string(&path).unwrap();
        // The green verp's hit points follow its quoted behaviours.
        let (from, to) = ("random_walk]\",10,1,", "random_walk]\",77,1,");
        assert_eq!(text.matches(from).count(), 1);
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
        let mut tables = loaded();
        let seed = Game::new(tables.clone(), 7).seed();
        assert_eq!(
            reload.apply(&mut tables, |_| Ok("accepted")),
            Some("accepted")
        );
        assert!(reload.problems().is_empty());
        let verp = tables.monster_id("verp_1").unwrap();
        assert_eq!(tables.monster(verp).hp, 77);
        let game = Game::new(tables.clone(), seed);
        let verps: Vec<i32> = (game.dungeon().floors.iter())
            .flat_map(|f| f.level.creatures.iter())
            .filter(|c| c.kind == verp)
            .map(|c| c.hp)
            .collect();
        assert!(
            !verps.is_empty() && verps.iter().all(|&hp| hp == 77),
            "the new run's verps have the edited row's hit points: {verps:?}"
        );
    }

    #[test]
    fn data_the_app_cannot_draw_is_refused_too() {
        let (_dir, mut reload) = copied_tables();
        let mut tables = loaded();
        let before = tables.clone();
        let refused: Option<()> = reload.apply(&mut tables, |_| Err("no tile named x".into()));
        assert!(refused.is_none());
        assert!(Arc::ptr_eq(&tables, &before));
        assert_eq!(reload.problems(), ["no tile named x"]);
    }
}
