//! `POST /validate/transformations`: a JSON batch, or an NDJSON stream answered line by line while
//! it is still arriving, with flat memory whatever its length.

use std::borrow::Cow;
use std::fmt;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::Datelike;
use http_body_util::BodyExt;
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::time::Instant;

use super::admission::Slot;
use super::decision::{Call, Envelope, envelope_fields};
use super::error::Problem;
use super::extract::{decode, decode_in_place, is_json, read_body};
use super::state::{AppState, Runtime};
use crate::engine::budget::Budget;
use crate::engine::transform::{self, DateFallback, ItemResult, Kind, Reason, Thresholds, Totals};
use crate::engine::{Alert, Policy, SeverityCounts, Summary};

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

envelope_fields! {
/// Body of a JSON `POST /validate/transformations` read in place: [`TransformationsRequest`] with
/// each item's fields borrowed from the body instead of a tree per item.
#[derive(Debug, Deserialize)]
pub struct TransformationsBatch<'a> {
    #[serde(borrow)]
    transformations: Vec<BatchItem<'a>>,
    #[serde(default, deserialize_with = "super::decision::probability")]
    min_confidence: Option<f64>,
    #[serde(default)]
    price_tolerance: Option<f64>,
    #[serde(default)]
    date_fallback: Option<DateFallback>,
}
}

/// One batch item: an object read field by field, or any other JSON kept whole (judged as
/// unreadable by the tree path).
#[derive(Debug)]
enum BatchItem<'a> {
    Object(ItemFields<'a>),
    Other(Value),
}

/// The fields of an item object [`transform::TransformRules::check_item`] reads; every other key
/// is walked (limits hold) and dropped. A repeated key keeps its last value, as an object read
/// whole does.
#[derive(Debug, Default)]
struct ItemFields<'a> {
    record_id: Option<Value>,
    old_value: Scalar<'a>,
    new_value: Scalar<'a>,
    kind: Scalar<'a>,
    field: Scalar<'a>,
    confidence: Option<Value>,
}

/// A field's value, kept only as far as the rules read it: a string (borrowed when it needs no
/// unescaping) or a number; anything else only by its absence of text.
#[derive(Debug, Default)]
enum Scalar<'a> {
    #[default]
    Absent,
    Str(Cow<'a, str>),
    Number(serde_json::Number),
    /// `null`, a boolean, an array or an object.
    Other,
}

impl<'a> Scalar<'a> {
    /// The value as a rule compares it: a string as it is, a number as JSON writes it.
    fn text(&self) -> Option<Cow<'_, str>> {
        match self {
            Self::Str(s) => Some(Cow::Borrowed(s)),
            Self::Number(n) => Some(Cow::Owned(n.to_string())),
            Self::Absent | Self::Other => None,
        }
    }

    /// The string, when the value is one.
    fn as_str(&self) -> Option<&str> {
        match self {
            Self::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value as an alert echoes it. Only an item with text in both values has alerts, so
    /// `Other` (never echoed) becomes `null` like an absent value.
    fn into_value(self) -> Value {
        match self {
            Self::Str(s) => Value::String(s.into_owned()),
            Self::Number(n) => Value::Number(n),
            Self::Absent | Self::Other => Value::Null,
        }
    }
}

impl BatchItem<'_> {
    /// The item's verdict and alert: those [`transform::TransformRules::check_item`] and
    /// [`transform::alert_for`] give the item read whole.
    fn judge(
        self,
        index: usize,
        rules: &transform::TransformRules,
        thresholds: &Thresholds,
    ) -> (ItemResult, Option<Alert>) {
        match self {
            Self::Object(fields) => {
                let (old, new) = (fields.old_value.text(), fields.new_value.text());
                let result = rules.check_parts(
                    index,
                    transform::Parts {
                        record_id: fields.record_id.unwrap_or(Value::Null),
                        old: old.as_deref(),
                        new: new.as_deref(),
                        kind: fields.kind.as_str(),
                        field: fields.field.as_str(),
                        confidence: fields.confidence.as_ref(),
                    },
                    thresholds,
                );
                let alert = transform::alert_with(
                    &result,
                    || fields.new_value.into_value(),
                    || fields.old_value.into_value(),
                );
                (result, alert)
            }
            Self::Other(item) => {
                let result = rules.check_item(index, &item, thresholds);
                let alert = transform::alert_for(&result, &item);
                (result, alert)
            }
        }
    }

    /// The item's `confidence` as sent (`None` when absent or not an object).
    fn confidence(&self) -> Option<&Value> {
        match self {
            Self::Object(fields) => fields.confidence.as_ref(),
            Self::Other(_) => None,
        }
    }
}

