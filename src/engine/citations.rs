//! A RAG answer against the passages it was given: a retrieval-confidence gate, refusals, claims
//! split into sentences, citations that resolve to no source, factual claims without a citation,
//! and numbers, quotes and content their cited sources do not support. In strict mode any of those
//! turns the answer into an extractive fallback: the best-matching passage, verbatim.

use std::borrow::Cow;
use std::collections::{BTreeSet, HashSet};
use std::ops::Range;

use foldhash::fast::RandomState;
use regex::Regex;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Alert, Rule};

mod numbers;

const ENDPOINT: &str = "/verify-citations";

rule!(
    LOW_RETRIEVAL_CONFIDENCE,
    "citations.low_retrieval_confidence",
    LowRetrievalConfidence,
    Medium,
    "Retrieval confidence is below confidence_threshold; the answer falls back to a passage."
);
rule!(
    FABRICATED_CITATION,
    "citations.fabricated_citation",
    FabricatedCitation,
    Critical,
    "A cited id that no source has."
);
rule!(
    UNCITED_CLAIM,
    "citations.uncited_claim",
    UncitedClaim,
    High,
    "A factual sentence with no valid citation."
);
rule!(
    UNGROUNDED_NUMBER,
    "citations.ungrounded_number",
    UngroundedClaim,
    High,
    "A number, range or hedge its cited sources do not state."
);
rule!(
    MISQUOTE,
    "citations.misquote",
    UngroundedClaim,
    High,
    "Quoted text that is not verbatim in the cited sources."
);
rule!(
    UNSUPPORTED_CLAIM,
    "citations.unsupported_claim",
    UngroundedClaim,
    Medium,
    "Most content words of the claim are absent from its cited sources."
);

/// Every rule of this family.
pub const RULES: &[Rule] = &[
    LOW_RETRIEVAL_CONFIDENCE,
    FABRICATED_CITATION,
    UNCITED_CLAIM,
    UNGROUNDED_NUMBER,
    MISQUOTE,
    UNSUPPORTED_CLAIM,
];

/// Settings of the citations family.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CitationsConfig {
    /// Retrieval confidence below this falls back to a passage.
    pub confidence_threshold: f64,
    /// Strict mode unless the request says otherwise.
    pub strict_by_default: bool,
    /// Regexes (one capture group: the id or ids) that read citations, tried in order.
    pub citation_patterns: Vec<String>,
    /// Case-insensitive regexes of answers that decline.
    pub refusal_patterns: Vec<String>,
    /// Case-insensitive regexes of sentences that only lead in ("Here is what I found:").
    pub lead_in_patterns: Vec<String>,
    /// Abbreviations whose period never ends a sentence (lower case, without the period).
    pub abbreviations: Vec<String>,
    /// Words that are not content words.
    pub stop_words: Vec<String>,
    /// Words that hedge a number ("approximately 5 quarts").
    pub hedge_words: Vec<String>,
    /// Unit spellings that mean the same unit, each group listed together.
    pub unit_synonyms: Vec<Vec<String>>,
    /// How `POST /prompts/citations` tells the LLM to cite: `{id}` is the source id. It must be
    /// read back by `citation_patterns` (checked at load).
    pub citation_format: String,
    /// The sentence `POST /prompts/citations` tells the LLM to answer when the sources do not
    /// answer the question. It must match `refusal_patterns` (checked at load).
    pub refusal_sentence: String,
    /// `fallback.answer`.
    pub fallback_answer: String,
    /// `fallback.note`.
    pub fallback_note: String,
}

/// One passage the answer was generated from.
#[derive(Debug, Clone, PartialEq)]
pub struct Source {
    /// Its id as the pipeline names it (`Para 7-2`).
    pub id: String,
    /// Its text.
    pub text: String,
    /// Document it comes from.
    pub document: Value,
    /// Page it comes from.
    pub page: Value,
    /// Retrieval score.
    pub score: Option<f64>,
}

/// One audit request.
#[derive(Debug, Clone)]
pub struct Audit<'a> {
    /// The user's question, when given.
    pub question: Option<&'a str>,
    /// The RAG answer (may be absent when the gate fires).
    pub answer: Option<&'a str>,
    /// The passages.
    pub sources: &'a [Source],
    /// The retriever's confidence, else the best source score is used.
    pub retrieval_confidence: Option<f64>,
    /// Strict mode.
    pub strict: bool,
}

