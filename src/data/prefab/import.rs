//! Importing prefab maps through the `tiled` crate over the resources' bytes: the map's form
//! (orientation, size, layer formats, tilesets, layers) is checked before its content, and
//! every problem becomes a message naming the file, the layer or object, and the fix.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use tiled::{LayerType, Map, ObjectLayer, Orientation as MapOrientation, TileLayer};

use super::objects::read_spawns;
use super::scan::{check_xml, RawMap};
use super::tiles::{read_cells, TileLayers};
use super::validate::{check, Entrance};
use super::{props, Prefab, SpawnIds};
use crate::data::cell::is_id;
use crate::data::error::{LoadError, LoadErrors};
use crate::data::resources::{normalise, Resources};
use crate::data::suggest::did_you_mean;
use crate::data::{TilesetInfo, TILESET_PATH};

/// The fixed layers of a prefab.
const LAYERS: [&str; 4] = ["floor", "walls", "ornaments", "spawns"];
const LAYERS_SAID: &str =
    "a prefab has the tile layers floor, walls, ornaments and the object layer spawns";
/// Sides, ring included: a 3×3 floor at least, and no more than any floor could hold.
const MIN_SIDE: u32 = 5;
const MAX_SIDE: u32 = 100;

/// The name `rooms.csv` uses for the prefab at `path`: its file name without `.tmx`.
pub fn prefab_name(path: &str) -> String {
    let file = Path::new(path);
    file.file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
}

/// Imports each path; one Tiled loader serves them all, so a shared tileset is read once.
pub fn import_prefabs(
    resources: &Resources,
    paths: &[String],
    ids: &dyn SpawnIds,
) -> Vec<Result<Prefab, LoadErrors>> {
    let mut loader = resources.tiled_loader();
    let mut tilesets = HashMap::new();
    paths
        .iter()
        .map(|path| {
            let path = normalise(Path::new(path));
            let mut problems = Vec::new();
            let prefab = import(
                resources,
                &mut loader,
                &path,
                ids,
                &mut tilesets,
                &mut problems,
            );
            match prefab {
                Some(prefab) if problems.is_empty() => Ok(prefab),
                _ => Err(LoadErrors(
                    problems.iter().map(|m| LoadError::file(&path, m)).collect(),
                )),
            }
        })
        .collect()
}

type TilesetCache = HashMap<String, Result<Arc<TilesetInfo>, String>>;

fn import<R: tiled::ResourceReader>(
    resources: &Resources,
    loader: &mut tiled::Loader<tiled::DefaultResourceCache, R>,
    path: &str,
    ids: &dyn SpawnIds,
    tilesets: &mut TilesetCache,
    problems: &mut Vec<String>,
) -> Option<Prefab> {
    let name = prefab_name(path);
    if !is_id(&name) {
        problems.push(format!(
            "rooms.csv names a prefab by its file name, and \"{name}\" is not an id: rename the \
             file with lowercase letters, digits and _, e.g. flooded_cellar.tmx"
        ));
    }
    let bytes = match resources.read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            problems.push(format!("cannot read the file ({e})"));
            return None;
        }
    };
    let raw = match check_xml(&bytes) {
        Ok(raw) => raw,
        Err(e) => {
            problems.push(e);
            return None;
        }
    };
    if !check_layer_formats(&raw, problems) | !check_properties(&raw, problems) {
        return None;
    }
    let map = match loader.load_tmx_map(path) {
        Ok(map) => map,
        Err(e) => {
            problems.push(tiled_error(&e, path, &raw));
            return None;
        }
    };
    check_form(&map, problems)?;
    let infos = project_tilesets(&map, path, tilesets, problems);
    let (layers, spawns_layer) = find_layers(&map, problems)?;
    let (w, h) = (map.width as i32, map.height as i32);
    let (cells, door_tiles) = read_cells(&layers, w, h, &infos, problems);
    let rules = props::rules(&map.properties, problems);
    let tile_size = (map.tile_width, map.tile_height);
    let (spawns, door_marks) = read_spawns(&spawns_layer, (w, h), tile_size, ids, problems);
    let entrances: Vec<Entrance> = door_marks
        .iter()
        .map(|d| Entrance {
            object: Some(d.object),
            pos: d.pos,
        })
        .chain(
            door_tiles
                .into_iter()
                .map(|pos| Entrance { object: None, pos }),
        )
        .collect();
    let doors = check(&cells, &entrances, &spawns, ids, problems);
    Some(Prefab {
        name,
        file: path.to_string(),
        cells,
        doors,
        spawns,
        rules,
    })
}

