//! Shops (GAME.md §12): where they appear, what trading moves, and what theft and violence
//! bring down on the player.

mod support;

use std::sync::Arc;

use support::{messages_after, tables};
use torchdeep::data::Tables;
use torchdeep::gen::{generate_dungeon, spawn_player};
use torchdeep::rules::check::Refusal;
use torchdeep::rules::command::{Command, Direction};
use torchdeep::rules::event::Event;
use torchdeep::rules::game::Game;
use torchdeep::rules::shop::{buy_price, is_calm_keeper, sell_price};
use torchdeep::world::{Item, Level, Pos};

/// The first seed from `from` whose dungeon has a shop, with that floor's index.
fn dungeon_with_shop(tables: &Tables, from: u64) -> (u64, usize) {
    for seed in from..from + 200 {
        let dungeon = generate_dungeon(tables, seed);
        if let Some(f) = dungeon
            .floors
            .iter()
            .position(|f| !f.level.shops.is_empty())
        {
            return (seed, f);
        }
    }
    panic!("no shop in 200 dungeons");
}

/// A game with the player standing in a shop next to its keeper, carrying `gold` coins and
/// its usual things, on a floor cleared of every other creature.
fn in_shop(tables: Arc<Tables>, from: u64, gold: u32) -> Game {
    let (seed, f) = dungeon_with_shop(&tables, from);
    let mut dungeon = generate_dungeon(&tables, seed);
    // The player arrives here instead of on the first floor.
    for floor in &mut dungeon.floors {
        let others: Vec<_> = floor.level.creatures.iter().map(|c| c.id).collect();
        let keepers: Vec<_> = floor.level.shops.iter().filter_map(|s| s.keeper).collect();
        for id in others.into_iter().filter(|id| !keepers.contains(id)) {
            floor.level.creatures.remove(id);
        }
    }
    let level = &mut dungeon.floors[f].level;
    let keeper = level.shops[0].keeper.unwrap();
    let at = level.creatures.get(keeper).unwrap().pos;
    let room = level.layout.room_at(at).unwrap();
    let spot = at
        .neighbours8()
        .into_iter()
        .find(|&p| {
            level.layout.room_at(p) == Some(room)
                && level.is_walkable(p)
                && level.creatures.id_at(p).is_none()
        })
        .expect("a free tile beside the keeper");
    let player = spawn_player(level, &tables, spot).unwrap();
    let coins = tables.gold().unwrap();
    level
        .creatures
        .with_mut(player, |c| c.inventory.add(Item::new(coins, gold)));
    Game::from_dungeon(tables, dungeon, f, player, seed)
}

/// Every coin and every thing on the floor: carried by any creature or lying anywhere.
fn census(tables: &Tables, level: &Level) -> (u64, u64) {
    let coins = tables.gold().unwrap();
    let mut gold = 0u64;
    let mut things = 0u64;
    let carried = level
        .creatures
        .iter()
        .flat_map(|c| c.inventory.items().iter());
    let lying = level.items.iter().map(|(_, i)| i);
    for item in carried.chain(lying) {
        if item.kind == coins {
            gold += u64::from(item.count);
        } else {
            things += u64::from(item.count);
        }
    }
    (gold, things)
}

/// The wares on display: tile, index in the pile, item.
fn wares(level: &Level) -> Vec<(Pos, u8, Item)> {
    let shop = &level.shops[0];
    let mut out = Vec::new();
    for &p in &shop.counter {
        for (i, item) in level.items.at(p).iter().enumerate() {
            if item.for_sale {
                out.push((p, i as u8, *item));
            }
        }
    }
    out
}

