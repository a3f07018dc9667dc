//! The rules engine: pure, synchronous and deterministic.
//!
//! This module owns the shared result model (`Alert`, `Severity`, `AlertType`, `Verdict`, `Policy`,
//! `Report`) and the list of rule families. Every family lives in its own file under `engine/` and
//! returns its findings as data; nothing here does I/O, reads the clock or touches a global.
//! "Now" arrives as an argument (`Today`), so the same request and the same configuration always give
//! the same alerts.

// Panic sources are denied here: no client input may crash the service.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

/// Declares a rule of the calling family: `rule!(NAME, "family.what", AlertType, Severity, "when")`.
/// The family's `ENDPOINT` constant is taken from the calling module.
macro_rules! rule {
    ($name:ident, $id:literal, $ty:ident, $sev:ident, $desc:literal) => {
        #[doc = $desc]
        pub const $name: $crate::engine::Rule = $crate::engine::Rule {
            id: $id,
            alert_type: $crate::engine::AlertType::$ty,
            severity: $crate::engine::Severity::$sev,
            endpoint: ENDPOINT,
            description: $desc,
        };
    };
}

pub mod boundaries;
pub mod budget;
pub mod catalog;
pub mod citations;
pub mod excerpt;
pub mod facts;
pub mod metadata;
pub mod plan;
pub mod prompts;
pub mod terms;
pub mod text;
pub mod toolcalls;
pub mod transform;

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::Serialize;
use serde_json::Value;

pub use text::dates::NumericDateOrder;

/// How bad an alert is; ordered from least to most severe.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Worth a look; never rejects on its own.
    Low,
    /// Suspicious.
    Medium,
    /// Probably wrong; `high_threshold` of them reject.
    High,
    /// Certainly wrong; `critical_threshold` of them reject.
    Critical,
}

impl Severity {
    /// Every severity, least severe first.
    pub const ALL: [Severity; 4] = [Self::Low, Self::Medium, Self::High, Self::Critical];

    /// The snake_case name used in JSON and as a metrics label.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Low => "low",
            Self::Medium => "medium",
            Self::High => "high",
            Self::Critical => "critical",
        }
    }
}

macro_rules! alert_types {
    ($($variant:ident => $name:literal),+ $(,)?) => {
        /// The kind of problem an alert reports: one enum across the whole service.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum AlertType {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )+
        }

        impl AlertType {
            /// Every alert type, in the order API.md lists them.
            pub const ALL: &'static [AlertType] = &[$(Self::$variant),+];

            /// The snake_case name used in JSON and as a metrics label.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $name,)+
                }
            }
        }
    };
}

alert_types! {
    PhantomStatement => "phantom_statement",
    InvalidPageRange => "invalid_page_range",
    DuplicateBoundaries => "duplicate_boundaries",
    MissingContent => "missing_content",
    UncoveredPages => "uncovered_pages",
    ImpossibleDates => "impossible_dates",
    NonsensicalAccount => "nonsensical_account",
    FabricatedBank => "fabricated_bank",
    InconsistentData => "inconsistent_data",
    SuspiciousPattern => "suspicious_pattern",
    HallucinatedTool => "hallucinated_tool",
    InvalidDependency => "invalid_dependency",
    DependencyCycle => "dependency_cycle",
    InvalidParameters => "invalid_parameters",
    HallucinatedParameter => "hallucinated_parameter",
    MissingFact => "missing_fact",
    InventedFact => "invented_fact",
    AlteredFact => "altered_fact",
    LostMarker => "lost_marker",
    LowConfidence => "low_confidence",
    SemanticMismatch => "semantic_mismatch",
    FabricatedCitation => "fabricated_citation",
    UncitedClaim => "uncited_claim",
    UngroundedClaim => "ungrounded_claim",
    LowRetrievalConfidence => "low_retrieval_confidence",
}

impl Serialize for AlertType {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// A rule: its stable id, what it reports, how severe that is, and where it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// Stable dotted id, `<family>.<what>`; renaming one is a breaking change.
    pub id: &'static str,
    /// The alert type its alerts carry.
    #[serde(rename = "type")]
    pub alert_type: AlertType,
    /// The severity its alerts carry.
    pub severity: Severity,
    /// The route whose requests it checks.
    pub endpoint: &'static str,
    /// One line saying when it fires.
    pub description: &'static str,
}

