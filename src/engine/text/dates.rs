//! Dates in free text: ISO, numeric day-first or month-first, and month names in English, German,
//! French and Italian (`31/01/2024`, `Jan 31, 2024`, `31. Januar 2024`, `31 janvier 2024`,
//! `8th of August 2026`, `5-Dec-75`), plus bare years (`FY2035`); and in every other language
//! in a full date shape (`8 de agosto de 2026`, `2026年8月8日`, see [`prose`]).
//!
//! The scanner is compiled once from its month table and then only matches. Whole values (a field
//! that holds one date) are read in every language by [`value::readings`], with the CLDR and
//! dateparser names of [`locale`]; [`prose`] finds the other languages' dates in free text with
//! the same tokenizer and names: one date reader for transformations, metadata and facts.

use std::collections::HashMap;
use std::ops::Range;

use chrono::{Datelike, NaiveDate};
use regex::Regex;
use regex_automata::meta;
use regex_automata::util::captures::Captures;
use regex_automata::util::primitives::{NonMaxUsize, PatternID};

use super::starts::{self, FirstLetters, MonthPrefixes, StartLetters, Starts, group, span};

pub mod locale;
pub mod prose;
pub mod value;
use serde::{Deserialize, Serialize};

/// How an all-numeric date with `/` or `.` is read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NumericDateOrder {
    /// `01/03/2024` is 1 March (the default).
    #[default]
    Dmy,
    /// `01/03/2024` is 3 January.
    Mdy,
}

/// Month names and abbreviations in English, German, French and Italian, lower case; English
/// first, in its first [`ENGLISH_MONTH_COUNT`] entries.
const MONTHS: &[(&str, u32)] = &[
    // English
    ("january", 1),
    ("february", 2),
    ("march", 3),
    ("april", 4),
    ("may", 5),
    ("june", 6),
    ("july", 7),
    ("august", 8),
    ("september", 9),
    ("october", 10),
    ("november", 11),
    ("december", 12),
    ("jan", 1),
    ("feb", 2),
    ("mar", 3),
    ("apr", 4),
    ("jun", 6),
    ("jul", 7),
    ("aug", 8),
    ("sep", 9),
    ("sept", 9),
    ("oct", 10),
    ("nov", 11),
    ("dec", 12),
    // German
    ("januar", 1),
    ("jänner", 1),
    ("jaenner", 1),
    ("februar", 2),
    ("feber", 2),
    ("märz", 3),
    ("maerz", 3),
    ("marz", 3),
    ("mai", 5),
    ("juni", 6),
    ("juli", 7),
    ("oktober", 10),
    ("dezember", 12),
    ("mär", 3),
    ("mrz", 3),
    ("okt", 10),
    ("dez", 12),
    // French
    ("janvier", 1),
    ("février", 2),
    ("fevrier", 2),
    ("mars", 3),
    ("avril", 4),
    ("juin", 6),
    ("juillet", 7),
    ("août", 8),
    ("aout", 8),
    ("septembre", 9),
    ("octobre", 10),
    ("novembre", 11),
    ("décembre", 12),
    ("decembre", 12),
    ("janv", 1),
    ("févr", 2),
    ("fevr", 2),
    ("avr", 4),
    ("juil", 7),
    ("déc", 12),
    // Italian
    ("gennaio", 1),
    ("febbraio", 2),
    ("marzo", 3),
    ("aprile", 4),
    ("maggio", 5),
    ("giugno", 6),
    ("luglio", 7),
    ("agosto", 8),
    ("settembre", 9),
    ("ottobre", 10),
    ("dicembre", 12),
    ("gen", 1),
    ("mag", 5),
    ("giu", 6),
    ("lug", 7),
    ("ago", 8),
    ("set", 9),
    ("ott", 10),
    ("dic", 12),
];

/// How many of [`MONTHS`]' entries are English: twelve names and twelve abbreviations (`sept` too).
const ENGLISH_MONTH_COUNT: usize = 24;

/// The English entries of [`MONTHS`].
const ENGLISH_MONTHS: &[(&str, u32)] = MONTHS.split_at(ENGLISH_MONTH_COUNT).0;

/// What a date-shaped span of text means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateValue {
    /// A real calendar date.
    Valid(NaiveDate),
    /// Date-shaped, but no such day exists (`2024-02-30`, `31.04.2024`).
    Invalid {
        /// The year as written.
        year: i32,
        /// The month as read.
        month: u32,
        /// The day as read.
        day: u32,
    },
    /// A month of a year without a day (`January 2024`).
    Month {
        /// The year.
        year: i32,
        /// The month, 1..=12.
        month: u32,
    },
    /// A bare four-digit year (`2035`, `FY2035`).
    Year(i32),
}

impl DateValue {
    /// The year the value names.
    #[must_use]
    pub fn year(self) -> i32 {
        match self {
            Self::Valid(d) => d.year(),
            Self::Invalid { year, .. } | Self::Month { year, .. } | Self::Year(year) => year,
        }
    }
}

/// One date found in a text, with its byte span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundDate {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// What it means.
    pub value: DateValue,
}

/// Finds dates in text. Build once, use for every request.
#[derive(Debug, Clone)]
pub struct DateScanner {
    numeric: Regex,
    day_month: Pattern,
    month_day: Pattern,
    month_year: Pattern,
    day_range: Pattern,
    month_day_range: Pattern,
    day_month_no_year: Pattern,
    month_day_no_year: Pattern,
    months: HashMap<String, u32>,
    /// The first three letters of every month name, for [`Starts`].
    month_prefixes: MonthPrefixes,
    order: NumericDateOrder,
    /// Month, weekday and am/pm names of every CLDR locale, for reading whole values: loaded on
    /// first use, off the start-up path, once for the scanner and every copy of it.
    names: std::sync::Arc<std::sync::OnceLock<locale::LocaleNames>>,
    /// Search the whole text with every pattern instead of only from [`Starts`]: the reference
    /// the anchored searches are tested against.
    scan_everywhere: bool,
}

