//! Times of day and time ranges in free text: `18:00`, `6pm`, `6:30 p.m.`, `18.00 Uhr`, `18h00`,
//! `18:00–22:00`, `18:00 - 22:00`, `6pm–10pm`, `6-10pm`. A value is minutes after midnight.

use regex::Regex;
use regex_automata::meta;
use regex_automata::util::captures::Captures;

use super::starts::{self, Starts, group, span};

/// A time of day, or a range of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimeValue {
    /// One time, minutes after midnight.
    At(u16),
    /// From, to (minutes after midnight).
    Range(u16, u16),
}

impl TimeValue {
    /// `18:00` or `18:00–22:00`.
    #[must_use]
    pub fn format(self) -> String {
        let hm = |m: u16| format!("{:02}:{:02}", m / 60, m % 60);
        match self {
            Self::At(m) => hm(m),
            Self::Range(a, b) => format!("{}–{}", hm(a), hm(b)),
        }
    }
}

/// One time or range found in a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundTime {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// What it means.
    pub value: TimeValue,
}

/// Finds times. Build once, use for every request.
#[derive(Debug, Clone)]
pub struct TimeScanner {
    /// Starts at a digit at a word start, so it is searched only from [`Starts::numbers`].
    atom: meta::Regex,
    connector: Regex,
    /// Search the whole text instead of only from [`Starts::numbers`]: the reference the
    /// anchored searches are tested against.
    scan_everywhere: bool,
}

#[derive(Debug, Clone, Copy)]
struct Atom {
    start: usize,
    end: usize,
    hour: u16,
    minute: u16,
    /// `Some(true)` for pm, `Some(false)` for am.
    pm: Option<bool>,
    /// Written as a time on its own (with `:`, am/pm, `Uhr` or `h`), not a bare number.
    explicit: bool,
    /// Ends in am/pm, `Uhr` or `h`, which also makes a bare number before a connector a time.
    suffixed: bool,
}

impl TimeScanner {
    /// Compiles the scanner.
    #[must_use]
    #[allow(clippy::expect_used)] // constant patterns, covered by the tests below
    pub fn new() -> Self {
        Self {
            atom: meta::Regex::new(r"(?i)(?-u:\b)([0-9]{1,2})(?:([:.h])([0-9]{2}))?(?:\s?(a\.\s?m\.|p\.\s?m\.|am(?-u:\b)|pm(?-u:\b)|uhr(?-u:\b)|h(?-u:\b)))?")
                .expect("constant time pattern"),
            connector: Regex::new(r"(?i)^\s*(?:–|—|-|to|till|until|bis|à|a|jusqu'à|jusqu’à|alle|fino alle)\s*$").expect("constant time pattern"),
            scan_everywhere: false,
        }
    }

    fn atoms(&self, text: &str, starts: &Starts) -> Vec<Atom> {
        let mut atoms = Vec::new();
        let mut visit = |caps: &Captures| {
            let (Some((start, end)), Some(h)) = (span(caps, 0), group(text, caps, 1)) else {
                return;
            };
            let separator = group(text, caps, 2);
            let minutes = group(text, caps, 3).and_then(|m| m.parse::<u16>().ok());
            let suffix = group(text, caps, 4).map(|m| m.to_lowercase().replace([' ', '.'], ""));
            // A digit right after (`18:000`) or a date continuing (`08.08.2026`) is no time.
            let continues = text
                .get(end..)
                .and_then(|t| t.chars().next())
                .is_some_and(|c| c.is_ascii_digit())
                || (separator == Some(".") && text.get(end..).is_some_and(|t| t.starts_with('.')));
            let preceded = text
                .get(..start)
                .and_then(|t| t.chars().next_back())
                .is_some_and(|c| matches!(c, '.' | ',' | '\'' | '’' | ':' | '/'));
            let Ok(hour) = h.parse::<u16>() else {
                return;
            };
            let minute = minutes.unwrap_or(0);
            let pm = match suffix.as_deref() {
                Some("pm") => Some(true),
                Some("am") => Some(false),
                _ => None,
            };
            let explicit = matches!(
                (separator, suffix.as_deref()),
                (Some(":"), _)
                    | (Some(".") | Some("h"), Some("uhr" | "h" | "am" | "pm"))
                    | (Some("h"), None)
                    | (None, Some(_))
            );
            let valid_hour = if pm.is_some() {
                (1..=12).contains(&hour)
            } else {
                hour <= 24
            };
            if continues || preceded || minute > 59 || !valid_hour {
                return;
            }
            atoms.push(Atom {
                start,
                end,
                hour,
                minute,
                pm,
                explicit,
                suffixed: suffix.is_some(),
            });
        };
        if self.scan_everywhere {
            self.atom.captures_iter(text).for_each(|caps| visit(&caps));
        } else {
            starts::each_match(&self.atom, text, starts.numbers.iter().copied(), visit);
        }
        atoms
    }

