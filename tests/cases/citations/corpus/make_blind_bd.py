"""Writes blind_bd.jsonl from blind_bd.py, in the line format of blind_bc.jsonl.

The whole file is a blind held-out set: nothing in it was run against verity or used to tune a rule
before the integrator's single run (see BLIND.md). Run: python3 make_blind_bd.py
"""
import json

from blind_bd import PASSAGES_BD, CASES_BD

with open("blind_bd.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_BD):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"bd{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_BD[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