impl DateScanner {
    /// Compiles the scanner.
    ///
    /// # Panics
    /// Never for the built-in month table: the patterns are constant and tested.
    #[must_use]
    #[allow(clippy::expect_used)] // constant patterns, covered by every test in this file
    pub fn new(order: NumericDateOrder) -> Self {
        let mut names: Vec<&str> = MONTHS.iter().map(|(n, _)| *n).collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        let alternation = names
            .iter()
            .map(|n| regex::escape(n))
            .collect::<Vec<_>>()
            .join("|");
        // `MONTH` in a pattern stands for its month-name group: the alternation of every name
        // in the pattern that matches, a run of letters (or any non-ASCII) in the one that only
        // resolves groups (see `starts::each_match_in_two_steps`).
        let pattern = |start: Start, month_group: usize, pattern: &str| Pattern {
            shape: None,
            regex: meta::Regex::new(&pattern.replace("MONTH", &alternation))
                .expect("constant date pattern"),
            groups: meta::Regex::new(&pattern.replace("MONTH", LOOSE_MONTH))
                .expect("constant date pattern"),
            month_group,
            start,
        };
        // Digits are ASCII `[0-9]` throughout: the groups are parsed as ASCII numbers, and a
        // pattern that starts with one can only start where `Starts::numbers` lists.
        Self {
            numeric: Regex::new(r"([0-9]{1,4})([-/.])([0-9]{1,2})([-/.])([0-9]{1,4})")
                .expect("constant date pattern"),
            day_month: pattern(
                Start::Day,
                2,
                r"(?i)(?-u:\b)([0-9]{1,2})(?:st|nd|rd|th|er|\.)?(?:\s+of\s+|\s+de\s+|\s*|-)(MONTH)\.?(?:,\s*|\s+|-)([0-9]{4}|[0-9]{2})(?-u:\b)",
            ),
            month_day: Pattern {
                shape: Some(MonthFirst::DayYear),
                ..pattern(
                    Start::Month,
                    1,
                    r"(?i)(?-u:\b)(MONTH)\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?,?\s+([0-9]{4})(?-u:\b)",
                )
            },
            month_year: Pattern {
                shape: Some(MonthFirst::Year),
                ..pattern(
                    Start::Month,
                    1,
                    r"(?i)(?-u:\b)(MONTH)\.?\s+([0-9]{4})(?-u:\b)",
                )
            },
            day_range: pattern(
                Start::Day,
                3,
                r"(?i)(?-u:\b)([0-9]{1,2})(?:st|nd|rd|th|er|\.)?\s*(?:–|—|-|to|bis|au|al)\s*([0-9]{1,2})(?:st|nd|rd|th|\.)?\s*(?:of\s+)?(MONTH)(?-u:\b)\.?(?:,?\s+([0-9]{4})(?-u:\b))?",
            ),
            month_day_range: pattern(
                Start::Month,
                1,
                r"(?i)(?-u:\b)(MONTH)\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?\s*(?:–|—|-|to)\s*([0-9]{1,2})(?:st|nd|rd|th)?(?-u:\b)(?:,?\s+([0-9]{4})(?-u:\b))?",
            ),
            day_month_no_year: pattern(
                Start::Day,
                2,
                r"(?i)(?-u:\b)([0-9]{1,2})(?:st|nd|rd|th|er|\.)?(?:\s+of\s+|\s+de\s+|\s+)(MONTH)(?-u:\b)\.?",
            ),
            month_day_no_year: Pattern {
                shape: Some(MonthFirst::Day),
                ..pattern(
                    Start::Month,
                    1,
                    r"(?i)(?-u:\b)(MONTH)\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?(?-u:\b)",
                )
            },
            months: MONTHS.iter().map(|(n, m)| ((*n).to_owned(), *m)).collect(),
            month_prefixes: MonthPrefixes::of(MONTHS.iter().map(|(n, _)| *n)),
            order,
            names: std::sync::Arc::default(),
            scan_everywhere: false,
        }
    }

    /// The same scanner reading all-numeric dates in `order`, sharing the compiled patterns.
    #[must_use]
    pub fn with_order(&self, order: NumericDateOrder) -> Self {
        Self {
            order,
            ..self.clone()
        }
    }

    /// The CLDR names, loaded on first use (about 8,000 lines, linear).
    fn names(&self) -> &locale::LocaleNames {
        self.names.get_or_init(locale::LocaleNames::load)
    }

    fn month(&self, name: &str) -> Option<u32> {
        // Most names are short ASCII: lower-cased on the stack, no allocation.
        let mut buffer = [0; 16];
        if let Some(lower) = buffer.get_mut(..name.len()).filter(|_| name.is_ascii()) {
            lower.copy_from_slice(name.as_bytes());
            lower.make_ascii_lowercase();
            return std::str::from_utf8(lower)
                .ok()
                .and_then(|n| self.months.get(n))
                .copied();
        }
        self.months.get(&name.to_lowercase()).copied()
    }

    /// Calls `each` with the captures of every match of `pattern` in `text`, left to right and
    /// without overlaps: the matches of a whole-text scan, found by anchored searches from
    /// `starts` (see [`starts::each_match`]).
    fn each_match(
        &self,
        pattern: &Pattern,
        text: &str,
        starts: &Starts,
        mut each: impl FnMut(&Captures),
    ) {
        if self.scan_everywhere {
            for caps in pattern.regex.captures_iter(text) {
                each(&caps);
            }
            return;
        }
        match pattern.start {
            // A run of three or more digits cannot be followed by a day pattern's suffix,
            // separator or month name.
            Start::Day => {
                let bytes = text.as_bytes();
                let short = starts.numbers.iter().copied().filter(|&i| {
                    !bytes
                        .get(i + 1..i + 3)
                        .is_some_and(|next| next.iter().all(u8::is_ascii_digit))
                });
                self.each_match_from(pattern, text, short, each);
            }
            Start::Month => {
                self.each_match_from(pattern, text, starts.months.iter().copied(), each);
            }
        }
    }

    fn each_match_from(
        &self,
        pattern: &Pattern,
        text: &str,
        starts: impl IntoIterator<Item = usize>,
        each: impl FnMut(&Captures),
    ) {
        let known_month = |caps: &Captures| {
            group(text, caps, pattern.month_group).is_some_and(|m| self.month(m).is_some())
        };
        let by_hand = |range: Range<usize>, caps: &mut Captures| {
            pattern
                .shape
                .is_some_and(|shape| shape.read(text, range, caps))
        };
        starts::each_match_in_two_steps(
            &pattern.regex,
            &pattern.groups,
            text,
            starts,
            by_hand,
            known_month,
            each,
        );
    }

    /// Where numbers and month names begin in `text`: computed once, it serves every scanner
    /// that takes [`Starts`] (dates, times, counts; amounts with [`DateScanner::starts_with_digits`]).
    #[must_use]
    pub fn starts(&self, text: &str) -> Starts {
        Starts::of(text, Some(&self.month_prefixes))
    }

    /// [`DateScanner::starts`] with every digit's position too, which amounts need as well.
    #[must_use]
    pub fn starts_with_digits(&self, text: &str) -> Starts {
        Starts::with_digits(text, Some(&self.month_prefixes))
    }

