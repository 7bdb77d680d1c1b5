//! The Rogue Code tables (GAME.md §11): `raids.csv`, what room *k* of a raid holds, and
//! `rogue_actions.csv`, the rogue's six actions with their chances, reach and noise. They are
//! read after the game's own tables, whose monsters the guards are.

use std::path::Path;

use super::error::{LoadError, LoadErrors};
use super::reader::{read_sheet, RowCx, Sheet};
use super::{MonsterId, TableSources, Tables};

pub const ROOMS_FILE: &str = "raids.csv";
pub const ACTIONS_FILE: &str = "rogue_actions.csv";
/// The raid tables, by file name.
pub const RAID_FILES: [&str; 2] = [ROOMS_FILE, ACTIONS_FILE];

const ROOM_COLUMNS: &[&str] = &[
    "room",
    "width",
    "height",
    "guards",
    "treasure",
    "traps",
    "guard_kinds",
    "dozing",
    "wake",
    "heal",
    "turns",
];
const ACTION_COLUMNS: &[&str] = &[
    "action",
    "chance",
    "falloff",
    "range",
    "noise",
    "notice",
    "description",
];

/// The widest and tallest raid room, in floor tiles.
pub const MAX_ROOM_SIDE: i64 = 40;
/// The most rooms a table may list (later rooms repeat the last row).
pub const MAX_RAID_ROOMS: usize = 100;
/// The most guards, treasures or traps a room may hold.
pub const MAX_ROOM_THINGS: i64 = 64;
/// The most turns a room may last before the raid is called off.
pub const MAX_ROOM_TURNS: i64 = 10_000;

/// Room *k* of a raid: its size in floor tiles and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct RaidRoomDef {
    pub width: i32,
    pub height: i32,
    pub guards: u32,
    pub treasure: u32,
    pub traps: u32,
    /// Each guard's kind is drawn from these rows of `monsters.csv`, evenly.
    pub guard_kinds: Vec<MonsterId>,
    /// The chance that a guard dozes when the room opens.
    pub dozing: f64,
    /// The chance that a dozing guard within earshot of an action's noise wakes.
    pub wake: f64,
    /// Hit points the rogue gets back as the room opens (its wounds otherwise stay).
    pub heal: i32,
    /// Turns the rogue has to beat the room before the raid is called off.
    pub turns: u32,
}

/// One of the rogue's actions (GAME.md §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RogueAct {
    Sneak,
    Move,
    Melee,
    Ranged,
    Steal,
    Wait,
}

impl RogueAct {
    pub const ALL: [RogueAct; 6] = [
        RogueAct::Sneak,
        RogueAct::Move,
        RogueAct::Melee,
        RogueAct::Ranged,
        RogueAct::Steal,
        RogueAct::Wait,
    ];

    /// Its name in the table and in scripts.
    pub fn name(self) -> &'static str {
        match self {
            RogueAct::Sneak => "sneak",
            RogueAct::Move => "move",
            RogueAct::Melee => "melee",
            RogueAct::Ranged => "ranged",
            RogueAct::Steal => "steal",
            RogueAct::Wait => "wait",
        }
    }
}

/// A row of `rogue_actions.csv`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RogueActionDef {
    /// The chance that it works: a blow or dart hits (and kills).
    pub chance: f64,
    /// What a dart loses of its chance for each tile it flies beyond the first.
    pub falloff: f64,
    /// How far it reaches, in tiles (Chebyshev).
    pub range: i32,
    /// How far it is heard: dozing guards within this many tiles may wake.
    pub noise: i32,
    /// The chance, after a step, to notice each hidden trap next to the rogue.
    pub notice: f64,
}

/// The six actions' rows, by [`RogueAct`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RogueActions([RogueActionDef; 6]);

impl RogueActions {
    pub fn get(&self, act: RogueAct) -> &RogueActionDef {
        &self.0[act as usize]
    }

    /// The chance that a dart hits a guard `distance` tiles away (0 beyond its range).
    pub fn ranged_chance(&self, distance: i32) -> f64 {
        let r = self.get(RogueAct::Ranged);
        if !(1..=r.range).contains(&distance) {
            return 0.0;
        }
        (r.chance - r.falloff * f64::from(distance - 1)).clamp(0.0, 1.0)
    }
}

/// Both raid tables, checked against the game's.
#[derive(Clone, Debug, PartialEq)]
pub struct RaidTables {
    pub rooms: Vec<RaidRoomDef>,
    pub actions: RogueActions,
}

