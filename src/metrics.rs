//! Prometheus metrics in an owned registry (never the global one). Names are part of the contract
//! (API.md); label values come only from bounded sets: matched routes, enum names and the
//! configured provider allow-list.

use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounterVec, IntGaugeVec, Opts, Registry, TextEncoder,
};

use crate::engine::{Alert, Verdict};

/// `verity_validations_total{endpoint,verdict,provider}`
pub const VALIDATIONS_TOTAL: &str = "verity_validations_total";
/// `verity_alerts_total{endpoint,type,severity,provider}`
pub const ALERTS_TOTAL: &str = "verity_alerts_total";
/// `verity_rejections_total{endpoint,provider}`
pub const REJECTIONS_TOTAL: &str = "verity_rejections_total";
/// `verity_request_duration_seconds{endpoint}`
pub const REQUEST_DURATION_SECONDS: &str = "verity_request_duration_seconds";
/// `verity_http_requests_total{endpoint,status}`
pub const HTTP_REQUESTS_TOTAL: &str = "verity_http_requests_total";
/// `verity_hallucinated_tools_total{tool}`: unknown tool names in plans and tool calls.
pub const HALLUCINATED_TOOLS_TOTAL: &str = "verity_hallucinated_tools_total";
/// The `tool` label of every invented name past the configured number of distinct ones.
pub const OTHER_TOOL: &str = "other";
/// `verity_http_requests_in_flight`: requests being served right now.
pub const HTTP_IN_FLIGHT: &str = "verity_http_requests_in_flight";
/// `verity_fact_checks_total{fact_type,outcome}`
pub const FACT_CHECKS_TOTAL: &str = "verity_fact_checks_total";
/// `verity_transformations_total{kind,outcome}`
pub const TRANSFORMATIONS_TOTAL: &str = "verity_transformations_total";
/// `verity_citation_audits_total{classification,action}`
pub const CITATION_AUDITS_TOTAL: &str = "verity_citation_audits_total";
/// `verity_feedback_total{endpoint,label}`
pub const FEEDBACK_TOTAL: &str = "verity_feedback_total";
/// `verity_config_reloads_total{result}`
pub const CONFIG_RELOADS_TOTAL: &str = "verity_config_reloads_total";
/// `verity_decision_log_dropped_total`: decision log lines dropped because the writer's queue was
/// full (a request never waits for the log).
pub const DECISION_LOG_DROPPED_TOTAL: &str = "verity_decision_log_dropped_total";
/// `verity_auth_off_refused_total`: configurations refused because they would leave auth on with
/// no token (an emptied tokens file, a truncated config) without `auth.disabled`.
pub const AUTH_OFF_REFUSED_TOTAL: &str = "verity_auth_off_refused_total";
/// `verity_build_info{version,rules_version,commit}`
pub const BUILD_INFO: &str = "verity_build_info";
/// The git commit the binary was built from (`build.rs`), or `unknown` outside a checkout.
pub const COMMIT: &str = env!("VERITY_GIT_COMMIT");

/// Latency buckets from 25 µs to 2.5 s: verity answers in microseconds, so the default buckets
/// (starting at 5 ms) would put every request in the first one.
const DURATION_BUCKETS: &[f64] = &[
    0.000_025, 0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1,
    0.25, 0.5, 1.0, 2.5,
];

/// Every metric verity records.
#[derive(Debug, Clone)]
pub struct Metrics {
    registry: Registry,
    validations: IntCounterVec,
    alerts: IntCounterVec,
    rejections: IntCounterVec,
    duration: HistogramVec,
    http_requests: IntCounterVec,
    fact_checks: IntCounterVec,
    transformations: IntCounterVec,
    citation_audits: IntCounterVec,
    feedback: IntCounterVec,
    reloads: IntCounterVec,
    decision_log_dropped: prometheus::IntCounter,
    build_info: IntGaugeVec,
    auth_off_refused: prometheus::IntCounter,
    in_flight: prometheus::IntGauge,
    hallucinated_tools: IntCounterVec,
    tool_labels: std::sync::Arc<std::sync::Mutex<ToolLabels>>,
    fact_checks_resolved: Resolved,
    transformations_resolved: Resolved,
    citation_audits_resolved: Resolved,
    answered: std::sync::Arc<std::collections::HashMap<&'static str, Answered>>,
}

