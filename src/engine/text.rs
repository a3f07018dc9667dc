//! Shared parsers for free text: one owner per concept (dates, account numbers, names).
//!
//! Every rule family calls these rather than writing its own; each parser is total (any input,
//! no panic) and covered by property tests.

pub mod accounts;
pub mod amounts;
pub mod dates;
pub mod names;
pub mod times;
