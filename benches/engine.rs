//! Engine benchmarks, one group per family, on realistic payloads (see BENCHMARKS.md).

#![allow(missing_docs)] // criterion_group! generates undocumented items

use std::hint::black_box;

use chrono::NaiveDate;
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::json;
use verity::config::Config;
use verity::engine::boundaries::{Boundary, Document};
use verity::engine::metadata::Statement;
use verity::engine::{Engine, Today};

fn boundaries(c: &mut Criterion) {
    let engine = Engine::new(&Config::default());
    // 20 boundaries over 40 pages with 10 KB of text, one overlap and one gap.
    let boundaries = (0..20)
        .map(|i| {
            Boundary::from_json(
                &json!({"start_page": i * 2 + 1, "end_page": i * 2 + 2 + i64::from(i == 7)}),
            )
        })
        .collect();
    let document = Document {
        total_pages: 42,
        boundaries,
        text: Some("Opening balance 1,234.56 ".repeat(400)),
        pages: Some((0..42).map(|i| format!("Page {i} ").repeat(30)).collect()),
    };
    c.bench_function("boundaries/20_boundaries_10kb", |b| {
        b.iter(|| engine.boundaries(black_box(&document)))
    });
}

fn metadata(c: &mut Criterion) {
    let engine = Engine::new(&Config::default());
    let today = Today(NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default());
    let text = format!(
        "Westpac Banking Corporation ABN 33 007 457 141. Account 032-000 123456. {}",
        "Date Description Debit Credit Balance 01/01/2024 EFTPOS 12.50 1,000.00 ".repeat(70)
    );
    let statement = Statement {
        metadata: json!({"bank_name": "Westpac", "account_number": "032-000 123456", "account_type": "BusinessChoice",
                         "statement_period": "1 Jan 2024 - 31 Jan 2024", "start_date": "2024-01-01",
                         "end_date": "2024-01-31", "account_holder": "Example Pty Ltd"})
        .as_object()
        .cloned()
        .unwrap_or_default(),
        text: Some(text),
        page_range: Some(json!([1, 5])),
        known_banks: Vec::new(),
    };
    c.bench_function("metadata/full_5kb", |b| {
        b.iter(|| engine.metadata(black_box(&statement), today))
    });
    // Bank names against the registry of real institutions, without text: one found on its
    // keys, one found as a network member, one found nowhere (every fallback tried), and a
    // 4 KB name (the lookup is linear in the name).
    for (label, bank) in [
        ("registry_hit", "Zenith Bank PLC".to_owned()),
        ("registry_network", "Raiffeisenbank Salzburg".to_owned()),
        (
            "registry_miss",
            "Royal Commercial Bank of Zorthra".to_owned(),
        ),
        ("registry_4kb_name", "Zorthra Commercial ".repeat(200)),
    ] {
        let statement = Statement {
            metadata: json!({"bank_name": bank, "account_number": "032-000 123456",
                             "start_date": "2024-01-01", "end_date": "2024-01-31"})
            .as_object()
            .cloned()
            .unwrap_or_default(),
            ..Statement::default()
        };
        c.bench_function(&format!("metadata/{label}"), |b| {
            b.iter(|| engine.metadata(black_box(&statement), today))
        });
    }
}