/// The two series every successful request of one endpoint touches, resolved once: recording
/// through them takes no label hashing and no lock of the metric families.
#[derive(Debug, Clone)]
struct Answered {
    ok: prometheus::IntCounter,
    duration: prometheus::Histogram,
    /// The endpoint's validation series, by provider label, resolved on the provider's first
    /// request (so a scrape shows no series that never counted anything).
    validated: std::sync::Arc<std::sync::RwLock<ByProvider>>,
}

/// Each provider label's validation series, in order of first use.
type ByProvider = Vec<(String, std::sync::Arc<Validated>)>;

/// Two label values and their series.
type LabelledCounters = Vec<([String; 2], prometheus::IntCounter)>;

/// The series one validation of one endpoint and provider touches, resolved once.
#[derive(Debug)]
struct Validated {
    /// `verity_validations_total`, by verdict (pass, warn, reject), each resolved on first use.
    verdicts: [std::sync::OnceLock<prometheus::IntCounter>; 3],
    rejections: std::sync::OnceLock<prometheus::IntCounter>,
    /// `verity_alerts_total`, by alert type and severity, resolved on first use.
    alerts: std::sync::RwLock<
        std::collections::HashMap<
            (crate::engine::AlertType, crate::engine::Severity),
            prometheus::IntCounter,
        >,
    >,
}

/// The series of a two-label family whose label values come from small fixed sets (fact kind ×
/// outcome, transformation kind × outcome, classification × action), each resolved on first use;
/// later uses find it with a short linear search, no label hashing and no lock of the family.
#[derive(Debug, Clone, Default)]
struct Resolved(std::sync::Arc<std::sync::RwLock<LabelledCounters>>);

impl Resolved {
    fn get(&self, family: &IntCounterVec, labels: [&str; 2]) -> prometheus::IntCounter {
        let find = |known: &[([String; 2], prometheus::IntCounter)]| {
            known
                .iter()
                .find(|(l, _)| l[0] == labels[0] && l[1] == labels[1])
                .map(|(_, c)| c.clone())
        };
        if let Some(counter) = self.0.read().ok().and_then(|known| find(&known)) {
            return counter;
        }
        let counter = family.with_label_values(&labels);
        if let Ok(mut known) = self.0.write()
            && find(&known).is_none()
        {
            known.push((labels.map(str::to_owned), counter.clone()));
        }
        counter
    }
}

/// A verdict's index in [`Validated::verdicts`].
const fn verdict_index(verdict: Verdict) -> usize {
    match verdict {
        Verdict::Pass => 0,
        Verdict::Warn => 1,
        Verdict::Reject => 2,
    }
}

/// Which invented tool names get their own `tool` label: the alias map's names always, then up to
/// `max_others` other names, each kept while it keeps appearing; a new name takes the slot of one
/// not seen for `idle`, else it is `other`. Bounded whatever LLMs invent, and junk cannot hold the
/// slots for good.
#[derive(Debug)]
struct ToolLabels {
    aliases: std::collections::HashSet<String>,
    /// Labelled names and when each was last seen.
    others: std::collections::HashMap<String, std::time::Instant>,
    max_others: usize,
    idle: std::time::Duration,
}

impl Default for ToolLabels {
    fn default() -> Self {
        Self {
            aliases: std::collections::HashSet::new(),
            others: std::collections::HashMap::new(),
            max_others: 0,
            idle: std::time::Duration::from_secs(3600),
        }
    }
}

/// What one invented name is counted as.
enum ToolLabel {
    /// Its own label (an alias, a labelled name, or a free or freed slot).
    Own,
    /// Its own label, in the slot of `evicted`, whose series is dropped.
    Replacing(String),
    /// `other`.
    Other,
}

