//! `POST /verify-facts`, `POST /terms/protect` and `POST /terms/restore`.

use std::collections::{BTreeMap, BTreeSet};

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::decision::{Call, envelope_fields};
use super::error::Problem;
use super::extract::ValidJson;
use super::state::AppState;
use crate::engine::facts::{Correction, DateFormat, FactKind, FactsCheck, RawFacts};
use crate::engine::terms;

/// Route of the facts endpoint.
pub const VERIFY_FACTS: &str = "/verify-facts";
/// Route of term protection.
pub const TERMS_PROTECT: &str = "/terms/protect";
/// Route of term restoration.
pub const TERMS_RESTORE: &str = "/terms/restore";

/// The canonical facts as sent; every kind optional.
#[derive(Debug, Default, Deserialize)]
pub struct FactsBody {
    #[serde(default)]
    dates: Vec<Value>,
    #[serde(default)]
    time_strings: Vec<Value>,
    #[serde(default)]
    currency_amounts: Vec<Value>,
    #[serde(default)]
    numeric_counts: Vec<Value>,
    #[serde(default)]
    room_names: Vec<Value>,
    #[serde(default)]
    durations: Vec<Value>,
    #[serde(default)]
    terms: Vec<Value>,
}

impl FactsBody {
    /// The facts as the engine reads them, before parsing.
    #[must_use]
    pub fn into_raw(self) -> RawFacts {
        RawFacts {
            values: vec![
                (FactKind::Dates, self.dates),
                (FactKind::TimeStrings, self.time_strings),
                (FactKind::CurrencyAmounts, self.currency_amounts),
                (FactKind::NumericCounts, self.numeric_counts),
                (FactKind::RoomNames, self.room_names),
                (FactKind::Durations, self.durations),
                (FactKind::Terms, self.terms),
            ],
        }
    }
}

envelope_fields! {
/// Body of `POST /verify-facts`.
#[derive(Debug, Deserialize)]
pub struct VerifyFactsRequest {
    text: String,
    #[serde(default)]
    facts: Option<FactsBody>,
    #[serde(default)]
    source_text: Option<String>,
    #[serde(default)]
    known_terms: Vec<String>,
    #[serde(default)]
    mode: Option<String>,
    #[serde(default)]
    date_format: Option<String>,
    #[serde(default)]
    check: Option<Vec<String>>,
}
}

#[derive(Serialize)]
struct FactsExtra {
    ok: bool,
    missing_facts: BTreeMap<&'static str, Vec<Value>>,
    invented_facts: BTreeMap<&'static str, Vec<Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    corrected_text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    was_corrected: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    corrections: Option<Vec<Correction>>,
}

/// The lists by kind, serialized straight from the engine's vectors (keys in order, as before).
fn lists(lists: Vec<(FactKind, Vec<Value>)>) -> BTreeMap<&'static str, Vec<Value>> {
    lists.into_iter().map(|(k, v)| (k.key(), v)).collect()
}

/// The requested date format (default `DD.MM.YYYY`).
///
/// # Errors
/// 422 for an unknown format.
pub fn date_format(requested: Option<&str>) -> Result<DateFormat, Problem> {
    match requested {
        None => Ok(DateFormat::default()),
        Some(f) => DateFormat::parse(f).ok_or_else(|| {
            Problem::invalid(
                "/date_format",
                format!("unknown date_format {f:?}; use DD.MM.YYYY, YYYY-MM-DD, D MMMM YYYY or MMMM D, YYYY"),
            )
        }),
    }
}

