//! Term markers, the "safety sandwich": names and terms are swapped for `{{TERM_n}}` markers before a
//! text goes to an LLM and swapped back after, so the LLM cannot translate or alter them; markers
//! the LLM lost or invented are reported.

use std::collections::{BTreeMap, HashSet};

use aho_corasick::{AhoCorasick, MatchKind};
use regex::Regex;

use super::{Alert, AlertType, CodePoints, Rule, Severity, pointer};

const ENDPOINT: &str = "/terms/restore";

/// A marker of the map is no longer in the text.
pub const LOST_MARKER: Rule = Rule {
    id: "terms.lost_marker",
    alert_type: AlertType::LostMarker,
    severity: Severity::High,
    endpoint: ENDPOINT,
    description: "A marker of the map is no longer in the text, so its term is lost.",
};

/// A marker-like string that is not in the map.
pub const UNKNOWN_MARKER: Rule = Rule {
    id: "terms.unknown_marker",
    alert_type: AlertType::LostMarker,
    severity: Severity::Medium,
    endpoint: ENDPOINT,
    description: "A marker-like string that is not in the map (left in place).",
};

/// Every rule of this family.
pub const RULES: &[Rule] = &[LOST_MARKER, UNKNOWN_MARKER];

/// `{{TERM_n}}`
#[must_use]
pub fn marker(n: usize) -> String {
    format!("{{{{TERM_{n}}}}}")
}

/// A text with its terms replaced by markers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Protected {
    /// The text with markers.
    pub text: String,
    /// Marker -> term, numbered from 0 in order of first appearance.
    pub markers: Vec<(String, String)>,
}

/// Replaces every exact occurrence of the terms with markers, longest term first at each position,
/// so no marker is placed inside another. One pass over the text (an Aho-Corasick automaton of the
/// terms, leftmost-longest), so 10,000 terms cost what one does.
#[must_use]
pub fn protect(text: &str, terms: &[String]) -> Protected {
    let mut sorted: Vec<&str> = terms
        .iter()
        .map(String::as_str)
        .filter(|t| !t.is_empty())
        .collect();
    sorted.sort_unstable();
    sorted.dedup();
    let mut out = String::with_capacity(text.len());
    let mut markers: Vec<(String, String)> = Vec::new();
    // A term's marker number, by the automaton's pattern id, once the term has appeared.
    let mut numbers: Vec<Option<usize>> = vec![None; sorted.len()];
    let finder = AhoCorasick::builder()
        .match_kind(MatchKind::LeftmostLongest)
        .build(&sorted);
    let Ok(finder) = finder else {
        // Only a pattern set past the automaton's state-id limit fails to build, far beyond what
        // a request body of `limits.max_body_bytes` can hold; the text is then left as it is
        // rather than answered with a 500.
        return Protected {
            text: text.to_owned(),
            markers,
        };
    };
    let mut cursor = 0;
    for found in finder.find_iter(text) {
        let Some(number) = numbers.get_mut(found.pattern().as_usize()) else {
            continue;
        };
        let n = *number.get_or_insert_with(|| {
            let term = sorted
                .get(found.pattern().as_usize())
                .copied()
                .unwrap_or_default();
            markers.push((marker(markers.len()), term.to_owned()));
            markers.len() - 1
        });
        out.push_str(text.get(cursor..found.start()).unwrap_or_default());
        if let Some((key, _)) = markers.get(n) {
            out.push_str(key);
        }
        cursor = found.end();
    }
    out.push_str(text.get(cursor..).unwrap_or_default());
    Protected { text: out, markers }
}

/// A text with its markers swapped back.
#[derive(Debug, Clone, PartialEq)]
pub struct Restored {
    /// The text with terms.
    pub text: String,
    /// Marker keys of the map that the text no longer holds, in map order.
    pub lost: Vec<String>,
    /// Marker-like strings not in the map, as written, in order of appearance.
    pub unknown: Vec<String>,
    /// One alert per lost and per unknown marker.
    pub alerts: Vec<Alert>,
}

/// Finds markers however an LLM damaged them. Build once.
#[derive(Debug, Clone)]
pub struct MarkerScanner {
    pattern: Regex,
}

impl MarkerScanner {
    /// Compiles the scanner: `{{TERM_0}}`, `{{ TERM_0 }}`, `{TERM_0}`, `[[TERM_0]]`, `{{term_0}}`.
    #[must_use]
    #[allow(clippy::expect_used)] // constant pattern, covered by the tests below
    pub fn new() -> Self {
        Self {
            pattern: Regex::new(
                r"(?i)(?:\{\{|\{|\[\[|\[)\s*TERM[_\s-]?(\d{1,6})\s*(?:\}\}|\}|\]\]|\])",
            )
            .expect("constant marker pattern"),
        }
    }

