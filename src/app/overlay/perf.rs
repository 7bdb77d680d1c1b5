//! Performance: a graph of recent frame times and the time each generation stage takes.

use std::collections::VecDeque;

use egui_macroquad::egui;
use torchdeep::data::Tables;
use torchdeep::rules::game::Game;

use super::generation::{Generation, STAGES};

const FRAMES: usize = 240;

#[derive(Default)]
pub struct Perf {
    /// Seconds per frame, newest last.
    frames: VecDeque<f32>,
}

impl Perf {
    pub fn frame(&mut self, dt: f32) {
        if self.frames.len() == FRAMES {
            self.frames.pop_front();
        }
        self.frames.push_back(dt);
    }

    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        generation: &mut Generation,
        tables: &Tables,
        game: &Game,
    ) {
        let n = self.frames.len().max(1) as f32;
        let mean = self.frames.iter().sum::<f32>() / n;
        let worst = self.frames.iter().copied().fold(0.0, f32::max);
        ui.label(format!(
            "frame {:.1} ms mean, {:.1} ms worst ({:.0} fps)",
            mean * 1000.0,
            worst * 1000.0,
            1.0 / mean.max(1e-6)
        ));
        let (rect, _) = ui.allocate_exact_size(egui::vec2(240.0, 60.0), egui::Sense::hover());
        let painter = ui.painter();
        painter.rect_filled(rect, 0.0, egui::Color32::from_gray(16));
        // 0 to 50 ms; a line at 16.7 ms.
        let y_of = |s: f32| rect.bottom() - (s * 1000.0 / 50.0).min(1.0) * rect.height();
        painter.hline(
            rect.x_range(),
            y_of(1.0 / 60.0),
            egui::Stroke::new(1.0_f32, egui::Color32::DARK_GREEN),
        );
        let step = rect.width() / FRAMES as f32;
        let points: Vec<egui::Pos2> = self
            .frames
            .iter()
            .enumerate()
            .map(|(i, &s)| egui::pos2(rect.left() + i as f32 * step, y_of(s)))
            .collect();
        painter.add(egui::Shape::line(
            points,
            egui::Stroke::new(1.0_f32, egui::Color32::YELLOW),
        ));
        ui.separator();
        ui.label("Generation of this floor, per stage (timed by replay):");
        let times = generation.measure(tables, game).to_vec();
        egui::Grid::new("stage times").show(ui, |ui| {
            for (stage, ms) in STAGES.iter().zip(&times) {
                ui.label(stage.name());
                ui.label(format!("{ms:.2} ms"));
                ui.end_row();
            }
            ui.label("total");
            ui.label(format!("{:.2} ms", times.iter().sum::<f64>()));
            ui.end_row();
        });
    }
}
