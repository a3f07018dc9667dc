//! Grounding beyond word overlap: the names of a claim (runs of capitalised words and acronyms),
//! number words and ordinals, negation, and the kind of answer a question asks for. Every
//! function here reads its text once, left to right.

use std::borrow::Cow;
use std::collections::HashSet;
use std::ops::Range;

use foldhash::fast::RandomState;
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// A word as names are compared: lower case, without accents, without a possessive `'s`.
/// Linear in the word.
pub(super) fn fold(word: &str) -> Cow<'_, str> {
    let word = without_possessive(word);
    if word.is_ascii() {
        if word.bytes().any(|b| b.is_ascii_uppercase() || b == b'.') {
            let mut folded = word.to_ascii_lowercase();
            if folded.contains('.') {
                folded.retain(|c| c != '.');
            }
            return Cow::Owned(folded);
        }
        return Cow::Borrowed(word);
    }
    let mut folded = String::with_capacity(word.len());
    for c in word
        .nfd()
        .filter(|c| !is_combining_mark(*c) && *c != '.')
        .flat_map(char::to_lowercase)
    {
        // Letters Unicode does not decompose into a base letter and an accent (`Jørn` is
        // written `Jorn` without it, `Łódź` `Lodz`).
        match c {
            '’' => folded.push('\''),
            'ø' => folded.push('o'),
            'ł' => folded.push('l'),
            'đ' | 'ð' => folded.push('d'),
            'ı' => folded.push('i'),
            'æ' => folded.push_str("ae"),
            'œ' => folded.push_str("oe"),
            'ß' => folded.push_str("ss"),
            'þ' => folded.push_str("th"),
            c => folded.push(c),
        }
    }
    Cow::Owned(folded)
}

/// `word` without a possessive `'s` (or a final `'`). Looks at its last bytes.
fn without_possessive(word: &str) -> &str {
    // Only a word whose last byte is `s`, `S`, `'` or part of a non-ASCII character (`’`) can
    // end in a possessive: most words skip the comparisons.
    match word.as_bytes().last() {
        Some(b's' | b'S' | b'\'' | 0x80..) => word
            .strip_suffix("'s")
            .or_else(|| word.strip_suffix("’s"))
            .or_else(|| word.strip_suffix("'S"))
            .or_else(|| word.strip_suffix('\''))
            .or_else(|| word.strip_suffix('’'))
            .unwrap_or(word),
        _ => word,
    }
}

/// [`fold`] of the word at `range` of `text`, borrowed from `lower` (`text` with its ASCII
/// letters lowered, byte for byte) when the folded word is a slice of it: no allocation for an
/// ASCII word without a dot. Linear in the word.
pub(super) fn fold_at<'t>(text: &'t str, lower: &'t str, range: Range<usize>) -> Cow<'t, str> {
    let word = text.get(range.clone()).unwrap_or_default();
    let kept = without_possessive(word);
    if kept.is_ascii() && !kept.contains('.') {
        if let Some(lowered) = lower.get(range.start..range.start + kept.len()) {
            return Cow::Borrowed(lowered);
        }
    }
    fold(word)
}

/// [`fold`] of a word looked up and dropped: an ASCII word of up to 32 bytes is folded into
/// `buf` instead of a new string. Linear in the word.
pub(super) fn fold_in<'a>(word: &'a str, buf: &'a mut [u8; 32]) -> Cow<'a, str> {
    let kept = without_possessive(word);
    // Most words are lower case already: borrowed as they are, with nothing to copy or check.
    if kept
        .bytes()
        .all(|b| b.is_ascii() && !b.is_ascii_uppercase() && b != b'.')
    {
        return Cow::Borrowed(kept);
    }
    if kept.is_ascii() && kept.len() <= buf.len() {
        let mut len = 0;
        for (slot, b) in buf.iter_mut().zip(kept.bytes().filter(|&b| b != b'.')) {
            *slot = b.to_ascii_lowercase();
            len += 1;
        }
        if let Some(folded) = buf.get(..len).and_then(|b| std::str::from_utf8(b).ok()) {
            return Cow::Borrowed(folded);
        }
    }
    fold(word)
}

/// One word of a text: its bytes, and whether it starts with a capital letter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Word {
    /// Byte range in the text.
    pub range: Range<usize>,
    /// Starts with an upper-case letter.
    pub capitalised: bool,
    /// Every letter is upper case and there are at least two (`BBC`, `U.S.`).
    pub acronym: bool,
    /// The first word of the text or of a clause after `.`, `!`, `?`, `:`, `;` or an opening quote.
    pub starts_clause: bool,
    /// Holds a digit.
    pub has_digit: bool,
}

/// The words of `text`: runs of letters and digits, with `'` or `’` inside a word kept
/// (`O'Brien`, `Groening's`) and dotted acronyms joined (`U.S.`). Linear in the text.
pub(super) fn words(text: &str) -> Vec<Word> {
    // About one word per six bytes of English prose: the list is sized once.
    let mut out = Vec::with_capacity(text.len() / 6 + 1);
    let bytes = text.as_bytes();
    // The character at byte `i`: ASCII ones straight from the byte, others decoded.
    let char_at = |i: usize| -> Option<char> {
        match bytes.get(i) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            Some(_) => text.get(i..).and_then(|t| t.chars().next()),
            None => None,
        }
    };
    let mut i = 0;
    let mut clause = true;
    while let Some(c) = char_at(i) {
        let at = i;
        i += c.len_utf8();
        if !c.is_alphanumeric() {
            // An initial's dot (`J. R. Smith`, `V. C. Bird Airport`) or a title's (`Dr.
            // Brown`, `Mt. Hood`) ends no clause: the name after it is a name even when it is
            // a common word.
            let initial = c == '.'
                && out.last().is_some_and(|w: &Word| {
                    w.range.end == at
                        && w.capitalised
                        && text.get(w.range.clone()).is_some_and(|t| {
                            t.len() == 1
                                || ["dr", "mr", "mrs", "ms", "st", "mt", "prof", "rev"]
                                    .iter()
                                    .any(|title| t.eq_ignore_ascii_case(title))
                        })
                });
            if !initial && matches!(c, '.' | '!' | '?' | ':' | ';' | '"' | '“' | '(' | '\n') {
                clause = true;
            }
            continue;
        }
        let mut end = i;
        let (mut upper, mut letters, mut digit) = (
            usize::from(c.is_uppercase()),
            usize::from(c.is_alphabetic()),
            c.is_numeric(),
        );
        loop {
            // ASCII letters and digits, by byte: most of any text.
            while let Some(&b) = bytes.get(i).filter(|b| b.is_ascii_alphanumeric()) {
                upper += usize::from(b.is_ascii_uppercase());
                letters += usize::from(b.is_ascii_alphabetic());
                digit |= b.is_ascii_digit();
                i += 1;
                end = i;
            }
            let Some(d) = char_at(i) else {
                break;
            };
            if d.is_alphanumeric() {
                upper += usize::from(d.is_uppercase());
                letters += usize::from(d.is_alphabetic());
                digit |= d.is_numeric();
                i += d.len_utf8();
                end = i;
                continue;
            }
            // `'` inside a word, or `.` between single capitals (`U.S.`).
            let next = char_at(i + d.len_utf8());
            let inner_quote = matches!(d, '\'' | '’') && next.is_some_and(char::is_alphabetic);
            let dotted = d == '.'
                && letters == upper
                && next.is_some_and(char::is_uppercase)
                && text
                    .get(i + d.len_utf8()..)
                    .and_then(|t| t.chars().nth(1))
                    .is_some_and(|c| c == '.');
            if inner_quote || dotted {
                i += d.len_utf8();
                end = i;
                continue;
            }
            if d == '.'
                && upper >= 2
                && letters == upper
                && text.get(at..end).is_some_and(|w| w.contains('.'))
            {
                // The closing dot of `U.S.`.
                i += 1;
                end = i;
            }
            break;
        }
        out.push(Word {
            range: at..end,
            capitalised: c.is_uppercase(),
            acronym: letters >= 2 && upper == letters,
            starts_clause: clause,
            has_digit: digit,
        });
        clause = false;
    }
    out
}

/// English number words and ordinals, as numbers.
const UNITS: &[(&str, &str, u64)] = &[
    ("zero", "zeroth", 0),
    ("one", "first", 1),
    ("two", "second", 2),
    ("three", "third", 3),
    ("four", "fourth", 4),
    ("five", "fifth", 5),
    ("six", "sixth", 6),
    ("seven", "seventh", 7),
    ("eight", "eighth", 8),
    ("nine", "ninth", 9),
    ("ten", "tenth", 10),
    ("eleven", "eleventh", 11),
    ("twelve", "twelfth", 12),
    ("thirteen", "thirteenth", 13),
    ("fourteen", "fourteenth", 14),
    ("fifteen", "fifteenth", 15),
    ("sixteen", "sixteenth", 16),
    ("seventeen", "seventeenth", 17),
    ("eighteen", "eighteenth", 18),
    ("nineteen", "nineteenth", 19),
];

const TENS: &[(&str, &str, u64)] = &[
    ("twenty", "twentieth", 20),
    ("thirty", "thirtieth", 30),
    ("forty", "fortieth", 40),
    ("fifty", "fiftieth", 50),
    ("sixty", "sixtieth", 60),
    ("seventy", "seventieth", 70),
    ("eighty", "eightieth", 80),
    ("ninety", "ninetieth", 90),
];

/// The value of one cardinal number word in lower case (`three`, `twenty`; not `fourth`), if it
/// is one and under 100.
pub(super) fn count_word(word: &str) -> Option<u16> {
    word_value(word)
        .filter(|&(_, cardinal)| cardinal)
        .and_then(|(n, _)| u16::try_from(n).ok())
}

/// The value of one number word (`three`, `fourth`, `twenty`), if it is one.
pub(super) fn word_value(word: &str) -> Option<(u64, bool)> {
    // Every number word has 3 to 11 letters and starts with one of these: most words are
    // ruled out without comparing them with the tables.
    if !(3..=11).contains(&word.len())
        || !word.bytes().next().is_some_and(|b| b"zotfsen".contains(&b))
    {
        return None;
    }
    UNITS
        .iter()
        .chain(TENS)
        .find_map(|&(cardinal, ordinal, n)| {
            if word == cardinal {
                Some((n, true))
            } else if word == ordinal {
                Some((n, false))
            } else {
                None
            }
        })
}

