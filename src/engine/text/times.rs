//! Times of day and time ranges in free text: `18:00`, `6pm`, `6:30 p.m.`, `18.00 Uhr`, `18h00`,
//! `18:00–22:00`, `18:00 - 22:00`, `6pm–10pm`, `6-10pm`, `15.08`, `7.15pm`. A value is minutes
//! after midnight; [`format_like`] writes one the way a text already writes its times.

use regex::Regex;
use regex_automata::meta;
use regex_automata::util::captures::Captures;

use super::starts::{Starts, group, span};

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
        let mut visit = |written: Written<'_>| {
            let Written {
                start,
                end,
                hour: h,
                separator,
                minutes,
                suffix,
            } = written;
            let minutes = minutes.and_then(|m| m.parse::<u16>().ok());
            let suffix = suffix.map(|m| m.to_lowercase().replace([' ', '.'], ""));
            // A digit right after (`18:000`) or a date continuing (`08.08.2026`) is no time.
            let continues = text
                .get(end..)
                .and_then(|t| t.chars().next())
                .is_some_and(|c| c.is_ascii_digit())
                || (separator == Some(".")
                    && text.get(end..).is_some_and(|t| {
                        t.strip_prefix('.')
                            .is_some_and(|t| t.starts_with(|c: char| c.is_ascii_digit()))
                    }));
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
            // `15.08` is a time when its hour has two digits or a word like `at` comes before
            // it; `4.50` alone is more often a price or a rating.
            let dotted = separator == Some(".")
                && suffix.is_none()
                && (h.len() == 2 || announces_time(text.get(..start).unwrap_or_default()))
                && !priced(text.get(..start).unwrap_or_default())
                && !super::amounts::priced_after(text.get(end..).unwrap_or_default());
            let explicit = dotted
                || matches!(
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
            self.atom.captures_iter(text).for_each(|caps| {
                if let Some(written) = Written::of(text, &caps) {
                    visit(written);
                }
            });
        } else {
            // What the atom pattern finds searched from each number start (see
            // [`super::starts::each_match`]), read by hand: the pattern's groups cost a backtracking
            // search of about 2,000 instructions per number.
            let mut from = 0;
            for &at in &starts.numbers {
                if at < from {
                    continue;
                }
                if let Some(written) = read_atom(text, at) {
                    from = written.end;
                    visit(written);
                }
            }
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

/// One match of the atom pattern: where it is and what its groups hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Written<'t> {
    start: usize,
    end: usize,
    /// One or two digits.
    hour: &'t str,
    /// `:`, `.` or `h`, when minutes follow.
    separator: Option<&'t str>,
    /// Two digits.
    minutes: Option<&'t str>,
    /// `am`, `p. m.`, `Uhr`, `h` … as written.
    suffix: Option<&'t str>,
}

impl<'t> Written<'t> {
    /// The groups of a match of [`TimeScanner::atom`].
    fn of(text: &'t str, caps: &Captures) -> Option<Self> {
        let (start, end) = span(caps, 0)?;
        Some(Self {
            start,
            end,
            hour: group(text, caps, 1)?,
            separator: group(text, caps, 2),
            minutes: group(text, caps, 3),
            suffix: group(text, caps, 4),
        })
    }
}

/// What the atom pattern of [`TimeScanner::new`] matches anchored at `at`, where a number starts
/// (an ASCII digit at an ASCII word start, so its leading `\b` holds): one or two digits, then
/// `:`, `.` or `h` with two digits if they follow, then one optional whitespace character and
/// `a.m.`, `p.m.` (a whitespace character allowed before the `m`), `am`, `pm`, `Uhr` or `h`
/// (the last four at an ASCII word end), in any case. Each part is taken whenever it can be,
/// which is the match the pattern's leftmost-first search returns, as every later part is
/// optional. Constant time.
fn read_atom(text: &str, at: usize) -> Option<Written<'_>> {
    let bytes = text.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    if !digit(at) {
        return None;
    }
    let mut end = at + 1 + usize::from(digit(at + 1));
    let hour = text.get(at..end)?;
    let (mut separator, mut minutes) = (None, None);
    if bytes
        .get(end)
        .is_some_and(|b| matches!(b, b':' | b'.' | b'h' | b'H'))
        && digit(end + 1)
        && digit(end + 2)
    {
        separator = text.get(end..end + 1);
        minutes = text.get(end + 1..end + 3);
        end += 3;
    }
    // One whitespace character, then a suffix; none matches at a whitespace character, so the
    // pattern's `\s?` takes it whenever one is there.
    let whitespace_len = |i: usize| {
        text.get(i..)
            .and_then(|t| t.chars().next())
            .filter(|c| c.is_whitespace())
            .map_or(0, char::len_utf8)
    };
    let from = end + whitespace_len(end);
    let lower = |i: usize| bytes.get(i).map(u8::to_ascii_lowercase);
    let word_end = |i: usize| {
        !bytes
            .get(i)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
    };
    let suffix_end = match (lower(from), lower(from + 1)) {
        (Some(b'a' | b'p'), Some(b'.')) => {
            let m = from + 2 + whitespace_len(from + 2);
            (lower(m) == Some(b'm') && lower(m + 1) == Some(b'.')).then_some(m + 2)
        }
        (Some(b'a' | b'p'), Some(b'm')) => word_end(from + 2).then_some(from + 2),
        (Some(b'u'), Some(b'h')) => {
            (lower(from + 2) == Some(b'r') && word_end(from + 3)).then_some(from + 3)
        }
        (Some(b'h'), _) => word_end(from + 1).then_some(from + 1),
        _ => None,
    };
    let suffix = suffix_end.and_then(|suffix_end| {
        end = suffix_end;
        text.get(from..suffix_end)
    });
    Some(Written {
        start: at,
        end,
        hour,
        separator,
        minutes,
        suffix,
    })
}

