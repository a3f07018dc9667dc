"""Writes blind_g.jsonl from blind_g.py, in the line format of blind_f.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND_g.md). Run: python3 make_blind_g.py
"""
import json

from blind_g import PASSAGES_G, CASES_G

with open("blind_g.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_G):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"g{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_G[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
