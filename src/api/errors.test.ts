import { describe, expect, it } from "vitest";
import {
  Conflict,
  errorMessage,
  FALLBACK_MESSAGE,
  Forbidden,
  Network,
  NotFound,
  parseRetryAfter,
  PayloadTooLarge,
  RateLimited,
  Server,
  serverErrors,
  toApiError,
  Unauthorized,
  UnsupportedMediaType,
  Validation,
} from "./errors.ts";
import { isApiError } from "./error-checks.ts";

describe("errorMessage (SPEC §8 fallbacks)", () => {
  it("prefers the server's message", () => {
    expect(errorMessage({ success: false, message: "Mobile is required" }, new Error("thrown"))).toBe("Mobile is required");
  });

  it("falls back to the thrown error's message", () => {
    expect(errorMessage({ success: false }, new Error("socket hang up"))).toBe("socket hang up");
    expect(errorMessage("<html>Bad gateway</html>", new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });

  it("falls back to 'An error occurred' when neither says anything", () => {
    expect(errorMessage(undefined, undefined)).toBe("An error occurred");
    expect(FALLBACK_MESSAGE).toBe("An error occurred");
    expect(errorMessage({ message: "   " }, new Error(""))).toBe("An error occurred");
  });
});

describe("toApiError: status to tagged error", () => {
  const body = { success: false, message: "from server" };

  it.each([
    [403, Forbidden, "Forbidden"],
    [404, NotFound, "NotFound"],
    [409, Conflict, "Conflict"],
    [413, PayloadTooLarge, "PayloadTooLarge"],
    [415, UnsupportedMediaType, "UnsupportedMediaType"],
  ] as const)("%i becomes %s with the server message", (status, Class, tag) => {
    const error = toApiError({ status, body });
    expect(error).toBeInstanceOf(Class);
    expect(error._tag).toBe(tag);
    expect(error.message).toBe("from server");
  });

  it("401 is Unauthorized with the message 'Unauthorized' whatever the body says", () => {
    const error = toApiError({ status: 401, body: { success: false, message: "Token expired" } });
    expect(error).toBeInstanceOf(Unauthorized);
    expect(error.message).toBe("Unauthorized");
  });

  it("400 and 422 are Validation carrying the server's errors list", () => {
    const errors = [{ path: "mobile", message: "Mobile is required" }];
    for (const status of [400, 422]) {
      const error = toApiError({ status, body: { success: false, message: "Invalid request", errors } });
      expect(error).toBeInstanceOf(Validation);
      expect(error._tag === "Validation" && error.errors).toEqual(errors);
    }
    const bare = toApiError({ status: 400, body: "not json" });
    expect(bare._tag === "Validation" && bare.errors).toEqual([]);
    expect(bare.message).toBe("An error occurred");
  });

  it("429 is RateLimited with Retry-After in seconds", () => {
    const error = toApiError({ status: 429, body: { message: "Wait before asking for another code" }, retryAfter: "27" });
    expect(error).toBeInstanceOf(RateLimited);
    expect(error._tag === "RateLimited" && error.retryAfterSeconds).toBe(27);
    const unknown = toApiError({ status: 429, body: {} });
    expect(unknown._tag === "RateLimited" && unknown.retryAfterSeconds).toBeUndefined();
  });

  it("5xx and unclassified statuses are Server with their status", () => {
    for (const status of [500, 502, 503, 405, 418]) {
      const error = toApiError({ status, body: {} });
      expect(error).toBeInstanceOf(Server);
      expect(error._tag === "Server" && error.status).toBe(status);
      expect(error.message).toBe("An error occurred");
    }
  });

  it("a throw without an answer is Network with the thrown message", () => {
    const error = toApiError({ error: new TypeError("Failed to fetch") });
    expect(error).toBeInstanceOf(Network);
    expect(error.message).toBe("Failed to fetch");
    expect(toApiError({ error: {} }).message).toBe("An error occurred");
  });

  it("an unreadable body (SyntaxError) is a Server fault, not Network", () => {
    const error = toApiError({ error: new SyntaxError("Unexpected token <") });
    expect(error._tag).toBe("Server");
    expect(error.message).toBe("Unexpected token <");
  });

  it("a fallback message replaces 'An error occurred' when given", () => {
    expect(toApiError({ status: 500, body: "", fallbackMessage: "Upload failed with status 500" }).message).toBe(
      "Upload failed with status 500",
    );
  });

  it("errors are real Error objects recognised by isApiError", () => {
    const error = toApiError({ status: 404, body: {} });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error("plain"))).toBe(false);
    expect(isApiError({ _tag: "Other" })).toBe(false);
  });
});

describe("serverErrors", () => {
  it("keeps well-formed entries and joins array paths", () => {
    expect(
      serverErrors({
        errors: [{ path: "a", message: "A" }, { path: ["b", "c"], message: "BC" }, { message: "" }, "junk", { message: "no path" }],
      }),
    ).toEqual([
      { path: "a", message: "A" },
      { path: "b.c", message: "BC" },
      { path: "", message: "no path" },
    ]);
    expect(serverErrors({ errors: "nope" })).toEqual([]);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("30")).toBe(30);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:10 GMT", now)).toBe(10);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