/// Whether a number after `before` is a price: a currency right before it (`CHF 12.50`) or a
/// price word shortly before (`costs 23.50`).
fn priced(before: &str) -> bool {
    let trimmed = before.trim_end();
    let last = trimmed
        .rsplit(char::is_whitespace)
        .next()
        .unwrap_or_default();
    super::amounts::currency_code(last).is_some()
        || trimmed.ends_with(['$', '€', '£', '¥', '₹'])
        || super::amounts::in_price_context(before)
}

/// Whether the word right before a number announces a time (`at 9.30`, `um 9.30`).
fn announces_time(before: &str) -> bool {
    let trimmed = before.trim_end();
    if trimmed.len() == before.len() {
        return false;
    }
    let word = trimmed
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or_default()
        .to_lowercase();
    matches!(
        word.as_str(),
        "at" | "by"
            | "from"
            | "until"
            | "till"
            | "um"
            | "ab"
            | "bis"
            | "à"
            | "alle"
            | "dalle"
            | "verso"
    )
}

/// How one time is written: am/pm and its spelling, the separator, minutes, a zero-padded hour,
/// and what follows (`Uhr`, `h`).
#[derive(Debug, Clone, Default)]
struct Style {
    /// `(am, pm)` as the text spells them, with the space before them.
    meridiem: Option<(String, String)>,
    separator: Option<char>,
    minutes: bool,
    padded: bool,
    tail: String,
}

fn style_of(written: &str) -> Style {
    let mut style = Style::default();
    let Some(first) = written.find(|c: char| c.is_ascii_digit()) else {
        return style;
    };
    let rest = written.get(first..).unwrap_or_default();
    let hour_len = rest.bytes().take_while(u8::is_ascii_digit).count();
    // A two-digit hour in 24-hour time stays two digits (`10:50` -> `09:50`).
    style.padded = hour_len == 2;
    let after_hour = rest.get(hour_len..).unwrap_or_default();
    let mut chars = after_hour.chars();
    if let (Some(separator), Some(d)) = (chars.next(), chars.next()) {
        if matches!(separator, ':' | '.' | 'h') && d.is_ascii_digit() {
            style.separator = Some(separator);
            style.minutes = true;
        }
    }
    let last = written
        .rfind(|c: char| c.is_ascii_digit())
        .map_or(0, |i| i + 1);
    let tail = written.get(last..).unwrap_or_default();
    let word = tail.trim_start();
    let space = tail.get(..tail.len() - word.len()).unwrap_or_default();
    let lower = word.to_lowercase();
    let upper = word.starts_with(['A', 'P']);
    let dotted = lower.starts_with("a.") || lower.starts_with("p.");
    if lower.starts_with('a') || lower.starts_with('p') {
        let (am, pm) = match (dotted, upper) {
            (true, true) => ("A.M.", "P.M."),
            (true, false) => ("a.m.", "p.m."),
            (false, true) => ("AM", "PM"),
            (false, false) => ("am", "pm"),
        };
        style.meridiem = Some((format!("{space}{am}"), format!("{space}{pm}")));
    } else {
        style.tail = tail.to_owned();
    }
    style
}

fn write_styled(total: u16, style: &Style, twelve_hour: bool) -> String {
    let (hour, minute) = (total / 60, total % 60);
    let shown_hour = if style.meridiem.is_some() || twelve_hour {
        match hour % 12 {
            0 => 12,
            h => h,
        }
    } else {
        hour
    };
    let mut out = if style.padded && style.meridiem.is_none() && !twelve_hour {
        format!("{shown_hour:02}")
    } else {
        shown_hour.to_string()
    };
    if style.minutes || minute != 0 {
        out.push(style.separator.unwrap_or(':'));
        out.push_str(&format!("{minute:02}"));
    }
    match &style.meridiem {
        Some((am, pm)) => out.push_str(if hour >= 12 { pm } else { am }),
        None => out.push_str(&style.tail),
    }
    out
}

