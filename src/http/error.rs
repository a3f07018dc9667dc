//! RFC 9457 problem details: the one error shape every non-2xx answer has.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// Content type of every error answer.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// One thing wrong with a request, located by a JSON Pointer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldError {
    /// RFC 6901 pointer into the request body (`""` for the whole body).
    pub path: String,
    /// What is wrong there.
    pub message: String,
}

/// A problem-details answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The HTTP status.
    pub status: StatusCode,
    /// Short, stable slug that becomes the problem `type`.
    pub slug: &'static str,
    /// What went wrong, for a person.
    pub detail: String,
    /// Field-level errors.
    pub errors: Vec<FieldError>,
    /// Seconds for `Retry-After` (503 only).
    pub retry_after_secs: Option<u64>,
}

#[derive(Serialize)]
struct Body<'a> {
    #[serde(rename = "type")]
    kind: String,
    title: &'a str,
    status: u16,
    detail: &'a str,
    errors: &'a [FieldError],
}

impl Problem {
    /// A problem with no field errors.
    #[must_use]
    pub fn new(status: StatusCode, slug: &'static str, detail: impl Into<String>) -> Self {
        Self {
            status,
            slug,
            detail: detail.into(),
            errors: Vec::new(),
            retry_after_secs: None,
        }
    }

    /// 400: the body is not JSON, not UTF-8, or nested too deeply.
    #[must_use]
    pub fn bad_request(slug: &'static str, detail: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, slug, detail)
    }

    /// 422: the envelope is wrong at `path`.
    #[must_use]
    pub fn invalid(path: impl Into<String>, message: impl Into<String>) -> Self {
        let message = message.into();
        let mut problem = Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid-request",
            message.clone(),
        );
        problem.errors.push(FieldError {
            path: path.into(),
            message,
        });
        problem
    }

    /// 503 with `Retry-After`.
    #[must_use]
    pub fn unavailable(
        slug: &'static str,
        detail: impl Into<String>,
        retry_after_secs: u64,
    ) -> Self {
        let mut problem = Self::new(StatusCode::SERVICE_UNAVAILABLE, slug, detail);
        problem.retry_after_secs = Some(retry_after_secs);
        problem
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let body = Body {
            kind: format!("urn:verity:problem:{}", self.slug),
            title: self.status.canonical_reason().unwrap_or("Error"),
            status: self.status.as_u16(),
            detail: &self.detail,
            errors: &self.errors,
        };
        let bytes = serde_json::to_vec(&body).unwrap_or_default();
        let mut response = (self.status, bytes).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(PROBLEM_JSON));
        if let Some(secs) = self.retry_after_secs {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}
