//! Whether a state read from a save can be played: every index, id and position it holds
//! points where the game will look, so no lookup later can panic. A save that passes serde
//! but fails here was edited or damaged; the message names the first thing wrong.

use super::{DeathCause, GameState, LOG_LENGTH};
use crate::data::Tables;
use crate::rules::event::Harm;
use crate::rules::flight::TARGET_REACH;
use crate::world::{Creature, Inventory, Level, Pos, Rect, Wall};

/// The longest log line a save may hold, in bytes.
const MAX_MESSAGE: usize = 4_096;

/// Checks a loaded state against the tables it is to be played with.
pub fn check_state(state: &GameState, tables: &Tables) -> Result<(), String> {
    let floors = &state.dungeon.floors;
    if floors.is_empty() || floors.len() != tables.dungeon.len() {
        return Err(format!(
            "{} floors; dungeon.csv has {}",
            floors.len(),
            tables.dungeon.len()
        ));
    }
    if state.explored.len() != floors.len() {
        return Err(format!(
            "explored maps for {} floors; the dungeon has {}",
            state.explored.len(),
            floors.len()
        ));
    }
    if state.floor >= floors.len() || state.deepest >= floors.len() {
        return Err(format!(
            "floor {} (deepest {}); the dungeon has {} floors",
            state.floor,
            state.deepest,
            floors.len()
        ));
    }
    for (i, floor) in floors.iter().enumerate() {
        let level = &floor.level;
        let at = |what: String| format!("floor {i}: {what}");
        if floor.spec >= tables.dungeon.len() {
            return Err(at(format!(
                "row {} of dungeon.csv does not exist",
                floor.spec
            )));
        }
        let explored = &state.explored[i];
        if (explored.width(), explored.height()) != (level.width(), level.height()) {
            return Err(at("its explored map is not the size of the floor".into()));
        }
        check_level(level, tables, floors.len(), |f| {
            (floors[f].level.width(), floors[f].level.height())
        })
        .map_err(at)?;
    }
    if state.found_rooms.len() != floors.len()
        || floors
            .iter()
            .zip(&state.found_rooms)
            .any(|(f, found)| found.len() != f.level.layout.rooms.len())
    {
        return Err("the rooms found do not match the floors' rooms".into());
    }
    crate::rules::character::check_character(tables, &state.character)?;
    let player = state.player_creature().ok_or_else(|| {
        format!(
            "the player (creature {}) is not on floor {}",
            state.player.0, state.floor
        )
    })?;
    if player.kind != tables.player() {
        return Err("the player's creature is not of the player's row".into());
    }
    if state.log.len() > LOG_LENGTH || state.log.iter().any(|m| m.text.len() > MAX_MESSAGE) {
        return Err(format!(
            "a log of more than {LOG_LENGTH} lines or a line over {MAX_MESSAGE} bytes"
        ));
    }
    check_knowledge(state, tables)?;
    check_death(state.death, tables)
}

/// The identities cover every item row; the journal and the mapped floors name rows and
/// floors that exist, within bounds.
fn check_knowledge(state: &GameState, tables: &Tables) -> Result<(), String> {
    let ids = &state.identities;
    let n = tables.items.len();
    if ids.looks.len() != n || ids.known.len() != n || ids.called.len() != n {
        return Err(format!(
            "the potions' and scrolls' looks cover {} item rows; the item tables have {n}",
            ids.looks.len()
        ));
    }
    if ids
        .called
        .iter()
        .any(|c| !c.is_empty() && crate::world::Label::new(c).is_none())
    {
        return Err("a kind is called by something that is not a name".into());
    }
    let floors = state.dungeon.floors.len();
    if state.mapped.iter().any(|&f| f >= floors) {
        return Err("a mapped floor that does not exist".into());
    }
    let journal = &state.journal;
    if journal.notes() > crate::world::journal::MAX_NOTES || journal.pages.len() > floors {
        return Err("a journal longer than any run writes".into());
    }
    for page in &journal.pages {
        let kills_ok = page
            .kills
            .iter()
            .all(|(k, _)| usize::from(k.0) < tables.monsters.len());
        let notes_ok = page.notes.iter().all(|(_, note)| match *note {
            crate::world::Note::Level(_) | crate::world::Note::Lore(_) => true,
            crate::world::Note::Identified(k) => usize::from(k.0) < n,
            crate::world::Note::Check { check, .. } => usize::from(check.0) < tables.checks.len(),
        });
        if page.floor >= floors || !kills_ok || !notes_ok {
            return Err(format!(
                "the journal's page of floor {} names rows or floors that do not exist",
                page.floor
            ));
        }
    }
    Ok(())
}

