# Generated from openapi.yaml by scripts/generate_models.sh (datamodel-code-generator 0.89.0): do not edit.

from __future__ import annotations

from datetime import date as date_aliased
from enum import Enum
from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import BaseModel, ConfigDict, Field, RootModel, constr
from typing_extensions import TypeAliasType


class Severity(str, Enum):
    low = 'low'
    medium = 'medium'
    high = 'high'
    critical = 'critical'


class AlertType(str, Enum):
    phantom_statement = 'phantom_statement'
    invalid_page_range = 'invalid_page_range'
    duplicate_boundaries = 'duplicate_boundaries'
    missing_content = 'missing_content'
    uncovered_pages = 'uncovered_pages'
    impossible_dates = 'impossible_dates'
    nonsensical_account = 'nonsensical_account'
    fabricated_bank = 'fabricated_bank'
    inconsistent_data = 'inconsistent_data'
    suspicious_pattern = 'suspicious_pattern'
    hallucinated_tool = 'hallucinated_tool'
    invalid_dependency = 'invalid_dependency'
    dependency_cycle = 'dependency_cycle'
    invalid_parameters = 'invalid_parameters'
    hallucinated_parameter = 'hallucinated_parameter'
    missing_fact = 'missing_fact'
    invented_fact = 'invented_fact'
    altered_fact = 'altered_fact'
    lost_marker = 'lost_marker'
    low_confidence = 'low_confidence'
    semantic_mismatch = 'semantic_mismatch'
    fabricated_citation = 'fabricated_citation'
    uncited_claim = 'uncited_claim'
    ungrounded_claim = 'ungrounded_claim'
    low_retrieval_confidence = 'low_retrieval_confidence'


class Verdict(str, Enum):
    pass_ = 'pass'
    warn = 'warn'
    reject = 'reject'


class Span(BaseModel):
    """
    The characters of a text field the alert is about: `path` is that field's JSON
    Pointer (it may differ from the alert's `path`), `start`/`end` are offsets in Unicode
    code points (not bytes, not UTF-16 units). Carried by the facts found in
    `/verify-facts`' `text`; the claims, names, numbers, quotes and citation ids of
    `/verify-citations`' `answer`; placeholder phrases in any metadata field and the
    account number in `/metadata/account_number`; unknown markers in `/terms/restore`'s
    `text`. The spanned characters are what `detected_value` names (for a masked
    value, its unmasked source; for a name, its missing words from first to last; for a
    negation or an answer of the wrong kind, the claim or the answer).
    Absent when the alert is about no piece of a text (a missing fact, a lost marker).

    """

    path: str
    start: int = Field(..., ge=0)
    end: int = Field(..., ge=0)


class Alert(BaseModel):
    type: AlertType
    severity: Severity
    rule: str = Field(..., description='Stable dotted rule id, listed by GET /rules.')
    description: str = Field(
        ...,
        description='For a person; at most 512 bytes (a longer one is cut, ending `… [truncated: N bytes in all]`).',
    )
    path: str = Field(..., description='RFC 6901 JSON Pointer into the request body.')
    detected_value: Any = Field(
        ...,
        description='What was found (any JSON; identifiers masked). A string over 256 bytes is cut and ends `… [truncated: N bytes in all]` (N its full length); an array or object whose JSON is over 32 KiB becomes a string, the start of that JSON ending `… [truncated: N items]` (or `N keys`). The same holds for expected_value and the family-specific fields.',
    )
    expected_value: Any = Field(
        ..., description='What was expected (any JSON; cut as detected_value is).'
    )
    confidence: float = Field(..., ge=0.0, le=1.0)
    suggested_tools: list[str] | None = Field(
        None,
        description='plan.unknown_tool only - real tools to use instead, best first, at most 3.',
    )
    cycle: list[str] | None = Field(
        None,
        description='plan.dependency_cycle only - the step ids of the cycle, in order.',
    )
    fact_type: str | None = Field(None, description='facts.* only - the kind of fact.')
    claim: int | None = Field(
        None, description='citations.* only - the index of the claim in `claims`.'
    )
    method: str | None = Field(
        None,
        description='transform.* only - how the item was judged (calendar, unreadable, digit_overlap, amount, ...).',
    )
    start: int | None = Field(
        None,
        description='Byte offset of the span in `text` (facts and terms alerts about the text).',
    )
    end: int | None = None
    span: Span | None = Field(
        None,
        description="The characters of a text field the alert is about: `path` is that field's JSON\nPointer (it may differ from the alert's `path`), `start`/`end` are offsets in Unicode\ncode points (not bytes, not UTF-16 units). Carried by the facts found in\n`/verify-facts`' `text`; the claims, names, numbers, quotes and citation ids of\n`/verify-citations`' `answer`; placeholder phrases in any metadata field and the\naccount number in `/metadata/account_number`; unknown markers in `/terms/restore`'s\n`text`. The spanned characters are what `detected_value` names (for a masked\nvalue, its unmasked source; for a name, its missing words from first to last; for a\nnegation or an answer of the wrong kind, the claim or the answer).\nAbsent when the alert is about no piece of a text (a missing fact, a lost marker).\n",
    )


