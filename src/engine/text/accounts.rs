//! Account numbers: significant characters, masking, placeholder shapes and IBAN mod-97.

/// Characters LLMs and statements use to hide digits (`****6789`, `XXXX6789`, `••••6789`).
fn is_mask_char(c: char) -> bool {
    matches!(c, '*' | '\u{2022}' | '#' | '\u{b7}' | '\u{25cf}')
}

/// Whether the account is shown masked (`****6789`, `XXXX-6789`).
#[must_use]
pub fn is_masked(account: &str) -> bool {
    if account.chars().any(is_mask_char) {
        return true;
    }
    // Two or more X's in a row next to digits are a mask, not part of the number.
    let has_digit = account.chars().any(|c| c.is_ascii_digit());
    has_digit && (account.contains("XX") || account.contains("xx"))
}

/// Invisible formatting characters (zero-width spaces and joiners, bidi marks, embeddings,
/// overrides and isolates, the BOM, soft hyphens) that can make a value look different from what
/// it is; they are never part of an account number.
#[must_use]
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
    )
}

/// Letters and digits, the characters that make the number (separators and mask characters dropped).
#[must_use]
pub fn significant(account: &str) -> String {
    let masked = is_masked(account);
    account
        .chars()
        .filter(|c| c.is_alphanumeric())
        .filter(|c| !(masked && matches!(c, 'x' | 'X')))
        .collect()
}

/// The digits of the account, in order.
#[must_use]
pub fn digits(account: &str) -> String {
    account.chars().filter(char::is_ascii_digit).collect()
}

/// The account as it may be shown anywhere: `****` plus its last four significant characters
/// (only `****` when it has four or fewer, so a short number is never echoed whole).
#[must_use]
pub fn mask(account: &str) -> String {
    let sig: Vec<char> = significant(account).chars().collect();
    if sig.len() <= 4 {
        return "****".to_owned();
    }
    let tail: String = sig.iter().skip(sig.len() - 4).collect();
    format!("****{tail}")
}

/// Whether `digits` (ASCII digits only) is one digit repeated, e.g. `000000`.
#[must_use]
pub fn is_repeated_digit(digits: &str) -> bool {
    let mut bytes = digits.bytes();
    match bytes.next() {
        Some(first) => first.is_ascii_digit() && bytes.all(|b| b == first),
        None => false,
    }
}

/// Whether `digits` is one straight ascending or descending run, wrapping 9 -> 0 (ascending) or
/// 0 -> 9 (descending): `23456789`, `98765432`, `1234567890`, `123456789012`.
#[must_use]
pub fn is_straight_run(digits: &str) -> bool {
    let values: Vec<u8> = digits.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    if values.len() < 2 || values.iter().any(|v| *v > 9) {
        return false;
    }
    let step_all = |step: u8| {
        values
            .windows(2)
            .all(|w| matches!(w, [a, b] if (a + step) % 10 == *b))
    };
    step_all(1) || step_all(9)
}

/// The IBAN in its electronic form (upper case, no spaces) when `s` is shaped like one:
/// two letters, two check digits, then 11 to 30 letters or digits.
#[must_use]
pub fn iban_shape(s: &str) -> Option<String> {
    let compact: String = s
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let bytes = compact.as_bytes();
    let shaped = (15..=34).contains(&bytes.len())
        && bytes.iter().take(2).all(u8::is_ascii_uppercase)
        && bytes.iter().skip(2).take(2).all(u8::is_ascii_digit)
        && bytes.iter().skip(4).all(u8::is_ascii_alphanumeric);
    shaped.then_some(compact)
}

/// The ISO 13616 mod-97 check on an IBAN in electronic form: true when the remainder is 1.
#[must_use]
pub fn iban_checksum_ok(iban: &str) -> bool {
    let rearranged = iban.chars().skip(4).chain(iban.chars().take(4));
    let mut remainder: u32 = 0;
    for c in rearranged {
        let value = match c.to_digit(36) {
            Some(v) => v,
            None => return false,
        };
        // Letters count as two digits (A = 10 … Z = 35).
        remainder = if value >= 10 {
            (remainder * 100 + value) % 97
        } else {
            (remainder * 10 + value) % 97
        };
    }
    remainder == 1
}

