//! Statement boundaries found in a multi-statement document: phantom statements, impossible page
//! ranges, duplicates and overlaps, missing content and uncovered pages.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::budget::Budget;
use super::{Alert, Rule, pointer};

const ENDPOINT: &str = "/validate/boundaries";

rule!(
    COUNT_EXCEEDS_PAGES,
    "boundaries.count_exceeds_pages",
    PhantomStatement,
    Critical,
    "More boundaries than the document has pages."
);
rule!(
    START_BEYOND_DOCUMENT,
    "boundaries.start_beyond_document",
    PhantomStatement,
    High,
    "A statement starts after the last page."
);
rule!(
    END_BEYOND_DOCUMENT,
    "boundaries.end_beyond_document",
    InvalidPageRange,
    High,
    "A statement starts inside the document but ends after the last page."
);
rule!(
    START_AFTER_END,
    "boundaries.start_after_end",
    InvalidPageRange,
    High,
    "A statement's start page is after its end page."
);
rule!(
    PAGE_BELOW_ONE,
    "boundaries.page_below_one",
    InvalidPageRange,
    High,
    "A page number below 1."
);
rule!(
    NOT_A_PAGE_NUMBER,
    "boundaries.not_a_page_number",
    InvalidPageRange,
    High,
    "A start or end page that is missing or not an integer."
);
rule!(
    DUPLICATE,
    "boundaries.duplicate",
    DuplicateBoundaries,
    Medium,
    "The same page range was reported before."
);
rule!(
    OVERLAP,
    "boundaries.overlap",
    DuplicateBoundaries,
    Medium,
    "Two page ranges overlap without being identical."
);
rule!(
    DOCUMENT_TOO_SHORT,
    "boundaries.document_too_short",
    MissingContent,
    High,
    "The document text is shorter than min_content_chars; one alert per boundary."
);
rule!(
    EMPTY_RANGE,
    "boundaries.empty_range",
    MissingContent,
    High,
    "The pages of a boundary hold fewer than min_content_chars characters."
);
rule!(
    UNCOVERED_PAGES,
    "boundaries.uncovered_pages",
    UncoveredPages,
    Low,
    "Pages that no boundary covers."
);

/// Every rule of this family, in the order they run.
pub const RULES: &[Rule] = &[
    COUNT_EXCEEDS_PAGES,
    START_BEYOND_DOCUMENT,
    END_BEYOND_DOCUMENT,
    START_AFTER_END,
    PAGE_BELOW_ONE,
    NOT_A_PAGE_NUMBER,
    DUPLICATE,
    OVERLAP,
    DOCUMENT_TOO_SHORT,
    EMPTY_RANGE,
    UNCOVERED_PAGES,
];

/// How many uncovered pages an alert lists before it only counts them.
const MAX_LISTED_PAGES: usize = 1000;

/// Settings of the boundaries family.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoundariesConfig {
    /// Fewer non-blank characters than this is "missing content".
    pub min_content_chars: usize,
}

/// A page number as the LLM gave it.
#[derive(Debug, Clone, PartialEq)]
pub enum PageNumber {
    /// The field is absent or null.
    Missing,
    /// Present but not an integer (`"three"`, `2.5`); kept to echo back.
    NotInteger(Value),
    /// An integer page number.
    Page(i64),
    /// An integer beyond the i64 range: judged as the nearest end of that range, echoed as sent.
    Beyond(Value),
}

impl PageNumber {
    /// Reads a page number from the LLM's JSON without ever failing.
    #[must_use]
    pub fn from_json(value: Option<&Value>) -> Self {
        match value {
            None | Some(Value::Null) => Self::Missing,
            Some(Value::Number(n)) => {
                if let Some(i) = n.as_i64() {
                    Self::Page(i)
                } else if n.as_u64().is_some() {
                    Self::Beyond(Value::Number(n.clone()))
                } else {
                    match n.as_f64() {
                        // -2^63 and 2^63 are exact as f64: a whole number in between converts
                        // exactly; one outside is beyond the range, not capped to it.
                        #[allow(clippy::cast_possible_truncation)]
                        Some(f)
                            if f.fract() == 0.0
                                && (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0)
                                    .contains(&f) =>
                        {
                            Self::Page(f as i64)
                        }
                        Some(f) if f.is_finite() && f.fract() == 0.0 => {
                            Self::Beyond(Value::Number(n.clone()))
                        }
                        _ => Self::NotInteger(Value::Number(n.clone())),
                    }
                }
            }
            Some(other) => Self::NotInteger(other.clone()),
        }
    }
}