class BySeverity(BaseModel):
    critical: int = Field(..., ge=0)
    high: int = Field(..., ge=0)
    medium: int = Field(..., ge=0)
    low: int = Field(..., ge=0)


class ByType(RootModel[int]):
    root: int = Field(..., ge=1)


class Summary(BaseModel):
    """
    Counts of every alert the rules raised, listed or not; the verdict follows these counts.
    """

    total: int = Field(..., ge=0)
    alerts_omitted: int | None = Field(
        None,
        description='Present only when the answer lists fewer alerts than were raised: how many of them are counted here but left out of `alerts` (which lists the first `limits.max_alerts`, default 1000, in rule order).',
        ge=1,
    )
    by_severity: BySeverity
    by_type: dict[str, ByType]


class Policy(BaseModel):
    critical_threshold: int = Field(..., ge=1)
    high_threshold: int = Field(..., ge=1)
    severities: dict[str, Severity] | None = Field(
        None,
        description="The per-rule severities in force (configured, then the request's); absent when none.",
    )


class Decision(BaseModel):
    decision_id: UUID = Field(..., description='A fresh UUIDv7 per call.')
    request_id: str
    verdict: Verdict
    alerts: list[Alert]
    summary: Summary
    policy: Policy
    rules_version: str = Field(
        ...,
        description='Service version plus a short hash of the effective configuration.',
    )


class PolicyOverride(BaseModel):
    """
    Per-request rejection policy; a threshold left out (or null) keeps its default.
    """

    critical_threshold: int | None = Field(None, ge=1, le=4294967295)
    high_threshold: int | None = Field(None, ge=1, le=4294967295)
    severities: (
        dict[
            Literal[
                'boundaries.count_exceeds_pages',
                'boundaries.start_beyond_document',
                'boundaries.end_beyond_document',
                'boundaries.start_after_end',
                'boundaries.page_below_one',
                'boundaries.not_a_page_number',
                'boundaries.duplicate',
                'boundaries.overlap',
                'boundaries.document_too_short',
                'boundaries.empty_range',
                'boundaries.uncovered_pages',
                'metadata.wrong_type',
                'metadata.future_year',
                'metadata.ancient_year',
                'metadata.invalid_calendar_date',
                'metadata.period_reversed',
                'metadata.placeholder_account',
                'metadata.account_length',
                'metadata.iban_checksum',
                'metadata.account_not_in_document',
                'metadata.bank_unknown_and_absent',
                'metadata.bank_not_in_document',
                'metadata.institution_mismatch',
                'metadata.suspicious_text',
                'metadata.page_range_invalid',
                'plan.unknown_tool',
                'plan.missing_tool_name',
                'plan.duplicate_step_id',
                'plan.missing_dependency',
                'plan.self_dependency',
                'plan.forward_dependency',
                'plan.dependency_cycle',
                'plan.invalid_inputs',
                'plan.unknown_input',
                'plan.empty',
                'plan.incompatible_link',
                'plan.unresolved_reference',
                'toolcall.unknown_tool',
                'toolcall.missing_name',
                'toolcall.bad_arguments',
                'toolcall.invalid_arguments',
                'toolcall.unknown_argument',
                'toolcall.duplicate_id',
                'toolcall.schema_defect',
                'facts.missing',
                'facts.invented',
                'facts.invented_minor',
                'facts.altered',
                'terms.lost_marker',
                'terms.unknown_marker',
                'transform.low_confidence',
                'transform.semantic_mismatch',
                'transform.invalid_output',
                'transform.unverified_date',
                'citations.low_retrieval_confidence',
                'citations.fabricated_citation',
                'citations.uncited_claim',
                'citations.ungrounded_number',
                'citations.misquote',
                'citations.unsupported_claim',
                'citations.ungrounded_entity',
                'citations.answer_mismatch',
                'citations.negation_mismatch',
            ],
            Severity,
        ]
        | None
    ) = Field(
        None,
        description="Rule id -> severity for this call's alerts, over the configured `[severities]`. An\nunknown rule id or severity is a 422 naming it.\n",
    )


class Context(BaseModel):
    provider: str | None = Field(
        None,
        description='Metrics label, normalised to the configured allow-list (else `other`).',
    )
    model: str | None = None
    request_id: str | None = None
    pipeline: str | None = None


