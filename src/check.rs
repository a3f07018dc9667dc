//! `verity check` and `verity rules`: the engine offline, on files, with no server. A request is
//! handed to the same router the server runs (in-process), so the JSON printed is exactly what
//! the endpoint answers.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use clap::ValueEnum;
use http_body_util::BodyExt;
use serde_json::Value;
use verity::config::Config;
use verity::http::{self, AppState};

/// Exit codes of `verity check` (documented in the README and `verity check --help`).
pub const EXIT_PASS: u8 = 0;
/// Alerts below the rejection policy (or, for a stream, every item accepted with alerts).
pub const EXIT_WARN: u8 = 1;
/// Rejected (or, for a stream, at least one item not accepted).
pub const EXIT_REJECT: u8 = 2;
/// The input could not be read or validated (its problem is printed on stderr).
pub const EXIT_BAD_INPUT: u8 = 3;

/// NDJSON files larger than this get a progress bar when stderr is a terminal.
const PROGRESS_ABOVE_BYTES: u64 = 4 << 20;

/// What `verity check` can check, with the route that checks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Family {
    /// POST /validate/boundaries
    Boundaries,
    /// POST /validate/metadata
    Metadata,
    /// POST /validate/plan
    Plan,
    /// POST /verify-facts
    Facts,
    /// POST /terms/protect
    Protect,
    /// POST /terms/restore
    Restore,
    /// POST /validate/transformations (JSON, or NDJSON for .ndjson/.jsonl files or --ndjson)
    Transformations,
    /// POST /verify-citations
    Citations,
    /// POST /validate/tool-calls
    ToolCalls,
    /// POST /prompts/plan (prints the prompt block; always exits 0 when the request is valid)
    PromptsPlan,
    /// POST /prompts/facts
    PromptsFacts,
    /// POST /prompts/citations
    PromptsCitations,
}

impl Family {
    fn path(self) -> &'static str {
        match self {
            Self::Boundaries => "/validate/boundaries",
            Self::Metadata => "/validate/metadata",
            Self::Plan => "/validate/plan",
            Self::Facts => "/verify-facts",
            Self::Protect => "/terms/protect",
            Self::Restore => "/terms/restore",
            Self::Transformations => "/validate/transformations",
            Self::Citations => "/verify-citations",
            Self::ToolCalls => "/validate/tool-calls",
            Self::PromptsPlan => "/prompts/plan",
            Self::PromptsFacts => "/prompts/facts",
            Self::PromptsCitations => "/prompts/citations",
        }
    }
}

/// Output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Exactly the endpoint's JSON answer.
    Json,
    /// A human-readable report (coloured when stdout is a terminal).
    Text,
}

/// Runs `verity check`.
pub fn check(
    config: Config,
    family: Family,
    input: Option<&Path>,
    format: Format,
    ndjson: bool,
) -> ExitCode {
    let stream = family == Family::Transformations
        && (ndjson
            || input.is_some_and(|p| {
                p.extension().is_some_and(|e| {
                    e.eq_ignore_ascii_case("ndjson") || e.eq_ignore_ascii_case("jsonl")
                })
            }));
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => return bad_input(&format!("cannot start: {e}")),
    };
    let mut config = config;
    config.decision_log.sink = verity::decision_log::SinkKind::Off;
    let router = http::router(AppState::new(config));
    runtime.block_on(async {
        if stream {
            check_stream(&router, input, format).await
        } else {
            check_one(&router, family, input, format).await
        }
    })
}

/// Writes `text` to standard output. A reader that went away (`verity rules | head -1`) is not
/// an error: the command ends quietly with success, as Unix filters do.
pub fn emit(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("verity: cannot write the output: {e}");
            ExitCode::FAILURE
        }
    }
}

fn bad_input(message: &str) -> ExitCode {
    eprintln!("verity check: {message}");
    ExitCode::from(EXIT_BAD_INPUT)
}

fn read_all(input: Option<&Path>) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let read = match input {
        Some(path) if path != Path::new("-") => std::fs::File::open(path)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map_err(|e| format!("cannot read {}: {e}", path.display())),
        _ => std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read standard input: {e}")),
    };
    read.map(|_| bytes)
}