/// One boundary as the LLM gave it.
#[derive(Debug, Clone, PartialEq)]
pub enum Boundary {
    /// The array element was not an object.
    NotAnObject(Value),
    /// An object with (possibly broken) start and end pages.
    Range {
        /// `start_page`.
        start: PageNumber,
        /// `end_page`.
        end: PageNumber,
    },
}

impl Boundary {
    /// Reads one element of `boundaries`; extra fields are passed over.
    #[must_use]
    pub fn from_json(value: &Value) -> Self {
        match value {
            Value::Object(map) => Self::Range {
                start: PageNumber::from_json(map.get("start_page")),
                end: PageNumber::from_json(map.get("end_page")),
            },
            other => Self::NotAnObject(other.clone()),
        }
    }
}

/// The document and the boundaries found in it.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// Pages in the document, at least 1.
    pub total_pages: u64,
    /// The statements the LLM found.
    pub boundaries: Vec<Boundary>,
    /// The full extracted text, when given.
    pub text: Option<String>,
    /// The text of each page, when given (as many as `total_pages`).
    pub pages: Option<Vec<String>>,
}

/// A readable, well-ordered page range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct PageRange {
    start: i64,
    end: i64,
}

impl PageRange {
    fn json(self) -> Value {
        json!({"start_page": self.start, "end_page": self.end})
    }
}

/// Runs every boundaries rule over `doc`.
#[must_use]
pub fn check(doc: &Document, config: &BoundariesConfig) -> Vec<Alert> {
    check_within(doc, config, &Budget::unlimited())
}

/// [`check`] while `budget` lasts: checked before each boundary and each rule over them all;
/// once spent, the alerts found so far.
#[must_use]
pub fn check_within(doc: &Document, config: &BoundariesConfig, budget: &Budget) -> Vec<Alert> {
    let mut alerts = Vec::new();
    let total = i64::try_from(doc.total_pages).unwrap_or(i64::MAX);
    let count = doc.boundaries.len();
    if u64::try_from(count).unwrap_or(u64::MAX) > doc.total_pages {
        alerts.push(
            Alert::new(
                &COUNT_EXCEEDS_PAGES,
                "/boundaries",
                format!("{count} statements detected in a {total}-page document"),
            )
            .detected(count)
            .expected(format!("at most {total}")),
        );
    }

    // Per boundary: readable numbers, then the range checks. `ranges[i]` is the usable range.
    let mut ranges: Vec<Option<PageRange>> = Vec::with_capacity(count);
    let mut pairs: Vec<Option<(i64, i64)>> = Vec::with_capacity(count);
    for (i, boundary) in budget.take_while_left(doc.boundaries.iter().enumerate()) {
        let (range, pair) = check_one(i, boundary, total, &mut alerts);
        ranges.push(range);
        pairs.push(pair);
    }
    if budget.is_spent() {
        return alerts;
    }
    check_duplicates_and_overlaps(&pairs, &ranges, &mut alerts);
    if budget.is_spent() {
        return alerts;
    }
    check_content(doc, config, &ranges, &mut alerts);
    if budget.is_spent() {
        return alerts;
    }
    check_coverage(total, &ranges, &mut alerts);
    alerts
}