/// Whether `s` is a valid IBAN (shape and checksum).
#[must_use]
pub fn is_valid_iban(s: &str) -> bool {
    iban_shape(s).is_some_and(|iban| iban_checksum_ok(&iban))
}

/// The digit runs of `text`, where runs separated by one space, dash, dot or slash are joined, so
/// `123 456-789` reads as `123456789`. Searching these for an account's digits ignores separators.
#[must_use]
pub fn digit_runs(text: &str) -> Vec<String> {
    let mut runs = Vec::new();
    for_each_digit_run(text, |run| {
        runs.push(run.to_owned());
        false
    });
    runs
}

/// Whether one of the [`digit_runs`] of `text` contains `wanted`, found without reading the runs:
/// a match can only start on `wanted`'s first digit, so the search jumps from one of those to the
/// next (`memchr`) and follows the text from there digit by digit, across single separators, with
/// the Knuth-Morris-Pratt fallback so no digit is read twice. Linear in `text` plus `wanted`;
/// allocates only `wanted`'s fallback table.
#[must_use]
pub fn digit_runs_contain(text: &str, wanted: &str) -> bool {
    let (bytes, wanted) = (text.as_bytes(), wanted.as_bytes());
    let Some(&first) = wanted.first() else {
        // Every run contains the empty string: true when there is a run at all.
        return bytes.iter().any(u8::is_ascii_digit);
    };
    if !wanted.iter().all(u8::is_ascii_digit) {
        return false;
    }
    let fallback = kmp_fallback(wanted);
    let mut at = 0;
    while let Some(found) = bytes.get(at..).and_then(|rest| memchr::memchr(first, rest)) {
        let mut i = at + found;
        // Digits of `wanted` matched so far, in the run that holds byte `i`.
        let mut matched = 0;
        let mut pending_separator = false;
        while let Some(&b) = bytes.get(i) {
            if b.is_ascii_digit() {
                pending_separator = false;
                matched = kmp_step(wanted, &fallback, matched, b);
                i += 1;
                if matched == wanted.len() {
                    return true;
                }
                if matched == 0 {
                    break;
                }
            } else if let Some(len) = separator_len(bytes, i).filter(|_| !pending_separator) {
                pending_separator = true;
                i += len;
            } else {
                break;
            }
        }
        at = i;
    }
    false
}

/// The length of the digit-run separator at `bytes[i]` (space, `-`, `.`, `/`, or the two bytes of
/// U+00A0), if there is one there.
fn separator_len(bytes: &[u8], i: usize) -> Option<usize> {
    match bytes.get(i)? {
        b' ' | b'-' | b'.' | b'/' => Some(1),
        0xC2 if bytes.get(i + 1) == Some(&0xA0) => Some(2),
        _ => None,
    }
}

/// The Knuth-Morris-Pratt fallback of `pattern`: entry `k` is the length of the longest proper
/// prefix of `pattern[..=k]` that is also its suffix. Linear in `pattern`.
fn kmp_fallback(pattern: &[u8]) -> Vec<usize> {
    let mut fallback = vec![0; pattern.len()];
    let mut k = 0;
    for (i, &b) in pattern.iter().enumerate().skip(1) {
        k = kmp_step(pattern, &fallback, k, b);
        if let Some(slot) = fallback.get_mut(i) {
            *slot = k;
        }
    }
    fallback
}

/// How much of `pattern` is matched after `b`, when `matched` bytes were before it (never the
/// whole pattern). Amortised constant time over a search.
fn kmp_step(pattern: &[u8], fallback: &[usize], mut matched: usize, b: u8) -> usize {
    while matched > 0 && pattern.get(matched) != Some(&b) {
        matched = fallback.get(matched - 1).copied().unwrap_or(0);
    }
    if pattern.get(matched) == Some(&b) {
        matched + 1
    } else {
        matched
    }
}

