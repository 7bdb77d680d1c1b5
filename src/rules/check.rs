//! Whether a command can be carried out now; a refused command costs no turn and changes
//! nothing, and its reason is a sentence the app can show.

use std::fmt;

use super::action::Action;
use super::command::Command;
use super::event::{Verb, Who};
use super::game::{Game, WALL};
use super::rogue::LineBlocker;
use crate::world::PortalKind;

/// Why a command was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// A wall, rock or the edge of the map is in the way.
    Blocked,
    /// No stairs of that kind here, or stairs that lead nowhere.
    NoStairsHere,
    /// Nothing lies on the player's tile.
    NothingHere,
    /// The item is not in the inventory, or cannot be thrown.
    NotCarried,
    /// A throw at the thrower's own tile. (A target beyond walls or the map's edge is fine:
    /// the item stops at the first wall.)
    OutOfRange,
    /// No creature on the dart's target tile, or none the player sees.
    NoTarget,
    /// The dart's target is more than `rogue::DART_RANGE` tiles away.
    TooFar,
    /// A creature stands between the thrower and the dart's target.
    NoClearLine,
    /// A wall, a closed door or a corner cuts the line to the dart's target.
    WallInTheLine,
    /// Nothing lies on the neighbouring tile to steal from.
    NothingThere,
    /// A fixture that was opened, read, blessed or spent gives nothing more.
    Spent,
    /// No trap the player has found on that tile.
    NoTrapThere,
    /// The trap's works are bent past disarming (its tries are used up), or the tables say
    /// nothing of disarming.
    CannotDisarm,
    /// Not enough experience for the next level, or no level beyond.
    NotReady,
    /// No ability point to spend, or the ability is as high as a point can take it.
    NoPoints,
    /// The run has ended.
    GameOver,
    /// The actor is not on the floor being played (killed, or a thrown thing that landed).
    Gone,
    /// No item at that letter of the inventory.
    NoSuchItem,
    /// The item is not a thing one can use that way.
    CannotUse(Verb),
    /// Not a thing to wear or wield.
    NotWearable,
    /// Already worn.
    AlreadyWorn,
    /// Not worn.
    NotWorn,
    /// Worn things must come off before they are dropped.
    WornNow,
    /// A cursed thing is worn there and will not come off.
    Cursed,
    /// Not a name to call a kind by, or a kind already known.
    BadName,
    /// Trading needs a shop whose keeper is there and calm, and the trader inside it.
    NoShopHere,
    /// No ware of this shop lies there.
    NotForSale,
    /// Not coins enough for the price.
    TooPoor,
    /// Every letter of the pack is taken.
    PackFull,
    /// The shop does not trade in that kind of thing.
    WillNotBuy,
    /// The keeper's purse cannot pay that much.
    KeeperTooPoor,
    /// The things lying there are a shop's wares: bought, not picked up.
    ForSale,
    /// Walking into a calm shopkeeper trades rather than fights.
    Shopkeeper,
    /// No spell memorised in that slot.
    NoSpell,
    /// The slot's spell was cast and has not come back yet.
    SpellSpent,
    /// A spell with a range is aimed away from the caster.
    AimAway,
    /// The target is beyond the spell's range.
    OutOfReach,
    /// The caster cannot see the target tile.
    Unseen,
    /// Not a spell known, or no slot of its frequency free at this level.
    CannotMemorise,
}

