"""Writes blind_aq.jsonl from blind_aq.py, in the line format of blind_ap.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_aq.py
"""
import json

from blind_aq import PASSAGES_AQ, CASES_AQ

with open("blind_aq.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_AQ):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"aq{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_AQ[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
