//! The numbers of a claim or a source, read by hand.
//!
//! A number is an optional hedge word (`about`, `~`, `approx.`) and whitespace, a value (`5`,
//! `2.5`, `5,000`, `1,234,567`, `21,196.18`), an optional second value after `-`, `–` or `to` (a
//! range), and an optional unit right after it. This reader finds exactly what the pattern
//!
//! ```text
//! (?i)(?:(?P<hedge>[a-z~≈]+\.?)\s+)?(?P<low>VALUE)
//!     (?:\s*(?:[-–]\s+to\s|-|–|to)\s*(?P<high>VALUE))?(?:\s*(?P<unit>[a-z°%][a-z°%·./-]*))?
//!
//! VALUE = (?:\d{1,3}(?:,\d{3})+\.\d+ | \d{1,3}(?:,\d{3}){2,} | \d+(?:[.,]\d+)?)[½¼¾⅓⅔]?
//! ```
//!
//! (a whole number and a share written in one character, `1½`, is one value)
//!
//! finds, leftmost-first, in Unicode mode: `\d` is any decimal digit, `\s` any white space, and
//! `(?i)[a-z]` also matches `ſ` and the Kelvin sign. A regex may start that match at any letter
//! of a text, so a search through it resolves a dozen candidate starts per number with a
//! backtracker; this reader goes straight to the next digit and reads the hedge back from there.
//! The tests compare the two on generated texts.

use std::ops::Range;

use regex::Regex;

/// One number in a text, as byte ranges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Number {
    /// The whole match: from the hedge (or the value) to the end of the range or unit.
    pub whole: Range<usize>,
    /// The hedge word with its trailing `.`, if any.
    pub hedge: Option<Range<usize>>,
    pub low: Range<usize>,
    pub high: Option<Range<usize>>,
    pub unit: Option<Range<usize>>,
}

/// Finds [`Number`]s.
#[derive(Debug, Clone)]
pub(super) struct Reader {
    /// `\d` for a non-ASCII character, asked only of the few that are numeric at all.
    digit: Regex,
}

impl Reader {
    pub(super) fn new() -> Self {
        #[allow(clippy::expect_used)] // a constant pattern, covered by the tests below
        let digit = Regex::new(r"\A\d\z").expect("constant digit pattern");
        Self { digit }
    }

    /// The first number that starts at or after `at` (a character boundary).
    ///
    /// Every number holds a value and nothing before its value holds a digit, so the first
    /// number is the one whose value starts at the first digit: the reader looks for that digit,
    /// then back for a hedge and forward for the rest.
    pub(super) fn next(&self, text: &str, at: usize) -> Option<Number> {
        let low_start = self.first_digit(text, at)?;
        let low = self.value(text, low_start)?;
        Some(self.rest(text, hedge_before(text, at, low_start), low))
    }

    /// The first digit at or after `at`: ASCII ones by byte, others only where a byte leads a
    /// non-ASCII character.
    fn first_digit(&self, text: &str, mut at: usize) -> Option<usize> {
        loop {
            let offset = text
                .as_bytes()
                .get(at..)?
                .iter()
                .position(|b| b.is_ascii_digit() || !b.is_ascii())?;
            at += offset;
            let c = char_at(text, at)?;
            if self.is_digit(c) {
                return Some(at);
            }
            at += c.len_utf8();
        }
    }

    /// The range and unit after a value.
    fn rest(&self, text: &str, hedge: Option<Range<usize>>, low: Range<usize>) -> Number {
        let high = self.high(text, low.end);
        let mut end = high.as_ref().map_or(low.end, |h| h.end);
        let unit_start = skip(text, end, char::is_whitespace);
        let unit = char_at(text, unit_start)
            .filter(|&c| starts_unit(c))
            .map(|c| unit_start..skip(text, unit_start + c.len_utf8(), in_unit));
        if let Some(u) = &unit {
            end = u.end;
        }
        Number {
            whole: hedge.as_ref().map_or(low.start, |h| h.start)..end,
            hedge,
            low,
            high,
            unit,
        }
    }

    /// The second value of a range: `-`, `–` or `to` between optional white space, or a dash
    /// and `to` (`16- to 25-year-olds`), then a value.
    fn high(&self, text: &str, at: usize) -> Option<Range<usize>> {
        let dash = skip(text, at, char::is_whitespace);
        let rest = text.get(dash..)?;
        let to = |at: usize| {
            text.get(at..at + 2)
                .is_some_and(|s| s.eq_ignore_ascii_case("to"))
        };
        let mut after = if rest.starts_with('-') {
            dash + 1
        } else if rest.starts_with('–') {
            dash + '–'.len_utf8()
        } else if to(dash) {
            dash + 2
        } else {
            return None;
        };
        // A suspended hyphen: the dash, white space, then `to` and white space.
        let spaced = skip(text, after, char::is_whitespace);
        if after != dash + 2 && spaced > after && to(spaced) {
            let past = skip(text, spaced + 2, char::is_whitespace);
            if past > spaced + 2 {
                after = past;
            }
        }
        self.value(text, skip(text, after, char::is_whitespace))
    }

