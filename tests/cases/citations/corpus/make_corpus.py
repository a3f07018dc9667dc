"""Writes tune.jsonl and held_aside.jsonl from passages.py and cases_*.py.

The split was fixed before any tuning: a passage whose index is 2 modulo 3 goes aside with all
its answers, so no held-aside passage was ever looked at while tuning. The passages added later
(41-52, `cases_e.py`; 53-64, `cases_f.py`; 65-70, `cases_g.py`; 71-76, `cases_h.py`; 77-100,
`cases_i.py` to `cases_k.py`; 101-113, `cases_l.py`; 114-119, `cases_m.py`) follow the same rule. Run: python3 make_corpus.py
"""
import json

from passages import PASSAGES
from cases_a import CASES as A
from cases_b import CASES as B
from cases_c import CASES as C
from cases_d import CASES as D
from cases_e import CASES as E
from cases_f import CASES as F
from cases_g import CASES as G
from cases_h import CASES as H
from cases_i import CASES as I
from cases_j import CASES as J
from cases_k import CASES as K
from cases_l import CASES as L
from cases_m import CASES as M

parts = {"tune": [], "held_aside": []}
for n, (p, label, kind, question, answer, *more) in enumerate(A + B + C + D + E + F + G + H + I + J + K + L + M):
    part = "held_aside" if p % 3 == 2 else "tune"
    # Further passages a case cites as [2], [3] (never a held-aside one in a tuning case).
    cited = [p] + (more[0] if more else [])
    assert all((q % 3 == 2) == (part == "held_aside") for q in cited), (n, cited)
    parts[part].append({
        "id": f"p{p:02}-{n:03}",
        "hallucinated": label == "bad",
        "kind": kind,
        "question": question,
        "answer": answer,
        "sources": [{"id": str(i + 1), "text": PASSAGES[q]} for i, q in enumerate(cited)],
    })
for part, cases in parts.items():
    with open(f"{part}.jsonl", "w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False) + "\n")