    /// Swaps markers back for their terms; unknown markers stay as written. A restored text longer
    /// than `max_bytes` is not built (a 1 MiB term behind every marker of a 1 MiB text would make
    /// terabytes): the answer is [`TooLong`]. Alerts past the first `listed` are
    /// [`Alert::unlist`]ed as they are found (lost markers come first, so the k-th unknown one
    /// is at least the k-th alert).
    ///
    /// # Errors
    /// [`TooLong`] when the restored text would be longer than `max_bytes`.
    pub fn restore(
        &self,
        text: &str,
        markers: &BTreeMap<String, String>,
        max_bytes: usize,
        listed: usize,
    ) -> Result<Restored, TooLong> {
        // Canonical key for every map entry, so `{{ term_0 }}` in the map works too.
        let canonical: BTreeMap<String, (&String, &String)> = markers
            .iter()
            .map(|(k, v)| {
                let key = self
                    .pattern
                    .captures(k)
                    .and_then(|c| c.get(1))
                    .and_then(|n| n.as_str().parse::<usize>().ok())
                    .map_or_else(|| k.clone(), marker);
                (key, (k, v))
            })
            .collect();
        let mut out = String::with_capacity(text.len());
        let mut seen: HashSet<&str> = HashSet::new();
        let mut unknown: Vec<String> = Vec::new();
        let mut alerts = Vec::new();
        let mut cursor = 0;
        // Matches come in text order: one pass over the text for all their spans.
        let mut points = CodePoints::new(text);
        for caps in self.pattern.captures_iter(text) {
            let (Some(all), Some(n)) = (caps.get(0), caps.get(1)) else {
                continue;
            };
            out.push_str(text.get(cursor..all.start()).unwrap_or_default());
            cursor = all.end();
            let key = n.as_str().parse::<usize>().map(marker).unwrap_or_default();
            match canonical.get(&key) {
                Some((original_key, term)) => {
                    if out.len() + term.len() > max_bytes {
                        return Err(TooLong { max_bytes });
                    }
                    out.push_str(term);
                    seen.insert(original_key.as_str());
                }
                None => {
                    out.push_str(all.as_str());
                    alerts.push(
                        Alert::new(
                            &UNKNOWN_MARKER,
                            "/text",
                            format!("{} is not a marker of the map", all.as_str()),
                        )
                        .detected(all.as_str())
                        .expected("a marker of the map")
                        .with("start", all.start())
                        .with("end", all.end())
                        .spanning(points.span("/text", all.range())),
                    );
                    if unknown.len() >= listed {
                        if let Some(alert) = alerts.last_mut() {
                            alert.unlist();
                        }
                    }
                    unknown.push(all.as_str().to_owned());
                }
            }
        }
        out.push_str(text.get(cursor..).unwrap_or_default());
        if out.len() > max_bytes {
            return Err(TooLong { max_bytes });
        }
        let mut lost = Vec::new();
        for (key, term) in markers {
            if !seen.contains(&key.as_str()) {
                alerts.push(
                    Alert::new(
                        &LOST_MARKER,
                        pointer(["markers", key.as_str()]),
                        format!("{key} ({term:?}) is no longer in the text"),
                    )
                    .detected(Value::Null)
                    .expected(key.clone()),
                );
                lost.push(key.clone());
            }
        }
        // Lost markers first (they are worse), then unknown ones in order of appearance.
        alerts.sort_by_key(|a| a.rule != LOST_MARKER.id);
        Ok(Restored {
            text: out,
            lost,
            unknown,
            alerts,
        })
    }
}

/// A restored text would be longer than the limit it was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong {
    /// The limit, in bytes.
    pub max_bytes: usize,
}

use serde_json::Value;

impl Default for MarkerScanner {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn map(pairs: &[(String, String)]) -> BTreeMap<String, String> {
        pairs.iter().cloned().collect()
    }

    #[test]
    fn longest_terms_are_protected_first_and_numbered_by_appearance() {
        let terms = vec![
            "projector".to_owned(),
            "Apéro Package".to_owned(),
            "Apéro".to_owned(),
        ];
        let protected = protect(
            "The Apéro Package includes a projector and an Apéro.",
            &terms,
        );
        assert_eq!(
            protected.text,
            "The {{TERM_0}} includes a {{TERM_1}} and an {{TERM_2}}."
        );
        assert_eq!(
            protected.markers[0],
            ("{{TERM_0}}".to_owned(), "Apéro Package".to_owned())
        );
    }

    #[test]
    fn damaged_markers_are_restored() {
        let protected = protect(
            "Punkt.Null and projector",
            &["Punkt.Null".to_owned(), "projector".to_owned()],
        );
        let scanner = MarkerScanner::new();
        for damaged in [
            "{{ TERM_0 }} and {TERM_1}",
            "[[TERM_0]] and {{term_1}}",
            "{{TERM_0}} and [TERM_1]",
        ] {
            let restored = scanner
                .restore(damaged, &map(&protected.markers), usize::MAX, usize::MAX)
                .unwrap();
            assert_eq!(restored.text, "Punkt.Null and projector", "{damaged}");
            assert!(restored.alerts.is_empty());
        }
    }

