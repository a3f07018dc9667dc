//! Where in a text a number or a month name can begin, found in one pass, and anchored regex
//! searches from only those places.
//!
//! Most patterns for dates, times and counts begin at an ASCII word boundary with a digit or a
//! month name. Prose has a few dozen such places per kilobyte; searching from each of them
//! (anchored) finds exactly what scanning the whole text finds, and never reads the words in
//! between.

use std::ops::Range;

use regex_automata::util::captures::Captures;
use regex_automata::{Anchored, Input, meta};

/// The places in a text where a number or a month name begins, and which bytes it holds.
#[derive(Debug, Default, Clone)]
pub struct Starts {
    /// The text has an ASCII digit.
    pub digit: bool,
    /// The text has a `-`, `/` or `.`.
    pub numeric_separator: bool,
    /// Every ASCII digit at an ASCII word start (`(?-u:\b)` before it), ascending.
    pub numbers: Vec<usize>,
    /// Every ASCII letter at an ASCII word start whose first three bytes begin a month name, or
    /// are not all ASCII (`ä`, or the Kelvin sign, which `(?i)` matches as `k`), ascending.
    pub months: Vec<usize>,
    /// Every ASCII digit, ascending, when asked for ([`Starts::with_digits`]).
    pub digits: Vec<usize>,
    /// When asked for ([`Starts::with_words`]): every ASCII letter or digit after no ASCII letter
    /// or digit that is a digit or whose first bytes may begin one of the words asked for
    /// ([`FirstLetters::may_begin`]), ascending.
    pub words: Vec<usize>,
}

impl Starts {
    /// The starts in `text`; month names only when `months` are given.
    #[must_use]
    pub fn of(text: &str, months: Option<&MonthPrefixes>) -> Self {
        Self::scan(text, months, false, None)
    }

    /// [`Starts::of`], and every digit's position as well (amounts start at any digit).
    #[must_use]
    pub fn with_digits(text: &str, months: Option<&MonthPrefixes>) -> Self {
        Self::scan(text, months, true, None)
    }

    /// [`Starts::with_digits`] when `digits`, else [`Starts::of`], and the starts of the words
    /// `words` may begin ([`Starts::words`]), found in the same pass.
    #[must_use]
    pub fn with_words(
        text: &str,
        months: Option<&MonthPrefixes>,
        digits: bool,
        words: &FirstLetters,
    ) -> Self {
        Self::scan(text, months, digits, Some(words))
    }

    /// [`Starts::with_words`] with month names, digits and the words of `letters`, each word
    /// start looked up once in their joint table: the same starts, found with less work.
    #[must_use]
    pub fn with_letters(text: &str, letters: &StartLetters) -> Self {
        Self::scan_with(
            text,
            Some(&letters.months),
            true,
            Some(&letters.words),
            Some(letters),
        )
    }

    fn scan(
        text: &str,
        months: Option<&MonthPrefixes>,
        digits: bool,
        words: Option<&FirstLetters>,
    ) -> Self {
        Self::scan_with(text, months, digits, words, None)
    }

