//! Normalisation of names and running text for case-, accent-, punctuation- and
//! whitespace-insensitive comparison (bank names, words in a document).

use unicode_normalization::char::{decompose_compatible, is_combining_mark};

/// Lower-cases, strips accents, drops `.` and apostrophes (so `N.A.` is `na`, `U.S.` is `us`), turns
/// every other non-alphanumeric character into a space, and collapses spaces.
#[must_use]
pub fn normalize(s: &str) -> String {
    let mut out = Normalized {
        bytes: Vec::with_capacity(s.len()),
        pending_space: false,
    };
    let mut rest = s;
    while !rest.is_empty() {
        // Most text is ASCII: runs of it go through the fold table, without the decomposition
        // tables.
        let ascii = out.push_ascii_run(rest.as_bytes());
        rest = rest.get(ascii..).unwrap_or_default();
        if let Some(c) = rest.chars().next() {
            decompose_compatible(c, |d| out.push(d));
            rest = rest.get(c.len_utf8()..).unwrap_or_default();
        }
    }
    // Only whole characters were pushed, so this is always valid UTF-8.
    String::from_utf8(out.bytes).unwrap_or_default()
}

/// ASCII letters and digits lower-cased; every other byte 0.
#[allow(clippy::indexing_slicing)] // evaluated at compile time, where a bad index fails the build
static FOLD: [u8; 256] = {
    let mut table = [0; 256];
    let mut b = 0;
    while b < 128 {
        let byte = b as u8;
        if byte.is_ascii_alphanumeric() {
            table[b] = byte.to_ascii_lowercase();
        }
        b += 1;
    }
    table
};

/// `b` lower-cased if it is an ASCII letter or digit, else 0.
fn fold(b: u8) -> u8 {
    FOLD.get(usize::from(b)).copied().unwrap_or(0)
}

struct Normalized {
    bytes: Vec<u8>,
    pending_space: bool,
}

impl Normalized {
    /// What [`Normalized::push`] does with an ASCII character, on its byte.
    fn push_ascii(&mut self, b: u8) {
        if b.is_ascii_alphanumeric() {
            self.word_char();
            self.bytes.push(b.to_ascii_lowercase());
        } else if !matches!(b, b'.' | b'\'' | b'`') {
            self.pending_space = true;
        }
    }

    /// Pushes the ASCII bytes `bytes` starts with, as [`Normalized::push_ascii`] would push each,
    /// and returns how many there were. Linear in that run (not in `bytes`: the buffer grows by
    /// the run alone, or text mostly not ASCII would be cleared again at every character).
    fn push_ascii_run(&mut self, bytes: &[u8]) -> usize {
        let run = bytes
            .iter()
            .position(|b| !b.is_ascii())
            .unwrap_or(bytes.len());
        let bytes = bytes.get(..run).unwrap_or_default();
        if bytes.is_empty() {
            return 0;
        }
        // Each pushed byte is a folded input byte, or a space standing for at least one dropped
        // separator before it (here or earlier), so the run grows the text by at most its
        // length plus one.
        let from = self.bytes.len();
        self.bytes.resize(from + bytes.len() + 1, 0);
        let out = self.bytes.as_mut_slice();
        let mut written = from;
        let mut pending_space = self.pending_space;
        let mut read = 0;
        for &b in bytes {
            let folded = fold(b);
            if folded != 0 {
                if pending_space && written > 0 {
                    if let Some(slot) = out.get_mut(written) {
                        *slot = b' ';
                    }
                    written += 1;
                }
                pending_space = false;
                if let Some(slot) = out.get_mut(written) {
                    *slot = folded;
                }
                written += 1;
            } else if !b.is_ascii() {
                break;
            } else if !matches!(b, b'.' | b'\'' | b'`') {
                pending_space = true;
            }
            read += 1;
        }
        self.bytes.truncate(written);
        self.pending_space = pending_space;
        read
    }

    fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.push_ascii(u8::try_from(c).unwrap_or(b' '));
        } else if c.is_alphanumeric() {
            self.word_char();
            for lower in c.to_lowercase() {
                let mut buffer = [0; 4];
                self.bytes
                    .extend_from_slice(lower.encode_utf8(&mut buffer).as_bytes());
            }
        } else if matches!(c, '\u{2019}' | '\u{2018}' | '\u{b4}') || is_combining_mark(c) {
            // Dropped without a space: abbreviations keep their letters together, accents go.
        } else {
            self.pending_space = true;
        }
    }

    fn word_char(&mut self) {
        if self.pending_space && !self.bytes.is_empty() {
            self.bytes.push(b' ');
        }
        self.pending_space = false;
    }
}

/// [`normalize`] with the spaces removed too: `Wells Fargo` and `WellsFargo` compare equal.
#[must_use]
pub fn compact(s: &str) -> String {
    normalize(s).replace(' ', "")
}

/// Whether the normalised `needle` stands in the normalised `haystack` as whole words.
#[must_use]
pub fn contains_words(haystack_normalized: &str, needle_normalized: &str) -> bool {
    let (haystack, needle) = (haystack_normalized.as_bytes(), needle_normalized.as_bytes());
    if needle.is_empty() || needle.len() > haystack.len() {
        return false;
    }
    // Normalised words are separated by single spaces, and a space is one byte in UTF-8.
    let ends_a_word = |end: usize| haystack.get(end).is_none_or(|b| *b == b' ');
    if haystack.len() < 256 {
        // A field value: compare at each word start rather than build a substring searcher,
        // which costs more than the comparisons.
        std::iter::once(0)
            .chain(memchr::memchr_iter(b' ', haystack).map(|space| space + 1))
            .any(|at| {
                haystack
                    .get(at..)
                    .is_some_and(|rest| rest.starts_with(needle))
                    && ends_a_word(at + needle.len())
            })
    } else {
        // Every occurrence, overlapping ones included: "a a" stands in "ba a a" at 3, not at 1.
        let finder = memchr::memmem::Finder::new(needle);
        let mut from = 0;
        while let Some(found) = haystack.get(from..).and_then(|rest| finder.find(rest)) {
            let at = from + found;
            let starts_a_word = at == 0 || haystack.get(at - 1) == Some(&b' ');
            if starts_a_word && ends_a_word(at + needle.len()) {
                return true;
            }
            from = at + 1;
        }
        false
    }
}

/// A running text searched for normalised names as if it were normalised, without normalising it
/// where that can be helped: an ASCII text (checked once, a word at a time) is searched in place
/// for each name; any other is normalised once, on the first search, and searched as
/// [`contains_words`] searches.
#[derive(Debug)]
pub struct NameSearch<'a> {
    text: &'a str,
    ascii: bool,
    normalized: std::cell::OnceCell<String>,
}

impl<'a> NameSearch<'a> {
    /// Prepares `text` for searching. Linear in `text` (an ASCII check).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        Self {
            text,
            ascii: text.is_ascii(),
            normalized: std::cell::OnceCell::new(),
        }
    }

    /// Whether `contains_words(&normalize(text), needle_normalized)` holds. Linear in the text
    /// plus the needle: the in-place search gives up for the normalised text once it has read
    /// the text's bytes four times over.
    #[must_use]
    pub fn contains_words(&self, needle_normalized: &str) -> bool {
        if self.ascii {
            if let Some(found) = ascii_contains_words(self.text.as_bytes(), needle_normalized) {
                return found;
            }
        }
        contains_words(
            self.normalized.get_or_init(|| normalize(self.text)),
            needle_normalized,
        )
    }
}

