//! `POST /validate/transformations`: a JSON batch, or an NDJSON stream answered line by line while
//! it is still arriving, with flat memory whatever its length.

use std::borrow::Cow;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Datelike;
use http_body_util::BodyExt;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::time::Instant;

use super::admission::Slot;
use super::decision::{Call, Envelope, envelope_fields};
use super::error::Problem;
use super::extract::{decode, is_json, read_body};
use super::state::{AppState, Runtime};
use crate::engine::budget::Budget;
use crate::engine::transform::{self, DateFallback, ItemResult, Kind, Reason, Thresholds, Totals};
use crate::engine::{Policy, SeverityCounts, Summary};

/// Route of the transformations endpoint.
pub const TRANSFORMATIONS: &str = "/validate/transformations";

const NDJSON: &str = "application/x-ndjson";

envelope_fields! {
/// Body of a JSON `POST /validate/transformations`.
#[derive(Debug, Deserialize)]
pub struct TransformationsRequest {
    /// Data under test: each item may be any JSON.
    transformations: Vec<Value>,
    #[serde(default, deserialize_with = "super::decision::probability")]
    min_confidence: Option<f64>,
    #[serde(default)]
    price_tolerance: Option<f64>,
    /// What a date check does with an unreadable old value (config `transform.date_fallback`).
    #[serde(default)]
    date_fallback: Option<DateFallback>,
}
}

/// Query parameters of an NDJSON stream.
#[derive(Debug, Default, Deserialize)]
pub struct StreamParams {
    min_confidence: Option<f64>,
    price_tolerance: Option<f64>,
    date_fallback: Option<DateFallback>,
    as_of: Option<String>,
    provider: Option<String>,
}

#[derive(Serialize)]
struct BatchExtra {
    results: Vec<ItemResult>,
    totals: Totals,
}

/// The last line of an NDJSON answer. Its keys (and the totals' keys) are in name order, the
/// order the line has always had.
#[derive(Serialize)]
struct Trailer {
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped: Option<&'static str>,
    totals: TrailerTotals,
}

/// [`Totals`] with its keys in name order, for the NDJSON trailer.
#[derive(Serialize)]
struct TrailerTotals {
    accepted: u64,
    acceptance_rate: Option<f64>,
    invalid_input: u64,
    rejected_confidence: u64,
    rejected_semantics: u64,
    total: u64,
    unverified: u64,
}

impl From<Totals> for TrailerTotals {
    fn from(totals: Totals) -> Self {
        Self {
            accepted: totals.accepted,
            acceptance_rate: totals.acceptance_rate,
            invalid_input: totals.invalid_input,
            rejected_confidence: totals.rejected_confidence,
            rejected_semantics: totals.rejected_semantics,
            total: totals.total,
            unverified: totals.unverified,
        }
    }
}

/// Per kind and reason, how many items; recorded as metrics once per request.
#[derive(Debug, Default)]
struct Tally([[u64; 6]; 7]);

const REASONS: [Reason; 6] = [
    Reason::Ok,
    Reason::LowConfidence,
    Reason::SemanticMismatch,
    Reason::InvalidOutput,
    Reason::InvalidInput,
    Reason::Unverified,
];

impl Tally {
    fn add(&mut self, result: &ItemResult) {
        let k = result.kind.map_or(Kind::ALL.len() - 1, |k| {
            Kind::ALL.iter().position(|x| *x == k).unwrap_or(0)
        });
        let r = REASONS
            .iter()
            .position(|x| *x == result.reason)
            .unwrap_or(0);
        if let Some(slot) = self.0.get_mut(k).and_then(|row| row.get_mut(r)) {
            *slot += 1;
        }
    }

    fn record(&self, state: &AppState) {
        for (k, row) in self.0.iter().enumerate() {
            for (r, n) in row.iter().enumerate() {
                if let (Some(kind), Some(reason), true) = (Kind::ALL.get(k), REASONS.get(r), *n > 0)
                {
                    state
                        .metrics
                        .record_transformations(kind.as_str(), reason.as_str(), *n);
                }
            }
        }
    }
}

