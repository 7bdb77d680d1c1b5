//! The greedy robot and the found traps in its way: it tries to disarm one from beside before
//! crossing it, and goes round a pit past disarming while another way is left (a pit drops
//! whoever steps on it a floor, which undid its climbs out for good).

mod support;

use support::scenario::lay;
use torchdeep::bot::autoplay::Greedy;
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Direction, Game, Outcome};
use torchdeep::world::{Item, Pos};

/// A game on `rows` with the treasure in the player's pack, so the robot makes for the exit;
/// `traps` lays found traps by name, with the disarming tries already used on each.
fn holding_the_treasure(rows: &[&str], traps: &[(&str, Pos, u32)], seed: u64) -> Game {
    let tables = support::tables();
    let (mut level, player) = level_from_ascii(&tables, rows).unwrap();
    let me = level.creatures.get(player).unwrap().pos;
    level
        .items
        .drop_at(me, Item::new(tables.treasure().unwrap(), 1));
    for &(name, at, tries) in traps {
        lay(&mut level, &tables, name, at, false);
        level.traps.last_mut().unwrap().tries = tries;
    }
    let mut game = Game::from_level(tables, level, player, seed);
    game.act(Command::PickUp).unwrap();
    game
}

/// Plays the robot until the run ends (at most `turns` commands), handing each command and the
/// game before it to `watch`.
fn play(game: &mut Game, turns: usize, mut watch: impl FnMut(&Game, Command)) {
    let mut robot = Greedy::new();
    for _ in 0..turns {
        if game.outcome().is_some() {
            return;
        }
        let command = robot.next_command(game);
        watch(game, command);
        let _ = game.act(command);
    }
}

fn spent_tries() -> u32 {
    let tables = support::tables();
    tables.check(tables.disarm_check().unwrap()).tries
}

#[test]
fn a_found_trap_closing_the_way_is_disarmed_from_beside_before_it_is_crossed() {
    let pit = Pos::new(4, 1);
    for seed in 1..=8 {
        let mut game = holding_the_treasure(
            &["########", "#<....@#", "########"],
            &[("pit", pit, 0)],
            seed,
        );
        let mut commands = Vec::new();
        play(&mut game, 200, |game, command| {
            if game.player_pos() == Pos::new(5, 1) {
                commands.push(command);
            }
        });
        assert_eq!(game.outcome(), Some(Outcome::Won), "seed {seed}");
        assert_eq!(
            commands.first(),
            Some(&Command::Disarm(Direction::W)),
            "seed {seed}: {commands:?}"
        );
    }
}

#[test]
fn a_pit_past_disarming_is_gone_round_by_another_trap() {
    let (pit, needle) = (Pos::new(4, 1), Pos::new(4, 2));
    let rows = ["########", "#<....@#", "#......#", "########"];
    for seed in 1..=8 {
        let traps = [("pit", pit, spent_tries()), ("poison_needle", needle, 0)];
        let mut game = holding_the_treasure(&rows, &traps, seed);
        let mut on_the_pit = false;
        play(&mut game, 200, |game, _| {
            on_the_pit |= game.player_pos() == pit
        });
        assert!(!on_the_pit, "seed {seed}: stepped on the spent pit");
        assert_eq!(game.outcome(), Some(Outcome::Won), "seed {seed}");
    }
}