impl RaidTables {
    /// Room `k` (from 1); rooms beyond the table repeat its last row.
    pub fn room(&self, k: u32) -> &RaidRoomDef {
        let i = (k.max(1) as usize - 1).min(self.rooms.len() - 1);
        &self.rooms[i]
    }

    /// The raid tables built into the binary.
    pub fn embedded(tables: &Tables) -> Result<RaidTables, LoadErrors> {
        let files = [
            (ROOMS_FILE, include_str!("../../config/raids.csv")),
            (ACTIONS_FILE, include_str!("../../config/rogue_actions.csv")),
        ];
        let sources = TableSources {
            dir_label: "config".to_string(),
            files: files
                .iter()
                .map(|(n, t)| (n.to_string(), t.to_string()))
                .collect(),
        };
        RaidTables::load(&sources, tables)
    }

    /// The raid tables of a folder (a designer's `config/`).
    pub fn load_dir(dir: &Path, tables: &Tables) -> Result<RaidTables, LoadErrors> {
        let (sources, errors) = TableSources::read_files(dir, &RAID_FILES);
        if !errors.is_empty() {
            return Err(LoadErrors(errors));
        }
        RaidTables::load(&sources, tables)
    }

    /// Reads both tables; every problem is reported, located.
    pub fn load(sources: &TableSources, tables: &Tables) -> Result<RaidTables, LoadErrors> {
        let mut errors = Vec::new();
        let mut sheet = |name: &str, columns: &'static [&'static str]| {
            let label = sources.label(name);
            match sources.get(name) {
                Some(text) => Some(read_sheet(&label, text, columns, &mut errors)),
                None => {
                    errors.push(LoadError::file(&label, "missing; Rogue Code needs it"));
                    None
                }
            }
        };
        let rooms_sheet = sheet(ROOMS_FILE, ROOM_COLUMNS);
        let actions_sheet = sheet(ACTIONS_FILE, ACTION_COLUMNS);
        let rooms = rooms_sheet.map(|s| parse_rooms(&s, tables, &mut errors));
        let actions = actions_sheet.map(|s| parse_actions(&s, &mut errors));
        match (rooms, actions) {
            (Some(rooms), Some(Some(actions))) if errors.is_empty() => Ok(RaidTables {
                rooms: rooms.into_iter().flatten().collect(),
                actions,
            }),
            _ => {
                if errors.is_empty() {
                    let message =
                        "a row was rejected without a reason; please report this as a bug";
                    errors.push(LoadError::file(&sources.dir_label, message));
                }
                Err(LoadErrors(errors))
            }
        }
    }
}

fn parse_rooms(
    sheet: &Sheet,
    tables: &Tables,
    errors: &mut Vec<LoadError>,
) -> Vec<Option<RaidRoomDef>> {
    if sheet.rows.is_empty() {
        errors.push(LoadError::file(
            &sheet.file,
            "no rooms; expected rows for rooms 1, 2, …",
        ));
    }
    if sheet.rows.len() > MAX_RAID_ROOMS {
        let message = format!(
            "{} rooms; at most {MAX_RAID_ROOMS} (later rooms repeat the last row)",
            sheet.rows.len()
        );
        errors.push(LoadError::file(&sheet.file, message));
        return Vec::new();
    }
    (0..sheet.rows.len())
        .map(|i| parse_room(&mut sheet.row(i, errors), i as i64 + 1, tables))
        .collect()
}