fn thresholds(
    runtime: &Runtime,
    min_confidence: Option<f64>,
    price_tolerance: Option<f64>,
    date_fallback: Option<DateFallback>,
    year: i32,
) -> Result<Thresholds, Problem> {
    let config = runtime.engine.transform().config();
    let min_confidence = min_confidence.unwrap_or(config.min_confidence);
    let price_tolerance = price_tolerance.unwrap_or(config.price_tolerance);
    if !(0.0..=1.0).contains(&min_confidence) {
        return Err(Problem::invalid(
            "/min_confidence",
            "min_confidence must be between 0 and 1",
        ));
    }
    if !(price_tolerance >= 0.0 && price_tolerance.is_finite()) {
        return Err(Problem::invalid(
            "/price_tolerance",
            "price_tolerance must be a fraction >= 0",
        ));
    }
    Ok(Thresholds {
        min_confidence,
        price_tolerance,
        current_year: year,
        date_fallback: date_fallback.unwrap_or(config.date_fallback),
    })
}

/// `POST /validate/transformations`: JSON, or NDJSON when the content type says so.
pub async fn transformations(
    State(state): State<AppState>,
    request: Request,
) -> Result<Response, Problem> {
    let params = match request.uri().query() {
        None => StreamParams::default(),
        Some(_) => Query::<StreamParams>::try_from_uri(request.uri())
            .map(|Query(params)| params)
            .map_err(|e| Problem::invalid("", format!("bad query parameter: {}", e.body_text())))?,
    };
    let content_type = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if content_type
        .split(';')
        .next()
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case(NDJSON))
    {
        return stream(state, params, request).await;
    }
    if !is_json(Some(content_type)) {
        return Err(Problem::new(
            axum::http::StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported-media-type",
            "send application/json, or application/x-ndjson to stream",
        ));
    }
    let runtime = state.runtime();
    let headers = request.headers().clone();
    let budget = request
        .extensions()
        .get::<Budget>()
        .cloned()
        .unwrap_or_default();
    let bytes = read_body(request, runtime.config.limits.max_body_bytes).await?;
    let body: TransformationsRequest = decode(&bytes, &runtime.config.limits)?;
    super::decision::item_confidences(&body.transformations, "/transformations")?;
    // Query parameters work for JSON too; a field in the body wins.
    let mut envelope = body.envelope();
    if envelope.as_of.is_none() {
        envelope.as_of.clone_from(&params.as_of);
    }
    let context = envelope.context.get_or_insert_with(Default::default);
    if context.provider.is_none() {
        context.provider.clone_from(&params.provider);
    }
    let call = Call::begin(&runtime, &headers, &envelope, runtime.config.policy)?;
    // A bad query parameter is a 422 even when the body overrides it.
    thresholds(
        &runtime,
        params.min_confidence,
        params.price_tolerance,
        params.date_fallback,
        call.today.0.year(),
    )?;
    let thresholds = thresholds(
        &runtime,
        body.min_confidence.or(params.min_confidence),
        body.price_tolerance.or(params.price_tolerance),
        body.date_fallback.or(params.date_fallback),
        call.today.0.year(),
    )?;
    let rules = runtime.engine.transform();
    let mut totals = Totals::default();
    let mut tally = Tally::default();
    let mut alerts = Vec::new();
    // Items stop being judged once the request's time is up (its 503 has gone out).
    let results: Vec<ItemResult> = budget
        .take_while_left(body.transformations.iter().enumerate())
        .map(|(i, item)| {
            let result = rules.check_item(i, item, &thresholds);
            totals.add(&result);
            tally.add(&result);
            alerts.extend(transform::alert_for(&result, item));
            result
        })
        .collect();
    tally.record(&state);
    Ok(call.finish(
        &state,
        &runtime,
        TRANSFORMATIONS,
        alerts,
        BatchExtra { results, totals },
    ))
}

