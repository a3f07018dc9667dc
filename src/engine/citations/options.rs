//! Command-line options and what a source says each does: `-q, or --quiet, leaves the headers
//! out, and -v, or --verbose, always prints them` describes `-q` by `leaves the headers out`.
//! An answer to `Which option leaves out the headers?` that names `-v` names an option the
//! source gives for something else.
//!
//! A source describes an option in one of a few ways, and each is read here: after it, up to
//! the next option or the end of the sentence (`-c counts bytes`); before it, in a clause that
//! opens on `to` (`To keep the original file as well, add -k`); before it, where it stands in
//! brackets (`not followed by default (-P)`); and after another option it is used `instead of`
//! (`Use -to instead of -t to give an end time`). Aliases side by side are one option (`-i, or
//! --ignore-interrupts`, `-b is short for --apparent-size`). Every function here reads its text
//! once, left to right.

use std::ops::Range;

/// An option as a source describes it: its names (aliases) and the byte ranges of the text
/// that describes it.
#[derive(Debug)]
pub(super) struct Described<'t> {
    /// Its names as written, up to an `=` (`--pid` for `--pid=PID`), first mention first.
    pub names: Vec<&'t str>,
    /// The byte ranges of the text describing it.
    pub description: Vec<Range<usize>>,
}

/// The command-line options `text` writes (`-u`, `--partial`, `--dry-run`): a `-` or `--` after
/// white space, an opening bracket or quote (or at the start), then an ASCII letter, then
/// letters, digits, `-` and `_`. Never a hyphen inside a word (`e-mail`), a minus before digits
/// or a dash between words (`- built`). Linear in the text.
pub(super) fn options(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(offset) = bytes
        .get(at..)
        .and_then(|b| b.iter().position(|&c| c == b'-'))
    {
        let start = at + offset;
        let opens = start == 0
            || bytes.get(start - 1).is_some_and(|&c| {
                c.is_ascii_whitespace() || matches!(c, b'(' | b'[' | b'"' | b'\'' | b'`')
            });
        let dashes = if bytes.get(start + 1) == Some(&b'-') {
            2
        } else {
            1
        };
        let body = start + dashes;
        let end = body
            + bytes
                .get(body..)
                .unwrap_or_default()
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_')))
                .unwrap_or(bytes.len() - body.min(bytes.len()));
        // A trailing hyphen belongs to the sentence, not the option.
        let end = body
            + text
                .get(body..end)
                .map_or(0, |o| o.trim_end_matches('-').len());
        if opens && bytes.get(body).is_some_and(u8::is_ascii_alphabetic) {
            out.push(start..end);
        }
        at = end.max(start + 1);
    }
    out
}

/// Whether the text between two option names makes them aliases of one option: only brackets,
/// commas, slashes and the words of `-i, or --ignore-interrupts`, `-i option, long form
/// --input-range`, `-F, the same as --follow=name`, `-b is short for --apparent-size`.
fn aliases(between: &str) -> bool {
    const JOINING: [&str; 12] = [
        "option", "or", "also", "written", "long", "short", "form", "the", "same", "as", "is",
        "for",
    ];
    between
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')' | '/'))
        .filter(|w| !w.is_empty())
        .all(|w| JOINING.iter().any(|j| w.eq_ignore_ascii_case(j)))
}