/// Per-rule severities in force (rule id -> severity): the configured `[severities]`, then a
/// request's `policy.severities` over them. Applied in one place, to every family's alerts, after
/// the family produced them and before the verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Severities(BTreeMap<String, Severity>);

impl Severities {
    /// The overrides in `map` (rule ids are checked by the caller: config or request decoding).
    #[must_use]
    pub fn new(map: BTreeMap<String, Severity>) -> Self {
        Self(map)
    }

    /// These overrides with `over`'s on top.
    #[must_use]
    pub fn with(&self, over: &BTreeMap<String, Severity>) -> Self {
        let mut merged = self.0.clone();
        merged.extend(over.iter().map(|(k, v)| (k.clone(), *v)));
        Self(merged)
    }

    /// The severity `rule` is given, if overridden.
    #[must_use]
    pub fn get(&self, rule: &str) -> Option<Severity> {
        self.0.get(rule).copied()
    }

    /// Whether nothing is overridden.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Gives each alert of an overridden rule its configured severity.
    pub fn apply(&self, alerts: &mut [Alert]) {
        if self.0.is_empty() {
            return;
        }
        for alert in alerts {
            if let Some(severity) = self.get(alert.rule) {
                alert.severity = severity;
            }
        }
    }
}

/// The rule with id `id`, from every family.
#[must_use]
pub fn rule_by_id(id: &str) -> Option<&'static Rule> {
    all_rules().into_iter().find(|r| r.id == id)
}

/// Every rule of every family, in a stable order. Each family registers itself with one line.
#[must_use]
pub fn all_rules() -> Vec<&'static Rule> {
    let families: [&[Rule]; 8] = [
        boundaries::RULES,
        metadata::RULES,
        plan::RULES,
        toolcalls::RULES,
        facts::RULES,
        terms::RULES,
        transform::RULES,
        citations::RULES,
    ];
    families.into_iter().flatten().collect()
}

/// A rule as `GET /rules` and `verity rules` list it: the severity in force under the
/// configured `[severities]`, beside its default. The fields are in the order of their JSON keys'
/// names, the order the list has always had (it was built as a sorted `serde_json` map).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ListedRule {
    /// The severity its alerts carry when the configuration says nothing.
    pub default_severity: Severity,
    /// One line saying when it fires.
    pub description: &'static str,
    /// The route whose requests it checks.
    pub endpoint: &'static str,
    /// Stable dotted id.
    pub id: &'static str,
    /// The severity its alerts carry under the configuration.
    pub severity: Severity,
    /// The alert type its alerts carry.
    #[serde(rename = "type")]
    pub alert_type: AlertType,
}

/// Every rule (as [`all_rules`]) with the severity `configured` (rule id -> severity, the
/// configuration's `[severities]`) puts in force.
#[must_use]
pub fn rules_in_force(configured: &BTreeMap<String, Severity>) -> Vec<ListedRule> {
    all_rules()
        .into_iter()
        .map(|rule| ListedRule {
            id: rule.id,
            alert_type: rule.alert_type,
            severity: configured.get(rule.id).copied().unwrap_or(rule.severity),
            default_severity: rule.severity,
            endpoint: rule.endpoint,
            description: rule.description,
        })
        .collect()
}

/// A value's JSON text exactly as the request wrote it, for a number no [`Value`] holds exactly
/// (an integer beyond the 64-bit range, a number beyond f64): `detected_value` then echoes it as
/// sent, not as the nearest value a `Value` can hold.
#[derive(Debug, Clone)]
pub struct AsSent(Box<serde_json::value::RawValue>);

impl AsSent {
    /// `text` when it is one JSON value; `None` otherwise.
    #[must_use]
    pub fn new(text: String) -> Option<Self> {
        serde_json::value::RawValue::from_string(text)
            .ok()
            .map(Self)
    }

    /// The JSON text.
    #[must_use]
    pub fn get(&self) -> &str {
        self.0.get()
    }
}

