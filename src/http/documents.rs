//! `POST /validate/boundaries` and `POST /validate/metadata`: decode, call the engine, answer.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::admission::RequestBudget;
use super::decision::{Call, NoExtra, envelope_fields};
use super::error::Problem;
use super::extract::JsonAsSent;
use super::state::AppState;
use crate::engine::boundaries::{Boundary, Document};
use crate::engine::metadata::Statement;

/// Route of the boundaries endpoint.
pub const BOUNDARIES: &str = "/validate/boundaries";
/// Route of the metadata endpoint.
pub const METADATA: &str = "/validate/metadata";

/// `total_pages`: an integer from 1 to 9223372036854775807, the range the rules count pages in.
fn total_pages<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    deserializer.deserialize_any(super::decision::WholeNumber {
        max: i64::MAX.unsigned_abs(),
    })
}

envelope_fields! {
/// Body of `POST /validate/boundaries`.
#[derive(Debug, Deserialize)]
pub struct BoundariesRequest {
    /// An integer from 1; `3.0` is accepted as 3 (JSON Schema calls it an integer too).
    #[serde(deserialize_with = "total_pages")]
    total_pages: u64,
    /// Each element is data under test: any JSON, judged by the rules.
    boundaries: Vec<Value>,
    #[serde(default)]
    document_text: Option<String>,
    #[serde(default)]
    pages: Option<Vec<String>>,
}
}

impl BoundariesRequest {
    /// The engine's view of the request, after the envelope checks API.md makes 422s.
    ///
    /// # Errors
    /// 422 when `total_pages` < 1, `pages` does not hold `total_pages` pages, or a boundary's
    /// `confidence` is not a number from 0 to 1.
    pub fn into_document(self) -> Result<Document, Problem> {
        let total_pages = self.total_pages;
        super::decision::item_confidences(&self.boundaries, "/boundaries")?;
        if let Some(pages) = &self.pages {
            if u64::try_from(pages.len()).ok() != Some(total_pages) {
                return Err(Problem::invalid(
                    "/pages",
                    format!(
                        "pages holds {} page(s) but total_pages is {total_pages}",
                        pages.len()
                    ),
                ));
            }
        }
        Ok(Document {
            total_pages,
            boundaries: self.boundaries.iter().map(Boundary::from_json).collect(),
            text: self.document_text,
            pages: self.pages,
        })
    }
}

/// `POST /validate/boundaries`
pub async fn boundaries(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    JsonAsSent(request, numbers): JsonAsSent<BoundariesRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let call = Call::begin(
        &runtime,
        &headers,
        &request.envelope(),
        runtime.config.policy,
    )?
    .with_numbers_as_sent(numbers);
    let document = request.into_document()?;
    let alerts = runtime.engine.boundaries_within(&document, &budget);
    Ok(call.finish(&state, &runtime, BOUNDARIES, alerts, NoExtra {}))
}

envelope_fields! {
/// Body of `POST /validate/metadata`.
#[derive(Debug, Deserialize)]
pub struct MetadataRequest {
    /// Data under test: any object, judged by the rules.
    metadata: Map<String, Value>,
    #[serde(default)]
    document_text: Option<String>,
    #[serde(default)]
    page_range: Option<Value>,
    /// Bank names to take as known for this request, besides the configured and built-in ones.
    #[serde(default)]
    known_banks: Option<Vec<String>>,
}
}

/// `POST /validate/metadata`
pub async fn metadata(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    JsonAsSent(request, numbers): JsonAsSent<MetadataRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let call = Call::begin(
        &runtime,
        &headers,
        &request.envelope(),
        runtime.config.policy,
    )?
    .with_numbers_as_sent(numbers);
    let statement = Statement {
        metadata: request.metadata,
        text: request.document_text,
        page_range: request.page_range.filter(|v| !v.is_null()),
        known_banks: request.known_banks.unwrap_or_default(),
    };
    let alerts = runtime
        .engine
        .metadata_within(&statement, call.today, &budget);
    Ok(call.finish(&state, &runtime, METADATA, alerts, NoExtra {}))
}
