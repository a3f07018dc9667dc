// @verity/client: a typed client for verity on Node's fetch. Request and answer types come from
// verity's openapi.yaml (`npm run types` regenerates src/schema.d.ts; CI fails when it is stale).
//
//   import { Verity } from "@verity/client";
//   const verity = new Verity();                      // VERITY_URL, else http://127.0.0.1:8080
//   const decision = await verity.validatePlan({ plan, available_tools: tools });
//   if (decision.verdict === "reject") replan(decision.unavailable ? undefined : decision.feedback);
//
// Fail-closed: verity unreachable, timing out, or answering 5xx after the retries answers a
// stand-in decision `{ verdict: "reject", unavailable: true, error }` (`onUnavailable: "pass"`
// lets traffic through instead, `"throw"` throws VerityUnavailable). A 4xx throws VerityError
// with the RFC 9457 problem details. A 503 is retried after its Retry-After.

import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type Alert = Schemas["Alert"];
export type Verdict = Schemas["Verdict"];
export type Context = NonNullable<Schemas["Context"]>;
export type { components, paths };

/** The routes that take a POST. */
export type PostPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];

type Operation<P extends PostPath> = paths[P] extends { post: infer O } ? O : never;

/** The JSON body a route takes. */
export type Body<P extends PostPath> =
  Operation<P> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/** The JSON a route answers with when it succeeds. */
export type Answer<P extends PostPath> =
  Operation<P> extends { responses: { 200: { content: { "application/json": infer A } } } } ? A : never;

/** What the client answers when verity could not: no alerts, the verdict the policy chose. */
export interface Unavailable {
  verdict: "reject" | "pass";
  unavailable: true;
  /** What went wrong (connection refused, timeout, HTTP 503 after 4 attempts...). */
  error: string;
  alerts: [];
}

/** A validation's result: verity's typed answer, or the fail-closed (or -open) stand-in. */
export type Decision<P extends PostPath> = (Answer<P> & { unavailable?: false }) | Unavailable;

/** Problem details of a request verity refused. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { path: string; message: string }[];
}

/** A 4xx: the request is wrong; retrying will not help. */
export class VerityError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    const errors = (problem.errors ?? []).map((e) => `${e.path}: ${e.message}`).join("; ");
    super(`${status} ${problem.title ?? ""}: ${problem.detail ?? ""}${errors ? ` [${errors}]` : ""}`);
    this.name = "VerityError";
  }
}

/** verity could not answer (thrown only with `onUnavailable: "throw"`, and by calls with no
 * decision to stand in: prompts, feedback, rules). */
export class VerityUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VerityUnavailable";
  }
}

export interface Options {
  /** Bearer token, when the service runs with `[auth]`. */
  token?: string;
  /** Attempts after the first on 503 or a refused connection (default 3). */
  retries?: number;
  /** Longest wait between attempts, whatever Retry-After says (default 5000 ms). */
  maxRetryWaitMs?: number;
  /** Per attempt (default 5000 ms). */
  timeoutMs?: number;
  /** Sent as `context` with every validation (provider, model, pipeline...). */
  context?: Context;
  /** Sent with every request (e.g. `traceparent`). */
  headers?: Record<string, string>;
  /** verity unreachable: `"reject"` (default, fail-closed), `"pass"` (fail-open) or `"throw"`. */
  onUnavailable?: "reject" | "pass" | "throw";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds to wait for a Retry-After (delta-seconds or an HTTP date), 1 s when unreadable. */
export function retryWaitMs(retryAfter: string | null, capMs: number): number {
  let ms = 1000;
  if (retryAfter !== null && retryAfter.trim() !== "") {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) ms = seconds * 1000;
    else {
      const when = Date.parse(retryAfter);
      if (Number.isFinite(when)) ms = when - Date.now();
    }
  }
  return Math.max(0, Math.min(ms, capMs));
}

function defaultUrl(): string {
  const fromEnv = typeof process !== "undefined" ? process.env.VERITY_URL : undefined;
  return fromEnv && fromEnv.length > 0 ? fromEnv : "http://127.0.0.1:8080";
}

export class Verity {
  readonly baseUrl: string;
  private readonly options: Required<Omit<Options, "token" | "context" | "headers">> & Options;

  constructor(baseUrl?: string, options: Options = {}) {
    this.baseUrl = (baseUrl ?? defaultUrl()).replace(/\/$/, "");
    this.options = { retries: 3, maxRetryWaitMs: 5000, timeoutMs: 5000, onUnavailable: "reject", ...options };
  }

  /** POST a body to a validation route: the typed answer, or the stand-in when verity cannot answer. */
  async decide<P extends PostPath>(path: P, body: Body<P>, headers?: Record<string, string>): Promise<Decision<P>> {
    let answer: unknown;
    try {
      answer = await (await this.send(path, "POST", JSON.stringify(this.withContext(body)), headers)).json();
    } catch (error) {
      if (error instanceof VerityError) throw error;
      return this.standIn(error instanceof Error ? error.message : String(error));
    }
    const verdict = (answer as { verdict?: unknown } | null)?.verdict;
    if (verdict !== "pass" && verdict !== "warn" && verdict !== "reject") {
      // Not a decision at all (a proxy's page?): never let it count as a pass.
      return { verdict: "reject", unavailable: true, error: "the answer carries no verdict", alerts: [] };
    }
    return answer as Decision<P>;
  }

