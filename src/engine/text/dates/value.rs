//! Every calendar date a whole value can mean, in any language: month names of every CLDR locale
//! (`24 de Janeiro de 2014`, `5 августа 2014 г.`), numbers in any script (`१७ अक्टूबर २०१८`,
//! `²⁹/⁰⁵/²⁰¹⁵`), CJK `2016年3月20日`, every numeric order (`12/05/75` is 12 May and 5 December),
//! compact `DDMMYYYY` / `MMDDYYYY` / `YYYYMMDD`, with a weekday, time, seconds, fraction, am/pm
//! and zone around the date (`Fri, 09 Sep 2005 13:51:39 -0700`). Dates of other calendars (Hijri
//! `14-09-1432 هـ`, Jalali) are unreadable, never read as Gregorian.
//!
//! The value is cut into numbers, words and separators; times are set aside; the month comes from
//! a number marked as a month (`3月`), an all-numeric group (`07/01/2015`), or a month name;
//! the year and the day are the numbers around it. Linear in the value's length, and values
//! longer than [`MAX_VALUE_BYTES`] are not read at all.

use chrono::NaiveDate;

use super::locale::{LocaleNames, NameKind, fold};
use super::resolve_two_digit_year;

/// Longer values are not a date (a date with a weekday, time and zone is well under this).
pub const MAX_VALUE_BYTES: usize = 256;

/// Words written after an hour (`10h11`, `21時40分`, `10点05`): the hour and the minutes around
/// them are a time, not a date.
const HOUR_WORDS: &[&str] = &[
    "h", "hs", "hrs", "uhr", "ч", "час", "時", "时", "点", "點", "시", "gio",
];
/// Words written after minutes or seconds.
const MINUTE_WORDS: &[&str] = &[
    "m", "min", "mins", "分", "분", "phut", "s", "sec", "秒", "초", "giay",
];
/// Words that mark another calendar's date (Hijri `هـ`, Jalali `ش`, `AH`).
const OTHER_CALENDARS: &[&str] = &[
    "ه",
    "هـ",
    "ھ",
    "هجري",
    "هجرية",
    "ق",
    "ش",
    "هش",
    "ah",
    "hijri",
    "jalali",
    "shamsi",
];
/// Month names of other calendars (Hijri `رمضان`, Jalali `فروردین`, Hebrew `תשרי`) and era
/// names (Buddhist `พ.ศ.`, Japanese `令和`, `平成`): a date written with one is not Gregorian.
/// Hebrew month names are also matched after a one-letter prefix (`בתשרי`).
const OTHER_CALENDAR_NAMES: &[&str] = &[
    // Hijri months (`ربيع الأول`, `ذو الحجة`: their first word suffices)
    "محرم",
    "صفر",
    "ربيع",
    "جمادى",
    "جمادي",
    "رجب",
    "شعبان",
    "رمضان",
    "شوال",
    "ذو",
    // Jalali (Solar Hijri) months
    "فروردین",
    "اردیبهشت",
    "خرداد",
    "تیر",
    "مرداد",
    "شهریور",
    "مهر",
    "آبان",
    "آذر",
    "دی",
    "بهمن",
    "اسفند",
    // the same with the Arabic yeh (`شهريور`)
    "ارديبهشت",
    "تير",
    "شهريور",
    "دي",
    // Hebrew calendar months
    "תשרי",
    "חשון",
    "חשוון",
    "מרחשון",
    "כסלו",
    "כסליו",
    "טבת",
    "שבט",
    "אדר",
    "ניסן",
    "אייר",
    "סיון",
    "סיוון",
    "תמוז",
    "אלול",
    // The Buddhist era (`พ.ศ.`, folded without its dots) and the Minguo era
    "พศ",
    "民國",
    "民国",
];
/// Japanese era names: a year counted in one (`令和5年`, `平成元年`) is not a Gregorian year.
const JAPANESE_ERAS: &[&str] = &["令和", "平成", "昭和", "大正", "明治"];

/// Whether the folded `word` marks a date of another calendar or era (see
/// [`OTHER_CALENDAR_NAMES`]). Linear in the word's length.
pub(super) fn other_calendar(word: &str) -> bool {
    if OTHER_CALENDARS.contains(&word) || OTHER_CALENDAR_NAMES.contains(&word) {
        return true;
    }
    if JAPANESE_ERAS.iter().any(|era| word.starts_with(era)) {
        return true;
    }
    // A Hebrew month after a prefix letter (`בתשרי`, `לאדר`).
    let mut chars = word.chars();
    chars.next().is_some_and(|c| "בלהומ".contains(c))
        && OTHER_CALENDAR_NAMES.contains(&chars.as_str())
}

/// Words that name the zone a time is in (`GMT+2`).
const ZONE_WORDS: &[&str] = &["gmt", "utc", "z"];

