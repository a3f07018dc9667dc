//! Dates in running prose written with the month names of every CLDR locale (`8 de agosto de
//! 2026`, `8 sierpnia 2026`, `2026. augusztus 8.`, `८ अगस्त २०२६`) or a marked month number
//! (`2026年8月8日`, `2026년 8월 8일`): the free-text side of the one date reader, with its
//! tokenizer, names and inflections (see [`super::value`]).
//!
//! A month word in prose is a date only in a full date shape: a day before it and a year after
//! it (`8 de agosto de 2026`), or a year, the month and a day (`2026. augusztus 8.`). Without a
//! year, only a long name that is no weekday or am/pm word, in another script or written by several
//! languages (`8 августа`, `8 de agosto`), or a
//! marked month and day (`8月8日`). Each search starts at a number that begins a word and reads a
//! short window after it, so the work is linear in the text's length.

use super::locale::{LocaleNames, NameKind, fold};
use super::value::{Token, inflected, other_calendar, tokenize_with_spans};

/// The most bytes a date in prose takes after its first digit (`8 de septiembre de 2026`,
/// `25 тавдугаар сарын 2026` take well under this).
const WINDOW_BYTES: usize = 64;

/// Words joining a day, a month name and a year (`8 de agosto de 2026`, `31st of May`).
const CONNECTORS: &[&str] = &["de", "del", "of", "d", "di", "el"];

/// Words written after a year before its month (`2026年`, `2026년`, `2026 m.`, `2026 оны`).
const YEAR_WORDS: &[&str] = &[
    "年", "년", "m", "г", "ж", "оны", "yil", "yılı", "év", "gada",
];

/// Words written after a day (`8日`, `8일`).
const DAY_WORDS: &[&str] = &["日", "일"];

/// Ordinal endings after a day (`1er`, `1º`, `1ª`).
const ORDINALS: &[&str] = &["er", "º", "ª", "o", "a", "e"];

/// One date found in prose: its byte span, and year (when written), month and day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProseDate {
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset just past the last character.
    pub end: usize,
    /// The year, when the text writes one.
    pub year: Option<u32>,
    /// The month, 1..=12.
    pub month: u32,
    /// The day as written (not checked against the month).
    pub day: u32,
}

/// Every date in `text` written with a month name of any locale or a marked month number, in a
/// full date shape (see the module doc), searched from each number that begins a word: the
/// ASCII ones are `ascii_numbers` when the caller knows them ([`super::Starts::numbers`]), the
/// others found here. `skip` says which first words after a day the caller reads itself (its own
/// month names). Linear in the text's length: at most [`WINDOW_BYTES`] are read from each number.
pub fn find(
    names: &LocaleNames,
    text: &str,
    ascii_numbers: Option<&[usize]>,
    skip: impl Fn(&str) -> bool,
) -> Vec<ProseDate> {
    find_with(names, text, ascii_numbers, skip, true)
}

/// [`find`]; `narrow` is false only for the tests' reference, which tokenizes after every word
/// a locale knows, as the reader did before [`may_begin_date`].
fn find_with(
    names: &LocaleNames,
    text: &str,
    ascii_numbers: Option<&[usize]>,
    skip: impl Fn(&str) -> bool,
    narrow: bool,
) -> Vec<ProseDate> {
    let mut found: Vec<ProseDate> = Vec::new();
    let try_at = |at: usize, found: &mut Vec<ProseDate>| {
        if found.last().is_none_or(|f| at >= f.end) {
            if let Some(date) = at_number(names, text, at, &skip, narrow) {
                found.push(date);
            }
        }
    };
    let Some(numbers) = ascii_numbers else {
        for at in number_starts(names, text, true) {
            try_at(at, &mut found);
        }
        return found;
    };
    if text.is_ascii() {
        for &at in numbers {
            try_at(at, &mut found);
        }
        return found;
    }
    // ASCII numbers from the caller, and numbers of other scripts (`८`, `٢`) found here.
    let mut others = other_number_starts(names, text).into_iter().peekable();
    let mut ascii = numbers.iter().copied().peekable();
    loop {
        let next = match (ascii.peek(), others.peek()) {
            (Some(&a), Some(&o)) if a <= o => ascii.next(),
            (Some(_), Some(_)) | (None, Some(_)) => others.next(),
            (Some(_), None) => ascii.next(),
            (None, None) => None,
        };
        let Some(at) = next else { break };
        try_at(at, &mut found);
    }
    found
}

