//! `/validate/transformations` over HTTP: JSON batches and NDJSON streams.

use serde_json::{Value, json};

use crate::helpers::{TestApp, rules};

#[tokio::test]
async fn the_digit_overlap_blind_spot_is_rejected() {
    let app = TestApp::spawn().await;
    let body = json!({"transformations": [
        {"record_id": 2, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01", "confidence": 0.93},
        {"record_id": 3, "field": "dob", "old_value": "Mar 3, 1990", "new_value": "2025-03-03", "confidence": 0.95},
        {"record_id": 4, "field": "dob", "old_value": "Mar 3, 1990", "new_value": "1990-03-03", "confidence": 0.95},
        {"record_id": 5, "field": "email", "old_value": "X@Y.com", "new_value": "x@y.com", "confidence": 0.2}
    ]});
    let (status, answer) = app.post("/validate/transformations", &body).await;
    assert_eq!(status, 200);
    let reasons: Vec<&str> = answer["results"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["reason"].as_str())
        .collect();
    assert_eq!(
        reasons,
        vec![
            "semantic_mismatch",
            "semantic_mismatch",
            "ok",
            "low_confidence"
        ]
    );
    assert_eq!(
        rules(&answer),
        vec![
            "transform.semantic_mismatch",
            "transform.semantic_mismatch",
            "transform.low_confidence"
        ]
    );
    assert_eq!(answer["alerts"][0]["path"], "/transformations/0");
    assert_eq!(
        answer["totals"],
        json!({"total": 4, "accepted": 1, "rejected_confidence": 1, "rejected_semantics": 2, "unverified": 0, "invalid_input": 0, "acceptance_rate": 0.25})
    );
    let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
    assert!(
        metrics
            .contains(r#"verity_transformations_total{kind="date",outcome="semantic_mismatch"} 2"#),
        "{metrics}"
    );
}

#[tokio::test]
async fn an_empty_batch_has_no_acceptance_rate() {
    let app = TestApp::spawn().await;
    let (_, answer) = app
        .post("/validate/transformations", &json!({"transformations": []}))
        .await;
    assert_eq!(answer["totals"]["acceptance_rate"], Value::Null);
    assert_eq!(answer["verdict"], "pass");
}

#[tokio::test]
async fn a_per_request_min_confidence_applies() {
    let app = TestApp::spawn().await;
    let body = json!({"min_confidence": 0.95, "transformations": [{"field": "email", "old_value": "a@b.ch", "new_value": "a@b.ch", "confidence": 0.9}]});
    let (_, answer) = app.post("/validate/transformations", &body).await;
    assert_eq!(answer["results"][0]["reason"], "low_confidence");
}

async fn stream(app: &TestApp, body: Vec<u8>, query: &str) -> (String, Vec<Value>) {
    let response = app
        .client
        .post(app.url(&format!("/validate/transformations{query}")))
        .header("content-type", "application/x-ndjson")
        .body(body)
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap_or_default()
        .to_owned();
    let text = response.text().await.unwrap_or_default();
    (
        content_type,
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
            .collect(),
    )
}

#[tokio::test]
async fn a_stream_answers_in_order_reports_bad_lines_and_goes_on() {
    let app = TestApp::spawn().await;
    let mut body = Vec::new();
    body.extend_from_slice(b"{\"record_id\":\"a\",\"field\":\"dob\",\"old_value\":\"5-Dec-75\",\"new_value\":\"1975-12-05\"}\n");
    body.extend_from_slice(b"this is not json\n");
    body.extend_from_slice(b"{\"record_id\":\"c\",\"field\":\"name\",\"old_value\":\"\xff\xfe\",\"new_value\":\"x\"}\n");
    body.extend_from_slice(format!("{{\"record_id\":\"d\",\"field\":\"notes\",\"old_value\":\"{}\",\"new_value\":\"x\"}}\n", "a".repeat(70_000)).as_bytes());
    body.extend_from_slice(b"\r\n{\"record_id\":\"e\",\"field\":\"dob\",\"old_value\":\"Jan 12, 1980\",\"new_value\":\"1980-01-01\"}");
    let (content_type, lines) = stream(&app, body, "").await;
    assert_eq!(content_type, "application/x-ndjson");
    let reasons: Vec<&str> = lines.iter().filter_map(|l| l["reason"].as_str()).collect();
    assert_eq!(
        reasons,
        vec![
            "ok",
            "invalid_input",
            "invalid_input",
            "invalid_input",
            "semantic_mismatch"
        ]
    );
    let indexes: Vec<u64> = lines.iter().filter_map(|l| l["index"].as_u64()).collect();
    assert_eq!(indexes, vec![0, 1, 2, 3, 4]);
    let totals = &lines.last().unwrap_or(&Value::Null)["totals"];
    assert_eq!(totals["total"], 5);
    assert_eq!(totals["invalid_input"], 3);
    assert_eq!(totals["accepted"], 1);
}

#[tokio::test]
async fn a_streams_last_line_lists_the_totals_in_name_order() {
    let app = TestApp::spawn().await;
    let body = b"{\"field\":\"dob\",\"old_value\":\"5-Dec-75\",\"new_value\":\"1975-12-05\"}\n{\"field\":\"dob\",\"old_value\":\"Jan 12, 1980\",\"new_value\":\"1980-01-01\"}\n";
    let text = app
        .post_raw(
            "/validate/transformations",
            "application/x-ndjson",
            body.to_vec(),
        )
        .await
        .text()
        .await
        .unwrap_or_default();
    assert_eq!(
        text.lines().last(),
        Some(
            r#"{"totals":{"accepted":1,"acceptance_rate":0.5,"invalid_input":0,"rejected_confidence":0,"rejected_semantics":1,"total":2,"unverified":0}}"#
        )
    );
}

#[tokio::test]
async fn a_long_stream_is_answered_whole() {
    let app = TestApp::spawn().await;
    let mut body = Vec::new();
    for i in 0..50_000 {
        body.extend_from_slice(format!("{{\"record_id\":{i},\"field\":\"dob\",\"old_value\":\"{:02}/03/1999\",\"new_value\":\"1999-03-{:02}\"}}\n", i % 28 + 1, i % 28 + 1).as_bytes());
    }
    let (_, lines) = stream(&app, body, "?min_confidence=0.5").await;
    assert_eq!(lines.len(), 50_001);
    assert_eq!(lines[49_999]["record_id"], 49_999);
    assert_eq!(lines[50_000]["totals"]["accepted"], 50_000);
}

#[tokio::test]
async fn a_stream_with_a_bad_threshold_is_422() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/validate/transformations?min_confidence=7"))
        .header("content-type", "application/x-ndjson")
        .body("{}\n")
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 422);
}

