//! Values an LLM rewrote (dates to ISO, prices, emails, names, phones): did it keep their meaning?
//! A confidence gate first, then a semantic check per kind. Dates accept only a reading the old
//! value really has, so the usual digit-overlap heuristic's blind spots (`Jan 12, 1980 ->
//! 1980-01-01`) are rejected.

use std::borrow::Cow;
use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::text::amounts::AmountScanner;
use super::text::dates::DateScanner;
use super::text::{Scanners, names};
use super::{Alert, Rule, pointer};

const ENDPOINT: &str = "/validate/transformations";

rule!(
    LOW_CONFIDENCE,
    "transform.low_confidence",
    LowConfidence,
    Medium,
    "The transformation's confidence is below min_confidence."
);
rule!(
    SEMANTIC_MISMATCH,
    "transform.semantic_mismatch",
    SemanticMismatch,
    High,
    "The new value means something else than the old one."
);
rule!(
    INVALID_OUTPUT,
    "transform.invalid_output",
    SemanticMismatch,
    High,
    "The new value is not a valid value of its kind (2023-02-29, bob@)."
);

rule!(
    UNVERIFIED_DATE,
    "transform.unverified_date",
    SemanticMismatch,
    Medium,
    "The old value cannot be read as a date, so the rewrite cannot be verified (date_fallback = \"unverified\", the default)."
);

/// Every rule of this family.
pub const RULES: &[Rule] = &[
    LOW_CONFIDENCE,
    SEMANTIC_MISMATCH,
    INVALID_OUTPUT,
    UNVERIFIED_DATE,
];

/// What a date check does when the old value cannot be read as a date.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DateFallback {
    /// Not accepted: `reason: "unverified"`, `method: "unreadable"` (the default).
    #[default]
    Unverified,
    /// The original design's check: accepted when the digit sets overlap (Jaccard >= 0.5).
    DigitOverlap,
}

/// Settings of the transformations family.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransformConfig {
    /// Items with a lower confidence are rejected (absent confidence counts as 1.0).
    pub min_confidence: f64,
    /// Allowed price difference, as a fraction of the old amount (0 = exact to the cent).
    pub price_tolerance: f64,
    /// Longest NDJSON line, in bytes.
    pub max_line_bytes: usize,
    /// What a date check does when the old value cannot be read as a date.
    #[serde(default)]
    pub date_fallback: DateFallback,
}

/// What a value is, which decides its semantic check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A calendar date.
    Date,
    /// An email address.
    Email,
    /// An amount of money.
    Price,
    /// A person's name.
    Name,
    /// A phone number.
    Phone,
    /// A number.
    Number,
    /// Anything else: no semantic check.
    Text,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Self; 7] = [
        Self::Date,
        Self::Email,
        Self::Price,
        Self::Name,
        Self::Phone,
        Self::Number,
        Self::Text,
    ];

    /// The lower-case name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Date => "date",
            Self::Email => "email",
            Self::Price => "price",
            Self::Name => "name",
            Self::Phone => "phone",
            Self::Number => "number",
            Self::Text => "text",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|k| k.as_str().eq_ignore_ascii_case(s.trim()))
    }

    /// The kind a field name implies: `dob`, `*_date` -> date; `*email*`; `price`, `amount`,
    /// `cost` -> price; `*name*`; `*phone*`; else text.
    #[must_use]
    pub fn infer(field: &str) -> Self {
        let f = field.to_ascii_lowercase();
        if f == "dob"
            || f == "date"
            || f.ends_with("_date")
            || f.ends_with("date_of_birth")
            || f == "birthdate"
        {
            Self::Date
        } else if f.contains("email") || f.contains("e_mail") {
            Self::Email
        } else if ["price", "amount", "cost", "total", "fee"]
            .iter()
            .any(|w| f.contains(w))
        {
            Self::Price
        } else if f.contains("phone") || f.contains("mobile") || f == "tel" {
            Self::Phone
        } else if f.contains("name") {
            Self::Name
        } else {
            Self::Text
        }
    }
}

/// Why an item was accepted or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Accepted.
    Ok,
    /// Confidence below the minimum.
    LowConfidence,
    /// The new value means something else.
    SemanticMismatch,
    /// The new value is not a valid value of its kind.
    InvalidOutput,
    /// The item itself is unreadable (not an object, bad JSON line): no alert.
    InvalidInput,
    /// The old value cannot be read as a date, so the rewrite cannot be verified.
    Unverified,
}

impl Reason {
    /// The snake_case name (a metrics label).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Ok => "ok",
            Self::LowConfidence => "low_confidence",
            Self::SemanticMismatch => "semantic_mismatch",
            Self::InvalidOutput => "invalid_output",
            Self::InvalidInput => "invalid_input",
            Self::Unverified => "unverified",
        }
    }
}

/// The verdict on one transformation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ItemResult {
    /// 0-based position in the input.
    pub index: usize,
    /// The caller's record id, echoed.
    pub record_id: Value,
    /// The kind checked (`null` for unreadable input).
    pub kind: Option<Kind>,
    /// Whether the pipeline may use the new value.
    pub accepted: bool,
    /// Why.
    pub reason: Reason,
    /// How it was decided (`calendar`, `digit_overlap`, `exact`, `tokens`, …).
    pub method: &'static str,
    /// For a person.
    pub detail: String,
}

