//! Depth curves: every row of `game_parameters.csv` plotted over the depths the dungeon
//! spans (and a few beyond), so a designer sees how a density, a chance or a count grows,
//! where it levels off at its min or max, and which depth the player stands on. The rows of
//! monsters and items (two each) are grouped apart from the generator's own, one line per
//! entity, and a filter narrows them by id.

use egui_macroquad::egui;
use torchdeep::data::{Curve, Entity, EntityCurve, Metric, Scope, Tables};

/// The plot runs from depth 1 to the deepest floor plus this many.
const BEYOND: u32 = 4;

const LINE: egui::Color32 = egui::Color32::from_rgb(240, 200, 90);
const COUNT_LINE: egui::Color32 = egui::Color32::from_rgb(120, 190, 240);

/// Which rows the window lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Group {
    Generator,
    /// First: the largest group, and the one a designer tunes most.
    #[default]
    Monsters,
    Items,
}

/// What the window remembers between frames.
#[derive(Default)]
pub struct Curves {
    group: Group,
    filter: String,
}

impl Curves {
    pub fn ui(&mut self, ui: &mut egui::Ui, tables: &Tables, depth_now: u32) {
        let deepest = tables.dungeon.iter().map(|f| f.depth).max().unwrap_or(1);
        let last = deepest + BEYOND;
        let monsters = entities(tables, |e| matches!(e, Entity::Monster(_)));
        let items = entities(tables, |e| matches!(e, Entity::Item(_)));
        ui.horizontal(|ui| {
            let generator = format!("Generator ({})", tables.parameters.curves.len());
            ui.selectable_value(&mut self.group, Group::Generator, generator);
            let label = format!("Monsters ({})", monsters.len());
            ui.selectable_value(&mut self.group, Group::Monsters, label);
            let label = format!("Items ({})", items.len());
            ui.selectable_value(&mut self.group, Group::Items, label);
        });
        ui.horizontal(|ui| {
            ui.label("filter");
            ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(140.0));
            if ui.small_button("clear").clicked() {
                self.filter.clear();
            }
        });
        ui.label(format!(
            "depth 1 to {last}; the line marks depth {depth_now}, where you stand"
        ));
        let filter = self.filter.trim().to_lowercase();
        let shown = |id: &str| filter.is_empty() || id.contains(&filter);
        egui::ScrollArea::vertical()
            .max_height(420.0)
            .show(ui, |ui| match self.group {
                Group::Generator => {
                    for (name, curve) in &tables.parameters.curves {
                        if shown(name) {
                            global_row(ui, name, curve, (deepest, last), depth_now);
                        }
                    }
                }
                Group::Monsters | Group::Items => {
                    let list = if self.group == Group::Monsters {
                        &monsters
                    } else {
                        &items
                    };
                    ui.label("probability (0 to 1, gold) and count (blue) of each");
                    for (name, rows) in list {
                        if shown(name) {
                            entity_row(ui, name, rows, last, depth_now);
                        }
                    }
                }
            });
    }
}

/// Each entity's name and rows, in table order of their first row.
fn entities(tables: &Tables, keep: impl Fn(Entity) -> bool) -> Vec<(String, Vec<&EntityCurve>)> {
    let mut out: Vec<(Entity, String, Vec<&EntityCurve>)> = Vec::new();
    for row in &tables.parameters.entities {
        if !keep(row.entity) {
            continue;
        }
        match out.iter_mut().find(|(e, ..)| *e == row.entity) {
            Some((.., rows)) => rows.push(row),
            None => {
                let name = match row.entity {
                    Entity::Monster(m) => tables.monster(m).id.clone(),
                    Entity::Item(i) => tables.item(i).id.clone(),
                };
                out.push((row.entity, name, vec![row]));
            }
        }
    }
    out.into_iter()
        .map(|(_, name, rows)| (name, rows))
        .collect()
}

fn global_row(
    ui: &mut egui::Ui,
    name: &str,
    curve: &Curve,
    (deepest, last): (u32, u32),
    depth_now: u32,
) {
    let values: Vec<f64> = (1..=last).map(|d| curve.at(d)).collect();
    ui.label(format!(
        "{name}: {:.2} at 1, {:.2} at {deepest}, {:.2} at {last}",
        values[0],
        values[(deepest - 1) as usize],
        values[(last - 1) as usize]
    ));
    plot(ui, &values, span(&values), depth_now, (260.0, LINE));
}

/// One entity: its name, then its probability and its count side by side.
fn entity_row(ui: &mut egui::Ui, name: &str, rows: &[&EntityCurve], last: u32, depth_now: u32) {
    ui.horizontal(|ui| {
        ui.add_sized([130.0, 28.0], egui::Label::new(name).truncate());
        for metric in [Metric::Probability, Metric::Count] {
            let Some(row) = rows.iter().find(|r| r.metric == metric) else {
                ui.add_sized([150.0, 28.0], egui::Label::new("(no row)"));
                continue;
            };
            let values: Vec<f64> = (1..=last).map(|d| row.curve.at(d)).collect();
            let now = values[(depth_now.clamp(1, last) - 1) as usize];
            let (range, colour, text) = match metric {
                Metric::Probability => ((0.0, 1.0), LINE, format!("p {now:.2}")),
                Metric::Count => {
                    let per = match row.scope {
                        Scope::Room => "room",
                        Scope::Floor => "floor",
                    };
                    (
                        (0.0, span(&values).1),
                        COUNT_LINE,
                        format!("≤{now:.0}/{per}"),
                    )
                }
            };
            plot(ui, &values, range, depth_now, (110.0, colour)).on_hover_text(format!(
                "{}: {}",
                row.id,
                values
                    .iter()
                    .enumerate()
                    .map(|(i, v)| format!("{}: {v:.2}", i + 1))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            ui.add_sized([58.0, 28.0], egui::Label::new(text));
        }
    });
}

/// The lowest and highest of some values.
fn span(values: &[f64]) -> (f64, f64) {
    values
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &v| (lo.min(v), hi.max(v)))
}

/// One curve as a line in a small box, from `lo` at the bottom to `hi` at the top.
fn plot(
    ui: &mut egui::Ui,
    values: &[f64],
    (lo, hi): (f64, f64),
    depth_now: u32,
    (width, colour): (f32, egui::Color32),
) -> egui::Response {
    let height = if width > 200.0 { 36.0 } else { 28.0 };
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
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
        egui::Stroke::new(1.0_f32, egui::Color32::from_rgb(120, 90, 30)),
    );
    let points: Vec<egui::Pos2> = values.iter().enumerate().map(|(i, &v)| at(i, v)).collect();
    painter.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(1.5_f32, colour),
    ));
    for p in points {
        // Drawn as a polygon (`font_texture`), a dot needs this radius to look as big as
        // egui's pictured disc of 1.5 did.
        painter.circle_filled(p, 1.8, colour);
    }
    response
}