/// Layer data the game can read and whose size matches its layer; false after a problem.
fn check_layer_formats(raw: &RawMap, problems: &mut Vec<String>) -> bool {
    let before = problems.len();
    const FIX: &str = "in Tiled, Map > Map Properties > Tile Layer Format: CSV, then save";
    for layer in &raw.layers {
        let name = &layer.name;
        if layer.data_elements > 1 {
            problems.push(format!(
                "layer \"{name}\" holds {} <data> elements; a layer has one: the file is \
                 damaged: open it in Tiled and save it again",
                layer.data_elements
            ));
        } else if let Some(c) = &layer.compression {
            problems.push(format!(
                "layer \"{name}\" is {c}-compressed; prefab layers are stored uncompressed, so \
                 the game can check them before reading them (and they diff well): {FIX}"
            ));
        } else if layer.chunked != raw.infinite {
            problems.push(format!(
                "layer \"{name}\" is {} but the map is {}; the file is damaged: open it in Tiled \
                 and save it again",
                if layer.chunked {
                    "in chunks"
                } else {
                    "not in chunks"
                },
                if raw.infinite { "infinite" } else { "finite" },
            ));
        } else if layer.chunked {
            // An infinite map: reported once for the map after Tiled has read it.
        } else if !matches!(layer.encoding.as_deref(), Some("csv" | "base64")) {
            problems.push(format!(
                "layer \"{name}\" is stored as {}, which the game does not read; {FIX}",
                layer
                    .encoding
                    .as_deref()
                    .map_or("one XML element per tile".to_string(), |e| format!(
                        "\"{e}\""
                    ))
            ));
        } else if let Some(stray) = layer.stray_bytes {
            problems.push(format!(
                "layer \"{name}\" has {stray} bytes of Base64 data past its last whole tile; \
                 the file is damaged: {FIX}"
            ));
        } else if let Some(n) = layer
            .tiles
            .filter(|&n| Some(n) != layer.width.checked_mul(layer.height))
        {
            problems.push(format!(
                "layer \"{name}\" holds {n} tiles but is {}x{}; the file is damaged: open it in \
                 Tiled and save it again",
                layer.width, layer.height
            ));
        }
    }
    problems.len() == before
}

/// No property given twice in one list, where Tiled's parser would keep the last silently.
fn check_properties(raw: &RawMap, problems: &mut Vec<String>) -> bool {
    for (owner, name) in &raw.duplicate_properties {
        problems.push(format!(
            "{owner} has two properties named \"{name}\"; only one would count: delete one"
        ));
    }
    raw.duplicate_properties.is_empty()
}

/// Orthogonal, finite, of a usable size; `None` after a problem that stops the import.
fn check_form(map: &Map, problems: &mut Vec<String>) -> Option<()> {
    if map.orientation != MapOrientation::Orthogonal {
        let o = format!("{:?}", map.orientation).to_lowercase();
        problems.push(format!(
            "the map is {o}; prefabs are orthogonal grids: make the map again with Orientation \
             Orthogonal (File > New > New Map) and copy the tiles over"
        ));
        return None;
    }
    if map.infinite() {
        problems.push(
            "the map is infinite; a prefab has a fixed size: in Tiled, Map > Map Properties, \
             uncheck Infinite, then Map > Resize Map to the room's size, ring included"
                .to_string(),
        );
        return None;
    }
    let (w, h) = (map.width, map.height);
    if !(MIN_SIDE..=MAX_SIDE).contains(&w) || !(MIN_SIDE..=MAX_SIDE).contains(&h) {
        problems.push(format!(
            "the map is {w}x{h}; a prefab is {MIN_SIDE}x{MIN_SIDE} to {MAX_SIDE}x{MAX_SIDE}, \
             its wall ring included: Map > Resize Map"
        ));
        return None;
    }
    if map.tile_width == 0 || map.tile_height == 0 {
        problems.push("the map's tiles have no size; use 16x16 tiles".to_string());
        return None;
    }
    Some(())
}

/// The semantics of each of the map's tilesets; `None` for one that is not the project's.
fn project_tilesets(
    map: &Map,
    path: &str,
    cache: &mut TilesetCache,
    problems: &mut Vec<String>,
) -> Vec<Option<Arc<TilesetInfo>>> {
    if map.tilesets().is_empty() {
        problems.push(format!(
            "the map has no tileset; add {TILESET_PATH} with Map > Add External Tileset…"
        ));
    }
    map.tilesets()
        .iter()
        .map(|tileset| {
            let source = normalise(&tileset.source);
            let message = if source == path {
                format!(
                    "the tileset \"{}\" is embedded in the map; prefabs use the external \
                     {TILESET_PATH}: remove it and add {TILESET_PATH} with Map > Add External \
                     Tileset…",
                    tileset.name
                )
            } else if source != TILESET_PATH && !source.ends_with(&format!("/{TILESET_PATH}")) {
                format!(
                    "the map uses the tileset {source}; prefabs use only the project tileset \
                     {TILESET_PATH}, so tile ids match the game's atlas: Map > Replace Tileset…"
                )
            } else {
                let info = cache.entry(source.clone()).or_insert_with(|| {
                    TilesetInfo::from_tiled(tileset, &source)
                        .map(Arc::new)
                        .map_err(|e| e.to_string())
                });
                match info {
                    Ok(info) => return Some(Arc::clone(info)),
                    Err(e) => format!("the tileset has problems: {e}"),
                }
            };
            problems.push(message);
            None
        })
        .collect()
}

