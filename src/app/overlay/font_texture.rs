//! egui's font atlas, sampled texel for pixel. egui hands its atlas to the GL with linear
//! filtering, always (`TextureAtlas::texture_options`), yet it lays its letters out one texel
//! to a pixel, and its fills read one white texel: nearest sampling gives the very same pixels.
//! On a software GL (Mesa's llvmpipe) it costs far less a pixel than the four reads and blends
//! of linear sampling, and every pixel egui paints samples the atlas. Only egui's small discs
//! (the overlay's curve points, a slider's knob) are pictures in the atlas drawn scaled and
//! off the pixel grid: those are drawn as polygons instead, which read the white texel.
//!
//! So once egui has sent its whole atlas (a new one, or one grown taller), the next frame sends
//! it again, whole, marked nearest. egui's later updates of parts of it (new letters) keep the
//! GL texture and its filter. Should egui send a whole atlas this misses (new fonts of the same
//! size), its letters are drawn as before, only dearer.

use egui::epaint::ImageDelta;
use egui::{TextureId, TextureOptions};
use egui_macroquad::egui;

/// What tells one atlas from another here: the pixels per point it is drawn for, and its size.
type Atlas = (u32, [usize; 2]);

#[derive(Default)]
pub struct FontTexture {
    /// The atlas seen in the frame before.
    seen: Option<Atlas>,
    /// The atlas last sent marked nearest.
    sent: Option<Atlas>,
}

impl FontTexture {
    /// Call inside egui's pass, each frame: the frame after a new atlas appeared, sends it
    /// marked nearest, and from then on has discs drawn as polygons.
    pub fn keep_nearest(&mut self, ctx: &egui::Context) {
        let atlas = (
            ctx.pixels_per_point().to_bits(),
            ctx.fonts(|f| f.font_image_size()),
        );
        // A frame that found a new atlas ends with egui's own whole, linear upload of it,
        // which would replace one sent now: send in the frame after.
        let settled = self.seen == Some(atlas);
        self.seen = Some(atlas);
        if settled && self.sent != Some(atlas) {
            let image = ctx.fonts(|f| f.image());
            ctx.tex_manager().write().set(
                TextureId::default(),
                ImageDelta::full(image, TextureOptions::NEAREST),
            );
            // From this frame on the discs read the white texel alone.
            ctx.tessellation_options_mut(|o| o.prerasterized_discs = false);
            self.sent = Some(atlas);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::TextureFilter;

    /// The filters of the whole font atlases one frame sends, in order.
    fn whole_atlases(ctx: &egui::Context, fonts: &mut FontTexture) -> Vec<TextureFilter> {
        let output = ctx.run(egui::RawInput::default(), |ctx| {
            fonts.keep_nearest(ctx);
            egui::CentralPanel::default().show(ctx, |ui| ui.label("torchdeep"));
        });
        (output.textures_delta.set.iter())
            .filter(|(id, delta)| *id == TextureId::default() && delta.pos.is_none())
            .map(|(_, delta)| delta.options.magnification)
            .collect()
    }

    #[test]
    fn a_new_atlas_is_sent_again_nearest_the_frame_after() {
        let ctx = egui::Context::default();
        let mut fonts = FontTexture::default();
        assert_eq!(whole_atlases(&ctx, &mut fonts), [TextureFilter::Linear]);
        assert_eq!(whole_atlases(&ctx, &mut fonts), [TextureFilter::Nearest]);
        assert!(whole_atlases(&ctx, &mut fonts).is_empty(), "sent once");
        // A zoom makes egui lay out a new atlas, sent linear by egui: nearest the frame after.
        ctx.set_zoom_factor(1.5);
        assert_eq!(whole_atlases(&ctx, &mut fonts), [TextureFilter::Linear]);
        assert_eq!(whole_atlases(&ctx, &mut fonts), [TextureFilter::Nearest]);
        assert!(whole_atlases(&ctx, &mut fonts).is_empty());
        assert!(
            !ctx.tessellation_options(|o| o.prerasterized_discs),
            "discs are polygons"
        );
    }
}
