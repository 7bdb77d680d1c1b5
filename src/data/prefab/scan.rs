//! A quick look at a map's raw XML before Tiled's parser reads it: how each tile layer's data
//! is stored, how many tiles it holds, and which objects name a template. The parser indexes a
//! layer's tiles without checking their number and cannot say which layer a compression it
//! does not know belongs to; this look lets the import name the layer and the fix instead.

/// A tile layer as written in the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawLayer {
    pub name: String,
    pub width: usize,
    pub height: usize,
    /// `csv`, `base64`, or `None` for the old one-element-per-tile XML.
    pub encoding: Option<String>,
    pub compression: Option<String>,
    /// The number of tiles in the data, when it can be counted without decoding.
    pub tiles: Option<usize>,
    /// Whether the data is split into chunks (an infinite map).
    pub chunked: bool,
}

/// What the import needs to know from the raw file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawMap {
    /// The map's `infinite` attribute.
    pub infinite: bool,
    pub layers: Vec<RawLayer>,
    /// (object id, template path as written) for every object made from a template.
    pub templates: Vec<(u32, String)>,
}

/// One XML tag: its name (with a leading `/` for an end tag) and attributes.
struct Tag<'a> {
    name: &'a str,
    attrs: Vec<(&'a str, String)>,
    self_closing: bool,
    /// Byte offset just after the tag's `>`.
    end: usize,
}

impl Tag<'_> {
    fn attr(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// Scans the text; anything it cannot read is left for Tiled's parser to report.
pub fn scan(text: &str) -> RawMap {
    let mut raw = RawMap::default();
    let mut pos = 0;
    let mut layer: Option<RawLayer> = None;
    while let Some(tag) = next_tag(text, &mut pos) {
        match tag.name {
            "map" => raw.infinite = tag.attr("infinite") == Some("1"),
            "layer" if !tag.self_closing => {
                layer = Some(RawLayer {
                    name: tag.attr("name").unwrap_or("").to_string(),
                    width: tag.attr("width").and_then(|v| v.parse().ok()).unwrap_or(0),
                    height: tag.attr("height").and_then(|v| v.parse().ok()).unwrap_or(0),
                    ..RawLayer::default()
                });
            }
            "/layer" => raw.layers.extend(layer.take()),
            "data" => {
                let Some(l) = layer.as_mut() else { continue };
                l.encoding = tag.attr("encoding").map(str::to_string);
                l.compression = tag.attr("compression").map(str::to_string);
                if tag.self_closing {
                    continue;
                }
                let body_end = text[tag.end..]
                    .find("</data")
                    .map_or(text.len(), |i| tag.end + i);
                let body = &text[tag.end..body_end];
                l.chunked = body.contains("<chunk");
                if !l.chunked && l.compression.is_none() {
                    l.tiles = count_tiles(l.encoding.as_deref(), body);
                }
                pos = body_end;
            }
            "object" => {
                if let (Some(id), Some(template)) = (tag.attr("id"), tag.attr("template")) {
                    raw.templates
                        .push((id.parse().unwrap_or(0), template.to_string()));
                }
            }
            _ => {}
        }
    }
    raw
}

/// The tiles in a layer's data: comma-separated numbers for CSV, four bytes each for Base64.
fn count_tiles(encoding: Option<&str>, body: &str) -> Option<usize> {
    let body = body.trim();
    let body = body
        .strip_prefix("<![CDATA[")
        .and_then(|b| b.strip_suffix("]]>"))
        .unwrap_or(body);
    match encoding {
        Some("csv") => Some(if body.trim().is_empty() {
            0
        } else {
            body.split(',').count()
        }),
        Some("base64") => {
            let chars: Vec<u8> = body.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
            let padding = chars.iter().rev().take_while(|&&b| b == b'=').count();
            Some((chars.len() / 4 * 3).saturating_sub(padding) / 4)
        }
        _ => None,
    }
}

/// The next start or end tag from `pos`, skipping comments, declarations and text.
fn next_tag<'a>(text: &'a str, pos: &mut usize) -> Option<Tag<'a>> {
    loop {
        let start = *pos + text.get(*pos..)?.find('<')?;
        let rest = &text[start..];
        if rest.starts_with("<!--") {
            *pos = start + rest.find("-->").map_or(rest.len(), |i| i + 3);
            continue;
        }
        if rest.starts_with("<!") || rest.starts_with("<?") {
            *pos = start + rest.find('>').map_or(rest.len(), |i| i + 1);
            continue;
        }
        return Some(read_tag(text, start, pos));
    }
}

