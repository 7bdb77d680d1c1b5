//! One floor of the dungeon: its tile layers, creatures, items and portals.

use serde::{Deserialize, Serialize};

use super::creatures::Creatures;
use super::fixtures::Fixture;
use super::geometry::Pos;
use super::grid::Grid;
use super::items::Items;
use super::layout::Layout;
use super::portal::Portal;
use super::shop::Shop;
use super::tiles::{terrain_char, Ground, Ornament, Wall};
use super::traps::Trap;

/// A floor. Its terrain (ground, walls, ornaments and layout) follows from the run's seed but
/// for the few tiles play changes, so serde leaves it out: a save writes it as those changes
/// from the floor generated again (`run::terrain`) and puts it back when read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Level {
    #[serde(skip)]
    pub ground: Grid<Ground>,
    #[serde(skip)]
    pub walls: Grid<Option<Wall>>,
    #[serde(skip)]
    pub ornaments: Grid<Option<Ornament>>,
    pub creatures: Creatures,
    pub items: Items,
    pub portals: Vec<Portal>,
    pub traps: Vec<Trap>,
    /// Things that test an ability (see `fixtures`); each stands on a [`Wall::Fixture`] tile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fixtures: Vec<Fixture>,
    #[serde(skip)]
    pub layout: Layout,
    /// Hit points each transition hallway has given on this floor, by the hallway's least
    /// tile (see `hallways`); a spent hallway is no longer listed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hallway_warmth: Vec<(Pos, i32)>,
    /// The floor's shops (most floors have none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shops: Vec<Shop>,
}

impl Level {
    /// A level of solid rock.
    pub fn new(width: i32, height: i32) -> Self {
        Level {
            ground: Grid::new(width, height, Ground::Rock),
            walls: Grid::new(width, height, Some(Wall::Stone)),
            ornaments: Grid::new(width, height, None),
            creatures: Creatures::new(width, height),
            items: Items::default(),
            portals: Vec::new(),
            traps: Vec::new(),
            fixtures: Vec::new(),
            layout: Layout::new(width, height),
            hallway_warmth: Vec::new(),
            shops: Vec::new(),
        }
    }

    /// Moves every creature id up by `offset` (see `Creatures::shift_ids`), the shops'
    /// keepers with them.
    pub fn shift_creature_ids(&mut self, offset: u32) {
        self.creatures.shift_ids(offset);
        for shop in &mut self.shops {
            if let Some(keeper) = &mut shop.keeper {
                keeper.0 += offset;
            }
        }
    }

    /// The shop whose room holds a tile.
    pub fn shop_at(&self, p: Pos) -> Option<usize> {
        let room = self.layout.room_at(p)?;
        self.shops.iter().position(|s| usize::from(s.room) == room)
    }

    /// The shop a creature keeps.
    pub fn shop_kept_by(&self, keeper: super::creatures::CreatureId) -> Option<usize> {
        self.shops.iter().position(|s| s.keeper == Some(keeper))
    }

    pub fn width(&self) -> i32 {
        self.ground.width()
    }

    pub fn height(&self) -> i32 {
        self.ground.height()
    }

    pub fn in_bounds(&self, p: Pos) -> bool {
        self.ground.in_bounds(p)
    }

    /// Whether a creature may stand here (creatures themselves aside).
    pub fn is_walkable(&self, p: Pos) -> bool {
        self.in_bounds(p)
            && self.ground[p] != Ground::Rock
            && matches!(self.walls[p], None | Some(Wall::Door { .. }))
    }

    /// Whether a map of the floor shows the tile: open ground, and the walls around it.
    pub fn is_mappable(&self, p: Pos) -> bool {
        let open = |q: Pos| self.in_bounds(q) && self.ground[q] != Ground::Rock;
        (-1..=1).any(|dy| (-1..=1).any(|dx| open(p.offset(dx, dy))))
    }

    /// Whether light and sight pass through this tile.
    pub fn is_transparent(&self, p: Pos) -> bool {
        self.in_bounds(p)
            && match self.walls[p] {
                None => self.ground[p] != Ground::Rock,
                Some(Wall::Door { open }) => open,
                Some(Wall::Tile { transparent, .. }) => transparent,
                Some(Wall::Fixture) => true,
                Some(Wall::Stone) => false,
            }
    }

    pub fn trap_at(&self, p: Pos) -> Option<&Trap> {
        self.traps.iter().find(|t| t.pos == p)
    }

    pub fn portal_at(&self, p: Pos) -> Option<&Portal> {
        self.portals.iter().find(|portal| portal.pos == p)
    }

    /// The terrain character of a tile, as in `torchdeep gen`.
    pub fn terrain_char(&self, p: Pos) -> char {
        terrain_char(self.ground[p], self.walls[p])
    }

    /// The terrain as rows of characters, one per map row.
    pub fn terrain_rows(&self) -> Vec<String> {
        (0..self.height())
            .map(|y| {
                (0..self.width())
                    .map(|x| self.terrain_char(Pos::new(x, y)))
                    .collect()
            })
            .collect()
    }
}
