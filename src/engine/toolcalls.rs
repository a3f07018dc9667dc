//! Execution-time tool-call checks: the calls exactly as LLM APIs return them (OpenAI
//! `tool_calls`, Anthropic `tool_use` blocks), judged right before they run against the same
//! catalog and with the same argument checks as plans.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::{Map, Value};

use super::plan::{PlanRules, ToolCatalog, check_arguments};
use super::{Alert, Rule, pointer};

const ENDPOINT: &str = "/validate/tool-calls";

rule!(
    UNKNOWN_TOOL,
    "toolcall.unknown_tool",
    HallucinatedTool,
    Critical,
    "The called tool is not in the catalog; suggested_tools says what exists."
);
rule!(
    MISSING_NAME,
    "toolcall.missing_name",
    InvalidParameters,
    High,
    "A call without a tool name, or an entry that is not a tool call."
);
rule!(
    BAD_ARGUMENTS,
    "toolcall.bad_arguments",
    InvalidParameters,
    High,
    "The arguments are not valid JSON, or not a JSON object."
);
rule!(
    INVALID_ARGUMENTS,
    "toolcall.invalid_arguments",
    InvalidParameters,
    High,
    "The arguments violate the tool's JSON Schema (one alert per violation)."
);
rule!(
    UNKNOWN_ARGUMENT,
    "toolcall.unknown_argument",
    HallucinatedParameter,
    Medium,
    "An argument the tool's schema does not declare."
);
rule!(
    DUPLICATE_ID,
    "toolcall.duplicate_id",
    InvalidParameters,
    High,
    "Two calls share an id, so their results cannot be told apart."
);

/// Every rule of the family.
pub const RULES: &[Rule] = &[
    UNKNOWN_TOOL,
    MISSING_NAME,
    BAD_ARGUMENTS,
    INVALID_ARGUMENTS,
    UNKNOWN_ARGUMENT,
    DUPLICATE_ID,
];

/// One call's verdict.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CallResult {
    /// Position in `tool_calls`.
    pub index: usize,
    /// The call's id, when it has one.
    pub id: Option<String>,
    /// The tool it calls, when named.
    pub name: Option<String>,
    /// Whether the executor may run it: no high or critical alert on this call.
    pub allowed: bool,
    /// Rule ids found on this call.
    pub problems: Vec<&'static str>,
}

/// What the check found.
#[derive(Debug, Clone, Default)]
pub struct ToolCallsOutcome {
    /// Every alert.
    pub alerts: Vec<Alert>,
    /// Per call, in order.
    pub calls: Vec<CallResult>,
    /// Names of tools that do not exist, as called (for the hallucinated-tools metric).
    pub unknown_tools: Vec<String>,
}

/// A call in either API's shape, read.
struct Call<'a> {
    id: Option<String>,
    name: Option<&'a str>,
    /// Pointer to the arguments in the request.
    arguments_at: String,
    /// The arguments, parsed; `Err` says why they are unusable.
    arguments: Result<Value, String>,
}