/// One piece of a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// A run of digits of one script: its value (saturating) and how many digits it has.
    Number { value: u32, digits: usize },
    /// A run of letters, folded (see [`fold`]).
    Word(String),
    /// Any other character but white space.
    Separator(char),
    /// White space.
    Space,
}

/// A number of the value that is not part of a time.
#[derive(Debug, Clone, Copy)]
struct Part {
    /// Position among the value's words and numbers (for "nearest to the month").
    at: usize,
    /// Index in the token list.
    token: usize,
    value: u32,
    digits: usize,
}

/// Every date `value` can mean (see the module doc); `None` when it is not a date, an empty list
/// when it is date-shaped but names no real day (`31/04/2024`). Two-digit years resolve to the
/// latest year not after `current_year`. Linear in `value`'s length.
#[must_use]
pub fn readings(names: &LocaleNames, value: &str, current_year: i32) -> Option<Vec<NaiveDate>> {
    if value.len() > MAX_VALUE_BYTES {
        return None;
    }
    if let Some(found) = iso(value) {
        return Some(found);
    }
    if let Some(found) = month_day_year(names, value) {
        return Some(found);
    }
    any_form(names, value, current_year)
}

/// The English entries of the date scanner's month table (`super::ENGLISH_MONTHS`) that the full
/// reader reads as their month in `<name> <day>, <year>`, for [`month_day_year`]. For that shape
/// (one ASCII word, a space, one or two digits, a comma, a space, four digits) the full reader's
/// answer depends on the word alone: no number is a time, a marked month needs the word as a prefix
/// (then it answers `None` whatever the numbers), and the month names found are the word's. So a
/// word read as its month (and only it) on one value of that shape is read so on all of them, which
/// is what this checks. Called once, when the names load.
pub(super) fn verified_english_months(names: &LocaleNames) -> Vec<(&'static str, u32)> {
    let mut verified: Vec<(&'static str, u32)> = Vec::new();
    for &(word, month) in super::ENGLISH_MONTHS {
        let reads_as_month = [(1, 2000), (28, 1999)].into_iter().all(|(day, year)| {
            let value = format!("{word} {day}, {year}");
            any_form(names, &value, 2026) == Some(valid_dates(&[(year, month, day)]))
        });
        if reads_as_month && !verified.contains(&(word, month)) {
            verified.push((word, month));
        }
    }
    verified
}

/// The usual US form `Jan 12, 1980` / `january 5, 2024` (exactly: an English month name, a
/// space, one or two digits, a comma, a space, four digits), read without tokenizing; the same
/// answer as [`any_form`] gives (see [`verified_english_months`]). Constant time.
fn month_day_year(names: &LocaleNames, value: &str) -> Option<Vec<NaiveDate>> {
    let bytes = value.as_bytes();
    let space = bytes.iter().position(|b| *b == b' ')?;
    let word = value.get(..space)?;
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    let rest = bytes.get(space + 1..)?;
    let day_digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if !(1..=2).contains(&day_digits) {
        return None;
    }
    let (day, tail) = rest.split_at_checked(day_digits)?;
    let [b',', b' ', year @ ..] = tail else {
        return None;
    };
    if year.len() != 4 || !year.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let number = |digits: &[u8]| {
        digits
            .iter()
            .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'))
    };
    let month = names
        .english_months()
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(word))?
        .1;
    Some(valid_dates(&[(number(year), month, number(day))]))
}

/// [`readings`] of any form but the fast paths'. Linear in `value`'s length.
fn any_form(names: &LocaleNames, value: &str, current_year: i32) -> Option<Vec<NaiveDate>> {
    let tokens = tokenize(names, value);
    let time = times(names, &tokens);
    let mut parts = Vec::new();
    let mut at = 0;
    for (index, token) in tokens.iter().enumerate() {
        match token {
            Token::Word(word) => {
                if other_calendar(word) {
                    return None;
                }
                at += 1;
            }
            Token::Number { value, digits } => {
                if !time.get(index).copied().unwrap_or(false) {
                    parts.push(Part {
                        at,
                        token: index,
                        value: *value,
                        digits: *digits,
                    });
                }
                at += 1;
            }
            Token::Separator(_) | Token::Space => {}
        }
    }
    if let Some(found) = marked_month(names, &tokens, &parts, current_year) {
        return found;
    }
    if let Some(found) = numeric_group(&tokens, &parts, current_year) {
        return found;
    }
    // The most month-like name wins: not also a weekday or am/pm word, then the one most
    // languages write for a month (`Fri, 20 Mar 1998`), then the longest.
    let candidates = month_names(names, &tokens, &time);
    let rank = |c: &Candidate| (c.strong, c.chars.min(5), c.languages, c.chars);
    let best = candidates.iter().max_by_key(|c| rank(c))?;
    if candidates
        .iter()
        .any(|c| rank(c) == rank(best) && c.months != best.months)
    {
        return None;
    }
    with_month(best.months, best.at, &parts, None, current_year)
}

