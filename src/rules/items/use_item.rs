//! Using a thing (GAME.md §12): quaffing a potion, reading a scroll, eating food. The user
//! takes one from its inventory, its row's effects happen in order, and the player learns
//! what the kind was.

use super::equip::worn_in;
use crate::data::{Effect, ItemKind, Slot};
use crate::rules::check::Refusal;
use crate::rules::event::{Discovery, Event, Gain, Harm, Verb, Who};
use crate::rules::game::Game;
use crate::world::PortableRng;
use crate::world::{Ability, Inventory, Item, Pos, Status};

/// Whether the item at `slot` may be used the way `verb` says.
pub(crate) fn check_use(
    game: &Game,
    inventory: &Inventory,
    slot: u8,
    verb: Verb,
) -> Result<(), Refusal> {
    let item = inventory
        .items()
        .get(usize::from(slot))
        .ok_or(Refusal::NoSuchItem)?;
    let kind = game.tables.item(item.kind).kind;
    let fits = match verb {
        Verb::Quaff => kind == ItemKind::Potion,
        Verb::Read => matches!(kind, ItemKind::Scroll | ItemKind::Book),
        Verb::Eat => kind == ItemKind::Food,
        Verb::Use => matches!(
            kind,
            ItemKind::Potion | ItemKind::Scroll | ItemKind::Food | ItemKind::Book
        ),
    };
    if fits {
        Ok(())
    } else {
        Err(Refusal::CannotUse(verb))
    }
}

/// The verb that suits a kind of thing, for `Verb::Use`.
fn verb_for(kind: ItemKind) -> Verb {
    match kind {
        ItemKind::Potion => Verb::Quaff,
        ItemKind::Scroll | ItemKind::Book => Verb::Read,
        _ => Verb::Eat,
    }
}

/// `who` uses one of the item at `slot`.
pub(crate) fn use_item(game: &mut Game, who: Who, slot: u8, verb: Verb) {
    let Some(item) = game
        .level()
        .creatures
        .get(who.id)
        .and_then(|c| c.inventory.items().get(usize::from(slot)).copied())
    else {
        return;
    };
    let def = game.tables.item(item.kind);
    let verb = match verb {
        Verb::Use => verb_for(def.kind),
        v => v,
    };
    let (effects, shuffled) = (def.effects.clone(), def.kind.is_shuffled());
    game.emit(Event::Used {
        who,
        item: item.with_count(1),
        verb,
    });
    if shuffled && who.id == game.player() {
        super::identify::identify(game, item.kind, Discovery::Used);
    }
    for effect in effects {
        if game.outcome().is_some() || game.level().creatures.get(who.id).is_none() {
            break;
        }
        apply_effect(game, who, item, effect);
    }
}

fn apply_effect(game: &mut Game, who: Who, item: Item, effect: Effect) {
    let turn = game.turn();
    let begin = |game: &mut Game, status: Status, turns: u32| {
        let until = turn + 1 + u64::from(turns);
        game.emit(Event::StatusBegan { who, status, until });
        if status == Status::Darkness || status == Status::Telepathy {
            game.view.invalidate();
        }
    };
    match effect {
        Effect::Heal(n) => heal(game, who, n),
        Effect::Strength(n) if who.id == game.player() => {
            let now = game.state.character().abilities.score(Ability::Strength);
            let score = (now + n).min(crate::rules::character::SCORE_CAP);
            game.emit(Event::AbilityChanged {
                who,
                ability: Ability::Strength,
                score,
            });
        }
        Effect::Experience(n) if who.id == game.player() => {
            crate::rules::experience::gain(game, n as u32, Gain::Item(item.kind));
        }
        Effect::Strength(_) | Effect::Experience(_) => {}
        Effect::Telepathy(t) => begin(game, Status::Telepathy, t),
        Effect::Levitation(t) => begin(game, Status::Levitation, t),
        Effect::Confusion(t) => begin(game, Status::Confusion, t),
        Effect::Darkness(t) => begin(game, Status::Darkness, t),
        Effect::Poison(turns) => game.emit(Event::Poisoned {
            who,
            damage: 1,
            turns,
        }),
        Effect::Identify(n) => identify_carried(game, who, n),
        Effect::Teleport => teleport(game, who),
        Effect::MagicMapping => {
            let floor = game.floor();
            game.emit(Event::Mapped { floor });
        }
        Effect::EnchantWeapon(by) => enchant(game, who, &[Slot::MainHand], by),
        Effect::EnchantArmour(by) => enchant(
            game,
            who,
            &[Slot::Body, Slot::OffHand, Slot::Head, Slot::Feet],
            by,
        ),
        Effect::RemoveCurse => {
            let cursed: Vec<Item> = carried(game, who)
                .items()
                .iter()
                .filter(|i| i.worn && i.cursed)
                .copied()
                .collect();
            for item in cursed {
                game.emit(Event::Uncursed { who, item });
            }
        }
        Effect::Aggravate => aggravate(game, who),
        Effect::Fire(dice) => fire(game, who, dice),
        Effect::Lore if who.id == game.player() => {
            let page = game.rng().u32(..);
            game.emit(Event::LoreRead {
                page,
                from: super::super::event::LoreSource::Book,
            });
        }
        Effect::Lore => {}
        Effect::Teach if who.id == game.player() => {
            super::super::magic::teach(game);
        }
        Effect::Teach => {}
    }
}