async fn check_one(
    router: &axum::Router,
    family: Family,
    input: Option<&Path>,
    format: Format,
) -> ExitCode {
    let bytes = match read_all(input) {
        Ok(bytes) => bytes,
        Err(message) => return bad_input(&message),
    };
    let answer =
        http::offline::post(router, family.path(), "application/json", Body::from(bytes)).await;
    let value: Value = serde_json::from_slice(&answer.body).unwrap_or(Value::Null);
    if !answer.status.is_success() {
        let detail = value["detail"]
            .as_str()
            .unwrap_or("the request was refused");
        let location = value["errors"][0]["path"]
            .as_str()
            .filter(|p| !p.is_empty())
            .map(|p| format!(" at {p}"))
            .unwrap_or_default();
        if format == Format::Json {
            let _ = emit(&format!("{}\n", String::from_utf8_lossy(&answer.body)));
        }
        return bad_input(&format!("{} {detail}{location}", answer.status.as_u16()));
    }
    let _ = emit(&match format {
        Format::Json => format!("{}\n", String::from_utf8_lossy(&answer.body)),
        Format::Text => text_report(&value, std::io::stdout().is_terminal()),
    });
    match value["verdict"].as_str() {
        Some("reject") => ExitCode::from(EXIT_REJECT),
        Some("warn") => ExitCode::from(EXIT_WARN),
        _ => ExitCode::from(EXIT_PASS),
    }
}

struct Paint(bool);

impl Paint {
    fn color(&self, code: &str, text: &str) -> String {
        if self.0 {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }
    fn verdict(&self, verdict: &str) -> String {
        let code = match verdict {
            "reject" => "1;31",
            "warn" => "1;33",
            _ => "1;32",
        };
        self.color(code, &verdict.to_uppercase())
    }
    fn severity(&self, severity: &str) -> String {
        let code = match severity {
            "critical" => "1;31",
            "high" => "31",
            "medium" => "33",
            _ => "36",
        };
        self.color(code, &format!("{severity:<8}"))
    }
}

/// The human-readable report of one answer.
#[must_use]
pub fn text_report(answer: &Value, colour: bool) -> String {
    let paint = Paint(colour);
    let mut out = String::new();
    let alerts = answer["alerts"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    match answer["verdict"].as_str() {
        Some(verdict) => {
            let by = &answer["summary"]["by_severity"];
            out.push_str(&format!(
                "{}  {} alert(s): {} critical, {} high, {} medium, {} low\n",
                paint.verdict(verdict),
                alerts.len(),
                by["critical"],
                by["high"],
                by["medium"],
                by["low"]
            ));
        }
        None => out.push_str(&format!("{answer}\n")),
    }
    for alert in alerts {
        out.push_str(&format!(
            "  {} {}  {}\n      {}\n",
            paint.severity(alert["severity"].as_str().unwrap_or_default()),
            alert["rule"].as_str().unwrap_or_default(),
            alert["path"].as_str().unwrap_or_default(),
            alert["description"].as_str().unwrap_or_default()
        ));
    }
    for key in [
        "feedback",
        "corrected_text",
        "restored_text",
        "protected_text",
    ] {
        if let Some(text) = answer[key].as_str() {
            out.push_str(&format!("{key}:\n  {}\n", text.replace('\n', "\n  ")));
        }
    }
    if let Some(version) = answer["rules_version"].as_str() {
        out.push_str(&format!(
            "{}\n",
            paint.color(
                "2",
                &format!(
                    "decision {} · rules {version}",
                    answer["decision_id"].as_str().unwrap_or_default()
                )
            )
        ));
    }
    out
}

/// A progress line on stderr while a large NDJSON file is sent.
struct Progress {
    total: u64,
    sent: u64,
    started: Instant,
    last: Instant,
}

impl Progress {
    fn advance(&mut self, n: usize) {
        self.sent += n as u64;
        if self.last.elapsed() >= Duration::from_millis(200) || self.sent >= self.total {
            self.last = Instant::now();
            let fraction = self.sent as f64 / self.total.max(1) as f64;
            let width = 30;
            let filled = (fraction * f64::from(width)) as usize;
            let rate = self.sent as f64 / self.started.elapsed().as_secs_f64().max(1e-3) / 1e6;
            eprint!(
                "\r[{}{}] {:>5.1} %  {:.1} / {:.1} MB  {rate:.1} MB/s",
                "#".repeat(filled),
                " ".repeat(30_usize.saturating_sub(filled)),
                fraction * 100.0,
                self.sent as f64 / 1e6,
                self.total as f64 / 1e6
            );
        }
    }
}

async fn check_stream(router: &axum::Router, input: Option<&Path>, format: Format) -> ExitCode {
    let path: Option<PathBuf> = input
        .filter(|p| *p != Path::new("-"))
        .map(Path::to_path_buf);
    let total = path
        .as_ref()
        .and_then(|p| std::fs::metadata(p).ok())
        .map_or(0, |m| m.len());
    let mut reader: Box<dyn Read + Send> = match &path {
        Some(p) => match std::fs::File::open(p) {
            Ok(file) => Box::new(std::io::BufReader::with_capacity(1 << 16, file)),
            Err(e) => return bad_input(&format!("cannot read {}: {e}", p.display())),
        },
        None => Box::new(std::io::stdin()),
    };
    let mut progress =
        (total > PROGRESS_ABOVE_BYTES && std::io::stderr().is_terminal()).then(|| Progress {
            total,
            sent: 0,
            started: Instant::now(),
            last: Instant::now(),
        });
    let show_progress = progress.is_some();
    // The file is read on a blocking thread and streamed to the router chunk by chunk.
    let (tx, rx) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(4);
    let reading = tokio::task::spawn_blocking(move || {
        let mut buffer = vec![0_u8; 1 << 16];
        loop {
            match reader.read(&mut buffer) {
                Ok(0) => return Ok(()),
                Ok(n) => {
                    if let Some(p) = progress.as_mut() {
                        p.advance(n);
                    }
                    let chunk = Bytes::copy_from_slice(buffer.get(..n).unwrap_or_default());
                    if tx.blocking_send(Ok(chunk)).is_err() {
                        return Ok(());
                    }
                }
                Err(e) => return Err(e),
            }
        }
    });
    let body = Body::from_stream(futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|item| (item, rx))
    }));
    let request = axum::http::Request::post("/validate/transformations")
        .header("content-type", "application/x-ndjson")
        .body(body);
    let Ok(request) = request else {
        return bad_input("cannot build the request");
    };
    let response = match tower::ServiceExt::oneshot(router.clone(), request).await {
        Ok(response) => response,
        Err(never) => match never {},
    };
    let status = response.status();
    let mut body = response.into_body();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let colour = std::io::stdout().is_terminal();
    let mut pending = Vec::new();
    let mut not_accepted = 0_u64;
    while let Some(Ok(frame)) = body.frame().await {
        let Ok(data) = frame.into_data() else {
            continue;
        };
        if !status.is_success() {
            pending.extend_from_slice(&data);
            continue;
        }
        pending.extend_from_slice(&data);
        while let Some(newline) = pending.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = pending.drain(..=newline).collect();
            let value: Value = serde_json::from_slice(&line).unwrap_or(Value::Null);
            if value["accepted"] == Value::Bool(false) {
                not_accepted += 1;
            }
            let written = match format {
                Format::Json => out.write_all(&line),
                Format::Text => out.write_all(stream_line(&value, colour).as_bytes()),
            };
            match written {
                Ok(()) => {}
                // The reader went away (`| head`): stop quietly, as Unix filters do.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                    return ExitCode::from(EXIT_PASS);
                }
                Err(_) => return bad_input("cannot write the output"),
            }
        }
    }
    let _ = out.flush();
    if show_progress {
        eprintln!();
    }
    match reading.await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => return bad_input(&format!("cannot read the input: {e}")),
        Err(e) => return bad_input(&format!("reading failed: {e}")),
    }
    if !status.is_success() {
        let value: Value = serde_json::from_slice(&pending).unwrap_or(Value::Null);
        return bad_input(&format!(
            "{} {}",
            status.as_u16(),
            value["detail"].as_str().unwrap_or("the stream was refused")
        ));
    }
    if not_accepted > 0 {
        ExitCode::from(EXIT_REJECT)
    } else {
        ExitCode::from(EXIT_PASS)
    }
}

