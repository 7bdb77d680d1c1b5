//! The spellbook renders for real: `--screen spellbook` opens it over a new run of a wizard
//! under a virtual X display, and the saved picture must show its parts — the title, the
//! spells learnt, the chosen spell's details in the spells' blue, and the four slots.

mod support;

use support::shots;

/// The interface's gold (the title, the slots' keys).
fn gold(p: [u8; 3]) -> bool {
    p[0] > 200 && p[1] > 150 && p[2] < 120
}

/// Text in parchment, antialiased edges included.
fn parchment(p: [u8; 3]) -> bool {
    p[0] > 140 && p[1] > 130 && p[2] > 110
}

/// The cool blue of the spells (the chosen spell's name).
fn spell_blue(p: [u8; 3]) -> bool {
    p[2] > 200 && p[1] > 160 && p[0] < 190
}

#[test]
fn the_spellbook_shows_a_wizards_spells_details_and_slots() {
    let dir = tempfile::tempdir().unwrap();
    let shot = shots::shoot(&["--screen", "spellbook"], dir.path(), "spellbook");
    assert_eq!((shot.width, shot.height), (1280, 720));
    // Not a blank or uniform frame: many colours.
    let mut colours: Vec<[u8; 3]> = shot.pixels.clone();
    colours.sort_unstable();
    colours.dedup();
    assert!(colours.len() > 200, "{} colours", colours.len());
    let title = shot.count((560, 78, 720, 112), gold);
    assert!(title > 150, "the title in gold ({title} pixels)");
    // A level-1 wizard knows three spells: three rows of names on the left.
    for row in 0..3 {
        let top = 214 + row * 30;
        let n = shot.count((230, top, 500, top + 26), parchment);
        assert!(n > 60, "a spell's name in row {row} ({n} pixels)");
    }
    let name = shot.count((595, 210, 760, 240), spell_blue);
    assert!(name > 80, "the chosen spell's name in blue ({name} pixels)");
    let details = shot.count((595, 245, 1060, 430), parchment);
    assert!(
        details > 600,
        "its description and figures ({details} pixels)"
    );
    // Four slots, each with its key in gold; the first two hold magic missile and sleep.
    for (slot, left) in [216, 430, 645, 860].into_iter().enumerate() {
        let key = shot.count((left + 4, 504, left + 30, 534), gold);
        assert!(key > 15, "slot {}'s key ({key} pixels)", slot + 1);
    }
    for left in [216, 430] {
        let n = shot.count((left + 30, 504, left + 200, 534), parchment);
        assert!(
            n > 60,
            "a memorised spell's name in the slot at {left} ({n} pixels)"
        );
    }
}
