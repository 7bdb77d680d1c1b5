//! Read-only looks at a game for the app, tools and tests: the floor, the player, what the
//! player sees and remembers, and a hash of the whole state.

use super::command::Direction;
use super::event::Outcome;
use super::game::Game;
use crate::data::{FloorSpec, ItemId, MonsterId, Tables};
use crate::world::Flight;
use crate::world::{Creature, CreatureId, Dungeon, Grid, Item, Level, Pos};

impl Game {
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// The seed the run was made from.
    pub fn seed(&self) -> u64 {
        self.state.seed()
    }

    pub fn dungeon(&self) -> &Dungeon {
        self.state.dungeon()
    }

    /// The floor the player is on, as an index into the dungeon's floors (for a generated
    /// dungeon, its row of `dungeon.csv`).
    pub fn floor(&self) -> usize {
        self.state.floor()
    }

    /// The `dungeon.csv` row of the player's floor.
    pub fn floor_spec(&self) -> &FloorSpec {
        &self.tables.dungeon[self.state.dungeon().floors[self.state.floor()].spec]
    }

    /// The level the player is on.
    pub fn level(&self) -> &Level {
        self.state.level()
    }

    /// The player's id, the same on every floor.
    pub fn player(&self) -> CreatureId {
        self.state.player()
    }

    /// The same as [`Game::player`].
    pub fn player_id(&self) -> CreatureId {
        self.state.player()
    }

    pub fn player_creature(&self) -> Option<&Creature> {
        self.level().creatures.get(self.state.player())
    }

    pub fn player_pos(&self) -> Pos {
        self.player_creature().map_or(Pos::new(-1, -1), |c| c.pos)
    }

    pub fn player_hp(&self) -> i32 {
        // A killing blow may go past 0; what is shown and reported stops there.
        self.player_creature().map_or(0, |c| c.hp.max(0))
    }

    /// The player's full hit points, from their class, CON and level.
    pub fn max_hp(&self) -> i32 {
        super::character::max_hp(&self.tables, self.state.character())
    }

    /// Who the player is and how far they have grown.
    pub fn character(&self) -> &crate::world::Character {
        self.state.character()
    }

    /// Whether the player has the experience for the next level (`Command::LevelUp`).
    pub fn can_level_up(&self) -> bool {
        super::experience::level_up_ready(self)
    }

    /// How a creature of the current floor fights, by the same rules for all.
    pub fn fighter_of(&self, id: CreatureId) -> Option<super::attack::Fighter> {
        self.who(id).map(|who| super::attack::fighter(self, who))
    }

    /// The chance that the player's blow hits the creature `id`.
    pub fn blow_chance(&self, id: CreatureId) -> f64 {
        use super::attack::{hit_chance, Style};
        let (Some(me), Some(it)) = (self.fighter_of(self.player()), self.fighter_of(id)) else {
            return 0.0;
        };
        hit_chance(
            me.attack_bonus(Style::Blow),
            it.defences.get(crate::world::Defence::Ac),
        )
    }

    /// The chance that the spell in the player's `slot` hits the creature at `target`, by
    /// the cast's own roll (d20 + ability modifier + half the level against the spell's
    /// defence); `None` without such a spell, a creature there, or a defence to beat.
    pub fn spell_chance(&self, slot: u8, target: Pos) -> Option<f64> {
        let book = &self.state.character().spells;
        let spell = self
            .tables
            .spell((book.slots.get(usize::from(slot)).copied())??);
        let defence = spell.defence?;
        let it = self.fighter_of(self.level().creatures.id_at(target)?)?;
        let me = self.fighter_of(self.player())?;
        let bonus = me.abilities.modifier(spell.ability) + (me.level / 2) as i32;
        Some(super::attack::hit_chance(bonus, it.defences.get(defence)))
    }

    /// The player's defences now, with what they wear.
    pub fn defences(&self) -> crate::world::Defences {
        super::attack::fighter(self, self.player_who()).defences
    }

    /// Turns played so far.
    pub fn turn(&self) -> u64 {
        self.state.turn()
    }

    /// Creatures the player killed, by blows or thrown items.
    pub fn kills(&self) -> u32 {
        self.state.kills()
    }

    /// How the run ended; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// The deepest floor the player has reached (by depth).
    pub fn deepest_floor(&self) -> usize {
        self.state.deepest()
    }

    /// What killed the player, once dead.
    pub fn death(&self) -> Option<super::state::DeathCause> {
        self.state.death()
    }

    /// Whether the player carries the treasure the run is for.
    pub fn has_treasure(&self) -> bool {
        self.kinds.treasure.is_some_and(|t| {
            self.player_creature()
                .is_some_and(|c| c.inventory.count(t) > 0)
        })
    }

    /// Whether the player sees a tile now.
    pub fn is_visible(&self, p: Pos) -> bool {
        self.view.player_sees(p)
    }