fn stream_line(value: &Value, colour: bool) -> String {
    let paint = Paint(colour);
    if let Some(totals) = value.get("totals") {
        return format!(
            "totals: {} items, {} accepted, {} low confidence, {} changed meaning, {} invalid\n",
            totals["total"],
            totals["accepted"],
            totals["rejected_confidence"],
            totals["rejected_semantics"],
            totals["invalid_input"]
        );
    }
    let accepted = value["accepted"] == Value::Bool(true);
    format!(
        "#{:<6} {} {:<18} {}\n",
        value["index"],
        if accepted {
            paint.color("32", "ok  ")
        } else {
            paint.color("31", "FAIL")
        },
        value["reason"].as_str().unwrap_or_default(),
        value["detail"].as_str().unwrap_or_default()
    )
}

/// Runs `verity rules`.
pub fn rules(format: Format, config: &Config) -> ExitCode {
    let rules = verity::engine::rules_in_force(&config.severities);
    emit(&match format {
        Format::Json => format!("{}\n", serde_json::json!({ "rules": rules })),
        Format::Text => rules
            .iter()
            .map(|rule| {
                format!(
                    "{:<40} {:<9} {:<26} {:<26} {}\n",
                    rule.id,
                    rule.severity.as_str(),
                    rule.alert_type.as_str(),
                    rule.endpoint,
                    rule.description
                )
            })
            .collect(),
    })
}
