//! Metadata extracted for one statement: impossible dates, nonsensical accounts, fabricated banks,
//! inconsistent institution data, placeholder text and bad page ranges.

use std::collections::{BTreeSet, HashMap, HashSet};

use aho_corasick::AhoCorasick;
use chrono::Datelike;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

pub mod registry;

use super::budget::Budget;
use super::text::accounts;
use super::text::dates::{DateScanner, DateValue, NumericDateOrder};
use super::text::{Scanners, names};
use super::{Alert, Rule, Severity, Span, Today, pointer};

const ENDPOINT: &str = "/validate/metadata";

rule!(
    FUTURE_YEAR,
    "metadata.future_year",
    ImpossibleDates,
    High,
    "A year later than the current year plus max_future_years."
);
rule!(
    ANCIENT_YEAR,
    "metadata.ancient_year",
    ImpossibleDates,
    Medium,
    "A year earlier than min_year."
);
rule!(
    INVALID_CALENDAR_DATE,
    "metadata.invalid_calendar_date",
    ImpossibleDates,
    High,
    "A date that does not exist, such as 2024-02-30."
);
rule!(
    PERIOD_REVERSED,
    "metadata.period_reversed",
    ImpossibleDates,
    High,
    "The statement period starts after it ends."
);
rule!(
    PLACEHOLDER_ACCOUNT,
    "metadata.placeholder_account",
    NonsensicalAccount,
    High,
    "A placeholder account number: configured, one digit repeated, or a straight run."
);
rule!(
    ACCOUNT_LENGTH,
    "metadata.account_length",
    NonsensicalAccount,
    Medium,
    "An account number with too few or too many significant characters (valid IBANs exempt)."
);
rule!(
    IBAN_CHECKSUM,
    "metadata.iban_checksum",
    NonsensicalAccount,
    High,
    "An IBAN-shaped account number whose mod-97 check fails."
);
rule!(
    ACCOUNT_NOT_IN_DOCUMENT,
    "metadata.account_not_in_document",
    NonsensicalAccount,
    High,
    "The account number (or its last four when masked) is not in the given text."
);
rule!(
    BANK_UNKNOWN_AND_ABSENT,
    "metadata.bank_unknown_and_absent",
    FabricatedBank,
    High,
    "A bank name that is neither in the text nor a known bank (configured, sent in known_banks, or in the built-in registry of real institutions); high with document_text, medium without."
);
rule!(
    BANK_NOT_IN_DOCUMENT,
    "metadata.bank_not_in_document",
    FabricatedBank,
    Medium,
    "A known bank that the given text does not mention."
);
rule!(
    INSTITUTION_MISMATCH,
    "metadata.institution_mismatch",
    InconsistentData,
    Medium,
    "Institution and account type do not fit together (credit union with a direct card account, checking with card features)."
);
rule!(
    SUSPICIOUS_TEXT,
    "metadata.suspicious_text",
    SuspiciousPattern,
    Medium,
    "A configured placeholder phrase in a metadata field."
);
rule!(
    PAGE_RANGE_INVALID,
    "metadata.page_range_invalid",
    InvalidPageRange,
    High,
    "page_range is not [start, end] with 1 <= start <= end."
);

rule!(
    WRONG_TYPE,
    "metadata.wrong_type",
    InconsistentData,
    High,
    "A field the rules read (bank_name, account_number, account_type, statement_period, *_date, *_period) holds a number, boolean, array or object instead of a string."
);

/// Every rule of this family, in the order they run.
pub const RULES: &[Rule] = &[
    WRONG_TYPE,
    FUTURE_YEAR,
    ANCIENT_YEAR,
    INVALID_CALENDAR_DATE,
    PERIOD_REVERSED,
    PLACEHOLDER_ACCOUNT,
    ACCOUNT_LENGTH,
    IBAN_CHECKSUM,
    ACCOUNT_NOT_IN_DOCUMENT,
    BANK_UNKNOWN_AND_ABSENT,
    BANK_NOT_IN_DOCUMENT,
    INSTITUTION_MISMATCH,
    SUSPICIOUS_TEXT,
    PAGE_RANGE_INVALID,
];

/// A bank the service knows, with the other names it goes by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankConfig {
    /// The usual name.
    pub name: String,
    /// Other names, short forms and legal names.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Where it is based (documentation only).
    #[serde(default)]
    pub country: Option<String>,
}

/// Settings of the metadata family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetadataConfig {
    /// Years before this are "ancient".
    pub min_year: i32,
    /// Years after the current year plus this are "future".
    pub max_future_years: i32,
    /// How `01/03/2024` is read.
    pub numeric_date_order: NumericDateOrder,
    /// Fewest significant characters in an account number.
    pub min_account_chars: usize,
    /// Most significant characters in an account number (valid IBANs exempt).
    pub max_account_chars: usize,
    /// Account numbers that are placeholders, matched literally against the whole value.
    pub placeholder_accounts: Vec<String>,
    /// Phrases that betray a template or a guess, matched case-insensitively in every string field.
    pub suspicious_patterns: Vec<String>,
    /// Words dropped from a bank name before matching it against the known banks by its words.
    pub generic_bank_words: Vec<String>,
    /// Country and region names, dropped like generic words.
    pub region_words: Vec<String>,
    /// Words in a bank name that make it a credit union.
    pub credit_union_terms: Vec<String>,
    /// Words in an account type that make it a checking account.
    pub checking_terms: Vec<String>,
    /// Words that mean a card account or card features.
    pub card_terms: Vec<String>,
    /// Metadata fields that only card accounts have (`credit_limit`, `minimum_payment`).
    pub card_fields: Vec<String>,
    /// The known banks.
    pub banks: Vec<BankConfig>,
    /// More bank names taken as known, matched like registry names (legal forms, accents and
    /// spacing aside); a request's `known_banks` adds to them.
    #[serde(default)]
    pub known_banks: Vec<String>,
}

