//! Reading one CSV cell as a YAML value, with the rules that spare designers YAML's traps
//! (config/README.md, "Cells are YAML").

use serde_yaml::Value;

/// The spellings of "nothing": an empty cell reads the same.
const NULLS: [&str; 4] = ["~", "null", "Null", "NULL"];

/// A cell as a YAML value; `None` when it is empty or `~`/`null`.
///
/// A cell starting with `[`, `{`, `"` or `'` must be valid YAML. Any other cell that YAML
/// refuses, reads as null or tags (`#ffff00` is a comment to YAML, `*` an alias, `@` reserved,
/// `!x` a tag) is the plain string it looks like.
pub fn parse_cell(raw: &str) -> Result<Option<Value>, String> {
    let text = raw.trim();
    if text.is_empty() || NULLS.contains(&text) {
        return Ok(None);
    }
    if text.starts_with(['[', '{', '"', '\'']) {
        return match serde_yaml::from_str::<Value>(text) {
            Ok(Value::Null) => Ok(None),
            Ok(value) => Ok(Some(value)),
            Err(e) => Err(complaint(&e)),
        };
    }
    match serde_yaml::from_str::<Value>(text) {
        Ok(Value::Null) | Ok(Value::Tagged(_)) | Err(_) => Ok(Some(Value::String(text.into()))),
        Ok(value) => Ok(Some(value)),
    }
}

/// A cell of a text column (ids, names, glyphs, colours): taken literally unless it starts
/// with a quote, `[` or `{`, so `-`, `|`, `?` or `: x` need no quoting there.
pub fn parse_text_cell(raw: &str) -> Result<Option<Value>, String> {
    let text = raw.trim();
    if text.starts_with(['[', '{', '"', '\'']) || text.is_empty() || NULLS.contains(&text) {
        parse_cell(text)
    } else {
        Ok(Some(Value::String(text.into())))
    }
}

/// serde_yaml's complaint, first clause only, with its position said for a one-line cell:
/// "did not find expected ',' or ']' at the end of the cell".
fn complaint(e: &serde_yaml::Error) -> String {
    let full = e.to_string();
    let first = full.lines().next().unwrap_or("");
    let brief = first.split(", while").next().unwrap_or(first).trim();
    let Some((what, place)) = brief.split_once(" at line ") else {
        return brief.to_string();
    };
    let mut numbers = place
        .split(" column ")
        .map(|n| n.trim().parse::<u64>().ok());
    match (numbers.next().flatten(), numbers.next().flatten()) {
        (Some(1), Some(column)) => format!("{what} at character {column}"),
        (Some(_), _) => format!("{what} at the end of the cell"),
        _ => brief.to_string(),
    }
}

