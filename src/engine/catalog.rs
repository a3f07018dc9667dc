//! Tool catalogs in every dialect people send, normalised once into one internal JSON Schema per
//! tool, and the argument check that plans and tool calls share.
//!
//! Dialects read: plain `{name, description, parameters}`, OpenAI Chat `{type: "function",
//! function: {...}}` and Responses `{type: "function", name, parameters, strict}`, Anthropic
//! `input_schema`, Gemini / Vertex `functionDeclarations` (OpenAPI 3.0 subset: `STRING`,
//! `nullable`, numbers written as strings), MCP `tools/list` results (`inputSchema`), and the
//! Python-style type names function-calling datasets emit (`dict`, `float`, `tuple`, `any`, ...).
//! Normalising happens at compile time, so checking a call walks a precomputed shape and runs
//! the compiled validator: no schema work per call. A schema [`surely_compiles`] proves valid
//! has its validator compiled on the tool's first call (then kept with the catalog), so a
//! per-request catalog pays only for the tools a request calls; any other schema is compiled at
//! once, so a catalog the compiler refuses is still refused whole, naming the tool.

use super::plan::flow;
use super::plan::suggest::{self, NameIndex};
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

use foldhash::fast::RandomState;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::budget::Budget;
use super::plan::flow::Token;
use super::{Alert, Rule, Severity, pointer};

/// Marker the normaliser leaves on a schema node it had to repair (read back into [`Shape`]).
const DEFECT_MARK: &str = "x-verity-defect";

/// Largest compiled program of one `pattern` (and its lazy DFA cache), in bytes.
const MAX_PATTERN_BYTES: usize = 1 << 20;
/// Largest total of the compiled programs of every pattern in one catalog, in bytes: 200 patterns
/// each under [`MAX_PATTERN_BYTES`] (`(?:\p{L}|\d){20}`) once held 300 MB of regex programs.
const MAX_CATALOG_PATTERN_BYTES: usize = 16 << 20;
/// Subschemas a tool's schema may stand for once local `$ref`s are followed: ordinary schemas
/// have tens to a few thousand; past this one, validation work explodes.
const MAX_EXPANDED_SUBSCHEMAS: usize = 100_000;
/// `$ref` chains deeper than this are refused (they would only nest the walk, never help).
const MAX_REF_DEPTH: usize = 128;

/// Deepest schema nesting normalised and walked; deeper nodes accept anything.
const MAX_SCHEMA_DEPTH: usize = 64;

/// What `null` for a parameter that is not required means.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NullForOptional {
    /// "Not given": accepted with no alert (models write their defaults out as `null`).
    #[default]
    Absent,
    /// A value like any other: it must match the parameter's type.
    Strict,
}

/// How arguments are judged, from the configuration.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ArgumentOptions {
    /// What `null` for an optional parameter means.
    pub null_for_optional: NullForOptional,
}

/// The rules an argument check reports under: the family's own ids.
#[derive(Debug, Clone, Copy)]
pub struct ArgumentRules {
    /// A JSON Schema violation.
    pub invalid: &'static Rule,
    /// A key the schema does not declare.
    pub unknown: &'static Rule,
    /// The schema contradicts itself where the arguments are checked (`None`: not reported).
    pub defect: Option<&'static Rule>,
}

/// One tool the agent may call.
#[derive(Debug)]
pub struct Tool {
    /// Exact, case-sensitive name.
    pub name: String,
    /// One-line description.
    pub description: String,
    /// The JSON Schema of its inputs, normalised from the catalog's dialect, when it has one.
    pub schema: Option<Value>,
    /// The compiled validator of `schema`: set at catalog build, or on first use for a schema
    /// [`surely_compiles`] accepts (`None` inside: it failed to compile after all).
    validator: OnceLock<Option<jsonschema::Validator>>,
    shape: Option<Shapes>,
    /// The data types it takes (`consumes`), lower-cased, when the catalog says.
    pub consumes: Option<Vec<String>>,
    /// The data types it gives (`produces`), lower-cased, when the catalog says.
    pub produces: Option<Vec<String>>,
}

/// Why a catalog could not be read: which entry, and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct CatalogError {
    /// JSON Pointer of the problem within what was sent (`/3/parameters/properties/x/type`).
    pub path: String,
    /// What is wrong, naming the tool.
    pub message: String,
}

/// The tools that exist, with their schemas compiled once.
#[derive(Debug, Default)]
pub struct ToolCatalog {
    tools: Vec<Tool>,
    by_name: HashMap<String, usize, RandomState>,
    /// Words of names and descriptions, for suggestions.
    index: NameIndex,
    /// What the patterns of the tools so far compile to, in bytes.
    pattern_bytes: usize,
}

impl ToolCatalog {
    /// Reads an array of tools in any dialect (an entry may also be a Gemini tool holding
    /// `functionDeclarations` or an MCP `tools/list` result).
    ///
    /// # Errors
    /// An entry without a name, a name listed twice, or a schema that does not compile.
    pub fn from_json(entries: &[Value]) -> Result<Self, CatalogError> {
        Self::read(entries, Compile::WhenUnproven)
    }

    /// [`ToolCatalog::from_json`] for entries already checked (a configured registry, whose
    /// schemas were compiled when the configuration was loaded, or a built-in one the tests
    /// compile): every validator waits for its tool's first call, so building the engine runs no
    /// JSON Schema compiler and start-up leaves its code untouched.
    ///
    /// # Errors
    /// As [`ToolCatalog::from_json`], but for a schema that does not compile: that tool's
    /// arguments go unchecked.
    pub fn from_json_deferred(entries: &[Value]) -> Result<Self, CatalogError> {
        Self::read(entries, Compile::OnFirstCall)
    }

    fn read(entries: &[Value], compile: Compile) -> Result<Self, CatalogError> {
        let mut catalog = Self::default();
        for (i, entry) in entries.iter().enumerate() {
            catalog.add_entry(entry, &format!("/{i}"), &Budget::unlimited(), compile)?;
        }
        Ok(catalog.indexed())
    }

    /// Builds the word index the suggestions search, once all tools are in.
    fn indexed(mut self) -> Self {
        self.index = NameIndex::build(
            self.tools
                .iter()
                .map(|t| (t.name.as_str(), t.description.as_str())),
            suggest::SIMILARITY_MAX_CHARS,
        );
        self
    }

    /// The word index of names and descriptions, for suggestions.
    #[must_use]
    pub fn index(&self) -> &NameIndex {
        &self.index
    }

    /// Reads catalogs given as JSON values (an array of tools, or one object: an MCP `tools/list`
    /// result, a JSON-RPC answer holding one, or a Gemini tool), each under its JSON Pointer
    /// prefix, into one catalog.
    ///
    /// # Errors
    /// As [`ToolCatalog::from_json`], with paths under each part's prefix.
    pub fn from_parts(parts: &[(&str, &Value)]) -> Result<Self, CatalogError> {
        Self::from_parts_within(parts, &Budget::unlimited())
    }

    /// [`ToolCatalog::from_parts`] while `budget` lasts: checked before each tool is compiled.
    ///
    /// # Errors
    /// As [`ToolCatalog::from_parts`], and one at the next tool's path once the budget is spent.
    pub fn from_parts_within(
        parts: &[(&str, &Value)],
        budget: &Budget,
    ) -> Result<Self, CatalogError> {
        let mut catalog = Self::default();
        for (prefix, value) in parts {
            match value {
                Value::Array(entries) => {
                    for (i, entry) in entries.iter().enumerate() {
                        catalog.add_entry(
                            entry,
                            &format!("{prefix}/{i}"),
                            budget,
                            Compile::WhenUnproven,
                        )?;
                    }
                }
                Value::Object(_) if container(value).is_some() => {
                    catalog.add_entry(value, prefix, budget, Compile::WhenUnproven)?;
                }
                _ => {
                    return Err(CatalogError {
                        path: (*prefix).to_owned(),
                        message: "a tool catalog must be an array of tools, an MCP tools/list \
                                  result or a Gemini tool with functionDeclarations"
                            .to_owned(),
                    });
                }
            }
        }
        Ok(catalog.indexed())
    }

    fn add_entry(
        &mut self,
        entry: &Value,
        at: &str,
        budget: &Budget,
        compile: Compile,
    ) -> Result<(), CatalogError> {
        if let Some((key, list)) = container(entry) {
            for (j, inner) in list.iter().enumerate() {
                self.add_entry(inner, &format!("{at}/{key}/{j}"), budget, compile)?;
            }
            return Ok(());
        }
        if budget.is_spent() {
            return Err(CatalogError {
                path: at.to_owned(),
                message: "the request's time ran out while compiling the catalog".to_owned(),
            });
        }
        let left = MAX_CATALOG_PATTERN_BYTES.saturating_sub(self.pattern_bytes);
        self.pattern_bytes += pattern_bytes(entry, left).ok_or_else(|| CatalogError {
            path: at.to_owned(),
            message: format!(
                "the catalog's patterns compile to more than {} MiB in all (this tool's \
                 included); use fewer or smaller patterns (a Unicode class such as \\p{{L}} \
                 repeated n times is n copies of the class)",
                MAX_CATALOG_PATTERN_BYTES >> 20
            ),
        })?;
        let tool = compile_tool(entry, at, compile)?;
        if self.by_name.contains_key(&tool.name) {
            return Err(CatalogError {
                path: format!("{at}/name"),
                message: format!("tool {:?} is listed twice", tool.name),
            });
        }
        self.by_name.insert(tool.name.clone(), self.tools.len());
        self.tools.push(tool);
        Ok(())
    }

