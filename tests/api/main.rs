//! HTTP integration tests: the real server on a random loopback port, spoken to over HTTP.

mod as_sent;
mod bank_quality;
mod bounded;
mod cases;
mod citations;
mod cli;
mod defense;
mod documents;
mod envelope;
mod errors;
mod facts;
mod feedback;
mod helpers;
mod hostile;
mod leaks;
mod limits;
mod operations;
mod plan_quality;
mod plans;
mod playground;
mod quality_facts;
mod reload;
mod severities;
mod toolcalls_quality;
mod trace;
mod transformations;