  /** POST to a route that answers something other than a decision (prompts, protect, feedback). */
  async post<P extends PostPath>(path: P, body: Body<P>): Promise<Answer<P>> {
    try {
      const response = await this.send(path, "POST", JSON.stringify(body));
      return (response.status === 200 ? await response.json() : undefined) as Answer<P>;
    } catch (error) {
      if (error instanceof VerityError || error instanceof VerityUnavailable) throw error;
      throw new VerityUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  private standIn(error: string): Unavailable {
    if (this.options.onUnavailable === "throw") throw new VerityUnavailable(error);
    return { verdict: this.options.onUnavailable === "pass" ? "pass" : "reject", unavailable: true, error, alerts: [] };
  }

  private withContext(body: unknown): unknown {
    if (!this.options.context || !body || typeof body !== "object") return body;
    const own = (body as { context?: Context }).context ?? {};
    return { ...body, context: { ...this.options.context, ...own } };
  }

  private async send(path: string, method: string, body?: string, extra?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json", ...this.options.headers, ...extra };
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        if (cause?.code === "ECONNREFUSED" && attempt < this.options.retries) {
          await sleep(Math.min(100 * (attempt + 1), this.options.maxRetryWaitMs));
          continue;
        }
        throw new VerityUnavailable(`${(error as Error).message}${cause?.code ? ` (${cause.code})` : ""}`);
      }
      if (response.status === 503 && attempt < this.options.retries) {
        await response.body?.cancel();
        await sleep(retryWaitMs(response.headers.get("Retry-After"), this.options.maxRetryWaitMs));
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new VerityUnavailable(`HTTP ${response.status} after ${attempt + 1} attempts`);
      }
      if (response.status >= 400) {
        const problem = (await response.json().catch(() => ({ title: response.statusText }))) as Problem;
        throw new VerityError(response.status, problem);
      }
      return response;
    }
  }

  // One method per endpoint, so call sites read like the API.
  validateBoundaries = (body: Body<"/validate/boundaries">, headers?: Record<string, string>) =>
    this.decide("/validate/boundaries", body, headers);
  validateMetadata = (body: Body<"/validate/metadata">, headers?: Record<string, string>) =>
    this.decide("/validate/metadata", body, headers);
  validatePlan = (body: Body<"/validate/plan">, headers?: Record<string, string>) =>
    this.decide("/validate/plan", body, headers);
  validateToolCalls = (body: Body<"/validate/tool-calls">, headers?: Record<string, string>) =>
    this.decide("/validate/tool-calls", body, headers);
  verifyFacts = (body: Body<"/verify-facts">, headers?: Record<string, string>) =>
    this.decide("/verify-facts", body, headers);
  restoreTerms = (body: Body<"/terms/restore">, headers?: Record<string, string>) =>
    this.decide("/terms/restore", body, headers);
  validateTransformations = (body: Body<"/validate/transformations">, headers?: Record<string, string>) =>
    this.decide("/validate/transformations", body, headers);
  verifyCitations = (body: Body<"/verify-citations">, headers?: Record<string, string>) =>
    this.decide("/verify-citations", body, headers);
  protectTerms = (body: Body<"/terms/protect">) => this.post("/terms/protect", body);
  planPrompt = (body: Body<"/prompts/plan">) => this.post("/prompts/plan", body);
  factsPrompt = (body: Body<"/prompts/facts">) => this.post("/prompts/facts", body);
  citationsPrompt = (body: Body<"/prompts/citations">) => this.post("/prompts/citations", body);
  feedback = (body: Body<"/feedback">) => this.post("/feedback", body);

  /** Any number of transformations as NDJSON: one result per item in input order, then
   * `{ totals }`. A stream has no decision to stand in: verity unavailable throws. */
  async *streamTransformations(
    items: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
    query: { min_confidence?: number; price_tolerance?: number; date_fallback?: string } = {},
  ): AsyncGenerator<Record<string, unknown>> {
    const params = new URLSearchParams(
      Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
    );
    const encoder = new TextEncoder();
    const source = (async function* () {
      for await (const item of items) yield encoder.encode(`${JSON.stringify(item)}\n`);
    })();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    });
    const headers: Record<string, string> = { "Content-Type": "application/x-ndjson", ...this.options.headers };
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/validate/transformations?${params}`, {
        method: "POST",
        headers,
        body: stream,
        duplex: "half",
      } as RequestInit);
    } catch (error) {
      throw new VerityUnavailable((error as Error).message);
    }
    if (response.status >= 500) throw new VerityUnavailable(`HTTP ${response.status}`);
    if (response.status >= 400) throw new VerityError(response.status, (await response.json()) as Problem);
    const decoder = new TextDecoder();
    let pending = "";
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      pending += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = pending.indexOf("\n")) >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        if (line) yield JSON.parse(line) as Record<string, unknown>;
      }
    }
    if (pending.trim()) yield JSON.parse(pending) as Record<string, unknown>;
  }

  async rules(): Promise<Schemas["Rule"][]> {
    const answer = (await (await this.send("/rules", "GET")).json()) as { rules: Schemas["Rule"][] };
    return answer.rules;
  }

  async ready(): Promise<boolean> {
    try {
      return (await fetch(`${this.baseUrl}/readyz`)).status === 200;
    } catch {
      return false;
    }
  }
}
