//! An agent's plan against the tools that really exist: invented tools (with suggestions, see
//! [`suggest`]), broken dependencies, cycles, data that cannot flow between the linked tools or
//! references to steps that do not exist (see [`flow`]), and inputs that break the tool's JSON
//! Schema or that it never declared.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::sync::Arc;

use foldhash::fast::RandomState;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::budget::Budget;
use super::catalog::{ArgumentOptions, ArgumentRules, CatalogCache};
pub use super::catalog::{CatalogError, Tool, ToolCatalog, check_arguments, check_arguments_under};
use super::{Alert, Policy, Rule, pointer};

pub mod flow;
pub mod suggest;

/// Most step ids a `missing_dependency` alert offers for a dependency on a tool several steps
/// use (the message counts the rest).
const MAX_CANDIDATE_STEPS: usize = 10;

/// Most problems the `feedback` text spells out, one line each (it counts the rest): a planner
/// can act on these, and a plan of thousands of broken steps gets a text of kilobytes, not
/// megabytes.
const MAX_FEEDBACK_PROBLEMS: usize = 50;

const ENDPOINT: &str = "/validate/plan";

/// Distinct per-request catalogs kept compiled.
const CATALOG_CACHE_ENTRIES: usize = 64;

rule!(
    UNKNOWN_TOOL,
    "plan.unknown_tool",
    HallucinatedTool,
    Critical,
    "The step's tool is not in the catalog; suggested_tools says what exists."
);
rule!(
    MISSING_TOOL_NAME,
    "plan.missing_tool_name",
    InvalidParameters,
    High,
    "A step without a tool (or a step that is not an object)."
);
rule!(
    DUPLICATE_STEP_ID,
    "plan.duplicate_step_id",
    InvalidDependency,
    High,
    "Two steps share an id."
);
rule!(
    MISSING_DEPENDENCY,
    "plan.missing_dependency",
    InvalidDependency,
    High,
    "A step depends on an id no step has."
);
rule!(
    SELF_DEPENDENCY,
    "plan.self_dependency",
    InvalidDependency,
    High,
    "A step depends on itself."
);
rule!(
    FORWARD_DEPENDENCY,
    "plan.forward_dependency",
    InvalidDependency,
    High,
    "A step depends on a step that comes later in the plan."
);
rule!(
    DEPENDENCY_CYCLE,
    "plan.dependency_cycle",
    DependencyCycle,
    Critical,
    "Steps depend on each other in a cycle (the ids in order)."
);
rule!(
    INVALID_INPUTS,
    "plan.invalid_inputs",
    InvalidParameters,
    High,
    "The step's inputs violate the tool's JSON Schema (one alert per violation)."
);
rule!(
    UNKNOWN_INPUT,
    "plan.unknown_input",
    HallucinatedParameter,
    Medium,
    "An input (at any depth) the tool's schema does not declare; high when its object is closed."
);
rule!(
    EMPTY,
    "plan.empty",
    InvalidParameters,
    Medium,
    "The plan has no steps."
);
rule!(
    INCOMPATIBLE_LINK,
    "plan.incompatible_link",
    InvalidDependency,
    High,
    "A step depends on a step whose tool produces nothing the dependent tool consumes, or the link is not in tool_graph."
);
rule!(
    UNRESOLVED_REFERENCE,
    "plan.unresolved_reference",
    InvalidDependency,
    High,
    "A step's inputs reference a step that does not exist (<node-3>, {{step_3.output}}, $step_3)."
);

/// Every rule of this family, in the order they run.
pub const RULES: &[Rule] = &[
    UNKNOWN_TOOL,
    MISSING_TOOL_NAME,
    DUPLICATE_STEP_ID,
    MISSING_DEPENDENCY,
    SELF_DEPENDENCY,
    FORWARD_DEPENDENCY,
    DEPENDENCY_CYCLE,
    INVALID_INPUTS,
    UNKNOWN_INPUT,
    EMPTY,
    INCOMPATIBLE_LINK,
    UNRESOLVED_REFERENCE,
];

/// Settings of the plan family.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanConfig {
    /// The rejection policy for plans (one high alert rejects by default).
    pub policy: Policy,
    /// Catalog names at least this similar (normalised Levenshtein, 0..1) are suggested.
    pub similarity_floor: f64,
    /// Most suggestions per unknown tool.
    pub max_suggestions: usize,
    /// Names LLMs invent, each with the real tools to suggest instead, in order.
    pub aliases: BTreeMap<String, Vec<String>>,
    /// Named tool catalogs: name -> JSON file (relative to the config file) or `builtin:<name>`.
    pub registries: BTreeMap<String, String>,
}

/// The plan rules compiled from their configuration, with the configured registries.
#[derive(Debug)]
pub struct PlanRules {
    config: PlanConfig,
    registries: BTreeMap<String, Arc<ToolCatalog>>,
    arguments: ArgumentOptions,
    cache: CatalogCache,
}

/// What checking a plan gives besides its alerts.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanOutcome {
    /// Every problem found.
    pub alerts: Vec<Alert>,
    /// Step ids in a valid order, or `None` when a cycle or self-dependency makes one impossible.
    pub execution_order: Option<Vec<String>>,
    /// Compact text for the planning LLM: what failed, which tools exist, what to use instead.
    pub feedback: String,
}

/// One step of a plan as the rules read it, however it was decoded: the fields of a step object
/// (a step that is not an object has none). [`PlanRules::check_within`] reads these from each
/// step's `Value`; a caller that decoded the steps itself passes them to
/// [`PlanRules::check_parts_within`] and gets the same outcome.
#[derive(Debug, Default)]
pub struct StepParts<'a> {
    /// `id` as text (a string as it is, a number as JSON writes it); `None` when absent or of
    /// another type.
    pub id: Option<Cow<'a, str>>,
    /// The first of `tool`, `action` and `task` the step has, and its value.
    pub tool: Option<(&'static str, Field<'a>)>,
    /// `inputs` as sent.
    pub inputs: Option<Cow<'a, Value>>,
    /// `arguments` as sent (read for step references when the step has no `inputs`).
    pub arguments: Option<Cow<'a, Value>>,
    /// The first of `depends_on` and `dependencies` the step has, and the ids it holds as text,
    /// each with its position when they were given as a list (items of other types skipped).
    pub depends_on: Option<(&'static str, DependsOn<'a>)>,
}

/// A step's dependencies as text, each with its position when they were given as a list.
pub type DependsOn<'a> = Vec<(Cow<'a, str>, Option<usize>)>;

/// A step field as sent: a string, or any other JSON.
#[derive(Debug, Clone)]
pub enum Field<'a> {
    /// A string.
    Str(Cow<'a, str>),
    /// Anything else (a string too, when read from a `Value`).
    Json(Cow<'a, Value>),
}

impl Field<'_> {
    /// The string, when the field is one.
    fn as_str(&self) -> Option<&str> {
        match self {
            Self::Str(s) => Some(s),
            Self::Json(v) => v.as_str(),
        }
    }

    /// The field as a JSON value.
    fn to_value(&self) -> Value {
        match self {
            Self::Str(s) => Value::String(s.clone().into_owned()),
            Self::Json(v) => v.clone().into_owned(),
        }
    }
}