fn plan(c: &mut Criterion) {
    let config = Config::default();
    let engine = Engine::new(&config);
    let rules = engine.plan();
    // 200 tools with small schemas; 1,000 steps, each using one and depending on the one before.
    let tools: Vec<serde_json::Value> = (0..200)
        .map(|i| {
            json!({"name": format!("tool_{i}"), "description": "a tool", "parameters": {"type": "object",
                   "properties": {"path": {"type": "string"}, "limit": {"type": "integer", "minimum": 1}},
                   "required": ["path"], "additionalProperties": false}})
        })
        .collect();
    let catalog = verity::engine::plan::ToolCatalog::from_json(&tools).unwrap_or_default();
    let steps: Vec<serde_json::Value> = (0..1000)
        .map(|i| {
            let deps: Vec<String> = if i == 0 { vec![] } else { vec![format!("s{}", i - 1)] };
            json!({"id": format!("s{i}"), "tool": format!("tool_{}", i % 200), "inputs": {"path": "/tmp", "limit": 5}, "depends_on": deps})
        })
        .collect();
    c.bench_function("plan/1000_steps_200_tools", |b| {
        b.iter(|| rules.check(black_box(&steps), &catalog))
    });
    let automation = rules.registry("automation").unwrap_or_default();
    let fifteen: Vec<serde_json::Value> = (0..15)
        .map(|i| json!({"id": format!("s{i}"), "tool": "search_documents", "inputs": {"query": "invoices", "max_results": 10},
                        "depends_on": if i == 0 { json!([]) } else { json!([format!("s{}", i - 1)]) }}))
        .collect();
    c.bench_function("plan/15_steps_with_schemas", |b| {
        b.iter(|| rules.check(black_box(&fifteen), &automation))
    });
    // Goal: under 20 µs for a 10-step plan against 50 typed tools, with references, a tool
    // graph and one renamed tool (suggestions included).
    let typed: Vec<serde_json::Value> = (0..50)
        .map(|i| json!({"name": format!("Media Tool {i}"), "description": format!("Turns text into result number {i}."),
                        "consumes": ["text"], "produces": ["text"]}))
        .collect();
    let typed = verity::engine::plan::ToolCatalog::from_json(&typed).unwrap_or_default();
    let graph_links: Vec<serde_json::Value> = (0..49)
        .map(|i| json!([format!("Media Tool {i}"), format!("Media Tool {}", i + 1)]))
        .collect();
    let graph =
        verity::engine::plan::flow::ToolGraph::from_json(&json!(graph_links)).unwrap_or_default();
    let ten: Vec<serde_json::Value> = (0..10)
        .map(|i| {
            let tool = if i == 9 { "Media Tool Nine Renamed".to_owned() } else { format!("Media Tool {i}") };
            json!({"task": tool, "arguments": if i == 0 { json!(["a text"]) } else { json!([format!("<node-{}>", i - 1)]) }})
        })
        .collect();
    c.bench_function("plan/10_steps_50_tools", |b| {
        b.iter(|| rules.check_with(black_box(&ten), &typed, Some(&graph)))
    });
    // Suggestions for one unknown name against 500 tools (goal: microseconds), and an
    // 80,000-character invented name against an 80,000-character catalog name (bounded).
    let five_hundred: Vec<serde_json::Value> = (0..500)
        .map(|i| json!({"name": format!("{} {}", ["Text", "Image", "Audio", "Video"][i % 4], ["Summarizer", "Translator", "Classifier", "Downloader", "Search"][i % 5]) + &format!(" v{i}"),
                        "description": "Does one thing to a given input."}))
        .collect();
    let five_hundred =
        verity::engine::plan::ToolCatalog::from_json(&five_hundred).unwrap_or_default();
    c.bench_function("plan/suggest_500_tools", |b| {
        b.iter(|| rules.suggestions(black_box("Machine Translation"), &five_hundred))
    });
    let long_name = "summarize".repeat(9_000);
    let long_catalog =
        verity::engine::plan::ToolCatalog::from_json(&[json!({"name": "translate".repeat(9_000)})])
            .unwrap_or_default();
    c.bench_function("plan/suggest_80k_name", |b| {
        b.iter(|| rules.suggestions(black_box(&long_name), &long_catalog))
    });
    // One OpenAI tool call, checked right before it runs (goal: under 5 µs).
    let call = [
        json!({"id": "call_1", "type": "function", "function": {"name": "search_documents",
        "arguments": "{\"query\": \"invoices 2026\", \"max_results\": 10}"}}),
    ];
    c.bench_function("toolcalls/one_call", |b| {
        b.iter(|| verity::engine::toolcalls::check(black_box(&call), &automation, rules))
    });
    // One call with a nested undeclared key and null defaults, against a closed nested schema.
    let mixed = verity::engine::plan::ToolCatalog::from_json(&[json!({"name": "book", "parameters": {"type": "dict",
        "properties": {"hotel": {"type": "str"}, "nights": {"type": "int"}, "note": {"type": "str", "default": null},
            "guest": {"type": "dict", "properties": {"name": {"type": "str"}, "vip": {"type": "bool"}}, "additionalProperties": false}},
        "required": ["hotel", "nights"]}})])
    .unwrap_or_default();
    let nested = [json!({"type": "tool_use", "id": "t1", "name": "book",
        "input": {"hotel": "Ritz", "nights": 2, "note": null, "guest": {"name": "Ada", "loyalty": "X1"}}})];
    c.bench_function("toolcalls/one_call_nested_unknown_and_nulls", |b| {
        b.iter(|| verity::engine::toolcalls::check(black_box(&nested), &mixed, rules))
    });
    // A per-request catalog of 128 tools in mixed dialects, compiled from scratch (goal: under
    // 1 ms), and the same catalog sent again, served by the content cache.
    let tools128: Vec<serde_json::Value> = (0..128)
        .map(|i| {
            let schema = json!({"type": "object", "properties": {"query": {"type": "string", "minLength": 1},
                "limit": {"type": "integer", "minimum": 1, "maximum": 100}, "tags": {"type": "array", "items": {"type": "string"}},
                "options": {"type": "object", "properties": {"exact": {"type": "boolean"}, "lang": {"type": "string", "enum": ["en", "fr", "de"]}}}},
                "required": ["query"], "additionalProperties": false});
            match i % 4 {
                0 => json!({"type": "function", "function": {"name": format!("tool_{i}"), "description": "a tool", "parameters": schema}}),
                1 => json!({"name": format!("tool_{i}"), "description": "a tool", "input_schema": schema}),
                2 => json!({"functionDeclarations": [{"name": format!("tool_{i}"), "parameters": {"type": "OBJECT",
                    "properties": {"query": {"type": "STRING"}, "limit": {"type": "INTEGER", "nullable": true}}, "required": ["query"]}}]}),
                _ => json!({"name": format!("tool_{i}"), "parameters": {"type": "dict", "properties": {"query": {"type": "str"},
                    "limit": {"type": "int", "default": null}, "ratio": {"type": "float"}}, "required": ["query"]}}),
            }
        })
        .collect();
    let sent = serde_json::Value::Array(tools128.clone());
    c.bench_function("toolcalls/compile_128_tools", |b| {
        b.iter(|| verity::engine::plan::ToolCatalog::from_json(black_box(&tools128)))
    });
    // The same with every validator compiled at once, as registries were at start (and as every
    // catalog was before validators waited for their tool's first call).
    c.bench_function("toolcalls/compile_128_tools_eager", |b| {
        b.iter(|| {
            verity::engine::plan::ToolCatalog::from_json(black_box(&tools128))
                .map(verity::engine::plan::ToolCatalog::compiled)
        })
    });
    c.bench_function("toolcalls/compile_128_tools_cached", |b| {
        b.iter(|| rules.compile_catalog(&[("/available_tools", black_box(&sent))]))
    });
}