impl ItemResult {
    /// Appends the result as one JSON line, the bytes `serde_json::to_writer` writes followed by
    /// `\n`, without going through the serializer's field machinery. Linear in its length.
    pub fn write_line(&self, out: &mut Vec<u8>) {
        self.write_json(out);
        out.push(b'\n');
    }

    /// Appends the result as JSON, the bytes `serde_json::to_writer` writes, without going
    /// through the serializer's field machinery. Linear in its length.
    pub fn write_json(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(b"{\"index\":");
        let _ = serde_json::to_writer(&mut *out, &self.index);
        out.extend_from_slice(b",\"record_id\":");
        let _ = serde_json::to_writer(&mut *out, &self.record_id);
        out.extend_from_slice(b",\"kind\":");
        match self.kind {
            Some(kind) => {
                out.push(b'"');
                out.extend_from_slice(kind.as_str().as_bytes());
                out.push(b'"');
            }
            None => out.extend_from_slice(b"null"),
        }
        let accepted: &[u8] = if self.accepted {
            b",\"accepted\":true,\"reason\":\""
        } else {
            b",\"accepted\":false,\"reason\":\""
        };
        out.extend_from_slice(accepted);
        out.extend_from_slice(self.reason.as_str().as_bytes());
        out.extend_from_slice(b"\",\"method\":");
        let _ = serde_json::to_writer(&mut *out, self.method);
        out.extend_from_slice(b",\"detail\":");
        let _ = serde_json::to_writer(&mut *out, &self.detail);
        out.push(b'}');
    }
}

/// Counts over a batch or a stream.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Totals {
    /// Items seen.
    pub total: u64,
    /// Items accepted.
    pub accepted: u64,
    /// Rejected by the confidence gate.
    pub rejected_confidence: u64,
    /// Rejected by the semantic check (invalid outputs included).
    pub rejected_semantics: u64,
    /// Date rewrites whose old value cannot be read as a date (`date_fallback = "unverified"`).
    pub unverified: u64,
    /// Unreadable items.
    pub invalid_input: u64,
    /// `accepted / total`, `null` when there are none.
    pub acceptance_rate: Option<f64>,
}

impl Totals {
    /// Counts one result.
    pub fn add(&mut self, result: &ItemResult) {
        self.total += 1;
        match result.reason {
            Reason::Ok => self.accepted += 1,
            Reason::LowConfidence => self.rejected_confidence += 1,
            Reason::SemanticMismatch | Reason::InvalidOutput => self.rejected_semantics += 1,
            Reason::InvalidInput => self.invalid_input += 1,
            Reason::Unverified => self.unverified += 1,
        }
        #[allow(clippy::cast_precision_loss)] // a rate; exact counts are beside it
        let rate = self.accepted as f64 / self.total as f64;
        self.acceptance_rate = Some(rate);
    }
}

/// Per-request settings (defaults from config).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    /// The confidence gate.
    pub min_confidence: f64,
    /// Allowed price difference as a fraction of the old amount.
    pub price_tolerance: f64,
    /// The year two-digit years are resolved against.
    pub current_year: i32,
    /// What a date check does with an unreadable old value.
    pub date_fallback: DateFallback,
}

/// The transformation rules compiled once.
#[derive(Debug, Clone)]
pub struct TransformRules {
    config: TransformConfig,
    dates: DateScanner,
    amounts: AmountScanner,
}

/// A string value as it is, a number as JSON writes it; nothing else is a value to compare.
fn text_of(value: Option<&Value>) -> Option<Cow<'_, str>> {
    match value? {
        Value::String(s) => Some(Cow::Borrowed(s)),
        Value::Number(n) => Some(Cow::Owned(n.to_string())),
        _ => None,
    }
}

fn outcome(reason: Reason, method: &'static str, detail: String) -> (Reason, &'static str, String) {
    (reason, method, detail)
}

const CONFIDENCE_RANGE: &str = "confidence must be a number from 0 to 1";

fn invalid(index: usize, record_id: Value, detail: &str) -> ItemResult {
    ItemResult {
        index,
        record_id,
        kind: None,
        accepted: false,
        reason: Reason::InvalidInput,
        method: "none",
        detail: detail.to_owned(),
    }
}

/// Appends `value` as `{value:?}` writes it, without the formatter for the usual printable ASCII
/// value. Linear in its length.
fn push_debug(out: &mut String, value: &str) {
    if value
        .bytes()
        .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
    {
        out.push('"');
        out.push_str(value);
        out.push('"');
    } else {
        use std::fmt::Write as _;
        let _ = write!(out, "{value:?}");
    }
}

