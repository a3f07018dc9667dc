//! The decision log: one JSON line per decision (id, time, endpoint, verdict, rule ids and
//! severities, provider, model, request id, latency), never the texts or values under test.
//! Sinks: `stdout` (default), `file` (appended, one `write` per line so concurrent writers never
//! tear a line, reopened on SIGHUP for log rotation) or `off`.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;

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

#[derive(Debug)]
enum Sink {
    Stdout,
    File { path: PathBuf, file: Mutex<File> },
    Off,
}

/// The decision log.
#[derive(Debug)]
pub struct DecisionLog {
    sink: Sink,
}

fn open(path: &PathBuf) -> std::io::Result<File> {
    OpenOptions::new().create(true).append(true).open(path)
}

impl DecisionLog {
    /// Opens the configured sink.
    ///
    /// # Errors
    /// The `file` sink's file cannot be opened for appending.
    pub fn new(config: &DecisionLogConfig) -> std::io::Result<Self> {
        let sink = match config.sink {
            SinkKind::Stdout => Sink::Stdout,
            SinkKind::Off => Sink::Off,
            SinkKind::File => {
                let path = PathBuf::from(&config.path);
                Sink::File {
                    file: Mutex::new(open(&path)?),
                    path,
                }
            }
        };
        Ok(Self { sink })
    }

    /// The stdout sink (cannot fail to open).
    #[must_use]
    pub fn stdout() -> Self {
        Self { sink: Sink::Stdout }
    }

    /// Writes one line; a failed write is reported on stderr, never to the caller.
    pub fn write(&self, line: &DecisionLine<'_>) {
        if matches!(self.sink, Sink::Off) {
            return;
        }
        let mut bytes = serde_json::to_vec(line).unwrap_or_default();
        bytes.push(b'\n');
        let result = match &self.sink {
            Sink::Stdout => std::io::stdout().lock().write_all(&bytes),
            Sink::File { file, .. } => match file.lock() {
                Ok(mut file) => file.write_all(&bytes),
                Err(poisoned) => poisoned.into_inner().write_all(&bytes),
            },
            Sink::Off => Ok(()),
        };
        if let Err(e) = result {
            eprintln!("verity: cannot write the decision log: {e}");
        }
    }

    /// Reopens the file sink (after log rotation moved the old file away).
    ///
    /// # Errors
    /// The file cannot be opened; the old handle stays in use.
    pub fn reopen(&self) -> std::io::Result<()> {
        if let Sink::File { path, file } = &self.sink {
            let fresh = open(path)?;
            match file.lock() {
                Ok(mut guard) => *guard = fresh,
                Err(poisoned) => *poisoned.into_inner() = fresh,
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