/// `POST /verify-facts`
pub async fn verify_facts(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    ValidJson(request): ValidJson<VerifyFactsRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let call = Call::begin(
        &runtime,
        &headers,
        &request.envelope(),
        runtime.config.policy,
    )?;
    let rules = runtime.engine.facts();
    let correct = match request.mode.as_deref() {
        None | Some("verify") => false,
        Some("correct") => true,
        Some(other) => {
            return Err(Problem::invalid(
                "/mode",
                format!("mode must be \"verify\" or \"correct\", not {other:?}"),
            ));
        }
    };
    let date_format = date_format(request.date_format.as_deref())?;
    let check: Option<BTreeSet<FactKind>> = match request.check {
        None => None,
        Some(keys) => Some(
            keys.iter()
                .enumerate()
                .map(|(i, k)| {
                    FactKind::from_key(k).ok_or_else(|| {
                        Problem::invalid(format!("/check/{i}"), format!("unknown fact kind {k:?}"))
                    })
                })
                .collect::<Result<_, _>>()?,
        ),
    };
    let today = call.today.0;
    let (facts, from_source) = match (request.facts, &request.source_text) {
        (Some(body), _) => (
            rules
                .canonical(&body.into_raw(), today)
                .map_err(|e| Problem::invalid(e.path, e.message))?,
            false,
        ),
        (None, Some(source)) => (
            rules.from_source_within(source, &request.known_terms, today, &budget),
            true,
        ),
        (None, None) => return Err(Problem::invalid("", "send facts or source_text")),
    };
    let outcome = rules.check_within(
        &FactsCheck {
            facts: &facts,
            facts_from_source: from_source,
            known_terms: &request.known_terms,
            text: &request.text,
            check: check.as_ref(),
            correct,
            date_format,
            today,
        },
        &budget,
    );
    for (kind, result, n) in &outcome.tally {
        state.metrics.record_fact_checks(kind.key(), result, *n);
    }
    let ok = outcome.alerts.is_empty();
    let (corrected_text, was_corrected, corrections) = match outcome.corrected {
        Some((text, corrections)) => (Some(text), Some(!corrections.is_empty()), Some(corrections)),
        None => (None, None, None),
    };
    let extra = FactsExtra {
        ok,
        missing_facts: lists(outcome.missing),
        invented_facts: lists(outcome.invented),
        corrected_text,
        was_corrected,
        corrections,
    };
    Ok(call.finish(&state, &runtime, VERIFY_FACTS, outcome.alerts, extra))
}

/// Body of `POST /terms/protect`.
#[derive(Debug, Deserialize)]
pub struct ProtectRequest {
    text: String,
    terms: Vec<String>,
}

/// `POST /terms/protect`: terms swapped for `{{TERM_n}}` markers.
pub async fn protect(ValidJson(request): ValidJson<ProtectRequest>) -> Response {
    let protected = terms::protect(&request.text, &request.terms);
    let markers: BTreeMap<&str, &str> = protected
        .markers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    Json(ProtectAnswer {
        markers,
        protected_text: &protected.text,
    })
    .into_response()
}

/// The answer of `POST /terms/protect`, serialized straight from the engine's result.
#[derive(Serialize)]
struct ProtectAnswer<'a> {
    markers: BTreeMap<&'a str, &'a str>,
    protected_text: &'a str,
}

envelope_fields! {
/// Body of `POST /terms/restore`.
#[derive(Debug, Deserialize)]
pub struct RestoreRequest {
    text: String,
    markers: BTreeMap<String, String>,
}
}

#[derive(Serialize)]
struct RestoreExtra {
    restored_text: String,
    lost_markers: Vec<String>,
    unknown_markers: Vec<String>,
}

/// A restored text may be this many times `limits.max_body_bytes` long (8 MiB by default): markers
/// are short and terms long, so the answer may be larger than the request, but never unboundedly.
const RESTORED_BODIES: usize = 4;

/// `POST /terms/restore`: markers swapped back, lost and invented ones reported.
pub async fn restore(
    State(state): State<AppState>,
    headers: HeaderMap,
    ValidJson(request): ValidJson<RestoreRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let call = Call::begin(
        &runtime,
        &headers,
        &request.envelope(),
        runtime.config.policy,
    )?;
    let max_bytes = runtime
        .config
        .limits
        .max_body_bytes
        .saturating_mul(RESTORED_BODIES);
    let restored = runtime
        .engine
        .markers()
        .restore(
            &request.text,
            &request.markers,
            max_bytes,
            runtime.config.limits.max_alerts,
        )
        .map_err(|too_long| {
            Problem::invalid(
                "/text",
                format!(
                    "restoring its markers would make a text longer than {} bytes \
                     ({RESTORED_BODIES} x limits.max_body_bytes); restore the text in parts",
                    too_long.max_bytes
                ),
            )
        })?;
    let extra = RestoreExtra {
        restored_text: restored.text,
        lost_markers: restored.lost,
        unknown_markers: restored.unknown,
    };
    Ok(call.finish(&state, &runtime, TERMS_RESTORE, restored.alerts, extra))
}