/// Whether `iban` (its electronic form: ASCII letters and digits, upper case) stands in `text` once
/// the text's whitespace and dashes are dropped and its letters upper-cased, found in place: a
/// match can only start on the IBAN's first letter in either case, so the search jumps between
/// those (`memchr2`) and follows the text from there with the Knuth-Morris-Pratt fallback. Linear
/// in `text` plus `iban`.
#[must_use]
pub fn text_contains_iban(text: &str, iban: &str) -> bool {
    let (bytes, pattern) = (text.as_bytes(), iban.as_bytes());
    let Some(&first) = pattern.first() else {
        return true;
    };
    if !pattern
        .iter()
        .all(|b| b.is_ascii_digit() || b.is_ascii_uppercase())
    {
        // Not an electronic form: the plain definition, which this search agrees with.
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        return compact.contains(iban);
    }
    let fallback = kmp_fallback(pattern);
    let mut at = 0;
    while let Some(found) = bytes
        .get(at..)
        .and_then(|rest| memchr::memchr2(first, first.to_ascii_lowercase(), rest))
    {
        let mut i = at + found;
        let mut matched = 0;
        while let Some(&b) = bytes.get(i) {
            if b.is_ascii() {
                i += 1;
                if char::from(b).is_whitespace() || b == b'-' {
                    continue;
                }
                matched = kmp_step(pattern, &fallback, matched, b.to_ascii_uppercase());
                if matched == pattern.len() {
                    return true;
                }
            } else {
                let c = text.get(i..).and_then(|rest| rest.chars().next());
                i += c.map_or(1, char::len_utf8);
                if c.is_some_and(char::is_whitespace) {
                    continue;
                }
                // No IBAN character: nothing of the pattern is matched across it.
                matched = 0;
            }
            if matched == 0 {
                break;
            }
        }
        at = i;
    }
    false
}