fn carried(game: &Game, who: Who) -> Inventory {
    game.level()
        .creatures
        .get(who.id)
        .map(|c| c.inventory.clone())
        .unwrap_or_default()
}

fn heal(game: &mut Game, who: Who, n: i32) {
    let Some(c) = game.level().creatures.get(who.id) else {
        return;
    };
    let max = if who.id == game.player() {
        game.max_hp()
    } else {
        game.tables.monster(who.kind).hp
    };
    let hp = (c.hp + n).min(max).max(c.hp);
    game.emit(Event::Healed {
        who,
        hp,
        amount: hp - c.hp,
    });
}

/// Up to `n` unknown kinds the user carries, drawn by the run's dice.
fn identify_carried(game: &mut Game, who: Who, n: u32) {
    if who.id != game.player() {
        return;
    }
    let ids = game.state.identities();
    let mut unknown: Vec<_> = carried(game, who)
        .items()
        .iter()
        .map(|i| i.kind)
        .filter(|&k| !ids.is_known(k))
        .collect();
    unknown.dedup();
    for _ in 0..n {
        if unknown.is_empty() {
            break;
        }
        let i = game.rng().index(unknown.len());
        let kind = unknown.remove(i);
        super::identify::identify(game, kind, Discovery::Scroll);
    }
}

/// To a free tile of the floor, drawn by the run's dice: walkable, no creature, no trap.
fn teleport(game: &mut Game, who: Who) {
    let level = game.level();
    let Some(from) = level.creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    let free = |p: Pos| {
        level.is_walkable(p)
            && level.creatures.id_at(p).is_none()
            && level.trap_at(p).is_none()
            && level.fixture_at(p).is_none()
    };
    let (w, h) = (level.width(), level.height());
    let tiles: Vec<Pos> = (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .filter(|&p| free(p))
        .collect();
    if tiles.is_empty() {
        return;
    }
    let to = tiles[game.rng().index(tiles.len())];
    game.emit(Event::Teleported { who, from, to });
}

/// Adds `by` to the first worn thing of `slots`; it is known after, and its curse is gone.
fn enchant(game: &mut Game, who: Who, slots: &[Slot], by: i32) {
    let inventory = carried(game, who);
    let target = slots
        .iter()
        .find_map(|&s| worn_in(&game.tables, &inventory, s));
    if let Some((_, item)) = target {
        game.emit(Event::Enchanted {
            who,
            item,
            by: by.clamp(-5, 5) as i8,
        });
    }
}

/// Every creature of the floor wakes and knows where the user stands.
fn aggravate(game: &mut Game, who: Who) {
    let Some(at) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    game.emit(Event::Aggravated { who, at });
    let others: Vec<_> = game
        .level()
        .creatures
        .iter()
        .filter(|c| c.id != who.id && c.mind.flight.is_none())
        .map(|c| c.id)
        .collect();
    for id in others {
        game.change_mind(id, |m| {
            m.dozing = false;
            m.last_seen = Some(at);
        });
    }
}

/// Flames on every tile around the user: each creature there (the user too) takes the dice.
fn fire(game: &mut Game, who: Who, dice: crate::data::dice::Dice) {
    let Some(at) = game.level().creatures.get(who.id).map(|c| c.pos) else {
        return;
    };
    game.emit(Event::Burst { who, at });
    let burnt: Vec<Who> = game
        .level()
        .creatures
        .iter()
        .filter(|c| c.pos.chebyshev(at) <= 1 && c.mind.flight.is_none())
        .map(|c| Who {
            id: c.id,
            kind: c.kind,
        })
        .collect();
    for victim in burnt {
        let damage = dice.roll(game.rng()).max(1);
        crate::rules::traps::hurt(game, victim, damage, Harm::Fire);
        if game.outcome().is_some() {
            break;
        }
    }
}
