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
    let shot = shots::shoot(&[], dir.path(), "seed7");
    assert_eq!((shot.width, shot.height), (1280, 720));
    let pixels = &shot.pixels;
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
    // The player stands in the light near the centre; its sprite's colours are drawn there.
    let shown = cloak_pixels(&shot.region((580, 300, 700, 420)));
    assert!(
        shown > 20,
        "the player's cloak shows at the centre ({shown} pixels)"
    );
}

/// `--window WxH` opens the window at that size, and the game is laid out in it: the player
/// at its centre, the status bar along its foot.
#[test]
fn the_window_opens_at_the_size_asked() {
    let dir = tempfile::tempdir().unwrap();
    let shot = shots::shoot(&["--window", "854x480"], dir.path(), "seed7-854x480");
    assert_eq!((shot.width, shot.height), (854, 480));
    let centre = cloak_pixels(&shot.region((367, 180, 487, 300)));
    assert!(centre > 20, "the player at the centre ({centre} pixels)");
    // The hearts, red, at the left of the bar.
    let hearts = shot.count((0, 440, 280, 480), heart_red);
    assert!(hearts > 200, "the status bar's hearts ({hearts} pixels)");
}

/// The hearts' red in the status bar.
fn heart_red(p: [u8; 3]) -> bool {
    p[0] > 150 && p[1] < 90 && p[2] < 90
}

/// How many of `pixels` are of the player's red cloak (creatures are drawn at no less than
/// 75 % brightness, so compared loosely).
fn cloak_pixels(pixels: &[[u8; 3]]) -> usize {
    let near = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(&x, y)| x.abs_diff(y) <= 70);
    let reddish: Vec<[u8; 3]> = (player_colours().into_iter())
        .filter(|c| c[0] > 120 && u16::from(c[0]) > u16::from(c[1]) + 40)
        .collect();
    assert!(!reddish.is_empty(), "the player sprite has its red cloak");
    (pixels.iter())
        .filter(|&&p| {
            reddish
                .iter()
                .any(|&c| near(p, c) && u16::from(p[0]) > u16::from(p[1]) + 30)
        })
        .count()
}

/// The screens are laid out for 1280×720 and scaled to the window: by half again on a phone's
/// 2400×1080 pixels (the status bar 66 pixels high, its ten hearts half as wide again), and
/// shrunk in a window too small for the sheets, whose panel then fits inside it.
#[test]
fn the_interface_scales_to_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let phone = shots::shoot(&["--window", "2400x1080"], dir.path(), "seed7-2400x1080");
    assert_eq!((phone.width, phone.height), (2400, 1080));
    // The hearts' red spans 10 × 26 units from x = 8: 390 pixels scaled, 260 not.
    let columns: Vec<u32> = (0..700)
        .filter(|&x| (1014..1080).any(|y| heart_red(phone.at(x, y))))
        .collect();
    let (first, last) = (columns[0], *columns.last().unwrap());
    assert!(
        (370..=410).contains(&(last - first)),
        "the hearts span {first}..{last}, half as wide again as at 1280x720"
    );
    let rows = (900..1080).filter(|&y| (0..700).any(|x| heart_red(phone.at(x, y))));
    assert!(
        rows.clone().min().unwrap() >= 1014,
        "the hearts sit in the bar's 66 rows"
    );
    // A small window: the inventory's panel (760×560 units) and its gold title fit in it.
    let small = shots::shoot(
        &["--window", "854x480", "--screen", "inventory"],
        dir.path(),
        "inventory-854x480",
    );
    let gold = |p: [u8; 3]| p[0] > 200 && p[1] > 150 && p[2] < 120;
    let title = small.count((300, 20, 554, 90), gold);
    assert!(
        title > 60,
        "the inventory's title in view ({title} gold pixels)"
    );
}

/// In a narrow window the status bar keeps what the player carries left of the turn: a
/// wizard's bar (hearts, a badge, two spells) has no room left for the staff and the robe at
/// 1024 pixels, and the turn's grey words stand alone at the right.
#[test]
fn a_narrow_status_bar_keeps_its_things_clear_of_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--window", "1024x640", "--screen", "spellbook", "--touch"];
    // The spellbook closed by a tap outside its panel: the wizard's game under it.
    let taps = [("TORCHDEEP_TAPS", "1000,80@2")];
    let bar = shots::shoot_with(&args, &taps, 6, dir.path(), "wizard-1024x640");
    let coloured = |p: [u8; 3]| p.iter().max().unwrap() - p.iter().min().unwrap() > 60;
    let near_turn = bar.count((915, 600, 1024, 640), coloured);
    assert!(
        near_turn < 10,
        "only the turn's grey words at the bar's right end ({near_turn} coloured pixels)"
    );
}