#[derive(Debug, Clone)]
struct KnownBank {
    /// Every name and alias, normalised.
    names: Vec<String>,
    /// Every word of every name and alias.
    words: BTreeSet<String>,
}

/// The metadata rules compiled from their configuration.
#[derive(Debug, Clone)]
pub struct MetadataRules {
    config: MetadataConfig,
    scanner: DateScanner,
    banks: Vec<KnownBank>,
    by_compact_name: HashMap<String, usize>,
    generic_words: HashSet<String>,
    /// The registry keys of every configured `known_banks` name.
    known_bank_keys: HashSet<String>,
    suspicious: Vec<String>,
    /// Every non-empty suspicious pattern, lower-cased, found in one pass over a field; a
    /// match's pattern id is the pattern's index in `suspicious`.
    suspicious_finder: Option<AhoCorasick>,
    credit_union_terms: Vec<String>,
    checking_terms: Vec<String>,
    card_terms: Vec<String>,
}

/// One statement's metadata and what it is checked against.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Statement {
    /// The LLM's metadata object.
    pub metadata: Map<String, Value>,
    /// The statement's text, when given.
    pub text: Option<String>,
    /// The `page_range` as sent, when given.
    pub page_range: Option<Value>,
    /// Bank names the caller declares known for this request.
    pub known_banks: Vec<String>,
}

/// Why a bank name is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// One of the configured `[[metadata.banks]]`, with its aliases.
    Configured(usize),
    /// In `known_banks` (config or request) or in the registry of real institutions.
    Listed,
}

/// The string a metadata value holds. Anything else in a field the rules read is reported by
/// `metadata.wrong_type` and read by no other rule.
fn as_text(value: &Value) -> Option<String> {
    value.as_str().map(str::to_owned)
}

/// Whether the rules read `key`: the bank, the account, its type, and every date or period.
fn is_read_field(key: &str) -> bool {
    matches!(
        key,
        "bank_name" | "account_number" | "iban" | "account_type" | "statement_period"
    ) || key.ends_with("_date")
        || key.ends_with("_period")
}

/// `metadata.wrong_type` for every read field holding a number, boolean, array or object (`null`
/// means absent). An account's number is masked like any account number; a container is named by
/// its type, never copied.
fn check_types(metadata: &Map<String, Value>, alerts: &mut Vec<Alert>) {
    for (key, value) in metadata.iter().filter(|(k, _)| is_read_field(k)) {
        let kind = match value {
            Value::Null | Value::String(_) => continue,
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        };
        let detected = match value {
            Value::Number(n) if matches!(key.as_str(), "account_number" | "iban") => {
                Value::String(accounts::mask(&n.to_string()))
            }
            Value::Number(_) | Value::Bool(_) => value.clone(),
            _ => Value::String(
                kind.trim_start_matches("an ")
                    .trim_start_matches("a ")
                    .to_owned(),
            ),
        };
        alerts.push(
            Alert::new(
                &WRONG_TYPE,
                pointer(["metadata", key.as_str()]),
                format!("{key} holds {kind}, not a string"),
            )
            .detected(detected)
            .expected("a string (or null when absent)"),
        );
    }
}

/// Where the characters of a lower-cased text came from: `(lower-cased byte, original byte)` at
/// the start of every original character (empty when lower-casing moves no offset, as for every
/// ASCII text).
struct LowerOrigin {
    starts: Vec<(usize, usize)>,
    len: usize,
}

impl LowerOrigin {
    /// The original byte offset of lower-cased byte offset `at` (rounded to a character of the
    /// original). Logarithmic in the text's length.
    fn byte(&self, at: usize) -> usize {
        if self.starts.is_empty() {
            return at.min(self.len);
        }
        // The first character starting at or after `at`: inside a character's lower case
        // rounds up to the next one.
        let after = self.starts.partition_point(|(lower, _)| *lower < at);
        self.starts
            .get(after)
            .map_or(self.len, |(_, original)| *original)
    }
}

/// `s` lower-cased like `str::to_lowercase`, with where each character came from. Linear in `s`.
fn lowered(s: &str) -> (String, LowerOrigin) {
    let lower = s.to_lowercase();
    let mut starts = Vec::new();
    if lower.len() != s.len() || !s.is_ascii() {
        let mut at = 0;
        for (original, c) in s.char_indices() {
            starts.push((at, original));
            // `str::to_lowercase` differs from the per-character one only for a final sigma,
            // which is as long either way.
            at += c.to_lowercase().map(char::len_utf8).sum::<usize>();
        }
    }
    (
        lower,
        LowerOrigin {
            starts,
            len: s.len(),
        },
    )
}

/// One automaton for all suspicious patterns, lower-cased, in their configured order. `None` when
/// there is no pattern, or (never for a real configuration) when it would be too large.
fn suspicious_finder(patterns: &[String]) -> Option<AhoCorasick> {
    if patterns.iter().all(String::is_empty) {
        return None;
    }
    AhoCorasick::new(patterns.iter().map(|p| p.to_lowercase())).ok()
}

impl MetadataRules {
    /// Compiles the configuration once.
    #[must_use]
    pub fn new(config: &MetadataConfig) -> Self {
        Self::with_scanners(config, &Scanners::new())
    }

