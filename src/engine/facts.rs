//! Does an LLM-written text keep the canonical facts? Dates, times, amounts, head counts,
//! durations and names are extracted from the text and compared with the facts by meaning;
//! missing, invented and altered facts are reported, and in correct mode the text is repaired in
//! place, in the text's own format.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt::Write as _;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use unicode_normalization::{IsNormalized, UnicodeNormalization};

use super::budget::Budget;
use super::text::Scanners;
use super::text::amounts::{self, Amount, AmountScanner};
use super::text::dates::{DateScanner, DateValue};
use super::text::quantities::{self, DurationUnit, Quantity, QuantityScanner};
use super::text::starts::{StartLetters, Starts};
use super::text::times::{self, TimeScanner, TimeValue};
use super::{Alert, CodePoints, Rule, Span, pointer};

const ENDPOINT: &str = "/verify-facts";

rule!(
    MISSING,
    "facts.missing",
    MissingFact,
    High,
    "A canonical fact does not appear in the text."
);
rule!(
    INVENTED,
    "facts.invented",
    InventedFact,
    High,
    "A date, amount or known name in the text that is not canonical."
);
rule!(
    INVENTED_MINOR,
    "facts.invented_minor",
    InventedFact,
    Medium,
    "A time, head count or duration in the text that is not canonical."
);
rule!(
    ALTERED,
    "facts.altered",
    AlteredFact,
    High,
    "A canonical fact is missing and an invented one of the same kind takes its place."
);

/// Every rule of this family, in the order they run.
pub const RULES: &[Rule] = &[MISSING, INVENTED, INVENTED_MINOR, ALTERED];

/// The kinds of fact, in the order of the `facts` object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FactKind {
    /// `dates`
    Dates,
    /// `time_strings`
    TimeStrings,
    /// `currency_amounts`
    CurrencyAmounts,
    /// `numeric_counts`
    NumericCounts,
    /// `room_names`
    RoomNames,
    /// `durations` (`3 nights`, `45 minutes`)
    Durations,
    /// `terms`
    Terms,
}

impl FactKind {
    /// Every kind, in order.
    pub const ALL: [Self; 7] = [
        Self::Dates,
        Self::TimeStrings,
        Self::CurrencyAmounts,
        Self::NumericCounts,
        Self::RoomNames,
        Self::Durations,
        Self::Terms,
    ];

    /// The key in `facts`, `missing_facts` and `invented_facts`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Dates => "dates",
            Self::TimeStrings => "time_strings",
            Self::CurrencyAmounts => "currency_amounts",
            Self::NumericCounts => "numeric_counts",
            Self::RoomNames => "room_names",
            Self::Durations => "durations",
            Self::Terms => "terms",
        }
    }

    /// The kind named by `key`.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.key() == key)
    }

    fn is_name(self) -> bool {
        matches!(self, Self::RoomNames | Self::Terms)
    }
}

/// Settings of the facts family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactsConfig {
    /// Words that make a number before them a head count (case-insensitive): `people`,
    /// `tickets`, `Personen` … (singular and plural).
    pub count_words: Vec<String>,
    /// Words removed together with an invented fact right after them (`on`, `am`, `le` …).
    pub removable_words: Vec<String>,
    /// Opens the sentence that correct mode appends with the still-missing facts.
    pub missing_facts_lead: String,
}

/// How corrected dates are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DateFormat {
    /// `08.08.2026` (the default).
    #[default]
    DayMonthYear,
    /// `2026-08-08`
    Iso,
    /// `8 August 2026`
    DayMonthName,
    /// `August 8, 2026`
    MonthNameDay,
}

impl DateFormat {
    /// Reads `DD.MM.YYYY`, `YYYY-MM-DD`, `D MMMM YYYY` or `MMMM D, YYYY`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "DD.MM.YYYY" => Some(Self::DayMonthYear),
            "YYYY-MM-DD" => Some(Self::Iso),
            "D MMMM YYYY" => Some(Self::DayMonthName),
            "MMMM D, YYYY" => Some(Self::MonthNameDay),
            _ => None,
        }
    }

    /// `date` in this format (English month names).
    #[must_use]
    pub fn format(self, date: NaiveDate) -> String {
        match self {
            Self::DayMonthYear => date.format("%d.%m.%Y").to_string(),
            Self::Iso => date.format("%Y-%m-%d").to_string(),
            Self::DayMonthName => date.format("%-d %B %Y").to_string(),
            Self::MonthNameDay => date.format("%B %-d, %Y").to_string(),
        }
    }
}

/// What a fact means, compared by meaning rather than spelling.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Meaning {
    Date(NaiveDate),
    /// A date-shaped span that names no real day (`31 June 2026`); never canonical.
    BadDate(i32, u32, u32),
    Time(TimeValue),
    Amount(Amount),
    Count(u64),
    Duration(DurationUnit, u64),
    Name(String),
}

/// One canonical fact.
#[derive(Debug, Clone, PartialEq)]
pub struct Fact {
    kind: FactKind,
    /// Position among the caller's values of this kind.
    index: usize,
    meaning: Meaning,
    /// As the caller gave it (echoed in `missing_facts`, used verbatim when correcting).
    display: Value,
}

/// The canonical facts, per kind, in the caller's order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CanonicalFacts {
    facts: Vec<Fact>,
}

/// Facts as the caller sent them, before parsing.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RawFacts {
    /// Per kind, the values given.
    pub values: Vec<(FactKind, Vec<Value>)>,
}

/// A fact the caller sent that cannot be read, with its JSON Pointer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct FactError {
    /// `/facts/dates/0`
    pub path: String,
    /// What is wrong.
    pub message: String,
}

/// One request to check a text.
#[derive(Debug, Clone)]
pub struct FactsCheck<'a> {
    /// The canonical facts.
    pub facts: &'a CanonicalFacts,
    /// Where alerts about facts point: `facts` or `source_text`.
    pub facts_from_source: bool,
    /// Every name the caller knows (rooms, products), to catch invented ones.
    pub known_terms: &'a [String],
    /// The text under test.
    pub text: &'a str,
    /// Kinds to check; `None` means dates, amounts and every kind with a fact.
    pub check: Option<&'a BTreeSet<FactKind>>,
    /// Repair the text too.
    pub correct: bool,
    /// How corrected dates are written.
    pub date_format: DateFormat,
    /// "Now", for dates without a year.
    pub today: NaiveDate,
}

/// One change correct mode made, with byte offsets into the original text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Correction {
    /// `replace`, `remove` or `insert`.
    pub action: &'static str,
    /// The kind of fact.
    pub fact_type: &'static str,
    /// The exact span replaced or removed (`""` for an insert).
    pub original: String,
    /// What stands there now.
    pub replacement: String,
    /// Byte offset where the span starts.
    pub start: usize,
    /// Byte offset where it ends.
    pub end: usize,
    /// The same characters in code points of `/text` (set once the corrections are final).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<Span>,
}

/// Per kind, values (as JSON) in order; every kind is present.
pub type FactLists = Vec<(FactKind, Vec<Value>)>;

/// The result of checking a text.
#[derive(Debug, Clone, PartialEq)]
pub struct FactsOutcome {
    /// Every problem.
    pub alerts: Vec<Alert>,
    /// Canonical facts the text lacks, per kind (altered ones included).
    pub missing: FactLists,
    /// Facts in the text that are not canonical, per kind (altered ones included).
    pub invented: FactLists,
    /// In correct mode: the repaired text and what was changed.
    pub corrected: Option<(String, Vec<Correction>)>,
    /// Per kind checked: facts kept, missing, invented and altered (for metrics).
    pub tally: Vec<(FactKind, &'static str, usize)>,
}

/// A fact-shaped span of the text.
#[derive(Debug, Clone)]
struct Mention {
    kind: FactKind,
    start: usize,
    end: usize,
    meanings: Vec<Meaning>,
    /// For a count or duration: where its number is written, and how many of the comparison
    /// unit one of the written unit is (60 for `hours`).
    number: Option<((usize, usize), u64)>,
}

impl Mention {
    fn new(kind: FactKind, start: usize, end: usize, meanings: Vec<Meaning>) -> Self {
        Self {
            kind,
            start,
            end,
            meanings,
            number: None,
        }
    }
}

/// The spans already taken by a mention, disjoint: a new one overlaps at most the last that
/// starts before it ends, so each question is a logarithmic lookup, never a scan.
#[derive(Debug, Default)]
struct Taken(BTreeMap<usize, usize>);

impl Taken {
    fn overlaps(&self, start: usize, end: usize) -> bool {
        self.0
            .range(..end.max(start + 1))
            .next_back()
            .is_some_and(|(_, e)| *e > start)
    }