impl ToolLabels {
    /// The label of `name` seen at `now`; linear in the labelled names only when a new name
    /// arrives while every slot is taken.
    fn label(&mut self, name: &str, now: std::time::Instant) -> ToolLabel {
        if self.aliases.contains(name) {
            return ToolLabel::Own;
        }
        if let Some(seen) = self.others.get_mut(name) {
            *seen = now;
            return ToolLabel::Own;
        }
        if self.others.len() < self.max_others {
            self.others.insert(name.to_owned(), now);
            return ToolLabel::Own;
        }
        let stalest = self
            .others
            .iter()
            .filter(|(_, seen)| now.saturating_duration_since(**seen) >= self.idle)
            .min_by_key(|(_, seen)| **seen)
            .map(|(old, _)| old.clone());
        match stalest {
            Some(old) => {
                self.others.remove(&old);
                self.others.insert(name.to_owned(), now);
                ToolLabel::Replacing(old)
            }
            None => ToolLabel::Other,
        }
    }
}

/// Registers a collector built from constant options; only a duplicate name could fail, and the
/// names here are distinct constants.
fn register<C: prometheus::core::Collector + Clone + 'static>(
    registry: &Registry,
    collector: C,
) -> C {
    #[allow(clippy::expect_used)]
    // distinct constant names; covered by `a_scrape_has_every_family`
    registry
        .register(Box::new(collector.clone()))
        .expect("metric names are distinct");
    collector
}

#[allow(clippy::expect_used)] // constant, valid metric options
fn counter(name: &str, help: &str, labels: &[&str]) -> IntCounterVec {
    IntCounterVec::new(Opts::new(name, help), labels).expect("valid metric options")
}

impl Metrics {
    /// Creates the registry and every metric in it.
    #[must_use]
    pub fn new() -> Self {
        Self::with_endpoints(&[])
    }

