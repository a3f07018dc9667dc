//! The default citation patterns, read by hand.
//!
//! `config/default.toml` reads citations with two patterns, tried in this order:
//!
//! ```text
//! (?i)\[\s*(?:citation|source|ref|cite)\s*:\s*([^\]]+?)\s*\]
//! \[\s*([^\[\]]+?)\s*\]
//! ```
//!
//! A match of the second is kept only where it overlaps no match of the first. Every match of
//! either starts at a `[`, so this reader goes from `[` to `[` and checks the few forms by hand
//! instead of running a capture search over the whole text. It finds exactly what the patterns
//! find (Unicode mode: `\s` is any white space, `(?i)s` also matches `ſ`); the tests compare the
//! two on generated texts.

use std::ops::Range;

use super::Citation;

/// The default `citation_patterns`, as the configuration writes them: when the configured list is
/// exactly this one, [`find`] reads them.
pub(super) const DEFAULT_PATTERNS: [&str; 2] = [
    r"(?i)\[\s*(?:citation|source|ref|cite)\s*:\s*([^\]]+?)\s*\]",
    r"\[\s*([^\[\]]+?)\s*\]",
];

/// The citations of `text` by [`DEFAULT_PATTERNS`], in order, as the regex search in
/// `citations_in` finds them. Linear in the text: each byte is looked at a bounded number of
/// times (once by each pattern's pass, and once more inside a match).
pub(super) fn find(text: &str) -> Vec<Citation> {
    let bytes = text.as_bytes();
    let opening = |from: usize| {
        bytes
            .get(from..)
            .and_then(|rest| rest.iter().position(|&b| b == b'['))
            .map(|at| from + at)
    };
    // Most sentences hold one or two citations, many none.
    let Some(first) = opening(0) else {
        return Vec::new();
    };
    // The first pattern: `[`, a keyword, `:`, ids up to the first `]`.
    let mut keyed: Vec<Citation> = Vec::new();
    let mut closing = Closing { bytes, last: None };
    let mut at = first;
    while let Some(start) = opening(at) {
        at = start + 1;
        if let Some(citation) = keyed_at(text, start, &mut closing) {
            at = citation.span.end;
            keyed.push(citation);
        }
    }
    // The second: `[`, ids without brackets, `]`; kept where it overlaps no keyed citation.
    let mut found: Vec<Citation> = Vec::with_capacity(keyed.len());
    let mut keyed_next = 0;
    let mut at = first;
    while let Some(start) = opening(at) {
        let Some(close) = bytes
            .get(start + 1..)
            .and_then(|rest| rest.iter().position(|&b| b == b'[' || b == b']'))
            .map(|offset| start + 1 + offset)
        else {
            break;
        };
        at = close;
        if bytes.get(close) != Some(&b']') || close == start + 1 {
            continue;
        }
        at = close + 1;
        let span = start..close + 1;
        // Keyed citations before this one are passed: both lists come in order.
        while let Some(k) = keyed.get(keyed_next).filter(|k| k.span.end <= span.start) {
            found.push(k.clone());
            keyed_next += 1;
        }
        if keyed
            .get(keyed_next)
            .is_some_and(|k| k.span.start < span.end)
        {
            continue;
        }
        found.push(Citation {
            span,
            ids: Some(ids(text, start + 1, close)),
        });
    }
    found.extend(keyed.into_iter().skip(keyed_next));
    found
}

/// The first `]` at or after a position, for positions asked in increasing order: the last
/// answer is kept, so a text of many `[citation:` and no `]` is searched once, not once per `[`.
struct Closing<'t> {
    bytes: &'t [u8],
    /// Where the last search started, and the `]` it found.
    last: Option<(usize, Option<usize>)>,
}

impl Closing<'_> {
    /// The first `]` at or after `from`. Amortised constant over a pass, linear in all.
    fn at_or_after(&mut self, from: usize) -> Option<usize> {
        if let Some((searched, found)) = self.last {
            // No `]` lies between `searched` and `found`, so none between `from` and it either.
            if searched <= from && found.is_none_or(|f| f >= from) {
                return found;
            }
        }
        let found = self
            .bytes
            .get(from..)
            .and_then(|rest| rest.iter().position(|&b| b == b']'))
            .map(|at| from + at);
        self.last = Some((from, found));
        found
    }
}

/// A match of the first default pattern at the `[` at `start`.
fn keyed_at(text: &str, start: usize, closing: &mut Closing<'_>) -> Option<Citation> {
    let at = skip_space(text, start + 1);
    let rest = text.get(at..)?;
    let keyword = ["citation", "source", "ref", "cite"]
        .iter()
        .find_map(|k| keyword_len(rest, k))?;
    let colon = skip_space(text, at + keyword);
    if text.as_bytes().get(colon) != Some(&b':') {
        return None;
    }
    let close = closing.at_or_after(colon + 1)?;
    (close > colon + 1).then(|| Citation {
        span: start..close + 1,
        ids: Some(ids(text, colon + 1, close)),
    })
}

