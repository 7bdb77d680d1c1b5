//! `--class`, `--race` and `--name` for `play` and `bots`: the character a headless run is
//! played as, made as the creation screen makes one.

use clap::Args;
use torchdeep::data::Tables;
use torchdeep::rules::character::{create, name_for_seed};
use torchdeep::world::Character;

#[derive(Args, Debug, Clone, Default)]
pub struct CharacterArgs {
    /// The character's class, by its id in classes.csv (default: the first playable).
    #[arg(long, value_name = "ID")]
    class: Option<String>,
    /// The character's race, by its id in races.csv (default: the first).
    #[arg(long, value_name = "ID")]
    race: Option<String>,
    /// The character's name (default: one made of syllables from the seed).
    #[arg(long, value_name = "NAME")]
    name: Option<String>,
}

impl CharacterArgs {
    /// The character of a run of `seed`; the message says which choice is wrong.
    pub fn character(&self, tables: &Tables, seed: u64) -> Result<Character, String> {
        let default = torchdeep::rules::default_character(tables, seed);
        let name = match &self.name {
            Some(n) => n.clone(),
            None => name_for_seed(seed),
        };
        let class = self.class.as_deref().unwrap_or(&default.class);
        let race = self.race.as_deref().unwrap_or(&default.race);
        create(tables, &name, class, race)
    }

    /// Whether any of the three was given.
    pub fn is_given(&self) -> bool {
        self.class.is_some() || self.race.is_some() || self.name.is_some()
    }
}
