//! `POST /verify-citations`: a RAG answer against the passages it was given.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::admission::RequestBudget;
use super::decision::{Call, envelope_fields};
use super::error::Problem;
use super::extract::ValidJson;
use super::state::AppState;
use crate::engine::citations::{Audit, Claim, Fallback, Source};

/// Route of the citations endpoint.
pub const VERIFY_CITATIONS: &str = "/verify-citations";

/// One passage as sent.
#[derive(Debug, Deserialize)]
pub struct SourceBody {
    id: Value,
    text: String,
    #[serde(default)]
    document: Value,
    #[serde(default)]
    page: Value,
    #[serde(default, deserialize_with = "super::decision::probability")]
    score: Option<f64>,
}

/// The passages as the engine reads them.
///
/// # Errors
/// 422 when there is no passage (nothing could be grounded, cited or offered as a fallback), or
/// when an id is neither a non-blank string nor a number.
pub fn into_sources(list: Vec<SourceBody>) -> Result<Vec<Source>, Problem> {
    if list.is_empty() {
        return Err(Problem::invalid(
            "/sources",
            "send at least one passage: with none, nothing can be grounded, cited or offered as \
             a fallback",
        ));
    }
    let mut sources = Vec::with_capacity(list.len());
    for (i, s) in list.into_iter().enumerate() {
        let id = match s.id {
            Value::String(id) if !id.trim().is_empty() => id,
            Value::Number(n) => n.to_string(),
            _ => {
                return Err(Problem::invalid(
                    format!("/sources/{i}/id"),
                    "a source id must be a non-empty string or a number",
                ));
            }
        };
        sources.push(Source {
            id,
            text: s.text,
            document: s.document,
            page: s.page,
            score: s.score,
        });
    }
    Ok(sources)
}

envelope_fields! {
/// Body of `POST /verify-citations`.
#[derive(Debug, Deserialize)]
pub struct VerifyCitationsRequest {
        sources: Vec<SourceBody>,
    #[serde(default)]
    answer: Option<String>,
    #[serde(default)]
    question: Option<String>,
    #[serde(default, deserialize_with = "super::decision::probability")]
    retrieval_confidence: Option<f64>,
    #[serde(default)]
    strict: Option<bool>,
}
}

#[derive(Serialize)]
struct CitationsExtra {
    classification: Option<&'static str>,
    action: &'static str,
    reason: &'static str,
    claims: Vec<Claim>,
    /// Claims past `limits.max_alerts`, not listed (present only when some are).
    #[serde(skip_serializing_if = "Option::is_none")]
    claims_omitted: Option<usize>,
    fallback: Option<Fallback>,
}

/// `POST /verify-citations`
pub async fn verify_citations(
    State(state): State<AppState>,
    headers: HeaderMap,
    RequestBudget(budget): RequestBudget,
    ValidJson(request): ValidJson<VerifyCitationsRequest>,
) -> Result<Response, Problem> {
    let runtime = state.runtime();
    let call = Call::begin(
        &runtime,
        &headers,
        &request.envelope(),
        runtime.config.policy,
    )?;
    let sources = into_sources(request.sources)?;
    let rules = runtime.engine.citations();
    let audit = Audit {
        question: request.question.as_deref(),
        answer: request.answer.as_deref(),
        sources: &sources,
        retrieval_confidence: request.retrieval_confidence,
        strict: request.strict.unwrap_or(rules.config().strict_by_default),
    };
    let outcome = rules.audit_listing(&audit, &budget, runtime.config.limits.max_alerts);
    if outcome.classification.is_some() && request.answer.is_none() {
        return Err(Problem::invalid(
            "",
            "answer is required unless the retrieval-confidence gate fires",
        ));
    }
    state
        .metrics
        .record_citation_audit(outcome.classification.unwrap_or("none"), outcome.action);
    // Claims are listed like alerts: the first `max_alerts`, the rest counted.
    let mut claims = outcome.claims;
    let claims_omitted = claims
        .len()
        .checked_sub(runtime.config.limits.max_alerts)
        .filter(|n| *n > 0);
    claims.truncate(runtime.config.limits.max_alerts);
    let extra = CitationsExtra {
        classification: outcome.classification,
        action: outcome.action,
        reason: outcome.reason,
        claims,
        claims_omitted,
        fallback: outcome.fallback,
    };
    Ok(call.finish(&state, &runtime, VERIFY_CITATIONS, outcome.alerts, extra))
}