    /// [`DateScanner::starts_with_digits`] and where the words `words` may begin (head counts'
    /// number words, see [`Starts::with_words`]), found in the same pass.
    #[must_use]
    pub fn starts_with_digits_and_words(&self, text: &str, words: &FirstLetters) -> Starts {
        Starts::with_words(text, Some(&self.month_prefixes), true, words)
    }

    /// The month names' first letters joined with `words`'s, for finding the starts
    /// [`DateScanner::starts_with_digits_and_words`] finds with one lookup per word
    /// ([`Starts::with_letters`]).
    #[must_use]
    pub fn start_letters(&self, words: &FirstLetters) -> StartLetters {
        StartLetters::of(&self.month_prefixes, words)
    }

    /// Every date in `text`, left to right, without overlaps (the longest reading wins). Two-digit
    /// years resolve to the latest year not after `current_year`.
    #[must_use]
    pub fn find_all(&self, text: &str, current_year: i32) -> Vec<FoundDate> {
        let starts = self.starts(text);
        self.find_all_from(text, current_year, &starts)
    }

    fn find_all_from(&self, text: &str, current_year: i32, starts: &Starts) -> Vec<FoundDate> {
        let prose = self.prose_dates(text, starts);
        self.find_all_with(text, current_year, starts, &prose)
    }

    /// [`DateScanner::find_all_from`] with the text's [`prose`] dates already found.
    fn find_all_with(
        &self,
        text: &str,
        current_year: i32,
        starts: &Starts,
        prose: &[prose::ProseDate],
    ) -> Vec<FoundDate> {
        let mut found: Vec<FoundDate> = Vec::new();
        // Dates with a month name of any other locale, or a marked month (`2026年8月8日`), and a
        // year (see [`prose`]).
        found.extend(prose.iter().filter_map(|d| {
            let year = d.year?;
            Some(FoundDate {
                start: d.start,
                end: d.end,
                value: ymd(i64::from(year), d.month, d.day),
            })
        }));
        // Every other date has an ASCII digit; an all-numeric one a `-`, `/` or `.`. Most short
        // values (`2024-01-31`) then run one pattern and no anchored search.
        if !starts.digit {
            return found;
        }
        let numeric = starts
            .numeric_separator
            .then(|| self.numeric.find_iter(text));
        for all in numeric.into_iter().flatten() {
            // Digits never include `-`, `/` or `.`, so the two separators split the match into
            // exactly the pattern's groups; no capture search needed.
            let Some((a, s1, b, s2, c)) = split_numeric(all.as_str()) else {
                continue;
            };
            let digit_before = text
                .get(..all.start())
                .and_then(|t| t.chars().next_back())
                .is_some_and(|ch| ch.is_ascii_digit());
            let digit_after = text
                .get(all.end()..)
                .and_then(|t| t.chars().next())
                .is_some_and(|ch| ch.is_ascii_digit());
            if digit_before || digit_after || s1 != s2 {
                continue;
            }
            let (Ok(x), Ok(y), Ok(z)) = (a.parse::<u32>(), b.parse::<u32>(), c.parse::<u32>())
            else {
                continue;
            };
            let value = if a.len() == 4 && c.len() <= 2 {
                ymd(i64::from(x), y, z)
            } else if a.len() <= 2 && (c.len() == 4 || c.len() == 2) {
                let year = if c.len() == 2 {
                    resolve_two_digit_year(z, current_year)
                } else {
                    i64::from(z)
                };
                match self.order {
                    NumericDateOrder::Dmy => ymd(year, y, x),
                    NumericDateOrder::Mdy => ymd(year, x, y),
                }
            } else {
                continue;
            };
            // A time like 18.00 never matches (three parts are required), and neither does a
            // version such as 1.2.3 (its last part is too short).
            found.push(FoundDate {
                start: all.start(),
                end: all.end(),
                value,
            });
        }
        self.each_match(&self.day_month, text, starts, |caps| {
            let (Some((start, end)), Some(d), Some(m), Some(y)) = (
                span(caps, 0),
                group(text, caps, 1),
                group(text, caps, 2),
                group(text, caps, 3),
            ) else {
                return;
            };
            // A two-digit year only in the compact `5-Dec-75` shape, never after a space.
            if y.len() == 2 && !text.get(start..end).is_some_and(|all| all.contains('-')) {
                return;
            }
            let (Ok(day), Some(month), Ok(year)) =
                (d.parse::<u32>(), self.month(m), y.parse::<u32>())
            else {
                return;
            };
            let year = if y.len() == 2 {
                resolve_two_digit_year(year, current_year)
            } else {
                i64::from(year)
            };
            found.push(FoundDate {
                start,
                end,
                value: ymd(year, month, day),
            });
        });
        self.each_match(&self.month_day, text, starts, |caps| {
            let (Some((start, end)), Some(m), Some(d), Some(y)) = (
                span(caps, 0),
                group(text, caps, 1),
                group(text, caps, 2),
                group(text, caps, 3),
            ) else {
                return;
            };
            let (Some(month), Ok(day), Ok(year)) =
                (self.month(m), d.parse::<u32>(), y.parse::<u32>())
            else {
                return;
            };
            found.push(FoundDate {
                start,
                end,
                value: ymd(i64::from(year), month, day),
            });
        });
        self.each_match(&self.month_year, text, starts, |caps| {
            let (Some((start, end)), Some(m), Some(y)) =
                (span(caps, 0), group(text, caps, 1), group(text, caps, 2))
            else {
                return;
            };
            let (Some(month), Ok(year)) = (self.month(m), y.parse::<i32>()) else {
                return;
            };
            found.push(FoundDate {
                start,
                end,
                value: DateValue::Month { year, month },
            });
        });
        found.sort_by_key(|f| (f.start, std::cmp::Reverse(f.end)));
        let mut kept: Vec<FoundDate> = Vec::with_capacity(found.len());
        for candidate in found {
            if kept.last().is_none_or(|last| candidate.start >= last.end) {
                kept.push(candidate);
            }
        }
        kept
    }

    /// The dates [`prose::find`] finds in `text`: none in an ASCII text without a digit, and
    /// none at a month name the free-text patterns read themselves unless a connector follows the
    /// day (`15 de marzo de 2024`). Linear in the text's length.
    fn prose_dates(&self, text: &str, starts: &Starts) -> Vec<prose::ProseDate> {
        let ascii = text.is_ascii();
        if ascii && !starts.digit {
            return Vec::new();
        }
        prose::find(
            self.names(),
            text,
            Some(starts.numbers.as_slice()),
            |word| self.months.contains_key(word),
        )
    }

