//! Loading every table: read each file, check ids first so references resolve, read the rows,
//! cross-check the tables, and fail with every problem found, or succeed with all of it.

use std::path::Path;

use super::error::{LoadError, LoadErrors};
use super::names::Names;
use super::prefab::{self, PrefabLibrary, SpawnIds, UncheckedIds};
use super::reader::{read_sheet, Sheet};
use super::resources::Resources;
use super::sources::{TableSources, TABLE_FILES};
use super::sprites::{check_potion_colours, check_sprites};
use super::tileset::{TilesetInfo, TILESET_PATH};
use super::{
    checks, classes, dungeon, entity_rows, equipment, items, levels, monsters, parameters, races,
    rooms, shops, spells, traps, words, Tables,
};

impl Tables {
    /// Loads and cross-checks the tables of `sources`, with the prefabs built into the binary.
    pub fn load(sources: &TableSources) -> Result<Tables, LoadErrors> {
        load_with(sources, &Resources::embedded(), Vec::new())
    }

    /// Loads the tables of `sources` with the prefab maps of `maps` (`maps/prefabs/*.tmx`).
    pub fn load_with_maps(sources: &TableSources, maps: &Resources) -> Result<Tables, LoadErrors> {
        load_with(sources, maps, Vec::new())
    }

    /// Loads the tables of a folder; a missing file is reported with the problems of the others.
    pub fn load_dir(dir: &Path) -> Result<Tables, LoadErrors> {
        Tables::load_dir_with_maps(dir, &Resources::embedded())
    }

    /// Loads the tables of a folder with the prefab maps of `maps`.
    pub fn load_dir_with_maps(dir: &Path, maps: &Resources) -> Result<Tables, LoadErrors> {
        let (sources, errors) = TableSources::read_dir(dir);
        load_with(&sources, maps, errors)
    }

    /// The tables and prefabs built into the binary.
    pub fn embedded() -> Result<Tables, LoadErrors> {
        Tables::load(&TableSources::embedded())
    }
}