class AsOf(RootModel[date_aliased | None]):
    root: date_aliased | None = Field(
        ...,
        description='The date "now" means for date rules, as YYYY-MM-DD (default today).',
    )


class Boundary(BaseModel):
    """
    Usually {"start_page": int, "end_page": int, "confidence": 0.9, ...}; other extra fields are passed over.
    """

    model_config = ConfigDict(
        extra='allow',
    )
    start_page: Any | None = Field(
        None, description='Judged by the rules whatever its type.'
    )
    end_page: Any | None = Field(
        None, description='Judged by the rules whatever its type.'
    )
    account_number: Any | None = Field(
        None, description='Judged by the rules whatever its type.'
    )
    confidence: float | None = Field(None, ge=0.0, le=1.0)


class BoundariesRequest(BaseModel):
    total_pages: int = Field(..., ge=1, le=9223372036854775807)
    boundaries: list[Boundary] = Field(
        ...,
        description='Data under test; any element shape is judged by the rules, never refused, except a `confidence` outside [0, 1] (a 422 at its pointer, as every probability in a request).',
        max_length=10000,
    )
    document_text: str | None = Field(
        None, description='Full extracted text (optional); enables the content checks.'
    )
    pages: list[str] | None = Field(
        None,
        description="Text of each page; its length must equal `total_pages` (else 422). JSON Schema cannot\ncompare the two, so the contract tests' hooks (`.ci/schemathesis_hooks.py`) state it.\n",
        max_length=10000,
        min_length=1,
    )
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class MetadataRequest(BaseModel):
    metadata: dict[str, Any] = Field(
        ...,
        description='Data under test (bank_name, account_number, account_type, statement_period, *_date, ...).',
    )
    document_text: str | None = Field(
        None,
        description="The statement's text (optional); enables the in-document checks.",
    )
    page_range: Any | None = Field(
        None,
        description='Expected `[start, end]` with 1 <= start <= end; anything else is an alert.',
    )
    known_banks: list[str] | None = Field(
        None,
        description='Bank names to take as known for this request, besides the configured ones (`metadata.banks`, `metadata.known_banks`) and the built-in registry of real institutions. `metadata.bank_unknown_and_absent` (fabricated_bank) is high when `document_text` is given and medium without it.',
    )
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class ToolGraph(RootModel[list[str]]):
    root: list[str] = Field(..., max_length=2, min_length=2)


class ToolGraph1(BaseModel):
    source: str
    target: str


class ToolGraph2(RootModel[list[str]]):
    root: list[str] = Field(..., max_length=2, min_length=2)


class ToolGraph3(BaseModel):
    source: str
    target: str


class ToolGraph4(RootModel[list[str]]):
    root: list[str] = Field(..., max_length=2, min_length=2)


class ToolGraph5(BaseModel):
    source: str
    target: str


class ToolTypes(RootModel[str | list[str] | None]):
    """
    The data types a tool consumes or produces (free-form names compared without case, e.g.
    "text", "audio"); a single string is a one-element list; absent or null - not declared.

    """

    root: str | list[str] | None = Field(
        ...,
        description='The data types a tool consumes or produces (free-form names compared without case, e.g.\n"text", "audio"); a single string is a one-element list; absent or null - not declared.\n',
    )


class ToolSchema(RootModel[dict[str, Any] | bool | None]):
    root: dict[str, Any] | bool | None = Field(
        ...,
        description="A JSON Schema for the tool's inputs (null or absent - any inputs).",
    )


class DateFormat(Enum):
    DD_MM_YYYY = 'DD.MM.YYYY'
    YYYY_MM_DD = 'YYYY-MM-DD'
    D_MMMM_YYYY = 'D MMMM YYYY'
    MMMM_D__YYYY = 'MMMM D, YYYY'
    NoneType_None = None


class Id(RootModel[str]):
    root: str = Field(
        ...,
        pattern='[^\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]',
    )


class Source(BaseModel):
    id: Id | float
    text: str
    document: Any | None = None
    page: Any | None = None
    score: float | None = Field(None, ge=0.0, le=1.0)


class CitationsPromptRequest(BaseModel):
    sources: list[Source] = Field(
        ...,
        description='At least one passage; with none nothing can be grounded or cited (422).',
        max_length=10000,
        min_length=1,
    )


class PlanDecision(Decision):
    valid: bool = Field(..., description='No high or critical alert.')
    feedback: str = Field(
        ..., description='Deterministic text to hand back to the planning LLM.'
    )
    execution_order: list[str] | None = Field(
        ...,
        description='Step ids in a valid topological order; null on a cycle or self-dependency.',
    )


class FactLists(BaseModel):
    """
    Per kind, the facts (missing - as given) or the text's spans (invented - as written; counts as numbers).
    """

    dates: list[Any] | None = None
    time_strings: list[Any] | None = None
    currency_amounts: list[Any] | None = None
    numeric_counts: list[Any] | None = None
    room_names: list[Any] | None = None
    durations: list[Any] | None = None
    terms: list[Any] | None = None