/// Where numbers begin in `text` (a digit after no digit and no ASCII letter or digit): all of
/// them, or only those of digits outside ASCII (the reference [`other_number_starts`] is tested
/// against). Linear; only the bytes that begin a non-ASCII character are decoded.
fn number_starts(names: &LocaleNames, text: &str, with_ascii: bool) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut previous: Option<char> = None;
    let mut in_number = false;
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let c = if byte.is_ascii() {
            char::from(byte)
        } else {
            text.get(at..)
                .and_then(|t| t.chars().next())
                .unwrap_or('\u{fffd}')
        };
        let digit = if byte.is_ascii() {
            c.is_ascii_digit()
        } else {
            names.digit(c).is_some()
        };
        // An ASCII word start, as for [`super::Starts::numbers`]: CJK and Thai write no space
        // before a number (`予約は2026年`).
        let starts_word = !previous.is_some_and(|p| p.is_ascii_alphanumeric());
        if digit && !in_number && starts_word && (with_ascii || !byte.is_ascii()) {
            starts.push(at);
        }
        in_number = digit;
        previous = Some(c);
        at += c.len_utf8();
    }
    starts
}

/// Where numbers of digits outside ASCII begin in `text` (`८`, `٢`: a digit after no digit and
/// no ASCII letter or digit), as [`number_starts`] finds them without the ASCII ones. Linear: the
/// bytes are read eight at a time, and only the characters outside ASCII are decoded.
fn other_number_starts(names: &LocaleNames, text: &str) -> Vec<usize> {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let bytes = text.as_bytes();
    let mut starts = Vec::new();
    let eights = crate::engine::text::starts::eights(bytes);
    for (index, eight) in eights.enumerate() {
        let v = u64::from_le_bytes(eight);
        // The first byte of a character outside ASCII is 0b11xx_xxxx.
        let mut leads = v & (v << 1) & HIGH;
        while leads != 0 {
            let at = index * 8 + (leads.trailing_zeros() / 8) as usize;
            leads &= leads - 1;
            let Some(c) = text.get(at..).and_then(|t| t.chars().next()) else {
                continue;
            };
            if names.digit(c).is_none() {
                continue;
            }
            let previous = text.get(..at).and_then(|t| t.chars().next_back());
            if !previous.is_some_and(|p| p.is_ascii_alphanumeric() || names.digit(p).is_some()) {
                starts.push(at);
            }
        }
    }
    starts
}

/// The date that begins with the number at `at`, if any.
fn at_number(
    names: &LocaleNames,
    text: &str,
    at: usize,
    skip: &impl Fn(&str) -> bool,
    narrow: bool,
) -> Option<ProseDate> {
    let rest = text.get(at..)?;
    // Cheap look first: after the digits and a separator or two, a word the date shapes can
    // hold (most numbers in prose are followed by a unit, a noun or punctuation).
    let after_digits = rest.trim_start_matches(|c: char| names.digit(c).is_some());
    let after = after_digits.trim_start_matches(|c: char| c.is_whitespace() || ".,º".contains(c));
    let word_end = after
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic())
        .map_or(after.len(), |(i, _)| i);
    let word = after.get(..word_end)?;
    if word.is_empty() || (word.is_ascii() && word.len() > 48) {
        return None;
    }
    // Most words after a number in prose are short ASCII (`guests`, `pm`): lower-cased on the
    // stack, no allocation.
    let mut buffer = [0u8; 48];
    let first: std::borrow::Cow<'_, str> = match buffer.get_mut(..word.len()) {
        Some(lower) if word.is_ascii() => {
            lower.copy_from_slice(word.as_bytes());
            lower.make_ascii_lowercase();
            std::borrow::Cow::Borrowed(std::str::from_utf8(lower).ok()?)
        }
        _ => std::borrow::Cow::Owned(fold(word)),
    };
    let first = first.as_ref();
    if skip(first) {
        return None;
    }
    let known = !word.is_ascii()
        || CONNECTORS.contains(&first)
        || YEAR_WORDS.contains(&first)
        || names.get(first).is_some_and(|kind| {
            // An ordinal ending counts only right after the number (`1 er`, not `1. a`).
            let gap = after_digits.get(..after_digits.len() - after.len());
            let next_to_number = gap.is_some_and(|g| g.chars().all(char::is_whitespace));
            !narrow || may_begin_date(names, first, kind, next_to_number, after.get(word.len()..))
        });
    if !known {
        return None;
    }
    let mut end = WINDOW_BYTES.min(rest.len());
    while !rest.is_char_boundary(end) {
        end -= 1;
    }
    let window = rest.get(..end)?;
    let (tokens, spans) = tokenize_with_spans(names, window);
    let date = shape(names, &tokens, &spans)?;
    // A year of another calendar (`16 ธันวาคม พ.ศ. 2560`, `14 رمضان 1432`) is no Gregorian date.
    if tokens
        .iter()
        .any(|t| matches!(t, Token::Word(w) if other_calendar(w)))
    {
        return None;
    }
    Some(ProseDate {
        start: at + date.start,
        end: at + date.end,
        ..date
    })
}

