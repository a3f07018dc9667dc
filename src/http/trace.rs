//! W3C trace context and the optional OTLP span export (API.md, "Operations").
//!
//! [`layer`] is the one hook in the router: it reads `traceparent` (a fresh trace when absent or
//! malformed), gives the request a span id of its own, passes the context on to the handler (the
//! `traceparent` request header is replaced by verity's span, which is what `Call` logs), answers
//! `traceresponse` and `traceparent`, writes a `verity::trace` debug line, and, in builds with the
//! `otlp` feature and `[telemetry] otlp_endpoint` set, exports the request as an OTLP span with the
//! endpoint, verdict, alert counts and `rules_version`.

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use serde::{Deserialize, Serialize};

use super::AppState;

/// The W3C trace context request header.
pub const TRACEPARENT: &str = "traceparent";
/// The W3C trace context response header (Trace Context Level 2).
pub const TRACERESPONSE: &str = "traceresponse";

/// `[telemetry]`: where spans go. Nothing is exported by default.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TelemetryConfig {
    /// OTLP/HTTP traces URL (`http://collector:4318/v1/traces`); empty: no export. Read at start.
    pub otlp_endpoint: String,
    /// `service.name` of the exported spans.
    pub service_name: String,
}

impl TelemetryConfig {
    /// True when nothing differs from the built-in default (then it is left out of the
    /// configuration's fingerprint, so `rules_version` does not depend on it).
    #[must_use]
    pub fn is_default(&self) -> bool {
        self == &Self::default()
    }

    /// The configured `service.name`, `verity` when empty.
    #[must_use]
    pub fn service(&self) -> &str {
        if self.service_name.is_empty() {
            "verity"
        } else {
            &self.service_name
        }
    }

    /// Problems with the section, each naming its key.
    #[must_use]
    pub fn problems(&self) -> Vec<(String, String)> {
        let mut problems = Vec::new();
        let endpoint = self.otlp_endpoint.trim();
        if !endpoint.is_empty() {
            if !(endpoint.starts_with("http://") || endpoint.starts_with("https://")) {
                problems.push((
                    "telemetry.otlp_endpoint".to_owned(),
                    format!("must be an http:// or https:// URL, not {endpoint:?}"),
                ));
            } else if !cfg!(feature = "otlp") {
                problems.push((
                    "telemetry.otlp_endpoint".to_owned(),
                    "this binary was built without the OTLP exporter; build it with \
                     `cargo build --release --features otlp`, or leave the key empty"
                        .to_owned(),
                ));
            }
        }
        problems
    }
}

/// One request's trace context: the caller's trace (or a fresh one) and verity's own span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceContext {
    /// 16 bytes, never all zero.
    pub trace_id: [u8; 16],
    /// The caller's span (the parent of verity's), when a valid `traceparent` came in.
    pub parent_span_id: Option<[u8; 8]>,
    /// Verity's span for this request; 8 bytes, never all zero.
    pub span_id: [u8; 8],
    /// Trace flags as received (bit 0: sampled); `01` for a fresh trace.
    pub flags: u8,
}

/// What a finished validation tells the trace: set by `Call::finish` as a response extension.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Outcome {
    /// `pass`, `warn` or `reject`.
    pub verdict: &'static str,
    /// Alerts by severity, and in all.
    pub critical: u64,
    /// High alerts.
    pub high: u64,
    /// Medium alerts.
    pub medium: u64,
    /// Low alerts.
    pub low: u64,
    /// Every alert raised.
    pub total: u64,
}

/// The trace id of the current request, from the `traceparent` header [`layer`] put there (lower
/// hex); empty when there is none (e.g. `verity check`, which runs no layer).
#[must_use]
pub fn trace_id(headers: &HeaderMap) -> String {
    headers
        .get(TRACEPARENT)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_traceparent)
        .map(|(trace, _, _)| hex(&trace))
        .unwrap_or_default()
}