/// The keys of an item that the rules read.
enum Key {
    RecordId,
    OldValue,
    NewValue,
    Kind,
    Field,
    Confidence,
    Other,
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object key")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key, E> {
                Ok(match v {
                    "record_id" => Key::RecordId,
                    "old_value" => Key::OldValue,
                    "new_value" => Key::NewValue,
                    "kind" => Key::Kind,
                    "field" => Key::Field,
                    "confidence" => Key::Confidence,
                    _ => Key::Other,
                })
            }
        }
        deserializer.deserialize_str(KeyVisitor)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Scalar<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ScalarVisitor;
        impl<'de> Visitor<'de> for ScalarVisitor {
            type Value = Scalar<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Str(Cow::Owned(v)))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Number(v.into()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Number(v.into()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Scalar<'de>, E> {
                // As a `Value` reads it (JSON has no infinite or NaN number).
                Ok(serde_json::Number::from_f64(v).map_or(Scalar::Other, Scalar::Number))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Other)
            }
            fn visit_unit<E: de::Error>(self) -> Result<Scalar<'de>, E> {
                Ok(Scalar::Other)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Scalar<'de>, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Scalar::Other)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Scalar<'de>, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Scalar::Other)
            }
        }
        deserializer.deserialize_any(ScalarVisitor)
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for BatchItem<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ItemVisitor;
        impl<'de> Visitor<'de> for ItemVisitor {
            type Value = BatchItem<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<BatchItem<'de>, A::Error> {
                let mut fields = ItemFields::default();
                while let Some(key) = map.next_key::<Key>()? {
                    match key {
                        Key::RecordId => fields.record_id = Some(map.next_value()?),
                        Key::OldValue => fields.old_value = map.next_value()?,
                        Key::NewValue => fields.new_value = map.next_value()?,
                        Key::Kind => fields.kind = map.next_value()?,
                        Key::Field => fields.field = map.next_value()?,
                        Key::Confidence => fields.confidence = Some(map.next_value()?),
                        Key::Other => {
                            map.next_value::<IgnoredAny>()?;
                        }
                    }
                }
                Ok(BatchItem::Object(fields))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<BatchItem<'de>, A::Error> {
                Value::deserialize(de::value::SeqAccessDeserializer::new(seq)).map(BatchItem::Other)
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::String(v.to_owned())))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::String(v.to_owned())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::from(v)))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::from(v)))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(
                    serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number),
                ))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::Bool(v)))
            }
            fn visit_unit<E: de::Error>(self) -> Result<BatchItem<'de>, E> {
                Ok(BatchItem::Other(Value::Null))
            }
        }
        deserializer.deserialize_any(ItemVisitor)
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
    // The usual body is read in place, each item's strings borrowed from it; any other (one that
    // does not decode, or decodes only as a tree: a repeated key, a number beyond f64) takes the
    // tree path, whose answers and messages are the reference.
    let Some(body) = decode_in_place::<TransformationsBatch<'_>>(&bytes, &runtime.config.limits)
    else {
        let body: TransformationsRequest = decode(&bytes, &runtime.config.limits)?;
        return batch(&state, &runtime, &headers, &budget, &params, body);
    };
    super::decision::confidences(
        body.transformations.iter().map(BatchItem::confidence),
        "/transformations",
    )?;
    let (call, thresholds) = batch_call(
        &runtime,
        &headers,
        &params,
        body.envelope(),
        (
            body.min_confidence,
            body.price_tolerance,
            body.date_fallback,
        ),
    )?;
    let rules = runtime.engine.transform();
    // Items stop being judged once the request's time is up (its 503 has gone out).
    let judged = budget
        .take_while_left(body.transformations.into_iter().enumerate())
        .map(|(i, item)| item.judge(i, rules, &thresholds));
    Ok(answer(&state, &runtime, call, judged))
}

/// The answer to a JSON batch from its items' verdicts and alerts, in input order; metrics recorded.
fn answer(
    state: &AppState,
    runtime: &Runtime,
    call: Call,
    judged: impl Iterator<Item = (ItemResult, Option<Alert>)>,
) -> Response {
    let mut members = Members::default();
    let mut tally = Tally::default();
    let mut alerts = Vec::new();
    for (result, alert) in judged {
        members.push(&result);
        tally.add(&result);
        alerts.extend(alert);
    }
    tally.record(state);
    call.finish_members(state, runtime, TRANSFORMATIONS, alerts, &members.finish())
}

/// A batch answer's own fields, `"results":[…],"totals":{…}`: the bytes serde writes for them,
/// written result by result as the NDJSON lines are. Linear in the results.
#[derive(Default)]
struct Members {
    bytes: Vec<u8>,
    totals: Totals,
}

impl Members {
    fn push(&mut self, result: &ItemResult) {
        if self.totals.total == 0 {
            self.bytes.reserve(64 * 1024);
            self.bytes.extend_from_slice(b"\"results\":[");
        } else {
            self.bytes.push(b',');
        }
        result.write_json(&mut self.bytes);
        self.totals.add(result);
    }

