import { codeUnreachable } from "./error-checks.ts";
import type { ApiRunner } from "./request.ts";

export interface DeferredApiRunner {
  readonly run: ApiRunner;
  /** Loads the API layer now (once the first screen is up), so the first call does not wait for it. */
  readonly load: () => Promise<unknown>;
}

/**
 * A runner whose API layer (openapi-fetch, Effect's runtime) is loaded at its first call, so the
 * composition root that holds it is not on the path to the sign-in form's first paint. A load that
 * failed (its chunk could not be downloaded) fails its call as `codeUnreachable` and is tried again
 * at the next call.
 */
export const deferredApiRunner = (create: () => Promise<ApiRunner>): DeferredApiRunner => {
  let runner: Promise<ApiRunner> | null = null;
  const load = () =>
    (runner ??= create().catch((error: unknown) => {
      runner = null;
      throw error;
    }));
  return {
    run: (effect, options) =>
      load().then(
        (run) => run(effect, options),
        () => {
          throw codeUnreachable();
        },
      ),
    load,
  };
};