    /// The tool called exactly `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Tool> {
        self.by_name.get(name).and_then(|i| self.tools.get(*i))
    }

    /// Every tool, in catalog order.
    #[must_use]
    pub fn tools(&self) -> &[Tool] {
        &self.tools
    }

    /// The same catalog with every validator compiled now rather than on its tool's first call
    /// (as configured registries were at start until start-up stopped compiling schemas).
    #[must_use]
    pub fn compiled(self) -> Self {
        for tool in &self.tools {
            tool.validator();
        }
        self
    }
}

/// When a tool's validator is compiled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Compile {
    /// At once, unless [`surely_compiles`] proves the schema compiles: the compiler's refusal is
    /// the catalog's error.
    WhenUnproven,
    /// On the tool's first call, always (entries checked before).
    OnFirstCall,
}

/// A value that holds a list of tools rather than being one: `{"tools": [...]}` (MCP),
/// `{"result": {"tools": [...]}}` (its JSON-RPC answer), `{"functionDeclarations": [...]}`
/// (Gemini), with the pointer token(s) to the list.
fn container(entry: &Value) -> Option<(&'static str, &Vec<Value>)> {
    let object = entry.as_object()?;
    if object.contains_key("name") {
        return None;
    }
    for key in ["functionDeclarations", "function_declarations", "tools"] {
        if let Some(Value::Array(list)) = object.get(key) {
            return Some((key, list));
        }
    }
    match object.get("result").and_then(|r| r.get("tools")) {
        Some(Value::Array(list)) => Some(("result/tools", list)),
        _ => None,
    }
}

/// Keys a tool's input schema is given under, in the order they are looked for.
const SCHEMA_KEYS: [&str; 5] = [
    "parameters",
    "input_schema",
    "inputSchema",
    "parametersJsonSchema",
    "parameters_json_schema",
];

fn compile_tool(entry: &Value, at: &str, compile: Compile) -> Result<Tool, CatalogError> {
    let error = |suffix: &str, message: String| CatalogError {
        path: format!("{at}{suffix}"),
        message,
    };
    let (body, prefix) = match entry.get("function") {
        Some(function) if entry.get("type").and_then(Value::as_str) == Some("function") => {
            (function, "/function")
        }
        _ => (entry, ""),
    };
    let Some(object) = body.as_object() else {
        return Err(error(prefix, "a tool must be an object".to_owned()));
    };
    let name = match object.get("name").and_then(Value::as_str) {
        Some(name) if !name.is_empty() => name.to_owned(),
        _ => {
            return Err(error(
                &format!("{prefix}/name"),
                "a tool needs a non-empty string name".to_owned(),
            ));
        }
    };
    let description = object
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    let types = |key, alias| {
        flow::types(object, key, alias)
            .map_err(|(at, message)| error(&format!("{prefix}/{at}"), message))
    };
    let consumes = types("consumes", "input-type")?;
    let produces = types("produces", "output-type")?;
    for (holder, at_key) in [(object, prefix), (entry.as_object().unwrap_or(object), "")] {
        if holder
            .get("strict")
            .is_some_and(|v| !(v.is_boolean() || v.is_null()))
        {
            return Err(error(
                &format!("{at_key}/strict"),
                format!("tool {name:?}: strict must be true or false"),
            ));
        }
    }
    // OpenAI strict mode: every object in the schema is closed.
    let strict = object
        .get("strict")
        .and_then(Value::as_bool)
        .unwrap_or(false)
        || entry
            .get("strict")
            .and_then(Value::as_bool)
            .unwrap_or(false);
    let mut found = None;
    for key in SCHEMA_KEYS {
        match object.get(key) {
            None | Some(Value::Null) => {}
            // The first schema given is the tool's; every other key is still checked for its type.
            Some(s) if s.is_object() || s.is_boolean() => {
                if found.is_none() {
                    found = Some((key, s));
                }
            }
            Some(_) => {
                return Err(error(
                    &format!("{prefix}/{key}"),
                    format!(
                        "tool {name:?}: a tool schema must be a JSON Schema object, a boolean or null"
                    ),
                ));
            }
        }
    }
    let Some((key, raw)) = found else {
        return Ok(Tool {
            name,
            description,
            schema: None,
            validator: OnceLock::new(),
            shape: None,
            consumes,
            produces,
        });
    };
    let mut schema = raw.clone();
    // A `$schema` the compiler does not know (`http://json-schema.org/schema#`, a vendor URL)
    // would refuse the whole tool; the schema itself is read as 2020-12.
    if let Value::Object(root) = &mut schema {
        let known = root.get("$schema").and_then(Value::as_str).is_none_or(|s| {
            ["draft-04", "draft-06", "draft-07", "2019-09", "2020-12"]
                .iter()
                .any(|d| s.contains(d))
        });
        if !known {
            root.remove("$schema");
        }
    }
    // Draft 4-7 schemas (MCP servers built on zod say so) keep `items: [..]` as their tuples.
    let legacy = schema
        .get("$schema")
        .and_then(Value::as_str)
        .is_some_and(|s| s.contains("draft-0"));
    normalise(&mut schema, strict, legacy, 0);
    // A schema small on the wire can stand for millions of subschemas once its `$ref`s and
    // combinators are expanded (20 levels of `anyOf` over two `$ref`s to the next: 2^20), and the
    // validator walks every one of them for a value that fails. Refused before compiling.
    if expanded_size(&schema, MAX_EXPANDED_SUBSCHEMAS).is_none() {
        return Err(error(
            &format!("{prefix}/{key}"),
            format!(
                "tool {name:?}: the schema expands to more than {MAX_EXPANDED_SUBSCHEMAS} \
                 subschemas through $ref and anyOf/oneOf/allOf; flatten it"
            ),
        ));
    }
    // A schema proven to compile waits for its first call; any other is compiled now, so the
    // compiler's refusal is the catalog's 422.
    let validator = if compile == Compile::OnFirstCall || surely_compiles(&schema) {
        OnceLock::new()
    } else {
        let compiled = compile_validator(&schema).map_err(|e| {
            let keyword = e.instance_path().as_str().to_owned();
            error(
                &format!("{prefix}/{key}{keyword}"),
                format!("tool {name:?}: not a valid JSON Schema at {key}{keyword}: {e}"),
            )
        })?;
        OnceLock::from(Some(compiled))
    };
    let shape = ShapeBuilder::build(&schema);
    Ok(Tool {
        name,
        description,
        schema: Some(schema),
        validator,
        shape: Some(shape),
        consumes,
        produces,
    })
}

/// Compiles a normalised schema. Patterns run on the linear-time `regex` engine (no
/// backtracking), with bounded program sizes: a pattern it cannot run (a backreference, a
/// lookaround) is refused with its path.
fn compile_validator(
    schema: &Value,
) -> Result<jsonschema::Validator, jsonschema::ValidationError<'static>> {
    jsonschema::options()
        .with_pattern_options(
            jsonschema::PatternOptions::regex()
                .size_limit(MAX_PATTERN_BYTES)
                .dfa_size_limit(MAX_PATTERN_BYTES),
        )
        .build(schema)
}

impl Tool {
    /// The compiled validator of its schema (compiled here on first use when the catalog
    /// deferred it); `None` when it has no schema or, against [`surely_compiles`]'s proof, the
    /// schema did not compile.
    pub(crate) fn validator(&self) -> Option<&jsonschema::Validator> {
        let schema = self.schema.as_ref()?;
        self.validator
            .get_or_init(|| compile_validator(schema).ok())
            .as_ref()
    }
}

/// Keywords [`surely_compiles`] reads as one subschema.
const PLAIN_ONE_SCHEMA: [&str; 10] = [
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "not",
    "contains",
    "propertyNames",
    "if",
    "then",
    "else",
    "unevaluatedItems",
];
/// Keywords [`surely_compiles`] reads as a non-empty list of subschemas.
const PLAIN_SCHEMA_LISTS: [&str; 4] = ["anyOf", "oneOf", "allOf", "prefixItems"];
/// Keywords [`surely_compiles`] reads as a map of names to subschemas.
const PLAIN_SCHEMA_MAPS: [&str; 3] = ["properties", "$defs", "definitions"];
/// Keywords whose value is a string.
const PLAIN_STRINGS: [&str; 5] = ["title", "description", "$comment", "format", DEFECT_MARK];
/// Keywords whose value is a boolean.
const PLAIN_BOOLEANS: [&str; 4] = ["uniqueItems", "deprecated", "readOnly", "writeOnly"];
/// Keywords whose value is a number.
const PLAIN_NUMBERS: [&str; 4] = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];
/// Keywords whose value is a non-negative integer.
const PLAIN_COUNTS: [&str; 8] = [
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "minContains",
    "maxContains",
];
/// Keywords whose value may be anything.
const PLAIN_ANY: [&str; 2] = ["default", "const"];
/// JSON Schema keywords [`surely_compiles`] does not vouch for: a schema using one is compiled
/// at catalog build, as before (regexes, identifiers and dynamic references among them).
const NOT_PLAIN: [&str; 16] = [
    "pattern",
    "patternProperties",
    "dependentRequired",
    "dependentSchemas",
    "dependencies",
    "additionalItems",
    "$id",
    "id",
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$recursiveRef",
    "$recursiveAnchor",
    "$vocabulary",
    "contentSchema",
    "$schema",
];

