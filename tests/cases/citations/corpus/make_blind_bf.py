"""Writes blind_bf.jsonl from blind_bf.py, in the line format of blind_be.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_bf.py
"""
import json

from blind_bf import PASSAGES_BF, CASES_BF

with open("blind_bf.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_BF):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"bf{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_BF[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
