//! `GET /playground`: one self-contained page (inline CSS and JS, compiled in) to try every POST
//! endpoint in a browser and see each alert's span highlighted in the text it points into.
//! Served when `server.playground` allows it (by default on loopback binds only), behind the
//! same token check as the API.

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::error::Problem;
use super::state::AppState;

/// The route.
pub const PLAYGROUND: &str = "/playground";

/// The page, compiled in: no external asset, font or script.
pub const PAGE: &str = include_str!("playground.html");

/// `GET /playground`: the page, or 404 when `server.playground` turns it off (read per request,
/// so a reload applies at once).
pub async fn page(State(state): State<AppState>) -> Response {
    if !state.runtime().config.server.playground_enabled() {
        return Problem::new(
            StatusCode::NOT_FOUND,
            "not-found",
            "the playground is off (server.playground); GET /openapi.yaml lists the routes",
        )
        .into_response();
    }
    let mut response = (StatusCode::OK, PAGE).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    // Everything the page needs is inline; it talks only to this origin.
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; \
             connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; \
             frame-ancestors 'none'",
        ),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::PAGE;

    #[test]
    fn the_page_loads_nothing_from_another_origin() {
        for needle in ["http://", "https://", "//cdn", "@import", "<link", "src=\""] {
            assert!(!PAGE.contains(needle), "the page references {needle:?}");
        }
    }

    #[test]
    fn the_page_stays_small() {
        assert!(PAGE.len() < 40 * 1024, "{} bytes", PAGE.len());
    }

    #[test]
    fn the_page_offers_every_post_endpoint() {
        for route in [
            "/validate/boundaries",
            "/validate/metadata",
            "/validate/plan",
            "/validate/tool-calls",
            "/validate/transformations",
            "/verify-facts",
            "/verify-citations",
            "/terms/protect",
            "/terms/restore",
            "/prompts/plan",
            "/prompts/facts",
            "/prompts/citations",
            "/feedback",
        ] {
            assert!(
                PAGE.contains(&format!("\"{route}\"")),
                "no example for {route}"
            );
        }
    }
}
