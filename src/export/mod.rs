//! A generated floor written out for people and tools: ASCII rows and a JSON document, as
//! `torchdeep gen` prints them and the golden tests compare them.

mod ascii;
mod json;

pub use ascii::{floor_ascii, legend};
pub use json::{floor_json, PortalNames};