/// Parses a W3C `traceparent` (`00-<32 hex>-<16 hex>-<2 hex>`): the trace id, parent span id and
/// flags, or `None` when it is malformed (upper-case hex, all-zero ids, version `ff`, a version
/// `00` header with anything after the flags). A higher version is read by its first four fields,
/// as the specification asks. Linear in the header's length (at most 55 bytes are looked at).
#[must_use]
pub fn parse_traceparent(header: &str) -> Option<([u8; 16], [u8; 8], u8)> {
    let bytes = header.trim_matches(|c| c == ' ' || c == '\t').as_bytes();
    if bytes.len() < 55 || bytes[2] != b'-' || bytes[35] != b'-' || bytes[52] != b'-' {
        return None;
    }
    let version = hex_bytes::<1>(&bytes[0..2])?[0];
    if version == 0xff || (version == 0 && bytes.len() != 55) {
        return None;
    }
    if version != 0 && bytes.len() > 55 && bytes[55] != b'-' {
        return None;
    }
    let trace_id = hex_bytes::<16>(&bytes[3..35])?;
    let parent = hex_bytes::<8>(&bytes[36..52])?;
    let flags = hex_bytes::<1>(&bytes[53..55])?[0];
    if trace_id == [0; 16] || parent == [0; 8] {
        return None;
    }
    Some((trace_id, parent, flags))
}

/// `N` bytes from exactly `2N` lower-case hex digits.
fn hex_bytes<const N: usize>(digits: &[u8]) -> Option<[u8; N]> {
    if digits.len() != 2 * N {
        return None;
    }
    let mut out = [0_u8; N];
    for (byte, pair) in out.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = (nibble(*pair.first()?)? << 4) | nibble(*pair.get(1)?)?;
    }
    Some(out)
}

fn nibble(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    }
}

/// Lower-case hex of `bytes`; linear in their number.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 0x0f)]));
    }
    out
}

/// Random bytes for fresh ids, no extra dependency: SipHash under a fresh `RandomState` (keys
/// from the OS's randomness, a new key per call) of a process-wide counter. Never all zero.
fn random_tail<const N: usize>() -> [u8; N] {
    use std::hash::BuildHasher;
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut out = [0_u8; N];
    loop {
        for chunk in out.chunks_mut(8) {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let random = std::collections::hash_map::RandomState::new().hash_one(n);
            chunk.copy_from_slice(&random.to_le_bytes()[..chunk.len()]);
        }
        if out != [0; N] {
            return out;
        }
    }
}

impl TraceContext {
    /// The caller's context from `traceparent`, or a fresh sampled trace; a new span id either way.
    #[must_use]
    pub fn from_headers(headers: &HeaderMap) -> Self {
        let incoming = headers
            .get(TRACEPARENT)
            .and_then(|v| v.to_str().ok())
            .and_then(parse_traceparent);
        match incoming {
            Some((trace_id, parent, flags)) => Self {
                trace_id,
                parent_span_id: Some(parent),
                span_id: random_tail(),
                flags,
            },
            None => Self {
                trace_id: random_tail(),
                parent_span_id: None,
                span_id: random_tail(),
                flags: 1,
            },
        }
    }

    /// `00-<trace id>-<verity's span id>-<flags>`.
    #[must_use]
    pub fn header(&self) -> String {
        format!(
            "00-{}-{}-{}",
            hex(&self.trace_id),
            hex(&self.span_id),
            hex(&[self.flags])
        )
    }
}

