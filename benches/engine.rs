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
    };
    c.bench_function("metadata/full_5kb", |b| {
        b.iter(|| engine.metadata(black_box(&statement), today))
    });
}

criterion_group!(benches, boundaries, metadata);
criterion_main!(benches);
