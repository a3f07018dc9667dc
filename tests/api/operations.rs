//! Probes, metrics, rules, the OpenAPI document, the admin listener and graceful shutdown.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::helpers::TestApp;

#[tokio::test]
async fn healthz_and_readyz_answer_ok() {
    let app = TestApp::spawn().await;
    let health: Value = app.get("/healthz").await.json().await.unwrap_or_default();
    assert_eq!(health, json!({"status": "ok"}));
    assert_eq!(app.get("/readyz").await.status().as_u16(), 200);
}

#[tokio::test]
async fn probes_and_prompts_answer_the_same_bytes_as_before() {
    let app = TestApp::spawn().await;
    let text = |path: &'static str| {
        let app = &app;
        async move { app.get(path).await.text().await.unwrap_or_default() }
    };
    assert_eq!(text("/healthz").await, r#"{"status":"ok"}"#);
    assert_eq!(text("/readyz").await, r#"{"status":"ready"}"#);
    let answer = app
        .post_raw(
            "/prompts/citations",
            "application/json",
            br#"{"sources":[{"id":"s1","text":"Revenue grew 4%."}]}"#.to_vec(),
        )
        .await;
    assert_eq!(answer.status().as_u16(), 200);
    let answer = answer.text().await.unwrap_or_default();
    let parsed: Value = serde_json::from_str(&answer).unwrap_or_default();
    let expected = format!(
        r#"{{"prompt":{},"rules_version":{}}}"#,
        parsed["prompt"], parsed["rules_version"]
    );
    assert_eq!(answer, expected);
}

#[tokio::test]
async fn metrics_count_validations_alerts_rejections_and_http_requests() {
    let app = TestApp::spawn().await;
    let body = json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}, {"start_page": 1, "end_page": 1}],
                      "context": {"provider": "OpenAI"}});
    app.post("/validate/boundaries", &body).await;
    let text = app.get("/metrics").await.text().await.unwrap_or_default();
    for line in [
        r#"verity_validations_total{endpoint="/validate/boundaries",provider="openai",verdict="reject"} 1"#,
        r#"verity_alerts_total{endpoint="/validate/boundaries",provider="openai",severity="critical",type="phantom_statement"} 1"#,
        r#"verity_rejections_total{endpoint="/validate/boundaries",provider="openai"} 1"#,
        r#"verity_http_requests_total{endpoint="/validate/boundaries",status="200"} 1"#,
        r#"verity_request_duration_seconds_count{endpoint="/validate/boundaries"} 1"#,
    ] {
        assert!(text.contains(line), "missing {line}\n{text}");
    }
}

#[tokio::test]
async fn a_scrape_shows_the_process_the_build_and_reloads_before_any_happened() {
    let app = TestApp::spawn().await;
    let text = app.get("/metrics").await.text().await.unwrap_or_default();
    let rules_version = verity::config::Config::load_str(
        None,
        [("VERITY_DECISION_LOG__SINK".to_owned(), "off".to_owned())],
    )
    .map(|c| c.rules_version())
    .unwrap_or_default();
    let build_info = format!(
        r#"verity_build_info{{commit="{}",rules_version="{rules_version}",version="{}"}} 1"#,
        verity::metrics::COMMIT,
        env!("CARGO_PKG_VERSION")
    );
    for line in [
        build_info.as_str(),
        r#"verity_config_reloads_total{result="failure"} 0"#,
        r#"verity_config_reloads_total{result="success"} 0"#,
        "process_resident_memory_bytes ",
        "process_cpu_seconds_total ",
        "process_open_fds ",
        "process_start_time_seconds ",
        "verity_http_requests_in_flight ",
    ] {
        assert!(text.contains(line), "missing {line}\n{text}");
    }
}