/// Calls `found` with each digit run until it returns true; whether one did. Digits and
/// separators are ASCII (the no-break space aside), so this walks bytes, not chars.
fn for_each_digit_run(text: &str, mut found: impl FnMut(&str) -> bool) -> bool {
    let mut run = String::with_capacity(32);
    let mut pending_separator = false;
    let mut bytes = text.bytes().peekable();
    while let Some(b) = bytes.next() {
        // U+00A0 is C2 A0 in UTF-8; any other non-ASCII character ends a run like a letter does.
        let separator = match b {
            b' ' | b'-' | b'.' | b'/' => true,
            0xC2 if bytes.peek() == Some(&0xA0) => {
                bytes.next();
                true
            }
            _ => false,
        };
        if b.is_ascii_digit() {
            pending_separator = false;
            run.push(char::from(b));
        } else if !run.is_empty() && !pending_separator && separator {
            pending_separator = true;
        } else if !run.is_empty() {
            if found(&run) {
                return true;
            }
            run.clear();
            pending_separator = false;
        }
    }
    !run.is_empty() && found(&run)
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn masks_keep_only_the_last_four() {
        assert_eq!(mask("032-000 123456789"), "****6789");
        assert_eq!(mask("****6789"), "****");
        assert_eq!(mask("GB82 WEST 1234 5698 7654 32"), "****5432");
        assert_eq!(mask("12"), "****");
    }

    #[test]
    fn masked_accounts_are_recognised() {
        assert!(is_masked("****6789"));
        assert!(is_masked("XXXX-XXXX-6789"));
        assert!(!is_masked("032-000 123456"));
        assert_eq!(significant("XXXX-6789"), "6789");
        assert_eq!(significant("032-000 123456"), "032000123456");
    }

    #[test]
    fn straight_runs_wrap_from_nine_to_zero() {
        assert!(is_straight_run("23456789"));
        assert!(is_straight_run("98765432"));
        assert!(is_straight_run("1234567890"));
        assert!(is_straight_run("123456789012"));
        assert!(!is_straight_run("123456780"));
        assert!(!is_straight_run("13579"));
    }

    #[test]
    fn repeated_digits_are_recognised() {
        assert!(is_repeated_digit("000000000"));
        assert!(!is_repeated_digit("000000001"));
        assert!(!is_repeated_digit(""));
    }

    #[test]
    fn a_valid_iban_passes_mod_97_and_a_changed_digit_fails() {
        assert!(is_valid_iban("GB82 WEST 1234 5698 7654 32"));
        assert!(is_valid_iban("CH93 0076 2011 6238 5295 7"));
        assert!(is_valid_iban("DE89370400440532013000"));
        assert!(!is_valid_iban("GB82 WEST 1234 5698 7654 33"));
        assert!(iban_shape("123456789").is_none());
    }

    #[test]
    fn digit_runs_join_across_single_separators() {
        assert_eq!(digit_runs("Account 123 456-789 opened"), vec!["123456789"]);
        assert_eq!(digit_runs("a 12, b 34"), vec!["12", "34"]);
        assert_eq!(
            digit_runs("12\u{a0}34 \u{a0}56 é7"),
            vec!["1234", "56", "7"]
        );
        assert!(digit_runs_contain(
            "IBAN 032-000 123456 (main)",
            "032000123"
        ));
        assert!(!digit_runs_contain("032-000, 123456", "000123"));
    }

    /// The char-by-char reading the byte walk replaced, kept as the reference it must agree with.
    fn digit_runs_by_chars(text: &str) -> Vec<String> {
        let mut runs = Vec::new();
        let mut current = String::new();
        let mut pending_separator = false;
        for c in text.chars() {
            if c.is_ascii_digit() {
                pending_separator = false;
                current.push(c);
            } else if !current.is_empty()
                && !pending_separator
                && matches!(c, ' ' | '-' | '.' | '/' | '\u{a0}')
            {
                pending_separator = true;
            } else if !current.is_empty() {
                runs.push(std::mem::take(&mut current));
                pending_separator = false;
            }
        }
        if !current.is_empty() {
            runs.push(current);
        }
        runs
    }

    proptest! {
        #[test]
        fn account_helpers_never_panic(s in "\\PC*") {
            let _ = mask(&s);
            let _ = is_straight_run(&digits(&s));
            let _ = is_valid_iban(&s);
            let _ = digit_runs(&s);
            prop_assert!(!mask(&s).contains(&s) || s.chars().filter(|c| c.is_alphanumeric()).count() <= 4);
        }

        #[test]
        fn the_byte_walk_reads_the_same_runs_as_chars(s in "[0-9 ./\u{a0}\u{a1}\u{c2}\u{e9}a,-]{0,60}", wanted in "[0-9]{1,4}") {
            let reference = digit_runs_by_chars(&s);
            prop_assert_eq!(&digit_runs(&s), &reference);
            prop_assert_eq!(digit_runs_contain(&s, &wanted), reference.iter().any(|r| r.contains(&wanted)));
        }

        #[test]
        fn the_digit_search_finds_what_the_runs_hold(
            s in "[0-9 ./\u{a0}\u{c2}a,-]{0,80}",
            wanted in "[0-9]{0,12}",
        ) {
            // Short alphabets so that self-overlapping numbers (`1211`, `0101`) and near misses
            // come up often.
            let reference = digit_runs_by_chars(&s);
            let expected = reference.iter().any(|r| r.contains(&wanted));
            prop_assert_eq!(digit_runs_contain(&s, &wanted), expected, "{:?} in {:?}", wanted, s);
        }

        #[test]
        fn the_digit_search_finds_repetitive_numbers_as_the_runs_hold(
            s in "[01 -]{0,60}",
            wanted in "[01]{1,8}",
        ) {
            let reference = digit_runs_by_chars(&s);
            let expected = reference.iter().any(|r| r.contains(&wanted));
            prop_assert_eq!(digit_runs_contain(&s, &wanted), expected, "{:?} in {:?}", wanted, s);
        }

        #[test]
        fn the_iban_search_agrees_with_the_compacted_text(
            s in "[A-Ca-c0-2 \t\u{b}\u{a0}\u{3000}é-]{0,60}",
            iban in "[A-C0-2]{1,6}",
        ) {
            let compact: String = s
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '-')
                .map(|c| c.to_ascii_uppercase())
                .collect();
            prop_assert_eq!(text_contains_iban(&s, &iban), compact.contains(&iban), "{:?} in {:?}", iban, s);
        }

        #[test]
        fn a_mask_never_shows_more_than_four_significant_characters(s in "[0-9 -]{0,40}") {
            prop_assert!(mask(&s).chars().filter(char::is_ascii_alphanumeric).count() <= 4);
        }
    }
}