    /// Every time and time range in `text`, left to right.
    #[must_use]
    pub fn find_all(&self, text: &str) -> Vec<FoundTime> {
        self.find_all_from(text, &Starts::of(text, None))
    }

    /// [`TimeScanner::find_all`] with the text's [`Starts`] already known.
    #[must_use]
    pub fn find_all_from(&self, text: &str, starts: &Starts) -> Vec<FoundTime> {
        let atoms = self.atoms(text, starts);
        let mut found = Vec::new();
        let mut i = 0;
        while let Some(first) = atoms.get(i) {
            let next = atoms.get(i + 1);
            let joined = next.filter(|n| {
                text.get(first.end..n.start)
                    .is_some_and(|between| self.connector.is_match(between))
                    && n.explicit
            });
            if let Some(second) = joined {
                // `6-10pm`: the second time's am/pm carries over to a bare first one.
                let first_pm = first.pm.or(if first.explicit { None } else { second.pm });
                if first.explicit || second.suffixed {
                    let a = minutes(first.hour, first.minute, first_pm);
                    let b = minutes(second.hour, second.minute, second.pm);
                    found.push(FoundTime {
                        start: first.start,
                        end: second.end,
                        value: TimeValue::Range(a, b),
                    });
                    i += 2;
                    continue;
                }
            }
            if first.explicit {
                found.push(FoundTime {
                    start: first.start,
                    end: first.end,
                    value: TimeValue::At(minutes(first.hour, first.minute, first.pm)),
                });
            }
            i += 1;
        }
        found
    }

    /// Reads a whole value (`"18:00–22:00"`, `"6pm"`) as one time or range.
    #[must_use]
    pub fn parse_one(&self, text: &str) -> Option<TimeValue> {
        self.find_all(text).first().map(|f| f.value)
    }
}

impl Default for TimeScanner {
    fn default() -> Self {
        Self::new()
    }
}

fn minutes(hour: u16, minute: u16, pm: Option<bool>) -> u16 {
    let hour = match pm {
        Some(true) if hour < 12 => hour + 12,
        Some(false) if hour == 12 => 0,
        _ => hour,
    };
    hour * 60 + minute
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn times(text: &str) -> Vec<TimeValue> {
        TimeScanner::new()
            .find_all(text)
            .into_iter()
            .map(|f| f.value)
            .collect()
    }

    #[test]
    fn one_time_in_many_spellings() {
        for text in [
            "18:00",
            "6pm",
            "6 PM",
            "6:00 p.m.",
            "18.00 Uhr",
            "18 Uhr",
            "18h00",
            "18h",
        ] {
            assert_eq!(times(text), vec![TimeValue::At(18 * 60)], "{text}");
        }
        assert_eq!(times("6:30 p.m."), vec![TimeValue::At(18 * 60 + 30)]);
    }

    #[test]
    fn ranges_compare_as_ranges() {
        let range = vec![TimeValue::Range(18 * 60, 22 * 60)];
        for text in [
            "18:00–22:00",
            "18:00 - 22:00",
            "6pm–10pm",
            "6-10pm",
            "18 bis 22 Uhr",
            "from 6pm to 10pm",
            "dalle 18:00 alle 22:00",
        ] {
            assert_eq!(times(text), range, "{text}");
        }
    }

    #[test]
    fn dates_amounts_and_counts_are_not_times() {
        assert!(times("on 08.08.2026 for 30 guests, CHF 12.50").is_empty());
        assert!(times("room 12, floor 3").is_empty());
    }

    proptest! {
        #[test]
        fn anchored_searches_find_what_scanning_everything_finds(
            text in "([0-9]{1,5}|[ .:h]|\\s|am|p\\.m\\.|Uhr|[-–]| to | bis |[a-z_]{1,3}|[,'/]|é){0,24}"
        ) {
            static SCANNERS: std::sync::LazyLock<(TimeScanner, TimeScanner)> =
                std::sync::LazyLock::new(|| {
                    let anchored = TimeScanner::new();
                    let everywhere = TimeScanner { scan_everywhere: true, ..anchored.clone() };
                    (anchored, everywhere)
                });
            let (anchored, everywhere) = &*SCANNERS;
            prop_assert_eq!(anchored.find_all(&text), everywhere.find_all(&text));
        }

        #[test]
        fn scanning_never_panics(s in "\\PC*") {
            for f in TimeScanner::new().find_all(&s) {
                prop_assert!(f.start < f.end && f.end <= s.len());
            }
        }

        #[test]
        fn formatted_times_read_back(a in 0u16..1440, b in 0u16..1440) {
            prop_assert_eq!(times(&TimeValue::At(a).format()), vec![TimeValue::At(a)]);
            prop_assert_eq!(times(&TimeValue::Range(a, b).format()), vec![TimeValue::Range(a, b)]);
        }
    }
}