fn read(index: usize, entry: &Value) -> Option<Call<'_>> {
    let at = |rest: &[&str]| {
        pointer(
            ["tool_calls".to_owned(), index.to_string()]
                .into_iter()
                .chain(rest.iter().map(|s| (*s).to_owned())),
        )
    };
    let object = entry.as_object()?;
    let id = match object.get("id") {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    if let Some(function) = object.get("function").and_then(Value::as_object) {
        // OpenAI: arguments are a JSON document in a string (an object is taken as is).
        let arguments = match function.get("arguments") {
            None | Some(Value::Null) => Ok(Value::Object(Map::new())),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(Value::Object(Map::new())),
            Some(Value::String(s)) => serde_json::from_str::<Value>(s)
                .map_err(|e| format!("arguments are not valid JSON: {e}"))
                .and_then(|v| {
                    if v.is_object() {
                        Ok(v)
                    } else {
                        Err(format!(
                            "arguments are JSON {} rather than an object",
                            kind(&v)
                        ))
                    }
                }),
            Some(v @ Value::Object(_)) => Ok(v.clone()),
            Some(v) => Err(format!(
                "arguments are a JSON {} rather than a string",
                kind(v)
            )),
        };
        return Some(Call {
            id,
            name: function.get("name").and_then(Value::as_str),
            arguments_at: at(&["function", "arguments"]),
            arguments,
        });
    }
    // Anthropic: `input` is the arguments object.
    let arguments = match object.get("input") {
        None | Some(Value::Null) => Ok(Value::Object(Map::new())),
        Some(v @ Value::Object(_)) => Ok(v.clone()),
        Some(v) => Err(format!("input is a JSON {} rather than an object", kind(v))),
    };
    Some(Call {
        id,
        name: object.get("name").and_then(Value::as_str),
        arguments_at: at(&["input"]),
        arguments,
    })
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Blocks in an Anthropic `content` array that are not tool calls, passed over.
fn is_other_content(entry: &Value) -> bool {
    matches!(
        entry.get("type").and_then(Value::as_str),
        Some("text" | "thinking" | "redacted_thinking")
    )
}

/// Checks `calls` against `catalog`; unknown tools get `plan`'s suggestions.
#[must_use]
pub fn check(calls: &[Value], catalog: &ToolCatalog, plan: &PlanRules) -> ToolCallsOutcome {
    let mut outcome = ToolCallsOutcome::default();
    let mut ids: HashMap<String, usize> = HashMap::new();
    for (index, entry) in calls.iter().enumerate() {
        if is_other_content(entry) {
            continue;
        }
        let mut alerts = Vec::new();
        let call = read(index, entry);
        let (id, name) = call
            .as_ref()
            .map_or((None, None), |c| (c.id.clone(), c.name));
        if let Some(id) = &id {
            if let Some(first) = ids.get(id) {
                alerts.push(
                    Alert::new(
                        &DUPLICATE_ID,
                        pointer(["tool_calls", &index.to_string(), "id"]),
                        format!("calls {first} and {index} share the id {id:?}"),
                    )
                    .detected(id.clone())
                    .expected("a unique call id"),
                );
            } else {
                ids.insert(id.clone(), index);
            }
        }
        match (call, name.filter(|n| !n.is_empty())) {
            (Some(call), Some(name)) => {
                let key = if call.arguments_at.ends_with("/input") {
                    "name"
                } else {
                    "function/name"
                };
                if let Some(tool) = catalog.get(name) {
                    match &call.arguments {
                        Ok(arguments) => check_arguments(
                            tool,
                            arguments,
                            &call.arguments_at,
                            (&INVALID_ARGUMENTS, &UNKNOWN_ARGUMENT),
                            &mut alerts,
                        ),
                        Err(why) => alerts.push(
                            Alert::new(&BAD_ARGUMENTS, call.arguments_at.clone(), why.clone())
                                .expected("a JSON object"),
                        ),
                    }
                } else {
                    let suggested = plan.suggestions(name, catalog);
                    outcome.unknown_tools.push(name.to_owned());
                    alerts.push(
                        Alert::new(
                            &UNKNOWN_TOOL,
                            format!("/tool_calls/{index}/{key}"),
                            format!("tool {name:?} does not exist"),
                        )
                        .detected(name)
                        .expected("a tool from the catalog")
                        .with("suggested_tools", suggested),
                    );
                }
            }
            _ => alerts.push(
                Alert::new(
                    &MISSING_NAME,
                    pointer(["tool_calls", &index.to_string()]),
                    format!("call {index} names no tool"),
                )
                .expected("an OpenAI tool call or an Anthropic tool_use block with a name"),
            ),
        }
        let mut problems: Vec<&'static str> = alerts.iter().map(|a| a.rule).collect();
        problems.dedup();
        outcome.calls.push(CallResult {
            index,
            id,
            name: name.map(str::to_owned),
            allowed: !alerts.iter().any(|a| a.severity >= super::Severity::High),
            problems,
        });
        outcome.alerts.extend(alerts);
    }
    outcome
}
