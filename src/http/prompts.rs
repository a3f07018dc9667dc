//! `POST /prompts/plan`, `/prompts/facts`, `/prompts/citations`: the prompt blocks built from the
//! same configuration and catalogs the checks use. Same input, same bytes.

use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::citations::{SourceBody, into_sources};
use super::error::Problem;
use super::extract::ValidJson;
use super::facts::{FactsBody, date_format};
use super::plans::{CatalogFields, catalog_for};
use super::state::AppState;
use crate::engine::prompts;

/// Route of the tool-list block.
pub const PLAN: &str = "/prompts/plan";
/// Route of the fact-preservation block.
pub const FACTS: &str = "/prompts/facts";
/// Route of the grounded-generation block.
pub const CITATIONS: &str = "/prompts/citations";

/// The body of every prompt endpoint's answer.
#[derive(Serialize)]
struct Answer<'a> {
    prompt: String,
    rules_version: &'a str,
}

fn answer(prompt: String, rules_version: &str) -> Response {
    Json(Answer {
        prompt,
        rules_version,
    })
    .into_response()
}

/// Body of `POST /prompts/plan`.
#[derive(Debug, Deserialize)]
pub struct PlanPromptRequest {
    /// The tools the plan may use, inline.
    #[serde(default)]
    available_tools: Option<Value>,
    /// The tools as an MCP `tools/list` answer.
    #[serde(default)]
    mcp_tools: Option<Value>,
    /// The name of a configured tool registry.
    #[serde(default)]
    registry: Option<String>,
}

/// `POST /prompts/plan`
pub async fn plan(
    State(state): State<AppState>,
    RequestBudget(budget): RequestBudget,
    ValidJson(request): ValidJson<PlanPromptRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let catalog = catalog_for(
        &runtime,
        &CatalogFields {
            available_tools: request.available_tools,
            mcp_tools: request.mcp_tools,
            registry: request.registry,
        },
        &budget,
    )?;
    let prompt = prompts::plan(runtime.engine.plan(), &catalog);
    Ok(answer(prompt, &runtime.rules_version))
}

/// Body of `POST /prompts/facts`.
#[derive(Debug, Deserialize)]
pub struct FactsPromptRequest {
    facts: FactsBody,
    #[serde(default)]
    date_format: Option<String>,
    /// The date a year-less fact is read against (`YYYY-MM-DD`, default today).
    #[serde(default, deserialize_with = "super::decision::as_of")]
    as_of: Option<String>,
}

/// `POST /prompts/facts`
pub async fn facts(
    State(state): State<AppState>,
    ValidJson(request): ValidJson<FactsPromptRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let format = date_format(request.date_format.as_deref())?;
    let today = match request.as_of.as_deref() {
        Some(s) => chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|_| {
            Problem::invalid(
                "/as_of",
                format!("as_of must be a date as YYYY-MM-DD, not {s:?}"),
            )
        })?,
        None => chrono::Utc::now().date_naive(),
    };
    let rules = runtime.engine.facts();
    let facts = rules
        .canonical(&request.facts.into_raw(), today)
        .map_err(|e| Problem::invalid(e.path, e.message))?;
    Ok(answer(
        prompts::facts(rules, &facts, format),
        &runtime.rules_version,
    ))
}

/// Body of `POST /prompts/citations`.
#[derive(Debug, Deserialize)]
pub struct CitationsPromptRequest {
    sources: Vec<SourceBody>,
}

/// `POST /prompts/citations`
pub async fn citations(
    State(state): State<AppState>,
    ValidJson(request): ValidJson<CitationsPromptRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let sources = into_sources(request.sources)?;
    Ok(answer(
        prompts::citations(runtime.engine.citations(), &sources),
        &runtime.rules_version,
    ))
}