/// Whether the compiler is sure to accept `schema` (normalised): every node uses only keywords
/// whose values this checks against the meta-schema's own constraints (types, property maps,
/// `required`, enums, bounds, combinators, local `$ref`s that resolve to a checked node), under
/// 2020-12 or draft-07, with no regex. Such a schema's validator can wait for the tool's first
/// call; anything else is compiled at once so its errors are reported at catalog build. Errs
/// on the side of `false`. Linear in the schema's size.
fn surely_compiles(schema: &Value) -> bool {
    if let Some(dialect) = schema.get("$schema") {
        let known = dialect
            .as_str()
            .is_some_and(|d| d.contains("2020-12") || d.contains("draft-07"));
        if !known {
            return false;
        }
    }
    plain_node(schema, schema, 0, true)
}

fn plain_node(root: &Value, node: &Value, depth: usize, is_root: bool) -> bool {
    let object = match node {
        Value::Bool(_) => return true,
        Value::Object(object) => object,
        _ => return false,
    };
    if depth > MAX_SCHEMA_DEPTH {
        return false;
    }
    let schema = |v: &Value| plain_node(root, v, depth + 1, false);
    object.iter().all(|(key, value)| match key.as_str() {
        "$schema" if is_root => true,
        "type" => plain_type(value),
        "required" => value.as_array().is_some_and(|names| {
            names.iter().all(Value::is_string)
                && names
                    .iter()
                    .enumerate()
                    .all(|(i, n)| !names.iter().take(i).any(|m| m == n))
        }),
        "enum" => value.as_array().is_some_and(|values| !values.is_empty()),
        "examples" => value.is_array(),
        "multipleOf" => value.as_f64().is_some_and(|n| n > 0.0),
        "$ref" => plain_ref(root, value),
        k if PLAIN_ONE_SCHEMA.contains(&k) => schema(value),
        k if PLAIN_SCHEMA_LISTS.contains(&k) => value
            .as_array()
            .is_some_and(|list| !list.is_empty() && list.iter().all(schema)),
        k if PLAIN_SCHEMA_MAPS.contains(&k) => value
            .as_object()
            .is_some_and(|map| map.values().all(schema)),
        k if PLAIN_STRINGS.contains(&k) => value.is_string(),
        k if PLAIN_BOOLEANS.contains(&k) => value.is_boolean(),
        k if PLAIN_NUMBERS.contains(&k) => value.is_number(),
        k if PLAIN_COUNTS.contains(&k) => value.is_u64(),
        k if PLAIN_ANY.contains(&k) => true,
        k if NOT_PLAIN.contains(&k) || k.starts_with("content") => false,
        // Any other key is an annotation: the compiler ignores it, whatever its value.
        _ => true,
    })
}

/// A `type`: one of JSON Schema's seven names, or a non-empty list of distinct ones.
fn plain_type(value: &Value) -> bool {
    const NAMES: [&str; 7] = [
        "string", "number", "integer", "boolean", "object", "array", "null",
    ];
    let named = |v: &Value| v.as_str().is_some_and(|t| NAMES.contains(&t));
    match value {
        Value::String(_) => named(value),
        Value::Array(types) => {
            !types.is_empty()
                && types.iter().all(named)
                && types
                    .iter()
                    .enumerate()
                    .all(|(i, t)| !types.iter().take(i).any(|u| u == t))
        }
        _ => false,
    }
}

/// A `$ref` to a node of the same schema that [`plain_node`] checks: `#`, or `#/` followed by
/// the keyword path to a subschema (`properties/<name>`, `$defs/<name>`, `items`, `anyOf/<i>`,
/// ...), spelled in plain characters (no escapes, so the URI and the pointer agree).
fn plain_ref(root: &Value, value: &Value) -> bool {
    let Some(pointer) = value.as_str().and_then(|r| r.strip_prefix('#')) else {
        return false;
    };
    if !pointer
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"/_-.$".contains(&b))
    {
        return false;
    }
    if pointer.is_empty() {
        return true;
    }
    let Some(path) = pointer.strip_prefix('/') else {
        return false;
    };
    let mut node = root;
    let mut tokens = path.split('/');
    while let Some(keyword) = tokens.next() {
        let next = if PLAIN_ONE_SCHEMA.contains(&keyword) {
            node.get(keyword)
        } else if PLAIN_SCHEMA_MAPS.contains(&keyword) {
            tokens
                .next()
                .and_then(|name| node.get(keyword)?.as_object()?.get(name))
        } else if PLAIN_SCHEMA_LISTS.contains(&keyword) {
            tokens.next().and_then(|i| {
                let i: usize = i.parse().ok()?;
                node.get(keyword)?.as_array()?.get(i)
            })
        } else {
            None
        };
        match next {
            Some(found) if found.is_object() || found.is_boolean() => node = found,
            _ => return false,
        }
    }
    true
}

/// The bytes the `pattern`s and `patternProperties` keys anywhere in `entry` compile to (Thompson
/// NFAs of the patterns as the validator translates them: ECMA `\d`, `\w` are ASCII), or `None`
/// past `limit`. The validator's regexes hold about four times this (forward and reverse programs,
/// search caches). A pattern that does not compile counts nothing here (the validator names it).
/// Linear in the entry plus the compiled size, which the limit bounds.
fn pattern_bytes(entry: &Value, limit: usize) -> Option<usize> {
    fn compiled(pattern: &str, left: usize) -> Result<usize, ()> {
        let Ok(pattern) = jsonschema_regex::to_rust_regex(pattern) else {
            return Ok(0);
        };
        let nfa = regex_automata::nfa::thompson::Compiler::new()
            .configure(regex_automata::nfa::thompson::Config::new().nfa_size_limit(Some(left)))
            .build(&pattern);
        match nfa {
            Ok(nfa) if nfa.memory_usage() <= left => Ok(nfa.memory_usage()),
            Ok(_) => Err(()),
            Err(e) if e.size_limit().is_some() => Err(()),
            Err(_) => Ok(0),
        }
    }
    let mut total = 0_usize;
    let mut stack = vec![entry];
    while let Some(node) = stack.pop() {
        match node {
            Value::Object(map) => {
                for (key, value) in map {
                    let left = limit.saturating_sub(total);
                    match (key.as_str(), value) {
                        ("pattern", Value::String(p)) => total += compiled(p, left).ok()?,
                        ("patternProperties", Value::Object(keys)) => {
                            for p in keys.keys() {
                                total += compiled(p, limit.saturating_sub(total)).ok()?;
                            }
                            stack.push(value);
                        }
                        _ => stack.push(value),
                    }
                }
            }
            Value::Array(items) => stack.extend(items),
            _ => {}
        }
    }
    Some(total)
}

