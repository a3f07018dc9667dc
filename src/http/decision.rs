//! What every validation answer shares: the request envelope (`as_of`, `policy`, `context`), the
//! decision id and request id, and the shared result model. One `Call` per request turns the
//! engine's alerts into the answer, the metrics and the decision log line.

use std::time::Instant;

use axum::Json;
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::decoder::NumbersAsSent;
use super::error::Problem;
use super::state::{AppState, Runtime};
use crate::decision_log::DecisionLine;
use crate::engine::{Alert, Policy, Report, Severities, Severity, Summary, Today, Verdict};

/// Header carrying the caller's request id, echoed on every answer.
pub const REQUEST_ID: &str = "x-request-id";

/// Longest request id or model name that is echoed or logged.
const MAX_ID_CHARS: usize = 128;

/// Fields every request may carry.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Envelope {
    /// The date "now" means for date rules (`YYYY-MM-DD`).
    #[serde(default, deserialize_with = "as_of")]
    pub as_of: Option<String>,
    /// Per-request policy override.
    #[serde(default)]
    pub policy: Option<PolicyOverride>,
    /// Who is calling, for metrics and logs.
    #[serde(default)]
    pub context: Option<Context>,
}

/// The request fields every validation endpoint shares, declared in each request beside its own
/// fields (not `#[serde(flatten)]`, which loses the pointer of a wrong field and buffers the body).
macro_rules! envelope_fields {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident $(<$lt:lifetime>)? { $($body:tt)* }
    ) => {
        $(#[$meta])*
        $vis struct $name $(<$lt>)? {
            $($body)*
            /// The date "now" means for date rules (`YYYY-MM-DD`).
            #[serde(default, deserialize_with = "crate::http::decision::as_of")]
            as_of: Option<String>,
            /// Per-request policy override.
            #[serde(default)]
            policy: Option<$crate::http::decision::PolicyOverride>,
            /// Who is calling, for metrics and logs.
            #[serde(default)]
            context: Option<$crate::http::decision::Context>,
        }

        impl $(<$lt>)? $name $(<$lt>)? {
            /// The shared envelope fields of this request.
            fn envelope(&self) -> $crate::http::decision::Envelope {
                $crate::http::decision::Envelope {
                    as_of: self.as_of.clone(),
                    policy: self.policy.clone(),
                    context: self.context.clone(),
                }
            }
        }
    };
}
pub(crate) use envelope_fields;

/// `as_of` as sent, once it is known to be a `YYYY-MM-DD` date.
///
/// # Errors
/// When the value is not a string holding such a date.
pub fn as_of<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    match Option::<String>::deserialize(deserializer)? {
        None => Ok(None),
        Some(s) => match parse_as_of(&s) {
            Some(_) => Ok(Some(s)),
            None => Err(serde::de::Error::custom(format!(
                "as_of must be a date as YYYY-MM-DD, not {s:?}"
            ))),
        },
    }
}

/// A `YYYY-MM-DD` date.
#[must_use]
pub fn parse_as_of(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

/// A probability or confidence: a number from 0 to 1.
///
/// # Errors
/// When the value is not a number, or lies outside [0, 1].
pub fn probability<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<f64>, D::Error> {
    match Option::<f64>::deserialize(deserializer)? {
        Some(p) if !(0.0..=1.0).contains(&p) => Err(serde::de::Error::custom(format!(
            "expected a number from 0 to 1, found {p}"
        ))),
        p => Ok(p),
    }
}

/// API.md "Errors": every confidence in a request lies in [0, 1]. Checks the `confidence` of each
/// object in `items` (the list at `list`, e.g. `/boundaries`) and names every one out of range, or
/// not a number, in one 422. An absent or `null` confidence is fine. Linear in the items.
///
/// # Errors
/// 422 listing each offending `confidence` by its pointer.
pub fn item_confidences(items: &[Value], list: &str) -> Result<(), Problem> {
    confidences(items.iter().map(|item| item.get("confidence")), list)
}

/// [`item_confidences`] over each item's `confidence` as sent (`None` when absent), for items
/// decoded without a tree.
///
/// # Errors
/// As [`item_confidences`].
pub fn confidences<'v>(
    confidences: impl IntoIterator<Item = Option<&'v Value>>,
    list: &str,
) -> Result<(), Problem> {
    let mut problem: Option<Problem> = None;
    for (i, confidence) in confidences.into_iter().enumerate() {
        let message = match confidence {
            None | Some(Value::Null) => continue,
            Some(Value::Number(n)) => match n.as_f64() {
                Some(p) if (0.0..=1.0).contains(&p) => continue,
                _ => format!("expected a number from 0 to 1, found {n}"),
            },
            Some(other) => format!(
                "expected a number from 0 to 1, found {}",
                match other {
                    Value::Bool(_) => "a boolean",
                    Value::String(_) => "a string",
                    Value::Array(_) => "an array",
                    _ => "an object",
                }
            ),
        };
        let path = format!("{list}/{i}/confidence");
        match problem.as_mut() {
            None => problem = Some(Problem::invalid(path, message)),
            Some(p) => p.errors.push(super::error::FieldError { path, message }),
        }
    }
    problem.map_or(Ok(()), Err)
}