impl PartialEq for AsSent {
    fn eq(&self, other: &Self) -> bool {
        self.get() == other.get()
    }
}

/// One problem found in the data under test.
#[derive(Debug, Clone, PartialEq)]
pub struct Alert {
    /// The alert type (from the rule).
    pub alert_type: AlertType,
    /// The severity (from the rule).
    pub severity: Severity,
    /// The rule id.
    pub rule: &'static str,
    /// What is wrong, for a person.
    pub description: String,
    /// RFC 6901 JSON Pointer into the request body.
    pub path: String,
    /// What was found (identifiers masked).
    pub detected_value: Value,
    /// `detected_value` as the request wrote it, when that differs from what a `Value` holds;
    /// the answer shows this text in its place.
    pub detected_as_sent: Option<AsSent>,
    /// What was expected.
    pub expected_value: Value,
    /// How sure the rule is, 0..1; deterministic rules say 1.0.
    pub confidence: f64,
    /// The characters of a text field the alert is about, when it is about some.
    pub span: Option<Span>,
    /// Family-specific extra fields (e.g. `suggested_tools`), flattened into the alert.
    pub extra: BTreeMap<&'static str, Value>,
}

/// The fields in their documented order, the extra fields flattened after them; `detected_value`
/// is the text as sent when there is one.
impl Serialize for Alert {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("type", &self.alert_type)?;
        map.serialize_entry("severity", &self.severity)?;
        map.serialize_entry("rule", self.rule)?;
        map.serialize_entry("description", &self.description)?;
        map.serialize_entry("path", &self.path)?;
        match &self.detected_as_sent {
            Some(as_sent) => map.serialize_entry("detected_value", &as_sent.0)?,
            None => map.serialize_entry("detected_value", &self.detected_value)?,
        }
        map.serialize_entry("expected_value", &self.expected_value)?;
        map.serialize_entry("confidence", &self.confidence)?;
        if let Some(span) = &self.span {
            map.serialize_entry("span", span)?;
        }
        for (key, value) in &self.extra {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

impl Alert {
    /// The one alert constructor: type and severity always come from the rule.
    #[must_use]
    pub fn new(
        rule: &'static Rule,
        path: impl Into<String>,
        description: impl Into<String>,
    ) -> Self {
        Self {
            alert_type: rule.alert_type,
            severity: rule.severity,
            rule: rule.id,
            description: excerpt::text(description.into(), excerpt::MAX_DESCRIPTION_BYTES),
            path: path.into(),
            detected_value: Value::Null,
            detected_as_sent: None,
            expected_value: Value::Null,
            confidence: 1.0,
            span: None,
            extra: BTreeMap::new(),
        }
    }

    /// Points the alert at characters of a text field.
    #[must_use]
    pub fn spanning(mut self, span: Span) -> Self {
        self.span = Some(span);
        self
    }

    /// Sets what was found.
    #[must_use]
    pub fn detected(mut self, value: impl Into<Value>) -> Self {
        self.detected_value = excerpt::value(value.into());
        self.detected_as_sent = None;
        self
    }

    /// Sets what was expected.
    #[must_use]
    pub fn expected(mut self, value: impl Into<Value>) -> Self {
        self.expected_value = excerpt::value(value.into());
        self
    }

    /// Adds a family-specific field.
    #[must_use]
    pub fn with(mut self, key: &'static str, value: impl Into<Value>) -> Self {
        self.extra.insert(key, excerpt::value(value.into()));
        self
    }

    /// Drops what only a listed alert shows (description, path, values, span, extra fields) and
    /// keeps what the verdict, the summary and the metrics count (rule, type, severity). For an
    /// alert its family knows falls past `limits.max_alerts` (only the first ones are listed, and
    /// nothing reorders or removes alerts after the family): 100,000 findings are then held as
    /// 100,000 small records, not 100,000 alerts with their values.
    pub fn unlist(&mut self) {
        self.description = String::new();
        self.path = String::new();
        self.detected_value = Value::Null;
        self.detected_as_sent = None;
        self.expected_value = Value::Null;
        self.span = None;
        self.extra = BTreeMap::new();
    }
}

/// Characters of a text field: `path` is the field's JSON Pointer, `start`/`end` are offsets in
/// Unicode code points (not bytes), so a client can highlight exactly those characters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Span {
    /// JSON Pointer of the text field.
    pub path: String,
    /// Code-point offset of the first character.
    pub start: usize,
    /// Code-point offset just past the last character.
    pub end: usize,
}

impl Span {
    /// The span of the bytes `bytes` of `text` (the field at `path`), in code points; a byte
    /// offset inside a character or past the end counts up to the next character boundary.
    /// Linear in the text up to `bytes.end`.
    #[must_use]
    pub fn of(text: &str, path: &str, bytes: std::ops::Range<usize>) -> Self {
        CodePoints::new(text).span(path, bytes)
    }
}

/// Turns byte offsets of one text into code-point offsets, walking from the last offset asked:
/// offsets asked in increasing order cost one pass over the text in all, and one a little before
/// the last costs that little.
#[derive(Debug, Clone)]
pub struct CodePoints<'t> {
    text: &'t str,
    byte: usize,
    point: usize,
}