/// What a type name from any dialect means in JSON Schema.
enum TypeName {
    /// A JSON Schema type.
    Json(&'static str),
    /// No constraint (`any`).
    Any,
}

/// Maps a type name from any dialect to JSON Schema: OpenAPI's upper case (`STRING`), Python's
/// (`dict`, `float`, `tuple`, `list`, `str`, `int`, `bool`, `any`) and the Java/JavaScript names
/// datasets use (`HashMap`, `ArrayList`, `long`, `double`). Unknown names stay as they are, so the
/// schema compiler names them.
fn type_name(name: &str) -> Option<TypeName> {
    let lower = name.to_ascii_lowercase();
    let json = match lower.as_str() {
        "string" | "str" | "char" | "character" => "string",
        "integer" | "int" | "long" | "short" | "byte" | "int32" | "int64" | "bigint" => "integer",
        "number" | "float" | "double" | "decimal" => "number",
        "boolean" | "bool" => "boolean",
        "array" | "list" | "tuple" | "set" | "arraylist" => "array",
        "object" | "dict" | "map" | "hashmap" | "dictionary" => "object",
        "null" | "none" | "nonetype" => "null",
        "any" => return Some(TypeName::Any),
        _ => return None,
    };
    Some(TypeName::Json(json))
}

/// Keywords whose value is one subschema.
const ONE_SCHEMA: [&str; 9] = [
    "items",
    "additionalProperties",
    "not",
    "contains",
    "propertyNames",
    "if",
    "then",
    "else",
    "unevaluatedProperties",
];
/// Keywords whose value is a list of subschemas.
const SCHEMA_LISTS: [&str; 4] = ["anyOf", "oneOf", "allOf", "prefixItems"];
/// Keywords whose value maps names to subschemas.
const SCHEMA_MAPS: [&str; 5] = [
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];
/// Size keywords Gemini's proto JSON may write as strings (`"minItems": "1"`).
const COUNTS: [&str; 8] = [
    "minItems",
    "maxItems",
    "minLength",
    "maxLength",
    "minProperties",
    "maxProperties",
    "minimum",
    "maximum",
];

/// Rewrites one schema node (and everything under it) from its dialect into JSON Schema 2020-12,
/// repairing the self-contradictions whose intent is evident. Linear in the schema's size.
fn normalise(node: &mut Value, strict: bool, legacy: bool, depth: usize) {
    let Value::Object(object) = node else {
        return;
    };
    if depth > MAX_SCHEMA_DEPTH {
        return;
    }
    normalise_type(object);
    for key in COUNTS {
        if let Some(Value::String(s)) = object.get(key) {
            if let Ok(n) = s.trim().parse::<i64>() {
                object.insert(key.to_owned(), Value::from(n));
            } else if let Ok(f) = s.trim().parse::<f64>() {
                object.insert(key.to_owned(), Value::from(f));
            }
        }
    }
    // Draft-07 tuples: `items: [..]` is `prefixItems` in 2020-12.
    if !legacy && object.get("items").is_some_and(Value::is_array) {
        if let Some(items) = object.remove("items") {
            object.insert("prefixItems".to_owned(), items);
        }
    }
    // Swagger-style `required: true` on a property: move it to the parent's list.
    if object.get("required").is_some_and(Value::is_boolean) {
        object.remove("required");
    }
    if let Some(Value::Object(properties)) = object.get_mut("properties") {
        let mut lifted = Vec::new();
        for (name, property) in properties.iter_mut() {
            if let Some(Value::Bool(flag)) = property.get("required") {
                if *flag {
                    lifted.push(name.clone());
                }
            }
        }
        if !lifted.is_empty() {
            let list = object
                .entry("required")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(list) = list {
                for name in lifted {
                    if !list.iter().any(|n| n.as_str() == Some(name.as_str())) {
                        list.push(Value::String(name));
                    }
                }
            }
        }
    }
    for key in ONE_SCHEMA {
        if let Some(sub) = object.get_mut(key) {
            normalise(sub, strict, legacy, depth + 1);
        }
    }
    for key in SCHEMA_LISTS {
        if let Some(Value::Array(list)) = object.get_mut(key) {
            for sub in list {
                normalise(sub, strict, legacy, depth + 1);
            }
        }
    }
    for key in SCHEMA_MAPS {
        if let Some(Value::Object(map)) = object.get_mut(key) {
            for sub in map.values_mut() {
                normalise(sub, strict, legacy, depth + 1);
            }
        }
    }
    if strict && is_object_schema(object) && !object.contains_key("additionalProperties") {
        object.insert("additionalProperties".to_owned(), Value::Bool(false));
    }
    repair_enum_on_array(object);
    repair_required_undeclared(object);
}

/// Types in upper case, Python or Java spelling become JSON Schema's; `any` drops the type;
/// OpenAPI's `nullable: true` adds `null`.
fn normalise_type(object: &mut Map<String, Value>) {
    let mut any = false;
    match object.get_mut("type") {
        Some(Value::String(t)) => match type_name(t) {
            Some(TypeName::Json(json)) => *t = json.to_owned(),
            Some(TypeName::Any) => any = true,
            None => {}
        },
        Some(Value::Array(types)) => {
            let mut out: Vec<Value> = Vec::with_capacity(types.len());
            for t in types.iter() {
                let mapped = match t.as_str().map(type_name) {
                    Some(Some(TypeName::Json(json))) => Value::from(json),
                    Some(Some(TypeName::Any)) => {
                        any = true;
                        break;
                    }
                    _ => t.clone(),
                };
                if !out.contains(&mapped) {
                    out.push(mapped);
                }
            }
            *types = out;
        }
        _ => {}
    }
    if any {
        object.remove("type");
    }
    if let Some(nullable) = object.remove("nullable") {
        if nullable == Value::Bool(true) {
            add_null(object);
        }
    }
}

fn add_null(object: &mut Map<String, Value>) {
    match object.get_mut("type") {
        Some(Value::String(t)) if t != "null" => {
            let t = std::mem::take(t);
            object.insert(
                "type".to_owned(),
                Value::Array(vec![Value::String(t), Value::from("null")]),
            );
        }
        Some(Value::Array(types)) if !types.iter().any(|t| t == "null") => {
            types.push(Value::from("null"));
        }
        _ => {}
    }
    if let Some(Value::Array(values)) = object.get_mut("enum") {
        if !values.contains(&Value::Null) {
            values.push(Value::Null);
        }
    }
}

fn types_of(object: &Map<String, Value>) -> Vec<&str> {
    match object.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

fn is_object_schema(object: &Map<String, Value>) -> bool {
    object.get("properties").is_some_and(Value::is_object) || types_of(object) == ["object"]
}

/// An `enum` of non-array values on an `array` property: the enum is meant for the items.
fn repair_enum_on_array(object: &mut Map<String, Value>) {
    let types = types_of(object);
    if !types.contains(&"array") || types.iter().any(|t| *t != "array" && *t != "null") {
        return;
    }
    let applies_to_items = match object.get("enum") {
        Some(Value::Array(values)) => {
            values.iter().any(|v| !v.is_null()) && values.iter().all(|v| !v.is_array())
        }
        _ => false,
    };
    if !applies_to_items {
        return;
    }
    let Some(Value::Array(values)) = object.remove("enum") else {
        return;
    };
    let values: Vec<Value> = values.into_iter().filter(|v| !v.is_null()).collect();
    let items = object
        .entry("items")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(items) = items {
        items
            .entry("enum")
            .or_insert_with(|| Value::Array(values.clone()));
    }
    object.insert(
        DEFECT_MARK.to_owned(),
        Value::from(format!(
            "the schema puts an enum of {} values on an array; it was applied to the items",
            values.len()
        )),
    );
}

/// A closed object that requires a key it does not declare can never be satisfied: the key is
/// taken as optional.
fn repair_required_undeclared(object: &mut Map<String, Value>) {
    if object.get("additionalProperties") != Some(&Value::Bool(false)) {
        return;
    }
    let declared: BTreeSet<String> = object
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default();
    let Some(Value::Array(required)) = object.get_mut("required") else {
        return;
    };
    let before = required.len();
    let mut dropped = Vec::new();
    required.retain(|r| {
        let keep = r.as_str().is_none_or(|r| declared.contains(r));
        if !keep {
            dropped.push(r.clone());
        }
        keep
    });
    if required.len() != before {
        object.insert(
            DEFECT_MARK.to_owned(),
            Value::from(format!(
                "the schema requires {} but does not declare it in a closed object; taken as optional",
                Value::from(dropped)
            )),
        );
    }
}

/// The structure of a normalised schema that the argument walk needs: which keys each object
/// declares and requires, whether it is closed, and where the catalog's schema was repaired.
#[derive(Debug, Clone, Default)]
struct Shape {
    defect: Option<String>,
    kind: Kind,
}

#[derive(Debug, Clone, Default)]
enum Kind {
    /// Nothing to walk into.
    #[default]
    Any,
    /// An object schema.
    Object(ObjectShape),
    /// An array: the items' shape.
    Array(Box<Shape>),
    /// A tuple (`prefixItems`).
    Tuple(Vec<Shape>),
    /// A local `$ref`: the shape built once for its target, by index in [`Shapes::targets`].
    Ref(usize),
}

#[derive(Debug, Clone, Default)]
struct ObjectShape {
    /// Declared keys, sorted, with their shapes.
    properties: Vec<(String, Shape)>,
    required: BTreeSet<String>,
    /// `additionalProperties: false` (or `unevaluatedProperties: false`, or OpenAI strict).
    closed: bool,
    /// Whether undeclared keys are looked for: properties are declared or the object is closed,
    /// and no `patternProperties` or `additionalProperties` schema admits other keys.
    checks_keys: bool,
}

impl ObjectShape {
    fn get(&self, key: &str) -> Option<&Shape> {
        self.properties
            .binary_search_by(|(k, _)| k.as_str().cmp(key))
            .ok()
            .and_then(|i| self.properties.get(i))
            .map(|(_, s)| s)
    }

    fn merge(&mut self, other: Self) {
        for (name, shape) in other.properties {
            if self.get(&name).is_none() {
                self.properties.push((name, shape));
                self.properties.sort_by(|a, b| a.0.cmp(&b.0));
            }
        }
    }
}

/// A tool's shape: the root, and the shape of each `$ref` target, built once each, so recursive
/// and fanned-out references cost their size, not their expansion.
#[derive(Debug, Default)]
struct Shapes {
    root: Shape,
    targets: Vec<Shape>,
}

/// Builds [`Shapes`]: linear in the schema's size.
struct ShapeBuilder<'a> {
    root: &'a Value,
    targets: Vec<Option<Shape>>,
    by_ref: HashMap<String, usize, RandomState>,
}

impl<'a> ShapeBuilder<'a> {
    fn build(root: &'a Value) -> Shapes {
        let mut builder = Self {
            root,
            targets: Vec::new(),
            by_ref: HashMap::default(),
        };
        let shape = builder.of(root, 0);
        Shapes {
            root: shape,
            targets: builder
                .targets
                .into_iter()
                .map(Option::unwrap_or_default)
                .collect(),
        }
    }

