import { Duration, Effect, Exit, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createApiClient, type UnauthorizedEvent } from "./client.ts";
import type { ApiError } from "./errors.ts";
import type { operations } from "./schema.d.ts";
import { Api, apiLayer, conditionalQuery, makeApiRunner, mutation, query, RetryPolicy, send } from "./request.ts";
import { createMemoryStorage } from "./token-store.ts";

const BASE = "http://api.test/api";

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

type Answer = Response | Error;

/** Answers with the given responses in turn (the last one repeats); an Error is thrown as a network failure. */
const scriptedFetch = (...answers: Answer[]) => {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch, requests };
};

const fastRetries = { baseDelay: Duration.millis(1), queryRetries: 3, mutationRetries: 3 };

/** Runs an API Effect against an injected fetch with 1 ms back-off; resolves to its Exit. */
const run = <A>(effect: Effect.Effect<A, ApiError, Api>, fetch: (request: Request) => Promise<Response>, storage = createMemoryStorage()) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provideService(RetryPolicy, fastRetries),
      Effect.provide(apiLayer({ baseUrl: BASE, fetch, storage })),
      Effect.exit,
    ),
  );

const failureOf = <A>(exit: Exit.Exit<A, ApiError>): ApiError => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`);
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail");
  if (!error || error._tag !== "Fail") throw new Error("expected a typed failure");
  return error.error;
};

const me = query((client, signal) => client.GET("/auth/me", { signal }));
const sendCode = mutation((client, signal) =>
  client.POST("/auth/login-mobile-with-country", {
    body: { mobile: "9876543210", phoneCode: "+91", event: "00000000-0000-4000-8000-000000000001" },
    signal,
  }),
);

describe("send: one call as an Effect", () => {
  it("is typed by the contract: success is the 2xx envelope, failure the ApiError union", () => {
    type MeEnvelope = operations["getCurrentUser"]["responses"][200]["content"]["application/json"];
    expectTypeOf<Effect.Success<typeof me>>().toEqualTypeOf<MeEnvelope>();
    expectTypeOf<Effect.Error<typeof me>>().toEqualTypeOf<ApiError>();
    expectTypeOf<Effect.Services<typeof me>>().toEqualTypeOf<Api>();
  });

  it("succeeds with the answer's envelope on 2xx", async () => {
    const envelope = { success: true, data: { firstName: "Asha" } };
    const { fetch } = scriptedFetch(json(200, envelope));
    const exit = await run(send((client) => client.GET("/auth/me")), fetch);
    expect(exit).toEqual(Exit.succeed(envelope));
  });

  it.each([
    [400, "Validation"],
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [404, "NotFound"],
    [409, "Conflict"],
    [413, "PayloadTooLarge"],
    [415, "UnsupportedMediaType"],
    [429, "RateLimited"],
    [500, "Server"],
    [503, "Server"],
  ] as const)("maps %i to %s", async (status, tag) => {
    const { fetch } = scriptedFetch(json(status, { success: false, message: "Said the server" }, { "Retry-After": "12" }));
    const error = failureOf(await run(send((client) => client.GET("/auth/me")), fetch));
    expect(error._tag).toBe(tag);
    expect(error.message).toBe(status === 401 ? "Unauthorized" : "Said the server");
    if (error._tag === "RateLimited") expect(error.retryAfterSeconds).toBe(12);
  });

  it("carries the server's errors list on a validation failure", async () => {
    const errors = [{ path: "mobile", message: "mobile must be at least 10 characters" }];
    const { fetch } = scriptedFetch(json(400, { success: false, message: "Invalid request", errors }));
    const error = failureOf(await run(sendCode, fetch));
    expect(error._tag === "Validation" && error.errors).toEqual(errors);
  });

  it("falls back to the thrown error's message, then 'An error occurred'", async () => {
    const thrown = failureOf(await run(send((client) => client.GET("/auth/me")), scriptedFetch(new TypeError("Failed to fetch")).fetch));
    expect(thrown._tag).toBe("Network");
    expect(thrown.message).toBe("Failed to fetch");
    const silent = failureOf(await run(send((client) => client.GET("/auth/me")), scriptedFetch(new TypeError("")).fetch));
    expect(silent.message).toBe("An error occurred");
    const bare = failureOf(await run(send((client) => client.GET("/auth/me")), scriptedFetch(new Response("oops", { status: 500 })).fetch));
    expect(bare.message).toBe("An error occurred");
  });

  it("on 401 clears the token, reports Unauthorized and tells the app", async () => {
    const storage = createMemoryStorage({ access_token: "expired" });
    const heard: UnauthorizedEvent[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      storage,
      fetch: scriptedFetch(json(401, { success: false, message: "Session expired" })).fetch,
      onUnauthorized: (event) => heard.push(event),
    });
    const exit = await Effect.runPromise(me.pipe(Effect.provide(apiLayer(client)), Effect.exit));
    const error = failureOf(exit);
    expect(error._tag).toBe("Unauthorized");
    expect(error.message).toBe("Unauthorized");
    expect(storage.getItem("access_token")).toBeNull();
    expect(heard).toHaveLength(1);
  });
});

describe("conditionalQuery: a read that names the version it holds", () => {
  const leadsSince = (version: string | null) =>
    conditionalQuery((client, signal) =>
      client.GET("/leads", { params: { header: version === null ? {} : { "If-None-Match": version } }, signal }),
    );
  const leads = { success: true, data: [] };

  it("sends the version in If-None-Match and answers unchanged on 304", async () => {
    const { fetch, requests } = scriptedFetch(new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const exit = await run(leadsSince('"v1"'), fetch);
    expect(exit).toEqual(Exit.succeed({ modified: false }));
    expect(requests[0]!.headers.get("If-None-Match")).toBe('"v1"');
  });

  it("answers a changed list with its body and its new version", async () => {
    const { fetch, requests } = scriptedFetch(json(200, leads, { ETag: '"v2"' }));
    const exit = await run(leadsSince('"v1"'), fetch);
    expect(exit).toEqual(Exit.succeed({ modified: true, data: leads, version: '"v2"' }));
    expect(requests).toHaveLength(1);
  });

  it("asks without a version when it holds none, and gives null when the answer names none", async () => {
    const { fetch, requests } = scriptedFetch(json(200, leads));
    const exit = await run(leadsSince(null), fetch);
    expect(exit).toEqual(Exit.succeed({ modified: true, data: leads, version: null }));
    expect(requests[0]!.headers.has("If-None-Match")).toBe(false);
  });

  it("is retried as a query, and fails like one", async () => {
    const retried = scriptedFetch(json(503, { success: false, message: "Down" }), new Response(null, { status: 304 }));
    expect(await run(leadsSince('"v1"'), retried.fetch)).toEqual(Exit.succeed({ modified: false }));
    expect(retried.requests).toHaveLength(2);
    const refused = failureOf(await run(leadsSince('"v1"'), scriptedFetch(json(403, { success: false, message: "Not for your role" })).fetch));
    expect(refused._tag).toBe("Forbidden");
    expect(refused.message).toBe("Not for your role");
  });
});

describe("query retries (SPEC §8)", () => {
  it("retries up to 3 times, then fails with the last error", async () => {
    const { fetch, requests } = scriptedFetch(json(500, { success: false, message: "Database unavailable" }));
    const error = failureOf(await run(me, fetch));
    expect(requests).toHaveLength(4);
    expect(error._tag).toBe("Server");
    expect(error.message).toBe("Database unavailable");
  });

  it("succeeds when a retry does", async () => {
    const { fetch, requests } = scriptedFetch(new TypeError("Failed to fetch"), json(502, {}), json(200, { success: true, data: { firstName: "Asha" } }));
    const exit = await run(me, fetch);
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(requests).toHaveLength(3);
  });

  it("retries network failures", async () => {
    const { fetch, requests } = scriptedFetch(new TypeError("Failed to fetch"));
    expect(failureOf(await run(me, fetch))._tag).toBe("Network");
    expect(requests).toHaveLength(4);
  });

  it.each([401, 400, 403, 404, 409, 413, 415, 429])("never retries %i", async (status) => {
    const { fetch, requests } = scriptedFetch(json(status, { success: false }));
    await run(me, fetch);
    expect(requests).toHaveLength(1);
  });

  it("does not retry when a call asks for no retries (auth/me, company-profile, team-members)", async () => {
    const { fetch, requests } = scriptedFetch(json(500, {}));
    await run(query((client) => client.GET("/company-profile"), { retries: 0 }), fetch);
    expect(requests).toHaveLength(1);
  });

  it("backs off exponentially from the policy's base delay", async () => {
    const { fetch, requests } = scriptedFetch(json(503, {}));
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(me);
      const attemptsAfter = async (count: number) => {
        // The fetch resolves outside the fiber: wait (without sleeping) until that attempt was made.
        while (requests.length < count) await new Promise((resolve) => setImmediate(resolve));
        return requests.length;
      };
      yield* Effect.promise(() => attemptsAfter(1));
      yield* TestClock.adjust("99 millis");
      yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)));
      const beforeFirstDelay = requests.length;
      yield* TestClock.adjust("1 millis");
      yield* Effect.promise(() => attemptsAfter(2));
      yield* TestClock.adjust("199 millis");
      yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)));
      const beforeSecondDelay = requests.length;
      yield* TestClock.adjust("1 millis");
      yield* Effect.promise(() => attemptsAfter(3));
      yield* TestClock.adjust("400 millis");
      yield* Effect.promise(() => attemptsAfter(4));
      const exit = yield* Fiber.await(fiber);
      return { beforeFirstDelay, beforeSecondDelay, exit };
    });
    const result = await Effect.runPromise(
      program.pipe(
        Effect.provideService(RetryPolicy, { baseDelay: Duration.millis(100), queryRetries: 3, mutationRetries: 3 }),
        Effect.provide(apiLayer({ baseUrl: BASE, fetch, storage: createMemoryStorage() })),
        Effect.provide(TestClock.layer()),
      ),
    );
    expect(result.beforeFirstDelay).toBe(1);
    expect(result.beforeSecondDelay).toBe(2);
    expect(requests).toHaveLength(4);
    expect(failureOf(result.exit)._tag).toBe("Server");
  });
});

describe("mutation retries (SPEC §8)", () => {
  it.each([401, 403])("never retries %i", async (status) => {
    const { fetch, requests } = scriptedFetch(json(status, { success: false, message: "No" }));
    await run(sendCode, fetch);
    expect(requests).toHaveLength(1);
  });

  it("does not retry an answered failure, even a 5xx (the write may have happened)", async () => {
    const { fetch, requests } = scriptedFetch(json(500, {}));
    expect(failureOf(await run(sendCode, fetch))._tag).toBe("Server");
    expect(requests).toHaveLength(1);
  });

  it("retries up to 3 times when no answer arrived", async () => {
    const { fetch, requests } = scriptedFetch(new TypeError("Failed to fetch"));
    expect(failureOf(await run(sendCode, fetch))._tag).toBe("Network");
    expect(requests).toHaveLength(4);
  });

  it("succeeds when the retry gets through", async () => {
    const { fetch, requests } = scriptedFetch(new TypeError("Failed to fetch"), json(200, { success: true, message: "OTP sent" }));
    const exit = await run(sendCode, fetch);
    expect(exit).toEqual(Exit.succeed({ success: true, message: "OTP sent" }));
    expect(requests).toHaveLength(2);
    expect(await requests[1]!.json()).toEqual({ mobile: "9876543210", phoneCode: "+91", event: "00000000-0000-4000-8000-000000000001" });
  });
});

describe("makeApiRunner (for XState promise actors)", () => {
  it("resolves with the value and rejects with the tagged error itself", async () => {
    const ok = makeApiRunner(apiLayer({ baseUrl: BASE, fetch: scriptedFetch(json(200, { success: true })).fetch, storage: createMemoryStorage() }));
    await expect(ok(send((client) => client.GET("/auth/me")))).resolves.toEqual({ success: true });
    const notFound = makeApiRunner(
      apiLayer({ baseUrl: BASE, fetch: scriptedFetch(json(404, { success: false, message: "No such member" })).fetch, storage: createMemoryStorage() }),
    );
    await expect(notFound(send((client) => client.GET("/auth/me")))).rejects.toMatchObject({ _tag: "NotFound", message: "No such member" });
  });

  it("aborts the request when the signal fires", async () => {
    const seen: AbortSignal[] = [];
    const hangingFetch = (request: Request) =>
      new Promise<Response>((_, reject) => {
        seen.push(request.signal);
        request.signal.addEventListener("abort", () => reject(request.signal.reason));
      });
    const runApi = makeApiRunner(apiLayer({ baseUrl: BASE, fetch: hangingFetch, storage: createMemoryStorage() }));
    const controller = new AbortController();
    const pending = runApi(send((client, signal) => client.GET("/auth/me", { signal })), { signal: controller.signal });
    while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(seen[0]!.aborted).toBe(true);
  });
});