    /// Creates the registry and every metric in it, with the series of a `200` answer of each of
    /// `endpoints` resolved up front (they then also show in a scrape before the first request).
    #[must_use]
    #[allow(clippy::expect_used)] // constant, valid metric options
    pub fn with_endpoints(endpoints: &[&'static str]) -> Self {
        let registry = Registry::new();
        let validations = register(
            &registry,
            counter(
                VALIDATIONS_TOTAL,
                "Validations answered, by verdict.",
                &["endpoint", "verdict", "provider"],
            ),
        );
        let alerts = register(
            &registry,
            counter(
                ALERTS_TOTAL,
                "Alerts raised, by type and severity.",
                &["endpoint", "type", "severity", "provider"],
            ),
        );
        let rejections = register(
            &registry,
            counter(
                REJECTIONS_TOTAL,
                "Validations that rejected.",
                &["endpoint", "provider"],
            ),
        );
        let duration = register(
            &registry,
            HistogramVec::new(
                HistogramOpts::new(
                    REQUEST_DURATION_SECONDS,
                    "Time to answer a request, in seconds.",
                )
                .buckets(DURATION_BUCKETS.to_vec()),
                &["endpoint"],
            )
            .expect("valid histogram options"),
        );
        let http_requests = register(
            &registry,
            counter(
                HTTP_REQUESTS_TOTAL,
                "HTTP requests answered, by status.",
                &["endpoint", "status"],
            ),
        );
        let fact_checks = register(
            &registry,
            counter(
                FACT_CHECKS_TOTAL,
                "Facts compared, by kind and outcome (kept, missing, invented, altered).",
                &["fact_type", "outcome"],
            ),
        );
        let transformations = register(
            &registry,
            counter(
                TRANSFORMATIONS_TOTAL,
                "Transformations judged, by kind and outcome.",
                &["kind", "outcome"],
            ),
        );
        let citation_audits = register(
            &registry,
            counter(
                CITATION_AUDITS_TOTAL,
                "RAG answers audited, by classification and action.",
                &["classification", "action"],
            ),
        );
        let feedback = register(
            &registry,
            counter(
                FEEDBACK_TOTAL,
                "Feedback labels on past decisions, by endpoint.",
                &["endpoint", "label"],
            ),
        );
        let reloads = register(
            &registry,
            counter(
                CONFIG_RELOADS_TOTAL,
                "Configuration reloads (SIGHUP), by result.",
                &["result"],
            ),
        );
        let decision_log_dropped = register(
            &registry,
            prometheus::IntCounter::new(
                DECISION_LOG_DROPPED_TOTAL,
                "Decision log lines dropped because the writer's queue was full.",
            )
            .expect("the metric definition is valid"),
        );
        // Both series exist from the start, so `increase()` sees the first failure.
        for result in ["success", "failure"] {
            reloads.with_label_values(&[result]);
        }
        // process_cpu_seconds_total, process_resident_memory_bytes, process_open_fds, ...
        #[cfg(target_os = "linux")]
        let _ = registry.register(Box::new(
            prometheus::process_collector::ProcessCollector::for_self(),
        ));
        let auth_off_refused = register(
            &registry,
            prometheus::IntCounter::new(
                AUTH_OFF_REFUSED_TOTAL,
                "Configurations refused because they would have left auth with no token.",
            )
            .expect("valid metric options"),
        );
        let in_flight = register(
            &registry,
            prometheus::IntGauge::new(HTTP_IN_FLIGHT, "HTTP requests being served right now.")
                .expect("valid metric options"),
        );
        let hallucinated_tools = register(
            &registry,
            counter(
                HALLUCINATED_TOOLS_TOTAL,
                "Unknown tool names in plans and tool calls (alias-map names and the first \
                 metrics.max_tool_labels others keep their name; the rest are \"other\").",
                &["tool"],
            ),
        );
        let build_info = register(
            &registry,
            IntGaugeVec::new(
                Opts::new(
                    BUILD_INFO,
                    "Build information (version, rules_version of the configuration in force, \
                     git commit); always 1.",
                ),
                &["version", "rules_version", "commit"],
            )
            .expect("valid metric options"),
        );
        let answered = endpoints
            .iter()
            .map(|&endpoint| {
                let series = Answered {
                    ok: http_requests.with_label_values(&[endpoint, "200"]),
                    duration: duration.with_label_values(&[endpoint]),
                    validated: std::sync::Arc::default(),
                };
                (endpoint, series)
            })
            .collect();
        let metrics = Self {
            answered: std::sync::Arc::new(answered),
            registry,
            validations,
            alerts,
            rejections,
            duration,
            http_requests,
            fact_checks,
            transformations,
            citation_audits,
            feedback,
            reloads,
            decision_log_dropped,
            build_info,
            auth_off_refused,
            in_flight,
            hallucinated_tools,
            tool_labels: std::sync::Arc::default(),
            fact_checks_resolved: Resolved::default(),
            transformations_resolved: Resolved::default(),
            citation_audits_resolved: Resolved::default(),
        };
        // Until a configuration is in force (`AppState` sets it at once).
        metrics.set_rules_version("unknown");
        metrics
    }

    /// Sets the names that always keep their label (the alias map's), how many other distinct
    /// names may, and how long one of them keeps its label unseen; labelled names keep their series.
    pub fn configure_tool_labels<'a>(
        &self,
        aliases: impl IntoIterator<Item = &'a String>,
        max_others: usize,
        idle: std::time::Duration,
    ) {
        if let Ok(mut labels) = self.tool_labels.lock() {
            labels.aliases = aliases.into_iter().cloned().collect();
            labels.max_others = max_others;
            labels.idle = idle;
        }
    }

    /// Counts one unknown tool name, under its own label while the label budget lasts.
    pub fn record_hallucinated_tool(&self, name: &str) {
        self.record_hallucinated_tool_at(name, std::time::Instant::now());
    }

    /// [`Metrics::record_hallucinated_tool`] at a given moment (tests pass their own clock).
    pub fn record_hallucinated_tool_at(&self, name: &str, now: std::time::Instant) {
        let label = match self.tool_labels.lock() {
            Ok(mut labels) => labels.label(name, now),
            Err(_) => ToolLabel::Other,
        };
        let label = match label {
            ToolLabel::Own => name,
            ToolLabel::Replacing(old) => {
                let _ = self.hallucinated_tools.remove_label_values(&[&old]);
                name
            }
            ToolLabel::Other => OTHER_TOOL,
        };
        self.hallucinated_tools.with_label_values(&[label]).inc();
    }

