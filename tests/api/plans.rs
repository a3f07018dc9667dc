//! `/validate/plan` over HTTP: the extra fields and the original design's scenario end to end.

use serde_json::{Value, json};

use crate::helpers::{TestApp, rules};

#[tokio::test]
async fn a_hallucinated_plan_is_rejected_then_its_correction_passes() {
    let app = TestApp::spawn().await;
    let bad = json!({"registry": "automation", "plan": [
        {"id": "step_1", "tool": "create_folder", "inputs": {"name": "music"}, "depends_on": []},
        {"id": "step_2", "tool": "move_files", "inputs": {"pattern": "*.mp3"}, "depends_on": ["step_1"]}
    ]});
    let (status, answer) = app.post("/validate/plan", &bad).await;
    assert_eq!(status, 200);
    assert_eq!(answer["verdict"], "reject");
    assert_eq!(answer["valid"], false);
    assert_eq!(
        answer["alerts"][0]["suggested_tools"],
        json!(["organize_files"])
    );
    assert_eq!(answer["execution_order"], json!(["step_1", "step_2"]));
    let feedback = answer["feedback"].as_str().unwrap_or_default();
    assert!(
        feedback.contains("create_folder") && feedback.contains("organize_files"),
        "{feedback}"
    );

    let good = json!({"registry": "automation", "plan": [
        {"id": "step_1", "tool": "organize_files", "inputs": {"source": "~/Downloads", "destination": "~/Music", "pattern": "*.mp3"}}
    ]});
    let (_, answer) = app.post("/validate/plan", &good).await;
    assert_eq!(answer["verdict"], "pass");
    assert_eq!(answer["valid"], true);
    assert_eq!(answer["execution_order"], json!(["step_1"]));
}

#[tokio::test]
async fn plans_reject_on_one_high_alert_by_default() {
    let app = TestApp::spawn().await;
    let body = json!({"registry": "automation", "plan": [{"id": "a", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["b"]}]});
    let (_, answer) = app.post("/validate/plan", &body).await;
    assert_eq!(rules(&answer), vec!["plan.missing_dependency"]);
    assert_eq!(
        answer["policy"],
        json!({"critical_threshold": 1, "high_threshold": 1})
    );
    assert_eq!(answer["verdict"], "reject");
}

#[tokio::test]
async fn a_cycle_has_no_execution_order() {
    let app = TestApp::spawn().await;
    let body = json!({"registry": "automation", "plan": [
        {"id": "a", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["b"]},
        {"id": "b", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["a"]}
    ]});
    let (_, answer) = app.post("/validate/plan", &body).await;
    assert_eq!(answer["execution_order"], Value::Null);
    let cycle = answer["alerts"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|a| a["rule"] == "plan.dependency_cycle");
    assert_eq!(
        cycle.map(|a| a["detected_value"].clone()),
        Some(json!(["a", "b"]))
    );
}

#[tokio::test]
async fn an_empty_plan_stays_valid() {
    let app = TestApp::spawn().await;
    let (_, answer) = app
        .post(
            "/validate/plan",
            &json!({"registry": "automation", "plan": []}),
        )
        .await;
    assert_eq!(answer["valid"], true);
    assert_eq!(answer["verdict"], "warn");
}

#[tokio::test]
async fn an_unknown_registry_is_422_naming_the_known_ones() {
    let app = TestApp::spawn().await;
    let (status, problem) = app
        .post("/validate/plan", &json!({"registry": "nope", "plan": []}))
        .await;
    assert_eq!(status, 422);
    assert_eq!(problem["errors"][0]["path"], "/registry");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("automation")
    );
}
