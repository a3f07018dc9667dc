//! Typed settings: the built-in default (`config/default.toml`, compiled in), an optional TOML file
//! merged over it, and `VERITY_<SECTION>__<KEY>` environment overrides on top.
//!
//! The environment is passed in as a list of pairs, never read here, so tests can give a map.
//! Every problem is reported with the key it concerns; all semantic problems are reported at once.

use std::collections::BTreeMap;
use std::fmt;
use std::net::SocketAddr;
use std::path::Path;

use serde_json::Value;

use serde::{Deserialize, Serialize};

use crate::engine::boundaries::BoundariesConfig;
use crate::engine::citations::{CitationRules, CitationsConfig};
use crate::engine::facts::FactsConfig;
use crate::engine::metadata::MetadataConfig;
use crate::engine::plan::{PlanConfig, ToolCatalog};
use crate::engine::toolcalls::ToolCallsConfig;
use crate::engine::transform::TransformConfig;
use crate::engine::{Policy, Severity};

/// The built-in configuration, used when no file is given and as the base a file is merged over.
pub const DEFAULT_TOML: &str = include_str!("../config/default.toml");

/// Prefix of environment overrides: `VERITY_SERVER__BIND=0.0.0.0:8080`.
pub const ENV_PREFIX: &str = "VERITY_";

/// Everything verity can be told.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Listeners, timeouts and concurrency.
    pub server: ServerConfig,
    /// Request size limits.
    pub limits: LimitsConfig,
    /// The default rejection policy.
    pub policy: Policy,
    /// Metrics labels.
    pub metrics: MetricsConfig,
    /// Logging.
    pub log: LogConfig,
    /// `/validate/boundaries`.
    pub boundaries: BoundariesConfig,
    /// `/validate/metadata`.
    pub metadata: MetadataConfig,
    /// `/validate/plan`.
    pub plan: PlanConfig,
    /// `/validate/tool-calls` (and plans' inputs).
    #[serde(default)]
    pub toolcalls: ToolCallsConfig,
    /// Per-rule severity overrides, every family: rule id -> severity.
    #[serde(default)]
    pub severities: BTreeMap<String, Severity>,
    /// `/verify-facts`.
    pub facts: FactsConfig,
    /// `/validate/transformations`.
    pub transform: TransformConfig,
    /// `/verify-citations`.
    pub citations: CitationsConfig,
    /// `/feedback`.
    pub feedback: FeedbackConfig,
    /// The decision log.
    pub decision_log: crate::decision_log::DecisionLogConfig,
    /// Bearer-token authentication.
    pub auth: AuthConfig,
    /// Trace export (`[telemetry] otlp_endpoint`); left out of the fingerprint.
    #[serde(
        default,
        skip_serializing_if = "crate::http::trace::TelemetryConfig::is_default"
    )]
    pub telemetry: crate::http::trace::TelemetryConfig,
    /// The tool catalogs named in `plan.registries`, read at load time (name -> tool entries).
    #[serde(skip)]
    pub plan_registries: BTreeMap<String, Vec<Value>>,
}

/// Registries compiled into the binary, usable as `builtin:<name>`.
const BUILTIN_REGISTRIES: &[(&str, &str)] = &[(
    "automation",
    include_str!("../config/registries/automation.json"),
)];

/// Listeners, timeouts and concurrency.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerConfig {
    /// Address of the API listener.
    pub bind: String,
    /// Optional separate listener for `/metrics`, `/healthz` and `/readyz` (empty: none).
    #[serde(default)]
    pub admin_bind: String,
    /// A request taking longer than this is answered 503 at that moment, and its engine work is
    /// told to stop.
    pub request_timeout_ms: u64,
    /// Threads that run API work (decoding and the engine), apart from the threads serving
    /// connections, probes and metrics; 0 means one per CPU.
    pub engine_threads: usize,
    /// Requests served at once; more are answered 503 with `Retry-After`.
    pub max_concurrency: usize,
    /// Seconds a client is told to wait in `Retry-After`.
    pub retry_after_secs: u64,
    /// After SIGTERM, how long `/readyz` says 503 before the listener stops accepting.
    pub shutdown_grace_ms: u64,
    /// A client must send a request's whole header within this time, or the connection is closed.
    pub header_read_timeout_ms: u64,
    /// Largest request head (request line plus headers); larger is answered 431 (at least 8192).
    pub max_header_bytes: usize,
    /// Serve `POST /bench/floor`, which decodes a JSON body like every endpoint and answers a fixed
    /// small JSON: the HTTP floor the benchmarks compare endpoints with. Off in production.
    #[serde(default)]
    pub bench_floor: bool,
    /// Origins whose browser pages may call the API (`https://app.example.com`, or `*` for any);
    /// empty (the default): no CORS headers, so browsers keep other origins out.
    #[serde(default)]
    pub cors_origins: Vec<String>,
    /// `GET /playground`: `"auto"` (the default) serves it when `bind` is a loopback address,
    /// `true` or `false` force it on or off.
    #[serde(default)]
    pub playground: Playground,
}

