//! Words of the same meaning, for the overlap count: a claim that writes `shut` where its source
//! writes `closed` has not left its source. The table (`synonyms.txt`, made by `synonyms.sh`
//! from WordNet 3.0) gives each common word the other common words of its most frequent senses.

/// One line per word: the word, then its synonyms, separated by single spaces; sorted bytewise
/// by the word.
const SYNONYMS: &str = include_str!("synonyms.txt");

/// The synonyms of `word` (lower case, as written in the table: a base form), or `None`.
/// Logarithmic in the table.
pub(super) fn of(word: &str) -> Option<impl Iterator<Item = &'static str>> {
    let bytes = SYNONYMS.as_bytes();
    let (mut low, mut high) = (0, bytes.len());
    while low < high {
        let middle = low + (high - low) / 2;
        let start = bytes
            .get(low..middle)
            .and_then(|before| before.iter().rposition(|&b| b == b'\n'))
            .map_or(low, |newline| low + newline + 1);
        let end = bytes
            .get(start..high)
            .and_then(|after| after.iter().position(|&b| b == b'\n'))
            .map_or(high, |newline| start + newline);
        let line = SYNONYMS.get(start..end).unwrap_or_default();
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key.cmp(word) {
            std::cmp::Ordering::Equal => return Some(rest.split(' ')),
            std::cmp::Ordering::Less => low = end + 1,
            std::cmp::Ordering::Greater => high = start,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_every_word_is_found_with_its_synonyms() {
        let keys: Vec<&str> = SYNONYMS
            .lines()
            .map(|l| l.split(' ').next().unwrap_or_default())
            .collect();
        assert!(
            keys.windows(2).all(|w| w.first() < w.get(1)),
            "sort bytewise"
        );
        assert!(keys.iter().all(|k| of(k).is_some()));
        let same: Vec<&str> = of("shut").into_iter().flatten().collect();
        assert!(same.contains(&"closed"), "{same:?}");
        assert!(of("").is_none() && of("zzzz").is_none() && of("Shut").is_none());
    }
}
