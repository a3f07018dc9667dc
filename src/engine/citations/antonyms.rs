//! Words of opposite meaning (`accept` and `refuse`, `well` and `poorly`, `covered` and
//! `excluded`): a claim that says one where the source sentence it matches best says the other
//! flips that sentence as a negation does, with no `not` to tell (`citations.negation_mismatch`).
//!
//! The table is `citations.antonyms`: each entry a word and the words opposite to it, in their
//! base form; each word stands for its regular inflections (`accept`: `accepts`, `accepted`,
//! `accepting`), an irregular form is listed as a word of its own (`kept`). With
//! `citations.wordnet_antonyms`, the pairs of [`WORDNET`] are entries too.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

use foldhash::fast::RandomState;

use super::grounding::{self, Word};

/// The adjectives and adverbs WordNet gives as each other's direct antonyms (`harmful` and
/// `harmless`, `usual` and `unusual`), made by `antonyms.sh` from WordNet 3.0 (its licence is
/// in `synonyms.LICENSE`): one pair per line, separated by a space.
const WORDNET: &str = include_str!("antonyms.txt");

/// Which entry of the table a word is in, and on which side: `false` for the entry's first
/// word, `true` for the words opposite to it.
type Side = (u32, bool);

/// The antonym table: the configured entries, and WordNet's pairs where configured, built on
/// first use (some ten thousand forms: no memory of an idle process goes to them, and a
/// process that never checks a citation never builds them). Clones share the table.
#[derive(Debug, Clone, Default)]
pub(super) struct Antonyms {
    /// The configured entries.
    entries: Vec<Vec<String>>,
    /// Whether WordNet's pairs are entries too.
    wordnet: bool,
    /// The table, once built.
    table: Arc<OnceLock<Table>>,
}

/// The antonym table, built.
#[derive(Debug, Default)]
struct Table {
    /// Each form of a configured word (folded) -> the entries it is in, with its side.
    forms: HashMap<String, Vec<Side>, RandomState>,
    /// Each entry's forms: its first word's, then those of the words opposite to it.
    entries: Vec<[Vec<String>; 2]>,
}

/// The regular inflections of `word` (lower case), itself first: `-s`, `-es`, `-ed`, `-d`,
/// `-ing` (dropping a final `e`), `-ies` and `-ied` for a final `y`, and a doubled final
/// consonant before `-ed` and `-ing`. A form no English word has is never looked up in vain:
/// it only makes the table longer. Linear in the word.
fn inflections(word: &str) -> Vec<String> {
    let mut out: Vec<String> = ["", "s", "es", "ed", "d", "ing"]
        .iter()
        .map(|end| format!("{word}{end}"))
        .collect();
    if let Some(stem) = word.strip_suffix('e') {
        out.push(format!("{stem}ing"));
    }
    if let Some(stem) = word.strip_suffix('y') {
        out.push(format!("{stem}ies"));
        out.push(format!("{stem}ied"));
    }
    if let Some(last) = word.chars().last().filter(|c| !"aeiouwy".contains(*c)) {
        out.push(format!("{word}{last}ed"));
        out.push(format!("{word}{last}ing"));
    }
    out
}

impl Antonyms {
    /// The table of `entries` (in each, the first word is opposite to each of the others, not
    /// the others to one another; an entry of fewer than two words says nothing), and of
    /// WordNet's pairs if `wordnet`. Nothing is built until the table is first read.
    pub(super) fn new(entries: &[Vec<String>], wordnet: bool) -> Self {
        Self {
            entries: entries.to_vec(),
            wordnet,
            table: Arc::default(),
        }
    }

    /// The table, built on the first call. Linear in the entries the first time.
    fn table(&self) -> &Table {
        self.table.get_or_init(|| {
            let pairs = WORDNET
                .lines()
                .filter(|_| self.wordnet)
                .filter_map(|line| line.split_once(' '))
                .map(|(a, b)| vec![a.to_owned(), b.to_owned()]);
            Table::new(self.entries.iter().cloned().chain(pairs))
        })
    }

