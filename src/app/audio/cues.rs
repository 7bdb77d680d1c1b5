//! What the app asks of the sound from frame to frame: a turn's effects and the music of the
//! player's place, and the volume keys.

use macroquad::prelude::*;

use super::Audio;

/// The run's sound: the effects of a turn just played, once, and the music of where the
/// player stands (a transition hallway fades it down until the next quadrant).
pub fn sound_of(audio: &mut Audio, game: &torchdeep::rules::game::Game, heard_turn: &mut u64) {
    if game.turn() != *heard_turn {
        *heard_turn = game.turn();
        for event in game.events() {
            audio.on_event(event);
            if let torchdeep::rules::Event::SpellCast { spell, .. } = event {
                audio.play(spell_cue(game.tables().spell(*spell)));
            }
        }
    }
    let level = game.level();
    let at = game.player_pos();
    let place = if level.ground[at] == torchdeep::world::Ground::Hallway {
        None
    } else {
        level
            .layout
            .quadrant_at(at)
            .map(torchdeep::world::Quadrant::difficulty)
    };
    audio.set_place(place);
}

/// `-` and `=` turn the music down and up a tenth; with Shift, the effects.
pub fn adjust_volume(audio: &mut Audio) {
    let step = match (
        is_key_pressed(KeyCode::Minus),
        is_key_pressed(KeyCode::Equal),
    ) {
        (true, false) => -0.1,
        (false, true) => 0.1,
        _ => return,
    };
    let settings = audio.settings();
    if is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift) {
        audio.set_effects_volume((settings.effects + step).clamp(0.0, 1.0));
    } else {
        audio.set_music_volume((settings.music + step).clamp(0.0, 1.0));
    }
}

/// The sound of a spell cast, by the shape of what it reaches.
pub fn spell_cue(spell: &torchdeep::data::SpellDef) -> super::Sfx {
    use torchdeep::data::Area;
    match spell.area {
        Area::Caster => super::Sfx::Glow,
        Area::Single | Area::Line => super::Sfx::Bolt,
        Area::Burst(_) => super::Sfx::Burst,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use torchdeep::data::Tables;

    #[test]
    fn each_shape_of_spell_has_its_own_cue() {
        use super::super::Sfx;
        let tables = Tables::embedded().unwrap();
        let cue = |id: &str| spell_cue(tables.spell(tables.spell_id(id).unwrap()));
        assert_eq!(cue("magic_missile"), Sfx::Bolt);
        assert_eq!(cue("scorching_ray"), Sfx::Bolt);
        assert_eq!(cue("fireball"), Sfx::Burst);
        assert_eq!(cue("cure_wounds"), Sfx::Glow);
    }
}
