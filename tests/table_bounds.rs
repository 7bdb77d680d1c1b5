//! Hostile tables are refused quickly and briefly: a cell or a file too large, a row shorter
//! than its header, a quote that does not count, a file that is not a regular one.

mod support;

use support::messages_after;
use torchdeep::data::{TableSources, Tables, TABLE_FILES};

#[test]
fn a_huge_cell_is_refused_before_yaml_reads_it_and_quoted_briefly() {
    // Ten million elements: refused by its size, never built.
    let huge = format!("\"[{}]\"", "a,".repeat(10_000_000));
    let shown = messages_after(
        "monsters.csv",
        "1d3,25,{rock: 1},8",
        &format!("1d3,25,{huge},8"),
    );
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].contains("monsters.csv:7"), "{}", shown[0]);
    assert!(
        shown[0].contains("a cell holds at most 4096"),
        "{}",
        shown[0]
    );
    assert!(
        shown[0].len() < 300,
        "quoted briefly: {} bytes",
        shown[0].len()
    );
    // A long scalar that is wrong is quoted as an excerpt, not whole.
    let long = "x".repeat(3000);
    let shown = messages_after(
        "monsters.csv",
        "verp_1,green verp,v,verp_1,#6fbf4a,0,1",
        &format!("verp_1,green verp,v,verp_1,#6fbf4a,{long},1"),
    );
    assert!(shown.iter().all(|m| m.len() < 400), "{shown:?}");
    assert!(shown.iter().any(|m| m.contains("xxx…")), "{shown:?}");
}

#[test]
fn a_row_shorter_than_its_header_is_reported() {
    let mut sources = TableSources::embedded();
    let text = sources.get("traps.csv").unwrap().to_string();
    let short = text.replacen("pit,trap_pit,pit,4,0,0.3,3", "pit,trap_pit,pit,4,0", 1);
    sources.set("traps.csv", short);
    let shown: Vec<String> = match Tables::load(&sources) {
        Ok(_) => panic!("a short row loaded"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    };
    assert!(
        shown
            .iter()
            .any(|m| m.contains("traps.csv:2: this row has 5 cells but the header has 7")),
        "{shown:?}"
    );
}

#[test]
fn a_space_before_an_opening_quote_is_named_as_such() {
    let row = "\"[stunnable, beeline_visible, random_walk]\",10,1,";
    let spaced = "  \"[stunnable, beeline_visible, random_walk]\",10,1,";
    let mut sources = TableSources::embedded();
    let text = sources.get("monsters.csv").unwrap().to_string();
    let line = text.lines().find(|l| l.starts_with("verp_1,")).unwrap();
    sources.set(
        "monsters.csv",
        text.replacen(
            line,
            &line.replacen(&format!(",{row}"), &format!(",{spaced}"), 1),
            1,
        ),
    );
    let shown: Vec<String> = match Tables::load(&sources) {
        Ok(_) => panic!("loaded"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    };
    assert!(
        shown.iter().any(|m| m.contains("monsters.csv:3")
            && m.contains("a space between a comma and an opening quote")),
        "{shown:?}"
    );
    assert!(
        !shown
            .iter()
            .any(|m| m.contains("quote a cell that holds commas")),
        "{shown:?}"
    );
}

#[test]
fn a_table_file_must_be_a_small_regular_file() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in &TableSources::embedded().files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    assert!(TABLE_FILES.contains(&"items.csv"));
    let big = std::fs::File::create(dir.path().join("items.csv")).unwrap();
    big.set_len(64 << 20).unwrap(); // sparse: no disk used
    #[cfg(unix)]
    {
        let rooms = dir.path().join("rooms.csv");
        std::fs::remove_file(&rooms).unwrap();
        let made = std::process::Command::new("mkfifo").arg(&rooms).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo works");
    }
    let shown: Vec<String> = Tables::load_dir(dir.path())
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        shown.iter().any(|m| m.contains(
            "items.csv: cannot read the file: 67108864 bytes, more than the 1048576 it may hold"
        )),
        "{shown:?}"
    );
    #[cfg(unix)]
    assert!(
        shown
            .iter()
            .any(|m| m.contains("rooms.csv: cannot read the file: not a regular file")),
        "a named pipe is not opened (which would block): {shown:?}"
    );
}

#[test]
fn a_sprite_the_tileset_lacks_is_refused_in_every_table() {
    let shown = messages_after(
        "monsters.csv",
        "verp_1,green verp,v,verp_1,",
        "verp_1,green verp,v,verp_9,",
    );
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].starts_with("config/monsters.csv:3: column \"sprite\""),
        "{}",
        shown[0]
    );
    assert!(
        shown[0].contains("no tile named \"verp_9\""),
        "{}",
        shown[0]
    );
    let shown = messages_after("items.csv", "rock,*,rock,", "rock,*,rocks,");
    assert!(
        shown[0].contains("no tile named \"rocks\" in the tileset (did you mean \"rock\"?)"),
        "{shown:?}"
    );
    let shown = messages_after("traps.csv", "pit,trap_pit,", "pit,trap_pitt,");
    assert!(
        shown[0].starts_with("config/traps.csv:2: column \"sprite\""),
        "{shown:?}"
    );
}

#[test]
fn a_curve_that_would_make_an_absurd_floor_is_refused_when_loading() {
    // 2^30 as the smallest BSP cell once overflowed the split; 1e308 is past every bound.
    let shown = messages_after(
        "game_parameters.csv",
        "bsp_min_cell,,,-1,13,1,0,7,12,",
        "bsp_min_cell,,,-1,13,1,0,1073741824,1073741824,",
    );
    assert!(
        shown.iter().all(|m| m.contains("game_parameters.csv:3")),
        "{shown:?}"
    );
    assert!(shown[0].contains("from -1000000 to 1000000"), "{shown:?}");
    let shown = messages_after(
        "game_parameters.csv",
        "traps_per_room,,,0.5,1,2,1,1,6,",
        "traps_per_room,,,0.5,1,2,1,1,1e308,",
    );
    assert!(shown[0].contains("column \"max\""), "{shown:?}");
    let shown = messages_after(
        "game_parameters.csv",
        "bsp_min_cell,,,-1,13,1,0,7,12,",
        "bsp_min_cell,,,-1,13,1,0,7,500,",
    );
    assert!(
        shown[0].contains("bsp_min_cell must stay from 1 to 200"),
        "{shown:?}"
    );
}