/// The middleware: trace context in, `traceresponse` out, the debug line and the OTLP span.
pub async fn layer(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let context = TraceContext::from_headers(request.headers());
    let header = context.header();
    let value = HeaderValue::from_str(&header).ok();
    if let Some(value) = &value {
        // Downstream of here (the handler, `Call`), verity's span is the current one.
        request
            .headers_mut()
            .insert(HeaderName::from_static(TRACEPARENT), value.clone());
    }
    let matched = request.extensions().get::<MatchedPath>().cloned();
    let method = request.method().clone();
    let started = std::time::SystemTime::now();
    let mut response = next.run(request).await;
    if let Some(value) = value {
        let headers = response.headers_mut();
        headers.insert(HeaderName::from_static(TRACERESPONSE), value.clone());
        headers.insert(HeaderName::from_static(TRACEPARENT), value);
    }
    let outcome = response.extensions().get::<Outcome>().copied();
    let status = response.status().as_u16();
    let endpoint = matched.as_ref().map_or("unmatched", MatchedPath::as_str);
    tracing::debug!(
        target: "verity::trace",
        trace_id = %hex(&context.trace_id),
        span_id = %hex(&context.span_id),
        endpoint = %endpoint,
        status,
        verdict = outcome.map_or("", |o| o.verdict),
        "request"
    );
    #[cfg(feature = "otlp")]
    if let Some(exporter) = EXPORTER.get() {
        exporter.export(&Span {
            context: &context,
            method: method.as_str(),
            endpoint,
            status,
            outcome,
            rules_version: &state.runtime().rules_version,
            started,
            ended: std::time::SystemTime::now(),
        });
    }
    #[cfg(not(feature = "otlp"))]
    let _ = (&state, method, started);
    response
}

/// One finished request, as the exporter sees it.
#[cfg(feature = "otlp")]
#[derive(Debug)]
pub struct Span<'a> {
    /// Its trace context.
    pub context: &'a TraceContext,
    /// The HTTP method.
    pub method: &'a str,
    /// The route (`/validate/plan`), `unmatched` when none.
    pub endpoint: &'a str,
    /// The HTTP status.
    pub status: u16,
    /// The validation's outcome, when the request was one.
    pub outcome: Option<Outcome>,
    /// The effective `rules_version`.
    pub rules_version: &'a str,
    /// When the request started.
    pub started: std::time::SystemTime,
    /// When its answer was ready.
    pub ended: std::time::SystemTime,
}

#[cfg(feature = "otlp")]
pub use self::otlp::Exporter;

/// The process's exporter, set once by [`start`] (the SDK's batch processor is per process).
#[cfg(feature = "otlp")]
static EXPORTER: std::sync::OnceLock<Exporter> = std::sync::OnceLock::new();

/// Starts the OTLP exporter when `otlp_endpoint` is set. Call it outside the async runtime: the
/// exporter's blocking HTTP client has a runtime of its own.
///
/// # Errors
/// The exporter cannot be built, or (without the `otlp` feature) an endpoint is configured.
pub fn start(config: &TelemetryConfig) -> anyhow::Result<()> {
    if let Some((key, message)) = config.problems().into_iter().next() {
        anyhow::bail!("{key}: {message}");
    }
    #[cfg(feature = "otlp")]
    if let Some(exporter) = Exporter::new(config)? {
        let _ = EXPORTER.set(exporter);
        tracing::info!(endpoint = %config.otlp_endpoint.trim(), "exporting spans over OTLP/HTTP");
    }
    Ok(())
}

/// Exports what is queued and stops the exporter (at shutdown, outside the async runtime).
pub fn stop() {
    #[cfg(feature = "otlp")]
    if let Some(exporter) = EXPORTER.get() {
        exporter.shutdown();
    }
}

#[cfg(feature = "otlp")]
mod otlp {
    //! The exporter: the OpenTelemetry SDK's batch span processor over OTLP/HTTP protobuf
    //! (a background thread; a request never waits for the collector).
    use std::cell::Cell;

    use opentelemetry::trace::{
        Span as _, SpanContext, SpanId, SpanKind, Status, TraceContextExt, TraceFlags, TraceId,
        TraceState, Tracer, TracerProvider,
    };
    use opentelemetry::{Context, KeyValue};
    use opentelemetry_otlp::{Protocol, WithExportConfig};
    use opentelemetry_sdk::Resource;
    use opentelemetry_sdk::trace::{IdGenerator, RandomIdGenerator, SdkTracer, SdkTracerProvider};

