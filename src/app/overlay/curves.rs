//! Depth curves: every row of `game_parameters.csv` plotted over the depths the dungeon
//! spans (and a few beyond), so a designer sees how a density, a chance or a count grows,
//! where it levels off at its min or max, and which depth the player stands on.

use egui_macroquad::egui;
use torchdeep::data::Tables;

/// The plot runs from depth 1 to the deepest floor plus this many.
const BEYOND: u32 = 4;

pub fn ui(ui: &mut egui::Ui, tables: &Tables, depth_now: u32) {
    let deepest = tables.dungeon.iter().map(|f| f.depth).max().unwrap_or(1);
    let last = deepest + BEYOND;
    ui.label(format!(
        "depth 1 to {last}; the line marks depth {depth_now}, where you stand"
    ));
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for (name, curve) in &tables.parameters.curves {
                let values: Vec<f64> = (1..=last).map(|d| curve.at(d)).collect();
                let (lo, hi) = values
                    .iter()
                    .fold((f64::MAX, f64::MIN), |(lo, hi), &v| (lo.min(v), hi.max(v)));
                ui.label(format!(
                    "{name}: {:.2} at 1, {:.2} at {deepest}, {:.2} at {last}",
                    values[0],
                    values[(deepest - 1) as usize],
                    values[(last - 1) as usize]
                ));
                plot(ui, &values, (lo, hi), depth_now);
            }
        });
}

/// One curve as a line in a small box, from its lowest to its highest value over the depths.
fn plot(ui: &mut egui::Ui, values: &[f64], (lo, hi): (f64, f64), depth_now: u32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(260.0, 36.0), egui::Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, 0.0, egui::Color32::from_gray(18));
    let span = (hi - lo).max(1e-9);
    let step = rect.width() / (values.len().max(2) - 1) as f32;
    let at = |i: usize, v: f64| {
        let y = rect.bottom() - 3.0 - ((v - lo) / span) as f32 * (rect.height() - 6.0);
        egui::pos2(rect.left() + i as f32 * step, y)
    };
    let x_now = rect.left() + (depth_now.saturating_sub(1)) as f32 * step;
    painter.vline(
        x_now,
        rect.y_range(),
        egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 90, 30)),
    );
    let points: Vec<egui::Pos2> = values.iter().enumerate().map(|(i, &v)| at(i, v)).collect();
    painter.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(1.5, egui::Color32::from_rgb(240, 200, 90)),
    ));
    for p in points {
        painter.circle_filled(p, 1.5, egui::Color32::from_rgb(240, 200, 90));
    }
}
