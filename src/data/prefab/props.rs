//! Custom properties of a prefab map and of its spawn objects, read with the leniency a
//! designer expects from Tiled: a number typed as a string or an int still reads as a number.

use tiled::{Properties, PropertyValue};

use crate::data::cell::is_id;
use crate::data::suggest::did_you_mean;

use super::PrefabRules;

/// The map properties a prefab understands.
pub const MAP_PROPERTIES: [&str; 8] = [
    "difficulty",
    "quadrant",
    "min_depth",
    "max_depth",
    "weight",
    "rotate",
    "mirror",
    "tags",
];

const QUADRANTS: [(&str, u8); 4] = [("aa", 0), ("ab", 1), ("bb", 2), ("ba", 3)];

/// How a property value was written, for messages.
pub fn show(value: &PropertyValue) -> String {
    match value {
        PropertyValue::BoolValue(b) => b.to_string(),
        PropertyValue::FloatValue(f) => f.to_string(),
        PropertyValue::IntValue(i) => i.to_string(),
        PropertyValue::StringValue(s) | PropertyValue::FileValue(s) => format!("\"{s}\""),
        PropertyValue::ColorValue(c) => {
            format!("#{:02x}{:02x}{:02x}", c.red, c.green, c.blue)
        }
        PropertyValue::ObjectValue(id) => format!("object {id}"),
        PropertyValue::ListValue(_) => "a list".to_string(),
        PropertyValue::ClassValue { property_type, .. } => format!("a {property_type} class"),
    }
}

/// A number, whether typed as float, int or a string of digits.
pub fn number(value: &PropertyValue) -> Option<f64> {
    match value {
        // Tiled keeps floats as f32: read back the decimal the designer typed, not 0.800000011….
        PropertyValue::FloatValue(f) => f.to_string().parse().ok(),
        PropertyValue::IntValue(i) => Some(f64::from(*i)),
        PropertyValue::StringValue(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|x: &f64| x.is_finite())
}

/// A whole number, typed as int, or as a float or string without a fraction.
pub fn whole(value: &PropertyValue) -> Option<i64> {
    number(value).filter(|x| x.fract() == 0.0).map(|x| x as i64)
}

pub fn flag(value: &PropertyValue) -> Option<bool> {
    match value {
        PropertyValue::BoolValue(b) => Some(*b),
        PropertyValue::StringValue(s) => match s.trim() {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

pub fn text(value: &PropertyValue) -> Option<&str> {
    match value {
        PropertyValue::StringValue(s) => Some(s.trim()),
        _ => None,
    }
}

/// Names of properties that are not in `known`, each with a hint.
pub fn unknown<'a>(props: &'a Properties, known: &[&str]) -> Vec<(&'a str, String)> {
    let mut names: Vec<&str> = props
        .keys()
        .map(String::as_str)
        .filter(|k| !known.contains(k))
        .collect();
    names.sort_unstable();
    names
        .into_iter()
        .map(|k| {
            let hint = did_you_mean(k, known.iter().copied());
            let hint = if hint.is_empty() {
                format!("; expected one of {}", known.join(", "))
            } else {
                hint
            };
            (k, hint)
        })
        .collect()
}

/// Reads the map properties into the rules of where the prefab may appear; each problem is
/// a message naming the property.
pub fn rules(props: &Properties, problems: &mut Vec<String>) -> PrefabRules {
    let mut rules = PrefabRules::default();
    for (name, hint) in unknown(props, &MAP_PROPERTIES) {
        problems.push(format!("unknown map property \"{name}\"{hint}"));
    }
    let difficulty = props.get("difficulty");
    let quadrant = props.get("quadrant");
    if let Some(v) = difficulty {
        const EXPECTED: &str =
            "* for any, or difficulties 0 to 3 separated by commas, e.g. \"1, 2\"";
        match list(v, |part| part.parse::<u8>().ok().filter(|d| *d <= 3)) {
            Some(ds) => rules.difficulties = ds,
            None => problems.push(bad("difficulty", v, EXPECTED)),
        }
    }
    if let Some(v) = quadrant {
        const EXPECTED: &str = "* for any, or quadrants aa, ab, bb, ba separated by commas";
        let parsed = list(v, |part| {
            QUADRANTS.iter().find(|(q, _)| *q == part).map(|(_, d)| *d)
        });
        match (parsed, difficulty.is_some()) {
            (_, true) => problems.push(
                "map properties \"difficulty\" and \"quadrant\" both say where it appears; keep one"
                    .to_string(),
            ),
            (Some(ds), false) => rules.difficulties = ds,
            (None, false) => problems.push(bad("quadrant", v, EXPECTED)),
        }
    }
    let depth = |v: &PropertyValue| whole(v).filter(|d| (1..=i64::from(u32::MAX)).contains(d));
    if let Some(v) = props.get("min_depth") {
        match depth(v) {
            Some(d) => rules.min_depth = d as u32,
            None => problems.push(bad("min_depth", v, "a whole number ≥ 1")),
        }
    }
    if let Some(v) = props.get("max_depth") {
        match depth(v) {
            Some(d) => rules.max_depth = Some(d as u32),
            None => problems.push(bad("max_depth", v, "a whole number ≥ 1")),
        }
    }
    if let Some(v) = props.get("weight") {
        match number(v).filter(|w| *w >= 0.0) {
            Some(w) => rules.weight = w,
            None => problems.push(bad("weight", v, "a number ≥ 0")),
        }
    }
    for (name, slot) in [("rotate", &mut rules.rotate), ("mirror", &mut rules.mirror)] {
        if let Some(v) = props.get(name) {
            match flag(v) {
                Some(b) => *slot = b,
                None => problems.push(bad(name, v, "a bool (true or false)")),
            }
        }
    }
    if let Some(v) = props.get("tags") {
        match text(v) {
            Some(t) => {
                rules.tags = t
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect();
                if let Some(tag) = rules.tags.iter().find(|t| !is_id(t)) {
                    problems.push(format!(
                        "map property \"tags\" holds \"{tag}\"; a tag is lowercase letters, \
                         digits and _, e.g. \"crypt, dark\""
                    ));
                }
            }
            None => problems.push(bad(
                "tags",
                v,
                "a string of tags separated by commas, e.g. \"crypt, dark\"",
            )),
        }
    }
    if let Some(max) = rules.max_depth.filter(|max| *max < rules.min_depth) {
        problems.push(format!(
            "map property \"max_depth\" {max} is less than min_depth {}; leave it out for no limit",
            rules.min_depth
        ));
    }
    rules
}

fn bad(name: &str, value: &PropertyValue, expected: &str) -> String {
    format!(
        "map property \"{name}\" is {}; expected {expected}",
        show(value)
    )
}

/// `*` (every difficulty), a single int, or a comma-separated string of parts.
fn list(value: &PropertyValue, part: impl Fn(&str) -> Option<u8>) -> Option<Vec<u8>> {
    let written = match value {
        PropertyValue::IntValue(i) => i.to_string(),
        PropertyValue::StringValue(s) => s.trim().to_string(),
        _ => return None,
    };
    if written == "*" {
        return Some(vec![0, 1, 2, 3]);
    }
    let mut out: Vec<u8> = written
        .split(',')
        .map(|p| part(p.trim()))
        .collect::<Option<_>>()?;
    out.sort_unstable();
    out.dedup();
    (!out.is_empty()).then_some(out)
}