    /// The object a branch's shape stands for: itself, or its `$ref` target once built; `Err`
    /// when the target is still being built (a branch that refers back to its own object).
    fn object_of(&self, shape: Shape) -> Result<Option<ObjectShape>, ()> {
        match shape.kind {
            Kind::Object(object) => Ok(Some(object)),
            Kind::Ref(i) => match self.targets.get(i) {
                Some(Some(Shape {
                    kind: Kind::Object(object),
                    ..
                })) => Ok(Some(object.clone())),
                Some(Some(_)) => Ok(None),
                _ => Err(()),
            },
            _ => Ok(None),
        }
    }

    fn of(&mut self, node: &Value, depth: usize) -> Shape {
        let Value::Object(object) = node else {
            return Shape::default();
        };
        if depth > MAX_SCHEMA_DEPTH {
            return Shape::default();
        }
        let defect = object
            .get(DEFECT_MARK)
            .and_then(Value::as_str)
            .map(str::to_owned);
        if let Some(Value::String(reference)) = object.get("$ref") {
            if object.contains_key("properties") {
                return Shape::default();
            }
            if let Some(&i) = self.by_ref.get(reference) {
                return Shape {
                    defect,
                    kind: Kind::Ref(i),
                };
            }
            let root = self.root;
            let Some(target) = reference
                .strip_prefix('#')
                .and_then(|pointer| root.pointer(pointer))
            else {
                return Shape::default();
            };
            let i = self.targets.len();
            self.targets.push(None);
            self.by_ref.insert(reference.clone(), i);
            let built = self.of(target, depth + 1);
            if let Some(slot) = self.targets.get_mut(i) {
                *slot = Some(built);
            }
            return Shape {
                defect,
                kind: Kind::Ref(i),
            };
        }
        let mut object_shape: Option<ObjectShape> = None;
        if object.contains_key("properties")
            || object.get("additionalProperties") == Some(&Value::Bool(false))
            || object.get("unevaluatedProperties") == Some(&Value::Bool(false))
        {
            let mut properties: Vec<(String, Shape)> = Vec::new();
            if let Some(declared) = object.get("properties").and_then(Value::as_object) {
                for (k, v) in declared {
                    let shape = self.of(v, depth + 1);
                    properties.push((k.clone(), shape));
                }
            }
            properties.sort_by(|a, b| a.0.cmp(&b.0));
            let closed = object.get("additionalProperties") == Some(&Value::Bool(false))
                || object.get("unevaluatedProperties") == Some(&Value::Bool(false));
            // A nested open object that declares no key (`"properties": {}`) is a free-form map
            // in the datasets and frameworks that write it; the arguments object itself is not.
            let admits_others = object.contains_key("patternProperties")
                || object
                    .get("additionalProperties")
                    .is_some_and(Value::is_object)
                || (properties.is_empty() && !closed && depth > 0);
            object_shape = Some(ObjectShape {
                properties,
                required: object
                    .get("required")
                    .and_then(Value::as_array)
                    .map(|r| {
                        r.iter()
                            .filter_map(Value::as_str)
                            .map(str::to_owned)
                            .collect()
                    })
                    .unwrap_or_default(),
                closed,
                checks_keys: !admits_others,
            });
        }
        // Combinators: the keys any branch declares are declared; a key no branch declares is
        // undeclared, closed only when every object branch is closed. A branch that cannot be
        // read turns the key check off for this object rather than guess.
        let mut branches_closed: Option<bool> = None;
        let mut unreadable = false;
        for key in ["allOf", "anyOf", "oneOf"] {
            let branches: Vec<&Value> = object
                .get(key)
                .and_then(Value::as_array)
                .map(|b| b.iter().collect())
                .unwrap_or_default();
            for branch in branches {
                let built = self.of(branch, depth + 1);
                let branch = match self.object_of(built) {
                    Ok(Some(branch)) => branch,
                    Ok(None) => continue,
                    Err(()) => {
                        unreadable = true;
                        continue;
                    }
                };
                branches_closed = Some(branches_closed.unwrap_or(true) && branch.closed);
                let checks = branch.checks_keys;
                match &mut object_shape {
                    Some(shape) => {
                        shape.checks_keys &= checks;
                        shape.merge(branch);
                    }
                    None => object_shape = Some(branch),
                }
            }
        }
        if let Some(shape) = &mut object_shape {
            if let Some(all_closed) = branches_closed {
                shape.closed = shape.closed || all_closed;
            }
            if unreadable {
                shape.checks_keys = false;
            }
        }
        if let Some(shape) = object_shape {
            return Shape {
                defect,
                kind: Kind::Object(shape),
            };
        }
        if let Some(Value::Array(prefix)) = object.get("prefixItems") {
            let mut shapes = Vec::with_capacity(prefix.len());
            for s in prefix {
                shapes.push(self.of(s, depth + 1));
            }
            return Shape {
                defect,
                kind: Kind::Tuple(shapes),
            };
        }
        if let Some(items) = object.get("items") {
            return Shape {
                defect,
                kind: Kind::Array(Box::new(self.of(items, depth + 1))),
            };
        }
        Shape {
            defect,
            kind: Kind::Any,
        }
    }
}

/// What the walk over one call's arguments found.
#[derive(Debug, Default)]
struct Walk {
    /// (pointer of the object, key, closed, declared keys)
    unknown: Vec<(String, String, bool, Vec<String>)>,
    /// (pointer of the value, what the schema got wrong)
    defects: Vec<(String, String)>,
    /// Pointers of `null`s given for keys that are not required.
    nulls: Vec<String>,
}

fn push_token(path: &mut String, token: &str) {
    path.push('/');
    if !token.contains(['~', '/']) {
        path.push_str(token);
        return;
    }
    for c in token.chars() {
        match c {
            '~' => path.push_str("~0"),
            '/' => path.push_str("~1"),
            c => path.push(c),
        }
    }
}

/// How a walk goes: the `$ref` targets, and whether optional `null`s are taken as absent.
struct WalkWith<'a> {
    targets: &'a [Shape],
    strip_nulls: bool,
}