    use super::{Span, TelemetryConfig};

    thread_local! {
        /// The ids of the span being built on this thread: the ones `traceresponse` already named.
        static NEXT: Cell<Option<([u8; 16], [u8; 8])>> = const { Cell::new(None) };
    }

    /// Gives the SDK the ids verity chose for the request (the SDK builds the span on the same
    /// thread, right after `export` sets them); random ones otherwise.
    #[derive(Debug, Default)]
    struct RequestIds(RandomIdGenerator);

    impl IdGenerator for RequestIds {
        fn new_trace_id(&self) -> TraceId {
            NEXT.with(Cell::get).map_or_else(
                || self.0.new_trace_id(),
                |(trace, _)| TraceId::from_bytes(trace),
            )
        }

        fn new_span_id(&self) -> SpanId {
            NEXT.with(Cell::get).map_or_else(
                || self.0.new_span_id(),
                |(_, span)| SpanId::from_bytes(span),
            )
        }
    }

    /// The configured OTLP exporter.
    #[derive(Debug)]
    pub struct Exporter {
        provider: SdkTracerProvider,
        tracer: SdkTracer,
    }

    impl Exporter {
        /// The exporter for `config`, or `None` when no endpoint is set.
        ///
        /// # Errors
        /// The exporter cannot be built (a bad URL).
        pub fn new(config: &TelemetryConfig) -> anyhow::Result<Option<Self>> {
            let endpoint = config.otlp_endpoint.trim();
            if endpoint.is_empty() {
                return Ok(None);
            }
            let exporter = opentelemetry_otlp::SpanExporter::builder()
                .with_http()
                .with_protocol(Protocol::HttpBinary)
                .with_endpoint(endpoint)
                .build()?;
            let provider = SdkTracerProvider::builder()
                .with_batch_exporter(exporter)
                .with_id_generator(RequestIds::default())
                .with_resource(
                    Resource::builder_empty()
                        .with_attributes([
                            KeyValue::new("service.name", config.service().to_owned()),
                            KeyValue::new("service.version", env!("CARGO_PKG_VERSION")),
                        ])
                        .build(),
                )
                .build();
            let tracer = provider.tracer("verity");
            Ok(Some(Self { provider, tracer }))
        }

        /// Hands one span to the batch processor.
        pub fn export(&self, span: &Span<'_>) {
            let context = span.context;
            let parent = context.parent_span_id.map_or_else(Context::new, |parent| {
                Context::new().with_remote_span_context(SpanContext::new(
                    TraceId::from_bytes(context.trace_id),
                    SpanId::from_bytes(parent),
                    TraceFlags::new(context.flags),
                    true,
                    TraceState::default(),
                ))
            });
            let mut attributes = vec![
                KeyValue::new("http.request.method", span.method.to_owned()),
                KeyValue::new("http.route", span.endpoint.to_owned()),
                KeyValue::new("http.response.status_code", i64::from(span.status)),
                KeyValue::new("verity.endpoint", span.endpoint.to_owned()),
                KeyValue::new("verity.rules_version", span.rules_version.to_owned()),
            ];
            if let Some(outcome) = span.outcome {
                let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
                attributes.extend([
                    KeyValue::new("verity.verdict", outcome.verdict),
                    KeyValue::new("verity.alerts.total", count(outcome.total)),
                    KeyValue::new("verity.alerts.critical", count(outcome.critical)),
                    KeyValue::new("verity.alerts.high", count(outcome.high)),
                    KeyValue::new("verity.alerts.medium", count(outcome.medium)),
                    KeyValue::new("verity.alerts.low", count(outcome.low)),
                ]);
            }
            let builder = self
                .tracer
                .span_builder(format!("{} {}", span.method, span.endpoint))
                .with_kind(SpanKind::Server)
                .with_start_time(span.started)
                .with_attributes(attributes);
            NEXT.with(|next| next.set(Some((context.trace_id, context.span_id))));
            let mut started = builder.start_with_context(&self.tracer, &parent);
            NEXT.with(|next| next.set(None));
            if span.status >= 500 {
                started.set_status(Status::error(format!("HTTP {}", span.status)));
            }
            started.end_with_timestamp(span.ended);
        }

