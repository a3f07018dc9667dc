"""Adapters from the objects a pipeline holds to one verity call each.

- `openai`: a `ChatCompletion`'s `tool_calls`, a Responses `output`'s `function_call` items;
- `anthropic`: a `Message`'s `tool_use` blocks;
- `langgraph`: `StateGraph` nodes that validate a plan or tool calls and route to re-plan;
- `guardrails`: validators so `Guard().use(...)` runs verity's facts or citations check.

Each module imports its framework only when used; install the matching extra
(`pip install 'verity-client[openai]'`).
"""