/// Walks `value` along `shape`; `path` holds the tokens down to `value`, spelled out as a
/// pointer only for what the walk reports. Linear in the size of `value` (a `$ref` target is
/// entered only with a value under it).
fn walk<'v>(
    shape: &Shape,
    value: &'v Value,
    path: &mut Vec<Token<'v>>,
    with: &WalkWith<'_>,
    out: &mut Walk,
) {
    if let Some(defect) = &shape.defect {
        out.defects.push((pointer(path.iter()), defect.clone()));
    }
    let strip_nulls = with.strip_nulls;
    match (&shape.kind, value) {
        (Kind::Ref(i), _) => {
            if let Some(target) = with.targets.get(*i) {
                walk(target, value, path, with, out);
            }
        }
        (Kind::Object(object), Value::Object(map)) => {
            for (key, inner) in map {
                match object.get(key) {
                    Some(inner_shape) => {
                        path.push(Token::Key(key));
                        if inner.is_null() && strip_nulls && !object.required.contains(key) {
                            out.nulls.push(pointer(path.iter()));
                        } else {
                            walk(inner_shape, inner, path, with, out);
                        }
                        path.pop();
                    }
                    None if object.checks_keys => out.unknown.push((
                        pointer(path.iter()),
                        key.clone(),
                        object.closed,
                        object.properties.iter().map(|(k, _)| k.clone()).collect(),
                    )),
                    None => {}
                }
            }
        }
        (Kind::Array(items), Value::Array(list)) => {
            for (i, inner) in list.iter().enumerate() {
                path.push(Token::Index(i));
                walk(items, inner, path, with, out);
                path.pop();
            }
        }
        (Kind::Tuple(shapes), Value::Array(list)) => {
            for (i, (inner_shape, inner)) in shapes.iter().zip(list).enumerate() {
                path.push(Token::Index(i));
                walk(inner_shape, inner, path, with, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// Removes the value at each pointer (each an object member).
fn remove_all(value: &mut Value, pointers: &[String]) {
    for pointer in pointers {
        let Some((parent, last)) = pointer.rsplit_once('/') else {
            continue;
        };
        let key = last.replace("~1", "/").replace("~0", "~");
        if let Some(Value::Object(map)) = value.pointer_mut(parent) {
            map.remove(&key);
        }
    }
}

/// Checks `inputs` against `tool`'s schema: one `invalid` alert per schema violation (at `base`
/// plus the violation's path), one `unknown` alert per key the schema does not declare at any
/// depth (high in a closed object, the rule's severity in an open one; not also reported as a
/// violation), and one `defect` alert where the catalog's schema had to be repaired. Plans and
/// tool calls share it, so a step and a call are judged alike. Linear in the size of `inputs`
/// plus the validator's work.
pub fn check_arguments(
    tool: &Tool,
    inputs: &Value,
    base: &str,
    rules: ArgumentRules,
    options: ArgumentOptions,
    alerts: &mut Vec<Alert>,
) {
    check_arguments_under(tool, inputs, &|| base.to_owned(), rules, options, alerts);
}

/// [`check_arguments`] with the pointer of `inputs` spelled out by `base` only when an alert
/// needs it (most arguments raise none).
pub fn check_arguments_under(
    tool: &Tool,
    inputs: &Value,
    base: &dyn Fn() -> String,
    rules: ArgumentRules,
    options: ArgumentOptions,
    alerts: &mut Vec<Alert>,
) {
    let spelled = std::cell::OnceCell::new();
    let base = || spelled.get_or_init(base).as_str();
    let mut found = Walk::default();
    if let Some(shapes) = &tool.shape {
        let with = WalkWith {
            targets: &shapes.targets,
            strip_nulls: options.null_for_optional == NullForOptional::Absent,
        };
        walk(&shapes.root, inputs, &mut Vec::new(), &with, &mut found);
    }
    let stripped;
    let judged = if found.nulls.is_empty() {
        inputs
    } else {
        let mut copy = inputs.clone();
        remove_all(&mut copy, &found.nulls);
        stripped = copy;
        &stripped
    };
    let validator = tool.validator();
    if tool.schema.is_some() && validator.is_none() {
        // Not reached for a schema `surely_compiles` accepted; never pass a call unchecked.
        alerts.push(
            Alert::new(
                rules.invalid,
                base().to_owned(),
                format!("{}: its schema could not be compiled", tool.name),
            )
            .expected(format!("inputs valid against the {} schema", tool.name)),
        );
    }
    if let Some(validator) = validator {
        if !validator.is_valid(judged) {
            for error in validator.iter_errors(judged) {
                let at = error.instance_path().as_str();
                // Undeclared keys are reported below, once each, not also as violations.
                let reported = match error.kind() {
                    jsonschema::error::ValidationErrorKind::AdditionalProperties { unexpected }
                    | jsonschema::error::ValidationErrorKind::UnevaluatedProperties {
                        unexpected,
                    } => unexpected.iter().all(|key| {
                        found
                            .unknown
                            .iter()
                            .any(|(object, k, _, _)| object == at && k == key)
                    }),
                    _ => false,
                };
                if reported {
                    continue;
                }
                alerts.push(
                    Alert::new(
                        rules.invalid,
                        format!("{}{at}", base()),
                        format!("{}: {error}", tool.name),
                    )
                    .detected(error.instance().clone().into_owned())
                    .expected(format!("inputs valid against the {} schema", tool.name)),
                );
            }
        }
    }
    for (object, key, closed, declared) in found.unknown {
        let mut path = format!("{}{object}", base());
        push_token(&mut path, &key);
        let mut alert = Alert::new(
            rules.unknown,
            path,
            format!(
                "{} has no {}input {key:?}{}",
                tool.name,
                if object.is_empty() { "" } else { "nested " },
                if closed {
                    " (its schema allows no other keys)"
                } else {
                    ""
                }
            ),
        )
        .detected(key)
        .expected(Value::from(declared));
        if closed {
            alert.severity = alert.severity.max(Severity::High);
        }
        alerts.push(alert);
    }
    if let Some(rule) = rules.defect {
        for (at, why) in found.defects {
            alerts.push(
                Alert::new(
                    rule,
                    format!("{}{at}", base()),
                    format!("{}: {why}", tool.name),
                )
                .expected("a schema that does not contradict itself"),
            );
        }
    }
}

/// Compiled catalogs by the canonical bytes of what was sent, and those keys oldest first.
type CacheEntries = (
    HashMap<Vec<u8>, Arc<ToolCatalog>, RandomState>,
    VecDeque<Vec<u8>>,
);

/// Catalogs compiled from requests, kept by their exact content so a pipeline that sends the same
/// catalog with every call compiles it once. Bounded: the oldest entry leaves first.
#[derive(Debug)]
pub struct CatalogCache {
    capacity: usize,
    entries: Mutex<CacheEntries>,
}

impl CatalogCache {
    /// A cache holding at most `capacity` catalogs (0: no caching).
    #[must_use]
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity,
            entries: Mutex::new((HashMap::default(), VecDeque::new())),
        }
    }

    /// The compiled catalog for `parts` (see [`ToolCatalog::from_parts`]), from the cache when
    /// the same content was compiled before. Keyed by the canonical JSON of `parts`, so a hit is
    /// exact, never a hash collision.
    ///
    /// # Errors
    /// As [`ToolCatalog::from_parts`] (errors are not cached).
    pub fn compile(&self, parts: &[(&str, &Value)]) -> Result<Arc<ToolCatalog>, CatalogError> {
        self.compile_within(parts, &Budget::unlimited())
    }

    /// [`CatalogCache::compile`] while `budget` lasts (see [`ToolCatalog::from_parts_within`]).
    ///
    /// # Errors
    /// As [`ToolCatalog::from_parts_within`] (errors are not cached).
    pub fn compile_within(
        &self,
        parts: &[(&str, &Value)],
        budget: &Budget,
    ) -> Result<Arc<ToolCatalog>, CatalogError> {
        if self.capacity == 0 {
            return ToolCatalog::from_parts_within(parts, budget).map(Arc::new);
        }
        let mut key = Vec::new();
        for (prefix, value) in parts {
            key.extend_from_slice(prefix.as_bytes());
            key.push(0);
            if serde_json::to_writer(&mut key, value).is_err() {
                return ToolCatalog::from_parts_within(parts, budget).map(Arc::new);
            }
            key.push(0);
        }
        if let Ok(guard) = self.entries.lock() {
            if let Some(found) = guard.0.get(&key) {
                return Ok(Arc::clone(found));
            }
        }
        let catalog = Arc::new(ToolCatalog::from_parts_within(parts, budget)?);
        if let Ok(mut guard) = self.entries.lock() {
            let (map, order) = &mut *guard;
            if !map.contains_key(&key) {
                while map.len() >= self.capacity {
                    match order.pop_front() {
                        Some(oldest) => {
                            map.remove(&oldest);
                        }
                        None => break,
                    }
                }
                order.push_back(key.clone());
                map.insert(key, Arc::clone(&catalog));
            }
        }
        Ok(catalog)
    }
}

/// How many subschemas `schema` stands for with every local `$ref` followed (a `$ref` back into
/// one of its own ancestors counts once), or `None` past `limit` or a `$ref` chain deeper than
/// `MAX_REF_DEPTH`. Each `$ref` target's size is computed once, so the work is linear in the
/// schema's own size.
fn expanded_size(schema: &Value, limit: usize) -> Option<usize> {
    let mut sizes: HashMap<String, usize, RandomState> = HashMap::default();
    let mut open: Vec<String> = Vec::new();
    size_at(schema, schema, &mut sizes, &mut open, limit)
}

fn size_at(
    root: &Value,
    node: &Value,
    sizes: &mut HashMap<String, usize, RandomState>,
    open: &mut Vec<String>,
    limit: usize,
) -> Option<usize> {
    let mut total: usize = 1;
    let mut add = |n: usize| -> Option<()> {
        total = total.saturating_add(n);
        (total <= limit).then_some(())
    };
    match node {
        Value::Object(object) => {
            for (key, child) in object {
                if key == "$ref" {
                    let target = child.as_str().and_then(|r| r.strip_prefix('#'));
                    let Some(target) = target else { continue };
                    let size = if let Some(known) = sizes.get(target) {
                        *known
                    } else if open.iter().any(|o| o == target) {
                        1 // recursion: walked once per level of the value, not expanded here
                    } else if open.len() >= MAX_REF_DEPTH {
                        return None;
                    } else {
                        let Some(resolved) = root.pointer(target) else {
                            continue;
                        };
                        open.push(target.to_owned());
                        let size = size_at(root, resolved, sizes, open, limit);
                        open.pop();
                        let size = size?;
                        sizes.insert(target.to_owned(), size);
                        size
                    };
                    add(size)?;
                } else if matches!(key.as_str(), "enum" | "const" | "default" | "examples") {
                    // values, not subschemas
                } else {
                    add(size_at(root, child, sizes, open, limit)?.saturating_sub(1))?;
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                add(size_at(root, item, sizes, open, limit)?)?;
            }
        }
        _ => {}
    }
    Some(total)
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use serde_json::json;

    const RULES: ArgumentRules = ArgumentRules {
        invalid: &super::super::toolcalls::INVALID_ARGUMENTS,
        unknown: &super::super::toolcalls::UNKNOWN_ARGUMENT,
        defect: Some(&super::super::toolcalls::SCHEMA_DEFECT),
    };

    fn check(catalog: &ToolCatalog, name: &str, args: Value) -> Vec<Alert> {
        check_with(catalog, name, args, ArgumentOptions::default())
    }

    fn check_with(
        catalog: &ToolCatalog,
        name: &str,
        args: Value,
        options: ArgumentOptions,
    ) -> Vec<Alert> {
        let mut alerts = Vec::new();
        check_arguments(
            catalog.get(name).unwrap(),
            &args,
            "/a",
            RULES,
            options,
            &mut alerts,
        );
        alerts
    }

    fn summary(alerts: &[Alert]) -> Vec<(&'static str, String, Severity)> {
        alerts
            .iter()
            .map(|a| (a.rule, a.path.clone(), a.severity))
            .collect()
    }

    #[test]
    fn python_style_type_names_compile_and_are_checked() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "calc", "parameters": {"type": "dict",
            "properties": {"base": {"type": "float"}, "dims": {"type": "tuple", "items": {"type": "integer"}},
                "unit": {"type": "str"}, "meta": {"type": "any"}, "flag": {"type": "bool"}},
            "required": ["base"]}})])
        .unwrap();
        assert!(
            check(
                &catalog,
                "calc",
                json!({"base": 2.5, "dims": [1, 2], "unit": "cm", "meta": [1], "flag": true})
            )
            .is_empty()
        );
        assert_eq!(
            summary(&check(&catalog, "calc", json!({"base": "two"}))),
            vec![(
                "toolcall.invalid_arguments",
                "/a/base".to_owned(),
                Severity::High
            )]
        );
    }

    #[test]
    fn gemini_declarations_with_upper_case_types_and_nullable_are_read() {
        let catalog = ToolCatalog::from_parts(&[("/available_tools", &json!([{"functionDeclarations": [
            {"name": "set_light", "parameters": {"type": "OBJECT", "properties": {
                "brightness": {"type": "INTEGER", "format": "int32", "maximum": "100"},
                "color": {"type": "STRING", "nullable": true}}, "required": ["brightness", "color"]}}]}]))])
        .unwrap();
        assert!(
            check(
                &catalog,
                "set_light",
                json!({"brightness": 40, "color": null})
            )
            .is_empty()
        );
        assert_eq!(
            check(
                &catalog,
                "set_light",
                json!({"brightness": 140, "color": "red"})
            )
            .len(),
            1
        );
    }

    #[test]
    fn an_entry_with_a_name_is_one_tool_even_beside_function_declarations() {
        // openapi.yaml says the same: a Gemini tool or MCP result has no `name` of its own.
        let entry = json!([{"name": "lights", "functionDeclarations": [{"name": "set_light"}]}]);
        let catalog = ToolCatalog::from_parts(&[("/mcp_tools", &entry)]).unwrap();
        assert!(check(&catalog, "lights", json!({})).is_empty());
        assert!(catalog.get("set_light").is_none());
        let bad =
            json!([{"name": {"object": {}}, "functionDeclarations": [{"name": "set_light"}]}]);
        let error = ToolCatalog::from_parts(&[("/mcp_tools", &bad)]).unwrap_err();
        assert_eq!(error.path, "/mcp_tools/0/name");
    }

    #[test]
    fn an_mcp_tools_list_result_is_a_catalog() {
        let result = json!({"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "read_file",
            "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}}]}});
        let catalog = ToolCatalog::from_parts(&[("/mcp_tools", &result)]).unwrap();
        assert!(check(&catalog, "read_file", json!({"path": "/etc/hosts"})).is_empty());
    }

    #[test]
    fn an_undeclared_nested_key_is_high_when_closed_and_medium_when_open() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "book", "parameters": {"type": "object",
            "properties": {"guest": {"type": "object", "properties": {"name": {"type": "string"}}, "additionalProperties": false},
                "rooms": {"type": "array", "items": {"type": "object", "properties": {"beds": {"type": "integer"}}}}},
            "additionalProperties": false}})])
        .unwrap();
        let alerts = check(
            &catalog,
            "book",
            json!({"guest": {"name": "Ada", "vip": true}, "rooms": [{"beds": 2, "view": "sea"}], "extra": 1}),
        );
        assert_eq!(
            summary(&alerts),
            vec![
                (
                    "toolcall.unknown_argument",
                    "/a/extra".to_owned(),
                    Severity::High
                ),
                (
                    "toolcall.unknown_argument",
                    "/a/guest/vip".to_owned(),
                    Severity::High
                ),
                (
                    "toolcall.unknown_argument",
                    "/a/rooms/0/view".to_owned(),
                    Severity::Medium
                ),
            ]
        );
    }

    #[test]
    fn openai_strict_closes_every_object() {
        let catalog = ToolCatalog::from_json(&[json!({"type": "function", "name": "get_weather", "strict": true,
            "parameters": {"type": "object", "properties": {"location": {"type": "string"}}, "required": ["location"]}})])
        .unwrap();
        assert_eq!(
            summary(&check(
                &catalog,
                "get_weather",
                json!({"location": "Paris", "units": "c"})
            )),
            vec![(
                "toolcall.unknown_argument",
                "/a/units".to_owned(),
                Severity::High
            )]
        );
    }

    #[test]
    fn null_for_an_optional_parameter_is_absent_unless_configured_strict() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "find", "parameters": {"type": "object",
            "properties": {"q": {"type": "string"}, "filterName": {"type": "string", "default": null}}, "required": ["q"]}})])
        .unwrap();
        assert!(check(&catalog, "find", json!({"q": "x", "filterName": null})).is_empty());
        assert_eq!(check(&catalog, "find", json!({"q": null})).len(), 1);
        let strict = ArgumentOptions {
            null_for_optional: NullForOptional::Strict,
        };
        assert_eq!(
            check_with(
                &catalog,
                "find",
                json!({"q": "x", "filterName": null}),
                strict
            )
            .len(),
            1
        );
    }

    #[test]
    fn an_enum_on_an_array_applies_to_its_items_with_a_low_defect() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "tag", "parameters": {"type": "object",
            "properties": {"tags": {"type": "array", "items": {"type": "string"}, "enum": ["red", "blue"]}}}})])
        .unwrap();
        assert_eq!(
            summary(&check(&catalog, "tag", json!({"tags": ["red"]}))),
            vec![(
                "toolcall.schema_defect",
                "/a/tags".to_owned(),
                Severity::Low
            )]
        );
        let rules: Vec<_> = check(&catalog, "tag", json!({"tags": ["green"]}))
            .iter()
            .map(|a| a.rule)
            .collect();
        assert_eq!(
            rules,
            vec!["toolcall.invalid_arguments", "toolcall.schema_defect"]
        );
    }

    #[test]
    fn a_schema_that_cannot_compile_names_the_tool_and_keyword() {
        let err = ToolCatalog::from_json(&[json!({"name": "x", "parameters": {"type": "object", "properties": {"n": {"type": "numbr"}}}})])
            .unwrap_err();
        assert_eq!(err.path, "/0/parameters/properties/n/type");
        assert!(err.message.contains("\"x\""), "{}", err.message);
    }

    #[test]
    fn refs_that_fan_out_build_a_bounded_shape() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "tree", "parameters": {"type": "object",
            "properties": {"left": {"$ref": "#"}, "right": {"$ref": "#"}, "third": {"$ref": "#"}, "v": {"type": "integer"}},
            "additionalProperties": false}})])
        .unwrap();
        let alerts = check(
            &catalog,
            "tree",
            json!({"left": {"right": {"v": 1, "w": 2}}}),
        );
        assert_eq!(
            summary(&alerts),
            vec![(
                "toolcall.unknown_argument",
                "/a/left/right/w".to_owned(),
                Severity::High
            )]
        );
    }

    #[test]
    fn a_nested_open_object_declaring_no_key_is_a_free_form_map() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "get", "parameters": {"type": "dict",
            "properties": {"url": {"type": "string"}, "headers": {"type": "dict", "properties": {}}}}}),
            json!({"name": "ping", "parameters": {"type": "dict", "properties": {}, "required": []}})])
        .unwrap();
        assert!(
            check(
                &catalog,
                "get",
                json!({"url": "u", "headers": {"Accept": "x"}})
            )
            .is_empty()
        );
        assert_eq!(
            summary(&check(&catalog, "ping", json!({"host": "h"}))),
            vec![(
                "toolcall.unknown_argument",
                "/a/host".to_owned(),
                Severity::Medium
            )]
        );
    }

    #[test]
    fn an_unknown_meta_schema_does_not_refuse_the_tool() {
        let catalog = ToolCatalog::from_json(&[
            json!({"name": "q", "inputSchema": {"$schema": "http://json-schema.org/schema#",
            "type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]}}),
        ])
        .unwrap();
        assert_eq!(check(&catalog, "q", json!({"sql": 1})).len(), 1);
    }

    #[test]
    fn a_pattern_the_linear_engine_cannot_run_is_refused_with_its_path() {
        let err = ToolCatalog::from_json(&[json!({"name": "p", "parameters": {"type": "object",
            "properties": {"code": {"type": "string", "pattern": "^(a|a)*\\1$"}}}})])
        .unwrap_err();
        assert_eq!(err.path, "/0/parameters/properties/code/pattern");
        let catalog =
            ToolCatalog::from_json(&[json!({"name": "p", "parameters": {"type": "object",
            "properties": {"code": {"type": "string", "pattern": "^[A-Z]{3}-\\d+$"}}}})])
            .unwrap();
        assert!(check(&catalog, "p", json!({"code": "ABC-12"})).is_empty());
        assert_eq!(check(&catalog, "p", json!({"code": "abc"})).len(), 1);
    }

    #[test]
    fn the_cache_gives_the_same_compiled_catalog_for_the_same_content() {
        let cache = CatalogCache::new(2);
        let tools = json!([{"name": "a"}]);
        let first = cache.compile(&[("/available_tools", &tools)]).unwrap();
        let second = cache.compile(&[("/available_tools", &tools)]).unwrap();
        assert!(Arc::ptr_eq(&first, &second));
        let other = json!([{"name": "b"}]);
        assert!(!Arc::ptr_eq(
            &first,
            &cache.compile(&[("/available_tools", &other)]).unwrap()
        ));
        // A third catalog evicts the oldest: the cache stays bounded.
        let third = json!([{"name": "c"}]);
        cache.compile(&[("/available_tools", &third)]).unwrap();
        let again = cache.compile(&[("/available_tools", &tools)]).unwrap();
        assert!(!Arc::ptr_eq(&first, &again));
    }

    proptest::proptest! {
        #[test]
        fn any_schema_and_arguments_never_panic(schema in arbitrary_json(3), args in arbitrary_json(3)) {
            if let Ok(catalog) = ToolCatalog::from_json(&[json!({"name": "t", "parameters": schema})]) {
                let mut alerts = Vec::new();
                check_arguments(catalog.get("t").unwrap(), &args, "", RULES, ArgumentOptions::default(), &mut alerts);
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn a_schema_whose_compilation_is_deferred_always_compiles(
            parts in proptest::collection::vec(proptest::prop_oneof![
                3 => proptest::sample::select(vec![json!({"type": "string"}), json!({}), json!(true),
                    json!({"type": ["integer", "null"], "minimum": 1, "enum": [1, null]}),
                    json!({"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"], "additionalProperties": false}),
                    json!({"type": "array", "items": {"$ref": "#/$defs/d"}, "minItems": 1}),
                    json!({"anyOf": [{"$ref": "#"}, {"type": "null"}]}),
                    json!({"$ref": "#/properties/a"})]),
                1 => schema_like(3)], 5),
            whole in proptest::bool::ANY, draft in 0..3usize,
            refs in proptest::collection::vec(proptest::sample::select(vec!["#", "#/properties/a", "#/$defs/d",
                "#/$defs/d/anyOf/1", "#/definitions/d", "#/items", "#/anyOf/0", "#/anyOf/1", "#/required", "#/$defs/e",
                "#/properties/a/properties/a", "#/properties/a~1b", "#/properties/a%20b", "#/properties", "#a", "other.json"]), 2),
        ) {
            // Either one random schema, or one whose `$ref`s have somewhere to resolve.
            let mut schema = if whole {
                parts[0].clone()
            } else {
                json!({"type": "object", "properties": {"a": parts[0], "b": {"$ref": refs[0]}, "c": parts[1]},
                       "$defs": {"d": {"anyOf": [parts[2], {"$ref": refs[1]}]}}, "anyOf": [parts[3]], "items": parts[4]})
            };
            if let (Value::Object(root), Some(dialect)) = (&mut schema, [None, Some("https://json-schema.org/draft/2020-12/schema"), Some("http://json-schema.org/draft-07/schema#")][draft]) {
                root.insert("$schema".to_owned(), Value::from(dialect));
            }
            if surely_compiles(&schema) {
                let compiled = compile_validator(&schema);
                proptest::prop_assert!(compiled.is_ok(), "{schema}: {:?}", compiled.err());
            }
        }
    }

    /// Schemas made of JSON Schema's keywords with values both right and wrong, and `$ref`s
    /// that resolve or not.
    fn schema_like(depth: u32) -> impl proptest::strategy::Strategy<Value = Value> {
        use proptest::prelude::*;
        let value = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            (-3i64..4).prop_map(Value::from),
            Just(json!(1.5)),
            Just(json!(0.0)),
            prop::sample::select(vec![
                "string",
                "integer",
                "object",
                "numbr",
                "#",
                "#/properties/a",
                "#/$defs/d",
                "#/definitions/d",
                "#/items",
                "#/anyOf/0",
                "#/anyOf/9",
                "#/required",
                "#/enum/0",
                "#/properties/a~1b",
                "#/properties/a%20b",
                "a",
                "date-time",
                "^a+$"
            ])
            .prop_map(Value::from),
            Just(json!(["a", "b"])),
            Just(json!(["a", "a"])),
            Just(json!(["string", "null"])),
            Just(json!(["string", "string"])),
            Just(json!([])),
            Just(json!([1, "x"])),
        ];
        let leaf = prop_oneof![
            value.clone(),
            Just(json!({})),
            Just(json!({"type": "string"}))
        ];
        leaf.prop_recursive(depth, 48, 5, move |inner| {
            let keys = prop::sample::select(vec![
                "type",
                "properties",
                "required",
                "enum",
                "const",
                "items",
                "additionalProperties",
                "anyOf",
                "oneOf",
                "allOf",
                "not",
                "prefixItems",
                "$defs",
                "definitions",
                "$ref",
                "minimum",
                "exclusiveMaximum",
                "multipleOf",
                "minLength",
                "maxItems",
                "uniqueItems",
                "format",
                "description",
                "title",
                "default",
                "examples",
                "pattern",
                "if",
                "then",
                "contains",
                "propertyNames",
                "minContains",
                "unevaluatedProperties",
                "a",
                "d",
                "0",
                "x-extra",
            ]);
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
                prop::collection::btree_map(
                    keys.prop_map(str::to_owned),
                    prop_oneof![inner, value.clone()],
                    0..5
                )
                .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    fn arbitrary_json(depth: u32) -> impl proptest::strategy::Strategy<Value = Value> {
        use proptest::prelude::*;
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            (-5i64..5).prop_map(Value::from),
            prop::sample::select(vec![
                "object", "array", "string", "dict", "STRING", "any", "x", "null"
            ])
            .prop_map(Value::from),
        ];
        leaf.prop_recursive(depth, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
                prop::collection::btree_map(
                    prop::sample::select(vec![
                        "type",
                        "properties",
                        "items",
                        "enum",
                        "required",
                        "additionalProperties",
                        "nullable",
                        "anyOf",
                        "a",
                        "b"
                    ])
                    .prop_map(str::to_owned),
                    inner,
                    0..4
                )
                .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    #[test]
    fn a_strict_flag_that_is_not_a_boolean_is_refused_at_its_path() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "t", "strict": {}})]);
        assert_eq!(catalog.err().map(|e| e.path), Some("/0/strict".to_owned()));
        let nested = ToolCatalog::from_json(&[
            json!({"type": "function", "function": {"name": "t", "strict": "yes"}}),
        ]);
        assert_eq!(
            nested.err().map(|e| e.path),
            Some("/0/function/strict".to_owned())
        );
        assert!(ToolCatalog::from_json(&[json!({"name": "t", "strict": null})]).is_ok());
    }

    #[test]
    fn a_schema_whose_refs_expand_exponentially_is_refused_and_a_recursive_one_is_not() {
        let mut defs = serde_json::Map::new();
        for level in 0..20 {
            let next = format!("#/$defs/d{}", level + 1);
            defs.insert(
                format!("d{level}"),
                json!({"anyOf": [{"$ref": next}, {"$ref": next, "type": "object"}]}),
            );
        }
        defs.insert("d20".to_owned(), json!({"type": "string"}));
        let exploding = json!({"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}},
                               "$defs": defs});
        assert_eq!(expanded_size(&exploding, MAX_EXPANDED_SUBSCHEMAS), None);
        let catalog = ToolCatalog::from_json(&[json!({"name": "t", "parameters": exploding})]);
        let error = catalog.err().map(|e| e.path).unwrap_or_default();
        assert_eq!(error, "/0/parameters");
        let tree = json!({"type": "object", "properties": {
            "name": {"type": "string"},
            "children": {"type": "array", "items": {"$ref": "#"}}}});
        assert!(expanded_size(&tree, MAX_EXPANDED_SUBSCHEMAS).is_some_and(|n| n < 20));
        assert!(ToolCatalog::from_json(&[json!({"name": "t", "parameters": tree})]).is_ok());
    }

    #[test]
    fn a_spent_budget_stops_compiling_before_the_next_tool_and_is_not_cached() {
        let tools = Value::Array(
            (0..50)
                .map(|i| json!({"name": format!("t{i}"), "parameters": {"type": "object"}}))
                .collect(),
        );
        let parts = [("/available_tools", &tools)];
        let cache = CatalogCache::new(4);
        let error = cache.compile_within(&parts, &Budget::spent()).unwrap_err();
        assert_eq!(error.path, "/available_tools/0");
        assert!(error.message.contains("time ran out"), "{}", error.message);
        assert_eq!(cache.compile(&parts).unwrap().tools().len(), 50);
    }

    fn tools_with_pattern(count: usize, pattern: &str) -> Value {
        Value::Array(
            (0..count)
                .map(|i| {
                    json!({"name": format!("t{i}"), "parameters": {"type": "object",
                        "properties": {"pattern": {"type": "string", "pattern": pattern}}}})
                })
                .collect(),
        )
    }

    #[test]
    fn a_catalog_whose_patterns_compile_past_the_total_limit_is_refused_at_the_tool() {
        let tools = tools_with_pattern(200, "(?:\\p{L}|\\d){20}");
        let error = ToolCatalog::from_parts(&[("/available_tools", &tools)]).unwrap_err();
        assert!(
            error.path.starts_with("/available_tools/"),
            "{}",
            error.path
        );
        assert_ne!(error.path, "/available_tools/0");
        assert!(
            error.message.contains("patterns compile to more than"),
            "{}",
            error.message
        );
        let ordinary = tools_with_pattern(200, "^\\d{4}-\\d{2}-\\d{2}$");
        assert!(ToolCatalog::from_parts(&[("/available_tools", &ordinary)]).is_ok());
        let words = tools_with_pattern(200, "^[\\w.-]{1,64}$");
        assert!(ToolCatalog::from_parts(&[("/available_tools", &words)]).is_ok());
    }
}
