//! The `verity` binary: parse the command line, load the configuration, start telemetry, run.

mod check;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use tokio::net::TcpListener;
use verity::config::{Config, LogFormat};
use verity::http::{self, AppState};

/// Exit code for a command line that cannot be understood (sysexits' EX_USAGE).
const EXIT_USAGE: u8 = 64;
/// Exit code for a configuration that cannot be used (sysexits' EX_CONFIG).
const EXIT_CONFIG: u8 = 78;

#[derive(Debug, Parser)]
#[command(
    name = "verity",
    version,
    about = "Deterministic validation sidecar for LLM output"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the HTTP API (built-in default configuration unless --config or VERITY_CONFIG).
    Serve {
        /// TOML file merged over the built-in default.
        #[arg(long, env = "VERITY_CONFIG")]
        config: Option<PathBuf>,
    },
    /// Check one request offline (no server): prints the endpoint's JSON answer.
    ///
    /// Exit codes: 0 pass, 1 warn, 2 reject (for an NDJSON stream: some item not accepted),
    /// 3 bad input (unreadable file, or a request the endpoint refuses; the problem is on stderr).
    Check {
        /// What to check.
        #[arg(value_enum)]
        family: check::Family,
        /// A JSON request (NDJSON for transformations), or `-` / nothing for standard input.
        file: Option<PathBuf>,
        /// `json` (the endpoint's answer) or `text` (a report, coloured on a terminal).
        #[arg(long, value_enum, default_value = "json")]
        format: check::Format,
        /// Read the input as NDJSON transformations (automatic for .ndjson and .jsonl files).
        #[arg(long)]
        ndjson: bool,
        /// TOML file merged over the built-in default.
        #[arg(long, env = "VERITY_CONFIG")]
        config: Option<PathBuf>,
    },
    /// List every rule: id, severity in force (the configuration's `[severities]`, as GET /rules
    /// shows), type, endpoint, description.
    Rules {
        /// `text` (a table) or `json` (as GET /rules).
        #[arg(long, value_enum, default_value = "text")]
        format: check::Format,
        /// TOML file merged over the built-in default.
        #[arg(long, env = "VERITY_CONFIG")]
        config: Option<PathBuf>,
    },
    /// Probe a running server's /healthz (for container HEALTHCHECKs, which have no curl).
    Healthcheck {
        /// Address of the server (or of its admin listener).
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: String,
    },
    /// Inspect configuration files.
    Config {
        #[command(subcommand)]
        command: ConfigCommand,
    },
    /// Print a shell completion script (`verity completions bash > /etc/bash_completion.d/verity`).
    Completions {
        /// The shell to complete in.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Subcommand)]
enum ConfigCommand {
    /// Check a file, or with none the effective configuration (built-in default, `VERITY_CONFIG`,
    /// environment overrides), and report every problem in one run. Exit 0 valid, 78 invalid.
    Check {
        /// The TOML file to check (default: `VERITY_CONFIG`, else the built-in default).
        #[arg(env = "VERITY_CONFIG")]
        file: Option<PathBuf>,
    },
    /// Print the effective configuration as TOML.
    Show {
        /// TOML file merged over the built-in default.
        #[arg(long, env = "VERITY_CONFIG")]
        config: Option<PathBuf>,
    },
}

fn load(path: Option<&PathBuf>) -> Result<Config, ExitCode> {
    Config::load(path.map(PathBuf::as_path), std::env::vars()).map_err(|e| {
        eprintln!("verity: {e}");
        ExitCode::from(EXIT_CONFIG)
    })
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            // Help and version go to stdout; a closed pipe there is not an error.
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match cli.command {
        Command::Config {
            command: ConfigCommand::Check { file },
        } => match load(file.as_ref()) {
            Ok(config) => check::emit(&format!(
                "{}: ok (rules_version {})\n",
                file.as_ref().map_or_else(
                    || "the built-in default".to_owned(),
                    |f| f.display().to_string()
                ),
                config.rules_version()
            )),
            Err(code) => code,
        },
        Command::Completions { shell } => {
            let mut script = Vec::new();
            clap_complete::generate(
                shell,
                &mut <Cli as clap::CommandFactory>::command(),
                "verity",
                &mut script,
            );
            check::emit(&String::from_utf8_lossy(&script))
        }
        Command::Config {
            command: ConfigCommand::Show { config },
        } => match load(config.as_ref()) {
            Ok(mut config) => match toml::to_string_pretty({
                config.auth = config.auth.masked();
                &config
            }) {
                Ok(text) => check::emit(&text),
                Err(e) => {
                    eprintln!("verity: cannot print the configuration: {e}");
                    ExitCode::FAILURE
                }
            },
            Err(code) => code,
        },
        Command::Check {
            family,
            file,
            format,
            ndjson,
            config,
        } => match load(config.as_ref()) {
            Ok(config) => check::check(config, family, file.as_deref(), format, ndjson),
            Err(code) => code,
        },
        Command::Rules { format, config } => match load(config.as_ref()) {
            Ok(config) => check::rules(format, &config),
            Err(code) => code,
        },
        Command::Healthcheck { addr } => match healthcheck(&addr) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("verity: unhealthy: {e:#}");
                ExitCode::FAILURE
            }
        },
        Command::Serve { config } => {
            let config_path = config.clone();
            let config = match load(config.as_ref()) {
                Ok(config) => config,
                Err(code) => return code,
            };
            init_tracing(config.log.format);
            // Outside the async runtime: the OTLP exporter's HTTP client runs one of its own.
            if let Err(e) = verity::http::trace::start(&config.telemetry) {
                eprintln!("verity: {e:#}");
                return ExitCode::from(EXIT_CONFIG);
            }
            let served = serve(config, config_path);
            verity::http::trace::stop();
            match served {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    tracing::error!(error = format!("{e:#}"), "verity stopped");
                    eprintln!("verity: {e:#}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// GET /healthz over a plain TCP connection, with a 2 s timeout; healthy on a 200 status line.
fn healthcheck(addr: &str) -> anyhow::Result<()> {
    use std::io::{Read, Write};
    use std::net::ToSocketAddrs;
    use std::time::Duration;
    let target = addr
        .to_socket_addrs()?
        .next()
        .with_context(|| format!("{addr} resolves to nothing"))?;
    let timeout = Duration::from_secs(2);
    let mut stream = std::net::TcpStream::connect_timeout(&target, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(
        stream,
        "GET /healthz HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )?;
    let mut head = [0_u8; 12];
    stream.read_exact(&mut head)?;
    anyhow::ensure!(
        head.ends_with(b" 200"),
        "/healthz answered {}",
        String::from_utf8_lossy(&head)
    );
    Ok(())
}

fn init_tracing(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stdout);
    match format {
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .init(),
        LogFormat::Text => builder.init(),
    }
}

#[tokio::main]
async fn serve(config: Config, config_path: Option<PathBuf>) -> anyhow::Result<()> {
    let bind = config.server.bind.clone();
    let admin_bind = config.server.admin_bind.clone();
    let rules_version = config.rules_version();
    let api = TcpListener::bind(&bind)
        .await
        .with_context(|| format!("cannot listen on server.bind {bind}"))?;
    let admin = if admin_bind.is_empty() {
        None
    } else {
        Some(
            TcpListener::bind(&admin_bind)
                .await
                .with_context(|| format!("cannot listen on server.admin_bind {admin_bind}"))?,
        )
    };
    let addr = api.local_addr().map(|a| a.to_string()).unwrap_or(bind);
    tracing::info!(addr = %addr, admin_bind = %admin_bind, rules_version = %rules_version, "verity listening");
    // Refuse to start without the decision log the configuration asks for.
    verity::decision_log::DecisionLog::new(&config.decision_log)
        .with_context(|| format!("cannot open decision_log.path {}", config.decision_log.path))?;
    let state = AppState::new(config);
    spawn_reload_on_sighup(state.clone(), config_path);
    let decision_log = state.decision_log.clone();
    http::serve(state, api, admin, shutdown_signal())
        .await
        .context("server failed")?;
    // Lines still queued are written before the process ends.
    decision_log.flush();
    tracing::info!("verity stopped");
    Ok(())
}

/// On SIGHUP, reloads the same file (and environment) and swaps it in atomically: requests in
/// flight finish on the configuration they started with; a bad file keeps the running one.
fn spawn_reload_on_sighup(state: AppState, path: Option<PathBuf>) {
    #[cfg(unix)]
    tokio::spawn(async move {
        let Ok(mut hangup) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup())
        else {
            tracing::warn!("cannot listen for SIGHUP; configuration reload is off");
            return;
        };
        while hangup.recv().await.is_some() {
            let _ = state.reload(path.as_deref(), std::env::vars());
            if let Err(e) = state.decision_log.reopen() {
                tracing::error!(error = %e, "cannot reopen the decision log; keeping the old file");
            }
        }
    });
    #[cfg(not(unix))]
    let _ = (state, path);
}

/// Resolves on SIGTERM or SIGINT.
async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
}
