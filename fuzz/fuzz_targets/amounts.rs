//! The amount parsers on any text; a parsed amount formats and re-parses to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use verity::engine::text::amounts::{AmountScanner, format_amount, parse_cents};

fuzz_target!(|text: &str| {
    static SCANNER: std::sync::OnceLock<AmountScanner> = std::sync::OnceLock::new();
    let scanner = SCANNER.get_or_init(AmountScanner::new);
    for found in scanner.find_all(text) {
        assert!(found.start <= found.end && found.end <= text.len());
    }
    if let Some(amount) = scanner.parse_one(text) {
        let again = scanner.parse_one(&format_amount(amount));
        assert!(again.is_some_and(|a| a.same_as(amount)), "{text:?}");
    }
    let _ = parse_cents(text);
});
