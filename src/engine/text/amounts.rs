//! Currency amounts in free text: `CHF 1,250.00`, `CHF 1'250.–`, `Fr. 50`, `1250 CHF`, `€ 99,50`,
//! `$1,250`, `EUR 12.-`, `1.234,50 €`. An amount is a number with a currency next to it; the value
//! is kept exactly, in cents.

use regex::Regex;

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
    before: Regex,
    after: Regex,
}

/// A number as amounts are written, without capture groups.
const NUMBER: &str =
    r"(?:\d{1,3}(?:[,'’ \u{a0}.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s?[.,]\s?[-–—]+)?";

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
        Self {
            before: Regex::new(&format!(r"(?i)({alternation})\s?({NUMBER})"))
                .expect("constant amount pattern"),
            after: Regex::new(&format!(r"(?i)({NUMBER})\s?({alternation})"))
                .expect("constant amount pattern"),
        }
    }

    /// Every amount in `text`, left to right.
    #[must_use]
    pub fn find_all(&self, text: &str) -> Vec<FoundAmount> {
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
        for caps in self.before.captures_iter(text) {
            let (Some(currency), Some(number)) = (caps.get(1), caps.get(2)) else {
                continue;
            };
            let word_currency = currency.as_str().ends_with(char::is_alphabetic);
            if letter_before(currency.start())
                || (word_currency
                    && letter_after(currency.end())
                    && currency.end() == number.start())
            {
                continue;
            }
            if letter_after(number.end()) && number.as_str().ends_with(|c: char| c.is_ascii_digit())
            {
                continue;
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
        }
        for caps in self.after.captures_iter(text) {
            let (Some(number), Some(currency)) = (caps.get(1), caps.get(2)) else {
                continue;
            };
            let digit_or_word_before = text
                .get(..number.start())
                .and_then(|t| t.chars().next_back())
                .is_some_and(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | '\'' | '’'));
            let word_currency = currency.as_str().ends_with(char::is_alphabetic);
            if digit_or_word_before || (word_currency && letter_after(currency.end())) {
                continue;
            }
            if found
                .iter()
                .any(|f| number.start() < f.end && currency.end() > f.start)
            {
                continue;
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