/// `errors` holds the problems found reading the files; a file they name is not reported
/// missing again.
fn load_with(
    sources: &TableSources,
    maps: &Resources,
    mut errors: Vec<LoadError>,
) -> Result<Tables, LoadErrors> {
    let unreadable: Vec<String> = errors.iter().map(|e| e.file.clone()).collect();
    let sheet = |name: &str, columns: &'static [&'static str], errors: &mut Vec<LoadError>| {
        let label = sources.label(name);
        match sources.get(name) {
            Some(text) => Some(read_sheet(&label, text, columns, errors)),
            None => {
                if !unreadable.contains(&label) {
                    let message = "missing; every table of config/README.md is needed";
                    errors.push(LoadError::file(&label, message));
                }
                None
            }
        }
    };
    let class_sheet = sheet(classes::FILE, classes::COLUMNS, &mut errors);
    let race_sheet = sheet(races::FILE, races::COLUMNS, &mut errors);
    let level_sheet = sheet(levels::FILE, levels::COLUMNS, &mut errors);
    let monster_sheet = sheet(monsters::FILE, monsters::COLUMNS, &mut errors);
    let item_sheet = sheet(items::FILE, items::COLUMNS, &mut errors);
    let equipment_sheet = sheet(equipment::FILE, equipment::COLUMNS, &mut errors);
    let word_sheet = sheet(words::FILE, words::COLUMNS, &mut errors);
    let room_sheet = sheet(rooms::FILE, rooms::COLUMNS, &mut errors);
    let trap_sheet = sheet(traps::FILE, traps::COLUMNS, &mut errors);
    let check_sheet = sheet(checks::FILE, checks::COLUMNS, &mut errors);
    let parameter_sheet = sheet(parameters::FILE, parameters::COLUMNS, &mut errors);
    let dungeon_sheet = sheet(dungeon::FILE, dungeon::COLUMNS, &mut errors);
    let shop_sheet = sheet(shops::FILE, shops::COLUMNS, &mut errors);
    let spell_sheet = sheet(spells::FILE, spells::COLUMNS, &mut errors);

    let names = |s: &Option<Sheet>, what: &'static str, file: &str, errors: &mut Vec<LoadError>| {
        s.as_ref().map(|s| Names::collect(s, what, file, errors))
    };
    let class_names = names(&class_sheet, "class", classes::FILE, &mut errors);
    let race_names = names(&race_sheet, "race", races::FILE, &mut errors);
    let monster_names = names(&monster_sheet, "monster", monsters::FILE, &mut errors);
    let own_item_names = names(&item_sheet, "item", items::FILE, &mut errors);
    let equipment_names = names(&equipment_sheet, "item", equipment::FILE, &mut errors);
    let word_names = names(&word_sheet, "word set", words::FILE, &mut errors);
    // One name space for both item tables; equipment rows follow the items.
    let item_names = match (&own_item_names, &equipment_names, &equipment_sheet) {
        (Some(i), Some(e), Some(sheet)) => {
            Some(super::names::Names::joined(i, e, sheet, &mut errors))
        }
        _ => None,
    };
    let room_names = names(&room_sheet, "room", rooms::FILE, &mut errors);
    let trap_names = names(&trap_sheet, "trap", traps::FILE, &mut errors);
    let check_names = names(&check_sheet, "ability check", checks::FILE, &mut errors);
    let parameter_names = names(&parameter_sheet, "template", parameters::FILE, &mut errors);
    let floor_names = names(&dungeon_sheet, "floor", dungeon::FILE, &mut errors);
    let shop_names = names(&shop_sheet, "shop", shops::FILE, &mut errors);
    let spell_names = names(&spell_sheet, "spell", spells::FILE, &mut errors);

    // A table without its id column cannot be referred to; its header error says so.
    let item_refs = usable(&item_sheet, &item_names);
    let monster_refs = usable(&monster_sheet, &monster_names);
    let room_refs = usable(&room_sheet, &room_names);
    let spell_refs = usable(&spell_sheet, &spell_names);

    let own_item_defs =
        both(&item_sheet, &own_item_names).map(|(s, n)| items::parse(s, n, &mut errors));
    let equipment_defs = both(&equipment_sheet, &equipment_names)
        .map(|(s, n)| equipment::parse(s, n, item_refs, &mut errors));
    let item_defs = match (own_item_defs, equipment_defs) {
        (Some(mut own), Some(equipment)) => {
            own.extend(equipment);
            Some(own)
        }
        _ => None,
    };
    let potion_kinds = item_defs.as_ref().map_or(0, |d| {
        d.iter()
            .flatten()
            .filter(|i| i.kind == super::ItemKind::Potion)
            .count()
    });
    let word_sets = both(&word_sheet, &word_names).and_then(|(s, n)| {
        let need = [
            (words::POTION_COLOURS, potion_kinds),
            (words::SCROLL_SYLLABLES, 2),
        ];
        words::parse(s, n, &need, &mut errors)
    });
    let class_defs =
        both(&class_sheet, &class_names).map(|(s, n)| classes::parse(s, n, item_refs, &mut errors));
    let race_defs = both(&race_sheet, &race_names).map(|(s, n)| races::parse(s, n, &mut errors));
    let level_defs = level_sheet.as_ref().map(|s| levels::parse(s, &mut errors));
    let monster_defs = both(&monster_sheet, &monster_names)
        .map(|(s, n)| monsters::parse(s, n, item_refs, spell_refs, &mut errors));
    let room_defs =
        both(&room_sheet, &room_names).map(|(s, n)| rooms::parse(s, n, monster_refs, &mut errors));
    let trap_defs = both(&trap_sheet, &trap_names).map(|(s, n)| traps::parse(s, n, &mut errors));
    let check_defs =
        both(&check_sheet, &check_names).map(|(s, n)| checks::parse(s, n, item_refs, &mut errors));
    let entity_names = match (monster_refs, item_refs) {
        (Some(monsters), Some(items)) => Some(parameters::EntityNames { monsters, items }),
        _ => None,
    };
    let parsed = both(&parameter_sheet, &parameter_names)
        .map(|(s, n)| parameters::parse(s, n, entity_names, &mut errors));
    let floors = both(&dungeon_sheet, &floor_names)
        .map(|(s, n)| dungeon::parse(s, n, item_refs, &mut errors));
    let spell_defs =
        both(&spell_sheet, &spell_names).map(|(s, n)| spells::parse(s, n, &mut errors));
    if let (Some(sheet), Some(spells), Some(classes)) = (&spell_sheet, &spell_defs, &class_names) {
        spells::check_classes(sheet, spells, classes, &mut errors);
    }
    let shop_defs = both(&shop_sheet, &shop_names)
        .map(|(s, n)| shops::parse(s, n, monster_refs, room_refs, &mut errors));

    let own_rows = item_sheet.as_ref().map_or(0, |s| s.rows.len());
    match TilesetInfo::load(maps, TILESET_PATH) {
        Ok(tileset) => {
            let sprites = [
                (
                    &monster_sheet,
                    "sprite",
                    monster_defs.as_ref().map(|d| sprites_of(d, |m| &m.sprite)),
                ),
                (
                    &item_sheet,
                    "sprite",
                    item_defs
                        .as_ref()
                        .map(|d| sprites_of(&d[..own_rows.min(d.len())], |i| &i.sprite)),
                ),
                (
                    &equipment_sheet,
                    "sprite",
                    item_defs
                        .as_ref()
                        .map(|d| sprites_of(&d[own_rows.min(d.len())..], |i| &i.sprite)),
                ),
                (
                    &trap_sheet,
                    "sprite",
                    trap_defs.as_ref().map(|d| sprites_of(d, |t| &t.sprite)),
                ),
                (
                    &check_sheet,
                    "sprite",
                    check_defs.as_ref().map(|d| sprites_of(d, |c| &c.sprite)),
                ),
                (
                    &check_sheet,
                    "spent_sprite",
                    check_defs
                        .as_ref()
                        .map(|d| sprites_of(d, |c| &c.spent_sprite)),
                ),
            ];
            for (sheet, column, names) in sprites {
                if let (Some(sheet), Some(names)) = (sheet, names) {
                    check_sprites(sheet, column, names.into_iter(), &tileset, &mut errors);
                }
            }
            if let (Some(sheet), Some(words)) = (&word_sheet, &word_sets) {
                check_potion_colours(sheet, words, &tileset, &mut errors);
            }
        }
        Err(e) => errors.extend(e.0),
    }
    if let (Some(sheet), Some(rooms), Some(monsters)) = (&room_sheet, &room_defs, &monster_defs) {
        rooms::check_spawnable(sheet, rooms, monsters, &mut errors);
    }
    if let (Some(sheet), Some(monsters), Some(items)) = (&monster_sheet, &monster_defs, &item_defs)
    {
        monsters::check_throwable(sheet, monsters, items, &mut errors);
    }
    if let (Some(sheet), Some(shops), Some(monsters)) = (&shop_sheet, &shop_defs, &monster_defs) {
        shops::check_keepers(sheet, shops, monsters, &mut errors);
    }

    if let (
        Some((parameters, rejected)),
        (Some(monster_sheet), Some(monsters)),
        (Some(items), Some(equipment), Some(item_defs)),
    ) = (
        &parsed,
        (&monster_sheet, &monster_defs),
        (&item_sheet, &equipment_sheet, &item_defs),
    ) {
        let sheets = entity_rows::ItemSheets { items, equipment };
        entity_rows::check(
            parameters,
            rejected,
            (monster_sheet, monsters),
            (sheets, item_defs),
            &mut errors,
        );
    }
    let parameters = parsed.map(|(p, _)| p);

    let character = match (class_defs, race_defs, level_defs) {
        (Some(classes), Some(races), Some(Some(levels))) => Some((classes, races, levels)),
        _ => None,
    };
    let mut tables = match (
        monster_defs,
        item_defs,
        room_defs,
        (trap_defs, check_defs),
        (parameters, word_sets),
        (floors, shop_defs, spell_defs),
        character,
    ) {
        (
            Some(monsters),
            Some(items),
            Some(rooms),
            (Some(traps), Some(checks)),
            (Some(parameters), Some(words)),
            (Some(dungeon), Some(shops), Some(spells)),
            Some(character),
        ) if errors.is_empty() => complete(
            monsters,
            items,
            rooms,
            (traps, checks),
            (parameters, words),
            (dungeon, shops, spells),
            character,
        ),
        _ => None,
    };
    // Prefabs are read even when the tables failed, so their own problems show too; their
    // spawn ids can only be checked against tables that loaded.
    let ids: &dyn SpawnIds = match &tables {
        Some(t) => t,
        None => &UncheckedIds,
    };
    let (library, prefab_errors) = PrefabLibrary::load(maps, ids);
    let failed: Vec<String> = prefab_errors
        .iter()
        .map(|e| prefab::prefab_name(&e.file))
        .collect();
    errors.extend(prefab_errors);
    if let (Some(t), Some(sheet)) = (&mut tables, &room_sheet) {
        rooms::check_prefab_refs(sheet, &t.rooms, &library, &failed, &mut errors);
        t.prefabs = library;
        t.fingerprint = super::Fingerprint::of(sources, maps);
    }
    match tables {
        Some(tables) if errors.is_empty() => Ok(tables),
        _ => {
            if errors.is_empty() {
                let message = "a row was rejected without a reason; please report this as a bug";
                errors.push(LoadError::file(&sources.dir_label, message));
            }
            sort(sources, &mut errors);
            Err(LoadErrors(errors))
        }
    }
}