/// Whether `GET /playground` is served: `"auto"`, `true` or `false` in TOML.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Playground {
    /// Served when the API listens on a loopback address only.
    #[default]
    Auto,
    /// Always served.
    On,
    /// Never served (404).
    Off,
}

impl Serialize for Playground {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Auto => s.serialize_str("auto"),
            Self::On => s.serialize_bool(true),
            Self::Off => s.serialize_bool(false),
        }
    }
}

impl<'de> Deserialize<'de> for Playground {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Flag(bool),
            Word(String),
        }
        match Written::deserialize(d) {
            Ok(Written::Flag(true)) => Ok(Self::On),
            Ok(Written::Flag(false)) => Ok(Self::Off),
            Ok(Written::Word(w)) if w == "auto" => Ok(Self::Auto),
            _ => Err(serde::de::Error::custom("expected true, false or \"auto\"")),
        }
    }
}

impl ServerConfig {
    /// Whether `GET /playground` is served: forced by `playground`, else when `bind` is a
    /// loopback address (an unreadable `bind` counts as not loopback).
    #[must_use]
    pub fn playground_enabled(&self) -> bool {
        match self.playground {
            Playground::On => true,
            Playground::Off => false,
            Playground::Auto => self
                .bind
                .parse::<SocketAddr>()
                .is_ok_and(|a| a.ip().is_loopback()),
        }
    }
}

/// Bearer-token authentication of the API routes.
#[derive(Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AuthConfig {
    /// Accepted tokens (several, for rotation); a string is split on commas and whitespace.
    #[serde(deserialize_with = "tokens_list")]
    pub tokens: Vec<String>,
    /// A file with one token per line (`#` comments), read at load and on SIGHUP.
    pub tokens_file: String,
    /// Whether `/metrics` needs a token too (probes never do).
    pub protect_metrics: bool,
    /// Auth off on purpose: the only way to serve without tokens once auth was on (a reload that
    /// would leave no token is refused otherwise), and required to be false when tokens are set.
    pub disabled: bool,
    /// Tokens from `tokens` and `tokens_file` together, read at load time.
    #[serde(skip)]
    pub effective: Vec<String>,
}

impl AuthConfig {
    /// Whether any token is configured, i.e. auth is on.
    #[must_use]
    pub fn enabled(&self) -> bool {
        !self.effective.is_empty()
    }

    /// The same settings with every token replaced by `****`, for printing.
    #[must_use]
    pub fn masked(&self) -> Self {
        let mask = |list: &[String]| list.iter().map(|_| "****".to_owned()).collect();
        Self {
            tokens: mask(&self.tokens),
            tokens_file: self.tokens_file.clone(),
            protect_metrics: self.protect_metrics,
            disabled: self.disabled,
            effective: mask(&self.effective),
        }
    }
}

impl fmt::Debug for AuthConfig {
    /// Never prints a token.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthConfig")
            .field("tokens", &self.tokens.len())
            .field("tokens_file", &self.tokens_file)
            .field("protect_metrics", &self.protect_metrics)
            .field("disabled", &self.disabled)
            .finish_non_exhaustive()
    }
}

/// `tokens = ["a", "b"]`, or one string (`VERITY_AUTH__TOKENS=a,b`) split on commas and spaces.
fn tokens_list<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Tokens {
        One(String),
        Many(Vec<String>),
    }
    Ok(match Tokens::deserialize(d)? {
        Tokens::One(s) => split_tokens(&s),
        Tokens::Many(list) => list,
    })
}

/// A token long enough to resist guessing: 16 or more printable ASCII characters, no spaces.
fn usable_token(token: &str) -> bool {
    token.len() >= 16 && token.bytes().all(|b| b.is_ascii_graphic())
}