class NumericCounts(RootModel[int]):
    root: int = Field(..., ge=0, le=18446744073709551615)


class NumericCounts1(RootModel[str]):
    root: str = Field(..., pattern='^ *[0-9]{1,19} *$')


class RoomName(
    RootModel[
        constr(
            pattern=r'[^\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]'
        )
        | float
    ]
):
    root: (
        constr(
            pattern=r'[^\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]'
        )
        | float
    )


class Term(
    RootModel[
        constr(
            pattern=r'[^\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]'
        )
        | float
    ]
):
    root: (
        constr(
            pattern=r'[^\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]'
        )
        | float
    )


class CanonicalFacts(BaseModel):
    dates: list[str | float] | None = Field(
        None,
        description='Dates in any common format and language (`2026-08-08`, `8 August 2026`, `08.08.2026`, `8 de agosto de 2026`, `2026年8月8日`); one that is not a date is a 422.',
        max_length=10000,
    )
    time_strings: list[str | float] | None = Field(
        None,
        description='Times or time ranges (`18:00`, `6pm`, `18:00–22:00`); one that is not a time is a 422.',
        max_length=10000,
    )
    currency_amounts: list[str | float] | None = Field(
        None,
        description='Amounts with a currency (`CHF 1,250.00`, `$30`); one that is not an amount is a 422.',
        max_length=10000,
    )
    numeric_counts: list[NumericCounts | NumericCounts1] | None = Field(
        None,
        description='Whole numbers (head counts), as numbers or digit strings. In the text a head count is a number (digits or a number word in English, German, French or Italian) before a configured word (`4 people`, `2 tickets`, `1 person`, `zwei Personen`), or after `for` following a booking word (`a table for 4`, `booked for 3`), or after `party of` / `group of`.',
        max_length=10000,
    )
    room_names: list[RoomName] | None = Field(
        None, description='Names matched exactly; not empty.', max_length=10000
    )
    durations: list[str] | None = Field(
        None,
        description='Durations (`3 nights`, `2 days`, `45 minutes`, `zwei Nächte`), compared by value and unit (`3 nights` = `three nights`, `2 hours` = `120 minutes`; nights, days and weeks, minutes and hours); never read as a head count. A duration in the text in a unit no canonical one uses is not compared. One that is not a duration is a 422.',
        max_length=10000,
    )
    terms: list[Term] | None = Field(
        None, description='Terms matched exactly; not empty.', max_length=10000
    )


class Mode(Enum):
    verify = 'verify'
    correct = 'correct'
    NoneType_None = None


class CheckEnum(str, Enum):
    dates = 'dates'
    time_strings = 'time_strings'
    currency_amounts = 'currency_amounts'
    numeric_counts = 'numeric_counts'
    room_names = 'room_names'
    durations = 'durations'
    terms = 'terms'


class VerifyFactsRequest1(BaseModel):
    """
    Send `facts`, or `source_text` to have the facts extracted from it.
    """

    text: str
    facts: CanonicalFacts | None
    source_text: str | None = None
    known_terms: list[str] | None = Field(None, max_length=10000)
    mode: Mode | None = None
    date_format: DateFormat | None = None
    check: list[CheckEnum] | None = Field(None, max_length=10000)
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class VerifyFactsRequest2(BaseModel):
    """
    Send `facts`, or `source_text` to have the facts extracted from it.
    """

    text: str
    facts: CanonicalFacts | None = None
    source_text: str
    known_terms: list[str] | None = Field(None, max_length=10000)
    mode: Mode | None = None
    date_format: DateFormat | None = None
    check: list[CheckEnum] | None = Field(None, max_length=10000)
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class VerifyFactsRequest(RootModel[VerifyFactsRequest1 | VerifyFactsRequest2]):
    root: VerifyFactsRequest1 | VerifyFactsRequest2 = Field(
        ...,
        description='Send `facts`, or `source_text` to have the facts extracted from it.',
    )


class Action(str, Enum):
    replace_ = 'replace'
    remove = 'remove'
    insert = 'insert'


class Span1(BaseModel):
    """
    The same characters in Unicode code points of `/text`.
    """

    path: str
    start: int = Field(..., ge=0)
    end: int = Field(..., ge=0)


class Correction(BaseModel):
    action: Action
    fact_type: str
    original: str
    replacement: str
    start: int = Field(..., description='Byte offset into the original text', ge=0)
    end: int = Field(..., ge=0)
    span: Span1 | None = Field(
        None, description='The same characters in Unicode code points of `/text`.'
    )