/// One sentence of the answer and what was found in it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Claim {
    /// The sentence.
    pub text: String,
    /// Ids as written inside the brackets.
    pub citations: Vec<String>,
    /// The ids of the sources they resolve to.
    pub valid_citations: Vec<String>,
    /// No ungrounded number, quote or content.
    pub grounded: bool,
    /// Rule ids found in this claim.
    pub problems: Vec<&'static str>,
}

/// The extractive fallback.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Fallback {
    /// Fixed lead-in.
    pub answer: String,
    /// The passage, verbatim.
    pub snippet: String,
    /// The passage's id.
    pub source: String,
    /// Its document.
    pub document: Value,
    /// Its page.
    pub page: Value,
    /// Fixed note.
    pub note: String,
}

/// The result of an audit.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditOutcome {
    /// Every problem.
    pub alerts: Vec<Alert>,
    /// `fully_cited`, `partially_cited`, `uncited`, `refusal`, or `None` when the gate fired.
    pub classification: Option<&'static str>,
    /// `answer` or `fallback`.
    pub action: &'static str,
    /// `ok`, `low_retrieval_confidence`, `refusal`, `fabricated_citation`, `uncited_claim`, `ungrounded_claim`.
    pub reason: &'static str,
    /// The claims.
    pub claims: Vec<Claim>,
    /// When the action is fallback.
    pub fallback: Option<Fallback>,
}

/// The citation rules compiled once.
#[derive(Debug, Clone)]
pub struct CitationRules {
    config: CitationsConfig,
    citations: Vec<Regex>,
    refusals: Vec<Regex>,
    lead_ins: Vec<Regex>,
    numbers: numbers::Reader,
    quote: Regex,
    stop_words: HashSet<String, RandomState>,
    /// `hedge_words` in lower case, lowered once rather than per text.
    hedges: Vec<String>,
}

/// Why a configured pattern does not compile.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{key}[{index}]: {message}")]
pub struct PatternError {
    /// The config key.
    pub key: &'static str,
    /// Position in the list.
    pub index: usize,
    /// The regex error.
    pub message: String,
}

/// A number in a claim or a source: its value(s), whether hedged, and its unit.
#[derive(Debug, Clone, PartialEq)]
struct Quantity<'t> {
    written: &'t str,
    low: Cow<'t, str>,
    high: Option<Cow<'t, str>>,
    hedged: bool,
    unit: Option<Cow<'t, str>>,
}

/// A citation in a sentence: the whole match and, if the pattern captured them, its ids.
#[derive(Debug, Clone)]
struct Citation {
    span: Range<usize>,
    ids: Option<Range<usize>>,
}

/// A sentence of an answer and the citations in it.
#[derive(Debug, Clone)]
struct Sentence {
    text: String,
    citations: Vec<Citation>,
}

/// The ids `citations` of `text` cite, as written, in order (a citation may hold several,
/// separated by `,` or `;`).
fn cited_ids(text: &str, citations: &[Citation]) -> Vec<String> {
    citations
        .iter()
        .filter_map(|c| text.get(c.ids.clone()?))
        .flat_map(|ids| ids.split([',', ';']))
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .map(str::to_owned)
        .collect()
}

/// `text` with each citation replaced by a space.
fn strip_citations<'t>(text: &'t str, citations: &[Citation]) -> Cow<'t, str> {
    if citations.is_empty() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for c in citations {
        out.push_str(text.get(at..c.span.start).unwrap_or_default());
        out.push(' ');
        at = c.span.end;
    }
    out.push_str(text.get(at..).unwrap_or_default());
    Cow::Owned(out)
}

/// The sources of one audit, each read (quantities, content words) once however many claims
/// cite it.
struct Cited<'s> {
    sources: &'s [Source],
    /// Each source's id, normalised.
    ids: Vec<String>,
    readings: Vec<Option<Reading<'s>>>,
}

/// What a claim is compared with in one source.
struct Reading<'s> {
    quantities: Vec<Quantity<'s>>,
    words: HashSet<Cow<'s, str>, RandomState>,
}

impl<'s> Cited<'s> {
    fn new(sources: &'s [Source]) -> Self {
        Self {
            sources,
            ids: sources.iter().map(|s| normalize_id(&s.id)).collect(),
            readings: sources.iter().map(|_| None).collect(),
        }
    }