    /// [`Starts::scan`], with `letters` (the joint table of `months` and `words`) when given.
    fn scan_with(
        text: &str,
        months: Option<&MonthPrefixes>,
        digits: bool,
        words: Option<&FirstLetters>,
        letters: Option<&StartLetters>,
    ) -> Self {
        let bytes = text.as_bytes();
        // Sized once for ordinary prose (a number or month name about every 32 bytes, a digit
        // about every 32), so most texts never grow them, and each at most 120 places (960
        // bytes): glibc first consolidates its freed small blocks for any larger allocation.
        let sized = |wanted: bool, every: usize| {
            if wanted {
                (text.len() / every + 4).min(120)
            } else {
                0
            }
        };
        let mut starts = Self {
            numbers: Vec::with_capacity(sized(true, 32)),
            months: Vec::with_capacity(sized(months.is_some(), 64)),
            digits: Vec::with_capacity(sized(digits, 32)),
            words: Vec::with_capacity(sized(words.is_some(), 32)),
            ..Self::default()
        };
        // Eight bytes at a time: masks with the top bit of each byte set where that byte is a
        // word byte, a digit or a separator; only the starts of runs of letters and digits are
        // then visited one by one, each once for everything it may begin.
        let mut seen_digit = 0;
        let mut seen_separator = 0;
        let mut previous_word = 0;
        let mut previous_alnum = 0;
        let eights = crate::engine::text::starts::eights(bytes);
        for (index, eight) in eights.enumerate() {
            let classes = Classes::of(u64::from_le_bytes(eight));
            seen_digit |= classes.digit;
            seen_separator |= classes.separator;
            let mut digit_bits = if digits { classes.digit } else { 0 };
            while digit_bits != 0 {
                starts
                    .digits
                    .push(index * 8 + (digit_bits.trailing_zeros() / 8) as usize);
                digit_bits &= digit_bits - 1;
            }
            let word_starts = classes.word & !((classes.word << 8) | previous_word);
            previous_word = classes.word >> 56;
            let alnum_starts = classes.alnum & !((classes.alnum << 8) | previous_alnum);
            previous_alnum = classes.alnum >> 56;
            // A word start at a letter or digit is also the start of a run of them (the byte
            // before is no word byte); one at `_` begins no number or month name.
            let mut visit = if words.is_some() {
                alnum_starts
            } else {
                word_starts & classes.alnum
            };
            while visit != 0 {
                let bit = visit & visit.wrapping_neg();
                visit &= visit - 1;
                let i = index * 8 + (bit.trailing_zeros() / 8) as usize;
                let word_start = word_starts & bit != 0;
                match letters {
                    Some(letters) => starts.visit_with_letters(bytes, i, word_start, letters),
                    None => starts.visit_alnum_start(bytes, i, word_start, months, words),
                }
            }
        }
        starts.digit = seen_digit != 0;
        starts.numeric_separator = seen_separator != 0;
        starts
    }

    /// Records `i`, an ASCII letter or digit after no ASCII letter or digit, where it begins a
    /// number (when `word_start`: no `_` before it either), a month name (the same) or one of
    /// `words`. Constant time: its first three bytes are read once for all of them.
    fn visit_alnum_start(
        &mut self,
        bytes: &[u8],
        i: usize,
        word_start: bool,
        months: Option<&MonthPrefixes>,
        words: Option<&FirstLetters>,
    ) {
        // Bytes past the end read as 0, which is no letter, digit or byte outside ASCII.
        let (first, second, third, three) = match bytes.get(i..i + 3) {
            Some(&[a, b, c]) => (a, b, c, true),
            _ => (
                bytes.get(i).copied().unwrap_or(0),
                bytes.get(i + 1).copied().unwrap_or(0),
                0,
                false,
            ),
        };
        if first.is_ascii_digit() {
            if word_start {
                self.numbers.push(i);
            }
            if words.is_some() {
                self.words.push(i);
            }
            return;
        }
        let Some(first) = letter(first) else {
            return;
        };
        if let Some(months) = months.filter(|_| word_start && three) {
            if months.begins(first, second, third) {
                self.months.push(i);
            }
        }
        if let Some(words) = words {
            if words.begins(first, second, third) {
                self.words.push(i);
            }
        }
    }

    /// [`Starts::visit_alnum_start`] with month names and words, both looked up in `letters` at
    /// once. Constant time.
    fn visit_with_letters(
        &mut self,
        bytes: &[u8],
        i: usize,
        word_start: bool,
        letters: &StartLetters,
    ) {
        let (first, second, third) = match bytes.get(i..i + 3) {
            Some(&[a, b, c]) => (a, b, c),
            _ => (
                bytes.get(i).copied().unwrap_or(0),
                bytes.get(i + 1).copied().unwrap_or(0),
                0,
            ),
        };
        let Some(first) = letter(first).filter(|_| (second | third) < 0x80) else {
            // A digit, or a byte outside ASCII among the next two.
            self.visit_alnum_start(
                bytes,
                i,
                word_start,
                Some(&letters.months),
                Some(&letters.words),
            );
            return;
        };
        // A second byte that is no letter begins no month name and no word.
        let Some(second) = letter(second) else {
            return;
        };
        let pair = letters.pairs.get(first * 26 + second).copied().unwrap_or(0);
        match letter(third) {
            Some(third) => {
                if word_start && pair & (1 << third) != 0 {
                    self.months.push(i);
                }
                if pair & (1 << (32 + third)) != 0 {
                    self.words.push(i);
                }
            }
            // A digit continues the word; anything else (or the text's end) ends it.
            None if !third.is_ascii_digit()
                && pair & (u64::from(FirstLetters::ENDS) << 32) != 0 =>
            {
                self.words.push(i);
            }
            None => {}
        }
    }