/// [`contains_words`] on the normalised ASCII `text`, read in place: the needle can only start on
/// an output word whose first letter or digit is the needle's first byte in either case, so the
/// search jumps between those bytes (`memchr2`), keeps the ones that start a word, and replays the
/// normalisation forward from each until it departs from the needle. `None` when that has read
/// more than four times the text's bytes (needles of many words on text made to repeat them).
fn ascii_contains_words(text: &[u8], needle: &str) -> Option<bool> {
    let needle = needle.as_bytes();
    let Some(&first) = needle.first() else {
        return Some(false);
    };
    // Normalised ASCII words start with a lower-case letter or a digit.
    if fold(first) != first {
        return Some(false);
    }
    let mut budget = text.len().saturating_mul(4).saturating_add(64);
    for at in memchr::memchr2_iter(first, first.to_ascii_uppercase(), text) {
        // A word starts here when what comes before, dropped bytes aside, is a separator or
        // nothing at all.
        let before = text.get(..at).unwrap_or_default();
        let dropped = before
            .iter()
            .rev()
            .take_while(|b| matches!(b, b'.' | b'\'' | b'`'))
            .count();
        budget = budget.checked_sub(dropped + 1)?;
        let previous = before.len().checked_sub(dropped + 1);
        if previous.is_some_and(|p| before.get(p).is_some_and(u8::is_ascii_alphanumeric)) {
            continue;
        }
        if replays_needle(text.get(at..).unwrap_or_default(), needle, &mut budget)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Whether the normalisation of ASCII `text`, which starts a word, starts with `needle` followed
/// by a word end. Reads at most as many bytes as `budget` holds (`None` past it) and takes them
/// from it.
fn replays_needle(text: &[u8], needle: &[u8], budget: &mut usize) -> Option<bool> {
    let mut matched = 0;
    let mut pending_space = false;
    for &b in text {
        *budget = budget.checked_sub(1)?;
        let folded = fold(b);
        if folded == 0 {
            if !matches!(b, b'.' | b'\'' | b'`') {
                pending_space = true;
                if matched == needle.len() {
                    return Some(true);
                }
            }
            continue;
        }
        if matched == needle.len() {
            // The next byte out: a space ends the word, a letter or digit glues onto it.
            return Some(pending_space);
        }
        if pending_space {
            if needle.get(matched) != Some(&b' ') {
                return Some(false);
            }
            matched += 1;
            pending_space = false;
            if matched == needle.len() {
                return Some(false);
            }
        }
        if needle.get(matched) != Some(&folded) {
            return Some(false);
        }
        matched += 1;
    }
    Some(matched == needle.len())
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn accents_case_and_punctuation_are_ignored() {
        assert_eq!(normalize("Société Générale"), "societe generale");
        assert_eq!(
            normalize("JPMorgan Chase Bank, N.A."),
            "jpmorgan chase bank na"
        );
        assert_eq!(normalize("U.S. Bank"), "us bank");
        assert_eq!(
            normalize("  Zürcher   Kantonalbank "),
            "zurcher kantonalbank"
        );
        assert_eq!(compact("Wells  Fargo"), compact("WellsFargo"));
    }

    #[test]
    fn words_match_only_whole() {
        let text = normalize("Statement from Westpac Banking Corporation");
        assert!(contains_words(&text, "westpac"));
        assert!(contains_words(&text, "westpac banking"));
        assert!(!contains_words(&text, "west"));
        assert!(!contains_words(&text, ""));
        // A needle that overlaps itself still counts where it stands alone, short or long.
        assert!(contains_words("ba a a", "a a"));
        let long = format!("{} ba a a", "word ".repeat(60));
        assert!(contains_words(&long, "a a"));
        assert!(!contains_words(&long, "wor"));
        assert!(contains_words(&long, "word word"));
    }

    #[test]
    fn a_name_is_found_in_place_only_as_whole_words() {
        let text = "Statement from WESTPAC Banking Corp. ABN 33 007 457 141, N.A. branch";
        for (needle, found) in [
            ("westpac banking corp", true),
            ("westpac", true),
            ("westpac bank", false),
            ("abn 33 007", true),
            ("na branch", true),
            ("branch", true),
            ("west", false),
            ("", false),
        ] {
            assert_eq!(
                NameSearch::new(text).contains_words(needle),
                found,
                "{needle}"
            );
        }
        // A text not in ASCII is searched in its normalised form.
        assert!(NameSearch::new("Société Générale, Paris").contains_words("societe generale"));
    }

    #[test]
    fn a_needle_repeated_through_the_text_is_still_searched_in_linear_time() {
        // Every word starts a near match of a long needle: the in-place search gives up and
        // the normalised text answers.
        let text = "a ".repeat(2000);
        let needle = format!("{} b", "a ".repeat(200).trim_end());
        assert!(!NameSearch::new(&text).contains_words(&needle));
        assert!(NameSearch::new(&format!("{text}b")).contains_words(&needle));
    }

    /// The char-by-char normalisation the byte walk replaced, kept as the reference it must
    /// agree with.
    fn normalize_by_chars(s: &str) -> String {
        let mut text = String::new();
        let mut pending_space = false;
        let mut push = |c: char| {
            if c.is_alphanumeric() {
                if pending_space && !text.is_empty() {
                    text.push(' ');
                }
                pending_space = false;
                text.extend(c.to_lowercase());
            } else if !(matches!(c, '.' | '\'' | '\u{2019}' | '\u{2018}' | '`' | '\u{b4}')
                || is_combining_mark(c))
            {
                pending_space = true;
            }
        };
        for c in s.chars() {
            decompose_compatible(c, &mut push);
        }
        text
    }

    proptest! {
        #[test]
        fn whole_words_are_found_as_a_padded_search_finds_them(
            haystack in prop::collection::vec(prop::sample::select(vec!["a", "ab", "ba", "b", "é", "a a"]), 1..150),
            needle in prop::collection::vec(prop::sample::select(vec!["a", "ab", "b", "é"]), 1..4),
        ) {
            // Both short (under 256 bytes) and long haystacks, against the plain definition.
            let (haystack, needle) = (haystack.join(" "), needle.join(" "));
            prop_assert_eq!(
                contains_words(&haystack, &needle),
                format!(" {haystack} ").contains(&format!(" {needle} ")),
                "{:?} in {:?}", needle, haystack
            );
        }

        #[test]
        fn the_byte_walk_normalizes_like_chars(
            s in "\\PC*",
            t in "[a-zA-Z0-9 .,'`éÄß’ﬁ²\\u{301}-]{0,40}",
            ascii in "[ -~\\t\\n]{0,80}",
        ) {
            prop_assert_eq!(normalize(&s), normalize_by_chars(&s));
            prop_assert_eq!(normalize(&t), normalize_by_chars(&t));
            prop_assert_eq!(normalize(&ascii), normalize_by_chars(&ascii));
        }

        #[test]
        fn a_name_is_found_in_a_text_as_in_its_normalised_form(
            text in prop::collection::vec(prop::sample::select(vec![
                "west", "Westpac", "WESTPAC", "pac", "bank", "N.A.", "n.a", "'", "`", ".", " ", "  ",
                ",", "-", "\n", "westpac.", "1", "2", "é", "Zürich", "a", "A",
            ]), 0..40),
            needle in prop::collection::vec(prop::sample::select(vec![
                "westpac", "west", "bank", "na", "n a", "pac", "1", "a", "zurich", " ", "West",
            ]), 1..4),
        ) {
            let (text, needle) = (text.concat(), needle.join(" "));
            for needle in [needle.clone(), normalize(&needle)] {
                prop_assert_eq!(
                    NameSearch::new(&text).contains_words(&needle),
                    contains_words(&normalize(&text), &needle),
                    "{:?} in {:?}", needle, text
                );
            }
        }

        #[test]
        fn normalizing_never_panics_and_is_idempotent(s in "\\PC*") {
            let once = normalize(&s);
            prop_assert_eq!(normalize(&once), once.clone());
            let _ = contains_words(&once, &normalize("bank"));
        }
    }
}
