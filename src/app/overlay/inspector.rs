//! Inspector: everything about the tile under the mouse — its layers (hidden traps too), the
//! room and BSP cell it belongs to with its `rooms.csv` row, the creature and items there with
//! their table rows, and the generation stage or prefab that made each of them.

use egui_macroquad::egui;
use torchdeep::rules::game::Game;
use torchdeep::world::{Level, PortalKind, Pos, TRAP_LEVELS};

use super::generation::floor_history;
use super::heatmap;
use super::provenance::{ornament_words, terrain_words, Provenance};
use super::rows::{self, Row};

#[derive(Default)]
pub struct Inspector {
    /// (dungeon seed, floor) → what made each thing on it.
    provenance: Option<((u64, usize), Provenance)>,
}

impl Inspector {
    /// Drops what was worked out from the tables (after they were read again).
    pub fn forget_floors(&mut self) {
        self.provenance = None;
    }

    fn provenance(&mut self, game: &Game) -> &Provenance {
        let key = (game.seed(), game.floor());
        if self.provenance.as_ref().is_none_or(|(k, _)| *k != key) {
            let history = floor_history(game.tables(), key.0, key.1);
            self.provenance = Some((key, Provenance::of(game.tables(), &history)));
        }
        &self.provenance.as_ref().expect("just worked out").1
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, game: &Game, tile: Option<Pos>) {
        let Some(p) = tile.filter(|&p| game.level().in_bounds(p)) else {
            ui.label("Point at a tile of the map.");
            return;
        };
        let made = self.provenance(game);
        egui::ScrollArea::vertical()
            .max_height(380.0)
            .show(ui, |ui| {
                // What stands and lies on the tile first; the room's long row last.
                tile_ui(ui, game, made, p);
                creature_ui(ui, game, made, p);
                items_ui(ui, game, made, p);
                room_ui(ui, game, p);
            });
    }
}

/// The widest a value gets before it wraps, so a long behaviour list keeps the window narrow.
const VALUE_WIDTH: f32 = 210.0;

/// A table of (name, value) lines.
fn fields(ui: &mut egui::Ui, id: impl std::hash::Hash, lines: &[(&str, String)]) {
    egui::Grid::new(id)
        .num_columns(2)
        .striped(true)
        .max_col_width(VALUE_WIDTH)
        .show(ui, |ui| {
            for (name, value) in lines {
                ui.label(egui::RichText::new(*name).weak());
                ui.add(egui::Label::new(value).wrap());
                ui.end_row();
            }
        });
}

/// A table row, folded under a line that names its file and id.
fn table_row(ui: &mut egui::Ui, id: impl std::hash::Hash, file: &str, row: &Row) {
    let name = row.first().map_or("", |(_, v)| v.as_str());
    egui::CollapsingHeader::new(format!("{file}: {name}"))
        .id_salt(&id)
        .default_open(true)
        .show(ui, |ui| fields(ui, id, &row[1..]));
}

fn heading(ui: &mut egui::Ui, text: &str) {
    ui.add_space(4.0);
    ui.label(egui::RichText::new(text).strong());
}

fn tile_ui(ui: &mut egui::Ui, game: &Game, made: &Provenance, p: Pos) {
    let (level, tables) = (game.level(), game.tables());
    heading(
        ui,
        &format!("Tile {},{}  `{}`", p.x, p.y, level.terrain_char(p)),
    );
    let seen = if game.is_visible(p) {
        "in view"
    } else if game.is_explored(p) {
        "remembered"
    } else {
        "unexplored"
    };
    let mut lines = vec![
        ("terrain", terrain_words(level, p)),
        ("made by", made.terrain(tables, p)),
        ("seen", seen.to_string()),
    ];
    if let Some(o) = level.ornaments[p] {
        let by = made
            .ornament(tables, p)
            .unwrap_or_else(|| "play".to_string());
        lines.push(("ornament", format!("{} ({by})", ornament_words(o))));
    }
    if let Some(portal) = level.portal_at(p) {
        let to = match (portal.kind, portal.to) {
            (PortalKind::Exit, _) => "the way out of the dungeon".to_string(),
            (_, Some(t)) => format!(
                "floor {} ({}), arriving at {},{}",
                t.floor, tables.dungeon[t.floor].name, t.arrival.x, t.arrival.y
            ),
            (_, None) => "nowhere yet".to_string(),
        };
        lines.push(("portal", format!("{:?} to {to}", portal.kind)));
    }
    if let Some(l) = heatmap::level_at(level, p) {
        let (chance, tickets) = TRAP_LEVELS[usize::from(l)];
        lines.push((
            "trap level",
            format!("{l}: p = {chance}, {tickets} tickets"),
        ));
    }
    let trap = level.trap_at(p);
    if let Some(trap) = trap {
        let state = if trap.hidden { "hidden" } else { "found" };
        let by = made
            .trap(p)
            .map_or("play".to_string(), |s| format!("stage {}", s.name()));
        let name = &tables.trap(trap.kind).id;
        lines.push(("trap", format!("{name}, {state} ({by})")));
    }
    fields(ui, "tile", &lines);
    if let Some(trap) = trap {
        table_row(
            ui,
            "trap row",
            "traps.csv",
            &rows::trap(tables.trap(trap.kind)),
        );
    }
}