/// Thresholds and rule severities to override for one call; what is left out keeps its default.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PolicyOverride {
    /// Rule id -> the severity its alerts get in this call.
    #[serde(default)]
    pub severities: Option<std::collections::BTreeMap<String, Severity>>,
    /// Critical alerts that reject.
    #[serde(default, deserialize_with = "threshold")]
    pub critical_threshold: Option<std::num::NonZeroU32>,
    /// High alerts that reject.
    #[serde(default, deserialize_with = "threshold")]
    pub high_threshold: Option<std::num::NonZeroU32>,
}

/// A whole number from 1 to `max`, read from any JSON number: `3.0` counts as 3, as JSON Schema's
/// integer does. Anything else fails with the range in JSON's words.
#[derive(Debug, Clone, Copy)]
pub struct WholeNumber {
    /// The largest value allowed.
    pub max: u64,
}

impl WholeNumber {
    fn check<E: serde::de::Error>(
        self,
        n: u64,
        unexpected: serde::de::Unexpected<'_>,
    ) -> Result<u64, E> {
        if (1..=self.max).contains(&n) {
            Ok(n)
        } else {
            Err(E::invalid_value(unexpected, &self))
        }
    }
}

impl<'de> serde::de::Visitor<'de> for WholeNumber {
    type Value = u64;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "an integer from 1 to {}", self.max)
    }

    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<u64, E> {
        self.check(n, serde::de::Unexpected::Unsigned(n))
    }

    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<u64, E> {
        let unexpected = serde::de::Unexpected::Signed(n);
        match u64::try_from(n) {
            Ok(n) => self.check(n, unexpected),
            Err(_) => Err(E::invalid_value(unexpected, &self)),
        }
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // range-checked first
    fn visit_f64<E: serde::de::Error>(self, f: f64) -> Result<u64, E> {
        let unexpected = serde::de::Unexpected::Float(f);
        // 2^64 is exact as an f64; anything below it that is whole converts exactly.
        if f.fract() == 0.0 && (1.0..18_446_744_073_709_551_616.0).contains(&f) {
            self.check(f as u64, unexpected)
        } else {
            Err(E::invalid_value(unexpected, &self))
        }
    }
}

fn threshold<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<std::num::NonZeroU32>, D::Error> {
    struct Threshold;
    impl<'de> serde::de::Visitor<'de> for Threshold {
        type Value = Option<std::num::NonZeroU32>;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            WholeNumber {
                max: u64::from(u32::MAX),
            }
            .expecting(f)
        }
        fn visit_none<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
            let n = d.deserialize_any(WholeNumber {
                max: u64::from(u32::MAX),
            })?;
            Ok(u32::try_from(n).ok().and_then(std::num::NonZeroU32::new))
        }
    }
    deserializer.deserialize_option(Threshold)
}

/// The caller's context.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Context {
    /// LLM provider; becomes a metrics label after normalisation.
    #[serde(default)]
    pub provider: Option<String>,
    /// LLM model; logged.
    #[serde(default)]
    pub model: Option<String>,
    /// The caller's request id.
    #[serde(default)]
    pub request_id: Option<String>,
    /// The caller's pipeline name (accepted; not a label, to keep series bounded).
    #[serde(default)]
    pub pipeline: Option<String>,
}