/// The bytes `keyword` (lower-case ASCII) takes at the start of `text`, matched as `(?i)` does:
/// ASCII case, and `ſ` for `s`.
fn keyword_len(text: &str, keyword: &str) -> Option<usize> {
    let mut chars = text.char_indices();
    for k in keyword.chars() {
        let (_, c) = chars.next()?;
        if !(c.to_ascii_lowercase() == k || (k == 's' && c == 'ſ')) {
            return None;
        }
    }
    Some(chars.next().map_or(text.len(), |(at, _)| at))
}

/// The first byte at or after `at` that is not white space.
fn skip_space(text: &str, at: usize) -> usize {
    text.get(at..).map_or(at, |rest| {
        at + rest
            .char_indices()
            .find(|(_, c)| !c.is_whitespace())
            .map_or(rest.len(), |(i, _)| i)
    })
}

/// The ids `\s*(...+?)\s*` captures in `text[from..to]` (not empty): past the leading white
/// space (all but the last character when it is all white space), up to the trailing white space.
fn ids(text: &str, from: usize, to: usize) -> Range<usize> {
    let inner = text.get(from..to).unwrap_or_default();
    let trimmed = inner.trim_start();
    if trimmed.is_empty() {
        let last = inner.chars().next_back().map_or(0, char::len_utf8);
        return to - last..to;
    }
    let start = to - trimmed.len();
    start..start + trimmed.trim_end().len()
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;
    use regex::Regex;

    fn by_regex(text: &str) -> Vec<(Range<usize>, Option<Range<usize>>)> {
        let patterns: Vec<Regex> = DEFAULT_PATTERNS
            .iter()
            .map(|p| Regex::new(p).unwrap())
            .collect();
        super::super::citations_in(&patterns, text)
            .into_iter()
            .map(|c| (c.span, c.ids))
            .collect()
    }

    fn by_hand(text: &str) -> Vec<(Range<usize>, Option<Range<usize>>)> {
        find(text).into_iter().map(|c| (c.span, c.ids)).collect()
    }

    #[test]
    fn bracketed_ids_keyed_or_bare_are_read_as_the_patterns_read_them() {
        for text in [
            "Oil is 5 quarts [Para 7-2]. See [1][2] and [ 3 ,4 ].",
            "[Citation: Para 7-2] [source : a [b] c] [REF:x] [cite: ] [ſource: 9]",
            "[] [ ] [\u{a0}\u{a0}] [[1]] [a]b] [citation: 1",
            "[Citations: 1] [references: 2] [ref:[1]] [é]",
        ] {
            assert_eq!(by_hand(text), by_regex(text), "{text:?}");
        }
        let text = "He was born in 1776 [Source: 1, 2 ].";
        let found = by_hand(text);
        assert_eq!(&text[found[0].0.clone()], "[Source: 1, 2 ]");
        assert_eq!(&text[found[0].1.clone().unwrap()], "1, 2");
    }

    #[test]
    fn many_keyed_openings_without_a_closing_bracket_are_read_like_the_patterns() {
        let open = "[citation: x ".repeat(2_000);
        assert_eq!(by_hand(&open), by_regex(&open));
        assert!(by_hand(&open).is_empty());
        let closed = format!("{open}]");
        assert_eq!(by_hand(&closed), by_regex(&closed));
        assert_eq!(by_hand(&closed).len(), 1);
    }

    #[test]
    fn the_shipped_configuration_reads_citations_by_hand() {
        let shipped = crate::config::Config::default().citations.citation_patterns;
        assert_eq!(shipped, DEFAULT_PATTERNS);
    }

    /// Pieces that exercise every part of both patterns, and near misses.
    const PIECES: &[&str] = &[
        "[", "]", "[", "]", ":", " ", "  ", "\u{a0}", "\n", "1", "12", "Para 7-2", "citation",
        "CITATION", "Citation", "source", "ſource", "SOURCE", "ref", "Ref", "cite", "cit", "sourc",
        "re", "cıte", "cİte", "ſ", ",", ";", "-", "é", "ß", "a", "x", ".",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn the_reader_finds_what_the_default_patterns_find(
            pieces in prop::collection::vec(prop::sample::select(PIECES), 0..40)
        ) {
            let text = pieces.concat();
            prop_assert_eq!(by_hand(&text), by_regex(&text), "{:?}", text);
        }

        #[test]
        fn any_text_is_read_like_the_default_patterns_read_it(text in "\\PC{0,80}") {
            prop_assert_eq!(by_hand(&text), by_regex(&text), "{:?}", text);
        }
    }
}