class FactsDecision(Decision):
    ok: bool
    missing_facts: FactLists
    invented_facts: FactLists
    corrected_text: str | None = Field(None, description='correct mode only')
    was_corrected: bool | None = Field(None, description='correct mode only')
    corrections: list[Correction] | None = None


class Kind(str, Enum):
    date = 'date'
    email = 'email'
    price = 'price'
    name = 'name'
    phone = 'phone'
    number = 'number'
    text = 'text'


class Transformation(BaseModel):
    record_id: Any | None = Field(None, description='Echoed.')
    field: str | None = Field(
        None,
        description='Implies the kind when kind is absent (dob, *_date, *email*, price/amount/cost, *name*, *phone*).',
    )
    kind: Kind | None = None
    old_value: str | float | None = None
    new_value: str | float | None = None
    confidence: float | None = Field(
        None,
        description='Absent counts as 1.0. Outside [0, 1]: a 422 at its pointer in a JSON batch; an invalid_input item in a stream.',
        ge=0.0,
        le=1.0,
    )


class DateFallback(str, Enum):
    """
    `unverified` (default): an old value that cannot be read as a date is not accepted
    (`reason: "unverified"`, `method: "unreadable"`, rule `transform.unverified_date`).
    `digit_overlap`: the original check, accepted when the digit sets overlap (Jaccard >= 0.5),
    `method: "digit_overlap"`.

    """

    unverified = 'unverified'
    digit_overlap = 'digit_overlap'


class Reason(str, Enum):
    ok = 'ok'
    low_confidence = 'low_confidence'
    semantic_mismatch = 'semantic_mismatch'
    invalid_output = 'invalid_output'
    invalid_input = 'invalid_input'
    unverified = 'unverified'


class TransformationResult(BaseModel):
    index: int = Field(..., ge=0)
    record_id: Any
    kind: Kind | None
    accepted: bool
    reason: Reason
    method: str
    detail: str


class AcceptanceRate(RootModel[float]):
    root: float = Field(..., ge=0.0, le=1.0)


class Totals(BaseModel):
    total: int = Field(..., ge=0)
    accepted: int = Field(..., ge=0)
    rejected_confidence: int = Field(..., ge=0)
    rejected_semantics: int = Field(..., ge=0)
    unverified: int = Field(
        ...,
        description='Dates whose old value cannot be read as a date (date_fallback = unverified).',
        ge=0,
    )
    invalid_input: int = Field(..., ge=0)
    acceptance_rate: AcceptanceRate | None


class TransformationsDecision(Decision):
    results: list[TransformationResult]
    totals: Totals


class Id1(RootModel[str]):
    root: str = Field(
        ...,
        description='A string with a non-whitespace character, or a number.',
        pattern='[^\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]',
    )


class Source1(BaseModel):
    id: Id1 | float = Field(
        ..., description='A string with a non-whitespace character, or a number.'
    )
    text: str
    document: Any | None = None
    page: Any | None = None
    score: float | None = Field(None, ge=0.0, le=1.0)


class VerifyCitationsRequest1(BaseModel):
    """
    `answer` is required unless the retrieval-confidence gate fires: `retrieval_confidence`, or
    without it the best source `score`, below `citations.confidence_threshold` (default 0.60,
    the figure this schema states).

    """

    question: str | None = None
    answer: str
    sources: list[Source1] = Field(
        ...,
        description='At least one passage; with none nothing can be grounded or cited (422).',
        max_length=10000,
        min_length=1,
    )
    retrieval_confidence: float | None = Field(None, ge=0.0, le=1.0)
    strict: bool | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class Source2(BaseModel):
    id: Id1 | float = Field(
        ..., description='A string with a non-whitespace character, or a number.'
    )
    text: str
    document: Any | None = None
    page: Any | None = None
    score: float | None = Field(None, ge=0.0, le=1.0)


class VerifyCitationsRequest2(BaseModel):
    """
    `answer` is required unless the retrieval-confidence gate fires: `retrieval_confidence`, or
    without it the best source `score`, below `citations.confidence_threshold` (default 0.60,
    the figure this schema states).

    """

    question: str | None = None
    answer: str | None = None
    sources: list[Source2] = Field(
        ...,
        description='At least one passage; with none nothing can be grounded or cited (422).',
        max_length=10000,
        min_length=1,
    )
    retrieval_confidence: float = Field(..., ge=0.0, le=1.0, lt=0.6)
    strict: bool | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class Source3(BaseModel):
    score: float = Field(..., ge=0.0, lt=0.6)


class Source4(BaseModel):
    id: Id1 | float = Field(
        ..., description='A string with a non-whitespace character, or a number.'
    )
    text: str
    document: Any | None = None
    page: Any | None = None
    score: float | None = Field(None, ge=0.0, le=1.0, lt=0.6)


