//! The `key=value` properties of `tile`, `part` and `default` lines.

/// Properties as written; `None`/empty where not given.
#[derive(Debug, Default, Clone)]
pub struct Props {
    pub walkable: Option<bool>,
    pub transparent: Option<bool>,
    pub light_radius: Option<u32>,
    pub light_color: Option<[u8; 3]>,
    pub animation: Vec<(String, u32)>,
    pub layers: Vec<String>,
}

/// Keys a `tile` line accepts.
pub const TILE_KEYS: &[&str] = &[
    "walkable",
    "transparent",
    "light_radius",
    "light_color",
    "animation",
    "layers",
];
/// Keys a `part` line accepts.
pub const PART_KEYS: &[&str] = &["layers"];
/// Keys a `default` line accepts.
pub const DEFAULT_KEYS: &[&str] = &["walkable", "transparent", "light_radius", "light_color"];

/// Parses `key=value` items, allowing only `allowed` keys; every problem is one message.
pub fn parse(items: &[&str], allowed: &[&str], who: &str) -> Result<Props, Vec<String>> {
    let mut p = Props::default();
    let mut errors = Vec::new();
    for item in items {
        let Some((k, v)) = item.split_once('=') else {
            errors.push(format!("`{who}`: expected key=value, found `{item}`"));
            continue;
        };
        if !allowed.contains(&k) {
            let expected = allowed.join(", ");
            errors.push(format!(
                "`{who}`: unknown property `{k}` (expected {expected})"
            ));
            continue;
        }
        let expected = match k {
            "walkable" | "transparent" => {
                let b = match v {
                    "true" => Some(true),
                    "false" => Some(false),
                    _ => None,
                };
                if k == "walkable" {
                    p.walkable = b;
                } else {
                    p.transparent = b;
                }
                b.is_none().then_some("true or false")
            }
            "light_radius" => {
                p.light_radius = v.parse().ok().filter(|r| (1..=32).contains(r));
                p.light_radius
                    .is_none()
                    .then_some("a whole number from 1 to 32")
            }
            "light_color" => {
                p.light_color = parse_rgb(v);
                p.light_color.is_none().then_some("a colour #rrggbb")
            }
            "animation" => match parse_frames(v) {
                Some(frames) => {
                    p.animation = frames;
                    None
                }
                None => Some("a list name:ms,name:ms with durations from 1 to 10000"),
            },
            _ => {
                p.layers = v.split(',').map(str::to_string).collect();
                p.layers
                    .iter()
                    .any(String::is_empty)
                    .then_some("a list name,name")
            }
        };
        if let Some(expected) = expected {
            errors.push(format!("`{who}`: bad {k} `{v}`, expected {expected}"));
        }
    }
    if errors.is_empty() {
        Ok(p)
    } else {
        Err(errors)
    }
}

/// Fills what `from` sets into `into` (for `default` lines).
pub fn merge(into: &mut Props, from: Props) {
    into.walkable = from.walkable.or(into.walkable);
    into.transparent = from.transparent.or(into.transparent);
    into.light_radius = from.light_radius.or(into.light_radius);
    into.light_color = from.light_color.or(into.light_color);
}

/// `#rrggbb` to bytes.
pub fn parse_rgb(s: &str) -> Option<[u8; 3]> {
    let hex = s.strip_prefix('#')?;
    if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let b = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some([b(0)?, b(2)?, b(4)?])
}

fn parse_frames(s: &str) -> Option<Vec<(String, u32)>> {
    s.split(',')
        .map(|f| {
            let (name, ms) = f.split_once(':')?;
            let ms: u32 = ms.parse().ok()?;
            (!name.is_empty() && (1..=10_000).contains(&ms)).then(|| (name.to_string(), ms))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_rejects() {
        let p = parse(
            &["walkable=true", "light_radius=6", "light_color=#ffd080"],
            TILE_KEYS,
            "t",
        )
        .unwrap();
        assert_eq!(
            (p.walkable, p.light_radius, p.light_color),
            (Some(true), Some(6), Some([0xff, 0xd0, 0x80]))
        );
        let p = parse(&["animation=a:150,b:130"], TILE_KEYS, "t").unwrap();
        assert_eq!(
            p.animation,
            vec![("a".to_string(), 150), ("b".to_string(), 130)]
        );
        let errs = parse(&["walkable=yes", "glow=1", "animation=a:0"], TILE_KEYS, "t").unwrap_err();
        assert_eq!(errs.len(), 3);
        assert!(parse(&["walkable=true"], PART_KEYS, "p").is_err());
    }
}
