//! `POST /validate/plan`: an agent's plan against its real tools.

use std::sync::Arc;

use std::borrow::Cow;
use std::fmt;

use axum::extract::{Request, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::decision::{Call, Envelope, envelope_fields};
use super::decoder::NumbersAsSent;
use super::error::Problem;
use super::extract::{decode_as_sent, decode_in_place_as_sent, json_body};
use super::state::{AppState, Runtime};
use crate::engine::budget::Budget;
use crate::engine::plan::flow::ToolGraph;
use crate::engine::plan::{DependsOn, Field, StepParts, ToolCatalog};

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

envelope_fields! {
/// Body of `POST /validate/plan` read in place: each step object kept only as far as the rules
/// read it (its strings borrowed from the body where they need no unescaping), any other step
/// only as not being an object. What does not decode this way takes [`PlanRequest`]'s path.
#[derive(Debug, Deserialize)]
pub struct PlanBody<'a> {
    /// The steps under test.
    #[serde(borrow)]
    plan: Vec<StepSent<'a>>,
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

/// One step as sent: the parts of a step object (`None` for any other JSON, which is walked, so
/// the limits hold, and dropped).
#[derive(Debug)]
struct StepSent<'a>(Option<StepParts<'a>>);

/// A step's keys the rules read; every other key is walked and dropped.
#[derive(Clone, Copy)]
enum StepKey {
    Id,
    Tool,
    Action,
    Task,
    Inputs,
    Arguments,
    DependsOn,
    Dependencies,
    Other,
}

impl<'de> Deserialize<'de> for StepKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = StepKey;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<StepKey, E> {
                Ok(match v {
                    "id" => StepKey::Id,
                    "tool" => StepKey::Tool,
                    "action" => StepKey::Action,
                    "task" => StepKey::Task,
                    "inputs" => StepKey::Inputs,
                    "arguments" => StepKey::Arguments,
                    "depends_on" => StepKey::DependsOn,
                    "dependencies" => StepKey::Dependencies,
                    _ => StepKey::Other,
                })
            }
        }
        deserializer.deserialize_identifier(KeyVisitor)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for StepSent<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl<'de> Visitor<'de> for StepVisitor {
            type Value = StepSent<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<StepSent<'de>, A::Error> {
                // A repeated key keeps its last value, as an object read whole does.
                let mut id = None;
                let mut tools: [Option<Field<'de>>; 3] = [None, None, None];
                let mut inputs = None;
                let mut arguments = None;
                let mut depends: [Option<Ids<'de>>; 2] = [None, None];
                while let Some(key) = map.next_key::<StepKey>()? {
                    match key {
                        StepKey::Id => id = Some(map.next_value::<Scalar<'de>>()?),
                        StepKey::Tool => tools[0] = Some(map.next_value::<Scalar<'de>>()?.0),
                        StepKey::Action => tools[1] = Some(map.next_value::<Scalar<'de>>()?.0),
                        StepKey::Task => tools[2] = Some(map.next_value::<Scalar<'de>>()?.0),
                        StepKey::Inputs => inputs = Some(map.next_value::<Value>()?),
                        StepKey::Arguments => arguments = Some(map.next_value::<Value>()?),
                        StepKey::DependsOn => depends[0] = Some(map.next_value::<Ids<'de>>()?),
                        StepKey::Dependencies => depends[1] = Some(map.next_value::<Ids<'de>>()?),
                        StepKey::Other => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                let [tool, action, task] = tools;
                let tool = tool
                    .map(|f| ("tool", f))
                    .or_else(|| action.map(|f| ("action", f)))
                    .or_else(|| task.map(|f| ("task", f)));
                let [depends_on, dependencies] = depends;
                let depends_on = depends_on
                    .map(|ids| ("depends_on", ids.0))
                    .or_else(|| dependencies.map(|ids| ("dependencies", ids.0)));
                Ok(StepSent(Some(StepParts {
                    id: id.and_then(|s| s.text()),
                    tool,
                    inputs: inputs.map(Cow::Owned),
                    arguments: arguments.map(Cow::Owned),
                    depends_on,
                })))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<StepSent<'de>, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(StepSent(None))
            }
            fn visit_str<E: de::Error>(self, _: &str) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
            fn visit_unit<E: de::Error>(self) -> Result<StepSent<'de>, E> {
                Ok(StepSent(None))
            }
        }
        deserializer.deserialize_any(StepVisitor)
    }
}

/// A step field: a string (borrowed when it needs no unescaping), or any other JSON as a tree.
struct Scalar<'a>(Field<'a>);

impl<'a> Scalar<'a> {
    /// The field as an id's text: a string as it is, a number as JSON writes it.
    fn text(self) -> Option<Cow<'a, str>> {
        match self.0 {
            Field::Str(s) => Some(s),
            Field::Json(v) => match v.as_ref() {
                Value::String(s) => Some(Cow::Owned(s.clone())),
                Value::Number(n) => Some(Cow::Owned(n.to_string())),
                _ => None,
            },
        }
    }

    fn json(value: Value) -> Self {
        Self(Field::Json(Cow::Owned(value)))
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Scalar<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ScalarVisitor;
        impl<'de> Visitor<'de> for ScalarVisitor {
            type Value = Scalar<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Scalar<'de>, E> {
                Ok(Scalar(Field::Str(Cow::Borrowed(v))))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar<'de>, E> {
                Ok(Scalar(Field::Str(Cow::Owned(v.to_owned()))))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Scalar<'de>, E> {
                Ok(Scalar(Field::Str(Cow::Owned(v))))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar<'de>, E> {
                Ok(Scalar::json(Value::from(v)))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar<'de>, E> {
                Ok(Scalar::json(Value::from(v)))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar<'de>, E> {
                // As a `Value` holds it.
                Ok(Scalar::json(
                    serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number),
                ))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar<'de>, E> {
                Ok(Scalar::json(Value::Bool(v)))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Scalar<'de>, E> {
                Ok(Scalar::json(Value::Null))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Scalar<'de>, A::Error> {
                Value::deserialize(de::value::SeqAccessDeserializer::new(seq)).map(Scalar::json)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Scalar<'de>, A::Error> {
                Value::deserialize(de::value::MapAccessDeserializer::new(map)).map(Scalar::json)
            }
        }
        deserializer.deserialize_any(ScalarVisitor)
    }
}

/// A step's dependencies as the rules read them: the ids as text, each with its position when
/// sent as a list (items of other types walked and skipped).
struct Ids<'a>(DependsOn<'a>);

impl<'de: 'a, 'a> Deserialize<'de> for Ids<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct IdsVisitor;
        impl<'de> Visitor<'de> for IdsVisitor {
            type Value = Ids<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Ids<'de>, A::Error> {
                let mut ids = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(16));
                let mut position = 0;
                while let Some(item) = seq.next_element::<Scalar<'de>>()? {
                    if let Some(id) = item.text() {
                        ids.push((id, Some(position)));
                    }
                    position += 1;
                }
                Ok(Ids(ids))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Ids<'de>, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Ids(Vec::new()))
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Ids<'de>, E> {
                Ok(Ids(vec![(Cow::Borrowed(v), None)]))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Ids<'de>, E> {
                Ok(Ids(vec![(Cow::Owned(v.to_owned()), None)]))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Ids<'de>, E> {
                Ok(Ids(vec![(Cow::Owned(v.to_string()), None)]))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Ids<'de>, E> {
                Ok(Ids(vec![(Cow::Owned(v.to_string()), None)]))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Ids<'de>, E> {
                Ok(Ids(Scalar::json(
                    serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number),
                )
                .text()
                .map(|id| vec![(id, None)])
                .unwrap_or_default()))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Ids<'de>, E> {
                Ok(Ids(Vec::new()))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Ids<'de>, E> {
                Ok(Ids(Vec::new()))
            }
        }
        deserializer.deserialize_any(IdsVisitor)
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
    request: Request,
) -> Result<Response, Problem> {
    let (bytes, limits) = json_body(request, &state).await?;
    // The usual body is read in place, each step kept as far as the rules read it; any other
    // (one that does not decode, or decodes only as a tree: a repeated key, a number beyond f64)
    // takes the tree path, whose answers and messages are the reference.
    if let Some((body, numbers)) = decode_in_place_as_sent::<PlanBody<'_>>(&bytes, &limits) {
        let envelope = body.envelope();
        let steps: Vec<Option<StepParts<'_>>> = body.plan.into_iter().map(|s| s.0).collect();
        let sent = Sent {
            catalog: CatalogFields {
                available_tools: body.available_tools,
                mcp_tools: body.mcp_tools,
                registry: body.registry,
            },
            tool_graph: body.tool_graph,
        };
        return judge(&state, &headers, &budget, &envelope, numbers, sent, &steps);
    }
    let (request, numbers) = decode_as_sent::<PlanRequest>(&bytes, &limits)?;
    let envelope = request.envelope();
    let steps: Vec<Option<StepParts<'_>>> = request.plan.iter().map(StepParts::of).collect();
    let sent = Sent {
        catalog: CatalogFields {
            available_tools: request.available_tools,
            mcp_tools: request.mcp_tools,
            registry: request.registry,
        },
        tool_graph: request.tool_graph,
    };
    judge(&state, &headers, &budget, &envelope, numbers, sent, &steps)
}

