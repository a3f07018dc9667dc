//! Data-driven cases: every `tests/cases/<family>/*.json` file is one request and what its answer
//! must hold. A domain expert adds a case by adding a file; this runner needs no change.
//!
//! A case: `{"endpoint": "/validate/metadata", "request": {...}, "expect": {"status": 200,
//! "verdict": "reject", "rules": ["metadata.future_year"], "paths": ["/metadata/start_date"]}}`.
//! `rules` and `paths` are the exact lists, in order; leave one out to not check it. `fields` maps
//! JSON Pointers into the answer to the values they must hold (`null` for an absent field).

use std::path::Path;

use serde_json::Value;

use crate::helpers::{TestApp, rules};

fn case_files() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files = Vec::new();
    for family in std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .flatten()
    {
        for file in std::fs::read_dir(family.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if file.path().extension().is_some_and(|e| e == "json") {
                files.push(file.path());
            }
        }
    }
    files.sort();
    files
}

#[tokio::test]
async fn every_case_file_holds() {
    let app = TestApp::spawn().await;
    let files = case_files();
    assert!(
        files.len() >= 20,
        "expected the case files, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for file in &files {
        let text =
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let case: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let endpoint = case["endpoint"]
            .as_str()
            .unwrap_or_else(|| panic!("{}: no endpoint", file.display()));
        let (status, answer) = app.post(endpoint, &case["request"]).await;
        let expect = &case["expect"];
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let expected_status = expect["status"].as_u64().unwrap_or(200);
        if u64::from(status) != expected_status {
            failures.push(format!(
                "{name}: status {status}, expected {expected_status}: {answer}"
            ));
            continue;
        }
        if let Some(verdict) = expect.get("verdict") {
            if &answer["verdict"] != verdict {
                failures.push(format!(
                    "{name}: verdict {}, expected {verdict}",
                    answer["verdict"]
                ));
            }
        }
        if let Some(expected) = expect.get("rules") {
            let got = Value::from(rules(&answer));
            if &got != expected {
                failures.push(format!("{name}: rules {got}, expected {expected}"));
            }
        }
        if let Some(fields) = expect.get("fields").and_then(Value::as_object) {
            for (pointer, expected) in fields {
                let got = answer.pointer(pointer).unwrap_or(&Value::Null);
                if got != expected {
                    failures.push(format!("{name}: {pointer} is {got}, expected {expected}"));
                }
            }
        }
        if let Some(expected) = expect.get("paths") {
            let got: Vec<Value> = answer["alerts"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|a| a["path"].clone())
                .collect();
            if &Value::from(got.clone()) != expected {
                failures.push(format!("{name}: paths {got:?}, expected {expected}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