/// A request id that may be echoed: 1 to 128 visible ASCII characters.
fn usable_id(id: &str) -> Option<String> {
    let ok = !id.is_empty() && id.len() <= MAX_ID_CHARS && id.bytes().all(|b| b.is_ascii_graphic());
    ok.then(|| id.to_owned())
}

/// Cuts a free-form label to a loggable size.
fn bounded(s: Option<&str>) -> Option<String> {
    s.map(|s| s.chars().take(MAX_ID_CHARS).collect())
}

/// One validation call, from its envelope to its answer.
#[derive(Debug)]
pub struct Call {
    started: Instant,
    /// Fresh UUIDv7.
    pub decision_id: String,
    /// Header, else `context.request_id`, else the decision id.
    pub request_id: String,
    /// "Now" for date rules.
    pub today: Today,
    /// The policy applied.
    pub policy: Policy,
    /// The per-rule severities in force: configured, then the request's.
    pub severities: Severities,
    /// The provider metrics label.
    pub provider: String,
    model: Option<String>,
    /// The W3C trace id (lower hex) the trace layer put in `traceparent`; empty without one.
    trace_id: String,
    /// The request's numbers a `Value` holds only approximately, echoed as sent.
    numbers: NumbersAsSent,
}

/// A fresh UUIDv7: the milliseconds since the epoch, then 74 random bits from the thread's
/// CSPRNG. `Uuid::now_v7` orders ids within a millisecond through a process-wide lock and asks
/// the OS for its random bits on every call; a decision id needs neither.
fn new_decision_id() -> String {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    let random: [u8; 10] = rand::random();
    uuid::Builder::from_unix_timestamp_millis(millis, &random)
        .into_uuid()
        .to_string()
}

impl Call {
    /// Reads the envelope. `default_policy` is the endpoint's configured policy.
    ///
    /// # Errors
    /// 422 when `as_of` is not a `YYYY-MM-DD` date.
    pub fn begin(
        runtime: &Runtime,
        headers: &HeaderMap,
        envelope: &Envelope,
        default_policy: Policy,
    ) -> Result<Self, Problem> {
        let started = Instant::now();
        let decision_id = new_decision_id();
        let today = match envelope.as_of.as_deref() {
            Some(s) => parse_as_of(s).ok_or_else(|| {
                Problem::invalid(
                    "/as_of",
                    format!("as_of must be a date as YYYY-MM-DD, not {s:?}"),
                )
            })?,
            None => chrono::Utc::now().date_naive(),
        };
        let context = envelope.context.clone().unwrap_or_default();
        let request_id = headers
            .get(REQUEST_ID)
            .and_then(|v| v.to_str().ok())
            .and_then(usable_id)
            .or_else(|| context.request_id.as_deref().and_then(usable_id))
            .unwrap_or_else(|| decision_id.clone());
        let mut severities = Severities::new(runtime.config.severities.clone());
        if let Some(requested) = envelope.policy.as_ref().and_then(|p| p.severities.as_ref()) {
            let unknown: Vec<(String, String)> = requested
                .keys()
                .filter(|id| crate::engine::rule_by_id(id).is_none())
                .map(|id| {
                    (
                        format!(
                            "/policy/severities/{}",
                            id.replace('~', "~0").replace('/', "~1")
                        ),
                        format!("{id:?} is not a rule id (GET /rules lists them)"),
                    )
                })
                .collect();
            if let Some((path, message)) = unknown.first() {
                let mut problem = Problem::invalid(path.clone(), message.clone());
                for (path, message) in unknown.iter().skip(1) {
                    problem.errors.push(super::error::FieldError {
                        path: path.clone(),
                        message: message.clone(),
                    });
                }
                return Err(problem);
            }
            severities = severities.with(requested);
        }
        let policy = envelope.policy.as_ref().map_or(default_policy, |p| {
            default_policy.overridden(
                p.critical_threshold.map(std::num::NonZeroU32::get),
                p.high_threshold.map(std::num::NonZeroU32::get),
            )
        });
        Ok(Self {
            started,
            decision_id,
            request_id,
            today: Today(today),
            policy,
            severities,
            provider: runtime.provider_label(context.provider.as_deref()),
            model: bounded(context.model.as_deref()),
            trace_id: super::trace::trace_id(headers),
            numbers: NumbersAsSent::default(),
        })
    }

