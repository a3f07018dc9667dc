//! The one JSON extractor: every way a body can be wrong becomes a problem-details answer with the
//! status API.md gives it (415, 413, 400, 422), never axum's plain-text rejections.

use axum::extract::{FromRequest, Request};
use axum::http::header;
use http_body_util::{BodyExt, LengthLimitError, Limited};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::decoder::{Breach, Failure, NumbersAsSent, Tracker, within_f64};
use super::error::{FieldError, Problem};
use super::state::AppState;
use crate::config::LimitsConfig;
use crate::engine::pointer;

/// A JSON body decoded into `T`, after the content type, size, depth and length limits passed.
#[derive(Debug, Clone)]
pub struct ValidJson<T>(pub T);

/// Whether the `Content-Type` is JSON (`application/json`, any `+json`, any parameters).
#[must_use]
pub fn is_json(content_type: Option<&str>) -> bool {
    content_type.is_some_and(|ct| {
        let essence = ct
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        essence == "application/json"
            || (essence.starts_with("application/") && essence.ends_with("+json"))
    })
}

/// The body of a JSON request with the limits in force: a body that is not `application/json`
/// is a 415, one over `max_body_bytes` a 413.
///
/// # Errors
/// 415 and 413 as above; 400 when the body cannot be read.
pub async fn json_body(
    req: Request,
    state: &AppState,
) -> Result<(axum::body::Bytes, LimitsConfig), Problem> {
    let limits = state.runtime().config.limits;
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok());
    if !is_json(content_type) {
        return Err(Problem::new(
            axum::http::StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported-media-type",
            "send the body as application/json",
        ));
    }
    let bytes = read_body(req, limits.max_body_bytes).await?;
    Ok((bytes, limits))
}

impl<T: DeserializeOwned> FromRequest<AppState> for ValidJson<T> {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let (bytes, limits) = json_body(req, state).await?;
        decode(&bytes, &limits).map(ValidJson)
    }
}

/// A JSON body decoded into `T` as [`ValidJson`] does, with the text as sent of every number in
/// it that a `Value` holds only approximately, for endpoints whose alerts echo numbers of the
/// data under test.
#[derive(Debug, Clone)]
pub struct JsonAsSent<T>(pub T, pub NumbersAsSent);

impl<T: DeserializeOwned> FromRequest<AppState> for JsonAsSent<T> {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let (bytes, limits) = json_body(req, state).await?;
        decode_as_sent(&bytes, &limits).map(|(value, numbers)| JsonAsSent(value, numbers))
    }
}

/// Reads at most `limit` bytes of the body; more is a 413.
///
/// # Errors
/// 413 when the body is larger than `limit`; 400 when it cannot be read.
pub async fn read_body(req: Request, limit: usize) -> Result<axum::body::Bytes, Problem> {
    let too_large = || {
        Problem::new(
            axum::http::StatusCode::PAYLOAD_TOO_LARGE,
            "body-too-large",
            format!("the body is larger than max_body_bytes ({limit} bytes)"),
        )
    };
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|len| len > u64::try_from(limit).unwrap_or(u64::MAX)) {
        return Err(too_large());
    }
    match Limited::new(req.into_body(), limit).collect().await {
        Ok(collected) => Ok(collected.to_bytes()),
        Err(e) if e.downcast_ref::<LengthLimitError>().is_some() => Err(too_large()),
        Err(e) => Err(Problem::bad_request(
            "unreadable-body",
            format!("the body could not be read: {e}"),
        )),
    }
}

/// Decodes a JSON body straight into `T` in one pass, enforcing the limits as it goes (see
/// [`super::decoder`]). Only a body that fails is looked at again, to name every wrong field.
///
/// # Errors
/// 400 for bad JSON or too deep nesting, 422 for limits and envelope errors.
pub fn decode<T: DeserializeOwned>(bytes: &[u8], limits: &LimitsConfig) -> Result<T, Problem> {
    decode_as_sent(bytes, limits).map(|(value, _)| value)
}

/// Decodes `bytes` into `T` in one pass with the limits enforced, as [`decode`] does, its strings
/// borrowed from `bytes` where they need no unescaping; `None` for any body that does not decode
/// (bad JSON, a limit, a wrong field, a repeated key, a number beyond f64), which the caller
/// then gives to [`decode`] for the answer. Linear in the body.
#[must_use]
pub fn decode_in_place<'de, T: Deserialize<'de>>(
    bytes: &'de [u8],
    limits: &LimitsConfig,
) -> Option<T> {
    let tracker = Tracker::new(*limits);
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value = T::deserialize(tracker.wrap(&mut deserializer)).ok()?;
    deserializer.end().ok()?;
    Some(value)
}