    /// The forms of the words opposite to the folded `word` in every entry it is in (`hot`,
    /// `hotter` for `cold`). One look-up, then as many forms as those entries have.
    pub(super) fn opposites<'a>(&'a self, word: &str) -> impl Iterator<Item = &'a str> + 'a {
        self.table().opposites(word)
    }

    /// Whether the folded `word` is a form of some word of the table. One look-up.
    pub(super) fn contains(&self, word: &str) -> bool {
        self.table().forms.contains_key(word)
    }

    /// The first word of `clause` (a clause of `claim`) whose opposite `source` says in its
    /// place: `source` has a word on the other side of its entry and none on its side, and
    /// `claim` has none on the other side (it does not say both). Its range in `clause` and
    /// the source's word, else `None`. Each text comes with its words (see
    /// [`grounding::words`]), read once by the caller. Each text's table words are sorted once
    /// and looked up: n log n in the three texts.
    pub(super) fn flip<'s>(
        &self,
        clause: (&str, &[Word]),
        claim: (&str, &[Word]),
        source: (&'s str, &[Word]),
    ) -> Option<(Range<usize>, &'s str)> {
        self.table().flip(clause, claim, source)
    }
}

impl Table {
    /// The table of `entries`. Linear in the entries.
    fn new(entries: impl Iterator<Item = Vec<String>>) -> Self {
        let mut forms: HashMap<String, Vec<Side>, RandomState> = HashMap::default();
        let mut by_entry = Vec::new();
        for (index, entry) in entries.enumerate() {
            let mut own: [Vec<String>; 2] = Default::default();
            if entry.len() >= 2 {
                let index = u32::try_from(index).unwrap_or(u32::MAX);
                for (at, word) in entry.iter().enumerate() {
                    let word = grounding::fold(word.trim());
                    for form in inflections(&word) {
                        let sides = forms.entry(form.clone()).or_default();
                        let side = (index, at > 0);
                        if !sides.contains(&side) {
                            sides.push(side);
                        }
                        if let Some(list) = own.get_mut(usize::from(at > 0)) {
                            list.push(form);
                        }
                    }
                }
            }
            by_entry.push(own);
        }
        Self {
            forms,
            entries: by_entry,
        }
    }