    /// The numbers of the request that alerts echo as sent (see [`super::extract::JsonAsSent`]).
    #[must_use]
    pub fn with_numbers_as_sent(mut self, numbers: NumbersAsSent) -> Self {
        self.numbers = numbers;
        self
    }

    /// Writes the decision log line for this call.
    pub fn log_decision(
        &self,
        state: &AppState,
        endpoint: &str,
        verdict: Verdict,
        rules: Vec<(&str, &str)>,
    ) {
        if !state.decision_log.is_on() {
            return;
        }
        let queued = state.decision_log.write(&DecisionLine {
            decision_id: &self.decision_id,
            time: chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
            endpoint,
            verdict: verdict.as_str(),
            rules,
            provider: &self.provider,
            model: self.model.as_deref().unwrap_or(""),
            request_id: &self.request_id,
            latency_us: u64::try_from(self.started.elapsed().as_micros()).unwrap_or(u64::MAX),
            trace_id: &self.trace_id,
        });
        if !queued {
            state.metrics.record_decision_log_drop();
        }
    }

    /// Judges `alerts`, records metrics, writes the decision log line, and encodes the answer with
    /// the endpoint's `extra` fields. Verdict, summary and metrics count every alert; the answer
    /// and the log line list at most `limits.max_alerts` of them.
    pub fn finish<E: Serialize>(
        self,
        state: &AppState,
        runtime: &Runtime,
        endpoint: &'static str,
        alerts: Vec<Alert>,
        extra: E,
    ) -> Response {
        self.finish_with(state, runtime, endpoint, alerts, |_| extra)
    }

    /// Like [`Call::finish`], with the endpoint's fields computed from the alerts as judged (after
    /// the per-rule severities are applied), for fields that depend on severities.
    pub fn finish_with<E: Serialize>(
        self,
        state: &AppState,
        runtime: &Runtime,
        endpoint: &'static str,
        alerts: Vec<Alert>,
        extra: impl FnOnce(&[Alert]) -> E,
    ) -> Response {
        self.conclude(state, runtime, endpoint, alerts, extra, &[])
    }

    /// Like [`Call::finish`], with the endpoint's fields already written as the members of a JSON
    /// object (`"results":[…],"totals":{…}`, without braces), the bytes `finish` would write for
    /// them: they follow the shared fields as they are, for answers too large to go through the
    /// serializer's field machinery item by item.
    pub fn finish_members(
        self,
        state: &AppState,
        runtime: &Runtime,
        endpoint: &'static str,
        alerts: Vec<Alert>,
        members: &[u8],
    ) -> Response {
        self.conclude(state, runtime, endpoint, alerts, |_| NoExtra {}, members)
    }

