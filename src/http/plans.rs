//! `POST /validate/plan`: an agent's plan against its real tools.

use std::sync::Arc;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::decision::{Call, envelope_fields};
use super::error::Problem;
use super::extract::JsonAsSent;
use super::state::{AppState, Runtime};
use crate::engine::budget::Budget;
use crate::engine::plan::ToolCatalog;
use crate::engine::plan::flow::ToolGraph;

/// Route of the plan endpoint.
pub const PLAN: &str = "/validate/plan";

envelope_fields! {
/// Body of `POST /validate/plan`.
#[derive(Debug, Deserialize)]
pub struct PlanRequest {
    /// Data under test: each step may be any JSON.
    plan: Vec<Value>,
    /// The tools the plan may use, inline.
    #[serde(default)]
    available_tools: Option<Value>,
    /// The tools as an MCP `tools/list` answer.
    #[serde(default)]
    mcp_tools: Option<Value>,
    /// The name of a configured tool registry.
    #[serde(default)]
    registry: Option<String>,
    /// The allowed `[from, to]` tool links, when the caller knows them.
    #[serde(default)]
    tool_graph: Option<Value>,
}
}

/// Where a request's tool catalog comes from: `available_tools` (an array of tools in any
/// dialect, or an MCP `tools/list` result sent whole) and `mcp_tools`, merged; else `registry`.
/// Each request that takes a catalog declares these three fields itself (a flattened struct would
/// lose the pointer of a wrong field).
#[derive(Debug, Default)]
pub struct CatalogFields {
    /// `available_tools` as sent.
    pub available_tools: Option<Value>,
    /// `mcp_tools` as sent.
    pub mcp_tools: Option<Value>,
    /// `registry` as sent.
    pub registry: Option<String>,
}

/// The catalog a request names: its inline `available_tools` and `mcp_tools` (compiled once per
/// distinct content), else a configured registry.
///
/// # Errors
/// 422 when none is given, the registry is unknown, or an inline tool is malformed (the path
/// names the tool and the schema keyword).
pub fn catalog_for(
    runtime: &Runtime,
    fields: &CatalogFields,
    budget: &Budget,
) -> Result<Arc<ToolCatalog>, Problem> {
    let mut parts: Vec<(&str, &Value)> = Vec::with_capacity(2);
    if let Some(tools) = &fields.available_tools {
        parts.push(("/available_tools", tools));
    }
    if let Some(tools) = &fields.mcp_tools {
        parts.push(("/mcp_tools", tools));
    }
    let rules = runtime.engine.plan();
    match (parts.is_empty(), fields.registry.as_deref()) {
        (false, _) => rules
            .compile_catalog_within(&parts, budget)
            .map_err(|e| Problem::invalid(e.path, e.message)),
        (true, Some(name)) => rules.registry(name).ok_or_else(|| {
            let known = rules.registry_names().join(", ");
            Problem::invalid(
                "/registry",
                format!("unknown registry {name:?}; configured: {known}"),
            )
        }),
        (true, None) => Err(Problem::invalid(
            "",
            "send available_tools, mcp_tools or the name of a configured registry",
        )),
    }
}

#[derive(Serialize)]
struct PlanExtra {
    valid: bool,
    feedback: String,
    execution_order: Option<Vec<String>>,
}

/// `POST /validate/plan`
pub async fn plan(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    JsonAsSent(request, numbers): JsonAsSent<PlanRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let rules = runtime.engine.plan();
    let call = Call::begin(&runtime, &headers, &request.envelope(), rules.policy())?
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
    let graph = match &request.tool_graph {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            ToolGraph::from_json(value)
                .map_err(|e| Problem::invalid(format!("/tool_graph{}", e.path), e.message))?,
        ),
    };
    let outcome = rules.check_within(&request.plan, &catalog, graph.as_ref(), &budget);
    for alert in outcome
        .alerts
        .iter()
        .filter(|a| a.rule == crate::engine::plan::UNKNOWN_TOOL.id)
    {
        if let Some(name) = alert.detected_value.as_str() {
            state.metrics.record_hallucinated_tool(name);
        }
    }
    let feedback = outcome.feedback;
    let execution_order = outcome.execution_order;
    Ok(
        call.finish_with(&state, &runtime, PLAN, outcome.alerts, |alerts| PlanExtra {
            valid: !alerts
                .iter()
                .any(|a| a.severity >= crate::engine::Severity::High),
            feedback,
            execution_order,
        }),
    )
}
