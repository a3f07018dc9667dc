//! The number a short answer gives for what the question asks, against the number the
//! sources state for it: `100 g of black treacle` to `How much black treacle goes in?`,
//! against `80 g black treacle, 100 g golden syrup`. The sources write the answer's number,
//! but only about something else.

use std::ops::Range;

use super::grounding::{self, fold};

/// The most words a short answer may have for its number to be read as the answer.
pub(super) const MAX_ANSWER_WORDS: usize = 7;

/// The fewest of the question's content words a source clause must share to say what the
/// question asks about.
const MIN_SHARED: usize = 2;

/// A number directly before its unit: the value in the unit's base (`1.5 km` is 1,500 of a
/// metre), the unit's kind, and the bytes of the number and unit.
struct Measured {
    value: f64,
    kind: u8,
    range: Range<usize>,
}

/// A clause's measured numbers and the stems (first five letters, folded) of its content words.
#[derive(Default)]
struct Clause {
    numbers: Vec<Measured>,
    stems: Vec<String>,
    /// Which sentence of its text the clause is in.
    sentence: usize,
}

/// The rules' word tables, lent by the caller.
pub(super) struct Words<'a> {
    /// Whether a folded word is a stop word.
    pub(super) is_stop: &'a dyn Fn(&str) -> bool,
    /// The kind and size of a folded unit word (`g`, `minutes`), if it is one.
    pub(super) unit: &'a dyn Fn(&str) -> Option<(u8, f64)>,
    /// Whether a year in four digits (`1905`) is a number of its own kind, for a question
    /// asking when.
    pub(super) years: bool,
}

/// The kind of a year read as a number ([`Words::years`]), which no unit has.
const YEAR: u8 = u8::MAX;

/// Where the sources state the answer's number only in clauses that share none of the
/// question's content words, while the clause sharing most of them (at least
/// [`MIN_SHARED`]) states another number of the same kind: the answer's number and unit as
/// written, and the source's. Only for an answer of at most [`MAX_ANSWER_WORDS`] words with
/// exactly one measured number. Linear in the answer and the sources, times the logarithm of
/// the question's words.
pub(super) fn stated_for_another<'s>(
    question: &str,
    answer: &str,
    sources: impl Iterator<Item = &'s str>,
    words: &Words<'_>,
) -> Option<(String, String)> {
    let answer_words = grounding::words(answer);
    if answer_words.len() > MAX_ANSWER_WORDS {
        return None;
    }
    let read = clauses(answer, words);
    let mut measured = read.iter().flat_map(|c| &c.numbers);
    let (Some(given), None) = (measured.next(), measured.next()) else {
        return None;
    };
    // The answer's own words tie its number to the clause that has them (`Red, after 12
    // months` against `yellow after 6 months and red after 12 months`).
    let own: Vec<&String> = read.iter().flat_map(|c| &c.stems).collect();
    let question_clauses = clauses(question, words);
    // Sorted, each once: a clause's stems are looked up in it, whatever the question's length.
    let mut asked: Vec<&String> = question_clauses
        .iter()
        .flat_map(|c| &c.stems)
        .filter(|s| !matches!(s.as_str(), "how" | "long" | "many" | "much"))
        .collect();
    // A year is asked about by what happened, not by whom: the clause giving a person's
    // birth shares their name with `When did Édith Piaf die?`. Names are left out.
    let mut names: Vec<String> = if words.years {
        grounding::words(question)
            .iter()
            .filter(|w| w.capitalised && !w.starts_clause)
            .map(|w| {
                fold(question.get(w.range.clone()).unwrap_or_default())
                    .chars()
                    .take(5)
                    .collect()
            })
            .collect()
    } else {
        Vec::new()
    };
    names.sort_unstable();
    asked.retain(|s| names.binary_search(s).is_err());
    asked.sort_unstable();
    asked.dedup();
    // `outside a private home`, `other than`: a question that sets something aside asks
    // about what the clause naming it does not cover.
    let sets_aside = question_clauses.iter().flat_map(|c| &c.stems).any(|s| {
        matches!(
            s.as_str(),
            "outsi" | "other" | "excep" | "besid" | "apart" | "witho" | "else" | "not"
        )
    });
    if asked.len() < MIN_SHARED || sets_aside {
        return None;
    }
    let same = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
    // The clause sharing most asked words, with its number of the answer's kind.
    let mut best: Option<(usize, String)> = None;
    let mut stated = false;
    let shares = |clause: &Clause| {
        clause
            .stems
            .iter()
            .filter(|s| asked.binary_search(s).is_ok())
            .count()
    };
    for source in sources {
        let read = clauses(source, words);
        // A year opens its sentence as often as not (`On 10 August 1897 Felix Hoffmann, a
        // chemist at Bayer, produced it in a pure form`): one stated in a sentence sharing an
        // asked word may be what it asks about.
        let mut sentences_sharing = vec![false; read.last().map_or(0, |c| c.sentence + 1)];
        for clause in &read {
            if shares(clause) > 0
                && let Some(s) = sentences_sharing.get_mut(clause.sentence)
            {
                *s = true;
            }
        }
        for clause in read {
            let shared = shares(&clause);
            let sentence_shares = given.kind == YEAR
                && sentences_sharing
                    .get(clause.sentence)
                    .copied()
                    .unwrap_or(false);
            for n in clause.numbers.iter().filter(|n| n.kind == given.kind) {
                if same(n.value, given.value) {
                    if shared > 0
                        || sentence_shares
                        || clause.stems.iter().any(|s| own.contains(&s))
                    {
                        return None;
                    }
                    stated = true;
                } else if shared >= MIN_SHARED && best.as_ref().is_none_or(|b| shared > b.0) {
                    let written = source.get(n.range.clone()).unwrap_or_default();
                    best = Some((shared, written.to_owned()));
                }
            }
        }
    }
    let (_, offered) = best.filter(|_| stated)?;
    Some((
        answer
            .get(given.range.clone())
            .unwrap_or_default()
            .to_owned(),
        offered,
    ))
}

