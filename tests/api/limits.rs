//! Every limit of issue #7 over real HTTP: body, array, string, depth and NDJSON line sizes, the
//! request timeout, the concurrency limit, slow-loris clients, oversized heads, bearer-token auth,
//! and draining requests in flight on shutdown.

use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::helpers::TestApp;

/// Generous bound for anything the server must do by itself; a hang fails the test instead of
/// blocking CI.
const PATIENCE: Duration = Duration::from_secs(20);

/// Reads until the server closes the connection or `PATIENCE` passes.
async fn read_to_close(stream: &mut TcpStream) -> String {
    let mut out = Vec::new();
    let read = tokio::time::timeout(PATIENCE, stream.read_to_end(&mut out)).await;
    assert!(read.is_ok(), "the server never closed the connection");
    String::from_utf8_lossy(&out).into_owned()
}

/// Reads one HTTP/1.1 response head and its `Content-Length` body.
async fn read_response(stream: &mut TcpStream) -> String {
    let mut out = Vec::new();
    let mut buf = [0_u8; 4096];
    loop {
        let n = tokio::time::timeout(PATIENCE, stream.read(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("no response in time"))
            .unwrap_or(0);
        assert!(n > 0, "connection closed before a whole response");
        out.extend_from_slice(buf.get(..n).unwrap_or_default());
        let text = String::from_utf8_lossy(&out).into_owned();
        if let Some(head_end) = text.find("\r\n\r\n") {
            let length = text
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                })
                .unwrap_or(0);
            if out.len() >= head_end + 4 + length {
                return text;
            }
        }
    }
}

/// The head of a POST whose body (`length` bytes) the caller sends itself, maybe slowly.
fn post_head(path: &str, length: usize) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: verity\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    )
}

async fn connect(app: &TestApp) -> TcpStream {
    TcpStream::connect(app.addr)
        .await
        .unwrap_or_else(|e| panic!("connect: {e}"))
}

const METADATA: &str = r#"{"metadata": {"bank_name": "Chase"}}"#;

