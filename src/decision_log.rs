//! The decision log: one JSON line per decision (id, time, endpoint, verdict, rule ids and
//! severities, provider, model, request id, latency), never the texts or values under test.
//! Sinks: `stdout` (default), `file` (appended, reopened on SIGHUP for log rotation) or `off`.
//!
//! Off the request path: a request puts its encoded line on a bounded queue and goes on; one
//! writer thread writes the lines in order, whole, and flushes whenever the queue runs dry. When
//! the queue is full the line is dropped and counted (`verity_decision_log_dropped_total`), so a
//! slow disk or a blocked stdout never holds a request.

use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};

use serde::{Deserialize, Serialize};

/// Where decision lines go.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SinkKind {
    /// Standard output, one JSON line per decision.
    #[default]
    Stdout,
    /// Appended to `decision_log.path`.
    File,
    /// Not written.
    Off,
}

/// `[decision_log]`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecisionLogConfig {
    /// `stdout`, `file` or `off`.
    pub sink: SinkKind,
    /// The file for the `file` sink.
    #[serde(default)]
    pub path: String,
}

/// One decision, as logged.
#[derive(Debug, Clone, Serialize)]
pub struct DecisionLine<'a> {
    /// The decision id (UUIDv7).
    pub decision_id: &'a str,
    /// When it was made (RFC 3339, UTC).
    pub time: String,
    /// The route.
    pub endpoint: &'a str,
    /// `pass`, `warn` or `reject`.
    pub verdict: &'a str,
    /// Each alert's rule id and severity.
    pub rules: Vec<(&'a str, &'a str)>,
    /// The provider label.
    pub provider: &'a str,
    /// The model, as the caller named it (cut to 128 characters).
    pub model: &'a str,
    /// The request id.
    pub request_id: &'a str,
    /// Time to decide, in microseconds.
    pub latency_us: u64,
    /// The W3C trace id of the request (`traceparent`, else a fresh one); left out when empty.
    #[serde(skip_serializing_if = "str::is_empty")]
    pub trace_id: &'a str,
}

/// Lines waiting for the writer; past this many, lines are dropped and counted.
const QUEUE_LINES: usize = 16_384;

/// What the writer thread is asked to do.
enum Job {
    /// Write one encoded line (with its newline).
    Line(Vec<u8>),
    /// Reopen the file (rotation), answering with the outcome.
    Reopen(SyncSender<std::io::Result<()>>),
    /// Answer once every line queued before is written and flushed.
    Flush(SyncSender<()>),
}

/// Where the writer thread writes.
enum Sink {
    Stdout(BufWriter<std::io::Stdout>),
    File {
        path: PathBuf,
        file: BufWriter<File>,
    },
}

impl Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        match self {
            Self::Stdout(out) => out.write_all(bytes),
            Self::File { file, .. } => file.write_all(bytes),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Self::Stdout(out) => out.flush(),
            Self::File { file, .. } => file.flush(),
        }
    }

    fn reopen(&mut self) -> std::io::Result<()> {
        if let Self::File { path, file } = self {
            let fresh = open(path)?;
            let _ = file.flush();
            *file = BufWriter::new(fresh);
        }
        Ok(())
    }
}

/// The decision log sink.
#[derive(Debug)]
pub struct DecisionLog {
    /// `None` when the sink is `off`.
    queue: Option<SyncSender<Job>>,
}

fn open(path: &PathBuf) -> std::io::Result<File> {
    OpenOptions::new().create(true).append(true).open(path)
}

/// The writer thread: writes lines in order and flushes whenever the queue runs dry.
fn run(mut sink: Sink, jobs: &Receiver<Job>) {
    let report = |e: &std::io::Error| eprintln!("verity: cannot write the decision log: {e}");
    while let Ok(mut job) = jobs.recv() {
        loop {
            match job {
                Job::Line(bytes) => {
                    if let Err(e) = sink.write(&bytes) {
                        report(&e);
                    }
                }
                Job::Reopen(answer) => {
                    let _ = answer.send(sink.flush().and_then(|()| sink.reopen()));
                }
                Job::Flush(answer) => {
                    if let Err(e) = sink.flush() {
                        report(&e);
                    }
                    let _ = answer.send(());
                }
            }
            match jobs.try_recv() {
                Ok(next) => job = next,
                Err(_) => break,
            }
        }
        if let Err(e) = sink.flush() {
            report(&e);
        }
    }
    let _ = sink.flush();
}

