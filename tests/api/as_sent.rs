//! API.md, "Errors": a number too large for the rule it feeds is judged as sent, and
//! `detected_value` echoes it as sent (the same digits), never capped or rounded to an f64.

use std::io::Write as _;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::helpers::TestApp;

/// The answer's raw text and its parsed form.
async fn answer(app: &TestApp, path: &str, body: &str) -> (u16, String, Value) {
    let response = app
        .post_raw(path, "application/json", body.as_bytes().to_vec())
        .await;
    let status = response.status().as_u16();
    let text = response.text().await.unwrap_or_default();
    let value = serde_json::from_str(&text).unwrap_or(Value::Null);
    (status, text, value)
}

const HUGE_START: &str =
    r#"{"total_pages": 5, "boundaries": [{"start_page": 99999999999999999999999, "end_page": 2}]}"#;

#[tokio::test]
async fn a_page_number_beyond_the_64_bit_integers_is_echoed_with_the_digits_sent() {
    let app = TestApp::spawn().await;
    let (status, text, answer) = answer(&app, "/validate/boundaries", HUGE_START).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(answer["verdict"], "warn", "{text}");
    assert!(
        text.contains(
            r#""path":"/boundaries/0/start_page","detected_value":99999999999999999999999,"#
        ),
        "{text}"
    );
    // The start-after-end alert shows both pages as sent, not the page judged (2^63 - 1).
    assert!(
        text.contains(r#""detected_value":{"end_page":2,"start_page":99999999999999999999999}"#),
        "{text}"
    );
    assert!(!text.contains("1e23"), "{text}");
    assert!(!text.contains("9223372036854775807"), "{text}");
}

#[tokio::test]
async fn a_huge_negative_page_is_below_one_and_echoed_as_sent() {
    let app = TestApp::spawn().await;
    let (status, text, _) = answer(
        &app,
        "/validate/boundaries",
        r#"{"total_pages": 5, "boundaries": [{"start_page": 1, "end_page": -123456789012345678901234567890}]}"#,
    )
    .await;
    assert_eq!(status, 200, "{text}");
    assert!(
        text.contains(r#""rule":"boundaries.page_below_one""#)
            || text.contains(r#""detected_value":-123456789012345678901234567890"#),
        "{text}"
    );
    assert!(
        text.contains(r#""detected_value":-123456789012345678901234567890"#),
        "{text}"
    );
}

#[tokio::test]
async fn a_page_beyond_f64_is_valid_json_judged_beyond_the_document_and_echoed_as_sent() {
    let app = TestApp::spawn().await;
    let (status, text, _) = answer(
        &app,
        "/validate/boundaries",
        r#"{"total_pages": 5, "boundaries": [{"start_page": 1, "end_page": 1e400}]}"#,
    )
    .await;
    assert_eq!(status, 200, "{text}");
    assert!(
        text.contains(r#""path":"/boundaries/0/end_page","detected_value":1e400,"#),
        "{text}"
    );
    assert!(
        text.contains("ends on page 1e400 of a 5-page document"),
        "{text}"
    );
}

#[tokio::test]
async fn total_pages_beyond_f64_is_a_422_naming_the_range_and_the_number_sent() {
    let app = TestApp::spawn().await;
    let (status, text, problem) = answer(
        &app,
        "/validate/boundaries",
        r#"{"total_pages": 1e400, "boundaries": []}"#,
    )
    .await;
    assert_eq!(status, 422, "{text}");
    assert_eq!(problem["errors"][0]["path"], "/total_pages", "{text}");
    assert_eq!(
        problem["errors"][0]["message"],
        "expected an integer from 1 to 9223372036854775807, found the number 1e400",
        "{text}"
    );
}

#[tokio::test]
async fn a_count_beyond_f64_is_a_422_at_its_pointer_naming_the_range() {
    let app = TestApp::spawn().await;
    let (status, text, problem) = answer(
        &app,
        "/verify-facts",
        r#"{"text": "x", "facts": {"numeric_counts": [3, -2e999]}}"#,
    )
    .await;
    assert_eq!(status, 422, "{text}");
    assert_eq!(
        problem["errors"][0]["path"], "/facts/numeric_counts/1",
        "{text}"
    );
    let message = problem["errors"][0]["message"].as_str().unwrap_or_default();
    assert_eq!(
        message,
        "a count must be a whole number from 0 to 18446744073709551615; this one is negative",
        "{text}"
    );
}

#[tokio::test]
async fn a_metadata_number_beyond_the_64_bit_integers_is_masked_not_rounded() {
    let app = TestApp::spawn().await;
    let (status, text, answer) = answer(
        &app,
        "/validate/metadata",
        r#"{"metadata": {"account_number": 123456789012345678901234567890}}"#,
    )
    .await;
    assert_eq!(status, 200, "{text}");
    assert_ne!(answer["verdict"], "pass", "{text}");
    assert!(!text.contains("1.2345678901234568e29"), "{text}");
}

#[test]
fn verity_check_echoes_the_page_as_sent_like_the_endpoint() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_verity"))
        .args(["check", "boundaries", "-", "--format", "json"])
        .env_remove("VERITY_CONFIG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn: {e}"));
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(HUGE_START.as_bytes());
    }
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait: {e}"));
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains(r#""detected_value":99999999999999999999999,"#),
        "{text}"
    );
}