/// The per-boundary rules. Returns the usable range (for overlap and coverage) and the raw pair of
/// readable numbers (for duplicates).
fn check_one(
    i: usize,
    boundary: &Boundary,
    total: i64,
    alerts: &mut Vec<Alert>,
) -> (Option<PageRange>, Option<(i64, i64)>) {
    let (start, end) = match boundary {
        Boundary::NotAnObject(value) => {
            alerts.push(
                Alert::new(
                    &NOT_A_PAGE_NUMBER,
                    pointer(["boundaries".to_owned(), i.to_string()]),
                    format!("boundary {i} is not an object with start_page and end_page"),
                )
                .detected(value.clone())
                .expected("an object with integer start_page and end_page"),
            );
            return (None, None);
        }
        Boundary::Range { start, end } => (start, end),
    };
    let read = |field: &str, page: &PageNumber, alerts: &mut Vec<Alert>| -> Option<i64> {
        // Spelled out only for an alert: most page numbers are fine.
        let path = || pointer(["boundaries", &i.to_string(), field]);
        match page {
            PageNumber::Page(p) => Some(*p),
            PageNumber::Beyond(value) => Some(if value.as_f64().is_some_and(|f| f < 0.0) {
                i64::MIN
            } else {
                i64::MAX
            }),
            PageNumber::Missing => {
                alerts.push(
                    Alert::new(
                        &NOT_A_PAGE_NUMBER,
                        path(),
                        format!("boundary {i} has no {field}"),
                    )
                    .expected("an integer page number"),
                );
                None
            }
            PageNumber::NotInteger(value) => {
                alerts.push(
                    Alert::new(
                        &NOT_A_PAGE_NUMBER,
                        path(),
                        format!("boundary {i} {field} is not an integer page number"),
                    )
                    .detected(value.clone())
                    .expected("an integer page number"),
                );
                None
            }
        }
    };
    // A page number beyond the i64 range is shown as it was sent, not as the end it is judged at.
    let shown = |page: &PageNumber, p: i64| -> Value {
        match page {
            PageNumber::Beyond(value) => value.clone(),
            _ => Value::from(p),
        }
    };
    let (start_page, end_page) = (start, end);
    let start = read("start_page", start, alerts);
    let end = read("end_page", end, alerts);

    let mut usable = true;
    for (field, page, raw) in [
        ("start_page", start, start_page),
        ("end_page", end, end_page),
    ] {
        if let Some(p) = page.filter(|p| *p < 1) {
            usable = false;
            let shown = shown(raw, p);
            alerts.push(
                Alert::new(
                    &PAGE_BELOW_ONE,
                    pointer(["boundaries", &i.to_string(), field]),
                    format!("boundary {i} {field} is {shown}; pages start at 1"),
                )
                .detected(shown)
                .expected("at least 1"),
            );
        }
    }
    if let Some(s) = start.filter(|s| *s > total) {
        let s = shown(start_page, s);
        alerts.push(
            Alert::new(
                &START_BEYOND_DOCUMENT,
                pointer(["boundaries", &i.to_string(), "start_page"]),
                format!("boundary {i} starts on page {s} of a {total}-page document"),
            )
            .detected(s)
            .expected(format!("at most {total}")),
        );
    } else if let Some(e) = end.filter(|e| *e > total) {
        if start.is_some_and(|s| s >= 1) {
            let e = shown(end_page, e);
            alerts.push(
                Alert::new(
                    &END_BEYOND_DOCUMENT,
                    pointer(["boundaries", &i.to_string(), "end_page"]),
                    format!("boundary {i} ends on page {e} of a {total}-page document"),
                )
                .detected(e)
                .expected(format!("at most {total}")),
            );
        }
    }
    let (Some(s), Some(e)) = (start, end) else {
        return (None, None);
    };
    if s > e {
        let (shown_s, shown_e) = (shown(start_page, s), shown(end_page, e));
        alerts.push(
            Alert::new(
                &START_AFTER_END,
                pointer(["boundaries".to_owned(), i.to_string()]),
                format!("boundary {i} starts on page {shown_s} after it ends on page {shown_e}"),
            )
            .detected(json!({"start_page": shown_s, "end_page": shown_e}))
            .expected("start_page <= end_page"),
        );
        usable = false;
    }
    let range = usable.then_some(PageRange { start: s, end: e });
    (range, Some((s, e)))
}

