//! The JSON document of a floor: terrain rows, BSP leaves, rooms, doors, portals, creatures,
//! items and the names of the generation stages.

use serde_json::{json, Value};

use crate::data::Tables;
use crate::gen::History;
use crate::world::{Level, PortalKind, TRAP_LEVELS};

/// The floor ids that a floor's portals lead to, as `dungeon.csv` names them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PortalNames {
    /// The parent floor; `None` on the first floor, whose up-stairs are the exit.
    pub up: Option<String>,
    /// The child floors, in the order of the down-stairs.
    pub down: Vec<String>,
}

pub fn floor_json(
    level: &Level,
    tables: &Tables,
    seed: u64,
    depth: u32,
    names: &PortalNames,
    history: &History,
) -> Value {
    let layout = &level.layout;
    let cells: Vec<Value> = layout
        .leaves()
        .map(|c| {
            let q = c.quadrant.expect("leaves lie inside a quadrant");
            json!({"label": c.label, "x": c.rect.x, "y": c.rect.y, "w": c.rect.w, "h": c.rect.h,
                   "quadrant": q.label(), "difficulty": q.difficulty()})
        })
        .collect();
    let rooms: Vec<Value> = layout
        .rooms
        .iter()
        .map(|r| {
            let prefab = r.prefab.map(|p| {
                json!({"name": tables.prefabs.get(usize::from(p.index)).name,
                       "turns": p.orientation.turns, "mirrored": p.orientation.mirrored})
            });
            json!({"x": r.rect.x, "y": r.rect.y, "w": r.rect.w, "h": r.rect.h,
                   "cell": layout.cells[r.cell].label, "kind": r.shape.name(),
                   "type": tables.room(r.kind).id, "prefab": prefab})
        })
        .collect();
    let doors: Vec<Value> = layout
        .doors
        .iter()
        .map(|d| json!({"x": d.x, "y": d.y}))
        .collect();
    let mut downs = names.down.iter();
    let portals: Vec<Value> = level
        .portals
        .iter()
        .map(|p| {
            let to = match p.kind {
                PortalKind::Exit => None,
                PortalKind::Up => names.up.clone(),
                PortalKind::Down => downs.next().cloned(),
            };
            let kind = match p.kind {
                PortalKind::Up => "up",
                PortalKind::Down => "down",
                PortalKind::Exit => "exit",
            };
            json!({"x": p.pos.x, "y": p.pos.y, "kind": kind, "to": to})
        })
        .collect();
    let creatures: Vec<Value> = level
        .creatures
        .iter()
        .map(|c| json!({"id": tables.monster(c.kind).id, "x": c.pos.x, "y": c.pos.y}))
        .collect();
    let items: Vec<Value> = level
        .items
        .iter()
        .map(|(p, s)| json!({"id": tables.item(s.kind).id, "x": p.x, "y": p.y, "count": s.count}))
        .collect();
    let traps: Vec<Value> = level
        .traps
        .iter()
        .map(|t| json!({"id": tables.trap(t.kind).id, "x": t.pos.x, "y": t.pos.y}))
        .collect();
    let treasure: Vec<Value> = layout
        .trapped
        .iter()
        .flat_map(|t| &t.treasure)
        .map(|p| json!({"x": p.x, "y": p.y}))
        .collect();
    let trap_probability: Vec<Value> = layout
        .trapped
        .iter()
        .map(|t| {
            let r = layout.rooms[t.room].rect;
            let probability: Vec<f64> = t
                .levels
                .iter()
                .map(|l| l.map_or(0.0, |l| TRAP_LEVELS[usize::from(l)].0))
                .collect();
            json!({"x": r.x, "y": r.y, "w": r.w, "h": r.h, "probability": probability})
        })
        .collect();
    let stages: Vec<&str> = history.iter().map(|s| s.stage.name()).collect();
    json!({
        "seed": seed,
        "depth": depth,
        "width": level.width(),
        "height": level.height(),
        "tiles": level.terrain_rows(),
        "cells": cells,
        "rooms": rooms,
        "doors": doors,
        "portals": portals,
        "creatures": creatures,
        "items": items,
        "traps": traps,
        "treasure": treasure,
        "trap_probability": trap_probability,
        "stages": stages,
    })
}