    /// Compiles the configuration around already compiled shared scanners.
    #[must_use]
    pub fn with_scanners(config: &MetadataConfig, scanners: &Scanners) -> Self {
        let mut banks = Vec::with_capacity(config.banks.len());
        let mut by_compact_name = HashMap::new();
        for (i, bank) in config.banks.iter().enumerate() {
            let names: Vec<String> = std::iter::once(&bank.name)
                .chain(&bank.aliases)
                .map(|n| names::normalize(n))
                .collect();
            for name in &names {
                by_compact_name.entry(name.replace(' ', "")).or_insert(i);
            }
            let words = names
                .iter()
                .flat_map(|n| n.split(' ').map(str::to_owned))
                .collect();
            banks.push(KnownBank { names, words });
        }
        let lower = |list: &[String]| {
            list.iter()
                .map(|t| names::normalize(t))
                .filter(|t| !t.is_empty())
                .collect()
        };
        Self {
            scanner: scanners.dates.with_order(config.numeric_date_order),
            banks,
            by_compact_name,
            generic_words: config
                .generic_bank_words
                .iter()
                .chain(&config.region_words)
                .map(|w| names::normalize(w))
                .collect(),
            known_bank_keys: config
                .known_banks
                .iter()
                .flat_map(|n| registry::keys(n))
                .collect(),
            suspicious: config.suspicious_patterns.clone(),
            suspicious_finder: suspicious_finder(&config.suspicious_patterns),
            credit_union_terms: lower(&config.credit_union_terms),
            checking_terms: lower(&config.checking_terms),
            card_terms: lower(&config.card_terms),
            config: config.clone(),
        }
    }

    /// Runs every metadata rule.
    #[must_use]
    pub fn check(&self, statement: &Statement, today: Today) -> Vec<Alert> {
        self.check_within(statement, today, &Budget::unlimited())
    }

    /// [`MetadataRules::check`] while `budget` lasts: checked before each rule and each field
    /// searched for suspicious values; once spent, the alerts found so far.
    #[must_use]
    pub fn check_within(&self, statement: &Statement, today: Today, budget: &Budget) -> Vec<Alert> {
        let mut alerts = Vec::new();
        if budget.is_spent() {
            return alerts;
        }
        let text = statement.text.as_deref();
        check_types(&statement.metadata, &mut alerts);
        self.check_dates(&statement.metadata, today, &mut alerts);
        if budget.is_spent() {
            return alerts;
        }
        if let Some((field, account)) = ["account_number", "iban"].iter().find_map(|f| {
            statement
                .metadata
                .get(*f)
                .and_then(as_text)
                .map(|a| (*f, a))
        }) {
            self.check_account(field, &account, text, &mut alerts);
        }
        if budget.is_spent() {
            return alerts;
        }
        if let Some(bank) = statement.metadata.get("bank_name").and_then(as_text) {
            self.check_bank(
                &bank,
                text.map(names::NameSearch::new).as_ref(),
                &statement.known_banks,
                &mut alerts,
            );
        }
        self.check_institution(&statement.metadata, &mut alerts);
        let mut path = vec!["metadata".to_owned()];
        for (key, value) in budget.take_while_left(&statement.metadata) {
            path.push(key.clone());
            self.check_suspicious(value, &mut path, &mut alerts);
            path.pop();
        }
        if let Some(range) = &statement.page_range {
            check_page_range(range, &mut alerts);
        }
        alerts
    }

