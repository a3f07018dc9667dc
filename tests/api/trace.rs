//! W3C trace context: `traceparent` honoured, `traceresponse` echoed, the trace id in the
//! decision log (API.md, "Operations"). The OTLP export itself: `.ci/traces.py`.

use serde_json::{Value, json};

use crate::helpers::TestApp;

const TRACE: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT: &str = "00f067aa0ba902b7";

fn plan() -> Value {
    json!({"plan": [{"id": "s1", "tool": "organize_files", "inputs": {}}],
           "available_tools": [{"name": "organize_files"}]})
}

async fn traced(app: &TestApp, path: &str, traceparent: Option<&str>) -> (String, String, Value) {
    let mut request = app.client.post(app.url(path)).json(&plan());
    if let Some(header) = traceparent {
        request = request.header("traceparent", header);
    }
    let response = request.send().await.unwrap_or_else(|e| panic!("POST: {e}"));
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned()
    };
    let (echoed, parent) = (header("traceresponse"), header("traceparent"));
    (echoed, parent, response.json().await.unwrap_or(Value::Null))
}

fn logged(path: &std::path::Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[tokio::test]
async fn the_caller_s_trace_continues_in_the_answer_and_the_decision_log() {
    let path = std::env::temp_dir().join(format!("verity-trace-{}.log", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let path_text = path.display().to_string();
    let app = TestApp::with_config(&[
        ("VERITY_DECISION_LOG__SINK", "file"),
        ("VERITY_DECISION_LOG__PATH", &path_text),
    ])
    .await;
    let sent = format!("00-{TRACE}-{PARENT}-01");
    let (echoed, parent, answer) = traced(&app, "/validate/plan", Some(&sent)).await;
    assert!(echoed.starts_with(&format!("00-{TRACE}-")), "{echoed}");
    assert!(echoed.ends_with("-01") && echoed.len() == 55, "{echoed}");
    assert_ne!(&echoed[36..52], PARENT, "verity's span is a new one");
    assert_eq!(parent, echoed);

    let (fresh, _, second) = traced(&app, "/validate/plan", None).await;
    assert_eq!(fresh.len(), 55, "{fresh}");
    assert_ne!(&fresh[3..35], TRACE);

    // The decision log is written off the request path: wait (up to 5 s) for both lines.
    let mut lines = logged(&path);
    for _ in 0..500 {
        let has = |answer: &Value| {
            lines
                .iter()
                .any(|l| l["decision_id"] == answer["decision_id"])
        };
        if has(&answer) && has(&second) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        lines = logged(&path);
    }
    let trace_of = |answer: &Value| {
        lines
            .iter()
            .find(|l| l["decision_id"] == answer["decision_id"])
            .map(|l| l["trace_id"].clone())
    };
    assert_eq!(trace_of(&answer), Some(json!(TRACE)));
    assert_eq!(trace_of(&second), Some(json!(&fresh[3..35])));
    let _ = std::fs::remove_file(&path);
}

#[tokio::test]
async fn a_malformed_traceparent_starts_a_new_trace_and_is_never_an_error() {
    let app = TestApp::spawn().await;
    for bad in [
        "garbage",
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
    ] {
        let (echoed, _, answer) = traced(&app, "/validate/plan", Some(bad)).await;
        assert_eq!(answer["verdict"], "pass", "{bad}");
        assert_eq!(echoed.len(), 55, "{bad}: {echoed}");
        assert_ne!(&echoed[3..35], "00000000000000000000000000000000");
    }
    let (echoed, _, _) = traced(
        &app,
        "/no/such/route",
        Some(&format!("00-{TRACE}-{PARENT}-00")),
    )
    .await;
    assert!(
        echoed.starts_with(&format!("00-{TRACE}-")) && echoed.ends_with("-00"),
        "{echoed}"
    );
}

#[cfg(not(feature = "otlp"))]
#[test]
fn an_otlp_endpoint_in_a_build_without_the_exporter_is_refused_naming_the_key() {
    let env = [(
        "VERITY_TELEMETRY__OTLP_ENDPOINT".to_owned(),
        "http://127.0.0.1:4318/v1/traces".to_owned(),
    )];
    let error = verity::config::Config::load_str(None, env)
        .err()
        .map(|e| e.to_string());
    assert!(
        error
            .as_deref()
            .is_some_and(|e| e.contains("telemetry.otlp_endpoint")),
        "{error:?}"
    );
}