/// The share `words[at..]` states, as a whole percentage, and how many words state it: `a
/// quarter of` (25), `three-quarters full` (75), `two fifths of` (40), `one tenth of` (10),
/// `half the` / `half of` / `half a` (50), and a discount's `a tenth off` (10), `half off` (50).
/// Only shares that are whole percentages (halves, quarters, fifths, tenths); a share after
/// `and` (`one and a half`) and one of a unit of time or length (`half an hour`, `a quarter of
/// an hour`, `half a mile`: other rules' measures) are not read.
/// Looks at three words.
fn fraction<'t>(
    text: &'t str,
    words: &[Word],
    at: usize,
    lower: &impl Fn(&Word) -> Cow<'t, str>,
) -> Option<(u64, usize)> {
    let w = words.get(at)?;
    let gap = |a: &Word, b: &Word| text.get(a.range.end..b.range.start).unwrap_or_default();
    let denominator = |word: &str| match word {
        "half" | "halves" => Some(2),
        "quarter" | "quarters" => Some(4),
        "fifth" | "fifths" => Some(5),
        "tenth" | "tenths" => Some(10),
        _ => None,
    };
    let first = text.as_bytes().get(w.range.start)?.to_ascii_lowercase();
    // Whether the word at `i` (past an article) is a unit of time or length: `half an hour`,
    // `a quarter of an hour` are durations, `half a mile` a distance, read by other rules.
    let measure = |i: usize| {
        let i = i + usize::from(
            words
                .get(i)
                .is_some_and(|a| matches!(lower(a).as_ref(), "a" | "an" | "the")),
        );
        words.get(i).is_some_and(|m| {
            matches!(
                lower(m).as_ref(),
                "hour"
                    | "day"
                    | "week"
                    | "month"
                    | "year"
                    | "minute"
                    | "second"
                    | "century"
                    | "decade"
                    | "mile"
                    | "kilometre"
                    | "kilometer"
                    | "metre"
                    | "meter"
                    | "dozen"
            )
        })
    };
    // `½ teaspoon`, `¼ of the crew`: a share in one character.
    if let Some(percent) = match text.get(w.range.clone()) {
        Some("½") => Some(50),
        Some("¼") => Some(25),
        Some("¾") => Some(75),
        _ => None,
    } {
        return (!measure(at + 1)).then_some((percent, 1));
    }
    // `one in four`, `one in ten`: a share of one in a number that divides a hundred (`one in
    // three` is no whole percentage; `one in four hundred` is not a share of four).
    if first == b'o' && lower(w) == "one" {
        let share = words
            .get(at + 1)
            .filter(|n| gap(w, n) == " " && lower(n) == "in")
            .and_then(|n| words.get(at + 2).filter(|d| gap(n, d) == " "))
            .and_then(|d| word_value(&lower(d)))
            .filter(|&(d, cardinal)| cardinal && (2..=100).contains(&d) && 100 % d == 0)
            .map(|(d, _)| 100 / d);
        let multiplied = words.get(at + 3).is_some_and(|m| {
            matches!(
                lower(m).as_ref(),
                "hundred" | "thousand" | "million" | "billion"
            )
        });
        if let Some(percent) = share.filter(|_| !multiplied) {
            return Some((percent, 3));
        }
    }
    // `half of`, `half the`, `half a cup`: a numerator of one, unwritten.
    if first == b'h' && lower(w) == "half" {
        let after_and = at
            .checked_sub(1)
            .and_then(|p| words.get(p))
            .is_some_and(|p| lower(p) == "and");
        let next = words.get(at + 1).filter(|n| gap(w, n) == " ")?;
        return (!after_and
            && !measure(at + 2)
            && matches!(lower(next).as_ref(), "of" | "off" | "the" | "a" | "an"))
        .then_some((50, 1));
    }
    // A numerator (`a`, `an`, `one` ... `nine`) before a share (`half` ... `tenths`): most
    // words are ruled out by their first letter and the next word's.
    let share = words.get(at + 1)?;
    if !b"aotfsen".contains(&first)
        || !(4..=8).contains(&share.range.len())
        || !text
            .as_bytes()
            .get(share.range.start)
            .is_some_and(|b| b"hqft".contains(&b.to_ascii_lowercase()))
    {
        return None;
    }
    let numerator = match lower(w).as_ref() {
        "a" | "an" | "one" => 1,
        other => {
            word_value(other)
                .filter(|&(n, cardinal)| cardinal && (2..=9).contains(&n))?
                .0
        }
    };
    let joined = gap(w, share);
    let d = denominator(&lower(share))?;
    if numerator >= d || !matches!(joined, " " | "-") {
        return None;
    }
    // `a quarter of`, `two fifths of`, `a tenth off`; hyphenated, any word may follow
    // (`three-quarters full`).
    let of = words
        .get(at + 2)
        .is_some_and(|n| gap(share, n) == " " && matches!(lower(n).as_ref(), "of" | "off"));
    let after_and = at
        .checked_sub(1)
        .and_then(|p| words.get(p))
        .is_some_and(|p| lower(p) == "and");
    (!after_and && (of || joined == "-") && !measure(at + 3)).then_some((numerator * 100 / d, 2))
}

/// Whether the word `second` at `at` in `words` of `text`, after `a`, `an`, `per` or `every`,
/// is a unit of time, not a rank: the text ends or a mark follows it, spaces aside (`about a
/// second, letting`), or a word that no noun is (`a second or two`, `a second at a time`, `a
/// second and a half`, `a second later`). Looks at two words.
pub(super) fn second_alone(text: &str, words: &[Word], at: usize) -> bool {
    let Some(second) = words.get(at) else {
        return false;
    };
    let after = text
        .get(second.range.end..)
        .unwrap_or_default()
        .trim_start();
    if after.is_empty() || after.starts_with([',', '.', ';', ':', ')', '!', '?']) {
        return true;
    }
    let next = |i: usize| {
        words
            .get(i)
            .and_then(|w| text.get(w.range.clone()))
            .map(str::to_ascii_lowercase)
    };
    match next(at + 1).as_deref() {
        Some(
            "or" | "at" | "later" | "earlier" | "before" | "after" | "long" | "apart" | "ago"
            | "each" | "per" | "every",
        ) => true,
        Some("and") => next(at + 2).is_some_and(|w| w == "a"),
        _ => false,
    }
}

/// Whether the `first` at `words[at]` is an adverb (`was first elected`, `complain first and
/// then`, `No, first make`, `it first explains`, `First whisk them`) rather than a rank: no
/// determiner or possessive before it (`the`, `his`, `Britain's`), and a participle, `and` or
/// `then` after it, or a subject pronoun or a comma before it, or opening the sentence before an
/// article or a verb and its object (a capitalised `First place` opening a sentence stays a
/// rank). Looks at the words beside it only.
fn first_is_adverb<'t>(
    text: &'t str,
    words: &[Word],
    at: usize,
    lower: &impl Fn(&Word) -> Cow<'t, str>,
) -> bool {
    let Some(w) = words.get(at) else {
        return false;
    };
    // `the first two days`, `for the first 48 hours`, `the first few weeks`: before a count,
    // `first` names the opening stretch of what is counted, not a rank (`the first one` is).
    let counted = words.get(at + 1).map(lower).is_some_and(|next| {
        next.starts_with(|c: char| c.is_ascii_digit())
            || matches!(next.as_ref(), "few" | "several" | "couple")
            || next != "one" && word_value(&next).is_some_and(|(_, cardinal)| cardinal)
    });
    if counted {
        return true;
    }
    // `first come, first served`, `first of all`, `from the first to the last`: set phrases
    // that rank nothing.
    let next = |k: usize| words.get(at + k).map(lower);
    let idiom = match next(1).as_deref() {
        Some("come" | "served") => true,
        Some("of") => next(2).as_deref() == Some("all"),
        Some("to") => match next(2).as_deref() {
            Some("last") => true,
            Some("the") => next(3).as_deref() == Some("last"),
            _ => false,
        },
        _ => false,
    };
    if idiom {
        return true;
    }
    let before = at.checked_sub(1).and_then(|p| words.get(p));
    let determined = before.is_some_and(|p| {
        let gap = text.get(p.range.end..w.range.start).unwrap_or_default();
        let word = lower(p);
        gap.trim().is_empty()
            && (matches!(
                word.as_ref(),
                "the"
                    | "a"
                    | "an"
                    | "his"
                    | "her"
                    | "its"
                    | "their"
                    | "our"
                    | "my"
                    | "your"
                    | "whose"
                    | "this"
                    | "that"
                    | "each"
                    | "every"
            ) || word.ends_with("'s")
                || word.ends_with("’s")
                || word.ends_with("s'"))
    });
    if determined {
        return false;
    }
    let opens = before.is_some_and(|p| {
        text.get(p.range.end..w.range.start)
            .is_some_and(|gap| gap.trim_end().ends_with([',', '(']))
    });
    // `it first explains`, `they first met`: a subject, then `first`, then its verb.
    let after_subject = before.is_some_and(|p| {
        matches!(
            lower(p).as_ref(),
            "it" | "he" | "she" | "they" | "we" | "you" | "i" | "who" | "which"
        )
    });
    let after = words.get(at + 1).map(lower);
    // `First the oil and sugar`, `First whisk them until stiff`: opening the sentence, before
    // an article, or before a verb and its object, `First` orders steps (`First place`, `First
    // time the team won` and `First in the world` stay ranks).
    let leads = before.is_none()
        && after.as_deref().is_some_and(|next| {
            is_article(next)
                || !matches!(
                    next,
                    "time"
                        | "place"
                        | "day"
                        | "year"
                        | "prize"
                        | "in"
                        | "on"
                        | "at"
                        | "of"
                        | "among"
                        | "for"
                        | "to"
                        | "by"
                        | "after"
                        | "before"
                ) && words
                    .get(at + 2)
                    .map(lower)
                    .is_some_and(|object| is_article(&object) || is_object_pronoun(&object))
        });
    opens
        || after_subject
        || leads
        || after.is_some_and(|next| {
            matches!(next.as_ref(), "and" | "then") || (next.len() > 4 && next.ends_with("ed"))
        })
}

/// Whether `word` (lower case) is an article or a determiner that opens an object (`the`,
/// `your`).
fn is_article(word: &str) -> bool {
    matches!(
        word,
        "the" | "a" | "an" | "your" | "each" | "this" | "these" | "those"
    )
}

/// Whether `word` (lower case) is a pronoun that stands as a verb's object (`them`, `it`).
fn is_object_pronoun(word: &str) -> bool {
    matches!(word, "them" | "it" | "him" | "her" | "everything")
}

/// Whether `word` (lower case) is a unit of time or measure that makes a `one` before it a
/// count (`one hour after mixing`, `at least one week`), where a bare `one` (`one of them`,
/// `no one`) counts nothing.
fn is_unit_of_one(word: &str) -> bool {
    matches!(
        word,
        "second"
            | "minute"
            | "hour"
            | "day"
            | "night"
            | "week"
            | "fortnight"
            | "month"
            | "year"
            | "decade"
            | "century"
            | "metre"
            | "meter"
            | "kilometre"
            | "kilometer"
            | "mile"
            | "inch"
            | "foot"
            | "yard"
            | "litre"
            | "liter"
            | "gallon"
            | "kilogram"
            | "gram"
            | "pound"
            | "ounce"
            | "tonne"
            | "ton"
    )
}