    /// Records `i`, the first byte of a word, if a number or a month name starts there: the
    /// reference [`Starts::visit_alnum_start`] is tested against.
    #[cfg(test)]
    fn visit_word_start(&mut self, bytes: &[u8], i: usize, months: Option<&MonthPrefixes>) {
        let Some(&b) = bytes.get(i) else {
            return;
        };
        if b.is_ascii_digit() {
            self.numbers.push(i);
        } else if let Some(months) = months {
            if b.is_ascii_alphabetic() && months.may_start(bytes.get(i..)) {
                self.months.push(i);
            }
        }
    }
}

/// Calls `each` with the captures of every match of `regex` in `text`, left to right and without
/// overlaps: exactly the matches of a leftmost-first scan of the whole text, provided every match
/// can only begin at one of `starts` (ascending). One anchored search from each start that is not
/// inside the previous match finds them; `\b` still sees the byte before the start.
pub fn each_match(
    regex: &meta::Regex,
    text: &str,
    starts: impl IntoIterator<Item = usize>,
    mut each: impl FnMut(&Captures),
) {
    let mut caps = regex.create_captures();
    let mut from = 0;
    for at in starts {
        if at < from || at >= text.len() {
            continue;
        }
        let input = Input::new(text).range(at..).anchored(Anchored::Yes);
        regex.search_captures(&input, &mut caps);
        if let Some(found) = caps.get_match() {
            from = found.end();
            each(&caps);
        }
    }
}

/// [`each_match`] for a pattern whose capture groups are costly to resolve, in two steps. `whole`
/// finds where each match ends (a DFA search, no groups); `groups` (the same pattern with the same
/// groups, one of them loosened) then resolves the groups on exactly that span. Its captures are
/// used when they cover the whole span and `accept` takes them; otherwise `whole` resolves them
/// itself, so `each` always sees what [`each_match`] with `whole` would give.
///
/// The dates use it for their month-name group: a backtracker resolving a group that is an
/// alternation of a hundred names tries every one of them, about 7,000 instructions per match.
///
/// `by_hand` may fill the captures of a match's span itself, before any capture search (a
/// pattern whose groups can be told apart by byte classes alone): it returns false when it cannot
/// tell them, and when `accept` refuses what it filled, the searches resolve them as above.
pub fn each_match_in_two_steps(
    whole: &meta::Regex,
    groups: &meta::Regex,
    text: &str,
    starts: impl IntoIterator<Item = usize>,
    by_hand: impl Fn(Range<usize>, &mut Captures) -> bool,
    accept: impl Fn(&Captures) -> bool,
    mut each: impl FnMut(&Captures),
) {
    // Made on the first match: most texts have none (an allocation saved per pattern).
    let mut group_caps: Option<Captures> = None;
    let mut whole_caps: Option<Captures> = None;
    let mut from = 0;
    for at in starts {
        if at < from || at >= text.len() {
            continue;
        }
        let Some(found) = whole.search(&Input::new(text).range(at..).anchored(Anchored::Yes))
        else {
            continue;
        };
        from = found.end();
        // Look-around (`\b`) still sees the bytes around the span.
        let span = Input::new(text)
            .range(found.range())
            .anchored(Anchored::Yes);
        let caps = group_caps.get_or_insert_with(|| groups.create_captures());
        if by_hand(found.range(), caps) && accept(caps) {
            each(caps);
            continue;
        }
        groups.search_captures(&span, caps);
        if caps.get_match().is_some_and(|m| m.range() == found.range()) && accept(caps) {
            each(caps);
        } else {
            let exact = whole_caps.get_or_insert_with(|| whole.create_captures());
            whole.search_captures(&span, exact);
            if exact.is_match() {
                each(exact);
            }
        }
    }
}

/// The byte span of group `index` of a match.
#[must_use]
pub fn span(caps: &Captures, index: usize) -> Option<(usize, usize)> {
    caps.get_group(index).map(|s| (s.start, s.end))
}

