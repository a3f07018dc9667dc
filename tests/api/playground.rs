//! `GET /playground` (served by `server.playground`, behind the API's auth) and the spans it
//! highlights: every span points at the characters its alert names.

use serde_json::{Value, json};

use crate::helpers::TestApp;

const TOKEN: &str = "playground-token-0123456789";

async fn status_of(app: &TestApp, token: Option<&str>) -> u16 {
    let mut request = app.client.get(app.url("/playground"));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request
        .send()
        .await
        .unwrap_or_else(|e| panic!("GET /playground: {e}"))
        .status()
        .as_u16()
}

/// The characters of the request string at `span.path` that `span` covers.
fn spanned(request: &Value, span: &Value) -> String {
    let text = request
        .pointer(span["path"].as_str().unwrap_or_default())
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("span into no text field: {span}"));
    let start = usize::try_from(span["start"].as_u64().unwrap_or_default()).unwrap_or_default();
    let end = usize::try_from(span["end"].as_u64().unwrap_or_default()).unwrap_or_default();
    text.chars().skip(start).take(end - start).collect()
}

#[tokio::test]
async fn the_playground_is_one_self_contained_html_page_on_a_loopback_bind() {
    let app = TestApp::spawn().await;
    let response = app.get("/playground").await;
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    let csp = response.headers()["content-security-policy"]
        .to_str()
        .unwrap_or_default()
        .to_owned();
    assert!(csp.contains("default-src 'none'"), "{csp}");
    let page = response.text().await.unwrap_or_default();
    assert!(page.contains("<title>verity playground</title>"));
    assert!(!page.contains("https://") && !page.contains("http://"));
}

#[tokio::test]
async fn the_playground_is_off_by_default_on_a_public_bind_and_config_overrides_both_ways() {
    for (bind, setting, expected) in [
        ("0.0.0.0:8080", None, 404),
        ("0.0.0.0:8080", Some("true"), 200),
        ("127.0.0.1:8080", Some("false"), 404),
        ("[::1]:8080", Some("auto"), 200),
    ] {
        let mut overrides = vec![("VERITY_SERVER__BIND", bind)];
        if let Some(setting) = setting {
            overrides.push(("VERITY_SERVER__PLAYGROUND", setting));
        }
        let app = TestApp::with_config(&overrides).await;
        let response = app.get("/playground").await;
        assert_eq!(response.status().as_u16(), expected, "{bind} {setting:?}");
        if expected == 404 {
            assert_eq!(
                response.headers()["content-type"],
                "application/problem+json"
            );
        }
    }
}

#[test]
fn a_playground_setting_other_than_true_false_or_auto_fails_naming_the_key() {
    let env = [("VERITY_SERVER__PLAYGROUND", "sometimes")]
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()));
    let err = verity::config::Config::load_str(None, env)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("server.playground"), "{err}");
}

#[tokio::test]
async fn the_playground_needs_the_api_token_when_auth_is_on() {
    let app = TestApp::with_config(&[("VERITY_AUTH__TOKENS", TOKEN)]).await;
    assert_eq!(status_of(&app, None).await, 401);
    assert_eq!(
        status_of(&app, Some("wrong-token-0123456789abc")).await,
        401
    );
    assert_eq!(status_of(&app, Some(TOKEN)).await, 200);
}

#[tokio::test]
async fn the_playground_takes_get_only() {
    let app = TestApp::spawn().await;
    let response = app
        .post_raw("/playground", "application/json", b"{}".to_vec())
        .await;
    assert_eq!(response.status().as_u16(), 405);
}

