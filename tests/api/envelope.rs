//! Envelope mistakes, one shape at a time and on every endpoint: each 422 names the field by its
//! JSON Pointer at any depth, lists every wrong or missing field, and speaks JSON's types.

use serde_json::{Value, json};

use crate::helpers::TestApp;

/// Words an answer must never show a client: the implementation's type names.
const RUST_TYPES: [&str; 10] = [
    "u8", "u16", "u32", "u64", "usize", "i64", "f64", "struct", "sequence", "map",
];

/// POSTs `body` to `route`, expects a 422 and returns its `errors` as (path, message) pairs.
async fn errors(app: &TestApp, route: &str, body: &Value) -> Vec<(String, String)> {
    let (status, problem) = app.post(route, body).await;
    assert_eq!(status, 422, "{route} {body}: {problem}");
    let errors: Vec<(String, String)> = problem["errors"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|e| {
                    (
                        e["path"].as_str().unwrap_or("?").to_owned(),
                        e["message"].as_str().unwrap_or("?").to_owned(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    for (_, message) in &errors {
        let leak = message
            .split(|c: char| !c.is_ascii_alphanumeric())
            .find(|word| RUST_TYPES.contains(word));
        assert!(leak.is_none(), "{route} {body}: {message:?} names {leak:?}");
    }
    errors
}

/// Asserts that the 422 lists exactly `expected` paths, each message containing its words.
async fn assert_errors(app: &TestApp, route: &str, body: Value, expected: &[(&str, &str)]) {
    let got = errors(app, route, &body).await;
    let paths: Vec<&str> = got.iter().map(|(p, _)| p.as_str()).collect();
    let wanted: Vec<&str> = expected.iter().map(|(p, _)| *p).collect();
    let mut sorted_paths = paths.clone();
    sorted_paths.sort_unstable();
    let mut sorted_wanted = wanted.clone();
    sorted_wanted.sort_unstable();
    assert_eq!(sorted_paths, sorted_wanted, "{route} {body}: {got:?}");
    for (path, words) in expected {
        let message = got
            .iter()
            .find(|(p, _)| p == path)
            .map(|(_, m)| m.as_str())
            .unwrap_or_default();
        assert!(
            message.contains(words),
            "{route} {body} {path}: {message:?} lacks {words:?}"
        );
    }
}

#[tokio::test]
async fn every_missing_required_field_is_listed_where_it_belongs() {
    let app = TestApp::spawn().await;
    let missing = "a required field is missing";
    let cases: [(&str, &[(&str, &str)]); 8] = [
        (
            "/validate/boundaries",
            &[("/total_pages", missing), ("/boundaries", missing)],
        ),
        ("/validate/metadata", &[("/metadata", missing)]),
        ("/validate/plan", &[("/plan", missing)]),
        ("/validate/tool-calls", &[("/tool_calls", missing)]),
        (
            "/validate/transformations",
            &[("/transformations", missing)],
        ),
        ("/verify-facts", &[("/text", missing)]),
        ("/verify-citations", &[("/sources", missing)]),
        (
            "/terms/restore",
            &[("/text", missing), ("/markers", missing)],
        ),
    ];
    for (route, expected) in cases {
        assert_errors(&app, route, json!({}), expected).await;
    }
    assert_errors(
        &app,
        "/terms/protect",
        json!({}),
        &[("/text", missing), ("/terms", missing)],
    )
    .await;
    assert_errors(&app, "/prompts/facts", json!({}), &[("/facts", missing)]).await;
    assert_errors(
        &app,
        "/prompts/citations",
        json!({}),
        &[("/sources", missing)],
    )
    .await;
}

#[tokio::test]
async fn a_mistyped_field_is_named_with_the_json_types_expected_and_found() {
    let app = TestApp::spawn().await;
    assert_errors(
        &app,
        "/validate/boundaries",
        json!({"total_pages": "3", "boundaries": {}}),
        &[
            ("/total_pages", "found a string"),
            ("/boundaries", "expected an array, found an object"),
        ],
    )
    .await;
    assert_errors(
        &app,
        "/validate/metadata",
        json!({"metadata": [], "document_text": 7}),
        &[
            ("/metadata", "expected an object, found an array"),
            ("/document_text", "expected a string, found the integer 7"),
        ],
    )
    .await;
    assert_errors(
        &app,
        "/verify-facts",
        json!({"text": true, "known_terms": ["ok", 5]}),
        &[
            ("/text", "expected a string, found a boolean"),
            ("/known_terms/1", "expected a string"),
        ],
    )
    .await;
    assert_errors(
        &app,
        "/validate/plan",
        json!({"plan": "step one", "registry": 3}),
        &[
            ("/plan", "expected an array, found a string"),
            ("/registry", "expected a string"),
        ],
    )
    .await;
    assert_errors(
        &app,
        "/validate/tool-calls",
        json!({"tool_calls": null, "available_tools": []}),
        &[("/tool_calls", "expected an array, found null")],
    )
    .await;
    assert_errors(
        &app,
        "/validate/transformations",
        json!({"transformations": [], "price_tolerance": "5%"}),
        &[("/price_tolerance", "expected a number, found a string")],
    )
    .await;
    assert_errors(
        &app,
        "/terms/restore",
        json!({"text": "x", "markers": {"[T1]": 1}}),
        &[("/markers/[T1]", "expected a string, found the integer 1")],
    )
    .await;
}

#[tokio::test]
async fn a_wrong_field_deep_inside_the_envelope_has_its_full_pointer() {
    let app = TestApp::spawn().await;
    assert_errors(
        &app,
        "/validate/metadata",
        json!({"metadata": {}, "context": {"provider": 123}}),
        &[(
            "/context/provider",
            "expected a string, found the integer 123",
        )],
    )
    .await;
    assert_errors(
        &app,
        "/verify-facts",
        json!({"text": "x", "facts": {"dates": "2026-08-08"}}),
        &[("/facts/dates", "expected an array, found a string")],
    )
    .await;
    assert_errors(
        &app,
        "/verify-citations",
        json!({"answer": "x", "sources": [{"id": "s1", "text": "t", "score": "x"}]}),
        &[("/sources/0/score", "expected a number, found a string")],
    )
    .await;
    assert_errors(
        &app,
        "/prompts/citations",
        json!({"sources": [{"id": "s1", "text": "t"}, {"id": "s2"}]}),
        &[("/sources/1/text", "a required field is missing")],
    )
    .await;
    assert_errors(
        &app,
        "/validate/boundaries",
        json!({"total_pages": 1, "boundaries": [], "policy": {"high_threshold": "two"}}),
        &[(
            "/policy/high_threshold",
            "expected an integer from 1 to 4294967295, found a string",
        )],
    )
    .await;
    assert_errors(
        &app,
        "/validate/boundaries",
        json!({"total_pages": 1, "boundaries": [], "policy": {"severities": {"boundaries.count_exceeds_pages": "huge"}}}),
        &[("/policy/severities/boundaries.count_exceeds_pages", "unknown variant")],
    )
    .await;
    assert_errors(
        &app,
        "/prompts/facts",
        json!({"facts": {"numeric_counts": 3}}),
        &[("/facts/numeric_counts", "expected an array")],
    )
    .await;
}

#[tokio::test]
async fn as_of_that_is_not_a_date_string_is_named_on_every_endpoint_that_takes_it() {
    let app = TestApp::spawn().await;
    let routes = [
        (
            "/validate/boundaries",
            json!({"total_pages": 1, "boundaries": []}),
        ),
        ("/validate/metadata", json!({"metadata": {}})),
        ("/validate/plan", json!({"plan": [], "available_tools": []})),
        (
            "/validate/tool-calls",
            json!({"tool_calls": [], "available_tools": []}),
        ),
        ("/validate/transformations", json!({"transformations": []})),
        ("/verify-facts", json!({"text": "x", "source_text": "y"})),
        (
            "/verify-citations",
            json!({"answer": "x", "sources": [{"id": 1, "text": "y"}]}),
        ),
        ("/terms/restore", json!({"text": "x", "markers": {}})),
        ("/prompts/facts", json!({"facts": {}})),
    ];
    for (route, body) in routes {
        for as_of in [json!(20_261_122), json!("22/11/2026")] {
            let mut body = body.clone();
            body["as_of"] = as_of;
            let got = errors(&app, route, &body).await;
            assert_eq!(
                got.first().map(|(p, _)| p.as_str()),
                Some("/as_of"),
                "{route} {body}: {got:?}"
            );
        }
    }
}

#[tokio::test]
async fn every_probability_outside_zero_to_one_is_a_422_at_its_path() {
    let app = TestApp::spawn().await;
    let source = |score: Value| json!({"id": "s1", "text": "The fee is 5 EUR.", "score": score});
    for bad in [json!(1e300), json!(-0.1), json!(1.5)] {
        assert_errors(
            &app,
            "/verify-citations",
            json!({"answer": "x", "sources": [source(json!(0.9))], "retrieval_confidence": bad}),
            &[("/retrieval_confidence", "from 0 to 1")],
        )
        .await;
        assert_errors(
            &app,
            "/verify-citations",
            json!({"answer": "x", "sources": [source(json!(0.9)), source(bad.clone())]}),
            &[("/sources/1/score", "from 0 to 1")],
        )
        .await;
        assert_errors(
            &app,
            "/prompts/citations",
            json!({"sources": [source(bad.clone())]}),
            &[("/sources/0/score", "from 0 to 1")],
        )
        .await;
        assert_errors(
            &app,
            "/validate/transformations",
            json!({"transformations": [], "min_confidence": bad}),
            &[("/min_confidence", "from 0 to 1")],
        )
        .await;
        // An item's own confidence, in a batch of transformations or of boundaries: every one
        // out of range is named.
        let item = |confidence: Value| {
            json!({"record_id": 1, "field": "dob",
            "old_value": "Jan 12, 1980", "new_value": "1980-01-12", "confidence": confidence})
        };
        assert_errors(
            &app,
            "/validate/transformations",
            json!({"transformations": [item(json!(0.9)), item(bad.clone()), item(json!("high"))]}),
            &[
                ("/transformations/1/confidence", "from 0 to 1"),
                ("/transformations/2/confidence", "found a string"),
            ],
        )
        .await;
        assert_errors(
            &app,
            "/validate/boundaries",
            json!({"total_pages": 5, "boundaries": [
                {"start_page": 1, "end_page": 5, "confidence": bad}]}),
            &[("/boundaries/0/confidence", "from 0 to 1")],
        )
        .await;
    }
    // The edges are probabilities too.
    for edge in [0.0, 1.0] {
        let (status, _) = app
            .post(
                "/verify-citations",
                &json!({"answer": "x", "sources": [source(json!(edge))], "retrieval_confidence": edge}),
            )
            .await;
        assert_eq!(status, 200);
    }
}

#[tokio::test]
async fn several_mistakes_at_different_depths_are_all_listed_in_one_answer() {
    let app = TestApp::spawn().await;
    assert_errors(
        &app,
        "/verify-citations",
        json!({
            "answer": 1,
            "sources": [{"id": "s1", "text": "t", "score": 2}],
            "context": {"model": []},
            "as_of": "soon",
        }),
        &[
            ("/answer", "expected a string"),
            ("/sources/0/score", "from 0 to 1"),
            ("/context/model", "expected a string, found an array"),
            ("/as_of", "YYYY-MM-DD"),
        ],
    )
    .await;
}

#[tokio::test]
async fn integers_out_of_range_name_the_range_not_a_machine_type() {
    let app = TestApp::spawn().await;
    let got = errors(
        &app,
        "/validate/metadata",
        &json!({"metadata": {}, "policy": {"critical_threshold": 99_999_999_999_u64}}),
    )
    .await;
    assert_eq!(
        got.first().map(|(p, _)| p.as_str()),
        Some("/policy/critical_threshold")
    );
    assert!(
        got.iter().any(|(_, m)| m.contains("1 to 4294967295")),
        "{got:?}"
    );
    let got = errors(
        &app,
        "/validate/boundaries",
        &json!({"total_pages": 1e30, "boundaries": []}),
    )
    .await;
    assert!(
        got.iter()
            .any(|(p, m)| p == "/total_pages" && m.contains("1 to 9223372036854775807")),
        "{got:?}"
    );
}

#[tokio::test]
async fn data_under_test_of_any_shape_is_judged_not_refused() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            "/validate/boundaries",
            json!({"total_pages": 2, "boundaries": [{"start_page": "one"}, 7, [], null]}),
        ),
        (
            "/validate/metadata",
            json!({"metadata": {"account_number": [1], "bank_name": {"x": 1}}}),
        ),
        (
            "/validate/plan",
            json!({"plan": [3, "x", {"tool": 5}], "available_tools": []}),
        ),
        (
            "/validate/tool-calls",
            json!({"tool_calls": [1, {"function": []}], "available_tools": []}),
        ),
    ];
    for (route, body) in cases {
        let (status, answer) = app.post(route, &body).await;
        assert_eq!(status, 200, "{route} {body}: {answer}");
        assert_ne!(answer["verdict"], "pass", "{route} {body}: {answer}");
    }
    // A transformation that is not one is counted as invalid input, item by item.
    let (status, answer) = app
        .post(
            "/validate/transformations",
            &json!({"transformations": [1, "x", {"old_value": []}]}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["totals"]["invalid_input"], 3, "{answer}");
}

#[tokio::test]
async fn numbers_too_large_for_their_rule_are_judged_as_sent_or_named_by_range() {
    let app = TestApp::spawn().await;
    let response = app
        .post_raw(
            "/validate/boundaries",
            "application/json",
            br#"{"total_pages": 3, "boundaries": [{"start_page": 99999999999999999999999, "end_page": 3}]}"#
                .to_vec(),
        )
        .await;
    assert_eq!(response.status().as_u16(), 200);
    let answer: Value = response.json().await.unwrap_or_default();
    let alert = &answer["alerts"][0];
    assert_eq!(alert["path"], "/boundaries/0/start_page", "{answer}");
    // Not capped to 9223372036854775807: the number sent, as JSON reads it.
    assert_eq!(alert["detected_value"].as_f64(), Some(1e23), "{answer}");
    let response = app
        .post_raw(
            "/verify-facts",
            "application/json",
            br#"{"text": "x", "facts": {"numeric_counts": [99999999999999999999999999]}}"#.to_vec(),
        )
        .await;
    assert_eq!(response.status().as_u16(), 422);
    let problem: Value = response.json().await.unwrap_or_default();
    assert_eq!(problem["errors"][0]["path"], "/facts/numeric_counts/0");
    let message = problem["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(message.contains("18446744073709551615"), "{message}");
    assert!(!message.contains("1e+26"), "{message}");
}