/// The hot path of streamed rewrites: `YYYY-MM-DD`, alone or before `T` or a space and a time,
/// read without tokenizing. Constant time.
fn iso(value: &str) -> Option<Vec<NaiveDate>> {
    let bytes = value.as_bytes();
    let head = bytes.get(..10)?;
    let tail_ok = match bytes.get(10) {
        None => true,
        Some(b'T' | b't' | b' ') => bytes.get(11).is_some_and(u8::is_ascii_digit),
        Some(_) => false,
    };
    let shape = head.iter().enumerate().all(|(i, b)| {
        if i == 4 || i == 7 {
            *b == b'-'
        } else {
            b.is_ascii_digit()
        }
    });
    if !shape || !tail_ok {
        return None;
    }
    let number =
        |range: std::ops::Range<usize>| value.get(range).and_then(|s| s.parse::<u32>().ok());
    let (y, m, d) = (number(0..4)?, number(5..7)?, number(8..10)?);
    Some(valid_dates(&[(y, m, d)]))
}

/// Cuts `value` into numbers (any script's digits), words and separators: linear.
fn tokenize(names: &LocaleNames, value: &str) -> Vec<Token> {
    tokenize_with_spans(names, value).0
}

/// [`tokenize`], with the byte span of each token in `value`: linear.
pub(super) fn tokenize_with_spans(
    names: &LocaleNames,
    value: &str,
) -> (Vec<Token>, Vec<(usize, usize)>) {
    // About one token per three bytes of prose: one allocation each for most values.
    let mut tokens = Vec::with_capacity(value.len() / 3 + 1);
    let mut spans: Vec<(usize, usize)> = Vec::with_capacity(value.len() / 3 + 1);
    let mut word = String::new();
    let mut word_span = (0, 0);
    let mut chars = value.char_indices().peekable();
    let is_letter = |c: char| {
        // ASCII has no combining marks: no table lookup for spaces and punctuation.
        if c.is_ascii() {
            return c.is_ascii_alphabetic() || c == '\'';
        }
        c.is_alphabetic()
            || unicode_normalization::char::is_combining_mark(c)
            || matches!(c, '\'' | '’' | '‘' | 'ʼ' | 'ʻ' | '\u{0F0B}' | '\u{05F3}')
    };
    let flush = |word: &mut String,
                 span: (usize, usize),
                 tokens: &mut Vec<Token>,
                 spans: &mut Vec<(usize, usize)>| {
        if !word.is_empty() {
            let folded = fold(word);
            if !folded.is_empty() {
                tokens.push(Token::Word(folded));
                spans.push(span);
            }
            word.clear();
        }
    };
    while let Some((at, c)) = chars.next() {
        let end = at + c.len_utf8();
        // Direction marks, joiners and the soft hyphen are invisible: `14\u{200f}/02/1985`.
        if matches!(
            c,
            '\u{200b}'..='\u{200f}' | '\u{061c}' | '\u{00ad}' | '\u{2060}' | '\u{feff}'
        ) {
            continue;
        }
        if let Some(d) = names.digit(c) {
            flush(&mut word, word_span, &mut tokens, &mut spans);
            match (tokens.last_mut(), spans.last_mut()) {
                (Some(Token::Number { value, digits }), Some(span)) => {
                    *value = value.saturating_mul(10).saturating_add(u32::from(d));
                    *digits += 1;
                    span.1 = end;
                }
                _ => {
                    tokens.push(Token::Number {
                        value: u32::from(d),
                        digits: 1,
                    });
                    spans.push((at, end));
                }
            }
            continue;
        }
        // A dot or a hyphen between letters is part of the word (`a.m.`, `ก.พ.`, `sexta-feira`).
        let inside_word = matches!(c, '.' | '-')
            && !word.is_empty()
            && chars.peek().is_some_and(|&(_, n)| is_letter(n));
        if is_letter(c) || inside_word {
            if word.is_empty() {
                word_span.0 = at;
            }
            word.push(c);
            word_span.1 = end;
            continue;
        }
        flush(&mut word, word_span, &mut tokens, &mut spans);
        let token = if c.is_whitespace() {
            Token::Space
        } else {
            Token::Separator(c)
        };
        if token == Token::Space && tokens.last() == Some(&Token::Space) {
            if let Some(span) = spans.last_mut() {
                span.1 = end;
            }
        } else {
            tokens.push(token);
            spans.push((at, end));
        }
    }
    flush(&mut word, word_span, &mut tokens, &mut spans);
    (tokens, spans)
}

