//! The title's stone blocks, bevelled and shadowed: each one quad, whose fragment shader picks
//! the bevel's tone (lit top and left edges, shadowed bottom and right, a dark joint) or the
//! shadow it casts. As rectangles they were some 2,000 small triangles a frame, a large part
//! of the title's time on a software GL. The shader works out the same 8-bit colours the
//! rectangles had; if it cannot be built, the rectangles are drawn.

use macroquad::miniquad::PipelineParams;
use macroquad::prelude::*;

use crate::app::{shaders, veil};

const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 normal;
varying highp vec2 local;
varying highp vec3 rgb;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    local = texcoord;
    rgb = normal.rgb;
}"#;

/// `local` is the pixel's place in the block's quad, `Bevel` the block's size and edge.
const FRAGMENT: &str = r#"#version 100
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif
varying highp vec2 local;
varying highp vec3 rgb;
uniform vec2 Bevel;
uniform float Dim;
void main() {
    vec2 p = floor(local);
    float inner = Bevel.x - 1.0;
    float lit = inner - Bevel.y;
    if (p.x < inner && p.y < inner) {
        float k = 0.55;
        if (p.x < lit && p.y < lit) {
            k = (p.x < Bevel.y || p.y < Bevel.y) ? 1.35 : 1.0;
        }
        // As macroquad turns a colour into bytes: clamped, then truncated.
        gl_FragColor = vec4(floor(min(rgb * k, 1.0) * 255.0) / 255.0 * Dim, 1.0);
    } else if (p.x >= 4.0 && p.y >= 5.0) {
        gl_FragColor = vec4(0.0, 0.0, 0.0, 0.6);
    } else {
        discard;
    }
}"#;

pub struct Stones {
    /// `None` if the shader could not be built.
    material: Option<Material>,
    mesh: Mesh,
    /// This frame's blocks: corner and light.
    blocks: Vec<(Vec2, [f32; 3])>,
}

impl Stones {
    pub fn new() -> Stones {
        let pipeline_params = PipelineParams {
            color_blend: Some(shaders::over()),
            ..Default::default()
        };
        let material = load_material(
            ShaderSource::Glsl {
                vertex: VERTEX,
                fragment: FRAGMENT,
            },
            MaterialParams {
                pipeline_params,
                uniforms: vec![
                    UniformDesc::new("Bevel", UniformType::Float2),
                    UniformDesc::new("Dim", UniformType::Float1),
                ],
                textures: Vec::new(),
            },
        );
        Stones {
            material: shaders::built("title's stones", material),
            mesh: Mesh {
                vertices: Vec::new(),
                indices: Vec::new(),
                texture: None,
            },
            blocks: Vec::new(),
        }
    }

    /// Adds a block with its top-left corner at `at`, lit to `rgb` (each tone is clamped).
    pub fn add(&mut self, at: Vec2, rgb: [f32; 3]) {
        self.blocks.push((at, rgb));
    }

    /// Draws this frame's blocks, `size` pixels each, with their shadows under all of them.
    pub fn draw(&mut self, size: f32) {
        let edge = (size / 8.0).round().max(2.0);
        let blocks = std::mem::take(&mut self.blocks);
        match self.material.clone() {
            Some(material) => {
                self.build_mesh(&blocks, size);
                material.set_uniform("Bevel", (size, edge));
                // Under a menu, as darkened as the rest.
                veil::draw_with(&material, || draw_mesh(&self.mesh));
            }
            None => {
                for &(at, _) in &blocks {
                    block_shadow(at.x, at.y, size);
                }
                for &(at, rgb) in &blocks {
                    stone_block(at.x, at.y, size, edge, rgb);
                }
            }
        }
        self.blocks = blocks;
        self.blocks.clear();
    }

    /// One quad a block, over the block and its shadow. Later blocks (right and below) cover
    /// the shadows of earlier ones, as when every shadow was drawn first; shadows never
    /// overlap, since blocks do not.
    fn build_mesh(&mut self, blocks: &[(Vec2, [f32; 3])], size: f32) {
        self.mesh.vertices.clear();
        self.mesh.indices.clear();
        let (w, h) = (size + 4.0, size + 5.0);
        for (i, &(at, [r, g, b])) in blocks.iter().enumerate() {
            let light = vec4(r, g, b, 0.0);
            for (dx, dy) in [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)] {
                self.mesh.vertices.push(Vertex {
                    position: vec3(at.x + dx, at.y + dy, 0.0),
                    uv: vec2(dx, dy),
                    color: [255; 4],
                    normal: light,
                });
            }
            let first = (i * 4) as u16;
            (self.mesh.indices).extend([0, 1, 2, 0, 2, 3].map(|k| first + k));
        }
    }
}

/// A block's shadow, (4, 5) pixels down and right, where the block itself will not cover it
/// (the block is opaque and drawn later): a strip down its right and one along its bottom.
fn block_shadow(x: f32, y: f32, size: f32) {
    let colour = Color::new(0.0, 0.0, 0.0, 0.6);
    let inner = size - 1.0;
    let (sx, sy) = (x + 4.0, y + 5.0);
    draw_rectangle(x + inner, sy, sx + size - (x + inner), size, colour);
    draw_rectangle(
        sx,
        y + inner,
        x + inner - sx,
        sy + size - (y + inner),
        colour,
    );
}

/// One bevelled block as rectangles that do not overlap.
fn stone_block(x: f32, y: f32, size: f32, edge: f32, rgb: [f32; 3]) {
    let tone = |k: f32| {
        Color::new(
            (rgb[0] * k).min(1.0),
            (rgb[1] * k).min(1.0),
            (rgb[2] * k).min(1.0),
            1.0,
        )
    };
    let inner = size - 1.0;
    let lit = inner - edge;
    // Shadowed: the right and bottom strips.
    let dark = tone(0.55);
    draw_rectangle(x + lit, y, edge, inner, dark);
    draw_rectangle(x, y + lit, lit, edge, dark);
    // Lit: the top and left strips.
    let light = tone(1.35);
    draw_rectangle(x, y, lit, edge, light);
    draw_rectangle(x, y + edge, edge, lit - edge, light);
    // The face.
    draw_rectangle(x + edge, y + edge, lit - edge, lit - edge, tone(1.0));
}
