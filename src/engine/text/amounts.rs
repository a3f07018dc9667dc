//! Currency amounts in free text: `CHF 1,250.00`, `CHF 1'250.–`, `Fr. 50`, `1250 CHF`, `€ 99,50`,
//! `$1,250`, `EUR 12.-`, `1.234,50 €`. An amount is a number with a currency next to it; the value
//! is kept exactly, in cents.

use regex_automata::meta;
use regex_automata::util::captures::Captures;

use super::starts::{self, Starts, group, span};

/// Currency spellings (lower case, as matched) and their ISO codes.
const CURRENCIES: &[(&str, &str)] = &[
    ("chf", "CHF"),
    ("fr.", "CHF"),
    ("fr", "CHF"),
    ("sfr.", "CHF"),
    ("sfr", "CHF"),
    ("franken", "CHF"),
    ("eur", "EUR"),
    ("€", "EUR"),
    ("euro", "EUR"),
    ("euros", "EUR"),
    ("usd", "USD"),
    ("$", "USD"),
    ("us$", "USD"),
    ("dollars", "USD"),
    ("gbp", "GBP"),
    ("£", "GBP"),
    ("jpy", "JPY"),
    ("¥", "JPY"),
    ("aud", "AUD"),
    ("a$", "AUD"),
    ("cad", "CAD"),
    ("c$", "CAD"),
    ("sek", "SEK"),
    ("nok", "NOK"),
    ("dkk", "DKK"),
    ("pln", "PLN"),
    ("czk", "CZK"),
    ("inr", "INR"),
    ("₹", "INR"),
    ("cny", "CNY"),
    ("nzd", "NZD"),
];

/// An exact amount of money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Amount {
    /// ISO code, when a currency was named.
    pub currency: Option<&'static str>,
    /// The value in hundredths.
    pub cents: i64,
}

impl Amount {
    /// Same value, and the same currency when both name one.
    #[must_use]
    pub fn same_as(self, other: Self) -> bool {
        self.cents == other.cents
            && match (self.currency, other.currency) {
                (Some(a), Some(b)) => a == b,
                _ => true,
            }
    }
}

/// One amount found in a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FoundAmount {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// What it is worth.
    pub amount: Amount,
}

/// Finds amounts. Build once, use for every request.
#[derive(Debug, Clone)]
pub struct AmountScanner {
    /// A currency, then a number: searched only from the characters that can begin a currency
    /// in the word right before a run of digits ([`AmountScanner::currency_starts`]).
    before: meta::Regex,
    /// A number, then a currency: searched only from the first and the last three digits of
    /// each run ([`number_starts`]).
    after: meta::Regex,
    /// Bit `b` set when an ASCII byte `b` can begin a currency spelling (in either case).
    initials: u128,
    /// A bound on a currency spelling's length in bytes, whatever its case: four bytes for each
    /// character of the longest spelling, and four to spare.
    reach: usize,
    /// Search the whole text instead of only from the places above: the reference the anchored
    /// searches are tested against.
    scan_everywhere: bool,
}

/// Below this many bytes a text is scanned whole: two short DFA passes cost less than listing
/// where to search from and starting a search at each place.
const SHORT: usize = 64;

/// A number as amounts are written, without capture groups.
const NUMBER: &str = r"(?:[0-9]{1,3}(?:[,'’ \u{a0}.][0-9]{3})+(?:[.,][0-9]{1,2})?|[0-9]+(?:[.,][0-9]{1,2})?)(?:\s?[.,]\s?[-–—]+)?";

/// The ISO code of a currency spelling.
#[must_use]
pub fn currency_code(spelling: &str) -> Option<&'static str> {
    let lower = spelling.trim().to_lowercase();
    CURRENCIES
        .iter()
        .find(|(s, _)| *s == lower)
        .map(|(_, code)| *code)
}

impl AmountScanner {
    /// Compiles the scanner.
    #[must_use]
    #[allow(clippy::expect_used)] // constant patterns, covered by the tests below
    pub fn new() -> Self {
        let mut spellings: Vec<&str> = CURRENCIES.iter().map(|(s, _)| *s).collect();
        spellings.sort_by_key(|s| std::cmp::Reverse(s.len()));
        let alternation = spellings
            .iter()
            .map(|s| regex::escape(s))
            .collect::<Vec<_>>()
            .join("|");
        let mut initials = 0u128;
        for first in CURRENCIES.iter().filter_map(|(s, _)| s.chars().next()) {
            for c in first
                .to_lowercase()
                .chain(first.to_uppercase())
                .chain([first])
            {
                if c.is_ascii() {
                    initials |= 1 << u32::from(c);
                }
            }
        }
        let longest = CURRENCIES
            .iter()
            .map(|(s, _)| s.chars().count())
            .max()
            .unwrap_or(0);
        Self {
            before: meta::Regex::new(&format!(r"(?i)({alternation})\s?({NUMBER})"))
                .expect("constant amount pattern"),
            after: meta::Regex::new(&format!(r"(?i)({NUMBER})\s?({alternation})"))
                .expect("constant amount pattern"),
            initials,
            reach: 4 * longest + 4,
            scan_everywhere: false,
        }
    }