    fn check_dates(&self, metadata: &Map<String, Value>, today: Today, alerts: &mut Vec<Alert>) {
        let current_year = today.0.year();
        let latest = current_year.saturating_add(self.config.max_future_years);
        let is_date_field = |key: &str| {
            matches!(key, "statement_period" | "start_date" | "end_date")
                || key.ends_with("_date")
                || key.ends_with("_period")
        };
        // Each value is scanned once; the period's checks below read these three again.
        let (mut start_date, mut end_date, mut period) = (None, None, None);
        for (key, value) in metadata.iter().filter(|(k, _)| is_date_field(k)) {
            let Some(text) = as_text(value) else { continue };
            // Spelled out only for an alert: most dates are fine.
            let path = || pointer(["metadata", key.as_str()]);
            let mut reported: HashSet<(&'static str, i32)> = HashSet::new();
            let read = self.scanner.read_value(&text, current_year);
            for found in &read.dates_and_years {
                let year = found.value.year();
                let span = text.get(found.start..found.end).unwrap_or_default();
                if let DateValue::Invalid { .. } = found.value {
                    if reported.insert((INVALID_CALENDAR_DATE.id, year)) {
                        alerts.push(
                            Alert::new(
                                &INVALID_CALENDAR_DATE,
                                path(),
                                format!("{key} holds {span}, a day that does not exist"),
                            )
                            .detected(span)
                            .expected("a real calendar date"),
                        );
                    }
                }
                if year > latest && reported.insert((FUTURE_YEAR.id, year)) {
                    alerts.push(
                        Alert::new(
                            &FUTURE_YEAR,
                            path(),
                            format!(
                                "{key} is in {year}, more than {} year(s) after {current_year}",
                                self.config.max_future_years
                            ),
                        )
                        .detected(year)
                        .expected(format!("at most {latest}")),
                    );
                }
                if year < self.config.min_year && reported.insert((ANCIENT_YEAR.id, year)) {
                    alerts.push(
                        Alert::new(
                            &ANCIENT_YEAR,
                            path(),
                            format!("{key} is in {year}, before {}", self.config.min_year),
                        )
                        .detected(year)
                        .expected(format!("at least {}", self.config.min_year)),
                    );
                }
            }
            match key.as_str() {
                "start_date" => start_date = read.first,
                "end_date" => end_date = read.first,
                "statement_period" => period = Some(read.all),
                _ => {}
            }
        }

        let valid = |first: Option<DateValue>| match first {
            Some(DateValue::Valid(d)) => Some(d),
            _ => None,
        };
        if let (Some(start), Some(end)) = (valid(start_date), valid(end_date)) {
            if start > end {
                alerts.push(
                    Alert::new(
                        &PERIOD_REVERSED,
                        "/metadata/start_date",
                        format!("the period starts on {start} after it ends on {end}"),
                    )
                    .detected(json!({"start_date": start.to_string(), "end_date": end.to_string()}))
                    .expected("start_date <= end_date"),
                );
            }
        }
        if let Some(period) = period {
            let valid: Vec<_> = period
                .into_iter()
                .filter_map(|f| match f.value {
                    DateValue::Valid(d) => Some(d),
                    _ => None,
                })
                .take(2)
                .collect();
            if let [start, end] = valid.as_slice() {
                if start > end {
                    alerts.push(
                        Alert::new(
                            &PERIOD_REVERSED,
                            "/metadata/statement_period",
                            format!(
                                "the statement period starts on {start} after it ends on {end}"
                            ),
                        )
                        .detected(json!({"start": start.to_string(), "end": end.to_string()}))
                        .expected("start <= end"),
                    );
                }
            }
        }
    }

    fn check_account(
        &self,
        field: &str,
        account: &str,
        text: Option<&str>,
        alerts: &mut Vec<Alert>,
    ) {
        // Path, mask and span are spelled out only for an alert: most accounts are fine.
        let path = || pointer(["metadata", field]);
        let masked = || accounts::mask(account);
        // The account as written in its field, surrounding space left out: the unmasked
        // source of `masked`.
        let lead = account.len() - account.trim_start().len();
        let whole = || Span::of(account, &path(), lead..account.trim_end().len().max(lead));
        let visible: String = account
            .chars()
            .filter(|c| !accounts::is_invisible(*c))
            .collect();
        let trimmed = visible.trim();
        let literal_placeholder = self
            .config
            .placeholder_accounts
            .iter()
            .any(|p| p == trimmed);
        let without_separators: String = trimmed
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '.'))
            .collect();
        let digit_only =
            without_separators.len() >= 6 && without_separators.bytes().all(|b| b.is_ascii_digit());
        let shaped_placeholder = digit_only
            && (accounts::is_repeated_digit(&without_separators)
                || accounts::is_straight_run(&without_separators));
        if literal_placeholder || shaped_placeholder {
            let why = if literal_placeholder {
                "a configured placeholder"
            } else {
                "a repeated digit or a straight run"
            };
            alerts.push(
                Alert::new(
                    &PLACEHOLDER_ACCOUNT,
                    path(),
                    format!("the account number {} is {why}", masked()),
                )
                .detected(masked())
                .expected("a real account number")
                .spanning(whole()),
            );
        }

        let significant = accounts::significant(account).chars().count();
        let iban = accounts::iban_shape(account);
        let valid_iban = iban.as_deref().is_some_and(accounts::iban_checksum_ok);
        let (min, max) = (self.config.min_account_chars, self.config.max_account_chars);
        if !valid_iban && (significant < min || significant > max) {
            alerts.push(
                Alert::new(
                    &ACCOUNT_LENGTH,
                    path(),
                    format!(
                        "the account number {} has {significant} significant characters",
                        masked()
                    ),
                )
                .detected(significant)
                .expected(format!("{min} to {max} letters and digits"))
                .spanning(whole()),
            );
        }
        if iban.is_some() && !valid_iban {
            alerts.push(
                Alert::new(
                    &IBAN_CHECKSUM,
                    path(),
                    format!("the IBAN {} fails the mod-97 check", masked()),
                )
                .detected(masked())
                .expected("an IBAN whose mod-97 remainder is 1")
                .spanning(whole()),
            );
        }

