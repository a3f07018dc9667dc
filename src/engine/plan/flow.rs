//! Data flow between a plan's steps: what each tool consumes and produces, the links a request's
//! `tool_graph` allows, and the references to other steps written inside a step's inputs
//! (`<node-2>`, `{{step_3.output}}`, `$step_3`).

use std::collections::{HashMap, HashSet};
use std::fmt;

use foldhash::fast::RandomState;
use serde_json::{Map, Value};

use super::CatalogError;

/// The data types a catalog entry lists under `key` (or under `alias`, the task-graph spelling
/// `input-type` / `output-type`): lower-cased, trimmed, without repeats; `None` when it lists none.
///
/// # Errors
/// The entry's list is not an array of strings.
pub fn types(
    object: &Map<String, Value>,
    key: &str,
    alias: &str,
) -> Result<Option<Vec<String>>, (String, String)> {
    let Some((used, value)) = [key, alias]
        .into_iter()
        .find_map(|k| object.get(k).map(|v| (k, v)))
    else {
        return Ok(None);
    };
    let bad = || {
        (
            used.to_owned(),
            format!("{used} must be an array of type names"),
        )
    };
    let list = match value {
        Value::Null => return Ok(None),
        Value::String(s) => vec![s.as_str()],
        Value::Array(items) => items
            .iter()
            .map(Value::as_str)
            .collect::<Option<Vec<&str>>>()
            .ok_or_else(bad)?,
        _ => return Err(bad()),
    };
    let mut out: Vec<String> = Vec::with_capacity(list.len());
    for item in list {
        let name = item.trim().to_lowercase();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    Ok(Some(out))
}

/// The tool links a request allows (`tool_graph`): `[from, to]` pairs of tool names.
#[derive(Debug, Default, Clone)]
pub struct ToolGraph {
    /// From -> the tools it may feed.
    links: HashMap<String, HashSet<String, RandomState>, RandomState>,
}

impl ToolGraph {
    /// Reads `[[from, to], ...]`; each link may also be `{"source", "target"}` (the task-graph
    /// spelling) or `{"from", "to"}`. Linear in the number of links.
    ///
    /// # Errors
    /// Not an array, or a link that is not a pair of tool names (the path is its position).
    pub fn from_json(value: &Value) -> Result<Self, CatalogError> {
        let Some(items) = value.as_array() else {
            return Err(CatalogError {
                path: String::new(),
                message: "tool_graph must be an array of [from, to] tool links".to_owned(),
            });
        };
        let mut graph = Self::default();
        for (i, item) in items.iter().enumerate() {
            let pair = match item {
                Value::Array(pair) if pair.len() == 2 => pair
                    .first()
                    .and_then(Value::as_str)
                    .zip(pair.get(1).and_then(Value::as_str)),
                Value::Object(link) => ["source", "from"]
                    .into_iter()
                    .find_map(|k| link.get(k).and_then(Value::as_str))
                    .zip(
                        ["target", "to"]
                            .into_iter()
                            .find_map(|k| link.get(k).and_then(Value::as_str)),
                    ),
                _ => None,
            };
            let Some((from, to)) = pair else {
                return Err(CatalogError {
                    path: format!("/{i}"),
                    message: "a link is [from, to]: two tool names".to_owned(),
                });
            };
            graph
                .links
                .entry(from.to_owned())
                .or_default()
                .insert(to.to_owned());
        }
        Ok(graph)
    }

    /// Whether the graph allows `from`'s output to feed `to`.
    #[must_use]
    pub fn allows(&self, from: &str, to: &str) -> bool {
        self.links
            .get(from)
            .is_some_and(|targets| targets.contains(to))
    }

    /// How many links the graph allows.
    #[must_use]
    pub fn len(&self) -> usize {
        self.links.values().map(HashSet::len).sum()
    }

    /// Whether the graph allows no link at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }
}

/// How a reference names its step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// By id (`{{search.output}}`, `$fetch`): the name as written.
    Id(String),
    /// By position from 0 (`<node-2>`, the task-graph convention), unless a step has that id.
    FromZero(usize, String),
    /// By position from 1 (`{{step_3.output}}`, `$step_3`), unless a step has that id.
    FromOne(usize, String),
}

/// One reference to another step found inside a string input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// What it points at.
    pub target: Target,
    /// The reference as written (`<node-3>`).
    pub written: String,
}

/// The step references in `text`: `<node-N>` / `<step-N>`, `{{name}}` or `{{name.field}}`, and
/// `$name` / `${name}`. Only names that look like a step (`node`, `step` or `task` with a
/// number) or that end in an output field (`.output`, `.result`) count, so an ordinary template
/// variable (`{{user_name}}`, `$HOME`) is left alone. Linear in the length of `text`.
#[must_use]
pub fn references(text: &str) -> Vec<Reference> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let (open_len, close): (usize, &[u8]) = match b {
            b'<' => (1, b">"),
            b'{' if bytes.get(i + 1) == Some(&b'{') => (2, b"}}"),
            b'$' if bytes.get(i + 1) == Some(&b'{') => (2, b"}"),
            b'$' => (1, b""),
            _ => {
                i += 1;
                continue;
            }
        };
        let start = i + open_len;
        // The name: letters, digits, `_`, `-`, `.`, spaces inside braces; bounded by the text.
        let mut end = start;
        while let Some(&c) = bytes.get(end) {
            let inside_braces = !close.is_empty() && close != b">";
            if c.is_ascii_alphanumeric()
                || c == b'_'
                || c == b'-'
                || c == b'.'
                || (inside_braces && c == b' ')
            {
                end += 1;
            } else {
                break;
            }
        }
        let closed = close.is_empty() || bytes.get(end..end + close.len()) == Some(close);
        let name = text.get(start..end).unwrap_or_default().trim();
        if closed && !name.is_empty() {
            let dollar = b == b'$';
            if let Some(target) = target(name, b == b'<', dollar) {
                let written_end = end + close.len();
                found.push(Reference {
                    target,
                    written: text.get(i..written_end).unwrap_or_default().to_owned(),
                });
                i = written_end.max(i + 1);
                continue;
            }
        }
        i = end.max(i + 1);
    }
    found
}