    /// Every amount in `text`, left to right.
    #[must_use]
    pub fn find_all(&self, text: &str) -> Vec<FoundAmount> {
        if text.len() < SHORT {
            return self.find(text, None);
        }
        self.find(text, Some(&Starts::with_digits(text, None)))
    }

    /// Where a `before` match can start. Its number begins at a digit that follows no digit (a
    /// spelling never ends in one); the currency ends right there or one whitespace character
    /// earlier (`\s?`), holds no whitespace itself, and is at most `reach` bytes long. So only
    /// the characters of that one word, within `reach`, that can begin a spelling (an initial
    /// ASCII byte, or any non-ASCII character: `€`, `£`, or `ſ`, which `(?i)` reads as `s`)
    /// are searched from.
    fn currency_starts(&self, text: &str, digits: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        let mut word = Vec::new();
        let mut next = 0;
        let mut previous: Option<usize> = None;
        for &digit in digits {
            let run_start = previous.is_none_or(|p| p + 1 != digit);
            previous = Some(digit);
            let Some(head) = text.get(..digit).filter(|_| run_start) else {
                continue;
            };
            let end = match head.chars().next_back() {
                Some(c) if c.is_whitespace() => digit - c.len_utf8(),
                _ => digit,
            };
            word.clear();
            for (at, c) in head.get(..end).unwrap_or_default().char_indices().rev() {
                if at < next || end - at > self.reach || c.is_whitespace() {
                    break;
                }
                if !c.is_ascii() || self.initials & (1 << u32::from(c)) != 0 {
                    word.push(at);
                }
            }
            out.extend(word.iter().rev());
            next = digit;
        }
        out
    }

    /// [`AmountScanner::find_all`] with the text's [`Starts`] (with digits) already known.
    #[must_use]
    pub fn find_all_from(&self, text: &str, starts: &Starts) -> Vec<FoundAmount> {
        if starts.digit && starts.digits.is_empty() {
            return self.find_all(text);
        }
        self.find(text, Some(starts))
    }

    /// Every amount, searched from `starts` when given, else by scanning the whole text (the
    /// same matches either way).
    fn find(&self, text: &str, starts: Option<&Starts>) -> Vec<FoundAmount> {
        let starts = starts.filter(|_| !self.scan_everywhere);
        // A currency or number must not continue a word or a longer number on either side.
        let letter_before = |at: usize| {
            text.get(..at)
                .and_then(|t| t.chars().next_back())
                .is_some_and(char::is_alphanumeric)
        };
        let letter_after = |at: usize| {
            text.get(at..)
                .and_then(|t| t.chars().next())
                .is_some_and(char::is_alphanumeric)
        };
        let mut found: Vec<FoundAmount> = Vec::new();
        let mut before = |caps: &Captures| {
            let (Some(currency), Some(number)) = (piece(text, caps, 1), piece(text, caps, 2))
            else {
                return;
            };
            let word_currency = currency.as_str().ends_with(char::is_alphabetic);
            if letter_before(currency.start())
                || (word_currency
                    && letter_after(currency.end())
                    && currency.end() == number.start())
            {
                return;
            }
            if letter_after(number.end()) && number.as_str().ends_with(|c: char| c.is_ascii_digit())
            {
                return;
            }
            if let (Some(code), Some(cents)) = (
                currency_code(currency.as_str()),
                parse_cents(number.as_str()),
            ) {
                found.push(FoundAmount {
                    start: currency.start(),
                    end: number.end(),
                    amount: Amount {
                        currency: Some(code),
                        cents,
                    },
                });
            }
        };
        if let Some(starts) = starts {
            let at = self.currency_starts(text, &starts.digits);
            starts::each_match(&self.before, text, at, before);
        } else {
            self.before
                .captures_iter(text)
                .for_each(|caps| before(&caps));
        }
        let mut after = |caps: &Captures| {
            let (Some(number), Some(currency)) = (piece(text, caps, 1), piece(text, caps, 2))
            else {
                return;
            };
            let digit_or_word_before = text
                .get(..number.start())
                .and_then(|t| t.chars().next_back())
                .is_some_and(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | '\'' | '’'));
            let word_currency = currency.as_str().ends_with(char::is_alphabetic);
            if digit_or_word_before || (word_currency && letter_after(currency.end())) {
                return;
            }
            if found
                .iter()
                .any(|f| number.start() < f.end && currency.end() > f.start)
            {
                return;
            }
            if let (Some(code), Some(cents)) = (
                currency_code(currency.as_str()),
                parse_cents(number.as_str()),
            ) {
                found.push(FoundAmount {
                    start: number.start(),
                    end: currency.end(),
                    amount: Amount {
                        currency: Some(code),
                        cents,
                    },
                });
            }
        };
        if let Some(starts) = starts {
            let at = number_starts(&starts.digits);
            starts::each_match(&self.after, text, at, after);
        } else {
            self.after.captures_iter(text).for_each(|caps| after(&caps));
        }
        found.sort_by_key(|f| f.start);
        found
    }

    /// Reads a whole value (`"CHF 1,250.00"`, `"99.50"`) as one amount; a bare number has no currency.
    #[must_use]
    pub fn parse_one(&self, text: &str) -> Option<Amount> {
        if let Some(found) = self.find_all(text).first() {
            return Some(found.amount);
        }
        parse_cents(text.trim()).map(|cents| Amount {
            currency: None,
            cents,
        })
    }
}