#[tokio::test]
async fn an_unreadable_old_date_is_unverified_unless_the_stream_asks_for_digit_overlap() {
    let line = b"{\"record_id\":1,\"field\":\"dob\",\"old_value\":\"born 1980ish\",\"new_value\":\"1980-01-01\"}\n".to_vec();
    let app = TestApp::spawn().await;
    let (_, lines) = stream(&app, line.clone(), "").await;
    assert_eq!(lines[0]["reason"], "unverified");
    assert_eq!(lines[0]["method"], "unreadable");
    assert_eq!(lines[1]["totals"]["unverified"], 1);
    let (_, lines) = stream(&app, line.clone(), "?date_fallback=digit_overlap").await;
    assert_eq!(lines[0]["reason"], "ok");
    assert_eq!(lines[0]["method"], "digit_overlap");
    assert_eq!(lines[1]["totals"]["unverified"], 0);
    // The config key under the endpoint's name, as the API contract spells it.
    let overlap =
        TestApp::with_config(&[("VERITY_TRANSFORMATIONS__DATE_FALLBACK", "digit_overlap")]).await;
    let (_, lines) = stream(&overlap, line, "").await;
    assert_eq!(lines[0]["method"], "digit_overlap");
}

#[tokio::test]
async fn a_batch_answers_each_item_as_a_stream_answers_its_line() {
    let app = TestApp::spawn().await;
    let items = [
        r#"{"record_id": 1, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01", "confidence": 0.93}"#,
        r#"{"record_id": "b", "field": "d\u006fb", "old_value": "\u004aan 12, 1980", "new_value": "1980-01-12"}"#,
        r#"{"record_id": [1, {"x": null}], "field": "price", "old_value": 12.5, "new_value": 12.49}"#,
        r#"{"kind": "number", "old_value": -3, "new_value": "-3", "kind": 7}"#,
        r#"{"old_value": "x", "old_value": "Mar 3, 1990", "new_value": "1990-03-04", "field": "dob"}"#,
        r#"{"field": "email", "old_value": "X@Y.com", "new_value": "x@y.com", "confidence": 0.2}"#,
        r#"{"field": "email", "old_value": "X@Y.com", "new_value": "x@y.com", "confidence": null, "extra": {"deep": [[{}]]}}"#,
        r#"{"old_value": [1], "new_value": "x"}"#,
        r#"{"old_value": "x"}"#,
        r#"[1, 2]"#,
        r#""x""#,
        r#"null"#,
    ];
    let batch = format!(r#"{{"transformations": [{}]}}"#, items.join(","));
    let response = app
        .post_raw(
            "/validate/transformations",
            "application/json",
            batch.into_bytes(),
        )
        .await;
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap_or_default();
    let (_, lines) = stream(&app, items.join("\n").into_bytes(), "").await;
    let Some((trailer, results)) = lines.split_last() else {
        panic!("no lines");
    };
    assert_eq!(answer["results"], Value::Array(results.to_vec()));
    assert_eq!(answer["totals"], trailer["totals"]);
    let reasons: Vec<&str> = results
        .iter()
        .filter_map(|r| r["reason"].as_str())
        .collect();
    assert_eq!(
        reasons,
        vec![
            "semantic_mismatch",
            "ok",
            "semantic_mismatch",
            "ok",
            "semantic_mismatch",
            "low_confidence",
            "ok",
            "invalid_input",
            "invalid_input",
            "invalid_input",
            "invalid_input",
            "invalid_input"
        ]
    );
    // The alerts echo each rejected item's values as sent.
    assert_eq!(rules(&answer).len(), 4);
    let price = answer["alerts"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|a| a["path"] == "/transformations/2")
        .unwrap_or(&Value::Null);
    assert_eq!(price["detected_value"], json!(12.49));
    assert_eq!(price["expected_value"], json!(12.5));
}