impl DecisionLog {
    /// Opens the configured sink and starts its writer thread.
    ///
    /// # Errors
    /// When the file sink cannot be opened for appending, or the thread cannot start.
    pub fn new(config: &DecisionLogConfig) -> std::io::Result<Self> {
        let sink = match config.sink {
            SinkKind::Off => return Ok(Self { queue: None }),
            SinkKind::Stdout => Sink::Stdout(BufWriter::new(std::io::stdout())),
            SinkKind::File => {
                let path = PathBuf::from(&config.path);
                Sink::File {
                    file: BufWriter::new(open(&path)?),
                    path,
                }
            }
        };
        let (queue, jobs) = mpsc::sync_channel(QUEUE_LINES);
        std::thread::Builder::new()
            .name("decision-log".to_owned())
            .spawn(move || run(sink, &jobs))?;
        Ok(Self { queue: Some(queue) })
    }

    /// A log to standard output (the fallback when the configured file cannot be opened).
    #[must_use]
    pub fn stdout() -> Self {
        Self::new(&DecisionLogConfig::default()).unwrap_or(Self { queue: None })
    }

    /// Whether lines are written at all (false for the `off` sink): a request builds no line
    /// when they are not.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.queue.is_some()
    }

    /// Queues one line; never blocks. False when the line was dropped (the queue is full).
    pub fn write(&self, line: &DecisionLine<'_>) -> bool {
        let Some(queue) = &self.queue else {
            return true;
        };
        let mut bytes = serde_json::to_vec(line).unwrap_or_default();
        bytes.push(b'\n');
        match queue.try_send(Job::Line(bytes)) {
            Ok(()) | Err(TrySendError::Disconnected(_)) => true,
            Err(TrySendError::Full(_)) => false,
        }
    }

    /// Waits until every line queued so far is written and flushed (shutdown, tests).
    pub fn flush(&self) {
        if let Some(queue) = &self.queue {
            let (done, wait) = mpsc::sync_channel(1);
            if queue.send(Job::Flush(done)).is_ok() {
                let _ = wait.recv();
            }
        }
    }

    /// Reopens the file sink (after log rotation); the old file stays in use on error.
    ///
    /// # Errors
    /// When the file cannot be reopened.
    pub fn reopen(&self) -> std::io::Result<()> {
        if let Some(queue) = &self.queue {
            let (done, wait) = mpsc::sync_channel(1);
            if queue.send(Job::Reopen(done)).is_ok() {
                return wait.recv().unwrap_or(Ok(()));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;

    fn line(id: &str) -> DecisionLine<'_> {
        DecisionLine {
            decision_id: id,
            time: "2026-11-22T00:00:00Z".to_owned(),
            endpoint: "/validate/metadata",
            verdict: "reject",
            rules: vec![("metadata.future_year", "high")],
            provider: "openai",
            model: "gpt-4o-mini",
            request_id: "r1",
            latency_us: 42,
            trace_id: "",
        }
    }

    #[test]
    fn concurrent_writers_never_tear_a_line_and_rotation_reopens() {
        let dir = std::env::temp_dir().join(format!("verity-dlog-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("decisions.log");
        let _ = std::fs::remove_file(&path);
        let log = std::sync::Arc::new(
            DecisionLog::new(&DecisionLogConfig {
                sink: SinkKind::File,
                path: path.display().to_string(),
            })
            .unwrap(),
        );
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let log = log.clone();
                std::thread::spawn(move || {
                    for i in 0..500 {
                        log.write(&line(&format!("{t}-{i}-{}", "x".repeat(i % 300))));
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        log.flush();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.lines().count(), 4000);
        assert!(
            text.lines()
                .all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
        );

        let rotated = dir.join("decisions.log.1");
        std::fs::rename(&path, &rotated).unwrap();
        log.reopen().unwrap();
        log.write(&line("after-rotation"));
        log.flush();
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("after-rotation")
        );
        assert!(
            !std::fs::read_to_string(&rotated)
                .unwrap()
                .contains("after-rotation")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