#[tokio::test]
async fn random_providers_do_not_grow_the_series_count() {
    let app = TestApp::spawn().await;
    for i in 0..300 {
        let provider = format!("attacker-{i}-{}", i * 7919 % 1000);
        app.post(
            "/validate/boundaries",
            &json!({"total_pages": 1, "boundaries": [], "context": {"provider": provider}}),
        )
        .await;
    }
    app.post(
        "/validate/boundaries",
        &json!({"total_pages": 1, "boundaries": [], "context": {"provider": "OpenAI"}}),
    )
    .await;
    app.post(
        "/validate/boundaries",
        &json!({"total_pages": 1, "boundaries": []}),
    )
    .await;
    let text = app.get("/metrics").await.text().await.unwrap_or_default();
    let series: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("verity_validations_total{"))
        .collect();
    // other, openai and unknown: three series whatever the clients send.
    assert_eq!(series.len(), 3, "{series:?}");
    assert!(text.contains(r#"verity_validations_total{endpoint="/validate/boundaries",provider="other",verdict="warn"} 300"#), "{text}");
    assert!(text.contains(r#"provider="openai""#) && text.contains(r#"provider="unknown""#));
    assert!(!text.contains("attacker"));
}

#[tokio::test]
async fn rules_lists_every_rule_of_every_table_in_the_contract() {
    let app = TestApp::spawn().await;
    let body: Value = app.get("/rules").await.json().await.unwrap_or_default();
    let rules = body["rules"].as_array().cloned().unwrap_or_default();
    let ids: BTreeSet<&str> = rules.iter().filter_map(|r| r["id"].as_str()).collect();
    let contract = [
        "boundaries.count_exceeds_pages",
        "boundaries.start_beyond_document",
        "boundaries.end_beyond_document",
        "boundaries.start_after_end",
        "boundaries.page_below_one",
        "boundaries.not_a_page_number",
        "boundaries.duplicate",
        "boundaries.overlap",
        "boundaries.document_too_short",
        "boundaries.empty_range",
        "boundaries.uncovered_pages",
        "metadata.future_year",
        "metadata.ancient_year",
        "metadata.invalid_calendar_date",
        "metadata.period_reversed",
        "metadata.placeholder_account",
        "metadata.account_length",
        "metadata.iban_checksum",
        "metadata.account_not_in_document",
        "metadata.bank_unknown_and_absent",
        "metadata.bank_not_in_document",
        "metadata.institution_mismatch",
        "metadata.suspicious_text",
        "metadata.page_range_invalid",
        "metadata.wrong_type",
        "plan.unknown_tool",
        "plan.missing_tool_name",
        "plan.duplicate_step_id",
        "plan.missing_dependency",
        "plan.self_dependency",
        "plan.forward_dependency",
        "plan.dependency_cycle",
        "plan.invalid_inputs",
        "plan.unknown_input",
        "plan.empty",
        "plan.incompatible_link",
        "plan.unresolved_reference",
        "facts.missing",
        "facts.invented",
        "facts.invented_minor",
        "facts.altered",
        "terms.lost_marker",
        "terms.unknown_marker",
        "transform.low_confidence",
        "transform.semantic_mismatch",
        "transform.invalid_output",
        "transform.unverified_date",
        "citations.low_retrieval_confidence",
        "citations.fabricated_citation",
        "citations.uncited_claim",
        "citations.ungrounded_number",
        "citations.misquote",
        "citations.unsupported_claim",
        "citations.ungrounded_entity",
        "citations.answer_mismatch",
        "citations.negation_mismatch",
        "toolcall.unknown_tool",
        "toolcall.missing_name",
        "toolcall.bad_arguments",
        "toolcall.invalid_arguments",
        "toolcall.unknown_argument",
        "toolcall.duplicate_id",
        "toolcall.schema_defect",
    ];
    for id in contract {
        assert!(ids.contains(id), "{id} missing");
    }
    for id in &ids {
        assert!(
            contract.contains(id),
            "{id} is served but not in the contract's tables"
        );
    }
    assert_eq!(rules.len(), contract.len(), "one entry per rule");
    for rule in &rules {
        for key in ["id", "type", "severity", "endpoint", "description"] {
            assert!(rule[key].is_string(), "{rule} lacks {key}");
        }
    }
}

#[tokio::test]
async fn the_openapi_document_is_served() {
    let app = TestApp::spawn().await;
    let response = app.get("/openapi.yaml").await;
    assert_eq!(response.headers()["content-type"], "application/yaml");
    let text = response.text().await.unwrap_or_default();
    assert!(text.starts_with("openapi: 3.1"));
    assert!(text.contains("/validate/boundaries:") && text.contains("/validate/metadata:"));
}

#[tokio::test]
async fn an_admin_listener_takes_metrics_and_probes_off_the_api_port() {
    let app = TestApp::with_config(&[("VERITY_SERVER__ADMIN_BIND", "127.0.0.1:1")]).await;
    let admin = app
        .admin_addr
        .unwrap_or_else(|| panic!("no admin listener"));
    assert_eq!(app.get("/metrics").await.status().as_u16(), 404);
    assert_eq!(app.get("/healthz").await.status().as_u16(), 404);
    let metrics = app
        .client
        .get(format!("http://{admin}/metrics"))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(metrics.status().as_u16(), 200);
    let ready = app
        .client
        .get(format!("http://{admin}/readyz"))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ready.status().as_u16(), 200);
    let (status, _) = app
        .post(
            "/validate/boundaries",
            &json!({"total_pages": 1, "boundaries": []}),
        )
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn shutdown_turns_readyz_to_503_first_then_stops() {
    let mut app = TestApp::with_config(&[("VERITY_SERVER__SHUTDOWN_GRACE_MS", "3000")]).await;
    app.shutdown();
    // Readiness flips as soon as the signal is seen; poll for it (bounded), never sleep blindly.
    let mut status = 0;
    for _ in 0..200 {
        status = app.get("/readyz").await.status().as_u16();
        if status == 503 {
            break;
        }
        tokio::task::yield_now().await;
    }
    assert_eq!(status, 503);
    let response = app.get("/readyz").await;
    assert!(response.headers().contains_key("retry-after"));
    // Still serving validations while draining.
    let (code, _) = app
        .post(
            "/validate/boundaries",
            &json!({"total_pages": 1, "boundaries": []}),
        )
        .await;
    assert_eq!(code, 200);
    let server = app.server.take().unwrap_or_else(|| panic!("no server"));
    let result = server.await.unwrap_or_else(|e| panic!("{e}"));
    assert!(result.is_ok());
}

#[tokio::test]
async fn browser_pages_on_a_configured_origin_may_call_the_api_and_no_other_may() {
    let origin = "https://app.example.com";
    let app = TestApp::with_config(&[(
        "VERITY_SERVER__CORS_ORIGINS",
        r#"["https://app.example.com"]"#,
    )])
    .await;
    let preflight = |from: &'static str| {
        app.client
            .request(reqwest::Method::OPTIONS, app.url("/verify-facts"))
            .header("origin", from)
            .header("access-control-request-method", "POST")
            .header(
                "access-control-request-headers",
                "content-type,authorization,x-request-id",
            )
            .send()
    };
    let allowed = preflight(origin).await.unwrap_or_else(|e| panic!("{e}"));
    assert!(allowed.status().is_success(), "{}", allowed.status());
    let headers = allowed.headers();
    assert_eq!(headers["access-control-allow-origin"], origin);
    let methods = headers["access-control-allow-methods"]
        .to_str()
        .unwrap_or_default();
    assert!(methods.contains("POST"), "{methods}");
    let allowed_headers = headers["access-control-allow-headers"]
        .to_str()
        .unwrap_or_default();
    assert!(
        allowed_headers.contains("authorization"),
        "{allowed_headers}"
    );
    let refused = preflight("https://evil.example")
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        !refused
            .headers()
            .contains_key("access-control-allow-origin")
    );

    let answer = app
        .client
        .post(app.url("/validate/boundaries"))
        .header("origin", origin)
        .json(&json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}]}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(answer.headers()["access-control-allow-origin"], origin);
    let exposed = answer.headers()["access-control-expose-headers"]
        .to_str()
        .unwrap_or_default();
    assert!(exposed.contains("x-request-id"), "{exposed}");

    let default = TestApp::spawn().await;
    let answer = default
        .client
        .post(default.url("/validate/boundaries"))
        .header("origin", origin)
        .json(&json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}]}))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!answer.headers().contains_key("access-control-allow-origin"));
}

#[test]
fn a_cors_origin_with_a_path_is_a_configuration_error_naming_the_key() {
    let problems = verity::config::Config::load_str(
        None,
        [(
            "VERITY_SERVER__CORS_ORIGINS".to_owned(),
            r#"["https://app.example.com/page"]"#.to_owned(),
        )],
    )
    .err()
    .map(|e| e.0)
    .unwrap_or_default();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].key, "server.cors_origins");
}
