//! The scores of many raids as a bar chart drawn with egui: one bar a score, its height the
//! raids that scored it, with the mean, median, best and worst beside.

use egui_macroquad::egui;
use egui_macroquad::egui::{Color32, Pos2, Rect, Stroke, Vec2};
use torchdeep::raid::RaidSummary;

const BAR: Color32 = Color32::from_rgb(224, 178, 74);
const AXIS: Color32 = Color32::from_rgb(150, 150, 165);

pub fn histogram(ui: &mut egui::Ui, summary: &RaidSummary) {
    ui.label(format!(
        "{} raids · mean {:.2} · median {} · best {} · worst {} · {} script errors",
        summary.raids,
        summary.mean,
        summary.median,
        summary.best,
        summary.worst,
        summary.script_errors
    ));
    let size = Vec2::new(ui.available_width().min(520.0), 150.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let plot = Rect::from_min_max(
        rect.min + Vec2::new(28.0, 6.0),
        rect.max - Vec2::new(6.0, 18.0),
    );
    painter.line_segment(
        [plot.left_bottom(), plot.right_bottom()],
        Stroke::new(1.0_f32, AXIS),
    );
    painter.line_segment(
        [plot.left_bottom(), plot.left_top()],
        Stroke::new(1.0_f32, AXIS),
    );
    let highest = summary.histogram.iter().copied().max().unwrap_or(0).max(1);
    let n = summary.histogram.len().max(1);
    let width = plot.width() / n as f32;
    let font = egui::FontId::monospace(10.0);
    for (score, &count) in summary.histogram.iter().enumerate() {
        let h = plot.height() * count as f32 / highest as f32;
        let x = plot.left() + width * score as f32;
        let bar = Rect::from_min_max(
            Pos2::new(x + width * 0.12, plot.bottom() - h),
            Pos2::new(x + width * 0.88, plot.bottom()),
        );
        painter.rect_filled(bar, 1.0, BAR);
        painter.text(
            Pos2::new(x + width / 2.0, plot.bottom() + 2.0),
            egui::Align2::CENTER_TOP,
            score.to_string(),
            font.clone(),
            AXIS,
        );
    }
    painter.text(
        Pos2::new(plot.left() - 4.0, plot.top()),
        egui::Align2::RIGHT_TOP,
        highest.to_string(),
        font.clone(),
        AXIS,
    );
    painter.text(
        Pos2::new(plot.left() - 4.0, plot.bottom()),
        egui::Align2::RIGHT_BOTTOM,
        "0",
        font,
        AXIS,
    );
    let deaths: Vec<String> = summary
        .deaths
        .iter()
        .map(|(cause, n)| format!("{cause} {n}"))
        .collect();
    ui.label(format!(
        "rooms beaten along the bottom; ended by: {}",
        deaths.join(", ")
    ));
}
