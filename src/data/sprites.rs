//! The `sprite` of every monster, item and trap must name a tile of the game's tileset: the
//! game draws it, and a name that is not there would leave the thing invisible.

use super::error::LoadError;
use super::reader::Sheet;
use super::suggest::did_you_mean;
use super::tileset::TilesetInfo;

/// Reports each row whose sprite the tileset does not have; `sprites` holds each row's sprite,
/// `None` for a row already rejected.
pub fn check_sprites<'a>(
    sheet: &Sheet,
    column: &str,
    sprites: impl Iterator<Item = Option<&'a str>>,
    tileset: &TilesetInfo,
    errors: &mut Vec<LoadError>,
) {
    let names = || tileset.tiles.iter().map(|t| t.name.as_str());
    for (i, sprite) in sprites.enumerate() {
        let Some(sprite) = sprite.filter(|s| !s.is_empty()) else {
            continue;
        };
        if tileset.by_name(sprite).is_none() {
            let message = format!(
                "no tile named \"{sprite}\" in the tileset{}; name a tile of \
                 assets/tileset.tsx (each tile's name property)",
                did_you_mean(sprite, names())
            );
            sheet.row(i, errors).report(column, Some(sprite), message);
        }
    }
}

/// Each potion colour `w` of `words.csv` needs the tile `potion_w`: unknown potions are drawn
/// in their colour.
pub fn check_potion_colours(
    sheet: &Sheet,
    words: &super::words::Words,
    tileset: &TilesetInfo,
    errors: &mut Vec<LoadError>,
) {
    let row = words
        .sets
        .iter()
        .position(|(id, _)| id == super::words::POTION_COLOURS);
    let Some(row) = row else {
        return;
    };
    for colour in &words.sets[row].1 {
        let tile = format!("potion_{colour}");
        if tileset.by_name(&tile).is_none() {
            let message = format!(
                "no tile named \"{tile}\" in the tileset for the potion colour \"{colour}\"; \
                 draw one in assets/art or leave the colour out"
            );
            sheet
                .row(row, errors)
                .report("words", Some(colour), message);
        }
    }
}
