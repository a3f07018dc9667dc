//! `POST /feedback`: a person's or a pipeline's label on a past decision, counted per endpoint so
//! false-positive rates can be graphed. Recent decisions are remembered in a bounded map (oldest
//! evicted first); only their endpoint and alert types are kept, never what was checked.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::error::Problem;
use super::extract::ValidJson;
use super::state::AppState;

/// Route of the feedback endpoint.
pub const FEEDBACK: &str = "/feedback";

/// The labels feedback may carry.
pub const LABELS: [&str; 4] = [
    "false_positive",
    "false_negative",
    "true_positive",
    "true_negative",
];

/// What is remembered of one decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remembered {
    /// The route that decided.
    pub endpoint: &'static str,
    /// The alert types it raised (deduplicated, sorted).
    pub types: Vec<&'static str>,
}

/// The most recent decisions, at most `capacity`, oldest evicted first.
#[derive(Debug)]
pub struct DecisionMemory {
    capacity: usize,
    inner: Mutex<(HashMap<String, Remembered>, VecDeque<String>)>,
}

impl DecisionMemory {
    /// An empty memory of `capacity` decisions (0 remembers none).
    #[must_use]
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity,
            inner: Mutex::new((HashMap::new(), VecDeque::new())),
        }
    }

    /// Remembers a decision.
    pub fn remember(&self, decision_id: &str, remembered: Remembered) {
        if self.capacity == 0 {
            return;
        }
        let mut guard = match self.inner.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        let (map, order) = &mut *guard;
        while order.len() >= self.capacity {
            if let Some(oldest) = order.pop_front() {
                map.remove(&oldest);
            }
        }
        map.insert(decision_id.to_owned(), remembered);
        order.push_back(decision_id.to_owned());
    }

    /// The decision `decision_id`, if still remembered.
    #[must_use]
    pub fn get(&self, decision_id: &str) -> Option<Remembered> {
        let guard = match self.inner.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        guard.0.get(decision_id).cloned()
    }
}

/// Body of `POST /feedback`.
#[derive(Debug, Deserialize)]
pub struct FeedbackRequest {
    decision_id: String,
    label: String,
    #[serde(default)]
    #[allow(dead_code)]
    // accepted so clients can send it; never logged (it may quote the texts)
    note: Option<String>,
}

/// `POST /feedback`: 202 for a remembered decision, 404 for an unknown one, 422 for a bad label.
pub async fn feedback(
    State(state): State<AppState>,
    ValidJson(request): ValidJson<FeedbackRequest>,
) -> Result<Response, Problem> {
    let Some(label) = LABELS.iter().find(|l| **l == request.label) else {
        return Err(Problem::invalid(
            "/label",
            format!("label must be one of {}", LABELS.join(", ")),
        ));
    };
    let Some(decision) = state.decisions.get(&request.decision_id) else {
        return Err(Problem::new(
            StatusCode::NOT_FOUND,
            "unknown-decision",
            "no recent decision has this id (it may have been evicted; see feedback.capacity)",
        ));
    };
    state.metrics.record_feedback(decision.endpoint, label);
    tracing::info!(target: "verity::feedback", decision_id = %request.decision_id, endpoint = decision.endpoint, label, types = ?decision.types, "feedback");
    Ok((
        StatusCode::ACCEPTED,
        Json(Accepted {
            decision_id: &request.decision_id,
            endpoint: decision.endpoint,
            label,
            status: "accepted",
        }),
    )
        .into_response())
}

/// The answer of `POST /feedback`, fields in the order they were always sent.
#[derive(serde::Serialize)]
struct Accepted<'a> {
    decision_id: &'a str,
    endpoint: &'a str,
    label: &'a str,
    status: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oldest_decision_is_evicted_first() {
        let memory = DecisionMemory::new(2);
        let r = || Remembered {
            endpoint: "/validate/plan",
            types: vec![],
        };
        memory.remember("a", r());
        memory.remember("b", r());
        memory.remember("c", r());
        assert!(memory.get("a").is_none());
        assert!(memory.get("b").is_some() && memory.get("c").is_some());
    }
}
