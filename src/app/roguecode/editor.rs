//! The script editor: monospace text with line numbers in a gutter; the line of an error is
//! marked there in red, and its message is shown under the text.

use egui_macroquad::egui;
use egui_macroquad::egui::{Color32, RichText};
use torchdeep::raid::ScriptError;

/// A red for errors, readable on egui's dark panels.
pub const ERROR: Color32 = Color32::from_rgb(240, 110, 100);
const GUTTER: Color32 = Color32::from_rgb(120, 120, 140);

/// The editor over `source`, `height` points tall; `error` marks its line. Returns whether the
/// text changed.
pub fn editor(
    ui: &mut egui::Ui,
    source: &mut String,
    error: Option<&ScriptError>,
    height: f32,
) -> bool {
    let mut changed = false;
    let lines = source.lines().count().max(1) + usize::from(source.ends_with('\n'));
    egui::ScrollArea::vertical()
        .id_salt("rogue code")
        .max_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal_top(|ui| {
                let mut gutter = egui::text::LayoutJob::default();
                let font = egui::FontId::monospace(13.0);
                for n in 1..=lines {
                    let marked = error.is_some_and(|e| e.line == n);
                    let (text, colour) = match marked {
                        true => (format!("●{n:>3}\n"), ERROR),
                        false => (format!("{n:>4}\n"), GUTTER),
                    };
                    gutter.append(&text, 0.0, egui::TextFormat::simple(font.clone(), colour));
                }
                ui.label(gutter);
                let edit = egui::TextEdit::multiline(source)
                    .font(font)
                    .code_editor()
                    .desired_width(f32::INFINITY)
                    .desired_rows(lines.max(24))
                    .lock_focus(true);
                changed = ui.add(edit).changed();
            });
        });
    changed
}

/// The line under the editor: the error with its place, or that the script compiles.
pub fn status(ui: &mut egui::Ui, error: Option<&ScriptError>) {
    match error {
        Some(e) => ui.label(
            RichText::new(format!(
                "Line {}, column {}: {}",
                e.line, e.column, e.message
            ))
            .color(ERROR),
        ),
        None => ui.label(RichText::new("Compiles.").color(Color32::from_rgb(130, 200, 120))),
    };
}
