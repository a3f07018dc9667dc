"""Writes blind_be.jsonl from blind_be.py, in the line format of blind_bd.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_be.py
"""
import json

from blind_be import PASSAGES_BE, CASES_BE

with open("blind_be.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_BE):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"be{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_BE[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
