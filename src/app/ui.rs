//! Small drawing helpers every screen shares: the colours of the interface, panels, and text
//! with a drop shadow, placed on whole pixels so the font stays crisp.

use macroquad::miniquad;
use macroquad::prelude::*;

use super::screen;

/// Parchment: ordinary text.
pub const TEXT: Color = Color::new(0.92, 0.88, 0.78, 1.0);
/// Dimmed text: hints and remembered things.
pub const FAINT: Color = Color::new(0.62, 0.58, 0.52, 1.0);
/// Torch gold: titles and the selected menu line.
pub const GOLD: Color = Color::new(1.0, 0.78, 0.32, 1.0);
/// Bad news: damage, death.
pub const RED: Color = Color::new(0.95, 0.36, 0.3, 1.0);
/// Good news: healing, victory.
pub const GREEN: Color = Color::new(0.55, 0.9, 0.5, 1.0);
/// Panels' fill and edge.
pub const PANEL: Color = Color::new(0.04, 0.035, 0.05, 0.86);
pub const EDGE: Color = Color::new(0.55, 0.45, 0.3, 0.9);

/// Nearest sampling for macroquad's own textures; every window calls this first.
/// - Keeps every letter sharp for the whole run: macroquad's font starts its atlas with sharp
///   sampling but, once the atlas grows to hold more letters, takes up the blurring of its
///   own setting, and letters would change look mid-run.
/// - Shapes (rectangles, lines, circles) read macroquad's one white texel through a texture
///   set to blend four reads of it: nearest gives the same pixels, and a software GL (Mesa's
///   llvmpipe) fills them about a quarter faster.
pub fn sample_nearest() {
    get_default_font().set_filter(FilterMode::Nearest);
    Texture2D::empty().set_filter(FilterMode::Nearest);
}

/// Clears the window to `color`, as `clear_background` does for a screen drawn straight to
/// the window, but leaves the depth buffer alone: nothing here tests depth (2D cameras leave it
/// off), and macroquad's clear asks for depth without the stencil, which Mesa's software GL
/// carries out pixel by pixel to keep the stencil bits (about a fifth of the processor time
/// of a game waiting for a key). Not for a render target: it clears the window.
pub fn clear_screen(color: Color) {
    // Under a menu the screen clears to its colour darkened as all else (`veil`).
    let color = super::veil::dimmed(color);
    let gl = unsafe { get_internal_gl() };
    let clear = miniquad::PassAction::Clear {
        color: Some((color.r, color.g, color.b, color.a)),
        depth: None,
        stencil: None,
    };
    gl.quad_context.begin_default_pass(clear);
    gl.quad_context.end_render_pass();
    // What was drawn before the clear is not drawn, as with `clear_background`.
    gl.quad_gl.clear_draw_calls();
}

/// A filled panel with a thin warm edge.
pub fn panel(x: f32, y: f32, w: f32, h: f32) {
    let (x, y, w, h) = (x.round(), y.round(), w.round(), h.round());
    draw_rectangle(x, y, w, h, PANEL);
    outline(Rect::new(x, y, w, h), 1.0, EDGE);
}

/// An edge `width` pixels wide just inside a box, on whole pixels. (macroquad's
/// `draw_rectangle_lines` puts half the thickness inside, so a line one pixel thick lies on
/// half pixels, and the GL drops whichever of its sides falls between pixel centres.)
pub fn outline(r: Rect, width: f32, colour: Color) {
    let (x0, y0) = (r.x.round(), r.y.round());
    let (x1, y1) = ((r.x + r.w).round(), (r.y + r.h).round());
    let t = width.round().max(1.0);
    let (w, h) = (x1 - x0, y1 - y0);
    if w <= 2.0 * t || h <= 2.0 * t {
        return draw_rectangle(x0, y0, w, h, colour);
    }
    draw_rectangle(x0, y0, w, t, colour);
    draw_rectangle(x0, y1 - t, w, t, colour);
    draw_rectangle(x0, y0 + t, t, h - 2.0 * t, colour);
    draw_rectangle(x1 - t, y0 + t, t, h - 2.0 * t, colour);
}

/// What a [`panel`] at `x, y, w, h` may cover, with a pixel or two round it for its rounding
/// (for a kept picture of a sheet on it).
pub fn panel_area(x: f32, y: f32, w: f32, h: f32) -> Rect {
    Rect::new(x - 2.0, y - 2.0, w + 4.0, h + 4.0)
}

/// The fill of a [`PANEL`] at `x, y, w, h` over a screen of one colour, `background`: the
/// screen is cleared to the colour the panel gives over it and the background drawn round it,
/// so the panel's area is no blended pass (on a software GL a blended pixel costs about twice
/// a cleared one). The same pixels as the panel blended over the cleared background, on
/// Mesa's GL. The caller draws its edge.
pub fn panel_fill_on(background: Color, x: f32, y: f32, w: f32, h: f32) {
    // A clear rounds a colour to bytes, a vertex truncates it: the background as cleared.
    let [r, g, b] = [background.r, background.g, background.b].map(clear_byte);
    let cleared = Color::from_rgba(r, g, b, 255);
    clear_screen(over(PANEL, [r, g, b]));
    let (sw, sh) = (screen::width(), screen::height());
    draw_rectangle(0.0, 0.0, sw, y, cleared);
    draw_rectangle(0.0, y + h, sw, sh - y - h, cleared);
    draw_rectangle(0.0, y, x, h, cleared);
    draw_rectangle(x + w, y, sw - x - w, h, cleared);
}

/// A colour channel as a clear writes it.
fn clear_byte(c: f32) -> u8 {
    (c.clamp(0.0, 1.0) * 255.0).round() as u8
}