    /// The forms of the words opposite to the folded `word` in every entry it is in (`hot`,
    /// `hotter` for `cold`). One look-up, then as many forms as those entries have.
    fn opposites<'a>(&'a self, word: &str) -> impl Iterator<Item = &'a str> + 'a {
        self.forms
            .get(word)
            .into_iter()
            .flatten()
            .filter_map(|&(entry, side)| {
                self.entries
                    .get(entry as usize)
                    .and_then(|e| e.get(usize::from(!side)))
            })
            .flatten()
            .map(String::as_str)
    }

    /// The sides of the table's words in `text` (whose words are `words`), with where each
    /// word stands. Linear in the words.
    fn sides(&self, text: &str, words: &[Word]) -> Vec<(Side, Range<usize>)> {
        let mut buf = [0; 32];
        let mut out = Vec::new();
        for w in words {
            let word = grounding::fold_in(text.get(w.range.clone()).unwrap_or_default(), &mut buf);
            if let Some(sides) = self.forms.get(word.as_ref()) {
                out.extend(sides.iter().map(|&s| (s, w.range.clone())));
            }
        }
        out
    }

    /// The first word of `clause` (a clause of `claim`) whose opposite `source` says in its
    /// place: `source` has a word on the other side of its entry and none on its side, and
    /// `claim` has none on the other side (it does not say both). Its range in `clause` and
    /// the source's word, else `None`. Each text comes with its words (see
    /// [`grounding::words`]), read once by the caller. Each text's table words are sorted once
    /// and looked up: n log n in the three texts.
    fn flip<'s>(
        &self,
        (clause, clause_words): (&str, &[Word]),
        (claim, claim_words): (&str, &[Word]),
        (source, source_words): (&'s str, &[Word]),
    ) -> Option<(Range<usize>, &'s str)> {
        let in_clause = self.sides(clause, clause_words);
        if in_clause.is_empty() {
            return None;
        }
        let in_source = self.sides(source, source_words);
        // A claim of one clause is that clause.
        let in_claim = if std::ptr::eq(claim, clause) {
            in_clause.clone()
        } else {
            self.sides(claim, claim_words)
        };
        // Each text's sides, sorted, so that a clause repeating a word against a source
        // repeating its opposite is looked up, not scanned (20,000 of each took 0.7 s).
        let sorted = |list: &[(Side, Range<usize>)]| {
            let mut sides: Vec<Side> = list.iter().map(|(s, _)| *s).collect();
            sides.sort_unstable();
            sides.dedup();
            sides
        };
        let (source_sides, claim_sides) = (sorted(&in_source), sorted(&in_claim));
        let has = |sides: &[Side], side: Side| sides.binary_search(&side).is_ok();
        let (range, opposite) = in_clause.iter().find_map(|((entry, side), range)| {
            let opposite = (*entry, !*side);
            (has(&source_sides, opposite)
                && !has(&source_sides, (*entry, *side))
                && !has(&claim_sides, opposite))
            .then_some((range, opposite))
        })?;
        let (_, at) = in_source.iter().find(|(s, _)| *s == opposite)?;
        Some((range.clone(), source.get(at.clone()).unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Antonyms::flip`] with each text's words read here.
    fn flip<'s>(
        t: &Antonyms,
        clause: &str,
        claim: &str,
        source: &'s str,
    ) -> Option<(Range<usize>, &'s str)> {
        t.flip(
            (clause, &grounding::words(clause)),
            (claim, &grounding::words(claim)),
            (source, &grounding::words(source)),
        )
    }

    fn table(entries: &[&[&str]]) -> Antonyms {
        let entries: Vec<Vec<String>> = entries
            .iter()
            .map(|e| e.iter().map(|w| (*w).to_owned()).collect())
            .collect();
        Antonyms::new(&entries, false)
    }

    #[test]
    fn a_word_whose_opposite_its_source_says_instead_is_found_with_its_inflections() {
        let t = table(&[&["accept", "refuse", "reject"], &["well", "poorly"]]);
        let clause = "the Royal Society accepted his paper";
        let found = flip(&t, clause, clause, "The Royal Society rejected his paper.");
        assert_eq!(
            found.map(|(r, w)| (&clause[r], w)),
            Some(("accepted", "rejected"))
        );
        let found = flip(
            &t,
            "it was well received",
            "it was well received",
            "It was poorly received.",
        );
        assert_eq!(found.map(|(_, w)| w), Some("poorly"));
        // The first word's opposites are not opposite to one another.
        assert!(flip(&t, "he refused it", "he refused it", "He rejected it.").is_none());
    }

    #[test]
    fn wordnet_pairs_are_sorted_pairs_and_entries_only_when_asked_for() {
        let lines: Vec<&str> = WORDNET.lines().collect();
        assert!(lines.len() > 500, "{}", lines.len());
        assert!(
            lines.windows(2).all(|w| w.first() < w.get(1)),
            "sort bytewise"
        );
        assert!(lines.iter().all(|l| {
            l.split_once(' ')
                .is_some_and(|(a, b)| a < b && !b.contains(' '))
        }));
        let clause = "the carbon dust is harmful";
        let source = "The water may look grey from carbon dust, which is harmless.";
        let with = Antonyms::new(&[], true);
        assert_eq!(
            flip(&with, clause, clause, source).map(|(_, w)| w),
            Some("harmless")
        );
        assert!(flip(&Antonyms::new(&[], false), clause, clause, source).is_none());
        // Converses, ranks and sizes are left out of the pairs.
        for word in ["north", "first", "more", "deep", "large", "better"] {
            assert!(!with.contains(word), "{word}");
        }
        // Clones share the table, built once.
        let clone = with.clone();
        assert!(clone.contains("unusual") && std::ptr::eq(clone.table(), with.table()));
    }

    #[test]
    fn a_source_or_claim_saying_both_sides_is_no_flip() {
        let t = table(&[&["open", "closed"]]);
        // The source says both (open on weekdays, closed on Sundays): the other rules decide.
        assert!(
            flip(
                &t,
                "the shop is open",
                "the shop is open",
                "It is open on weekdays and closed on Sundays."
            )
            .is_none()
        );
        // The claim says both.
        let claim = "the shop is open on weekdays but closed on Sundays";
        assert!(
            flip(
                &t,
                "the shop is open on weekdays",
                claim,
                "It is closed on Sundays."
            )
            .is_none()
        );
        // Neither word: nothing to compare.
        assert!(
            flip(
                &t,
                "the shop sells bread",
                "the shop sells bread",
                "It is closed."
            )
            .is_none()
        );
        // An entry of one word says nothing.
        assert!(flip(&table(&[&["open"]]), "open", "open", "open").is_none());
    }
}
