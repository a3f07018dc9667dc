//! The account-number helpers: masking never shows more than four significant characters.
#![no_main]

use libfuzzer_sys::fuzz_target;
use verity::engine::text::accounts;

fuzz_target!(|text: &str| {
    let masked = accounts::mask(text);
    let shown = masked.chars().filter(|c| c.is_alphanumeric()).count();
    assert!(shown <= 4, "{text:?} masked as {masked:?}");
    let _ = accounts::significant(text);
    let digits = accounts::digits(text);
    let _ = accounts::is_repeated_digit(&digits);
    let _ = accounts::is_straight_run(&digits);
    let _ = accounts::iban_shape(text);
    let _ = accounts::is_valid_iban(text);
    let _ = accounts::digit_runs(text);
    let _ = accounts::is_masked(text);
});