fn check_duplicates_and_overlaps(
    pairs: &[Option<(i64, i64)>],
    ranges: &[Option<PageRange>],
    alerts: &mut Vec<Alert>,
) {
    // Duplicates: an identical (start, end) pair seen earlier, in input order.
    let mut first_seen: std::collections::HashMap<(i64, i64), usize> =
        std::collections::HashMap::new();
    let mut is_duplicate = vec![false; pairs.len()];
    for (i, pair) in pairs.iter().enumerate() {
        let Some(pair) = pair else { continue };
        match first_seen.get(pair) {
            Some(&first) => {
                if let Some(flag) = is_duplicate.get_mut(i) {
                    *flag = true;
                }
                alerts.push(
                    Alert::new(
                        &DUPLICATE,
                        pointer(["boundaries".to_owned(), i.to_string()]),
                        format!(
                            "boundaries {first} and {i} both cover pages {}-{}",
                            pair.0, pair.1
                        ),
                    )
                    .detected(json!({"start_page": pair.0, "end_page": pair.1}))
                    .expected(format!(
                        "a page range not already reported at /boundaries/{first}"
                    )),
                );
            }
            None => {
                first_seen.insert(*pair, i);
            }
        }
    }

    // Overlaps among the distinct usable ranges: sweep in page order, remembering the range that
    // reaches furthest. Each overlapping boundary is reported once, against that range.
    let mut distinct: Vec<(PageRange, usize)> = ranges
        .iter()
        .enumerate()
        .filter(|(i, _)| !is_duplicate.get(*i).copied().unwrap_or(false))
        .filter_map(|(i, r)| r.map(|r| (r, i)))
        .collect();
    distinct.sort_unstable();
    let mut overlaps: Vec<(usize, PageRange, PageRange, usize)> = Vec::new();
    let mut furthest: Option<(PageRange, usize)> = None;
    for (range, i) in distinct {
        if let Some((open, j)) = furthest {
            if range.start <= open.end && range != open {
                overlaps.push((i, range, open, j));
            }
            if range.end > open.end {
                furthest = Some((range, i));
            }
        } else {
            furthest = Some((range, i));
        }
    }
    overlaps.sort_unstable_by_key(|(i, ..)| *i);
    for (i, range, other, j) in overlaps {
        alerts.push(
            Alert::new(
                &OVERLAP,
                pointer(["boundaries".to_owned(), i.to_string()]),
                format!(
                    "boundary {i} (pages {}-{}) overlaps boundary {j} (pages {}-{})",
                    range.start, range.end, other.start, other.end
                ),
            )
            .detected(range.json())
            .expected(format!("no page shared with /boundaries/{j}")),
        );
    }
}

/// `pages` as one text joined by newlines would hold them: page, `\n`, page. Lazy; nothing is
/// copied.
fn joined(pages: &[String]) -> impl Iterator<Item = &str> + Clone {
    pages
        .iter()
        .enumerate()
        .flat_map(|(i, page)| [if i == 0 { "" } else { "\n" }, page.as_str()])
}

/// `counted` characters and then `text`'s: `None` once that reaches `enough` (a text of at least
/// four bytes per character still needed is enough unread), else the new count.
fn add_text(text: &str, counted: usize, enough: usize) -> Option<usize> {
    if text.len() >= enough.saturating_sub(counted).saturating_mul(4) {
        return None;
    }
    let counted = counted + text.chars().count();
    (counted < enough).then_some(counted)
}

/// The characters of `pieces` joined, trimmed of whitespace at both ends, counted only as far as
/// `enough`: `Ok(())` when there are at least that many, else `Err(count)`. What the content rules
/// ask is whether a boundary's text reaches `min_content_chars`, so the pages are neither joined
/// nor counted past that: a piece of at least four bytes per character still needed is enough
/// whatever it holds. Linear in the bytes read: each piece's blank ends, and at most four bytes
/// per character still needed.
fn non_blank_chars_reach<'a>(
    pieces: impl IntoIterator<Item = &'a str>,
    enough: usize,
) -> Result<(), usize> {
    if enough == 0 {
        return Ok(());
    }
    // Characters from the first non-whitespace one to the last one seen; `blank_run` holds the
    // whitespace since the last, counted only once more text follows it.
    let (mut counted, mut blank_run, mut started) = (0, 0, false);
    for piece in pieces {
        let piece = if started { piece } else { piece.trim_start() };
        let text = piece.trim_end();
        if text.is_empty() {
            blank_run += if started { piece.chars().count() } else { 0 };
            continue;
        }
        started = true;
        let Some(now) = add_text(text, counted + blank_run, enough) else {
            return Ok(());
        };
        counted = now;
        blank_run = piece.get(text.len()..).unwrap_or_default().chars().count();
    }
    Err(counted)
}

