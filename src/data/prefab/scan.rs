//! A look at a map's raw XML before Tiled's parser reads it, with the same XML reader
//! (quick-xml) so both see the same text: how each tile layer's data is stored and how many
//! tiles it holds, which objects name a template, and what the parser would accept though it
//! is wrong. The parser indexes a layer's tiles without checking their number, recurses once
//! per nested element, and keeps the last of two properties of one name; this look lets the
//! import refuse such a file, naming the layer or object and the fix.

use std::collections::HashSet;

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

/// The deepest nesting of elements a map, tileset or template may have. Tiled's own files
/// nest a handful deep (map, group, layer, data); the parser recurses per level, so a file of
/// thousands would overflow the stack.
pub const MAX_DEPTH: usize = 32;

/// A tile layer as written in the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawLayer {
    pub name: String,
    pub width: usize,
    pub height: usize,
    /// `csv`, `base64`, or `None` for the old one-element-per-tile XML.
    pub encoding: Option<String>,
    pub compression: Option<String>,
    /// The number of tiles the parser will find in the data, when it can be counted without
    /// decompressing.
    pub tiles: Option<usize>,
    /// Base64 data whose bytes are not a whole number of four-byte tiles: the parser would
    /// drop the rest without a word.
    pub stray_bytes: Option<usize>,
    /// How many `<data>` elements the layer holds; the parser keeps the last.
    pub data_elements: usize,
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
    /// (owner, property name) for each property given twice in one list: `the map`,
    /// `layer "walls"`, `object 7`, `tile 12`.
    pub duplicate_properties: Vec<(String, String)>,
    /// The file nests deeper than [`MAX_DEPTH`]; scanning stopped there.
    pub too_deep: bool,
}

/// Scans the text; XML it cannot read is left for Tiled's parser to report.
pub fn scan(text: &str) -> RawMap {
    let mut raw = RawMap::default();
    let mut reader = Reader::from_str(text);
    // Who owns each open element's properties, outermost first.
    let mut owners: Vec<String> = Vec::new();
    let mut property_lists: Vec<HashSet<String>> = Vec::new();
    let mut layer: Option<RawLayer> = None;
    loop {
        let (start, empty) = match reader.read_event() {
            Ok(Event::Start(e)) => (e, false),
            Ok(Event::Empty(e)) => (e, true),
            Ok(Event::End(e)) => {
                match e.local_name().as_ref() {
                    b"layer" => raw.layers.extend(layer.take()),
                    b"properties" => drop(property_lists.pop()),
                    _ => {}
                }
                owners.pop();
                continue;
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => continue,
        };
        if owners.len() >= MAX_DEPTH {
            raw.too_deep = true;
            break;
        }
        let name = start.local_name().as_ref().to_vec();
        match name.as_slice() {
            b"map" => raw.infinite = attr(&start, "infinite").as_deref() == Some("1"),
            b"layer" => {
                let size = |key| attr(&start, key).and_then(|v| v.trim().parse().ok());
                let new = RawLayer {
                    name: attr(&start, "name").unwrap_or_default(),
                    width: size("width").unwrap_or(0),
                    height: size("height").unwrap_or(0),
                    ..RawLayer::default()
                };
                if empty {
                    raw.layers.push(new);
                } else {
                    layer = Some(new);
                }
            }
            b"data" => {
                if let Some(l) = layer.as_mut() {
                    l.data_elements += 1;
                    l.encoding = attr(&start, "encoding");
                    l.compression = attr(&start, "compression");
                    let body = if empty {
                        Body::default()
                    } else {
                        read_body(&mut reader)
                    };
                    l.chunked = body.chunked;
                    if !l.chunked && l.compression.is_none() {
                        (l.tiles, l.stray_bytes) = count_tiles(l.encoding.as_deref(), &body);
                    }
                    // read_body consumed the end tag.
                    continue;
                }
            }
            b"object" => {
                if let (Some(id), Some(template)) = (attr(&start, "id"), attr(&start, "template")) {
                    raw.templates
                        .push((id.trim().parse().unwrap_or(0), template));
                }
            }
            b"properties" if !empty => property_lists.push(HashSet::new()),
            b"property" => {
                let name = attr(&start, "name").unwrap_or_default();
                if let Some(list) = property_lists.last_mut() {
                    if !list.insert(name.clone()) {
                        let owner = owners
                            .len()
                            .checked_sub(2)
                            .map_or("the map", |i| owners[i].as_str());
                        raw.duplicate_properties.push((owner.to_string(), name));
                    }
                }
            }
            _ => {}
        }
        if !empty {
            owners.push(owner(&name, &start));
        }
    }
    raw
}

/// Checks what every file Tiled reads must be, before it reads one: UTF-8 text, nested at
/// most [`MAX_DEPTH`] deep. Returns the scan, for a map's own checks.
pub fn check_xml(bytes: &[u8]) -> Result<RawMap, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let at = e.valid_up_to();
        let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        format!("it is not UTF-8 text (byte {at}, line {line}): save it from Tiled again")
    })?;
    let raw = scan(text);
    if raw.too_deep {
        return Err(format!(
            "its elements nest more than {MAX_DEPTH} deep; Tiled writes a handful of levels: \
             flatten the groups"
        ));
    }
    Ok(raw)
}

