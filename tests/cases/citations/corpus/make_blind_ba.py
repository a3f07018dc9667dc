"""Writes blind_ba.jsonl from blind_ba.py, in the line format of blind_az.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_ba.py
"""
import json

from blind_ba import PASSAGES_BA, CASES_BA

with open("blind_ba.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_BA):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"ba{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_BA[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