/// [`decode_in_place`], also giving the text as sent of the numbers a `Value` holds only
/// approximately, as [`decode_as_sent`] does for the same body.
#[must_use]
pub fn decode_in_place_as_sent<'de, T: Deserialize<'de>>(
    bytes: &'de [u8],
    limits: &LimitsConfig,
) -> Option<(T, NumbersAsSent)> {
    let tracker = Tracker::new(*limits);
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value = T::deserialize(tracker.wrap(&mut deserializer)).ok()?;
    deserializer.end().ok()?;
    Some((value, NumbersAsSent::find(bytes, &tracker.beyond())))
}

/// [`decode`], also giving the text as sent of the numbers a `Value` holds only approximately
/// (nothing is looked up when there are none). A number beyond f64 (`1e400`) is valid JSON: it is
/// read as the largest f64 of its sign, and named as sent in answers and errors.
///
/// # Errors
/// As [`decode`].
pub fn decode_as_sent<T: DeserializeOwned>(
    bytes: &[u8],
    limits: &LimitsConfig,
) -> Result<(T, NumbersAsSent), Problem> {
    let tracker = Tracker::new(*limits);
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let decoded = T::deserialize(tracker.wrap(&mut deserializer))
        .and_then(|value| deserializer.end().map(|()| value));
    match decoded {
        Ok(value) => Ok((value, NumbersAsSent::find(bytes, &tracker.beyond()))),
        Err(e) if e.to_string().starts_with("number out of range") => {
            let Some(readable) = within_f64(bytes) else {
                return explain::<T>(bytes, limits, tracker.failure())
                    .map(|v| (v, NumbersAsSent::default()));
            };
            let tracker = Tracker::new(*limits);
            let mut deserializer = serde_json::Deserializer::from_slice(&readable);
            let decoded = T::deserialize(tracker.wrap(&mut deserializer))
                .and_then(|value| deserializer.end().map(|()| value));
            match decoded {
                Ok(value) => Ok((value, NumbersAsSent::find(bytes, &tracker.beyond()))),
                Err(_) => Err(as_sent_in_errors(
                    explain::<T>(&readable, limits, tracker.failure())
                        .map(|_| ())
                        .err(),
                    bytes,
                )),
            }
        }
        Err(_) => {
            explain::<T>(bytes, limits, tracker.failure()).map(|v| (v, NumbersAsSent::default()))
        }
    }
}

/// A problem found in a body whose numbers beyond f64 were read as the largest f64: each error at
/// such a number names it as sent.
fn as_sent_in_errors(problem: Option<Problem>, bytes: &[u8]) -> Problem {
    let Some(mut problem) = problem else {
        return Problem::invalid("", "the body does not match this endpoint's request");
    };
    let paths: Vec<String> = problem.errors.iter().map(|e| e.path.clone()).collect();
    let numbers = NumbersAsSent::find(bytes, &paths);
    for error in &mut problem.errors {
        if let Some(text) = numbers.get(&error.path) {
            let expected = error
                .message
                .split_once(", found ")
                .map_or(error.message.as_str(), |(expected, _)| expected);
            let message = format!("{expected}, found the number {}", text.get());
            if problem.detail == error.message {
                problem.detail.clone_from(&message);
            }
            error.message = message;
        }
    }
    problem
}

/// Most envelope errors one answer lists.
const MAX_LISTED: usize = 8;

/// The error path: why `bytes` did not decode into `T`, with every wrong envelope field listed.
/// A body whose only fault was a repeated key decodes here (the last one wins, as in a JSON
/// object read whole).
fn explain<T: DeserializeOwned>(
    bytes: &[u8],
    limits: &LimitsConfig,
    first: Option<Failure>,
) -> Result<T, Problem> {
    let mut value: Value = match serde_json::from_slice(bytes) {
        Ok(value) => value,
        Err(e) if e.to_string().contains("recursion limit") => {
            return Err(too_deep(limits.max_depth));
        }
        Err(e) => {
            return Err(Problem::bad_request(
                "malformed-json",
                format!("the body is not valid JSON: {e}"),
            ));
        }
    };
    match first
        .as_ref()
        .and_then(|f| f.breach.as_ref().map(|b| (f, b)))
    {
        Some((_, Breach::TooDeep)) => return Err(too_deep(limits.max_depth)),
        Some((failure, Breach::TooLong(message))) => {
            return Err(Problem::invalid(failure.path.clone(), message.clone()));
        }
        None => {}
    }
    check_limits(&value, limits, &mut Vec::new())?;
    if !value.is_object() {
        return Err(Problem::invalid("", "the body must be a JSON object"));
    }
    if let Ok(decoded) = T::deserialize(Tracker::new(*limits).wrap(&value)) {
        return Ok(decoded);
    }
    let mut errors: Vec<FieldError> = Vec::new();
    while errors.len() < MAX_LISTED {
        let Some(failure) = failure_in::<T>(&value, limits) else {
            break;
        };
        if errors.iter().any(|e| e.path == failure.path) {
            break;
        }
        let path = failure.path.clone();
        errors.push(FieldError {
            path: failure.path,
            message: bounded_message(failure.message),
        });
        if path.is_empty() || !stand_in::<T>(&mut value, &path, limits) {
            break;
        }
    }
    let mut errors = errors.into_iter();
    let Some(first) = errors.next().or_else(|| {
        first.map(|f| FieldError {
            path: f.path,
            message: bounded_message(f.message),
        })
    }) else {
        return Err(Problem::invalid(
            "",
            "the body does not match this endpoint's request",
        ));
    };
    let mut problem = Problem::invalid(first.path, first.message);
    problem.errors.extend(errors);
    if problem.errors.len() > 1 {
        problem.detail = format!("{} fields are wrong or missing", problem.errors.len());
    }
    Err(problem)
}

