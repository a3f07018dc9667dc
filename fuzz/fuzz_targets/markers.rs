//! Term protection and marker restoration: whatever an LLM does to a protected text, restoring
//! never panics, and an untouched protected text restores to the original.
#![no_main]

use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use verity::engine::terms::{MarkerScanner, protect};

fuzz_target!(|text: &str| {
    let mut parts = text.split('\u{1}');
    let original = parts.next().unwrap_or_default();
    let terms: Vec<String> = parts.map(str::to_owned).collect();
    let protected = protect(original, &terms);
    static SCANNER: std::sync::OnceLock<MarkerScanner> = std::sync::OnceLock::new();
    let scanner = SCANNER.get_or_init(MarkerScanner::new);
    let markers: BTreeMap<String, String> = protected.markers.iter().cloned().collect();
    // Restoring an untouched text rebuilds the original, so a cap of its length is never hit.
    let restored = scanner.restore(&protected.text, &markers, original.len(), 1_000);
    if !original.to_lowercase().contains("term") {
        match restored {
            Ok(restored) => assert_eq!(restored.text, original),
            Err(e) => panic!("an untouched text went over its own length: {e:?}"),
        }
    }
    // The markers applied to a text that never held them, under a cap it may reach.
    let _ = scanner.restore(original, &markers, original.len(), 1_000);
});
