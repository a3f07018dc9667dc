//! verity: a deterministic validation sidecar that stops LLM hallucinations from reaching
//! production data.
//!
//! - [`engine`]: the pure rules engine (no HTTP, no I/O, no globals), one module per rule family.
//! - [`config`]: typed settings with a compiled-in default, a file and environment overrides.
//! - [`http`]: the thin axum layer: decode, call the engine, record metrics, encode.
//! - [`decision_log`]: one JSON line per decision, never the values under test.
//! - [`metrics`]: an owned Prometheus registry with the metric names of the contract.

pub mod config;
pub mod decision_log;
pub mod engine;
pub mod http;
pub mod metrics;