class VerifyCitationsRequest3(BaseModel):
    """
    `answer` is required unless the retrieval-confidence gate fires: `retrieval_confidence`, or
    without it the best source `score`, below `citations.confidence_threshold` (default 0.60,
    the figure this schema states).

    """

    question: str | None = None
    answer: str | None = None
    sources: list[Source3 | Source4] = Field(
        ...,
        description='At least one passage; with none nothing can be grounded or cited (422).',
        max_length=10000,
        min_length=1,
    )
    retrieval_confidence: None = Field(None)
    strict: bool | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class VerifyCitationsRequest(
    RootModel[
        VerifyCitationsRequest1 | VerifyCitationsRequest2 | VerifyCitationsRequest3
    ]
):
    root: (
        VerifyCitationsRequest1 | VerifyCitationsRequest2 | VerifyCitationsRequest3
    ) = Field(
        ...,
        description='`answer` is required unless the retrieval-confidence gate fires: `retrieval_confidence`, or\nwithout it the best source `score`, below `citations.confidence_threshold` (default 0.60,\nthe figure this schema states).\n',
    )


class Claim(BaseModel):
    text: str = Field(
        ...,
        description='The sentence; one over 1,024 bytes is cut there and ends `… [truncated: N bytes in all]`.',
    )
    citations: list[str] = Field(
        ...,
        description='The ids as written inside the brackets, the first 64.',
        max_length=64,
    )
    valid_citations: list[str]
    grounded: bool
    problems: list[str]


class Classification(str, Enum):
    fully_cited = 'fully_cited'
    partially_cited = 'partially_cited'
    uncited = 'uncited'
    refusal = 'refusal'


class Action1(str, Enum):
    answer = 'answer'
    fallback = 'fallback'


class Reason1(str, Enum):
    ok = 'ok'
    low_retrieval_confidence = 'low_retrieval_confidence'
    refusal = 'refusal'
    fabricated_citation = 'fabricated_citation'
    uncited_claim = 'uncited_claim'
    ungrounded_claim = 'ungrounded_claim'


class Fallback(BaseModel):
    answer: str | None
    snippet: str
    source: str
    document: Any
    page: Any
    note: str


class CitationsDecision(Decision):
    classification: Classification | None
    action: Action1
    reason: Reason1
    claims: list[Claim] = Field(
        ...,
        description='The first `limits.max_alerts` claims (default 1000), in answer order.',
    )
    claims_omitted: int | None = Field(
        None,
        description='Present only when the answer has more claims than `claims` lists.',
        ge=1,
    )
    fallback: Fallback | None


class Rule(BaseModel):
    id: str
    type: AlertType
    severity: Severity = Field(
        ...,
        description='The severity in force (the configured `[severities]` override, else the default).',
    )
    default_severity: Severity | None = None
    endpoint: str
    description: str


class Error(BaseModel):
    path: str
    message: str


class Problem(BaseModel):
    """
    RFC 9457 problem details.
    """

    type: str
    title: str
    status: int
    detail: str
    errors: list[Error] = Field(
        ...,
        description='On a 422, every missing or mistyped envelope field (up to 8), each at its RFC 6901 pointer at any depth (`/context/provider`, `/sources/0/score`; a missing field where it belongs, `/total_pages`), with a message in JSON\'s types and ranges ("expected an integer from 1 to 4294967295, found a string").',
    )


class TermsProtectPostRequest(BaseModel):
    text: str
    terms: list[str] = Field(..., max_length=10000)


class TermsProtectPostResponse(BaseModel):
    protected_text: str
    markers: dict[str, str]


class TermsRestorePostRequest(BaseModel):
    text: str
    markers: dict[str, str]
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class TermsRestorePostResponse(Decision):
    restored_text: str
    lost_markers: list[str]
    unknown_markers: list[str]


class Call(BaseModel):
    index: int
    id: str | None
    name: str | None
    allowed: bool
    problems: list[str]


class ValidateToolCallsPostResponse(Decision):
    allowed: bool
    calls: list[Call]


class PromptsPlanPostResponse(BaseModel):
    prompt: str
    rules_version: str


class PromptsFactsPostResponse(BaseModel):
    prompt: str
    rules_version: str


class PromptsCitationsPostResponse(BaseModel):
    prompt: str
    rules_version: str


class Label(str, Enum):
    false_positive = 'false_positive'
    false_negative = 'false_negative'
    true_positive = 'true_positive'
    true_negative = 'true_negative'


class FeedbackPostRequest(BaseModel):
    decision_id: str
    label: Label
    note: str | None = None


class FeedbackPostResponse(BaseModel):
    status: Literal['accepted']
    decision_id: str
    endpoint: str
    label: str


class RulesGetResponse(BaseModel):
    rules: list[Rule]