/// The room whose floor holds a tile, or whose wall ring it is part of.
fn room_of(level: &Level, p: Pos) -> Option<(usize, bool)> {
    if let Some(r) = level.layout.room_at(p) {
        return Some((r, true));
    }
    let rooms = &level.layout.rooms;
    rooms
        .iter()
        .position(|r| r.rect.grow(1).contains(p))
        .map(|r| (r, false))
}

fn room_ui(ui: &mut egui::Ui, game: &Game, p: Pos) {
    let (level, tables) = (game.level(), game.tables());
    let layout = &level.layout;
    heading(ui, "Room and cell");
    let mut lines = Vec::new();
    let room = room_of(level, p);
    // A room's own cell; else the smallest cell around the tile (corridors run between them).
    let cell = match room {
        Some((r, _)) => Some(&layout.cells[layout.rooms[r].cell]),
        None => layout.leaves().find(|c| c.rect.contains(p)),
    };
    if let Some(cell) = cell {
        lines.push(("BSP cell", cell.label.clone()));
    }
    match layout.quadrant_at(p) {
        Some(q) => lines.push((
            "quadrant",
            format!("{}, difficulty {}", q.label(), q.difficulty()),
        )),
        None => lines.push(("quadrant", "none".to_string())),
    }
    let Some((r, floor)) = room else {
        lines.push(("room", "none: a corridor, a hallway or rock".to_string()));
        fields(ui, "room", &lines);
        return;
    };
    let room = &layout.rooms[r];
    let part = if floor { "its floor" } else { "its wall" };
    lines.push(("room", format!("#{r} ({part}), {}", room.shape.name())));
    lines.push((
        "area",
        format!(
            "{}x{} at {},{}",
            room.rect.w, room.rect.h, room.rect.x, room.rect.y
        ),
    ));
    if let Some(placement) = room.prefab {
        let prefab = tables.prefabs.get(usize::from(placement.index));
        let o = placement.orientation;
        let mirrored = if o.mirrored { ", mirrored" } else { "" };
        lines.push((
            "prefab",
            format!(
                "{} ({}), {} quarter turns{mirrored}",
                prefab.name, prefab.file, o.turns
            ),
        ));
    }
    if let Some(t) = layout.trapped.iter().find(|t| t.room == r) {
        let at = |ps: &[Pos]| {
            let list: Vec<String> = ps.iter().map(|p| format!("{},{}", p.x, p.y)).collect();
            if list.is_empty() {
                "-".to_string()
            } else {
                list.join(" ")
            }
        };
        lines.push((
            "trapped",
            format!(
                "entry {},{}; treasure {}; exits {}",
                t.entry.x,
                t.entry.y,
                at(&t.treasure),
                at(&t.exits)
            ),
        ));
    }
    fields(ui, "room", &lines);
    let def = tables.room(room.kind);
    table_row(ui, "room row", "rooms.csv", &rows::room(tables, def));
}

fn creature_ui(ui: &mut egui::Ui, game: &Game, made: &Provenance, p: Pos) {
    let (level, tables) = (game.level(), game.tables());
    let Some(c) = level.creatures.at(p) else {
        return;
    };
    let def = tables.monster(c.kind);
    heading(ui, &format!("Creature #{}: {}", c.id.0, def.id));
    let by = match made.creature(c.id, c.kind) {
        Some(stage) => format!("stage {}", stage.name()),
        None if c.id == game.player() => "placed at the arrival after generation".to_string(),
        None => "play (thrown, or came down the stairs)".to_string(),
    };
    let carried: Vec<String> = c
        .inventory
        .items()
        .iter()
        .map(|s| format!("{} {}", s.count, tables.item(s.kind).id))
        .collect();
    // The player's hit points grow with the character; its row in monsters.csv holds 1.
    let most = match c.id == game.player() {
        true => game.max_hp(),
        false => def.hp,
    };
    let mut lines = vec![
        ("hp now", format!("{} of {most}", c.hp)),
        (
            "carries",
            match carried.is_empty() {
                true => "nothing".to_string(),
                false => carried.join(", "),
            },
        ),
        ("made by", by),
    ];
    if game.is_stunned(c.id) {
        lines.push(("state", "stunned".to_string()));
    }
    fields(ui, "creature", &lines);
    table_row(
        ui,
        "monster row",
        "monsters.csv",
        &rows::monster(tables, def),
    );
}

fn items_ui(ui: &mut egui::Ui, game: &Game, made: &Provenance, p: Pos) {
    let (level, tables) = (game.level(), game.tables());
    for (i, stack) in level.items.at(p).iter().enumerate() {
        let def = tables.item(stack.kind);
        heading(ui, &format!("Item: {} {}", stack.count, def.id));
        let by = made
            .item(p, stack.kind)
            .map_or("play (dropped or thrown)".to_string(), |s| {
                format!("stage {}", s.name())
            });
        fields(ui, ("item", i), &[("made by", by)]);
        table_row(ui, ("item row", i), "items.csv", &rows::item(def));
    }
}