    /// Every day named in running prose, for comparing facts: everything [`DateScanner::find_all`]
    /// finds (except month-only mentions), plus day ranges (`8–9 August 2026`, `August 8-9`) as one
    /// span holding each day, and dates without a year, which mean their first occurrence on or
    /// after `today`. Each entry is a span with the days it names.
    #[must_use]
    pub fn find_days(&self, text: &str, today: NaiveDate) -> Vec<(usize, usize, Vec<DateValue>)> {
        self.find_days_from(text, today, &self.starts(text))
    }

    /// [`DateScanner::find_days`] with the text's [`Starts`] already known.
    #[must_use]
    pub fn find_days_from(
        &self,
        text: &str,
        today: NaiveDate,
        starts: &Starts,
    ) -> Vec<(usize, usize, Vec<DateValue>)> {
        let prose = self.prose_dates(text, starts);
        let mut candidates: Vec<(usize, usize, Vec<DateValue>)> = self
            .find_all_with(text, today.year(), starts, &prose)
            .into_iter()
            .filter(|f| !matches!(f.value, DateValue::Month { .. }))
            .map(|f| (f.start, f.end, vec![f.value]))
            .collect();
        // Month names of other locales without a year (`8 de agosto`, `8月8日`).
        for d in &prose {
            if d.year.is_none() {
                let year = i64::from(next_year_for(d.month, d.day, today));
                candidates.push((d.start, d.end, vec![ymd(year, d.month, d.day)]));
            }
        }
        if !starts.digit {
            return candidates;
        }
        let year_of = |y: Option<&str>, month: u32, day: u32| -> Option<i64> {
            match y {
                Some(y) => y.parse::<i64>().ok(),
                None => Some(i64::from(next_year_for(month, day, today))),
            }
        };
        self.each_match(&self.day_range, text, starts, |caps| {
            let (Some((start, end)), Some(d1), Some(d2), Some(m)) = (
                span(caps, 0),
                group(text, caps, 1),
                group(text, caps, 2),
                group(text, caps, 3),
            ) else {
                return;
            };
            let (Ok(d1), Ok(d2), Some(month)) =
                (d1.parse::<u32>(), d2.parse::<u32>(), self.month(m))
            else {
                return;
            };
            let Some(year) = year_of(group(text, caps, 4), month, d1) else {
                return;
            };
            candidates.push((start, end, vec![ymd(year, month, d1), ymd(year, month, d2)]));
        });
        self.each_match(&self.month_day_range, text, starts, |caps| {
            let (Some((start, end)), Some(m), Some(d1), Some(d2)) = (
                span(caps, 0),
                group(text, caps, 1),
                group(text, caps, 2),
                group(text, caps, 3),
            ) else {
                return;
            };
            let (Some(month), Ok(d1), Ok(d2)) =
                (self.month(m), d1.parse::<u32>(), d2.parse::<u32>())
            else {
                return;
            };
            let Some(year) = year_of(group(text, caps, 4), month, d1) else {
                return;
            };
            candidates.push((start, end, vec![ymd(year, month, d1), ymd(year, month, d2)]));
        });
        for (pattern, day_first) in [
            (&self.day_month_no_year, true),
            (&self.month_day_no_year, false),
        ] {
            self.each_match(pattern, text, starts, |caps| {
                let (Some((start, end)), Some(a), Some(b)) =
                    (span(caps, 0), group(text, caps, 1), group(text, caps, 2))
                else {
                    return;
                };
                let (d, m) = if day_first { (a, b) } else { (b, a) };
                let (Ok(day), Some(month)) = (d.parse::<u32>(), self.month(m)) else {
                    return;
                };
                let year = i64::from(next_year_for(month, day, today));
                candidates.push((start, end, vec![ymd(year, month, day)]));
            });
        }
        candidates.retain(|(start, end, _)| !month_word_is_no_month(text, *start, *end));
        candidates.sort_by_key(|(start, end, _)| (*start, std::cmp::Reverse(*end)));
        let mut kept: Vec<(usize, usize, Vec<DateValue>)> = Vec::with_capacity(candidates.len());
        for candidate in candidates {
            if kept.last().is_none_or(|last| candidate.0 >= last.1) {
                kept.push(candidate);
            }
        }
        kept
    }

    /// Every date in `text`, and every bare four-digit year (1000..=2999) outside them. A short
    /// value with no date the free-text patterns know is read whole in any language (see
    /// [`value::readings`]): `5 августа 2014 г.` is one date.
    #[must_use]
    pub fn find_dates_and_years(&self, text: &str, current_year: i32) -> Vec<FoundDate> {
        let mut found = self.find_all(text, current_year);
        if found.is_empty() {
            found.extend(self.whole_value(text, current_year));
        }
        Self::with_years(text, found)
    }

    /// What [`Self::find_all`], [`Self::find_dates_and_years`] and [`Self::parse_one`] say of one
    /// value, from one scan of it. Linear in the value's length.
    #[must_use]
    pub fn read_value(&self, text: &str, current_year: i32) -> ValueDates {
        let all = self.find_all(text, current_year);
        let whole = if all.is_empty() {
            self.whole_value(text, current_year)
        } else {
            None
        };
        let first = all.first().or(whole.as_ref()).map(|f| f.value);
        let mut found = all.clone();
        found.extend(whole);
        ValueDates {
            dates_and_years: Self::with_years(text, found),
            first,
            all,
        }
    }

    /// `found` with every bare four-digit year (1000..=2999) of `text` outside its dates added,
    /// in order of start. Linear in the text's length and the dates found (plus their sort).
    fn with_years(text: &str, mut found: Vec<FoundDate>) -> Vec<FoundDate> {
        let mut years = Vec::new();
        let mut run_start: Option<usize> = None;
        // The dates by start; digit runs come in text order, so the dates starting before a run's
        // end only grow, and a run is inside a date when the furthest end among them passes its
        // start.
        let mut dates: Vec<(usize, usize)> = found.iter().map(|f| (f.start, f.end)).collect();
        dates.sort_unstable();
        let mut dates = dates.into_iter().peekable();
        let mut furthest_end = 0;
        let mut push_run = |start: usize, end: usize| {
            while let Some((_, date_end)) = dates.next_if(|(date_start, _)| *date_start < end) {
                furthest_end = furthest_end.max(date_end);
            }
            let inside_date = furthest_end > start;
            if end - start == 4 && !inside_date {
                if let Some(year) = text.get(start..end).and_then(|s| s.parse::<i32>().ok()) {
                    if (1000..=2999).contains(&year) {
                        years.push(FoundDate {
                            start,
                            end,
                            value: DateValue::Year(year),
                        });
                    }
                }
            }
        };
        for (i, c) in text.char_indices() {
            match (c.is_ascii_digit(), run_start) {
                (true, None) => run_start = Some(i),
                (false, Some(start)) => {
                    push_run(start, i);
                    run_start = None;
                }
                _ => {}
            }
        }
        if let Some(start) = run_start {
            push_run(start, text.len());
        }
        found.extend(years);
        found.sort_by_key(|f| f.start);
        found
    }