/// A number written in words: its bytes (from its first word to its last) and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct NumberWord {
    /// Byte range in the text.
    pub range: Range<usize>,
    /// The value.
    pub value: u64,
    /// `fourth`, not `four`.
    pub ordinal: bool,
    /// A `first` that is likely an adverb (`was first elected`, see [`first_is_adverb`]), or a
    /// `second` that is likely the unit of time (`once every second`, see [`second_alone`]): a
    /// rank only in a source, where it may ground a claim's `the first` or `the second`.
    pub adverb: bool,
}

/// The numbers written in words in `text`: cardinals and ordinals (`three`, `twenty-one`,
/// `fourth`, `twenty first`), `a dozen` / `dozen`, `twice`, `thrice`, and `hundred` / `thousand`
/// after one of them. A lone `one` is left out: it is far more often a pronoun (`one of the`),
/// but `number one`, `No. one` and `one hundred` are numbers. `centenary` and `centennial` are
/// a hundred (years). A `first` that no word follows (`came first.`, `first, in 1703`) is an
/// adverb, not a rank; one that [`first_is_adverb`] is marked `adverb`. Shares are percentages
/// (see [`fraction`]). Linear in the number of words.
pub(super) fn number_words(text: &str, words: &[Word]) -> Vec<NumberWord> {
    let lower = |w: &Word| -> Cow<'_, str> {
        let s = text.get(w.range.clone()).unwrap_or_default();
        if s.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(s.to_ascii_lowercase())
        } else {
            Cow::Borrowed(s)
        }
    };
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(w) = words.get(i) {
        i += 1;
        // `a quarter of`, `three-quarters full`, `half the`: a share, as a percentage.
        if let Some((percent, used)) = fraction(text, words, i - 1, &lower) {
            let last = words
                .get(i - 1 + used - 1)
                .map_or(w.range.end, |l| l.range.end);
            out.push(NumberWord {
                ordinal: false,
                range: w.range.start..last,
                value: percent,
                adverb: false,
            });
            i += used - 1;
            continue;
        }
        // Only words of 3 to 11 letters can be number words (`one`, `seventeenth`): the others
        // are not lowered at all.
        if !(3..=11).contains(&w.range.len()) {
            continue;
        }
        // Nor can a word start with another letter than these (`zero` ... `ninety`, `dozen`):
        // most words are not lowered either.
        if !text
            .as_bytes()
            .get(w.range.start)
            .is_some_and(|b| b"zotfsendhc".contains(&b.to_ascii_lowercase()))
        {
            continue;
        }
        let word = lower(w);
        let mut adverb = false;
        let value = match word.as_ref() {
            "twice" => Some((2, true)),
            "thrice" => Some((3, true)),
            "dozen" => Some((12, true)),
            // `a couple of spaces`: two.
            "couple" => (i
                .checked_sub(2)
                .and_then(|p| words.get(p))
                .is_some_and(|p| lower(p) == "a")
                && words.get(i).is_some_and(|n| lower(n) == "of"))
            .then_some((2, true)),
            // `a hundred`, `a thousand`.
            "hundred" | "thousand" => i
                .checked_sub(2)
                .and_then(|p| words.get(p))
                .is_some_and(|p| lower(p) == "a")
                .then_some((if word == "hundred" { 100 } else { 1000 }, true)),
            // `the centenary of the Revolution`: a hundred years.
            "centenary" | "centennial" => Some((100, true)),
            "hundredth" => Some((100, false)),
            "thousandth" => Some((1000, false)),
            // `number one`, `No. one`; never `no one` (nobody) nor `No, one ...` (an answer).
            // `one hundred`, `one thousand`: the multiplier after it makes it a number.
            "one" => (i
                .checked_sub(2)
                .and_then(|p| words.get(p))
                .is_some_and(|p| {
                    let gap = text.get(p.range.end..w.range.start).unwrap_or_default();
                    match lower(p).as_ref() {
                        "number" => gap.trim().is_empty(),
                        "no" => gap.trim() == ".",
                        _ => false,
                    }
                })
                || words.get(i).is_some_and(|next| {
                    let gap = text.get(w.range.end..next.range.start).unwrap_or_default();
                    let spaced = !gap.is_empty() && gap.trim().is_empty();
                    // `one hour`, `a one-day service`.
                    matches!(lower(next).as_ref(), "hundred" | "thousand") && spaced
                        || is_unit_of_one(&lower(next)) && (spaced || gap == "-")
                        // `one and a half`, `one and three-quarter days`.
                        || lower(next) == "and"
                            && spaced
                            && words.get(i + 1).zip(words.get(i + 2)).is_some_and(|(c, p)| {
                                matches!(lower(c).as_ref(), "a" | "two" | "three")
                                    && matches!(
                                        lower(p).as_ref(),
                                        "half" | "quarter" | "quarters" | "third" | "thirds"
                                    )
                            })
                }))
            .then_some((1, true)),
            "first"
                if text
                    .get(w.range.end..)
                    .is_none_or(|t| !t.trim_start().starts_with(char::is_alphabetic)) =>
            {
                None
            }
            // `was first elected`, `the company first and then`, `No, first make a payment`:
            // without a determiner before it, a `first` before a participle, `and` or `then`,
            // or after a comma, is an adverb (`first place` stays a rank).
            "first" if first_is_adverb(text, words, i - 1, &lower) => {
                adverb = true;
                Some((1, false))
            }
            // `once every second`, `two megabytes a second`, `a tenth of a second`: likely the
            // unit of time, no rank (`a second tablet` is one); marked as an adverb `first` is.
            "second"
                if i.checked_sub(2)
                    .and_then(|p| words.get(p))
                    .is_some_and(|p| matches!(lower(p).as_ref(), "a" | "an" | "per" | "every"))
                    && second_alone(text, words, i - 1) =>
            {
                adverb = true;
                Some((2, false))
            }
            other => word_value(other),
        };
        let Some((mut value, mut cardinal)) = value else {
            continue;
        };
        let mut end = w.range.end;
        // `twenty-one`, `twenty one`, `twenty-first`.
        if (20..=90).contains(&value) && value % 10 == 0 {
            if let Some(next) = words.get(i) {
                let between = text.get(end..next.range.start).unwrap_or_default();
                if matches!(between, "-" | " ") {
                    if let Some((n, c)) =
                        word_value(&lower(next)).filter(|(n, _)| (1..=9).contains(n))
                    {
                        value += n;
                        cardinal = c;
                        end = next.range.end;
                        i += 1;
                    }
                }
            }
        }
        // `fifteen sixty-five`, `nineteen eighty-seven`, `twenty twenty`: a year said as two
        // numbers, its hundreds (thirteen to twenty: `eleven fifteen` and `twelve thirty` are
        // times of day) then its tens and units (ten to ninety-nine).
        if cardinal && (13..=20).contains(&value) && end == w.range.end {
            if let Some((rest, c, last, used)) =
                below_thousand(text, words, i, end, &lower).filter(|&(rest, c, _, used)| {
                    (10..100).contains(&rest)
                        && c
                        && words.get(i + used).is_none_or(|after| {
                            !matches!(
                                lower(after).as_ref(),
                                "hundred" | "thousand" | "million" | "billion"
                            )
                        })
                })
            {
                value = value * 100 + rest;
                cardinal = c;
                end = last;
                i += used;
            }
        }
        // The multiplier the word at `i` is, when it follows `end` after a space.
        let multiplier = |i: usize, end: usize, table: &[(&str, u64)]| {
            let next = words.get(i)?;
            let word = lower(next);
            let factor = table.iter().find(|(w, _)| *w == word.as_ref())?.1;
            text.get(end..next.range.start)
                .is_some_and(|b| b.trim().is_empty())
                .then_some((factor, next.range.end))
        };
        // The thousands or more a multiplier made it, while written-out hundreds, tens and
        // units may still follow.
        let mut scale = None;
        // `three hundred`, `two thousand`, `two dozen`.
        if let Some((factor, last)) = multiplier(
            i,
            end,
            &[("hundred", 100), ("thousand", 1000), ("dozen", 12)],
        ) {
            value = value.saturating_mul(factor);
            end = last;
            i += 1;
            scale = (factor == 1000).then_some(factor);
        }
        // `a hundred and thirty`, `three hundred and five`: the tens and units after `and`.
        if value >= 100 && value % 100 == 0 {
            if let (Some(and), Some(next)) = (words.get(i), words.get(i + 1)) {
                if lower(and) == "and" {
                    if let Some((n, c)) =
                        word_value(&lower(next)).filter(|(n, _)| (1..100).contains(n))
                    {
                        let mut n = n;
                        let mut c = c;
                        let mut last = next.range.end;
                        let mut used = 2;
                        // `a hundred and twenty-one`.
                        if (20..=90).contains(&n) && n % 10 == 0 {
                            if let Some(unit) = words.get(i + 2) {
                                let between = text.get(last..unit.range.start).unwrap_or_default();
                                if let Some((u, uc)) = word_value(&lower(unit)).filter(|(u, _)| {
                                    (1..=9).contains(u) && matches!(between, "-" | " ")
                                }) {
                                    n += u;
                                    c = uc;
                                    last = unit.range.end;
                                    used = 3;
                                }
                            }
                        }
                        value += n;
                        cardinal = c;
                        end = last;
                        i += used;
                        scale = None;
                    }
                }
            }
        }
        // `five hundred thousand`, `three hundred and twenty thousand`, `two million`: a
        // multiplier after the hundreds.
        if value < 1000 {
            let large = [
                ("thousand", 1000),
                ("million", 1_000_000),
                ("billion", 1_000_000_000),
            ];
            if let Some((factor, last)) = multiplier(i, end, &large) {
                value = value.saturating_mul(factor);
                end = last;
                i += 1;
                scale = Some(factor);
            }
        }
        // `forty-three thousand seven hundred and twenty-one`, `five million and ninety-one`:
        // the hundreds, tens and units after the thousands, when the whole is written out.
        if let Some(factor) = scale {
            let and = words.get(i).is_some_and(|w| {
                lower(w) == "and"
                    && text
                        .get(end..w.range.start)
                        .is_some_and(|b| b.trim().is_empty())
            });
            let from = if and {
                words.get(i).map_or(end, |w| w.range.end)
            } else {
                end
            };
            let skip = usize::from(and);
            if let Some((rest, c, last, used)) = below_thousand(text, words, i + skip, from, &lower)
            {
                // `three thousand four thousand` is two numbers.
                let next_large = words.get(i + skip + used).is_some_and(|w| {
                    matches!(
                        lower(w).as_ref(),
                        "hundred" | "thousand" | "million" | "billion"
                    )
                });
                if rest < factor && !next_large {
                    value += rest;
                    cardinal = c;
                    end = last;
                    i += skip + used;
                }
            }
        }
        out.push(NumberWord {
            ordinal: !cardinal,
            range: w.range.start..end,
            value,
            adverb,
        });
    }
    out
}

