//! The two document endpoints over HTTP: the shared result model, determinism, masking, context.

use serde_json::{Value, json};

use crate::helpers::{TestApp, rules};

#[tokio::test]
async fn an_answer_carries_the_whole_shared_result_model() {
    let app = TestApp::spawn().await;
    let (status, answer) = app
        .post("/validate/boundaries", &json!({"total_pages": 3, "boundaries": [{"start_page": 1, "end_page": 5}, {}, {}, {}, {}]}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "reject");
    let alert = &answer["alerts"][0];
    assert_eq!(alert["type"], "phantom_statement");
    assert_eq!(alert["severity"], "critical");
    assert_eq!(alert["rule"], "boundaries.count_exceeds_pages");
    assert_eq!(
        alert["description"],
        "5 statements detected in a 3-page document"
    );
    assert_eq!(alert["path"], "/boundaries");
    assert_eq!(alert["detected_value"], 5);
    assert_eq!(alert["expected_value"], "at most 3");
    assert_eq!(alert["confidence"], 1.0);
    assert_eq!(
        answer["summary"]["total"],
        answer["alerts"].as_array().map_or(0, Vec::len)
    );
    assert_eq!(answer["summary"]["by_severity"]["critical"], 1);
    assert_eq!(answer["summary"]["by_type"]["phantom_statement"], 1);
    assert_eq!(
        answer["policy"],
        json!({"critical_threshold": 1, "high_threshold": 3})
    );
    let version = answer["rules_version"].as_str().unwrap_or_default();
    assert!(
        version.starts_with(concat!(env!("CARGO_PKG_VERSION"), "+cfg.")),
        "{version}"
    );
    let id = answer["decision_id"].as_str().unwrap_or_default();
    assert_eq!(
        uuid::Uuid::parse_str(id).map(|u| u.get_version_num()).ok(),
        Some(7)
    );
}

#[tokio::test]
async fn the_same_request_gives_the_same_answer_but_a_fresh_decision_id() {
    let app = TestApp::spawn().await;
    let body = json!({"metadata": {"bank_name": "Bank of Atlantis", "account_number": "123456789",
                                   "start_date": "2035-01-01", "account_holder": "[insert name]"},
                      "document_text": "Statement", "as_of": "2026-11-22"});
    let (_, first) = app.post("/validate/metadata", &body).await;
    let (_, second) = app.post("/validate/metadata", &body).await;
    assert_ne!(first["decision_id"], second["decision_id"]);
    let strip = |mut v: Value| {
        if let Some(o) = v.as_object_mut() {
            o.remove("decision_id");
            o.remove("request_id");
        }
        v
    };
    assert_eq!(strip(first), strip(second));
}

#[tokio::test]
async fn as_of_pins_what_now_means_for_date_rules() {
    let app = TestApp::spawn().await;
    let body = |as_of: &str| json!({"metadata": {"start_date": "2027-06-01"}, "as_of": as_of});
    let (_, in_2026) = app.post("/validate/metadata", &body("2026-11-22")).await;
    let (_, in_2025) = app.post("/validate/metadata", &body("2025-01-01")).await;
    assert_eq!(rules(&in_2026), Vec::<String>::new());
    assert_eq!(rules(&in_2025), vec!["metadata.future_year"]);
}

#[tokio::test]
async fn account_numbers_are_never_echoed_whole() {
    let app = TestApp::spawn().await;
    let body = json!({"metadata": {"account_number": "987654321098"}, "document_text": "Account 111 222 333 444"});
    let (_, answer) = app.post("/validate/metadata", &body).await;
    let text = answer.to_string();
    assert!(!rules(&answer).is_empty());
    assert!(!text.contains("987654321098"), "{text}");
    assert!(text.contains("****1098"), "{text}");
}

#[tokio::test]
async fn the_request_id_comes_from_the_header_then_the_context_then_the_decision() {
    let app = TestApp::spawn().await;
    let body =
        json!({"total_pages": 1, "boundaries": [], "context": {"request_id": "from-context"}});
    let response = app
        .client
        .post(app.url("/validate/boundaries"))
        .header("x-request-id", "from-header")
        .json(&body)
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(response.headers()["x-request-id"], "from-header");
    let answer: Value = response.json().await.unwrap_or_default();
    assert_eq!(answer["request_id"], "from-header");

    let (_, answer) = app.post("/validate/boundaries", &body).await;
    assert_eq!(answer["request_id"], "from-context");

    let (_, answer) = app
        .post(
            "/validate/boundaries",
            &json!({"total_pages": 1, "boundaries": []}),
        )
        .await;
    assert_eq!(answer["request_id"], answer["decision_id"]);
}

#[tokio::test]
async fn unknown_request_fields_are_ignored() {
    let app = TestApp::spawn().await;
    let (status, answer) = app
        .post("/validate/boundaries", &json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}], "extra": {"x": 1}}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "pass");
}

#[tokio::test]
async fn a_policy_override_is_applied_and_echoed() {
    let app = TestApp::spawn().await;
    let body = json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 4}], "policy": {"high_threshold": 1}});
    let (_, answer) = app.post("/validate/boundaries", &body).await;
    assert_eq!(
        answer["policy"],
        json!({"critical_threshold": 1, "high_threshold": 1})
    );
    assert_eq!(answer["verdict"], "reject");
}