    fn take(&mut self, start: usize, end: usize) {
        self.0.insert(start, end);
    }
}

/// The facts rules compiled once.
#[derive(Debug, Clone)]
pub struct FactsRules {
    config: FactsConfig,
    dates: DateScanner,
    amounts: AmountScanner,
    times: TimeScanner,
    /// Head counts and durations.
    quantities: QuantityScanner,
    /// Month names' and number words' first letters, for [`Starts::with_letters`].
    start_letters: StartLetters,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl FactsRules {
    /// Compiles the configuration.
    #[must_use]
    pub fn new(config: &FactsConfig) -> Self {
        Self::with_scanners(config, &Scanners::new())
    }

    /// Compiles the configuration around already compiled shared scanners.
    #[must_use]
    pub fn with_scanners(config: &FactsConfig, scanners: &Scanners) -> Self {
        let quantities = QuantityScanner::new(&config.count_words);
        Self {
            config: config.clone(),
            dates: scanners.dates.clone(),
            amounts: scanners.amounts.clone(),
            times: scanners.times.clone(),
            start_letters: scanners.dates.start_letters(quantities.number_letters()),
            quantities,
        }
    }

    /// Reads the caller's facts.
    ///
    /// # Errors
    /// A value that is not a fact of its kind (an unreadable date, a count that is not a number).
    pub fn canonical(&self, raw: &RawFacts, today: NaiveDate) -> Result<CanonicalFacts, FactError> {
        let mut facts = Vec::new();
        for (kind, values) in &raw.values {
            for (i, value) in values.iter().enumerate() {
                let error = |message: String| FactError {
                    path: pointer(["facts", kind.key(), &i.to_string()]),
                    message,
                };
                let text = match value {
                    Value::String(s) => s.clone(),
                    Value::Number(n) => n.to_string(),
                    _ => return Err(error("must be a string or a number".to_owned())),
                };
                let meanings = match kind {
                    FactKind::Dates => {
                        let mut days: Vec<Meaning> = match iso_day(&text) {
                            Some(day) => vec![date_meaning(day)],
                            None => self
                                .dates
                                .find_days(&text, today)
                                .into_iter()
                                .flat_map(|d| d.2)
                                .map(date_meaning)
                                .collect(),
                        };
                        // A whole value in any shape the one date reader knows
                        // (`sábado, 8 de agosto de 2026 às 18h`), when it has one meaning.
                        if days.is_empty() {
                            if let Some([day]) = self
                                .dates
                                .readings(&text, chrono::Datelike::year(&today))
                                .as_deref()
                            {
                                days.push(Meaning::Date(*day));
                            }
                        }
                        if days.is_empty() || days.iter().any(|m| matches!(m, Meaning::BadDate(..)))
                        {
                            return Err(error(format!("{text:?} is not a date")));
                        }
                        days
                    }
                    FactKind::TimeStrings => {
                        vec![Meaning::Time(self.times.parse_one(&text).ok_or_else(
                            || error(format!("{text:?} is not a time or time range")),
                        )?)]
                    }
                    FactKind::CurrencyAmounts => {
                        vec![Meaning::Amount(self.amounts.parse_one(&text).ok_or_else(
                            || error(format!("{text:?} is not an amount")),
                        )?)]
                    }
                    FactKind::NumericCounts => {
                        // `18.0` is 18, as JSON Schema's integer says.
                        let integral = value
                            .as_f64()
                            .filter(|f| f.fract() == 0.0 && (0.0..1.8e19).contains(f))
                            .map(|f| f as u64);
                        let count = text.trim().parse::<u64>().ok().or(integral);
                        vec![Meaning::Count(count.ok_or_else(|| {
                            // A whole JSON number past the range is named as too large, not
                            // as "1e+26" (its float spelling) being no whole number.
                            let whole = value.as_f64().filter(|f| f.fract() == 0.0);
                            error(if whole.is_some_and(|f| f >= 1.8e19) {
                                "a count must be a whole number from 0 to \
                                 18446744073709551615; this one is larger"
                                    .to_owned()
                            } else if whole.is_some_and(|f| f < 0.0) {
                                "a count must be a whole number from 0 to \
                                 18446744073709551615; this one is negative"
                                    .to_owned()
                            } else {
                                format!("{text:?} is not a whole number")
                            })
                        })?)]
                    }
                    FactKind::Durations => {
                        let (unit, amount) =
                            self.quantities.parse_duration(&text).ok_or_else(|| {
                                error(format!(
                                    "{text:?} is not a duration (like \"3 nights\" or \"45 minutes\")"
                                ))
                            })?;
                        vec![Meaning::Duration(unit, amount)]
                    }
                    FactKind::RoomNames | FactKind::Terms => {
                        let name = nfc(&text);
                        if name.trim().is_empty() {
                            return Err(error("must not be empty".to_owned()));
                        }
                        vec![Meaning::Name(name)]
                    }
                };
                // A date range given as one fact counts as its days.
                for meaning in meanings {
                    facts.push(Fact {
                        kind: *kind,
                        index: i,
                        meaning,
                        display: value.clone(),
                    });
                }
            }
        }
        Ok(CanonicalFacts { facts })
    }

    /// Extracts the facts a source text states, with the same extractor used on the text under test.
    #[must_use]
    pub fn from_source(
        &self,
        source: &str,
        known_terms: &[String],
        today: NaiveDate,
    ) -> CanonicalFacts {
        self.from_source_within(source, known_terms, today, &Budget::unlimited())
    }

    /// [`FactsRules::from_source`] while `budget` lasts (checked as in [`FactsRules::check_within`]).
    #[must_use]
    pub fn from_source_within(
        &self,
        source: &str,
        known_terms: &[String],
        today: NaiveDate,
        budget: &Budget,
    ) -> CanonicalFacts {
        let mentions = self.mentions(
            source,
            known_terms,
            &CanonicalFacts::default(),
            today,
            budget,
        );
        let mut facts: Vec<Fact> = Vec::new();
        // Each (kind, meaning) once, as first stated.
        let mut stated: HashSet<(FactKind, Meaning)> = HashSet::new();
        for mention in mentions {
            let display = Value::String(
                source
                    .get(mention.start..mention.end)
                    .unwrap_or_default()
                    .to_owned(),
            );
            for meaning in mention.meanings {
                // A head count is reported as the number; everything else as written in the source.
                let display = match &meaning {
                    Meaning::Count(n) => Value::from(*n),
                    _ => display.clone(),
                };
                if matches!(meaning, Meaning::BadDate(..))
                    || !stated.insert((mention.kind, meaning.clone()))
                {
                    continue;
                }
                facts.push(Fact {
                    kind: mention.kind,
                    index: 0,
                    meaning,
                    display,
                });
            }
        }
        facts.sort_by_key(|f| f.kind);
        CanonicalFacts { facts }
    }

    /// Every fact-shaped span of `text`: dates, amounts, times, head counts, durations and names,
    /// without overlaps (a date beats a time, an amount beats a count). Linear in the text: each
    /// scanner is, and each overlap question is a lookup in the spans taken so far. `budget` is
    /// checked before each scanner and each name searched.
    fn mentions(
        &self,
        text: &str,
        known_terms: &[String],
        facts: &CanonicalFacts,
        today: NaiveDate,
        budget: &Budget,
    ) -> Vec<Mention> {
        let mut mentions: Vec<Mention> = Vec::new();
        let mut taken = Taken::default();
        let mut push = |mention: Mention, mentions: &mut Vec<Mention>| {
            if taken.overlaps(mention.start, mention.end) {
                return;
            }
            taken.take(mention.start, mention.end);
            mentions.push(mention);
        };
        if budget.is_spent() {
            return mentions;
        }
        // Where numbers, digits, month names and number words are: found once, searched from by
        // dates, amounts, times and counts.
        let starts = Starts::with_letters(text, &self.start_letters);
        for (start, end, days) in self.dates.find_days_from(text, today, &starts) {
            let meanings = days.into_iter().map(date_meaning).collect();
            push(
                Mention::new(FactKind::Dates, start, end, meanings),
                &mut mentions,
            );
        }
        if budget.is_spent() {
            return mentions;
        }
        for found in self.amounts.find_all_from(text, &starts) {
            push(
                Mention::new(
                    FactKind::CurrencyAmounts,
                    found.start,
                    found.end,
                    vec![Meaning::Amount(found.amount)],
                ),
                &mut mentions,
            );
        }
        // `the total fee is 57.56`: the canonical amounts' currency, when they have one.
        let mut currencies = facts.facts.iter().filter_map(|f| match f.meaning {
            Meaning::Amount(a) => Some(a.currency),
            _ => None,
        });
        let priced_currency = currencies.next();
        let one_currency = priced_currency.filter(|c| currencies.all(|d| d == *c));
        if budget.is_spent() {
            return mentions;
        }
        if let Some(currency) = one_currency {
            for found in self.amounts.find_priced(text, &starts.numbers, currency) {
                push(
                    Mention::new(
                        FactKind::CurrencyAmounts,
                        found.start,
                        found.end,
                        vec![Meaning::Amount(found.amount)],
                    ),
                    &mut mentions,
                );
            }
        }
        if budget.is_spent() {
            return mentions;
        }
        for found in self.times.find_all_from(text, &starts) {
            // `costs 23.50` is a price written like a time.
            let written = text.get(found.start..found.end).unwrap_or_default();
            if written.contains('.')
                && written.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                && amounts::in_price_context(text.get(..found.start).unwrap_or_default())
            {
                continue;
            }
            push(
                Mention::new(
                    FactKind::TimeStrings,
                    found.start,
                    found.end,
                    vec![Meaning::Time(found.value)],
                ),
                &mut mentions,
            );
        }
        if budget.is_spent() {
            return mentions;
        }
        for found in self.quantities.find_all_from(text, &starts) {
            let (kind, meaning) = match found.quantity {
                Quantity::HeadCount(n) => (FactKind::NumericCounts, Meaning::Count(n)),
                Quantity::Duration(unit, amount) => {
                    (FactKind::Durations, Meaning::Duration(unit, amount))
                }
            };
            let mut mention = Mention::new(kind, found.start, found.end, vec![meaning]);
            mention.number = Some((found.number, found.written_factor));
            push(mention, &mut mentions);
        }
        // Names, longest first, on word boundaries, case-sensitive. A known name that is no fact
        // is reported under `terms`.
        let mut names: Vec<(String, FactKind)> = Vec::new();
        for fact in &facts.facts {
            if let Meaning::Name(name) = &fact.meaning {
                names.push((name.clone(), fact.kind));
            }
        }
        for term in known_terms {
            let name = nfc(term);
            if !name.trim().is_empty() && !names.iter().any(|(n, _)| *n == name) {
                names.push((name, FactKind::Terms));
            }
        }
        names.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.0.cmp(&b.0)));
        for (name, kind) in budget.take_while_left(names) {
            let spellings = match nfd(&name) {
                Some(decomposed) if decomposed != name => vec![name.clone(), decomposed],
                _ => vec![name.clone()],
            };
            // Names are never empty (`canonical` rejects them), so every hit is a char boundary.
            for spelling in spellings.iter().filter(|s| !s.is_empty()) {
                for at in memchr::memmem::find_iter(text.as_bytes(), spelling.as_bytes()) {
                    let end = at + spelling.len();
                    let bounded = !text
                        .get(..at)
                        .and_then(|t| t.chars().next_back())
                        .is_some_and(is_word_char)
                        && !text
                            .get(end..)
                            .and_then(|t| t.chars().next())
                            .is_some_and(is_word_char);
                    if bounded {
                        push(
                            Mention::new(kind, at, end, vec![Meaning::Name(name.clone())]),
                            &mut mentions,
                        );
                    }
                }
            }
        }
        mentions.sort_by_key(|m| m.start);
        mentions
    }