/// Tokens in free text: separated by commas or whitespace; lines starting with `#` are comments.
fn split_tokens(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(|line| line.split(|c: char| c == ',' || c.is_whitespace()))
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Request size limits; over them is a 400, 413 or 422 naming the limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsConfig {
    /// Largest request body.
    pub max_body_bytes: usize,
    /// Deepest JSON nesting (at most 128).
    pub max_depth: usize,
    /// Most items in any array.
    pub max_array_items: usize,
    /// Longest string, in bytes.
    pub max_string_bytes: usize,
    /// Most items in `transformations` of one JSON request.
    pub max_transformations: usize,
    /// Most alerts listed in one answer; the rest are counted in `summary` (`alerts_omitted`).
    pub max_alerts: usize,
    /// An NDJSON stream whose next whole line takes longer than this to arrive (idle, or trickled)
    /// is ended with its totals line.
    pub stream_line_timeout_ms: u64,
    /// An NDJSON stream is ended (with its totals line) after this long, however busy.
    pub stream_timeout_ms: u64,
}

/// Metrics labels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MetricsConfig {
    /// `context.provider` values kept as labels; any other is `other`.
    pub providers: Vec<String>,
    /// Distinct invented tool names (beyond the alias map's) that get their own `tool` label in
    /// `verity_hallucinated_tools_total`; later ones count as `other`.
    pub max_tool_labels: usize,
    /// A labelled invented name not seen for this long gives its slot to the next new name.
    pub tool_label_idle_secs: u64,
}

/// `/feedback`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeedbackConfig {
    /// Recent decisions remembered for feedback (oldest evicted first).
    pub capacity: usize,
}

/// Log output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// One JSON object per line.
    Json,
    /// Human-readable lines.
    Text,
}

/// Logging.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogConfig {
    /// `json` (default) or `text`; the level comes from `RUST_LOG` (default `info`).
    pub format: LogFormat,
}

/// One problem in a configuration, with the key it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigProblem {
    /// Dotted key (`server.bind`), or where the problem is when there is no key.
    pub key: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ConfigProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.message)
    }
}

/// Why a configuration was refused: every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid configuration:\n{}", .0.iter().map(|p| format!("  - {p}")).collect::<Vec<_>>().join("\n"))]
pub struct ConfigError(pub Vec<ConfigProblem>);

/// What a problem says when the configuration would leave auth with no token.
pub const AUTH_OFF: &str =
    "auth would be off (to turn it off, remove the tokens and set auth.disabled = true)";

impl ConfigError {
    /// Whether the configuration was refused because it would turn auth off without
    /// `auth.disabled` (counted in `verity_auth_off_refused_total`).
    #[must_use]
    pub fn would_turn_auth_off(&self) -> bool {
        self.0.iter().any(|p| p.message.contains(AUTH_OFF))
    }

    /// Refuses `next` when `running` has auth on and `next` has no token without saying
    /// `auth.disabled = true`: a truncated file or a lost environment must not open the API.
    ///
    /// # Errors
    /// The problem, keyed `auth`.
    pub fn check_auth_stays_on(running: &AuthConfig, next: &AuthConfig) -> Result<(), Self> {
        if running.enabled() && !next.enabled() && !next.disabled {
            Err(Self::one(
                "auth",
                format!("the new configuration has no token: {AUTH_OFF}"),
            ))
        } else {
            Ok(())
        }
    }

    fn one(key: impl Into<String>, message: impl Into<String>) -> Self {
        Self(vec![ConfigProblem {
            key: key.into(),
            message: message.into(),
        }])
    }
}

impl Default for Config {
    /// The built-in configuration.
    fn default() -> Self {
        #[allow(clippy::expect_used)]
        // compiled-in file, checked by `the_built_in_default_is_valid`
        Self::load_str(None, std::iter::empty()).expect("config/default.toml is valid")
    }
}

impl Config {
    /// Loads the default, merges the file at `path` over it (if any), then applies `env` overrides.
    ///
    /// # Errors
    /// A file that cannot be read or parsed, an unknown or mistyped key, or invalid values.
    pub fn load(
        path: Option<&Path>,
        env: impl IntoIterator<Item = (String, String)>,
    ) -> Result<Self, ConfigError> {
        let file = match path {
            Some(path) => Some(std::fs::read_to_string(path).map_err(|e| {
                ConfigError::one(path.display().to_string(), format!("cannot read: {e}"))
            })?),
            None => None,
        };
        let base = path
            .and_then(Path::parent)
            .unwrap_or_else(|| Path::new("."));
        Self::load_from(file.as_deref(), base, env)
    }

    /// Like [`Config::load`] with the file's text given directly.
    ///
    /// # Errors
    /// As [`Config::load`].
    pub fn load_str(
        file: Option<&str>,
        env: impl IntoIterator<Item = (String, String)>,
    ) -> Result<Self, ConfigError> {
        Self::load_from(file, Path::new("."), env)
    }

