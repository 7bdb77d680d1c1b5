//! The typed rows of the data tables, after loading and cross-checking.

use super::dice::Dice;
use super::PrefabChoice;
pub use crate::world::ids::{CheckId, ItemId, MonsterId, RoomTypeId, SpellId, TrapId};
use crate::world::{Abilities, Ability, Defences, RoomShape};

/// A colour written `#rrggbb` in the tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// One entry of a creature's behaviour stack (GAME.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Behaviour {
    /// Acts on the player's commands.
    Player,
    Stunnable,
    BeelineVisible,
    Hunt,
    RandomWalk,
    KeepRange(u32),
    Throw {
        item: ItemId,
        cooldown: u32,
    },
    PickUp(ItemId),
    Sleep,
    Fly {
        speed: u32,
    },
    /// Keeps watch over treasure: attacks the player on sight, else patrols the tiles within
    /// `patrol` steps of its post.
    Guard {
        patrol: u32,
    },
    /// Keeps a shop (`shops.csv`): stands by it and trades while calm; robbed or attacked, it
    /// passes to the rest of its stack, which hunts.
    Shopkeeper,
    /// Casts a spell of `spells.csv` at the player in sight and range, then waits `cooldown`
    /// turns before the next.
    Cast {
        spell: SpellId,
        cooldown: u32,
    },
}

/// A row of `classes.csv`: what a character is trained as.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDef {
    pub id: String,
    pub name: String,
    /// Offered on the creation screen; an unplayable class is for monsters or later use.
    pub playable: bool,
    /// Base scores, before the race's bonuses and the player's points.
    pub abilities: Abilities,
    pub hp_first: i32,
    pub hp_per_level: i32,
    /// Class bonuses to AC, fortitude, reflex and will.
    pub defences: Defences,
    pub sight: i32,
    /// The ability the class's blows are rolled with (a fighter's STR, a rogue's DEX).
    pub blow: Ability,
    /// The blow without a weapon.
    pub unarmed: Dice,
    /// The damage of a dart.
    pub dart: Dice,
    /// Tiles taken off how far monsters notice the character while sneaking.
    pub stealth: i32,
    /// The starting kit.
    pub items: Vec<(ItemId, u32)>,
    pub description: String,
}

/// A row of `races.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceDef {
    pub id: String,
    pub name: String,
    /// Added to the class's scores (0 where the table is silent).
    pub bonuses: Abilities,
    /// Points the player spends at creation.
    pub free_points: u32,
    pub description: String,
}

/// A row of `levels.csv`: what reaching a level needs and gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelDef {
    pub level: u32,
    /// Total experience needed.
    pub xp: u64,
    /// Hit points gained on top of the class's per-level hit points.
    pub hp: i32,
    pub ability_points: u32,
    /// How many spells of each frequency (`Frequency::ALL` order) may be memorised.
    pub spell_slots: [u32; 3],
}

/// A monster's side of the d20 rules: its level, scores, defence bonuses, the dice of its
/// blows and throws, and the experience it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fighter {
    pub level: u32,
    /// 10 where the table is silent.
    pub abilities: Abilities,
    /// Bonuses to the defences the rules compute from its scores and level.
    pub defences: Defences,
    pub attack: Dice,
    pub xp: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MonsterDef {
    pub id: String,
    /// What players read: "green verp" (each tier its own).
    pub name: String,
    pub glyph: char,
    /// The tileset tile drawn for it.
    pub sprite: String,
    pub color: Rgb,
    /// The quadrant difficulty it spawns at; `None` (written -1) for never spawned.
    pub difficulty: Option<u8>,
    /// Weight among the monsters of the same difficulty.
    pub chance: f64,
    /// The shallowest floor (by depth) where rooms draw it; 1 when the table is silent.
    pub min_depth: u32,
    /// The deepest floor where rooms draw it; `None` for no limit.
    pub max_depth: Option<u32>,
    pub behaviours: Vec<Behaviour>,
    pub hp: i32,
    /// How it fights: the same rolls as the player's (GAME.md §12).
    pub fighter: Fighter,
    /// What it carries when spawned.
    pub items: Vec<(ItemId, u32)>,
    /// How far it sees, in tiles.
    pub sight: i32,
}

impl MonsterDef {
    /// Whether rooms of a floor this deep may draw it.
    pub fn lives_at(&self, depth: u32) -> bool {
        depth >= self.min_depth && self.max_depth.is_none_or(|max| depth <= max)
    }
}

