//! How often something happens, as a text states it: `once a month`, `twice a day`, `three
//! times per week`, `every two years`, `every other day`, `weekly`. A claim's frequency is a
//! number with a unit that the other number rules do not read (`once` is no number and `a
//! month` no quantity), so `Once a month [1]` against a passage saying `once a year` passed.
//! Every frequency is read as events per day, so that `every six months` is `twice a year`
//! and `fortnightly` is `every two weeks`. One pass over the words, left to right.

use std::borrow::Cow;
use std::ops::Range;

use super::grounding::{self, Word};

/// A frequency a text states: where, and how many times per day (`once a week` is 1/7).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Frequency {
    /// Byte range in the text, from its count to its unit.
    pub range: Range<usize>,
    /// Events per day.
    pub per_day: f64,
}

/// Days in a unit of time, singular or plural (`month` is a twelfth of a mean year, so that
/// `every twelve months` is `once a year`).
pub(super) fn unit_days(word: &str) -> Option<f64> {
    let singular = word.strip_suffix('s').unwrap_or(word);
    Some(match singular {
        "minute" => 1.0 / 1440.0,
        "hour" => 1.0 / 24.0,
        "day" | "night" => 1.0,
        "week" => 7.0,
        "fortnight" => 14.0,
        "month" => 365.25 / 12.0,
        "year" => 365.25,
        "decade" => 3652.5,
        _ => return None,
    })
}

/// Events per day of an adverb of frequency (`weekly`).
fn adverb_per_day(word: &str) -> Option<f64> {
    Some(match word {
        "hourly" => 24.0,
        "daily" | "nightly" => 1.0,
        "weekly" => 1.0 / 7.0,
        "fortnightly" => 1.0 / 14.0,
        "monthly" => 12.0 / 365.25,
        "quarterly" => 4.0 / 365.25,
        "yearly" | "annually" => 1.0 / 365.25,
        _ => return None,
    })
}

/// A count of units or of times: digits, or a cardinal number word.
fn count(word: &str) -> Option<f64> {
    if !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse::<u32>().ok().map(f64::from);
    }
    grounding::word_value(word)
        .filter(|&(_, cardinal)| cardinal)
        .and_then(|(n, _)| u32::try_from(n).ok())
        .map(f64::from)
}

/// What a text says of how often things happen.
#[derive(Debug, Default)]
pub(super) struct Frequencies {
    /// Each frequency it states, in order; a range of counts (`2 or 3 times a day`) at both
    /// ends.
    pub found: Vec<Frequency>,
    /// How many it gives with a range or a vague count of units (`every 4 to 6 hours`, `every
    /// few months`), read at neither end: a text with one is not judged against.
    pub vague: usize,
    /// How many ranges of counts it gives (`once or twice a day`): read at both ends, they
    /// ground a claim, and a claim stating one is not judged.
    pub ranges: usize,
    /// Every frequency's events per day, sorted, for [`Frequencies::states`].
    sorted: Vec<f64>,
}

impl Frequencies {
    /// Whether it states `per_day` among its frequencies. Logarithmic in them.
    pub(super) fn states(&self, per_day: f64) -> bool {
        let at = self.sorted.partition_point(|o| *o < per_day);
        [at.checked_sub(1), Some(at)]
            .into_iter()
            .flatten()
            .filter_map(|i| self.sorted.get(i))
            .any(|o| same(*o, per_day))
    }
}