/// Where each page's text starts and ends, read once per request, so that every boundary's count
/// ([`PageIndex::reach`]) skips runs of blank pages and each page's blank ends in one step: 10,000
/// boundaries over the same 10,000 blank pages cost what one does, not 10,000 times it.
struct PageIndex<'a> {
    pages: &'a [String],
    /// Per page: (characters, bytes) of whitespace before its text (all of it for a blank page).
    leading: Vec<(usize, usize)>,
    /// Per page: (characters, bytes) of whitespace after its text (0 for a blank page).
    trailing: Vec<(usize, usize)>,
    /// `next_text[i]`: the first page at or after `i` with text (`pages.len()` when none).
    next_text: Vec<usize>,
    /// `blank_chars[i]`: the characters of the blank pages before page `i`.
    blank_chars: Vec<usize>,
}

impl<'a> PageIndex<'a> {
    fn new(pages: &'a [String]) -> Self {
        let blank_end = |chars: &mut dyn Iterator<Item = (usize, char)>| {
            let mut count = 0;
            for (at, c) in chars {
                if !c.is_whitespace() {
                    return (count, Some(at));
                }
                count += 1;
            }
            (count, None)
        };
        let mut leading = Vec::with_capacity(pages.len());
        let mut trailing = Vec::with_capacity(pages.len());
        let mut blank_chars = Vec::with_capacity(pages.len() + 1);
        let mut blank_so_far = 0;
        for page in pages {
            blank_chars.push(blank_so_far);
            let (lead_chars, text_at) = blank_end(&mut page.char_indices());
            match text_at {
                Some(start) => {
                    leading.push((lead_chars, start));
                    let (trail_chars, last) = blank_end(&mut page.char_indices().rev());
                    let text_end = last.map_or(page.len(), |at| {
                        at + page
                            .get(at..)
                            .and_then(|s| s.chars().next())
                            .map_or(1, char::len_utf8)
                    });
                    trailing.push((trail_chars, page.len() - text_end));
                }
                None => {
                    leading.push((lead_chars, page.len()));
                    trailing.push((0, 0));
                    blank_so_far += lead_chars;
                }
            }
        }
        blank_chars.push(blank_so_far);
        // Built from the end: the first page with text at or after each page.
        let mut next_text = Vec::with_capacity(pages.len() + 1);
        let mut next = pages.len();
        next_text.push(next);
        for (i, (page, &(_, lead))) in pages.iter().zip(&leading).enumerate().rev() {
            if lead < page.len() {
                next = i;
            }
            next_text.push(next);
        }
        next_text.reverse();
        Self {
            pages,
            leading,
            trailing,
            next_text,
            blank_chars,
        }
    }

    /// [`non_blank_chars_reach`] of pages `first..last` joined by newlines, in steps of one page
    /// with text: a run of blank pages between two is counted from the index, and at most
    /// `enough` pages with text are read (each adds a character), each at most four bytes per
    /// character still needed.
    fn reach(&self, first: usize, last: usize, enough: usize) -> Result<(), usize> {
        let last = last.min(self.pages.len());
        if enough == 0 {
            return Ok(());
        }
        let next = |i: usize| self.next_text.get(i).copied().unwrap_or(self.pages.len());
        let mut page = next(first);
        // Characters from the first one of text to the end of the last page with text read;
        // `blank_run` holds the whitespace after that, counted once more text follows it.
        let (mut counted, mut blank_run) = (0, 0);
        while page < last {
            let (_, lead) = self.leading.get(page).copied().unwrap_or_default();
            let (trail_chars, trail) = self.trailing.get(page).copied().unwrap_or_default();
            let whole = self.pages.get(page).map_or("", String::as_str);
            let text = whole.get(lead..whole.len() - trail).unwrap_or_default();
            let Some(now) = add_text(text, counted + blank_run, enough) else {
                return Ok(());
            };
            counted = now;
            let following = next(page + 1);
            if following >= last {
                break;
            }
            let blank_pages = self.blank_chars.get(following).copied().unwrap_or_default()
                - self.blank_chars.get(page + 1).copied().unwrap_or_default();
            let (lead_chars, _) = self.leading.get(following).copied().unwrap_or_default();
            // The page's trailing blanks, the blank pages, a newline before each page after
            // this one, and the next page's leading blanks.
            blank_run = trail_chars + blank_pages + (following - page) + lead_chars;
            page = following;
        }
        Err(counted)
    }
}

