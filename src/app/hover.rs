//! The panel that describes the tile under the mouse: the creature there (name, health,
//! stunned), the items, the terrain; "remembered" for tiles out of view, "unexplored" for
//! tiles never seen. The lines are rebuilt only when the tile or the turn changes.

use std::fmt::Write;

use macroquad::prelude::*;
use torchdeep::data::{Behaviour, Tables, TilesetInfo};
use torchdeep::rules::game::Game;
use torchdeep::world::{Ground, PortalKind, Pos, Wall};

use super::memory::Memory;
use super::ui;

const SIZE: f32 = 20.0;
const LINE: f32 = 24.0;

pub struct Hover {
    /// The tile, turn and floor the lines describe.
    key: Option<(Pos, u64, usize)>,
    lines: Vec<(String, Color)>,
    width: f32,
}

impl Hover {
    pub fn new() -> Hover {
        Hover {
            key: None,
            lines: Vec::new(),
            width: 0.0,
        }
    }

    /// Describes `tile`, or nothing when the pointer is off the map.
    pub fn update(&mut self, tile: Option<Pos>, game: &Game, memory: &Memory, info: &TilesetInfo) {
        let key = tile.map(|p| (p, game.turn(), game.floor()));
        if key == self.key {
            return;
        }
        self.key = key;
        self.lines.clear();
        if let Some(p) = tile.filter(|&p| game.level().in_bounds(p)) {
            describe(p, game, memory, info, &mut self.lines);
        }
        self.width = self
            .lines
            .iter()
            .map(|(s, _)| ui::width(s, SIZE))
            .fold(0.0, f32::max);
    }

    /// Draws the panel in the top-right corner.
    pub fn draw(&self) {
        if self.lines.is_empty() {
            return;
        }
        let w = self.width + 28.0;
        let h = self.lines.len() as f32 * LINE + 16.0;
        let x = screen_width() - w - 10.0;
        ui::panel(x, 10.0, w, h);
        for (i, (line, colour)) in self.lines.iter().enumerate() {
            ui::text(line, x + 14.0, 10.0 + 26.0 + i as f32 * LINE, SIZE, *colour);
        }
    }
}

fn describe(
    p: Pos,
    game: &Game,
    memory: &Memory,
    info: &TilesetInfo,
    out: &mut Vec<(String, Color)>,
) {
    let level = game.level();
    let tables = game.tables();
    if !game.is_explored(p) {
        out.push(("Unexplored.".to_owned(), ui::FAINT));
        return;
    }
    let terrain = terrain(p, game, info);
    let trap = level.found_trap_at(p).map(|t| trap_line(tables, t.kind));
    if !game.is_visible(p) {
        out.push((format!("{terrain} (remembered)"), ui::FAINT));
        if let Some(line) = trap {
            out.push((line, ui::FAINT));
        }
        if memory.item(game.floor(), p).is_some() {
            out.push(("You saw something lying here.".to_owned(), ui::FAINT));
        }
        return;
    }
    if let Some(c) = level.creatures.at(p) {
        let mut line = String::new();
        if c.id == game.player() {
            let _ = write!(line, "You, {}/{} hp", c.hp.max(0), game.max_hp());
        } else {
            let def = tables.monster(c.kind);
            let _ = write!(line, "{}", name(&def.id));
            if Some(c.kind) != game.flier_kind() {
                let _ = write!(line, ", {}/{} hp", c.hp.max(0), def.hp);
                if game.is_stunned(c.id) && def.behaviours.contains(&Behaviour::Stunnable) {
                    line.push_str(", stunned");
                }
            }
        }
        out.push((line, ui::GOLD));
    }
    for stack in level.items.at(p) {
        out.push((items(tables, stack.kind, stack.count), ui::TEXT));
    }
    if let Some(line) = trap {
        out.push((line, ui::TEXT));
    }
    out.push((terrain, ui::FAINT));
}

/// A found trap and what it does: "A pit: 6 damage and a fall to the floor below".
fn trap_line(tables: &Tables, kind: torchdeep::data::TrapId) -> String {
    use torchdeep::data::TrapEffect;
    let def = tables.trap(kind);
    let what = match def.effect {
        TrapEffect::Pit { damage } => format!("{damage} damage and a fall to the floor below"),
        TrapEffect::Poison { damage, turns } => {
            format!("poison, {damage} damage a turn for {turns} turns")
        }
        TrapEffect::Block { damage } => format!("one blow of {damage} damage"),
    };
    format!(
        "{} (trap): {what}",
        capitalise(&torchdeep::rules::message::trap_name(tables, kind))
    )
}

/// "a rock", "3 gold".
fn items(tables: &Tables, item: torchdeep::data::ItemId, count: u32) -> String {
    let n = name(&tables.item(item).id);
    if count == 1 {
        format!("A {n}")
    } else {
        format!("{count} {n}")
    }
}

/// A table id as a player reads it: `verp_2` is a verp, `healing_draught` a healing draught.
pub fn name(id: &str) -> String {
    let base = id.trim_end_matches(|c: char| c.is_ascii_digit() || c == '_');
    let base = if base.is_empty() { id } else { base };
    base.replace('_', " ")
}

fn terrain(p: Pos, game: &Game, info: &TilesetInfo) -> String {
    let level = game.level();
    let tile_name = |id: u16| {
        info.by_id(u32::from(id))
            .map_or_else(|| "something".to_owned(), |t| name(&t.name))
    };
    if let Some(wall) = level.walls[p] {
        return match wall {
            Wall::Stone => "A wall".to_owned(),
            Wall::Door { open: true } => "An open door".to_owned(),
            Wall::Door { open: false } => "A closed door".to_owned(),
            Wall::Tile { id, .. } => capitalise(&tile_name(id)),
        };
    }
    if let Some(portal) = level.portal_at(p) {
        let floor_name = |floor: usize| {
            let spec = game.dungeon().floors[floor].spec;
            game.tables().dungeon[spec].name.clone()
        };
        return match (portal.kind, portal.to) {
            (PortalKind::Exit, _) => "The way out of the dungeon".to_owned(),
            (PortalKind::Up, Some(to)) => format!("Stairs up to {}", floor_name(to.floor)),
            (PortalKind::Down, Some(to)) => format!("Stairs down to {}", floor_name(to.floor)),
            _ => "Stairs".to_owned(),
        };
    }
    match level.ground[p] {
        Ground::Rock => "Rock".to_owned(),
        Ground::Room => "Floor".to_owned(),
        Ground::Corridor => "A corridor".to_owned(),
        Ground::Hallway => "A transition hallway: it heals".to_owned(),
        Ground::StairsUp => "Stairs up".to_owned(),
        Ground::StairsDown => "Stairs down".to_owned(),
        Ground::Tile(id) => capitalise(&tile_name(id)),
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_ids_read_as_names() {
        assert_eq!(name("verp_2"), "verp");
        assert_eq!(name("healing_draught"), "healing draught");
        assert_eq!(name("rock_in_flight"), "rock in flight");
        assert_eq!(capitalise("water"), "Water");
    }
}
