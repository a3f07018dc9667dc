//! The date parsers, in both numeric orders, on any text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use verity::engine::NumericDateOrder;
use verity::engine::text::dates::DateScanner;

fuzz_target!(|text: &str| {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 22).expect("date");
    static SCANNERS: std::sync::OnceLock<[DateScanner; 2]> = std::sync::OnceLock::new();
    let scanners = SCANNERS.get_or_init(|| {
        [
            DateScanner::new(NumericDateOrder::Dmy),
            DateScanner::new(NumericDateOrder::Mdy),
        ]
    });
    for scanner in scanners {
        for found in scanner.find_all(text, 2026) {
            assert!(found.start <= found.end && found.end <= text.len());
        }
        for (start, end, _) in scanner.find_days(text, today) {
            assert!(start <= end && end <= text.len());
        }
        let _ = scanner.find_dates_and_years(text, 2026);
        let _ = scanner.readings(text, 2026);
        let _ = scanner.parse_one(text, 2026);
    }
});