    #[test]
    fn lost_and_unknown_markers_are_reported() {
        let markers = map(&[
            ("{{TERM_0}}".to_owned(), "Punkt.Null".to_owned()),
            ("{{TERM_1}}".to_owned(), "projector".to_owned()),
        ]);
        let restored = MarkerScanner::new()
            .restore(
                "Room {{TERM_0}} with {{TERM_7}}",
                &markers,
                usize::MAX,
                usize::MAX,
            )
            .unwrap();
        assert_eq!(restored.text, "Room Punkt.Null with {{TERM_7}}");
        assert_eq!(restored.lost, vec!["{{TERM_1}}"]);
        assert_eq!(restored.unknown, vec!["{{TERM_7}}"]);
        let rules: Vec<_> = restored.alerts.iter().map(|a| a.rule).collect();
        assert_eq!(rules, vec!["terms.lost_marker", "terms.unknown_marker"]);
        assert_eq!(restored.alerts[0].path, "/markers/{{TERM_1}}");
    }

    #[test]
    fn unknown_markers_past_the_listed_alerts_are_counted_without_their_values() {
        let markers = map(&[("{{TERM_0}}".to_owned(), "Punkt.Null".to_owned())]);
        let text = "{{TERM_4}} {{TERM_5}} {{TERM_6}}";
        let scanner = MarkerScanner::new();
        let all = scanner
            .restore(text, &markers, usize::MAX, usize::MAX)
            .unwrap();
        let listing = scanner.restore(text, &markers, usize::MAX, 2).unwrap();
        // The lost marker first, then the unknown ones: the third unknown one is past the first
        // two alerts however many markers are lost, the first two unknown ones may not be.
        let rules = |r: &Restored| r.alerts.iter().map(|a| a.rule).collect::<Vec<_>>();
        assert_eq!(rules(&listing), rules(&all));
        assert_eq!(rules(&all)[0], LOST_MARKER.id);
        assert_eq!(listing.alerts[..3], all.alerts[..3]);
        assert!(listing.alerts[3].description.is_empty() && listing.alerts[3].span.is_none());
        assert_eq!(listing.alerts[3].severity, all.alerts[3].severity);
        assert_eq!(listing.unknown, all.unknown);
        assert_eq!(listing.text, all.text);
    }

    proptest! {
        #[test]
        fn protect_then_restore_gives_the_text_back(words in prop::collection::vec("[a-zA-Z.é ]{1,8}", 1..6), text in "[a-zA-Z.é ]{0,60}") {
            let protected = protect(&text, &words);
            let restored = MarkerScanner::new().restore(&protected.text, &map(&protected.markers), usize::MAX, usize::MAX).unwrap();
            prop_assert_eq!(restored.text, text);
        }
    }

    /// Longest term first at each character, one term at a time: what `protect` does in one pass.
    fn protect_term_by_term(text: &str, terms: &[String]) -> Protected {
        let mut sorted: Vec<&str> = terms
            .iter()
            .map(String::as_str)
            .filter(|t| !t.is_empty())
            .collect();
        sorted.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        let (mut out, mut markers, mut rest) =
            (String::new(), Vec::<(String, String)>::new(), text);
        while let Some(c) = rest.chars().next() {
            if let Some(term) = sorted.iter().find(|t| rest.starts_with(**t)) {
                let n = markers
                    .iter()
                    .position(|(_, v)| v == term)
                    .unwrap_or_else(|| {
                        markers.push((marker(markers.len()), (*term).to_owned()));
                        markers.len() - 1
                    });
                out.push_str(&markers[n].0);
                rest = &rest[term.len()..];
            } else {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
        Protected { text: out, markers }
    }

    proptest! {
        #[test]
        fn one_pass_protects_as_trying_every_term_at_every_character_does(
            terms in prop::collection::vec("[abé ]{0,4}", 0..8),
            text in "[abé c]{0,40}",
        ) {
            prop_assert_eq!(protect(&text, &terms), protect_term_by_term(&text, &terms));
        }
    }

    /// Text around markers, damaged and not, with accents, emoji, CJK and combining marks.
    const RESTORE_WORDS: &[&str] = &[
        "{{TERM_0}}",
        "{{ TERM_1 }}",
        "{TERM_7}",
        "[[TERM_9]]",
        "{{term_12}}",
        "Raum",
        "Zürich",
        "🎉",
        "👩\u{200d}👩\u{200d}👧",
        "東京",
        "cafe\u{301}",
        "hat",
        ".",
    ];

    proptest! {
        #[test]
        fn an_unknown_marker_s_span_covers_exactly_the_marker_as_written(
            words in prop::collection::vec(prop::sample::select(RESTORE_WORDS), 0..30)
        ) {
            let text = words.join(" ");
            let markers = map(&[
                ("{{TERM_0}}".to_owned(), "Punkt.Null".to_owned()),
                ("{{TERM_1}}".to_owned(), "projector".to_owned()),
            ]);
            let restored = MarkerScanner::new().restore(&text, &markers, usize::MAX, usize::MAX).unwrap();
            for alert in restored.alerts.iter().filter(|a| a.rule == UNKNOWN_MARKER.id) {
                let span = alert.span.as_ref().unwrap();
                prop_assert_eq!(span.path.as_str(), "/text");
                let covered: String = text.chars().skip(span.start).take(span.end - span.start).collect();
                prop_assert_eq!(Value::String(covered), alert.detected_value.clone());
            }
        }
    }
}
