//! Every request decoder: the first byte picks an endpoint (and JSON or NDJSON), the rest is the
//! body, handed to the real router in-process. Nothing may panic or answer 500.
#![no_main]

use std::sync::OnceLock;

use axum::Router;
use libfuzzer_sys::fuzz_target;
use verity::config::Config;
use verity::http::{self, AppState};

const ROUTES: &[(&str, &str)] = &[
    ("/validate/boundaries", "application/json"),
    ("/validate/metadata", "application/json"),
    ("/validate/plan", "application/json"),
    ("/verify-facts", "application/json"),
    ("/terms/protect", "application/json"),
    ("/terms/restore", "application/json"),
    ("/validate/transformations", "application/json"),
    ("/validate/transformations", "application/x-ndjson"),
    ("/verify-citations", "application/json"),
    ("/feedback", "application/json"),
    ("/validate/tool-calls", "application/json"),
    ("/prompts/plan", "application/json"),
    ("/prompts/facts", "application/json"),
    ("/prompts/citations", "application/json"),
];

fn app() -> &'static (tokio::runtime::Runtime, Router) {
    static APP: OnceLock<(tokio::runtime::Runtime, Router)> = OnceLock::new();
    APP.get_or_init(|| {
        let config = Config::load_str(
            Some("[decision_log]\nsink = \"off\"\n[limits]\nmax_body_bytes = 65536\n"),
            std::iter::empty(),
        )
        .expect("fuzz config");
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        (runtime, http::router(AppState::new(config)))
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, body)) = data.split_first() else {
        return;
    };
    let (path, content_type) = ROUTES[usize::from(selector) % ROUTES.len()];
    let (runtime, router) = app();
    let answer = runtime.block_on(http::offline::post(
        router,
        path,
        content_type,
        axum::body::Body::from(body.to_vec()),
    ));
    assert!(
        answer.status.as_u16() < 500,
        "{path} answered {}",
        answer.status
    );
});