    /// Checks `request.text` against the facts, and repairs it in correct mode.
    #[must_use]
    pub fn check(&self, request: &FactsCheck<'_>) -> FactsOutcome {
        self.check_within(request, &Budget::unlimited())
    }

    /// [`FactsRules::check`] while `budget` lasts: checked before each scanner, each name
    /// searched and each kind compared; once spent, the outcome holds what was compared so far
    /// and no correction.
    #[must_use]
    pub fn check_within(&self, request: &FactsCheck<'_>, budget: &Budget) -> FactsOutcome {
        let facts = request.facts;
        let text = request.text;
        let mentions = self.mentions(text, request.known_terms, facts, request.today, budget);
        let checked: BTreeSet<FactKind> = match request.check {
            Some(kinds) => kinds.clone(),
            None => {
                let mut kinds: BTreeSet<FactKind> =
                    [FactKind::Dates, FactKind::CurrencyAmounts].into();
                kinds.extend(facts.facts.iter().map(|f| f.kind));
                if !request.known_terms.is_empty() {
                    kinds.insert(FactKind::Terms);
                }
                kinds
            }
        };
        let group = |kind: FactKind| {
            if kind.is_name() {
                FactKind::RoomNames
            } else {
                kind
            }
        };
        let fact_path = |fact_index: usize| -> String {
            if request.facts_from_source {
                return "/source_text".to_owned();
            }
            facts.facts.get(fact_index).map_or_else(
                || "/facts".to_owned(),
                |f| pointer(["facts", f.kind.key(), &f.index.to_string()]),
            )
        };

        let mut alerts = Vec::new();
        // Mentions come mostly in text order, so one cursor walks the text about once.
        let mut points = CodePoints::new(text);
        let mut missing: FactLists = FactKind::ALL.iter().map(|k| (*k, Vec::new())).collect();
        let mut invented: FactLists = FactKind::ALL.iter().map(|k| (*k, Vec::new())).collect();
        let mut tally = Vec::new();
        // Invented meaning -> the fact that replaces it (altered) or None (remove).
        let mut fate: BTreeMap<(FactKind, Meaning), Option<usize>> = BTreeMap::new();
        let mut still_missing: Vec<usize> = Vec::new();

        for kind_group in budget.take_while_left([
            FactKind::Dates,
            FactKind::TimeStrings,
            FactKind::CurrencyAmounts,
            FactKind::NumericCounts,
            FactKind::Durations,
            FactKind::RoomNames,
        ]) {
            let in_group = |k: FactKind| group(k) == kind_group && checked.contains(&k);
            let group_facts: Vec<usize> = facts
                .facts
                .iter()
                .enumerate()
                .filter(|(_, f)| in_group(f.kind))
                .map(|(i, _)| i)
                .collect();
            // A duration is compared with the canonical ones of its unit: with a stay of nights
            // booked, `the table is held for 15 minutes` is another matter, not an invented stay.
            let units: BTreeSet<DurationUnit> = group_facts
                .iter()
                .filter_map(|i| match facts.facts.get(*i).map(|f| &f.meaning) {
                    Some(Meaning::Duration(unit, _)) => Some(*unit),
                    _ => None,
                })
                .collect();
            let comparable = |m: &Mention| match m.meanings.as_slice() {
                [Meaning::Duration(unit, _)] => units.is_empty() || units.contains(unit),
                _ => true,
            };
            let group_mentions: Vec<&Mention> = mentions
                .iter()
                .filter(|m| in_group(m.kind) && comparable(m))
                .collect();
            if group_facts.is_empty() && group_mentions.is_empty() {
                continue;
            }
            let stated = Covering::new(group_mentions.iter().flat_map(|m| &m.meanings));
            let absent: Vec<usize> = group_facts
                .iter()
                .copied()
                .filter(|i| {
                    facts
                        .facts
                        .get(*i)
                        .is_some_and(|f| !stated.any_covering(&f.meaning))
                })
                .collect();
            let canonical_facts = Covering::new(
                group_facts
                    .iter()
                    .filter_map(|i| facts.facts.get(*i))
                    .map(|f| &f.meaning),
            );
            let mut new_meanings: Vec<(Meaning, &Mention)> = Vec::new();
            let mut seen: BTreeSet<&Meaning> = BTreeSet::new();
            for mention in &group_mentions {
                for meaning in &mention.meanings {
                    let canonical = canonical_facts.any_covers(meaning);
                    if !canonical && seen.insert(meaning) {
                        new_meanings.push((meaning.clone(), mention));
                    }
                }
            }
            let pairs = absent.len().min(new_meanings.len());
            for (i, fact_index) in absent.iter().enumerate() {
                let Some(fact) = facts.facts.get(*fact_index) else {
                    continue;
                };
                if let Some(slot) = missing.iter_mut().find(|(k, _)| *k == fact.kind) {
                    if !slot.1.contains(&fact.display) {
                        slot.1.push(fact.display.clone());
                    }
                }
                if i < pairs {
                    continue;
                }
                still_missing.push(*fact_index);
                alerts.push(
                    Alert::new(
                        &MISSING,
                        fact_path(*fact_index),
                        format!(
                            "{} {} does not appear in the text",
                            kind_label(fact.kind),
                            display_text(&fact.display)
                        ),
                    )
                    .detected(Value::Null)
                    .expected(fact.display.clone())
                    .with("fact_type", fact.kind.key()),
                );
            }
            for (j, (meaning, mention)) in new_meanings.iter().enumerate() {
                let written = text
                    .get(mention.start..mention.end)
                    .unwrap_or_default()
                    .to_owned();
                let listed_under = if mention.kind.is_name() {
                    FactKind::Terms
                } else {
                    mention.kind
                };
                if let Some(slot) = invented.iter_mut().find(|(k, _)| *k == listed_under) {
                    slot.1.push(match meaning {
                        Meaning::Count(n) => Value::from(*n),
                        _ => Value::String(written.clone()),
                    });
                }
                if let Some(fact_index) = absent.get(j).filter(|_| j < pairs) {
                    let Some(fact) = facts.facts.get(*fact_index) else {
                        continue;
                    };
                    fate.insert((mention.kind, meaning.clone()), Some(*fact_index));
                    alerts.push(
                        Alert::new(
                            &ALTERED,
                            fact_path(*fact_index),
                            format!(
                                "{} {} was changed to {written:?}",
                                kind_label(fact.kind),
                                display_text(&fact.display)
                            ),
                        )
                        .detected(written)
                        .expected(fact.display.clone())
                        .with("fact_type", fact.kind.key())
                        .with("start", mention.start)
                        .with("end", mention.end)
                        .spanning(points.span("/text", mention.start..mention.end)),
                    );
                } else {
                    fate.insert((mention.kind, meaning.clone()), None);
                    let rule = if matches!(
                        mention.kind,
                        FactKind::TimeStrings | FactKind::NumericCounts | FactKind::Durations
                    ) {
                        &INVENTED_MINOR
                    } else {
                        &INVENTED
                    };
                    alerts.push(
                        Alert::new(
                            rule,
                            "/text",
                            format!(
                                "{} {written:?} in the text is not a canonical fact",
                                kind_label(mention.kind)
                            ),
                        )
                        .detected(written)
                        .expected(Value::Null)
                        .with("fact_type", listed_under.key())
                        .with("start", mention.start)
                        .with("end", mention.end)
                        .spanning(points.span("/text", mention.start..mention.end)),
                    );
                }
            }
            let kept = group_facts.len() - absent.len();
            tally.push((kind_group, "kept", kept));
            tally.push((kind_group, "altered", pairs));
            tally.push((kind_group, "missing", absent.len() - pairs));
            tally.push((kind_group, "invented", new_meanings.len() - pairs));
        }
        let corrected = (request.correct && !budget.is_spent())
            .then(|| self.correct(request, &mentions, &fate, &still_missing));
        FactsOutcome {
            alerts,
            missing,
            invented,
            corrected,
            tally,
        }
    }

