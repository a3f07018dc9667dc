//! Defense in depth: prompt blocks built from the checks' own configuration (pinned by snapshot
//! files, and an answer that follows a block passes its check), execution-time tool-call checks,
//! and the bounded hallucinated-tools metric.
//!
//! Snapshots live in tests/snapshots; `UPDATE_SNAPSHOTS=1 cargo test` rewrites them.

use serde_json::{Value, json};

use crate::helpers::{TestApp, rules};

fn snapshot(name: &str, actual: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        assert!(std::fs::write(&path, actual).is_ok());
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_SNAPSHOTS=1 writes it)", path.display()));
    assert_eq!(
        actual, expected,
        "{name} changed; UPDATE_SNAPSHOTS=1 rewrites it"
    );
}

async fn prompt(app: &TestApp, path: &str, body: &Value) -> String {
    let (status, answer) = app.post(path, body).await;
    assert_eq!(status, 200, "{answer}");
    assert!(
        answer["rules_version"]
            .as_str()
            .is_some_and(|v| v.contains("+cfg."))
    );
    // Same input, same bytes.
    let (_, again) = app.post(path, body).await;
    assert_eq!(answer["prompt"], again["prompt"]);
    answer["prompt"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn the_plan_block_lists_the_catalog_and_names_invented_tools_and_a_plan_from_it_passes() {
    let app = TestApp::spawn().await;
    let text = prompt(&app, "/prompts/plan", &json!({"registry": "automation"})).await;
    snapshot("prompt_plan_automation.txt", &text);
    assert!(text.contains("No other tool exists."));
    assert!(text.contains("- list_files does not exist; use organize_files instead."));
    assert!(text.contains("- compose_email"));
    // A plan that uses the tools as the block lists them passes.
    let (status, answer) = app
        .post(
            "/validate/plan",
            &json!({"registry": "automation", "plan": [
                {"id": "find", "tool": "search_documents", "inputs": {"query": "invoices"}},
                {"id": "mail", "tool": "compose_email", "inputs": {"to": ["ada@example.com"], "subject": "Invoices", "body": "Attached."}, "depends_on": ["find"]}
            ]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "pass", "{answer}");
}

#[tokio::test]
async fn the_plan_block_reads_every_catalog_dialect_the_checks_read() {
    let app = TestApp::spawn().await;
    // Gemini (OpenAPI types), Anthropic, Python-style types and an MCP tools/list result, mixed.
    let body = json!({"available_tools": [
        {"functionDeclarations": [{"name": "set_light", "description": "Set a light's brightness.",
            "parameters": {"type": "OBJECT", "properties": {"brightness": {"type": "INTEGER"}}, "required": ["brightness"]}}]},
        {"name": "get_weather", "description": "Current weather in a city.", "input_schema": {"type": "object",
            "properties": {"city": {"type": "string"}}, "required": ["city"]}},
        {"name": "calc_area", "parameters": {"type": "dict", "properties": {"base": {"type": "float"}}, "required": ["base"]}}],
        "mcp_tools": {"tools": [{"name": "read_file", "description": "Read a file.", "inputSchema": {"type": "object",
            "properties": {"path": {"type": "string"}}, "required": ["path"], "additionalProperties": false}}]}});
    let text = prompt(&app, "/prompts/plan", &body).await;
    for line in [
        "- set_light: Set a light's brightness.\n  Parameters: brightness (integer, required).",
        "- get_weather: Current weather in a city.\n  Parameters: city (string, required).",
        "- calc_area\n  Parameters: base (number, required).",
        "- read_file: Read a file.\n  Parameters: path (string, required).",
    ] {
        assert!(text.contains(line), "{line:?} in {text}");
    }
    // The same catalog checks a plan built from the block; a schema that cannot compile is the
    // same 422 as for the checks.
    let mut plan = body.clone();
    plan["plan"] = json!([{"id": "a", "tool": "read_file", "inputs": {"path": "notes.txt"}},
        {"id": "b", "tool": "set_light", "inputs": {"brightness": 40}}]);
    let (status, answer) = app.post("/validate/plan", &plan).await;
    assert_eq!(
        (status, answer["verdict"].as_str()),
        (200, Some("pass")),
        "{answer}"
    );
    let bad = json!({"mcp_tools": {"tools": [{"name": "q", "inputSchema": {"type": "object",
        "properties": {"n": {"type": "numbr"}}}}]}});
    let (status, problem) = app.post("/prompts/plan", &bad).await;
    assert_eq!(status, 422);
    assert_eq!(
        problem["errors"][0]["path"],
        "/mcp_tools/tools/0/inputSchema/properties/n/type"
    );
}

#[tokio::test]
async fn the_facts_block_states_each_fact_and_a_text_that_keeps_them_passes() {
    let app = TestApp::spawn().await;
    let facts = json!({"dates": ["2026-08-08"], "time_strings": ["18:00–22:00"],
        "currency_amounts": ["CHF 1,250.00"], "numeric_counts": [30], "room_names": ["Punkt.Null"],
        "terms": ["Apéro Package"]});
    let text = prompt(
        &app,
        "/prompts/facts",
        &json!({"facts": facts, "date_format": "D MMMM YYYY", "as_of": "2026-01-10"}),
    )
    .await;
    snapshot("prompt_facts.txt", &text);
    // An LLM that follows the block verbatim: every listed value, as listed.
    let values: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("- "))
        .filter_map(|l| l.split_once(": ").map(|(_, v)| v))
        .collect();
    assert_eq!(values.len(), 6, "{text}");
    let written = format!(
        "Your booking: {} guests in {} on {}, {}, with the {} for {} in total.",
        values[3], values[4], values[0], values[1], values[5], values[2]
    );
    let (status, answer) = app
        .post(
            "/verify-facts",
            &json!({"facts": facts, "text": written, "as_of": "2026-01-10"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "pass", "{written}: {answer}");
}

#[tokio::test]
async fn the_citations_block_uses_the_checked_format_and_refusal_and_answers_that_follow_pass() {
    let app = TestApp::spawn().await;
    let sources = json!([
        {"id": "Para 7-2", "text": "Engine oil capacity: 5 quarts with filter change."},
        {"id": "Para 7-4", "text": "Drain plug torque: 25 ft-lbs."}
    ]);
    let text = prompt(&app, "/prompts/citations", &json!({"sources": sources})).await;
    snapshot("prompt_citations.txt", &text);
    assert!(text.contains("[Citation: Para 7-2] Engine oil capacity"));
    let answer = "Engine oil capacity is 5 quarts with filter change [Citation: Para 7-2]. The drain plug torque is 25 ft-lbs [Citation: Para 7-4].";
    let (status, checked) = app
        .post(
            "/verify-citations",
            &json!({"answer": answer, "sources": sources}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(checked["verdict"], "pass", "{checked}");
    assert_eq!(checked["classification"], "fully_cited");
    // The refusal sentence the block dictates is read as a refusal.
    let refusal = text
        .lines()
        .find_map(|l| l.split_once("nothing else: ").map(|(_, s)| s.to_owned()))
        .unwrap_or_default();
    let (_, checked) = app
        .post(
            "/verify-citations",
            &json!({"answer": refusal, "sources": sources}),
        )
        .await;
    assert_eq!(checked["classification"], "refusal", "{checked}");
}

fn openai(id: &str, name: &str, arguments: &str) -> Value {
    json!({"id": id, "type": "function", "function": {"name": name, "arguments": arguments}})
}

#[tokio::test]
async fn tool_calls_in_both_api_shapes_are_checked_with_the_plan_rules() {
    let app = TestApp::spawn().await;
    let calls = json!([
        openai("call_1", "search_documents", r#"{"query": "invoices"}"#),
        {"type": "text", "text": "Let me also send it."},
        {"type": "tool_use", "id": "toolu_1", "name": "compose_email", "input": {"to": ["ada@example.com"], "subject": "Hi", "body": "x"}},
        openai("call_2", "send_email", r#"{"to": "ada@example.com"}"#),
        openai("call_3", "search_documents", r#"{"query": "invoices""#),
        openai("call_4", "search_documents", r#"["invoices"]"#),
        openai("call_5", "search_documents", r#"{"query": "", "colour": "red"}"#),
        openai("call_1", "search_documents", r#"{"query": "again"}"#),
    ]);
    let (status, answer) = app
        .post(
            "/validate/tool-calls",
            &json!({"registry": "automation", "tool_calls": calls}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["verdict"], "reject");
    assert_eq!(answer["allowed"], false);
    let allowed: Vec<(Value, bool)> = answer["calls"]
        .as_array()
        .map(|c| {
            c.iter()
                .map(|c| (c["index"].clone(), c["allowed"] == true))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        allowed,
        vec![
            (json!(0), true),
            (json!(2), true),
            (json!(3), false),
            (json!(4), false),
            (json!(5), false),
            (json!(6), false),
            (json!(7), false)
        ],
        "{answer}"
    );
    let found = rules(&answer);
    for rule in [
        "toolcall.unknown_tool",
        "toolcall.bad_arguments",
        "toolcall.invalid_arguments",
        "toolcall.unknown_argument",
        "toolcall.duplicate_id",
    ] {
        assert!(found.iter().any(|r| r == rule), "{rule} missing: {found:?}");
    }
    let unknown = answer["alerts"]
        .as_array()
        .and_then(|a| a.iter().find(|a| a["rule"] == "toolcall.unknown_tool"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(unknown["path"], "/tool_calls/3/function/name");
    assert_eq!(unknown["suggested_tools"], json!(["compose_email"]));
    assert_eq!(
        answer["alerts"].as_array().map(|a| a
            .iter()
            .filter(|a| a["rule"] == "toolcall.bad_arguments")
            .count()),
        Some(2),
        "invalid JSON and a JSON array are both bad arguments"
    );
}

#[tokio::test]
async fn invented_tools_are_counted_per_name_with_bounded_cardinality() {
    let app = TestApp::with_config(&[("VERITY_METRICS__MAX_TOOL_LABELS", "2")]).await;
    for name in [
        "list_files",
        "frobnicate",
        "teleport",
        "summon_dragon",
        "summon_dragon",
    ] {
        let (status, _) = app
            .post(
                "/validate/plan",
                &json!({"registry": "automation", "plan": [{"id": "a", "tool": name}]}),
            )
            .await;
        assert_eq!(status, 200);
    }
    let (status, _) = app
        .post(
            "/validate/tool-calls",
            &json!({"registry": "automation", "tool_calls": [openai("c", "teleport", "{}")]}),
        )
        .await;
    assert_eq!(status, 200);
    let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
    for line in [
        r#"verity_hallucinated_tools_total{tool="list_files"} 1"#,
        r#"verity_hallucinated_tools_total{tool="frobnicate"} 1"#,
        r#"verity_hallucinated_tools_total{tool="teleport"} 2"#,
        r#"verity_hallucinated_tools_total{tool="other"} 2"#,
    ] {
        assert!(metrics.contains(line), "{line} missing");
    }
}