    /// Counts one configuration refused because it would have turned auth off.
    pub fn record_auth_off_refused(&self) {
        self.auth_off_refused.inc();
    }

    /// Counts one decision log line dropped (the writer's queue was full).
    pub fn record_decision_log_drop(&self) {
        self.decision_log_dropped.inc();
    }

    /// Records one validation: its verdict, its alerts and whether it rejected.
    pub fn record_validation(
        &self,
        endpoint: &str,
        provider: &str,
        verdict: Verdict,
        alerts: &[Alert],
    ) {
        if let Some(series) = self
            .answered
            .get(endpoint)
            .and_then(|answered| Self::validated(answered, provider))
        {
            if let Some(counter) = series.verdicts.get(verdict_index(verdict)) {
                counter
                    .get_or_init(|| {
                        self.validations
                            .with_label_values(&[endpoint, verdict.as_str(), provider])
                    })
                    .inc();
            }
            if verdict == Verdict::Reject {
                series
                    .rejections
                    .get_or_init(|| self.rejections.with_label_values(&[endpoint, provider]))
                    .inc();
            }
            for alert in alerts {
                let key = (alert.alert_type, alert.severity);
                let known = series
                    .alerts
                    .read()
                    .ok()
                    .and_then(|counters| counters.get(&key).cloned());
                let counter = known.unwrap_or_else(|| {
                    let counter = self.alerts.with_label_values(&[
                        endpoint,
                        alert.alert_type.as_str(),
                        alert.severity.as_str(),
                        provider,
                    ]);
                    if let Ok(mut counters) = series.alerts.write() {
                        counters.insert(key, counter.clone());
                    }
                    counter
                });
                counter.inc();
            }
            return;
        }
        self.validations
            .with_label_values(&[endpoint, verdict.as_str(), provider])
            .inc();
        for alert in alerts {
            self.alerts
                .with_label_values(&[
                    endpoint,
                    alert.alert_type.as_str(),
                    alert.severity.as_str(),
                    provider,
                ])
                .inc();
        }
        if verdict == Verdict::Reject {
            self.rejections
                .with_label_values(&[endpoint, provider])
                .inc();
        }
    }

    /// The validation series of one endpoint (one with resolved series) for `provider`, made on
    /// its first request. Providers are labels from the configured allow-list (plus `other` and
    /// `unknown`), so the list stays short and is searched linearly.
    fn validated(answered: &Answered, provider: &str) -> Option<std::sync::Arc<Validated>> {
        if let Some(found) = answered.validated.read().ok().and_then(|known| {
            known
                .iter()
                .find(|(p, _)| p == provider)
                .map(|(_, series)| series.clone())
        }) {
            return Some(found);
        }
        let series = std::sync::Arc::new(Validated {
            verdicts: Default::default(),
            rejections: std::sync::OnceLock::new(),
            alerts: std::sync::RwLock::default(),
        });
        let mut known = answered.validated.write().ok()?;
        if let Some((_, existing)) = known.iter().find(|(p, _)| p == provider) {
            return Some(existing.clone());
        }
        known.push((provider.to_owned(), series.clone()));
        Some(series)
    }

    /// Counts `n` facts of `fact_type` with `outcome`.
    pub fn record_fact_checks(&self, fact_type: &str, outcome: &str, n: usize) {
        if n > 0 {
            self.fact_checks_resolved
                .get(&self.fact_checks, [fact_type, outcome])
                .inc_by(u64::try_from(n).unwrap_or(u64::MAX));
        }
    }

    /// Counts `n` transformations of `kind` with `outcome`.
    pub fn record_transformations(&self, kind: &str, outcome: &str, n: u64) {
        self.transformations_resolved
            .get(&self.transformations, [kind, outcome])
            .inc_by(n);
    }

    /// Counts one citation audit.
    pub fn record_citation_audit(&self, classification: &str, action: &str) {
        self.citation_audits_resolved
            .get(&self.citation_audits, [classification, action])
            .inc();
    }