    /// The index of the source an id resolves to: by normalised id, else a bare `n` is the n-th
    /// source.
    fn resolve(&self, id: &str) -> Option<usize> {
        let wanted = normalize_id(id);
        self.ids.iter().position(|s| *s == wanted).or_else(|| {
            wanted
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=self.sources.len()).contains(n))
                .map(|n| n - 1)
        })
    }

    /// Reads the sources at `indices` that are not read yet.
    fn read(&mut self, rules: &CitationRules, indices: &[usize]) {
        for &i in indices {
            if let (Some(slot @ None), Some(source)) =
                (self.readings.get_mut(i), self.sources.get(i))
            {
                // About one content word per eight bytes of English prose, so the set is sized
                // once instead of growing through several rehashes.
                let mut words = HashSet::with_capacity_and_hasher(
                    source.text.len() / 8,
                    RandomState::default(),
                );
                words.extend(rules.content_words(&source.text));
                *slot = Some(Reading {
                    quantities: rules.quantities(&source.text),
                    words,
                });
            }
        }
    }

    /// The readings of the sources at `indices`, in that order (those read with [`Cited::read`]).
    fn readings<'a>(
        &'a self,
        indices: &'a [usize],
    ) -> impl Iterator<Item = &'a Reading<'s>> + Clone {
        indices
            .iter()
            .filter_map(|&i| self.readings.get(i).and_then(Option::as_ref))
    }
}

/// An id as citations are matched: lower case, no white space, no `para`/`para.` prefix, no
/// trailing `.`.
fn normalize_id(id: &str) -> String {
    let mut out: String = if id.is_ascii() {
        id.chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_lowercase())
            .collect()
    } else {
        // `str::to_lowercase` and not by character: a final sigma depends on what follows it.
        id.to_lowercase()
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect()
    };
    let prefix = if out.starts_with("para.") {
        5
    } else if out.starts_with("para") {
        4
    } else {
        0
    };
    let kept = out
        .get(prefix..)
        .unwrap_or_default()
        .trim_end_matches('.')
        .len();
    out.truncate(prefix + kept);
    out.drain(..prefix);
    out
}

/// `5,000` and `5000` are one number, `2,5` and `2.5` another, `5.0` is `5`.
fn normalize_number(s: &str) -> Cow<'_, str> {
    if !s.contains([',', '.']) {
        return Cow::Borrowed(s);
    }
    let thousands = s.len() > 4 && s.rfind(',').is_some_and(|at| s.len() - at - 1 == 3);
    let plain = if thousands {
        s.replace(',', "")
    } else {
        s.replace(',', ".")
    };
    Cow::Owned(if plain.contains('.') {
        plain.trim_end_matches('0').trim_end_matches('.').to_owned()
    } else {
        plain
    })
}

/// `word` in lower case, borrowed when it already is.
fn lowercase(word: &str) -> Cow<'_, str> {
    if word.is_ascii() {
        if word.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(word.to_ascii_lowercase())
        } else {
            Cow::Borrowed(word)
        }
    } else {
        Cow::Owned(word.to_lowercase())
    }
}

