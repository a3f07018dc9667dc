//! `verity check` and `verity rules`: the real binary on files and standard input, with the
//! documented exit codes, and the same JSON the endpoint answers.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

use crate::helpers::TestApp;

fn verity(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_verity"))
        .args(args)
        .env_remove("VERITY_CONFIG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn: {e}"));
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin);
    }
    child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("wait: {e}"))
}

fn without_ids(mut answer: Value) -> Value {
    for key in ["decision_id", "request_id"] {
        if let Some(object) = answer.as_object_mut() {
            object.remove(key);
        }
    }
    answer
}

#[tokio::test]
async fn check_prints_what_the_endpoint_answers_with_an_exit_code_per_verdict() {
    let app = TestApp::spawn().await;
    let cases = [
        (
            "metadata",
            "/validate/metadata",
            json!({"metadata": {"bank_name": "Westpac"}, "as_of": "2026-11-22"}),
            0,
        ),
        (
            "boundaries",
            "/validate/boundaries",
            json!({"total_pages": 3, "boundaries": [{"start_page": 1, "end_page": 3}, {"start_page": 1, "end_page": 3}]}),
            1,
        ),
        (
            "metadata",
            "/validate/metadata",
            json!({"metadata": {"bank_name": "Bank of Atlantis", "account_number": "123456789", "start_date": "2035-01-01"},
                   "document_text": "Statement of account", "as_of": "2026-11-22"}),
            2,
        ),
    ];
    for (family, path, body, code) in cases {
        let output = verity(&["check", family, "-"], body.to_string().as_bytes());
        assert_eq!(output.status.code(), Some(code), "{family} {body}");
        let printed: Value = serde_json::from_slice(&output.stdout).unwrap_or_default();
        let (_, served) = app.post(path, &body).await;
        assert_eq!(without_ids(printed), without_ids(served), "{family}");
    }
}

#[test]
fn bad_input_exits_3_with_the_problem_on_stderr() {
    let output = verity(
        &["check", "boundaries"],
        br#"{"total_pages": 0, "boundaries": []}"#,
    );
    assert_eq!(output.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("422") && stderr.contains("total_pages"),
        "{stderr}"
    );
    let output = verity(&["check", "metadata", "/no/such/file.json"], b"");
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read /no/such/file.json"));
    let output = verity(&["check", "metadata"], b"{not json");
    assert_eq!(output.status.code(), Some(3));
}

#[test]
fn the_text_report_names_the_verdict_and_each_alert() {
    let body = json!({"total_pages": 1, "boundaries": [{"start_page": 1, "end_page": 1}, {"start_page": 1, "end_page": 1}]});
    let output = verity(
        &["check", "boundaries", "--format", "text"],
        body.to_string().as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("REJECT"), "{text}");
    assert!(
        text.contains("critical boundaries.count_exceeds_pages  /boundaries"),
        "{text}"
    );
    assert!(
        !text.contains('\u{1b}'),
        "no colours when stdout is not a terminal"
    );
}

