"""Writes tune_f.jsonl from tune_f.py, in the line format of blind_d.jsonl.

Tuning data written blind: nobody ran verity on it before the first honest run; after that run the
#18 lane may tune on it, so it is not a held-out estimate (see BLIND.md). Run: python3 make_tune_f.py
"""
import json

from tune_f import PASSAGES_TF, CASES_TF

with open("tune_f.jsonl", "w", encoding="utf-8") as f:
    for n, (p, label, kind, question, answer, *more) in enumerate(CASES_TF):
        # Further passages a case cites as [2], [3].
        cited = [p] + (more[0] if more else [])
        f.write(json.dumps({
            "id": f"t{p:02}-{n:03}",
            "hallucinated": label == "bad",
            "kind": kind,
            "question": question,
            "answer": answer,
            "sources": [{"id": str(i + 1), "text": PASSAGES_TF[q]} for i, q in enumerate(cited)],
        }, ensure_ascii=False) + "\n")
