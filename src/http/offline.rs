//! The HTTP app without a socket: a request handed straight to the router, as `verity check` and
//! the request fuzzer use it. The answer is byte for byte what the endpoint would send, because it
//! *is* the endpoint; the caller's state decides whether a decision log is written.

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// One answer: status, content type and the whole body.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The HTTP status.
    pub status: StatusCode,
    /// The `Content-Type` of the answer.
    pub content_type: String,
    /// The body.
    pub body: Vec<u8>,
}

/// Sends `body` to `path` as a POST with `content_type` and collects the answer.
pub async fn post(router: &Router, path: &str, content_type: &str, body: Body) -> Answer {
    let request = Request::post(path)
        .header(header::CONTENT_TYPE, content_type)
        .body(body);
    let Ok(request) = request else {
        return Answer {
            status: StatusCode::BAD_REQUEST,
            content_type: String::new(),
            body: b"invalid request path".to_vec(),
        };
    };
    // The router's error type is Infallible.
    let Ok(response) = router.clone().oneshot(request).await;
    let status = response.status();
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = response
        .into_body()
        .collect()
        .await
        .map(|c| c.to_bytes().to_vec())
        .unwrap_or_default();
    Answer {
        status,
        content_type,
        body,
    }
}
