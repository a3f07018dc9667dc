//! Currency amounts in free text: `CHF 1,250.00`, `CHF 1'250.–`, `Fr. 50`, `1250 CHF`, `€ 99,50`,
//! `$1,250`, `EUR 12.-`, `1.234,50 €`, `14.28 pounds`, `20 francs`. An amount is a number with a
//! currency next to it; the value is kept exactly, in cents. A bare decimal in a price context
//! (`the total fee is 57.56`) is read by [`AmountScanner::find_priced`].

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
    ("pounds", "GBP"),
    ("pound", "GBP"),
    ("francs", "CHF"),
    ("franc", "CHF"),
    ("dollar", "USD"),
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
        found.sort_by_key(|f| f.start);
        let before_count = found.len();
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
            // The `before` matches are sorted and disjoint: the one that could overlap is the
            // last to start before this match ends (a binary search, not a scan of them all).
            let earlier = found.get(..before_count).unwrap_or_default();
            let last = earlier.partition_point(|f| f.start < currency.end());
            if last
                .checked_sub(1)
                .and_then(|i| earlier.get(i))
                .is_some_and(|f| number.start() < f.end)
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
            let mut digits_end = DigitsEnd::default();
            let bytes = text.as_bytes();
            // Only where what follows the number's characters can begin a currency.
            let at = at.into_iter().filter(|&at| {
                bytes
                    .get(digits_end.from(bytes, at))
                    .is_some_and(|&b| !b.is_ascii() || self.initials & (1 << b) != 0)
            });
            starts::each_match(&self.after, text, at, after);
        } else {
            self.after.captures_iter(text).for_each(|caps| after(&caps));
        }
        found.sort_by_key(|f| f.start);
        found
    }

    /// Bare decimals in a price context (`the total fee is 57.56`, `costs 23.50`, `Preis:
    /// 109,50`), read as `currency`: a number with one or two decimals, starting at one of
    /// `numbers` (digits at a word start), neither glued to another number nor a word, with a
    /// price word at most five words before it in the same sentence. Linear in the text: each
    /// number reads a bounded window around it.
    #[must_use]
    pub fn find_priced(
        &self,
        text: &str,
        numbers: &[usize],
        currency: Option<&'static str>,
    ) -> Vec<FoundAmount> {
        let mut found = Vec::new();
        for &at in numbers {
            let Some(rest) = text.get(at..) else {
                continue;
            };
            // Looked at first: a number inside another (each group of `1,000,000,...`) is
            // passed over without reading the rest of the text.
            let before = text.get(..at).unwrap_or_default();
            if before.ends_with(|c: char| c.is_alphanumeric() || ".,:/'’-+#$£€".contains(c)) {
                continue;
            }
            let Some(len) = decimal_len(rest) else {
                continue;
            };
            let Some(cents) = rest.get(..len).and_then(parse_cents) else {
                continue;
            };
            if in_price_context(before) || priced_after(rest.get(len..).unwrap_or_default()) {
                found.push(FoundAmount {
                    start: at,
                    end: at + len,
                    amount: Amount { currency, cents },
                });
            }
        }
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

/// Words that announce a price, lower case.
const PRICE_WORDS: &[&str] = &[
    "amount",
    "betrag",
    "charge",
    "comes",
    "cost",
    "costo",
    "costs",
    "coût",
    "fare",
    "fee",
    "gesamt",
    "gesamtpreis",
    "importo",
    "kosten",
    "kostet",
    "montant",
    "paid",
    "pay",
    "payable",
    "preis",
    "prezzo",
    "price",
    "prix",
    "summe",
    "tarif",
    "tariffa",
    "total",
    "totale",
];

/// Whether the text right before a number announces a price: a price word among its last five
/// words, with no sentence end in between. Reads at most 64 bytes.
#[must_use]
pub fn in_price_context(before: &str) -> bool {
    let mut from = before.len().saturating_sub(64);
    while !before.is_char_boundary(from) {
        from += 1;
    }
    let window = before.get(from..).unwrap_or_default();
    let clause = window
        .rfind(['!', '?', ';', '\n'])
        .into_iter()
        .chain(window.rfind(". "))
        .max()
        .and_then(|i| window.get(i + 1..))
        .unwrap_or(window);
    clause
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .rev()
        .take(5)
        .any(|w| {
            let lower = w.to_lowercase();
            PRICE_WORDS.binary_search(&lower.as_str()).is_ok()
        })
}

/// Whether the words right after a number make it a price: `17.60 each`, `12.50 per person`,
/// `57.56 payable at the station`, `35.20 in total`. Reads at most the next two words.
#[must_use]
pub fn priced_after(after: &str) -> bool {
    let mut words = after
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(2)
        .map(str::to_lowercase);
    let first = words.next().unwrap_or_default();
    let starts_with_word = after.trim_start().starts_with(|c: char| c.is_alphabetic());
    starts_with_word
        && (matches!(
            first.as_str(),
            "each" | "per" | "payable" | "pp" | "total" | "pro" | "par" | "chacun" | "ciascuno"
        ) || (first == "in" && words.next().as_deref() == Some("total")))
}

/// The length of a decimal with one or two decimals at the start of `text` (`57.56`, `10.1`,
/// `1,250.00`, `109,50`), when nothing but punctuation or a space follows it.
fn decimal_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let whole = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    if whole == 0 || whole > 7 {
        return None;
    }
    let mut at = whole;
    // Thousands: `1,250.00`, `1.234,50`, `1'250.00` (a separator unlike the decimal mark).
    while let (Some(&separator), Some(&mark)) = (bytes.get(at), bytes.get(at + 4)) {
        let grouped = matches!(separator, b',' | b'.' | b'\'')
            && matches!(mark, b',' | b'.' | b'\'')
            && bytes
                .get(at + 1..at + 4)
                .is_some_and(|d| d.iter().all(u8::is_ascii_digit));
        if !grouped || (mark != separator && mark == b'\'') {
            break;
        }
        at += 4;
        if mark != separator {
            break;
        }
    }
    if !matches!(bytes.get(at), Some(b'.' | b',')) {
        return None;
    }
    let decimals = bytes
        .get(at + 1..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if !(1..=2).contains(&decimals) {
        return None;
    }
    let end = at + 1 + decimals;
    let mut next = text.get(end..).unwrap_or_default().chars();
    match next.next() {
        None => Some(end),
        Some(c) if c.is_alphanumeric() => None,
        Some('.' | ',' | ':') if next.next().is_some_and(|c| c.is_ascii_digit()) => None,
        Some(_) => Some(end),
    }
}

/// `amount` written the way `original` (an amount found in a text) writes its own: the
/// currency as spelled there and on the same side, the same spacing, decimals only when the
/// original has them or the value needs them, and the same decimal mark. `None` when the
/// currencies differ.
#[must_use]
pub fn format_like(amount: Amount, original: &str) -> Option<String> {
    let trimmed = original.trim();
    let first_digit = trimmed.find(|c: char| c.is_ascii_digit())?;
    let last_digit = trimmed.rfind(|c: char| c.is_ascii_digit())? + 1;
    let head = trimmed.get(..first_digit)?;
    let number = trimmed.get(first_digit..last_digit)?;
    let tail = trimmed.get(last_digit..)?;
    let spelled = if head.trim().is_empty() { tail } else { head };
    let written_code = if spelled.trim().is_empty() {
        None
    } else {
        Some(currency_code(spelled.trim())?)
    };
    match (written_code, amount.currency) {
        (Some(a), Some(b)) if a != b => return None,
        _ => {}
    }
    // The decimal mark is a `.` or `,` with exactly two digits after it; any other separator in
    // the whole part groups thousands.
    let mark_at = number
        .rfind([',', '.'])
        .filter(|i| (2..=3).contains(&(number.len() - i)));
    // `49.5 GBP` keeps its one decimal when the new value has no more.
    let decimals = mark_at.map_or(2, |i| number.len() - i - 1);
    let whole = mark_at.and_then(|i| number.get(..i)).unwrap_or(number);
    let thousands = whole.chars().find(|c| !c.is_ascii_digit());
    let units = (amount.cents / 100).abs().to_string();
    let mut digits = String::new();
    for (i, c) in units.chars().enumerate() {
        if let Some(separator) = thousands.filter(|_| i > 0 && (units.len() - i) % 3 == 0) {
            digits.push(separator);
        }
        digits.push(c);
    }
    let cents = (amount.cents % 100).abs();
    if let Some(mark) = mark_at.and_then(|i| number.get(i..=i)) {
        digits.push_str(mark);
        if decimals == 1 && cents % 10 == 0 {
            digits.push_str(&(cents / 10).to_string());
        } else {
            digits.push_str(&format!("{cents:02}"));
        }
    } else if cents != 0 {
        digits.push('.');
        digits.push_str(&format!("{:02}", (amount.cents % 100).abs()));
    }
    let sign = if amount.cents < 0 { "-" } else { "" };
    Some(format!("{head}{sign}{digits}{tail}"))
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

/// Where the characters a number and the space after it can hold end: the first byte from a
/// place on that is no ASCII digit, whitespace, `,`, `'`, `.` or `-` (bytes outside ASCII end it
/// too). No currency spelling begins with one of these, so a number-then-currency match from a
/// place has its currency there. Asked for ascending places, each byte is read once: linear.
#[derive(Debug, Default)]
struct DigitsEnd {
    end: usize,
}

impl DigitsEnd {
    /// The bytes a number and the space after it are written with (`\s` in ASCII included).
    fn holds(b: u8) -> bool {
        b.is_ascii_digit()
            || matches!(
                b,
                b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' | b' ' | b',' | b'\'' | b'.' | b'-'
            )
    }

    /// The end of the run of [`DigitsEnd::holds`] bytes that `at` is in (`at` itself when it
    /// holds none); `at` must not be below the place asked before.
    fn from(&mut self, bytes: &[u8], at: usize) -> usize {
        if at >= self.end {
            let rest = bytes.get(at..).unwrap_or_default();
            self.end = at
                + rest
                    .iter()
                    .position(|&b| !Self::holds(b))
                    .unwrap_or(rest.len());
        }
        self.end
    }
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
    fn currency_words_make_amounts() {
        let gbp = |cents| Amount {
            currency: Some("GBP"),
            cents,
        };
        assert_eq!(amounts("The cost is 14.28 pounds."), vec![gbp(1428)]);
        assert_eq!(amounts("20 francs"), vec![chf(2000)]);
        assert_eq!(
            amounts("6 euros, 12 dollars, 50 Euro"),
            vec![
                Amount {
                    currency: Some("EUR"),
                    cents: 600
                },
                Amount {
                    currency: Some("USD"),
                    cents: 1200
                },
                Amount {
                    currency: Some("EUR"),
                    cents: 5000
                },
            ]
        );
    }

    #[test]
    fn a_bare_decimal_is_an_amount_only_after_a_price_word() {
        let scanner = AmountScanner::new();
        let priced = |text: &str| -> Vec<i64> {
            let starts = Starts::of(text, None);
            scanner
                .find_priced(text, &starts.numbers, Some("GBP"))
                .into_iter()
                .map(|f| f.amount.cents)
                .collect()
        };
        assert_eq!(
            priced("The total fee is 57.56 payable at the station."),
            vec![5756]
        );
        assert_eq!(priced("It costs 23.50."), vec![2350]);
        assert_eq!(
            priced("The total fee is 10.1 payable at the station."),
            vec![1010]
        );
        assert_eq!(priced("Gesamtpreis: 1.234,50"), vec![123_450]);
        assert_eq!(priced("Total: 1,234,567.00"), vec![123_456_700]);
        assert_eq!(priced("Preis 109,50"), vec![10950]);
        assert!(priced("It leaves at 15.08. The fee is due.").is_empty());
        assert!(priced("Total fee is 57.567").is_empty());
    }

    #[test]
    fn a_corrected_amount_keeps_the_texts_format() {
        let usd = |cents| Amount {
            currency: Some("USD"),
            cents,
        };
        assert_eq!(format_like(usd(9300), "$94").as_deref(), Some("$93"));
        assert_eq!(format_like(usd(9350), "$94").as_deref(), Some("$93.50"));
        assert_eq!(
            format_like(chf(125_000), "CHF 1'300.–").as_deref(),
            Some("CHF 1'250.–")
        );
        assert_eq!(
            format_like(
                Amount {
                    currency: Some("EUR"),
                    cents: 10950
                },
                "110,00 €"
            )
            .as_deref(),
            Some("109,50 €")
        );
        assert_eq!(format_like(usd(100), "CHF 1").as_deref(), None);
        let gbp = |cents| Amount {
            currency: Some("GBP"),
            cents,
        };
        assert_eq!(
            format_like(gbp(4950), "52.5 GBP").as_deref(),
            Some("49.5 GBP")
        );
        assert_eq!(
            format_like(gbp(4955), "52.5 GBP").as_deref(),
            Some("49.55 GBP")
        );
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
                "\u{b}", "\t", "'", "’",
            ])
            .prop_map(str::to_owned),
        ];
        prop::collection::vec(piece, 0..24).prop_map(|p| p.concat())
    }

    #[test]
    fn no_currency_begins_with_a_byte_numbers_are_written_with() {
        let scanner = AmountScanner::new();
        for b in 0u8..128 {
            if DigitsEnd::holds(b) {
                assert_eq!(scanner.initials & (1 << b), 0, "{:?}", char::from(b));
            }
        }
        for (spelling, _) in CURRENCIES {
            assert!(
                !spelling.bytes().next().is_some_and(DigitsEnd::holds),
                "{spelling}"
            );
        }
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
        fn an_amount_written_like_any_spelling_reads_back(
            cents in 0i64..100_000_000,
            original in prop::sample::select(vec!["$94", "CHF 1'250.–", "1.234,50 €", "57.56 GBP", "14.28 pounds", "EUR 12.-", "€ 99,50", "10.1 GBP"]),
        ) {
            let found = AmountScanner::new().find_all(original);
            let currency = found.first().and_then(|f| f.amount.currency);
            let amount = Amount { currency, cents };
            let written = format_like(amount, original).unwrap();
            prop_assert_eq!(amounts(&written), vec![amount], "{}", written);
        }

        #[test]
        fn bare_decimals_are_found_in_linear_time_and_never_panic(s in "\\PC{0,100}") {
            let starts = Starts::of(&s, None);
            for f in AmountScanner::new().find_priced(&s, &starts.numbers, None) {
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
