//! `POST /validate/tool-calls`: the calls an LLM API returned, checked right before they run.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::decision::{Call, envelope_fields};
use super::error::Problem;
use super::extract::JsonAsSent;
use super::plans::{CatalogFields, catalog_for};
use super::state::AppState;
use crate::engine::toolcalls::{self, CallResult};

/// Route of the tool-call endpoint.
pub const TOOL_CALLS: &str = "/validate/tool-calls";

envelope_fields! {
/// Body of `POST /validate/tool-calls`.
#[derive(Debug, Deserialize)]
pub struct ToolCallsRequest {
    /// Data under test: OpenAI Chat `tool_calls` entries, OpenAI Responses `function_call`
    /// items, Anthropic `tool_use` blocks or Gemini `functionCall` parts.
    tool_calls: Vec<Value>,
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
}

#[derive(Serialize)]
struct ToolCallsExtra {
    /// Every call may run.
    allowed: bool,
    calls: Vec<CallResult>,
}

/// `POST /validate/tool-calls`
pub async fn tool_calls(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    JsonAsSent(request, numbers): JsonAsSent<ToolCallsRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let plan = runtime.engine.plan();
    let call = Call::begin(&runtime, &headers, &request.envelope(), plan.policy())?
        .with_numbers_as_sent(numbers);
    let catalog = catalog_for(
        &runtime,
        &CatalogFields {
            available_tools: request.available_tools,
            mcp_tools: request.mcp_tools,
            registry: request.registry,
        },
        &budget,
    )?;
    let outcome = toolcalls::check_within(&request.tool_calls, &catalog, plan, &budget);
    for name in &outcome.unknown_tools {
        state.metrics.record_hallucinated_tool(name);
    }
    let mut calls = outcome.calls;
    Ok(
        call.finish_with(&state, &runtime, TOOL_CALLS, outcome.alerts, |alerts| {
            for result in &mut calls {
                result.rejudge(alerts);
            }
            ToolCallsExtra {
                allowed: calls.iter().all(|c| c.allowed),
                calls,
            }
        }),
    )
}