#[test]
fn an_ndjson_file_is_streamed_and_a_changed_value_exits_2() {
    let dir = std::env::temp_dir().join(format!("verity-cli-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let file = dir.join("changes.ndjson");
    let lines = "{\"field\": \"start_date\", \"old_value\": \"2024-03-01\", \"new_value\": \"01/03/2024\"}\n\
                 {\"field\": \"start_date\", \"old_value\": \"2024-03-01\", \"new_value\": \"2024-03-02\"}\n";
    assert!(std::fs::write(&file, lines).is_ok());
    let output = verity(
        &["check", "transformations", &file.display().to_string()],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    let answers: Vec<Value> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_default())
        .collect();
    assert_eq!(answers.len(), 3);
    assert_eq!(answers[0]["accepted"], true);
    assert_eq!(answers[1]["accepted"], false);
    assert_eq!(answers[2]["totals"]["total"], 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rules_lists_every_rule() {
    let output = verity(&["rules", "--format", "json"], b"");
    assert_eq!(output.status.code(), Some(0));
    let listed: Value = serde_json::from_slice(&output.stdout).unwrap_or_default();
    let ids: Vec<&str> = listed["rules"]
        .as_array()
        .map(|r| r.iter().filter_map(|r| r["id"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(ids.len(), verity::engine::all_rules().len());
    assert!(ids.contains(&"plan.unknown_tool"));
    let text = verity(&["rules"], b"");
    assert_eq!(
        String::from_utf8_lossy(&text.stdout).lines().count(),
        ids.len()
    );
}

#[tokio::test]
async fn rules_shows_the_severities_the_configuration_puts_in_force_as_get_rules_does() {
    let key = "VERITY_SEVERITIES__TOOLCALL.UNKNOWN_ARGUMENT";
    let app = TestApp::with_config(&[(key, "high")]).await;
    let served: Value = app
        .get("/rules")
        .await
        .json()
        .await
        .unwrap_or_else(|e| panic!("rules: {e}"));
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_verity"))
            .args(args)
            .env_remove("VERITY_CONFIG")
            .env(key, "high")
            .output()
            .unwrap_or_else(|e| panic!("spawn: {e}"))
    };
    let listed: Value =
        serde_json::from_slice(&run(&["rules", "--format", "json"]).stdout).unwrap_or_default();
    assert_eq!(listed, served);
    let rule = listed["rules"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|r| r["id"] == "toolcall.unknown_argument")
        .cloned()
        .unwrap_or_default();
    assert_eq!(rule["severity"], "high");
    assert_eq!(rule["default_severity"], "medium");
    let text = String::from_utf8_lossy(&run(&["rules"]).stdout).into_owned();
    let line = text
        .lines()
        .find(|l| l.starts_with("toolcall.unknown_argument "))
        .unwrap_or_default();
    assert_eq!(line.split_whitespace().nth(1), Some("high"), "{line}");

    // A configuration file is read as the server reads it (`--config`), and a bad one exits 78.
    let dir = std::env::temp_dir().join(format!("verity-rules-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let file = dir.join("severities.toml");
    assert!(std::fs::write(&file, "[severities]\n\"plan.unknown_tool\" = \"low\"\n").is_ok());
    let path = file.display().to_string();
    let from_file: Value = serde_json::from_slice(
        &verity(&["rules", "--format", "json", "--config", &path], b"").stdout,
    )
    .unwrap_or_default();
    assert!(
        from_file["rules"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|r| r["id"] == "plan.unknown_tool" && r["severity"] == "low")
    );
    assert!(std::fs::write(&file, "[severities]\n\"plan.nosuch\" = \"low\"\n").is_ok());
    let bad = verity(&["rules", "--config", &path], b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(bad.status.code(), Some(78));
}

#[tokio::test]
async fn get_rules_answers_the_bytes_verity_rules_prints() {
    let app = TestApp::spawn().await;
    let served = app
        .get("/rules")
        .await
        .text()
        .await
        .unwrap_or_else(|e| panic!("rules: {e}"));
    let printed = verity(&["rules", "--format", "json"], b"").stdout;
    assert!(
        served.starts_with(r#"{"rules":[{"default_severity":""#),
        "{served:.80}"
    );
    assert_eq!(format!("{served}\n"), String::from_utf8_lossy(&printed));
}

#[test]
fn usage_errors_exit_64_not_the_reject_code() {
    for args in [
        &["check", "boundaries", "-", "--format", "xml"][..],
        &["check", "nosuch", "-"][..],
        &["rules", "--colour"][..],
        &["frobnicate"][..],
    ] {
        let output = verity(args, b"{}");
        assert_eq!(output.status.code(), Some(64), "{args:?}");
        assert!(!output.stderr.is_empty(), "{args:?} says why on stderr");
    }
    assert_eq!(verity(&["--help"], b"").status.code(), Some(0));
}

#[test]
fn config_check_names_every_bad_key_in_one_run_in_json_types_and_exits_78() {
    let dir = std::env::temp_dir().join(format!("verity-cfg-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let file = dir.join("bad.toml");
    let text = "[server]\nbind = 123\nrequest_timeout_ms = \"fast\"\ncolour = \"blue\"\n\
                [limits]\nmax_depth = -4\nmax_body_bytes = 1.5\n[nosuch]\nx = 1\n";
    assert!(std::fs::write(&file, text).is_ok());
    let output = verity(&["config", "check", &file.display().to_string()], b"");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(output.status.code(), Some(78));
    let stderr = String::from_utf8_lossy(&output.stderr);
    for key in [
        "server.bind",
        "server.request_timeout_ms",
        "server.colour",
        "limits.max_depth",
        "limits.max_body_bytes",
        "nosuch",
    ] {
        assert!(stderr.contains(&format!("- {key}: ")), "{key}: {stderr}");
    }
    for rust_type in ["u64", "usize", "u32", "f64", "i64"] {
        assert!(!stderr.contains(rust_type), "{rust_type}: {stderr}");
    }
}

#[test]
fn config_check_without_a_file_checks_the_effective_configuration() {
    let output = verity(&["config", "check"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("built-in default: ok"));
    let bad = Command::new(env!("CARGO_BIN_EXE_verity"))
        .args(["config", "check"])
        .env_remove("VERITY_CONFIG")
        .env("VERITY_SERVER__REQUEST_TIMEOUT_MS", "\"soon\"")
        .output()
        .unwrap_or_else(|e| panic!("spawn: {e}"));
    assert_eq!(bad.status.code(), Some(78));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("server.request_timeout_ms"));
}

#[test]
fn a_reader_that_closes_the_pipe_early_ends_no_command_with_a_panic() {
    for args in [
        &["rules"][..],
        &["rules", "--format", "json"][..],
        &["completions", "bash"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_verity"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("spawn: {e}"));
        // Close the reading end before the command writes: every write meets a broken pipe.
        drop(child.stdout.take());
        let output = child
            .wait_with_output()
            .unwrap_or_else(|e| panic!("wait: {e}"));
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        assert!(
            !String::from_utf8_lossy(&output.stderr).contains("panicked"),
            "{args:?}"
        );
    }
}

#[test]
fn check_covers_tool_calls_and_the_three_prompt_endpoints() {
    let calls = json!({
        "available_tools": [{"name": "get_weather", "parameters": {"type": "object",
            "properties": {"city": {"type": "string"}}, "required": ["city"]}}],
        "tool_calls": [{"id": "c1", "type": "function",
            "function": {"name": "get_wether", "arguments": "{\"city\": \"Bern\"}"}}]
    });
    let output = verity(&["check", "tool-calls", "-"], calls.to_string().as_bytes());
    assert_eq!(output.status.code(), Some(2));
    let answer: Value = serde_json::from_slice(&output.stdout).unwrap_or_default();
    assert_eq!(answer["verdict"], "reject");
    let prompts = [
        (
            "prompts-plan",
            json!({"available_tools": [{"name": "get_weather"}]}),
        ),
        ("prompts-facts", json!({"facts": {"dates": ["2026-08-08"]}})),
        (
            "prompts-citations",
            json!({"sources": [{"id": "1", "text": "Bern is the capital."}]}),
        ),
    ];
    for (family, body) in prompts {
        let output = verity(&["check", family, "-"], body.to_string().as_bytes());
        assert_eq!(output.status.code(), Some(0), "{family}: {output:?}");
        assert!(
            serde_json::from_slice::<Value>(&output.stdout).is_ok_and(|v| v.is_object()),
            "{family} prints the endpoint's JSON"
        );
    }
}

#[test]
fn completions_are_printed_for_each_supported_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let output = verity(&["completions", shell], b"");
        assert_eq!(output.status.code(), Some(0), "{shell}");
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("verity"),
            "{shell}"
        );
    }
}