        let Some(text) = text else { return };
        let found = if let Some(iban) = iban.filter(|_| !accounts::is_masked(account)) {
            accounts::text_contains_iban(text, &iban)
        } else {
            let digits = accounts::digits(&accounts::significant(account));
            let wanted = if accounts::is_masked(account) {
                digits
                    .chars()
                    .skip(digits.chars().count().saturating_sub(4))
                    .collect::<String>()
            } else {
                digits
            };
            if wanted.is_empty() {
                return;
            }
            accounts::digit_runs_contain(text, &wanted)
        };
        if !found {
            alerts.push(
                Alert::new(
                    &ACCOUNT_NOT_IN_DOCUMENT,
                    path(),
                    format!(
                        "the account number {} does not appear in the document",
                        masked()
                    ),
                )
                .detected(masked())
                .expected("an account number that appears in the document")
                .spanning(whole()),
            );
        }
    }

    /// Why `name` is a known bank, if it is: a configured bank first (whose names the text may
    /// mention), then the `known_banks` of the config and the request, then the registry.
    fn known_bank(&self, name: &str, request_known: &[String]) -> Option<Known> {
        if let Some(i) = self.configured_bank(name) {
            return Some(Known::Configured(i));
        }
        let declared = || {
            let keys = registry::keys(name);
            keys.iter().any(|k| self.known_bank_keys.contains(k))
                || request_known
                    .iter()
                    .flat_map(|n| registry::keys(n))
                    .any(|k| keys.contains(&k))
        };
        let has_declared = !self.known_bank_keys.is_empty() || !request_known.is_empty();
        let listed = (has_declared && declared()) || registry::contains(name);
        listed.then_some(Known::Listed)
    }

    /// The configured bank `name` refers to, if any.
    fn configured_bank(&self, name: &str) -> Option<usize> {
        let normalized = names::normalize(name);
        if let Some(i) = self.by_compact_name.get(&normalized.replace(' ', "")) {
            return Some(*i);
        }
        let core: Vec<&str> = normalized
            .split(' ')
            .filter(|w| !w.is_empty() && !self.generic_words.contains(*w))
            .collect();
        if core.is_empty() {
            return None;
        }
        self.banks
            .iter()
            .position(|bank| core.iter().all(|w| bank.words.contains(*w)))
    }

    fn check_bank(
        &self,
        bank: &str,
        text: Option<&names::NameSearch<'_>>,
        request_known: &[String],
        alerts: &mut Vec<Alert>,
    ) {
        let normalized = names::normalize(bank);
        if normalized.is_empty() {
            return;
        }
        let known = self.known_bank(bank, request_known);
        // The claimed names are looked for in the text; the text is not read for names of its own.
        let in_text = text.map(|text| {
            text.contains_words(&normalized)
                || match known {
                    Some(Known::Configured(i)) => self
                        .banks
                        .get(i)
                        .is_some_and(|b| b.names.iter().any(|n| text.contains_words(n))),
                    Some(Known::Listed) => text.contains_words(&registry::base_name(bank)),
                    None => false,
                }
        });
        match (known, in_text) {
            (None, Some(true)) | (Some(_), None | Some(true)) => {}
            (None, in_text) => {
                let where_ = if in_text.is_some() {
                    "not in the document and "
                } else {
                    ""
                };
                let mut alert = Alert::new(
                    &BANK_UNKNOWN_AND_ABSENT,
                    "/metadata/bank_name",
                    format!("the bank \"{bank}\" is {where_}not a known bank"),
                )
                .detected(bank)
                .expected("a bank named in the document or a known bank");
                if in_text.is_none() {
                    // Without the statement's text, absence from every list is weaker evidence.
                    alert.severity = Severity::Medium;
                }
                alerts.push(alert);
            }
            (Some(_), Some(false)) => {
                alerts.push(
                    Alert::new(
                        &BANK_NOT_IN_DOCUMENT,
                        "/metadata/bank_name",
                        format!("the bank \"{bank}\" is not mentioned in the document"),
                    )
                    .detected(bank)
                    .expected("a bank the document mentions"),
                );
            }
        }
    }

    fn check_institution(&self, metadata: &Map<String, Value>, alerts: &mut Vec<Alert>) {
        let field = |key: &str| {
            metadata
                .get(key)
                .and_then(as_text)
                .map(|t| names::normalize(&t))
                .unwrap_or_default()
        };
        let bank = field("bank_name");
        let account_type = field("account_type");
        let mentions =
            |text: &str, terms: &[String]| terms.iter().any(|t| names::contains_words(text, t));
        let card_type = mentions(&account_type, &self.card_terms);
        if mentions(&bank, &self.credit_union_terms) && card_type {
            alerts.push(
                Alert::new(
                    &INSTITUTION_MISMATCH,
                    "/metadata/account_type",
                    "a credit union does not issue a direct card account like this",
                )
                .detected(metadata.get("account_type").cloned().unwrap_or_default())
                .expected("an account type a credit union offers"),
            );
            return;
        }
        let card_field = self
            .config
            .card_fields
            .iter()
            .find(|f| metadata.get(f.as_str()).is_some_and(|v| !v.is_null()));
        if mentions(&account_type, &self.checking_terms) && (card_type || card_field.is_some()) {
            let feature = card_field
                .map_or_else(|| "card terms in its type".to_owned(), |f| format!("a {f}"));
            alerts.push(
                Alert::new(
                    &INSTITUTION_MISMATCH,
                    "/metadata/account_type",
                    format!("a checking account with credit-card features ({feature})"),
                )
                .detected(metadata.get("account_type").cloned().unwrap_or_default())
                .expected("account type and features of one kind of account"),
            );
        }
    }

    fn check_suspicious(&self, value: &Value, path: &mut Vec<String>, alerts: &mut Vec<Alert>) {
        match value {
            Value::String(s) => {
                let Some(finder) = &self.suspicious_finder else {
                    return;
                };
                let (lower, origin) = lowered(s);
                let mut found: Vec<(usize, std::ops::Range<usize>)> = finder
                    .find_overlapping_iter(&lower)
                    .map(|m| (m.pattern().as_usize(), m.range()))
                    .collect();
                // Alerts in the configured order, one per pattern however often it occurs
                // (spanning its first occurrence).
                found.sort_by_key(|(i, at)| (*i, at.start));
                found.dedup_by_key(|(i, _)| *i);
                if found.is_empty() {
                    return;
                }
                let field_path = pointer(path.iter());
                for (pattern, at) in found
                    .iter()
                    .filter_map(|(i, at)| Some((self.suspicious.get(*i)?, at)))
                    .filter(|(p, _)| !p.is_empty())
                {
                    let bytes = origin.byte(at.start)..origin.byte(at.end);
                    let span = Span::of(s, &field_path, bytes);
                    let field = path.last().cloned().unwrap_or_default();
                    alerts.push(
                        Alert::new(
                            &SUSPICIOUS_TEXT,
                            pointer(path.iter()),
                            format!("{field} contains the placeholder phrase \"{pattern}\""),
                        )
                        .detected(pattern.clone())
                        .expected("text taken from the document")
                        .spanning(span),
                    );
                }
            }
            Value::Object(map) => {
                for (key, child) in map {
                    path.push(key.clone());
                    self.check_suspicious(child, path, alerts);
                    path.pop();
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    path.push(i.to_string());
                    self.check_suspicious(child, path, alerts);
                    path.pop();
                }
            }
            _ => {}
        }
    }
}