    /// Loads with registry paths resolved against `base` (the config file's directory).
    fn load_from(
        file: Option<&str>,
        base: &Path,
        env: impl IntoIterator<Item = (String, String)>,
    ) -> Result<Self, ConfigError> {
        let mut merged: toml::Table = DEFAULT_TOML
            .parse()
            .map_err(|e: toml::de::Error| ConfigError::one("config/default.toml", e.message()))?;
        if let Some(text) = file {
            let overlay: toml::Table = text
                .parse()
                .map_err(|e: toml::de::Error| syntax_error(text, &e))?;
            merge(&mut merged, overlay);
        }
        apply_env(&mut merged, env)?;
        // `[transformations]` (as the endpoint is named) is the same section as `[transform]`.
        if let Some(toml::Value::Table(alias)) = merged.remove("transformations") {
            merge(
                &mut merged,
                toml::Table::from_iter([("transform".to_owned(), toml::Value::Table(alias))]),
            );
        }
        let (config, mut problems) = deserialize_all(merged);
        let Some(mut config) = config else {
            return Err(ConfigError(problems));
        };
        if let Err(ConfigError(more)) = config.validate() {
            problems.extend(more);
        }
        if !problems.is_empty() {
            return Err(ConfigError(problems));
        }
        config.plan_registries = load_registries(&config.plan.registries, base)?;
        config.auth.effective = load_tokens(&config.auth, base)?;
        Ok(config)
    }

