//! Detection quality of `/verify-citations` on the corpus under `tests/cases/citations/corpus/`:
//! recall on hallucinated answers and false alarms on correct ones, per kind, on the tuning part
//! and on the held-aside part separately. Fails when the tuning part misses the goal in
//! QUALITY.md, or when the held-aside part falls below the goal's recall or rises above the
//! false-alarm rate it was measured at (QUALITY.md says where that misses the goal);
//! `QUALITY_REPORT=1` prints the figures.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::Value;
use verity::config::Config;
use verity::engine::citations::{Audit, CitationRules, Source};

/// At least this share of hallucinated answers is flagged.
const MIN_RECALL: f64 = 0.70;
/// At most this share of correct answers is flagged.
const MAX_FALSE_ALARMS: f64 = 0.02;
/// The held-aside part's false-alarm rate as last measured, after the fifth session's passages
/// and fixes (11 of 233, 4.7 %), above the goal: the test keeps it from growing, QUALITY.md
/// reports the gap.
const MAX_HELD_ASIDE_FALSE_ALARMS: f64 = 0.048;

/// Flagged and total answers of one kind.
#[derive(Default)]
struct Tally {
    flagged: usize,
    total: usize,
}

struct Part {
    hallucinated: BTreeMap<String, Tally>,
    correct: BTreeMap<String, Tally>,
    missed: Vec<String>,
}

fn measure(rules: &CitationRules, file: &str) -> Part {
    let path = format!(
        "{}/tests/cases/citations/corpus/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut part = Part {
        hallucinated: BTreeMap::new(),
        correct: BTreeMap::new(),
        missed: Vec::new(),
    };
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let case: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{path}: {e}"));
        let sources: Vec<Source> = case["sources"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|s| Source {
                id: s["id"].as_str().unwrap_or_default().to_owned(),
                text: s["text"].as_str().unwrap_or_default().to_owned(),
                document: Value::Null,
                page: Value::Null,
                score: None,
            })
            .collect();
        let outcome = rules.audit(&Audit {
            question: case["question"].as_str(),
            answer: case["answer"].as_str(),
            sources: &sources,
            retrieval_confidence: None,
            strict: true,
        });
        let flagged = !outcome.alerts.is_empty();
        let hallucinated = case["hallucinated"].as_bool().unwrap_or_default();
        let kind = case["kind"].as_str().unwrap_or("?").to_owned();
        let tally = if hallucinated {
            part.hallucinated.entry(kind).or_default()
        } else {
            part.correct.entry(kind).or_default()
        };
        tally.total += 1;
        tally.flagged += usize::from(flagged);
        if flagged != hallucinated {
            let rules: Vec<&str> = outcome.alerts.iter().map(|a| a.rule).collect();
            part.missed.push(format!(
                "{} {}: {:?} -> {rules:?}",
                case["id"].as_str().unwrap_or("?"),
                if hallucinated {
                    "missed"
                } else {
                    "false alarm"
                },
                case["answer"].as_str().unwrap_or_default()
            ));
        }
    }
    part
}

fn share(tallies: &BTreeMap<String, Tally>) -> (usize, usize) {
    tallies
        .values()
        .fold((0, 0), |(f, t), x| (f + x.flagged, t + x.total))
}

fn ratio((flagged, total): (usize, usize)) -> f64 {
    if total == 0 {
        0.0
    } else {
        #[allow(clippy::cast_precision_loss)] // counts of a few hundred
        let r = flagged as f64 / total as f64;
        r
    }
}

#[test]
fn grounding_flags_most_hallucinations_and_almost_no_correct_answers() {
    let rules = CitationRules::new(&Config::default().citations);
    let mut report = String::new();
    let mut failures = Vec::new();
    for file in ["tune.jsonl", "held_aside.jsonl"] {
        let part = measure(&rules, file);
        let recall = ratio(share(&part.hallucinated));
        let false_alarms = ratio(share(&part.correct));
        let _ = writeln!(
            report,
            "{file}: recall {:.1} % ({}/{}), false alarms {:.1} % ({}/{})",
            recall * 100.0,
            share(&part.hallucinated).0,
            share(&part.hallucinated).1,
            false_alarms * 100.0,
            share(&part.correct).0,
            share(&part.correct).1,
        );
        for (label, tallies) in [
            ("flagged", &part.hallucinated),
            ("false alarm", &part.correct),
        ] {
            for (kind, t) in tallies {
                let _ = writeln!(report, "  {kind:<22} {label:<12} {}/{}", t.flagged, t.total);
            }
        }
        // Only the tuning part's misses are ever shown: the held-aside part is judged blind.
        if file == "tune.jsonl" && std::env::var_os("QUALITY_MISSES").is_some() {
            for m in &part.missed {
                let _ = writeln!(report, "  {m}");
            }
        }
        let max_false_alarms = if file == "tune.jsonl" {
            MAX_FALSE_ALARMS
        } else {
            MAX_HELD_ASIDE_FALSE_ALARMS
        };
        if recall < MIN_RECALL || false_alarms > max_false_alarms {
            failures.push(format!(
                "{file}: recall {recall:.3} (goal {MIN_RECALL}), false alarms {false_alarms:.3} (at most {max_false_alarms})"
            ));
        }
    }
    if std::env::var_os("QUALITY_REPORT").is_some() {
        eprintln!("{report}");
    }
    assert!(failures.is_empty(), "{failures:?}\n{report}");
}