/// The text of group `index` of a match in `text`.
#[must_use]
pub fn group<'t>(text: &'t str, caps: &Captures, index: usize) -> Option<&'t str> {
    caps.get_group(index).and_then(|s| text.get(s.range()))
}

/// Byte classes of eight bytes at once (SWAR): the top bit of each byte of a mask is set where
/// that byte is in the class. Bytes of 0x80 and above are in none of them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Classes {
    /// `[0-9A-Za-z_]`, the word bytes of `(?-u:\b)`.
    pub(crate) word: u64,
    /// `[0-9A-Za-z]`.
    pub(crate) alnum: u64,
    /// `[0-9]`.
    digit: u64,
    /// `-`, `.` or `/` (0x2D..=0x2F).
    separator: u64,
}

impl Classes {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW: u64 = 0x0101_0101_0101_0101;

    /// The classes of the eight bytes of `eight` (the first byte in the lowest bits).
    pub(crate) fn of(eight: u64) -> Self {
        let ascii = !eight & Self::HIGH;
        let low7 = eight & !Self::HIGH;
        // Per byte, `low7 + (0x80 - lo)` reaches the top bit exactly when the byte is >= lo,
        // and no byte's sum carries into the next (at most 0x7F + 0x80).
        let in_range = |value: u64, lo: u8, hi: u8| {
            let at_least_lo = value.wrapping_add(Self::LOW * u64::from(0x80 - lo));
            let above_hi = value.wrapping_add(Self::LOW * u64::from(0x7F - hi));
            at_least_lo & !above_hi & Self::HIGH
        };
        let digit = in_range(low7, b'0', b'9') & ascii;
        // Setting 0x20 folds `A-Z` onto `a-z` and moves nothing else into it.
        let letter = in_range(low7 | (Self::LOW * 0x20), b'a', b'z') & ascii;
        let underscore = in_range(low7, b'_', b'_') & ascii;
        Self {
            word: digit | letter | underscore,
            alnum: digit | letter,
            digit,
            separator: in_range(low7, b'-', b'/') & ascii,
        }
    }
}

/// The three-letter beginnings of a set of names (month names): for each lower-case pair of
/// first letters, a bit per possible third letter.
#[derive(Debug, Clone)]
pub struct MonthPrefixes {
    thirds: Vec<u32>,
}

impl MonthPrefixes {
    /// The beginnings of `names`; names shorter than three bytes or not starting with three
    /// ASCII letters add nothing (a name with a non-ASCII byte among its first three can only
    /// match text with one, which `may_start` always lets through).
    #[must_use]
    pub fn of<'a>(names: impl Iterator<Item = &'a str>) -> Self {
        let mut prefixes = Self {
            thirds: vec![0; 26 * 26],
        };
        for name in names {
            let Some(&[a, b, c]) = name.as_bytes().get(..3) else {
                continue;
            };
            if let (Some(a), Some(b), Some(c)) = (letter(a), letter(b), letter(c)) {
                if let Some(thirds) = prefixes.thirds.get_mut(a * 26 + b) {
                    *thirds |= 1 << c;
                }
            }
        }
        prefixes
    }

    /// Whether a name can match, case-insensitively, at the start of three bytes whose first is
    /// the ASCII letter `first` (0..26, see [`letter`]): either one of the others is not ASCII
    /// or the three letters begin a name. Constant time.
    fn begins(&self, first: usize, second: u8, third: u8) -> bool {
        if (second | third) >= 0x80 {
            return true;
        }
        let (Some(second), Some(third)) = (letter(second), letter(third)) else {
            return false;
        };
        self.thirds
            .get(first * 26 + second)
            .is_some_and(|thirds| thirds & (1 << third) != 0)
    }

    /// Whether a name can match, case-insensitively, at the start of `rest`: at least three
    /// bytes, and either one of them is not ASCII or the three letters begin a name.
    #[cfg(test)]
    fn may_start(&self, rest: Option<&[u8]>) -> bool {
        let Some(&[a, b, c]) = rest.and_then(|r| r.get(..3)) else {
            return false;
        };
        if (a | b | c) >= 0x80 {
            return true;
        }
        let (Some(a), Some(b), Some(c)) = (letter(a), letter(b), letter(c)) else {
            return false;
        };
        self.thirds
            .get(a * 26 + b)
            .is_some_and(|thirds| thirds & (1 << c) != 0)
    }
}