impl<'t> CodePoints<'t> {
    /// A cursor at the start of `text`.
    #[must_use]
    pub fn new(text: &'t str) -> Self {
        Self {
            text,
            byte: 0,
            point: 0,
        }
    }

    /// The code-point offset of byte offset `at` (an offset inside a character counts up to
    /// the next character). Linear in the distance from the last offset asked, either way: the
    /// start of a span asked after the end of the one before (`2 second`, then `second`) walks
    /// back over those bytes, not over the whole text.
    pub fn at(&mut self, at: usize) -> usize {
        if at < self.byte {
            // The first character at or after `at`; the cursor stands on one at or after it.
            let mut start = at;
            while !self.text.is_char_boundary(start) {
                start += 1;
            }
            let back = self
                .text
                .get(start..self.byte)
                .map_or(0, |t| t.chars().count());
            self.byte = start;
            self.point = self.point.saturating_sub(back);
            return self.point;
        }
        let rest = self.text.get(self.byte..).unwrap_or_default();
        for (i, _) in rest.char_indices() {
            if self.byte + i >= at {
                self.byte += i;
                return self.point;
            }
            self.point += 1;
        }
        self.byte = self.text.len();
        self.point
    }

    /// The span of the bytes `bytes` of the text, which is the field at `path`.
    pub fn span(&mut self, path: &str, bytes: std::ops::Range<usize>) -> Span {
        let start = self.at(bytes.start);
        let end = self.at(bytes.end.max(bytes.start));
        Span {
            path: path.to_owned(),
            start,
            end,
        }
    }
}

/// Builds an RFC 6901 JSON Pointer from tokens, escaping `~` and `/`. Linear in the tokens'
/// length: each is written once, straight into the pointer.
#[must_use]
pub fn pointer<I, T>(tokens: I) -> String
where
    I: IntoIterator<Item = T>,
    T: std::fmt::Display,
{
    /// Writes what it is given escaped as a pointer token, with no copy of the token first.
    struct Escaped<'a>(&'a mut String);
    impl std::fmt::Write for Escaped<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            if !s.contains(['~', '/']) {
                self.0.push_str(s);
                return Ok(());
            }
            for c in s.chars() {
                match c {
                    '~' => self.0.push_str("~0"),
                    '/' => self.0.push_str("~1"),
                    c => self.0.push(c),
                }
            }
            Ok(())
        }
    }
    use std::fmt::Write as _;
    let mut out = String::new();
    for token in tokens {
        out.push('/');
        let _ = write!(Escaped(&mut out), "{token}");
    }
    out
}

/// The outcome of one validation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// No alerts.
    Pass,
    /// Alerts, but below the rejection policy.
    Warn,
    /// The rejection policy was met.
    Reject,
}

impl Verdict {
    /// The snake_case name used in JSON and as a metrics label.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Pass => "pass",
            Self::Warn => "warn",
            Self::Reject => "reject",
        }
    }
}

/// The rejection rule: reject when `critical >= critical_threshold` or `high >= high_threshold`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Policy {
    /// How many critical alerts reject.
    pub critical_threshold: u32,
    /// How many high alerts reject.
    pub high_threshold: u32,
}

