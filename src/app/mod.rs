//! The app layer: the window, drawing, input. It reads the simulation's state and never
//! changes the rules.

mod floor_view;

use std::path::PathBuf;

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::gen::generate_dungeon;

/// How the game was started.
pub struct Launch {
    pub tables: Tables,
    pub seed: u64,
    /// Save the frame as PNG after `frames` frames and quit.
    pub screenshot: Option<PathBuf>,
    pub frames: u32,
}

pub fn window_conf() -> macroquad::conf::Conf {
    macroquad::conf::Conf {
        miniquad_conf: miniquad::conf::Conf {
            window_title: "torchdeep".to_string(),
            window_width: 1280,
            window_height: 720,
            window_resizable: true,
            ..Default::default()
        },
        ..Default::default()
    }
}

pub async fn run(launch: Launch) {
    let mut seed = launch.seed;
    let mut dungeon = generate_dungeon(&launch.tables, seed);
    let mut floor = 0usize;
    let mut frame = 0u32;
    loop {
        if is_key_pressed(KeyCode::Tab) || is_key_pressed(KeyCode::PageDown) {
            floor = (floor + 1) % dungeon.floors.len();
        }
        if is_key_pressed(KeyCode::PageUp) {
            floor = (floor + dungeon.floors.len() - 1) % dungeon.floors.len();
        }
        if is_key_pressed(KeyCode::R) {
            seed = seed.wrapping_add(1);
            dungeon = generate_dungeon(&launch.tables, seed);
            floor = 0;
        }
        if is_key_pressed(KeyCode::Escape) || is_key_pressed(KeyCode::Q) {
            break;
        }
        clear_background(BLACK);
        let spec = &launch.tables.dungeon[dungeon.floors[floor].spec];
        floor_view::draw_level(&dungeon.floors[floor].level, &launch.tables, spec.palette);
        let status = format!(
            "{} (depth {}) - seed {seed} - Tab/PgUp/PgDn: floor, R: new seed, Esc: quit",
            spec.name, spec.depth
        );
        draw_text(&status, 8.0, screen_height() - 8.0, 22.0, LIGHTGRAY);
        frame += 1;
        if let Some(path) = &launch.screenshot {
            if frame >= launch.frames.max(1) {
                get_screen_data().export_png(&path.to_string_lossy());
                break;
            }
        }
        next_frame().await;
    }
}