/// Most words between `how many` and the noun it counts (`How many AC outlets`), and between
/// a source's number and that noun (`two AC outlets`).
const COUNTED_REACH: usize = 2;

/// The most words of an answer whose bare count [`counted_for_another`] reads (`Three AC
/// outlets`).
const MAX_COUNT_ANSWER_WORDS: usize = 4;

/// The whole number the word `at` of `text` writes as a count, in digits (`12`) or as a
/// cardinal (`twelve`): not a piece of a larger number (`1,000`, `2.5`), a number before a
/// hyphen (`512-byte`) or a year (four digits from 1000 to 2100).
fn count_at(text: &str, words: &[grounding::Word], at: usize) -> Option<u64> {
    let w = words.get(at)?;
    let written = text.get(w.range.clone())?;
    let before = text.get(..w.range.start)?;
    let after = text.get(w.range.end..)?;
    if written.bytes().all(|b| b.is_ascii_digit()) {
        let joined = |rest: &[u8]| matches!(rest, [b'.' | b',', d, ..] if d.is_ascii_digit());
        if joined(after.as_bytes())
            || before.ends_with(['.', ','])
                && before
                    .as_bytes()
                    .iter()
                    .rev()
                    .nth(1)
                    .is_some_and(u8::is_ascii_digit)
            || after.starts_with('-')
        {
            return None;
        }
        let n: u64 = written.parse().ok()?;
        return (!(written.len() == 4 && (1000..=2100).contains(&n))).then_some(n);
    }
    if after.starts_with('-') {
        return None;
    }
    grounding::word_value(&fold(written)).and_then(|(n, cardinal)| cardinal.then_some(n))
}

/// Words a bare count answer may hold besides its number and the question's words.
const COUNT_ANSWER_FILLERS: [&str; 8] = ["a", "an", "the", "in", "all", "total", "of", "them"];