#[test]
fn shops_appear_on_some_floors_with_a_keeper_a_purse_and_wares() {
    let tables = tables();
    let (mut floors, mut with_shop) = (0, 0);
    for seed in 0..40 {
        let dungeon = generate_dungeon(&tables, seed);
        for floor in &dungeon.floors {
            floors += 1;
            let level = &floor.level;
            assert!(level.shops.len() <= 1, "one shop a floor at most");
            for shop in &level.shops {
                with_shop += 1;
                let def = tables.shop(shop.kind);
                let keeper = level.creatures.get(shop.keeper.unwrap()).unwrap();
                assert_eq!(keeper.kind, def.keeper);
                assert_eq!(
                    level.shop_at(keeper.pos),
                    Some(0),
                    "the keeper stands in its shop"
                );
                let purse = keeper.inventory.count(tables.gold().unwrap());
                assert_eq!(purse, def.gold);
                let wares = wares(level);
                assert!(!wares.is_empty() && wares.len() <= def.wares as usize);
                for (p, _, item) in wares {
                    assert!(def.trades(tables.item(item.kind)), "seed {seed}: {item:?}");
                    assert_eq!(level.shop_at(p), Some(0));
                }
            }
        }
    }
    let share = f64::from(with_shop) / f64::from(floors);
    assert!(
        (0.2..0.7).contains(&share),
        "{with_shop} shops on {floors} floors: the shop_floors curve gives 0.35 to 0.5"
    );
}

#[test]
fn gold_and_things_are_conserved_over_many_trades() {
    let tables = Arc::new(tables());
    for from in [0, 300] {
        let mut game = in_shop(tables.clone(), from, 2000);
        let before = census(&tables, game.level());
        let mut rng = fastrand::Rng::with_seed(from + 7);
        let (mut bought, mut sold) = (0, 0);
        for _ in 0..300 {
            let player = game.state().player_creature().unwrap();
            let carried = player.inventory.items().len();
            let command = if rng.bool() {
                let wares = wares(game.level());
                if wares.is_empty() {
                    continue;
                }
                let (at, index, _) = wares[rng.usize(..wares.len())];
                Command::Buy { at, index }
            } else {
                Command::Sell(rng.u8(..carried as u8))
            };
            if let Ok(events) = game.act(command) {
                bought += events
                    .iter()
                    .filter(|e| matches!(e, Event::Bought { .. }))
                    .count();
                sold += events
                    .iter()
                    .filter(|e| matches!(e, Event::Sold { .. }))
                    .count();
            }
            assert_eq!(census(&tables, game.level()), before, "after {command:?}");
        }
        assert!(bought >= 5 && sold >= 5, "{bought} bought, {sold} sold");
        let player = game.state().player_creature().unwrap();
        assert!(player.inventory.items().iter().all(|i| !i.for_sale));
    }
}

#[test]
fn a_shop_sells_dearer_than_it_buys_and_prices_follow_enchantment() {
    let tables = tables();
    for shop in &tables.shops {
        for (i, def) in tables.items.iter().enumerate() {
            if !shop.trades(def) || def.value == 0 {
                continue;
            }
            let plain = Item::new(torchdeep::world::ItemId(i as u16), 1);
            assert!(
                sell_price(&tables, shop, &plain) < buy_price(&tables, shop, &plain),
                "{} at {}",
                def.id,
                shop.id
            );
            if def.equip.is_some() {
                let better = Item {
                    enchantment: 2,
                    ..plain
                };
                let cursed = Item {
                    enchantment: -1,
                    cursed: true,
                    ..plain
                };
                assert!(buy_price(&tables, shop, &better) > buy_price(&tables, shop, &plain));
                assert!(buy_price(&tables, shop, &cursed) < buy_price(&tables, shop, &plain));
            }
        }
    }
}