/// [`MonthPrefixes`] and [`FirstLetters`] in one table: one lookup per word start finds whether
/// a month name or one of the words may begin there ([`Starts::with_letters`]).
#[derive(Debug, Clone)]
pub struct StartLetters {
    /// For each pair of first letters: the month names' third letters in bits 0..26, the words'
    /// (and [`FirstLetters::ENDS`]) in bits 32..59.
    pairs: Vec<u64>,
    months: MonthPrefixes,
    words: FirstLetters,
}

impl StartLetters {
    /// The joint table of `months` and `words`.
    #[must_use]
    pub fn of(months: &MonthPrefixes, words: &FirstLetters) -> Self {
        let pairs = months
            .thirds
            .iter()
            .zip(&words.thirds)
            .map(|(m, w)| u64::from(*m) | (u64::from(*w) << 32))
            .collect();
        Self {
            pairs,
            months: months.clone(),
            words: words.clone(),
        }
    }
}

/// The first three letters of a set of words (number words), for picking the places in a text
/// where one may begin: for each pair of first letters, a bit per third letter, and one for a
/// word of just those two letters; case-insensitive.
#[derive(Debug, Clone)]
pub struct FirstLetters {
    thirds: Vec<u32>,
}

impl FirstLetters {
    /// The bit of a word that ends after its first two letters.
    const ENDS: u32 = 1 << 26;

    /// The first three letters of `words`; a word that does not begin with two ASCII letters, or
    /// whose third byte is not ASCII, adds nothing (a byte outside ASCII among the first three of
    /// the text always passes [`FirstLetters::may_begin`]).
    #[must_use]
    pub fn of<'a>(words: impl Iterator<Item = &'a str>) -> Self {
        let mut letters = Self {
            thirds: vec![0; 26 * 26],
        };
        for word in words {
            if let [a, b, rest @ ..] = word.as_bytes() {
                if let (Some(a), Some(b)) = (letter(*a), letter(*b)) {
                    let bit = match rest.first() {
                        None => Self::ENDS,
                        Some(&c) => letter(c).map_or(0, |c| 1 << c),
                    };
                    if let Some(thirds) = letters.thirds.get_mut(a * 26 + b) {
                        *thirds |= bit;
                    }
                }
            }
        }
        letters
    }

    /// Whether a word of the text beginning at the ASCII letter `rest[0]` (a run of ASCII
    /// letters and digits and characters outside ASCII) can be one of the words, in any case:
    /// its first three letters begin one, or its first two are one, or its second or third byte
    /// is not ASCII (the caller looks that word up). Constant time.
    #[must_use]
    pub fn may_begin(&self, rest: &[u8]) -> bool {
        let (Some(&first), Some(&second)) = (rest.first(), rest.get(1)) else {
            return false;
        };
        if !second.is_ascii() {
            return letter(first).is_some();
        }
        let (Some(first), Some(second)) = (letter(first), letter(second)) else {
            return false;
        };
        let bit = match rest.get(2) {
            Some(&third) if !third.is_ascii() => return true,
            Some(&third) if third.is_ascii_alphanumeric() => letter(third).map_or(0, |c| 1 << c),
            _ => Self::ENDS,
        };
        self.thirds
            .get(first * 26 + second)
            .is_some_and(|thirds| thirds & bit != 0)
    }

    /// [`FirstLetters::may_begin`] for a word whose first byte is the ASCII letter `first` (0..26,
    /// see [`letter`]) and whose next two bytes are `second` and `third` (0 past the text's end
    /// or the word's). Constant time.
    fn begins(&self, first: usize, second: u8, third: u8) -> bool {
        if !second.is_ascii() {
            return true;
        }
        let Some(second) = letter(second) else {
            return false;
        };
        let bit = if !third.is_ascii() {
            return true;
        } else if third.is_ascii_alphanumeric() {
            letter(third).map_or(0, |c| 1 << c)
        } else {
            Self::ENDS
        };
        self.thirds
            .get(first * 26 + second)
            .is_some_and(|thirds| thirds & bit != 0)
    }
}

/// An ASCII letter of either case as 0..26.
pub(crate) fn letter(b: u8) -> Option<usize> {
    // Setting 0x20 folds `A-Z` onto `a-z` and moves no other byte into it.
    let index = (b | 0x20).wrapping_sub(b'a');
    (index < 26).then_some(usize::from(index))
}

