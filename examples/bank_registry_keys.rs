//! Regenerates `data/banks/keys.txt` and `data/banks/words.txt`, the lookup tables compiled into
//! the binary, from `data/banks/registry.tsv`, `data/banks/largest.tsv` (the largest banks'
//! acronyms) and `data/banks/places.tsv` (run by
//! `scripts/banks/regenerate.sh`): `cargo run --example bank_registry_keys`.

use std::collections::BTreeSet;

use verity::engine::metadata::registry;

fn write(path: &str, lines: &BTreeSet<String>) -> std::io::Result<()> {
    let mut out = String::new();
    for line in lines {
        out.push_str(line);
        out.push('\n');
    }
    std::fs::write(path, out)
}

fn main() -> std::io::Result<()> {
    let root = env!("CARGO_MANIFEST_DIR");
    let registry_tsv = std::fs::read_to_string(format!("{root}/data/banks/registry.tsv"))?;
    let names: Vec<&str> = registry_tsv
        .lines()
        .filter_map(|line| line.split('\t').nth(1))
        .collect();
    // The largest banks (the hand-written list) are also keyed by their acronyms (`CBE`).
    let largest_tsv = std::fs::read_to_string(format!("{root}/data/banks/largest.tsv"))?;
    let acronyms = largest_tsv
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| line.split('\t').skip(1))
        .filter_map(registry::acronym);
    let keys: BTreeSet<String> = names
        .iter()
        .flat_map(|n| registry::registry_keys(n))
        .chain(acronyms)
        .collect();
    // The places network members are named after: the words of registered names, and the towns
    // of the countries whose cooperative and savings banks are brand + place.
    let places_tsv = std::fs::read_to_string(format!("{root}/data/banks/places.tsv"))?;
    let places = places_tsv
        .lines()
        .filter_map(|line| line.split('\t').nth(1));
    let words: BTreeSet<String> = names
        .iter()
        .copied()
        .chain(places)
        .flat_map(registry::registry_words)
        .collect();
    write(&format!("{root}/data/banks/keys.txt"), &keys)?;
    write(&format!("{root}/data/banks/words.txt"), &words)?;
    println!("{} keys, {} words", keys.len(), words.len());
    Ok(())
}
