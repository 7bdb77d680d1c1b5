//! One check for everyone: the player's commands and the monsters' behaviours both become
//! actions, and the same rules allow or refuse them.

mod support;

use support::scenario::{game_on, who_at};
use torchdeep::rules::check::{check, Refusal};
use torchdeep::rules::{Action, Command, Direction, Game, Who};
use torchdeep::world::{ItemId, Pos};

fn rock(game: &Game) -> ItemId {
    let row = game.tables().items.iter().position(|i| i.id == "rock");
    ItemId(row.expect("items.csv has rocks") as u16)
}

#[test]
fn the_player_and_a_monster_meet_the_same_refusals() {
    let game = game_on(&["#######", "#@.v.w#", "#######"], 3);
    let me = who_at(&game, 1, 1);
    let verp = who_at(&game, 3, 1);
    let rock = rock(&game);
    let refusals = |who: Who| {
        [
            Action::Step(Direction::N),
            Action::Dash(Direction::S, Direction::S),
            Action::PickUp { only: None },
            Action::Steal(Direction::N),
            Action::Throw {
                item: rock,
                target: Pos::new(5, 1),
            },
            Action::Descend,
        ]
        .map(|action| check(&game, who, &action).unwrap_err())
    };
    let expected = [
        Refusal::Blocked,
        Refusal::Blocked,
        Refusal::NothingHere,
        Refusal::NothingThere,
        Refusal::NotCarried,
        Refusal::NoStairsHere,
    ];
    assert_eq!(refusals(me), expected);
    assert_eq!(refusals(verp), expected);
    // And the same permissions.
    for who in [me, verp] {
        assert_eq!(check(&game, who, &Action::Wait), Ok(()));
        assert_eq!(check(&game, who, &Action::Step(Direction::E)), Ok(()));
    }
}

#[test]
fn a_monster_throws_only_what_it_carries_and_aims_only_at_what_it_sees() {
    let game = game_on(&["#########", "#@..w...#", "#########"], 3);
    let wibble = who_at(&game, 4, 1);
    let rock = rock(&game);
    let throw = |target| Action::Throw { item: rock, target };
    assert_eq!(check(&game, wibble, &throw(Pos::new(1, 1))), Ok(()));
    assert_eq!(
        check(&game, wibble, &throw(Pos::new(4, 1))),
        Err(Refusal::OutOfRange),
        "not at its own feet"
    );
    // A dart needs a creature the thrower sees: for a monster, the player.
    let dart = |target| Action::ThrowDart { target };
    assert_eq!(check(&game, wibble, &dart(Pos::new(1, 1))), Ok(()));
    assert_eq!(
        check(&game, wibble, &dart(Pos::new(6, 1))),
        Err(Refusal::NoTarget)
    );
}

#[test]
fn a_command_is_checked_as_the_players_action() {
    let game = game_on(&["#####", "#@..#", "#####"], 3);
    let me = who_at(&game, 1, 1);
    for command in [
        Command::Move(Direction::N),
        Command::Move(Direction::E),
        Command::PickUp,
        Command::Descend,
        Command::Wait,
    ] {
        let action = command
            .action()
            .expect("every command but sneaking is an action");
        assert_eq!(
            game.check(&command),
            check(&game, me, &action),
            "{command:?}"
        );
    }
    assert_eq!(Command::ToggleSneak.action(), None);
    assert_eq!(game.check(&Command::ToggleSneak), Ok(()));
}

#[test]
fn the_games_revision_moves_with_every_command_carried_out_and_not_with_a_refusal() {
    let mut game = game_on(&["#####", "#@..#", "#####"], 3);
    let start = game.revision();
    assert!(
        game.act(Command::Move(Direction::N)).is_err(),
        "into the wall"
    );
    assert_eq!(game.revision(), start, "a refused command changes nothing");
    game.act(Command::Move(Direction::E)).unwrap();
    let moved = game.revision();
    assert_ne!(moved, start, "a step is a change");
    game.act(Command::ToggleSneak).unwrap();
    assert_ne!(
        game.revision(),
        moved,
        "so is a change of pace, which takes no turn"
    );
}