impl Refusal {
    /// The reason as a sentence for the message log.
    pub fn message(&self) -> &'static str {
        match self {
            Refusal::Blocked => "A wall is in the way.",
            Refusal::NoStairsHere => "There are no stairs here that go that way.",
            Refusal::NothingHere => "There is nothing here to pick up.",
            Refusal::NotCarried => "You have nothing like that to throw.",
            Refusal::OutOfRange => "You cannot throw there.",
            Refusal::NoTarget => "There is nothing there to throw a dart at.",
            Refusal::TooFar => "That is too far for a dart (5 tiles at most).",
            Refusal::NoClearLine => "Another creature stands in the dart's way.",
            Refusal::WallInTheLine => "A wall blocks the dart's line.",
            Refusal::NothingThere => "There is nothing there to take.",
            Refusal::Spent => "There is nothing more to be had from that.",
            Refusal::NoTrapThere => "You know of no trap there.",
            Refusal::CannotDisarm => "That trap's works are past disarming.",
            Refusal::NotReady => "You need more experience for the next level.",
            Refusal::NoPoints => "You have no point to spend on that.",
            Refusal::GameOver => "The run is over.",
            Refusal::Gone => "Nobody is there to do that.",
            Refusal::NoSuchItem => "You carry nothing with that letter.",
            Refusal::CannotUse(Verb::Quaff) => "That is not something to drink.",
            Refusal::CannotUse(Verb::Read) => "That is not something to read.",
            Refusal::CannotUse(Verb::Eat) => "That is not something to eat.",
            Refusal::CannotUse(Verb::Use) => "That is not something to use.",
            Refusal::NotWearable => "That is not something to wear or wield.",
            Refusal::AlreadyWorn => "You are wearing that already.",
            Refusal::NotWorn => "You are not wearing that.",
            Refusal::WornNow => "Take it off first.",
            Refusal::Cursed => "It is cursed: it will not come off.",
            Refusal::BadName => "That kind is known, or that is not a name.",
            Refusal::NoShopHere => "There is no shopkeeper here to trade with.",
            Refusal::NotForSale => "That is not for sale.",
            Refusal::TooPoor => "You cannot afford that.",
            Refusal::PackFull => "Your pack is full.",
            Refusal::WillNotBuy => "The shopkeeper does not buy things like that.",
            Refusal::KeeperTooPoor => "The shopkeeper cannot afford that.",
            Refusal::ForSale => "Those are wares: buy them from the shopkeeper.",
            Refusal::Shopkeeper => "The shopkeeper waits for you to trade.",
            Refusal::NoSpell => "No spell is memorised there.",
            Refusal::SpellSpent => "That spell is spent until it comes back to you.",
            Refusal::AimAway => "Aim it away from yourself.",
            Refusal::OutOfReach => "That is beyond the spell's range.",
            Refusal::Unseen => "You cannot see there.",
            Refusal::CannotMemorise => "You cannot memorise that now: no slot of its kind is free.",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for Refusal {}

/// Checks a player's command against the state of the game.
pub fn check_command(game: &Game, command: &Command) -> Result<(), Refusal> {
    match (command.action(), command) {
        (Some(action), _) => check(game, game.player_who(), &action),
        (None, _) if game.outcome().is_some() => Err(Refusal::GameOver),
        (None, Command::LevelUp) if !super::experience::level_up_ready(game) => {
            Err(Refusal::NotReady)
        }
        (None, Command::Raise(a)) if !super::experience::can_raise(game, *a) => {
            Err(Refusal::NoPoints)
        }
        (None, Command::Memorise { spell, slot })
            if usize::from(spell.0) >= game.tables.spells.len()
                || !super::magic::can_memorise(
                    &game.tables,
                    game.state.character(),
                    *spell,
                    *slot,
                ) =>
        {
            Err(Refusal::CannotMemorise)
        }
        (None, Command::Forget(slot))
            if game
                .state
                .character()
                .spells
                .slots
                .get(usize::from(*slot))
                .is_none_or(Option::is_none) =>
        {
            Err(Refusal::NoSpell)
        }
        (None, Command::Call { kind, .. })
            if usize::from(kind.0) >= game.tables.items.len()
                || game.state.identities().is_known(*kind) =>
        {
            Err(Refusal::BadName)
        }
        (None, _) => Ok(()),
    }
}

/// Whether creature `who` may do `action` now. The same test for the player and for
/// monsters; only leaving the dungeon and taking stairs are the player's alone.
pub fn check(game: &Game, who: Who, action: &Action) -> Result<(), Refusal> {
    if game.outcome().is_some() {
        return Err(Refusal::GameOver);
    }
    let level = game.level();
    let Some(actor) = level.creatures.get(who.id) else {
        return Err(Refusal::Gone);
    };
    let here = actor.pos;
    match *action {
        Action::Wait => Ok(()),
        Action::Dash(direction, _) | Action::Step(direction) => {
            let to = direction.step(here);
            if who.id != game.player() {
                // A monster's step asks only for walkable ground, which the floor's cache of
                // walls and traps tells from a byte.
                let walkable = (game.floor_cache().at(level, to)).is_some_and(|b| b != WALL);
                debug_assert_eq!(walkable, level.is_walkable(to), "stale cache at {to:?}");
                return if walkable {
                    Ok(())
                } else {
                    Err(Refusal::Blocked)
                };
            }
            // The player's: a dash never tries a fixture, a step does.
            let fixture = level.fixture_at(to);
            let player_steps = matches!(action, Action::Step(_));
            let keeper = level.creatures.id_at(to);
            match fixture {
                _ if keeper.is_some_and(|k| super::shop::is_calm_keeper(level, k)) => {
                    Err(Refusal::Shopkeeper)
                }
                Some(f) if player_steps && f.is_open_to_try() => Ok(()),
                Some(_) if player_steps => Err(Refusal::Spent),
                _ if level.is_walkable(to) => Ok(()),
                _ => Err(Refusal::Blocked),
            }
        }
        Action::Disarm(direction) => {
            let at = direction.step(here);
            let Some(trap) = level.found_trap_at(at).filter(|_| at != here) else {
                return Err(Refusal::NoTrapThere);
            };
            match super::ability_checks::can_disarm(game.tables(), trap) {
                true => Ok(()),
                false => Err(Refusal::CannotDisarm),
            }
        }
        Action::PickUp { only } => {
            let pile = level.items.at(here);
            let mut wanted = pile
                .iter()
                .filter(|i| only.is_none_or(|kind| kind == i.kind));
            match wanted.clone().next() {
                None => Err(Refusal::NothingHere),
                Some(_) if wanted.all(|i| super::shop::is_guarded_ware(level, here, i)) => {
                    Err(Refusal::ForSale)
                }
                Some(_) => Ok(()),
            }
        }
        Action::ThrowDart { target } => {
            let seen = game.sees(who, target)
                && level
                    .creatures
                    .id_at(target)
                    .is_some_and(|id| id != who.id && game.flight(id).is_none());
            if !seen {
                Err(Refusal::NoTarget)
            } else if here.chebyshev(target) > game.dart_range() {
                Err(Refusal::TooFar)
            } else {
                match super::rogue::line_blocker(game, here, target) {
                    None => Ok(()),
                    Some(LineBlocker::Wall) => Err(Refusal::WallInTheLine),
                    Some(LineBlocker::Creature) => Err(Refusal::NoClearLine),
                }
            }
        }
        Action::Steal(direction) => {
            let at = direction.step(here);
            if level.in_bounds(at) && !level.items.is_empty_at(at) {
                Ok(())
            } else {
                Err(Refusal::NothingThere)
            }
        }
        Action::Throw { item, target } => {
            let carried = actor.inventory.count(item) > 0;
            let throwable = game
                .tables()
                .items
                .get(usize::from(item.0))
                .is_some_and(|d| d.throwable);
            if !carried || !throwable || game.flier_kind().is_none() {
                Err(Refusal::NotCarried)
            } else if target == here || here.chebyshev(target) > super::flight::TARGET_REACH {
                Err(Refusal::OutOfRange)
            } else {
                Ok(())
            }
        }
        Action::Use { slot, verb } => super::items::check_use(game, &actor.inventory, slot, verb),
        Action::Wear(slot) => super::items::equip::check_wear(game, &actor.inventory, slot),
        Action::TakeOff(slot) => super::items::equip::check_take_off(&actor.inventory, slot),
        Action::Buy { at, index } => super::shop::check_buy(game, who, at, index),
        Action::Cast { source, target } => super::magic::check_cast(game, who, source, target),
        Action::Sell(slot) => super::shop::check_sell(game, who, slot),
        Action::Drop(slot) => match actor.inventory.items().get(usize::from(slot)) {
            None => Err(Refusal::NoSuchItem),
            Some(item) if item.worn => Err(Refusal::WornNow),
            Some(_) => Ok(()),
        },
        Action::Descend | Action::Ascend => {
            let wanted = |kind: PortalKind| match action {
                Action::Descend => kind == PortalKind::Down,
                _ => kind == PortalKind::Up || kind == PortalKind::Exit,
            };
            match level.portal_at(here) {
                // Monsters keep to their own floor.
                _ if who.id != game.player() => Err(Refusal::NoStairsHere),
                Some(p) if wanted(p.kind) && (p.kind == PortalKind::Exit || p.to.is_some()) => {
                    Ok(())
                }
                _ => Err(Refusal::NoStairsHere),
            }
        }
    }
}
