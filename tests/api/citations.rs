//! `/verify-citations` over HTTP: the fallback and its metric.

use serde_json::json;

use crate::helpers::{TestApp, rules};

#[tokio::test]
async fn a_fabricated_citation_falls_back_to_the_verbatim_passage_and_is_counted() {
    let app = TestApp::spawn().await;
    let body = json!({
        "question": "What's the oil capacity?",
        "answer": "Oil capacity is 5 quarts [Citation: Para 99-1].",
        "sources": [{"id": "Para 7-2", "text": "... Engine oil capacity: 5 quarts ...", "document": "vehicle_manual.txt", "page": 24, "score": 0.82}],
        "retrieval_confidence": 0.82
    });
    let (status, answer) = app.post("/verify-citations", &body).await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "reject");
    assert_eq!(
        rules(&answer),
        vec!["citations.fabricated_citation", "citations.uncited_claim"]
    );
    assert_eq!(answer["action"], "fallback");
    assert_eq!(
        answer["fallback"]["snippet"],
        "... Engine oil capacity: 5 quarts ..."
    );
    assert_eq!(answer["fallback"]["answer"], "Here's the relevant section:");
    let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
    assert!(
        metrics.contains(
            r#"verity_citation_audits_total{action="fallback",classification="uncited"} 1"#
        ),
        "{metrics}"
    );
}

#[tokio::test]
async fn an_exact_cited_answer_passes() {
    let app = TestApp::spawn().await;
    let body = json!({
        "answer": "Oil capacity is 5 quarts [Citation: Para 7-2].",
        "sources": [{"id": "Para 7-2", "text": "Engine oil capacity: 5 quarts.", "score": 0.82}]
    });
    let (_, answer) = app.post("/verify-citations", &body).await;
    assert_eq!(answer["verdict"], "pass");
    assert_eq!(answer["classification"], "fully_cited");
    assert_eq!(answer["claims"][0]["valid_citations"], json!(["Para 7-2"]));
    assert_eq!(answer["fallback"], serde_json::Value::Null);
}
