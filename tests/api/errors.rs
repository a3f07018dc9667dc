//! Every error status API.md names, as problem+json, for what clients really send.

use serde_json::{Value, json};

use crate::helpers::TestApp;

async fn problem(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    assert_eq!(content_type, "application/problem+json", "status {status}");
    let body: Value = response.json().await.unwrap_or_default();
    assert_eq!(body["status"], status);
    assert!(body["type"].is_string() && body["title"].is_string() && body["detail"].is_string());
    assert!(body["errors"].is_array());
    (status, body)
}

#[tokio::test]
async fn malformed_json_is_400() {
    let app = TestApp::spawn().await;
    let (status, _) = problem(
        app.post_raw(
            "/validate/metadata",
            "application/json",
            b"{\"metadata\": ".to_vec(),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn invalid_utf8_is_400() {
    let app = TestApp::spawn().await;
    let body = b"{\"metadata\": {\"bank_name\": \"\xc3\x28\"}}".to_vec();
    let (status, _) = problem(
        app.post_raw("/validate/metadata", "application/json", body)
            .await,
    )
    .await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn nesting_deeper_than_the_limit_is_400_and_never_a_crash() {
    let app = TestApp::spawn().await;
    for depth in [65, 10_000] {
        let body = format!(
            "{{\"metadata\": {{}}, \"x\": {}{}}}",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        let (status, body) = problem(
            app.post_raw("/validate/metadata", "application/json", body.into_bytes())
                .await,
        )
        .await;
        assert_eq!(status, 400, "depth {depth}");
        assert!(
            body["detail"]
                .as_str()
                .unwrap_or_default()
                .contains("max_depth")
        );
    }
}

#[tokio::test]
async fn a_body_over_the_limit_is_413() {
    let app = TestApp::spawn().await;
    let body = format!(
        "{{\"metadata\": {{}}, \"document_text\": \"{}\"}}",
        "a".repeat(3 * 1024 * 1024)
    );
    let (status, _) = problem(
        app.post_raw("/validate/metadata", "application/json", body.into_bytes())
            .await,
    )
    .await;
    assert_eq!(status, 413);
}

#[tokio::test]
async fn a_body_that_is_not_json_typed_is_415() {
    let app = TestApp::spawn().await;
    let (status, _) = problem(
        app.post_raw("/validate/metadata", "text/plain", b"{}".to_vec())
            .await,
    )
    .await;
    assert_eq!(status, 415);
}

#[tokio::test]
async fn envelope_errors_are_422_with_the_path() {
    let app = TestApp::spawn().await;
    let cases = [
        (json!({"boundaries": []}), "/total_pages"),
        (
            json!({"total_pages": "3", "boundaries": []}),
            "/total_pages",
        ),
        (
            json!({"total_pages": 3, "boundaries": "none"}),
            "/boundaries",
        ),
        (json!({"total_pages": 0, "boundaries": []}), "/total_pages"),
        (
            json!({"total_pages": 2, "boundaries": [], "pages": ["one"]}),
            "/pages",
        ),
        (json!([1, 2]), ""),
    ];
    for (body, path) in cases {
        let response = app
            .client
            .post(app.url("/validate/boundaries"))
            .json(&body)
            .send()
            .await;
        let (status, problem) = problem(response.unwrap_or_else(|e| panic!("{e}"))).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(problem["errors"][0]["path"], path, "{body}");
    }
}

#[tokio::test]
async fn an_array_over_the_limit_is_422_naming_the_limit() {
    let app = TestApp::with_config(&[("VERITY_LIMITS__MAX_ARRAY_ITEMS", "100")]).await;
    let boundaries: Vec<Value> = (0..101)
        .map(|_| json!({"start_page": 1, "end_page": 1}))
        .collect();
    let response = app
        .client
        .post(app.url("/validate/boundaries"))
        .json(&json!({"total_pages": 1, "boundaries": boundaries}))
        .send()
        .await;
    let (status, body) = problem(response.unwrap_or_else(|e| panic!("{e}"))).await;
    assert_eq!(status, 422);
    assert_eq!(body["errors"][0]["path"], "/boundaries");
    assert!(
        body["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("max_array_items (100)")
    );
}

#[tokio::test]
async fn an_unknown_route_is_404_and_a_wrong_method_405() {
    let app = TestApp::spawn().await;
    let (status, _) = problem(app.get("/validate/everything").await).await;
    assert_eq!(status, 404);
    let (status, _) = problem(app.get("/validate/boundaries").await).await;
    assert_eq!(status, 405);
}

#[tokio::test]
async fn a_wrong_method_is_told_which_methods_the_route_takes() {
    let app = TestApp::spawn().await;
    let spec = app
        .get("/openapi.yaml")
        .await
        .text()
        .await
        .unwrap_or_default();
    // Every route of the contract, asked with a method it does not take.
    let routes: Vec<&str> = spec
        .lines()
        .filter_map(|l| l.strip_prefix("  /").and_then(|r| r.strip_suffix(':')))
        .collect();
    assert!(routes.len() >= 15, "{routes:?}");
    for route in routes {
        let url = app.url(&format!("/{route}"));
        let response = app
            .client
            .delete(&url)
            .send()
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        if response.status() != 405 {
            continue; // e.g. a route that is off in this configuration
        }
        let allow = response.headers()["allow"]
            .to_str()
            .unwrap_or_default()
            .to_owned();
        let (_, body) = problem(response).await;
        let detail = body["detail"].as_str().unwrap_or_default();
        let named = if allow.starts_with("GET") {
            "GET"
        } else {
            "POST"
        };
        assert!(allow.contains(named), "/{route}: Allow {allow}");
        assert!(
            detail.contains(&format!("takes {named}")),
            "/{route}: {detail} vs Allow {allow}"
        );
    }
}

#[tokio::test]
async fn errors_echo_the_request_id_header() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .get(app.url("/nowhere"))
        .header("x-request-id", "trace-42")
        .send()
        .await;
    let response = response.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.headers()["x-request-id"], "trace-42");
}

#[tokio::test]
async fn data_under_test_that_is_malformed_is_an_alert_not_an_error() {
    let app = TestApp::spawn().await;
    let (status, answer) = app
        .post("/validate/boundaries", &json!({"total_pages": 2, "boundaries": [{"start_page": "one", "end_page": null}, 7, "x"]}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "reject");
}

#[tokio::test]
async fn envelope_objects_sent_as_arrays_or_bad_thresholds_are_422() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            "/validate/metadata",
            json!({"metadata": {}, "context": [null, null]}),
            "/context",
        ),
        (
            "/validate/metadata",
            json!({"metadata": {}, "policy": [1, 3]}),
            "/policy",
        ),
        (
            "/validate/metadata",
            json!({"metadata": {}, "policy": {"high_threshold": 0}}),
            "/policy/high_threshold",
        ),
        (
            "/verify-facts",
            json!({"text": "x", "facts": [["2026-08-08"]]}),
            "/facts",
        ),
        (
            "/verify-citations",
            json!({"answer": "x", "sources": [["s1", "text"]]}),
            "/sources/0",
        ),
    ];
    for (path, body, pointer) in cases {
        let (status, answer) = app.post(path, &body).await;
        assert_eq!(status, 422, "{path} {body}");
        assert_eq!(answer["errors"][0]["path"], pointer, "{answer}");
    }
    // A whole-number float is a threshold, as JSON Schema's integer says.
    let (status, answer) = app
        .post(
            "/validate/metadata",
            &json!({"metadata": {}, "policy": {"high_threshold": 2.0}}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["policy"]["high_threshold"], 2);
}

#[tokio::test]
async fn transformation_query_parameters_are_checked_and_used_for_json_too() {
    let app = TestApp::spawn().await;
    let body = br#"{"transformations": [], "min_confidence": 0.5}"#.to_vec();
    for query in [
        "as_of=yesterday",
        "min_confidence=-1",
        "price_tolerance=-0.5",
    ] {
        let response = app
            .client
            .post(app.url(&format!("/validate/transformations?{query}")))
            .header("content-type", "application/json")
            .body(body.clone())
            .send()
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(response.status().as_u16(), 422, "{query}");
    }
    // A year-less date is read against the query's as_of when the body has none.
    let response = app
        .client
        .post(app.url("/validate/transformations?as_of=2031-01-01&provider=openai"))
        .json(&json!({"transformations": [{"old_value": "2031-03-01", "new_value": "1 March"}]}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.status().as_u16(), 200);
    let answer: Value = response.json().await.unwrap_or_default();
    assert_eq!(answer["results"][0]["accepted"], true, "{answer}");
}