/// Whether the ASCII word `first` (lower case, a name of some locale: `kind`), followed in the
/// text by `rest`, can begin a date shape [`shape`] accepts: an ordinal ending `next_to_number`
/// (only spaces after its digits), a month name or the first word of one, a month marker, or a
/// word [`inflected`] reads as a month. A word the tokenizer joins to what follows (an
/// apostrophe, a dot or hyphen, any character outside ASCII next) is let through, as its token
/// is not `first`. Most words a locale knows after a number
/// in prose are weekdays or am/pm words of some language (`to`, `per`, `am`): none of these.
/// Constant time for a word that is a month name, linear in the word's length otherwise.
fn may_begin_date(
    names: &LocaleNames,
    first: &str,
    kind: NameKind,
    next_to_number: bool,
    rest: Option<&str>,
) -> bool {
    let joined = rest
        .and_then(|r| r.bytes().next())
        .is_some_and(|b| !b.is_ascii() || matches!(b, b'\'' | b'.' | b'-'));
    joined
        || kind.months != 0
        || kind.shortened != 0
        || kind.month_suffix
        || kind.begins_month_phrase
        || (next_to_number && ORDINALS.contains(&first))
        || inflected(names, first, 0, 0).is_some()
}

/// The tokens without spaces, each with its span and whether only a space (or nothing) separates
/// it from the one before.
struct Words<'a> {
    items: Vec<(&'a Token, (usize, usize), bool)>,
}

impl<'a> Words<'a> {
    fn new(tokens: &'a [Token], spans: &[(usize, usize)]) -> Self {
        let mut items = Vec::with_capacity(tokens.len());
        let mut joined = true;
        for (token, span) in tokens.iter().zip(spans) {
            if *token == Token::Space {
                continue;
            }
            items.push((token, *span, joined));
            joined = !matches!(token, Token::Separator(_));
        }
        Self { items }
    }