/// Where a `how many` question counts a thing that is no unit (`How many AC outlets does the
/// VP600 have?`), the answer is a bare count of it (`Three.`, `Three AC outlets`, no hedge),
/// and every count the sources put before that thing (at most [`COUNTED_REACH`] words before
/// it, in one clause: `two AC outlets`, in a sentence that writes another of the question's
/// content words, `The VP600 has`) is one other number: the answer's count as written and
/// the first of the sources'. A source sentence naming the thing that also states the answer's
/// number (`Of the 24 monasteries only six are in use`), or counts of it in different numbers
/// (a total the answer may add up), leave the answer alone. Linear in the question, the answer
/// and the sources.
pub(super) fn counted_for_another<'s>(
    question: &str,
    answer: &str,
    sources: impl Iterator<Item = &'s str>,
    words: &Words<'_>,
) -> Option<(String, String)> {
    let q_words = grounding::words(question);
    let q_folded: Vec<_> = q_words
        .iter()
        .map(|w| fold(question.get(w.range.clone()).unwrap_or_default()))
        .collect();
    let many = q_folded
        .windows(2)
        .position(|pair| matches!(pair, [how, many] if how == "how" && many == "many"))?;
    // The counted noun: the first plural among the few words after `many`, before any verb.
    let noun = q_folded
        .iter()
        .skip(many + 2)
        .take(COUNTED_REACH + 1)
        .take_while(|w| {
            !matches!(
                w.as_ref(),
                "do" | "does"
                    | "did"
                    | "is"
                    | "are"
                    | "was"
                    | "were"
                    | "has"
                    | "have"
                    | "had"
                    | "can"
                    | "will"
                    | "would"
                    | "should"
                    | "must"
                    | "may"
            )
        })
        .find(|w| w.len() >= 4 && w.ends_with('s') && !w.ends_with("ss"))?;
    if (words.unit)(noun).is_some() || (words.is_stop)(noun) {
        return None;
    }
    // `still in use`, `after Bizet's death`, `in all`: a question that counts a part of the
    // things, or a total, asks what no count before the noun states.
    if q_folded.iter().any(|w| {
        matches!(
            w.as_ref(),
            "after"
                | "before"
                | "since"
                | "until"
                | "still"
                | "remain"
                | "remaining"
                | "left"
                | "more"
                | "other"
                | "besides"
                | "except"
                | "only"
                | "apart"
                | "all"
                | "total"
                | "altogether"
                | "combined"
                | "together"
                | "each"
                | "per"
        )
    }) {
        return None;
    }
    // The question's other content words (first five letters), one of which the sentence
    // stating a count must write: `does the VP600 have?` against `The VP600 ... with two AC
    // outlets`.
    let stem = |w: &str| w.chars().take(5).collect::<String>();
    let mut asked: Vec<String> = q_folded
        .iter()
        .enumerate()
        .filter(|&(i, w)| {
            i != many
                && i != many + 1
                && w.chars().nth(2).is_some()
                && *w != *noun
                && !(words.is_stop)(w)
                && !matches!(w.as_ref(), "does" | "have" | "there" | "were")
        })
        .map(|(_, w)| stem(w))
        .collect();
    asked.sort_unstable();
    asked.dedup();
    let singular = noun.strip_suffix('s').unwrap_or(noun);
    let is_noun = |w: &str| w == noun.as_ref() || w == singular;
    // The answer: one count, every other word the question's or a filler.
    let a_words = grounding::words(answer);
    if a_words.len() > MAX_COUNT_ANSWER_WORDS {
        return None;
    }
    let mut given: Option<(u64, Range<usize>)> = None;
    for (i, w) in a_words.iter().enumerate() {
        let f = fold(answer.get(w.range.clone()).unwrap_or_default());
        if let Some(n) = count_at(answer, &a_words, i) {
            if given.replace((n, w.range.clone())).is_some() {
                return None;
            }
        } else if !COUNT_ANSWER_FILLERS.contains(&f.as_ref()) && !q_folded.contains(&f) {
            return None;
        }
    }
    let (value, at) = given?;
    // The sources' counts of the noun.
    let mut offered: Option<(u64, String)> = None;
    for source in sources {
        let s_words = grounding::words(source);
        // Each word's sentence.
        let mut sentence = 0;
        let sentences: Vec<usize> = s_words
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let gap = i
                    .checked_sub(1)
                    .and_then(|p| s_words.get(p))
                    .and_then(|p| source.get(p.range.end..w.range.start))
                    .unwrap_or_default();
                if gap.contains(['.', '!', '?']) && gap.contains(char::is_whitespace) {
                    sentence += 1;
                }
                sentence
            })
            .collect();
        let nouns: Vec<usize> = (0..s_words.len())
            .filter(|&j| {
                s_words.get(j).is_some_and(|w| {
                    is_noun(&fold(source.get(w.range.clone()).unwrap_or_default()))
                })
            })
            .collect();
        // Which sentences name the noun, and which write an asked word: one pass each.
        let count = sentences.last().map_or(0, |&n| n + 1);
        let mut names_noun = vec![false; count];
        for &j in &nouns {
            if let Some(slot) = sentences.get(j).and_then(|&n| names_noun.get_mut(n)) {
                *slot = true;
            }
        }
        let mut writes_asked = vec![asked.is_empty(); count];
        for (w, &n) in s_words.iter().zip(&sentences) {
            let word = fold(source.get(w.range.clone()).unwrap_or_default());
            if asked.binary_search(&stem(&word)).is_ok()
                && let Some(slot) = writes_asked.get_mut(n)
            {
                *slot = true;
            }
        }
        let in_sentence = |flags: &[bool], i: usize| {
            sentences
                .get(i)
                .and_then(|&n| flags.get(n))
                .copied()
                .unwrap_or(false)
        };
        if (0..s_words.len())
            .any(|i| in_sentence(&names_noun, i) && count_at(source, &s_words, i) == Some(value))
        {
            return None;
        }
        let writes_asked = |j: usize| in_sentence(&writes_asked, j);
        for &j in nouns.iter().filter(|&&j| writes_asked(j)) {
            for k in (j.saturating_sub(COUNTED_REACH + 1)..j).rev() {
                let (Some(n), Some(next)) = (s_words.get(k), s_words.get(k + 1)) else {
                    break;
                };
                // One clause: no stop between the number and the noun.
                let gap = source.get(n.range.end..next.range.start);
                if gap.is_none_or(|gap| gap.contains([',', ';', ':', '.', '(', ')'])) {
                    break;
                }
                if let Some(count) = count_at(source, &s_words, k) {
                    match &offered {
                        Some((seen, _)) if *seen != count => return None,
                        Some(_) => {}
                        None => {
                            let written = source.get(n.range.clone()).unwrap_or_default();
                            offered = Some((count, written.to_owned()));
                        }
                    }
                    break;
                }
            }
        }
    }
    let (count, written) = offered?;
    (count != value).then(|| (answer.get(at).unwrap_or_default().to_owned(), written))
}