/// Reads the tag starting at `start` (a `<`), quoted `>` included, and moves `pos` past it.
fn read_tag<'a>(text: &'a str, start: usize, pos: &mut usize) -> Tag<'a> {
    let bytes = text.as_bytes();
    let mut i = start + 1;
    let name_start = i;
    while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'>' {
        if bytes[i] == b'/' && i > name_start {
            break;
        }
        i += 1;
    }
    let name = &text[name_start..i];
    let mut attrs = Vec::new();
    let mut self_closing = false;
    while i < bytes.len() {
        match bytes[i] {
            b'>' => {
                i += 1;
                break;
            }
            b'/' => {
                self_closing = true;
                i += 1;
            }
            b if b.is_ascii_whitespace() => i += 1,
            _ => {
                let key_start = i;
                while i < bytes.len()
                    && !matches!(bytes[i], b'=' | b'>' | b'/')
                    && !bytes[i].is_ascii_whitespace()
                {
                    i += 1;
                }
                let key = &text[key_start..i];
                while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b'=') {
                    i += 1;
                }
                let value = match bytes.get(i) {
                    Some(&q) if q == b'"' || q == b'\'' => {
                        let value_start = i + 1;
                        let value_end = text[value_start..]
                            .find(q as char)
                            .map_or(text.len(), |j| value_start + j);
                        i = (value_end + 1).min(text.len());
                        unescape(&text[value_start..value_end])
                    }
                    _ => String::new(),
                };
                attrs.push((key, value));
            }
        }
    }
    *pos = i;
    Tag {
        name,
        attrs,
        self_closing,
        end: i,
    }
}

fn unescape(value: &str) -> String {
    value
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_objects_and_templates_are_found() {
        let text = r#"<?xml version="1.0"?>
<map><!-- a <layer> in a comment -->
 <layer id="1" name="floor &amp; more" width="3" height="2">
  <data encoding="csv">
1,2,3,
4,5,6
</data>
 </layer>
 <layer id="2" name="walls" width="3" height="2">
  <data encoding="base64" compression="zstd">KLUv/SAYwQAA</data>
 </layer>
 <layer id="3" name="b64" width="1" height="1"><data encoding="base64">AQAAAA==</data></layer>
 <objectgroup name="spawns"><object id="7" template="../t/guard.tx" x="8" y="8"/></objectgroup>
</map>"#;
        let raw = scan(text);
        assert!(!raw.infinite);
        assert_eq!(raw.layers.len(), 3);
        assert_eq!(raw.layers[0].name, "floor & more");
        assert_eq!((raw.layers[0].width, raw.layers[0].height), (3, 2));
        assert_eq!(raw.layers[0].tiles, Some(6));
        assert_eq!(raw.layers[1].compression.as_deref(), Some("zstd"));
        assert_eq!(raw.layers[1].tiles, None);
        assert_eq!(raw.layers[2].tiles, Some(1));
        assert_eq!(raw.templates, [(7, "../t/guard.tx".to_string())]);
    }

    #[test]
    fn broken_text_never_panics() {
        for text in [
            "<",
            "<layer",
            "<layer name=\"x",
            "<data>",
            "<map><layer><data encoding=\"csv\">1,",
            "é<ü",
        ] {
            let _ = scan(text);
        }
    }
}
