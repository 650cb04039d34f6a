import type { ApiError } from "./errors.ts";
import type { ApiRunner } from "./request.ts";

export interface DeferredApiRunner {
  readonly run: ApiRunner;
  /** Loads the API layer now (once the first screen is up), so the first call does not wait for it. */
  readonly load: () => Promise<unknown>;
}

/**
 * A call whose API layer could not be downloaded fails as a request that found no server does
 * (`Network`, with the browser's words for it), not with the loader's error and the chunk's address.
 * Built without the class (errors.ts brings Effect, the very download that failed).
 */
const apiLayerUnreachable = (): ApiError => ({ _tag: "Network", message: "Failed to fetch" }) as unknown as ApiError;

/**
 * A runner whose API layer (openapi-fetch, Effect's runtime) is loaded at its first call, so the
 * composition root that holds it is not on the path to the sign-in form's first paint. A load that
 * failed (its chunk could not be downloaded) is tried again at the next call.
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
          throw apiLayerUnreachable();
        },
      ),
    load,
  };
};