    /// Checks values that parse but make no sense, reporting all of them.
    fn validate(&self) -> Result<(), ConfigError> {
        let mut problems: Vec<ConfigProblem> = (self.telemetry.problems().into_iter())
            .map(|(key, message)| ConfigProblem { key, message })
            .collect();
        let mut check = |ok: bool, key: &str, message: &str| {
            if !ok {
                problems.push(ConfigProblem {
                    key: key.to_owned(),
                    message: message.to_owned(),
                });
            }
        };
        check(
            self.server.bind.parse::<SocketAddr>().is_ok(),
            "server.bind",
            "must be an address like 127.0.0.1:8080",
        );
        check(
            self.server.admin_bind.is_empty()
                || self.server.admin_bind.parse::<SocketAddr>().is_ok(),
            "server.admin_bind",
            "must be empty or an address like 127.0.0.1:9090",
        );
        check(
            self.server.admin_bind != self.server.bind,
            "server.admin_bind",
            "must differ from server.bind",
        );
        for origin in &self.server.cors_origins {
            let host = origin
                .strip_prefix("https://")
                .or_else(|| origin.strip_prefix("http://"));
            check(
                origin == "*"
                    || host.is_some_and(|h| {
                        !h.is_empty() && !h.contains('/') && h.bytes().all(|b| b.is_ascii_graphic())
                    }),
                "server.cors_origins",
                "each origin is * or scheme://host[:port] with no path, like https://app.example.com",
            );
        }
        check(
            self.server.request_timeout_ms > 0,
            "server.request_timeout_ms",
            "must be at least 1",
        );
        check(
            self.server.max_concurrency > 0,
            "server.max_concurrency",
            "must be at least 1",
        );
        check(
            self.server.max_header_bytes >= 8192,
            "server.max_header_bytes",
            "must be at least 8192",
        );
        check(
            self.server.header_read_timeout_ms > 0,
            "server.header_read_timeout_ms",
            "must be at least 1",
        );
        for (i, token) in self.auth.tokens.iter().enumerate() {
            check(
                usable_token(token),
                &format!("auth.tokens[{i}]"),
                "must be at least 16 printable ASCII characters without spaces",
            );
        }
        check(
            self.limits.max_body_bytes > 0,
            "limits.max_body_bytes",
            "must be at least 1",
        );
        check(
            (1..=128).contains(&self.limits.max_depth),
            "limits.max_depth",
            "must be 1 to 128",
        );
        check(
            self.limits.max_array_items > 0,
            "limits.max_array_items",
            "must be at least 1",
        );
        check(
            self.limits.max_string_bytes > 0,
            "limits.max_string_bytes",
            "must be at least 1",
        );
        check(
            self.limits.max_alerts > 0,
            "limits.max_alerts",
            "must be at least 1",
        );
        check(
            self.limits.stream_line_timeout_ms > 0,
            "limits.stream_line_timeout_ms",
            "must be at least 1",
        );
        check(
            self.limits.stream_timeout_ms > 0,
            "limits.stream_timeout_ms",
            "must be at least 1",
        );
        check(
            !(self.auth.disabled
                && (!self.auth.tokens.is_empty() || !self.auth.tokens_file.trim().is_empty())),
            "auth.disabled",
            "must be false while auth.tokens or auth.tokens_file is set",
        );
        check(
            self.policy.critical_threshold > 0,
            "policy.critical_threshold",
            "must be at least 1",
        );
        check(
            self.policy.high_threshold > 0,
            "policy.high_threshold",
            "must be at least 1",
        );
        let m = &self.metadata;
        check(
            m.min_account_chars <= m.max_account_chars,
            "metadata.min_account_chars",
            "must not exceed max_account_chars",
        );
        check(
            m.max_future_years >= 0,
            "metadata.max_future_years",
            "must not be negative",
        );
        check(
            !m.banks.is_empty(),
            "metadata.banks",
            "must list at least one bank",
        );
        for (i, bank) in m.banks.iter().enumerate() {
            check(
                !bank.name.trim().is_empty(),
                &format!("metadata.banks[{i}].name"),
                "must not be empty",
            );
        }
        let p = &self.plan;
        check(
            (0.0..=1.0).contains(&p.similarity_floor),
            "plan.similarity_floor",
            "must be between 0 and 1",
        );
        check(
            p.policy.critical_threshold > 0,
            "plan.policy.critical_threshold",
            "must be at least 1",
        );
        check(
            p.policy.high_threshold > 0,
            "plan.policy.high_threshold",
            "must be at least 1",
        );
        for rule in self.severities.keys() {
            check(
                crate::engine::rule_by_id(rule).is_some(),
                &format!("severities.{rule}"),
                "is not a rule id (GET /rules lists them)",
            );
        }
        let t = &self.transform;
        check(
            (0.0..=1.0).contains(&t.min_confidence),
            "transform.min_confidence",
            "must be between 0 and 1",
        );
        check(
            t.price_tolerance >= 0.0,
            "transform.price_tolerance",
            "must not be negative",
        );
        check(
            t.max_line_bytes > 0,
            "transform.max_line_bytes",
            "must be at least 1",
        );
        let c = &self.citations;
        check(
            (0.0..=1.0).contains(&c.confidence_threshold),
            "citations.confidence_threshold",
            "must be between 0 and 1",
        );
        if let Err(e) = CitationRules::check_patterns(c) {
            check(
                false,
                &format!("{}[{}]", e.key, e.index),
                &format!("not a valid regex: {}", e.message),
            );
        } else {
            for (key, message) in CitationRules::check_prompts(c) {
                check(false, key, &message);
            }
        }
        check(
            self.decision_log.sink != crate::decision_log::SinkKind::File
                || !self.decision_log.path.trim().is_empty(),
            "decision_log.path",
            "must name a file when decision_log.sink is \"file\"",
        );
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError(problems))
        }
    }

    /// A short, stable hash of the effective configuration (FNV-1a over its canonical JSON), so a
    /// logged decision can be replayed under exactly the configuration that made it.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        // Only what can change an answer: listeners, logging, the decision log and feedback memory
        // do not, and a hash of auth tokens has no place in every answer. So `verity check` (no
        // decision log) and a server on another port report the same rules_version.
        let mut verdict_relevant = self.clone();
        verdict_relevant.auth = AuthConfig::default();
        verdict_relevant.decision_log = crate::decision_log::DecisionLogConfig::default();
        verdict_relevant.server = ServerConfig::default();
        verdict_relevant.log = LogConfig {
            format: LogFormat::Json,
        };
        verdict_relevant.feedback = FeedbackConfig { capacity: 0 };
        verdict_relevant.telemetry = crate::http::trace::TelemetryConfig::default();
        let mut canonical = serde_json::to_vec(&verdict_relevant).unwrap_or_default();
        canonical.extend(serde_json::to_vec(&self.plan_registries).unwrap_or_default());
        let hash = canonical.iter().fold(0x811c_9dc5_u32, |h, b| {
            (h ^ u32::from(*b)).wrapping_mul(0x0100_0193)
        });
        format!("{hash:08x}")
    }

    /// `<version>+cfg.<fingerprint>`, echoed in every answer.
    #[must_use]
    pub fn rules_version(&self) -> String {
        format!("{}+cfg.{}", env!("CARGO_PKG_VERSION"), self.fingerprint())
    }
}

/// A TOML syntax error located by line and column, without quoting the line (it may hold a token).
/// At most this many unknown or mistyped keys are reported in one run.
const MAX_KEY_PROBLEMS: usize = 64;

