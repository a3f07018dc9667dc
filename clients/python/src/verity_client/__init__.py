"""verity-client: the Python client for verity, the deterministic validation sidecar.

    from verity_client import Verity
    with Verity("http://127.0.0.1:8080") as verity:
        decision = verity.validate_tool_calls(calls, available_tools=tools)
        if decision.rejected:
            ...

`Verity` (sync) and `AsyncVerity` (async) on httpx; answers typed by the models generated from
openapi.yaml (`verity_client.models`); fail-closed by default (`on_unavailable`). Integrations
(optional extras): `verity_client.integrations.openai`, `.anthropic`, `.langgraph`, `.guardrails`.
"""

from . import models
from ._core import Decision, VerityError, VerityUnavailable
from .client import AsyncVerity, Verity

__version__ = "0.1.0"
__all__ = ["AsyncVerity", "Decision", "Verity", "VerityError", "VerityUnavailable", "models"]