    /// Every calendar date a whole value can mean, in any language (see [`value::readings`]):
    /// `01-02-1975` is both 2 January and 1 February,
    /// `12/05/75` both 12 May and 5 December 1975; `Jan 12, 1980` only one. Two-digit years resolve
    /// to the latest year not after `current_year`. `None` when the value is not date-shaped at
    /// all; an empty list when it is date-shaped but names no real day (`2023-02-29`).
    #[must_use]
    pub fn readings(&self, value: &str, current_year: i32) -> Option<Vec<NaiveDate>> {
        value::readings(self.names(), value.trim(), current_year)
    }

    /// Reads a whole value as one date: the first date found in it, if any.
    #[must_use]
    pub fn parse_one(&self, text: &str, current_year: i32) -> Option<DateValue> {
        match self.find_all(text, current_year).first() {
            Some(found) => Some(found.value),
            None => self.whole_value(text, current_year).map(|f| f.value),
        }
    }

    /// `text` read whole by the multilingual reader, as one date spanning all of it: its first
    /// reading (the free-text patterns already read the numeric forms whose order matters).
    fn whole_value(&self, text: &str, current_year: i32) -> Option<FoundDate> {
        let date = value::readings(self.names(), text, current_year)?
            .first()
            .copied()?;
        Some(FoundDate {
            start: 0,
            end: text.len(),
            value: DateValue::Valid(date),
        })
    }
}

/// One value's dates, as [`DateScanner::read_value`] reads them.
#[derive(Debug, Clone, PartialEq)]
pub struct ValueDates {
    /// [`DateScanner::find_all`].
    pub all: Vec<FoundDate>,
    /// [`DateScanner::find_dates_and_years`].
    pub dates_and_years: Vec<FoundDate>,
    /// [`DateScanner::parse_one`].
    pub first: Option<DateValue>,
}

/// `12/05/2024` as `("12", '/', "05", '/', "2024")`: a match of the all-numeric pattern split at its
/// two separators.
fn split_numeric(m: &str) -> Option<(&str, char, &str, char, &str)> {
    let is_separator = |c: char| matches!(c, '-' | '/' | '.');
    let first = m.find(is_separator)?;
    let s1 = m.get(first..)?.chars().next()?;
    let rest = m.get(first + 1..)?;
    let second = rest.find(is_separator)?;
    let s2 = rest.get(second..)?.chars().next()?;
    Some((
        m.get(..first)?,
        s1,
        rest.get(..second)?,
        s2,
        rest.get(second + 1..)?,
    ))
}

/// A month-name date pattern and the kind of place its matches start at.
#[derive(Debug, Clone)]
struct Pattern {
    regex: meta::Regex,
    /// `regex` with a run of letters for its month-name group, for resolving the groups of a
    /// match `regex` found.
    groups: meta::Regex,
    /// The index of the month-name group.
    month_group: usize,
    start: Start,
    /// How its groups are read from an ASCII match without a capture search, if they can be.
    shape: Option<MonthFirst>,
}

/// The month-first patterns whose groups follow from byte classes alone: the name is the match's
/// run of letters, an optional `.` and white space follow, then the day's digits, its optional
/// suffix (`st`, `nd`, `rd`, `th`), an optional `,`, white space and the year's four digits, as
/// far as the pattern goes. Nothing in an ASCII match can be read two ways: a letter, a digit,
/// `.`, `,` and white space each end the part before them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MonthFirst {
    /// `June 2024`: month, year.
    Year,
    /// `June 5th, 2024`: month, day, year.
    DayYear,
    /// `June 5th`: month, day.
    Day,
}

impl MonthFirst {
    /// Fills `caps` with the groups of the match at `range` of `text`, read by byte; false when
    /// the match is not all ASCII or not of this shape (the capture searches then read it).
    fn read(self, text: &str, range: Range<usize>, caps: &mut Captures) -> bool {
        let Some(bytes) = text.as_bytes().get(range.clone()).filter(|b| b.is_ascii()) else {
            return false;
        };
        // The length of the run of `class` bytes at `at`.
        let run = |at: usize, class: fn(&u8) -> bool| {
            bytes
                .get(at..)
                .map_or(0, |rest| rest.iter().take_while(|b| class(b)).count())
        };
        let month = 0..run(0, u8::is_ascii_alphabetic);
        let mut at = month.end;
        at += usize::from(bytes.get(at) == Some(&b'.'));
        // `\s` on ASCII is these and `\x0B`, which `is_ascii_whitespace` leaves out: a match
        // with one is left to the searches.
        let space = run(at, u8::is_ascii_whitespace);
        at += space;
        let first = at..at + run(at, u8::is_ascii_digit);
        at = first.end;
        if month.is_empty() || space == 0 {
            return false;
        }
        let mut groups = [range.clone(), month, first.clone(), 0..0];
        let count = match self {
            Self::Year => {
                if first.len() != 4 {
                    return false;
                }
                3
            }
            Self::DayYear | Self::Day => {
                if !(1..=2).contains(&first.len()) {
                    return false;
                }
                let suffix = bytes.get(at..at + 2).is_some_and(|s| {
                    ["st", "nd", "rd", "th"]
                        .iter()
                        .any(|x| s.eq_ignore_ascii_case(x.as_bytes()))
                });
                at += if suffix { 2 } else { 0 };
                if self == Self::Day {
                    3
                } else {
                    at += usize::from(bytes.get(at) == Some(&b','));
                    let space = run(at, u8::is_ascii_whitespace);
                    at += space;
                    let year = at..at + run(at, u8::is_ascii_digit);
                    at = year.end;
                    if space == 0 || year.len() != 4 {
                        return false;
                    }
                    if let Some(slot) = groups.get_mut(3) {
                        *slot = year;
                    }
                    4
                }
            }
        };
        let slots = caps.slots_mut();
        if at != bytes.len() || slots.len() != 2 * count {
            return false;
        }
        for (i, (pair, group)) in slots.chunks_mut(2).zip(&groups).enumerate() {
            // Group 0 is the whole match, the others are relative to it.
            let offset = if i == 0 { 0 } else { range.start };
            for (slot, at) in pair.iter_mut().zip([group.start, group.end]) {
                *slot = NonMaxUsize::new(offset + at);
            }
        }
        caps.set_pattern(Some(PatternID::ZERO));
        true
    }
}