/// Reads the merged table into a [`Config`], naming every unknown or mistyped key in one run:
/// each bad key is reported, then put back to its built-in default (or dropped, when the default
/// has no such key) and the rest is read again. The config comes back (with the bad keys at their
/// defaults) so that its values can be checked too; `None` when it still cannot be read.
fn deserialize_all(mut merged: toml::Table) -> (Option<Config>, Vec<ConfigProblem>) {
    let defaults: toml::Table = DEFAULT_TOML.parse().unwrap_or_default();
    let mut problems = Vec::new();
    while problems.len() < MAX_KEY_PROBLEMS {
        let e =
            match serde_path_to_error::deserialize::<_, Config>(toml::Value::Table(merged.clone()))
            {
                Ok(config) => return (Some(config), problems),
                Err(e) => e,
            };
        let mut keys: Vec<String> = e
            .path()
            .iter()
            .filter_map(|segment| match segment {
                serde_path_to_error::Segment::Map { key } => Some(key.clone()),
                serde_path_to_error::Segment::Seq { index } => Some(index.to_string()),
                _ => None,
            })
            .collect();
        let message = e.into_inner().message().to_owned();
        // An unknown key is reported at its table; its own name is in the message.
        if let Some(unknown) = message
            .strip_prefix("unknown field `")
            .and_then(|rest| rest.split('`').next())
        {
            if keys.last().map(String::as_str) != Some(unknown) {
                keys.push(unknown.to_owned());
            }
        }
        problems.push(ConfigProblem {
            key: if keys.is_empty() {
                "config".to_owned()
            } else {
                keys.join(".")
            },
            message: plain_types(&message),
        });
        if !reset_key(&mut merged, &defaults, &keys) {
            break;
        }
    }
    (None, problems)
}

/// Puts the key at `keys` back to its value in `defaults`, or removes it when `defaults` has
/// none. False when there is nothing to change (the problem is not at a key).
fn reset_key(merged: &mut toml::Table, defaults: &toml::Table, keys: &[String]) -> bool {
    let Some((last, parents)) = keys.split_last() else {
        return false;
    };
    let mut table = merged;
    let mut default = Some(defaults);
    for key in parents {
        default = default
            .and_then(|d| d.get(key))
            .and_then(toml::Value::as_table);
        match table.get_mut(key) {
            Some(toml::Value::Table(inner)) => table = inner,
            // A bad item of an array of tables: drop the whole array's bad item.
            Some(toml::Value::Array(items)) => {
                let index = keys
                    .iter()
                    .skip_while(|k| *k != key)
                    .nth(1)
                    .and_then(|i| i.parse::<usize>().ok());
                return match index {
                    Some(i) if i < items.len() => {
                        items.remove(i);
                        true
                    }
                    _ => false,
                };
            }
            _ => return false,
        }
    }
    match default.and_then(|d| d.get(last)) {
        Some(value) => table.insert(last.clone(), value.clone()).is_some(),
        None => table.remove(last).is_some(),
    }
}

/// Says "a whole number" or "a number" where serde names a Rust type (`u64`, `f64`, `usize`).
fn plain_types(message: &str) -> String {
    const NAMES: [(&str, &str); 12] = [
        ("usize", "a whole number >= 0"),
        ("u64", "a whole number >= 0"),
        ("u32", "a whole number from 0 to 4294967295"),
        ("u16", "a whole number from 0 to 65535"),
        ("u8", "a whole number from 0 to 255"),
        ("i64", "a whole number"),
        ("i32", "a whole number"),
        ("f64", "a number"),
        ("f32", "a number"),
        ("a boolean", "true or false"),
        ("a string", "a string"),
        ("bool", "true or false"),
    ];
    let mut out = message.to_owned();
    for (rust, plain) in NAMES {
        for lead in ["expected ", "expected a ", "expected an "] {
            out = out.replace(&format!("{lead}{rust}"), &format!("expected {plain}"));
        }
    }
    out
}

fn syntax_error(text: &str, e: &toml::de::Error) -> ConfigError {
    let location = e.span().map_or_else(String::new, |span| {
        let before = text.get(..span.start).unwrap_or_default();
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        format!("line {line}, column {column}: ")
    });
    ConfigError::one("config file", format!("{location}{}", e.message()))
}

/// The configured tokens plus those in `tokens_file` (resolved against `base`).
fn load_tokens(auth: &AuthConfig, base: &Path) -> Result<Vec<String>, ConfigError> {
    let mut tokens = auth.tokens.clone();
    if !auth.tokens_file.trim().is_empty() {
        let path = base.join(auth.tokens_file.trim());
        let text = std::fs::read_to_string(&path).map_err(|e| {
            ConfigError::one(
                "auth.tokens_file",
                format!("cannot read {}: {e}", path.display()),
            )
        })?;
        let from_file = split_tokens(&text);
        if let Some(i) = from_file.iter().position(|t| !usable_token(t)) {
            return Err(ConfigError::one(
                "auth.tokens_file",
                format!(
                    "token {} must be at least 16 printable ASCII characters",
                    i + 1
                ),
            ));
        }
        if from_file.is_empty() {
            // An emptied or truncated tokens file must not turn auth off: fail closed.
            return Err(ConfigError::one(
                "auth.tokens_file",
                format!("{} lists no token: {AUTH_OFF}", path.display()),
            ));
        }
        tokens.extend(from_file);
    }
    Ok(tokens)
}