/// `text`'s clauses: each ends at `,`, `;`, `:`, `.`, `!` or `?`, or before `and`, `then`,
/// `but`, `while`; a number in brackets stays with the words before it (`Seikan Tunnel (53.9
/// km)`), and so does a clause of numbers alone. Linear in the text.
fn clauses(text: &str, words: &Words<'_>) -> Vec<Clause> {
    let all = grounding::words(text);
    let mut out = vec![Clause::default()];
    let mut previous_end = 0;
    let mut folded_before: Option<(f64, Range<usize>)> = None;
    for w in &all {
        // A number's decimals and thousands (`53.9`, `1,500`) are part of it.
        if w.range.start < previous_end {
            continue;
        }
        let between = text.get(previous_end..w.range.start).unwrap_or_default();
        let range = if w.has_digit {
            w.range.start..number_end(text, w.range.end)
        } else {
            w.range.clone()
        };
        previous_end = range.end;
        let word = fold(text.get(range.clone()).unwrap_or_default());
        let connective = matches!(word.as_ref(), "and" | "then" | "but" | "while");
        let sentence =
            out.last().map_or(0, |c| c.sentence) + usize::from(between.contains(['.', '!', '?']));
        if connective || between.contains([',', ';', ':', '.', '!', '?']) {
            out.push(Clause {
                sentence,
                ..Clause::default()
            });
        }
        let Some(clause) = out.last_mut() else {
            break;
        };
        // A number directly before this word, which may be its unit.
        if let Some((value, number)) = folded_before.take()
            && between.trim().is_empty()
            && let Some((kind, size)) = (words.unit)(word.as_ref())
        {
            // `2000 years` is no year.
            if clause
                .numbers
                .last()
                .is_some_and(|n| n.kind == YEAR && n.range == number)
            {
                clause.numbers.pop();
            }
            clause.numbers.push(Measured {
                value: value * size,
                kind,
                range: number.start..w.range.end,
            });
            continue;
        }
        folded_before = number(&word).map(|v| (v, range.clone()));
        // `in 1905`, `on 3 May 1952`: four digits, 1000 to 2099, with no unit after them.
        if let Some((value, _)) = folded_before
            && words.years
            && word.len() == 4
            && (1000.0..2100.0).contains(&value)
        {
            clause.numbers.push(Measured {
                value,
                kind: YEAR,
                range: range.clone(),
            });
        }
        if folded_before.is_none()
            && !connective
            && word.chars().nth(2).is_some()
            && !(words.is_stop)(word.as_ref())
            && (words.unit)(word.as_ref()).is_none()
        {
            clause.stems.push(
                dimension(&word).map_or_else(|| word.chars().take(5).collect(), str::to_owned),
            );
        }
    }
    // A clause of numbers alone restates the one before it (`3,000 miles, about 4,800 km`).
    let mut merged: Vec<Clause> = Vec::with_capacity(out.len());
    for clause in out {
        match merged.last_mut() {
            Some(before) if clause.stems.is_empty() => before.numbers.extend(clause.numbers),
            _ => merged.push(clause),
        }
    }
    merged
}

