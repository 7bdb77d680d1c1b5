//! The `spawns` object layer read into spawn points and door marks: each object's class, the
//! tile it stands on, and its `id`, `chance` and `count` properties, checked as it is read.

use tiled::{Object, ObjectLayer, ObjectShape, PropertyValue};

use super::props::{self, show};
use super::{PrefabSpawn, SpawnClass, SpawnIds, SpawnWhat};
use crate::data::cell::is_id;
use crate::data::suggest::did_you_mean;
use crate::world::Pos;

/// A `door` object: where corridors may enter.
pub struct DoorMark {
    pub object: u32,
    pub pos: Pos,
}

/// Reads every object; an object with a problem is reported and left out.
pub fn read_spawns(
    layer: &ObjectLayer,
    size: (i32, i32),
    tile_size: (u32, u32),
    ids: &dyn SpawnIds,
    problems: &mut Vec<String>,
) -> (Vec<PrefabSpawn>, Vec<DoorMark>) {
    let mut spawns = Vec::new();
    let mut doors = Vec::new();
    for object in layer.objects() {
        let class_name = object.user_type.trim();
        let id = object.id();
        let mut mine: Vec<String> = Vec::new();
        let pos = match tile_of(&object, tile_size) {
            Ok(p) if p.x >= 0 && p.y >= 0 && p.x < size.0 && p.y < size.1 => Some(p),
            Ok(p) => {
                mine.push(format!(
                    "it lies at tile ({}, {}), outside the {}x{} map; move it onto the map",
                    p.x, p.y, size.0, size.1
                ));
                None
            }
            Err(message) => {
                mine.push(message);
                None
            }
        };
        if class_name == "door" {
            check_properties(&object, &[], &mut mine);
            if let (Some(pos), true) = (pos, mine.is_empty()) {
                doors.push(DoorMark { object: id, pos });
            }
        } else if let Some(class) = SpawnClass::parse(class_name) {
            let spawn = read_spawn(&object, class, ids, &mut mine);
            if let (Some(pos), Some(mut spawn), true) = (pos, spawn, mine.is_empty()) {
                spawn.pos = pos;
                spawns.push(spawn);
            }
        } else {
            mine.push(unknown_class(class_name));
        }
        let label = if class_name.is_empty() {
            format!("object {id}")
        } else {
            format!("object {id} ({class_name})")
        };
        problems.extend(mine.into_iter().map(|m| format!("{label}: {m}")));
    }
    (spawns, doors)
}

fn unknown_class(class_name: &str) -> String {
    let names = SpawnClass::NAMES.join(", ");
    if class_name.is_empty() {
        return format!("no class; set its Class to one of {names}");
    }
    let hint = did_you_mean(class_name, SpawnClass::NAMES);
    if hint.is_empty() {
        format!("unknown class \"{class_name}\"; expected one of {names}")
    } else {
        format!("unknown class \"{class_name}\"{hint}")
    }
}

/// The tile under an object: the middle of a rectangle, ellipse or tile object, or a point.
fn tile_of(object: &Object, tile_size: (u32, u32)) -> Result<Pos, String> {
    let (x, y) = match &object.shape {
        ObjectShape::Point(..) => (object.x, object.y),
        ObjectShape::Rect { width, height } | ObjectShape::Ellipse { width, height } => {
            // A tile object hangs from its bottom-left corner; anything else from its top-left.
            if object.tile_data().is_some() {
                (object.x + width / 2.0, object.y - height / 2.0)
            } else {
                (object.x + width / 2.0, object.y + height / 2.0)
            }
        }
        _ => {
            return Err(
                "it is a polygon, polyline, capsule or text; spawn points are points, \
                 rectangles or tile objects"
                    .to_string(),
            )
        }
    };
    let (tw, th) = (tile_size.0.max(1) as f32, tile_size.1.max(1) as f32);
    Ok(Pos::new((x / tw).floor() as i32, (y / th).floor() as i32))
}