    fn finish(mut self) -> Vec<u8> {
        if self.totals.total == 0 {
            self.bytes.extend_from_slice(b"\"results\":[");
        }
        self.bytes.extend_from_slice(b"],\"totals\":");
        let _ = serde_json::to_writer(&mut self.bytes, &self.totals);
        self.bytes
    }
}

/// The call and thresholds of a JSON batch: its envelope and settings, the query parameters
/// filling in what the body leaves out.
fn batch_call(
    runtime: &Runtime,
    headers: &HeaderMap,
    params: &StreamParams,
    mut envelope: Envelope,
    (min_confidence, price_tolerance, date_fallback): (
        Option<f64>,
        Option<f64>,
        Option<DateFallback>,
    ),
) -> Result<(Call, Thresholds), Problem> {
    // Query parameters work for JSON too; a field in the body wins.
    if envelope.as_of.is_none() {
        envelope.as_of.clone_from(&params.as_of);
    }
    let context = envelope.context.get_or_insert_with(Default::default);
    if context.provider.is_none() {
        context.provider.clone_from(&params.provider);
    }
    let call = Call::begin(runtime, headers, &envelope, runtime.config.policy)?;
    // A bad query parameter is a 422 even when the body overrides it.
    thresholds(
        runtime,
        params.min_confidence,
        params.price_tolerance,
        params.date_fallback,
        call.today.0.year(),
    )?;
    let thresholds = thresholds(
        runtime,
        min_confidence.or(params.min_confidence),
        price_tolerance.or(params.price_tolerance),
        date_fallback.or(params.date_fallback),
        call.today.0.year(),
    )?;
    Ok((call, thresholds))
}

