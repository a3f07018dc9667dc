// A typed client for verity on Node's fetch. Request and answer types come from openapi.yaml
// (`npm run types` regenerates src/schema.d.ts; CI fails when it is stale), so a renamed field
// is a compile error here, not a surprise in production.
//
//   const verity = new Verity("http://127.0.0.1:8080", { context: { provider: "openai" } });
//   const decision = await verity.validatePlan({ plan, available_tools: tools });
//   if (decision.verdict === "reject") replan(decision.feedback);
//
// A 503 (overloaded, shutting down) is retried after its Retry-After; any other non-2xx throws
// a VerityError carrying the RFC 9457 problem details.

import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type Decision = Schemas["Decision"];
export type Alert = Schemas["Alert"];
export type Verdict = Schemas["Verdict"];
export type Context = NonNullable<Schemas["Context"]>;

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
  Operation<P> extends { responses: { 200: { content: { "application/json": infer A } } } }
    ? A
    : void;

/** Problem details of a request verity could not validate. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: { path: string; message: string }[];
}

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

export interface Options {
  /** Bearer token, when the service runs with `[auth]`. */
  token?: string;
  /** Attempts after the first on 503 (default 3). */
  retries?: number;
  /** Longest wait between attempts, whatever Retry-After says (default 5000 ms). */
  maxRetryWaitMs?: number;
  /** Per attempt (default 5000 ms). */
  timeoutMs?: number;
  /** Sent as `context` with every validation (provider, model, pipeline...). */
  context?: Context;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Verity {
  private readonly baseUrl: string;
  private readonly options: Required<Omit<Options, "token" | "context">> & Options;

  constructor(baseUrl = "http://127.0.0.1:8080", options: Options = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.options = { retries: 3, maxRetryWaitMs: 5000, timeoutMs: 5000, ...options };
  }

  /** POST a body to any validation route, with the client's context merged in. */
  async post<P extends PostPath>(path: P, body: Body<P>): Promise<Answer<P>> {
    const withContext =
      this.options.context && body && typeof body === "object"
        ? { ...body, context: { ...this.options.context, ...((body as { context?: Context }).context ?? {}) } }
        : body;
    const response = await this.send(path, "POST", JSON.stringify(withContext));
    return (response.status === 200 ? await response.json() : undefined) as Answer<P>;
  }

  async get(path: "/rules" | "/healthz" | "/readyz" | "/metrics"): Promise<Response> {
    return this.send(path, "GET");
  }

  private async send(path: string, method: string, body?: string): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 503 && attempt < this.options.retries) {
        const seconds = Number(response.headers.get("Retry-After") ?? "1");
        await response.body?.cancel();
        await sleep(Math.min((Number.isFinite(seconds) ? seconds : 1) * 1000, this.options.maxRetryWaitMs));
        continue;
      }
      if (response.status >= 400) {
        const problem = (await response.json().catch(() => ({ title: response.statusText }))) as Problem;
        throw new VerityError(response.status, problem);
      }
      return response;
    }
  }

  // One method per endpoint, so call sites read like the API.
  validateBoundaries = (body: Body<"/validate/boundaries">) => this.post("/validate/boundaries", body);
  validateMetadata = (body: Body<"/validate/metadata">) => this.post("/validate/metadata", body);
  validatePlan = (body: Body<"/validate/plan">) => this.post("/validate/plan", body);
  validateToolCalls = (body: Body<"/validate/tool-calls">) => this.post("/validate/tool-calls", body);
  verifyFacts = (body: Body<"/verify-facts">) => this.post("/verify-facts", body);
  protectTerms = (body: Body<"/terms/protect">) => this.post("/terms/protect", body);
  restoreTerms = (body: Body<"/terms/restore">) => this.post("/terms/restore", body);
  validateTransformations = (body: Body<"/validate/transformations">) =>
    this.post("/validate/transformations", body);
  verifyCitations = (body: Body<"/verify-citations">) => this.post("/verify-citations", body);
  planPrompt = (body: Body<"/prompts/plan">) => this.post("/prompts/plan", body);
  factsPrompt = (body: Body<"/prompts/facts">) => this.post("/prompts/facts", body);
  citationsPrompt = (body: Body<"/prompts/citations">) => this.post("/prompts/citations", body);
  feedback = (body: Body<"/feedback">) => this.post("/feedback", body);

  async rules(): Promise<Schemas["Rule"][]> {
    const answer = (await (await this.get("/rules")).json()) as { rules: Schemas["Rule"][] };
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
