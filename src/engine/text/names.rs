//! Normalisation of names and running text for case-, accent-, punctuation- and
//! whitespace-insensitive comparison (bank names, words in a document).

use unicode_normalization::char::{decompose_compatible, is_combining_mark};

/// Lower-cases, strips accents, drops `.` and apostrophes (so `N.A.` is `na`, `U.S.` is `us`), turns
/// every other non-alphanumeric character into a space, and collapses spaces.
#[must_use]
pub fn normalize(s: &str) -> String {
    let mut out = Normalized {
        text: String::with_capacity(s.len()),
        pending_space: false,
    };
    for c in s.chars() {
        if c.is_ascii() {
            // Most text is ASCII: skip the decomposition tables for it.
            out.push(c);
        } else {
            decompose_compatible(c, |d| out.push(d));
        }
    }
    out.text
}

struct Normalized {
    text: String,
    pending_space: bool,
}

impl Normalized {
    fn push(&mut self, c: char) {
        if c.is_ascii_alphanumeric() {
            self.word_char();
            self.text.push(c.to_ascii_lowercase());
        } else if c.is_alphanumeric() {
            self.word_char();
            self.text.extend(c.to_lowercase());
        } else if matches!(c, '.' | '\'' | '\u{2019}' | '\u{2018}' | '`' | '\u{b4}')
            || is_combining_mark(c)
        {
            // Dropped without a space: abbreviations keep their letters together, accents go.
        } else {
            self.pending_space = true;
        }
    }

    fn word_char(&mut self) {
        if self.pending_space && !self.text.is_empty() {
            self.text.push(' ');
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
    if needle_normalized.is_empty() {
        return false;
    }
    haystack_normalized
        .match_indices(needle_normalized)
        .any(|(at, _)| {
            let before_ok = haystack_normalized[..at]
                .chars()
                .next_back()
                .is_none_or(|c| c == ' ');
            let after_ok = haystack_normalized[at + needle_normalized.len()..]
                .chars()
                .next()
                .is_none_or(|c| c == ' ');
            before_ok && after_ok
        })
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
    }

    proptest! {
        #[test]
        fn normalizing_never_panics_and_is_idempotent(s in "\\PC*") {
            let once = normalize(&s);
            prop_assert_eq!(normalize(&once), once.clone());
            let _ = contains_words(&once, &normalize("bank"));
        }
    }
}