fn facts(c: &mut Criterion) {
    use verity::engine::facts::{DateFormat, FactKind, FactsCheck, RawFacts};
    let engine = Engine::new(&Config::default());
    let rules = engine.facts();
    let today = NaiveDate::from_ymd_opt(2026, 1, 10).unwrap_or_default();
    let raw = RawFacts {
        values: vec![
            (
                FactKind::Dates,
                vec![json!("2026-08-08"), json!("2026-08-09")],
            ),
            (FactKind::TimeStrings, vec![json!("18:00–22:00")]),
            (
                FactKind::CurrencyAmounts,
                vec![json!("CHF 1,250.00"), json!("CHF 45.00")],
            ),
            (FactKind::NumericCounts, vec![json!(30)]),
            (FactKind::RoomNames, vec![json!("Punkt.Null")]),
            (
                FactKind::Terms,
                vec![
                    json!("Apéro Package"),
                    json!("projector"),
                    json!("flip chart"),
                ],
            ),
        ],
    };
    let facts = rules.canonical(&raw, today).unwrap_or_default();
    let known: Vec<String> = ["Punkt.Null", "Atelier", "Galerie"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    // About 2 KB: the facts once, then ordinary prose around them.
    let text = format!(
        "Dear Ms Meier, thank you for your booking. We have reserved Punkt.Null for 30 guests on 8 August 2026 and 9 August 2026, \
         each day from 18:00 to 22:00. The Apéro Package costs CHF 45.00 per person; the total is CHF 1,250.00. A projector and a \
         flip chart are ready in the room. {}",
        "Our team will welcome you at the entrance and show you the way to the room, the cloakroom and the terrace. ".repeat(17)
    );
    let check = |correct| FactsCheck {
        facts: &facts,
        facts_from_source: false,
        known_terms: &known,
        text: &text,
        check: None,
        correct,
        date_format: DateFormat::default(),
        today,
    };
    c.bench_function("facts/verify_2kb_10_facts", |b| {
        b.iter(|| rules.check(black_box(&check(false))))
    });
    c.bench_function("facts/correct_2kb_10_facts", |b| {
        b.iter(|| rules.check(black_box(&check(true))))
    });
    // A real confirmation with a count, a stay and a price in the forms people write them.
    let confirmation = "Booking was successful. I have booked you a table for 4 at the Golden Wok at 7:15 pm on \
        Friday, and the Acorn Guest House for three people, staying 5 nights. The total fee is 57.56 payable at the \
        station. Your reference number is 8J3K9L2M. May I help with anything else?";
    let booked = rules
        .canonical(
            &RawFacts {
                values: vec![
                    (FactKind::TimeStrings, vec![json!("19:15")]),
                    (FactKind::CurrencyAmounts, vec![json!("GBP 57.56")]),
                    (FactKind::NumericCounts, vec![json!(4), json!(3)]),
                    (FactKind::Durations, vec![json!("5 nights")]),
                ],
            },
            today,
        )
        .unwrap_or_default();
    c.bench_function("facts/verify_confirmation", |b| {
        b.iter(|| {
            rules.check(black_box(&FactsCheck {
                facts: &booked,
                text: confirmation,
                known_terms: &[],
                ..check(false)
            }))
        })
    });
    // Amount scanning is linear: `$1,` repeated to 10 KB, 100 KB and 1 MB (each size should take
    // ten times the one before).
    let mut group = c.benchmark_group("facts/dollar_soup");
    group.sample_size(10);
    for size in [10_000usize, 100_000, 1_000_000] {
        let soup = "$1,".repeat(size / 3);
        group.bench_function(format!("{}kb", size / 1000), |b| {
            b.iter(|| {
                rules.check(black_box(&FactsCheck {
                    text: &soup,
                    ..check(false)
                }))
            })
        });
    }
    group.finish();
}

fn transformations(c: &mut Criterion) {
    use verity::engine::transform::{DateFallback, Thresholds};
    let engine = Engine::new(&Config::default());
    let rules = engine.transform();
    let thresholds = Thresholds {
        min_confidence: 0.7,
        price_tolerance: 0.0,
        current_year: 2026,
        date_fallback: DateFallback::Unverified,
    };
    let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let items: Vec<serde_json::Value> = (0..1000)
        .map(|i| match i % 4 {
            0 => json!({"record_id": i, "field": "dob", "old_value": format!("{} {}, {}", months[i % 12], i % 28 + 1, 1950 + i % 60), "new_value": format!("{}-{:02}-{:02}", 1950 + i % 60, i % 12 + 1, i % 28 + 1), "confidence": 0.9}),
            1 => json!({"record_id": i, "field": "start_date", "old_value": format!("{:02}/{:02}/{}", i % 28 + 1, i % 12 + 1, 1990 + i % 30), "new_value": format!("{}-{:02}-{:02}", 1990 + i % 30, i % 12 + 1, i % 28 + 1)}),
            2 => json!({"record_id": i, "field": "price", "old_value": format!("${},{:03}.50", i % 9 + 1, i), "new_value": format!("{}{:03}.5", i % 9 + 1, i)}),
            _ => json!({"record_id": i, "field": "email", "old_value": format!(" User{i}@Example.com"), "new_value": format!("user{i}@example.com")}),
        })
        .collect();
    c.bench_function("transform/1000_mixed", |b| {
        b.iter(|| {
            items
                .iter()
                .enumerate()
                .map(|(i, item)| rules.check_item(i, black_box(item), &thresholds))
                .filter(|r| r.accepted)
                .count()
        })
    });
    // Dates in many languages and shapes, with times, zones and weekdays around them.
    let multilingual = [
        "24 de Janeiro de 2014",
        "5 августа 2014 г. в 12:00",
        "Fri, 09 Sep 2005 13:51:39 -0700",
        "2016年3月20日 21時40分",
        "१७ अक्टूबर २०१८",
        "Thứ Năm, ngày 8 tháng 1 năm 2015",
        "29 listopada 2014 o 08:40",
        "12/05/75 10:00",
    ];
    let items: Vec<serde_json::Value> = (0..1000)
        .map(|i| json!({"record_id": i, "field": "dob", "old_value": multilingual[i % multilingual.len()], "new_value": "2014-01-24"}))
        .collect();
    c.bench_function("transform/1000_multilingual_dates", |b| {
        b.iter(|| {
            items
                .iter()
                .enumerate()
                .map(|(i, item)| rules.check_item(i, black_box(item), &thresholds))
                .filter(|r| r.accepted)
                .count()
        })
    });
}

fn citations(c: &mut Criterion) {
    use verity::engine::citations::{Audit, Source};
    let engine = Engine::new(&Config::default());
    let rules = engine.citations();
    let texts = [
        (
            "Para 7-2",
            "Engine oil capacity: 5 quarts with filter. Use SAE 5W-30 oil.",
        ),
        (
            "Para 7-3",
            "Drain plug torque: 25 ft-lbs. Replace the drain plug gasket at every oil change.",
        ),
        (
            "Para 9-1",
            "Tire pressure: 35 psi front and 33 psi rear when cold. Check the pressure monthly.",
        ),
        (
            "Para 12-4",
            "Wheel lug nut torque: 85-95 ft-lbs. Tighten in a star pattern.",
        ),
        (
            "Para 3-1",
            "The recommended oil change interval is 5,000 miles or 6 months, whichever comes first.",
        ),
    ];
    let sources: Vec<Source> = texts
        .iter()
        .map(|(id, text)| Source {
            id: (*id).to_owned(),
            text: (*text).to_owned(),
            document: serde_json::Value::Null,
            page: serde_json::Value::Null,
            score: Some(0.8),
        })
        .collect();
    let answer = "Oil capacity is 5 quarts [Para 7-2]. Torque the drain plug to 25 ft-lbs [Para 7-3]. Front tires need 35 psi [Para 9-1]. \
                  Lug nuts take 85-95 ft-lbs in a star pattern [Para 12-4]. Change the oil every 5,000 miles [Para 3-1].";
    let audit = Audit {
        question: Some("Maintenance specs?"),
        answer: Some(answer),
        sources: &sources,
        retrieval_confidence: Some(0.8),
        strict: true,
    };
    c.bench_function("citations/5_sentences_5_sources", |b| {
        b.iter(|| rules.audit(black_box(&audit)))
    });

    // Grounding, second edition: names, number words, dates and negation over encyclopedia
    // passages, each passage read once per request.
    let passages: Vec<Source> = [
        "Ethan Allen Brown (4 July 1776 – 24 February 1852) was governor of Ohio, a U.S. senator and a diplomat. He was born in Darien, Connecticut, the youngest of seven children of Roger Brown and Mary Smith.",
        "In 1797 he began to study law. He was elected to the United States Senate in 1822 and did not seek a second term.",
        "Brown later served as minister to Brazil and as commissioner of the General Land Office in Washington.",
    ]
    .iter()
    .enumerate()
    .map(|(i, text)| Source {
        id: (i + 1).to_string(),
        text: (*text).to_owned(),
        document: serde_json::Value::Null,
        page: serde_json::Value::Null,
        score: Some(0.8),
    })
    .collect();
    let grounded = Audit {
        question: Some("Who was Ethan Allen Brown?"),
        answer: Some(
            "Ethan Allen Brown, born on July 4, 1776 in Connecticut, was the youngest of seven children [1]. \
             He was governor of Ohio and a US senator [1][2]. He later became minister to Brazil [3].",
        ),
        sources: &passages,
        retrieval_confidence: Some(0.8),
        strict: true,
    };
    c.bench_function("citations/3_sentences_3_passages", |b| {
        b.iter(|| rules.audit(black_box(&grounded)))
    });

    // A hostile answer: `[1]` repeated. The reader is linear in the answer (each point is ten
    // times the one before, and so should its time be).
    let mut group = c.benchmark_group("citations/repeated_citation");
    group.sample_size(10);
    for (label, bytes) in [("10KB", 10_000), ("100KB", 100_000), ("1MB", 1_000_000)] {
        let answer = "[1]".repeat(bytes / 3);
        let hostile = Audit {
            question: Some("Who was Ethan Allen Brown?"),
            answer: Some(&answer),
            sources: &passages,
            retrieval_confidence: Some(0.8),
            strict: true,
        };
        group.bench_function(label, |b| b.iter(|| rules.audit(black_box(&hostile))));
    }
    group.finish();
}

/// Every shared text scanner on an adversarial input (its separators, digits and month words
/// repeated) at 10 KB, 100 KB and 1 MB: each size should take ten times the one before.
fn scanners(c: &mut Criterion) {
    use verity::engine::text::amounts::AmountScanner;
    use verity::engine::text::dates::{DateScanner, NumericDateOrder};
    use verity::engine::text::quantities::QuantityScanner;
    use verity::engine::text::times::TimeScanner;
    use verity::engine::text::{accounts, names};
    type Scan<'a> = Box<dyn Fn(&str) -> usize + 'a>;

    let dates = DateScanner::new(NumericDateOrder::Dmy);
    let times = TimeScanner::new();
    let amounts = AmountScanner::new();
    let quantities = QuantityScanner::new(&Config::default().facts.count_words);
    let cases: Vec<(&str, &str, Scan<'_>)> = vec![
        (
            "dates",
            "1 March 2 May 3/4/ 12-12- 2026 Jan. 5th of ",
            Box::new(|t| dates.find_all(t, 2026).len()),
        ),
        (
            "starts",
            "1 Jan 2 Feb 3 Mar 44 Apr 5,6.7 ",
            Box::new(|t| dates.starts_with_digits(t).numbers.len()),
        ),
        (
            "times",
            "10:10:10:10 - 11:11 am to 9.30pm ",
            Box::new(|t| times.find_all(t).len()),
        ),
        (
            "amounts",
            "$1,000,000.00,1,2,3 USD 1.2.3 EUR 4,5 ",
            Box::new(|t| amounts.find_all(t).len()),
        ),
        (
            "quantities",
            "3 3 guests nights 2 - 4 people x 5 ",
            Box::new(|t| quantities.find_all(t).len()),
        ),
        (
            "accounts",
            "1 2-3.4/5 6 7-8 90 ",
            Box::new(|t| accounts::digit_runs(t).len()),
        ),
        (
            "names",
            "N.A. Bänk \u{fdfa} Crédit-Agricole ",
            Box::new(|t| names::normalize(t).len()),
        ),
    ];
    for (name, unit, scan) in &cases {
        let mut group = c.benchmark_group(format!("scanners/{name}"));
        group.sample_size(10);
        for (label, bytes) in [("10KB", 10_000), ("100KB", 100_000), ("1MB", 1_000_000)] {
            let text = unit.repeat(bytes / unit.len() + 1);
            group.throughput(criterion::Throughput::Bytes(
                u64::try_from(text.len()).unwrap_or(u64::MAX),
            ));
            group.bench_function(label, |b| b.iter(|| scan(black_box(&text))));
        }
        group.finish();
    }
}

/// Decoding the bench payloads (`bench/payloads/`) as their endpoints do: the one-pass decoder
/// (limits and pointers enforced while reading) into the typed request, or for plans and
/// transformation batches into the body read in place (steps and items kept only as far as the
/// rules read them), against a tree first (bytes -> `Value` -> the owned typed request through
/// serde_path_to_error, as before #23; without its limit walk, so a lower bound).
fn decode(c: &mut Criterion) {
    use serde::de::DeserializeOwned;
    use verity::http::{citations, documents, facts, plans, transformations};

    /// What an endpoint decodes its body with: `T` in one pass, unless it reads the body in
    /// place (`in_place`: the plan's steps and the transformations batch).
    type InPlace = fn(&[u8], &verity::config::LimitsConfig) -> bool;

    fn pair<T: DeserializeOwned>(c: &mut Criterion, name: &str, in_place: Option<InPlace>) {
        let path = format!("{}/bench/payloads/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let limits = Config::default().limits;
        assert!(
            verity::http::extract::decode::<T>(&bytes, &limits).is_ok(),
            "{name}"
        );
        let mut group = c.benchmark_group("decode");
        match in_place {
            Some(decode) => {
                assert!(decode(&bytes, &limits), "{name} in place");
                group.bench_function(format!("one_pass/{name}"), |b| {
                    b.iter(|| decode(black_box(&bytes), &limits));
                });
            }
            None => {
                group.bench_function(format!("one_pass/{name}"), |b| {
                    b.iter(|| {
                        verity::http::extract::decode::<T>(black_box(&bytes), &limits).is_ok()
                    });
                });
            }
        }
        #[cfg(feature = "sonic")]
        {
            // sonic-rs straight into the typed request, as serde_json's `from_slice` would (no
            // limits, no pointers), and under the same limit tracker the server's decoder uses.
            assert!(sonic_rs::from_slice::<T>(&bytes).is_ok(), "{name}");
            group.bench_function(format!("sonic/{name}"), |b| {
                b.iter(|| sonic_rs::from_slice::<T>(black_box(&bytes)).is_ok());
            });
            group.bench_function(format!("serde_json/{name}"), |b| {
                b.iter(|| serde_json::from_slice::<T>(black_box(&bytes)).is_ok());
            });
            group.bench_function(format!("sonic_tracked/{name}"), |b| {
                b.iter(|| {
                    let tracker = verity::http::decoder::Tracker::new(limits);
                    let mut de = sonic_rs::Deserializer::from_slice(black_box(&bytes));
                    T::deserialize(tracker.wrap(&mut de)).is_ok() && de.end().is_ok()
                });
            });
        }
        group.bench_function(format!("tree/{name}"), |b| {
            b.iter(|| {
                let value: serde_json::Value =
                    serde_json::from_slice(black_box(&bytes)).unwrap_or_default();
                serde_path_to_error::deserialize::<_, T>(value).is_ok()
            });
        });
        group.finish();
    }
    use verity::http::extract::decode_in_place;
    pair::<documents::BoundariesRequest>(c, "boundaries", None);
    pair::<documents::MetadataRequest>(c, "metadata", None);
    pair::<plans::PlanRequest>(
        c,
        "plan",
        Some(|bytes, limits| decode_in_place::<plans::PlanBody<'_>>(bytes, limits).is_some()),
    );
    pair::<facts::VerifyFactsRequest>(c, "facts", None);
    pair::<transformations::TransformationsRequest>(
        c,
        "transformations",
        Some(|bytes, limits| {
            decode_in_place::<transformations::TransformationsBatch<'_>>(bytes, limits).is_some()
        }),
    );
    pair::<citations::VerifyCitationsRequest>(c, "citations", None);
    pair::<verity::http::toolcalls::ToolCallsRequest>(c, "toolcalls", None);
}

criterion_group!(
    benches,
    decode,
    boundaries,
    metadata,
    plan,
    facts,
    transformations,
    citations,
    scanners
);
criterion_main!(benches);
