//! The tables Rogue Code tests play raids with, loaded once per test binary.

use std::sync::{Arc, OnceLock};

use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;

const TEMPLATE: &str = include_str!("../../rogues/template.rhai");

/// The built-in tables and raid tables.
pub fn raid_tables() -> (Arc<Tables>, Arc<RaidTables>) {
    static TABLES: OnceLock<(Arc<Tables>, Arc<RaidTables>)> = OnceLock::new();
    TABLES
        .get_or_init(|| {
            let tables = Tables::embedded().expect("the embedded tables load");
            let raids = RaidTables::embedded(&tables).expect("the embedded raid tables load");
            (Arc::new(tables), Arc::new(raids))
        })
        .clone()
}

/// The template under another name, for scripts that wrap it.
pub fn template_as(name: &str) -> String {
    let renamed = TEMPLATE.replace("fn turn(view, memory)", &format!("fn {name}(view, memory)"));
    assert_ne!(
        renamed, TEMPLATE,
        "the template defines fn turn(view, memory)"
    );
    renamed
}