/// `top` blended over the bytes `under`, as Mesa's software GL blends: `top` made bytes as
/// macroquad hands a vertex's colour over, each product rounded to a byte, then added.
fn over(top: Color, under: [u8; 3]) -> Color {
    let byte = |c: f32| u16::from((c.clamp(0.0, 1.0) * 255.0) as u8);
    let a = byte(top.a);
    let scale = |c: u16, k: u16| ((f32::from(c * k) / 255.0).round()) as u16;
    let mix = |t: f32, u: u8| {
        f32::from((scale(byte(t), a) + scale(u16::from(u), 255 - a)).min(255)) / 255.0
    };
    Color::new(
        mix(top.r, under[0]),
        mix(top.g, under[1]),
        mix(top.b, under[2]),
        1.0,
    )
}

/// A panel nothing behind shows through (a question or a table over a busy screen).
pub fn solid_panel(x: f32, y: f32, w: f32, h: f32) {
    draw_rectangle(x.round(), y.round(), w.round(), h.round(), BLACK);
    panel(x, y, w, h);
}

/// Darkens the whole screen, under a menu or an end screen.
pub fn shade(alpha: f32) {
    draw_rectangle(
        0.0,
        0.0,
        screen::width(),
        screen::height(),
        Color::new(0.0, 0.0, 0.0, alpha),
    );
}

/// Text whose baseline starts at (x, y), with a one-unit shadow; returns its width. The
/// letters start on a whole pixel, so they stay crisp.
pub fn text(s: &str, x: f32, y: f32, size: f32, color: Color) -> f32 {
    let k = screen::pixels_per_unit();
    let (x, y) = ((x * k).round() / k, (y * k).round() / k);
    let shadow = Color::new(0.0, 0.0, 0.0, color.a * 0.8);
    plain_text(s, x + 1.0, y + 1.0, size, shadow);
    plain_text(s, x, y, size, color).width
}

/// Text whose baseline starts exactly at (x, y), without a shadow. Its letters are made at
/// the screen's own pixels, so a scaled interface (`screen`) keeps them sharp.
pub fn plain_text(s: &str, x: f32, y: f32, size: f32, color: Color) -> TextDimensions {
    let k = screen::pixels_per_unit();
    let params = TextParams {
        font_size: (size * k) as u16,
        font_scale: 1.0 / k,
        color,
        ..Default::default()
    };
    draw_text_ex(printable(s), x, y, params)
}

/// The size of a text as [`plain_text`] and [`text`] draw it.
pub fn measure(s: &str, size: f32) -> TextDimensions {
    let k = screen::pixels_per_unit();
    measure_text(printable(s), None, (size * k) as u16, 1.0 / k)
}

pub fn width(s: &str, size: f32) -> f32 {
    measure(s, size).width
}

/// The text as the font can draw it. macroquad's font holds Latin-1 and the euro sign; the
/// dashes, ellipses, arrows and quotes that designers write in the tables would come out as
/// empty boxes, so they are spelt in its letters, and anything else it lacks becomes "?".
pub fn printable(s: &str) -> std::borrow::Cow<'_, str> {
    let drawable = |c: char| u32::from(c) <= 0xff || c == '€';
    if s.chars().all(drawable) {
        return s.into();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            c if drawable(c) => out.push(c),
            '…' => out.push_str("..."),
            '—' | '–' | '−' | '‐' | '‑' => out.push('-'),
            '→' => out.push_str("->"),
            '←' => out.push_str("<-"),
            '≤' => out.push_str("<="),
            '≥' => out.push_str(">="),
            '‘' | '’' | '′' => out.push('\''),
            '“' | '”' | '″' => out.push('"'),
            '•' | '●' => out.push('·'),
            _ => out.push('?'),
        }
    }
    out.into()
}

/// Text centred on `cx`.
pub fn text_centred(s: &str, cx: f32, y: f32, size: f32, color: Color) {
    text(s, cx - width(s, size) / 2.0, y, size, color);
}

/// A colour with another alpha.
pub fn alpha(c: Color, a: f32) -> Color {
    Color::new(c.r, c.g, c.b, c.a * a)
}

/// Words in lines no wider than `max` pixels at `size` (a word longer than that is a line).
pub fn wrap(text: &str, size: f32, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = match line.is_empty() {
            true => word.to_string(),
            false => format!("{line} {word}"),
        };
        if !line.is_empty() && width(&longer, size) > max {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// "killed by a verp" → "Killed by a verp".
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect::<String>()
    })
}

/// Cuts a line to fit `max` pixels, with an ellipsis.
pub fn fit(text: &str, size: f32, max: f32) -> String {
    if width(text, size) <= max {
        return text.to_string();
    }
    let mut cut: String = text.to_string();
    while !cut.is_empty() && width(&format!("{cut}..."), size) > max {
        cut.pop();
    }
    format!("{cut}...")
}

#[cfg(test)]
mod tests {
    use super::printable;

    #[test]
    fn typography_the_font_lacks_is_spelt_in_its_letters() {
        assert_eq!(
            printable("burns — and so… 2 → 3, ≥ 1"),
            "burns - and so... 2 -> 3, >= 1"
        );
        assert!(matches!(
            printable("Ünder · 5 €"),
            std::borrow::Cow::Borrowed(_)
        ));
        assert_eq!(printable("雪"), "?");
    }

    /// Every character the tables hold is drawn as a letter, not a "?".
    #[test]
    fn the_tables_text_is_all_printable() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config");
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "csv") {
                let text = std::fs::read_to_string(&path).unwrap();
                let shown = printable(&text);
                let lost = shown.chars().filter(|&c| c == '?').count();
                assert_eq!(lost, text.matches('?').count(), "{}", path.display());
            }
        }
    }
}
