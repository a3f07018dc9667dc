//! `/feedback` over HTTP.

use serde_json::json;

use crate::helpers::TestApp;

#[tokio::test]
async fn feedback_on_a_recent_decision_is_accepted_and_counted_per_endpoint() {
    let app = TestApp::spawn().await;
    let (_, answer) = app
        .post(
            "/validate/boundaries",
            &json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}, {}]}),
        )
        .await;
    let id = answer["decision_id"].clone();
    let (status, body) = app.post("/feedback", &json!({"decision_id": id, "label": "false_positive", "note": "two statements share page 1"})).await;
    assert_eq!(status, 202);
    assert_eq!(body["endpoint"], "/validate/boundaries");
    let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
    assert!(
        metrics.contains(
            r#"verity_feedback_total{endpoint="/validate/boundaries",label="false_positive"} 1"#
        ),
        "{metrics}"
    );
}

#[tokio::test]
async fn an_unknown_decision_is_404_and_a_bad_label_422() {
    let app = TestApp::spawn().await;
    let (status, problem) = app.post("/feedback", &json!({"decision_id": "0193a6f0-7c1e-7b5e-9d1a-3f0c2b9e4a11", "label": "true_positive"})).await;
    assert_eq!(status, 404);
    assert_eq!(problem["status"], 404);
    let (_, answer) = app
        .post("/validate/metadata", &json!({"metadata": {}}))
        .await;
    let (status, problem) = app
        .post(
            "/feedback",
            &json!({"decision_id": answer["decision_id"], "label": "meh"}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(problem["errors"][0]["path"], "/label");
}

#[tokio::test]
async fn the_memory_is_bounded_and_evicts_the_oldest() {
    let app = TestApp::with_config(&[("VERITY_FEEDBACK__CAPACITY", "2")]).await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        let (_, answer) = app
            .post("/validate/metadata", &json!({"metadata": {}}))
            .await;
        ids.push(answer["decision_id"].clone());
    }
    let (oldest, _) = app
        .post(
            "/feedback",
            &json!({"decision_id": ids[0], "label": "true_negative"}),
        )
        .await;
    let (newest, _) = app
        .post(
            "/feedback",
            &json!({"decision_id": ids[2], "label": "true_negative"}),
        )
        .await;
    assert_eq!((oldest, newest), (404, 202));
}

#[tokio::test]
async fn the_decision_log_has_one_line_per_decision_and_none_of_the_values() {
    let path = std::env::temp_dir().join(format!("verity-decisions-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let path_text = path.display().to_string();
    let app = TestApp::with_config(&[
        ("VERITY_DECISION_LOG__SINK", "file"),
        ("VERITY_DECISION_LOG__PATH", &path_text),
    ])
    .await;
    let body = json!({"metadata": {"account_number": "987654321098", "bank_name": "Bank of Atlantis"},
                      "document_text": "CONFIDENTIAL statement text", "context": {"provider": "openai", "model": "gpt-4o-mini", "request_id": "req-7"}});
    let (_, answer) = app.post("/validate/metadata", &body).await;
    // The line is written off the request path, by the log's writer thread: wait for it (bounded).
    let mut log = String::new();
    for _ in 0..500 {
        log = std::fs::read_to_string(&path).unwrap_or_default();
        if log.ends_with('\n') {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let lines: Vec<serde_json::Value> = log
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    assert_eq!(lines.len(), 1, "{log}");
    let line = &lines[0];
    assert_eq!(line["decision_id"], answer["decision_id"]);
    assert_eq!(line["verdict"], answer["verdict"]);
    assert_eq!(line["request_id"], "req-7");
    assert_eq!(line["model"], "gpt-4o-mini");
    assert!(line["time"].is_string() && line["latency_us"].is_u64());
    assert_eq!(
        line["rules"][0],
        json!([answer["alerts"][0]["rule"], answer["alerts"][0]["severity"]])
    );
    assert_eq!(
        line["rules"].as_array().map(Vec::len),
        answer["alerts"].as_array().map(Vec::len)
    );
    for secret in ["987654321098", "CONFIDENTIAL", "Atlantis"] {
        assert!(!log.contains(secret), "{secret} leaked into {log}");
    }
    let _ = std::fs::remove_file(&path);
}
