//! The time parsers on any text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use verity::engine::text::times::TimeScanner;

fuzz_target!(|text: &str| {
    static SCANNER: std::sync::OnceLock<TimeScanner> = std::sync::OnceLock::new();
    let scanner = SCANNER.get_or_init(TimeScanner::new);
    for found in scanner.find_all(text) {
        assert!(found.start <= found.end && found.end <= text.len());
    }
    if let Some(time) = scanner.parse_one(text) {
        let _ = time.format();
    }
});
