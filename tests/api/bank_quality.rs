//! Detection quality of `metadata.bank_unknown_and_absent` on the bank corpus
//! (`tests/cases/metadata/corpus/`): real banks written as people write them must not be flagged,
//! invented ones must be. The tuning part and the held-aside part are measured and held to the
//! goals separately; `VERITY_QUALITY_REPORT=1` prints the figures published in QUALITY.md.

use std::path::Path;

use serde_json::{Value, json};

use crate::helpers::{TestApp, rules};

const RULE: &str = "metadata.bank_unknown_and_absent";

/// At most this share of real banks may be flagged.
const MAX_REAL_FLAGGED: f64 = 0.02;

struct Figures {
    real: usize,
    real_flagged: Vec<String>,
    countries: usize,
    invented: usize,
    invented_missed: Vec<String>,
}

async fn measure(app: &TestApp, file: &str) -> Figures {
    measure_batch(app, file, None).await
}

/// Measures the entries of `file`, or only those of one tuning batch (`"batch": n`).
async fn measure_batch(app: &TestApp, file: &str, batch: Option<u64>) -> Figures {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases/metadata/corpus")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut figures = Figures {
        real: 0,
        real_flagged: Vec::new(),
        countries: 0,
        invented: 0,
        invented_missed: Vec::new(),
    };
    let mut countries = std::collections::BTreeSet::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let entry: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        if batch.is_some() && entry["batch"].as_u64() != batch {
            continue;
        }
        let name = entry["name"].as_str().unwrap_or_default().to_owned();
        let (status, answer) = app
            .post(
                "/validate/metadata",
                &json!({"metadata": {"bank_name": name}}),
            )
            .await;
        assert_eq!(status, 200, "{name}: {answer}");
        let flagged = rules(&answer).iter().any(|r| r == RULE);
        if entry["kind"] == "real" {
            figures.real += 1;
            countries.insert(entry["country"].as_str().unwrap_or_default().to_owned());
            if flagged {
                figures.real_flagged.push(name);
            }
        } else {
            figures.invented += 1;
            if !flagged {
                figures.invented_missed.push(name);
            }
        }
    }
    figures.countries = countries.len();
    figures
}

#[allow(clippy::cast_precision_loss)] // corpus sizes are far below 2^52
fn report(part: &str, f: &Figures) -> String {
    format!(
        "{part}: {} real banks from {} countries, {} flagged ({:.1} %); {} invented names, {} caught ({:.1} %)",
        f.real,
        f.countries,
        f.real_flagged.len(),
        100.0 * f.real_flagged.len() as f64 / f.real.max(1) as f64,
        f.invented,
        f.invented - f.invented_missed.len(),
        100.0 * (f.invented - f.invented_missed.len()) as f64 / f.invented.max(1) as f64,
    )
}

#[allow(clippy::cast_precision_loss)] // corpus sizes are far below 2^52
fn flagged_share(f: &Figures) -> f64 {
    f.real_flagged.len() as f64 / f.real.max(1) as f64
}

#[tokio::test]
async fn real_banks_pass_and_invented_ones_are_flagged_on_the_tuning_corpus() {
    let app = TestApp::spawn().await;
    let f = measure(&app, "tuning.jsonl").await;
    if std::env::var_os("VERITY_QUALITY_REPORT").is_some() {
        println!("{}", report("tuning", &f));
        println!(
            "flagged: {:?}; missed: {:?}",
            f.real_flagged, f.invented_missed
        );
        for batch in [7, 8] {
            let part = measure_batch(&app, "tuning.jsonl", Some(batch)).await;
            println!("{}", report(&format!("tuning, batch {batch}"), &part));
            println!(
                "flagged: {:?}; missed: {:?}",
                part.real_flagged, part.invented_missed
            );
        }
    }
    assert!(f.real >= 200 && f.countries >= 30 && f.invented >= 15);
    assert!(
        flagged_share(&f) <= MAX_REAL_FLAGGED,
        "{}: {:?}",
        report("tuning", &f),
        f.real_flagged
    );
    assert!(
        f.invented_missed.is_empty(),
        "{}: {:?}",
        report("tuning", &f),
        f.invented_missed
    );
}

#[tokio::test]
async fn every_invented_name_of_the_held_aside_corpus_is_flagged() {
    let app = TestApp::spawn().await;
    let f = measure(&app, "held_aside.jsonl").await;
    if std::env::var_os("VERITY_QUALITY_REPORT").is_some() {
        println!("{}", report("held aside", &f));
    }
    assert!(f.real >= 100 && f.countries >= 30 && f.invented >= 15);
    // Figures only: the held-aside names that fail are not shown, so nobody tunes to them.
    assert!(f.invented_missed.is_empty(), "{}", report("held aside", &f));
}

#[tokio::test]
async fn at_most_two_percent_of_the_held_aside_real_banks_are_flagged() {
    // Met since #26's fifth edition (0 of 168, measured once at its end; 4 of 168 before, 6
    // before that: QUALITY.md, "Banks"). Figures only: the failing names are not shown.
    let app = TestApp::spawn().await;
    let f = measure(&app, "held_aside.jsonl").await;
    assert!(
        flagged_share(&f) <= MAX_REAL_FLAGGED,
        "{}",
        report("held aside", &f)
    );
}

#[tokio::test]
async fn every_invented_name_of_the_second_held_aside_corpus_is_flagged() {
    let app = TestApp::spawn().await;
    let f = measure(&app, "held_aside_b.jsonl").await;
    if std::env::var_os("VERITY_QUALITY_REPORT").is_some() {
        println!("{}", report("held aside B", &f));
    }
    assert!(f.real >= 120 && f.countries >= 35 && f.invented >= 15);
    // Figures only, as for the first held-aside part.
    assert!(
        f.invented_missed.is_empty(),
        "{}",
        report("held aside B", &f)
    );
}

#[tokio::test]
async fn at_most_two_percent_of_the_second_held_aside_real_banks_are_flagged() {
    let app = TestApp::spawn().await;
    let f = measure(&app, "held_aside_b.jsonl").await;
    // Figures only, as for the first held-aside part.
    assert!(
        flagged_share(&f) <= MAX_REAL_FLAGGED,
        "{}",
        report("held aside B", &f)
    );
}

/// The third held-aside list (`held_aside_c.jsonl`) was written blind, by an engineer who never
/// ran verity and did not read the rules, in the form of the independent list the issue names;
/// it was measured once, after the sixth edition's merge (QUALITY.md, "Banks"). Figures only.
#[tokio::test]
async fn the_blind_held_aside_list_keeps_real_banks_known_and_invented_ones_flagged() {
    let app = TestApp::spawn().await;
    let f = measure(&app, "held_aside_c.jsonl").await;
    if std::env::var_os("VERITY_QUALITY_REPORT").is_some() {
        println!("{}", report("held aside C (blind)", &f));
    }
    assert!(f.real >= 200 && f.countries >= 45 && f.invented >= 25);
    assert!(
        flagged_share(&f) <= MAX_REAL_FLAGGED && f.invented_missed.is_empty(),
        "{}",
        report("held aside C (blind)", &f)
    );
}