    /// Applies the fates: altered facts replaced in place, invented ones removed with the text
    /// tidied, still-missing ones appended as one sentence.
    fn correct(
        &self,
        request: &FactsCheck<'_>,
        mentions: &[Mention],
        fate: &BTreeMap<(FactKind, Meaning), Option<usize>>,
        still_missing: &[usize],
    ) -> (String, Vec<Correction>) {
        let text = request.text;
        let facts = &request.facts.facts;
        let mut corrections: Vec<Correction> = Vec::new();
        // Most mentions keep every meaning: only those with a fate are rendered.
        let fated = |mention: &&Mention| {
            !fate.is_empty()
                && mention
                    .meanings
                    .iter()
                    .any(|meaning| fate.contains_key(&(mention.kind, meaning.clone())))
        };
        for mention in mentions.iter().filter(fated) {
            let mut changed = false;
            let mut fact_type = mention.kind.key();
            let mut parts: Vec<String> = Vec::new();
            let written = text.get(mention.start..mention.end).unwrap_or_default();
            let mut new_count = None;
            for meaning in &mention.meanings {
                // Only a lookup key: the clone is of one small meaning.
                match fate.get(&(mention.kind, meaning.clone())) {
                    None => parts.push(self.render_meaning(meaning, request.date_format)),
                    Some(Some(fact_index)) => {
                        changed = true;
                        if let Some(fact) = facts.get(*fact_index) {
                            fact_type = fact.kind.key();
                            if let Meaning::Count(n) = fact.meaning {
                                new_count = Some(n);
                            }
                            parts.push(self.render_in_place(fact, mention, written, request));
                        }
                    }
                    Some(None) => changed = true,
                }
            }
            if !changed {
                continue;
            }
            if parts.is_empty() {
                let (start, end) = self.removal_span(text, mention.start, mention.end);
                corrections.push(Correction {
                    action: "remove",
                    fact_type: mention.kind.key(),
                    original: text.get(start..end).unwrap_or_default().to_owned(),
                    replacement: String::new(),
                    start,
                    end,
                    span: None,
                });
            } else {
                let mut replacement = if mention.kind == FactKind::Dates && parts.len() > 1 {
                    parts.join(" – ")
                } else {
                    parts.join(", ")
                };
                let mut end = mention.end;
                // `1 person` -> `2 people`: the noun after a changed count follows it.
                if let [Meaning::Count(_)] = mention.meanings.as_slice() {
                    if let Some(count) = new_count {
                        let after = text.get(end..).unwrap_or_default();
                        let noun_at = after.len() - after.trim_start().len();
                        let noun: &str = after
                            .get(noun_at..)
                            .unwrap_or_default()
                            .split(|c: char| !c.is_alphabetic())
                            .next()
                            .unwrap_or_default();
                        // `2 adult tickets`: `adult` describes the noun after it and stays.
                        let described = after
                            .get(noun_at + noun.len()..)
                            .unwrap_or_default()
                            .trim_start()
                            .split(|c: char| !c.is_alphabetic())
                            .next()
                            .is_some_and(|w| {
                                quantities::noun_for_count(w, 1).is_some()
                                    || quantities::noun_for_count(w, 2).is_some()
                            });
                        if let Some(agreeing) =
                            quantities::noun_for_count(noun, count).filter(|_| !described)
                        {
                            replacement.push_str(after.get(..noun_at).unwrap_or_default());
                            replacement.push_str(agreeing);
                            end += noun_at + noun.len();
                        }
                    }
                }
                corrections.push(Correction {
                    action: "replace",
                    fact_type,
                    original: text.get(mention.start..end).unwrap_or_default().to_owned(),
                    replacement,
                    start: mention.start,
                    end,
                    span: None,
                });
            }
        }
        // Removals may have grown into a neighbour; keep corrections disjoint.
        let mut disjoint: Vec<Correction> = Vec::with_capacity(corrections.len());
        for correction in corrections {
            if disjoint
                .last()
                .is_none_or(|last| correction.start >= last.end)
            {
                disjoint.push(correction);
            }
        }
        let mut corrected = String::with_capacity(text.len() + 64);
        let mut cursor = 0;
        for correction in &disjoint {
            corrected.push_str(text.get(cursor..correction.start).unwrap_or_default());
            corrected.push_str(&correction.replacement);
            cursor = correction.end;
        }
        corrected.push_str(text.get(cursor..).unwrap_or_default());
        if !still_missing.is_empty() {
            let language = Language::of(text);
            let items: Vec<String> = still_missing
                .iter()
                .filter_map(|i| facts.get(*i))
                .map(|f| self.render_fact_in(f, request.date_format, true, language))
                .collect();
            let mut sentence = String::new();
            let last = corrected.chars().next_back();
            let last_visible = corrected.trim_end().chars().next_back();
            if last_visible.is_some_and(|c| !matches!(c, '.' | '!' | '?')) && last == last_visible {
                sentence.push('.');
            }
            if last.is_some_and(|c| !c.is_whitespace()) {
                sentence.push(' ');
            }
            let _ = write!(
                sentence,
                "{} {}.",
                self.config.missing_facts_lead,
                items.join("; ")
            );
            let at = text.len();
            disjoint.push(Correction {
                action: "insert",
                fact_type: facts
                    .get(still_missing.first().copied().unwrap_or_default())
                    .map_or("dates", |f| f.kind.key()),
                original: String::new(),
                replacement: sentence.clone(),
                start: at,
                end: at,
                span: None,
            });
            corrected.push_str(&sentence);
        }
        // Disjoint and in order: one pass over the text.
        let mut points = CodePoints::new(text);
        for correction in &mut disjoint {
            correction.span = Some(points.span("/text", correction.start..correction.end));
        }
        (corrected, disjoint)
    }

    /// The span to remove for an invented fact: the fact, a removable word right before it
    /// (`on`, `am` …) and one neighbouring space, and a comma left orphaned after it.
    fn removal_span(&self, text: &str, start: usize, end: usize) -> (usize, usize) {
        let mut start = start;
        let mut end = end;
        let before = text.get(..start).unwrap_or_default();
        let trimmed = before.trim_end_matches(' ');
        let word_start = trimmed.rfind(|c: char| !is_word_char(c)).map_or(0, |i| {
            i + trimmed
                .get(i..)
                .and_then(|t| t.chars().next())
                .map_or(1, char::len_utf8)
        });
        let word = trimmed.get(word_start..).unwrap_or_default();
        if trimmed.len() < before.len()
            && self
                .config
                .removable_words
                .iter()
                .any(|w| w.eq_ignore_ascii_case(word))
            && !word.is_empty()
        {
            start = word_start;
        }
        let prev = text.get(..start).and_then(|t| t.chars().next_back());
        let next = text.get(end..).and_then(|t| t.chars().next());
        match (prev, next) {
            (Some(' '), Some(' ' | ',' | '.' | ';' | '!' | '?' | ')')) | (Some(' '), None) => {
                start -= 1
            }
            (_, Some(' ')) => end += 1,
            _ => {}
        }
        // `…, CHF 99, and …` -> drop the comma the removal orphaned.
        let prev = text
            .get(..start)
            .map(str::trim_end)
            .and_then(|t| t.chars().next_back());
        if prev == Some(',') && text.get(end..).is_some_and(|t| t.starts_with(',')) {
            end += 1;
        }
        (start, end)
    }