/// The fields of one JSON object, as [`TransformRules::check_parts`] takes them: what
/// [`TransformRules::check_item`] reads from the object, borrowed from wherever it was decoded.
#[derive(Debug, Clone, PartialEq)]
pub struct Parts<'a> {
    /// The caller's record id (`null` when absent).
    pub record_id: Value,
    /// `old_value` as text (a string, or a number as JSON writes it); `None` when absent or of
    /// another type.
    pub old: Option<&'a str>,
    /// `new_value`, as `old`.
    pub new: Option<&'a str>,
    /// `kind`, when a string.
    pub kind: Option<&'a str>,
    /// `field`, when a string.
    pub field: Option<&'a str>,
    /// `confidence` as sent, when present.
    pub confidence: Option<&'a Value>,
}

/// The fields of one transformation, borrowed from wherever it was decoded.
#[derive(Debug, Clone, PartialEq)]
pub struct Fields<'a> {
    /// The caller's record id (`null` when absent).
    pub record_id: Value,
    /// The value before.
    pub old: &'a str,
    /// The value the LLM wrote.
    pub new: &'a str,
    /// The declared kind, if a string.
    pub kind: Option<&'a str>,
    /// The field's name (empty when absent).
    pub field: &'a str,
    /// The confidence, if a number (absent and `null` count as 1.0).
    pub confidence: Option<f64>,
}

impl TransformRules {
    /// Compiles the configuration.
    #[must_use]
    pub fn new(config: &TransformConfig) -> Self {
        Self::with_scanners(config, &Scanners::new())
    }

    /// Compiles the configuration around already compiled shared scanners.
    #[must_use]
    pub fn with_scanners(config: &TransformConfig, scanners: &Scanners) -> Self {
        Self {
            config: config.clone(),
            dates: scanners.dates.clone(),
            amounts: scanners.amounts.clone(),
        }
    }

    /// The configured defaults.
    #[must_use]
    pub fn config(&self) -> &TransformConfig {
        &self.config
    }

    /// Judges one item (any JSON) at `index`.
    #[must_use]
    pub fn check_item(&self, index: usize, item: &Value, thresholds: &Thresholds) -> ItemResult {
        let record_id = item.get("record_id").cloned().unwrap_or(Value::Null);
        let Some(object) = item.as_object() else {
            return invalid(index, record_id, "the item is not an object");
        };
        let (old, new) = (
            text_of(object.get("old_value")),
            text_of(object.get("new_value")),
        );
        self.check_parts(
            index,
            Parts {
                record_id,
                old: old.as_deref(),
                new: new.as_deref(),
                kind: object.get("kind").and_then(Value::as_str),
                field: object.get("field").and_then(Value::as_str),
                confidence: object.get("confidence"),
            },
            thresholds,
        )
    }

    /// Judges one object read field by field (a batch item decoded without a JSON tree): the same
    /// verdict [`Self::check_item`] gives the object these parts come from.
    #[must_use]
    pub fn check_parts(
        &self,
        index: usize,
        parts: Parts<'_>,
        thresholds: &Thresholds,
    ) -> ItemResult {
        let Parts {
            record_id,
            old,
            new,
            kind,
            field,
            confidence,
        } = parts;
        let (Some(old), Some(new)) = (old, new) else {
            return invalid(
                index,
                record_id,
                "old_value and new_value must be strings or numbers",
            );
        };
        let confidence = match confidence {
            None | Some(Value::Null) => None,
            Some(c) => match c.as_f64() {
                Some(c) => Some(c),
                None => return invalid(index, record_id, CONFIDENCE_RANGE),
            },
        };
        self.check_fields(
            index,
            Fields {
                record_id,
                old,
                new,
                kind,
                field: field.unwrap_or_default(),
                confidence,
            },
            thresholds,
        )
    }

    /// Judges one item already taken apart (a streamed line decoded without a JSON tree): the
    /// same verdict [`Self::check_item`] gives the object these fields come from.
    #[must_use]
    pub fn check_fields(
        &self,
        index: usize,
        fields: Fields<'_>,
        thresholds: &Thresholds,
    ) -> ItemResult {
        let Fields {
            record_id,
            old,
            new,
            kind,
            field,
            confidence,
        } = fields;
        let kind = kind
            .and_then(Kind::parse)
            .unwrap_or_else(|| Kind::infer(field));
        // A JSON batch answers an out-of-range confidence with a 422; a streamed line, which
        // cannot, is an invalid item.
        let confidence = match confidence {
            None => 1.0,
            Some(c) if (0.0..=1.0).contains(&c) => c,
            Some(_) => return invalid(index, record_id, CONFIDENCE_RANGE),
        };
        let (reason, method, detail) = if confidence < thresholds.min_confidence {
            outcome(
                Reason::LowConfidence,
                "confidence",
                format!(
                    "confidence {confidence} is below {}",
                    thresholds.min_confidence
                ),
            )
        } else {
            match kind {
                Kind::Date => self.check_date(old, new, thresholds),
                Kind::Email => check_email(old, new),
                Kind::Price => self.check_price(old, new, thresholds.price_tolerance),
                Kind::Name => check_name(old, new),
                Kind::Phone => check_phone(old, new),
                Kind::Number => check_number(old, new),
                Kind::Text => outcome(Reason::Ok, "none", "no semantic check for text".to_owned()),
            }
        };
        ItemResult {
            index,
            record_id,
            kind: Some(kind),
            accepted: reason == Reason::Ok,
            reason,
            method,
            detail,
        }
    }

