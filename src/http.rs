//! The thin HTTP layer. `router(state)` builds the whole app, the same for `main`, tests and
//! benches; every layer is added in `with_layers`, in one documented place.

pub mod admin;
pub mod admission;
pub mod auth;
pub mod citations;
pub mod decision;
pub mod decoder;
pub mod documents;
pub mod error;
pub mod extract;
pub mod facts;
pub mod feedback;
pub mod offline;
pub mod plans;
pub mod playground;
pub mod prompts;
pub mod state;
pub mod toolcalls;
pub mod trace;
pub mod transformations;

use std::future::Future;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::{get, post};
use tokio::net::TcpListener;

use self::auth::Guard;
use self::decision::REQUEST_ID;
use self::error::Problem;
pub use self::state::AppState;

/// Label for requests that matched no route.
const UNMATCHED: &str = "unmatched";

/// The routes on every pipeline's hot path; their answered-request series are resolved once at
/// start (`Metrics::with_endpoints`).
pub(crate) const HOT_ENDPOINTS: &[&str] = &[
    documents::BOUNDARIES,
    documents::METADATA,
    plans::PLAN,
    facts::VERIFY_FACTS,
    facts::TERMS_PROTECT,
    facts::TERMS_RESTORE,
    transformations::TRANSFORMATIONS,
    citations::VERIFY_CITATIONS,
    toolcalls::TOOL_CALLS,
];

/// The validation API: every `/validate/*` route, `/rules`, `/openapi.yaml` and `/playground`, behind the
/// token check (a no-op while auth is off), then admitted under the concurrency limit and the
/// request timeout onto the engine threads (`admission`).
fn api_routes(state: &AppState) -> Router<AppState> {
    Router::new()
        .route(documents::BOUNDARIES, post(documents::boundaries))
        .route(documents::METADATA, post(documents::metadata))
        .route(plans::PLAN, post(plans::plan))
        .route(facts::VERIFY_FACTS, post(facts::verify_facts))
        .route(facts::TERMS_PROTECT, post(facts::protect))
        .route(facts::TERMS_RESTORE, post(facts::restore))
        .route(
            transformations::TRANSFORMATIONS,
            post(transformations::transformations),
        )
        .route(
            citations::VERIFY_CITATIONS,
            post(citations::verify_citations),
        )
        .route(toolcalls::TOOL_CALLS, post(toolcalls::tool_calls))
        .route(prompts::PLAN, post(prompts::plan))
        .route(prompts::FACTS, post(prompts::facts))
        .route(prompts::CITATIONS, post(prompts::citations))
        .route(feedback::FEEDBACK, post(feedback::feedback))
        .route("/rules", get(admin::rules))
        .route("/openapi.yaml", get(admin::openapi))
        .route(playground::PLAYGROUND, get(playground::page))
        .merge(floor_route(state))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            admission::admit,
        ))
        .route_layer(middleware::from_fn_with_state(
            (state.clone(), Guard::Api),
            auth::require_token,
        ))
}

/// `POST /bench/floor` when `server.bench_floor` is on: the same JSON extractor as every endpoint,
/// no engine, a fixed answer. Benchmarks divide each endpoint's throughput by this one's.
fn floor_route(state: &AppState) -> Router<AppState> {
    if !state.runtime().config.server.bench_floor {
        return Router::new();
    }
    Router::new().route(
        "/bench/floor",
        post(
            |extract::ValidJson(_): extract::ValidJson<serde_json::Value>| async {
                axum::Json(serde_json::json!({"ok": true}))
            },
        ),
    )
}

/// Probes (never behind auth) and metrics (behind it when `auth.protect_metrics`): on the API
/// listener, or on `server.admin_bind` when set.
fn admin_routes(state: &AppState) -> Router<AppState> {
    let metrics = Router::new()
        .route("/metrics", get(admin::metrics))
        .route_layer(middleware::from_fn_with_state(
            (state.clone(), Guard::Metrics),
            auth::require_token,
        ));
    Router::new()
        .route("/healthz", get(admin::healthz))
        .route("/readyz", get(admin::readyz))
        .merge(metrics)
}

/// The whole app on one listener (no `server.admin_bind`).
pub fn router(state: AppState) -> Router {
    with_layers(api_routes(&state).merge(admin_routes(&state)), state)
}

/// The API without probes and metrics, for when they have their own listener.
pub fn api_router(state: AppState) -> Router {
    with_layers(api_routes(&state), state)
}

/// Probes and metrics alone, for `server.admin_bind`.
pub fn admin_router(state: AppState) -> Router {
    with_layers(admin_routes(&state), state)
}

/// Layers: problem+json for unknown routes and methods and, outermost, the HTTP metrics and
/// `X-Request-Id` echo, so they see every answer including 503s. The concurrency limit and the
/// request timeout apply to the API routes only (`api_routes`), so probes and metrics never wait
/// behind API work.
fn with_layers(routes: Router<AppState>, state: AppState) -> Router {
    let cors = cors(&state.runtime().config.server.cors_origins);
    let router = routes
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(state.clone(), observe))
        .layer(middleware::from_fn_with_state(state.clone(), trace::layer));
    // Outermost, so a preflight is answered before routing (no route takes OPTIONS).
    match cors {
        Some(cors) => router.layer(cors).with_state(state),
        None => router.with_state(state),
    }
}