    fn word(&self, i: usize) -> Option<&'a str> {
        match self.items.get(i) {
            Some((Token::Word(w), ..)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn number(&self, i: usize) -> Option<(u32, usize)> {
        match self.items.get(i) {
            Some((Token::Number { value, digits }, ..)) => Some((*value, *digits)),
            _ => None,
        }
    }

    fn separator(&self, i: usize, set: &[char]) -> bool {
        matches!(self.items.get(i), Some((Token::Separator(c), ..)) if set.contains(c))
    }

    fn end(&self, i: usize) -> usize {
        self.items.get(i).map_or(0, |item| item.1.1)
    }

    /// The month named by the words from `i` on (the longest name, or an inflected one), with
    /// the index after it and whether it is a name safe without a year (an exact name of five
    /// letters or more, no weekday or am/pm word, in another script or written by several
    /// languages).
    fn month_name(&self, names: &LocaleNames, i: usize) -> Option<(u32, usize, bool)> {
        let mut key = String::new();
        let mut best: Option<(u16, usize, bool)> = None;
        let mut n = 0;
        while n < names.max_words() {
            let (Some(word), Some(item)) = (self.word(i + n), self.items.get(i + n)) else {
                break;
            };
            if n > 0 {
                if !item.2 {
                    break;
                }
                key.push(' ');
            }
            key.push_str(word);
            n += 1;
            if let Some(kind) = names.get(&key).filter(|k| k.months != 0) {
                // A name in Latin letters only one language writes could be a word or a name
                // (`12 Julie`): without a year, it must be written by several or in another script.
                let safe = !kind.weekday
                    && !kind.period
                    && key.chars().count() >= 5
                    && (!key.is_ascii() || kind.month_languages >= 2);
                best = Some((kind.months, i + n, safe));
            }
        }
        let (months, next, safe) = match best {
            Some(found) => found,
            None => {
                let word = self.word(i)?;
                let candidate = inflected(names, word, 0, 0)?;
                (candidate.months, i + 1, false)
            }
        };
        // One month only: a name two languages give different months is no date in prose.
        (months.count_ones() == 1).then(|| (months.trailing_zeros(), next, safe))
    }
}

/// The full date shape at the start of the tokens, as a span relative to them.
fn shape(names: &LocaleNames, tokens: &[Token], spans: &[(usize, usize)]) -> Option<ProseDate> {
    let words = Words::new(tokens, spans);
    let (first, digits) = words.number(0)?;
    let is = |i: usize, set: &[&str]| words.word(i).is_some_and(|w| set.contains(&w));
    // The end of the day marker after the number at `i` (`8日`, `8일입니다`), if one follows it.
    let day_marker_end = |i: usize| -> Option<usize> {
        let word = words.word(i + 1)?;
        let item = words.items.get(i + 1)?;
        let marker = DAY_WORDS.iter().find(|m| word.starts_with(**m))?;
        (item.2 && item.1.0 == words.end(i)).then(|| item.1.0 + marker.len())
    };
    let date = |end: usize, year: Option<u32>, month: u32, day: u32| ProseDate {
        start: 0,
        end,
        year,
        month,
        day,
    };
    let marked_month = |i: usize| -> Option<u32> {
        let (value, digits) = words.number(i)?;
        let marker = words.word(i + 1)?;
        (digits <= 2
            && (1..=12).contains(&value)
            && words.items.get(i + 1).is_some_and(|w| w.2)
            && names.get(marker).is_some_and(|k| k.month_suffix))
        .then_some(value)
    };
    if digits == 4 {
        // Year first: `2026年8月8日`, `2026. augusztus 8.`, `2026 m. rugpjūčio 8 d.`
        let mut i = 1;
        if words.separator(i, &['.', ',']) {
            i += 1;
        }
        if is(i, YEAR_WORDS) {
            i += 1;
            if words.separator(i, &['.']) {
                i += 1;
            }
        }
        let (month, next) = match marked_month(i) {
            Some(month) => (month, i + 2),
            None => {
                let (month, next, _) = words.month_name(names, i)?;
                (month, next)
            }
        };
        let mut j = next;
        if words.separator(j, &['.', ',', '-']) {
            j += 1;
        }
        let (day, day_digits) = words.number(j)?;
        if day_digits > 2 {
            return None;
        }
        let end = day_marker_end(j).unwrap_or_else(|| words.end(j));
        return Some(date(end, Some(first), month, day));
    }
    if digits > 2 {
        return None;
    }
    // A marked month and its day without a year: `8月8日`, `8월 8일`.
    if let Some(month) = marked_month(0) {
        let (day, day_digits) = words.number(2)?;
        let end = day_marker_end(2).filter(|_| day_digits <= 2)?;
        return Some(date(end, None, month, day));
    }
    // Day first: `8 de agosto de 2026`, `8. srpna 2026`, `1º de maio`, `८ अगस्त २०२६`.
    let mut i = 1;
    if words.separator(i, &['.']) || is(i, ORDINALS) {
        i += 1;
    }
    let connected = is(i, CONNECTORS);
    if connected {
        i += 1;
    }
    let (month, next, safe) = words.month_name(names, i)?;
    let mut j = next;
    if words.separator(j, &['.', ',']) {
        j += 1;
    }
    if is(j, CONNECTORS) {
        j += 1;
    }
    match words.number(j) {
        Some((year, 4)) => Some(date(words.end(j), Some(year), month, first)),
        Some(_) => None,
        None => (safe || connected).then(|| date(words.end(next - 1), None, month, first)),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn dates(text: &str) -> Vec<(String, Option<u32>, u32, u32)> {
        static NAMES: std::sync::LazyLock<LocaleNames> =
            std::sync::LazyLock::new(LocaleNames::load);
        find(&NAMES, text, None, |_| false)
            .into_iter()
            .map(|d| (text[d.start..d.end].to_owned(), d.year, d.month, d.day))
            .collect()
    }

    #[test]
    fn full_dates_in_many_languages_are_found_with_their_span() {
        for (text, span, year, month, day) in [
            (
                "La cena es el 8 de agosto de 2026.",
                "8 de agosto de 2026",
                Some(2026),
                8,
                8,
            ),
            (
                "Rezerwacja na 8 sierpnia 2026 r.",
                "8 sierpnia 2026",
                Some(2026),
                8,
                8,
            ),
            ("予約は2026年8月8日です。", "2026年8月8日", Some(2026), 8, 8),
            (
                "예약은 2026년 8월 8일입니다",
                "2026년 8월 8일",
                Some(2026),
                8,
                8,
            ),
            (
                "Foglalás: 2026. augusztus 8.",
                "2026. augusztus 8",
                Some(2026),
                8,
                8,
            ),
            ("बुकिंग ८ अगस्त २०२६ को है", "८ अगस्त २०२६", Some(2026), 8, 8),
            ("chegada em 1º de maio", "1º de maio", None, 5, 1),
            ("прибытие 8 августа", "8 августа", None, 8, 8),
            ("到着は8月8日です", "8月8日", None, 8, 8),
        ] {
            assert_eq!(
                dates(text),
                vec![(span.to_owned(), year, month, day)],
                "{text}"
            );
        }
    }

    #[test]
    fn numbers_before_common_words_and_other_calendars_are_no_dates() {
        for text in [
            "We are 30 guests in 2 rooms for 3 nights.",
            "Room 12 mar view",
            "It costs 15 euros, 2026 was a good year.",
            "16 ธันวาคม พ.ศ. 2560",
            "14 رمضان 1432",
            "3 may be late",
            "12 Julie Andrews songs",
        ] {
            assert_eq!(dates(text), vec![], "{text}");
        }
    }

    static NAMES: std::sync::LazyLock<LocaleNames> = std::sync::LazyLock::new(LocaleNames::load);

    /// The reader before [`may_begin_date`]: a window tokenized after every word a locale knows.
    fn dates_tokenizing_after_any_name(text: &str) -> Vec<ProseDate> {
        find_with(&NAMES, text, None, |_| false, false)
    }

    #[test]
    fn words_no_date_can_begin_with_are_passed_over_without_changing_what_is_found() {
        // Every ASCII name the narrow look passes over, in each shape a date can take after it.
        let passed_over: Vec<&str> = NAMES
            .keys()
            .filter(|w| w.is_ascii() && !w.contains(' '))
            .filter(|w| {
                let kind = NAMES.get(w).unwrap();
                !may_begin_date(&NAMES, w, kind, true, Some(" "))
            })
            .chain(ORDINALS.iter().copied().filter(|w| w.is_ascii()))
            .collect();
        assert!(passed_over.contains(&"to") && passed_over.contains(&"per"));
        for word in passed_over {
            for shape in [
                "8 {} 2026",
                "8 {} agosto 2026",
                "8 {} de agosto de 2026",
                "2026 {} 8",
                "2026. {} 8.",
                "8. {} 2026",
                "1 {}",
                "8 {} mai 2026",
                "2026 {} agosto 8",
                "8 {} 8日",
                "1 {}, 2026",
            ] {
                let text = shape.replace("{}", word);
                assert_eq!(
                    find(&NAMES, &text, None, |_| false),
                    dates_tokenizing_after_any_name(&text),
                    "{text}"
                );
                let upper = text.to_uppercase();
                assert_eq!(
                    find(&NAMES, &upper, None, |_| false),
                    dates_tokenizing_after_any_name(&upper),
                    "{upper}"
                );
            }
        }
    }

    proptest! {
        #[test]
        fn the_narrow_look_finds_what_tokenizing_after_every_name_found(
            words in proptest::collection::vec(prop_oneof![
                "[0-9]{1,4}",
                "(to|per|am|pm|mar|de|of|do|er|a|e|o|m|agosto|mai|may|augusztus|sierpnia|mweri|wa|Mo|Di|fri|sat|so|la|ma)",
                "[a-z]{1,6}",
                "[ .,'-]",
                "(月|日|年|º|é|’)",
            ], 0..14),
            spaces in proptest::collection::vec(prop_oneof![Just(""), Just(" "), Just(". ")], 14),
        ) {
            let mut text = String::new();
            for (word, space) in words.iter().zip(&spaces) {
                text.push_str(word);
                text.push_str(space);
            }
            prop_assert_eq!(find(&NAMES, &text, None, |_| false), dates_tokenizing_after_any_name(&text));
        }

        #[test]
        fn other_scripts_numbers_are_found_eight_bytes_at_a_time_as_one_by_one(
            s in prop_oneof!["\\PC{0,80}", "[a-z0-9 .٠-٩०-९²³é-]{0,40}"]
        ) {
            static NAMES: std::sync::LazyLock<LocaleNames> =
                std::sync::LazyLock::new(LocaleNames::load);
            prop_assert_eq!(other_number_starts(&NAMES, &s), number_starts(&NAMES, &s, false));
        }

        #[test]
        fn finding_dates_in_any_text_never_panics_and_spans_are_in_it(s in "\\PC{0,120}") {
            for d in dates(&s) {
                prop_assert!(!d.0.is_empty());
            }
        }
    }
}