    fn check_date(
        &self,
        old: &str,
        new: &str,
        thresholds: &Thresholds,
    ) -> (Reason, &'static str, String) {
        let current_year = thresholds.current_year;
        let Some(new_readings) = self.dates.readings(new, current_year) else {
            return outcome(
                Reason::InvalidOutput,
                "calendar",
                format!("{new:?} is not a date"),
            );
        };
        if new_readings.is_empty() {
            return outcome(
                Reason::InvalidOutput,
                "calendar",
                format!("{new:?} is not a real calendar day"),
            );
        }
        match self.dates.readings(old, current_year) {
            Some(old_readings) if !old_readings.is_empty() => {
                if new_readings.iter().any(|d| old_readings.contains(d)) {
                    let mut detail = String::with_capacity(old.len() + new.len() + 21);
                    push_debug(&mut detail, new);
                    detail.push_str(" is a reading of ");
                    push_debug(&mut detail, old);
                    outcome(Reason::Ok, "calendar", detail)
                } else {
                    let shown: Vec<String> = old_readings.iter().map(ToString::to_string).collect();
                    outcome(
                        Reason::SemanticMismatch,
                        "calendar",
                        format!("{old:?} can only mean {}", shown.join(" or ")),
                    )
                }
            }
            Some(_) => outcome(
                Reason::SemanticMismatch,
                "calendar",
                format!("{old:?} names no real day, so no date means the same"),
            ),
            None if thresholds.date_fallback == DateFallback::Unverified => outcome(
                Reason::Unverified,
                "unreadable",
                format!("{old:?} cannot be read as a date, so the rewrite cannot be verified"),
            ),
            None => {
                // Unreadable old value: the declared fallback, digit-set overlap.
                let digits = |s: &str| {
                    s.chars()
                        .filter(char::is_ascii_digit)
                        .collect::<BTreeSet<char>>()
                };
                let (a, b) = (digits(old), digits(new));
                let union = a.union(&b).count();
                #[allow(clippy::cast_precision_loss)] // at most 10 digits
                let jaccard = if union == 0 {
                    0.0
                } else {
                    a.intersection(&b).count() as f64 / union as f64
                };
                let reason = if jaccard >= 0.5 {
                    Reason::Ok
                } else {
                    Reason::SemanticMismatch
                };
                outcome(
                    reason,
                    "digit_overlap",
                    format!("{old:?} is not a readable date; digit overlap {jaccard:.2}"),
                )
            }
        }
    }

    fn check_price(&self, old: &str, new: &str, tolerance: f64) -> (Reason, &'static str, String) {
        let Some(new_amount) = self.amounts.parse_one(new) else {
            return outcome(
                Reason::InvalidOutput,
                "amount",
                format!("{new:?} is not an amount"),
            );
        };
        let Some(old_amount) = self.amounts.parse_one(old) else {
            return outcome(
                Reason::SemanticMismatch,
                "amount",
                format!("{old:?} is not an amount"),
            );
        };
        if let (Some(a), Some(b)) = (old_amount.currency, new_amount.currency) {
            if a != b {
                return outcome(
                    Reason::SemanticMismatch,
                    "amount",
                    format!("the currency changed from {a} to {b}"),
                );
            }
        }
        let difference = (old_amount.cents - new_amount.cents).unsigned_abs();
        #[allow(
            clippy::cast_precision_loss,
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss
        )] // cents of real prices
        let allowed = (old_amount.cents.unsigned_abs() as f64 * tolerance).floor() as u64;
        if difference <= allowed {
            outcome(
                Reason::Ok,
                "amount",
                format!("same amount ({} cents)", new_amount.cents),
            )
        } else {
            outcome(
                Reason::SemanticMismatch,
                "amount",
                format!(
                    "{} cents became {} cents",
                    old_amount.cents, new_amount.cents
                ),
            )
        }
    }
}

fn valid_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !s.chars().any(|c| c.is_whitespace() || c.is_control())
}

fn check_email(old: &str, new: &str) -> (Reason, &'static str, String) {
    let (old, new) = (old.trim().to_lowercase(), new.trim().to_lowercase());
    if !valid_email(&new) {
        return outcome(
            Reason::InvalidOutput,
            "exact",
            format!("{new:?} is not an email address"),
        );
    }
    if old == new {
        outcome(
            Reason::Ok,
            "exact",
            "same address, ignoring case".to_owned(),
        )
    } else {
        outcome(
            Reason::SemanticMismatch,
            "exact",
            "a different address".to_owned(),
        )
    }
}

fn check_name(old: &str, new: &str) -> (Reason, &'static str, String) {
    let tokens = |s: &str| {
        let mut t: Vec<String> = names::normalize(s)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        t.sort();
        t
    };
    let new_tokens = tokens(new);
    if new_tokens.is_empty() {
        return outcome(
            Reason::InvalidOutput,
            "tokens",
            "the new name is empty".to_owned(),
        );
    }
    if tokens(old) == new_tokens {
        outcome(Reason::Ok, "tokens", "the same name tokens".to_owned())
    } else {
        outcome(
            Reason::SemanticMismatch,
            "tokens",
            "different name tokens".to_owned(),
        )
    }
}

