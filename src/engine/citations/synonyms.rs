//! Words of the same meaning, for the overlap count: a claim that writes `shut` where its source
//! writes `closed` has not left its source. The table (`synonyms.txt`, made by `synonyms.sh`
//! from WordNet 3.0) gives each common word the other common words of its most frequent senses.

/// One line per word: the word, then its synonyms, separated by single spaces; sorted bytewise
/// by the word.
const SYNONYMS: &str = include_str!("synonyms.txt");

/// The synonyms of `word` (lower case, as written in the table: a base form), or `None`.
/// Logarithmic in the table.
pub(super) fn of(word: &str) -> Option<impl Iterator<Item = &'static str>> {
    fn key(line: &str) -> &str {
        line.split_once(' ').map_or(line, |(key, _)| key)
    }
    let line = super::sorted_line(SYNONYMS, word, key)?;
    Some(line.split(' ').skip(1))
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
