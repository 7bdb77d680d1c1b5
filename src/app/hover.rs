//! The panel that describes the tile under the mouse, drawn beside the pointer: the creature
//! there (its display name, hit points, how hard it hits, stunned), the items, the terrain;
//! "remembered" for tiles out of view, "unexplored" for tiles never seen. The lines are
//! rebuilt only when the tile or the turn changes.

use std::fmt::Write;

use macroquad::prelude::*;
use torchdeep::data::{Behaviour, Tables, TilesetInfo};
use torchdeep::rules::ability_checks;
use torchdeep::rules::game::Game;
use torchdeep::world::{Ground, PortalKind, Pos, Wall};

use super::memory::Memory;
use super::ui;
use crate::app::screen;

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

    /// Draws the panel beside the pointer.
    pub fn draw(&self) {
        if self.lines.is_empty() {
            return;
        }
        let w = self.width + 28.0;
        let h = self.lines.len() as f32 * LINE + 16.0;
        let screen = vec2(screen::width(), screen::height());
        let at = place(screen::mouse().into(), vec2(w, h), screen);
        ui::panel(at.x, at.y, w, h);
        for (i, (line, colour)) in self.lines.iter().enumerate() {
            ui::text(
                line,
                at.x + 14.0,
                at.y + 26.0 + i as f32 * LINE,
                SIZE,
                *colour,
            );
        }
    }
}

/// Where a panel of `size` goes beside the pointer at `pointer`: below and right of it, or
/// flipped to the other side where that would leave the screen, and kept inside it.
pub fn place(pointer: Vec2, size: Vec2, screen: Vec2) -> Vec2 {
    const GAP: f32 = 18.0;
    const MARGIN: f32 = 4.0;
    let along = |p: f32, size: f32, screen: f32| {
        let after = p + GAP;
        let before = p - GAP - size;
        let chosen = if after + size <= screen - MARGIN || before < MARGIN {
            after
        } else {
            before
        };
        chosen.min(screen - MARGIN - size).max(MARGIN)
    };
    vec2(
        along(pointer.x, size.x, screen.x),
        along(pointer.y, size.y, screen.y),
    )
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
        if c.id == game.player() {
            let line = format!("You, {}/{} hp", c.hp.max(0), game.max_hp());
            out.push((line, ui::GOLD));
        } else if let Some(flight) = game.flight(c.id) {
            let def = tables.monster(c.kind);
            out.push((capitalise(&def.name), ui::GOLD));
            let thrower = &tables.monster(flight.thrower.kind).name;
            let line = format!("thrown by the {thrower}");
            out.push((line, ui::TEXT));
        } else if let Some(shop) = level.shop_kept_by(c.id).filter(|&s| !level.shops[s].angry) {
            let name = &tables.shop(level.shops[shop].kind).name;
            out.push((format!("The keeper of {name}"), ui::GOLD));
            out.push(("Walk into them to trade.".to_owned(), ui::TEXT));
        } else {
            let def = tables.monster(c.kind);
            out.push((capitalise(&def.name), ui::GOLD));
            let mut line = String::new();
            let f = def.fighter;
            let ac = game.fighter_of(c.id).map_or(0, |f| f.defences.ac);
            let chance = (game.blow_chance(c.id) * 100.0).round();
            let _ = write!(
                line,
                "level {}, {}/{} hp, AC {ac}, attacks {}; your blow hits {chance}%",
                f.level,
                c.hp.max(0),
                def.hp,
                f.attack,
            );
            if game.is_stunned(c.id) && def.behaviours.contains(&Behaviour::Stunnable) {
                line.push_str(", stunned");
            }
            out.push((line, ui::TEXT));
        }
    }
    let ids = game.state().identities();
    for stack in level.items.at(p) {
        // As the player knows it: an unknown potion is its colour.
        let said = torchdeep::rules::items::counted_name(tables, ids, stack, stack.count);
        let shop = torchdeep::rules::shop::open_shop_at(level, p).filter(|_| stack.for_sale);
        match shop {
            Some(shop) => {
                let def = tables.shop(level.shops[shop].kind);
                let price = torchdeep::rules::shop::buy_price(tables, def, stack);
                let line = format!("{}, for sale: {price} gold", capitalise(&said));
                out.push((line, ui::GOLD));
            }
            None => out.push((capitalise(&said), ui::TEXT)),
        }
    }
    if let Some(line) = trap {
        out.push((line, ui::TEXT));
        if let Some(row) = tables.disarm_check() {
            let chance = (ability_checks::chance(game, tables.check(row)) * 100.0).round();
            out.push((
                format!("D and a direction to disarm it: {chance}%"),
                ui::TEXT,
            ));
        }
    }
    if let Some(f) = level.fixture_at(p) {
        let def = tables.check(f.kind);
        out.push((with_state(tables, f), ui::GOLD));
        if f.is_open_to_try() {
            let chance = (ability_checks::chance(game, def) * 100.0).round();
            let line = format!(
                "{} check, difficulty {}: {chance}% a try, {} {} left; walk into it",
                def.ability.short(),
                def.difficulty,
                f.tries_left,
                if f.tries_left == 1 { "try" } else { "tries" },
            );
            out.push((line, ui::TEXT));
        }
        return;
    }
    out.push((terrain, ui::FAINT));
    if let Some(room) = level.layout.room_at(p) {
        let named = torchdeep::rules::names::room_name(tables, game.seed(), game.floor(), room);
        out.push((capitalise(&named), ui::FAINT));
    }
}