impl<'a> StepParts<'a> {
    /// The parts of a step read whole: `None` for a step that is not an object.
    #[must_use]
    pub fn of(value: &'a Value) -> Option<Self> {
        let object = value.as_object()?;
        Some(Self {
            id: object.get("id").and_then(id_text),
            tool: ["tool", "action", "task"]
                .into_iter()
                .find_map(|k| object.get(k).map(|v| (k, Field::Json(Cow::Borrowed(v))))),
            inputs: object.get("inputs").map(Cow::Borrowed),
            arguments: object.get("arguments").map(Cow::Borrowed),
            depends_on: dependencies(object),
        })
    }
}

/// One step as the LLM wrote it, read leniently.
#[derive(Debug)]
struct Step<'a> {
    index: usize,
    id: Cow<'a, str>,
    /// The key the tool was given under (`tool`, `action` or `task`) and its value.
    tool: Option<(&'static str, &'a Field<'a>)>,
    inputs: Option<&'a Value>,
    /// Where step references are read: `inputs`, else the task-graph spelling `arguments`.
    references_in: Option<(&'static str, &'a Value)>,
    /// Each dependency with where it was written (key, and position when given as a list).
    depends_on: Vec<(&'a str, DependencyAt)>,
    is_object: bool,
}

/// Where a dependency was written, turned into a JSON Pointer only when an alert needs one.
#[derive(Debug, Clone, Copy)]
struct DependencyAt {
    step: usize,
    key: &'static str,
    position: Option<usize>,
}

/// Where a data-flow link was written: a dependency, or the pointer of the input string that
/// refers to the step.
#[derive(Debug, Clone)]
enum LinkAt {
    Dependency(DependencyAt),
    Reference(String),
}

impl LinkAt {
    fn path(&self) -> String {
        match self {
            Self::Dependency(at) => at.path(),
            Self::Reference(path) => path.clone(),
        }
    }
}

impl DependencyAt {
    fn path(self) -> String {
        match self.position {
            Some(k) => pointer(["plan", &self.step.to_string(), self.key, &k.to_string()]),
            None => pointer(["plan", &self.step.to_string(), self.key]),
        }
    }
}

/// The string form of an id or a dependency: strings as they are, numbers as written.
fn id_text(value: &Value) -> Option<Cow<'_, str>> {
    match value {
        Value::String(s) => Some(Cow::Borrowed(s)),
        Value::Number(n) => Some(Cow::Owned(n.to_string())),
        _ => None,
    }
}

/// A step object's dependencies as [`StepParts::depends_on`] holds them.
fn dependencies(object: &Map<String, Value>) -> Option<(&'static str, DependsOn<'_>)> {
    let (key, value) = ["depends_on", "dependencies"]
        .into_iter()
        .find_map(|k| object.get(k).map(|v| (k, v)))?;
    let ids = match value {
        Value::Array(items) => items
            .iter()
            .enumerate()
            .filter_map(|(k, item)| id_text(item).map(|id| (id, Some(k))))
            .collect(),
        other => id_text(other)
            .map(|id| vec![(id, None)])
            .unwrap_or_default(),
    };
    Some((key, ids))
}