/// How messages name the owner of properties inside this element.
fn owner(name: &[u8], start: &BytesStart) -> String {
    let name = String::from_utf8_lossy(name);
    match name.as_ref() {
        "map" => "the map".to_string(),
        "layer" | "objectgroup" | "group" | "imagelayer" => {
            format!("layer \"{}\"", attr(start, "name").unwrap_or_default())
        }
        "object" | "tile" => format!("{name} {}", attr(start, "id").unwrap_or_default()),
        "property" => format!("property \"{}\"", attr(start, "name").unwrap_or_default()),
        other => other.to_string(),
    }
}

/// An attribute's value with references resolved, as the parser reads it.
fn attr(start: &BytesStart, key: &str) -> Option<String> {
    start
        .attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == key.as_bytes())
        .and_then(|a| a.unescape_value().ok().map(|v| v.into_owned()))
}

/// What a `<data>` element holds, read as the parser reads it: only its first text or CDATA.
#[derive(Default)]
struct Body {
    first_text: Option<String>,
    chunked: bool,
}

/// Reads up to and including `</data>`.
fn read_body(reader: &mut Reader<&[u8]>) -> Body {
    let mut body = Body::default();
    let mut depth = 0usize;
    loop {
        match reader.read_event() {
            Ok(Event::Text(t)) if body.first_text.is_none() && depth == 0 => {
                body.first_text = Some(t.unescape().map_or_else(|_| String::new(), |t| t.into()));
            }
            Ok(Event::CData(c)) if body.first_text.is_none() && depth == 0 => {
                body.first_text = Some(String::from_utf8_lossy(&c).into_owned());
            }
            Ok(Event::Start(e)) => {
                body.chunked |= e.local_name().as_ref() == b"chunk";
                depth += 1;
                if depth > MAX_DEPTH {
                    return body;
                }
            }
            Ok(Event::Empty(e)) => body.chunked |= e.local_name().as_ref() == b"chunk",
            Ok(Event::End(_)) if depth == 0 => return body,
            Ok(Event::End(_)) => depth -= 1,
            Ok(Event::Eof) | Err(_) => return body,
            Ok(_) => {}
        }
    }
}