/// A value written back in YAML flow style, for messages.
pub fn show(value: &Value) -> String {
    match value {
        Value::Null => "~".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        Value::Sequence(items) => {
            let parts: Vec<String> = items.iter().map(show).collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Mapping(map) => {
            let parts: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", show(k), show(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        Value::Tagged(t) => format!("{} {}", t.tag, show(&t.value)),
    }
}

/// A whole number, if the value is one.
pub fn as_whole(value: &Value) -> Option<i64> {
    value.as_i64()
}

/// A finite number, if the value is one.
pub fn as_number(value: &Value) -> Option<f64> {
    value.as_f64().filter(|x| x.is_finite())
}

/// A string value.
pub fn as_text(value: &Value) -> Option<&str> {
    value.as_str()
}

/// Whether a name is a valid id: lowercase ASCII letters, digits and `_`, not empty.
pub fn is_id(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// A `#rrggbb` colour.
pub fn parse_rgb(text: &str) -> Option<(u8, u8, u8)> {
    let hex = text.strip_prefix('#')?;
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some((byte(0)?, byte(2)?, byte(4)?))
}

/// One entry of a list of named things with optional parameters, such as a behaviour stack:
/// its name and, when written as a one-key map, its parameter.
pub struct Entry<'v> {
    pub name: &'v str,
    pub param: Option<&'v Value>,
}

/// The entries of a cell written as a list (`[sleep, {keep_range: 5}]`), a map
/// (`{heal: 25}`) or a single name; an `Err` holds a part that is none of these, so every
/// bad part can be reported.
pub fn entries(value: &Value) -> Vec<Result<Entry<'_>, String>> {
    fn map_entries(map: &serde_yaml::Mapping) -> impl Iterator<Item = Result<Entry<'_>, String>> {
        map.iter().map(|(k, v)| match k.as_str() {
            Some(name) => Ok(Entry {
                name,
                param: Some(v),
            }),
            None => Err(show(k)),
        })
    }
    match value {
        Value::String(name) => vec![Ok(Entry { name, param: None })],
        Value::Mapping(map) => map_entries(map).collect(),
        Value::Sequence(items) => items
            .iter()
            .flat_map(|item| match item {
                Value::String(name) => vec![Ok(Entry { name, param: None })],
                Value::Mapping(map) if map.len() == 1 => map_entries(map).collect(),
                other => vec![Err(show(other))],
            })
            .collect(),
        other => vec![Err(show(other))],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_of_lists_maps_and_names() {
        let v = parse_cell("[stunnable, {keep_range: 5}]").unwrap().unwrap();
        let e: Vec<Entry> = entries(&v).into_iter().flatten().collect();
        assert_eq!(e.len(), 2);
        assert_eq!((e[0].name, e[0].param), ("stunnable", None));
        assert_eq!(
            (e[1].name, e[1].param),
            ("keep_range", Some(&Value::from(5)))
        );
        let v = parse_cell("{heal: 25}").unwrap().unwrap();
        assert_eq!(entries(&v)[0].as_ref().map(|e| e.name), Ok("heal"));
        assert_eq!(
            entries(&Value::from("sleep"))[0].as_ref().map(|e| e.name),
            Ok("sleep")
        );
        let v = parse_cell("[sleep, {a: 1, b: 2}, 3]").unwrap().unwrap();
        let faults: Vec<String> = entries(&v).into_iter().filter_map(Result::err).collect();
        assert_eq!(faults, ["{a: 1, b: 2}", "3"]);
        assert_eq!(
            entries(&Value::from(3))[0].as_ref().err(),
            Some(&"3".to_string())
        );
    }

    fn string(s: &str) -> Result<Option<Value>, String> {
        Ok(Some(Value::String(s.into())))
    }

    #[test]
    fn plain_scalars_are_yaml() {
        assert_eq!(parse_cell("10"), Ok(Some(Value::from(10))));
        assert_eq!(parse_cell(" 0.2 "), Ok(Some(Value::from(0.2))));
        assert_eq!(parse_cell("true"), Ok(Some(Value::Bool(true))));
        assert_eq!(parse_cell("verp"), string("verp"));
        assert_eq!(parse_cell("\"#ffff00\""), string("#ffff00"));
        assert_eq!(parse_cell("'*'"), string("*"));
    }

    #[test]
    fn empty_and_null_are_nothing() {
        assert_eq!(parse_cell(""), Ok(None));
        assert_eq!(parse_cell("  "), Ok(None));
        assert_eq!(parse_cell("~"), Ok(None));
        assert_eq!(parse_cell("null"), Ok(None));
    }

    #[test]
    fn yaml_indicators_read_as_plain_strings() {
        for s in [
            "#ffff00", "*", "@", "&", "`", "!", "!x", "%", "@home", "*rock", "# note",
        ] {
            assert_eq!(parse_cell(s), string(s), "{s}");
        }
    }

    #[test]
    fn flow_collections() {
        let v = parse_cell("[stunnable, {keep_range: 5}]").unwrap().unwrap();
        assert_eq!(show(&v), "[stunnable, {keep_range: 5}]");
        let v = parse_cell("{throw: {item: rock, cooldown: 6}}")
            .unwrap()
            .unwrap();
        assert_eq!(show(&v), "{throw: {item: rock, cooldown: 6}}");
        assert_eq!(parse_cell("[]"), Ok(Some(Value::Sequence(vec![]))));
    }

    #[test]
    fn bad_flow_collections_are_errors() {
        let e = parse_cell("[stunnable, hunt").unwrap_err();
        assert_eq!(e, "did not find expected ',' or ']' at the end of the cell");
        let e = parse_cell("{a: [}").unwrap_err();
        assert!(!e.contains("line"), "{e}");
        assert!(parse_cell("\"open").is_err());
    }

    #[test]
    fn text_cells_are_literal() {
        for s in ["-", "|", ">", "?", "a: b", "#ffff00", "*", "x # y"] {
            assert_eq!(parse_text_cell(s), string(s), "{s}");
        }
        assert_eq!(parse_text_cell("'-'"), string("-"));
        assert_eq!(parse_text_cell("~"), Ok(None));
        assert!(parse_text_cell("[a").is_err());
    }

    #[test]
    fn colours_and_ids() {
        assert_eq!(parse_rgb("#ff8000"), Some((255, 128, 0)));
        assert_eq!(parse_rgb("#FF8000"), Some((255, 128, 0)));
        assert_eq!(parse_rgb("ff8000"), None);
        assert_eq!(parse_rgb("#ff800"), None);
        assert_eq!(parse_rgb("#gg8000"), None);
        assert_eq!(parse_rgb("#ff80é"), None);
        assert!(is_id("verp_1"));
        assert!(!is_id("Verp"));
        assert!(!is_id("verp 1"));
        assert!(!is_id(""));
    }
}