/// Answers an NDJSON stream: each complete line is judged as soon as it arrives, results go out in
/// input order, and only one line (at most `max_line_bytes`) is ever buffered.
async fn stream(
    state: AppState,
    params: StreamParams,
    request: Request,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let envelope = Envelope {
        as_of: params.as_of.clone(),
        policy: None,
        context: Some(super::decision::Context {
            provider: params.provider.clone(),
            ..Default::default()
        }),
    };
    let headers: HeaderMap = request.headers().clone();
    let call = Call::begin(&runtime, &headers, &envelope, runtime.config.policy)?;
    let thresholds = thresholds(
        &runtime,
        params.min_confidence,
        params.price_tolerance,
        params.date_fallback,
        call.today.0.year(),
    )?;
    let request_id = call.request_id.clone();
    let decision_id = call.decision_id.clone();
    // The stream holds its concurrency slot until it ends, not only until its answer starts.
    let slot = request.extensions().get::<Slot>().cloned();
    let limits = runtime.config.limits;
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(8);
    let mut body = request.into_body();
    let task_state = state.clone();
    tokio::spawn(async move {
        let _slot = slot;
        let started = Instant::now();
        let deadline = started + Duration::from_millis(limits.stream_timeout_ms);
        let per_line = Duration::from_millis(limits.stream_line_timeout_ms);
        let mut line_deadline = (started + per_line).min(deadline);
        let mut stopped: Option<&'static str> = None;
        let max_line = runtime.engine.transform().config().max_line_bytes;
        let mut lines = LineJudge {
            runtime: &runtime,
            thresholds,
            index: 0,
            totals: Totals::default(),
            tally: Tally::default(),
            out: Vec::with_capacity(64 * 1024),
        };
        let mut pending: Vec<u8> = Vec::new();
        let mut overlong = false;
        loop {
            let frame = match tokio::time::timeout_at(line_deadline, body.frame()).await {
                Ok(Some(frame)) => frame,
                Ok(None) => break,
                Err(_) => {
                    stopped = Some(if line_deadline >= deadline {
                        "stream_timeout"
                    } else {
                        "line_timeout"
                    });
                    break;
                }
            };
            let Ok(frame) = frame else { break };
            let Ok(data) = frame.into_data() else {
                continue;
            };
            let mut rest: &[u8] = &data;
            if rest.contains(&b'\n') {
                line_deadline = (Instant::now() + per_line).min(deadline);
            }
            while let Some(newline) = rest.iter().position(|b| *b == b'\n') {
                let (head, tail) = rest.split_at(newline);
                rest = tail.get(1..).unwrap_or_default();
                if overlong {
                    overlong = false;
                    lines.invalid(&format!("line longer than max_line_bytes ({max_line})"));
                } else if pending.is_empty() {
                    lines.judge(head, max_line);
                } else {
                    pending.extend_from_slice(head);
                    lines.judge(&pending, max_line);
                    pending.clear();
                }
            }
            if !overlong {
                pending.extend_from_slice(rest);
                if pending.len() > max_line {
                    overlong = true;
                    pending = Vec::new();
                }
            }
            // A client that stops reading the answer is bounded by the stream's deadline too.
            if !lines.out.is_empty() {
                let capacity = lines.out.capacity();
                let out = Bytes::from(std::mem::replace(
                    &mut lines.out,
                    Vec::with_capacity(capacity),
                ));
                if !matches!(
                    tokio::time::timeout_at(deadline, tx.send(out)).await,
                    Ok(Ok(()))
                ) {
                    return;
                }
            }
        }
        if stopped.is_some() {
            // A stream cut off mid-line: the partial line is dropped, not judged.
        } else if overlong {
            lines.invalid(&format!("line longer than max_line_bytes ({max_line})"));
        } else if !pending.is_empty() {
            lines.judge(&pending, max_line);
        }
        let totals = lines.totals;
        let last = Trailer {
            stopped,
            totals: TrailerTotals::from(totals),
        };
        let _ = serde_json::to_writer(&mut lines.out, &last);
        lines.out.push(b'\n');
        let out = std::mem::take(&mut lines.out);
        lines.tally.record(&task_state);
        // The stream's verdict follows the policy like a batch: mismatches are high, low confidence medium.
        let summary = Summary {
            total: totals.rejected_confidence + totals.rejected_semantics,
            by_severity: SeverityCounts {
                critical: 0,
                high: totals.rejected_semantics,
                medium: totals.rejected_confidence,
                low: 0,
            },
            by_type: std::collections::BTreeMap::new(),
            alerts_omitted: 0,
        };
        let verdict = Policy::verdict(runtime.config.policy, &summary);
        let mut types = Vec::new();
        if totals.rejected_semantics > 0 {
            types.push("semantic_mismatch");
        }
        if totals.rejected_confidence > 0 {
            types.push("low_confidence");
        }
        task_state.decisions.remember(
            &call.decision_id,
            super::feedback::Remembered {
                endpoint: TRANSFORMATIONS,
                types,
            },
        );
        task_state
            .metrics
            .record_validation(TRANSFORMATIONS, &call.provider, verdict, &[]);
        call.log_decision(&task_state, TRANSFORMATIONS, verdict, Vec::new());
        let _ = tokio::time::timeout_at(deadline, tx.send(Bytes::from(out))).await;
    });
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv()
            .await
            .map(|bytes| (Ok::<_, std::convert::Infallible>(bytes), rx))
    });
    let mut response = Body::from_stream(stream).into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(NDJSON));
    if let Ok(id) = HeaderValue::from_str(&request_id) {
        response
            .headers_mut()
            .insert(super::decision::REQUEST_ID, id);
    }
    // A stream has no JSON envelope for the decision id, so it travels in a header.
    if let Ok(id) = HeaderValue::from_str(&decision_id) {
        response.headers_mut().insert("x-decision-id", id);
    }
    Ok(response)
}