    /// Each canonical fact as it must appear in a text, labelled by kind (`date`, `time`, ...),
    /// in the caller's order, without repeats: the lines of the fact-preservation prompt.
    #[must_use]
    pub fn prompt_lines(
        &self,
        facts: &CanonicalFacts,
        format: DateFormat,
    ) -> Vec<(&'static str, String)> {
        let mut lines: Vec<(&'static str, String)> = Vec::new();
        for fact in &facts.facts {
            let line = (kind_label(fact.kind), self.render_fact(fact, format, false));
            if !lines.contains(&line) {
                lines.push(line);
            }
        }
        lines
    }

    fn render_meaning(&self, meaning: &Meaning, format: DateFormat) -> String {
        match meaning {
            Meaning::Date(d) => format.format(*d),
            Meaning::BadDate(y, m, d) => format!("{d:02}.{m:02}.{y}"),
            Meaning::Time(t) => t.format(),
            Meaning::Amount(a) => super::text::amounts::format_amount(*a),
            Meaning::Count(n) => n.to_string(),
            Meaning::Duration(unit, amount) => render_duration(*unit, *amount),
            Meaning::Name(n) => n.clone(),
        }
    }

    /// The fact `fact` written where `mention` (`written`) stands, in the text's own format: a
    /// time in its am/pm or dotted form, an amount with its symbol and decimals, a count or a
    /// duration's number in digits or as a number word of the same language.
    fn render_in_place(
        &self,
        fact: &Fact,
        mention: &Mention,
        written: &str,
        request: &FactsCheck<'_>,
    ) -> String {
        match (&fact.meaning, mention.meanings.as_slice()) {
            (Meaning::Time(t), [Meaning::Time(_)]) => times::format_like(*t, written),
            (Meaning::Amount(a), [Meaning::Amount(_)]) => amounts::format_like(*a, written)
                .unwrap_or_else(|| self.render_fact(fact, request.date_format, false)),
            (Meaning::Count(n), [Meaning::Count(_)]) => quantities::write_like(*n, written),
            (Meaning::Duration(unit, amount), [Meaning::Duration(written_unit, _)])
                if unit == written_unit =>
            {
                let text = request.text;
                match mention.number {
                    Some(((start, end), factor)) if factor > 0 && amount % factor == 0 => {
                        // Only the number changes: `6 nights` -> `5 nights`, `Nights: 6` -> `Nights: 5`.
                        let number = text.get(start..end).unwrap_or_default();
                        let value = amount / factor;
                        // `1 night` -> `2 nights`; `3-night` stays singular.
                        let after = text.get(end..mention.end).unwrap_or_default();
                        let unit_at = after.len() - after.trim_start().len();
                        let after = match after
                            .get(unit_at..)
                            .and_then(|unit| quantities::unit_for_count(unit, value))
                        {
                            Some(agreeing) if unit_at > 0 => {
                                format!("{}{agreeing}", after.get(..unit_at).unwrap_or_default())
                            }
                            _ => after.to_owned(),
                        };
                        format!(
                            "{}{}{after}",
                            text.get(mention.start..start).unwrap_or_default(),
                            quantities::write_like(value, number),
                        )
                    }
                    _ => self.render_fact(fact, request.date_format, false),
                }
            }
            _ => self.render_fact(fact, request.date_format, false),
        }
    }

    /// A fact as it must appear: dates in the requested format, counts with a count word when
    /// they stand alone, everything else as the caller wrote it.
    fn render_fact(&self, fact: &Fact, format: DateFormat, standalone: bool) -> String {
        self.render_fact_in(fact, format, standalone, Language::English)
    }

    /// [`FactsRules::render_fact`] with a standalone count worded in `language`.
    fn render_fact_in(
        &self,
        fact: &Fact,
        format: DateFormat,
        standalone: bool,
        language: Language,
    ) -> String {
        match (&fact.meaning, &fact.display) {
            (Meaning::Date(d), _) => format.format(*d),
            (Meaning::Count(n), _) if standalone => {
                let (one, many) = match language {
                    Language::German => ("Person", "Personen"),
                    Language::French => ("personne", "personnes"),
                    Language::Italian => ("persona", "persone"),
                    Language::English => ("person", "people"),
                };
                format!("{n} {}", if *n == 1 { one } else { many })
            }
            (Meaning::Duration(..), Value::String(s)) => s.clone(),
            (Meaning::Count(n), _) => n.to_string(),
            (Meaning::Time(t), Value::String(s)) if self.times.parse_one(s) == Some(*t) => {
                s.clone()
            }
            (Meaning::Amount(a), Value::String(s))
                if self
                    .amounts
                    .find_all(s)
                    .first()
                    .is_some_and(|f| f.amount == *a) =>
            {
                s.clone()
            }
            (Meaning::Name(n), _) => n.clone(),
            (meaning, _) => self.render_meaning(meaning, format),
        }
    }
}

/// A whole value written `YYYY-MM-DD` (the form most callers send), read as the date scanner
/// reads it (its one all-numeric date, year first), without running the scanner. Constant time.
fn iso_day(text: &str) -> Option<DateValue> {
    let &[y1, y2, y3, y4, b'-', m1, m2, b'-', d1, d2] = text.as_bytes() else {
        return None;
    };
    let number = |digits: &[u8]| {
        digits.iter().try_fold(0u32, |n, &d| {
            d.is_ascii_digit().then(|| n * 10 + u32::from(d - b'0'))
        })
    };
    let year = i32::try_from(number(&[y1, y2, y3, y4])?).ok()?;
    let (month, day) = (number(&[m1, m2])?, number(&[d1, d2])?);
    Some(
        NaiveDate::from_ymd_opt(year, month, day)
            .map_or(DateValue::Invalid { year, month, day }, DateValue::Valid),
    )
}

fn date_meaning(value: DateValue) -> Meaning {
    match value {
        DateValue::Valid(d) => Meaning::Date(d),
        DateValue::Invalid { year, month, day } => Meaning::BadDate(year, month, day),
        DateValue::Month { year, month } => Meaning::BadDate(year, month, 0),
        DateValue::Year(y) => Meaning::BadDate(y, 0, 0),
    }
}

/// Whether the fact `fact` is stated by the text's `mention`: equal meanings, a single time that
/// is an end of a range, amounts equal to the cent. With `all_facts`, a range mention whose two
/// ends are both single-time facts is covered too.
fn fact_covers(fact: &Meaning, mention: &Meaning, all_facts: Option<&HashSet<&Meaning>>) -> bool {
    match (fact, mention) {
        (Meaning::Amount(a), Meaning::Amount(b)) => a.same_as(*b),
        (Meaning::Time(TimeValue::At(t)), Meaning::Time(TimeValue::Range(a, b))) => {
            t == a || t == b
        }
        (Meaning::Time(TimeValue::Range(a, b)), Meaning::Time(TimeValue::At(t)))
            if all_facts.is_some() =>
        {
            t == a || t == b
        }
        (Meaning::Time(TimeValue::Range(..)), Meaning::Time(TimeValue::Range(a, b)))
            if all_facts.is_some() =>
        {
            fact == mention || all_facts.is_some_and(|all| both_ends_are_facts(all, *a, *b))
        }
        _ => fact == mention,
    }
}

fn both_ends_are_facts(all_facts: &HashSet<&Meaning>, a: u16, b: u16) -> bool {
    all_facts.contains(&Meaning::Time(TimeValue::At(a)))
        && all_facts.contains(&Meaning::Time(TimeValue::At(b)))
}

/// What [`fact_covers`] can match two meanings through: a clock time (a range under both its
/// ends), an amount's cents, else the meaning itself. Two meanings one covers share a key (but
/// for a range covered by any range fact, which [`Covering::any_covers`] asks separately).
#[derive(Debug, PartialEq, Eq, Hash)]
enum CoverKey<'a> {
    Clock(u16),
    Cents(i64),
    Same(&'a Meaning),
}

impl<'a> CoverKey<'a> {
    fn of(meaning: &'a Meaning) -> [Option<Self>; 2] {
        match meaning {
            Meaning::Time(TimeValue::At(t)) => [Some(Self::Clock(*t)), None],
            Meaning::Time(TimeValue::Range(a, b)) => [Some(Self::Clock(*a)), Some(Self::Clock(*b))],
            Meaning::Amount(amount) => [Some(Self::Cents(amount.cents)), None],
            other => [Some(Self::Same(other)), None],
        }
    }
}

/// Meanings indexed by [`CoverKey`], so that "does any of these cover that" looks at the few that
/// share a key instead of all of them: 20,000 facts against 20,000 mentions is 40,000 lookups,
/// not 400 million comparisons.
struct Covering<'a> {
    by_key: HashMap<CoverKey<'a>, Vec<&'a Meaning>>,
    all: HashSet<&'a Meaning>,
    any_range: bool,
}

