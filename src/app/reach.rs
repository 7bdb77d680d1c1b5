//! Two questions the app asks of the game that its façade does not answer (yet): the way to a
//! tile the player clicked, and how many creatures are in view (which stops a walk when it
//! grows). Both only read the game.

use torchdeep::rules::game::Game;
use torchdeep::rules::paths::astar;
use torchdeep::world::Pos;

/// A shortest path from the player to `target` over explored walkable tiles, around the
/// creatures in view (the target itself may hold one); the start excluded.
pub fn path_to(game: &Game, target: Pos) -> Option<Vec<Pos>> {
    let level = game.level();
    let passable = |p: Pos| {
        game.is_explored(p)
            && level.is_walkable(p)
            && (p == target || !(game.is_visible(p) && level.creatures.at(p).is_some()))
    };
    astar(
        level.width(),
        level.height(),
        game.player_pos(),
        target,
        passable,
    )
}

/// The creatures the player sees, but the player and things in flight.
pub fn monsters_in_view(game: &Game) -> usize {
    let flier = game.flier_kind();
    game.level()
        .creatures
        .iter()
        .filter(|c| c.id != game.player() && Some(c.kind) != flier && game.is_visible(c.pos))
        .count()
}