/// `bytes` eight at a time, the last eight padded with zero bytes (which are no word byte, digit
/// or separator). Linear in the bytes.
pub(crate) fn eights(bytes: &[u8]) -> impl Iterator<Item = [u8; 8]> + '_ {
    let chunks = bytes.chunks_exact(8);
    let mut last = [0u8; 8];
    if let Some(head) = last.get_mut(..chunks.remainder().len()) {
        head.copy_from_slice(chunks.remainder());
    }
    chunks
        .map(|chunk| <[u8; 8]>::try_from(chunk).unwrap_or_default())
        .chain(std::iter::once(last))
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    const NAMES: &[&str] = &["january", "jan", "märz", "mai", "okt", "décembre", "sept"];

    /// [`Starts::of`] one byte at a time: the reference for the eight-at-a-time version.
    #[allow(clippy::type_complexity)]
    fn starts_by_bytes(
        text: &str,
        months: &MonthPrefixes,
        words: &FirstLetters,
    ) -> (bool, bool, Vec<usize>, Vec<usize>, Vec<usize>, Vec<usize>) {
        let bytes = text.as_bytes();
        let is_word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let mut starts = Starts::default();
        for i in 0..bytes.len() {
            if i == 0 || !is_word(bytes[i - 1]) {
                starts.visit_word_start(bytes, i, Some(months));
            }
        }
        (
            bytes.iter().any(u8::is_ascii_digit),
            bytes.iter().any(|b| matches!(b, b'-' | b'/' | b'.')),
            starts.numbers,
            starts.months,
            (0..bytes.len())
                .filter(|&i| bytes[i].is_ascii_digit())
                .collect(),
            (0..bytes.len())
                .filter(|&i| i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
                .filter(|&i| {
                    bytes[i].is_ascii_digit()
                        || (bytes[i].is_ascii_alphabetic() && words.may_begin(&bytes[i..]))
                })
                .collect(),
        )
    }

    #[test]
    fn numbers_and_month_names_start_at_word_starts_only() {
        let months = MonthPrefixes::of(NAMES.iter().copied());
        let text = "On 8 JANuary, x9 and 2026-01 jam_5 Märzen OKTave okay _7";
        let starts = Starts::of(text, Some(&months));
        let at = |s: &str| text.find(s).unwrap();
        assert_eq!(starts.numbers, vec![at("8 "), at("2026"), at("01 ")]);
        assert_eq!(starts.months, vec![at("JAN"), at("Märzen"), at("OKTave")]);
        assert!(starts.digit && starts.numeric_separator);
        let plain = Starts::of("no digits here", None);
        assert!(!plain.digit && plain.numbers.is_empty() && plain.months.is_empty());
    }

    proptest! {
        #[test]
        fn eight_bytes_at_a_time_agree_with_one_at_a_time(
            text in prop_oneof![
                "\\PC*",
                "[ -~\u{80}-\u{10ffff}]{0,40}",
                "([0-9]{1,4}|[jJmMoOdDsS][aAäÄeEkK][nNrRtTcCpP]|[a-z_]{1,3}|[ .,/_-]|\u{212a}|é|two|ZWei|oTto|se|zé){0,30}",
            ]
        ) {
            let months = MonthPrefixes::of(NAMES.iter().copied());
            let words = FirstLetters::of(["two", "zwei", "sept", "otto", "un", "sé"].into_iter());
            let starts = Starts::with_words(&text, Some(&months), true, &words);
            let joint = Starts::with_letters(&text, &StartLetters::of(&months, &words));
            prop_assert_eq!(
                (joint.digit, joint.numeric_separator, &joint.numbers, &joint.months, &joint.digits, &joint.words),
                (starts.digit, starts.numeric_separator, &starts.numbers, &starts.months, &starts.digits, &starts.words)
            );
            prop_assert_eq!(
                (starts.digit, starts.numeric_separator, starts.numbers, starts.months, starts.digits, starts.words),
                starts_by_bytes(&text, &months, &words)
            );
            let plain = Starts::with_digits(&text, Some(&months));
            prop_assert!(plain.words.is_empty());
            prop_assert_eq!(plain.numbers, Starts::with_words(&text, Some(&months), true, &words).numbers);
        }
    }
}