/// (tiles, stray bytes) the parser will decode: comma-separated numbers for CSV, four bytes
/// each for Base64. Data the parser will refuse outright counts as `None`.
fn count_tiles(encoding: Option<&str>, body: &Body) -> (Option<usize>, Option<usize>) {
    let text = body.first_text.as_deref().unwrap_or("");
    match encoding {
        // The parser splits at commas and reads every piece as a number, an empty text too.
        Some("csv") if text.trim().is_empty() => (Some(0), None),
        Some("csv") => (Some(text.split(',').count()), None),
        Some("base64") => {
            let text = text.trim();
            let padding = text.bytes().rev().take_while(|&b| b == b'=').count();
            let bytes = (text.len() / 4 * 3).saturating_sub(padding);
            let stray = Some(bytes % 4).filter(|&n| n > 0);
            (Some(bytes / 4), stray)
        }
        _ => (None, None),
    }
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
        assert_eq!(raw.layers[2].stray_bytes, None);
        assert_eq!(raw.templates, [(7, "../t/guard.tx".to_string())]);
        assert!(raw.duplicate_properties.is_empty() && !raw.too_deep);
    }

    fn one_layer(data: &str) -> RawLayer {
        let text =
            format!("<map><layer name=\"floor\" width=\"&#51;\" height=\"2\">{data}</layer></map>");
        let raw = scan(&text);
        assert_eq!(raw.layers.len(), 1, "{text}");
        raw.layers[0].clone()
    }

    #[test]
    fn tiles_are_counted_as_the_parser_reads_them() {
        // Character references in the size are read.
        assert_eq!(one_layer("").width, 3);
        // An empty data element holds no tile.
        assert_eq!(one_layer("<data encoding=\"csv\"/>").tiles, Some(0));
        // Only the text before a comment or a child element is decoded.
        let commented = one_layer("<data encoding=\"csv\">1,2,3<!-- ,4,5,6 -->,4,5,6</data>");
        assert_eq!(commented.tiles, Some(3));
        let child = one_layer("<data encoding=\"csv\">1,2<x/>,3,4,5,6</data>");
        assert_eq!(child.tiles, Some(2));
        // A comma written as a reference still separates tiles.
        assert_eq!(
            one_layer("<data encoding=\"csv\">1&#44;2,3,4,5,6</data>").tiles,
            Some(6)
        );
        let cdata = one_layer("<data encoding=\"csv\"><![CDATA[1,2,3,4,5,6]]></data>");
        assert_eq!(cdata.tiles, Some(6));
        let two = one_layer("<data encoding=\"csv\">1</data><data encoding=\"csv\">2</data>");
        assert_eq!(two.data_elements, 2);
        // Five bytes: one tile and one stray byte.
        let stray = one_layer("<data encoding=\"base64\">AQAAAAE=</data>");
        assert_eq!((stray.tiles, stray.stray_bytes), (Some(1), Some(1)));
    }

    #[test]
    fn a_property_given_twice_is_found_with_its_owner() {
        let text = r#"<map><properties><property name="weight" value="1"/>
            <property name="weight" value="9"/></properties>
            <objectgroup name="spawns"><object id="4"><properties>
            <property name="chance" value="1"/><property name="chance" value="0"/>
            </properties></object></objectgroup></map>"#;
        let raw = scan(text);
        assert_eq!(
            raw.duplicate_properties,
            [
                ("the map".to_string(), "weight".to_string()),
                ("object 4".to_string(), "chance".to_string())
            ]
        );
    }

    #[test]
    fn deep_nesting_and_bad_text_are_refused_before_the_parser() {
        let deep = format!(
            "<map>{}{}</map>",
            "<group>".repeat(5000),
            "</group>".repeat(5000)
        );
        assert!(scan(&deep).too_deep);
        assert!(check_xml(deep.as_bytes()).unwrap_err().contains("nest"));
        let bad = b"<map>\n<layer name=\"\xff\"/></map>";
        assert!(check_xml(bad).unwrap_err().contains("line 2"));
        assert!(check_xml(b"<map><group/></map>").is_ok());
    }

    #[test]
    fn broken_text_never_panics() {
        for text in [
            "<",
            "<layer",
            "<layer name=\"x",
            "<data>",
            "<map><layer><data encoding=\"csv\">1,",
            "<map><layer><data encoding=\"base64\">====</data></layer></map>",
            "é<ü",
            "</a></b></c>",
        ] {
            let _ = scan(text);
        }
    }
}