impl Default for AmountScanner {
    fn default() -> Self {
        Self::new()
    }
}

/// Where an `after` match (a number, then a currency) can start, given every digit's position:
/// the first digit of each run, and its last three. A number that starts inside a run either
/// reads `[0-9]+…`, which could as well have started at the run's first digit (so a search from
/// there finds a match if this one exists, and leftmost-first takes that one), or groups
/// thousands, `[0-9]{1,3}` then a separator, which starts at most three digits before the run's
/// end. Searching from every digit instead would read a run of n digits n times.
fn number_starts(digits: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut run = digits.iter().copied().peekable();
    while let Some(first) = run.next() {
        let mut last = first;
        while let Some(&next) = run.peek() {
            if next != last + 1 {
                break;
            }
            last = next;
            run.next();
        }
        out.push(first);
        out.extend((first + 1).max(last.saturating_sub(2))..=last);
    }
    out
}

/// A capture group of a match, read like `regex::Match`.
#[derive(Debug, Clone, Copy)]
struct Piece<'t> {
    start: usize,
    end: usize,
    text: &'t str,
}

impl<'t> Piece<'t> {
    fn start(self) -> usize {
        self.start
    }
    fn end(self) -> usize {
        self.end
    }
    fn as_str(self) -> &'t str {
        self.text
    }
}

fn piece<'t>(text: &'t str, caps: &Captures, index: usize) -> Option<Piece<'t>> {
    let (start, end) = span(caps, index)?;
    Some(Piece {
        start,
        end,
        text: group(text, caps, index)?,
    })
}

/// A number as written (`1,250.00`, `1'250.–`, `1.234,50`, `12.-`) in cents. The last `.` or `,`
/// followed by one or two digits is the decimal mark; every other separator groups thousands.
#[must_use]
pub fn parse_cents(number: &str) -> Option<i64> {
    let trimmed = number.trim().trim_end_matches(['-', '–', '—']).trim_end();
    let trimmed = trimmed
        .strip_suffix(['.', ','])
        .unwrap_or(trimmed)
        .trim_end();
    if trimmed.is_empty() || !trimmed.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let decimal_at = trimmed.rfind(['.', ',']).filter(|at| {
        let tail = trimmed.get(at + 1..).unwrap_or_default();
        (1..=2).contains(&tail.len()) && tail.bytes().all(|b| b.is_ascii_digit())
    });
    let (whole, fraction) = match decimal_at {
        Some(at) => (
            trimmed.get(..at).unwrap_or_default(),
            trimmed.get(at + 1..).unwrap_or_default(),
        ),
        None => (trimmed, ""),
    };
    let whole_digits: String = whole.chars().filter(char::is_ascii_digit).collect();
    if whole
        .chars()
        .any(|c| !(c.is_ascii_digit() || matches!(c, ',' | '.' | '\'' | '’' | ' ' | '\u{a0}')))
    {
        return None;
    }
    let units: i64 = whole_digits.parse().ok()?;
    let cents: i64 = match fraction.len() {
        0 => 0,
        1 => fraction.parse::<i64>().ok()? * 10,
        _ => fraction.parse().ok()?,
    };
    units.checked_mul(100)?.checked_add(cents)
}

