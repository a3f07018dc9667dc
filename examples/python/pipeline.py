"""An LLM extraction step guarded by verity: pass -> use it, warn -> use it and log why,
reject -> take the fallback path (here: a human review queue) and never write the LLM's output.

The "LLM" is a fixture (fixtures/statements.json: a statement's text and what a model extracted
from it), so this runs anywhere; swap `FixtureLLM` for a real client and nothing else changes.

    python3 examples/python/pipeline.py [http://127.0.0.1:8080]

Prints each document's route and exits 1 if any differs from the fixture's `expected`.
"""

from __future__ import annotations

import json
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional

from verity_client import Decision, Verity

log = logging.getLogger("pipeline")


@dataclass
class Outcome:
    route: str  # "use" | "use_with_warning" | "fallback"
    metadata: Optional[Dict[str, Any]]
    decision: Optional[Decision]
    why: List[str]


class FixtureLLM:
    """Stands in for a model call: returns the recorded output for a document."""

    def __init__(self, cases: List[Dict[str, Any]]):
        self._outputs = {c["document_text"]: c["llm_output"] for c in cases}

    def extract_metadata(self, document_text: str) -> str:
        return self._outputs[document_text]


def guarded_extraction(document_text: str, llm: Callable[[str], str], verity: Verity,
                       fallback: Callable[[str, List[str]], None]) -> Outcome:
    raw = llm(document_text)
    try:
        metadata = json.loads(raw)
        if not isinstance(metadata, dict):
            raise ValueError("not a JSON object")
    except ValueError as error:
        # Not even JSON: nothing for verity to judge; the fallback gets it.
        why = [f"unparseable model output ({error})"]
        fallback(document_text, why)
        return Outcome("fallback", None, None, why)

    decision = verity.validate_metadata(metadata, document_text=document_text)
    why = [f"{a.rule} at {a.path}: {a.description}" for a in decision.alerts]
    if decision.verdict == "reject":
        fallback(document_text, why)
        log.warning("rejected (decision %s): %s", decision.decision_id, "; ".join(why))
        return Outcome("fallback", None, decision, why)
    if decision.verdict == "warn":
        # Usable, but worth a look later: log the decision id so /feedback can label it.
        log.warning("accepted with warnings (decision %s): %s", decision.decision_id,
                    "; ".join(why))
        return Outcome("use_with_warning", metadata, decision, why)
    return Outcome("use", metadata, decision, why)


def main(url: str) -> None:
    logging.basicConfig(level=logging.INFO, format="  %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    cases = json.loads((Path(__file__).parent / "fixtures" / "statements.json").read_text())
    llm = FixtureLLM(cases)
    review_queue: List[str] = []

    def to_review(document_text: str, why: List[str]) -> None:
        review_queue.append(document_text)

    failures = 0
    with Verity(url, context={"provider": "openai", "pipeline": "statement-metadata"}) as verity:
        for case in cases:
            outcome = guarded_extraction(case["document_text"], llm.extract_metadata, verity,
                                         to_review)
            mark = "ok  " if outcome.route == case["expected"] else "FAIL"
            failures += outcome.route != case["expected"]
            print(f"{mark} {case['name']}: {outcome.route} (expected {case['expected']})")
            for reason in outcome.why:
                print(f"       {reason}")
    expected_reviews = sum(c["expected"] == "fallback" for c in cases)
    if len(review_queue) != expected_reviews:
        print(f"FAIL review queue holds {len(review_queue)}, expected {expected_reviews}")
        failures += 1
    if failures:
        sys.exit(1)
    print(f"pipeline: {len(cases)} documents routed as expected, {len(review_queue)} to review")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