impl Policy {
    /// The seed rule: one critical or three high alerts reject.
    pub const DEFAULT: Self = Self {
        critical_threshold: 1,
        high_threshold: 3,
    };

    /// Applies a per-request override; a threshold left out keeps this policy's value.
    #[must_use]
    pub fn overridden(self, critical: Option<u32>, high: Option<u32>) -> Self {
        Self {
            critical_threshold: critical.unwrap_or(self.critical_threshold),
            high_threshold: high.unwrap_or(self.high_threshold),
        }
    }

    /// The verdict for a set of alerts counted in `summary`.
    #[must_use]
    pub fn verdict(self, summary: &Summary) -> Verdict {
        if summary.total == 0 {
            Verdict::Pass
        } else if summary.by_severity.critical >= u64::from(self.critical_threshold)
            || summary.by_severity.high >= u64::from(self.high_threshold)
        {
            Verdict::Reject
        } else {
            Verdict::Warn
        }
    }
}

/// Alert counts per severity; every severity is always present.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct SeverityCounts {
    /// Critical alerts.
    pub critical: u64,
    /// High alerts.
    pub high: u64,
    /// Medium alerts.
    pub medium: u64,
    /// Low alerts.
    pub low: u64,
}

/// Counts of a report's alerts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// All alerts.
    pub total: u64,
    /// Per severity.
    pub by_severity: SeverityCounts,
    /// Per alert type, only the types present, in a stable order.
    pub by_type: BTreeMap<&'static str, u64>,
    /// Alerts counted above but not listed (past `limits.max_alerts`); left out when 0.
    #[serde(skip_serializing_if = "is_zero")]
    pub alerts_omitted: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Summary {
    /// Counts `alerts`.
    #[must_use]
    pub fn of(alerts: &[Alert]) -> Self {
        let mut summary = Self::default();
        for alert in alerts {
            summary.total += 1;
            let slot = match alert.severity {
                Severity::Critical => &mut summary.by_severity.critical,
                Severity::High => &mut summary.by_severity.high,
                Severity::Medium => &mut summary.by_severity.medium,
                Severity::Low => &mut summary.by_severity.low,
            };
            *slot += 1;
            *summary
                .by_type
                .entry(alert.alert_type.as_str())
                .or_default() += 1;
        }
        summary
    }
}

/// Alerts, their counts, and the verdict the policy gives them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Report {
    /// `pass`, `warn` or `reject`.
    pub verdict: Verdict,
    /// Every problem found, in the order the rules ran.
    pub alerts: Vec<Alert>,
    /// Counts of `alerts`.
    pub summary: Summary,
    /// The policy applied.
    pub policy: Policy,
}

impl Report {
    /// Judges `alerts` under `policy`.
    #[must_use]
    pub fn new(alerts: Vec<Alert>, policy: Policy) -> Self {
        let summary = Summary::of(&alerts);
        Self {
            verdict: policy.verdict(&summary),
            alerts,
            summary,
            policy,
        }
    }

    /// Lists at most `max` alerts (the first, in rule order); the rest stay counted in `summary`
    /// and the verdict, and `summary.alerts_omitted` says how many are not listed.
    pub fn list_at_most(&mut self, max: usize) {
        if self.alerts.len() > max {
            let omitted = self.alerts.len() - max;
            self.alerts.truncate(max);
            self.summary.alerts_omitted = u64::try_from(omitted).unwrap_or(u64::MAX);
        }
    }

    /// Whether any alert is high or critical.
    #[must_use]
    pub fn has_high_or_critical(&self) -> bool {
        self.summary.by_severity.critical > 0 || self.summary.by_severity.high > 0
    }
}

/// Every family, compiled once from the configuration and then only evaluated.
#[derive(Debug)]
pub struct Engine {
    boundaries: boundaries::BoundariesConfig,
    metadata: metadata::MetadataRules,
    plan: plan::PlanRules,
    facts: facts::FactsRules,
    markers: terms::MarkerScanner,
    transform: transform::TransformRules,
    citations: citations::CitationRules,
}

