"""Guardrails AI: `Guard().use(...)` with verity's validators runs the facts and citations
checks (no LLM call: `Guard.validate` on a given text). Against VERITY_URL."""

import os
import tempfile
from pathlib import Path

import pytest

from conftest import need

# Guardrails sends usage metrics to its hub unless its rc file says not to (what
# `guardrails configure --disable-metrics` writes); these tests run with no network.
_home = Path(tempfile.mkdtemp())
(_home / ".guardrailsrc").write_text("enable_metrics=false\nuse_remote_inferencing=false\n")
os.environ["HOME"] = str(_home)
need("guardrails")
from guardrails import Guard  # noqa: E402
from guardrails.errors import ValidationError  # noqa: E402

from verity_client import Verity  # noqa: E402
from verity_client.integrations.guardrails import VerityCitations, VerityFacts  # noqa: E402

FACTS = {"currency_amounts": ["$1,234.50"], "dates": ["2026-08-08"]}
SOURCES = [{"id": "7-2", "text": "Engine oil capacity: 5 quarts with filter.", "score": 0.9}]


def test_a_text_that_keeps_the_facts_passes_the_guard(verity_url):
    guard = Guard().use(VerityFacts(facts=FACTS, url=verity_url, on_fail="exception"))
    outcome = guard.validate("We charged $1,234.50 on 8 August 2026.")
    assert outcome.validation_passed


def test_an_altered_amount_raises_naming_the_rule(verity_url):
    guard = Guard().use(VerityFacts(facts=FACTS, url=verity_url, on_fail="exception"))
    with pytest.raises(ValidationError, match="facts.altered"):
        guard.validate("We charged $1,243.50 on 8 August 2026.")


def test_in_correct_mode_the_fix_is_verity_s_corrected_text(verity_url):
    guard = Guard().use(VerityFacts(facts=FACTS, mode="correct", url=verity_url, on_fail="fix"))
    outcome = guard.validate("We charged $1,243.50 on 8 August 2026.")
    assert outcome.validated_output == "We charged $1,234.50 on 8 August 2026."


def test_a_grounded_cited_answer_passes_and_a_fabricated_citation_fails(verity_url):
    guard = Guard().use(VerityCitations(sources=SOURCES, url=verity_url, strict=True,
                                        on_fail="exception"))
    assert guard.validate("Oil capacity is 5 quarts [7-2].").validation_passed
    with pytest.raises(ValidationError, match="citations.fabricated_citation"):
        guard.validate("Oil capacity is 5 quarts [9-9].")


def test_an_unreachable_verity_fails_the_guard_closed():
    verity = Verity("http://127.0.0.1:9", retries=0)
    guard = Guard().use(VerityFacts(facts=FACTS, verity=verity, on_fail="noop"))
    assert not guard.validate("We charged $1,234.50 on 8 August 2026.").validation_passed