class HealthzGetResponse(BaseModel):
    status: Literal['ok']


class ReadyzGetResponse(BaseModel):
    status: Literal['ready']


class OpenapiYamlGetResponse(BaseModel):
    pass


class Function(BaseModel):
    name: str = Field(..., min_length=1)
    parameters: ToolSchema | None = None


class Tool1(BaseModel):
    """
    OpenAI's shape.
    """

    type: Literal['function']
    function: Function


class Tool2(BaseModel):
    """
    The plain, OpenAI Responses (`strict: true` closes every object), Anthropic and MCP
    shapes.

    """

    name: str = Field(..., min_length=1)
    parameters: ToolSchema | None = None
    input_schema: ToolSchema | None = None
    consumes: ToolTypes | None = None
    produces: ToolTypes | None = None
    inputSchema: ToolSchema | None = None
    strict: bool | None = None


class FunctionDeclaration(BaseModel):
    name: str = Field(..., min_length=1)
    parameters: ToolSchema | None = None


class Tool3(BaseModel):
    """
    A Gemini / Vertex tool (OpenAPI 3.0 schema subset in `parameters`), without a `name` of its own.
    """

    functionDeclarations: list[FunctionDeclaration]


class Tool5(BaseModel):
    name: str = Field(..., min_length=1)
    inputSchema: ToolSchema | None = None
    parameters: ToolSchema | None = None
    input_schema: ToolSchema | None = None
    parametersJsonSchema: ToolSchema | None = None
    parameters_json_schema: ToolSchema | None = None
    strict: bool | None = None
    consumes: ToolTypes | None = None
    produces: ToolTypes | None = None


class Tool4(BaseModel):
    """
    An MCP `tools/list` result (without a `name` of its own, as for Gemini).
    """

    tools: list[Tool5]


class Tool(RootModel[Tool1 | Tool2 | Tool3 | Tool4]):
    root: Tool1 | Tool2 | Tool3 | Tool4


AvailableToolsArray = TypeAliasType(
    "AvailableToolsArray", Annotated[list[Tool], Field(max_length=10000)]
)


McpToolsArray = TypeAliasType(
    "McpToolsArray", Annotated[list[Tool], Field(max_length=10000)]
)


class FactsPromptRequest(BaseModel):
    facts: CanonicalFacts
    date_format: DateFormat | None = None
    as_of: AsOf | None = None


class TransformationsRequest(BaseModel):
    transformations: list[Any] = Field(
        ...,
        description='Data under test; an item that is not an object is answered with reason invalid_input.',
        max_length=100000,
    )
    min_confidence: float | None = Field(None, ge=0.0, le=1.0)
    price_tolerance: float | None = Field(None, ge=0.0)
    date_fallback: DateFallback | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class ToolCatalog(RootModel[list[Tool] | None]):
    """
    Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool
    holding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent
    whole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).
    `available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema
    (upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,
    `list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile
    (else 422 whose `errors[].path` names the tool and the schema keyword, e.g.
    `/available_tools/1/function/parameters/properties/n/type`; the contract tests' hooks state
    both, which JSON Schema cannot). A catalog sent again with the same content is served
    compiled from a cache.

    """

    root: list[Tool] | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
        max_length=10000,
    )