impl Engine {
    /// Compiles every family's rules from `config` (loading the configuration already checked
    /// that everything in it compiles).
    #[must_use]
    pub fn new(config: &crate::config::Config) -> Self {
        let scanners = text::Scanners::new();
        Self {
            boundaries: config.boundaries.clone(),
            metadata: metadata::MetadataRules::with_scanners(&config.metadata, &scanners),
            plan: plan::PlanRules::new(&config.plan, &config.plan_registries)
                .with_arguments(config.toolcalls.arguments()),
            facts: facts::FactsRules::with_scanners(&config.facts, &scanners),
            markers: terms::MarkerScanner::new(),
            transform: transform::TransformRules::with_scanners(&config.transform, &scanners),
            citations: citations::CitationRules::with_scanners(&config.citations, &scanners),
        }
    }

    /// The citations family.
    #[must_use]
    pub fn citations(&self) -> &citations::CitationRules {
        &self.citations
    }

    /// Checks statement boundaries.
    #[must_use]
    pub fn boundaries(&self, document: &boundaries::Document) -> Vec<Alert> {
        boundaries::check(document, &self.boundaries)
    }

    /// [`Engine::boundaries`] while `budget` lasts.
    #[must_use]
    pub fn boundaries_within(
        &self,
        document: &boundaries::Document,
        budget: &budget::Budget,
    ) -> Vec<Alert> {
        boundaries::check_within(document, &self.boundaries, budget)
    }

    /// The plan family: registries, suggestions and the plan check.
    #[must_use]
    pub fn plan(&self) -> &plan::PlanRules {
        &self.plan
    }

    /// The facts family.
    #[must_use]
    pub fn facts(&self) -> &facts::FactsRules {
        &self.facts
    }

    /// The transformations family.
    #[must_use]
    pub fn transform(&self) -> &transform::TransformRules {
        &self.transform
    }

    /// The term-marker scanner.
    #[must_use]
    pub fn markers(&self) -> &terms::MarkerScanner {
        &self.markers
    }

    /// Checks one statement's metadata.
    #[must_use]
    pub fn metadata(&self, statement: &metadata::Statement, today: Today) -> Vec<Alert> {
        self.metadata.check(statement, today)
    }

    /// [`Engine::metadata`] while `budget` lasts.
    #[must_use]
    pub fn metadata_within(
        &self,
        statement: &metadata::Statement,
        today: Today,
        budget: &budget::Budget,
    ) -> Vec<Alert> {
        self.metadata.check_within(statement, today, budget)
    }
}