        /// Exports what is queued, then stops.
        pub fn shutdown(&self) {
            let _ = self.provider.force_flush();
            let _ = self.provider.shutdown();
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;

    const VALID: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    #[test]
    fn a_valid_traceparent_gives_its_trace_parent_and_flags() {
        let (trace, parent, flags) = parse_traceparent(VALID).unwrap();
        assert_eq!(hex(&trace), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(hex(&parent), "00f067aa0ba902b7");
        assert_eq!(flags, 1);
    }

    #[test]
    fn malformed_traceparents_are_ignored_as_the_specification_says() {
        for bad in [
            "",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
            "00_4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7_01",
            "0g-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        ] {
            assert_eq!(parse_traceparent(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_future_version_is_read_by_its_first_four_fields() {
        let future = "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-what-comes-next";
        assert!(parse_traceparent(future).is_some());
        assert_eq!(
            parse_traceparent("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01x"),
            None
        );
    }

    #[test]
    fn the_caller_s_trace_continues_under_a_new_span_of_verity_s() {
        let mut headers = HeaderMap::new();
        headers.insert(TRACEPARENT, HeaderValue::from_static(VALID));
        let context = TraceContext::from_headers(&headers);
        let header = context.header();
        assert!(header.starts_with("00-4bf92f3577b34da6a3ce929d0e0e4736-"));
        assert!(header.ends_with("-01"));
        assert_ne!(&header[36..52], "00f067aa0ba902b7");
        assert_eq!(trace_id(&headers), "4bf92f3577b34da6a3ce929d0e0e4736");
    }

    #[test]
    fn without_a_traceparent_a_fresh_sampled_trace_starts() {
        let a = TraceContext::from_headers(&HeaderMap::new());
        let b = TraceContext::from_headers(&HeaderMap::new());
        assert_ne!(a.trace_id, b.trace_id);
        assert_eq!(a.parent_span_id, None);
        assert!(parse_traceparent(&a.header()).is_some());
        assert_eq!(trace_id(&HeaderMap::new()), "");
    }

    #[test]
    fn fresh_ids_are_unpredictable_not_a_counter() {
        let firsts: std::collections::BTreeSet<u8> = (0..200)
            .map(|_| TraceContext::from_headers(&HeaderMap::new()).trace_id[0])
            .collect();
        // 200 random bytes take about 140 distinct values; a clock or counter a handful.
        assert!(firsts.len() > 60, "{} distinct leading bytes", firsts.len());
    }

    #[test]
    fn an_endpoint_that_is_not_a_url_is_named_in_the_problems() {
        let config = TelemetryConfig {
            otlp_endpoint: "collector:4318".into(),
            service_name: String::new(),
        };
        assert_eq!(config.problems()[0].0, "telemetry.otlp_endpoint");
        assert!(TelemetryConfig::default().problems().is_empty());
    }

    proptest! {
        #[test]
        fn no_header_makes_the_parser_panic_and_a_read_one_writes_back_the_same(s in ".{0,80}") {
            if let Some((trace, parent, flags)) = parse_traceparent(&s) {
                prop_assert!(trace != [0; 16] && parent != [0; 8]);
                let _ = flags;
            }
        }

        #[test]
        fn every_well_formed_header_is_read(
            trace in proptest::array::uniform16(any::<u8>()),
            parent in proptest::array::uniform8(any::<u8>()),
            flags in any::<u8>(),
        ) {
            let header = format!("00-{}-{}-{}", hex(&trace), hex(&parent), hex(&[flags]));
            let read = parse_traceparent(&header);
            if trace == [0; 16] || parent == [0; 8] {
                prop_assert_eq!(read, None);
            } else {
                prop_assert_eq!(read, Some((trace, parent, flags)));
            }
        }
    }
}
