//! The game's own materials: macroquad's shaders with a `Dim` factor on the colour (the
//! veil's darkening, `veil.rs`) and the blendings that go with them. GLSL ES 1.00 as every
//! platform takes it: a fragment shader with floats states their precision. A material that
//! cannot be built is `None`, said once in the log, and its drawing falls back to macroquad's
//! own, the same pixels more slowly.

use macroquad::miniquad::{BlendFactor, BlendState, BlendValue, Equation, PipelineParams};
use macroquad::prelude::*;

/// macroquad's own vertex shader.
pub const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec2 uv;
varying lowp vec4 color;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
    uv = texcoord;
}"#;

/// macroquad's own fragment shader: the texture tinted by the vertex's colour.
pub const TINTED: &str = r#"#version 100
varying lowp vec4 color;
varying lowp vec2 uv;
uniform sampler2D Texture;
void main() {
    gl_FragColor = color * texture2D(Texture, uv);
}"#;

/// [`TINTED`], darkened by `Dim`.
pub const TINTED_DIMMED: &str = r#"#version 100
precision mediump float;
varying lowp vec4 color;
varying lowp vec2 uv;
uniform sampler2D Texture;
uniform float Dim;
void main() {
    vec4 c = color * texture2D(Texture, uv);
    gl_FragColor = vec4(c.rgb * Dim, c.a);
}"#;

/// The texture alone (its vertices are white), darkened by `Dim`.
pub const TEXTURE_DIMMED: &str = r#"#version 100
precision mediump float;
varying lowp vec2 uv;
uniform sampler2D Texture;
uniform float Dim;
void main() {
    vec4 c = texture2D(Texture, uv);
    gl_FragColor = vec4(c.rgb * Dim, c.a);
}"#;

/// macroquad's own blending: the colour over what is there by its alpha.
pub fn over() -> BlendState {
    BlendState::new(
        Equation::Add,
        BlendFactor::Value(BlendValue::SourceAlpha),
        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
    )
}

/// A premultiplied colour over what is there.
pub fn premultiplied() -> BlendState {
    BlendState::new(
        Equation::Add,
        BlendFactor::One,
        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
    )
}

/// A material of [`VERTEX`] and `fragment`, blending by `blend` (colour, then alpha; no
/// blending at all when `None`), with a `Dim` uniform when `dim`.
pub fn load(
    what: &str,
    fragment: &str,
    blend: Option<(BlendState, Option<BlendState>)>,
    dim: bool,
) -> Option<Material> {
    let params = MaterialParams {
        pipeline_params: PipelineParams {
            color_blend: blend.map(|(colour, _)| colour),
            alpha_blend: blend.and_then(|(_, alpha)| alpha),
            ..Default::default()
        },
        uniforms: match dim {
            true => vec![UniformDesc::new("Dim", UniformType::Float1)],
            false => Vec::new(),
        },
        textures: Vec::new(),
    };
    let source = ShaderSource::Glsl {
        vertex: VERTEX,
        fragment,
    };
    built(what, load_material(source, params))
}

/// `material`, or `None` (said once in the log, and on the browser's console) if the GL
/// could not build it.
pub fn built(what: &str, material: Result<Material, macroquad::Error>) -> Option<Material> {
    material
        .map_err(|e| {
            let line =
                format!("torchdeep: the {what} shader could not be built ({e}); drawn without it");
            eprintln!("{line}");
            super::web::console(&line);
        })
        .ok()
}