/// The date that "now" means for date rules, read once per request by the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Today(pub NaiveDate);

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;

    fn alert_of(severity_rule: &'static Rule) -> Alert {
        Alert::new(severity_rule, "/x", "test")
    }

    #[test]
    fn a_span_counts_code_points_not_bytes() {
        let text = "Gülhane Park [1]";
        let span = Span::of(text, "/answer", 0.."Gülhane".len());
        assert_eq!((span.start, span.end), (0, 7));
        let at = text.find("Park").unwrap();
        let span = Span::of(text, "/answer", at..at + 4);
        assert_eq!((span.start, span.end), (8, 12));
        let json =
            serde_json::to_value(Alert::new(&boundaries::COUNT_EXCEEDS_PAGES, "/x", "t")).unwrap();
        assert!(json.get("span").is_none(), "no span unless set: {json}");
    }

    #[test]
    fn no_alerts_pass() {
        assert_eq!(Report::new(vec![], Policy::DEFAULT).verdict, Verdict::Pass);
    }

    #[test]
    fn one_critical_alert_rejects_under_the_seed_policy() {
        let report = Report::new(
            vec![alert_of(&boundaries::COUNT_EXCEEDS_PAGES)],
            Policy::DEFAULT,
        );
        assert_eq!(report.verdict, Verdict::Reject);
    }

    #[test]
    fn two_high_alerts_warn_and_three_reject() {
        let high = || alert_of(&boundaries::START_AFTER_END);
        assert_eq!(
            Report::new(vec![high(), high()], Policy::DEFAULT).verdict,
            Verdict::Warn
        );
        assert_eq!(
            Report::new(vec![high(), high(), high()], Policy::DEFAULT).verdict,
            Verdict::Reject
        );
    }

    #[test]
    fn a_per_request_override_keeps_the_threshold_left_out() {
        let policy = Policy::DEFAULT.overridden(None, Some(1));
        assert_eq!(
            policy,
            Policy {
                critical_threshold: 1,
                high_threshold: 1
            }
        );
        let report = Report::new(vec![alert_of(&boundaries::START_AFTER_END)], policy);
        assert_eq!(report.verdict, Verdict::Reject);
    }

    #[test]
    fn a_severity_override_changes_the_alert_and_so_the_verdict() {
        let mut alerts = vec![alert_of(&boundaries::DUPLICATE)];
        let overrides = Severities::default().with(&BTreeMap::from([(
            boundaries::DUPLICATE.id.to_owned(),
            Severity::Critical,
        )]));
        overrides.apply(&mut alerts);
        assert_eq!(alerts[0].severity, Severity::Critical);
        assert_eq!(
            Report::new(alerts, Policy::DEFAULT).verdict,
            Verdict::Reject
        );
    }

    #[test]
    fn summary_lists_only_types_present() {
        let summary = Summary::of(&[
            alert_of(&boundaries::DUPLICATE),
            alert_of(&boundaries::OVERLAP),
        ]);
        assert_eq!(summary.by_type.len(), 1);
        assert_eq!(summary.by_type.get("duplicate_boundaries"), Some(&2));
        assert_eq!(summary.by_severity.medium, 2);
    }

    #[test]
    fn alerts_past_the_limit_are_counted_and_judged_but_not_listed() {
        let high = || alert_of(&boundaries::START_AFTER_END);
        let mut report = Report::new(vec![high(), high(), high(), high()], Policy::DEFAULT);
        report.list_at_most(2);
        assert_eq!(report.alerts.len(), 2);
        assert_eq!(report.summary.total, 4);
        assert_eq!(report.summary.alerts_omitted, 2);
        assert_eq!(report.verdict, Verdict::Reject);
        let json = serde_json::to_value(&report.summary).unwrap_or_default();
        assert_eq!(json["alerts_omitted"], 2);
        let mut short = Report::new(vec![high()], Policy::DEFAULT);
        short.list_at_most(2);
        let json = serde_json::to_value(&short.summary).unwrap_or_default();
        assert!(json.get("alerts_omitted").is_none());
    }

    #[test]
    fn pointers_escape_slash_and_tilde() {
        assert_eq!(pointer(["metadata", "a/b~c"]), "/metadata/a~1b~0c");
        assert_eq!(
            pointer(["boundaries".to_string(), 3.to_string()]),
            "/boundaries/3"
        );
    }

    proptest::proptest! {
        #[test]
        fn one_cursor_counts_code_points_as_a_fresh_count_does_in_any_order(
            text in "[a-zé€😀 ]{0,40}",
            offsets in proptest::collection::vec(0usize..48, 0..12),
        ) {
            let mut cursor = CodePoints::new(&text);
            for at in offsets {
                let fresh = text
                    .char_indices()
                    .take_while(|&(i, _)| i < at)
                    .count();
                proptest::prop_assert_eq!(cursor.at(at), fresh, "{:?} at {}", text, at);
            }
        }

        #[test]
        fn a_pointer_escapes_every_token_as_rfc_6901_spells_it(
            tokens in proptest::collection::vec("[a-z~/é0-9]{0,6}", 0..5),
            index in 0usize..1000,
        ) {
            let escaped: String = tokens
                .iter()
                .map(|t| format!("/{}", t.replace('~', "~0").replace('/', "~1")))
                .collect();
            proptest::prop_assert_eq!(pointer(&tokens), escaped.clone());
            proptest::prop_assert_eq!(
                pointer(tokens.iter().map(|t| t as &dyn std::fmt::Display).chain([&index as &dyn std::fmt::Display])),
                format!("{escaped}/{index}")
            );
        }
    }

    #[test]
    fn rule_ids_are_unique_and_dotted_by_family() {
        let rules = all_rules();
        let mut ids: Vec<_> = rules.iter().map(|r| r.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), rules.len());
        assert!(rules.iter().all(|r| r.id.split_once('.').is_some()));
    }
}