/// What killed the player names a row and a trap that exist.
fn check_death(death: Option<DeathCause>, tables: &Tables) -> Result<(), String> {
    let known = match death {
        None => true,
        Some(DeathCause::Creature { kind, .. }) => usize::from(kind.0) < tables.monsters.len(),
        Some(DeathCause::Harm(Harm::Trap(trap))) => usize::from(trap.0) < tables.traps.len(),
        Some(DeathCause::Harm(Harm::Check(check))) => usize::from(check.0) < tables.checks.len(),
        Some(DeathCause::Harm(Harm::Poison | Harm::Fire)) => true,
    };
    match known {
        true => Ok(()),
        false => Err("what killed the player is not in the tables".into()),
    }
}

fn check_level(
    level: &Level,
    tables: &Tables,
    floor_count: usize,
    size_of: impl Fn(usize) -> (i32, i32),
) -> Result<(), String> {
    let (w, h) = (level.width(), level.height());
    let same = |gw: i32, gh: i32| (gw, gh) == (w, h);
    if !same(level.walls.width(), level.walls.height())
        || !same(level.ornaments.width(), level.ornaments.height())
        || !same(
            level.layout.room_map.width(),
            level.layout.room_map.height(),
        )
        || !same(level.creatures.width(), level.creatures.height())
    {
        return Err(format!("its layers are not all {w}x{h}"));
    }
    let inside = |p: Pos| level.in_bounds(p);
    let place = |p: Pos| format!("({}, {})", p.x, p.y);
    for c in level.creatures.iter() {
        check_creature(c, tables, &inside)?;
    }
    for (p, stack) in level.items.iter() {
        if !inside(p) || usize::from(stack.kind.0) >= tables.items.len() || stack.count == 0 {
            return Err(format!(
                "the items at {} are unknown or off the map",
                place(p)
            ));
        }
    }
    for trap in &level.traps {
        if !inside(trap.pos) || usize::from(trap.kind.0) >= tables.traps.len() {
            return Err(format!(
                "the trap at {} is unknown or off the map",
                place(trap.pos)
            ));
        }
    }
    for f in &level.fixtures {
        let known = tables
            .checks
            .get(usize::from(f.kind.0))
            .is_some_and(|c| c.thing == crate::data::CheckThing::Fixture);
        if !inside(f.pos) || !known || level.walls[f.pos] != Some(Wall::Fixture) {
            return Err(format!(
                "the fixture at {} is unknown, off the map or not marked on it",
                place(f.pos)
            ));
        }
    }
    let marked = level
        .walls
        .iter()
        .filter(|(_, w)| **w == Some(Wall::Fixture))
        .count();
    if marked != level.fixtures.len() {
        return Err("a tile is marked for a fixture that is not there".into());
    }
    for portal in &level.portals {
        if !inside(portal.pos) || !inside(portal.landing) {
            return Err(format!(
                "the stairs at {} are off the map",
                place(portal.pos)
            ));
        }
        if let Some(to) = portal.to {
            let fits = to.floor < floor_count && {
                let (tw, th) = size_of(to.floor);
                (0..tw).contains(&to.arrival.x) && (0..th).contains(&to.arrival.y)
            };
            if !fits {
                return Err(format!("the stairs at {} lead nowhere", place(portal.pos)));
            }
        }
    }
    check_layout(level, tables)
}

