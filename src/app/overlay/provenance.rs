//! Which generation stage made each tile, trap, item and creature of a floor. The stages are
//! replayed one after another from the floor's history (`gen::replay`) and each is compared
//! with the one before; worked out once per floor, since it costs a dozen generations.

use torchdeep::data::{ItemId, MonsterId, Tables};
use torchdeep::gen::{self, History, Stage};
use torchdeep::world::{CorridorKind, CreatureId, Grid, Ground, Level, Ornament, Pos, Wall};

use super::generation::STAGES;

pub struct Provenance {
    /// The stage that last changed a tile's ground or wall; `None` for rock never dug.
    terrain: Grid<Option<Stage>>,
    /// The stage that last changed a tile's ornament.
    ornament: Grid<Option<Stage>>,
    traps: Vec<(Pos, Stage)>,
    /// Items where generation left them.
    items: Vec<(Pos, ItemId, Stage)>,
    creatures: Vec<(CreatureId, MonsterId, Stage)>,
    /// The level as generation left it, for the prefabs and corridors it records.
    made: Level,
}

impl Provenance {
    pub fn of(tables: &Tables, history: &History) -> Provenance {
        let (w, h) = (
            history.request.width.max(gen::MIN_FLOOR_SIDE),
            history.request.height.max(gen::MIN_FLOOR_SIDE),
        );
        let mut before = Level::new(w, h);
        let mut terrain = Grid::new(w, h, None);
        let mut ornament = Grid::new(w, h, None);
        let (mut traps, mut items, mut creatures) = (Vec::new(), Vec::new(), Vec::new());
        for stage in STAGES {
            let after = gen::replay(tables, history, stage);
            for (p, ground) in after.ground.iter() {
                if (*ground, after.walls[p]) != (before.ground[p], before.walls[p]) {
                    terrain[p] = Some(stage);
                }
                if after.ornaments[p] != before.ornaments[p] {
                    ornament[p] = Some(stage);
                }
            }
            for trap in &after.traps {
                if before.trap_at(trap.pos).is_none() {
                    traps.push((trap.pos, stage));
                }
            }
            for (p, stack) in after.items.iter() {
                let new = !before.items.at(p).iter().any(|s| s.kind == stack.kind);
                if new {
                    items.push((p, stack.kind, stage));
                }
            }
            for c in after.creatures.iter() {
                if before.creatures.get(c.id).is_none() {
                    creatures.push((c.id, c.kind, stage));
                }
            }
            before = after;
        }
        Provenance {
            terrain,
            ornament,
            traps,
            items,
            creatures,
            made: before,
        }
    }

    /// What made a tile's terrain: "room (stage rooms)", "prefab shrine (stage rooms)",
    /// "corridor, a loop (stage corridors)", "door (stage doors)", …
    pub fn terrain(&self, tables: &Tables, p: Pos) -> String {
        let Some(stage) = self.terrain.get(p).copied().flatten() else {
            return "solid rock, never dug".to_string();
        };
        let what = match stage {
            Stage::Rooms => match self.prefab_at(tables, p) {
                Some(name) => format!("prefab {name}"),
                None => "room".to_string(),
            },
            Stage::Corridors => match self.corridor_at(p) {
                Some(CorridorKind::Loop) => "corridor, a loop".to_string(),
                Some(CorridorKind::Sibling) => "corridor joining sibling cells".to_string(),
                _ => "corridor".to_string(),
            },
            // The join between quadrants is hallway where it heals, corridor elsewhere.
            Stage::Hallways if self.made.ground[p] == Ground::Hallway => {
                "transition hallway".to_string()
            }
            Stage::Hallways => "corridor joining quadrants".to_string(),
            Stage::Doors => "door".to_string(),
            Stage::Stairs => "stairs".to_string(),
            Stage::Fixtures | Stage::Prefabs if self.made.walls[p] == Some(Wall::Fixture) => {
                let name = self.made.fixture_at(p).map_or("fixture", |f| {
                    tables.checks[usize::from(f.kind.0)].name.as_str()
                });
                format!("fixture: {name}")
            }
            other => other.name().to_string(),
        };
        format!("{what} (stage {})", stage.name())
    }

    /// What put the ornament on a tile, if generation put one there.
    pub fn ornament(&self, tables: &Tables, p: Pos) -> Option<String> {
        let stage = self.ornament.get(p).copied().flatten()?;
        let prefab = (stage == Stage::Rooms)
            .then(|| self.prefab_at(tables, p))
            .flatten();
        Some(match prefab {
            Some(name) => format!("prefab {name} (stage {})", stage.name()),
            None => format!("stage {}", stage.name()),
        })
    }

    pub fn trap(&self, p: Pos) -> Option<Stage> {
        self.traps.iter().find(|t| t.0 == p).map(|t| t.1)
    }

    /// The stage that left this item here, if generation did.
    pub fn item(&self, p: Pos, item: ItemId) -> Option<Stage> {
        self.items
            .iter()
            .find(|i| i.0 == p && i.1 == item)
            .map(|i| i.2)
    }

    /// The stage that spawned this creature, if generation did (the player and things in
    /// flight came later).
    pub fn creature(&self, id: CreatureId, kind: MonsterId) -> Option<Stage> {
        self.creatures
            .iter()
            .find(|c| c.0 == id && c.1 == kind)
            .map(|c| c.2)
    }

