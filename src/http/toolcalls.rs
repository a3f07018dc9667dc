//! `POST /validate/tool-calls`: the calls an LLM API returned, checked right before they run.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::decision::{Call, Envelope};
use super::error::Problem;
use super::extract::ValidJson;
use super::plans::catalog_for;
use super::state::AppState;
use crate::engine::toolcalls::{self, CallResult};

/// Route of the tool-call endpoint.
pub const TOOL_CALLS: &str = "/validate/tool-calls";

/// Body of `POST /validate/tool-calls`.
#[derive(Debug, Deserialize)]
pub struct ToolCallsRequest {
    /// Data under test: OpenAI `tool_calls` entries or Anthropic `tool_use` blocks.
    tool_calls: Vec<Value>,
    #[serde(default)]
    available_tools: Option<Vec<Value>>,
    #[serde(default)]
    registry: Option<String>,
    #[serde(flatten)]
    envelope: Envelope,
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
    ValidJson(request): ValidJson<ToolCallsRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let plan = runtime.engine.plan();
    let call = Call::begin(&runtime, &headers, &request.envelope, plan.policy())?;
    let catalog = catalog_for(
        &runtime,
        request.available_tools.as_deref(),
        request.registry.as_deref(),
    )?;
    let outcome = toolcalls::check(&request.tool_calls, &catalog, plan);
    for name in &outcome.unknown_tools {
        state.metrics.record_hallucinated_tool(name);
    }
    let extra = ToolCallsExtra {
        allowed: outcome.calls.iter().all(|c| c.allowed),
        calls: outcome.calls,
    };
    Ok(call.finish(&state, &runtime, TOOL_CALLS, outcome.alerts, extra))
}