fn check_page_range(range: &Value, alerts: &mut Vec<Alert>) {
    let pages: Option<Vec<i64>> = range
        .as_array()
        .and_then(|items| items.iter().map(Value::as_i64).collect());
    let valid = matches!(pages.as_deref(), Some([start, end]) if *start >= 1 && start <= end);
    if !valid {
        alerts.push(
            Alert::new(
                &PAGE_RANGE_INVALID,
                "/page_range",
                "page_range is not [start, end] with 1 <= start <= end",
            )
            .detected(range.clone())
            .expected("[start, end] with 1 <= start <= end"),
        );
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::engine::Severity;
    use chrono::NaiveDate;

    fn rules() -> &'static MetadataRules {
        static RULES: std::sync::LazyLock<MetadataRules> =
            std::sync::LazyLock::new(|| MetadataRules::new(&Config::default().metadata));
        &RULES
    }

    fn today() -> Today {
        Today(NaiveDate::from_ymd_opt(2026, 11, 22).unwrap_or_default())
    }

    fn check(metadata: Value, text: Option<&str>) -> Vec<Alert> {
        let statement = Statement {
            metadata: metadata.as_object().cloned().unwrap_or_default(),
            text: text.map(str::to_owned),
            ..Statement::default()
        };
        rules().check(&statement, today())
    }

    fn ids(alerts: &[Alert]) -> Vec<&'static str> {
        alerts.iter().map(|a| a.rule).collect()
    }

    #[test]
    fn a_clean_westpac_statement_passes() {
        let text = "Westpac Banking Corporation. Account 032-000 123456. Statement period 1 Jan 2024 - 31 Jan 2024.";
        let alerts = check(
            json!({"bank_name": "Westpac", "account_number": "032-000 123456", "account_type": "BusinessChoice",
                   "statement_period": "1 Jan 2024 - 31 Jan 2024", "start_date": "2024-01-01", "end_date": "2024-01-31"}),
            Some(text),
        );
        assert!(alerts.is_empty(), "{alerts:?}");
    }

    #[test]
    fn a_2035_statement_is_in_the_future_and_2027_is_not() {
        assert_eq!(
            ids(&check(json!({"start_date": "2035-01-01"}), None)),
            vec!["metadata.future_year"]
        );
        assert!(check(json!({"start_date": "2027-01-01"}), None).is_empty());
    }

    #[test]
    fn an_1850_statement_is_ancient_and_1950_is_not() {
        let alerts = check(json!({"statement_period": "January 1850"}), None);
        assert_eq!(ids(&alerts), vec!["metadata.ancient_year"]);
        assert_eq!(alerts[0].severity, Severity::Medium);
        assert!(check(json!({"closing_date": "1 Jan 1950"}), None).is_empty());
    }

    #[test]
    fn a_german_date_is_read_as_a_date() {
        assert!(
            check(
                json!({"end_date": "31. Januar 2024", "start_date": "1. Januar 2024"}),
                None
            )
            .is_empty()
        );
        assert_eq!(
            ids(&check(
                json!({"end_date": "1. Januar 2024", "start_date": "31. Januar 2024"}),
                None
            )),
            vec!["metadata.period_reversed"]
        );
    }

    #[test]
    fn february_thirtieth_is_an_invalid_calendar_date() {
        let alerts = check(json!({"end_date": "2024-02-30"}), None);
        assert_eq!(ids(&alerts), vec!["metadata.invalid_calendar_date"]);
        assert_eq!(alerts[0].path, "/metadata/end_date");
        assert!(check(json!({"end_date": "2024-02-29"}), None).is_empty());
    }

    #[test]
    fn a_reversed_period_in_one_field_is_reported() {
        let alerts = check(
            json!({"statement_period": "31 Jan 2024 - 1 Jan 2024"}),
            None,
        );
        assert_eq!(ids(&alerts), vec!["metadata.period_reversed"]);
    }

    #[test]
    fn placeholder_accounts_are_caught_and_masked() {
        for account in [
            "123456789",
            "000000000",
            "***1234***",
            "98765432",
            "1234567890",
            "123456789012",
            "11-11-11",
        ] {
            let alerts = check(json!({"account_number": account}), None);
            assert!(
                ids(&alerts).contains(&"metadata.placeholder_account"),
                "{account}"
            );
            assert!(!alerts[0].detected_value.to_string().contains("123456789"));
        }
        assert!(check(json!({"account_number": "032-000 123457"}), None).is_empty());
        assert!(check(json!({"account_number": "12345"}), None).is_empty());
    }

    #[test]
    fn a_valid_iban_longer_than_twenty_characters_passes() {
        assert!(
            check(
                json!({"account_number": "GB82 WEST 1234 5698 7654 32"}),
                None
            )
            .is_empty()
        );
        let alerts = check(
            json!({"account_number": "GB82 WEST 1234 5698 7654 33"}),
            None,
        );
        assert_eq!(
            ids(&alerts),
            vec!["metadata.account_length", "metadata.iban_checksum"]
        );
    }

    #[test]
    fn account_length_counts_letters_and_digits_only() {
        assert_eq!(
            ids(&check(json!({"account_number": "12-3"}), None)),
            vec!["metadata.account_length"]
        );
        assert!(check(json!({"account_number": "1-2-3-4"}), None).is_empty());
        assert_eq!(
            ids(&check(
                json!({"account_number": "1".repeat(10) + "2" + &"3".repeat(10)}),
                None
            )),
            vec!["metadata.account_length"]
        );
    }

    #[test]
    fn a_masked_account_whose_last_four_are_in_the_text_passes() {
        assert!(
            check(
                json!({"account_number": "****6789"}),
                Some("Account number 123 456 789")
            )
            .is_empty()
        );
        let alerts = check(
            json!({"account_number": "****6780"}),
            Some("Account number 123 456 789"),
        );
        assert_eq!(ids(&alerts), vec!["metadata.account_not_in_document"]);
        assert_eq!(alerts[0].detected_value, json!("****"));
    }

    #[test]
    fn separators_in_the_text_are_ignored_when_finding_the_account() {
        assert!(
            check(
                json!({"account_number": "123456780"}),
                Some("Acct: 123 456-780")
            )
            .is_empty()
        );
        let alerts = check(
            json!({"account_number": "123456780"}),
            Some("Acct: 999 456-780"),
        );
        assert_eq!(ids(&alerts), vec!["metadata.account_not_in_document"]);
        assert_eq!(alerts[0].detected_value, json!("****6780"));
    }

    #[test]
    fn bank_of_atlantis_is_fabricated_but_known_variants_are_not() {
        for bank in [
            "Bank of Atlantis",
            "Royal Bank of Atlantis",
            "Fictional Credit Institution of Dreams",
        ] {
            assert_eq!(
                ids(&check(json!({"bank_name": bank}), None)),
                vec!["metadata.bank_unknown_and_absent"],
                "{bank}"
            );
        }
        for bank in [
            "RBC Royal Bank",
            "UBS Switzerland AG",
            "Westpac Banking Corporation",
            "JPMorgan Chase Bank, N.A.",
            "Société Générale",
            "zurcher kantonalbank",
            "Bank of America Corporation",
        ] {
            assert!(check(json!({"bank_name": bank}), None).is_empty(), "{bank}");
        }
    }

    #[test]
    fn an_unknown_bank_is_medium_without_text_and_high_with_it() {
        let without = check(json!({"bank_name": "Bank of Wakanda"}), None);
        assert_eq!(ids(&without), vec!["metadata.bank_unknown_and_absent"]);
        assert_eq!(without[0].severity, Severity::Medium);
        let with = check(
            json!({"bank_name": "Bank of Wakanda"}),
            Some("Monthly statement, closing balance 1,250.00"),
        );
        assert_eq!(ids(&with), vec!["metadata.bank_unknown_and_absent"]);
        assert_eq!(with[0].severity, Severity::High);
    }

    #[test]
    fn real_banks_of_every_continent_are_known_as_people_write_them() {
        for bank in [
            "State Bank of India",
            "Zenith Bank PLC",
            "Itaú Unibanco",
            "Turkiye Is Bankasi",
            "Sberbank",
            "Kiwibank",
            "Banorte",
            "Commerzbank Aktiengesellschaft",
        ] {
            assert!(check(json!({"bank_name": bank}), None).is_empty(), "{bank}");
        }
    }

    #[test]
    fn known_banks_of_the_config_and_of_the_request_are_known() {
        let name = json!({"bank_name": "Glenwhistle Community Bank"});
        assert_eq!(
            ids(&check(name.clone(), None)),
            vec!["metadata.bank_unknown_and_absent"]
        );
        let mut config = Config::default().metadata;
        config.known_banks = vec!["Glenwhistle Community Bank, N.A.".to_owned()];
        let statement = Statement {
            metadata: name.as_object().cloned().unwrap_or_default(),
            ..Statement::default()
        };
        assert!(
            MetadataRules::new(&config)
                .check(&statement, today())
                .is_empty()
        );
        let statement = Statement {
            known_banks: vec!["GLENWHISTLE COMMUNITY BANK".to_owned()],
            ..statement
        };
        assert!(rules().check(&statement, today()).is_empty());
    }

    #[test]
    fn a_registered_bank_named_without_its_legal_form_in_the_text_passes() {
        assert!(
            check(
                json!({"bank_name": "Zenith Bank PLC"}),
                Some("ZENITH BANK statement of account")
            )
            .is_empty()
        );
        assert_eq!(
            ids(&check(
                json!({"bank_name": "Zenith Bank PLC"}),
                Some("GTBank statement of account")
            )),
            vec!["metadata.bank_not_in_document"]
        );
    }

    #[test]
    fn an_unknown_bank_named_in_the_text_passes() {
        assert!(
            check(
                json!({"bank_name": "Bank of Atlantis"}),
                Some("Welcome to BANK OF ATLANTIS.")
            )
            .is_empty()
        );
    }

    #[test]
    fn a_known_bank_absent_from_the_text_is_medium() {
        let alerts = check(
            json!({"bank_name": "Westpac"}),
            Some("Commonwealth Bank statement"),
        );
        assert_eq!(ids(&alerts), vec!["metadata.bank_not_in_document"]);
        assert!(
            check(
                json!({"bank_name": "Westpac Banking Corporation"}),
                Some("WESTPAC statement")
            )
            .is_empty()
        );
    }

    #[test]
    fn a_credit_union_with_a_direct_visa_account_is_inconsistent() {
        let alerts = check(
            json!({"bank_name": "Teachers Credit Union", "account_type": "Visa Platinum"}),
            Some("Teachers Credit Union"),
        );
        assert_eq!(ids(&alerts), vec!["metadata.institution_mismatch"]);
        assert!(
            check(
                json!({"bank_name": "Teachers Credit Union", "account_type": "Share Savings"}),
                Some("Teachers Credit Union")
            )
            .is_empty()
        );
    }

    #[test]
    fn a_checking_account_with_a_credit_limit_is_inconsistent() {
        let alerts = check(
            json!({"bank_name": "Chase", "account_type": "Total Checking", "credit_limit": 5000}),
            None,
        );
        assert_eq!(ids(&alerts), vec!["metadata.institution_mismatch"]);
        assert!(
            check(
                json!({"bank_name": "Chase", "account_type": "Total Checking"}),
                None
            )
            .is_empty()
        );
    }

    #[test]
    fn suspicious_phrases_are_found_in_any_string_field() {
        let alerts = check(
            json!({"account_holder": "[INSERT HOLDER]", "notes": {"x": "Lorem ipsum"}}),
            None,
        );
        let paths: Vec<_> = alerts.iter().map(|a| a.path.as_str()).collect();
        assert_eq!(paths, vec!["/metadata/account_holder", "/metadata/notes/x"]);
    }

    #[test]
    fn overlapping_phrases_each_alert_once_in_configured_order() {
        let mut config = Config::default().metadata;
        config.suspicious_patterns = ["ipsum", "", "Lorem Ipsum", "TODO"]
            .map(str::to_owned)
            .to_vec();
        let statement = Statement {
            metadata: json!({"notes": "todo: lorem IPSUM, lorem ipsum again"})
                .as_object()
                .cloned()
                .unwrap_or_default(),
            ..Statement::default()
        };
        let detected: Vec<_> = MetadataRules::new(&config)
            .check(&statement, today())
            .iter()
            .map(|a| a.detected_value.clone())
            .collect();
        assert_eq!(
            detected,
            vec![json!("ipsum"), json!("Lorem Ipsum"), json!("TODO")]
        );
    }

    #[test]
    fn a_read_field_holding_no_string_is_the_wrong_type_and_read_by_no_other_rule() {
        let alerts = check(
            json!({"account_number": 123_456_789_012_345_678_u64, "bank_name": ["Westpac"],
                   "start_date": true, "account_type": {"kind": "x"}, "end_date": null,
                   "account_holder": 42}),
            None,
        );
        assert_eq!(ids(&alerts), vec!["metadata.wrong_type"; 4]);
        let account = alerts
            .iter()
            .find(|a| a.path == "/metadata/account_number")
            .map(|a| a.detected_value.clone());
        assert_eq!(account, Some(json!("****5678")));
        let bank = alerts.iter().find(|a| a.path == "/metadata/bank_name");
        assert_eq!(bank.map(|a| a.detected_value.clone()), Some(json!("array")));
    }

    #[test]
    fn page_ranges_must_be_ordered_and_positive() {
        let run = |range: Value| {
            let statement = Statement {
                page_range: Some(range),
                ..Statement::default()
            };
            ids(&rules().check(&statement, today()))
        };
        assert!(run(json!([1, 5])).is_empty());
        assert_eq!(run(json!([5, 2])), vec!["metadata.page_range_invalid"]);
        assert_eq!(run(json!([0, 2])), vec!["metadata.page_range_invalid"]);
        assert_eq!(run(json!("1-5")), vec!["metadata.page_range_invalid"]);
    }

    #[test]
    fn a_spent_budget_stops_the_rules_before_the_first() {
        let metadata: Map<String, Value> = (0..100)
            .map(|i| (format!("d{i}_date"), json!("2035-01-01")))
            .collect();
        let statement = Statement {
            metadata,
            ..Statement::default()
        };
        assert!(rules().check(&statement, today()).len() >= 100);
        assert!(
            rules()
                .check_within(&statement, today(), &Budget::spent())
                .is_empty()
        );
    }

    /// Field text around placeholder phrases, with letters whose lower case is longer or
    /// shorter (`İ`, `ẞ`), accents, combining marks, emoji and CJK.
    const FIELD_WORDS: &[&str] = &[
        "Lorem Ipsum",
        "LOREM IPSUM",
        "Statement Period Unknown",
        "[INSERT",
        "İstanbul",
        "ẞ",
        "Zürich",
        "🎉",
        "東京",
        "cafe\u{301}",
        "Westpac",
        "Ⅻ",
        "ǅ",
    ];

    proptest::proptest! {
        #[test]
        fn a_placeholder_phrase_s_span_covers_the_phrase_in_its_field(
            words in proptest::collection::vec(proptest::sample::select(FIELD_WORDS), 1..16)
        ) {
            let holder = words.join(" ");
            let alerts = check(json!({"account_holder": holder}), None);
            for alert in alerts.iter().filter(|a| a.rule == SUSPICIOUS_TEXT.id) {
                let span = alert.span.as_ref().unwrap();
                proptest::prop_assert_eq!(span.path.as_str(), "/metadata/account_holder");
                let covered: String = holder.chars().skip(span.start).take(span.end - span.start).collect();
                proptest::prop_assert_eq!(
                    Value::String(covered.to_lowercase()),
                    alert.detected_value.clone()
                );
            }
        }

        #[test]
        fn an_account_alert_s_span_covers_the_account_as_written(
            lead in "[ \u{a0}]{0,2}",
            digits in "[0-9 -]{1,24}",
            trail in "[ \u{3000}]{0,2}",
        ) {
            let account = format!("{lead}{digits}{trail}");
            let alerts = check(json!({"account_number": account}), Some("no number here"));
            for alert in alerts.iter().filter(|a| a.path == "/metadata/account_number") {
                let span = alert.span.as_ref().unwrap();
                let covered: String = account.chars().skip(span.start).take(span.end - span.start).collect();
                proptest::prop_assert_eq!(covered.as_str(), account.trim());
                if alert.rule != ACCOUNT_LENGTH.id {
                    proptest::prop_assert_eq!(
                        Value::String(accounts::mask(&covered)),
                        alert.detected_value.clone()
                    );
                }
            }
        }
    }
}