/// Requests whose alerts point into their text, written with accents, emoji and CJK before the
/// words that are found, so code points and bytes (and UTF-16 units) all differ.
fn spanned_requests() -> Vec<(&'static str, Value)> {
    vec![
        (
            "/verify-citations",
            json!({"question": "Who did Donahue replace?",
                "answer": "Über 🚗 東京: Donahue replaced Kelli Clarkson [1]. Oil capacity is 5-6 quarts [1]. He said \"the plug is tight\" [1]. Torque it to 25 ft-lbs [Para 99-1]. The cafe\u{301} was run by seven smiling dogs.",
                "sources": [{"id": "1", "text": "Donahue later replaced Kelli Ward as the party's nominee. Engine oil capacity: 5 quarts.", "score": 0.9}]}),
        ),
        (
            "/verify-facts",
            json!({"facts": {"dates": ["2026-08-08"], "currency_amounts": ["CHF 1,250.00"], "numeric_counts": [30], "room_names": ["Punkt.Null"]},
                "known_terms": ["Punkt.Null", "Atelier"],
                "text": "Grüezi 👩‍👩‍👧 from 東京! We reserved Atelier for 35 guests on 9 August 2026. Total CHF 1'250.–.",
                "mode": "correct", "as_of": "2026-01-10"}),
        ),
        (
            "/terms/restore",
            json!({"text": "Ihr Raum 🎉 {{ TERM_0 }} hat {{TERM_7}} und café.", "markers": {"{{TERM_0}}": "Punkt.Null", "{{TERM_1}}": "projector"}}),
        ),
        (
            "/validate/metadata",
            json!({"metadata": {"bank_name": "Westpac", "account_number": " 123456789 ",
                "account_holder": "Ørsted 🎉 [Insert name here]"},
                "document_text": "Westpac statement for 東京 🎉", "as_of": "2026-11-22"}),
        ),
    ]
}

#[tokio::test]
async fn every_span_points_at_the_characters_its_alert_names() {
    let app = TestApp::spawn().await;
    for (route, request) in spanned_requests() {
        let (status, answer) = app.post(route, &request).await;
        assert_eq!(status, 200, "{route}: {answer}");
        let alerts = answer["alerts"].as_array().cloned().unwrap_or_default();
        let spans: Vec<&Value> = alerts.iter().filter(|a| a.get("span").is_some()).collect();
        assert!(!spans.is_empty(), "{route}: no span in {answer}");
        for alert in spans {
            let covered = spanned(&request, &alert["span"]);
            let detected = &alert["detected_value"];
            let names = match alert["rule"].as_str().unwrap_or_default() {
                // Masked: the span is the unmasked source.
                "metadata.placeholder_account" | "metadata.account_not_in_document" => {
                    detected == "****6789" && covered == "123456789"
                }
                "metadata.suspicious_text" => {
                    Some(covered.to_lowercase().as_str()) == detected.as_str()
                }
                "citations.negation_mismatch" | "citations.answer_mismatch" => !covered.is_empty(),
                _ => Some(covered.as_str()) == detected.as_str(),
            };
            assert!(names, "{route}: {covered:?} is not what {alert} names");
        }
    }
}

#[tokio::test]
async fn the_ungrounded_name_of_the_citations_example_is_spanned() {
    let app = TestApp::spawn().await;
    let request = json!({"question": "Who did Donahue replace?",
        "answer": "Donahue replaced Kelli Clarkson [1].",
        "sources": [{"id": "1", "text": "Donahue later replaced Kelli Ward as the party's nominee.", "score": 0.9}]});
    let (_, answer) = app.post("/verify-citations", &request).await;
    let alert = &answer["alerts"][0];
    assert_eq!(alert["rule"], "citations.ungrounded_entity");
    assert_eq!(
        alert["span"],
        json!({"path": "/answer", "start": 23, "end": 31})
    );
}

#[tokio::test]
async fn corrections_carry_code_point_spans_beside_their_byte_offsets() {
    let app = TestApp::spawn().await;
    let request = json!({"facts": {"dates": ["2026-08-08"]},
        "text": "Grüße 🎉: see you on 9 August 2026.", "mode": "correct", "as_of": "2026-01-10"});
    let (_, answer) = app.post("/verify-facts", &request).await;
    let correction = &answer["corrections"][0];
    assert_eq!(correction["original"], "9 August 2026");
    assert_eq!(
        correction["span"],
        json!({"path": "/text", "start": 20, "end": 33})
    );
    assert_eq!(correction["start"], 25, "bytes stay bytes");
}