/// `value` written the way `original` (a time or range found in a text) writes its own:
/// `7:15 pm` stays in am/pm, `15.08` keeps its dot, `18 Uhr` its `Uhr`; a range keeps its
/// connector. Linear in `original`.
#[must_use]
pub fn format_like(value: TimeValue, original: &str) -> String {
    match value {
        TimeValue::At(m) => write_styled(m, &style_of(original), false),
        TimeValue::Range(a, b) => {
            let connectors = [
                " - ", " – ", "–", "—", "-", " to ", " till ", " until ", " bis ", " à ", " alle ",
            ];
            let first_digit = original.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
            let split = connectors
                .iter()
                .filter_map(|c| {
                    original
                        .get(first_digit..)
                        .and_then(|t| t.find(c))
                        .map(|i| (first_digit + i, *c))
                })
                .min_by_key(|(i, c)| (*i, std::cmp::Reverse(c.len())));
            let Some((at, connector)) = split else {
                return value.format();
            };
            let head = original.get(..at).unwrap_or_default();
            let tail = original.get(at + connector.len()..).unwrap_or_default();
            let (left, right) = (style_of(head), style_of(tail));
            // `6-10pm`: the first end is in twelve-hour time without its own am/pm.
            let twelve = left.meridiem.is_none() && right.meridiem.is_some();
            let prefix = original.get(..first_digit).unwrap_or_default();
            format!(
                "{prefix}{}{connector}{}",
                write_styled(a, &left, twelve),
                write_styled(b, &right, false)
            )
        }
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
    fn dotted_times_are_times() {
        assert_eq!(times("arrives at 15.08"), vec![TimeValue::At(15 * 60 + 8)]);
        assert_eq!(times("leaves at 9.30"), vec![TimeValue::At(9 * 60 + 30)]);
        assert_eq!(times("at 7.15pm"), vec![TimeValue::At(19 * 60 + 15)]);
        assert!(times("rated 4.50").is_empty());
        assert!(times("it costs 23.50").is_empty());
        assert!(times("that is 12.50 per person").is_empty());
    }

    #[test]
    fn a_corrected_time_keeps_the_texts_format() {
        assert_eq!(
            format_like(TimeValue::At(20 * 60 + 15), "7:15 pm"),
            "8:15 pm"
        );
        assert_eq!(format_like(TimeValue::At(20 * 60 + 15), "7.15PM"), "8.15PM");
        assert_eq!(format_like(TimeValue::At(9 * 60), "10 a.m."), "9 a.m.");
        assert_eq!(format_like(TimeValue::At(15 * 60 + 9), "15.08"), "15.09");
        assert_eq!(format_like(TimeValue::At(19 * 60), "18 Uhr"), "19 Uhr");
        assert_eq!(format_like(TimeValue::At(7 * 60), "08:00"), "07:00");
        assert_eq!(format_like(TimeValue::At(9 * 60 + 50), "10:50"), "09:50");
        assert_eq!(format_like(TimeValue::At(13 * 60), "12:30 pm"), "1:00 pm");
        assert_eq!(
            format_like(TimeValue::Range(19 * 60, 23 * 60), "6-10pm"),
            "7-11pm"
        );
        assert_eq!(
            format_like(TimeValue::Range(19 * 60, 23 * 60), "18:00 - 22:00"),
            "19:00 - 23:00"
        );
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
        fn the_atom_read_by_hand_is_the_patterns_match_at_every_number(
            text in "([0-9]{1,3}|[:.hH]|[ \t\u{a0}\u{2009}\u{3000}]|[aApP]\\.|[aApP][mM]|[mM]\\.|[uU][hH][rR]|[hH]|[a-z_]{1,2}|[,'/é9])*"
        ) {
            static SCANNER: std::sync::LazyLock<TimeScanner> = std::sync::LazyLock::new(TimeScanner::new);
            let starts = Starts::of(&text, None);
            let mut caps = SCANNER.atom.create_captures();
            for &at in &starts.numbers {
                let input = regex_automata::Input::new(&text)
                    .range(at..)
                    .anchored(regex_automata::Anchored::Yes);
                SCANNER.atom.search_captures(&input, &mut caps);
                prop_assert_eq!(read_atom(&text, at), Written::of(&text, &caps), "at {}", at);
            }
        }

        #[test]
        fn scanning_never_panics(s in "\\PC*") {
            for f in TimeScanner::new().find_all(&s) {
                prop_assert!(f.start < f.end && f.end <= s.len());
            }
        }

        #[test]
        fn a_time_written_like_any_spelling_reads_back(
            m in 0u16..1440,
            original in prop::sample::select(vec!["7:15 pm", "7.15PM", "18:00", "18.05", "6 p.m.", "18 Uhr", "08:30", "18h00"]),
        ) {
            let written = format_like(TimeValue::At(m), original);
            prop_assert_eq!(times(&format!("at {written}")), vec![TimeValue::At(m)], "{}", written);
        }

        #[test]
        fn formatted_times_read_back(a in 0u16..1440, b in 0u16..1440) {
            prop_assert_eq!(times(&TimeValue::At(a).format()), vec![TimeValue::At(a)]);
            prop_assert_eq!(times(&TimeValue::Range(a, b).format()), vec![TimeValue::Range(a, b)]);
        }
    }
}
