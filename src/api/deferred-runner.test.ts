import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { isApiError } from "./error-checks.ts";
import { deferredApiRunner } from "./deferred-runner.ts";
import { apiLayer, makeApiRunner } from "./request.ts";

/** The app's own kind of runner; the calls below never reach its client. */
const plainRunner = makeApiRunner(apiLayer());

describe("a runner whose API layer loads at its first call", () => {
  it("loads the layer once, at the first call, and runs every call on it", async () => {
    let loads = 0;
    const api = deferredApiRunner(async () => {
      loads += 1;
      return plainRunner;
    });
    expect(loads).toBe(0);
    expect(await api.run(Effect.succeed(1))).toBe(1);
    expect(await api.run(Effect.succeed(2))).toBe(2);
    expect(loads).toBe(1);
  });

  it("fails a call whose layer could not be downloaded as a Network failure, and downloads again at the next call", async () => {
    let loads = 0;
    const api = deferredApiRunner(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module: /exhibitor/assets/request-abc.js");
      return plainRunner;
    });
    const failure = await api.run(Effect.succeed(1)).catch((error: unknown) => error);
    expect(isApiError(failure) && failure._tag).toBe("Network");
    expect((failure as { message: string }).message).toBe("Failed to fetch");
    expect(await api.run(Effect.succeed(3))).toBe(3);
    expect(loads).toBe(2);
  });
});
