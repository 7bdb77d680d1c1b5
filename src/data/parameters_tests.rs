//! The curve formula's edge cases and the reading of `game_parameters.csv`.

use super::*;
use crate::data::reader::read_sheet;

fn curve(a: f64, b: f64, d: u32, ad: f64, min: f64, max: f64) -> Curve {
    Curve {
        a,
        b,
        d,
        ad,
        min,
        max,
    }
}

/// The `entity` column last, so the rows below (the generator's own) leave it empty by
/// `with_entity_cell`.
const HEADER: &str = "id,template,a,b,d,ad,min,max,unit,per,description,entity\n";

/// Each row with an empty `entity` cell after its description.
fn with_entity_cell(rows: &str) -> String {
    rows.lines().map(|l| format!("{l},\n")).collect()
}

/// The required rows, so a test only adds what it is about.
const REQUIRED_ROWS: &str = "\
bsp_min_cell,,-1,13,1,0,7,12,count,floor,
monster_density,,0,1,1,0,0,2,count,room,
item_density,,0,1,1,0,0,2,count,room,
loop_corridors,,0,0.1,1,0,0,1,probability,room,
lit_rooms,,0,0.5,1,0,0,1,probability,room,
wall_wear,,0,0.1,1,0,0,1,probability,room,
traps_per_room,,0,1,1,0,0,5,count,room,
guards_per_room,,0,1,1,0,0,2,count,room,
room_xp,,0,10,1,0,0,100,count,room,
floor_xp,,0,100,1,0,0,1000,count,floor,
fixtures_per_room,,0,0.5,1,0,0,2,count,room,
shop_floors,,0,0.3,1,0,0,1,probability,floor,
";

fn load(rows: &str) -> (GameParameters, Vec<String>) {
    let text = format!(
        "{HEADER}{}",
        with_entity_cell(&format!("{REQUIRED_ROWS}{rows}"))
    );
    let mut errors = Vec::new();
    let sheet = read_sheet("config/game_parameters.csv", &text, COLUMNS, &mut errors);
    let names = Names::collect(&sheet, "template", FILE, &mut errors);
    let (parameters, _) = parse(&sheet, &names, None, &mut errors);
    errors.sort_by_key(|e| e.line);
    (parameters, errors.iter().map(ToString::to_string).collect())
}

#[test]
fn depth_zero_is_b() {
    assert_eq!(curve(2.0, 3.0, 4, 5.0, -100.0, 100.0).at(0), 3.0);
}

#[test]
fn d_one_steps_every_depth() {
    let c = curve(0.0, 1.0, 1, 0.5, 0.0, 100.0);
    assert_eq!(c.at(1), 1.5);
    assert_eq!(c.at(4), 3.0);
}

#[test]
fn steps_come_every_d_depths() {
    let c = curve(0.0, 0.0, 3, 1.0, 0.0, 100.0);
    let ys: Vec<f64> = (0..8).map(|x| c.at(x)).collect();
    assert_eq!(ys, [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 2.0, 2.0]);
}

#[test]
fn large_d_never_steps() {
    let c = curve(1.0, 0.0, u32::MAX, 100.0, 0.0, 1000.0);
    assert_eq!(c.at(50), 50.0);
    assert_eq!(c.at(u32::MAX - 1), 1000.0);
}

#[test]
fn negative_a_falls_then_clamps_at_min() {
    let c = curve(-1.0, 13.0, 1, 0.0, 7.0, 12.0);
    assert_eq!(c.at(1), 12.0);
    assert_eq!(c.at(3), 10.0);
    assert_eq!(c.at(6), 7.0);
    assert_eq!(c.at(100), 7.0);
}

#[test]
fn clamps_at_max() {
    let c = curve(0.1, 0.9, 2, 0.1, 0.0, 2.5);
    assert!((c.at(1) - 1.0).abs() < 1e-9);
    assert!((c.at(4) - 1.5).abs() < 1e-9);
    assert_eq!(c.at(20), 2.5);
    assert_eq!(curve(0.0, 5.0, 1, 0.0, 0.0, 2.0).at(0), 2.0);
}

#[test]
fn rows_inherit_from_templates_in_a_chain() {
    let (p, errors) = load(
        "template_base,,0,1,1,0,0,10,count,room,
template_fall,template_base,-0.5,,,,,,,,
a_curve,template_fall,,2,,,,,,,
b_curve,template_base,,,2,1,,3,,floor,
",
    );
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(
        p.curve("a_curve"),
        Some(&curve(-0.5, 2.0, 1, 0.0, 0.0, 10.0))
    );
    assert_eq!(p.curve("b_curve"), Some(&curve(0.0, 1.0, 2, 1.0, 0.0, 3.0)));
    assert!(
        p.curve("template_base").is_none(),
        "templates are not curves"
    );
    assert_eq!(p.curves.len(), 14);
}

#[test]
fn probability_rows_stay_within_0_and_1() {
    let (_, errors) = load("p,,0,0,1,0,0,3,probability,room,\n");
    assert_eq!(
        errors,
        ["config/game_parameters.csv:14: column \"max\": expected a probability from 0 to 1 (unit is probability), got \"3\""]
    );
}

#[test]
fn d_zero_is_a_located_error() {
    let (_, errors) = load("x,,1,0,0,1,0,5,count,room,\n");
    assert_eq!(
        errors,
        ["config/game_parameters.csv:14: column \"d\": d = 0 would divide by zero; expected a whole number ≥ 1, \
          the depths per step of ad (write ad 0 for no steps)"]
    );
}

#[test]
fn a_row_without_template_needs_every_value() {
    let (_, errors) = load("x,,1,,1,0,0,5,count,,\n");
    assert_eq!(
        errors,
        [
            "config/game_parameters.csv:14: column \"b\": empty cell; a row without a template needs every one of a, b, d, ad, min, max, unit, per",
            "config/game_parameters.csv:14: column \"per\": empty cell; a row without a template needs every one of a, b, d, ad, min, max, unit, per",
        ]
    );
}

#[test]
fn template_problems() {
    let (_, errors) = load(
        "template_a,template_b,1,,,,,,,,
template_b,template_a,,,,,,,,,
x,template_c,,,,,,,,,
y,,1,0,1,0,5,2,count,room,
z,template_a,,,,,,,,,
",
    );
    assert_eq!(
        errors,
        [
            "config/game_parameters.csv:14: column \"template\": templates form a cycle: template_a → template_b → template_a",
            "config/game_parameters.csv:15: column \"template\": templates form a cycle: template_b → template_a → template_b",
            "config/game_parameters.csv:16: column \"template\": unknown template \"template_c\" (did you mean \"template_a\"?)",
            "config/game_parameters.csv:17: column \"min\": min 5 is greater than max 2",
        ]
    );
}

#[test]
fn required_rows_must_exist() {
    let text = format!("{HEADER}bsp_min_cell,,-1,13,1,0,7,12,count,floor,,\n");
    let mut errors = Vec::new();
    let sheet = read_sheet("config/game_parameters.csv", &text, COLUMNS, &mut errors);
    let names = Names::collect(&sheet, "template", FILE, &mut errors);
    parse(&sheet, &names, None, &mut errors);
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            "config/game_parameters.csv: no row \"monster_density\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"item_density\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"loop_corridors\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"lit_rooms\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"wall_wear\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"traps_per_room\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"guards_per_room\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"room_xp\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"floor_xp\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"fixtures_per_room\"; the generator needs it (see config/README.md)",
            "config/game_parameters.csv: no row \"shop_floors\"; the generator needs it (see config/README.md)",
        ]
    );
}