/// The CORS layer for `server.cors_origins` (none when the list is empty): the API's methods, the
/// headers a client sends (auth, request id, trace context) and those it may read back.
fn cors(origins: &[String]) -> Option<tower_http::cors::CorsLayer> {
    use axum::http::{HeaderName, HeaderValue, Method, header};
    use tower_http::cors::{AllowOrigin, CorsLayer};
    if origins.is_empty() {
        return None;
    }
    let allow_origin = if origins.iter().any(|o| o == "*") {
        AllowOrigin::any()
    } else {
        AllowOrigin::list(origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()))
    };
    Some(
        CorsLayer::new()
            .allow_origin(allow_origin)
            .allow_methods([Method::GET, Method::POST])
            .allow_headers([
                header::CONTENT_TYPE,
                header::AUTHORIZATION,
                HeaderName::from_static(REQUEST_ID),
                HeaderName::from_static("traceparent"),
            ])
            .expose_headers([HeaderName::from_static(REQUEST_ID), header::RETRY_AFTER])
            .max_age(Duration::from_secs(600)),
    )
}

async fn not_found() -> Problem {
    Problem::new(
        StatusCode::NOT_FOUND,
        "not-found",
        "no such route; GET /openapi.yaml lists them",
    )
}

/// The routes that answer GET (and HEAD); every other route takes POST only. axum writes the
/// `Allow` header itself; the problem's detail says the same in words.
const GET_ROUTES: &[&str] = &[
    "/rules",
    "/openapi.yaml",
    playground::PLAYGROUND,
    "/healthz",
    "/readyz",
    "/metrics",
];

async fn method_not_allowed(matched: Option<MatchedPath>) -> Problem {
    let takes = match matched {
        Some(path) if GET_ROUTES.contains(&path.as_str()) => "GET (or HEAD)",
        _ => "POST",
    };
    Problem::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method-not-allowed",
        format!("this route takes {takes}; send the request with that method"),
    )
}

/// Records `verity_http_requests_total` and the latency histogram, and echoes `X-Request-Id`
/// on answers that did not set one themselves (errors included).
async fn observe(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let _in_flight = state.metrics.in_flight();
    let endpoint = request.extensions().get::<MatchedPath>().cloned();
    let request_id = request
        .headers()
        .get(REQUEST_ID)
        .filter(|v| v.len() <= 128 && v.as_bytes().iter().all(u8::is_ascii_graphic))
        .cloned();
    let mut response = next.run(request).await;
    if let Some(id) = request_id {
        response.headers_mut().entry(REQUEST_ID).or_insert(id);
    }
    if !state.is_ready() {
        // Shutting down: tell keep-alive clients to reconnect (to another replica) now, so no
        // connection is idle-closed under a request they are about to send.
        response.headers_mut().insert(
            axum::http::header::CONNECTION,
            axum::http::HeaderValue::from_static("close"),
        );
    }
    state.metrics.record_http(
        endpoint.as_ref().map_or(UNMATCHED, MatchedPath::as_str),
        response.status().as_u16(),
        started.elapsed().as_secs_f64(),
    );
    response
}

/// Per-connection protocol limits, from `server`.
#[derive(Debug, Clone, Copy)]
struct ConnectionLimits {
    header_read_timeout: Duration,
    max_header_bytes: usize,
}

/// Serves `api` (and `admin`, when given) until `shutdown` resolves; then flips readiness to 503,
/// waits `shutdown_grace_ms`, stops accepting and drains the requests in flight.
///
/// Connections are served by hyper directly (not `axum::serve`) so the head of every request is
/// bounded in time (`header_read_timeout_ms`, against slow-loris clients) and size
/// (`max_header_bytes`, answered 431).
///
/// # Errors
/// When a listener fails.
pub async fn serve(
    state: AppState,
    api: TcpListener,
    admin: Option<TcpListener>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let server = state.runtime().config.server.clone();
    let grace = Duration::from_millis(server.shutdown_grace_ms);
    let limits = ConnectionLimits {
        header_read_timeout: Duration::from_millis(server.header_read_timeout_ms),
        max_header_bytes: server.max_header_bytes.max(8192),
    };
    let signal_state = state.clone();
    tokio::spawn(async move {
        shutdown.await;
        signal_state.set_ready(false);
        tracing::info!(
            grace_ms = u64::try_from(grace.as_millis()).unwrap_or(u64::MAX),
            "shutting down: draining"
        );
        tokio::time::sleep(grace).await;
        let _ = stop_tx.send(true);
    });
    let app = if admin.is_some() {
        api_router(state.clone())
    } else {
        router(state.clone())
    };
    let api_server = accept_loop(api, app, limits, stop_rx.clone());
    match admin {
        Some(admin) => {
            let admin_server = accept_loop(admin, admin_router(state), limits, stop_rx);
            let (a, b) = tokio::join!(api_server, admin_server);
            a.and(b)
        }
        None => api_server.await,
    }
}

/// Accepts connections until `stop` turns true, then closes the listener and waits for every
/// open connection to finish the request it is serving (idle keep-alive connections close at once).
async fn accept_loop(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> std::io::Result<()> {
    use hyper_util::rt::{TokioIo, TokioTimer};
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(limits.max_header_bytes);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = stop.wait_for(|stop| *stop) => break,
        };
        let stream = match accepted {
            Ok((stream, _peer)) => stream,
            Err(e) => {
                // Out of file descriptors and the like: back off instead of spinning.
                tracing::warn!(error = %e, "cannot accept a connection");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!(error = %e, "connection closed with an error");
            }
        });
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}