/// The first failure decoding `value` into `T`, if any.
fn failure_in<T: DeserializeOwned>(value: &Value, limits: &LimitsConfig) -> Option<Failure> {
    let tracker = Tracker::new(*limits);
    match T::deserialize(tracker.wrap(value)) {
        Ok(_) => None,
        Err(e) => Some(tracker.failure().unwrap_or_else(|| Failure {
            path: String::new(),
            message: e.to_string(),
            breach: None,
        })),
    }
}

/// Puts a stand-in at `path` (removing it, or a value of each JSON type in turn) so the next
/// decode gets past it and finds the next wrong field; false when none does.
fn stand_in<T: DeserializeOwned>(value: &mut Value, path: &str, limits: &LimitsConfig) -> bool {
    let Some((parent, last)) = path.rsplit_once('/') else {
        return false;
    };
    let key = last.replace("~1", "/").replace("~0", "~");
    let candidates = [
        None,
        Some(Value::from(1)),
        Some(Value::from("")),
        Some(Value::Array(Vec::new())),
        Some(Value::Object(serde_json::Map::new())),
        Some(Value::Bool(false)),
    ];
    let inside = format!("{path}/");
    for candidate in candidates {
        let Some(slot) = value.pointer_mut(parent) else {
            return false;
        };
        let old = match slot {
            Value::Object(map) => match candidate {
                None => map.remove(&key),
                Some(c) => map.insert(key.clone(), c),
            },
            Value::Array(items) => {
                let Some(item) = key.parse::<usize>().ok().and_then(|i| items.get_mut(i)) else {
                    return false;
                };
                Some(std::mem::replace(item, candidate.unwrap_or(Value::Null)))
            }
            _ => return false,
        };
        let moved_on = failure_in::<T>(value, limits)
            .is_none_or(|f| f.path != path && !f.path.starts_with(&inside));
        if moved_on {
            return true;
        }
        // Put the original back before the next try.
        if let Some(slot) = value.pointer_mut(parent) {
            match slot {
                Value::Object(map) => {
                    match old {
                        Some(old) => map.insert(key.clone(), old),
                        None => map.remove(&key),
                    };
                }
                Value::Array(items) => {
                    if let (Some(item), Some(old)) = (
                        key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
                        old,
                    ) {
                        *item = old;
                    }
                }
                _ => {}
            }
        }
    }
    false
}

/// A message cut to a readable length (an unknown value may be up to a megabyte long).
fn bounded_message(message: String) -> String {
    const MAX_CHARS: usize = 300;
    if message.chars().count() <= MAX_CHARS {
        return message;
    }
    let mut cut: String = message.chars().take(MAX_CHARS).collect();
    cut.push('…');
    cut
}

fn too_deep(max_depth: usize) -> Problem {
    Problem::bad_request(
        "too-deep",
        format!("the JSON is nested deeper than max_depth ({max_depth})"),
    )
}

/// One step of the path to a value: an object key or an array index.
#[derive(Debug, Clone, Copy)]
enum Step<'v> {
    Key(&'v str),
    Index(usize),
}

impl std::fmt::Display for Step<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Key(key) => f.write_str(key),
            Step::Index(i) => write!(f, "{i}"),
        }
    }
}

