import { Duration, Effect } from "effect";
import type { ApiClientOptions } from "../../api/client.ts";
import { apiLayer, makeApiRunner, RetryPolicy, type ApiRunner } from "../../api/request.ts";

/** A JSON answer as the server writes it. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** The app's retry counts with a 1 ms back-off instead of 300, so three retries stay fast. */
export const FAST_RETRIES = { baseDelay: Duration.millis(1), queryRetries: 3, mutationRetries: 3 };

/** The app's API runner over an injected fetch (and token storage), retrying with `FAST_RETRIES`. */
export const fastApiRunner = (
  fetch: (request: Request) => Promise<Response>,
  options: Pick<ApiClientOptions, "storage" | "onUnauthorized"> = {},
): ApiRunner => {
  const run = makeApiRunner(apiLayer({ baseUrl: "http://portal.test/api", fetch, ...options }));
  return (effect, runOptions) => run(effect.pipe(Effect.provideService(RetryPolicy, FAST_RETRIES)), runOptions);
};

/** A request as the server saw it: the method, the path with its query, and the JSON body (null when empty). */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * A fast runner whose fetch records each request and answers with `answer`; a throwing answer
 * stands for a request that got no answer at all.
 */
export const recordingApi = (
  answer: (request: Request) => Response | Promise<Response>,
  options: Pick<ApiClientOptions, "storage" | "onUnauthorized"> = {},
) => {
  const requests: RecordedRequest[] = [];
  const runApi = fastApiRunner(async (request) => {
    const text = await request.clone().text();
    const url = new URL(request.url);
    requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body: text === "" ? null : JSON.parse(text) });
    return answer(request);
  }, options);
  return { runApi, requests };
};