/// A streamed line in its usual shape: string values, a string kind and field, a numeric
/// confidence. Unknown keys are skipped, as the tree path ignores them.
#[derive(Deserialize)]
struct LineItem<'a> {
    #[serde(default)]
    record_id: Option<Value>,
    #[serde(borrow)]
    old_value: Cow<'a, str>,
    #[serde(borrow)]
    new_value: Cow<'a, str>,
    #[serde(borrow, default)]
    kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    field: Option<Cow<'a, str>>,
    #[serde(default)]
    confidence: Option<f64>,
}

/// Judges lines one by one, writing each result as a line of `out`.
struct LineJudge<'a> {
    runtime: &'a Runtime,
    thresholds: Thresholds,
    index: usize,
    totals: Totals,
    tally: Tally,
    out: Vec<u8>,
}

impl LineJudge<'_> {
    fn judge(&mut self, line: &[u8], max_line: usize) {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line.iter().all(u8::is_ascii_whitespace) {
            return;
        }
        if line.len() > max_line {
            self.invalid(&format!("line longer than max_line_bytes ({max_line})"));
            return;
        }
        let rules = self.runtime.engine.transform();
        // The usual line decodes straight into its fields, strings borrowed from the line; any
        // other (an array, a duplicate key, a value of another type, bad JSON) takes the tree
        // path, whose verdict and messages are the reference.
        if line.trim_ascii_start().first() == Some(&b'{') {
            if let Ok(item) = serde_json::from_slice::<LineItem<'_>>(line) {
                let result = rules.check_fields(
                    self.index,
                    transform::Fields {
                        record_id: item.record_id.unwrap_or(Value::Null),
                        old: &item.old_value,
                        new: &item.new_value,
                        kind: item.kind.as_deref(),
                        field: item.field.as_deref().unwrap_or_default(),
                        confidence: item.confidence,
                    },
                    &self.thresholds,
                );
                self.emit(&result);
                return;
            }
        }
        match serde_json::from_slice::<Value>(line) {
            Ok(item) => {
                let result = rules.check_item(self.index, &item, &self.thresholds);
                self.emit(&result);
            }
            Err(e) => self.invalid(&format!("not a JSON object: {e}")),
        }
    }

    fn invalid(&mut self, detail: &str) {
        let result = ItemResult {
            index: self.index,
            record_id: Value::Null,
            kind: None,
            accepted: false,
            reason: Reason::InvalidInput,
            method: "none",
            detail: detail.to_owned(),
        };
        self.emit(&result);
    }

    fn emit(&mut self, result: &ItemResult) {
        self.totals.add(result);
        self.tally.add(result);
        result.write_line(&mut self.out);
        self.index += 1;
    }
}
