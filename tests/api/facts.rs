//! `/verify-facts` and the term markers over HTTP: the safety sandwich end to end.

use serde_json::json;

use crate::helpers::{TestApp, rules};

#[tokio::test]
async fn protect_then_restore_keeps_names_an_llm_would_translate() {
    let app = TestApp::spawn().await;
    let (status, protected) = app
        .post("/terms/protect", &json!({"text": "Your room Punkt.Null has a projector and the Apéro Package.", "terms": ["Punkt.Null", "projector", "Apéro Package"]}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        protected["protected_text"],
        "Your room {{TERM_0}} has a {{TERM_1}} and the {{TERM_2}}."
    );
    assert_eq!(protected["markers"]["{{TERM_2}}"], "Apéro Package");
    // The LLM translated the sentence and damaged one marker's braces.
    let llm = "Ihr Raum {{ TERM_0 }} hat einen {TERM_1} und das {{TERM_2}}.";
    let (_, restored) = app
        .post(
            "/terms/restore",
            &json!({"text": llm, "markers": protected["markers"]}),
        )
        .await;
    assert_eq!(
        restored["restored_text"],
        "Ihr Raum Punkt.Null hat einen projector und das Apéro Package."
    );
    assert_eq!(restored["verdict"], "pass");
    assert!(restored["decision_id"].is_string());
}

#[tokio::test]
async fn a_lost_marker_is_high() {
    let app = TestApp::spawn().await;
    let (_, restored) = app
        .post(
            "/terms/restore",
            &json!({"text": "Ihr Raum ist bereit.", "markers": {"{{TERM_0}}": "Punkt.Null"}}),
        )
        .await;
    assert_eq!(rules(&restored), vec!["terms.lost_marker"]);
    assert_eq!(restored["alerts"][0]["severity"], "high");
    assert_eq!(restored["lost_markers"], json!(["{{TERM_0}}"]));
}

#[tokio::test]
async fn fact_checks_are_counted_per_kind_and_outcome() {
    let app = TestApp::spawn().await;
    let body = json!({"facts": {"dates": ["2026-08-08"], "numeric_counts": [30]}, "text": "On 9 August 2026 for 30 guests.", "as_of": "2026-01-01"});
    let (_, answer) = app.post("/verify-facts", &body).await;
    assert_eq!(rules(&answer), vec!["facts.altered"]);
    let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
    assert!(
        metrics.contains(r#"verity_fact_checks_total{fact_type="dates",outcome="altered"} 1"#),
        "{metrics}"
    );
    assert!(
        metrics
            .contains(r#"verity_fact_checks_total{fact_type="numeric_counts",outcome="kept"} 1"#)
    );
}

#[tokio::test]
async fn corrections_carry_byte_offsets_into_the_original_text() {
    let app = TestApp::spawn().await;
    let text = "Grüezi! Am 9. August 2026 für 35 Gäste.";
    let body = json!({"facts": {"dates": ["2026-08-08"], "numeric_counts": [30]}, "text": text, "mode": "correct", "as_of": "2026-01-01"});
    let (_, answer) = app.post("/verify-facts", &body).await;
    for correction in answer["corrections"].as_array().into_iter().flatten() {
        let start = correction["start"].as_u64().unwrap_or_default() as usize;
        let end = correction["end"].as_u64().unwrap_or_default() as usize;
        assert_eq!(
            text.get(start..end),
            correction["original"].as_str(),
            "{correction}"
        );
    }
    assert_eq!(
        answer["corrected_text"],
        "Grüezi! Am 08.08.2026 für 30 Gäste."
    );
    let (_, again) = app.post("/verify-facts", &json!({"facts": body["facts"], "text": answer["corrected_text"], "mode": "correct", "as_of": "2026-01-01"})).await;
    assert_eq!(again["ok"], true);
    assert_eq!(again["was_corrected"], false);
}