/// Reads every registry (a JSON array of tools, or an object with a `tools` array) and checks that
/// its tools are well-formed and their schemas compile (a file's; a built-in one is checked by the
/// tests), reporting every bad registry at once.
fn load_registries(
    registries: &BTreeMap<String, String>,
    base: &Path,
) -> Result<BTreeMap<String, Vec<Value>>, ConfigError> {
    let mut loaded = BTreeMap::new();
    let mut problems = Vec::new();
    for (name, location) in registries {
        let key = format!("plan.registries.{name}");
        let text = if let Some(builtin) = location.strip_prefix("builtin:") {
            match BUILTIN_REGISTRIES.iter().find(|(n, _)| *n == builtin) {
                Some((_, text)) => Ok((*text).to_owned()),
                None => Err(format!("no built-in registry {builtin:?}")),
            }
        } else {
            let path = base.join(location);
            std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
        };
        let tools = text.and_then(|text| {
            let value: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
            let tools = match value {
                Value::Array(tools) => tools,
                Value::Object(mut object) => match object.remove("tools") {
                    Some(Value::Array(tools)) => tools,
                    // A Gemini tool (`functionDeclarations`) or an MCP JSON-RPC answer.
                    None => vec![Value::Object(object)],
                    Some(_) => return Err("\"tools\" must be an array".to_owned()),
                },
                _ => {
                    return Err(
                        "must be an array of tools or an object with a \"tools\" array".to_owned(),
                    );
                }
            };
            // A built-in registry is checked by the tests (every schema compiled), not at each
            // start: compiling its schemas is all start-up would ask of the JSON Schema compiler,
            // whose code would then stay resident for nothing.
            if !location.starts_with("builtin:") {
                ToolCatalog::from_json(&tools).map_err(|e| format!("tool {e}"))?;
            }
            Ok(tools)
        });
        match tools {
            Ok(tools) => {
                loaded.insert(name.clone(), tools);
            }
            Err(message) => problems.push(ConfigProblem { key, message }),
        }
    }
    if problems.is_empty() {
        Ok(loaded)
    } else {
        Err(ConfigError(problems))
    }
}

/// Merges `overlay` into `base`: tables merge key by key, anything else replaces.
fn merge(base: &mut toml::Table, overlay: toml::Table) {
    for (key, value) in overlay {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(existing)), toml::Value::Table(incoming)) => {
                merge(existing, incoming)
            }
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