impl<'a> Covering<'a> {
    fn new(meanings: impl IntoIterator<Item = &'a Meaning>) -> Self {
        let mut by_key: HashMap<CoverKey<'a>, Vec<&'a Meaning>> = HashMap::new();
        let mut all = HashSet::new();
        let mut any_range = false;
        for meaning in meanings {
            any_range |= matches!(meaning, Meaning::Time(TimeValue::Range(..)));
            for key in CoverKey::of(meaning).into_iter().flatten() {
                by_key.entry(key).or_default().push(meaning);
            }
            all.insert(meaning);
        }
        Self {
            by_key,
            all,
            any_range,
        }
    }

    fn sharing_a_key(&self, meaning: &'a Meaning) -> impl Iterator<Item = &'a Meaning> + '_ {
        CoverKey::of(meaning)
            .into_iter()
            .flatten()
            .filter_map(|key| self.by_key.get(&key))
            .flatten()
            .copied()
    }

    /// Whether any of these facts covers `mention`, all of them standing for `all_facts`.
    fn any_covers(&self, mention: &'a Meaning) -> bool {
        if let Meaning::Time(TimeValue::Range(a, b)) = mention {
            if self.any_range && both_ends_are_facts(&self.all, *a, *b) {
                return true;
            }
        }
        self.sharing_a_key(mention)
            .any(|fact| fact_covers(fact, mention, Some(&self.all)))
    }

    /// Whether any of these mentions' meanings covers `fact` (no `all_facts`).
    fn any_covering(&self, fact: &'a Meaning) -> bool {
        self.sharing_a_key(fact)
            .any(|mention| fact_covers(fact, mention, None))
    }
}

/// `3 nights`, `2 days`, `90 minutes` (whole hours as hours).
fn render_duration(unit: DurationUnit, amount: u64) -> String {
    let plural = |one: &str, many: &str| {
        if amount == 1 {
            one.to_owned()
        } else {
            many.to_owned()
        }
    };
    match unit {
        DurationUnit::Nights => format!("{amount} {}", plural("night", "nights")),
        DurationUnit::Days => format!("{amount} {}", plural("day", "days")),
        DurationUnit::Minutes if amount % 60 == 0 && amount > 0 => {
            let hours = amount / 60;
            format!("{hours} {}", if hours == 1 { "hour" } else { "hours" })
        }
        DurationUnit::Minutes => format!("{amount} {}", plural("minute", "minutes")),
    }
}

/// The language a text is written in, as far as an appended sentence needs it: the one whose
/// commonest short words it uses most (English when none stands out). Linear in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Language {
    English,
    German,
    French,
    Italian,
}

impl Language {
    fn of(text: &str) -> Self {
        let mut score = [0usize; 4];
        for word in text.split(|c: char| !c.is_alphabetic()) {
            if word.len() > 5 || word.is_empty() {
                continue;
            }
            let lower = word.to_lowercase();
            let which = match lower.as_str() {
                "the" | "and" | "you" | "your" | "for" | "is" | "at" | "on" | "we" | "have" => 0,
                "und" | "der" | "die" | "das" | "ihr" | "ihre" | "wir" | "für" | "sie" | "ist"
                | "um" | "am" => 1,
                "le" | "la" | "les" | "et" | "vous" | "votre" | "pour" | "nous" | "est" | "à" => 2,
                "il" | "di" | "e" | "per" | "vi" | "sono" | "alle" | "del" | "è" | "un" => 3,
                _ => continue,
            };
            if let Some(slot) = score.get_mut(which) {
                *slot += 1;
            }
        }
        let best = score
            .iter()
            .enumerate()
            .max_by_key(|(i, n)| (**n, std::cmp::Reverse(*i)))
            .map_or(0, |(i, _)| i);
        [Self::English, Self::German, Self::French, Self::Italian]
            .get(best)
            .copied()
            .unwrap_or(Self::English)
    }
}

fn kind_label(kind: FactKind) -> &'static str {
    match kind {
        FactKind::Dates => "date",
        FactKind::TimeStrings => "time",
        FactKind::CurrencyAmounts => "amount",
        FactKind::NumericCounts => "head count",
        FactKind::RoomNames => "room name",
        FactKind::Durations => "duration",
        FactKind::Terms => "term",
    }
}

fn display_text(value: &Value) -> String {
    match value {
        Value::String(s) => format!("{s:?}"),
        other => other.to_string(),
    }
}

/// `s` in NFC. Most names are already (every ASCII one is); the quick check spares them the
/// normaliser's decompose-and-recompose pass.
fn nfc(s: &str) -> String {
    if unicode_normalization::is_nfc_quick(s.chars()) == IsNormalized::Yes {
        s.to_owned()
    } else {
        s.nfc().collect()
    }
}