/// What an item is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ItemKind {
    Rock,
    Treasure,
    Potion,
    Scroll,
    Gold,
    Food,
    /// Shot from a launcher (arrows); thrown by hand they barely hurt.
    Ammo,
    /// A row of `equipment.csv`: worn or wielded in a slot.
    Equipment,
    /// A book, an inscription to carry: read, it tells a piece of lore.
    Book,
}

impl ItemKind {
    /// The kinds whose look is shuffled each run and which are unknown until identified.
    pub fn is_shuffled(self) -> bool {
        matches!(self, ItemKind::Potion | ItemKind::Scroll)
    }
}

/// What using an item does (GAME.md §12: good and bad). Turns count from the use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Restores hit points.
    Heal(i32),
    /// Raises strength by this many points (up to the score cap).
    Strength(i32),
    /// Experience points.
    Experience(i32),
    /// Senses every creature of the floor.
    Telepathy(u32),
    /// Floats over traps.
    Levitation(u32),
    /// Steps go astray half the time.
    Confusion(u32),
    /// Sight shrinks to the next tile.
    Darkness(u32),
    /// A hit point lost at the end of each of these turns.
    Poison(u32),
    /// Makes known this many unknown kinds the user carries.
    Identify(u32),
    /// To a random free tile of the floor.
    Teleport,
    /// Every tile of the floor becomes explored.
    MagicMapping,
    /// Adds to the wielded weapon's enchantment.
    EnchantWeapon(i32),
    /// Adds to the worn body armour's (else any worn armour's) enchantment.
    EnchantArmour(i32),
    /// Lifts the curse of everything worn.
    RemoveCurse,
    /// Wakes every creature of the floor and tells it where the user is.
    Aggravate,
    /// Flames burn every creature next to the user, and the user.
    Fire(Dice),
    /// Tells a piece of the deep's lore, made from `words.csv`'s templates.
    Lore,
    /// Teaches the reader the lowest spell of their class they do not know yet.
    Teach,
}

/// Where an item of equipment is worn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Slot {
    MainHand,
    OffHand,
    Body,
    Head,
    Feet,
    Finger,
}

impl Slot {
    pub const ALL: [Slot; 6] = [
        Slot::MainHand,
        Slot::OffHand,
        Slot::Body,
        Slot::Head,
        Slot::Feet,
        Slot::Finger,
    ];

    /// As `equipment.csv` writes it.
    pub fn name(self) -> &'static str {
        match self {
            Slot::MainHand => "main_hand",
            Slot::OffHand => "off_hand",
            Slot::Body => "body",
            Slot::Head => "head",
            Slot::Feet => "feet",
            Slot::Finger => "finger",
        }
    }

    /// For screens: "main hand".
    pub fn label(self) -> &'static str {
        match self {
            Slot::MainHand => "main hand",
            Slot::OffHand => "off hand",
            Slot::Body => "body",
            Slot::Head => "head",
            Slot::Feet => "feet",
            Slot::Finger => "finger",
        }
    }
}

/// A row of `equipment.csv`: what wearing or wielding it changes (GAME.md §12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Equip {
    pub slot: Slot,
    /// 2 for a weapon that takes the off hand too.
    pub hands: u8,
    /// The ability a weapon's attacks are rolled with; `None` for the wielder's own (the
    /// class's `blow`).
    pub ability: Option<Ability>,
    /// Added to attack rolls made with it (a weapon) or to all of them (a ring).
    pub attack: i32,
    /// A weapon's damage dice; a launcher's, for what it shoots.
    pub damage: Option<Dice>,
    /// Added to AC (armour, shields), fortitude, reflex and will.
    pub defences: Defences,
    /// A launcher's reach in tiles; 0 for everything else.
    pub range: i32,
    /// What a launcher shoots.
    pub ammo: Option<ItemId>,
    pub weight: u32,
    /// Rooms of floors this deep and deeper may hold it.
    pub min_depth: u32,
}

impl Equip {
    pub fn is_weapon(&self) -> bool {
        self.slot == Slot::MainHand
    }