/// The properties each class takes: `id` (required or optional), `chance`, `count`.
fn allowed(class: SpawnClass) -> (&'static [&'static str], bool) {
    match class {
        SpawnClass::Monster => (&["id", "chance"], false),
        SpawnClass::Guard => (&["chance"], false),
        SpawnClass::Item => (&["id", "chance", "count"], false),
        SpawnClass::Treasure => (&["id", "chance", "count"], true),
        SpawnClass::Trap => (&["id", "chance"], true),
        SpawnClass::Fixture => (&["id", "chance"], true),
        SpawnClass::Exit | SpawnClass::Entry | SpawnClass::Keeper | SpawnClass::Ware => {
            (&[], false)
        }
    }
}

fn check_properties(object: &Object, known: &[&str], report: &mut Vec<String>) {
    for (name, hint) in props::unknown(&object.properties, known) {
        let hint = if known.is_empty() {
            "; this class takes no properties".to_string()
        } else if hint.starts_with("; expected") {
            format!("; this class takes {}", known.join(", "))
        } else {
            hint
        };
        report.push(format!("unknown property \"{name}\"{hint}"));
    }
}

fn read_spawn(
    object: &Object,
    class: SpawnClass,
    ids: &dyn SpawnIds,
    report: &mut Vec<String>,
) -> Option<PrefabSpawn> {
    let (known, id_required) = allowed(class);
    check_properties(object, known, report);
    let get = |name: &str| {
        known
            .contains(&name)
            .then(|| object.properties.get(name))
            .flatten()
    };
    let id = match get("id") {
        None if id_required => {
            report.push(format!(
                "no \"id\" property; a {} names what it is, e.g. id = gold",
                class.name()
            ));
            return None;
        }
        None => None,
        Some(PropertyValue::StringValue(s)) if is_id(s.trim()) => Some(s.trim().to_string()),
        Some(v) => {
            report.push(format!(
                "property \"id\" is {}; expected an id string of lowercase letters, digits and _",
                show(v)
            ));
            return None;
        }
    };
    let chance = match get("chance") {
        None => 1.0,
        Some(v) => match props::number(v).filter(|c| (0.0..=1.0).contains(c)) {
            Some(c) => c,
            None => {
                report.push(format!(
                    "property \"chance\" is {}; expected a number from 0 to 1 (the probability \
                     it appears)",
                    show(v)
                ));
                return None;
            }
        },
    };
    let count = match get("count") {
        None => 1,
        Some(v) => match props::whole(v).filter(|n| (1..=i64::from(u16::MAX)).contains(n)) {
            Some(n) => n as u32,
            None => {
                report.push(format!(
                    "property \"count\" is {}; expected a whole number ≥ 1",
                    show(v)
                ));
                return None;
            }
        },
    };
    let what = match (class, id.as_deref()) {
        (SpawnClass::Monster, None) => SpawnWhat::AnyMonster,
        (SpawnClass::Monster, Some(name)) => {
            SpawnWhat::Monster(ids.monster(name).map_err(|m| report.push(m)).ok()?)
        }
        (SpawnClass::Guard, _) => SpawnWhat::Guard,
        (SpawnClass::Item, None) => SpawnWhat::AnyItem,
        (SpawnClass::Item | SpawnClass::Treasure, Some(name)) => {
            SpawnWhat::Item(ids.item(name).map_err(|m| report.push(m)).ok()?)
        }
        (SpawnClass::Trap, Some(name)) => {
            SpawnWhat::Trap(ids.trap(name).map_err(|m| report.push(m)).ok()?)
        }
        (SpawnClass::Fixture, Some(name)) => {
            SpawnWhat::Fixture(ids.fixture(name).map_err(|m| report.push(m)).ok()?)
        }
        _ => SpawnWhat::Marker,
    };
    Some(PrefabSpawn {
        object: object.id(),
        class,
        pos: Pos::default(),
        id,
        what,
        chance,
        count,
    })
}