fn check_content(
    doc: &Document,
    config: &BoundariesConfig,
    ranges: &[Option<PageRange>],
    alerts: &mut Vec<Alert>,
) {
    let min = config.min_content_chars;
    let whole_text_short = match (&doc.text, &doc.pages) {
        (Some(text), _) => non_blank_chars_reach([text.as_str()], min).err(),
        (None, Some(pages)) => non_blank_chars_reach(joined(pages), min).err(),
        (None, None) => None,
    };
    if let Some(chars) = whole_text_short {
        for i in 0..doc.boundaries.len() {
            alerts.push(
                Alert::new(
                    &DOCUMENT_TOO_SHORT,
                    pointer(["boundaries".to_owned(), i.to_string()]),
                    format!("the document holds {chars} characters of text, fewer than {min}"),
                )
                .detected(chars)
                .expected(format!("at least {min} characters")),
            );
        }
    }
    let Some(pages) = &doc.pages else { return };
    let index = PageIndex::new(pages);
    for (i, range) in ranges.iter().enumerate() {
        let Some(range) = range else { continue };
        // Pages past the end are reported by the range rules; only the pages that exist count here.
        let first = usize::try_from(range.start.saturating_sub(1)).unwrap_or(usize::MAX);
        let last = usize::try_from(range.end)
            .unwrap_or(usize::MAX)
            .min(pages.len());
        if first >= last {
            continue;
        }
        if let Err(chars) = index.reach(first, last, min) {
            alerts.push(
                Alert::new(
                    &EMPTY_RANGE,
                    pointer(["boundaries".to_owned(), i.to_string()]),
                    format!(
                        "pages {}-{} hold {chars} characters of text, fewer than {min}",
                        range.start, range.end
                    ),
                )
                .detected(chars)
                .expected(format!("at least {min} characters")),
            );
        }
    }
}