/// The number below a thousand `words[at..]` write out after `end` (a space between):
/// `seven hundred and twenty-one`, `six hundred`, `ninety-six`, `five`; its value, whether it is
/// a cardinal, where it ends and how many words it takes. Looks at five words.
fn below_thousand<'t>(
    text: &'t str,
    words: &[Word],
    at: usize,
    end: usize,
    lower: &impl Fn(&Word) -> Cow<'t, str>,
) -> Option<(u64, bool, usize, usize)> {
    // The tens and units at `at` after `end`, joined by a hyphen or a space (`twenty-one`).
    let tens_units = |at: usize, end: usize| -> Option<(u64, bool, usize, usize)> {
        let first = words.get(at)?;
        if !text
            .get(end..first.range.start)
            .is_some_and(|b| !b.is_empty() && b.trim().is_empty())
        {
            return None;
        }
        let (mut n, mut cardinal) =
            word_value(&lower(first)).filter(|(n, _)| (1..100).contains(n))?;
        let (mut last, mut used) = (first.range.end, 1);
        if (20..=90).contains(&n) && n % 10 == 0 {
            if let Some(unit) = words.get(at + 1) {
                let between = text.get(last..unit.range.start).unwrap_or_default();
                if let Some((u, c)) = word_value(&lower(unit))
                    .filter(|(u, _)| (1..=9).contains(u) && matches!(between, "-" | " "))
                {
                    n += u;
                    cardinal = c;
                    last = unit.range.end;
                    used = 2;
                }
            }
        }
        Some((n, cardinal, last, used))
    };
    let (n, cardinal, last, used) = tens_units(at, end)?;
    // `seven hundred`, then `and twenty-one`.
    let hundred = words.get(at + used).filter(|w| {
        n < 10
            && cardinal
            && lower(w) == "hundred"
            && text
                .get(last..w.range.start)
                .is_some_and(|b| b.trim().is_empty())
    });
    let Some(hundred) = hundred else {
        return Some((n, cardinal, last, used));
    };
    let (value, last, used) = (n * 100, hundred.range.end, used + 1);
    let and = words.get(at + used).filter(|w| {
        lower(w) == "and"
            && text
                .get(last..w.range.start)
                .is_some_and(|b| b.trim().is_empty())
    });
    match and.and_then(|and| tens_units(at + used + 1, and.range.end)) {
        Some((rest, c, end, more)) => Some((value + rest, c, end, used + 1 + more)),
        None => Some((value, true, last, used)),
    }
}

/// Whether the words of `text` include a negation (`not`, `never`, `n't`, ...): `negations` are
/// lower case; a word ending in `n't` counts when `n't` is one of them. Linear in the text.
///
/// A negation that bounds or times what it negates states no polarity: `no further than`,
/// `never for more than 12 hours` state a limit, `did not open until 1990` states when it
/// opened, `must not exceed 158 cm` says `at most` (`than`, `until` or `exceed` within
/// [`BOUND_REACH`] words after it, in the same clause). Nor does
/// a `no` joined by a hyphen to the next word (`no-show`, `no-fly`), which is a compound.
pub(super) fn negated(text: &str, words: &[Word], negations: &[String]) -> bool {
    let mut buf = [0; 32];
    // The first letters of the negation words: a word starting with an ASCII letter or digit
    // that is none of them, and not a contraction, cannot fold to one, and is not folded.
    let firsts = negations
        .iter()
        .filter_map(|n| n.bytes().next())
        .fold(0u128, |set, b| {
            set | 1u128.checked_shl(u32::from(b)).unwrap_or(0)
        });
    words.iter().enumerate().any(|(at, w)| {
        let word = text.get(w.range.clone()).unwrap_or_default();
        let may_negate = match word.as_bytes().first() {
            Some(&b) if b.is_ascii_alphanumeric() => {
                firsts & (1u128 << b.to_ascii_lowercase()) != 0
                    || word.contains(['\'', '’'])
                    || word.eq_ignore_ascii_case("cannot")
            }
            _ => true,
        };
        (may_negate && is_negation(&fold_in(word, &mut buf), negations) && negates(text, words, at))
            || non_able(text, words, at)
    })
}

/// Whether word `at` of `words` is the `non` of `non-refundable`, `non-transferable`: an
/// `-able` or `-ible` adjective negated by its prefix, which says what `not refundable` says
/// (`non-stop`, `non-profit` are words of their own). Constant time: the word and the next.
pub(super) fn non_able(text: &str, words: &[Word], at: usize) -> bool {
    let (Some(w), Some(next)) = (words.get(at), words.get(at + 1)) else {
        return false;
    };
    let adjective = text.get(next.range.clone()).unwrap_or_default().as_bytes();
    text.get(w.range.clone())
        .is_some_and(|s| s.eq_ignore_ascii_case("non"))
        && text.get(w.range.end..next.range.start) == Some("-")
        && adjective.len() > 6
        && adjective.get(adjective.len() - 4..).is_some_and(|end| {
            end.eq_ignore_ascii_case(b"able") || end.eq_ignore_ascii_case(b"ible")
        })
}

/// Whether word `at` of `words` is the `down` of `turn down` (`turned down his first paper`):
/// a refusal written as a phrasal verb, which says with an affirming verb what `did not accept`
/// says with a negation. Constant time: the word and the one before it.
pub(super) fn turned_down(text: &str, words: &[Word], at: usize) -> bool {
    let word = |i: usize| {
        words
            .get(i)
            .and_then(|w| text.get(w.range.clone()))
            .unwrap_or_default()
    };
    word(at).eq_ignore_ascii_case("down")
        && at.checked_sub(1).is_some_and(|p| {
            matches!(
                word(p).to_ascii_lowercase().as_str(),
                "turn" | "turns" | "turned" | "turning"
            )
        })
}

/// Whether `text` tells to keep something away (`keep it away from walls`, `stay away from
/// the edge`, `keep the base out of water`): an affirming verb that says what `not near` or
/// `not in` says. Linear in the text: each `away from` or `out of` and the three words before
/// it. (`to keep drivers from being lulled` is left alone: its sources say it as often with
/// `stop` and no `from`, `to stop the enemy jamming`, as with a negation.)
pub(super) fn keeps_away(text: &str, words: &[Word]) -> bool {
    const KEEPING: [&str; 8] = [
        "keep", "keeps", "kept", "keeping", "stay", "stays", "stayed", "staying",
    ];
    let word = |i: usize| {
        words
            .get(i)
            .and_then(|w| text.get(w.range.clone()))
            .unwrap_or_default()
    };
    let kept_before = |from: usize, to: usize| {
        (from..to).any(|p| KEEPING.iter().any(|k| word(p).eq_ignore_ascii_case(k)))
    };
    (0..words.len()).any(|at| {
        let (this, next) = (word(at), word(at + 1));
        ((this.eq_ignore_ascii_case("away") && next.eq_ignore_ascii_case("from"))
            || (this.eq_ignore_ascii_case("out") && next.eq_ignore_ascii_case("of")))
            && kept_before(at.saturating_sub(3), at)
    })
}

/// Whether `text` tells to wait before doing something (`wait at least 3 days before starting
/// another course`, `waited a year before he tried again`): an affirming verb that says what
/// `cannot start ... for at least 3 days` says with a negation. A form of `wait` with `before`
/// among the [`BOUND_REACH`] words after it, in the same clause. Linear in the text.
pub(super) fn waits_before(text: &str, words: &[Word]) -> bool {
    let word = |w: &Word| text.get(w.range.clone()).unwrap_or_default();
    words.iter().enumerate().any(|(at, w)| {
        matches!(
            word(w).to_ascii_lowercase().as_str(),
            "wait" | "waits" | "waited" | "waiting"
        ) && following(
            text,
            words.get(at..).unwrap_or_default(),
            BOUND_REACH,
            &[',', ';', ':', '.'],
        )
        .any(|after| word(after).eq_ignore_ascii_case("before"))
    })
}

/// Whether `text` says that none did a thing before (`no Latin American had won it before
/// him`, `had never flown before`): `no`, `none`, `nobody` or `never`, then `before` later in
/// it, last or before a pronoun (not `before then` or `before 1983`, which date the first
/// time); which is what a source's `first` says ([`says_first`]). Linear in the words.
pub(super) fn none_before(text: &str, words: &[Word]) -> bool {
    let word = |w: &Word| text.get(w.range.clone()).unwrap_or_default();
    words
        .iter()
        .position(|w| {
            ["no", "none", "nobody", "never"]
                .iter()
                .any(|n| n.eq_ignore_ascii_case(word(w)))
        })
        .is_some_and(|at| {
            let rest = words.get(at + 1..).unwrap_or_default();
            rest.iter().enumerate().any(|(k, w)| {
                word(w).eq_ignore_ascii_case("before")
                    && rest.get(k + 1).is_none_or(|next| {
                        ["him", "her", "them", "it", "us", "me", "you"]
                            .iter()
                            .any(|p| p.eq_ignore_ascii_case(word(next)))
                    })
            })
        })
}

/// Whether `text` ranks something first (`the first Latin American to win`). Linear in the
/// words.
pub(super) fn says_first(text: &str, words: &[Word]) -> bool {
    words.iter().any(|w| {
        text.get(w.range.clone())
            .is_some_and(|w| w.eq_ignore_ascii_case("first"))
    })
}

/// Most words after `avoid` or `prevent` that it bears on ([`averts`]).
const AVERT_REACH: usize = 4;

/// Whether `text` says it avoids or prevents one of `content` (a claim's lower-case words,
/// sorted): `to avoid false alarms from falling debris` says that debris does not set it off,
/// as a negation would. Only the [`AVERT_REACH`] words after the verb count: `forced to
/// prevent a collapse` says nothing against `was not forced`. Linear in the text: a look-up in
/// `content` for each of those words.
pub(super) fn averts(text: &str, words: &[Word], content: &[&str]) -> bool {
    const AVERTING: [&str; 8] = [
        "avoid",
        "avoids",
        "avoided",
        "avoiding",
        "prevent",
        "prevents",
        "prevented",
        "preventing",
    ];
    let mut buf = [0; 32];
    let mut known = |w: &str| {
        let w = fold_in(w, &mut buf);
        content.binary_search(&w.as_ref()).is_ok()
            || w.strip_suffix('s')
                .is_some_and(|one| content.binary_search(&one).is_ok())
    };
    let word = |w: &Word| text.get(w.range.clone()).unwrap_or_default();
    words.iter().enumerate().any(|(at, w)| {
        AVERTING.iter().any(|v| word(w).eq_ignore_ascii_case(v))
            && words
                .get(at + 1..)
                .unwrap_or_default()
                .iter()
                .take(AVERT_REACH)
                .any(|after| known(word(after)))
    })
}

