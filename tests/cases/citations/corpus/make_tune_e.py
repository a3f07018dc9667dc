"""Writes tune_e.jsonl from tune_e.py, in the line format of blind_d.jsonl.

Tuning data written blind (see BLIND.md): nobody ran verity on it before the #18 false-alarm lane
did. Run: python3 make_tune_e.py
"""
import json

from tune_e import PASSAGES, CASES

with open("tune_e.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"e{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
