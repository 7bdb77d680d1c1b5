//! egui paints a window's shadow whole, under the window, though only a rim of it shows beside
//! and below the opaque window. On a software GL every hidden pixel costs as much as a shown
//! one, so each window's shadow is tessellated here as egui would, and the triangles are cut
//! away where the window's fill covers them; what shows is unchanged.

use egui::epaint::{Mesh, RectShape, Tessellator, Vertex};
use egui::layers::ShapeIdx;
use egui::{Color32, Pos2, Rect, Shape};
use egui_macroquad::egui;

/// Replaces the shadow of every window shown this frame by its visible part. Call at the end
/// of the frame's egui pass, once the windows have painted their frames.
pub fn trim(ctx: &egui::Context) {
    let pixels_per_point = ctx.pixels_per_point();
    let options = ctx.tessellation_options(|o| *o);
    let font_size = ctx.fonts(|f| f.font_image_size());
    let layers = ctx.memory(|m| m.areas().visible_layer_ids());
    ctx.graphics_mut(|graphics| {
        for layer in layers {
            let Some(list) = graphics.get_mut(layer) else {
                continue;
            };
            let frames: Vec<usize> = (list.all_entries().enumerate())
                .filter(|(_, clipped)| shadow_and_frame(&clipped.shape).is_some())
                .map(|(i, _)| i)
                .collect();
            for i in frames {
                list.mutate_shape(ShapeIdx(i), |clipped| {
                    let Some((shadow, frame)) = shadow_and_frame(&clipped.shape) else {
                        return;
                    };
                    // Under the fill, clear of its rounded corners and its feathered edge.
                    let r = frame.corner_radius;
                    let inset =
                        f32::from(r.nw.max(r.ne).max(r.sw).max(r.se)) + 2.0 / pixels_per_point;
                    let hidden = frame.rect.shrink(inset);
                    let mut tessellator =
                        Tessellator::new(pixels_per_point, options, font_size, Vec::new());
                    tessellator.set_clip_rect(clipped.clip_rect);
                    let mut whole = Mesh::default();
                    tessellator.tessellate_shape(Shape::Rect(shadow.clone()), &mut whole);
                    let shown = cut(&whole, hidden);
                    let frame = Shape::Rect(frame.clone());
                    clipped.shape = Shape::Vec(vec![Shape::mesh(shown), frame]);
                });
            }
        }
    });
}

/// A window's frame as egui paints it: a blurred shadow, then the opaque fill.
fn shadow_and_frame(shape: &Shape) -> Option<(&RectShape, &RectShape)> {
    let Shape::Vec(shapes) = shape else {
        return None;
    };
    match shapes.as_slice() {
        [Shape::Rect(shadow), Shape::Rect(frame)]
            if shadow.blur_width > 0.0 && frame.fill.is_opaque() && frame.rect.is_positive() =>
        {
            Some((shadow, frame))
        }
        _ => None,
    }
}

/// The mesh without what lies inside `hole`: each triangle cut into the convex pieces left,
/// right, above and below it, colours and texture coordinates interpolated along the cuts.
fn cut(mesh: &Mesh, hole: Rect) -> Mesh {
    let mut out = Mesh::with_texture(mesh.texture_id);
    for tri in mesh.indices.chunks_exact(3) {
        let corners = [0, 1, 2].map(|k| mesh.vertices[tri[k] as usize]);
        let bounds = Rect::from_points(&corners.map(|v| v.pos));
        if !bounds.intersects(hole) {
            add_polygon(&mut out, &corners);
            continue;
        }
        if hole.contains_rect(bounds) {
            continue;
        }
        let left = clip(&corners, |p| p.x, hole.min.x, true);
        let right = clip(&corners, |p| p.x, hole.max.x, false);
        let middle = clip(&corners, |p| p.x, hole.min.x, false);
        let middle = clip(&middle, |p| p.x, hole.max.x, true);
        let above = clip(&middle, |p| p.y, hole.min.y, true);
        let below = clip(&middle, |p| p.y, hole.max.y, false);
        for piece in [left, right, above, below] {
            add_polygon(&mut out, &piece);
        }
    }
    out
}

