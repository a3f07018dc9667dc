//! Execution-time tool-call checks: the calls exactly as LLM APIs return them (OpenAI Chat
//! `tool_calls`, OpenAI Responses `function_call` items, Anthropic `tool_use` blocks, Gemini
//! `functionCall` parts), judged right before they run against the same catalog and with the same
//! argument checks as plans.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::budget::Budget;
use super::catalog::{ArgumentOptions, ArgumentRules, NullForOptional};
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
    "An argument (or a key of a nested object, at any depth) the tool's schema does not declare; high when its object is closed (additionalProperties: false or OpenAI strict)."
);
rule!(
    DUPLICATE_ID,
    "toolcall.duplicate_id",
    InvalidParameters,
    High,
    "Two calls share an id, so their results cannot be told apart."
);
rule!(
    SCHEMA_DEFECT,
    "toolcall.schema_defect",
    InvalidParameters,
    Low,
    "The catalog's schema contradicts itself where the call is checked (e.g. an enum of strings on an array); the call is checked against the evident intent."
);

/// Every rule of the family.
pub const RULES: &[Rule] = &[
    UNKNOWN_TOOL,
    MISSING_NAME,
    BAD_ARGUMENTS,
    INVALID_ARGUMENTS,
    UNKNOWN_ARGUMENT,
    DUPLICATE_ID,
    SCHEMA_DEFECT,
];

/// Settings of the tool-call checks (shared by plans' inputs).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToolCallsConfig {
    /// `absent` (default): `null` for a parameter that is not required means "not given";
    /// `strict`: it must match the parameter's type.
    #[serde(default)]
    pub null_for_optional: NullForOptional,
}

impl ToolCallsConfig {
    /// The argument options these settings give.
    #[must_use]
    pub fn arguments(&self) -> ArgumentOptions {
        ArgumentOptions {
            null_for_optional: self.null_for_optional,
        }
    }
}

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
    /// This call's alerts: their positions in the outcome's `alerts`.
    #[serde(skip)]
    alerts: std::ops::Range<usize>,
}

impl CallResult {
    /// Judges again from `alerts` (the outcome's, after per-rule severities were applied): the
    /// call may run when none of its alerts is high or critical.
    pub fn rejudge(&mut self, alerts: &[Alert]) {
        self.allowed = !alerts
            .get(self.alerts.clone())
            .unwrap_or_default()
            .iter()
            .any(|a| a.severity >= super::Severity::High);
    }
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

/// A call in any API's shape, read.
struct Call<'a> {
    id: Option<String>,
    name: Option<&'a str>,
    /// Pointer to the name in the request.
    name_at: String,
    /// Pointer to the arguments in the request.
    arguments_at: String,
    /// The arguments, parsed; `Err` says why they are unusable.
    arguments: Result<Value, String>,
}

/// Arguments given as a JSON document in a string (OpenAI) or as an object.
fn arguments_of(value: Option<&Value>, what: &str) -> Result<Value, String> {
    match value {
        None | Some(Value::Null) => Ok(Value::Object(Map::new())),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(Value::Object(Map::new())),
        Some(Value::String(s)) => serde_json::from_str::<Value>(s)
            .map_err(|e| format!("{what} are not valid JSON: {e}"))
            .and_then(|v| {
                if v.is_object() {
                    Ok(v)
                } else {
                    Err(format!(
                        "{what} are JSON {} rather than an object",
                        kind(&v)
                    ))
                }
            }),
        Some(v @ Value::Object(_)) => Ok(v.clone()),
        Some(v) => Err(format!(
            "{what} are a JSON {} rather than an object or a string",
            kind(v)
        )),
    }
}