    /// Counts one feedback label.
    pub fn record_feedback(&self, endpoint: &str, label: &str) {
        self.feedback.with_label_values(&[endpoint, label]).inc();
    }

    /// Says which configuration is in force: `verity_build_info` carries its `rules_version`
    /// (one series, replaced on every reload).
    pub fn set_rules_version(&self, rules_version: &str) {
        self.build_info.reset();
        self.build_info
            .with_label_values(&[env!("CARGO_PKG_VERSION"), rules_version, COMMIT])
            .set(1);
    }

    /// Counts one configuration reload (`success` or `failure`).
    pub fn record_reload(&self, result: &str) {
        self.reloads.with_label_values(&[result]).inc();
    }

    /// Counts a request in flight until the returned guard is dropped.
    #[must_use]
    pub fn in_flight(&self) -> InFlight {
        self.in_flight.inc();
        InFlight(self.in_flight.clone())
    }

    /// Records one HTTP exchange.
    pub fn record_http(&self, endpoint: &str, status: u16, seconds: f64) {
        if status == 200
            && let Some(series) = self.answered.get(endpoint)
        {
            series.ok.inc();
            series.duration.observe(seconds);
            return;
        }
        self.http_requests
            .with_label_values(&[endpoint, &status.to_string()])
            .inc();
        self.duration
            .with_label_values(&[endpoint])
            .observe(seconds);
    }

    /// The text exposition of every metric.
    #[must_use]
    pub fn render(&self) -> String {
        let mut buffer = Vec::new();
        // Encoding into a Vec cannot fail for well-formed metric families.
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut buffer);
        String::from_utf8(buffer).unwrap_or_default()
    }
}