/// Which numbers are part of a time or a zone: `13:51:39.678`, `10h11`, `21時40分`, `6:11 a.m.`,
/// `5.45 ip.`, `-0700`, `GMT+2`. Linear.
fn times(names: &LocaleNames, tokens: &[Token]) -> Vec<bool> {
    let mut time = vec![false; tokens.len()];
    let number = |i: usize| matches!(tokens.get(i), Some(Token::Number { .. }));
    let separator = |i: usize, set: &[char]| matches!(tokens.get(i), Some(Token::Separator(c)) if set.contains(c));
    let word_in = |i: usize, set: &[&str]| matches!(tokens.get(i), Some(Token::Word(w)) if set.contains(&w.as_str()));
    let mark = |time: &mut Vec<bool>, i: usize| {
        if let Some(t) = time.get_mut(i) {
            *t = true;
        }
    };
    let year_before = |j: usize| {
        tokens.get(..j).is_some_and(|t| {
            t.iter()
                .any(|t| matches!(t, Token::Number { digits: 4, .. }))
        })
    };
    let mut i = 0;
    while i < tokens.len() {
        // hh:mm[:ss[.fff]]
        if number(i) && separator(i + 1, &[':']) && number(i + 2) {
            mark(&mut time, i);
            mark(&mut time, i + 2);
            let mut j = i + 2;
            let mut parts = 2;
            while separator(j + 1, &[':']) && number(j + 2) {
                mark(&mut time, j + 2);
                j += 2;
                parts += 1;
            }
            if parts >= 3 && separator(j + 1, &['.', ',']) && number(j + 2) {
                mark(&mut time, j + 2);
                j += 2;
            }
            i = j + 1;
            continue;
        }
        if let Some(Token::Number { value, .. }) = tokens.get(i) {
            let spaced = tokens.get(i + 1) == Some(&Token::Space);
            let next = if spaced { i + 2 } else { i + 1 };
            // `1974 m.` is a year and a word: a time word needs an hour or a minute before it,
            // and a one-letter one (`10h`, `30m`) must touch it.
            let one_letter = matches!(tokens.get(next), Some(Token::Word(w)) if w.chars().count() == 1 && w.is_ascii());
            let fits = |limit: u32| *value <= limit && !(spaced && one_letter);
            if word_in(next, HOUR_WORDS) && fits(24) {
                mark(&mut time, i);
                let after = if tokens.get(next + 1) == Some(&Token::Space) {
                    next + 2
                } else {
                    next + 1
                };
                if number(after) {
                    mark(&mut time, after);
                }
            } else if word_in(next, MINUTE_WORDS) && fits(59) {
                mark(&mut time, i);
            }
        }
        // A zone: `-0700`, `+02` after a time or a zone word.
        if number(i) && separator(i.wrapping_sub(1), &['+', '-', '−']) {
            let before = i.wrapping_sub(2);
            let digits = match tokens.get(i) {
                Some(Token::Number { digits, .. }) => *digits,
                _ => 0,
            };
            let after_time = time.get(before).copied().unwrap_or(false)
                || (tokens.get(before) == Some(&Token::Space)
                    && time.get(before.wrapping_sub(1)).copied().unwrap_or(false));
            if (digits == 4 && after_time) || (digits <= 4 && word_in(before, ZONE_WORDS)) {
                mark(&mut time, i);
            }
        }
        // The hour (and minutes) before an am/pm word.
        if let Some(Token::Word(w)) = tokens.get(i) {
            // A word that also names a month or a weekday somewhere (`de`) is not taken for one.
            let period = names
                .get(w)
                .is_some_and(|k| k.period && k.months == 0 && !k.weekday);
            // `am faoilleach` is a month, not `am`.
            let starts_month = match (tokens.get(i + 1), tokens.get(i + 2)) {
                (Some(Token::Space), Some(Token::Word(next))) => names
                    .get(&format!("{w} {next}"))
                    .is_some_and(|k| k.months != 0),
                _ => false,
            };
            let period = (period || w == "am" || w == "pm") && !starts_month;
            if period {
                let mut j = i.wrapping_sub(1);
                if tokens.get(j) == Some(&Token::Space) {
                    j = j.wrapping_sub(1);
                }
                let value = |i: usize| match tokens.get(i) {
                    Some(Token::Number { value, .. }) => Some(*value),
                    _ => None,
                };
                let before = j.wrapping_sub(2);
                if separator(j.wrapping_sub(1), &['.', ':'])
                    && value(before).is_some_and(|h| h <= 12)
                    && value(j).is_some_and(|m| m <= 59)
                {
                    mark(&mut time, before);
                    mark(&mut time, j);
                } else if value(j).is_some_and(|h| h <= 12)
                    && (w == "am" || w == "pm" || year_before(j))
                {
                    // A bare hour (`10 vm`) only after the year: before it, a short number with
                    // a word after it is as likely a day or month (`tháng 1 năm 2015`).
                    mark(&mut time, j);
                }
            }
        }
        i += 1;
    }
    time
}