fn check_phone(old: &str, new: &str) -> (Reason, &'static str, String) {
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    let (old_digits, new_digits) = (digits(old), digits(new));
    if new_digits.len() < 4 || new.chars().any(char::is_alphabetic) {
        return outcome(
            Reason::InvalidOutput,
            "digits",
            format!("{new:?} is not a phone number"),
        );
    }
    let national = old_digits.trim_start_matches('0');
    let added_country_code = new_digits.len() > national.len()
        && new_digits.len() - national.len() <= 3
        && new_digits.ends_with(national)
        && !national.is_empty();
    if old_digits == new_digits || added_country_code {
        outcome(Reason::Ok, "digits", "the same digits".to_owned())
    } else {
        outcome(
            Reason::SemanticMismatch,
            "digits",
            "different digits".to_owned(),
        )
    }
}

/// A number as written (`1,234.5`, `1'234,5`, `1234.50`), or `None`.
fn parse_number(s: &str) -> Option<f64> {
    let cleaned: String = s
        .trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '\'' | '’' | '_' | '\u{a0}'))
        .collect();
    let last_dot = cleaned.rfind('.');
    let last_comma = cleaned.rfind(',');
    let normalized = match (last_dot, last_comma) {
        (Some(d), Some(c)) if c > d => cleaned.replace('.', "").replace(',', "."),
        (Some(_), Some(_)) => cleaned.replace(',', ""),
        (None, Some(c))
            if cleaned.len() - c - 1 == 3
                && cleaned.matches(',').count() >= 1
                && !cleaned.starts_with('0') =>
        {
            cleaned.replace(',', "")
        }
        (None, Some(_)) => cleaned.replace(',', "."),
        _ => cleaned,
    };
    normalized.parse::<f64>().ok().filter(|v| v.is_finite())
}

fn check_number(old: &str, new: &str) -> (Reason, &'static str, String) {
    let Some(b) = parse_number(new) else {
        return outcome(
            Reason::InvalidOutput,
            "value",
            format!("{new:?} is not a number"),
        );
    };
    let Some(a) = parse_number(old) else {
        return outcome(
            Reason::SemanticMismatch,
            "value",
            format!("{old:?} is not a number"),
        );
    };
    if (a - b).abs() <= 1e-9 * a.abs().max(1.0) {
        outcome(Reason::Ok, "value", "the same value".to_owned())
    } else {
        outcome(Reason::SemanticMismatch, "value", format!("{a} became {b}"))
    }
}

/// The alert for a rejected result (none for accepted or unreadable items): what the value became,
/// against what it was.
#[must_use]
pub fn alert_for(result: &ItemResult, item: &Value) -> Option<Alert> {
    alert_with(
        result,
        || item.get("new_value").cloned().unwrap_or(Value::Null),
        || item.get("old_value").cloned().unwrap_or(Value::Null),
    )
}