/// Whether word `at` of `words` is the `not` of `not A but B` (`is not a true tapestry but an
/// embroidery`): a correction, which denies one thing to affirm another in the same clause, so
/// the sentence holds both polarities. A `but` after a comma starts a clause of its own (`did
/// not win, but ...`) and is not one. Constant time: the word and the few after it.
pub(super) fn corrects(text: &str, words: &[Word], at: usize) -> bool {
    let word = |w: &Word| text.get(w.range.clone()).unwrap_or_default();
    words
        .get(at)
        .is_some_and(|w| word(w).eq_ignore_ascii_case("not"))
        && following(
            text,
            words.get(at..).unwrap_or_default(),
            BOUND_REACH,
            &[',', ';', ':', '.'],
        )
        .any(|b| word(b).eq_ignore_ascii_case("but"))
}

/// The words after the first of `words`, at most `reach` of them, up to the first whose gap
/// from the word before holds one of `stops` (`,`, `;`, `:`: the end of a clause). Constant
/// time: a fixed number of words.
pub(super) fn following<'w>(
    text: &str,
    words: &'w [Word],
    reach: usize,
    stops: &[char],
) -> impl Iterator<Item = &'w Word> {
    words
        .windows(2)
        .take(reach)
        .take_while(move |pair| match pair {
            [a, b] => !text
                .get(a.range.end..b.range.start)
                .is_some_and(|gap| gap.contains(stops)),
            _ => false,
        })
        .filter_map(|pair| pair.get(1))
}

/// How many words before a word a negation of its clause may stand (`cannot be exchanged for
/// cash`, `strings are not included in setup prices`).
const NEGATED_BEFORE_REACH: usize = 6;

/// Whether a negation that [`negates`] stands among the [`NEGATED_BEFORE_REACH`] words before
/// word `at` of `words`, no `,`, `;`, `:` or `.` between: the word is said not to hold (`We do no
/// repairs while you wait`). Constant time: a fixed number of words.
pub(super) fn negated_before(text: &str, words: &[Word], at: usize, negations: &[String]) -> bool {
    let mut buf = [0; 32];
    (at.saturating_sub(NEGATED_BEFORE_REACH)..at)
        .rev()
        .any(|i| negation_at(text, words, i, at, negations, &mut buf))
}

/// Whether a verb's negation stands right before word `at` of `words`, at most a form of `be`
/// between, spaces only: the word itself is said not to hold (`not covered`, `does not cover`,
/// `aren't included`, `cannot be refrozen`). Not `no` before a noun (`for no charge` says the
/// charge is waived, not that it is not one), nor a negation before a determiner (`not the full
/// price`). Constant time: the two words before it.
pub(super) fn denied(text: &str, words: &[Word], at: usize) -> bool {
    let folded = |i: usize| {
        let (w, next) = (words.get(i)?, words.get(i + 1)?);
        text.get(w.range.end..next.range.start)
            .filter(|gap| gap.bytes().all(|b| b == b' '))?;
        Some(fold(text.get(w.range.clone())?))
    };
    let negation = |i: usize| {
        folded(i)
            .is_some_and(|f| matches!(f.as_ref(), "not" | "never" | "cannot") || f.ends_with("n't"))
    };
    let Some(before) = at.checked_sub(1) else {
        return false;
    };
    negation(before)
        || before.checked_sub(1).is_some_and(|first| {
            folded(before).is_some_and(|f| matches!(f.as_ref(), "be" | "been" | "being"))
                && negation(first)
        })
}

/// Whether word `i` of `words` is a negation that [`negates`] and that no clause break
/// separates from word `at` after it.
fn negation_at(
    text: &str,
    words: &[Word],
    i: usize,
    at: usize,
    negations: &[String],
    buf: &mut [u8; 32],
) -> bool {
    let (Some(w), Some(target)) = (words.get(i), words.get(at)) else {
        return false;
    };
    !text
        .get(w.range.end..target.range.start)
        .is_some_and(|gap| gap.contains([',', ';', ':', '.']))
        && is_negation(
            &fold_in(text.get(w.range.clone()).unwrap_or_default(), buf),
            negations,
        )
        && negates(text, words, i)
}

/// Whether the negation word `at` of `words` negates what it stands before: not `No.` before
/// a number, not a `no-` compound, not a bound (`than` or `until` shortly after it). Constant
/// time: the word and the few after it.
pub(super) fn negates(text: &str, words: &[Word], at: usize) -> bool {
    words.get(at).is_some_and(|w| {
        !number_sign(text, w)
            && !text.get(w.range.end..).is_some_and(|t| t.starts_with('-'))
            && !bounds(text, words.get(at..).unwrap_or_default())
    })
}

/// How many words after a negation a `than`, `until` or `exceed` makes it a bound (`never be
/// left charging for more than`, `must not exceed 158 cm`).
const BOUND_REACH: usize = 6;

/// Whether `than`, `until` or `exceed` is among the [`BOUND_REACH`] words after the first of `words`,
/// no comma, colon or semicolon between. Constant time: a fixed number of words.
fn bounds(text: &str, words: &[Word]) -> bool {
    let mut buf = [0; 32];
    following(text, words, BOUND_REACH, &[',', ';', ':']).any(|b| {
        matches!(
            fold_in(text.get(b.range.clone()).unwrap_or_default(), &mut buf).as_ref(),
            "than" | "until" | "till" | "exceed" | "exceeds" | "exceeding"
        )
    })
}

/// Whether `w` is `No.` before a number (`No. 1`, `no.5`): the abbreviation of `number`, not a
/// negation. Looks at the word and the few bytes after it.
pub(super) fn number_sign(text: &str, w: &Word) -> bool {
    text.get(w.range.clone())
        .is_some_and(|t| t.eq_ignore_ascii_case("no"))
        && text.get(w.range.end..).is_some_and(|t| {
            t.strip_prefix('.')
                .is_some_and(|t| t.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        })
}

/// Whether `word` (folded) is a negation: one of `negations`, or, when `n't` is one of them, a
/// word ending in `n't` or `cannot`. Linear in the word and the list.
pub(super) fn is_negation(word: &str, negations: &[String]) -> bool {
    // Whether a word is a contraction is decided once, not once per negation word.
    let contraction = word.ends_with("n't") || word == "cannot";
    negations
        .iter()
        .any(|n| n == word || (contraction && n == "n't"))
}

/// What a question asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Asked {
    /// `when`, `what year`, `what date`: a date or a year.
    Date,
    /// `how many`, `how much`, `how old`, and the measures `how tall`, `how high`, `how far`,
    /// `how deep`, `how wide`, `how heavy`: a number.
    Number,
    /// `how long`, `how often`: a number, a unit of time (`overnight`, `every week`), a bound
    /// (`until`, `as long as`) or a unit after `a` (`an inch`).
    Duration,
    /// `who`, `whom`, `whose`, `where` first: a person or a place, never a bare date.
    PersonOrPlace,
    /// `A or B?`: exactly one of them (their significant words, folded), and whether they are
    /// names (capitalised) rather than common words, which an answer may paraphrase.
    OneOf(Vec<String>, Vec<String>, bool),
    /// `Is`, `Are`, `Did`, ... first: yes or no, then a claim.
    YesNo,
    /// Anything else.
    Other,
}

const YES_NO_STARTS: &[&str] = &[
    "is", "are", "was", "were", "do", "does", "did", "has", "have", "had", "can", "could", "will",
    "would", "should",
];

/// What `question` asks for. Linear in the question.
pub(super) fn asked(question: &str, significant: impl Fn(&str) -> bool) -> Asked {
    let lower = question.trim().to_lowercase();
    let ws = words(question);
    let folded: Vec<Cow<'_, str>> = ws
        .iter()
        .map(|w| fold(question.get(w.range.clone()).unwrap_or_default()))
        .collect();
    let first = folded.first().map_or("", |w| w.as_ref());
    let has_pair = |a: &str, b: &str| {
        folded
            .windows(2)
            .any(|p| matches!(p, [x, y] if x == a && y == b))
    };
    if let Some(or) = folded.iter().rposition(|w| w == "or") {
        // `Who decides whether it is repaired or replaced?` asks who, not which of the two.
        // `When were A and B each first seen or launched?` asks about every one, not which.
        let in_whether = folded
            .get(..or)
            .is_some_and(|b| b.iter().any(|w| matches!(w.as_ref(), "whether" | "each")));
        // `How many were killed or wounded?`, `Who has held or protected it?`, `How much is
        // delivery on orders of £500 or less?`: a question that opens on `how`, `when`, `who`,
        // `where`, `what` or `why` asks that, and its `or` joins two things it asks about. Its
        // alternatives stand apart after a comma or a colon (`Who was older, Ando or Land?`).
        let wh = matches!(
            first,
            "how" | "when" | "who" | "whom" | "whose" | "where" | "what" | "why"
        );
        let set_apart = ws.get(or).is_some_and(|w| {
            question
                .get(..w.range.start)
                .is_some_and(|before| before.contains([',', ':']))
        });
        if let Some(pair) = (!in_whether && (!wh || set_apart))
            .then(|| alternatives(question, &ws, &folded, or, &significant))
            .flatten()
        {
            return pair;
        }
    }
    // `Since when ...?`, `Until when ...?` ask a date as `When` does.
    let since_when = matches!(first, "since" | "until" | "till" | "by" | "from")
        && folded.get(1).is_some_and(|w| w == "when");
    if first == "when"
        || since_when
        || ["year", "date", "century", "decade"]
            .iter()
            .any(|n| has_pair("what", n) || has_pair("which", n))
    {
        return Asked::Date;
    }
    if has_pair("how", "many")
        || has_pair("how", "much")
        || has_pair("how", "old")
        || ["tall", "high", "far", "deep", "wide", "heavy"]
            .iter()
            .any(|m| has_pair("how", m))
    {
        return Asked::Number;
    }
    if has_pair("how", "long") || has_pair("how", "often") {
        return Asked::Duration;
    }
    if matches!(first, "who" | "whom" | "whose" | "where") {
        return Asked::PersonOrPlace;
    }
    if YES_NO_STARTS.contains(&first) && lower.ends_with('?') {
        return Asked::YesNo;
    }
    Asked::Other
}

