//! The script editor: monospace text with line numbers in a gutter; the line of an error is
//! marked there in red, and its message is shown under the text.
//!
//! The editor's frame and the panel round it each cover most of the window with an opaque
//! fill, which egui paints as blended passes over every pixel, on a software GL each as dear
//! as a whole game frame. So the window is cleared to the frame's fill, the frame is painted
//! without it, and the panel's fill only where it shows, round the part of the frame the
//! scroll area shows ([`Ground`]): the same pixels.

use egui_macroquad::egui;
use egui_macroquad::egui::layers::ShapeIdx;
use egui_macroquad::egui::{Color32, CornerRadius, Margin, Rect, RichText, Shape};
use torchdeep::raid::ScriptError;

/// A red for errors, readable on egui's dark panels.
pub const ERROR: Color32 = Color32::from_rgb(240, 110, 100);
const GUTTER: Color32 = Color32::from_rgb(120, 120, 140);

/// The fills the editor's screen is made of: the panel's, and the frame's, which the window
/// is cleared to. Opaque: a clear takes no blending.
#[derive(Clone, Copy, Debug)]
pub struct Fills {
    pub panel: Color32,
    pub code: Color32,
}

impl Fills {
    pub fn of(visuals: &egui::Visuals) -> Fills {
        Fills {
            panel: visuals.panel_fill.to_opaque(),
            code: visuals.extreme_bg_color.to_opaque(),
        }
    }
}

/// Where the editor's frame lies, as the text field paints it, and the scroll area's clip.
#[derive(Clone, Copy, Debug)]
pub struct Shown {
    frame: Rect,
    corners: CornerRadius,
    clip: Rect,
}

/// The text field's own margin, as egui's default, so its frame can be found.
const MARGIN: Margin = Margin::symmetric(4, 2);

/// Room for the ground's shapes, added before the panel's content so they lie under it.
pub struct Ground([ShapeIdx; 5]);

impl Ground {
    pub fn reserve(ui: &egui::Ui) -> Ground {
        Ground(std::array::from_fn(|_| ui.painter().add(Shape::Noop)))
    }

    /// The panel's fill where it shows: all of `panel` but the frame's shown part, and in
    /// the frame's shown corners, the frame's fill over it as the frame painted it. With no
    /// frame shown, all of `panel`.
    pub fn paint(self, ui: &egui::Ui, panel: Rect, shown: Option<Shown>, fills: Fills) {
        let [bands, corners @ ..] = self.0;
        let painter = ui.painter().with_clip_rect(panel);
        let Some(shown) = shown else {
            return painter.set(bands, Shape::rect_filled(panel, 0, fills.panel));
        };
        let code = shown.frame.intersect(shown.clip);
        let band = |min: egui::Pos2, max: egui::Pos2| {
            let r = Rect::from_min_max(min, max);
            (r.is_positive()).then(|| Shape::rect_filled(r, 0, fills.panel))
        };
        let (p, c) = (panel, code);
        let shapes = [
            band(p.min, egui::pos2(p.max.x, c.min.y)),
            band(egui::pos2(p.min.x, c.max.y), p.max),
            band(egui::pos2(p.min.x, c.min.y), egui::pos2(c.min.x, c.max.y)),
            band(egui::pos2(c.max.x, c.min.y), egui::pos2(p.max.x, c.max.y)),
        ];
        painter.set(bands, Shape::Vec(shapes.into_iter().flatten().collect()));
        // A rounded corner shows the panel's fill outside its curve: the corner's square is
        // filled so, and the frame's fill laid over it, clipped to the square.
        let f = shown.frame;
        let radius = [
            shown.corners.nw,
            shown.corners.ne,
            shown.corners.sw,
            shown.corners.se,
        ];
        let at = [
            f.left_top(),
            f.right_top(),
            f.left_bottom(),
            f.right_bottom(),
        ];
        for ((idx, r), corner) in corners.into_iter().zip(radius).zip(at) {
            let size = egui::vec2(f32::from(r) + 1.0, f32::from(r) + 1.0);
            let square = Rect::from_center_size(corner, size * 2.0).intersect(f);
            let clip = square.intersect(code);
            if r == 0 || !clip.is_positive() {
                continue;
            }
            let shapes = vec![
                Shape::rect_filled(square, 0, fills.panel),
                Shape::rect_filled(f, shown.corners, fills.code),
            ];
            ui.painter()
                .with_clip_rect(clip)
                .set(idx, Shape::Vec(shapes));
        }
    }
}

/// The editor over `source`, `height` points tall; `error` marks its line. Returns whether the
/// text changed, and where its frame shows.
pub fn editor(
    ui: &mut egui::Ui,
    source: &mut String,
    error: Option<&ScriptError>,
    height: f32,
) -> (bool, Option<Shown>) {
    let mut changed = false;
    let mut shown = None;
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
                    .lock_focus(true)
                    .margin(MARGIN)
                    .background_color(Color32::TRANSPARENT);
                let response = edit.show(ui).response;
                changed = response.changed();
                // As `TextEdit::show` places its frame.
                let visuals = ui.style().interact(&response);
                shown = Some(Shown {
                    frame: (response.rect + MARGIN).expand(visuals.expansion),
                    corners: visuals.corner_radius,
                    clip: ui.clip_rect(),
                });
            });
        });
    (changed, shown)
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