/// [`alert_for`] with the item's `new_value` and `old_value` (`null` when absent) given by
/// `detected` and `expected`, which are called only when there is an alert.
#[must_use]
pub fn alert_with(
    result: &ItemResult,
    detected: impl FnOnce() -> Value,
    expected: impl FnOnce() -> Value,
) -> Option<Alert> {
    let rule = match result.reason {
        Reason::LowConfidence => &LOW_CONFIDENCE,
        Reason::SemanticMismatch => &SEMANTIC_MISMATCH,
        Reason::InvalidOutput => &INVALID_OUTPUT,
        Reason::Unverified => &UNVERIFIED_DATE,
        Reason::Ok | Reason::InvalidInput => return None,
    };
    Some(
        Alert::new(
            rule,
            pointer(["transformations".to_owned(), result.index.to_string()]),
            result.detail.clone(),
        )
        .detected(detected())
        .expected(expected())
        .with("method", result.method),
    )
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod quality;

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use chrono::{Datelike, NaiveDate};
    use proptest::prelude::*;
    use serde_json::json;

    /// Built once: compiling the rules for every proptest case made this module's tests the
    /// slowest part of `cargo test`.
    fn rules() -> &'static TransformRules {
        static RULES: std::sync::LazyLock<TransformRules> =
            std::sync::LazyLock::new(|| TransformRules::new(&Config::default().transform));
        &RULES
    }

    static SCANNERS: std::sync::LazyLock<Scanners> = std::sync::LazyLock::new(Scanners::new);

    const T: Thresholds = Thresholds {
        min_confidence: 0.7,
        price_tolerance: 0.0,
        current_year: 2026,
        date_fallback: DateFallback::Unverified,
    };

    fn reason(kind: &str, old: &str, new: &str) -> Reason {
        rules()
            .check_item(
                0,
                &json!({"kind": kind, "old_value": old, "new_value": new}),
                &T,
            )
            .reason
    }

    #[test]
    fn date_cases() {
        use Reason::{InvalidOutput as Bad, Ok, SemanticMismatch as No, Unverified};
        let cases: &[(&str, &str, Reason)] = &[
            ("Jan 12, 1980", "1980-01-12", Ok),
            ("Jan 12, 1980", "1980-01-01", No),
            ("Mar 3, 1990", "2025-03-03", No),
            ("Mar 3, 1990", "1990-03-03", Ok),
            ("01-02-1975", "1975-01-02", Ok),
            ("01-02-1975", "1975-02-01", Ok),
            ("01-02-1975", "1975-02-02", No),
            ("5-Dec-75", "1975-12-05", Ok),
            ("5-Dec-75", "2075-12-05", No),
            ("Dec 5, 1975", "1975-12-05", Ok),
            ("12/05/75", "1975-05-12", Ok),
            ("12/05/75", "1975-12-05", Ok),
            ("12/05/75", "1975-05-05", No),
            ("25/12/2025", "2025-12-25", Ok),
            ("25/12/25", "2025-12-25", Ok),
            ("30/01/30", "1930-01-30", Ok),
            ("30/01/30", "2030-01-30", No),
            ("12. Januar 1980", "1980-01-12", Ok),
            ("12 janvier 1980", "1980-01-12", Ok),
            ("12 gennaio 1980", "1980-01-12", Ok),
            ("3. März 2024", "2024-03-03", Ok),
            ("1er août 2024", "2024-08-01", Ok),
            ("Wed, 31 Jan 2024", "2024-01-31", Ok),
            ("January 31st, 2024", "2024-01-31", Ok),
            ("31st of January 2024", "2024-01-31", Ok),
            ("2024-02-29", "2024-02-29", Ok),
            ("29/02/2024", "2024-02-29", Ok),
            ("2023-02-28", "2023-02-29", Bad),
            ("2024-02-30", "2024-02-30", Bad),
            ("Jan 12, 1980", "1980-13-01", Bad),
            ("Jan 12, 1980", "yesterday", Bad),
            ("1980-01-12", "12/01/1980", Ok),
            ("1980-01-12", "01/12/1980", Ok),
            ("1980-01-12", "Jan 12, 1980", Ok),
            ("1980-01-12", "12 Jan 1980", Ok),
            ("1980-01-12", "1980-01-12T00:00:00Z", Ok),
            ("19800112", "1980-01-12", Ok),
            ("12.01.1980", "1980-01-12", Ok),
            ("12.01.1980", "1980-12-01", Ok),
            ("12.01.1980", "1980-12-12", No),
            ("Jul 4, 1776", "1776-07-04", Ok),
            ("Jul 4, 1776", "1976-07-04", No),
            ("Feb 29, 2000", "2000-02-29", Ok),
            ("Feb 29, 1900", "1900-02-29", Bad),
            ("31/04/2024", "2024-04-30", No),
            ("June 1, 2024", "2024-01-06", No),
            ("1 June 2024", "2024-06-01", Ok),
            ("Sept 9, 2009", "2009-09-09", Ok),
            ("9 Sep 2009", "2009-09-09", Ok),
            ("10/11/12", "2012-11-10", Ok),
            ("10/11/12", "2012-10-11", Ok),
            ("10/11/12", "2010-11-12", No),
            ("31/12/1999", "1999-12-31", Ok),
            ("12/31/1999", "1999-12-31", Ok),
            ("31/12/1999", "2000-01-01", No),
            ("01/01/2000", "2000-01-01", Ok),
            ("1 janvier 2000", "2000-01-01", Ok),
            ("1. Januar 2000", "2000-01-01", Ok),
            ("1 gennaio 2000", "2000-01-01", Ok),
            ("1er janvier 2000", "1999-01-01", No),
            ("15. März 1985", "1985-03-15", Ok),
            ("15 mars 1985", "1985-03-15", Ok),
            ("15 marzo 1985", "1985-03-15", Ok),
            ("15 Mar 1985", "1985-05-15", No),
            ("15-Mar-85", "1985-03-15", Ok),
            ("15-Mar-85", "2085-03-15", No),
            ("15-Mar-25", "2025-03-15", Ok),
            ("15-Mar-27", "1927-03-15", Ok),
            ("2024-12-25", "25.12.2024", Ok),
            ("2024-12-25", "2024-12-24", No),
            ("Christmas 2024", "2024-12-25", Unverified),
            ("24 de Janeiro de 2014", "2014-01-24", Ok),
            ("24 de Janeiro de 2014", "2014-02-24", No),
            ("2 de Enero de 2013", "2012-12-02", No),
            ("2016年3月20日", "2016-04-20", No),
            ("2016年3月20日", "2016-03-20", Ok),
            ("Fri, 09 Sep 2005 13:51:39 -0700", "2005-09-08", No),
            ("Fri, 09 Sep 2005 13:51:39 -0700", "2005-09-09", Ok),
            ("12/05/75 10:00", "1975-12-05", Ok),
            ("18092017", "2017-09-18", Ok),
            ("11012015", "2015-11-01", Ok),
            ("१७ अक्टूबर २०१८", "2018-10-17", Ok),
            ("²⁹/⁰⁵/²⁰¹⁵", "2015-05-29", Ok),
            ("14-09-1432 هـ", "1432-09-14", Unverified),
            ("45/99/1975", "1975-01-01", No),
            ("2024/12/25", "2024-12-25", Ok),
            ("2024.12.25", "2024-12-25", Ok),
            ("20241225", "2024-12-25", Ok),
            ("20241225", "2024-12-52", Bad),
            ("Dec 25th, 2024", "2024-12-25", Ok),
            ("25th December 2024", "2024-12-25", Ok),
            ("Wednesday, 25 December 2024", "2024-12-25", Ok),
            ("décembre 25, 2024", "2024-12-25", Ok),
            ("29 février 2024", "2024-02-29", Ok),
            ("29. Februar 2023", "2023-03-01", No),
            ("30 febbraio 2024", "2024-02-29", No),
            ("0/0/2020", "2020-01-01", No),
        ];
        for (old, new, expected) in cases {
            assert_eq!(reason("date", old, new), *expected, "{old} -> {new}");
        }
        assert!(cases.len() >= 80, "{} cases", cases.len());
    }

    #[test]
    fn an_unreadable_old_date_is_unverified_and_alerts_with_its_own_rule() {
        let item = json!({"field": "dob", "old_value": "born 1980ish", "new_value": "1980-01-01"});
        let result = rules().check_item(0, &item, &T);
        assert_eq!(result.method, "unreadable");
        assert_eq!(result.reason, Reason::Unverified);
        assert!(!result.accepted);
        let alert = alert_for(&result, &item).unwrap();
        assert_eq!(alert.rule, "transform.unverified_date");
        let mut totals = Totals::default();
        totals.add(&result);
        assert_eq!((totals.unverified, totals.accepted), (1, 0));
    }

    #[test]
    fn the_digit_overlap_fallback_is_there_for_those_who_ask() {
        let overlap = Thresholds {
            date_fallback: DateFallback::DigitOverlap,
            ..T
        };
        let item = json!({"field": "dob", "old_value": "born 1980ish", "new_value": "1980-01-01"});
        let result = rules().check_item(0, &item, &overlap);
        assert_eq!(result.method, "digit_overlap");
        assert_eq!(result.reason, Reason::Ok);
    }

    #[test]
    fn other_kinds() {
        use Reason::{InvalidOutput as Bad, Ok, SemanticMismatch as No};
        let cases: &[(&str, &str, &str, Reason)] = &[
            ("email", " Bob@Example.com ", "bob@example.com", Ok),
            ("email", "bob@example.com", "rob@example.com", No),
            ("email", "bob@example.com", "bob@", Bad),
            ("price", "$1,234.50", "1234.50", Ok),
            ("price", "1.234,50 €", "EUR 1234.5", Ok),
            ("price", "USD 1234.5", "$1,234.50", Ok),
            ("price", "$1,234.50", "1234.00", No),
            ("price", "$1,234.50", "EUR 1234.50", No),
            ("price", "$10", "ten", Bad),
            ("name", "DOE, JOHN", "John Doe", Ok),
            ("name", "José Müller", "jose muller", Ok),
            ("name", "John Doe", "Jane Doe", No),
            ("name", "John", " ", Bad),
            ("phone", "044 123 45 67", "+41 44 123 45 67", Ok),
            ("phone", "(555) 123-4567", "555.123.4567", Ok),
            ("phone", "555-123-4567", "555-123-4568", No),
            ("phone", "555-123-4567", "call me", Bad),
            ("number", "1,234.5", "1234.50", Ok),
            ("number", "1'234,5", "1234.5", Ok),
            ("number", "12", "13", No),
            ("number", "12", "twelve", Bad),
            ("text", "anything", "else", Ok),
        ];
        for (kind, old, new, expected) in cases {
            assert_eq!(reason(kind, old, new), *expected, "{kind}: {old} -> {new}");
        }
    }

    #[test]
    fn kinds_are_inferred_from_field_names() {
        for (field, kind) in [
            ("dob", Kind::Date),
            ("start_date", Kind::Date),
            ("work_email", Kind::Email),
            ("unit_price", Kind::Price),
            ("amount", Kind::Price),
            ("last_name", Kind::Name),
            ("mobile_phone", Kind::Phone),
            ("notes", Kind::Text),
        ] {
            assert_eq!(Kind::infer(field), kind, "{field}");
        }
    }

    #[test]
    fn low_confidence_is_rejected_before_the_semantic_check() {
        let item = json!({"record_id": 2, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-12", "confidence": 0.5});
        let result = rules().check_item(3, &item, &T);
        assert_eq!(result.reason, Reason::LowConfidence);
        let alert = alert_for(&result, &item).unwrap();
        assert_eq!(alert.path, "/transformations/3");
        assert_eq!(alert.detected_value, json!("1980-01-12"));
    }

    #[test]
    fn a_confidence_that_is_not_a_probability_makes_the_item_invalid() {
        for confidence in [json!(7), json!(-0.5), json!("high")] {
            let item = json!({"record_id": 2, "field": "dob", "old_value": "Jan 12, 1980",
                "new_value": "1980-01-12", "confidence": confidence});
            let result = rules().check_item(0, &item, &T);
            assert_eq!(result.reason, Reason::InvalidInput, "{confidence}");
        }
    }

    #[test]
    fn unreadable_items_are_invalid_input_without_an_alert() {
        let result = rules().check_item(0, &json!(["x"]), &T);
        assert_eq!(result.reason, Reason::InvalidInput);
        assert!(alert_for(&result, &json!(["x"])).is_none());
    }

    const FORMATS: &[&str] = &[
        "%Y-%m-%d",
        "%d/%m/%Y",
        "%d.%m.%Y",
        "%b %-d, %Y",
        "%B %-d, %Y",
        "%-d %B %Y",
        "%d-%b-%y",
        "%a, %-d %b %Y",
    ];

    #[test]
    fn a_result_line_has_the_bytes_the_serializer_writes() {
        let results = [
            rules().check_item(
                3,
                &json!({"record_id": 7, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-12"}),
                &T,
            ),
            rules().check_item(
                4,
                &json!({"record_id": {"a": [1.5, "x\"y"]}, "kind": "date", "old_value": "12 \u{e9}t\u{e9}\t\"2024\"", "new_value": "2024-02-30"}),
                &T,
            ),
            rules().check_item(5, &json!([1, 2]), &T),
            rules().check_item(
                6,
                &json!({"record_id": "r\u{1}", "field": "price", "old_value": "$1", "new_value": "$2", "confidence": 0.2}),
                &T,
            ),
        ];
        for result in results {
            let mut line = Vec::new();
            result.write_line(&mut line);
            let mut expected = serde_json::to_vec(&result).unwrap();
            expected.push(b'\n');
            assert_eq!(
                String::from_utf8(line).unwrap(),
                String::from_utf8(expected).unwrap()
            );
        }
    }

    #[test]
    fn borrowed_fields_get_the_verdict_of_the_object_they_come_from() {
        let items = [
            json!({"record_id": 1, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01"}),
            json!({"field": "dob", "old_value": "J\u{e4}n 12, 1980", "new_value": "1980-01-12", "confidence": 1}),
            json!({"kind": " Price ", "field": "dob", "old_value": "$5", "new_value": "$5.00", "confidence": 0.69}),
            json!({"field": "email", "old_value": "a@b.c", "new_value": "A@B.C", "confidence": 1.5}),
        ];
        for item in items {
            let text = |key: &str| item.get(key).and_then(Value::as_str);
            let fields = Fields {
                record_id: item.get("record_id").cloned().unwrap_or(Value::Null),
                old: text("old_value").unwrap(),
                new: text("new_value").unwrap(),
                kind: text("kind"),
                field: text("field").unwrap_or_default(),
                confidence: item.get("confidence").and_then(Value::as_f64),
            };
            assert_eq!(
                rules().check_fields(2, fields, &T),
                rules().check_item(2, &item, &T)
            );
        }
    }

    proptest! {
        #[test]
        fn a_value_is_quoted_as_its_debug_form(value in "\\PC{0,40}|[ -~]{0,40}|[\\x00-\\x7f]{0,10}") {
            let mut quoted = String::new();
            push_debug(&mut quoted, &value);
            prop_assert_eq!(quoted, format!("{value:?}"));
        }

        #[test]
        fn a_date_in_any_format_normalised_correctly_is_accepted(days in 0i64..36_524, format in 0usize..8) {
            let date = NaiveDate::from_ymd_opt(1927, 1, 1).unwrap() + chrono::Duration::days(days);
            let old = date.format(FORMATS[format]).to_string();
            let result = rules().check_item(0, &json!({"field": "dob", "old_value": old, "new_value": date.to_string()}), &T);
            prop_assert_eq!(result.reason, Reason::Ok, "{} -> {}", old, date);
        }

        #[test]
        fn changing_the_day_month_or_year_is_rejected(days in 0i64..36_524, format in 0usize..8, which in 0usize..3, delta in 1i32..5) {
            let date = NaiveDate::from_ymd_opt(1927, 1, 1).unwrap() + chrono::Duration::days(days);
            let old = date.format(FORMATS[format]).to_string();
            let changed = match which {
                0 => date.with_day(((date.day0() + delta as u32) % 28) + 1),
                1 => date.with_month(((date.month0() + delta as u32) % 12) + 1),
                _ => date.with_year(date.year() + delta),
            };
            // A change that lands on another reading of an ambiguous old value is not a change.
            if let Some(changed) = changed.filter(|c| *c != date) {
                let readings = SCANNERS.dates.readings(&old, 2026).unwrap_or_default();
                if !readings.contains(&changed) {
                    let result = rules().check_item(0, &json!({"field": "dob", "old_value": old, "new_value": changed.to_string()}), &T);
                    prop_assert_eq!(result.reason, Reason::SemanticMismatch, "{} -> {}", old, changed);
                }
            }
        }
    }
}