/// A month written as a number with its marker (`3月`, `3월`, `tháng 3`): the date around it.
fn marked_month(
    names: &LocaleNames,
    tokens: &[Token],
    parts: &[Part],
    current_year: i32,
) -> Option<Option<Vec<NaiveDate>>> {
    let kind = |i: Option<usize>| -> NameKind {
        match i.and_then(|i| tokens.get(i)) {
            Some(Token::Word(w)) => names.get(w).unwrap_or_default(),
            _ => NameKind::default(),
        }
    };
    // The marker beside a number: a space between is allowed unless the marker is a short
    // Latin word (`o10`, `ng11`, but not `o 10`).
    let beside = |i: usize, forward: bool, prefix: bool| -> bool {
        let Some(next) = (if forward {
            i.checked_add(1)
        } else {
            i.checked_sub(1)
        }) else {
            return false;
        };
        // A hyphen may join a number to the marker after it (Mongolian `4-р сар`).
        let hyphen = forward && !prefix && tokens.get(next) == Some(&Token::Separator('-'));
        let (at, spaced) = if hyphen {
            (next + 1, false)
        } else if tokens.get(next) == Some(&Token::Space) {
            let Some(after) = (if forward {
                next.checked_add(1)
            } else {
                next.checked_sub(1)
            }) else {
                return false;
            };
            (after, true)
        } else {
            (next, false)
        };
        let short_latin =
            matches!(tokens.get(at), Some(Token::Word(w)) if w.is_ascii() && w.len() < 3);
        let k = kind(Some(at));
        (if prefix {
            k.month_prefix
        } else {
            k.month_suffix
        }) && !(spaced && short_latin)
    };
    let month = parts.iter().find(|p| {
        p.digits <= 2 && (beside(p.token, true, false) || beside(p.token, false, true))
    })?;
    let months = if (1..=12).contains(&month.value) {
        1u16 << month.value
    } else {
        0
    };
    Some(with_month(
        months,
        (month.at, month.at),
        parts,
        Some(month.token),
        current_year,
    ))
}

/// Three numbers joined by one kind of separator (`07/01/2015`, `11. 12. 2014`, `2016 02 05`) or
/// one compact run of eight digits, as the value's first numbers.
fn numeric_group(
    tokens: &[Token],
    parts: &[Part],
    current_year: i32,
) -> Option<Option<Vec<NaiveDate>>> {
    let first = parts.first()?;
    if first.digits == 8 {
        let next_is_date_part = parts.get(1).is_some_and(|p| p.at == first.at + 1);
        if next_is_date_part {
            return None;
        }
        let v = first.value;
        let (a, b, c) = (v / 1_000_000, v / 10_000 % 100, v % 10_000);
        let (y, m, d) = (v / 10_000, v / 100 % 100, v % 100);
        return Some(Some(valid_dates(&[(c, b, a), (c, a, b), (y, m, d)])));
    }
    let (second, third) = (parts.get(1)?, parts.get(2)?);
    let gap = |from: usize, to: usize| -> Option<char> {
        let mut kind = None;
        for token in tokens.get(from + 1..to)? {
            match token {
                Token::Space => {}
                Token::Separator(c) if matches!(c, '/' | '.' | '-' | '‐' | '－' | '／') => {
                    if kind.is_some() {
                        return None;
                    }
                    kind = Some(*c);
                }
                _ => return None,
            }
        }
        Some(kind.unwrap_or(' '))
    };
    let (g1, g2) = (
        gap(first.token, second.token)?,
        gap(second.token, third.token)?,
    );
    if g1 != g2 {
        return None;
    }
    let (a, b, c) = (first, second, third);
    let year = |p: &Part| -> u32 {
        if p.digits == 2 {
            u32::try_from(resolve_two_digit_year(p.value, current_year)).unwrap_or(0)
        } else {
            p.value
        }
    };
    let candidates: Vec<(u32, u32, u32)> = if a.digits == 4 && b.digits <= 2 && c.digits <= 2 {
        vec![(a.value, b.value, c.value)]
    } else if a.digits <= 2 && b.digits <= 2 && (c.digits == 4 || c.digits == 2) {
        vec![(year(c), b.value, a.value), (year(c), a.value, b.value)]
    } else {
        return None;
    };
    // Today's Hijri (1440s) and Jalali (1400s) years: a numeric date in them is another calendar
    // (ISO `1432-09-14` excepted: that form is Gregorian by definition).
    let iso = a.digits == 4 && g1 == '-';
    if !iso
        && candidates
            .iter()
            .all(|(y, _, _)| (1300..=1500).contains(y) && a.digits.max(c.digits) == 4)
    {
        return None;
    }
    Some(Some(valid_dates(&candidates)))
}

/// The real days among (year, month, day) triples, without repeats.
fn valid_dates(candidates: &[(u32, u32, u32)]) -> Vec<NaiveDate> {
    let mut out: Vec<NaiveDate> = Vec::new();
    for &(y, m, d) in candidates {
        if let Some(date) = i32::try_from(y)
            .ok()
            .and_then(|y| NaiveDate::from_ymd_opt(y, m, d))
        {
            if !out.contains(&date) {
                out.push(date);
            }
        }
    }
    out
}