/// The frequencies `text` states (see [`Frequencies`]); `every day of your stay` counts days,
/// and is no frequency. Linear in the words.
pub(super) fn frequencies(text: &str, words: &[Word]) -> Frequencies {
    // Most texts say nothing of how often: one look at each word's length and letters, and
    // nothing is built for them.
    let mut buf = [0; 32];
    let may_say = words.iter().any(|w| {
        (4..=11).contains(&w.range.len()) && {
            let word = grounding::fold_in(text.get(w.range.clone()).unwrap_or_default(), &mut buf);
            matches!(
                word.as_ref(),
                "once" | "twice" | "thrice" | "times" | "every" | "each"
            ) || adverb_per_day(&word).is_some()
        }
    });
    if !may_say {
        return Frequencies::default();
    }
    let folded: Vec<Cow<'_, str>> = words
        .iter()
        .map(|w| {
            let t = text.get(w.range.clone()).unwrap_or_default();
            if t.bytes().any(|b| b.is_ascii_uppercase()) {
                Cow::Owned(t.to_lowercase())
            } else {
                Cow::Borrowed(t)
            }
        })
        .collect();
    let word = |i: usize| folded.get(i).map_or("", AsRef::as_ref);
    let end_of = |i: usize| words.get(i).map_or(text.len(), |w| w.range.end);
    let start_of = |i: usize| words.get(i).map_or(text.len(), |w| w.range.start);
    let mut found = Vec::new();
    let mut vague = 0;
    let mut ranges = 0;
    let mut i = 0;
    while i < words.len() {
        let w = word(i);
        if let Some(per_day) = adverb_per_day(w) {
            found.push(Frequency {
                range: start_of(i)..end_of(i),
                per_day,
            });
            i += 1;
            continue;
        }
        // `once`, `twice`, `three times`, `3 times`: a count of events, then what it is per.
        let (times, after) = match w {
            "once" => (Some(1.0), i + 1),
            "twice" => (Some(2.0), i + 1),
            "thrice" => (Some(3.0), i + 1),
            _ => match count(w) {
                Some(n) if word(i + 1) == "times" => (Some(n), i + 2),
                _ => (None, i + 1),
            },
        };
        // `2 or 3 times`, `once or twice`, `two to three times`: a range of counts, read at
        // both ends (`ranges` counts it).
        let low = times.and_then(|_| {
            let joined = i >= 2 && matches!(word(i - 1), "or" | "to");
            let before = i.checked_sub(2).map_or("", word);
            joined
                .then(|| match before {
                    "once" => Some(1.0),
                    "twice" => Some(2.0),
                    _ => count(before),
                })
                .flatten()
        });
        // `three times daily`.
        if let (Some(n), Some(per_day)) = (times, adverb_per_day(word(after))) {
            let from = if low.is_some() { i - 2 } else { i };
            if let Some(l) = low {
                ranges += 1;
                found.push(Frequency {
                    range: start_of(from)..end_of(after),
                    per_day: l * per_day,
                });
            }
            found.push(Frequency {
                range: start_of(from)..end_of(after),
                per_day: n * per_day,
            });
            i = after + 1;
            continue;
        }
        let (every_at, events) = match times {
            Some(n) if matches!(word(after), "a" | "an" | "per" | "each" | "every") => (after, n),
            Some(_) => {
                i = after;
                continue;
            }
            None if matches!(w, "every" | "each") => (i, 1.0),
            None => {
                i += 1;
                continue;
            }
        };
        // What follows `a`, `per`, `every`: a unit, a count and a unit, or `other` and a unit.
        let mut at = every_at + 1;
        let mut units = 1.0;
        let spread = word(every_at) == "every" || word(every_at) == "each";
        if spread {
            if word(at) == "other" {
                units = 2.0;
                at += 1;
            } else if let Some(n) = count(word(at)) {
                // `every 4 to 6 hours`, `every 4-6 hours`: a range.
                if matches!(word(at + 1), "to" | "or" | "and") || count(word(at + 1)).is_some() {
                    vague += 1;
                    i = at + 1;
                    continue;
                }
                units = n;
                at += 1;
            } else if matches!(word(at), "few" | "several" | "couple" | "many") {
                vague += 1;
                i = at + 1;
                continue;
            }
        }
        match unit_days(word(at)) {
            // `every day of your stay` counts days.
            Some(days) if !(spread && times.is_none() && word(at + 1) == "of") && units > 0.0 => {
                let from = if low.is_some() { i - 2 } else { i };
                if let Some(l) = low {
                    ranges += 1;
                    found.push(Frequency {
                        range: start_of(from)..end_of(at),
                        per_day: l / (units * days),
                    });
                }
                found.push(Frequency {
                    range: start_of(from)..end_of(at),
                    per_day: events / (units * days),
                });
                i = at + 1;
            }
            _ => i = at.max(i + 1),
        }
    }
    let mut sorted: Vec<f64> = found.iter().map(|f| f.per_day).collect();
    sorted.sort_unstable_by(f64::total_cmp);
    Frequencies {
        found,
        vague,
        ranges,
        sorted,
    }
}

/// Whether two frequencies are the same (`every six months` and `twice a year`).
pub(super) fn same(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<f64> {
        frequencies(text, &grounding::words(text))
            .found
            .iter()
            .map(|f| f.per_day)
            .collect()
    }

    #[test]
    fn each_way_of_saying_how_often_is_read_as_events_per_day() {
        assert_eq!(read("Vacuum the vents once a year."), vec![1.0 / 365.25]);
        assert_eq!(read("Take it twice a day."), vec![2.0]);
        assert_eq!(read("Up to 3 times per day"), vec![3.0]);
        assert_eq!(read("three times a week"), vec![3.0 / 7.0]);
        assert_eq!(read("every two weeks"), vec![1.0 / 14.0]);
        assert_eq!(read("Every other day"), vec![0.5]);
        assert_eq!(read("once every 3 months"), vec![12.0 / 365.25 / 3.0]);
        assert_eq!(read("It is checked weekly."), vec![1.0 / 7.0]);
        assert!(same(read("every six months")[0], read("twice a year")[0]));
        assert!(same(read("every 12 months")[0], read("annually")[0]));
        assert!(same(read("fortnightly")[0], read("every two weeks")[0]));
        assert!(!same(read("every four weeks")[0], read("once a month")[0]));
    }

    #[test]
    fn ranges_counts_of_days_and_other_times_are_no_frequency() {
        assert_eq!(
            frequencies(
                "every 4 to 6 hours",
                &grounding::words("every 4 to 6 hours")
            )
            .vague,
            1
        );
        let both = frequencies(
            "2 or 3 times daily",
            &grounding::words("2 or 3 times daily"),
        );
        assert_eq!((both.found.len(), both.ranges), (2, 1));
        assert_eq!(read("two or three times a day"), vec![2.0, 3.0]);
        assert_eq!(read("Adults take 250 mg three times daily."), vec![3.0]);
        assert!(read("every 4 to 6 hours").is_empty());
        assert!(read("every 4-6 hours").is_empty());
        assert!(read("every few months").is_empty());
        assert!(read("For every day of your stay, count back 180 days.").is_empty());
        assert!(read("He played it 14 times over two days.").is_empty());
        assert!(read("Once the rent is a fortnight overdue").is_empty());
        assert!(read("It costs £10 a month.").is_empty());
    }
}