#[test]
fn a_calm_keeper_trades_instead_of_fighting_and_guards_its_wares() {
    let tables = Arc::new(tables());
    let mut game = in_shop(tables.clone(), 0, 0);
    let level = game.level();
    let keeper = level.shops[0].keeper.unwrap();
    let me = game.player_pos();
    let to_keeper = level.creatures.get(keeper).unwrap().pos;
    let d = Direction::from_delta(to_keeper.x - me.x, to_keeper.y - me.y).unwrap();
    assert_eq!(game.act(Command::Move(d)).unwrap_err(), Refusal::Shopkeeper);
    let (at, index, _) = wares(game.level())[0];
    assert_eq!(
        game.check(&Command::Buy { at, index }),
        Err(Refusal::TooPoor),
        "no coins, no sale"
    );
    // Selling what one wears is refused; the kit's armour is worn.
    let worn = game
        .state()
        .player_creature()
        .unwrap()
        .inventory
        .items()
        .iter()
        .position(|i| i.worn);
    if let Some(slot) = worn {
        assert_eq!(
            game.check(&Command::Sell(slot as u8)),
            Err(Refusal::WornNow)
        );
    }
    assert!(is_calm_keeper(game.level(), keeper));
}

#[test]
fn stealing_a_ware_angers_the_keeper_who_then_hunts_the_thief() {
    let tables = Arc::new(tables());
    let mut game = in_shop(tables.clone(), 0, 0);
    let keeper = game.level().shops[0].keeper.unwrap();
    // Walk next to a ware, then take it from beside it.
    let (target, _, ware) = wares(game.level())[0];
    let mut stolen = false;
    for _ in 0..40 {
        let me = game.player_pos();
        if me.chebyshev(target) == 1 {
            let d = Direction::from_delta(target.x - me.x, target.y - me.y).unwrap();
            let events = game.act(Command::Steal(d)).unwrap().to_vec();
            assert!(events
                .iter()
                .any(|e| matches!(e, Event::ShopAngered { .. })));
            stolen = true;
            break;
        }
        let step = Direction::ALL
            .into_iter()
            .filter(|d| game.check(&Command::Move(*d)).is_ok())
            .min_by_key(|d| d.step(me).chebyshev(target))
            .unwrap();
        game.act(Command::Move(step)).unwrap();
    }
    assert!(stolen, "the ware was never in reach");
    let carried = game
        .state()
        .player_creature()
        .unwrap()
        .inventory
        .items()
        .to_vec();
    assert!(carried.iter().any(|i| i.kind == ware.kind && !i.for_sale));
    assert!(game.level().shops[0].angry);
    assert!(!is_calm_keeper(game.level(), keeper));
    // It comes for the thief: within a few turns it strikes at them.
    let mut attacked = false;
    for _ in 0..20 {
        let Ok(events) = game.act(Command::Wait) else {
            break;
        };
        attacked |= events.iter().any(|e| match e {
            Event::Hit { attacker, .. } | Event::Missed { attacker, .. } => attacker.id == keeper,
            _ => false,
        });
        if attacked {
            break;
        }
    }
    assert!(attacked, "the angry keeper never attacked");
    // Angry, it trades no more.
    let (at, index, _) = wares(game.level())[0];
    assert_eq!(
        game.check(&Command::Buy { at, index }),
        Err(Refusal::NoShopHere)
    );
}

#[test]
fn shop_table_mistakes_are_located() {
    assert_eq!(
        messages_after("shops.csv", "general_store,The General Store,shopkeeper", "general_store,The General Store,verp_1"),
        ["config/shops.csv:2: column \"keeper\": monster \"verp_1\" cannot keep a shop; expected a monster whose behaviors start with shopkeeper"]
    );
    assert_eq!(
        messages_after("shops.csv", "[weapon, armour, ring, ammo]", "[weapon, armor, ring, ammo]"),
        ["config/shops.csv:4: column \"stock\": unknown category \"armor\"; expected one of weapon, armour, ring, potion, scroll, food, ammo, book"]
    );
    assert_eq!(
        messages_after("shops.csv", "10,1,0.5,120", "10,1,1.5,120"),
        ["config/shops.csv:2: column \"buys_at\": a shop buys for less than it sells; expected less than the markup 1, got 1.5"]
    );
    assert_eq!(
        messages_after(
            "shops.csv",
            "armourer,The Armourer,shopkeeper,shop,",
            "armourer,The Armourer,shopkeeper,shops,"
        ),
        ["config/shops.csv:4: column \"room\": unknown room \"shops\" (did you mean \"shop\"?)"]
    );
}