    /// Digits in groups of three after commas, with a decimal part or in three groups at least
    /// (`21,196.18`, `1,234,567`); else digits, then `.` or `,` and more digits if they follow.
    /// Then a share written in one character (`1½`), if one follows.
    fn value(&self, text: &str, at: usize) -> Option<Range<usize>> {
        let is_digit = |c| self.is_digit(c);
        let digits_end = skip(text, at, is_digit);
        if digits_end == at {
            return None;
        }
        let end = self.grouped(text, at, digits_end).unwrap_or_else(|| {
            let mut end = digits_end;
            if matches!(char_at(text, end), Some('.' | ',')) {
                let fraction_end = skip(text, end + 1, is_digit);
                if fraction_end > end + 1 {
                    end = fraction_end;
                }
            }
            end
        });
        Some(at..skip_share(text, end))
    }

    /// The end of a value written with thousands separators, `\d{1,3}(?:,\d{3})+\.\d+` or
    /// `\d{1,3}(?:,\d{3}){2,}`, when the leading run of digits `at..digits_end` starts one.
    fn grouped(&self, text: &str, at: usize, digits_end: usize) -> Option<usize> {
        if text.get(at..digits_end)?.chars().count() > 3 {
            return None;
        }
        // The groups are taken greedily; giving one back never helps, as a comma would then
        // stand where the decimal point or the end must.
        let (mut end, mut groups) = (digits_end, 0);
        while let Some(group_end) = self.group(text, end) {
            (end, groups) = (group_end, groups + 1);
        }
        if groups == 0 {
            return None;
        }
        if char_at(text, end) == Some('.') {
            let fraction_end = skip(text, end + 1, |c| self.is_digit(c));
            if fraction_end > end + 1 {
                return Some(fraction_end);
            }
        }
        (groups >= 2).then_some(end)
    }

    /// The end of `,` and three digits at `at`.
    fn group(&self, text: &str, at: usize) -> Option<usize> {
        let rest = text.get(at..)?.strip_prefix(',')?;
        let mut chars = rest.char_indices();
        for _ in 0..3 {
            chars.next().filter(|&(_, c)| self.is_digit(c))?;
        }
        Some(at + 1 + chars.next().map_or(rest.len(), |(i, _)| i))
    }

    fn is_digit(&self, c: char) -> bool {
        c.is_ascii_digit()
            || (!c.is_ascii() && c.is_numeric() && self.digit.is_match(c.encode_utf8(&mut [0; 4])))
    }
}

/// The hedge that leads up to a value at `low_start`, not reaching back before `at`: a run of
/// hedge characters, an optional `.`, and white space.
fn hedge_before(text: &str, at: usize, low_start: usize) -> Option<Range<usize>> {
    let before = text.get(at..low_start)?;
    let hedge_end = before.trim_end_matches(char::is_whitespace).len();
    if hedge_end == before.len() {
        return None;
    }
    let word = before.get(..hedge_end)?;
    let run = word.strip_suffix('.').unwrap_or(word);
    let run_start = run.trim_end_matches(is_hedge).len();
    (run_start < run.len()).then(|| at + run_start..at + hedge_end)
}

/// Past a share written in one character at `at` (`½` of `1½`), if one stands there.
fn skip_share(text: &str, at: usize) -> usize {
    match char_at(text, at) {
        Some(c @ ('½' | '¼' | '¾' | '⅓' | '⅔')) => at + c.len_utf8(),
        _ => at,
    }
}

/// The share of one a character writes: `½` is 0.5.
pub(super) fn share_char(c: char) -> Option<f64> {
    Some(match c {
        '½' => 0.5,
        '¼' => 0.25,
        '¾' => 0.75,
        '⅓' => 1.0 / 3.0,
        '⅔' => 2.0 / 3.0,
        _ => return None,
    })
}

fn char_at(text: &str, at: usize) -> Option<char> {
    text.get(at..)?.chars().next()
}

/// The end of the run of characters from `at` that satisfy `keep`.
fn skip(text: &str, at: usize, mut keep: impl FnMut(char) -> bool) -> usize {
    text.get(at..).map_or(at, |rest| {
        rest.char_indices()
            .find(|&(_, c)| !keep(c))
            .map_or(text.len(), |(i, _)| at + i)
    })
}