fn id_of(value: Option<&Value>) -> Option<String> {
    match value {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    }
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
    // OpenAI Chat: `{"id", "type": "function", "function": {"name", "arguments"}}`.
    if let Some(function) = object.get("function").and_then(Value::as_object) {
        return Some(Call {
            id: id_of(object.get("id")),
            name: function.get("name").and_then(Value::as_str),
            name_at: at(&["function", "name"]),
            arguments_at: at(&["function", "arguments"]),
            arguments: arguments_of(function.get("arguments"), "arguments"),
        });
    }
    // Gemini: `{"functionCall": {"name", "args", "id"?}}` (`function_call` in Python SDKs).
    for key in ["functionCall", "function_call"] {
        if let Some(call) = object.get(key).and_then(Value::as_object) {
            return Some(Call {
                id: id_of(call.get("id")),
                name: call.get("name").and_then(Value::as_str),
                name_at: at(&[key, "name"]),
                arguments_at: at(&[key, "args"]),
                arguments: arguments_of(call.get("args"), "args"),
            });
        }
    }
    // OpenAI Responses: `{"type": "function_call", "call_id", "name", "arguments"}`.
    if object.get("type").and_then(Value::as_str) == Some("function_call")
        || (object.contains_key("call_id") && object.contains_key("arguments"))
    {
        return Some(Call {
            id: id_of(object.get("call_id")).or_else(|| id_of(object.get("id"))),
            name: object.get("name").and_then(Value::as_str),
            name_at: at(&["name"]),
            arguments_at: at(&["arguments"]),
            arguments: arguments_of(object.get("arguments"), "arguments"),
        });
    }
    // Anthropic: `{"type": "tool_use", "id", "name", "input"}`; `input` is the arguments object.
    let arguments = match object.get("input") {
        None | Some(Value::Null) => Ok(Value::Object(Map::new())),
        Some(v @ Value::Object(_)) => Ok(v.clone()),
        Some(v) => Err(format!("input is a JSON {} rather than an object", kind(v))),
    };
    Some(Call {
        id: id_of(object.get("id")),
        name: object.get("name").and_then(Value::as_str),
        name_at: at(&["name"]),
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
        Some("text" | "thinking" | "redacted_thinking" | "reasoning" | "message")
    ) || (entry.get("text").is_some() && entry.get("functionCall").is_none())
}

/// Checks `calls` against `catalog`; unknown tools get `plan`'s suggestions.
#[must_use]
pub fn check(calls: &[Value], catalog: &ToolCatalog, plan: &PlanRules) -> ToolCallsOutcome {
    check_within(calls, catalog, plan, &Budget::unlimited())
}

/// [`check`] while `budget` lasts: checked before each call; once spent, the outcome holds the
/// calls judged so far.
#[must_use]
pub fn check_within(
    calls: &[Value],
    catalog: &ToolCatalog,
    plan: &PlanRules,
    budget: &Budget,
) -> ToolCallsOutcome {
    let mut outcome = ToolCallsOutcome::default();
    let mut ids: HashMap<String, usize> = HashMap::new();
    for (index, entry) in budget.take_while_left(calls.iter().enumerate()) {
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
                if let Some(tool) = catalog.get(name) {
                    match &call.arguments {
                        Ok(arguments) => check_arguments(
                            tool,
                            arguments,
                            &call.arguments_at,
                            ArgumentRules {
                                invalid: &INVALID_ARGUMENTS,
                                unknown: &UNKNOWN_ARGUMENT,
                                defect: Some(&SCHEMA_DEFECT),
                            },
                            plan.arguments(),
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
                            call.name_at.clone(),
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
                .expected("an OpenAI tool call or function_call item, an Anthropic tool_use block or a Gemini functionCall, with a name"),
            ),
        }
        let mut problems: Vec<&'static str> = alerts.iter().map(|a| a.rule).collect();
        problems.dedup();
        let start = outcome.alerts.len();
        outcome.calls.push(CallResult {
            alerts: start..start + alerts.len(),
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

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use serde_json::json;

    #[test]
    fn a_spent_budget_stops_the_check_before_the_first_call() {
        let config = Config::default();
        let plan = PlanRules::new(&config.plan, &config.plan_registries);
        let catalog = plan.registry("automation").unwrap();
        let calls: Vec<Value> = (0..300)
            .map(|i| json!({"id": format!("c{i}"), "name": format!("invented_{i}"), "input": {}}))
            .collect();
        let whole = check(&calls, &catalog, &plan);
        assert_eq!(whole.calls.len(), 300);
        assert_eq!(whole.unknown_tools.len(), 300);
        let stopped = check_within(&calls, &catalog, &plan, &Budget::spent());
        assert!(stopped.calls.is_empty() && stopped.alerts.is_empty());
    }
}