/// A JSON batch decoded as a tree: each item judged from its `Value`.
fn batch(
    state: &AppState,
    runtime: &Runtime,
    headers: &HeaderMap,
    budget: &Budget,
    params: &StreamParams,
    body: TransformationsRequest,
) -> Result<Response, Problem> {
    super::decision::item_confidences(&body.transformations, "/transformations")?;
    let (call, thresholds) = batch_call(
        runtime,
        headers,
        params,
        body.envelope(),
        (
            body.min_confidence,
            body.price_tolerance,
            body.date_fallback,
        ),
    )?;
    let rules = runtime.engine.transform();
    let judged = budget
        .take_while_left(body.transformations.iter().enumerate())
        .map(|(i, item)| {
            let result = rules.check_item(i, item, &thresholds);
            let alert = transform::alert_for(&result, item);
            (result, alert)
        });
    Ok(answer(state, runtime, call, judged))
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

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::engine::transform::TransformRules;
    use proptest::prelude::*;

    const T: Thresholds = Thresholds {
        min_confidence: 0.7,
        price_tolerance: 0.0,
        current_year: 2026,
        date_fallback: DateFallback::Unverified,
    };

    type Judged = Vec<(ItemResult, Option<Alert>)>;

    /// Each item's verdict and alert, read in place and read as a tree; `None` when the body
    /// does not decode in place.
    fn both_ways(body: &str) -> Option<(Judged, Judged)> {
        static RULES: std::sync::LazyLock<(Config, TransformRules)> =
            std::sync::LazyLock::new(|| {
                let config = Config::default();
                let rules = TransformRules::new(&config.transform);
                (config, rules)
            });
        let (config, rules) = &*RULES;
        let tree: TransformationsRequest = decode(body.as_bytes(), &config.limits).ok()?;
        let batch: TransformationsBatch<'_> = decode_in_place(body.as_bytes(), &config.limits)?;
        let in_place = batch
            .transformations
            .into_iter()
            .enumerate()
            .map(|(i, item)| item.judge(i, rules, &T))
            .collect();
        let whole = tree
            .transformations
            .iter()
            .enumerate()
            .map(|(i, item)| {
                let result = rules.check_item(i, item, &T);
                let alert = transform::alert_for(&result, item);
                (result, alert)
            })
            .collect();
        Some((in_place, whole))
    }

    #[test]
    fn an_item_read_in_place_is_judged_as_the_same_item_read_whole() {
        let body = r#"{"transformations": [
            {"record_id": 1, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01", "confidence": 0.9},
            {"record_id": "b", "field": "d\u006fb", "old_value": "\u004aan 12, 1980", "new_value": "1980-01-12"},
            {"field": "price", "old_value": 12.5, "new_value": 12.49},
            {"kind": "number", "old_value": -3, "new_value": "-3", "kind": 7},
            {"old_value": "x", "old_value": "Mar 3, 1990", "new_value": "1990-03-04", "field": "dob"},
            {"old_value": [1], "new_value": "x"}, {"old_value": "x"}, [1, 2], "x", 3, null, {},
            {"old_value": "a", "new_value": "b", "confidence": 0.1, "extra": {"deep": [[{}]]}}
        ]}"#;
        let (in_place, whole) = both_ways(body).unwrap();
        assert_eq!(in_place.len(), 13);
        assert!(in_place.iter().filter(|(_, alert)| alert.is_some()).count() >= 4);
        assert_eq!(in_place, whole);
    }

    #[test]
    fn a_batch_answers_fields_are_the_bytes_serde_writes_for_them() {
        #[derive(Serialize)]
        struct Reference<'a> {
            results: &'a [ItemResult],
            totals: Totals,
        }
        let rules = TransformRules::new(&Config::default().transform);
        let items = [
            serde_json::json!({"record_id": "a\"b", "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01"}),
            serde_json::json!({"record_id": 1.5, "field": "email", "old_value": "X@Y.com", "new_value": "x@y.com", "confidence": 0.2}),
            serde_json::json!({"record_id": [1, {"k": null}], "field": "name", "old_value": "Zoë\n", "new_value": "Zoe"}),
            serde_json::json!("not an object"),
        ];
        for n in 0..=items.len() {
            let results: Vec<ItemResult> = items[..n]
                .iter()
                .enumerate()
                .map(|(i, item)| rules.check_item(i, item, &T))
                .collect();
            let mut members = Members::default();
            let mut totals = Totals::default();
            for result in &results {
                members.push(result);
                totals.add(result);
            }
            let mut ours = b"{".to_vec();
            ours.extend(members.finish());
            ours.push(b'}');
            let reference = serde_json::to_vec(&Reference {
                results: &results,
                totals,
            })
            .unwrap();
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                String::from_utf8(reference).unwrap()
            );
        }
    }

    #[test]
    fn a_body_only_a_tree_reads_is_left_to_the_tree() {
        let config = Config::default();
        for body in [
            r#"{"transformations": [], "transformations": []}"#,
            r#"{"transformations": [{"old_value": 1e400, "new_value": "1"}]}"#,
            r#"{"transformations": [{"old_value": "a", "new_value": "b"}]} trailing"#,
        ] {
            assert!(
                decode_in_place::<TransformationsBatch<'_>>(body.as_bytes(), &config.limits)
                    .is_none(),
                "{body}"
            );
        }
    }

    fn value() -> impl Strategy<Value = String> {
        let leaf = prop_oneof![
            Just("null".to_owned()),
            Just("true".to_owned()),
            any::<i64>().prop_map(|n| n.to_string()),
            any::<u64>().prop_map(|n| n.to_string()),
            (-1e6f64..1e6).prop_map(|n| n.to_string()),
            Just("0.5".to_owned()),
            Just("1e3".to_owned()),
            Just(r#""Jan 12, 1980""#.to_owned()),
            Just(r#""1980-01-12""#.to_owned()),
            Just(r#""\u004aan 12, 1980""#.to_owned()),
            Just(r#""$3,002.50""#.to_owned()),
            Just(r#""3002.5""#.to_owned()),
            Just(r#""dob""#.to_owned()),
            Just(r#""price""#.to_owned()),
            Just(r#""date""#.to_owned()),
            "[a-zA-Z0-9 @.,/-]{0,12}".prop_map(|s| format!("{s:?}")),
        ];
        leaf.prop_recursive(3, 12, 3, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..3)
                    .prop_map(|v| format!("[{}]", v.join(","))),
                prop::collection::vec(("[a-z]{1,3}", inner), 0..3).prop_map(|v| {
                    let fields: Vec<String> = v.iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
                    format!("{{{}}}", fields.join(","))
                }),
            ]
        })
    }

    fn item() -> impl Strategy<Value = String> {
        let key = prop_oneof![
            Just("record_id"),
            Just("old_value"),
            Just("new_value"),
            Just("kind"),
            Just("field"),
            Just("confidence"),
            Just("other"),
        ];
        prop_oneof![
            4 => prop::collection::vec((key, value()), 0..8).prop_map(|v| {
                let fields: Vec<String> = v.iter().map(|(k, v)| format!("{k:?}:{v}")).collect();
                format!("{{{}}}", fields.join(","))
            }),
            1 => value(),
        ]
    }

    proptest! {
        #[test]
        fn any_batch_read_in_place_is_judged_as_read_whole(items in prop::collection::vec(item(), 0..6)) {
            let body = format!(r#"{{"transformations":[{}]}}"#, items.join(","));
            let decoded = both_ways(&body);
            // Every body the tree reads is read in place too (none of these repeats a top-level key).
            prop_assert!(decoded.is_some() || decode::<TransformationsRequest>(body.as_bytes(), &Config::default().limits).is_err());
            if let Some((in_place, whole)) = decoded {
                prop_assert_eq!(in_place, whole);
            }
        }
    }
}