    /// The items lying in view, ordered by position (only the square of sight is looked at).
    pub fn items_in_view(&self) -> impl Iterator<Item = (Pos, &Item)> {
        let (origin, sight) = self.view.player_square();
        (self.level().items.around(origin, sight)).filter(|&(p, _)| self.is_visible(p))
    }

    /// Whether the player perceives a creature on `p`: in view, or felt by telepathy.
    pub fn senses(&self, p: Pos) -> bool {
        self.sensing()(p)
    }

    /// [`Game::senses`] for many tiles of one turn: the player's telepathy is looked up once.
    pub fn sensing(&self) -> impl Fn(Pos) -> bool + '_ {
        let telepathy = self.has_status(crate::world::Status::Telepathy);
        move |p| telepathy || self.is_visible(p)
    }

    /// Whether a condition holds for the player this turn.
    pub fn has_status(&self, status: crate::world::Status) -> bool {
        let turn = self.turn();
        self.state
            .player_creature()
            .is_some_and(|c| c.mind.statuses.has(status, turn))
    }

    /// Whether the player knows a tile of the current floor: seen it, or mapped it.
    pub fn is_explored(&self, p: Pos) -> bool {
        let mapped = self.state.is_mapped(self.state.floor());
        known_tile(self.explored(), mapped, self.level(), p)
    }

    /// The tiles of the current floor the player has seen.
    pub fn explored(&self) -> &Grid<bool> {
        self.state.explored(self.state.floor())
    }

    /// Which tiles of the current floor block sight.
    pub fn sight_map(&self) -> &crate::grid::fov::SightMap {
        &self.floor_cache().vision.sight
    }

    /// Whether a creature of the current floor was hit too recently to act (if stunnable).
    pub fn is_stunned(&self, id: CreatureId) -> bool {
        let turn = self.state.turn();
        let c = self.level().creatures.get(id);
        c.is_some_and(|c| c.mind.is_stunned(turn))
    }

    /// The flight of a thrown item in the air.
    pub fn flight(&self, id: CreatureId) -> Option<Flight> {
        self.level().creatures.get(id).and_then(|c| c.mind.flight)
    }

    /// A shortest path from the player to `target` over explored walkable tiles, around the
    /// traps the player has found and the creatures in view (`target` itself may be either):
    /// the tiles stepped on, start excluded. `None` when there is none.
    pub fn path_to(&self, target: Pos) -> Option<Vec<Pos>> {
        let level = self.level();
        let explored = self.explored();
        crate::grid::paths::astar(
            level.width(),
            level.height(),
            self.player_pos(),
            target,
            |p| {
                level.is_walkable(p)
                    && explored[p]
                    && (p == target
                        || (level.found_trap_at(p).is_none()
                            && !(self.is_visible(p) && level.creatures.at(p).is_some())))
            },
        )
    }

    /// The directions in which something lies next to the player: what `Command::Steal` can
    /// take.
    pub fn piles_beside(&self) -> impl Iterator<Item = Direction> + '_ {
        let (level, here) = (self.level(), self.player_pos());
        Direction::ALL.into_iter().filter(move |d| {
            let p = d.step(here);
            level.in_bounds(p) && !level.items.is_empty_at(p)
        })
    }

    /// Whether the player sneaks (`Command::ToggleSneak`).
    pub fn is_sneaking(&self) -> bool {
        self.state.is_sneaking()
    }

    /// How many creatures the player sees, the player and thrown items aside.
    pub fn monsters_in_view(&self) -> usize {
        let flier = self.flier_kind();
        self.level()
            .creatures
            .iter()
            .filter(|c| {
                c.id != self.state.player() && Some(c.kind) != flier && self.is_visible(c.pos)
            })
            .count()
    }

    /// The row of `monsters.csv` that thrown items fly as, if the tables have one.
    pub fn flier_kind(&self) -> Option<MonsterId> {
        self.kinds.flier.map(|(kind, _)| kind)
    }

    /// The first throwable item the player carries.
    pub fn first_throwable(&self) -> Option<ItemId> {
        self.player_creature()?
            .inventory
            .items()
            .iter()
            .map(|s| s.kind)
            .find(|&i| self.tables.item(i).throwable)
    }

    /// A hash of everything that can change in a run: same seed and commands, same hash.
    pub fn state_hash(&self) -> u64 {
        super::hash::state_hash(self)
    }
}

/// Whether the player knows a tile of a floor: seen, or shown by a magic map of it (`mapped`).
pub(crate) fn known_tile(
    explored: &Grid<bool>,
    mapped: bool,
    level: &crate::world::Level,
    p: Pos,
) -> bool {
    let seen = explored.get(p).copied().unwrap_or(false);
    seen || (mapped && level.in_bounds(p) && level.is_mappable(p))
}
