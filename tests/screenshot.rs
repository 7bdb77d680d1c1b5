//! The game renders for real: under a virtual X display (Mesa's software GL) it starts on a
//! seed, draws a few frames and saves a PNG, which must show the dungeon.

mod support;

use std::collections::HashSet;

use support::shots;

/// The colours of the player's sprite in the atlas (opaque pixels only).
fn player_colours() -> HashSet<[u8; 3]> {
    let tsx = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tileset.tsx"))
        .unwrap();
    let at = tsx
        .find(r#"name="name" value="player""#)
        .expect("a player tile");
    let id: u32 = tsx[..at]
        .rsplit("<tile id=\"")
        .next()
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tileset.png")).unwrap(),
    ));
    let mut reader = decoder.read_info().unwrap();
    let mut rgba = vec![0; reader.output_buffer_size()];
    let width = reader.next_frame(&mut rgba).unwrap().width;
    let (tx, ty) = (id % (width / 16) * 16, id / (width / 16) * 16);
    let mut colours = HashSet::new();
    for y in ty..ty + 16 {
        for x in tx..tx + 16 {
            let i = ((y * width + x) * 4) as usize;
            if rgba[i + 3] == 255 {
                colours.insert([rgba[i], rgba[i + 1], rgba[i + 2]]);
            }
        }
    }
    colours
}

#[test]
fn a_screenshot_shows_the_dungeon_and_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let shots::Picture {
        width: w,
        height: h,
        pixels,
    } = shots::shoot(&[], dir.path(), "seed7");
    assert_eq!((w, h), (1280, 720));
    let lit = pixels
        .iter()
        .filter(|p| p.iter().map(|&c| u32::from(c)).sum::<u32>() > 40)
        .count();
    // Fog of war: at the start only what the player sees (the first room, about a tenth of
    // the screen at the default zoom) and the status bar are drawn; the rest is black.
    assert!(
        lit * 100 / pixels.len() > 8,
        "only {lit} of {} pixels show anything",
        pixels.len()
    );
    let distinct: HashSet<[u8; 3]> = pixels.iter().copied().collect();
    assert!(
        distinct.len() > 200,
        "{} colours: tiles, light and tints give many more",
        distinct.len()
    );
    // The player stands in the light near the centre; its sprite's colours are drawn there
    // (creatures are drawn at no less than 75 % brightness, so compare loosely).
    let centre: Vec<[u8; 3]> = (300..420)
        .flat_map(|y| (580..700).map(move |x| (x, y)))
        .map(|(x, y)| pixels[(y * w + x) as usize])
        .collect();
    let near = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= 70);
    let player = player_colours();
    let reddish = player
        .iter()
        .filter(|c| c[0] > 120 && u16::from(c[0]) > u16::from(c[1]) + 40)
        .copied()
        .collect::<Vec<_>>();
    assert!(!reddish.is_empty(), "the player sprite has its red cloak");
    let shown = centre
        .iter()
        .filter(|&&p| {
            reddish
                .iter()
                .any(|&c| near(p, c) && u16::from(p[0]) > u16::from(p[1]) + 30)
        })
        .count();
    assert!(
        shown > 20,
        "the player's cloak shows at the centre ({shown} pixels)"
    );
}
