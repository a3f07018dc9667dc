"""Writes blind_ar.jsonl from blind_ar.py, in the line format of blind_aq.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_ar.py
"""
import json

from blind_ar import PASSAGES_AR, CASES_AR

with open("blind_ar.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_AR):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"ar{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_AR[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