fn parse_room(row: &mut RowCx, k: i64, tables: &Tables) -> Option<RaidRoomDef> {
    let number = row.whole("room", 1, MAX_RAID_ROOMS as i64);
    if number.is_some_and(|n| n != k) {
        let raw = row.raw("room").unwrap_or("").to_string();
        row.report(
            "room",
            Some(&raw),
            format!("rooms are numbered 1, 2, 3, … in order; expected {k}, got {raw}"),
        );
    }
    let width = row.whole("width", 3, MAX_ROOM_SIDE);
    let height = row.whole("height", 3, MAX_ROOM_SIDE);
    let guards = row.whole("guards", 0, MAX_ROOM_THINGS);
    let treasure = row.whole("treasure", 0, MAX_ROOM_THINGS);
    let traps = row.whole("traps", 0, MAX_ROOM_THINGS);
    let kinds = guard_kinds(row, tables);
    let dozing = row.number("dozing", 0.0, 1.0);
    let wake = row.number("wake", 0.0, 1.0);
    let heal = row.whole("heal", 0, 1000);
    let turns = row.whole("turns", 1, MAX_ROOM_TURNS);
    let (
        Some(number),
        Some(width),
        Some(height),
        Some(guards),
        Some(treasure),
        Some(traps),
        Some(guard_kinds),
    ) = (number, width, height, guards, treasure, traps, kinds)
    else {
        return None;
    };
    let (Some(dozing), Some(wake), Some(heal), Some(turns)) = (dozing, wake, heal, turns) else {
        return None;
    };
    if number != k {
        return None;
    }
    // Treasure and traps never lie on the rogue's tile: the room needs room for them.
    let free = width * height - 1;
    if treasure + traps > free {
        let message = format!(
            "{treasure} treasures and {traps} traps do not fit the {} tiles of a {width}×{height} \
             room besides the rogue's; expected at most {free} together",
            free
        );
        row.report("traps", Some(&traps.to_string()), message);
        return None;
    }
    if guards > 0 && guard_kinds.is_empty() {
        row.report("guard_kinds", Some("[]"), "guards need at least one kind");
        return None;
    }
    Some(RaidRoomDef {
        width: width as i32,
        height: height as i32,
        guards: guards as u32,
        treasure: treasure as u32,
        traps: traps as u32,
        guard_kinds,
        dozing,
        wake,
        heal: heal as i32,
        turns: turns as u32,
    })
}

/// A YAML list of monster ids; not the player, nor a thrown thing.
fn guard_kinds(row: &mut RowCx, tables: &Tables) -> Option<Vec<MonsterId>> {
    let expected = "a list of monsters.csv ids, e.g. [guard_1, guard_2]";
    let names: Vec<String> = row
        .optional("guard_kinds", expected, |v| {
            v.as_sequence()?
                .iter()
                .map(|n| n.as_str().map(str::to_string))
                .collect::<Option<Vec<String>>>()
        })?
        .unwrap_or_default();
    let mut kinds = Vec::with_capacity(names.len());
    for name in names {
        let kind = tables.monster_id(&name).filter(|&m| {
            m != tables.player()
                && !tables
                    .monster(m)
                    .behaviours
                    .iter()
                    .any(|b| matches!(b, super::Behaviour::Fly { .. }))
        });
        match kind {
            Some(kind) => kinds.push(kind),
            None => {
                let message = format!(
                    "\"{name}\" is no monster of monsters.csv that can stand guard; {expected}"
                );
                row.report("guard_kinds", Some(&name), message);
                return None;
            }
        }
    }
    Some(kinds)
}

fn parse_actions(sheet: &Sheet, errors: &mut Vec<LoadError>) -> Option<RogueActions> {
    let mut found: [Option<RogueActionDef>; 6] = [None; 6];
    let mut ok = true;
    for i in 0..sheet.rows.len() {
        let mut row = sheet.row(i, errors);
        let choices: Vec<(&str, RogueAct)> = RogueAct::ALL.iter().map(|a| (a.name(), *a)).collect();
        let act = row.choice("action", "rogue action", &choices);
        let chance = row.number("chance", 0.0, 1.0);
        let falloff = row.number("falloff", 0.0, 1.0);
        let range = row.whole("range", 0, 20);
        let noise = row.whole("noise", 0, 40);
        let notice = row.number("notice", 0.0, 1.0);
        let (Some(act), Some(chance), Some(falloff), Some(range), Some(noise), Some(notice)) =
            (act, chance, falloff, range, noise, notice)
        else {
            ok = false;
            continue;
        };
        if found[act as usize].is_some() {
            let message = format!(
                "\"{}\" is listed twice; expected one row an action",
                act.name()
            );
            row.report("action", Some(act.name()), message);
            ok = false;
            continue;
        }
        found[act as usize] = Some(RogueActionDef {
            chance,
            falloff,
            range: range as i32,
            noise: noise as i32,
            notice,
        });
    }
    for act in RogueAct::ALL {
        if found[act as usize].is_none() && ok {
            let message = format!(
                "no row for the action \"{}\"; all six are needed",
                act.name()
            );
            errors.push(LoadError::file(&sheet.file, message));
        }
    }
    let all: Option<Vec<RogueActionDef>> = found.into_iter().collect();
    Some(RogueActions(all?.try_into().ok()?))
}