/// Walks the parsed body once, enforcing depth, array and string limits with the path of the
/// first offender. The path borrows the keys and is spelled out only for an error, so a body
/// within its limits costs no allocation per value.
fn check_limits<'v>(
    value: &'v Value,
    limits: &LimitsConfig,
    path: &mut Vec<Step<'v>>,
) -> Result<(), Problem> {
    let container = matches!(value, Value::Array(_) | Value::Object(_));
    if container && path.len() >= limits.max_depth {
        return Err(too_deep(limits.max_depth));
    }
    match value {
        Value::String(s) if s.len() > limits.max_string_bytes => Err(Problem::invalid(
            pointer(path.iter()),
            format!(
                "string of {} bytes is over max_string_bytes ({})",
                s.len(),
                limits.max_string_bytes
            ),
        )),
        Value::Array(items) => {
            // `transformations` has its own, larger limit; every other array the general one.
            let (limit, name) = if let [Step::Key("transformations")] = path.as_slice() {
                (limits.max_transformations, "max_transformations")
            } else {
                (limits.max_array_items, "max_array_items")
            };
            if items.len() > limit {
                return Err(Problem::invalid(
                    pointer(path.iter()),
                    format!("array of {} items is over {name} ({limit})", items.len()),
                ));
            }
            for (i, item) in items.iter().enumerate() {
                if matches!(item, Value::Array(_) | Value::Object(_) | Value::String(_)) {
                    path.push(Step::Index(i));
                    check_limits(item, limits, path)?;
                    path.pop();
                }
            }
            Ok(())
        }
        Value::Object(map) => {
            for (key, item) in map {
                path.push(Step::Key(key));
                if key.len() > limits.max_string_bytes {
                    return Err(Problem::invalid(
                        pointer(path.iter()),
                        "object key is over max_string_bytes",
                    ));
                }
                check_limits(item, limits, path)?;
                path.pop();
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::StatusCode;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    struct Envelope {
        #[allow(dead_code)] // only decoded
        total_pages: u64,
    }

    const LIMITS: LimitsConfig = LimitsConfig {
        max_body_bytes: 1000,
        max_depth: 4,
        max_array_items: 3,
        max_string_bytes: 12,
        max_transformations: 5,
        max_alerts: 10,
        stream_line_timeout_ms: 1000,
        stream_timeout_ms: 1000,
    };

    fn status(body: &str) -> StatusCode {
        decode::<Envelope>(body.as_bytes(), &LIMITS).map_or_else(|p| p.status, |_| StatusCode::OK)
    }

    #[test]
    fn json_content_types_are_recognised() {
        assert!(is_json(Some("application/json")));
        assert!(is_json(Some("Application/JSON; charset=utf-8")));
        assert!(is_json(Some("application/problem+json")));
        assert!(!is_json(Some("text/plain")));
        assert!(!is_json(None));
    }

    #[test]
    fn each_kind_of_bad_body_gets_its_status() {
        assert_eq!(status(r#"{"total_pages": 3}"#), StatusCode::OK);
        assert_eq!(status(r#"{"total_pages": "#), StatusCode::BAD_REQUEST);
        assert_eq!(status(r#"[[[[[1]]]]]"#), StatusCode::BAD_REQUEST);
        assert_eq!(status(r#"[1]"#), StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(
            status(r#"{"total_pages": "three"}"#),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        assert_eq!(
            status(r#"{"total_pages": 3, "x": [1,2,3,4]}"#),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        assert_eq!(
            status(r#"{"total_pages": 3, "x": "thirteen chars"}"#),
            StatusCode::UNPROCESSABLE_ENTITY
        );
    }

    #[test]
    fn a_limit_error_names_the_offending_value_by_its_pointer() {
        // Long enough strings for the key `transformations`.
        let limits = LimitsConfig {
            max_string_bytes: 20,
            ..LIMITS
        };
        let path = |body: &str| {
            decode::<Envelope>(body.as_bytes(), &limits)
                .err()
                .and_then(|p| p.errors.first().map(|e| e.path.clone()))
        };
        assert_eq!(
            path(r#"{"total_pages": 3, "a/b": [{"c~": "twenty-one characters"}]}"#).as_deref(),
            Some("/a~1b/0/c~0")
        );
        assert_eq!(
            path(r#"{"total_pages": 3, "x": [[], [1, 2, 3, 4]]}"#).as_deref(),
            Some("/x/1")
        );
        // Only the top-level `transformations` list has the larger limit.
        assert_eq!(
            path(r#"{"total_pages": 3, "transformations": [1, 2, 3, 4]}"#),
            None
        );
        assert_eq!(
            path(r#"{"total_pages": 3, "x": {"transformations": [1, 2, 3, 4]}}"#).as_deref(),
            Some("/x/transformations")
        );
    }

    #[test]
    fn invalid_utf8_is_a_bad_request() {
        let bytes = b"{\"total_pages\": 3, \"x\": \"\xff\"}";
        assert_eq!(
            decode::<Envelope>(bytes, &LIMITS)
                .map_err(|p| p.status)
                .err(),
            Some(StatusCode::BAD_REQUEST)
        );
    }

    #[test]
    fn envelope_errors_carry_a_json_pointer() {
        let err = decode::<Envelope>(br#"{"total_pages": "x"}"#, &LIMITS).err();
        let path = err.and_then(|p| p.errors.first().map(|e| e.path.clone()));
        assert_eq!(path.as_deref(), Some("/total_pages"));
    }
}