fn check_coverage(total: i64, ranges: &[Option<PageRange>], alerts: &mut Vec<Alert>) {
    let mut covered: Vec<PageRange> = ranges.iter().flatten().copied().collect();
    covered.sort_unstable();
    let mut gaps: Vec<(i64, i64)> = Vec::new();
    // The last page covered so far: counting "through" rather than "next" never needs a page
    // number past `total`, so a range ending at i64::MAX covers the last page of such a document.
    let mut covered_through: i64 = 0;
    for range in covered {
        if range.start.saturating_sub(1) > covered_through {
            gaps.push((covered_through + 1, (range.start - 1).min(total)));
        }
        covered_through = covered_through.max(range.end);
        if covered_through >= total {
            break;
        }
    }
    if covered_through < total {
        gaps.push((covered_through + 1, total));
    }
    gaps.retain(|(a, b)| a <= b);
    if gaps.is_empty() {
        return;
    }
    let count: i64 = gaps
        .iter()
        .fold(0, |sum, (a, b)| sum.saturating_add(b - a).saturating_add(1));
    let listed: Vec<i64> = gaps
        .iter()
        .flat_map(|(a, b)| *a..=*b)
        .take(MAX_LISTED_PAGES)
        .collect();
    let spans: Vec<String> = gaps
        .iter()
        .take(20)
        .map(|(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect();
    let more = if gaps.len() > 20 { ", …" } else { "" };
    alerts.push(
        Alert::new(
            &UNCOVERED_PAGES,
            "/boundaries",
            format!(
                "{count} page(s) belong to no statement: {}{more}",
                spans.join(", ")
            ),
        )
        .detected(listed)
        .expected("every page inside a statement"),
    );
}

#[cfg(test)]
#[allow(clippy::indexing_slicing, clippy::unwrap_used, clippy::panic)] // a failing test may panic
mod tests {
    use super::*;
    use crate::engine::Alert;
    use crate::engine::Severity;
    use proptest::prelude::*;

    fn doc(total: u64, ranges: &[(i64, i64)]) -> Document {
        Document {
            total_pages: total,
            boundaries: ranges
                .iter()
                .map(|(s, e)| Boundary::Range {
                    start: PageNumber::Page(*s),
                    end: PageNumber::Page(*e),
                })
                .collect(),
            text: None,
            pages: None,
        }
    }

    fn rules(alerts: &[Alert]) -> Vec<&'static str> {
        alerts.iter().map(|a| a.rule).collect()
    }

    const CONFIG: BoundariesConfig = BoundariesConfig {
        min_content_chars: 50,
    };

    #[test]
    fn three_boundaries_in_three_pages_is_fine() {
        assert!(check(&doc(3, &[(1, 1), (2, 2), (3, 3)]), &CONFIG).is_empty());
    }

    #[test]
    fn four_boundaries_in_three_pages_is_a_critical_phantom() {
        let alerts = check(&doc(3, &[(1, 1), (2, 2), (3, 3), (3, 3)]), &CONFIG);
        let first = &alerts[0];
        assert_eq!(first.rule, "boundaries.count_exceeds_pages");
        assert_eq!(first.severity, Severity::Critical);
        assert_eq!(first.detected_value, json!(4));
    }

    #[test]
    fn a_start_past_the_last_page_is_a_phantom_and_not_also_an_end_overflow() {
        let alerts = check(&doc(10, &[(11, 12)]), &CONFIG);
        assert!(rules(&alerts).contains(&"boundaries.start_beyond_document"));
        assert!(!rules(&alerts).contains(&"boundaries.end_beyond_document"));
        assert_eq!(alerts[0].path, "/boundaries/0/start_page");
    }

    #[test]
    fn an_end_past_the_last_page_with_the_start_inside_is_an_invalid_range() {
        let alerts = check(&doc(10, &[(1, 11)]), &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.end_beyond_document"]);
        assert!(check(&doc(10, &[(1, 10)]), &CONFIG).is_empty());
    }

    #[test]
    fn reversed_ranges_are_reported_and_left_out_of_coverage() {
        let alerts = check(&doc(5, &[(5, 2)]), &CONFIG);
        assert_eq!(
            rules(&alerts),
            vec!["boundaries.start_after_end", "boundaries.uncovered_pages"]
        );
        assert_eq!(alerts[1].detected_value, json!([1, 2, 3, 4, 5]));
    }

    #[test]
    fn page_zero_is_below_one() {
        let alerts = check(&doc(5, &[(0, 5)]), &CONFIG);
        assert_eq!(alerts[0].rule, "boundaries.page_below_one");
        assert_eq!(alerts[0].path, "/boundaries/0/start_page");
    }

    #[test]
    fn unreadable_page_numbers_are_alerts_with_their_value() {
        let d = Document {
            total_pages: 5,
            boundaries: vec![
                Boundary::from_json(&json!({"start_page": "three", "end_page": 3})),
                Boundary::from_json(&json!({"end_page": 2})),
                Boundary::from_json(&json!(7)),
                Boundary::from_json(&json!({"start_page": 1.0, "end_page": 1})),
            ],
            text: None,
            pages: None,
        };
        let alerts = check(&d, &CONFIG);
        let not_numbers: Vec<_> = alerts
            .iter()
            .filter(|a| a.rule == "boundaries.not_a_page_number")
            .map(|a| a.path.as_str())
            .collect();
        assert_eq!(
            not_numbers,
            vec![
                "/boundaries/0/start_page",
                "/boundaries/1/start_page",
                "/boundaries/2"
            ]
        );
        assert_eq!(alerts[0].detected_value, json!("three"));
        // 1.0 is an integer page; only readable ranges count for coverage.
        assert!(alerts.iter().all(|a| a.path != "/boundaries/3/start_page"));
    }

    #[test]
    fn identical_ranges_are_duplicates_not_overlaps() {
        let alerts = check(&doc(5, &[(1, 5), (1, 5)]), &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.duplicate"]);
        assert_eq!(alerts[0].path, "/boundaries/1");
    }

    #[test]
    fn overlapping_ranges_are_reported_once_and_adjacent_ones_are_not() {
        let alerts = check(&doc(10, &[(1, 5), (4, 8), (9, 10)]), &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.overlap"]);
        assert_eq!(alerts[0].path, "/boundaries/1");
        assert!(check(&doc(10, &[(1, 5), (6, 10)]), &CONFIG).is_empty());
    }

    #[test]
    fn uncovered_pages_are_listed() {
        let alerts = check(&doc(10, &[(1, 3), (6, 8)]), &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.uncovered_pages"]);
        assert_eq!(alerts[0].detected_value, json!([4, 5, 9, 10]));
        assert_eq!(alerts[0].severity, Severity::Low);
    }

    #[test]
    fn a_range_ending_at_the_largest_page_number_covers_the_last_page() {
        let last = u64::try_from(i64::MAX).unwrap_or_default();
        let alerts = check(&doc(last, &[(1, i64::MAX)]), &CONFIG);
        assert!(alerts.is_empty(), "{alerts:?}");
        let alerts = check(&doc(last, &[(1, 1), (3, i64::MAX)]), &CONFIG);
        assert_eq!(alerts[0].detected_value, json!([2]));
    }

    #[test]
    fn a_huge_document_does_not_list_every_page() {
        let alerts = check(&doc(u64::MAX, &[(1, 1)]), &CONFIG);
        let listed = alerts[0].detected_value.as_array().map_or(0, Vec::len);
        assert_eq!(listed, MAX_LISTED_PAGES);
    }

    #[test]
    fn a_short_document_gets_one_alert_per_boundary() {
        let mut d = doc(2, &[(1, 1), (2, 2)]);
        d.text = Some("   twenty characters here  ".to_owned());
        let alerts = check(&d, &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.document_too_short"; 2]);
        d.text = Some("x".repeat(50));
        assert!(check(&d, &CONFIG).is_empty());
    }

    #[test]
    fn a_range_of_blank_pages_is_empty() {
        let mut d = doc(3, &[(1, 2), (3, 3)]);
        d.pages = Some(vec!["a".repeat(60), String::new(), "  \n ".to_owned()]);
        let alerts = check(&d, &CONFIG);
        assert_eq!(rules(&alerts), vec!["boundaries.empty_range"]);
        assert_eq!(alerts[0].path, "/boundaries/1");
    }

    #[test]
    fn a_range_s_characters_are_counted_across_its_pages_as_one_trimmed_text() {
        let pages = [" \n", "ab", "", " c \u{3000}", "  "].map(str::to_owned);
        // "ab\n\n c": the newlines between pages count, the blanks at both ends do not.
        assert_eq!(non_blank_chars_reach(joined(&pages), 7), Err(6));
        assert_eq!(non_blank_chars_reach(joined(&pages), 6), Ok(()));
        assert_eq!(non_blank_chars_reach([" \t "], 1), Err(0));
        assert_eq!(non_blank_chars_reach([""], 0), Ok(()));
    }

    proptest! {
        #[test]
        fn counting_up_to_the_minimum_agrees_with_counting_the_joined_trimmed_text(
            pages in proptest::collection::vec("[ a\n\t\u{a0}\u{3000}é]{0,8}", 0..6),
            enough in 0usize..30,
        ) {
            let text = pages.join("\n");
            let count = text.trim().chars().count();
            let expected = if count >= enough { Ok(()) } else { Err(count) };
            prop_assert_eq!(non_blank_chars_reach(joined(&pages), enough), expected);
            prop_assert_eq!(non_blank_chars_reach([text.as_str()], enough), expected);
        }

        #[test]
        fn a_range_counted_from_the_page_index_agrees_with_counting_its_pages_joined(
            pages in proptest::collection::vec("[ a\n\t\u{a0}\u{3000}é]{0,8}", 0..8),
            first in 0usize..9,
            len in 0usize..9,
            enough in 0usize..30,
        ) {
            let last = (first + len).min(pages.len());
            let first = first.min(last);
            let index = PageIndex::new(&pages);
            prop_assert_eq!(
                index.reach(first, last, enough),
                non_blank_chars_reach(joined(&pages[first..last]), enough)
            );
        }

        #[test]
        fn any_boundaries_never_panic(total in 1u64..50, ranges in proptest::collection::vec((-3i64..60, -3i64..60), 0..40)) {
            let alerts = check(&doc(total, &ranges), &CONFIG);
            for alert in alerts {
                prop_assert!(alert.path.starts_with("/boundaries"));
            }
        }
    }

    #[test]
    fn a_spent_budget_stops_the_rules_before_the_first_boundary() {
        let ranges: Vec<(i64, i64)> = (1..=1000).map(|i| (i, i)).collect();
        let document = doc(10, &ranges);
        assert!(check(&document, &CONFIG).len() > 990);
        let stopped = check_within(&document, &CONFIG, &Budget::spent());
        assert_eq!(rules(&stopped), vec![COUNT_EXCEEDS_PAGES.id]);
    }
}
