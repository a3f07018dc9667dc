//! Admission of API requests: a slot under `server.max_concurrency` (503 at once when none is
//! free), then the request's whole handling (body, decoding, the engine) on the engine pool, raced
//! against `server.request_timeout_ms` on the connection threads. When time is up the client gets
//! its 503 at that moment, the request's [`Budget`] is spent so the engine stops at its next
//! check, and the handler task is aborted at its next await.
//!
//! The engine pool is a runtime of its own: CPU-bound rules there can never delay the threads
//! that accept connections and answer `/healthz`, `/readyz` and `/metrics`, which are routed
//! outside this layer and never take a slot.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::error::Problem;
use super::state::AppState;
use crate::engine::budget::Budget;

/// A request's slot under `server.max_concurrency`, in its extensions. A handler whose answer
/// outlives it (an NDJSON stream) clones it into the task that writes the answer, so the slot is
/// held until the stream ends.
#[derive(Debug, Clone)]
pub struct Slot(#[allow(dead_code)] Arc<OwnedSemaphorePermit>); // held, never read

/// The request's [`Budget`], for the handler to pass to the engine's `*_within` entries: the one
/// this layer spends at the deadline, or an unlimited one where the layer does not run (the
/// in-process router of `http::offline`).
#[derive(Debug, Clone)]
pub struct RequestBudget(pub Budget);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for RequestBudget {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _state: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(Self(
            parts
                .extensions
                .get::<Budget>()
                .cloned()
                .unwrap_or_else(Budget::unlimited),
        ))
    }
}

/// The threads API work runs on, and the slots it is admitted through.
#[derive(Debug)]
pub struct EnginePool {
    runtime: Option<tokio::runtime::Runtime>,
    slots: Arc<Semaphore>,
}

impl EnginePool {
    /// A pool of `threads` threads (0: one per CPU) admitting `max_concurrency` requests. If the
    /// operating system refuses the threads, API work runs on the caller's runtime (logged).
    #[must_use]
    pub fn new(threads: usize, max_concurrency: usize) -> Self {
        let threads = if threads == 0 {
            std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)
        } else {
            threads
        };
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads)
            .thread_name("verity-engine")
            .enable_all()
            .build()
            .inspect_err(|e| {
                tracing::error!(error = %e, "cannot start the engine threads; API work shares the connection threads");
            })
            .ok();
        Self {
            runtime,
            slots: Arc::new(Semaphore::new(max_concurrency)),
        }
    }

    /// Free slots right now.
    #[must_use]
    pub fn free_slots(&self) -> usize {
        self.slots.available_permits()
    }
}

impl Drop for EnginePool {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which a runtime thread may not do; the last state may well
        // be dropped on one.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// When the admission future ends (answered, timed out, or dropped with its connection): spends
/// the budget and aborts the handler task, both no-ops for work already finished.
struct StopOnDrop(tokio::task::AbortHandle, Budget);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.1.spend();
        self.0.abort();
    }
}

/// The middleware (see the module doc).
pub async fn admit(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let runtime = state.runtime();
    let server = &runtime.config.server;
    let retry_after = server.retry_after_secs;
    let Ok(permit) = Arc::clone(&state.engine_pool.slots).try_acquire_owned() else {
        return Problem::unavailable(
            "overloaded",
            "too many requests in flight; retry shortly",
            retry_after,
        )
        .into_response();
    };
    let slot = Slot(Arc::new(permit));
    let budget = Budget::new();
    request.extensions_mut().insert(slot.clone());
    request.extensions_mut().insert(budget.clone());
    let timeout = Duration::from_millis(server.request_timeout_ms);
    drop(runtime);
    let work = next.run(request);
    let handle = match &state.engine_pool.runtime {
        Some(pool) => pool.spawn(work),
        None => tokio::spawn(work),
    };
    let _stop = StopOnDrop(handle.abort_handle(), budget);
    let answer = tokio::time::timeout(timeout, handle).await;
    drop(slot);
    match answer {
        Ok(Ok(response)) => response,
        Ok(Err(_)) => {
            // The handler panicked: not for any client input, but never a dropped connection.
            Problem::new(
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                "the request could not be evaluated",
            )
            .into_response()
        }
        Err(_) => Problem::unavailable(
            "timeout",
            "the request took longer than request_timeout_ms",
            retry_after,
        )
        .into_response(),
    }
}