fn normalize_quote(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '“' | '”' | '„' | '«' | '»' | '"' => '"',
            '‘' | '’' | '‚' => '\'',
            c if c.is_whitespace() => ' ',
            c => c,
        })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl CitationRules {
    /// Checks that every configured pattern compiles.
    ///
    /// # Errors
    /// The first pattern that is not a valid regex, with its key and position.
    pub fn check_patterns(config: &CitationsConfig) -> Result<(), PatternError> {
        for (key, list) in [
            ("citations.citation_patterns", &config.citation_patterns),
            ("citations.refusal_patterns", &config.refusal_patterns),
            ("citations.lead_in_patterns", &config.lead_in_patterns),
        ] {
            for (index, p) in list.iter().enumerate() {
                Regex::new(p).map_err(|e| PatternError {
                    key,
                    index,
                    message: e.to_string(),
                })?;
            }
        }
        Ok(())
    }

    /// Compiles the configuration; a pattern that does not compile is left out (configuration
    /// loading refuses such a file first, see [`CitationRules::check_patterns`]).
    #[must_use]
    pub fn new(config: &CitationsConfig) -> Self {
        let compile = |list: &[String], insensitive: bool| -> Vec<Regex> {
            list.iter()
                .filter_map(|p| {
                    Regex::new(&if insensitive {
                        format!("(?i){p}")
                    } else {
                        p.clone()
                    })
                    .ok()
                })
                .collect()
        };
        #[allow(clippy::expect_used)] // a constant pattern, covered by the tests below
        let quote = Regex::new(r#"["“„«]([^"“”„«»]{3,}?)["”»]"#).expect("constant quote pattern");
        Self {
            citations: compile(&config.citation_patterns, false),
            refusals: compile(&config.refusal_patterns, true),
            lead_ins: compile(&config.lead_in_patterns, true),
            numbers: numbers::Reader::new(),
            quote,
            stop_words: config.stop_words.iter().map(|w| w.to_lowercase()).collect(),
            hedges: config
                .hedge_words
                .iter()
                .map(|h| h.to_lowercase())
                .collect(),
            config: config.clone(),
        }
    }

    /// The configured defaults.
    #[must_use]
    pub fn config(&self) -> &CitationsConfig {
        &self.config
    }

    /// Audits one answer.
    #[must_use]
    pub fn audit(&self, audit: &Audit<'_>) -> AuditOutcome {
        let confidence = audit.retrieval_confidence.or_else(|| {
            audit
                .sources
                .iter()
                .filter_map(|s| s.score)
                .reduce(f64::max)
        });
        if let Some(c) = confidence.filter(|c| *c < self.config.confidence_threshold) {
            let alert = Alert::new(
                &LOW_RETRIEVAL_CONFIDENCE,
                if audit.retrieval_confidence.is_some() {
                    "/retrieval_confidence"
                } else {
                    "/sources"
                },
                format!(
                    "retrieval confidence {c} is below {}",
                    self.config.confidence_threshold
                ),
            )
            .detected(c)
            .expected(format!("at least {}", self.config.confidence_threshold));
            return AuditOutcome {
                alerts: vec![alert],
                classification: None,
                action: "fallback",
                reason: "low_retrieval_confidence",
                claims: Vec::new(),
                fallback: self.fallback(audit),
            };
        }
        let answer = audit.answer.unwrap_or_default();
        if self.refusals.iter().any(|r| r.is_match(answer)) {
            return AuditOutcome {
                alerts: Vec::new(),
                classification: Some("refusal"),
                action: "answer",
                reason: "refusal",
                claims: Vec::new(),
                fallback: None,
            };
        }
        let mut alerts = Vec::new();
        let mut claims = Vec::new();
        let (mut factual, mut cited) = (0, 0);
        let mut sources = Cited::new(audit.sources);
        for sentence in self.sentences(answer) {
            let (claim, is_factual, claim_alerts) =
                self.claim(&sentence, claims.len(), &mut sources);
            factual += usize::from(is_factual);
            cited += usize::from(is_factual && !claim.valid_citations.is_empty());
            alerts.extend(claim_alerts);
            claims.push(claim);
        }
        let classification = if factual == 0 || cited == factual {
            "fully_cited"
        } else if cited == 0 {
            "uncited"
        } else {
            "partially_cited"
        };
        let has = |rule: &Rule| alerts.iter().any(|a: &Alert| a.rule == rule.id);
        let reason = if has(&FABRICATED_CITATION) {
            "fabricated_citation"
        } else if has(&UNCITED_CLAIM) {
            "uncited_claim"
        } else if has(&UNGROUNDED_NUMBER) || has(&MISQUOTE) || has(&UNSUPPORTED_CLAIM) {
            "ungrounded_claim"
        } else {
            "ok"
        };
        let action = if audit.strict && reason != "ok" {
            "fallback"
        } else {
            "answer"
        };
        let fallback = if action == "fallback" {
            self.fallback(audit)
        } else {
            None
        };
        AuditOutcome {
            alerts,
            classification: Some(classification),
            action,
            reason,
            claims,
            fallback,
        }
    }

    /// What is inconsistent between the prompt settings and the patterns that check answers:
    /// `citation_format` must be read back as the id it cites, `refusal_sentence` must be a refusal.
    #[must_use]
    pub fn prompt_problems(&self) -> Vec<(&'static str, String)> {
        let mut problems = Vec::new();
        let id = "Para 7-2";
        let written = self.config.citation_format.replace("{id}", id);
        if !self.config.citation_format.contains("{id}")
            || cited_ids(&written, &self.citations_in(&written)) != [id]
        {
            problems.push((
                "citations.citation_format",
                format!(
                    "{written:?} is not read back as a citation of {id:?} by citation_patterns"
                ),
            ));
        }
        if !self
            .refusals
            .iter()
            .any(|r| r.is_match(&self.config.refusal_sentence))
        {
            problems.push((
                "citations.refusal_sentence",
                "is not recognised by refusal_patterns".to_owned(),
            ));
        }
        problems
    }

    /// `id` cited the way `citation_format` says.
    #[must_use]
    pub fn cite(&self, id: &str) -> String {
        self.config.citation_format.replace("{id}", id)
    }

    /// Splits at `.`, `!`, `?` followed by a space and a capital letter (or the end), never inside a
    /// number, a known abbreviation or a citation bracket; a trailing bracket joins its sentence.
    fn sentences(&self, text: &str) -> Vec<Sentence> {
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut out: Vec<&str> = Vec::new();
        let mut start = 0;
        let mut depth: i32 = 0;
        for (i, &(at, c)) in chars.iter().enumerate() {
            match c {
                '[' | '(' => depth += 1,
                ']' | ')' => depth = (depth - 1).max(0),
                '.' | '!' | '?' if depth == 0 => {
                    let next = chars.get(i + 1).map(|x| x.1);
                    let after = chars.get(i + 2).map(|x| x.1);
                    let ends = match (next, after) {
                        (None, _) => true,
                        (Some(n), Some(a)) if n.is_whitespace() => {
                            a.is_uppercase() || a == '"' || a == '“'
                        }
                        _ => false,
                    };
                    if !ends {
                        continue;
                    }
                    if c == '.' {
                        let word: String = text
                            .get(start..at)
                            .unwrap_or_default()
                            .rsplit(|ch: char| ch.is_whitespace())
                            .next()
                            .unwrap_or_default()
                            .to_lowercase();
                        let word = word.trim_start_matches(['(', '"', '“']);
                        if self.config.abbreviations.iter().any(|a| a == word) {
                            continue;
                        }
                    }
                    let end = at + c.len_utf8();
                    out.push(text.get(start..end).unwrap_or_default().trim());
                    start = end;
                }
                _ => {}
            }
        }
        let rest = text.get(start..).unwrap_or_default().trim();
        if !rest.is_empty() {
            out.push(rest);
        }
        // A sentence that is only citations belongs to the one before it.
        let mut merged: Vec<Sentence> = Vec::new();
        for text in out {
            let citations = self.citations_in(text);
            if let Some(last) = merged.last_mut().filter(|_| {
                strip_citations(text, &citations)
                    .chars()
                    .all(|c| !c.is_alphanumeric())
            }) {
                last.text.push(' ');
                last.text.push_str(text);
                last.citations = self.citations_in(&last.text);
                continue;
            }
            merged.push(Sentence {
                text: text.to_owned(),
                citations,
            });
        }
        merged.retain(|s| !s.text.is_empty());
        merged
    }

    /// The citations in `text`, in order: the matches of each pattern in turn that do not
    /// overlap a match of an earlier pattern. The ids are read from these, and these are what
    /// is taken out before a claim's numbers and words are read.
    fn citations_in(&self, text: &str) -> Vec<Citation> {
        let mut found: Vec<Citation> = Vec::new();
        for pattern in &self.citations {
            for caps in pattern.captures_iter(text) {
                let Some(all) = caps.get(0) else { continue };
                if found
                    .iter()
                    .any(|c| all.start() < c.span.end && all.end() > c.span.start)
                {
                    continue;
                }
                found.push(Citation {
                    span: all.range(),
                    ids: caps.get(1).map(|ids| ids.range()),
                });
            }
        }
        found.sort_by_key(|c| c.span.start);
        found
    }

    /// Words of three letters or more that are not stop words, in lower case.
    fn content_words<'t>(&self, text: &'t str) -> impl Iterator<Item = Cow<'t, str>> {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().nth(2).is_some())
            .map(lowercase)
            .filter(|w| !self.stop_words.contains(w.as_ref()))
    }

    fn quantities<'t>(&self, text: &'t str) -> Vec<Quantity<'t>> {
        let mut found = Vec::new();
        let mut at = 0;
        while let Some(number) = self.numbers.next(text, at) {
            // Every number holds a digit, so the search always moves on.
            at = number.whole.end;
            let part = |r: &Range<usize>| text.get(r.clone()).unwrap_or_default();
            // Digits glued to letters (`7-2` in an id, `A4`) are not quantities.
            if text
                .get(..number.low.start)
                .and_then(|t| t.chars().next_back())
                .is_some_and(|c| c.is_alphanumeric())
            {
                continue;
            }
            let hedged = number.hedge.as_ref().is_some_and(|h| {
                let hedge = lowercase(part(h).trim_end_matches('.'));
                self.hedges.iter().any(|x| *x == hedge)
            });
            let from = if hedged {
                number.whole.start
            } else {
                number.low.start
            };
            found.push(Quantity {
                written: text.get(from..number.whole.end).unwrap_or_default().trim(),
                low: normalize_number(part(&number.low)),
                high: number.high.as_ref().map(|h| normalize_number(part(h))),
                hedged,
                unit: number
                    .unit
                    .as_ref()
                    .map(|u| lowercase(part(u).trim_end_matches(['.', '-']))),
            });
        }
        found
    }

    fn same_unit(&self, a: &str, b: &str) -> bool {
        a == b
            || self.config.unit_synonyms.iter().any(|group| {
                group.iter().any(|u| u.eq_ignore_ascii_case(a))
                    && group.iter().any(|u| u.eq_ignore_ascii_case(b))
            })
    }

    /// Whether the source quantities state `q`: the same number (or the same range), with the same
    /// unit where both give one, and a hedge only where the source hedges too.
    fn grounded<'q, 's: 'q>(
        &self,
        q: &Quantity<'_>,
        mut in_sources: impl Iterator<Item = &'q Quantity<'s>>,
    ) -> bool {
        in_sources.any(|s| {
            let same_value = s.low == q.low && s.high == q.high;
            let unit_ok = match (&q.unit, &s.unit) {
                (Some(a), Some(b)) => self.same_unit(a, b) || !self.is_unit(a) || !self.is_unit(b),
                _ => true,
            };
            same_value && unit_ok && (!q.hedged || s.hedged)
        })
    }

    fn is_unit(&self, word: &str) -> bool {
        self.config
            .unit_synonyms
            .iter()
            .flatten()
            .any(|u| u.eq_ignore_ascii_case(word))
    }

    fn claim(
        &self,
        sentence: &Sentence,
        index: usize,
        sources: &mut Cited<'_>,
    ) -> (Claim, bool, Vec<Alert>) {
        let citations = cited_ids(&sentence.text, &sentence.citations);
        let mut alerts = Vec::new();
        let mut problems: Vec<&'static str> = Vec::new();
        // Indices of the cited sources, in citation order, each source once (by its id).
        let mut cited: Vec<usize> = Vec::new();
        let id_of = |i: usize| sources.sources.get(i).map(|s| s.id.as_str());
        for id in &citations {
            match sources.resolve(id) {
                Some(source) => {
                    if !cited.iter().any(|&c| id_of(c) == id_of(source)) {
                        cited.push(source);
                    }
                }
                None => {
                    problems.push(FABRICATED_CITATION.id);
                    alerts.push(
                        Alert::new(
                            &FABRICATED_CITATION,
                            "/answer",
                            format!("claim {index} cites {id:?}, which no source has"),
                        )
                        .detected(id.clone())
                        .expected(Value::from(
                            sources
                                .sources
                                .iter()
                                .map(|s| s.id.clone())
                                .collect::<Vec<_>>(),
                        ))
                        .with("claim", index),
                    );
                }
            }
        }
        let stripped = strip_citations(&sentence.text, &sentence.citations);
        let is_lead_in = |text: &str| self.lead_ins.iter().any(|r| r.is_match(text.trim()));
        // "Here are the specifications: Oil capacity is 5 quarts" - only the part after the lead-in counts.
        let bare = match stripped.split_once(':') {
            Some((head, tail)) if is_lead_in(head) && !tail.trim().is_empty() => tail,
            _ => &stripped,
        };
        let quantities = self.quantities(bare);
        let content: Vec<Cow<'_, str>> = self.content_words(bare).collect();
        let lead_in = bare.trim_end().ends_with(':')
            || (is_lead_in(bare) && quantities.is_empty() && !bare.contains(':'));
        let factual = !lead_in && (!quantities.is_empty() || content.len() >= 3);
        let valid_citations: Vec<String> = cited
            .iter()
            .filter_map(|&i| id_of(i).map(str::to_owned))
            .collect();
        if factual && cited.is_empty() {
            problems.push(UNCITED_CLAIM.id);
            alerts.push(
                Alert::new(
                    &UNCITED_CLAIM,
                    "/answer",
                    format!("claim {index} states a fact without a valid citation"),
                )
                .detected(sentence.text.as_str())
                .expected("a citation of a source that states it")
                .with("claim", index),
            );
        }
        let mut grounded = true;
        if factual && !cited.is_empty() {
            sources.read(self, &cited);
            let readings = sources.readings(&cited);
            let source_quantities = || readings.clone().flat_map(|r| &r.quantities);
            for q in &quantities {
                if !self.grounded(q, source_quantities()) {
                    grounded = false;
                    problems.push(UNGROUNDED_NUMBER.id);
                    alerts.push(
                        Alert::new(
                            &UNGROUNDED_NUMBER,
                            "/answer",
                            format!(
                                "claim {index} says {:?}, which its cited sources do not state",
                                q.written
                            ),
                        )
                        .detected(q.written)
                        .expected(Value::from(
                            source_quantities().map(|s| s.written).collect::<Vec<_>>(),
                        ))
                        .with("claim", index),
                    );
                }
            }
            // The sources are normalised only for a claim that quotes.
            let mut normalized_union: Option<String> = None;
            for caps in self.quote.captures_iter(bare) {
                let Some(quoted) = caps.get(1) else { continue };
                let normalized_union = normalized_union.get_or_insert_with(|| {
                    let union: Vec<&str> = cited
                        .iter()
                        .filter_map(|&i| sources.sources.get(i))
                        .map(|s| s.text.as_str())
                        .collect();
                    normalize_quote(&union.join("\n"))
                });
                if !normalized_union.contains(&normalize_quote(quoted.as_str())) {
                    grounded = false;
                    problems.push(MISQUOTE.id);
                    alerts.push(
                        Alert::new(
                            &MISQUOTE,
                            "/answer",
                            format!("claim {index} quotes text its cited sources do not contain"),
                        )
                        .detected(quoted.as_str())
                        .expected("a verbatim quote")
                        .with("claim", index),
                    );
                }
            }
            if !content.is_empty() {
                let in_sources = |w: &str| readings.clone().any(|r| r.words.contains(w));
                let present = content
                    .iter()
                    .filter(|w| in_sources(w) || in_sources(w.trim_end_matches('s')))
                    .count();
                if present * 2 < content.len() {
                    grounded = false;
                    problems.push(UNSUPPORTED_CLAIM.id);
                    alerts.push(
                        Alert::new(&UNSUPPORTED_CLAIM, "/answer", format!("claim {index}: {present} of {} content words are in its cited sources", content.len()))
                            .detected(sentence.text.as_str())
                            .expected("a claim its cited sources support")
                            .with("claim", index),
                    );
                }
            }
        }
        let grounded = grounded && !problems.contains(&FABRICATED_CITATION.id);
        (
            Claim {
                text: sentence.text.clone(),
                citations,
                valid_citations,
                grounded,
                problems,
            },
            factual,
            alerts,
        )
    }

    /// The passage to show instead: best content-word match with the question, else with the
    /// answer, else the top score, else the first.
    fn fallback(&self, audit: &Audit<'_>) -> Option<Fallback> {
        let best_match = |text: &str| -> Option<&Source> {
            let words: BTreeSet<Cow<'_, str>> = self.content_words(text).collect();
            if words.is_empty() {
                return None;
            }
            let scored = audit.sources.iter().enumerate().map(|(i, s)| {
                let source_words: BTreeSet<Cow<'_, str>> = self.content_words(&s.text).collect();
                (
                    words.iter().filter(|w| source_words.contains(*w)).count(),
                    std::cmp::Reverse(i),
                    s,
                )
            });
            scored
                .max_by_key(|(n, i, _)| (*n, *i))
                .filter(|(n, _, _)| *n > 0)
                .map(|(_, _, s)| s)
        };
        let source = audit
            .question
            .and_then(best_match)
            .or_else(|| audit.answer.and_then(best_match))
            .or_else(|| {
                audit
                    .sources
                    .iter()
                    .filter(|s| s.score.is_some())
                    .max_by(|a, b| {
                        a.score
                            .unwrap_or_default()
                            .total_cmp(&b.score.unwrap_or_default())
                    })
            })
            .or_else(|| audit.sources.first())?;
        Some(Fallback {
            answer: self.config.fallback_answer.clone(),
            snippet: source.text.clone(),
            source: source.id.clone(),
            document: source.document.clone(),
            page: source.page.clone(),
            note: self.config.fallback_note.clone(),
        })
    }
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::config::Config;
    use proptest::prelude::*;

    fn rules() -> CitationRules {
        CitationRules::new(&Config::default().citations)
    }

    fn source(id: &str, text: &str) -> Source {
        Source {
            id: id.to_owned(),
            text: text.to_owned(),
            document: Value::Null,
            page: Value::Null,
            score: Some(0.9),
        }
    }

    #[test]
    fn sentences_split_at_capitals_not_at_decimals_abbreviations_or_brackets() {
        let split = rules().sentences(
            "Use approx. 2.5 L [Para. 7-2]. Then wait, e.g. Ten minutes. Done! Is it? yes.",
        );
        let split: Vec<&str> = split.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(
            split,
            vec![
                "Use approx. 2.5 L [Para. 7-2].",
                "Then wait, e.g. Ten minutes.",
                "Done!",
                "Is it? yes."
            ]
        );
    }

    #[test]
    fn citation_ids_resolve_case_space_and_prefix_insensitively_and_by_position() {
        let sources = [source("Para 7-2", "x"), source("Para 7-3", "y")];
        let cited = Cited::new(&sources);
        for id in ["Para 7-2", "para  7-2", "7-2", "Para. 7-2", "1"] {
            assert_eq!(cited.resolve(id), Some(0), "{id}");
        }
        assert_eq!(cited.resolve("Para 99-1"), None);
        assert_eq!(cited.resolve("3"), None);
        assert_eq!(cited.resolve("0"), None);
        let literal = [source("2", "x"), source("1", "y")];
        assert_eq!(Cited::new(&literal).resolve("1"), Some(1));
    }

    #[test]
    fn a_number_is_read_with_its_hedge_range_and_unit() {
        let q = rules().quantities("Torque: roughly 85-95 ft-lbs. Or 90 (A4, B7).");
        assert_eq!(
            (q[0].written, q[0].low.as_ref(), q[0].high.as_deref()),
            ("roughly 85-95 ft-lbs.", "85", Some("95"))
        );
        assert!(q[0].hedged);
        assert_eq!(q[0].unit.as_deref(), Some("ft-lbs"));
        assert_eq!(q.len(), 2, "digits glued to letters are not numbers: {q:?}");
        assert_eq!((q[1].written, q[1].hedged), ("90", false));
    }

    #[test]
    fn numbers_need_the_same_value_unit_and_no_added_hedge() {
        let r = rules();
        let src =
            r.quantities("Lug nut torque: 85-95 ft-lbs. Oil: 5 quarts. Interval 5,000 miles.");
        let grounded = |claim: &str| {
            r.quantities(claim)
                .iter()
                .all(|q| r.grounded(q, src.iter()))
        };
        assert!(grounded("85-95 ft-lbs"));
        assert!(grounded("5 qt"));
        assert!(grounded("5000 miles"));
        assert!(!grounded("90 ft-lbs"));
        assert!(!grounded("5-6 quarts"));
        assert!(!grounded("approximately 5 quarts"));
        assert!(!grounded("5 liters"));
    }

    #[test]
    fn claims_are_checked_against_the_union_of_their_cited_sources() {
        let sources = [
            source("Para 7-2", "Engine oil capacity is given below."),
            source("Para 7-3", "With a new filter: 5 quarts."),
        ];
        let answer = "Engine oil capacity is 5 quarts [Para 7-2, Para 7-3]. \
                      Engine oil capacity is 5 quarts [Para 7-3]. \
                      Engine oil capacity is 6 quarts [Para 7-2, 2].";
        let outcome = rules().audit(&Audit {
            question: None,
            answer: Some(answer),
            sources: &sources,
            retrieval_confidence: None,
            strict: false,
        });
        let problems: Vec<_> = outcome.claims.iter().map(|c| c.problems.clone()).collect();
        assert_eq!(
            problems,
            vec![
                vec![],
                vec![UNSUPPORTED_CLAIM.id],
                vec![UNGROUNDED_NUMBER.id],
            ]
        );
        assert_eq!(
            outcome.claims[2].valid_citations,
            vec!["Para 7-2", "Para 7-3"]
        );
    }

    proptest! {
        #[test]
        fn any_answer_is_audited_without_panicking(answer in "\\PC{0,300}") {
            let sources = [source("Para 7-2", "Engine oil capacity: 5 quarts.")];
            let outcome = rules().audit(&Audit { question: None, answer: Some(&answer), sources: &sources, retrieval_confidence: None, strict: true });
            prop_assert!(outcome.action == "answer" || outcome.action == "fallback");
        }
    }
}