    /// The prefab laid over a tile (its floor or its ring), by name.
    fn prefab_at<'a>(&self, tables: &'a Tables, p: Pos) -> Option<&'a str> {
        let room = self
            .made
            .layout
            .rooms
            .iter()
            .find(|r| r.prefab.is_some() && r.rect.grow(1).contains(p))?;
        let index = usize::from(room.prefab?.index);
        tables.prefabs.prefabs.get(index).map(|p| p.name.as_str())
    }

    fn corridor_at(&self, p: Pos) -> Option<CorridorKind> {
        let on = |a: Pos, b: Pos| {
            let within = |v: i32, x: i32, y: i32| x.min(y) <= v && v <= x.max(y);
            (a.x == b.x && p.x == a.x && within(p.y, a.y, b.y))
                || (a.y == b.y && p.y == a.y && within(p.x, a.x, b.x))
        };
        self.made
            .layout
            .corridors
            .iter()
            .find(|c| on(c.start, c.bend) || on(c.bend, c.end))
            .map(|c| c.kind)
    }
}

/// A tile's terrain in words: "room floor", "stone wall", "closed door", …
pub fn terrain_words(level: &Level, p: Pos) -> String {
    let ground = match level.ground[p] {
        Ground::Rock => "rock".to_string(),
        Ground::Room => "room floor".to_string(),
        Ground::Corridor => "corridor".to_string(),
        Ground::Hallway => "transition hallway".to_string(),
        Ground::SpentHallway => "spent transition hallway".to_string(),
        Ground::StairsUp => "stairs up".to_string(),
        Ground::StairsDown => "stairs down".to_string(),
        Ground::Tile(id) => format!("designer's floor tile {id}"),
    };
    let wall = match level.walls[p] {
        None => return ground,
        Some(Wall::Stone) => "stone wall".to_string(),
        Some(Wall::Door { open: true }) => "open door".to_string(),
        Some(Wall::Door { open: false }) => "closed door".to_string(),
        Some(Wall::Tile { id, transparent }) => {
            let see = if transparent { "see-through" } else { "opaque" };
            format!("designer's wall tile {id} ({see})")
        }
        Some(Wall::Fixture) => "a fixture (ability_checks.csv)".to_string(),
    };
    format!("{wall} over {ground}")
}

pub fn ornament_words(o: Ornament) -> String {
    match o {
        Ornament::Torch => "torch".to_string(),
        Ornament::Moss => "moss".to_string(),
        Ornament::Crack => "crack".to_string(),
        Ornament::Tile(id) => format!("designer's ornament tile {id}"),
    }
}

#[cfg(test)]
mod tests {
    use torchdeep::data::Tables;
    use torchdeep::gen;
    use torchdeep::world::{Ground, Wall};

    use super::*;

    /// A floor as the dungeon makes it, and what made each of its things.
    fn floor(tables: &Tables, seed: u64) -> (Level, Provenance) {
        let mut rng = fastrand::Rng::with_seed(gen::floor_seed(seed, 0));
        let made = gen::generate_floor(tables, &gen::request_for(tables, 0), &mut rng);
        let provenance = Provenance::of(tables, &made.history);
        (made.level, provenance)
    }

    #[test]
    fn each_tile_names_the_stage_or_prefab_that_made_it() {
        let tables = Tables::embedded().unwrap();
        let mut prefabs_seen = 0;
        for seed in 1..=12 {
            let (level, made) = floor(&tables, seed);
            for (p, ground) in level.ground.iter() {
                let said = made.terrain(&tables, p);
                let expected = match (level.walls[p], *ground) {
                    // A prefab's designer may draw its own doors.
                    _ if said.starts_with("prefab ") => "(stage rooms)",
                    (Some(Wall::Door { .. }), _) => "door (stage doors)",
                    (Some(Wall::Fixture), _) if said.contains("(stage prefabs)") => {
                        "(stage prefabs)"
                    }
                    (Some(Wall::Fixture), _) => "(stage fixtures)",
                    (None, Ground::Corridor) if said.contains("joining quadrants") => {
                        "(stage hallways)"
                    }
                    (None, Ground::Corridor) => "(stage corridors)",
                    (None, Ground::Hallway) => "transition hallway (stage hallways)",
                    (None, Ground::StairsUp | Ground::StairsDown) => "stairs (stage stairs)",
                    (Some(Wall::Stone), Ground::Rock) if said.starts_with("solid") => continue,
                    _ => "(stage rooms)",
                };
                let tile = (level.walls[p], *ground);
                assert!(said.ends_with(expected), "{seed} {p:?} {tile:?}: {said}");
            }
            for room in level.layout.rooms.iter().filter(|r| r.prefab.is_some()) {
                let name = &tables
                    .prefabs
                    .get(usize::from(room.prefab.unwrap().index))
                    .name;
                let said = made.terrain(&tables, room.rect.center());
                assert_eq!(said, format!("prefab {name} (stage rooms)"));
                prefabs_seen += 1;
            }
            for trap in &level.traps {
                // The lottery's traps come with the traps stage; a prefab's designed ones later.
                let in_prefab = level
                    .layout
                    .room_at(trap.pos)
                    .is_some_and(|r| level.layout.rooms[r].prefab.is_some());
                let stage = made.trap(trap.pos);
                assert!(
                    stage == Some(Stage::Traps) || (in_prefab && stage == Some(Stage::Prefabs)),
                    "{seed}: trap at {:?} made by {stage:?}",
                    trap.pos
                );
            }
            for c in level.creatures.iter() {
                assert!(made.creature(c.id, c.kind).is_some(), "{seed}: {c:?}");
            }
            for (p, stack) in level.items.iter() {
                assert!(made.item(p, stack.kind).is_some(), "{seed}: {p:?}");
            }
        }
        assert!(
            prefabs_seen > 0,
            "some floor of the seeds holds a prefab room"
        );
    }
}
