import { isApiError } from "../../api/error-checks.ts";
import type { ApiRunner } from "../../api/request.ts";

/**
 * The app's runner, telling `onForbidden` of every 403 answer before the caller hears of it. A 403
 * means the person's role no longer allows what the screen offered (it changed since the user was
 * read): the caller shows the server's message as for any failure, and the app reads the user again.
 */
export const reportingForbidden =
  (run: ApiRunner, onForbidden: () => void): ApiRunner =>
  (effect, options) =>
    run(effect, options).catch((error: unknown) => {
      if (isApiError(error) && error._tag === "Forbidden") onForbidden();
      throw error;
    });