/// The part of a convex polygon where `axis(p) <= at` (`below`) or `>= at`.
fn clip(polygon: &[Vertex], axis: fn(Pos2) -> f32, at: f32, below: bool) -> Vec<Vertex> {
    let inside = |v: &Vertex| (axis(v.pos) <= at) == below || axis(v.pos) == at;
    let mut out = Vec::with_capacity(polygon.len() + 2);
    for (i, a) in polygon.iter().enumerate() {
        let b = &polygon[(i + 1) % polygon.len()];
        if inside(a) {
            out.push(*a);
        }
        if inside(a) != inside(b) {
            let t = (at - axis(a.pos)) / (axis(b.pos) - axis(a.pos));
            out.push(lerp(a, b, t));
        }
    }
    out
}

fn lerp(a: &Vertex, b: &Vertex, t: f32) -> Vertex {
    let channel = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    let [ar, ag, ab, aa] = a.color.to_array();
    let [br, bg, bb, ba] = b.color.to_array();
    Vertex {
        pos: a.pos + (b.pos - a.pos) * t,
        uv: a.uv + (b.uv - a.uv) * t,
        color: Color32::from_rgba_premultiplied(
            channel(ar, br),
            channel(ag, bg),
            channel(ab, bb),
            channel(aa, ba),
        ),
    }
}

/// A convex polygon as a fan of triangles.
fn add_polygon(mesh: &mut Mesh, polygon: &[Vertex]) {
    if polygon.len() < 3 {
        return;
    }
    let first = mesh.vertices.len() as u32;
    mesh.vertices.extend_from_slice(polygon);
    for k in 1..polygon.len() as u32 - 1 {
        mesh.add_triangle(first, first + k, first + k + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vertex(x: f32, y: f32) -> Vertex {
        Vertex {
            pos: Pos2::new(x, y),
            uv: Pos2::ZERO,
            color: Color32::from_black_alpha(96),
        }
    }

    fn area(mesh: &Mesh) -> f32 {
        (mesh.indices.chunks_exact(3))
            .map(|t| {
                let [a, b, c] = [0, 1, 2].map(|k| mesh.vertices[t[k] as usize].pos);
                ((b - a).x * (c - a).y - (b - a).y * (c - a).x).abs() / 2.0
            })
            .sum()
    }

    #[test]
    fn a_square_loses_exactly_the_hole() {
        let square = Mesh {
            vertices: vec![
                vertex(0.0, 0.0),
                vertex(10.0, 0.0),
                vertex(10.0, 10.0),
                vertex(0.0, 10.0),
            ],
            indices: vec![0, 1, 2, 0, 2, 3],
            ..Mesh::default()
        };
        let hole = Rect::from_min_max(Pos2::new(2.0, 3.0), Pos2::new(6.0, 8.0));
        let left = cut(&square, hole);
        assert!(
            (area(&left) - (100.0 - 20.0)).abs() < 1e-3,
            "{}",
            area(&left)
        );
        // Nothing of what is left lies inside the hole.
        for t in left.indices.chunks_exact(3) {
            let c = [0, 1, 2].map(|k| left.vertices[t[k] as usize].pos);
            let centre = Pos2::new(
                (c[0].x + c[1].x + c[2].x) / 3.0,
                (c[0].y + c[1].y + c[2].y) / 3.0,
            );
            assert!(!hole.shrink(1e-3).contains(centre), "{c:?}");
        }
        // A hole elsewhere leaves the square whole.
        let away = Rect::from_min_max(Pos2::new(20.0, 20.0), Pos2::new(30.0, 30.0));
        assert_eq!(cut(&square, away).indices.len(), 6);
    }
}