/// The month-name group of [`Pattern::groups`]: ASCII letters, or any non-ASCII character.
/// Greedy, it takes the whole run of letters a month name in the same place would take; when it
/// takes more (a non-ASCII space after the name), the captures are not a known month and the
/// exact pattern resolves them.
const LOOSE_MONTH: &str = r"(?-i:[A-Za-z\x{80}-\x{10FFFF}]+)";

/// Where a pattern's match starts: both kinds begin with an ASCII word boundary (`(?-u:\b)`).
#[derive(Debug, Clone, Copy)]
enum Start {
    /// A day of one or two ASCII digits.
    Day,
    /// A month name: under `(?i)` every name starts with an ASCII letter.
    Month,
}

/// The year in which `month`/`day` first falls on or after `today` (a day that exists in no
/// nearby year, like 30 February, gets this year).
fn next_year_for(month: u32, day: u32, today: NaiveDate) -> i32 {
    (0..8)
        .map(|ahead| today.year().saturating_add(ahead))
        .find(|year| NaiveDate::from_ymd_opt(*year, month, day).is_some_and(|d| d >= today))
        .unwrap_or_else(|| today.year())
}

/// The date for year, month and day, or `Invalid` when the calendar has no such day.
fn ymd(year: i64, month: u32, day: u32) -> DateValue {
    let year = i32::try_from(year).unwrap_or(i32::MAX);
    NaiveDate::from_ymd_opt(year, month, day)
        .map_or(DateValue::Invalid { year, month, day }, DateValue::Valid)
}

/// Whether the date-shaped span `start..end` of `text` only looks like a date: its day is the
/// minutes of a time (`18:32. May I`), its `May` or `march` is a word (`May I book that?`,
/// `3 may be late`), or a day stands on both sides of it (`basta 3 march 10th`). Reads the span
/// and the two words after it.
fn month_word_is_no_month(text: &str, start: usize, end: usize) -> bool {
    let before = text.get(..start).unwrap_or_default();
    let span = text.get(start..end).unwrap_or_default();
    if span.starts_with(|c: char| c.is_ascii_digit())
        && before.ends_with(':')
        && before
            .chars()
            .rev()
            .nth(1)
            .is_some_and(|c| c.is_ascii_digit())
    {
        return true;
    }
    let Some(word_at) = span
        .split(|c: char| !c.is_alphabetic())
        .position(|w| w.eq_ignore_ascii_case("may") || w.eq_ignore_ascii_case("march"))
    else {
        return false;
    };
    let Some(word) = span
        .split(|c: char| !c.is_alphabetic())
        .nth(word_at)
        .filter(|w| !w.is_empty())
    else {
        return false;
    };
    let word_end = span.find(word).map_or(end, |i| start + i + word.len());
    let after = text.get(word_end..).unwrap_or_default();
    let next: String = after
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric())
        .take(16)
        .collect::<String>()
        .to_lowercase();
    let modal = word.eq_ignore_ascii_case("may")
        && matches!(
            next.as_str(),
            "i" | "we"
                | "you"
                | "he"
                | "she"
                | "it"
                | "they"
                | "be"
                | "have"
                | "also"
                | "not"
                | "need"
                | "want"
                | "wish"
                | "like"
                | "ask"
                | "help"
                | "book"
                | "get"
                | "take"
                | "require"
                | "offer"
                | "suggest"
                | "recommend"
                | "still"
                | "only"
                | "just"
                | "contact"
                | "cancel"
                | "change"
                | "call"
                | "check"
                | "arrive"
                | "pay"
                | "vary"
                | "apply"
                | "come"
                | "find"
                | "reserve"
                | "make"
                | "see"
                | "use"
        );
    let verb = word == "march"
        && matches!(
            next.as_str(),
            "on" | "forward"
                | "ahead"
                | "through"
                | "into"
                | "to"
                | "past"
                | "along"
                | "off"
                | "down"
                | "up"
                | "out"
                | "against"
                | "together"
        );
    // `3 march 10th`: a day before the word and an ordinal day after it.
    let day_before = text
        .get(..word_end - word.len())
        .is_some_and(|head| head.trim_end().ends_with(|c: char| c.is_ascii_digit()));
    let digits_after = next.bytes().take_while(u8::is_ascii_digit).count();
    let ordinal_after = (1..=2).contains(&digits_after)
        && matches!(next.get(digits_after..), Some("st" | "nd" | "rd" | "th"));
    modal || verb || (day_before && ordinal_after)
}