    pub fn is_launcher(&self) -> bool {
        self.ammo.is_some()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct ItemDef {
    pub id: String,
    /// As the player calls it once known: "healing draught".
    pub name: String,
    pub glyph: char,
    pub sprite: String,
    pub kind: ItemKind,
    pub effects: Vec<Effect>,
    pub throwable: bool,
    /// The damage it deals thrown by the player; `None` for a thing that only knocks.
    pub damage: Option<Dice>,
    pub value: u32,
    /// Weight when rooms scatter items; 0 for items that are only placed on purpose.
    pub chance: f64,
    /// What the examine screen says of it.
    pub description: String,
    /// Set for the rows of `equipment.csv`.
    pub equip: Option<Equip>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RoomDef {
    pub id: String,
    pub shape: RoomShape,
    /// The quadrant difficulty it may appear at; `None` (written `*`) for any.
    pub difficulty: Option<u8>,
    /// The monsters it may hold; `None` (written `*`) for any of its difficulty.
    pub monsters: Option<Vec<MonsterId>>,
    pub chance: f64,
    pub color: Rgb,
    /// Creatures per 100 floor tiles, before the depth curve.
    pub monster_density: f64,
    /// Items per 100 floor tiles, before the depth curve.
    pub item_density: f64,
    /// The chance that a room of this type holds a treasure hoard (and is trapped with
    /// intent); the goal floor's treasure room always does.
    pub treasure: f64,
    pub min_depth: u32,
    pub max_depth: Option<u32>,
    /// The prefab or tagged pool of prefabs of a `prefab` room; `None` for the other shapes.
    pub prefab: Option<PrefabChoice>,
}

/// `y = clamp(a·x + b + (x div d)·ad, min, max)` with x the depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    pub a: f64,
    pub b: f64,
    /// Never 0: loading refuses it.
    pub d: u32,
    pub ad: f64,
    pub min: f64,
    pub max: f64,
}

impl Curve {
    pub fn at(&self, depth: u32) -> f64 {
        let x = f64::from(depth);
        let steps = f64::from(depth / self.d.max(1));
        (self.a * x + self.b + steps * self.ad).clamp(self.min, self.max)
    }
}

/// One floor of `dungeon.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct FloorSpec {
    pub id: String,
    pub name: String,
    pub depth: u32,
    /// The floor whose down-stairs lead here; `None` for the first floor.
    pub parent: Option<usize>,
    pub width: i32,
    pub height: i32,
    pub palette: Rgb,
    /// Whether this floor holds the treasure the run is for.
    pub goal: bool,
    /// A thing worth the detour, guarded in a room of the floor's last quadrant (a branch's
    /// reward), enchanted +2 if it is equipment.
    pub prize: Option<ItemId>,
}

/// What springing a trap does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TrapEffect {
    /// Drops the victim to the floor below (hurting it), or just hurts on the deepest floors.
    Pit { damage: i32 },
    /// Hurts `damage` every turn for `turns` turns.
    Poison { damage: i32, turns: u32 },
    /// A swinging block: one hard hit.
    Block { damage: i32 },
}

/// One row of `traps.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct TrapDef {
    pub id: String,
    pub sprite: String,
    pub effect: TrapEffect,
    /// From 0 (always noticed when looked for) to 1 (never): scales the chance to notice it.
    pub detect: f64,
    /// Weight when a room draws the kind of each trap.
    pub chance: f64,
}

impl TrapDef {
    /// Whether it drops whoever steps on it to the floor below.
    pub fn is_pit(&self) -> bool {
        matches!(self.effect, TrapEffect::Pit { .. })
    }
}

/// What an `ability_checks.csv` row is tried on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CheckThing {
    /// A thing standing in a room (barrel, chest, altar, rune stone), tried by walking into it.
    Fixture,
    /// A found trap, tried with `D` and a direction: success disarms it.
    Trap,
}

/// What follows a success or a failure of an ability check.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckOutcome {
    /// The sentence the log shows.
    pub message: String,
    pub xp: u32,
    /// Hit points restored (positive) or lost (negative).
    pub hp: i32,
    /// Items handed to the player.
    pub items: Vec<(ItemId, u32)>,
    /// A text the player reads: an inscription, a vision, a page.
    pub lore: Option<String>,
    /// A piece of the run's own lore is told (made from `words.csv`, as books tell it).
    pub tale: bool,
    /// A failed disarm sets the trap off when the roll falls short by 5 or more.
    pub spring: bool,
}

/// One row of `ability_checks.csv` (GAME.md §12): a thing tested with d20 + ability modifier
/// + half the level against a difficulty, a limited number of tries.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckDef {
    pub id: String,
    pub name: String,
    pub thing: CheckThing,
    /// Tiles of a fixture before and after it is done with (empty for traps).
    pub sprite: String,
    pub spent_sprite: String,
    pub ability: Ability,
    pub difficulty: i32,
    /// Tries before the thing is spent (a trap: before it can no longer be disarmed).
    pub tries: u32,
    /// Weight when generation draws a fixture's kind (0: only where a prefab places it).
    pub chance: f64,
    /// The shallowest depth generation places it at.
    pub min_depth: u32,
    pub success: CheckOutcome,
    pub failure: CheckOutcome,
    /// The sentence when the last try fails.
    pub spent: String,
    pub description: String,
}