impl<'a> Step<'a> {
    fn read(index: usize, parts: Option<&'a StepParts<'a>>) -> Self {
        let Some(parts) = parts else {
            return Self {
                index,
                id: Cow::Owned(format!("#{index}")),
                tool: None,
                inputs: None,
                references_in: None,
                depends_on: Vec::new(),
                is_object: false,
            };
        };
        let id = parts
            .id
            .as_deref()
            .map_or_else(|| Cow::Owned(format!("#{index}")), Cow::Borrowed);
        let depends_on = parts
            .depends_on
            .as_ref()
            .map(|(key, ids)| {
                ids.iter()
                    .map(|(id, position)| {
                        (
                            &**id,
                            DependencyAt {
                                step: index,
                                key,
                                position: *position,
                            },
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        Self {
            index,
            id,
            tool: parts.tool.as_ref().map(|(key, field)| (*key, field)),
            inputs: parts.inputs.as_deref(),
            references_in: parts
                .inputs
                .as_deref()
                .map(|v| ("inputs", v))
                .or_else(|| parts.arguments.as_deref().map(|v| ("arguments", v))),
            depends_on,
            is_object: true,
        }
    }

    fn tool_name(&self) -> Option<&'a str> {
        self.tool
            .and_then(|(_, v)| v.as_str())
            .filter(|s| !s.is_empty())
    }
}

impl PlanRules {
    /// Compiles the configuration and the registries loaded for it (name -> catalog entries).
    #[must_use]
    pub fn new(config: &PlanConfig, registries: &BTreeMap<String, Vec<Value>>) -> Self {
        let registries = registries
            .iter()
            .filter_map(|(name, entries)| {
                ToolCatalog::from_json_deferred(entries)
                    .ok()
                    .map(|c| (name.clone(), Arc::new(c)))
            })
            .collect();
        Self {
            config: config.clone(),
            registries,
            arguments: ArgumentOptions::default(),
            cache: CatalogCache::new(CATALOG_CACHE_ENTRIES),
        }
    }

    /// The same rules judging arguments under `arguments` (plans and tool calls alike).
    #[must_use]
    pub fn with_arguments(mut self, arguments: ArgumentOptions) -> Self {
        self.arguments = arguments;
        self
    }

    /// How arguments are judged.
    #[must_use]
    pub fn arguments(&self) -> ArgumentOptions {
        self.arguments
    }

    /// Compiles a per-request catalog (see [`ToolCatalog::from_parts`]), once per distinct
    /// content: the same catalog sent again is served from a bounded cache.
    ///
    /// # Errors
    /// An entry without a name, a name listed twice, or a schema that does not compile.
    pub fn compile_catalog(
        &self,
        parts: &[(&str, &Value)],
    ) -> Result<Arc<ToolCatalog>, CatalogError> {
        self.cache.compile(parts)
    }

    /// [`PlanRules::compile_catalog`] while `budget` lasts: checked before each tool.
    ///
    /// # Errors
    /// As [`PlanRules::compile_catalog`], and one naming the catalog when the budget is spent.
    pub fn compile_catalog_within(
        &self,
        parts: &[(&str, &Value)],
        budget: &Budget,
    ) -> Result<Arc<ToolCatalog>, CatalogError> {
        self.cache.compile_within(parts, budget)
    }

    /// The configured registry called `name`.
    #[must_use]
    pub fn registry(&self, name: &str) -> Option<Arc<ToolCatalog>> {
        self.registries.get(name).cloned()
    }

    /// The names of the configured registries.
    #[must_use]
    pub fn registry_names(&self) -> Vec<&str> {
        self.registries.keys().map(String::as_str).collect()
    }

    /// The alias map: names LLMs invent, each with the real tools to suggest instead.
    #[must_use]
    pub fn aliases(&self) -> &BTreeMap<String, Vec<String>> {
        &self.config.aliases
    }

    /// The default policy for plans.
    #[must_use]
    pub fn policy(&self) -> Policy {
        self.config.policy
    }

    /// Tools to suggest instead of `name`, best first, at most `max_suggestions`: its exact-case
    /// twin, the alias map's targets that exist, the catalog names at least `similarity_floor`
    /// similar, the names whose words all stand in `name` (or `name`'s words in them), then the
    /// tools whose description shares most of `name`'s words; when none of these exists, the
    /// names sharing a distinctive word with `name`. Uses the catalog's word index:
    /// linear in `name` plus a bounded cost per catalog name.
    #[must_use]
    pub fn suggestions(&self, name: &str, catalog: &ToolCatalog) -> Vec<String> {
        let limit = self.config.max_suggestions;
        let mut out: Vec<String> = Vec::new();
        let add = |candidate: &str, out: &mut Vec<String>| {
            if out.len() < limit
                && !out.iter().any(|o| o == candidate)
                && catalog.get(candidate).is_some()
            {
                out.push(candidate.to_owned());
            }
        };
        let found = catalog.index().find(name, self.config.similarity_floor);
        let name_at = |i: usize| catalog.tools().get(i).map(|t| t.name.as_str());
        if let Some(twin) = found.twin.and_then(name_at) {
            add(twin, &mut out);
        }
        if let Some(targets) = self
            .config
            .aliases
            .get(name)
            .or_else(|| self.config.aliases.get(&name.to_lowercase()))
        {
            for target in targets {
                add(target, &mut out);
            }
        }
        for i in found
            .similar
            .into_iter()
            .chain(found.containing)
            .chain(found.describing)
        {
            if let Some(tool) = name_at(i) {
                add(tool, &mut out);
            }
        }
        // Nothing closer: the tools sharing a distinctive word still name the likely fix.
        if out.is_empty() {
            for tool in found.sharing.into_iter().filter_map(name_at) {
                add(tool, &mut out);
            }
        }
        out
    }

    /// Checks `plan` (the LLM's steps, any JSON) against `catalog`.
    #[must_use]
    pub fn check(&self, plan: &[Value], catalog: &ToolCatalog) -> PlanOutcome {
        self.check_with(plan, catalog, None)
    }

    /// Checks `plan` against `catalog` and, when given, the tool links `graph` allows.
    #[must_use]
    pub fn check_with(
        &self,
        plan: &[Value],
        catalog: &ToolCatalog,
        graph: Option<&flow::ToolGraph>,
    ) -> PlanOutcome {
        self.check_within(plan, catalog, graph, &Budget::unlimited())
    }

    /// [`PlanRules::check_with`] while `budget` lasts: checked before each step's tool and
    /// dependencies; once spent, the outcome holds what was found so far and no order.
    #[must_use]
    pub fn check_within(
        &self,
        plan: &[Value],
        catalog: &ToolCatalog,
        graph: Option<&flow::ToolGraph>,
        budget: &Budget,
    ) -> PlanOutcome {
        let parts: Vec<Option<StepParts<'_>>> = plan.iter().map(StepParts::of).collect();
        self.check_parts_within(&parts, catalog, graph, budget)
    }

    /// [`PlanRules::check_within`] on steps already read into their parts (`None` for a step
    /// that is not an object): the same outcome for the same steps.
    #[must_use]
    pub fn check_parts_within(
        &self,
        plan: &[Option<StepParts<'_>>],
        catalog: &ToolCatalog,
        graph: Option<&flow::ToolGraph>,
        budget: &Budget,
    ) -> PlanOutcome {
        let steps: Vec<Step<'_>> = plan
            .iter()
            .enumerate()
            .map(|(i, parts)| Step::read(i, parts.as_ref()))
            .collect();
        let mut alerts = Vec::new();
        if steps.is_empty() {
            alerts.push(
                Alert::new(&EMPTY, "/plan", "the plan has no steps")
                    .detected(0)
                    .expected("at least one step"),
            );
        }
        self.check_tools(&steps, catalog, budget, &mut alerts);

        // Ids: the first step with an id owns it; later ones are duplicates.
        // Tool and step ids are short; foldhash hashes them several times faster than SipHash.
        let mut position: HashMap<&str, usize, RandomState> =
            HashMap::with_capacity_and_hasher(steps.len(), RandomState::default());
        for step in steps.iter().filter(|s| s.is_object) {
            if let Some(first) = position.get(&*step.id) {
                alerts.push(
                    Alert::new(
                        &DUPLICATE_STEP_ID,
                        pointer(["plan", &step.index.to_string(), "id"]),
                        format!(
                            "steps {first} and {} share the id {:?}",
                            step.index, step.id
                        ),
                    )
                    .detected(step.id.to_string())
                    .expected("a unique step id"),
                );
            } else {
                position.insert(&step.id, step.index);
            }
        }

        let mut blocked = false;
        let mut edges: Vec<Vec<usize>> = vec![Vec::new(); steps.len()];
        // Data-flow links (dependent, dependency, where written), checked once each below.
        let mut links: Vec<(usize, usize, LinkAt)> = Vec::new();
        let by_tool = steps_by_tool(&steps);
        for step in budget.take_while_left(&steps) {
            for (dep, at) in &step.depends_on {
                let target = match position.get(*dep) {
                    Some(&target) => target,
                    None => match (
                        by_tool.get(*dep).map_or(&[][..], Vec::as_slice),
                        node_position(dep, steps.len()),
                    ) {
                        ([only], _) => *only,
                        // `node-2` / `<node-2>`: the task-graph name of the third step.
                        ([], Some(node)) => node,
                        ([], None) => {
                            alerts.push(
                                Alert::new(
                                    &MISSING_DEPENDENCY,
                                    at.path(),
                                    format!(
                                        "step {:?} depends on {dep:?}, which no step has",
                                        step.id
                                    ),
                                )
                                .detected(dep.to_string())
                                .expected("the id of a step in the plan"),
                            );
                            continue;
                        }
                        (several, _) => {
                            // The first few: a plan of thousands of steps of one tool, each
                            // naming the tool, must not list every step in every alert.
                            let candidates: Vec<String> = several
                                .iter()
                                .take(MAX_CANDIDATE_STEPS)
                                .filter_map(|i| steps.get(*i).map(|s| s.id.to_string()))
                                .collect();
                            let more = several.len().saturating_sub(candidates.len());
                            alerts.push(
                                Alert::new(
                                    &MISSING_DEPENDENCY,
                                    at.path(),
                                    format!(
                                        "step {:?} depends on {dep:?}, a tool {} steps use; name one step id: {}{}",
                                        step.id,
                                        several.len(),
                                        candidates.join(", "),
                                        if more > 0 {
                                            format!(" and {more} more")
                                        } else {
                                            String::new()
                                        }
                                    ),
                                )
                                .detected(dep.to_string())
                                .expected(candidates),
                            );
                            continue;
                        }
                    },
                };
                if *dep == step.id || target == step.index {
                    blocked = true;
                    alerts.push(
                        Alert::new(
                            &SELF_DEPENDENCY,
                            at.path(),
                            format!("step {:?} depends on itself", step.id),
                        )
                        .detected(dep.to_string())
                        .expected("the id of another step"),
                    );
                    continue;
                }
                if target > step.index {
                    alerts.push(
                        Alert::new(
                            &FORWARD_DEPENDENCY,
                            at.path(),
                            format!("step {:?} depends on {dep:?}, which comes later", step.id),
                        )
                        .detected(dep.to_string())
                        .expected("a step that comes earlier"),
                    );
                }
                if let Some(list) = edges.get_mut(step.index) {
                    list.push(target);
                }
                links.push((step.index, target, LinkAt::Dependency(*at)));
            }
            let lookup = Lookup {
                steps: &steps,
                position: &position,
                by_tool: &by_tool,
            };
            Self::check_references(step, &lookup, &mut alerts, &mut edges, &mut links);
        }
        if budget.is_spent() {
            return PlanOutcome {
                alerts,
                execution_order: None,
                feedback: String::new(),
            };
        }
        check_links(&steps, &links, catalog, graph, &mut alerts);
        let cycles = find_cycles(&edges);
        for cycle in &cycles {
            let ids: Vec<String> = cycle
                .iter()
                .filter_map(|i| steps.get(*i).map(|s| s.id.to_string()))
                .collect();
            let first = cycle.first().copied().unwrap_or_default();
            let mut shown = ids.join(" -> ");
            if let Some(head) = ids.first() {
                let _ = write!(shown, " -> {head}");
            }
            alerts.push(
                Alert::new(
                    &DEPENDENCY_CYCLE,
                    pointer(["plan".to_owned(), first.to_string()]),
                    format!("dependency cycle: {shown} (each depends on the next)"),
                )
                .detected(ids.clone())
                .expected("dependencies without a cycle")
                .with("cycle", ids),
            );
        }
        let owners: Vec<bool> = steps
            .iter()
            .map(|s| s.is_object && position.get(&*s.id) == Some(&s.index))
            .collect();
        let execution_order = if blocked || !cycles.is_empty() {
            None
        } else {
            Some(topological_order(&steps, &edges, &owners))
        };
        let feedback = feedback(&steps, &alerts, catalog);
        PlanOutcome {
            alerts,
            execution_order,
            feedback,
        }
    }

    /// Reads the step references inside `step`'s inputs: one that resolves becomes a data-flow
    /// link (and an ordering edge); one that does not is `plan.unresolved_reference`.
    fn check_references(
        step: &Step<'_>,
        lookup: &Lookup<'_, '_>,
        alerts: &mut Vec<Alert>,
        edges: &mut [Vec<usize>],
        links: &mut Vec<(usize, usize, LinkAt)>,
    ) {
        let Some((key, value)) = step.references_in else {
            return;
        };
        let Lookup {
            steps,
            position,
            by_tool,
        } = lookup;
        let mut found = |tokens: &[flow::Token<'_>], references: Vec<flow::Reference>| {
            let path = pointer(
                [
                    flow::Token::Key("plan"),
                    flow::Token::Index(step.index),
                    flow::Token::Key(key),
                ]
                .iter()
                .chain(tokens),
            );
            for reference in references {
                let resolved = match &reference.target {
                    flow::Target::Id(name) => position.get(name.as_str()).copied().or_else(|| {
                        match by_tool.get(name.as_str()).map_or(&[][..], Vec::as_slice) {
                            [only] => Some(*only),
                            _ => None,
                        }
                    }),
                    flow::Target::FromZero(n, written) => position
                        .get(written.as_str())
                        .copied()
                        .or_else(|| (*n < steps.len()).then_some(*n)),
                    flow::Target::FromOne(n, written) => position
                        .get(written.as_str())
                        .copied()
                        .or_else(|| (1..=steps.len()).contains(n).then(|| n - 1)),
                };
                match resolved {
                    Some(target) if target != step.index => {
                        if let Some(list) = edges.get_mut(step.index) {
                            if !list.contains(&target) {
                                list.push(target);
                            }
                        }
                        links.push((step.index, target, LinkAt::Reference(path.clone())));
                    }
                    _ => {
                        let why = if resolved.is_some() {
                            "its own output".to_owned()
                        } else {
                            format!("a step the plan does not have ({} steps)", steps.len())
                        };
                        alerts.push(
                            Alert::new(
                                &UNRESOLVED_REFERENCE,
                                path.clone(),
                                format!(
                                    "step {:?} uses {}, which refers to {why}",
                                    step.id, reference.written
                                ),
                            )
                            .detected(reference.written.clone())
                            .expected("a reference to an earlier step of the plan"),
                        );
                    }
                }
            }
        };
        flow::referencing_strings(value, &mut Vec::new(), &mut found);
    }

    fn check_tools(
        &self,
        steps: &[Step<'_>],
        catalog: &ToolCatalog,
        budget: &Budget,
        alerts: &mut Vec<Alert>,
    ) {
        for step in budget.take_while_left(steps) {
            let Some(name) = step.tool_name() else {
                let step_path = pointer(["plan".to_owned(), step.index.to_string()]);
                let detected = step.tool.map_or(Value::Null, |(_, v)| v.to_value());
                let why = if step.is_object {
                    "names no tool"
                } else {
                    "is not an object"
                };
                alerts.push(
                    Alert::new(
                        &MISSING_TOOL_NAME,
                        step_path,
                        format!("step {} {why}", step.index),
                    )
                    .detected(detected)
                    .expected("a step object with a tool name"),
                );
                continue;
            };
            let key = step.tool.map_or("tool", |(k, _)| k);
            let Some(tool) = catalog.get(name) else {
                let suggested = self.suggestions(name, catalog);
                let hint = if suggested.is_empty() {
                    String::new()
                } else {
                    format!("; did you mean {}?", suggested.join(", "))
                };
                alerts.push(
                    Alert::new(
                        &UNKNOWN_TOOL,
                        pointer(["plan", &step.index.to_string(), key]),
                        format!("tool {name:?} does not exist{hint}"),
                    )
                    .detected(name)
                    .expected("a tool from the catalog")
                    .with("suggested_tools", suggested),
                );
                continue;
            };
            check_inputs(step, tool, self.arguments, alerts);
        }
    }
}

/// The step a `node-k` or `<node-k>` dependency names (counted from 0), when the plan has it.
fn node_position(dep: &str, steps: usize) -> Option<usize> {
    let bare = dep.trim().trim_start_matches('<').trim_end_matches('>');
    match flow::references(&format!("<{bare}>")).first()?.target {
        flow::Target::FromZero(n, _) => (n < steps).then_some(n),
        _ => None,
    }
}

/// What a reference or a dependency is resolved against.
struct Lookup<'s, 'a> {
    steps: &'s [Step<'a>],
    position: &'s HashMap<&'a str, usize, RandomState>,
    by_tool: &'s StepsByTool<'a>,
}

/// Tool name -> the steps (objects) that use it, in plan order; a dependency may name a step by
/// a tool exactly one step uses. Linear in the plan.
type StepsByTool<'a> = HashMap<&'a str, Vec<usize>, RandomState>;

fn steps_by_tool<'a>(steps: &[Step<'a>]) -> StepsByTool<'a> {
    let mut by_tool: StepsByTool<'a> = HashMap::default();
    for step in steps.iter().filter(|s| s.is_object) {
        if let Some(name) = step.tool_name() {
            by_tool.entry(name).or_default().push(step.index);
        }
    }
    by_tool
}

/// `plan.incompatible_link` for each data-flow link whose tools are both in the catalog: the
/// dependency produces none of the types the dependent consumes, or `graph` has no such link.
/// One alert per pair of steps.
fn check_links(
    steps: &[Step<'_>],
    links: &[(usize, usize, LinkAt)],
    catalog: &ToolCatalog,
    graph: Option<&flow::ToolGraph>,
    alerts: &mut Vec<Alert>,
) {
    let mut seen: std::collections::HashSet<(usize, usize), RandomState> =
        std::collections::HashSet::with_capacity_and_hasher(links.len(), RandomState::default());
    for (to, from, path) in links {
        if !seen.insert((*to, *from)) {
            continue;
        }
        let (Some(step_to), Some(step_from)) = (steps.get(*to), steps.get(*from)) else {
            continue;
        };
        let tool = |s: &Step<'_>| s.tool_name().and_then(|n| catalog.get(n));
        let (Some(consumer), Some(producer)) = (tool(step_to), tool(step_from)) else {
            continue;
        };
        if let (Some(produces), Some(consumes)) = (&producer.produces, &consumer.consumes) {
            if !consumes.is_empty() && !produces.iter().any(|p| consumes.contains(p)) {
                let made = if produces.is_empty() {
                    "nothing".to_owned()
                } else {
                    produces.join(", ")
                };
                alerts.push(
                    Alert::new(
                        &INCOMPATIBLE_LINK,
                        path.path(),
                        format!(
                            "step {:?} ({}) takes the output of step {:?} ({}), which produces {made}; {} consumes {}",
                            step_to.id,
                            consumer.name,
                            step_from.id,
                            producer.name,
                            consumer.name,
                            consumes.join(", ")
                        ),
                    )
                    .detected(produces.clone())
                    .expected(consumes.clone()),
                );
                continue;
            }
        }
        if let Some(graph) = graph {
            if !graph.allows(&producer.name, &consumer.name) {
                alerts.push(
                    Alert::new(
                        &INCOMPATIBLE_LINK,
                        path.path(),
                        format!(
                            "step {:?} ({}) takes the output of step {:?} ({}), a link the tool graph does not allow",
                            step_to.id, consumer.name, step_from.id, producer.name
                        ),
                    )
                    .detected(vec![producer.name.clone(), consumer.name.clone()])
                    .expected("a [from, to] link listed in tool_graph"),
                );
            }
        }
    }
}

fn check_inputs(step: &Step<'_>, tool: &Tool, arguments: ArgumentOptions, alerts: &mut Vec<Alert>) {
    let empty = Value::Object(Map::new());
    check_arguments_under(
        tool,
        step.inputs.unwrap_or(&empty),
        &|| pointer(["plan", &step.index.to_string(), "inputs"]),
        ArgumentRules {
            invalid: &INVALID_INPUTS,
            unknown: &UNKNOWN_INPUT,
            defect: None,
        },
        arguments,
        alerts,
    );
}

/// Cycles among steps, one per strongly connected component (Tarjan, iterative, linear), each as
/// step indexes in dependency order starting from its earliest step.
fn find_cycles(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut component = vec![usize::MAX; n];
    // The components of more than one step (only those can hold a cycle), by number.
    let mut components: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut numbered = 0;
    let mut members = Vec::new();
    let mut counter = 0;
    // (node, next edge to look at), one buffer for every root.
    let mut work: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index.get(root).is_some_and(|i| *i != usize::MAX) {
            continue;
        }
        work.push((root, 0));
        while let Some(&mut (node, ref mut next)) = work.last_mut() {
            if *next == 0 && index.get(node) == Some(&usize::MAX) {
                set(&mut index, node, counter);
                set(&mut low, node, counter);
                counter += 1;
                stack.push(node);
                set(&mut on_stack, node, true);
            }
            let successors = edges.get(node).map_or(&[][..], Vec::as_slice);
            if let Some(&succ) = successors.get(*next) {
                *next += 1;
                if index.get(succ) == Some(&usize::MAX) {
                    work.push((succ, 0));
                } else if on_stack.get(succ) == Some(&true) {
                    let v = low
                        .get(node)
                        .copied()
                        .unwrap_or_default()
                        .min(index.get(succ).copied().unwrap_or_default());
                    set(&mut low, node, v);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                let v = low
                    .get(parent)
                    .copied()
                    .unwrap_or_default()
                    .min(low.get(node).copied().unwrap_or_default());
                set(&mut low, parent, v);
            }
            if low.get(node) == index.get(node) {
                members.clear();
                while let Some(member) = stack.pop() {
                    set(&mut on_stack, member, false);
                    set(&mut component, member, numbered);
                    members.push(member);
                    if member == node {
                        break;
                    }
                }
                if members.len() > 1 {
                    components.push((numbered, members.clone()));
                }
                numbered += 1;
            }
        }
    }
    let mut cycles: Vec<Vec<usize>> = components
        .iter()
        .map(|(c, members)| {
            let start = members.iter().copied().min().unwrap_or_default();
            cycle_through(start, *c, edges, &component)
        })
        .collect();
    cycles.sort_by_key(|c| c.first().copied());
    cycles
}

/// A shortest cycle from `start` back to it inside component `c` (breadth-first).
fn cycle_through(start: usize, c: usize, edges: &[Vec<usize>], component: &[usize]) -> Vec<usize> {
    let mut parent: HashMap<usize, usize, RandomState> = HashMap::default();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for &succ in edges.get(node).map_or(&[][..], Vec::as_slice) {
            if component.get(succ) != Some(&c) {
                continue;
            }
            if succ == start {
                let mut path = vec![node];
                let mut cursor = node;
                while let Some(&p) = parent.get(&cursor) {
                    path.push(p);
                    cursor = p;
                }
                path.reverse();
                return path;
            }
            if succ != start && !parent.contains_key(&succ) {
                parent.insert(succ, node);
                queue.push_back(succ);
            }
        }
    }
    vec![start]
}

fn set<T>(slots: &mut [T], at: usize, value: T) {
    if let Some(slot) = slots.get_mut(at) {
        *slot = value;
    }
}

/// Step ids in an order where every step comes after what it depends on (Kahn's algorithm,
/// taking the earliest ready step first, so the plan's own order is kept where it can be). Only
/// the steps that own their id take part: duplicates and non-objects are already reported.
fn topological_order(steps: &[Step<'_>], edges: &[Vec<usize>], owners: &[bool]) -> Vec<String> {
    let n = steps.len();
    let mut waiting_on = vec![0_usize; n];
    let owned = || {
        edges
            .iter()
            .enumerate()
            .filter(|(i, _)| owners.get(*i) == Some(&true))
    };
    // Each step's dependents, in one buffer: `starts[d]..starts[d + 1]` are `d`'s, in the order
    // the edges list them.
    let mut starts = vec![0_usize; n + 1];
    for (step, deps) in owned() {
        for &dep in deps {
            if let Some(w) = waiting_on.get_mut(step) {
                *w += 1;
            }
            if let Some(s) = starts.get_mut(dep + 1) {
                *s += 1;
            }
        }
    }
    for i in 1..starts.len() {
        let before = starts.get(i - 1).copied().unwrap_or_default();
        if let Some(s) = starts.get_mut(i) {
            *s += before;
        }
    }
    let mut filled = starts.clone();
    let mut dependents = vec![0_usize; starts.last().copied().unwrap_or_default()];
    for (step, deps) in owned() {
        for &dep in deps {
            if let Some(at) = filled.get_mut(dep) {
                set(&mut dependents, *at, step);
                *at += 1;
            }
        }
    }
    let mut ready: std::collections::BinaryHeap<std::cmp::Reverse<usize>> = (0..n)
        .filter(|i| owners.get(*i) == Some(&true) && waiting_on.get(*i) == Some(&0))
        .map(std::cmp::Reverse)
        .collect();
    let mut order = Vec::with_capacity(n);
    while let Some(std::cmp::Reverse(i)) = ready.pop() {
        if let Some(step) = steps.get(i) {
            order.push(step.id.to_string());
        }
        let range = starts.get(i).copied().unwrap_or_default()
            ..starts.get(i + 1).copied().unwrap_or_default();
        for &next in dependents.get(range).unwrap_or_default() {
            if let Some(w) = waiting_on.get_mut(next) {
                *w -= 1;
                if *w == 0 {
                    ready.push(std::cmp::Reverse(next));
                }
            }
        }
    }
    order
}

/// The text handed back to the planner: deterministic, compact, one line per problem.
fn feedback(steps: &[Step<'_>], alerts: &[Alert], catalog: &ToolCatalog) -> String {
    let mut text = String::new();
    if alerts.is_empty() {
        text.push_str("The plan is valid: every tool exists, every dependency resolves, every input fits its schema.");
        return text;
    }
    let _ = writeln!(
        text,
        "The plan has {} problem(s). Fix them and return the whole plan again.",
        alerts.len()
    );
    for alert in alerts.iter().take(MAX_FEEDBACK_PROBLEMS) {
        let step = alert
            .path
            .strip_prefix("/plan/")
            .and_then(|rest| rest.split('/').next())
            .and_then(|i| i.parse::<usize>().ok())
            .and_then(|i| steps.get(i));
        let label = step.map_or_else(|| "plan".to_owned(), |s| format!("step {}", s.id));
        let _ = write!(text, "- {label}: {}", alert.description);
        text.push('\n');
    }
    if let Some(more) = alerts
        .len()
        .checked_sub(MAX_FEEDBACK_PROBLEMS)
        .filter(|&n| n > 0)
    {
        let _ = writeln!(text, "- and {more} more problem(s) like these.");
    }
    let names: Vec<&str> = catalog.tools().iter().map(|t| t.name.as_str()).collect();
    let _ = write!(
        text,
        "Only these tools exist: {}. Use no other tool.",
        names.join(", ")
    );
    text
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use crate::engine::Severity;
    use proptest::prelude::*;
    use serde_json::json;

    fn rules() -> &'static PlanRules {
        static RULES: std::sync::LazyLock<PlanRules> = std::sync::LazyLock::new(|| {
            let config = Config::default();
            PlanRules::new(&config.plan, &config.plan_registries)
        });
        &RULES
    }

    fn automation() -> Arc<ToolCatalog> {
        rules().registry("automation").unwrap()
    }

    fn ids(outcome: &PlanOutcome) -> Vec<&'static str> {
        outcome.alerts.iter().map(|a| a.rule).collect()
    }

    fn run(plan: Value) -> PlanOutcome {
        rules().check(plan.as_array().unwrap(), &automation())
    }

    #[test]
    fn the_original_hallucinated_plan_is_rejected_with_organize_files_suggested() {
        let outcome = run(json!([
            {"id": "step_1", "tool": "create_folder", "inputs": {"name": "music"}},
            {"id": "step_2", "tool": "move_files", "inputs": {"pattern": "*.mp3"}, "depends_on": ["step_1"]}
        ]));
        assert_eq!(
            ids(&outcome),
            vec!["plan.unknown_tool", "plan.unknown_tool"]
        );
        assert_eq!(
            outcome.alerts[0].extra["suggested_tools"],
            json!(["organize_files"])
        );
        assert_eq!(outcome.alerts[0].path, "/plan/0/tool");
        assert!(outcome.feedback.contains(
            "- step step_1: tool \"create_folder\" does not exist; did you mean organize_files?"
        ));
        assert!(
            outcome
                .feedback
                .contains("Only these tools exist: search_documents")
        );
    }

    #[test]
    fn the_corrected_plan_passes_in_order() {
        let outcome = run(json!([
            {"id": "find", "tool": "search_documents", "inputs": {"query": "invoices 2024"}},
            {"id": "sort", "tool": "organize_files", "inputs": {"source": "~/Downloads", "destination": "~/Music", "pattern": "*.mp3"}, "depends_on": ["find"]}
        ]));
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        assert_eq!(
            outcome.execution_order,
            Some(vec!["find".to_owned(), "sort".to_owned()])
        );
    }

    #[test]
    fn a_name_differing_only_in_case_is_unknown_and_suggests_its_twin() {
        let outcome = run(json!([{"id": "a", "tool": "Compose_Email", "inputs": {}}]));
        assert_eq!(ids(&outcome), vec!["plan.unknown_tool"]);
        assert_eq!(
            outcome.alerts[0].extra["suggested_tools"][0],
            "compose_email"
        );
    }

    #[test]
    fn a_near_name_is_suggested_by_similarity() {
        let outcome = run(json!([{"id": "a", "tool": "compose_mail"}]));
        assert_eq!(
            outcome.alerts[0].extra["suggested_tools"],
            json!(["compose_email"])
        );
        let outcome = run(json!([{"id": "a", "tool": "launch_rockets"}]));
        assert_eq!(outcome.alerts[0].extra["suggested_tools"], json!([]));
    }

    #[test]
    fn alias_targets_come_in_configured_order() {
        let outcome = run(json!([{"id": "a", "tool": "make_presentation"}]));
        assert_eq!(
            outcome.alerts[0].extra["suggested_tools"],
            json!(["create_keynote", "create_keynote_with_images"])
        );
    }

    #[test]
    fn steps_without_a_tool_are_missing_a_tool_name_not_unknown() {
        let outcome = run(
            json!([{"id": "a"}, {"id": "b", "tool": ""}, {"id": "c", "tool": null}, "search", {"id": "e", "action": "search_documents", "inputs": {"query": "x"}}]),
        );
        assert_eq!(ids(&outcome), vec!["plan.missing_tool_name"; 4]);
        assert_eq!(outcome.alerts[3].path, "/plan/3");
    }

    #[test]
    fn dependency_problems_each_have_their_rule() {
        let outcome = run(json!([
            {"id": "a", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["b"]},
            {"id": "b", "tool": "search_documents", "inputs": {"query": "y"}, "dependencies": "zzz"},
            {"id": "b", "tool": "search_documents", "inputs": {"query": "z"}}
        ]));
        assert_eq!(
            ids(&outcome),
            vec![
                "plan.duplicate_step_id",
                "plan.forward_dependency",
                "plan.missing_dependency"
            ]
        );
        assert_eq!(outcome.alerts[2].path, "/plan/1/dependencies");
        // A forward dependency without a cycle still has an order.
        assert_eq!(
            outcome.execution_order,
            Some(vec!["b".to_owned(), "a".to_owned()])
        );
    }

    #[test]
    fn a_self_dependency_is_reported_alone_and_blocks_the_order() {
        let outcome = run(
            json!([{"id": "a", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": "a"}]),
        );
        assert_eq!(ids(&outcome), vec!["plan.self_dependency"]);
        assert_eq!(outcome.execution_order, None);
    }

    #[test]
    fn a_cycle_is_reported_once_with_its_ids_in_order() {
        let outcome = run(json!([
            {"id": "a", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["c"]},
            {"id": "b", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["a"]},
            {"id": "c", "tool": "search_documents", "inputs": {"query": "x"}, "depends_on": ["b"]},
            {"id": "d", "tool": "search_documents", "inputs": {"query": "x"}}
        ]));
        let cycles: Vec<_> = outcome
            .alerts
            .iter()
            .filter(|a| a.rule == "plan.dependency_cycle")
            .collect();
        assert_eq!(cycles.len(), 1);
        assert_eq!(cycles[0].detected_value, json!(["a", "c", "b"]));
        assert_eq!(outcome.execution_order, None);
    }

    #[test]
    fn inputs_are_checked_against_the_schema_with_paths() {
        let outcome = run(
            json!([{"id": "a", "tool": "compose_email", "inputs": {"to": 42, "subject": 5, "cc_everyone": true}}]),
        );
        assert_eq!(
            ids(&outcome),
            vec![
                "plan.invalid_inputs",
                "plan.invalid_inputs",
                "plan.unknown_input"
            ]
        );
        let paths: Vec<_> = outcome.alerts.iter().map(|a| a.path.as_str()).collect();
        assert!(paths.contains(&"/plan/0/inputs/to"), "{paths:?}");
        assert!(paths.contains(&"/plan/0/inputs/cc_everyone"));
    }

    #[test]
    fn a_tool_without_a_schema_accepts_any_inputs() {
        let catalog = ToolCatalog::from_json(&[json!({"name": "anything"})]).unwrap();
        let outcome = rules().check(
            &[json!({"id": "a", "tool": "anything", "inputs": {"x": [1, 2]}})],
            &catalog,
        );
        assert!(outcome.alerts.is_empty());
    }

    #[test]
    fn an_empty_plan_is_medium() {
        let outcome = run(json!([]));
        assert_eq!(ids(&outcome), vec!["plan.empty"]);
        assert_eq!(outcome.alerts[0].severity, Severity::Medium);
    }

    #[test]
    fn catalogs_read_all_three_shapes_and_refuse_bad_schemas() {
        let catalog = ToolCatalog::from_json(&[
            json!({"name": "plain", "parameters": {"type": "object"}}),
            json!({"type": "function", "function": {"name": "openai", "parameters": {"type": "object"}}}),
            json!({"name": "anthropic", "input_schema": {"type": "object"}}),
        ])
        .unwrap();
        assert_eq!(
            catalog
                .tools()
                .iter()
                .map(|t| t.name.as_str())
                .collect::<Vec<_>>(),
            vec!["plain", "openai", "anthropic"]
        );
        let err = ToolCatalog::from_json(&[json!({"name": "x", "parameters": {"type": 12}})])
            .unwrap_err();
        assert_eq!(err.path, "/0/parameters/type");
        assert_eq!(
            ToolCatalog::from_json(&[json!({"description": "no name"})])
                .unwrap_err()
                .path,
            "/0/name"
        );
    }

    #[test]
    fn feedback_spells_out_the_first_fifty_problems_and_counts_the_rest() {
        let plan: Vec<Value> = (0..80)
            .map(|i| json!({"id": format!("s{i}"), "tool": "list_files"}))
            .collect();
        let outcome = rules().check(&plan, &automation());
        assert_eq!(outcome.alerts.len(), 80);
        let lines: Vec<&str> = outcome.feedback.lines().collect();
        assert_eq!(
            lines.first().copied(),
            Some("The plan has 80 problem(s). Fix them and return the whole plan again.")
        );
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("- step ")).count(),
            50
        );
        assert!(
            lines.contains(&"- and 30 more problem(s) like these."),
            "{lines:?}"
        );
    }

    #[test]
    fn feedback_is_the_same_for_the_same_plan() {
        let plan = json!([{"id": "a", "tool": "list_files"}, {"id": "b", "tool": "send_email", "depends_on": ["zz"]}]);
        assert_eq!(run(plan.clone()).feedback, run(plan).feedback);
    }

    fn media() -> ToolCatalog {
        ToolCatalog::from_json(&[
            json!({"name": "Video-to-Audio", "description": "Extracts the audio track from a given video file.", "consumes": ["video"], "produces": ["audio"]}),
            json!({"name": "Audio-to-Text", "description": "Transcribes speech from an audio file into text.", "consumes": ["audio"], "produces": ["text"]}),
            json!({"name": "Text Summarizer", "description": "Summarizes a given text into a shorter version.", "consumes": ["text"], "produces": ["text"]}),
            json!({"name": "Text-to-Audio", "description": "Generates an audio file based on a given text description.", "consumes": ["Text"], "produces": ["Audio"]}),
        ])
        .unwrap()
    }

    #[test]
    fn renamed_tools_suggest_the_tool_they_stand_for_and_the_feedback_names_it() {
        let outcome = rules().check(
            &[
                json!({"task": "Text Summarization", "arguments": ["a long text"]}),
                json!({"task": "Text-to-Speech", "arguments": ["<node-0>"]}),
            ],
            &media(),
        );
        assert_eq!(
            ids(&outcome),
            vec!["plan.unknown_tool", "plan.unknown_tool"]
        );
        assert_eq!(
            outcome.alerts[0].extra["suggested_tools"],
            json!(["Text Summarizer"])
        );
        assert_eq!(
            outcome.alerts[1].extra["suggested_tools"][0],
            "Text-to-Audio"
        );
        assert!(outcome.feedback.contains("did you mean Text Summarizer?"));
        assert!(outcome.feedback.contains("did you mean Text-to-Audio"));
    }

    #[test]
    fn a_link_whose_output_the_next_tool_cannot_take_is_incompatible() {
        let outcome = rules().check(
            &[
                json!({"task": "Video-to-Audio", "arguments": ["example.mp4"]}),
                json!({"task": "Text Summarizer", "arguments": ["<node-0>"]}),
            ],
            &media(),
        );
        assert_eq!(ids(&outcome), vec!["plan.incompatible_link"]);
        assert_eq!(outcome.alerts[0].path, "/plan/1/arguments/0");
        assert_eq!(outcome.alerts[0].detected_value, json!(["audio"]));
        assert_eq!(outcome.alerts[0].expected_value, json!(["text"]));
    }

    #[test]
    fn compatible_links_pass_and_type_names_ignore_case() {
        let outcome = rules().check(
            &[
                json!({"id": "a", "tool": "Video-to-Audio", "inputs": {"video": "example.mp4"}}),
                json!({"id": "b", "tool": "Audio-to-Text", "inputs": {"audio": "{{a.output}}"}, "depends_on": ["a"]}),
                json!({"id": "c", "tool": "Text-to-Audio", "inputs": {"text": "$b.output"}, "depends_on": ["Audio-to-Text"]}),
            ],
            &media(),
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        assert_eq!(
            outcome.execution_order,
            Some(vec!["a".to_owned(), "b".to_owned(), "c".to_owned()])
        );
    }

    #[test]
    fn a_link_the_tool_graph_does_not_list_is_incompatible() {
        let graph =
            flow::ToolGraph::from_json(&json!([["Video-to-Audio", "Audio-to-Text"]])).unwrap();
        let plan = [
            json!({"id": "a", "tool": "Text Summarizer", "inputs": {"text": "x"}}),
            json!({"id": "b", "tool": "Text-to-Audio", "depends_on": ["a"]}),
        ];
        assert!(rules().check(&plan, &media()).alerts.is_empty());
        let outcome = rules().check_with(&plan, &media(), Some(&graph));
        assert_eq!(ids(&outcome), vec!["plan.incompatible_link"]);
        assert_eq!(outcome.alerts[0].path, "/plan/1/depends_on/0");
        assert_eq!(
            outcome.alerts[0].detected_value,
            json!(["Text Summarizer", "Text-to-Audio"])
        );
    }

    #[test]
    fn references_to_steps_the_plan_does_not_have_are_unresolved() {
        let outcome = rules().check(
            &[
                json!({"task": "Video-to-Audio", "arguments": ["example.mp4"]}),
                json!({"task": "Audio-to-Text", "arguments": ["<node-0>"]}),
                json!({"task": "Text Summarizer", "arguments": ["<node-4>"]}),
                json!({"id": "d", "tool": "Text-to-Audio", "inputs": {"text": {"from": "{{step_9.output}}"}}}),
            ],
            &media(),
        );
        assert_eq!(
            ids(&outcome),
            vec!["plan.unresolved_reference", "plan.unresolved_reference"]
        );
        assert_eq!(outcome.alerts[0].path, "/plan/2/arguments/0");
        assert_eq!(outcome.alerts[0].detected_value, json!("<node-4>"));
        assert_eq!(outcome.alerts[1].path, "/plan/3/inputs/text/from");
    }

    #[test]
    fn a_dependency_may_name_a_tool_only_one_step_uses() {
        let catalog = media();
        let outcome = rules().check(
            &[
                json!({"id": "a", "tool": "Video-to-Audio"}),
                json!({"id": "b", "tool": "Audio-to-Text", "depends_on": ["Video-to-Audio"]}),
                json!({"id": "c", "tool": "Audio-to-Text", "depends_on": "Video-to-Audio"}),
                json!({"id": "d", "tool": "Text Summarizer", "depends_on": ["Audio-to-Text"]}),
            ],
            &catalog,
        );
        assert_eq!(ids(&outcome), vec!["plan.missing_dependency"]);
        assert_eq!(outcome.alerts[0].path, "/plan/3/depends_on/0");
        assert_eq!(outcome.alerts[0].expected_value, json!(["b", "c"]));
        // Task-graph node names count from 0.
        let outcome = rules().check(
            &[
                json!({"task": "Video-to-Audio"}),
                json!({"task": "Audio-to-Text", "depends_on": ["node-0"]}),
                json!({"task": "Text Summarizer", "depends_on": ["<node-1>", "node-7"]}),
            ],
            &catalog,
        );
        assert_eq!(ids(&outcome), vec!["plan.missing_dependency"]);
        assert_eq!(outcome.alerts[0].detected_value, json!("node-7"));
        assert_eq!(
            outcome.execution_order,
            Some(vec!["#0".to_owned(), "#1".to_owned(), "#2".to_owned()])
        );
    }

    #[test]
    fn a_dependency_on_a_tool_many_steps_use_offers_the_first_ten_and_counts_the_rest() {
        let catalog = media();
        let mut plan: Vec<Value> = (0..25)
            .map(|i| json!({"id": format!("s{i}"), "tool": "Video-to-Audio"}))
            .collect();
        plan.push(json!({"id": "t", "tool": "Audio-to-Text", "depends_on": ["Video-to-Audio"]}));
        let outcome = rules().check(&plan, &catalog);
        assert_eq!(ids(&outcome), vec!["plan.missing_dependency"]);
        let first_ten: Vec<String> = (0..10).map(|i| format!("s{i}")).collect();
        assert_eq!(outcome.alerts[0].expected_value, json!(first_ten));
        assert!(outcome.feedback.contains("The plan has 1 problem(s)."));
        let message = &outcome.alerts[0].description;
        assert!(
            message.contains("a tool 25 steps use") && message.ends_with("s9 and 15 more"),
            "{message}"
        );
    }

    fn arbitrary_plan() -> impl Strategy<Value = Vec<Value>> {
        let step = (0..12usize, prop::option::of(prop::sample::select(vec!["search_documents", "organize_files", "nope", ""])), prop::collection::vec(0..14usize, 0..4))
            .prop_map(|(id, tool, deps)| json!({"id": format!("s{id}"), "tool": tool, "inputs": {"query": "q"}, "depends_on": deps.iter().map(|d| format!("s{d}")).collect::<Vec<_>>()}));
        prop::collection::vec(
            prop_oneof![step, Just(json!(7)), Just(json!({"depends_on": null}))],
            0..20,
        )
    }

    proptest! {
        #[test]
        fn random_plans_never_panic_and_orders_respect_dependencies(plan in arbitrary_plan()) {
            let outcome = rules().check(&plan, &automation());
            if let Some(order) = outcome.execution_order {
                let position: HashMap<&str, usize> = order.iter().enumerate().map(|(i, id)| (id.as_str(), i)).collect();
                let mut owner: HashMap<String, usize> = HashMap::new();
                for (i, step) in plan.iter().enumerate() {
                    if let Some(id) = step.get("id").and_then(Value::as_str) {
                        owner.entry(id.to_owned()).or_insert(i);
                    }
                }
                for (i, step) in plan.iter().enumerate() {
                    let Some(id) = step.get("id").and_then(Value::as_str) else { continue };
                    if owner.get(id) != Some(&i) { continue; }
                    for dep in step.get("depends_on").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str) {
                        if let (Some(a), Some(b)) = (position.get(dep), position.get(id)) {
                            prop_assert!(a < b, "{dep} must come before {id} in {order:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_spent_budget_stops_the_check_before_the_first_step() {
        let plan: Vec<Value> = (0..300)
            .map(|i| json!({"id": format!("s{i}"), "tool": format!("invented_{i}"), "inputs": {}}))
            .collect();
        let whole = rules().check(&plan, &automation());
        assert_eq!(
            ids(&whole)
                .iter()
                .filter(|r| **r == UNKNOWN_TOOL.id)
                .count(),
            300
        );
        let stopped = rules().check_within(&plan, &automation(), None, &Budget::spent());
        assert!(stopped.alerts.is_empty(), "{:?}", ids(&stopped));
        assert_eq!(stopped.execution_order, None);
    }
}