/// One stem for the adjective a question asks a measure by and the noun or verb a source
/// states it with: `How high are the cliffs at their highest?` asks what `reach their
/// greatest height, 214 metres` states. `long` is left out: `how long` asks for time as
/// often as for length.
fn dimension(word: &str) -> Option<&'static str> {
    Some(match word {
        "high" | "higher" | "highest" | "height" | "heights" | "tall" | "taller" | "tallest" => {
            "high"
        }
        "deep" | "deeper" | "deepest" | "depth" | "depths" => "deep",
        "wide" | "wider" | "widest" | "width" | "broad" | "broader" | "breadth" => "wide",
        "heavy" | "heavier" | "heaviest" | "weight" | "weigh" | "weighs" | "weighed" => "heavy",
        "thick" | "thicker" | "thickest" | "thickness" => "thick",
        "far" | "farther" | "farthest" | "distance" => "far",
        _ => return None,
    })
}

/// Where a number in digits that a word starts ends: past each `.` or `,` that a digit
/// follows (`53.9`, `1,500`). Linear in the number.
fn number_end(text: &str, mut end: usize) -> usize {
    let bytes = text.as_bytes();
    while matches!(bytes.get(end), Some(b'.' | b',')) {
        let digits = bytes
            .get(end + 1..)
            .unwrap_or_default()
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            break;
        }
        end += 1 + digits;
    }
    end
}