/// A request in `verity_http_requests_in_flight`; dropping it (even on a cancelled request)
/// takes it out.
#[derive(Debug)]
pub struct InFlight(prometheus::IntGauge);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.dec();
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_thousand_invented_names_never_grow_the_tool_series_past_the_budget() {
        let metrics = Metrics::new();
        let aliases = ["list_files".to_owned(), "send_email".to_owned()];
        metrics.configure_tool_labels(&aliases, 50, std::time::Duration::from_secs(3600));
        // 10,000 distinct pseudo-random names (a xorshift sequence), plus the aliases.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            metrics.record_hallucinated_tool(&format!("tool_{x:016x}"));
        }
        metrics.record_hallucinated_tool("list_files");
        metrics.record_hallucinated_tool("send_email");
        let text = metrics.render();
        let series = text
            .lines()
            .filter(|l| l.starts_with("verity_hallucinated_tools_total{"))
            .count();
        assert_eq!(series, 50 + 2 + 1, "50 names, the 2 aliases and other");
        assert!(text.contains(r#"verity_hallucinated_tools_total{tool="other"} 9950"#));
        assert!(text.contains(r#"verity_hallucinated_tools_total{tool="list_files"} 1"#));
    }

    #[test]
    fn a_name_that_stops_appearing_gives_its_label_to_a_new_one() {
        let metrics = Metrics::new();
        let hour = std::time::Duration::from_secs(3600);
        metrics.configure_tool_labels(&[], 2, hour);
        let start = std::time::Instant::now();
        metrics.record_hallucinated_tool_at("junk_a", start);
        metrics.record_hallucinated_tool_at("junk_b", start);
        // Full, and nothing idle yet: a new name is "other".
        metrics.record_hallucinated_tool_at("fetch_weather", start + hour / 2);
        // junk_b keeps appearing; junk_a does not.
        metrics.record_hallucinated_tool_at("junk_b", start + hour / 2);
        metrics.record_hallucinated_tool_at("fetch_weather", start + hour + hour / 4);
        let text = metrics.render();
        for (line, present) in [
            (
                r#"verity_hallucinated_tools_total{tool="fetch_weather"} 1"#,
                true,
            ),
            (r#"verity_hallucinated_tools_total{tool="junk_b"} 2"#, true),
            (r#"verity_hallucinated_tools_total{tool="other"} 1"#, true),
            (r#"verity_hallucinated_tools_total{tool="junk_a"}"#, false),
        ] {
            assert_eq!(text.contains(line), present, "{line} in\n{text}");
        }
    }

    #[test]
    fn answers_through_resolved_series_land_in_the_same_scrape_lines() {
        let metrics = Metrics::with_endpoints(&["/validate/plan"]);
        let before = metrics.render();
        assert!(
            before.contains(
                r#"verity_http_requests_total{endpoint="/validate/plan",status="200"} 0"#
            ),
            "a hot endpoint's series exists before its first request"
        );
        metrics.record_http("/validate/plan", 200, 0.000_04);
        metrics.record_http("/validate/plan", 200, 0.003);
        metrics.record_http("/validate/plan", 422, 0.000_02);
        metrics.record_http("/rules", 200, 0.000_01);
        let text = metrics.render();
        for line in [
            r#"verity_http_requests_total{endpoint="/validate/plan",status="200"} 2"#,
            r#"verity_http_requests_total{endpoint="/validate/plan",status="422"} 1"#,
            r#"verity_http_requests_total{endpoint="/rules",status="200"} 1"#,
            r#"verity_request_duration_seconds_count{endpoint="/validate/plan"} 3"#,
            r#"verity_request_duration_seconds_bucket{endpoint="/validate/plan",le="0.00005"} 2"#,
        ] {
            assert!(text.contains(line), "missing {line} in\n{text}");
        }
    }

    #[test]
    fn validations_through_resolved_series_count_by_verdict_provider_type_and_severity() {
        let metrics = Metrics::with_endpoints(&["/validate/metadata"]);
        let alert = |rule: &'static crate::engine::Rule| Alert::new(rule, "/metadata", "x");
        let rule = crate::engine::rule_by_id("metadata.future_year");
        let alerts: Vec<Alert> = rule.into_iter().map(alert).collect();
        assert_eq!(alerts.len(), 1);
        for _ in 0..2 {
            metrics.record_validation("/validate/metadata", "openai", Verdict::Reject, &alerts);
        }
        metrics.record_validation("/validate/metadata", "other", Verdict::Pass, &[]);
        metrics.record_fact_checks("dates", "kept", 3);
        metrics.record_fact_checks("dates", "kept", 2);
        let text = metrics.render();
        let severity = alerts[0].severity.as_str();
        let alert_type = alerts[0].alert_type.as_str();
        for line in [
            r#"verity_validations_total{endpoint="/validate/metadata",provider="openai",verdict="reject"} 2"#.to_owned(),
            r#"verity_validations_total{endpoint="/validate/metadata",provider="other",verdict="pass"} 1"#.to_owned(),
            r#"verity_rejections_total{endpoint="/validate/metadata",provider="openai"} 2"#.to_owned(),
            format!(r#"verity_alerts_total{{endpoint="/validate/metadata",provider="openai",severity="{severity}",type="{alert_type}"}} 2"#),
            r#"verity_fact_checks_total{fact_type="dates",outcome="kept"} 5"#.to_owned(),
        ] {
            assert!(text.contains(&line), "missing {line} in\n{text}");
        }
        // Only what counted shows: no zero series for verdicts never given.
        assert!(
            !text.contains(r#"provider="openai",verdict="pass""#),
            "{text}"
        );
        assert!(
            !text.contains(
                r#"verity_rejections_total{endpoint="/validate/metadata",provider="other"}"#
            ),
            "{text}"
        );
    }

    #[test]
    fn a_scrape_has_every_family() {
        let metrics = Metrics::new();
        metrics.record_validation("/validate/boundaries", "openai", Verdict::Reject, &[]);
        metrics.record_http("/validate/boundaries", 200, 0.000_1);
        let text = metrics.render();
        for name in [
            VALIDATIONS_TOTAL,
            REJECTIONS_TOTAL,
            REQUEST_DURATION_SECONDS,
            HTTP_REQUESTS_TOTAL,
            BUILD_INFO,
        ] {
            assert!(text.contains(name), "{name} missing");
        }
        assert!(text.contains(
            r#"verity_rejections_total{endpoint="/validate/boundaries",provider="openai"} 1"#
        ));
    }
}