#[tokio::test]
async fn a_string_over_the_limit_is_422_naming_the_limit() {
    let app = TestApp::with_config(&[("VERITY_LIMITS__MAX_STRING_BYTES", "100")]).await;
    let (status, body) = app
        .post(
            "/validate/metadata",
            &json!({"metadata": {"bank_name": "x".repeat(101)}}),
        )
        .await;
    assert_eq!(status, 422);
    assert!(
        body["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("max_string_bytes")
    );
    assert_eq!(body["errors"][0]["path"], "/metadata/bank_name");
    let (status, _) = app
        .post(
            "/validate/metadata",
            &json!({"metadata": {"bank_name": "x".repeat(100)}}),
        )
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn the_body_and_depth_limits_follow_the_configuration() {
    let app = TestApp::with_config(&[
        ("VERITY_LIMITS__MAX_BODY_BYTES", "1000"),
        ("VERITY_LIMITS__MAX_DEPTH", "5"),
    ])
    .await;
    let big = json!({"metadata": {"bank_name": "x".repeat(1000)}});
    assert_eq!(app.post("/validate/metadata", &big).await.0, 413);
    let deep = json!({"metadata": {"a": {"b": {"c": {"d": {}}}}}});
    let (status, body) = app.post("/validate/metadata", &deep).await;
    assert_eq!(status, 400);
    assert!(
        body["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("max_depth (5)")
    );
}

#[tokio::test]
async fn an_ndjson_line_over_the_limit_is_reported_and_the_stream_goes_on() {
    let app = TestApp::with_config(&[("VERITY_TRANSFORM__MAX_LINE_BYTES", "200")]).await;
    let good = r#"{"old_value": "2024-03-01", "new_value": "01/03/2024"}"#;
    let long = format!(
        r#"{{"old_value": "{}", "new_value": "x"}}"#,
        "9".repeat(300)
    );
    let body = format!("{good}\n{long}\n{good}\n");
    let response = app
        .post_raw(
            "/validate/transformations",
            "application/x-ndjson",
            body.into_bytes(),
        )
        .await;
    assert_eq!(response.status().as_u16(), 200);
    let text = response.text().await.unwrap_or_default();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_default())
        .collect();
    assert_eq!(lines.len(), 4, "three results and the totals: {text}");
    assert!(
        lines[1].to_string().contains("max_line_bytes (200)"),
        "the long line is named: {}",
        lines[1]
    );
    assert_eq!(lines[2]["index"], 2);
}

#[tokio::test]
async fn a_body_trickled_slower_than_the_timeout_is_cut_off_with_503() {
    let app = TestApp::with_config(&[("VERITY_SERVER__REQUEST_TIMEOUT_MS", "300")]).await;
    let mut stream = connect(&app).await;
    // The head promises a body; only a part of it ever comes.
    let head = post_head("/validate/metadata", METADATA.len());
    let partial = METADATA.get(..10).unwrap_or_default();
    let sent = stream
        .write_all(format!("{head}{partial}").as_bytes())
        .await;
    assert!(sent.is_ok());
    let response = read_response(&mut stream).await;
    assert!(response.starts_with("HTTP/1.1 503"), "{response}");
    assert!(
        response.to_ascii_lowercase().contains("retry-after: 1"),
        "{response}"
    );
    assert!(
        response.contains("urn:verity:problem:timeout"),
        "{response}"
    );
}

#[tokio::test]
async fn a_head_trickled_slower_than_header_read_timeout_is_cut_off() {
    let app = TestApp::with_config(&[("VERITY_SERVER__HEADER_READ_TIMEOUT_MS", "300")]).await;
    let mut stream = connect(&app).await;
    let sent = stream
        .write_all(b"POST /validate/metadata HTTP/1.1\r\nHost: verity\r\nX-Slow: ")
        .await;
    assert!(sent.is_ok());
    let answer = read_to_close(&mut stream).await;
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "the connection is closed, at most with a 408: {answer:?}"
    );
    // The server itself is unharmed.
    let (status, _) = app
        .post("/validate/metadata", &json!({"metadata": {}}))
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_head_larger_than_max_header_bytes_is_431() {
    let app = TestApp::with_config(&[("VERITY_SERVER__MAX_HEADER_BYTES", "8192")]).await;
    let response = app
        .client
        .post(app.url("/validate/metadata"))
        .header("x-padding", "p".repeat(20_000))
        .json(&json!({"metadata": {}}))
        .send()
        .await;
    let status = response.map(|r| r.status().as_u16()).unwrap_or(0);
    assert_eq!(status, 431);
    let response = app
        .client
        .post(app.url("/validate/metadata"))
        .header("x-padding", "p".repeat(4_000))
        .json(&json!({"metadata": {}}))
        .send()
        .await;
    assert_eq!(response.map(|r| r.status().as_u16()).unwrap_or(0), 200);
}

#[tokio::test]
async fn over_the_concurrency_limit_is_503_with_retry_after_and_the_held_request_completes() {
    let app = TestApp::with_config(&[("VERITY_SERVER__MAX_CONCURRENCY", "1")]).await;
    // Hold the only slot: a request whose body is not all there yet.
    let mut held = connect(&app).await;
    let head = post_head("/validate/metadata", METADATA.len());
    let (first, rest) = METADATA.split_at(10);
    assert!(
        held.write_all(format!("{head}{first}").as_bytes())
            .await
            .is_ok()
    );
    // Once the held request is admitted, the next one is shed at once.
    let mut shed = None;
    for _ in 0..200 {
        let response = app
            .post_raw(
                "/validate/metadata",
                "application/json",
                METADATA.as_bytes().to_vec(),
            )
            .await;
        if response.status().as_u16() == 503 {
            shed = Some(response);
            break;
        }
        assert_eq!(response.status().as_u16(), 200);
        tokio::task::yield_now().await;
    }
    let shed = shed.unwrap_or_else(|| panic!("never shed a request over max_concurrency"));
    assert_eq!(
        shed.headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok()),
        Some("1")
    );
    let body: Value = shed.json().await.unwrap_or_default();
    assert_eq!(body["type"], "urn:verity:problem:overloaded");
    // The held request finishes normally.
    assert!(held.write_all(rest.as_bytes()).await.is_ok());
    let response = read_response(&mut held).await;
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
}

#[tokio::test]
async fn requests_in_flight_at_shutdown_are_answered_before_the_server_stops() {
    let mut app = TestApp::spawn().await;
    let head = post_head("/validate/metadata", METADATA.len());
    let (first, rest) = METADATA.split_at(10);
    let mut in_flight = Vec::new();
    for _ in 0..4 {
        let mut stream = connect(&app).await;
        assert!(
            stream
                .write_all(format!("{head}{first}").as_bytes())
                .await
                .is_ok()
        );
        in_flight.push(stream);
    }
    // Wait until the server is serving all four (the scrape itself is the fifth).
    let mut serving = false;
    for _ in 0..1000 {
        let metrics = app.get("/metrics").await.text().await.unwrap_or_default();
        if metrics.contains("verity_http_requests_in_flight 5") {
            serving = true;
            break;
        }
        tokio::task::yield_now().await;
    }
    assert!(serving, "the four requests never reached the server");
    app.shutdown();
    for stream in &mut in_flight {
        assert!(stream.write_all(rest.as_bytes()).await.is_ok());
        let response = read_response(stream).await;
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
        assert!(response.contains("\"verdict\""), "{response}");
    }
    let stopped = tokio::time::timeout(
        PATIENCE,
        app.server.take().unwrap_or_else(|| panic!("no server")),
    )
    .await;
    assert!(
        matches!(stopped, Ok(Ok(Ok(())))),
        "the server stopped cleanly"
    );
}

const TOKEN_OLD: &str = "old-token-0123456789abcdef";
const TOKEN_NEW: &str = "new-token-0123456789abcdef";

async fn status_with(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
) -> reqwest::Response {
    let request = if method == "GET" {
        app.client.get(app.url(path))
    } else {
        app.client
            .post(app.url(path))
            .json(&json!({"metadata": {}}))
    };
    let request = match token {
        Some(token) => request.bearer_auth(token),
        None => request,
    };
    request
        .send()
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

#[tokio::test]
async fn with_tokens_configured_the_api_needs_one_and_the_probes_never_do() {
    let tokens = format!("{TOKEN_OLD},{TOKEN_NEW}");
    let app = TestApp::with_config(&[("VERITY_AUTH__TOKENS", tokens.as_str())]).await;
    for token in [None, Some("wrong-token-0123456789abcdef"), Some("")] {
        let response = status_with(&app, "POST", "/validate/metadata", token).await;
        assert_eq!(response.status().as_u16(), 401, "token {token:?}");
        assert_eq!(
            response
                .headers()
                .get("www-authenticate")
                .and_then(|v| v.to_str().ok()),
            Some("Bearer realm=\"verity\"")
        );
        assert_eq!(
            response
                .headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok()),
            Some("application/problem+json")
        );
        let body: Value = response.json().await.unwrap_or_default();
        assert_eq!(body["status"], 401);
        assert_eq!(body["type"], "urn:verity:problem:unauthorized");
    }
    // Both tokens work: rotation without downtime.
    for token in [TOKEN_OLD, TOKEN_NEW] {
        let response = status_with(&app, "POST", "/validate/metadata", Some(token)).await;
        assert_eq!(response.status().as_u16(), 200);
    }
    assert_eq!(
        status_with(&app, "GET", "/rules", None)
            .await
            .status()
            .as_u16(),
        401
    );
    for probe in ["/healthz", "/readyz", "/metrics"] {
        assert_eq!(
            status_with(&app, "GET", probe, None)
                .await
                .status()
                .as_u16(),
            200,
            "{probe}"
        );
    }
}

#[tokio::test]
async fn metrics_need_a_token_only_when_configured_and_tokens_can_come_from_a_file() {
    let dir = std::env::temp_dir().join(format!("verity-auth-{}", std::process::id()));
    assert!(std::fs::create_dir_all(&dir).is_ok());
    let file = dir.join("tokens");
    assert!(std::fs::write(&file, format!("# rotated 2026-11-22\n{TOKEN_NEW}\n")).is_ok());
    let path = file.display().to_string();
    let app = TestApp::with_config(&[
        ("VERITY_AUTH__TOKENS_FILE", path.as_str()),
        ("VERITY_AUTH__PROTECT_METRICS", "true"),
    ])
    .await;
    assert_eq!(
        status_with(&app, "GET", "/metrics", None)
            .await
            .status()
            .as_u16(),
        401
    );
    assert_eq!(
        status_with(&app, "GET", "/metrics", Some(TOKEN_NEW))
            .await
            .status()
            .as_u16(),
        200
    );
    assert_eq!(
        status_with(&app, "GET", "/healthz", None)
            .await
            .status()
            .as_u16(),
        200
    );
    assert_eq!(
        status_with(&app, "POST", "/validate/metadata", Some(TOKEN_NEW))
            .await
            .status()
            .as_u16(),
        200
    );
    // 401s are counted like every other answer.
    let metrics = status_with(&app, "GET", "/metrics", Some(TOKEN_NEW))
        .await
        .text()
        .await
        .unwrap_or_default();
    assert!(
        metrics.contains("verity_http_requests_total{endpoint=\"/metrics\",status=\"401\"} 1"),
        "{metrics}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