/// Each row's sprite, `None` for a rejected row.
fn sprites_of<T>(defs: &[Option<T>], sprite: impl Fn(&T) -> &String) -> Vec<Option<&str>> {
    defs.iter()
        .map(|d| d.as_ref().map(|d| sprite(d).as_str()))
        .collect()
}

fn usable<'a>(s: &Option<Sheet>, n: &'a Option<Names>) -> Option<&'a Names> {
    n.as_ref()
        .filter(|_| s.as_ref().is_some_and(|s| s.has_column("id")))
}

fn both<'a>(s: &'a Option<Sheet>, n: &'a Option<Names>) -> Option<(&'a Sheet, &'a Names)> {
    Some((s.as_ref()?, n.as_ref()?))
}

/// The character tables: classes, races and levels.
type Character = (
    Vec<Option<super::ClassDef>>,
    Vec<Option<super::RaceDef>>,
    Vec<super::LevelDef>,
);

/// The floors, the shops and the spells.
type Places = (
    Vec<Option<super::FloorSpec>>,
    Vec<Option<super::ShopDef>>,
    Vec<Option<super::SpellDef>>,
);

/// The tables, when every row was read (always so when no error was reported).
fn complete(
    monsters: Vec<Option<super::MonsterDef>>,
    items: Vec<Option<super::ItemDef>>,
    rooms: Vec<Option<super::RoomDef>>,
    (traps, checks): (Vec<Option<super::TrapDef>>, Vec<Option<super::CheckDef>>),
    (parameters, words): (super::GameParameters, words::Words),
    (dungeon, shops, spells): Places,
    (classes, races, levels): Character,
) -> Option<Tables> {
    Some(Tables {
        classes: classes.into_iter().collect::<Option<_>>()?,
        races: races.into_iter().collect::<Option<_>>()?,
        levels,
        monsters: monsters.into_iter().collect::<Option<_>>()?,
        items: items.into_iter().collect::<Option<_>>()?,
        rooms: rooms.into_iter().collect::<Option<_>>()?,
        traps: traps.into_iter().collect::<Option<_>>()?,
        checks: checks.into_iter().collect::<Option<_>>()?,
        parameters,
        words,
        dungeon: dungeon.into_iter().collect::<Option<_>>()?,
        shops: shops.into_iter().collect::<Option<_>>()?,
        spells: spells.into_iter().collect::<Option<_>>()?,
        prefabs: PrefabLibrary::default(),
        fingerprint: super::Fingerprint::default(),
    })
}

/// In table order, then line order; problems with a whole file after its lines.
fn sort(sources: &TableSources, errors: &mut [LoadError]) {
    let labels: Vec<String> = TABLE_FILES.iter().map(|f| sources.label(f)).collect();
    errors.sort_by_key(|e| {
        let file = labels
            .iter()
            .position(|l| *l == e.file)
            .unwrap_or(labels.len());
        (file, e.line.unwrap_or(u64::MAX))
    });
}
