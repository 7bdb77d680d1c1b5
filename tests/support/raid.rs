//! The tables Rogue Code tests play raids with, loaded once per test binary.

use std::sync::{Arc, OnceLock};

use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;

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