/// `(?i)[a-z]`: Unicode case folding adds `ſ` (to `s`) and the Kelvin sign (to `k`).
fn is_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || c == 'ſ' || c == '\u{212A}'
}

fn is_hedge(c: char) -> bool {
    is_letter(c) || c == '~' || c == '≈'
}

fn starts_unit(c: char) -> bool {
    is_letter(c) || c == '°' || c == '%'
}

fn in_unit(c: char) -> bool {
    starts_unit(c) || matches!(c, '·' | '.' | '/' | '-')
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The pattern the reader replaces, with its values in thousands groups added.
    const PATTERN: &str = r"(?i)(?:(?P<hedge>[a-z~≈]+\.?)\s+)?(?P<low>(?:\d{1,3}(?:,\d{3})+\.\d+|\d{1,3}(?:,\d{3}){2,}|\d+(?:[.,]\d+)?)[½¼¾⅓⅔]?)(?:\s*(?:[-–]\s+to\s|-|–|to)\s*(?P<high>(?:\d{1,3}(?:,\d{3})+\.\d+|\d{1,3}(?:,\d{3}){2,}|\d+(?:[.,]\d+)?)[½¼¾⅓⅔]?))?(?:\s*(?P<unit>[a-z°%][a-z°%·./-]*))?";

    fn by_reader(text: &str) -> Vec<Number> {
        let reader = Reader::new();
        let mut found = Vec::new();
        let mut at = 0;
        while let Some(n) = reader.next(text, at) {
            at = n.whole.end;
            found.push(n);
        }
        found
    }

    fn by_regex(text: &str) -> Vec<Number> {
        let regex = Regex::new(PATTERN).unwrap();
        let range = |m: Option<regex::Match<'_>>| m.map(|m| m.range());
        regex
            .captures_iter(text)
            .map(|c| Number {
                whole: c.get(0).unwrap().range(),
                hedge: range(c.name("hedge")),
                low: c.name("low").unwrap().range(),
                high: range(c.name("high")),
                unit: range(c.name("unit")),
            })
            .collect()
    }

    #[test]
    fn hedges_ranges_and_units_are_read_as_the_pattern_reads_them() {
        for text in [
            "roughly 85-95 ft-lbs.",
            "approx. 2,5 L and ~ 3 to 4 °C",
            "x5 about5 ab.  7 TO 9% 5,000 miles 1.",
            "set 5kgabout 6",
            "٣ and 1٣ K 2",
            "21,196.18 km, 1,234,567 and 1,234,5678 to 12,345.6 or 1,234 and 1,23,456",
            "about 8,851.8-9,000.5 km; ٣,٣٣٣,٣٣٣ and 1,234.",
        ] {
            assert_eq!(by_reader(text), by_regex(text), "{text:?}");
        }
        let values = |text: &str| {
            by_reader(text)
                .into_iter()
                .map(|n| text[n.low].to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            values("21,196.18 km, 1,234,567 people, 5,000 m, 2,5 L, 1,234,5678"),
            ["21,196.18", "1,234,567", "5,000", "2,5", "1,234,567", "8"]
        );
        // A suspended hyphen: `16- to 25-year-olds` is one range.
        let n = &by_reader("for 16- to 25-year-olds")[0];
        assert_eq!((n.low.clone(), n.high.clone()), (4..6, Some(11..13)));
        let n = &by_reader("wait about 2–3 min.")[0];
        assert_eq!((n.hedge.clone(), n.low.clone()), (Some(5..10), 11..12));
        assert_eq!(
            (n.high.clone(), n.unit.clone()),
            (Some(15..16), Some(17..21))
        );
    }

    /// Pieces that exercise every class of the pattern, and some that are near misses.
    const PIECES: &[&str] = &[
        "a", "Z", "k", "\u{212A}", "ſ", "S", "t", "T", "o", "O", "to", "~", "≈", "about", "ca.",
        ".", ",", " ", "  ", "\u{a0}", "\n", "-", "–", "—", "°", "%", "·", "/", "0", "5", "12",
        "٣", "²", "Ⅻ", "é", "ß", "[", "x", ",000", ",12", "1,234", ",5678", "- to ", "– to", "½",
        "⅔", "-\tTO ",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        #[test]
        fn the_reader_finds_what_the_pattern_finds(
            pieces in prop::collection::vec(prop::sample::select(PIECES), 0..40)
        ) {
            let text = pieces.concat();
            prop_assert_eq!(by_reader(&text), by_regex(&text), "{:?}", text);
        }

        #[test]
        fn any_text_is_read_like_the_pattern_reads_it(text in "\\PC{0,80}") {
            prop_assert_eq!(by_reader(&text), by_regex(&text), "{:?}", text);
        }
    }
}