/// A fixture's name and whether it is done with: "A locked chest", "A barrel (spent)".
fn with_state(tables: &Tables, f: &torchdeep::world::Fixture) -> String {
    let name = capitalise(&torchdeep::rules::message::with_article(
        &tables.check(f.kind).name,
    ));
    match f.done {
        true => format!("{name} (spent)"),
        false => name,
    }
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
            Wall::Fixture => level.fixture_at(p).map_or_else(
                || "Something standing".to_owned(),
                |f| with_state(game.tables(), f),
            ),
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
        Ground::Hallway => format!(
            "A transition hallway: it can heal {} more on this floor",
            game.max_hp() - level.hallway_given(p)
        ),
        Ground::SpentHallway => "A spent hallway: it heals no more on this floor".to_owned(),
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

    #[test]
    fn the_panel_sits_beside_the_pointer_and_stays_on_screen() {
        let (size, screen) = (vec2(200.0, 80.0), vec2(1280.0, 720.0));
        // Room below and right: there, a little away from the pointer.
        let at = place(vec2(300.0, 200.0), size, screen);
        assert_eq!(at, vec2(318.0, 218.0));
        // Near the right and bottom edges it flips to the other side of the pointer.
        let at = place(vec2(1200.0, 700.0), size, screen);
        assert_eq!(at, vec2(1200.0 - 18.0 - 200.0, 700.0 - 18.0 - 80.0));
        // Too big for either side: kept inside the screen.
        let at = place(vec2(50.0, 30.0), vec2(1270.0, 700.0), screen);
        assert!(
            at.x >= 4.0 && at.x + 1270.0 <= 1280.0 && at.y >= 4.0,
            "{at}"
        );
    }

    #[test]
    fn a_monster_reads_with_its_display_name_hit_points_and_attack() {
        use std::sync::Arc;
        use torchdeep::rules::scenario::level_from_ascii;
        let tables = Arc::new(Tables::embedded().unwrap());
        let (level, player) = level_from_ascii(&tables, &["#####", "#@.v#", "#####"]).unwrap();
        let game = Game::from_level(tables.clone(), level, player, 1);
        let verp = game.level().creatures.at(Pos::new(3, 1)).unwrap();
        let def = tables.monster(verp.kind);
        let mut lines = Vec::new();
        let info = TilesetInfo::embedded().unwrap();
        describe(Pos::new(3, 1), &game, &Memory::default(), &info, &mut lines);
        let text: Vec<&str> = lines.iter().map(|(s, _)| s.as_str()).collect();
        assert_eq!(text[0], capitalise(&def.name));
        assert_ne!(def.name, def.id);
        let f = def.fighter;
        let head = format!("level {}, {}/{} hp, AC ", f.level, def.hp, def.hp);
        assert!(text[1].starts_with(&head), "{}", text[1]);
        assert!(
            text[1].contains(&format!("attacks {}", f.attack)),
            "{}",
            text[1]
        );
        assert!(text[1].ends_with('%'), "{}", text[1]);
    }
}