/// A month name found in the value.
#[derive(Debug, Clone, Copy)]
pub(super) struct Candidate {
    /// First and last word position (as [`Part::at`] counts).
    at: (usize, usize),
    pub(super) months: u16,
    /// Not also a weekday or am/pm word, and three letters or more: a month name rather than a
    /// short word that names a month somewhere (`de`, `mar`, `pm`).
    pub(super) strong: bool,
    /// How many languages write it for a month.
    languages: usize,
    /// Its length in characters: the longest name wins.
    pub(super) chars: usize,
}

/// Every month name in the value, longest names first at each word (`mweri wa gatantatũ`):
/// linear (at most [`LocaleNames::max_words`] look-ups per word).
fn month_names(names: &LocaleNames, tokens: &[Token], time: &[bool]) -> Vec<Candidate> {
    // The words with their positions, and whether only a space separates each from the next.
    let mut words: Vec<(usize, &str, bool)> = Vec::new();
    let mut at = 0;
    for (i, token) in tokens.iter().enumerate() {
        match token {
            Token::Word(w) => {
                // `1:13 pm` is a time, whatever `pm` means elsewhere.
                let mut before = i.wrapping_sub(1);
                if tokens.get(before) == Some(&Token::Space) {
                    before = before.wrapping_sub(1);
                }
                if time.get(before).copied().unwrap_or(false)
                    && names.get(w).is_some_and(|k| k.period)
                {
                    at += 1;
                    continue;
                }
                let joined = matches!(
                    (tokens.get(i + 1), tokens.get(i + 2)),
                    (Some(Token::Space), Some(Token::Word(_)))
                );
                words.push((at, w, joined));
                at += 1;
            }
            Token::Number { .. } => at += 1,
            Token::Separator(_) | Token::Space => {}
        }
    }
    let mut found = Vec::new();
    let mut i = 0;
    while let Some(&(start, first, _)) = words.get(i) {
        let mut best: Option<(usize, NameKind, String)> = None;
        // The longest run of several words tried, for an inflected last word (Mongolian
        // `тавдугаар сарын`, the genitive of `тавдугаар сар`).
        let mut longest: Option<(usize, String)> = None;
        let mut key = first.to_owned();
        let mut n = 1;
        loop {
            if let Some(kind) = names.get(&key).filter(|k| k.months != 0) {
                best = Some((n, kind, key.clone()));
            } else if n > 1 && best.is_none() {
                longest = Some((n, key.clone()));
            }
            let joined = words.get(i + n - 1).is_some_and(|w| w.2);
            if n >= names.max_words() || !joined {
                break;
            }
            let Some(next) = words.get(i + n) else { break };
            key.push(' ');
            key.push_str(next.1);
            n += 1;
        }
        match best {
            Some((n, kind, key)) => {
                let chars = key.chars().count();
                found.push(Candidate {
                    at: (start, start + n - 1),
                    months: kind.months,
                    strong: !kind.weekday && !kind.period && chars >= 3,
                    languages: kind.month_languages,
                    chars,
                });
                i += n;
            }
            None => {
                let several = longest.and_then(|(n, key)| {
                    let last_word = key.rfind(' ')? + 1;
                    let candidate = inflected(names, &key, start, last_word)?;
                    Some((
                        n,
                        Candidate {
                            at: (start, start + n - 1),
                            ..candidate
                        },
                    ))
                });
                if let Some((n, candidate)) = several {
                    found.push(candidate);
                    i += n;
                } else {
                    if let Some(candidate) = inflected(names, first, start, 0) {
                        found.push(candidate);
                    }
                    i += 1;
                }
            }
        }
    }
    found
}

/// A word that is a month name shortened (most of one name: `నవంబర`) or with something added: a
/// Hebrew prefix letter (`בנובמבר`,
/// `לאפריל`), or an inflection ending on a name of four letters or more that is most of the word
/// (`oktoberi`, `irailaren`). Never as strong as an exact name. A stem must be longer than
/// `min_stem` bytes (the words before the last of several). Linear in the word's length.
pub(super) fn inflected(
    names: &LocaleNames,
    word: &str,
    at: usize,
    min_stem: usize,
) -> Option<Candidate> {
    let candidate = |kind: NameKind| Candidate {
        at: (at, at),
        months: kind.months,
        strong: false,
        languages: kind.month_languages,
        chars: word.chars().count(),
    };
    if let Some(kind) = names.get(word).filter(|k| k.shortened.count_ones() == 1) {
        return Some(Candidate {
            months: kind.shortened,
            ..candidate(kind)
        });
    }
    let mut chars = word.chars();
    if chars.next().is_some_and(|c| "בלהומ".contains(c)) {
        if let Some(kind) = names.get(chars.as_str()).filter(|k| k.months != 0) {
            return Some(candidate(kind));
        }
    }
    let total = word.chars().count();
    let mut ends: Vec<usize> = word.char_indices().map(|(i, _)| i).skip(4).collect();
    ends.reverse();
    for (taken, end) in ends.into_iter().enumerate() {
        let length = total - 1 - taken;
        if length * 5 < total * 3 || end <= min_stem {
            break;
        }
        if let Some(kind) = word
            .get(..end)
            .and_then(|stem| names.get(stem))
            .filter(|k| k.months != 0 && !k.weekday && !k.period)
        {
            return Some(candidate(kind));
        }
    }
    None
}

