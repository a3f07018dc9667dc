"""Writes the realistic HTTP payloads the load and HTTP benchmarks send, one per family, the same
shapes as the criterion benches in benches/engine.rs. Run from the repository root."""

import json
import pathlib

out = pathlib.Path("bench/payloads")
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def write(name, body):
    (out / f"{name}.json").write_text(json.dumps(body, ensure_ascii=False))


write("plan", {
    "registry": "automation",
    "plan": [{"id": f"s{i}", "tool": "search_documents",
              "inputs": {"query": "invoices", "max_results": 10},
              "depends_on": [] if i == 0 else [f"s{i-1}"]} for i in range(15)],
    "context": {"provider": "openai"},
})

text = ("Dear Ms Meier, thank you for your booking. We have reserved Punkt.Null for 30 guests on "
        "8 August 2026 and 9 August 2026, each day from 18:00 to 22:00. The Apéro Package costs "
        "CHF 45.00 per person; the total is CHF 1,250.00. A projector and a flip chart are ready in "
        "the room. " + "Our team will welcome you at the entrance and show you the way to the room, "
        "the cloakroom and the terrace. " * 17)
write("facts", {
    "facts": {"dates": ["2026-08-08", "2026-08-09"], "time_strings": ["18:00–22:00"],
              "currency_amounts": ["CHF 1,250.00", "CHF 45.00"], "numeric_counts": [30],
              "room_names": ["Punkt.Null"], "terms": ["Apéro Package", "projector", "flip chart"]},
    "known_terms": ["Punkt.Null", "Atelier", "Galerie"],
    "text": text, "as_of": "2026-01-10", "context": {"provider": "anthropic"},
})


def item(i):
    kind = i % 4
    if kind == 0:
        y, m, d = 1950 + i % 60, i % 12 + 1, i % 28 + 1
        return {"record_id": i, "field": "dob", "old_value": f"{months[i % 12]} {d}, {y}",
                "new_value": f"{y}-{m:02}-{d:02}", "confidence": 0.9}
    if kind == 1:
        y, m, d = 1990 + i % 30, i % 12 + 1, i % 28 + 1
        return {"record_id": i, "field": "start_date", "old_value": f"{d:02}/{m:02}/{y}",
                "new_value": f"{y}-{m:02}-{d:02}"}
    if kind == 2:
        return {"record_id": i, "field": "price", "old_value": f"${i % 9 + 1},{i:03}.50",
                "new_value": f"{i % 9 + 1}{i:03}.5"}
    return {"record_id": i, "field": "email", "old_value": f" User{i}@Example.com",
            "new_value": f"user{i}@example.com"}


write("transformations", {"transformations": [item(i) for i in range(1000)], "as_of": "2026-11-22"})

write("citations", {
    "question": "What's the oil capacity and the drain plug torque?",
    "answer": ("The engine takes 5 quarts of oil [Citation: Para 7-2]. Use 5W-30 oil [Citation: Para 7-3]. "
               "The drain plug is tightened to 25 ft-lbs [Citation: Para 7-4]. Check the level with the "
               "dipstick after 5 minutes [Citation: Para 7-5]. Replace the filter at every change "
               "[Citation: Para 7-6]."),
    "sources": [
        {"id": "Para 7-2", "text": "Engine oil capacity: 5 quarts with filter change.", "score": 0.91},
        {"id": "Para 7-3", "text": "Recommended oil: SAE 5W-30 meeting API SP.", "score": 0.88},
        {"id": "Para 7-4", "text": "Drain plug torque: 25 ft-lbs. Do not overtighten.", "score": 0.86},
        {"id": "Para 7-5", "text": "Wait 5 minutes after stopping the engine, then check the dipstick level.", "score": 0.8},
        {"id": "Para 7-6", "text": "Replace the oil filter at every oil change.", "score": 0.79},
    ],
    "context": {"provider": "openai"},
})

write("toolcalls", {
    "registry": "automation",
    "tool_calls": [
        {"id": "call_1", "type": "function", "function": {"name": "search_documents", "arguments": json.dumps(
            {"query": "invoices 2026", "folder": "~/Documents/Finance", "file_types": ["pdf"]})}},
        {"id": "call_2", "type": "function", "function": {"name": "extract_section", "arguments": json.dumps(
            {"path": "~/Documents/Finance/invoice-0425.pdf", "section": "Summary", "max_chars": 2000})}},
        {"id": "call_3", "type": "function", "function": {"name": "compose_email", "arguments": json.dumps(
            {"to": ["accounts@example.com"], "subject": "April invoices",
             "body": "Hello, please find the April invoice summary below. Kind regards"})}},
    ],
    "context": {"provider": "openai"},
})
