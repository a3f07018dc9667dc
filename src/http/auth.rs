//! Optional bearer-token authentication: when `auth` lists tokens, the API routes (and `/metrics`
//! when `auth.protect_metrics`) need `Authorization: Bearer <token>`; probes never do.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use subtle::{Choice, ConstantTimeEq};

use super::error::Problem;
use super::state::AppState;

/// Which routes a guard protects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guard {
    /// Validation, rules, feedback and the spec: protected whenever auth is on.
    Api,
    /// `/metrics`: protected only when `auth.protect_metrics`.
    Metrics,
}

/// Whether `presented` equals one of `tokens`. Every token is compared, each in time that depends
/// only on the lengths, so timing tells nothing about which bytes matched.
#[must_use]
pub fn token_matches(tokens: &[String], presented: &[u8]) -> bool {
    tokens
        .iter()
        .fold(Choice::from(0), |found, token| {
            found | token.as_bytes().ct_eq(presented)
        })
        .into()
}

/// The token of an `Authorization: Bearer <token>` header (scheme case-insensitive).
fn bearer(request: &Request) -> Option<&[u8]> {
    let value = request.headers().get(header::AUTHORIZATION)?.as_bytes();
    let (scheme, rest) = value.split_at_checked(7)?;
    scheme
        .eq_ignore_ascii_case(b"bearer ")
        .then(|| rest.trim_ascii())
}

/// The middleware: passes the request on, or answers 401 problem+json with `WWW-Authenticate`.
pub async fn require_token(
    State((state, guard)): State<(AppState, Guard)>,
    request: Request,
    next: Next,
) -> Response {
    let runtime = state.runtime();
    let auth = &runtime.config.auth;
    let protected = auth.enabled() && (guard == Guard::Api || auth.protect_metrics);
    if !protected || bearer(&request).is_some_and(|t| token_matches(&auth.effective, t)) {
        return next.run(request).await;
    }
    let detail = if request.headers().contains_key(header::AUTHORIZATION) {
        "the bearer token is not valid"
    } else {
        "this route needs an Authorization: Bearer <token> header"
    };
    let mut response =
        Problem::new(StatusCode::UNAUTHORIZED, "unauthorized", detail).into_response();
    response.headers_mut().insert(
        header::WWW_AUTHENTICATE,
        HeaderValue::from_static("Bearer realm=\"verity\""),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_configured_token_matches() {
        let tokens = vec![
            "old-token-0123456789".to_owned(),
            "new-token-0123456789".to_owned(),
        ];
        assert!(token_matches(&tokens, b"old-token-0123456789"));
        assert!(token_matches(&tokens, b"new-token-0123456789"));
        assert!(!token_matches(&tokens, b"new-token-012345678"));
        assert!(!token_matches(&tokens, b"new-token-01234567890"));
        assert!(!token_matches(&tokens, b""));
        assert!(!token_matches(&[], b"new-token-0123456789"));
    }
}
