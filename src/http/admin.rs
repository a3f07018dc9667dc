//! Operations routes: probes, metrics, the rule list and the OpenAPI document.

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use super::error::Problem;
use super::state::AppState;
use crate::engine::{ListedRule, rules_in_force};

/// The repository's OpenAPI 3.1 document, compiled in.
pub const OPENAPI_YAML: &str = include_str!("../../openapi.yaml");

/// The body of `/healthz` and `/readyz`.
#[derive(Serialize)]
struct Status {
    status: &'static str,
}

/// The body of `GET /rules`.
#[derive(Serialize)]
struct Rules {
    rules: Vec<ListedRule>,
}

/// `GET /healthz`: 200 while the process runs.
pub async fn healthz() -> Response {
    Json(Status { status: "ok" }).into_response()
}

/// `GET /readyz`: 200 when ready, 503 while shutting down.
pub async fn readyz(State(state): State<AppState>) -> Response {
    if state.is_ready() {
        Json(Status { status: "ready" }).into_response()
    } else {
        let retry = state.runtime().config.server.retry_after_secs;
        Problem::unavailable("shutting-down", "the service is shutting down", retry).into_response()
    }
}

/// `GET /metrics`: Prometheus text exposition.
pub async fn metrics(State(state): State<AppState>) -> Response {
    let mut response = state.metrics.render().into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}

/// `GET /rules`: every rule with its type, severity in force (the configured `[severities]`
/// override, else its default), `default_severity`, endpoint and description.
pub async fn rules(State(state): State<AppState>) -> Response {
    let rules = rules_in_force(&state.runtime().config.severities);
    Json(Rules { rules }).into_response()
}

/// `GET /openapi.yaml`
pub async fn openapi() -> Response {
    let mut response = (StatusCode::OK, OPENAPI_YAML).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/yaml"),
    );
    response
}