/// What a reference name points at, or `None` when it does not look like a step reference.
/// `node` numbers count from 0 (the task-graph convention), `step` and `task` numbers from 1.
fn target(name: &str, angle: bool, dollar: bool) -> Option<Target> {
    let name = name.trim_end_matches('.');
    let (head, field) = name.split_once('.').unwrap_or((name, ""));
    let field = field
        .split('.')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let output_field = matches!(
        field.as_str(),
        "output" | "outputs" | "result" | "results" | "out"
    );
    let lower = head.to_ascii_lowercase();
    for (word, from_zero) in [("node", true), ("step", false), ("task", false)] {
        if let Some(rest) = lower.strip_prefix(word) {
            let digits = rest.trim_start_matches(['-', '_', ' ']);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                let n: usize = digits.parse().ok()?;
                return Some(if from_zero {
                    Target::FromZero(n, head.to_owned())
                } else {
                    Target::FromOne(n, head.to_owned())
                });
            }
        }
    }
    // `$name.output`, `{{name.output}}`: a step named by id. `<...>` is only for numbered nodes.
    (output_field && !angle && !head.is_empty() && (dollar || !head.contains(' ')))
        .then(|| Target::Id(head.to_owned()))
}

/// A step from a container down to one of its values: an object key or an array position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Token<'a> {
    /// An object member, by its key.
    Key(&'a str),
    /// An array item, by its position.
    Index(usize),
}

impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Key(key) => f.write_str(key),
            Self::Index(k) => write!(f, "{k}"),
        }
    }
}

/// Every string in `value` (at any depth) that holds a step reference, in document order:
/// `found` is given the tokens from `value` down to the string and the string's references.
/// Linear in the size of `value`: a string is read for references only when it has a `<`, `{`
/// or `$`, and nothing is built for one without a reference (the caller spells a pointer out
/// from the tokens only for what it reports).
pub fn referencing_strings<'a>(
    value: &'a Value,
    tokens: &mut Vec<Token<'a>>,
    found: &mut dyn FnMut(&[Token<'a>], Vec<Reference>),
) {
    match value {
        Value::String(s) if s.bytes().any(|b| matches!(b, b'<' | b'{' | b'$')) => {
            let references = references(s);
            if !references.is_empty() {
                found(tokens, references);
            }
        }
        Value::Array(items) => {
            for (k, item) in items.iter().enumerate() {
                if matches!(item, Value::String(_) | Value::Array(_) | Value::Object(_)) {
                    tokens.push(Token::Index(k));
                    referencing_strings(item, tokens, found);
                    tokens.pop();
                }
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                if matches!(item, Value::String(_) | Value::Array(_) | Value::Object(_)) {
                    tokens.push(Token::Key(key));
                    referencing_strings(item, tokens, found);
                    tokens.pop();
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used)] // a failing test may panic
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn targets(text: &str) -> Vec<Target> {
        references(text).into_iter().map(|r| r.target).collect()
    }

    #[test]
    fn the_three_reference_spellings_are_read() {
        assert_eq!(
            targets("<node-2>"),
            vec![Target::FromZero(2, "node-2".to_owned())]
        );
        assert_eq!(
            targets("use {{step_3.output}} then"),
            vec![Target::FromOne(3, "step_3".to_owned())]
        );
        assert_eq!(
            targets("$step_3 and ${step4}"),
            vec![
                Target::FromOne(3, "step_3".to_owned()),
                Target::FromOne(4, "step4".to_owned())
            ]
        );
        assert_eq!(
            targets("{{ fetch.output }}"),
            vec![Target::Id("fetch".to_owned())]
        );
    }

    #[test]
    fn ordinary_text_and_template_variables_are_not_references() {
        assert!(targets("a <b>bold</b> claim costs $5, {{user_name}}, $HOME").is_empty());
        assert!(targets("example.jpg").is_empty());
        assert_eq!(
            targets("<step-1>"),
            vec![Target::FromOne(1, "step-1".to_owned())]
        );
    }

    #[test]
    fn type_lists_are_lower_cased_and_read_under_either_spelling() {
        let tool = json!({"input-type": ["Image", "text", "image"], "produces": "Text"});
        let object = tool.as_object().unwrap();
        assert_eq!(
            types(object, "consumes", "input-type").unwrap(),
            Some(vec!["image".to_owned(), "text".to_owned()])
        );
        assert_eq!(
            types(object, "produces", "output-type").unwrap(),
            Some(vec!["text".to_owned()])
        );
        let bad = json!({"consumes": [1]});
        assert!(types(bad.as_object().unwrap(), "consumes", "input-type").is_err());
    }

    #[test]
    fn a_tool_graph_reads_pairs_and_source_target_links() {
        let graph =
            ToolGraph::from_json(&json!([["A", "B"], {"source": "B", "target": "C"}])).unwrap();
        assert!(graph.allows("A", "B") && graph.allows("B", "C") && !graph.allows("A", "C"));
        assert_eq!(
            ToolGraph::from_json(&json!([["A"]])).unwrap_err().path,
            "/0"
        );
    }

    proptest! {
        #[test]
        fn references_never_panic_on_any_text(text in ".{0,300}") {
            for reference in references(&text) {
                prop_assert!(text.contains(&reference.written));
            }
        }
    }
}