/// The value of a number in digits (`1,500`, `4.25`) or of a cardinal number word.
fn number(word: &str) -> Option<f64> {
    if word.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
        let digits: String = word.chars().filter(|&c| c != ',').collect();
        return digits.parse().ok();
    }
    grounding::word_value(word)
        .filter(|&(_, cardinal)| cardinal)
        .map(|(n, _)| n as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stop(w: &str) -> bool {
        matches!(
            w,
            "the"
                | "for"
                | "its"
                | "into"
                | "with"
                | "should"
                | "does"
                | "goes"
                | "what"
                | "which"
                | "after"
                | "under"
                | "ahead"
        )
    }

    fn unit(w: &str) -> Option<(u8, f64)> {
        match w {
            "g" => Some((0, 1.0)),
            "kg" => Some((0, 1e3)),
            "km" => Some((2, 1e3)),
            "mile" | "miles" => Some((2, 1_609.344)),
            "minute" | "minutes" => Some((1, 60.0)),
            "hour" | "hours" => Some((1, 3_600.0)),
            "month" | "months" | "year" | "years" => Some((3, 1.0)),
            _ => None,
        }
    }

    /// [`stated_for_another`] with the test's word tables, a year a number of its own kind
    /// where `years` (a question asking when).
    fn check_with(
        years: bool,
        question: &str,
        answer: &str,
        source: &str,
    ) -> Option<(String, String)> {
        let words = Words {
            is_stop: &stop,
            unit: &unit,
            years,
        };
        stated_for_another(question, answer, [source].into_iter(), &words)
    }

    fn check(question: &str, answer: &str, source: &str) -> Option<(String, String)> {
        check_with(false, question, answer, source)
    }

    fn check_when(question: &str, answer: &str, source: &str) -> Option<(String, String)> {
        check_with(true, question, answer, source)
    }

    #[test]
    fn a_year_the_sources_give_only_for_something_else_is_found_when_asked_when() {
        let lodge =
            "It was built in 1905 as a hunting lodge. The castle opened as a museum in 1952.";
        let question = "When did the castle open as a museum?";
        assert_eq!(
            check_when(question, "In 1905", lodge),
            Some(("1905".into(), "1952".into()))
        );
        assert_eq!(check_when(question, "In 1952", lodge), None);
        // Not where the question asks anything else.
        assert_eq!(check(question, "In 1905", lodge), None);
        // A number of years states no year: the answer's year is one the sources never give.
        let ages = "It stood for 1200 years as a hunting lodge. The castle opened as a museum in \
                    1952.";
        assert_eq!(check_when(question, "In 1200", ages), None);
        // The question's names are not what it asks about: the clause of her birth shares
        // them, not the one of her death.
        let piaf = "Édith Piaf was born in Paris in 1915. She died of cancer in 1963.";
        assert_eq!(
            check_when("When did Édith Piaf die?", "In 1963", piaf),
            None
        );
        // A year opening a sentence that shares the asked words is the sentence's.
        let aspirin = "On 10 August 1897 Felix Hoffmann, a chemist at Bayer, produced the pure \
                       form. An impure form was first produced in 1853.";
        assert_eq!(
            check_when("When was the pure form first produced?", "In 1897", aspirin),
            None
        );
    }

    #[test]
    fn a_number_the_sources_give_only_for_something_else_is_found() {
        let recipe = "Fry the bacon until crisp, brown the pork in its fat for 8 minutes, \
                      then soften the onion for 5 minutes.";
        let pork = "How long should the pork be browned?";
        assert_eq!(
            check(pork, "For five minutes", recipe),
            Some(("five minutes".into(), "8 minutes".into()))
        );
        // The number the sources give for it, in another unit, or one they never write.
        assert_eq!(check(pork, "For 8 minutes", recipe), None);
        let grams = "Weigh out 80 g black treacle, 100 g golden syrup.";
        let treacle = "How much black treacle goes in?";
        assert_eq!(check(treacle, "0.08 kg", grams), None);
        assert!(check(treacle, "100 g", grams).is_some());
        assert_eq!(check(pork, "For 6 minutes", recipe), None);
        // A clause naming one asked word only does not say what the question asks about.
        assert_eq!(
            check("How long should the pork rest?", "For five minutes", recipe),
            None
        );
        // Two numbers in the answer, or a long answer: no one number is the answer.
        assert_eq!(check(pork, "For 5 minutes or 8 minutes", recipe), None);
        assert_eq!(
            check(
                pork,
                "Brown it for five minutes, turning the pieces over once in the pan",
                recipe
            ),
            None
        );
    }

    #[test]
    fn a_measure_asked_by_its_adjective_is_stated_by_its_noun() {
        let ridge = "The ridge runs for about 8 km along the coast. It rises 1 km at the head \
                     and reaches its greatest height, 2 km, at the summit.";
        let high = "How high is the ridge at its highest?";
        assert_eq!(check(high, "2 km", ridge), None);
        assert_eq!(check("How tall is the ridge?", "2 km", ridge), None);
        // What the height clause does not state is still looked for where it is stated.
        assert_eq!(
            check("How far does the ridge run along the coast?", "2 km", ridge),
            Some(("2 km".into(), "8 km".into()))
        );
    }

    #[test]
    fn the_answer_s_own_words_and_a_question_setting_something_aside_tie_its_number() {
        let light = "The filter light turns yellow after 6 months of use and red after 12 months.";
        let question = "Which colour does the filter light show second?";
        assert_eq!(check(question, "Red, after 12 months", light), None);
        assert!(check(question, "After 12 months", light).is_some());
        let grass = "Grass laid at a private home is guaranteed for 10 years, and for 5 years \
                     anywhere else.";
        assert_eq!(
            check(
                "How long is grass laid outside a private home guaranteed?",
                "Five years",
                grass
            ),
            None
        );
        assert!(
            check(
                "How long is grass laid at a private home guaranteed?",
                "Five years",
                grass
            )
            .is_some()
        );
    }

    #[test]
    fn a_decimal_or_a_bracketed_number_stays_one_number_of_its_clause() {
        let tunnels = "It is the longest railway tunnel, ahead of the Seikan Tunnel (53.9 km). \
                       The Gotthard runs for 57 km under the Alps.";
        let question = "How long is the Seikan railway tunnel?";
        assert_eq!(check(question, "53.9 km", tunnels), None);
        assert_eq!(
            check(question, "57 km", tunnels),
            Some(("57 km".into(), "53.9 km".into()))
        );
        // A clause of a number alone restates the one before it in another unit.
        let restated = "The Seikan railway tunnel runs for 33 miles, 53 km, under the strait.";
        assert_eq!(check(question, "53 km", restated), None);
    }

    #[test]
    fn a_long_hostile_text_is_read_in_one_pass() {
        let source = "brown the pork for 8 minutes, soften onion for 5 minutes; ".repeat(2_000);
        assert!(source.len() > 100_000);
        let found = check(
            "How long should the pork be browned?",
            "For 5 minutes",
            &source,
        );
        assert_eq!(found, Some(("5 minutes".into(), "8 minutes".into())));
        // A question as long as the source: its words are looked up, not scanned.
        let question = format!(
            "How long should the pork be browned{}?",
            " pork".repeat(20_000)
        );
        assert!(question.len() > 100_000);
        assert!(check(&question, "For 5 minutes", &source).is_some());
        // Years, in thousands of sentences, and a question of thousands of names.
        let years = "It was built in 1905. The castle opened as a museum in 1952. ".repeat(1_700);
        assert!(years.len() > 100_000);
        let names = format!(
            "When did the castle open as a museum{}?",
            " for Pip".repeat(12_500)
        );
        assert!(names.len() > 100_000);
        for question in ["When did the castle open as a museum?", names.as_str()] {
            assert!(check_when(question, "In 1905", &years).is_some());
        }
    }
}