/// Applies `VERITY_<SECTION>__<KEY>=value` overrides. The value is read as TOML when it parses
/// (`5000`, `true`, `["a", "b"]`), else as a plain string (`0.0.0.0:8080`).
fn apply_env(
    table: &mut toml::Table,
    env: impl IntoIterator<Item = (String, String)>,
) -> Result<(), ConfigError> {
    let mut overrides: Vec<(String, String)> = env
        .into_iter()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX) && k.contains("__"))
        .collect();
    overrides.sort();
    for (name, raw) in overrides {
        let path: Vec<String> = name
            .trim_start_matches(ENV_PREFIX)
            .split("__")
            .map(str::to_lowercase)
            .collect();
        let value = format!("v = {raw}")
            .parse::<toml::Table>()
            .ok()
            .and_then(|mut t| t.remove("v"))
            .unwrap_or(toml::Value::String(raw));
        let Some((last, sections)) = path.split_last() else {
            continue;
        };
        let mut cursor = &mut *table;
        for section in sections {
            let entry = cursor
                .entry(section.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            cursor = entry.as_table_mut().ok_or_else(|| {
                ConfigError::one(name.clone(), format!("{section} is not a section"))
            })?;
        }
        cursor.insert(last.clone(), value);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn tokens_come_from_a_comma_list_and_short_ones_are_refused_by_key() {
        let config = Config::load_str(
            None,
            env(&[(
                "VERITY_AUTH__TOKENS",
                "first-token-0123456789,second-token-0123456789",
            )]),
        );
        assert_eq!(config.map(|c| c.auth.effective.len()).ok(), Some(2));
        let err = Config::load_str(None, env(&[("VERITY_AUTH__TOKENS", "short")])).err();
        let keys: Vec<String> = err
            .map(|e| e.0.into_iter().map(|p| p.key).collect())
            .unwrap_or_default();
        assert_eq!(keys, ["auth.tokens[0]"]);
    }

    #[test]
    fn the_built_in_default_is_valid() {
        let config = Config::load_str(None, env(&[])).map_err(|e| e.to_string());
        assert_eq!(
            config.map(|c| c.server.bind),
            Ok("127.0.0.1:8080".to_owned())
        );
    }

    #[test]
    fn the_default_knows_many_more_banks_than_the_original_sixteen() {
        assert!(Config::default().metadata.banks.len() >= 60);
    }

    #[test]
    fn a_file_overrides_only_what_it_names() {
        let config = Config::load_str(Some("[policy]\nhigh_threshold = 5\n"), env(&[]))
            .map_err(|e| e.to_string());
        let config = config.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(config.policy.high_threshold, 5);
        assert_eq!(config.policy.critical_threshold, 1);
    }

    #[test]
    fn environment_overrides_win_and_are_typed() {
        let config = Config::load_str(
            Some("[server]\nbind = \"127.0.0.1:1\"\n"),
            env(&[
                ("VERITY_SERVER__BIND", "0.0.0.0:8080"),
                ("VERITY_LIMITS__MAX_DEPTH", "32"),
                ("OTHER", "x"),
            ]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(config.server.bind, "0.0.0.0:8080");
        assert_eq!(config.limits.max_depth, 32);
    }

    #[test]
    fn an_unknown_key_fails_naming_it() {
        let err = Config::load_str(Some("[server]\nbnid = \"x\"\n"), env(&[]))
            .err()
            .map(|e| e.to_string());
        let err = err.unwrap_or_default();
        assert!(err.contains("server") && err.contains("bnid"), "{err}");
    }

    #[test]
    fn a_mistyped_value_fails_naming_the_key() {
        let err = Config::load_str(None, env(&[("VERITY_POLICY__HIGH_THRESHOLD", "many")])).err();
        let err = err.map(|e| e.to_string()).unwrap_or_default();
        assert!(err.contains("policy.high_threshold"), "{err}");
    }

    #[test]
    fn all_semantic_problems_are_reported_at_once() {
        let err = Config::load_str(
            Some("[server]\nbind = \"nowhere\"\n[limits]\nmax_depth = 500\n"),
            env(&[]),
        )
        .err();
        let problems = err.map(|e| e.0).unwrap_or_default();
        let keys: Vec<_> = problems.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys, vec!["server.bind", "limits.max_depth"]);
    }

    #[test]
    fn the_default_ships_the_automation_registry() {
        let config = Config::default();
        let tools = config.plan_registries.get("automation").map_or(0, Vec::len);
        assert_eq!(tools, 8);
    }

    #[test]
    fn every_built_in_registry_compiles_with_every_tool_schema() {
        for (name, text) in BUILTIN_REGISTRIES {
            let value: serde_json::Value =
                serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            let tools = match value {
                serde_json::Value::Array(tools) => tools,
                other => other["tools"].as_array().cloned().unwrap_or_default(),
            };
            let catalog = ToolCatalog::from_json(&tools).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(catalog.tools().len(), tools.len(), "{name}");
            for tool in catalog.tools() {
                assert!(
                    tool.schema.is_none() || tool.validator().is_some(),
                    "{name}: {} does not compile",
                    tool.name
                );
            }
        }
    }

    #[test]
    fn a_missing_or_broken_registry_fails_naming_it() {
        let err = Config::load_str(
            Some("[plan.registries]\nmine = \"does/not/exist.json\"\nother = \"builtin:nope\"\n"),
            env(&[]),
        );
        let keys: Vec<String> = err
            .err()
            .map(|e| e.0.into_iter().map(|p| p.key).collect())
            .unwrap_or_default();
        assert_eq!(keys, vec!["plan.registries.mine", "plan.registries.other"]);
    }

    #[test]
    fn a_citation_pattern_that_does_not_compile_fails_naming_it() {
        let err = Config::load_str(
            Some("[citations]\ncitation_patterns = ['[unclosed']\n"),
            env(&[]),
        );
        let keys: Vec<String> = err
            .err()
            .map(|e| e.0.into_iter().map(|p| p.key).collect())
            .unwrap_or_default();
        assert_eq!(keys, vec!["citations.citation_patterns[0]"]);
    }

    #[test]
    fn the_fingerprint_follows_the_configuration() {
        let a = Config::default();
        let mut b = Config::default();
        assert_eq!(a.fingerprint(), b.fingerprint());
        b.policy.high_threshold = 9;
        assert_ne!(a.fingerprint(), b.fingerprint());
        assert!(
            a.rules_version()
                .starts_with(concat!(env!("CARGO_PKG_VERSION"), "+cfg."))
        );
    }
}