/// The options `text` describes, with the text describing each (see the module's comment),
/// skipping the names in `skip` (those the question gives: `tail -f` in `Which option makes
/// tail -f stop ...?` is part of the description). Linear in the text.
pub(super) fn described<'t>(text: &'t str, skip: &[&str]) -> Vec<Described<'t>> {
    let mut out: Vec<Described<'t>> = Vec::new();
    let mut sentence_start = 0;
    // Sentences end at `.`, `;` or `:` before white space or the end.
    let ends = text
        .char_indices()
        .filter(|&(i, c)| {
            matches!(c, '.' | ';' | ':')
                && text
                    .get(i + 1..)
                    .is_none_or(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace))
        })
        .map(|(i, _)| i + 1)
        .chain(std::iter::once(text.len()));
    // Each sentence's options: their ranges (first alias to last) and names.
    let mut groups: Vec<(Range<usize>, Vec<&'t str>)> = Vec::new();
    let mut found = options(text)
        .into_iter()
        .filter(|r| !skip.contains(&text.get(r.clone()).unwrap_or_default()))
        .peekable();
    for end in ends {
        groups.clear();
        while let Some(r) = found.next_if(|r| r.start < end) {
            let name = text.get(r.clone()).unwrap_or_default();
            match groups.last_mut() {
                Some((range, names)) if text.get(range.end..r.start).is_some_and(aliases) => {
                    range.end = r.end;
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
                _ => groups.push((r, vec![name])),
            }
        }
        let mut taken_by_previous = false;
        for (i, (range, names)) in groups.iter().enumerate() {
            let before = groups
                .get(i.wrapping_sub(1))
                .map_or(sentence_start, |g| g.0.end)..range.start;
            let next = groups.get(i + 1).map_or(end, |g| g.0.start);
            let after = range.end..next;
            let slice = |r: &Range<usize>| text.get(r.clone()).unwrap_or_default();
            let mut description = Vec::with_capacity(2);
            description.push(after.clone());
            let before_text = slice(&before);
            let opens_on_to = before_text
                .trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';'))
                .get(..3)
                .is_some_and(|w| w.eq_ignore_ascii_case("to "));
            if before_text.trim_end().ends_with('(')
                && slice(&after).trim_start().starts_with(')')
                && before_text.contains(|c: char| c.is_alphabetic())
            {
                // `not followed by default (-P)`.
                description.clear();
                description.push(before);
            } else if opens_on_to {
                // `To keep the original file as well, add -k`.
                description.push(before);
            }
            if matches!(slice(&after).trim(), "instead of" | "rather than") {
                // `Use -to instead of -t to give an end time`: what follows the other option
                // describes this one.
                if let Some(other) = groups.get(i + 1) {
                    let beyond = groups.get(i + 2).map_or(end, |g| g.0.start);
                    description.clear();
                    description.push(other.0.end..beyond);
                }
            }
            if std::mem::take(&mut taken_by_previous) {
                description.clear();
            }
            taken_by_previous = matches!(slice(&after).trim(), "instead of" | "rather than");
            out.push(Described {
                names: names.clone(),
                description,
            });
        }
        sentence_start = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn description<'t>(text: &'t str, of: &str) -> Vec<&'t str> {
        described(text, &[])
            .into_iter()
            .find(|d| d.names.contains(&of))
            .map(|d| {
                d.description
                    .into_iter()
                    .map(|r| text[r].trim_matches(|c: char| c.is_whitespace() || c == ','))
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn an_option_starts_a_word_with_a_dash_and_a_letter() {
        let read = |t: &str| -> Vec<String> {
            options(t)
                .into_iter()
                .filter_map(|r| t.get(r).map(str::to_owned))
                .collect()
        };
        assert_eq!(
            read("run it with -n first (--dry-run)."),
            ["-n", "--dry-run"]
        );
        // A hyphen inside a word, a minus, a dash between words, a suspended hyphen.
        assert!(read("an e-mail at -5 °C - then a 16- to 25-year-old").is_empty());
    }

    #[test]
    fn each_option_is_described_where_the_source_puts_its_words() {
        let text = "Given several files, tail prints a header; -q, or --quiet, leaves the \
                    headers out, and -v, or --verbose, always prints them.";
        assert_eq!(
            description(text, "--quiet"),
            ["leaves the headers out, and"]
        );
        assert_eq!(description(text, "-v"), ["always prints them."]);
        let to = "To keep the original file as well, add -k; to write to standard output, use -c.";
        assert_eq!(
            description(to, "-k"),
            [";", "To keep the original file as well, add"]
        );
        let bracket = "Symbolic links are not followed by default (-P), while -L follows them.";
        assert_eq!(
            description(bracket, "-P"),
            ["Symbolic links are not followed by default ("]
        );
        let instead = "Use -to instead of -t to give an end time.";
        assert_eq!(description(instead, "-to"), ["to give an end time."]);
        assert_eq!(description(instead, "-t"), Vec::<&str>::new());
        let alias = "The -i option, long form --input-range, treats each number as a line.";
        assert_eq!(
            described(alias, &[]).first().map(|d| d.names.clone()),
            Some(vec!["-i", "--input-range"])
        );
        // The question's own option is part of another's description.
        let given = "With --pid=PID, tail -f stops once that process has died.";
        assert_eq!(
            described(given, &["-f"]).first().map(|d| d.names.clone()),
            Some(vec!["--pid"])
        );
    }
}