/// The four fixed layers, each of the right kind and size.
fn find_layers<'map>(
    map: &'map Map,
    problems: &mut Vec<String>,
) -> Option<(TileLayers<'map>, ObjectLayer<'map>)> {
    let mut tiles: [Option<tiled::FiniteTileLayer>; 3] = [None, None, None];
    let mut spawns = None;
    let mut seen: Vec<String> = Vec::new();
    for layer in map.layers() {
        let name = layer.name.as_str();
        if LAYERS.contains(&name) && seen.iter().any(|s| s == name) {
            problems.push(format!(
                "two layers are named \"{name}\"; merge them into one"
            ));
            continue;
        }
        seen.push(name.to_string());
        let slot = LAYERS.iter().position(|l| *l == name);
        match (layer.layer_type(), slot) {
            (LayerType::Tiles(TileLayer::Finite(f)), Some(i)) if i < 3 => {
                if (f.width(), f.height()) != (map.width, map.height) {
                    problems.push(format!(
                        "layer \"{name}\" is {}x{} but the map is {}x{}; save the map again \
                         from Tiled",
                        f.width(),
                        f.height(),
                        map.width,
                        map.height
                    ));
                }
                tiles[i] = Some(f);
            }
            (LayerType::Objects(o), Some(3)) => spawns = Some(o),
            (LayerType::Tiles(_), Some(3)) => problems.push(
                "layer \"spawns\" is a tile layer; spawns is an object layer: add an Object \
                 Layer named spawns, put the spawn points there and delete the tile layer"
                    .to_string(),
            ),
            (LayerType::Tiles(_), Some(_)) => {} // infinite: reported for the map
            (_, Some(_)) => problems.push(format!(
                "layer \"{name}\" is not a tile layer; {LAYERS_SAID}: make \"{name}\" a Tile \
                 Layer"
            )),
            (LayerType::Image(_), None) => problems.push(format!(
                "layer \"{name}\" is an image layer, which the game does not use; {LAYERS_SAID}: \
                 delete it (keep reference pictures in a copy of the map)"
            )),
            (LayerType::Group(_), None) => problems.push(format!(
                "layer \"{name}\" is a group layer; {LAYERS_SAID}, none inside a group: drag \
                 its layers out of the group and delete it"
            )),
            (_, None) => problems.push(format!(
                "unknown layer \"{name}\"{}; {LAYERS_SAID}: rename or delete it",
                did_you_mean(name, LAYERS)
            )),
        }
    }
    for (i, layer) in LAYERS.iter().enumerate() {
        let missing = if i < 3 {
            tiles[i].is_none()
        } else {
            spawns.is_none()
        };
        if missing && !seen.iter().any(|s| s == layer) {
            let kind = if i < 3 { "Tile Layer" } else { "Object Layer" };
            problems.push(format!(
                "no layer \"{layer}\"; {LAYERS_SAID}: add a {kind} named {layer} (Layer > New)"
            ));
        }
    }
    let [Some(floor), Some(walls), Some(ornaments)] = tiles else {
        return None;
    };
    Some((
        TileLayers {
            floor,
            walls,
            ornaments,
        },
        spawns?,
    ))
}

/// What went wrong when Tiled read the map, said for a designer.
fn tiled_error(error: &tiled::Error, path: &str, raw: &RawMap) -> String {
    match error {
        tiled::Error::ResourceLoadingError { path: missing, err } => {
            let missing = normalise(missing);
            let folder = Path::new(path).parent().unwrap_or(Path::new(""));
            let template = raw
                .templates
                .iter()
                .find(|(_, t)| normalise(&folder.join(t)) == missing);
            if missing == path {
                format!("cannot read the file ({err})")
            } else if let Some((object, _)) = template {
                format!(
                    "object {object}: its template {missing} cannot be read ({err}); keep \
                     templates under maps/ next to the prefabs, or detach it (right-click > \
                     Detach Template)"
                )
            } else if missing.ends_with(".tsx") {
                format!(
                    "the tileset {missing} cannot be read ({err}); a prefab uses the project \
                     tileset: keep the map in maps/prefabs/ and point it at \
                     ../../{TILESET_PATH} (Map > Replace Tileset…)"
                )
            } else {
                format!("the file {missing} it refers to cannot be read ({err})")
            }
        }
        tiled::Error::XmlDecodingError(e) => {
            format!("not a readable Tiled map ({e}); open it in Tiled and save it again")
        }
        tiled::Error::PrematureEnd(e) => {
            format!("the file ends too early ({e}); open it in Tiled and save it again")
        }
        tiled::Error::InvalidEncodingFormat { .. } | tiled::Error::DecompressingError(_) => {
            format!(
                "a layer cannot be decoded ({error}); in Tiled, Map > Map Properties > Tile \
                 Layer Format: CSV, then save"
            )
        }
        other => format!("Tiled cannot read it ({other}); open it in Tiled and save it again"),
    }
}
