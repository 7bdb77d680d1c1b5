//! The app layer: the window, drawing, input. It reads the simulation's state and turns it
//! into pixels; the rules live in the library.

mod atlas;
mod explore;
mod lighting;
mod view;

use std::path::PathBuf;

use macroquad::prelude::*;
use torchdeep::data::{Resources, Tables, TILESET_PATH};

use atlas::Atlas;
use explore::Explorer;
use lighting::LightMap;
use view::{draw_level, Camera, Look};

/// How the game was started.
pub struct Launch {
    pub tables: Tables,
    pub resources: Resources,
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
    let atlas = match Atlas::load(&launch.resources, &launch.tables, TILESET_PATH) {
        Ok(a) => a,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let mut explorer = Explorer::new(&launch.tables, launch.seed);
    let mut light = LightMap::new(explorer.level(), &atlas);
    let mut camera = Camera {
        centre: Vec2::ZERO,
        zoom: 2,
    };
    camera.follow(explorer.player_pos(), 16.0, 1000.0);
    let mut status = explorer.status(&launch.tables);
    let started = get_time();
    let mut frame = 0u32;
    loop {
        if is_key_pressed(KeyCode::Escape) {
            break;
        }
        let changed_floor = explorer.handle_input(&launch.tables);
        if changed_floor {
            light = LightMap::new(explorer.level(), &atlas);
            camera.follow(explorer.player_pos(), 16.0, 1000.0);
        }
        if explorer.take_status_change() {
            status = explorer.status(&launch.tables);
        }
        let wheel = mouse_wheel().1;
        if is_key_pressed(KeyCode::PageUp) || wheel > 0.0 {
            camera.zoom = (camera.zoom + 1).min(Camera::MAX_ZOOM);
        }
        if is_key_pressed(KeyCode::PageDown) || wheel < 0.0 {
            camera.zoom = camera.zoom.saturating_sub(1).max(Camera::MIN_ZOOM);
        }
        camera.follow(explorer.player_pos(), 16.0, get_frame_time());

        clear_background(BLACK);
        let time_s = (get_time() - started) as f32;
        let spec = &launch.tables.dungeon[explorer.floor_spec()];
        let look = Look {
            palette: spec.palette,
            ambient: 0.36,
            time_ms: (time_s * 1000.0) as u32,
            time_s,
            player: Some((explorer.player_pos(), 6)),
            exit_floor: spec.parent.is_none(),
        };
        draw_level(explorer.level(), &atlas, &light, &camera, &look);
        draw_rectangle(
            0.0,
            screen_height() - 30.0,
            screen_width(),
            30.0,
            Color::new(0.0, 0.0, 0.0, 0.75),
        );
        draw_text(
            &status,
            10.0,
            screen_height() - 9.0,
            22.0,
            Color::new(0.92, 0.88, 0.78, 1.0),
        );

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