/// `1250.5` cents-exact as `1,250.50`.
#[must_use]
pub fn format_amount(amount: Amount) -> String {
    let units = amount.cents / 100;
    let cents = (amount.cents % 100).abs();
    let digits = units.abs().to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let sign = if amount.cents < 0 { "-" } else { "" };
    match amount.currency {
        Some(code) => format!("{code} {sign}{grouped}.{cents:02}"),
        None => format!("{sign}{grouped}.{cents:02}"),
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn chf(cents: i64) -> Amount {
        Amount {
            currency: Some("CHF"),
            cents,
        }
    }

    fn amounts(text: &str) -> Vec<Amount> {
        AmountScanner::new()
            .find_all(text)
            .into_iter()
            .map(|f| f.amount)
            .collect()
    }

    #[test]
    fn swiss_spellings_are_one_amount() {
        for text in [
            "CHF 1,250.00",
            "CHF 1'250.–",
            "CHF 1’250.-",
            "1250 CHF",
            "Fr. 1250.00",
            "chf 1 250",
            "1'250.00 Fr.",
        ] {
            assert_eq!(amounts(text), vec![chf(125_000)], "{text}");
        }
    }

    #[test]
    fn other_currencies_and_decimal_commas() {
        assert_eq!(
            amounts("€ 99,50"),
            vec![Amount {
                currency: Some("EUR"),
                cents: 9950
            }]
        );
        assert_eq!(
            amounts("$1,250"),
            vec![Amount {
                currency: Some("USD"),
                cents: 125_000
            }]
        );
        assert_eq!(
            amounts("EUR 12.-"),
            vec![Amount {
                currency: Some("EUR"),
                cents: 1200
            }]
        );
        assert_eq!(
            amounts("1.234,50 €"),
            vec![Amount {
                currency: Some("EUR"),
                cents: 123_450
            }]
        );
    }

    #[test]
    fn several_amounts_in_a_sentence() {
        assert_eq!(
            amounts("CHF 45 per person, CHF 1,350.00 in total"),
            vec![chf(4500), chf(135_000)]
        );
    }

    #[test]
    fn numbers_without_a_currency_are_not_amounts() {
        assert!(amounts("30 guests at 18:00 on 08.08.2026").is_empty());
        assert!(amounts("Franz said hello").is_empty());
    }

    #[test]
    fn formatting_reads_back() {
        assert_eq!(format_amount(chf(125_000)), "CHF 1,250.00");
        assert_eq!(amounts(&format_amount(chf(5))), vec![chf(5)]);
    }

    /// Texts dense in what the amount patterns look at: currencies in every case (and `ſ`, which
    /// `(?i)` reads as `s`), numbers with every separator, spaces, dashes, words glued to both.
    fn amount_soup() -> impl Strategy<Value = String> {
        let mut spellings: Vec<String> = CURRENCIES.iter().map(|(s, _)| (*s).to_owned()).collect();
        spellings.extend(
            [
                "CHF", "Fr.", "EURO", "ſfr", "Dollars", "xchf", "frank", "US$",
            ]
            .map(str::to_owned),
        );
        let piece = prop_oneof![
            prop::sample::select(spellings),
            "[0-9]{1,7}",
            "[0-9]{1,3}([,'’ .][0-9]{3}){1,2}([.,][0-9]{1,2})?",
            prop::sample::select(vec![
                " ", "", "\u{a0}", ".", ",", "-", "–", ".–", ", -", "a", "x", "_", "é", "(", "\n",
            ])
            .prop_map(str::to_owned),
        ];
        prop::collection::vec(piece, 0..24).prop_map(|p| p.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn anchored_searches_find_what_scanning_everything_finds(text in amount_soup()) {
            static SCANNERS: std::sync::LazyLock<(AmountScanner, AmountScanner)> =
                std::sync::LazyLock::new(|| {
                    let anchored = AmountScanner::new();
                    let everywhere = AmountScanner { scan_everywhere: true, ..anchored.clone() };
                    (anchored, everywhere)
                });
            let (anchored, everywhere) = &*SCANNERS;
            // `find_all_from` searches from the starts whatever the text's length.
            let starts = Starts::with_digits(&text, None);
            prop_assert_eq!(anchored.find_all_from(&text, &starts), everywhere.find_all(&text));
            prop_assert_eq!(anchored.find_all(&text), everywhere.find_all(&text));
        }
    }

    proptest! {
        #[test]
        fn scanning_never_panics(s in "\\PC*") {
            for f in AmountScanner::new().find_all(&s) {
                prop_assert!(f.start < f.end && f.end <= s.len());
            }
        }

        #[test]
        fn any_amount_formatted_reads_back(cents in 0i64..10_000_000_000) {
            let amount = chf(cents);
            prop_assert_eq!(amounts(&format_amount(amount)), vec![amount]);
        }
    }
}