/// The two alternatives around the `or` at word `or`: the capitalised runs right before and
/// after it, else the words after the last comma before it and the words after it.
fn alternatives(
    question: &str,
    ws: &[Word],
    folded: &[Cow<'_, str>],
    or: usize,
    significant: &impl Fn(&str) -> bool,
) -> Option<Asked> {
    let clause_start = (0..or)
        .rev()
        .find(|&i| {
            let (Some(w), Some(prev)) = (ws.get(i), i.checked_sub(1).and_then(|p| ws.get(p)))
            else {
                return false;
            };
            question
                .get(prev.range.end..w.range.start)
                .is_some_and(|between| between.contains([',', ':']))
        })
        .unwrap_or(0);
    let clause_end = (or + 1..ws.len())
        .find(|&i| {
            ws.get(i).zip(ws.get(i + 1)).is_some_and(|(w, next)| {
                question
                    .get(w.range.end..next.range.start)
                    .is_some_and(|between| between.contains([',', '?', ';']))
            })
        })
        .map_or(ws.len(), |i| i + 1);
    let keep = |range: Range<usize>| -> Vec<String> {
        range
            .filter_map(|i| folded.get(i))
            .filter(|w| significant(w))
            .map(|w| w.to_string())
            .collect()
    };
    let capitalised = |i: usize| ws.get(i).is_some_and(|w| w.capitalised && !w.starts_clause);
    // `Pride and Prejudice`, `Bank of America`: a title's lower-case connector between two
    // capitalised words is inside its run.
    let connector = |i: usize| {
        folded
            .get(i)
            .is_some_and(|w| matches!(w.as_ref(), "and" | "of" | "the" | "de" | "von" | "van"))
    };
    // Capitalised runs touching `or`.
    let mut a_start = or;
    while a_start > clause_start
        && (capitalised(a_start - 1)
            || (a_start >= clause_start + 2
                && a_start < or
                && connector(a_start - 1)
                && capitalised(a_start - 2)))
    {
        a_start -= 1;
    }
    // `by O'Galop or by André Michelin`, `in Lyon or in the Paris region`: the second run
    // may start past the preposition or article the first has before it.
    let lead = |i: usize| {
        folded.get(i).is_some_and(|w| {
            matches!(
                w.as_ref(),
                "by" | "in"
                    | "at"
                    | "from"
                    | "to"
                    | "of"
                    | "for"
                    | "with"
                    | "on"
                    | "the"
                    | "a"
                    | "an"
            )
        })
    };
    let mut b_start = or + 1;
    while b_start < or + 3 && lead(b_start) && capitalised(b_start + 1) {
        b_start += 1;
    }
    let mut b_end = b_start;
    while b_end < clause_end
        && (capitalised(b_end)
            || (b_end > b_start
                && connector(b_end)
                && b_end + 1 < clause_end
                && capitalised(b_end + 1)))
    {
        b_end += 1;
    }
    let any_capitalised = |r: Range<usize>| r.into_iter().any(capitalised);
    let (a, b, names) = if a_start < or && b_end > b_start {
        (keep(a_start..or), keep(b_start..b_end), true)
    } else if clause_start > 0 {
        (
            keep(clause_start..or),
            keep(or + 1..clause_end),
            any_capitalised(clause_start..or) && any_capitalised(or + 1..clause_end),
        )
    } else if let Some((before, after)) = word_pair(folded, or, significant) {
        (vec![before], vec![after], false)
    } else if let Some(at) = predicate(
        folded,
        or,
        ws.get(or)
            .zip(or.checked_sub(1).and_then(|i| ws.get(i)))
            .is_some_and(|(w, before)| {
                question
                    .get(before.range.end..w.range.start)
                    .is_some_and(|between| between.contains(','))
            }),
        significant,
    ) {
        let word = |i: usize| folded.get(i).map(|w| w.to_string()).into_iter().collect();
        (word(at), word(or + 1), false)
    } else {
        // `Is a tomato a fruit or a vegetable?`: the last significant word before `or` and the
        // first after it, past the words both sides share (`the best sprinter or the best
        // climber`).
        let (head, tail) = (keep(0..or), keep(or + 1..clause_end));
        // `when booking or when we arrive`: a pronoun names no alternative while another word
        // can.
        let pronoun = |w: &&String| {
            matches!(
                w.as_str(),
                "it" | "he" | "she" | "we" | "they" | "you" | "i" | "him" | "her" | "us" | "me"
            )
        };
        let pick = |mut side: Vec<&String>| {
            if side.iter().any(|w| !pronoun(w)) {
                side.retain(|w| !pronoun(w));
            }
            side.first()
                .map(|w| (*w).clone())
                .into_iter()
                .collect::<Vec<String>>()
        };
        let mut before = pick(head.iter().rev().filter(|w| !tail.contains(w)).collect());
        let after = pick(tail.iter().filter(|w| !head.contains(w)).collect());
        // `for two years or for three?`: a bare number after `or` is told apart from the
        // number before the other's unit, not from the unit both share.
        let number = |w: &String| {
            w.bytes().all(|b| b.is_ascii_digit())
                || word_value(w).is_some_and(|(_, cardinal)| cardinal)
        };
        if after.first().is_some_and(number) && !before.first().is_some_and(number) {
            if let [.., n, _unit] = head.as_slice() {
                if number(n) && !tail.contains(n) {
                    before = vec![n.clone()];
                }
            }
        }
        (before, after, false)
    };
    // A word both alternatives share (`Sheffield FC or FC Barcelona`) tells neither apart.
    let (a, b): (Vec<String>, Vec<String>) = (
        a.iter().filter(|w| !b.contains(w)).cloned().collect(),
        b.iter().filter(|w| !a.contains(w)).cloned().collect(),
    );
    (!a.is_empty() && !b.is_empty()).then_some(Asked::OneOf(a, b, names))
}

/// `Are strings included in the setup price, or extra?`, `Does ln overwrite an existing
/// destination by default, or refuse?`: a bare word after `, or` (or a participle after `or`,
/// alone or with a short phrase it governs, `or added on top?`, or a verb after `or` whose
/// object is `it` or `them`: `expel a magnetic field or trap it?`)
/// is set against what the question says of its subject, the word before the first
/// preposition, article or possessive past that subject (a participle after `is`, `are`, `was`
/// or `were`; a verb right after a subject of one word or of `the` and one after `do` or a
/// modal), not against the noun that ends the phrase before `or`. Its position, when the
/// question reads so. Linear in the question.
fn predicate(
    folded: &[Cow<'_, str>],
    or: usize,
    comma: bool,
    significant: &impl Fn(&str) -> bool,
) -> Option<usize> {
    let first = folded.first()?.as_ref();
    let be = matches!(first, "is" | "are" | "was" | "were");
    let modal = matches!(
        first,
        "do" | "does" | "did" | "should" | "can" | "could" | "will" | "would" | "must" | "may"
    );
    // Without the comma, only a participle set against a participle: `covered by the repair
    // guarantee or excluded?`.
    let participle = |w: &str| w.ends_with("ed") || w.ends_with("en");
    // `, or extra?`, `, or keep it?`: one word after `or`, and perhaps its object.
    let bare = folded.get(or + 1).is_some_and(|w| significant(w))
        && match folded.get(or + 2..) {
            Some([] | [_]) => folded
                .get(or + 2)
                .is_none_or(|w| matches!(w.as_ref(), "it" | "them")),
            // `included in the quotes or added on top?`: a participle and the short phrase it
            // governs.
            Some([preposition, rest @ ..]) => {
                be && rest.len() <= 2
                    && folded.get(or + 1).is_some_and(|w| participle(w))
                    && matches!(
                        preposition.as_ref(),
                        "on" | "in" | "at" | "by" | "to" | "for" | "with" | "from" | "into" | "as"
                    )
            }
            _ => false,
        };
    // `Does a superconductor expel a magnetic field or trap it?`: a verb whose object is a
    // pronoun for the other's is set against that verb.
    let verb_of_it = modal
        && folded
            .get(or + 2)
            .is_some_and(|w| matches!(w.as_ref(), "it" | "them"));
    let set_apart = comma || verb_of_it || be && folded.get(or + 1).is_some_and(|w| participle(w));
    if !(be || modal) || !bare || !set_apart {
        return None;
    }
    let phrase = (2..or).find(|&i| {
        folded.get(i).is_some_and(|w| {
            matches!(
                w.as_ref(),
                "in" | "on"
                    | "at"
                    | "by"
                    | "from"
                    | "to"
                    | "for"
                    | "with"
                    | "of"
                    | "into"
                    | "under"
                    | "over"
                    | "a"
                    | "an"
                    | "the"
                    | "its"
                    | "his"
                    | "her"
                    | "their"
                    | "my"
                    | "your"
                    | "our"
            )
        })
    })?;
    let at = phrase - 1;
    let word = folded.get(at)?;
    let reads = if be {
        participle(word)
    } else {
        at == 2
            || at == 3
                && folded
                    .get(1)
                    .is_some_and(|w| matches!(w.as_ref(), "a" | "an" | "the"))
    };
    (reads && significant(word)).then_some(at)
}

/// `Did he die before or after the prize?`: when the words on both sides of `or` are stop words
/// (`before`, `after`, `up`, `down`), they are the alternatives, not the significant words
/// further away.
fn word_pair(
    folded: &[Cow<'_, str>],
    or: usize,
    significant: &impl Fn(&str) -> bool,
) -> Option<(String, String)> {
    let before = folded.get(or.checked_sub(1)?)?;
    let after = folded.get(or + 1)?;
    // A single letter is a piece of an abbreviation (`p.m.`), no word.
    let pair = !significant(before)
        && !significant(after)
        && before != after
        && before.chars().nth(1).is_some()
        && after.chars().nth(1).is_some();
    let article = |w: &str| matches!(w, "a" | "an" | "the");
    (pair && !article(before) && !article(after)).then(|| (before.to_string(), after.to_string()))
}

/// Which of `words` stand in a comparison's `than` phrase (`older than FC Barcelona, founded
/// in 1899`) or after `before` or `after` (`Red, two years before 1989`): from the word after
/// it to the next comma, semicolon, colon or full stop. An answer names there what it compares
/// against, not what it picks. An initial's dot is no full stop (`before Ida B. Wells`).
/// Linear in the words.
pub(super) fn after_than(text: &str, words: &[Word]) -> Vec<bool> {
    let mut inside = false;
    let mut previous = 0..0;
    words
        .iter()
        .map(|w| {
            let gap = text.get(previous.end..w.range.start).unwrap_or_default();
            let initial = gap.trim_end() == "."
                && text
                    .get(previous.clone())
                    .is_some_and(|p| p.len() == 1 && p.bytes().all(|b| b.is_ascii_uppercase()));
            if gap.contains([',', ';', ':', '.']) && !initial {
                inside = false;
            }
            previous = w.range.clone();
            let word = text.get(w.range.clone()).unwrap_or_default();
            let marked = inside;
            if ["than", "before", "after"]
                .iter()
                .any(|m| word.eq_ignore_ascii_case(m))
            {
                inside = true;
            }
            marked
        })
        .collect()
}

/// The longest list a count introduces ([`listed_after`]), in bytes.
const MAX_LIST_BYTES: usize = 512;

/// How many items a colon right after byte `at` introduces (`Three: neon, krypton and xenon`
/// introduces 3), or a comma and a preposition before numbers only (`Two, in 1911 and 1969`),
/// either of them after the count's `unit` where it is no unit of time (`Three times, in 1957,
/// 1959 and 1961`; `Two years:` opens a gap, not a list): the parts up to the end of the
/// sentence, split at commas, `and` and `or`. An initial's dot ends no sentence (`Richard M.
/// Stallman`). `None` when neither follows. Linear in the rest of the text.
pub(super) fn listed_after(text: &str, at: usize, unit: Option<&str>) -> Option<usize> {
    let mut rest = text.get(at..)?.trim_start();
    if let Some(unit) =
        unit.filter(|u| !u.is_empty() && super::durations::TimeUnit::of(u).is_none())
    {
        let head = rest
            .get(..unit.len())
            .filter(|h| h.eq_ignore_ascii_case(unit));
        let ends = rest
            .get(unit.len()..)
            .is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric()));
        if let Some(head) = head.filter(|_| ends) {
            rest = rest.get(head.len()..)?.trim_start();
        }
    }
    let (rest, numbers) = match rest.strip_prefix(':') {
        Some(rest) => (rest, false),
        None => {
            let after = rest.strip_prefix(',')?.trim_start();
            let (word, list) = after.split_once(' ')?;
            if !matches!(word, "in" | "on" | "at") {
                return None;
            }
            (list, true)
        }
    };
    // The sentence ends at `;`, `!`, `?`, `(`, or a `.` before a space or the end that follows
    // no single letter, within `MAX_LIST_BYTES`: a text of thousands of counts is not read to
    // its end once for each.
    let mut end = None;
    let mut letters = 0_usize;
    for (i, c) in rest.char_indices() {
        if i > MAX_LIST_BYTES {
            break;
        }
        match c {
            ';' | '!' | '?' | '(' => {
                end = Some(i);
                break;
            }
            '.' if letters != 1
                && rest
                    .get(i + 1..)
                    .is_none_or(|t| t.is_empty() || t.starts_with(char::is_whitespace)) =>
            {
                end = Some(i);
                break;
            }
            c if c.is_alphanumeric() => letters += 1,
            _ => letters = 0,
        }
    }
    let end = end.or((rest.len() <= MAX_LIST_BYTES).then_some(rest.len()))?;
    let list = rest.get(..end).unwrap_or_default();
    let items = list
        .split(',')
        .flat_map(|part| part.split(" and ").flat_map(|p| p.split(" or ")))
        .map(str::trim)
        .filter(|item| !item.is_empty() && *item != "and" && *item != "or");
    // `Four, in the all-around, the uneven bars, ...`: a list of words after a comma may be
    // what a clause goes on to name, not what the count counts.
    let mut count = 0;
    for item in items {
        if numbers && !item.bytes().any(|b| b.is_ascii_digit()) {
            return None;
        }
        count += 1;
    }
    Some(count)
}

/// The folded words of a text, for membership tests.
pub(super) type WordSet = HashSet<String, RandomState>;

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn texts(text: &str) -> Vec<&str> {
        words(text).iter().map(|w| &text[w.range.clone()]).collect()
    }

    #[test]
    fn words_keep_inner_apostrophes_and_join_dotted_acronyms() {
        assert_eq!(
            texts("O'Brien met Groening’s U.S. team: it's 5W-30."),
            vec![
                "O'Brien",
                "met",
                "Groening’s",
                "U.S.",
                "team",
                "it's",
                "5W",
                "30"
            ]
        );
        let w = words("The BBC said: Yes");
        assert!(w[0].starts_clause && !w[1].starts_clause && w[3].starts_clause);
        assert!(w[1].acronym && !w[0].acronym);
    }

    /// Whether the word `target` of `text` is [`denied`]; a word `text` lacks is not.
    fn is_denied(text: &str, target: &str) -> bool {
        let all = words(text);
        let at = all
            .iter()
            .position(|w| &text[w.range.clone()] == target)
            .unwrap_or(usize::MAX);
        denied(text, &all, at)
    }

    #[test]
    fn a_word_right_after_a_verb_s_negation_is_denied() {
        assert!(is_denied("It does not cover rust or fading.", "cover"));
        assert!(is_denied("Strings aren't included in setups.", "included"));
        assert!(is_denied("Cakes cannot be refrozen.", "refrozen"));
        assert!(is_denied("It was never refunded.", "refunded"));
        // `no` before a noun says nothing of it, nor a negation of a determiner's noun phrase,
        // nor one a comma parts from the word.
        assert!(!is_denied("Cancel early for no charge.", "charge"));
        assert!(!is_denied(
            "We refund what you paid, not the full price.",
            "full"
        ));
        assert!(!is_denied(
            "If not, covered parts are replaced free.",
            "covered"
        ));
        assert!(!is_denied("It covers rust.", "covers"));
    }

    #[test]
    fn folding_drops_case_accents_possessives_and_dots() {
        assert_eq!(fold("Gülhane"), "gulhane");
        assert_eq!(fold("Groening's"), "groening");
        assert_eq!(fold("U.S."), "us");
        assert_eq!(fold("Paris"), "paris");
    }

    #[test]
    fn folding_writes_letters_without_a_decomposition_as_their_base_letters() {
        assert_eq!(fold("Jørn"), fold("Jorn"));
        assert_eq!(fold("Łódź"), "lodz");
        assert_eq!(fold("Ærø"), "aero");
        assert_eq!(fold("Straße"), "strasse");
    }

    #[test]
    fn number_words_and_ordinals_read_as_numbers() {
        let read =
            |t: &str| -> Vec<u64> { number_words(t, &words(t)).iter().map(|n| n.value).collect() };
        assert_eq!(read("the fourth song, three sons"), vec![4, 3]);
        assert_eq!(read("twenty-one guns and twenty first place"), vec![21, 21]);
        assert_eq!(
            read("a dozen eggs, twice, two hundred men"),
            vec![12, 2, 200]
        );
        assert_eq!(
            read("a couple of spaces; the couple of them; a couple"),
            vec![2]
        );
        assert_eq!(read("one of the largest"), Vec::<u64>::new());
        assert_eq!(read("it reached number one, No. one"), vec![1, 1]);
        assert_eq!(read("No, one stroller; no one came"), Vec::<u64>::new());
        assert_eq!(read("Arnstadt came first, in 1703; first place"), vec![1]);
        assert_eq!(
            read("Fifteen sixty-five, nineteen eighty-seven, twenty twenty, fourteen ninety-two"),
            vec![1565, 1987, 2020, 1492]
        );
        // Times of day, a count and a count of hundreds stay what they are.
        assert_eq!(
            read("at twelve thirty, eleven fifteen, fifteen five, nineteen sixty thousand"),
            vec![12, 30, 11, 15, 15, 5, 19, 60_000]
        );
        let adverbs = |t: &str| -> Vec<bool> {
            number_words(t, &words(t))
                .iter()
                .map(|n| n.adverb)
                .collect()
        };
        assert_eq!(
            adverbs(
                "it was first published; complain first and then; No, first make; its first used car"
            ),
            vec![true, true, true, false]
        );
        assert_eq!(
            read("five hundred thousand lire, three hundred and twenty thousand, two million"),
            vec![500_000, 320_000, 2_000_000]
        );
        assert_eq!(
            read("a quarter of the fare, three-quarters full, two fifths of them, half the price"),
            vec![25, 75, 40, 50]
        );
        // No share of a unit of time is a percentage; `one` before `and a half` is the count
        // the quantity reader adds the share to.
        assert_eq!(
            read(
                "half an hour, one and a half, a quarter past, the fifth of May, a quarter of an hour"
            ),
            vec![1, 5]
        );
        assert_eq!(
            read("A hundred and thirty countries, three hundred and twenty-one men, a thousand"),
            vec![130, 321, 1000]
        );
        assert_eq!(read("a hundred men and thirty women"), vec![100, 30]);
        assert_eq!(
            read(
                "One hundred and twenty days, one thousand men, fifteen hundred, Four thousand and ninety-six"
            ),
            vec![120, 1000, 1500, 4096]
        );
        assert_eq!(
            read(
                "Forty-three thousand seven hundred and twenty-one, two thousand six hundred, five million and ninety-first"
            ),
            vec![43_721, 2_600, 5_000_091]
        );
        // A list stays a list; a larger number after the thousands is no part of them.
        assert_eq!(
            read("two thousand, five hundred men; three thousand four thousand"),
            vec![2_000, 500, 3_000, 4_000]
        );
        assert_eq!(read("the centenary of the Revolution"), vec![100]);
        assert_eq!(read("one of the hundred"), Vec::<u64>::new());
    }

    #[test]
    fn questions_are_read_for_the_kind_of_answer_they_need() {
        let sig = |w: &str| !["the", "a", "of"].contains(&w);
        assert_eq!(asked("When was it built?", sig), Asked::Date);
        assert_eq!(asked("In what year did he die?", sig), Asked::Date);
        assert_eq!(asked("How many sons did he have?", sig), Asked::Number);
        assert_eq!(asked("Did Nixon resign?", sig), Asked::YesNo);
        assert_eq!(
            asked(
                "Which band formed first, the Beatles or the Rolling Stones?",
                sig
            ),
            Asked::OneOf(
                vec!["beatles".into()],
                vec!["rolling".into(), "stones".into()],
                true
            )
        );
        assert_eq!(
            asked("Is Lyon or Paris the capital of France?", sig),
            Asked::OneOf(vec!["lyon".into()], vec!["paris".into()], true)
        );
        // The preposition repeated after `or` is not part of the second name.
        let sig = |w: &str| !["the", "a", "of", "by", "was"].contains(&w);
        assert_eq!(
            asked("Was Bibendum drawn by O'Galop or by André Michelin?", sig),
            Asked::OneOf(
                vec!["o'galop".into()],
                vec!["andre".into(), "michelin".into()],
                true
            )
        );
        assert_eq!(
            asked("Did Riff Regan sing or play drums?", sig),
            Asked::OneOf(vec!["sing".into()], vec!["play".into()], false)
        );
        assert_eq!(asked("Who founded Walmart?", sig), Asked::PersonOrPlace);
        assert_eq!(asked("Where did she die?", sig), Asked::PersonOrPlace);
        assert_eq!(asked("How tall is the tower?", sig), Asked::Number);
        assert_eq!(asked("How long is the warranty?", sig), Asked::Duration);
        assert_eq!(asked("How often should I clean it?", sig), Asked::Duration);
        assert_eq!(asked("What did he found?", sig), Asked::Other);
    }

    /// The word reader and the folding as they were before their byte fast paths, kept to
    /// compare with.
    fn words_by_chars(text: &str) -> Vec<Word> {
        let mut out = Vec::new();
        let mut chars = text.char_indices().peekable();
        let mut clause = true;
        while let Some((at, c)) = chars.next() {
            if !c.is_alphanumeric() {
                let initial = c == '.'
                    && out.last().is_some_and(|w: &Word| {
                        let t = &text[w.range.clone()];
                        w.range.end == at
                            && w.capitalised
                            && (t.len() == 1
                                || ["dr", "mr", "mrs", "ms", "st", "mt", "prof", "rev"]
                                    .contains(&t.to_lowercase().as_str()))
                    });
                if !initial && matches!(c, '.' | '!' | '?' | ':' | ';' | '"' | '“' | '(' | '\n') {
                    clause = true;
                }
                continue;
            }
            let mut end = at + c.len_utf8();
            let (mut upper, mut letters, mut digit) = (
                usize::from(c.is_uppercase()),
                usize::from(c.is_alphabetic()),
                c.is_numeric(),
            );
            while let Some(&(i, d)) = chars.peek() {
                if d.is_alphanumeric() {
                    upper += usize::from(d.is_uppercase());
                    letters += usize::from(d.is_alphabetic());
                    digit |= d.is_numeric();
                    end = i + d.len_utf8();
                    chars.next();
                    continue;
                }
                let next = text.get(i + d.len_utf8()..).and_then(|t| t.chars().next());
                let inner_quote = matches!(d, '\'' | '’') && next.is_some_and(char::is_alphabetic);
                let dotted = d == '.'
                    && letters == upper
                    && next.is_some_and(char::is_uppercase)
                    && text
                        .get(i + d.len_utf8()..)
                        .and_then(|t| t.chars().nth(1))
                        .is_some_and(|c| c == '.');
                if inner_quote || dotted {
                    end = i + d.len_utf8();
                    chars.next();
                    continue;
                }
                if d == '.' && upper >= 2 && letters == upper && text[at..end].contains('.') {
                    end = i + 1;
                    chars.next();
                }
                break;
            }
            out.push(Word {
                range: at..end,
                capitalised: c.is_uppercase(),
                acronym: letters >= 2 && upper == letters,
                starts_clause: clause,
                has_digit: digit,
            });
            clause = false;
        }
        out
    }

    fn fold_by_chars(word: &str) -> String {
        let word = word
            .strip_suffix("'s")
            .or_else(|| word.strip_suffix("’s"))
            .or_else(|| word.strip_suffix("'S"))
            .or_else(|| word.strip_suffix('\''))
            .or_else(|| word.strip_suffix('’'))
            .unwrap_or(word);
        if word.is_ascii() {
            return word
                .bytes()
                .filter(|&b| b != b'.')
                .map(|b| char::from(b.to_ascii_lowercase()))
                .collect();
        }
        fold(word).into_owned()
    }

    #[test]
    fn a_bare_word_after_a_comma_and_or_is_set_against_the_predicate() {
        let sig = |w: &str| {
            w.chars().nth(2).is_some()
                && !["the", "are", "does", "with", "from", "was", "its"].contains(&w)
        };
        let one_of = |a: &str, b: &str| Asked::OneOf(vec![a.into()], vec![b.into()], false);
        assert_eq!(
            asked("Are strings included in the setup price, or extra?", sig),
            one_of("included", "extra")
        );
        assert_eq!(
            asked(
                "Does ln overwrite an existing destination by default, or refuse?",
                sig
            ),
            one_of("overwrite", "refuse")
        );
        assert_eq!(
            asked(
                "Does the timer reset its count at midnight, or keep it?",
                sig
            ),
            one_of("reset", "keep")
        );
        // Without the comma, a participle against a participle.
        assert_eq!(
            asked(
                "Are presser feet covered by the repair guarantee or excluded?",
                sig
            ),
            one_of("covered", "excluded")
        );
        // Without the comma, a verb whose object is a pronoun for the other's.
        assert_eq!(
            asked(
                "Does a superconductor expel a magnetic field or trap it?",
                sig
            ),
            one_of("expel", "trap")
        );
        assert_eq!(
            asked("Does -F show the matching processes or hide them?", sig),
            one_of("show", "hide")
        );
        // Two phrases about one predicate are set against each other as before.
        assert_eq!(
            asked(
                "Was the receiver cooled with liquid nitrogen or helium?",
                sig
            ),
            one_of("nitrogen", "helium")
        );
        assert_eq!(
            asked("Is the ferry to Skye faster, or slower?", sig),
            one_of("faster", "slower")
        );
    }

    #[test]
    fn an_initial_or_a_title_ends_no_clause() {
        let text = "It was led by J. R. Smith and Dr. Brown. Then it ended.";
        let starts: Vec<bool> = words(text).iter().map(|w| w.starts_clause).collect();
        // It was led by J R Smith and Dr Brown | Then it ended
        assert_eq!(
            starts,
            [
                true, false, false, false, false, false, false, false, false, false, true, false,
                false
            ]
        );
    }

    #[test]
    fn an_or_inside_whether_asks_no_alternative_and_shared_words_tell_neither_apart() {
        let sig = |w: &str| !["the", "a", "of", "is", "or", "before", "after"].contains(&w);
        assert_eq!(
            asked("Who decides whether it is repaired or replaced?", sig),
            Asked::PersonOrPlace
        );
        assert_eq!(
            asked("Which is older, Sheffield FC or FC Barcelona?", sig),
            Asked::OneOf(vec!["sheffield".into()], vec!["barcelona".into()], true)
        );
        assert_eq!(
            asked("Did he die before or after the prize?", sig),
            Asked::OneOf(vec!["before".into()], vec!["after".into()], false)
        );
        assert_eq!(
            asked(
                "Does the green jersey go to the best sprinter or the best climber?",
                sig
            ),
            Asked::OneOf(vec!["sprinter".into()], vec!["climber".into()], false)
        );
        assert_eq!(
            asked("Is a tomato a fruit or a vegetable?", sig),
            Asked::OneOf(vec!["fruit".into()], vec!["vegetable".into()], false)
        );
        // A question opening on `how`, `who`, ... asks that; its alternatives stand after a
        // comma.
        assert_eq!(
            asked("How many were killed or wounded at Adwa?", sig),
            Asked::Number
        );
        assert_eq!(
            asked("How much is delivery on orders of £500 or less?", sig),
            Asked::Number
        );
        assert_eq!(
            asked("Who has held or protected Socotra?", sig),
            Asked::PersonOrPlace
        );
        assert_eq!(
            asked("Who was older, Momofuku Ando or Edwin Land?", sig),
            Asked::OneOf(
                vec!["momofuku".into(), "ando".into()],
                vec!["edwin".into(), "land".into()],
                true
            )
        );
    }

    #[test]
    fn a_than_phrase_is_marked_and_a_colon_counts_the_items_it_introduces() {
        let marked = |text: &'static str| -> Vec<&'static str> {
            words(text)
                .iter()
                .zip(after_than(text, &words(text)))
                .filter(|(_, m)| *m)
                .map(|(w, _)| &text[w.range.clone()])
                .collect()
        };
        assert_eq!(
            marked("Sheffield is older than FC Barcelona, founded in 1899."),
            ["FC", "Barcelona"]
        );
        // An initial's dot closes no phrase; a full stop does.
        assert_eq!(
            marked("Meissner, born in 1882, before Ida B. Wells. Then Land."),
            ["Ida", "B", "Wells"]
        );
        let list = "Three: neon, krypton, and xenon.";
        assert_eq!(listed_after(list, 5, None), Some(3));
        assert_eq!(
            listed_after("twice: at Gloucester and at Westminster", 5, None),
            Some(2)
        );
        assert_eq!(listed_after("three gases", 5, None), None);
        // After the count's unit, and a comma and a preposition; an initial ends no sentence.
        let times = "Three times, in 1957, 1959 and 1961.";
        assert_eq!(listed_after(times, 5, Some("times")), Some(3));
        assert_eq!(listed_after("Two, in 1911 and 1969.", 3, None), Some(2));
        assert_eq!(listed_after("Two, and more later.", 3, None), None);
        assert_eq!(
            listed_after("Two, in the bars and the beam.", 3, None),
            None
        );
        let gap = "Two years: it opened in 2002, and he died in 2000.";
        assert_eq!(listed_after(gap, 3, Some("years")), None);
        // A list that runs on past `MAX_LIST_BYTES` without its sentence ending is none.
        let long = format!("Two: {}.", "a, ".repeat(MAX_LIST_BYTES));
        assert_eq!(listed_after(&long, 3, None), None);
        let names = "Three: Mike Parker, Richard M. Stallman and David MacKenzie. Then more.";
        assert_eq!(listed_after(names, 5, None), Some(3));
    }

    proptest! {
        #[test]
        fn words_and_folds_are_what_the_char_by_char_reader_gave(
            text in "([A-Za-z0-9.'’ \"(:;!?\n-]|É|é|ß|٣|Ⅻ){0,60}",
            other in "\\PC{0,40}",
        ) {
            for t in [&text, &other] {
                let fast = words(t);
                prop_assert_eq!(&fast, &words_by_chars(t));
                for w in &fast {
                    let word = &t[w.range.clone()];
                    let (fast, slow) = (fold(word), fold_by_chars(word));
                    prop_assert_eq!(fast.as_ref(), slow.as_str());
                }
            }
        }

        #[test]
        fn a_fold_borrowed_from_the_lowered_text_or_a_buffer_is_the_fold_of_the_word(
            text in "([A-Za-z0-9.'’ \"(:;!?\n-]|É|é|ß|İ|٣|Ⅻ){0,60}",
        ) {
            let lower = text.to_ascii_lowercase();
            for w in words(&text) {
                let word = &text[w.range.clone()];
                prop_assert_eq!(fold_at(&text, &lower, w.range.clone()), fold(word));
                let mut buf = [0; 32];
                prop_assert_eq!(fold_in(word, &mut buf), fold(word));
            }
            // Any span between two characters, not only a word's.
            let bounds: Vec<usize> = (0..=text.len()).filter(|&i| text.is_char_boundary(i)).collect();
            for (k, &a) in bounds.iter().enumerate() {
                for &b in bounds.get(k..).unwrap_or_default() {
                    prop_assert_eq!(fold_at(&text, &lower, a..b), fold(&text[a..b]));
                    let mut buf = [0; 32];
                    prop_assert_eq!(fold_in(&text[a..b], &mut buf), fold(&text[a..b]));
                }
            }
        }

        #[test]
        fn any_text_is_read_without_panicking(text in "\\PC{0,120}") {
            let ws = words(&text);
            for w in &ws {
                prop_assert!(text.get(w.range.clone()).is_some());
            }
            for n in number_words(&text, &ws) {
                prop_assert!(text.get(n.range).is_some());
            }
            let _ = asked(&text, |_| true);
            prop_assert_eq!(after_than(&text, &ws).len(), ws.len());
            for at in 0..=text.len() {
                let _ = listed_after(&text, at, None);
                let _ = listed_after(&text, at, Some("times"));
            }
        }
    }

    #[test]
    fn a_negation_before_than_or_until_bounds_and_a_hyphenated_no_is_a_compound() {
        let negations: Vec<String> = ["not", "never", "no"].map(String::from).to_vec();
        let negated_text = |text: &str| negated(text, &words(text), &negations);
        assert!(!negated_text(
            "It must never be left on for more than an hour."
        ));
        assert!(!negated_text("The mill did not reopen until 1990."));
        assert!(!negated_text("A no-show pays the full fare."));
        assert!(negated_text("It must never be left on."));
        // A comma ends the reach: the `than` belongs to another clause.
        assert!(negated_text(
            "It is not sold here, and costs more than elsewhere."
        ));
    }
}
