//! Walking the dungeon before the turn engine exists: the player moves over walkable tiles,
//! opens doors by walking into them and takes stairs; creatures stand still.

use macroquad::prelude::*;
use torchdeep::data::Tables;
use torchdeep::gen::{generate_dungeon, spawn_player};
use torchdeep::world::{CreatureId, Dungeon, Level, PortalKind, Pos, Wall};

pub struct Explorer {
    dungeon: Dungeon,
    floor: usize,
    player: CreatureId,
    seed: u64,
    status_changed: bool,
}

const MOVES: [(KeyCode, i32, i32); 16] = [
    (KeyCode::Up, 0, -1),
    (KeyCode::Down, 0, 1),
    (KeyCode::Left, -1, 0),
    (KeyCode::Right, 1, 0),
    (KeyCode::K, 0, -1),
    (KeyCode::J, 0, 1),
    (KeyCode::H, -1, 0),
    (KeyCode::L, 1, 0),
    (KeyCode::Y, -1, -1),
    (KeyCode::U, 1, -1),
    (KeyCode::B, -1, 1),
    (KeyCode::N, 1, 1),
    (KeyCode::Kp8, 0, -1),
    (KeyCode::Kp2, 0, 1),
    (KeyCode::Kp4, -1, 0),
    (KeyCode::Kp6, 1, 0),
];

impl Explorer {
    pub fn new(tables: &Tables, seed: u64) -> Explorer {
        let dungeon = generate_dungeon(tables, seed);
        let player = dungeon.floors[0]
            .level
            .creatures
            .iter()
            .find(|c| c.kind == tables.player())
            .map(|c| c.id)
            .expect("a new dungeon has its player on the first floor");
        Explorer {
            dungeon,
            floor: 0,
            player,
            seed,
            status_changed: true,
        }
    }

    pub fn level(&self) -> &Level {
        &self.dungeon.floors[self.floor].level
    }

    pub fn floor_spec(&self) -> usize {
        self.dungeon.floors[self.floor].spec
    }

    pub fn player_pos(&self) -> Pos {
        self.level()
            .creatures
            .get(self.player)
            .map_or(Pos::default(), |c| c.pos)
    }

    pub fn take_status_change(&mut self) -> bool {
        std::mem::take(&mut self.status_changed)
    }

    pub fn status(&self, tables: &Tables) -> String {
        let spec = &tables.dungeon[self.floor_spec()];
        let quadrant = self
            .level()
            .layout
            .quadrant_at(self.player_pos())
            .map_or("--", |q| q.label());
        format!(
            "{} (depth {}), quadrant {quadrant}  |  seed {}  |  move: arrows/hjklyubn  stairs: < >  zoom: PgUp/PgDn/wheel  new seed: R  quit: Esc",
            spec.name, spec.depth, self.seed
        )
    }

    /// Applies this frame's keys; true when the player changed floor (or the dungeon changed).
    pub fn handle_input(&mut self, tables: &Tables) -> bool {
        if is_key_pressed(KeyCode::R) {
            *self = Explorer::new(tables, self.seed.wrapping_add(1));
            return true;
        }
        for (key, dx, dy) in MOVES {
            if is_key_pressed(key) {
                self.step(dx, dy);
            }
        }
        let shift = is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift);
        let down = is_key_pressed(KeyCode::Period) && shift;
        let up = is_key_pressed(KeyCode::Comma) && shift;
        if down || up {
            return self.take_stairs(
                tables,
                if down {
                    PortalKind::Down
                } else {
                    PortalKind::Up
                },
            );
        }
        false
    }

    fn step(&mut self, dx: i32, dy: i32) {
        let to = self.player_pos().offset(dx, dy);
        let level = &mut self.dungeon.floors[self.floor].level;
        if !level.is_walkable(to) {
            return;
        }
        if let Some(Wall::Door { open: false }) = level.walls[to] {
            level.walls[to] = Some(Wall::Door { open: true });
        }
        if level.creatures.move_to(self.player, to) {
            self.status_changed = true;
        }
    }

    fn take_stairs(&mut self, tables: &Tables, kind: PortalKind) -> bool {
        let here = self.player_pos();
        let Some(portal) = self.level().portal_at(here).copied() else {
            return false;
        };
        let Some(target) = portal.to.filter(|_| portal.kind == kind) else {
            return false;
        };
        let level = &mut self.dungeon.floors[self.floor].level;
        level.creatures.remove(self.player);
        let next = &mut self.dungeon.floors[target.floor].level;
        let Some(id) = spawn_player(next, tables, target.arrival) else {
            return false;
        };
        self.player = id;
        self.floor = target.floor;
        self.status_changed = true;
        true
    }
}