/// The date around a month (`months`, a bit per possible month; the month's word positions
/// `at`): the year is the one four-digit number, the day the short number nearest the month;
/// without a four-digit year, the two numbers are the day and a two-digit year, in that order.
/// Other numbers may only follow the date (a time).
fn with_month(
    months: u16,
    at: (usize, usize),
    parts: &[Part],
    month_token: Option<usize>,
    current_year: i32,
) -> Option<Vec<NaiveDate>> {
    let rest: Vec<&Part> = parts
        .iter()
        .filter(|p| Some(p.token) != month_token)
        .collect();
    let years: Vec<&&Part> = rest.iter().filter(|p| p.digits == 4).collect();
    let (year, day) = match years.as_slice() {
        [year] => {
            let distance = |p: &Part| {
                if p.at < at.0 {
                    (at.0 - p.at) * 2
                } else {
                    (p.at.saturating_sub(at.1)) * 2 + 1
                }
            };
            let day = rest
                .iter()
                .filter(|p| p.digits <= 2)
                .min_by_key(|p| distance(p))?;
            if distance(day) > 9 {
                return None;
            }
            (year.value, *day)
        }
        [] => {
            let [day, year] = rest.as_slice() else {
                return None;
            };
            if day.digits > 2 || year.digits != 2 {
                return None;
            }
            let year = u32::try_from(resolve_two_digit_year(year.value, current_year)).ok()?;
            (year, *day)
        }
        _ => return None,
    };
    let last =
        at.1.max(day.at)
            .max(rest.iter().find(|p| p.digits == 4).map_or(0, |p| p.at));
    if rest
        .iter()
        .any(|p| p.token != day.token && p.digits != 4 && p.at < last)
    {
        return None;
    }
    let candidates: Vec<(u32, u32, u32)> = (1..=12u32)
        .filter(|m| months & (1 << m) != 0)
        .map(|m| (year, m, day.value))
        .collect();
    Some(valid_dates(&candidates))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    static NAMES_FOR_TESTS: std::sync::LazyLock<LocaleNames> =
        std::sync::LazyLock::new(LocaleNames::load);

    fn read(value: &str) -> Option<Vec<String>> {
        readings(&NAMES_FOR_TESTS, value, 2026).map(|v| v.iter().map(ToString::to_string).collect())
    }

    #[test]
    fn every_english_month_name_takes_the_fast_path_and_reads_as_its_month() {
        assert_eq!(
            NAMES_FOR_TESTS.english_months(),
            super::super::ENGLISH_MONTHS
        );
        for (value, iso) in [
            ("Jan 12, 1980", "1980-01-12"),
            ("SEPT 3, 2001", "2001-09-03"),
            ("december 31, 1999", "1999-12-31"),
        ] {
            assert_eq!(
                month_day_year(&NAMES_FOR_TESTS, value)
                    .map(|v| v.iter().map(ToString::to_string).collect::<Vec<_>>()),
                Some(vec![iso.to_owned()])
            );
        }
        assert_eq!(
            month_day_year(&NAMES_FOR_TESTS, "Feb 30, 2024"),
            Some(Vec::new())
        );
        assert_eq!(month_day_year(&NAMES_FOR_TESTS, "Jan 12 1980"), None);
    }

    fn one(value: &str) -> Option<String> {
        read(value).and_then(|v| match v.as_slice() {
            [d] => Some(d.clone()),
            _ => None,
        })
    }

    #[test]
    fn month_names_of_many_languages_read_as_their_day() {
        for (value, iso) in [
            ("24 de Janeiro de 2014", "2014-01-24"),
            ("2 de Enero de 2013", "2013-01-02"),
            ("5 августа 2014 г. в 12:00", "2014-08-05"),
            ("29 grudnia 2014 o 08:40", "2014-12-29"),
            ("१७ अक्टूबर २०१८", "2018-10-17"),
            ("1. tammikuuta, 2016", "2016-01-01"),
            ("Martes 21 de Octubre de 2014", "2014-10-21"),
            ("2 Ocak 2015 Cuma, 16:49", "2015-01-02"),
            ("6 يناير، 2015، الساعة 05:16 مساءً", "2015-01-06"),
            ("Thứ Năm, ngày 8 tháng 1 năm 2015", "2015-01-08"),
            ("2016年3月20日", "2016-03-20"),
            ("2016년 3월 20일", "2016-03-20"),
            ("2016年03月21日 23時05分11秒", "2016-03-21"),
            ("2011 წლის 17 მარტი, ოთხშაბათი", "2011-03-17"),
            ("08.Haziran.2014, 11:07", "2014-06-08"),
            ("2 Декабрь 95 11:15", "1995-12-02"),
            ("1er février 2015", "2015-02-01"),
            ("1987 оны тавдугаар сарын 2", "1987-05-02"),
            ("1956 оны 4-р сарын 16", "1956-04-16"),
            ("3 ян 2015", "2015-01-03"),
            ("12 umasingana 2016", "2016-01-12"),
            ("Tháng một 5, 2018", "2018-01-05"),
        ] {
            assert_eq!(one(value).as_deref(), Some(iso), "{value}");
        }
    }

    #[test]
    fn a_time_zone_or_weekday_around_the_date_keeps_every_reading() {
        assert_eq!(
            one("Fri, 09 Sep 2005 13:51:39 -0700").as_deref(),
            Some("2005-09-09")
        );
        assert_eq!(
            one("April 9, 2013 at 6:11 a.m.").as_deref(),
            Some("2013-04-09")
        );
        assert_eq!(
            one("2014-12-12T12:33:39-08:00").as_deref(),
            Some("2014-12-12")
        );
        assert_eq!(
            read("5.7.2018 5.45 ip."),
            Some(vec!["2018-07-05".to_owned(), "2018-05-07".to_owned()])
        );
        assert_eq!(one("20 Mar 2013 10h11").as_deref(), Some("2013-03-20"));
        assert_eq!(
            read("12/05/75 10:00"),
            Some(vec!["1975-05-12".to_owned(), "1975-12-05".to_owned()])
        );
    }

    #[test]
    fn iso_dates_read_alike_on_the_fast_path_and_the_full_one() {
        assert_eq!(one("1980-01-12").as_deref(), Some("1980-01-12"));
        assert_eq!(one("1980-01-12T00:00:00Z").as_deref(), Some("1980-01-12"));
        assert_eq!(one("1980-01-12 10:00").as_deref(), Some("1980-01-12"));
        assert_eq!(read("2023-02-29"), Some(vec![]));
        assert_eq!(one("1980-01-12 (Sat)").as_deref(), Some("1980-01-12"));
    }

    #[test]
    fn compact_digits_have_every_reading() {
        assert_eq!(one("18092017").as_deref(), Some("2017-09-18"));
        assert_eq!(
            read("11012015"),
            Some(vec!["2015-01-11".to_owned(), "2015-11-01".to_owned()])
        );
        assert_eq!(one("20160320").as_deref(), Some("2016-03-20"));
        assert_eq!(one("²⁹/⁰⁵/²⁰¹⁵").as_deref(), Some("2015-05-29"));
    }

    #[test]
    fn other_calendars_and_non_dates_are_unreadable() {
        for value in [
            "14-09-1432 هـ",
            "1399/05/12",
            "پنجشنبه 11 تیر 1394",
            "14 رمضان 1432",
            "16 ธ.ค. พ.ศ. 2560",
            "令和5年3月1日",
            "15 בניסן 5784",
            "vor 2 Tagen",
            "yesterday",
            "3 days ago",
            "March 2024",
            "8 August",
        ] {
            assert_eq!(read(value), None, "{value}");
        }
    }

    #[test]
    fn a_date_shaped_value_that_names_no_real_day_has_no_reading() {
        assert_eq!(read("31/04/2024"), Some(vec![]));
        assert_eq!(read("45/99/1975"), Some(vec![]));
        assert_eq!(read("31 avril 2024"), Some(vec![]));
    }

    proptest! {
        #[test]
        fn reading_any_text_never_panics(s in "\\PC{0,80}") {
            let _ = read(&s);
        }

        #[test]
        fn the_month_day_year_fast_path_answers_as_the_full_reader(
            word in "(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|de|am|jän|mai|sun|may5|[a-z]{1,9})",
            day in "[0-9]{1,3}",
            comma in "(, |,| ,|,  | )",
            year in "[0-9]{2,5}",
        ) {
            let value = format!("{word} {day}{comma}{year}");
            prop_assert_eq!(
                readings(&NAMES_FOR_TESTS, &value, 2026),
                any_form(&NAMES_FOR_TESTS, &value, 2026),
                "{}",
                value
            );
        }

        #[test]
        fn any_day_written_with_a_month_name_reads_back(y in 1600u32..2600, m in 1u32..=12, d in 1u32..=28) {
            let name = ["janvier", "Februar", "marzo", "апреля", "maj", "junho", "lipca", "août", "Septiembre", "ottobre", "listopadu", "diciembre"][m as usize - 1];
            let iso = format!("{y:04}-{m:02}-{d:02}");
            prop_assert_eq!(one(&format!("{d} {name} {y}")), Some(iso));
        }
    }
}