class ToolCallsRequest1(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`, as for plans.
    """

    tool_calls: list[Any] = Field(
        ...,
        description='Data under test; any entry shape is judged, never refused.',
        max_length=10000,
    )
    available_tools: dict[str, Any] | AvailableToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    mcp_tools: ToolCatalog | None = None
    registry: str | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class ToolCallsRequest2(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`, as for plans.
    """

    tool_calls: list[Any] = Field(
        ...,
        description='Data under test; any entry shape is judged, never refused.',
        max_length=10000,
    )
    available_tools: ToolCatalog | None = None
    mcp_tools: dict[str, Any] | McpToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    registry: str | None = None
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class ToolCallsRequest3(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`, as for plans.
    """

    tool_calls: list[Any] = Field(
        ...,
        description='Data under test; any entry shape is judged, never refused.',
        max_length=10000,
    )
    available_tools: ToolCatalog | None = None
    mcp_tools: ToolCatalog | None = None
    registry: str
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class ToolCallsRequest(
    RootModel[ToolCallsRequest1 | ToolCallsRequest2 | ToolCallsRequest3]
):
    root: ToolCallsRequest1 | ToolCallsRequest2 | ToolCallsRequest3 = Field(
        ...,
        description='Send `available_tools` (and/or `mcp_tools`) or `registry`, as for plans.',
    )


class PlanPromptRequest1(BaseModel):
    available_tools: dict[str, Any] | AvailableToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    mcp_tools: ToolCatalog | None = None
    registry: str | None = None


class PlanPromptRequest2(BaseModel):
    available_tools: ToolCatalog | None = None
    mcp_tools: dict[str, Any] | McpToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    registry: str | None = None


class PlanPromptRequest3(BaseModel):
    available_tools: ToolCatalog | None = None
    mcp_tools: ToolCatalog | None = None
    registry: str


class PlanPromptRequest(
    RootModel[PlanPromptRequest1 | PlanPromptRequest2 | PlanPromptRequest3]
):
    root: PlanPromptRequest1 | PlanPromptRequest2 | PlanPromptRequest3


class PlanRequest1(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`; with none, or an unknown registry, the answer is 422.
    """

    plan: list[Any] = Field(
        ...,
        description='Data under test: steps like {"id", "tool" | "action" | "task", "inputs" (or "arguments"), "depends_on" | "dependencies"}; any shape is judged, never refused.',
        max_length=10000,
    )
    tool_graph: list[ToolGraph | ToolGraph1] | None = Field(
        None,
        description='The tool links allowed, each `[from, to]` (or `{"source", "target"}`); a link a plan\nuses that is not listed is `plan.incompatible_link`. A link that is not a pair of tool\nnames is a 422.\n',
    )
    available_tools: dict[str, Any] | AvailableToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    mcp_tools: ToolCatalog | None = None
    registry: str | None = Field(
        None,
        description="Name of a tool catalog in the service's configuration (`automation` by default); any\nother name is a 422 (the contract tests' hooks name the configured one).\n",
    )
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class PlanRequest2(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`; with none, or an unknown registry, the answer is 422.
    """

    plan: list[Any] = Field(
        ...,
        description='Data under test: steps like {"id", "tool" | "action" | "task", "inputs" (or "arguments"), "depends_on" | "dependencies"}; any shape is judged, never refused.',
        max_length=10000,
    )
    tool_graph: list[ToolGraph2 | ToolGraph3] | None = Field(
        None,
        description='The tool links allowed, each `[from, to]` (or `{"source", "target"}`); a link a plan\nuses that is not listed is `plan.incompatible_link`. A link that is not a pair of tool\nnames is a 422.\n',
    )
    available_tools: ToolCatalog | None = None
    mcp_tools: dict[str, Any] | McpToolsArray | None = Field(
        ...,
        description='Tools in any dialect, mixed freely: an array of tools (each entry may also be a Gemini tool\nholding `functionDeclarations`, or an MCP `tools/list` result), or one such object sent\nwhole (`{"tools": [...]}`, or its JSON-RPC answer `{"result": {"tools": [...]}}`).\n`available_tools` and `mcp_tools` are merged. Schemas are normalised once to JSON Schema\n(upper-case OpenAPI types, `nullable: true`, Python-style names `dict`, `float`, `tuple`,\n`list`, `str`, `int`, `bool`, `any`). Names must be unique and every schema must compile\n(else 422 whose `errors[].path` names the tool and the schema keyword, e.g.\n`/available_tools/1/function/parameters/properties/n/type`; the contract tests\' hooks state\nboth, which JSON Schema cannot). A catalog sent again with the same content is served\ncompiled from a cache.\n',
    )
    registry: str | None = Field(
        None,
        description="Name of a tool catalog in the service's configuration (`automation` by default); any\nother name is a 422 (the contract tests' hooks name the configured one).\n",
    )
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class PlanRequest3(BaseModel):
    """
    Send `available_tools` (and/or `mcp_tools`) or `registry`; with none, or an unknown registry, the answer is 422.
    """

    plan: list[Any] = Field(
        ...,
        description='Data under test: steps like {"id", "tool" | "action" | "task", "inputs" (or "arguments"), "depends_on" | "dependencies"}; any shape is judged, never refused.',
        max_length=10000,
    )
    tool_graph: list[ToolGraph4 | ToolGraph5] | None = Field(
        None,
        description='The tool links allowed, each `[from, to]` (or `{"source", "target"}`); a link a plan\nuses that is not listed is `plan.incompatible_link`. A link that is not a pair of tool\nnames is a 422.\n',
    )
    available_tools: ToolCatalog | None = None
    mcp_tools: ToolCatalog | None = None
    registry: str = Field(
        ...,
        description="Name of a tool catalog in the service's configuration (`automation` by default); any\nother name is a 422 (the contract tests' hooks name the configured one).\n",
    )
    as_of: AsOf | None = None
    policy: PolicyOverride | None = None
    context: Context | None = None


class PlanRequest(RootModel[PlanRequest1 | PlanRequest2 | PlanRequest3]):
    root: PlanRequest1 | PlanRequest2 | PlanRequest3 = Field(
        ...,
        description='Send `available_tools` (and/or `mcp_tools`) or `registry`; with none, or an unknown registry, the answer is 422.',
    )