    /// [`Call::finish_with`], with `members` (when not empty) written after the shared fields and
    /// `extra`'s.
    fn conclude<E: Serialize>(
        self,
        state: &AppState,
        runtime: &Runtime,
        endpoint: &'static str,
        mut alerts: Vec<Alert>,
        extra: impl FnOnce(&[Alert]) -> E,
        members: &[u8],
    ) -> Response {
        // The one place per-rule severities apply: after the family, before the verdict.
        self.severities.apply(&mut alerts);
        self.numbers.patch(&mut alerts);
        let extra = extra(&alerts);
        let mut report = Report::new(alerts, self.policy);
        let mut types: Vec<&'static str> = report
            .alerts
            .iter()
            .map(|a| a.alert_type.as_str())
            .collect();
        types.sort_unstable();
        types.dedup();
        state.decisions.remember(
            &self.decision_id,
            super::feedback::Remembered { endpoint, types },
        );
        state
            .metrics
            .record_validation(endpoint, &self.provider, report.verdict, &report.alerts);
        report.list_at_most(runtime.config.limits.max_alerts);
        if state.decision_log.is_on() {
            let rules: Vec<(&str, &str)> = report
                .alerts
                .iter()
                .map(|a| (a.rule, a.severity.as_str()))
                .collect();
            self.log_decision(state, endpoint, report.verdict, rules);
        }
        let body = Answer {
            decision_id: &self.decision_id,
            request_id: &self.request_id,
            verdict: report.verdict,
            alerts: &report.alerts,
            summary: &report.summary,
            policy: PolicyEcho {
                thresholds: report.policy,
                severities: &self.severities,
            },
            rules_version: &runtime.rules_version,
            extra,
        };
        let mut response = if members.is_empty() {
            Json(body).into_response()
        } else {
            with_members(body, members)
        };
        let counts = &report.summary.by_severity;
        response.extensions_mut().insert(super::trace::Outcome {
            verdict: report.verdict.as_str(),
            critical: counts.critical,
            high: counts.high,
            medium: counts.medium,
            low: counts.low,
            total: report.summary.total,
        });
        if let Ok(value) = HeaderValue::from_str(&self.request_id) {
            response.headers_mut().insert(REQUEST_ID, value);
        }
        response
    }
}

/// `answer` as [`Json`] answers it, with `members` appended inside its object. Linear in both.
fn with_members<E: Serialize>(answer: Answer<'_, E>, members: &[u8]) -> Response {
    let mut bytes = Vec::with_capacity(512 + members.len());
    if serde_json::to_writer(&mut bytes, &answer).is_err() || bytes.pop() != Some(b'}') {
        // Never for these types; answered as `Json` answers an encoding error.
        return Json(answer).into_response();
    }
    if bytes.last() != Some(&b'{') {
        bytes.push(b',');
    }
    bytes.extend_from_slice(members);
    bytes.push(b'}');
    (
        [(
            axum::http::header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        bytes,
    )
        .into_response()
}

/// The shared result model plus the endpoint's own fields.
#[derive(Serialize)]
struct Answer<'a, E> {
    decision_id: &'a str,
    request_id: &'a str,
    verdict: Verdict,
    alerts: &'a [Alert],
    summary: &'a Summary,
    policy: PolicyEcho<'a>,
    rules_version: &'a str,
    #[serde(flatten)]
    extra: E,
}

/// The policy applied: thresholds, and the per-rule severities in force when there are any.
#[derive(Serialize)]
struct PolicyEcho<'a> {
    #[serde(flatten)]
    thresholds: Policy,
    #[serde(skip_serializing_if = "Severities::is_empty")]
    severities: &'a Severities,
}

/// No endpoint-specific fields.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct NoExtra {}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)] // a failing test may panic
mod tests {
    use super::new_decision_id;

    #[test]
    fn decision_ids_are_fresh_uuid_v7_stamped_with_now() {
        let before = std::time::SystemTime::now();
        let ids: Vec<uuid::Uuid> = (0..1000)
            .map(|_| uuid::Uuid::parse_str(&new_decision_id()).unwrap())
            .collect();
        let after = std::time::SystemTime::now();
        let distinct: std::collections::BTreeSet<_> = ids.iter().collect();
        assert_eq!(distinct.len(), ids.len(), "every id is fresh");
        for id in &ids {
            assert_eq!(id.get_version(), Some(uuid::Version::SortRand));
            assert_eq!(id.get_variant(), uuid::Variant::RFC4122);
            let (secs, nanos) = id.get_timestamp().unwrap().to_unix();
            let at = std::time::UNIX_EPOCH + std::time::Duration::new(secs, nanos);
            // Millisecond precision: `before` may lie up to a millisecond past the stamp.
            assert!(at + std::time::Duration::from_millis(1) >= before && at <= after);
        }
        // Each thread's generator is seeded apart: another thread's bits after the time stamp
        // are none of these.
        let random = |id: &uuid::Uuid| id.as_bytes()[6..].to_vec();
        let other = std::thread::spawn(new_decision_id).join().unwrap();
        let other = random(&uuid::Uuid::parse_str(&other).unwrap());
        assert!(!ids.iter().any(|id| random(id) == other));
    }
}