fn check_creature(
    c: &Creature,
    tables: &Tables,
    inside: &impl Fn(Pos) -> bool,
) -> Result<(), String> {
    let name = format!("creature {}", c.id.0);
    if usize::from(c.kind.0) >= tables.monsters.len() {
        return Err(format!(
            "{name}: row {} of monsters.csv does not exist",
            c.kind.0
        ));
    }
    check_inventory(&c.inventory, tables).map_err(|e| format!("{name}: {e}"))?;
    let m = &c.mind;
    let mut places = vec![m.last_seen, m.post, m.waypoint];
    if let Some(f) = m.flight {
        places.push(Some(f.from));
        // A throw may aim past the map's edge (it stops at the wall), never beyond reach.
        let reach = i64::from(TARGET_REACH);
        let near = (i64::from(f.target.x) - i64::from(f.from.x)).abs() <= reach
            && (i64::from(f.target.y) - i64::from(f.from.y)).abs() <= reach;
        let step_ok = (0..=TARGET_REACH).contains(&f.step);
        if usize::from(f.thrower.kind.0) >= tables.monsters.len() || !step_ok || !near {
            return Err(format!("{name}: its flight is garbled"));
        }
    }
    if places.into_iter().flatten().any(|p| !inside(p)) {
        return Err(format!("{name}: remembers a place off the map"));
    }
    Ok(())
}

fn check_inventory(inventory: &Inventory, tables: &Tables) -> Result<(), String> {
    match inventory
        .items()
        .iter()
        .find(|s| usize::from(s.kind.0) >= tables.items.len() || s.count == 0)
    {
        Some(s) => Err(format!(
            "carries row {} of items.csv, which does not exist",
            s.kind.0
        )),
        None => Ok(()),
    }
}

fn check_layout(level: &Level, tables: &Tables) -> Result<(), String> {
    let layout = &level.layout;
    let map = Rect::new(0, 0, level.width(), level.height());
    // In 64 bits: a forged rectangle's corner may lie beyond `i32`.
    let within = |r: &Rect| {
        let (x, y, w, h) = (
            i64::from(r.x),
            i64::from(r.y),
            i64::from(r.w),
            i64::from(r.h),
        );
        w >= 0
            && h >= 0
            && x >= 0
            && y >= 0
            && x + w <= i64::from(map.w)
            && y + h <= i64::from(map.h)
    };
    for (i, cell) in layout.cells.iter().enumerate() {
        let bad_child = cell
            .children
            .is_some_and(|c| c.iter().any(|&k| k >= layout.cells.len() || k <= i));
        if !within(&cell.rect) || bad_child || cell.room.is_some_and(|r| r >= layout.rooms.len()) {
            return Err(format!("BSP cell {} is garbled", cell.label));
        }
    }
    for (i, room) in layout.rooms.iter().enumerate() {
        let prefab_ok = room
            .prefab
            .is_none_or(|p| usize::from(p.index) < tables.prefabs.prefabs.len());
        if !within(&room.rect)
            || room.cell >= layout.cells.len()
            || usize::from(room.kind.0) >= tables.rooms.len()
            || !prefab_ok
        {
            return Err(format!("room {i} is garbled"));
        }
    }
    if layout
        .room_map
        .cells()
        .iter()
        .any(|&r| usize::from(r) > layout.rooms.len())
    {
        return Err("the room map names a room that does not exist".into());
    }
    for t in &layout.trapped {
        let ok = layout.rooms.get(t.room).is_some_and(|r| {
            t.levels.len() == r.rect.area() as usize
                && t.levels.iter().flatten().all(|&l| l < 5)
                && t.exits
                    .iter()
                    .chain(&t.treasure)
                    .chain([&t.entry])
                    .all(|&p| level.in_bounds(p))
        });
        if !ok {
            return Err(format!("trapped room {} is garbled", t.room));
        }
    }
    if layout.doors.iter().any(|&p| !level.in_bounds(p)) {
        return Err("a door is off the map".into());
    }
    for c in &layout.corridors {
        if ![c.start, c.bend, c.end].iter().all(|&p| level.in_bounds(p)) {
            return Err("a corridor runs off the map".into());
        }
    }
    Ok(())
}
