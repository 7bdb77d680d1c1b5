//! The fonts epaint asks for by name. Its text fonts are upstream's; its two emoji fonts,
//! which it only falls back to for symbols the text fonts lack, are the proportional text font
//! again, so they cost no bytes. The game's egui screens use no emoji: a symbol neither text
//! font has is drawn as egui's replacement box.

pub use upstream::{HACK_REGULAR, UBUNTU_LIGHT};

/// Stands in for Noto Emoji (egui's fallback for emoji).
pub const NOTO_EMOJI_REGULAR: &[u8] = upstream::UBUNTU_LIGHT;

/// Stands in for egui's icon font (its fallback for a few arrows and marks).
pub const EMOJI_ICON: &[u8] = upstream::UBUNTU_LIGHT;
