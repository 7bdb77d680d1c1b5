//! What a bare macroquad window costs on this machine's GL before the game draws anything:
//! the floor under the window's figures in the README. Opens a 1280×720 window and draws, for
//! 100 frames each, nothing but the clear; one rectangle over the whole window; the same area
//! as 920 tiles of 32×32; and 10,000 rectangles of 2×2. With `--egui`, also the one rectangle
//! with an egui window of 400×300 over it, empty and then with 1,800 letters of text (egui
//! draws a letter as two triangles). Prints each case's median frame time.
//! Without `--egui` its peak memory is that of any macroquad window here:
//! `scripts/window-figures.sh` reads it with `/usr/bin/time`.
//!
//!     xvfb-run -a -s "-screen 0 1280x720x24" cargo run --release --example software_gl_floor -- --egui

use macroquad::prelude::*;

fn window() -> Conf {
    Conf {
        window_title: "software GL floor".to_string(),
        window_width: 1280,
        window_height: 720,
        ..Default::default()
    }
}

/// Frames drawn before the timed ones, while the GL compiles its shaders.
const WARM_UP: usize = 20;
const TIMED: usize = 100;

#[macroquad::main(window)]
async fn main() {
    let tint = Color::new(0.2, 0.4, 0.9, 0.4);
    let bare: [(&str, &dyn Fn()); 4] = [
        ("clear only", &|| {}),
        ("one rectangle over the window", &|| {
            draw_rectangle(0.0, 0.0, 1280.0, 720.0, tint)
        }),
        ("920 tiles of 32x32 (the same area)", &|| {
            for y in 0..23 {
                for x in 0..40 {
                    draw_rectangle(x as f32 * 32.0, y as f32 * 32.0, 32.0, 32.0, tint);
                }
            }
        }),
        ("10,000 rectangles of 2x2", &|| {
            for y in 0..100 {
                for x in 0..100 {
                    draw_rectangle(x as f32 * 12.0, y as f32 * 7.0, 2.0, 2.0, tint);
                }
            }
        }),
    ];
    let egui: [(&str, &dyn Fn()); 2] = [
        ("the rectangle, then an egui window of 400x300", &|| {
            draw_rectangle(0.0, 0.0, 1280.0, 720.0, tint);
            egui_window("a label");
        }),
        ("the same with 1,800 letters of text in the window", &|| {
            draw_rectangle(0.0, 0.0, 1280.0, 720.0, tint);
            egui_window(&"torchdeep ".repeat(200));
        }),
    ];
    // egui's context and font atlas would count in the window's memory: only when asked.
    let with_egui = std::env::args().any(|a| a == "--egui");
    let cases = bare.iter().chain(egui.iter().filter(|_| with_egui));
    for (name, draw) in cases {
        let mut times = Vec::with_capacity(TIMED);
        for frame in 0..WARM_UP + TIMED {
            let start = std::time::Instant::now();
            clear_background(BLACK);
            draw();
            next_frame().await;
            if frame >= WARM_UP {
                times.push(start.elapsed().as_secs_f64() * 1000.0);
            }
        }
        times.sort_by(f64::total_cmp);
        println!("{name}: median frame {:.2} ms", times[times.len() / 2]);
    }
}

/// One egui window of 400×300 showing `text`, painted over what is drawn.
fn egui_window(text: &str) {
    egui_macroquad::ui(|ctx| {
        egui_macroquad::egui::Window::new("window")
            .fixed_size([400.0, 300.0])
            .show(ctx, |ui| ui.label(text));
    });
    egui_macroquad::draw();
}