/// A two-digit year as the latest year not after `current_year` that ends in those digits
/// (with `current_year` 2026: `75` is 1975, `25` is 2025, `30` is 1930).
#[must_use]
pub fn resolve_two_digit_year(two_digits: u32, current_year: i32) -> i64 {
    let current = i64::from(current_year);
    let candidate = current - current.rem_euclid(100) + i64::from(two_digits % 100);
    if candidate > current {
        candidate - 100
    } else {
        candidate
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn date(y: i32, m: u32, d: u32) -> DateValue {
        DateValue::Valid(NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default())
    }

    /// The day-first scanner, built once: building it for every proptest case made these tests
    /// some of the slowest in `cargo test`.
    fn dmy() -> &'static DateScanner {
        static SCANNER: std::sync::LazyLock<DateScanner> =
            std::sync::LazyLock::new(|| DateScanner::new(NumericDateOrder::Dmy));
        &SCANNER
    }

    fn one(text: &str) -> Option<DateValue> {
        dmy().parse_one(text, 2026)
    }

    #[test]
    fn the_english_month_entries_name_and_abbreviate_every_month_and_stop_before_german() {
        let named = |n: &str| ENGLISH_MONTHS.iter().any(|(name, _)| *name == n);
        for month in 1..=12 {
            assert_eq!(
                ENGLISH_MONTHS.iter().filter(|(_, m)| *m == month).count(),
                2 + usize::from(month == 9) - usize::from(month == 5)
            );
        }
        assert!(named("may") && named("sept") && named("december") && named("dec"));
        assert_eq!(MONTHS[ENGLISH_MONTH_COUNT].0, "januar");
    }

    #[test]
    fn may_and_march_as_words_are_no_dates() {
        let scanner = dmy();
        let today = NaiveDate::from_ymd_opt(2026, 1, 10).unwrap();
        for text in [
            "It arrives by 18:32. May I book that for you?",
            "basta 3 march 10th",
            "Guests 3 may be late.",
        ] {
            assert!(scanner.find_days(text, today).is_empty(), "{text}");
        }
        assert_eq!(scanner.find_days("on 3 May 2026", today).len(), 1);
        assert_eq!(scanner.find_days("on 3 May. May I help?", today).len(), 1);
    }

    #[test]
    fn common_formats_read_as_the_same_date() {
        for text in [
            "2024-01-31",
            "31/01/2024",
            "31.01.2024",
            "Jan 31, 2024",
            "January 31st, 2024",
            "31 Jan 2024",
            "31. Januar 2024",
            "31 janvier 2024",
            "31 gennaio 2024",
            "Wed, 31 Jan 2024",
            "31st of January 2024",
            "31-Jan-24",
        ] {
            assert_eq!(one(text), Some(date(2024, 1, 31)), "{text}");
        }
    }

    #[test]
    fn all_numeric_dates_are_day_first_unless_configured() {
        assert_eq!(one("01/03/2024"), Some(date(2024, 3, 1)));
        let mdy = DateScanner::new(NumericDateOrder::Mdy);
        assert_eq!(mdy.parse_one("01/03/2024", 2026), Some(date(2024, 1, 3)));
    }

    #[test]
    fn impossible_calendar_days_are_reported_as_invalid() {
        assert_eq!(
            one("2024-02-30"),
            Some(DateValue::Invalid {
                year: 2024,
                month: 2,
                day: 30
            })
        );
        assert_eq!(
            one("31.04.2024"),
            Some(DateValue::Invalid {
                year: 2024,
                month: 4,
                day: 31
            })
        );
        assert_eq!(one("2024-02-29"), Some(date(2024, 2, 29)));
        assert_eq!(
            one("2023-02-29"),
            Some(DateValue::Invalid {
                year: 2023,
                month: 2,
                day: 29
            })
        );
    }

    #[test]
    fn a_period_yields_both_dates_in_order() {
        let scanner = dmy();
        let found = scanner.find_all("1 Jan 2024 - 31 Jan 2024", 2026);
        let values: Vec<_> = found.iter().map(|f| f.value).collect();
        assert_eq!(values, vec![date(2024, 1, 1), date(2024, 1, 31)]);
    }

    #[test]
    fn times_versions_and_long_numbers_are_not_dates() {
        for text in [
            "18.00 Uhr",
            "version 1.2.3",
            "12024-01-05",
            "call 555-1234",
            "amount 1.250.00",
        ] {
            assert_eq!(one(text), None, "{text}");
        }
    }

    #[test]
    fn bare_years_are_found_outside_dates() {
        let scanner = dmy();
        let years: Vec<i32> = scanner
            .find_dates_and_years("FY2035 report, 2024-01-31", 2026)
            .iter()
            .map(|f| f.value.year())
            .collect();
        assert_eq!(years, vec![2035, 2024]);
        assert!(
            scanner
                .find_dates_and_years("account 123456789", 2026)
                .is_empty()
        );
    }

    #[test]
    fn a_whole_value_in_another_language_is_one_date() {
        assert_eq!(one("5 августа 2014 г."), Some(date(2014, 8, 5)));
        assert_eq!(one("2016年3月20日"), Some(date(2016, 3, 20)));
        let scanner = dmy();
        let found = scanner.find_dates_and_years("29 listopada 2099", 2026);
        assert_eq!(
            found.iter().map(|f| f.value.year()).collect::<Vec<_>>(),
            vec![2099]
        );
    }

    #[test]
    fn month_and_year_without_a_day_is_a_month() {
        assert_eq!(
            one("statement for March 2024"),
            Some(DateValue::Month {
                year: 2024,
                month: 3
            })
        );
    }

    #[test]
    fn ranges_and_dates_without_a_year_are_days() {
        let scanner = dmy();
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default();
        let days = |text: &str| -> Vec<DateValue> {
            scanner
                .find_days(text, today)
                .into_iter()
                .flat_map(|d| d.2)
                .collect()
        };
        assert_eq!(
            days("on 8–9 August 2026"),
            vec![date(2026, 8, 8), date(2026, 8, 9)]
        );
        assert_eq!(
            days("August 8-9, 2026"),
            vec![date(2026, 8, 8), date(2026, 8, 9)]
        );
        assert_eq!(days("on 8 August"), vec![date(2027, 8, 8)]);
        assert_eq!(days("on 30 November"), vec![date(2026, 11, 30)]);
        assert_eq!(
            days("Sat, 8 Aug 2026 and 8th of August 2026"),
            vec![date(2026, 8, 8), date(2026, 8, 8)]
        );
        assert_eq!(
            days("8 août 2026, 8. August 2026"),
            vec![date(2026, 8, 8), date(2026, 8, 8)]
        );
        assert!(days("in March 2024 we had 30 guests").is_empty());
    }

    #[test]
    fn readings_cover_every_meaning_of_an_ambiguous_value() {
        let scanner = dmy();
        let r = |v: &str| scanner.readings(v, 2026);
        assert_eq!(
            r("01-02-1975"),
            Some(vec![
                NaiveDate::from_ymd_opt(1975, 2, 1).unwrap_or_default(),
                NaiveDate::from_ymd_opt(1975, 1, 2).unwrap_or_default()
            ])
        );
        assert_eq!(
            r("Jan 12, 1980"),
            Some(vec![
                NaiveDate::from_ymd_opt(1980, 1, 12).unwrap_or_default()
            ])
        );
        assert_eq!(
            r("5-Dec-75"),
            Some(vec![
                NaiveDate::from_ymd_opt(1975, 12, 5).unwrap_or_default()
            ])
        );
        assert_eq!(r("2023-02-29"), Some(vec![]));
        assert_eq!(r("13/13/2020"), Some(vec![]));
        assert_eq!(
            r("1980-01-12T00:00:00Z"),
            Some(vec![
                NaiveDate::from_ymd_opt(1980, 1, 12).unwrap_or_default()
            ])
        );
        assert_eq!(
            r("19800112"),
            Some(vec![
                NaiveDate::from_ymd_opt(1980, 1, 12).unwrap_or_default()
            ])
        );
        assert_eq!(r("not a date"), None);
    }

    #[test]
    fn two_digit_years_resolve_to_the_latest_year_not_after_now() {
        assert_eq!(resolve_two_digit_year(75, 2026), 1975);
        assert_eq!(resolve_two_digit_year(25, 2026), 2025);
        assert_eq!(resolve_two_digit_year(26, 2026), 2026);
        assert_eq!(resolve_two_digit_year(30, 2026), 1930);
    }

    /// Texts dense in what the date patterns look at: runs of numbers of every length and month
    /// names in every case and language (plus words that begin like one, and the non-ASCII
    /// letters `(?i)` folds onto ASCII ones: `ſ`, the Kelvin sign), joined by ordinals, range
    /// dashes, separators and spaces, so that most texts hold several near-dates.
    fn date_soup() -> impl Strategy<Value = String> {
        let number = prop_oneof![
            (0u32..100_000).prop_map(|n| n.to_string()),
            (1u32..32).prop_map(|n| n.to_string()),
            (0u32..100).prop_map(|n| format!("{n:02}")),
            (1900u32..2100).prop_map(|n| n.to_string()),
        ];
        let mut names: Vec<String> = MONTHS.iter().map(|(n, _)| (*n).to_owned()).collect();
        names.extend(
            [
                "ſep",
                "ſeptember",
                "o\u{212a}t",
                "maybe",
                "decade",
                "marchese",
                "junior",
                "augusta",
                "dece",
                "x",
            ]
            .map(str::to_owned),
        );
        let month = (prop::sample::select(names), 0..3usize).prop_map(|(n, case)| match case {
            0 => n,
            1 => n.to_uppercase(),
            _ => n
                .chars()
                .take(1)
                .flat_map(char::to_uppercase)
                .chain(n.chars().skip(1))
                .collect(),
        });
        let joiner = prop::sample::select(vec![
            " ", "  ", "\u{a0}", "\n", ", ", ",", ".", ". ", "-", "/", "–", "—", " to ", " bis ",
            " au ", " al ", "st ", "nd", "th ", "er ", " of ", " de ", "x", "_", "é", "٣", "(", "",
        ])
        .prop_map(str::to_owned);
        let piece = prop_oneof![number, month, joiner.clone()];
        prop::collection::vec((piece, joiner), 0..24)
            .prop_map(|pairs| pairs.into_iter().map(|(p, j)| p + &j).collect())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn anchored_searches_find_what_scanning_everything_finds(text in date_soup()) {
            static SCANNERS: std::sync::LazyLock<(DateScanner, DateScanner)> =
                std::sync::LazyLock::new(|| {
                    let anchored = DateScanner::new(NumericDateOrder::Dmy);
                    let everywhere = DateScanner { scan_everywhere: true, ..anchored.clone() };
                    (anchored, everywhere)
                });
            let (anchored, everywhere) = &*SCANNERS;
            let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default();
            prop_assert_eq!(anchored.find_all(&text, 2026), everywhere.find_all(&text, 2026));
            prop_assert_eq!(anchored.find_days(&text, today), everywhere.find_days(&text, today));
        }
    }

    /// Years outside the given dates, one date at a time: what `with_years` answers in one pass.
    fn years_outside(text: &str, found: &[FoundDate]) -> Vec<FoundDate> {
        let mut all = found.to_vec();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            if i == start {
                i += 1;
                continue;
            }
            let inside = found.iter().any(|f| start < f.end && i > f.start);
            let year = text[start..i].parse::<i32>().unwrap_or(0);
            if i - start == 4 && !inside && (1000..=2999).contains(&year) {
                all.push(FoundDate {
                    start,
                    end: i,
                    value: DateValue::Year(year),
                });
            }
        }
        all.sort_by_key(|f| f.start);
        all
    }

    proptest! {
        #[test]
        fn years_are_added_outside_any_date_however_the_dates_overlap(
            text in "[0-9a ]{0,40}",
            spans in prop::collection::vec((0usize..40, 1usize..12), 0..6),
        ) {
            let found: Vec<FoundDate> = spans
                .into_iter()
                .filter(|(start, _)| *start < text.len())
                .map(|(start, len)| FoundDate {
                    start,
                    end: (start + len).min(text.len()),
                    value: DateValue::Year(0),
                })
                .collect();
            prop_assert_eq!(DateScanner::with_years(&text, found.clone()), years_outside(&text, &found));
        }
    }

    proptest! {
        #[test]
        fn one_read_of_a_value_says_what_the_three_scans_say(
            s in "([0-9]{1,4}|[-/. ]|Jan|März|août|2024-02-30|31\\.04\\.2024|1 Jan 2024 - 31 Jan 2024|年|月|日|\\PC){0,8}"
        ) {
            let scanner = dmy();
            let read = scanner.read_value(&s, 2026);
            prop_assert_eq!(&read.all, &scanner.find_all(&s, 2026));
            prop_assert_eq!(&read.dates_and_years, &scanner.find_dates_and_years(&s, 2026));
            prop_assert_eq!(read.first, scanner.parse_one(&s, 2026));
        }
    }

    proptest! {
        #[test]
        fn scanning_never_panics(s in "\\PC*") {
            let scanner = dmy();
            let found = scanner.find_dates_and_years(&s, 2026);
            for f in found {
                prop_assert!(f.start < f.end && f.end <= s.len());
            }
        }

        #[test]
        fn any_valid_date_formatted_iso_or_dmy_reads_back(y in 1000i32..2999, m in 1u32..=12, d in 1u32..=28) {
            let scanner = dmy();
            let expected = date(y, m, d);
            prop_assert_eq!(scanner.parse_one(&format!("{y:04}-{m:02}-{d:02}"), 2026), Some(expected));
            prop_assert_eq!(scanner.parse_one(&format!("{d}/{m}/{y}"), 2026), Some(expected));
            prop_assert_eq!(scanner.parse_one(&format!("{d}. {} {y}", ["Januar","Februar","März","April","Mai","Juni","Juli","August","September","Oktober","November","Dezember"][m as usize - 1]), 2026), Some(expected));
        }
    }

    #[test]
    fn month_first_dates_read_by_byte_give_the_groups_the_patterns_capture() {
        let anchored = DateScanner::new(NumericDateOrder::Dmy);
        let everywhere = DateScanner {
            scan_everywhere: true,
            ..anchored.clone()
        };
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default();
        for text in [
            "The bridge opened on Sept. 4th, 1932 and closed in March 1990.",
            "SEP 4TH,  1932 then oct 12 1933, dec 3rd and Nov 30",
            "From June 2024 to July\u{a0}2025, and on Mai 3rd, 2020.",
            "on May 5thx 2001, on May 5, 20011, in May 123, Jan. 5 , 1999",
            "Juni 7 2021; août 7, 2021; July\u{b}4, 1776; March 4th",
        ] {
            assert_eq!(
                anchored.find_all(text, 2026),
                everywhere.find_all(text, 2026),
                "{text}"
            );
            assert_eq!(
                anchored.find_days(text, today),
                everywhere.find_days(text, today),
                "{text}"
            );
        }
        assert_eq!(
            anchored.find_all("It began on Sept. 4th, 1932.", 2026),
            vec![FoundDate {
                start: 12,
                end: 27,
                value: date(1932, 9, 4)
            }]
        );
    }
}
