//! Detection quality of date transformations, measured on the corpus under
//! `tests/cases/transformations/corpus/` (real date strings in well over a hundred languages, each
//! with its right ISO rewrite, a changed-day and a changed-month rewrite). The tuning part is what
//! the reader was developed against; the held-aside part was never looked at while tuning. Goals per
//! language group: right rewrites accepted >= 99 %, wrong rewrites accepted <= 2 %, old values read
//! as dates (not unverified) >= 95 %. The figures are published in QUALITY.md.
//!
//! Enforced, in every language group of both parts: all three goals. Month names shared by two
//! languages with different meanings (`listopada`: November in Polish, October in Croatian) keep
//! both readings, so a wrong month may be accepted there, within the 2 %.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::{Value, json};

use super::{DateFallback, Reason, Thresholds, TransformRules};
use crate::config::Config;

const TUNING: &str = include_str!("../../../tests/cases/transformations/corpus/tuning.jsonl");
const HELD_ASIDE: &str =
    include_str!("../../../tests/cases/transformations/corpus/held_aside.jsonl");
/// Dates of other calendars (Hijri, Jalali, Buddhist, Japanese era, Hebrew, Minguo) and relative
/// dates (`3 days ago`): never read as a Gregorian date.
const UNREADABLE: &str =
    include_str!("../../../tests/cases/transformations/corpus/unreadable.jsonl");

/// Counts of one language group.
#[derive(Debug, Default, Clone, Copy)]
struct Figures {
    entries: usize,
    read: usize,
    right_accepted: usize,
    wrong_accepted: usize,
}

impl Figures {
    #[allow(clippy::cast_precision_loss)] // corpus counts
    fn rates(self) -> (f64, f64, f64) {
        let n = self.entries.max(1) as f64;
        (
            self.right_accepted as f64 / n,
            self.wrong_accepted as f64 / (2.0 * n),
            self.read as f64 / n,
        )
    }

    /// The goals: right rewrites accepted at least 99 %, wrong ones at most 2 %, read as dates
    /// at least 95 %.
    fn meets_goals(self) -> bool {
        let (right, wrong, read) = self.rates();
        right >= 0.99 && wrong <= 0.02 && read >= 0.95
    }

    fn add(&mut self, other: Self) {
        self.entries += other.entries;
        self.read += other.read;
        self.right_accepted += other.right_accepted;
        self.wrong_accepted += other.wrong_accepted;
    }
}

/// The figures per language group of one corpus part, and the entries that missed.
fn measure(corpus: &str) -> (BTreeMap<String, Figures>, Vec<String>) {
    let rules = TransformRules::new(&Config::default().transform);
    let thresholds = Thresholds {
        min_confidence: 0.7,
        price_tolerance: 0.0,
        current_year: 2026,
        date_fallback: DateFallback::Unverified,
    };
    let mut groups: BTreeMap<String, Figures> = BTreeMap::new();
    let mut misses = Vec::new();
    for line in corpus.lines().filter(|l| !l.trim().is_empty()) {
        let entry: Value = serde_json::from_str(line).unwrap_or_default();
        let text = entry["text"].as_str().unwrap_or_default();
        let judge = |new: &Value| {
            rules
                .check_item(
                    0,
                    &json!({"kind": "date", "old_value": text, "new_value": new}),
                    &thresholds,
                )
                .reason
        };
        let right = judge(&entry["right"]);
        let wrong = [judge(&entry["wrong_day"]), judge(&entry["wrong_month"])];
        let figures = groups
            .entry(entry["group"].as_str().unwrap_or_default().to_owned())
            .or_default();
        figures.entries += 1;
        figures.read += usize::from(right != Reason::Unverified);
        figures.right_accepted += usize::from(right == Reason::Ok);
        figures.wrong_accepted += wrong.iter().filter(|r| **r == Reason::Ok).count();
        if right != Reason::Ok || wrong.contains(&Reason::Ok) {
            misses.push(format!(
                "{} {text:?}: right {right:?}, wrong {wrong:?}",
                entry["lang"]
            ));
        }
    }
    (groups, misses)
}

/// A table of the figures, a row per group and one for all.
fn table(groups: &BTreeMap<String, Figures>) -> String {
    let mut out = String::from(
        "| group | entries | right accepted | wrong accepted | read as dates |\n|---|---|---|---|---|\n",
    );
    let mut all = Figures::default();
    let row = |name: &str, f: Figures, out: &mut String| {
        let (right, wrong, read) = f.rates();
        let _ = writeln!(
            out,
            "| {name} | {} | {:.1} % | {:.1} % | {:.1} % |",
            f.entries,
            right * 100.0,
            wrong * 100.0,
            read * 100.0
        );
    };
    for (name, figures) in groups {
        row(name, *figures, &mut out);
        all.add(*figures);
    }
    row("all", all, &mut out);
    out
}

fn check(name: &str, corpus: &str, show_misses: bool) {
    let (groups, misses) = measure(corpus);
    println!("{name}\n{}", table(&groups));
    let short_groups: Vec<&String> = groups
        .iter()
        .filter(|(_, f)| !f.meets_goals())
        .map(|(group, _)| group)
        .collect();
    // The held-aside part's misses are never shown: it is not tuned against.
    let shown = if show_misses {
        misses.join("\n")
    } else {
        String::new()
    };
    if show_misses && !misses.is_empty() {
        println!("{name} misses:\n{shown}");
    }
    assert!(
        short_groups.is_empty(),
        "{name}: goals not met in {short_groups:?}\n{}\n{shown}",
        table(&groups)
    );
}

#[test]
fn the_tuning_corpus_accepts_no_wrong_rewrite_and_reads_its_dates() {
    check("tuning", TUNING, true);
}

#[test]
fn the_held_aside_corpus_accepts_no_wrong_rewrite_and_reads_its_dates() {
    check("held aside", HELD_ASIDE, false);
}

#[test]
fn dates_of_other_calendars_and_relative_dates_are_unverified_never_read_as_gregorian() {
    let rules = TransformRules::new(&Config::default().transform);
    let thresholds = Thresholds {
        min_confidence: 0.7,
        price_tolerance: 0.0,
        current_year: 2026,
        date_fallback: DateFallback::Unverified,
    };
    let mut read = Vec::new();
    for line in UNREADABLE.lines().filter(|l| !l.trim().is_empty()) {
        let entry: Value = serde_json::from_str(line).unwrap_or_default();
        let text = entry["text"].as_str().unwrap_or_default();
        let reason = rules
            .check_item(
                0,
                &json!({"kind": "date", "old_value": text, "new_value": "2015-08-25"}),
                &thresholds,
            )
            .reason;
        if reason != Reason::Unverified {
            read.push(format!("{} {text:?}: {reason:?}", entry["lang"]));
        }
    }
    assert!(
        read.is_empty(),
        "read as Gregorian dates:\n{}",
        read.join("\n")
    );
}
