//! The citation audit (sentence splitting, citation patterns, quotes, numbers) on any answer.
#![no_main]

use libfuzzer_sys::fuzz_target;
use verity::config::Config;
use verity::engine::citations::{Audit, CitationRules, Source};

fuzz_target!(|text: &str| {
    static RULES: std::sync::OnceLock<CitationRules> = std::sync::OnceLock::new();
    let rules = RULES.get_or_init(|| CitationRules::new(&Config::default().citations));
    let (question, answer) = text.split_once('\u{1}').unwrap_or(("", text));
    let sources = [
        Source {
            id: "Para 7-2".to_owned(),
            text: "Engine oil capacity: 5 quarts. Torque 85-95 ft-lbs.".to_owned(),
            document: serde_json::Value::Null,
            page: serde_json::json!(24),
            score: Some(0.82),
        },
        Source {
            id: "1".to_owned(),
            text: question.to_owned(),
            document: serde_json::Value::Null,
            page: serde_json::Value::Null,
            score: None,
        },
    ];
    let _ = rules.audit(&Audit {
        question: Some(question),
        answer: Some(answer),
        sources: &sources,
        retrieval_confidence: None,
        strict: true,
    });
});
