"""`verity_url`: the verity the live tests run against (VERITY_URL, as CI sets it after starting
the release binary). Without it the live tests are skipped, the stand-in tests still run."""

import os

import pytest


@pytest.fixture
def verity_url() -> str:
    url = os.environ.get("VERITY_URL")
    if not url:
        pytest.skip("VERITY_URL is not set (start `verity serve` and export its URL)")
    return url


TOOLS = [
    {"type": "function", "function": {
        "name": "get_weather", "description": "Current weather for a city",
        "parameters": {"type": "object", "properties": {
            "city": {"type": "string"}, "unit": {"type": "string", "enum": ["c", "f"]}},
            "required": ["city"], "additionalProperties": False}}},
    {"type": "function", "function": {
        "name": "send_email", "description": "Send an email",
        "parameters": {"type": "object", "properties": {
            "to": {"type": "string"}, "body": {"type": "string"}},
            "required": ["to", "body"]}}},
]


def need(module: str):
    """Imports an integration's framework; skipped when absent, except in CI
    (VERITY_CLIENT_ALL_EXTRAS=1), where a missing framework is a failure."""
    import importlib

    if os.environ.get("VERITY_CLIENT_ALL_EXTRAS") == "1":
        return importlib.import_module(module)
    return pytest.importorskip(module)