/// A plan request's fields besides its steps and envelope.
struct Sent {
    catalog: CatalogFields,
    tool_graph: Option<Value>,
}

/// The answer to a plan request, its steps read.
fn judge(
    state: &AppState,
    headers: &HeaderMap,
    budget: &Budget,
    envelope: &Envelope,
    numbers: NumbersAsSent,
    sent: Sent,
    steps: &[Option<StepParts<'_>>],
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let rules = runtime.engine.plan();
    let call =
        Call::begin(&runtime, headers, envelope, rules.policy())?.with_numbers_as_sent(numbers);
    let catalog = catalog_for(&runtime, &sent.catalog, budget)?;
    let graph = match &sent.tool_graph {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            ToolGraph::from_json(value)
                .map_err(|e| Problem::invalid(format!("/tool_graph{}", e.path), e.message))?,
        ),
    };
    let outcome = rules.check_parts_within(steps, &catalog, graph.as_ref(), budget);
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
        call.finish_with(state, &runtime, PLAN, outcome.alerts, |alerts| PlanExtra {
            valid: !alerts
                .iter()
                .any(|a| a.severity >= crate::engine::Severity::High),
            feedback,
            execution_order,
        }),
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::engine::Engine;
    use crate::engine::plan::PlanOutcome;
    use crate::http::extract::{decode, decode_in_place};
    use proptest::prelude::*;

    /// The outcome of a body's plan read in place and read as a tree (against the `automation`
    /// registry); `None` when the body does not decode in place.
    fn both_ways(body: &str) -> Option<(PlanOutcome, PlanOutcome)> {
        static ENGINE: std::sync::LazyLock<(Config, Engine)> = std::sync::LazyLock::new(|| {
            let config = Config::default();
            let engine = Engine::new(&config);
            (config, engine)
        });
        let (config, engine) = &*ENGINE;
        let rules = engine.plan();
        let catalog = rules.registry("automation").unwrap();
        let tree: PlanRequest = decode(body.as_bytes(), &config.limits).unwrap();
        let sent: PlanBody<'_> = decode_in_place(body.as_bytes(), &config.limits)?;
        let steps: Vec<Option<StepParts<'_>>> = sent.plan.into_iter().map(|s| s.0).collect();
        let budget = Budget::unlimited();
        Some((
            rules.check_parts_within(&steps, &catalog, None, &budget),
            rules.check_within(&tree.plan, &catalog, None, &budget),
        ))
    }

    #[test]
    fn steps_read_in_place_are_judged_as_the_same_steps_read_whole() {
        let body = r#"{"registry": "automation", "plan": [
            {"id": "a", "id": "s\u0030", "tool": "nope", "tool": "search_\u0064ocuments",
             "inputs": {"query": "x"}, "inputs": {"query": 5, "bogus": [1, {"a": null}]}},
            {"id": 1.5, "action": "compose_email", "task": "x", "depends_on": "s0",
             "arguments": ["<node-0>", "{{step_9.output}}"]},
            {"id": 12345678901234567890123, "tool": null, "action": "take_screenshot",
             "dependencies": [1.5, null, {"x": 1}, "s0", 7], "depends_on": null},
            {"tool": {"name": "x"}, "inputs": null, "arguments": ["<node-1>"]},
            5, "text", null, [1, [2]], {},
            {"id": "c", "tool": "organize_files", "depends_on": [], "depends_on": ["c", "ghost"],
             "inputs": {"a/b~c": {"x~/": ["$step_2", "{{c.output}}"]}, "folder": "\u003cnode-0\u003e"}}
        ]}"#;
        let (in_place, whole) = both_ways(body).unwrap();
        assert!(!whole.alerts.is_empty());
        assert_eq!(in_place, whole);
    }

    #[test]
    fn a_body_only_a_tree_reads_is_left_to_the_tree_path() {
        let limits = Config::default().limits;
        for body in [
            r#"{"registry": "automation", "plan": [], "plan": [{"tool": "x"}]}"#,
            r#"{"registry": "automation", "plan": [{"id": 1e400, "tool": "x"}]}"#,
            r#"{"registry": "automation", "plan": [{"tool": "x"}]} x"#,
            r#"{"registry": "automation", "plan": [{"tool": "x",}]}"#,
        ] {
            assert!(
                decode_in_place::<PlanBody<'_>>(body.as_bytes(), &limits).is_none(),
                "{body}"
            );
        }
    }

    #[test]
    fn every_limit_holds_inside_the_fields_the_rules_do_not_read() {
        let limits = Config::default().limits;
        let deep = format!("{}{}", "[".repeat(70), "]".repeat(70));
        let long = "x".repeat(limits.max_string_bytes + 1);
        for step in [
            format!(r#"{{"tool": "x", "other": {deep}}}"#),
            format!(r#"{{"tool": "x", "depends_on": [{{"a": {deep}}}]}}"#),
            format!(r#"{{"tool": "x", "other": "{long}"}}"#),
            format!(r#"{{"tool": "x", "{long}": 1}}"#),
            deep.clone(),
        ] {
            let body = format!(r#"{{"registry": "automation", "plan": [{step}]}}"#);
            assert!(
                decode_in_place::<PlanBody<'_>>(body.as_bytes(), &limits).is_none(),
                "{step}"
            );
        }
    }

    /// A JSON value of the kinds plan steps hold, as text.
    fn field() -> impl Strategy<Value = String> {
        let leaf = prop_oneof![
            prop::sample::select(vec![
                "search_documents",
                "compose_email",
                "organize_files",
                "a",
                "b",
                "s1",
                "node-1",
                "<node-0>",
                "{{step_1.output}}",
                "$a.output",
                "",
            ])
            .prop_map(|s| format!("{s:?}")),
            any::<i64>().prop_map(|n| n.to_string()),
            (-1e6_f64..1e6).prop_map(|f| format!("{f:?}")),
            Just("null".to_owned()),
            Just("true".to_owned()),
            Just(r#""s\u0031""#.to_owned()),
        ];
        leaf.prop_recursive(3, 12, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4)
                    .prop_map(|v| format!("[{}]", v.join(","))),
                prop::collection::vec(
                    (
                        prop::sample::select(vec!["query", "max_results", "a/b", "x"]),
                        inner
                    ),
                    0..4
                )
                .prop_map(|v| {
                    let members: Vec<String> =
                        v.into_iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
                    format!("{{{}}}", members.join(","))
                }),
            ]
        })
    }

    /// A plan step as text: an object of the keys the rules read (repeats allowed), or other JSON.
    fn step() -> impl Strategy<Value = String> {
        let key = prop::sample::select(vec![
            "id",
            "tool",
            "action",
            "task",
            "inputs",
            "arguments",
            "depends_on",
            "dependencies",
            "other",
        ]);
        prop_oneof![
            4 => prop::collection::vec((key, field()), 0..7).prop_map(|members| {
                let members: Vec<String> =
                    members.into_iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
                format!("{{{}}}", members.join(","))
            }),
            1 => field(),
        ]
    }

    proptest! {
        #[test]
        fn any_plan_read_in_place_is_judged_as_read_whole(
            steps in prop::collection::vec(step(), 0..6)
        ) {
            let body = format!(r#"{{"registry":"automation","plan":[{}]}}"#, steps.join(","));
            let (in_place, whole) = both_ways(&body).unwrap();
            prop_assert_eq!(in_place, whole);
        }
    }
}