/// `s` in NFD, or `None` when it already is.
fn nfd(s: &str) -> Option<String> {
    (unicode_normalization::is_nfd_quick(s.chars()) != IsNormalized::Yes).then(|| s.nfd().collect())
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use proptest::prelude::*;
    use serde_json::json;

    /// Compiled once for every test: compiling the scanners is most of a check's cost here.
    fn rules() -> &'static FactsRules {
        static RULES: std::sync::LazyLock<FactsRules> =
            std::sync::LazyLock::new(|| FactsRules::new(&Config::default().facts));
        &RULES
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 1, 10).unwrap()
    }

    fn raw(facts: &Value) -> RawFacts {
        RawFacts {
            values: FactKind::ALL
                .iter()
                .map(|k| {
                    (
                        *k,
                        facts
                            .get(k.key())
                            .and_then(Value::as_array)
                            .cloned()
                            .unwrap_or_default(),
                    )
                })
                .collect(),
        }
    }

    fn run(facts: &Value, known: &[&str], text: &str, correct: bool) -> FactsOutcome {
        let rules = rules();
        let canonical = rules.canonical(&raw(facts), today()).unwrap();
        let known: Vec<String> = known.iter().map(|s| (*s).to_owned()).collect();
        rules.check(&FactsCheck {
            facts: &canonical,
            facts_from_source: false,
            known_terms: &known,
            text,
            check: None,
            correct,
            date_format: DateFormat::default(),
            today: today(),
        })
    }

    fn ids(outcome: &FactsOutcome) -> Vec<&'static str> {
        outcome.alerts.iter().map(|a| a.rule).collect()
    }

    #[test]
    fn facts_stated_in_other_words_are_kept() {
        let facts = json!({"dates": ["2026-08-08"], "time_strings": ["18:00–22:00"], "currency_amounts": ["CHF 1,250.00"], "numeric_counts": [30]});
        for text in [
            "See you on 8 August 2026, 6pm–10pm, 30 guests, CHF 1'250.–.",
            "Am 8. August 2026 von 18:00 bis 22:00 Uhr für 30 Personen, Total 1250 CHF.",
            "Le 8 août 2026 de 18:00 à 22:00 pour 30 personnes, CHF 1 250.00.",
        ] {
            let outcome = run(&facts, &[], text, false);
            assert!(outcome.alerts.is_empty(), "{text}: {:?}", outcome.alerts);
        }
    }

    #[test]
    fn a_changed_date_is_one_altered_alert() {
        let outcome = run(
            &json!({"dates": ["2026-08-08"]}),
            &[],
            "Booked for 9 August 2026.",
            false,
        );
        assert_eq!(ids(&outcome), vec!["facts.altered"]);
        assert_eq!(outcome.missing[0].1, vec![json!("2026-08-08")]);
        assert_eq!(outcome.invented[0].1, vec![json!("9 August 2026")]);
    }

    #[test]
    fn an_extra_time_is_minor_and_an_extra_amount_is_not() {
        let outcome = run(
            &json!({"time_strings": ["18:00"], "currency_amounts": ["CHF 50"]}),
            &[],
            "Starts 18:00, coffee 15:30, CHF 50 plus CHF 20.",
            false,
        );
        assert_eq!(
            ids(&outcome),
            vec!["facts.invented_minor", "facts.invented"]
        );
    }

    #[test]
    fn digits_inside_years_are_not_counts() {
        let outcome = run(
            &json!({"numeric_counts": [25]}),
            &[],
            "In 2025 we welcomed 25 guests.",
            false,
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
    }

    #[test]
    fn a_translated_room_name_is_missing_and_a_known_other_room_is_invented() {
        let outcome = run(
            &json!({"room_names": ["Punkt.Null"]}),
            &["Punkt.Null", "Galerie"],
            "Your room Point Zero is ready, next to the Galerie.",
            false,
        );
        assert_eq!(ids(&outcome), vec!["facts.altered"]);
        let outcome = run(
            &json!({"room_names": ["Punkt.Null"]}),
            &["Punkt.Null", "Galerie"],
            "Your room Point Zero is ready.",
            false,
        );
        assert_eq!(ids(&outcome), vec!["facts.missing"]);
    }

    #[test]
    fn a_name_is_found_in_either_unicode_spelling() {
        let composed = "Apéro Package";
        let decomposed = "Ape\u{301}ro Package";
        for (fact, text) in [
            (composed, "Drinks: Ape\u{301}ro Package for all."),
            (decomposed, "Drinks: Apéro Package for all."),
            (decomposed, "Drinks: Ape\u{301}ro Package for all."),
        ] {
            let outcome = run(&json!({"terms": [fact]}), &[], text, false);
            assert!(
                outcome.alerts.is_empty(),
                "{fact:?} in {text:?}: {:?}",
                outcome.alerts
            );
        }
        let outcome = run(&json!({"terms": [decomposed]}), &[], "Drinks only.", false);
        assert_eq!(ids(&outcome), vec![MISSING.id]);
    }

    #[test]
    fn unreadable_facts_are_errors_with_their_path() {
        let err = rules()
            .canonical(
                &raw(&json!({"dates": ["2026-08-08", "next Tuesday"]})),
                today(),
            )
            .unwrap_err();
        assert_eq!(err.path, "/facts/dates/1");
    }

    #[test]
    fn correcting_replaces_removes_and_appends() {
        let facts = json!({"dates": ["2026-08-08"], "currency_amounts": ["CHF 1,250.00"], "numeric_counts": [30], "room_names": ["Punkt.Null"]});
        let text = "Dear Ms Meier, we look forward to 35 guests on 9 August 2026. Total CHF 1,250.00, parking EUR 20.";
        let outcome = run(&facts, &[], text, true);
        let (corrected, corrections) = outcome.corrected.unwrap();
        assert_eq!(
            corrected,
            "Dear Ms Meier, we look forward to 30 guests on 08.08.2026. Total CHF 1,250.00, parking. Please note: Punkt.Null."
        );
        let actions: Vec<_> = corrections.iter().map(|c| c.action).collect();
        assert_eq!(actions, vec!["replace", "replace", "remove", "insert"]);
        assert_eq!(corrections[2].original, " EUR 20");
        assert_eq!(&text[corrections[2].start..corrections[2].end], " EUR 20");
    }

    fn corrected(facts: &Value, text: &str) -> String {
        run(facts, &[], text, true).corrected.unwrap().0
    }

    #[test]
    fn head_counts_are_read_in_every_form_a_confirmation_uses() {
        for (count, text) in [
            (
                4,
                "I have booked you a table for 4 at the Golden Wok at 18:30 on Friday. Your reference number is 8J3K9L2M.",
            ),
            (2, "I got 2 tickets for you, reference 00000072."),
            (2, "Booked a table for 2 person on Friday."),
            (3, "Your three tickets are reserved."),
            (2, "Ihr Tisch für zwei Personen ist reserviert."),
            (4, "Votre table pour quatre personnes est réservée."),
            (3, "Il tavolo per tre persone è prenotato."),
            (
                5,
                "I have confirmed your reservation on Friday at 18:30 for 5.",
            ),
        ] {
            let outcome = run(&json!({"numeric_counts": [count]}), &[], text, false);
            assert!(outcome.alerts.is_empty(), "{text}: {:?}", outcome.alerts);
        }
    }

    #[test]
    fn a_changed_count_is_repaired_in_the_texts_own_form() {
        let facts = json!({"numeric_counts": [4]});
        assert_eq!(
            corrected(&facts, "I have booked you a table for 5 at 18:30."),
            "I have booked you a table for 4 at 18:30."
        );
        assert_eq!(
            corrected(&facts, "Your three tickets are booked."),
            "Your four tickets are booked."
        );
        assert_eq!(
            corrected(
                &json!({"numeric_counts": [3]}),
                "Ihr Tisch für zwei Personen."
            ),
            "Ihr Tisch für drei Personen."
        );
    }

    #[test]
    fn a_stay_is_a_duration_and_never_a_head_count() {
        let facts = json!({"numeric_counts": [2], "durations": ["5 nights"]});
        let outcome = run(
            &facts,
            &[],
            "You are staying 5 nights, for 2 people.",
            false,
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        let outcome = run(&facts, &[], "You are staying 6 nights, for 2 people.", true);
        assert_eq!(ids(&outcome), vec!["facts.altered"]);
        assert_eq!(
            outcome.corrected.unwrap().0,
            "You are staying 5 nights, for 2 people."
        );
        let outcome = run(
            &json!({"durations": ["2 hours"]}),
            &[],
            "The table is held for 120 minutes.",
            false,
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        let outcome = run(
            &json!({"numeric_counts": [4]}),
            &[],
            "Booked for 4 people. The table will be reserved for 15 minutes.",
            true,
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        let outcome = run(
            &json!({"durations": ["3 nights"]}),
            &[],
            "Your room is booked for 3 nights, and your table will be held for 15 minutes.",
            false,
        );
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
    }

    #[test]
    fn prices_with_currency_words_and_in_price_contexts_are_amounts() {
        let facts = json!({"currency_amounts": ["57.56 GBP"]});
        for text in [
            "Booking was successful. The total fee is 57.56 GBP payable at the station.",
            "Booking was successful. The total fee is 57.56 payable at the station.",
            "The cost is 57.56 pounds.",
        ] {
            let outcome = run(&facts, &[], text, false);
            assert!(outcome.alerts.is_empty(), "{text}: {:?}", outcome.alerts);
        }
        assert_eq!(
            corrected(&facts, "The total fee is 58.56 payable at the station."),
            "The total fee is 57.56 payable at the station."
        );
        assert_eq!(
            corrected(
                &json!({"currency_amounts": ["USD 93"]}),
                "That is $94 in all."
            ),
            "That is $93 in all."
        );
    }

    #[test]
    fn a_changed_time_keeps_its_am_pm_form() {
        assert_eq!(
            corrected(&json!({"time_strings": ["20:15"]}), "See you at 7:15 pm."),
            "See you at 8:15 pm."
        );
        assert_eq!(
            corrected(&json!({"time_strings": ["15:08"]}), "It leaves at 15.18."),
            "It leaves at 15.08."
        );
    }

    #[test]
    fn may_as_a_word_is_no_date() {
        let facts = json!({"time_strings": ["18:32"]});
        let text = "TR1234 arrives by 18:32. May I book that for you?";
        let outcome = run(&facts, &[], text, true);
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
        assert_eq!(outcome.corrected.unwrap().0, text);
        let outcome = run(&json!({}), &[], "basta 3 march 10th", false);
        assert!(outcome.alerts.is_empty(), "{:?}", outcome.alerts);
    }

    #[test]
    fn an_appended_count_is_grammatical_and_a_present_one_is_not_appended() {
        assert_eq!(
            corrected(
                &json!({"numeric_counts": [1]}),
                "Your booking is confirmed."
            ),
            "Your booking is confirmed. Please note: 1 person."
        );
        assert_eq!(
            corrected(
                &json!({"numeric_counts": [3]}),
                "Ihre Buchung ist bestätigt."
            ),
            "Ihre Buchung ist bestätigt. Please note: 3 Personen."
        );
        let text = "I have booked you a table for 4.";
        assert_eq!(corrected(&json!({"numeric_counts": [4]}), text), text);
    }

    #[derive(Debug, Clone)]
    struct Scenario {
        date: NaiveDate,
        other_date: NaiveDate,
        from: u16,
        to: u16,
        cents: i64,
        guests: u64,
        alter_date: bool,
        alter_guests: bool,
        drop_amount: bool,
        invent_amount: bool,
        german: bool,
    }

    fn scenario() -> impl Strategy<Value = Scenario> {
        (
            0i64..700,
            1i64..300,
            8u16..16,
            1u16..6,
            100i64..500_000,
            2u64..400,
            any::<[bool; 5]>(),
        )
            .prop_map(|(day, shift, from, span, cents, guests, flags)| {
                let date =
                    NaiveDate::from_ymd_opt(2026, 1, 10).unwrap() + chrono::Duration::days(day);
                Scenario {
                    date,
                    other_date: date + chrono::Duration::days(shift),
                    from,
                    to: from + span,
                    cents: cents * 5,
                    guests,
                    alter_date: flags[0],
                    alter_guests: flags[1],
                    drop_amount: flags[2],
                    invent_amount: flags[3],
                    german: flags[4],
                }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn an_iso_date_is_read_as_the_date_scanner_reads_it(
            text in "[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9 ]{4}[-/][0-9a]{2}-[0-9]{1,3}"
        ) {
            let today = today();
            let scanned: Vec<DateValue> = rules()
                .dates
                .find_days(&text, today)
                .into_iter()
                .flat_map(|d| d.2)
                .collect();
            let iso_shaped = text.len() == 10
                && text.bytes().enumerate().all(|(i, b)| match i {
                    4 | 7 => b == b'-',
                    _ => b.is_ascii_digit(),
                });
            match iso_day(&text) {
                Some(day) => prop_assert_eq!(scanned, vec![day]),
                None => prop_assert!(!iso_shaped),
            }
        }

        #[test]
        fn a_corrected_text_verifies_clean_and_correcting_again_changes_nothing(s in scenario()) {
            let amount = crate::engine::text::amounts::format_amount(Amount { currency: Some("CHF"), cents: s.cents });
            let facts = json!({"dates": [s.date.format("%Y-%m-%d").to_string()],
                               "time_strings": [format!("{:02}:00–{:02}:00", s.from, s.to)],
                               "currency_amounts": [amount.clone()], "numeric_counts": [s.guests], "room_names": ["Punkt.Null"]});
            let date = if s.alter_date { s.other_date } else { s.date };
            let guests = if s.alter_guests { s.guests + 1 } else { s.guests };
            let price = if s.drop_amount { String::new() } else { format!(" The total is {amount}.") };
            let extra = if s.invent_amount { " Parking is CHF 15 per car." } else { "" };
            let text = if s.german {
                format!("Guten Tag, wir erwarten {guests} Gäste am {}. {} in Punkt.Null von {}:00 bis {}:00 Uhr.{price}{extra}", date.format("%-d. %B %Y"), "Apéro", s.from, s.to)
            } else {
                format!("Hello, we expect {guests} guests on {} in Punkt.Null from {}:00 to {}:00.{price}{extra}", date.format("%B %-d, %Y"), s.from, s.to)
            };
            let first = run(&facts, &["Punkt.Null", "Atelier"], &text, true);
            let (corrected, _) = first.corrected.clone().unwrap();
            let second = run(&facts, &["Punkt.Null", "Atelier"], &corrected, true);
            prop_assert!(second.alerts.is_empty(), "{text}\n-> {corrected}\n{:?}", second.alerts);
            let (again, corrections) = second.corrected.unwrap();
            prop_assert_eq!(&again, &corrected);
            prop_assert!(corrections.is_empty());
            if !s.alter_date && !s.alter_guests && !s.drop_amount && !s.invent_amount {
                prop_assert!(first.alerts.is_empty(), "{text}: {:?}", first.alerts);
            }
        }

        #[test]
        fn a_changed_confirmation_is_repaired_to_the_original_in_its_own_format(
            count in 1u64..13,
            other_count in 1u64..13,
            minutes in 0u16..1440,
            other_minutes in 0u16..1440,
            nights in 1u64..15,
            other_nights in 1u64..15,
            cents in 100i64..100_000,
            other_cents in 100i64..100_000,
            flags in any::<[bool; 4]>(),
        ) {
            let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
            let people = |n: u64| {
                let noun = if n == 1 { "person" } else { "people" };
                if flags[0] {
                    format!("{} {noun}", words[usize::try_from(n - 1).unwrap()])
                } else {
                    format!("{n} {noun}")
                }
            };
            let time = |m: u16| {
                let value = TimeValue::At(m);
                if flags[1] { times::format_like(value, "7:15 pm") } else { times::format_like(value, "18.30") }
            };
            let stay = |n: u64| format!("{n} {}", if n == 1 { "night" } else { "nights" });
            let price = |c: i64| {
                let amount = Amount { currency: Some("GBP"), cents: c };
                if flags[2] {
                    amounts::format_like(amount, "57.56 pounds").unwrap()
                } else {
                    amounts::format_like(amount, "£57.56").unwrap()
                }
            };
            let text = |n, m, s, c| format!(
                "Booking was successful for {} at {}, staying {}. The total fee is {} payable at the station.",
                people(n), time(m), stay(s), price(c)
            );
            let facts = json!({
                "numeric_counts": [count],
                "time_strings": [TimeValue::At(minutes).format()],
                "durations": [stay(nights)],
                "currency_amounts": [format!("GBP {}.{:02}", cents / 100, cents % 100)],
            });
            let original = text(count, minutes, nights, cents);
            let clean = run(&facts, &[], &original, true);
            prop_assert!(clean.alerts.is_empty(), "{original}: {:?}", clean.alerts);
            let changed = if flags[3] {
                text(other_count, other_minutes, nights, cents)
            } else {
                text(count, minutes, other_nights, other_cents)
            };
            let (corrected, _) = run(&facts, &[], &changed, true).corrected.unwrap();
            prop_assert_eq!(&corrected, &original, "{}", changed);
            let again = run(&facts, &[], &corrected, true);
            prop_assert!(again.alerts.is_empty());
            prop_assert_eq!(again.corrected.unwrap().0, corrected);
        }

        #[test]
        fn any_text_is_checked_without_panicking(text in "\\PC{0,200}") {
            let _ = run(&json!({"dates": ["2026-08-08"], "numeric_counts": [3], "durations": ["3 nights"], "currency_amounts": ["GBP 5.50"], "room_names": ["A"]}), &["A", "B"], &text, true);
        }
    }

    #[test]
    fn a_spent_budget_stops_the_check_before_the_first_scanner() {
        let rules = rules();
        let canonical = rules
            .canonical(&raw(&json!({"dates": ["2026-08-08"]})), today())
            .unwrap();
        let text = "Arriving 3 March 2026 at 10:30 for $45.00. ".repeat(200);
        let request = FactsCheck {
            facts: &canonical,
            facts_from_source: false,
            known_terms: &[],
            text: &text,
            check: None,
            correct: true,
            date_format: DateFormat::default(),
            today: today(),
        };
        let whole = rules.check(&request);
        assert!(whole.alerts.len() >= 2 && whole.corrected.is_some());
        let stopped = rules.check_within(&request, &Budget::spent());
        assert!(stopped.alerts.is_empty(), "{:?}", ids(&stopped));
        assert!(stopped.tally.is_empty() && stopped.corrected.is_none());
        let source = rules.from_source_within(&text, &[], today(), &Budget::spent());
        assert!(source.facts.is_empty());
    }

    /// Pieces of booking texts, with accents, combining marks, emoji and CJK between the facts.
    const TEXT_WORDS: &[&str] = &[
        "We",
        "reserved",
        "Atelier",
        "Galerie",
        "Punkt.Null",
        "for",
        "35 guests",
        "30 guests",
        "on",
        "9 August 2026",
        "8 August 2026",
        "2026-08-10",
        "CHF 1'250.–",
        "CHF 900",
        "from",
        "6pm",
        "to",
        "10pm",
        "Zürich",
        "東京",
        "🎉",
        "👩\u{200d}👩\u{200d}👧",
        "cafe\u{301}",
        ".",
        "Total",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn every_span_and_correction_covers_exactly_the_fact_as_written(
            words in prop::collection::vec(prop::sample::select(TEXT_WORDS), 1..24)
        ) {
            let text = words.join(" ");
            let facts = json!({"dates": ["2026-08-08"], "time_strings": ["18:00–22:00"],
                "currency_amounts": ["CHF 1,250.00"], "numeric_counts": [30],
                "room_names": ["Punkt.Null"]});
            let outcome = run(&facts, &["Punkt.Null", "Atelier", "Galerie"], &text, true);
            let chars: Vec<char> = text.chars().collect();
            let covered = |span: &Span| -> String {
                chars.get(span.start..span.end).unwrap_or_default().iter().collect()
            };
            for alert in &outcome.alerts {
                if let Some(span) = &alert.span {
                    prop_assert_eq!(span.path.as_str(), "/text");
                    prop_assert_eq!(Value::String(covered(span)), alert.detected_value.clone());
                }
                if alert.rule != MISSING.id {
                    prop_assert!(alert.span.is_some(), "{} has no span", alert.rule);
                }
            }
            for correction in outcome.corrected.map(|c| c.1).unwrap_or_default() {
                let span = correction.span.unwrap();
                prop_assert_eq!(covered(&span), correction.original);
            }
        }
    }
}
