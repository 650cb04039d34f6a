import { describe, expect, it } from "vitest";
import { createApiClient, defaultApiBase, resolveBaseUrl, type UnauthorizedEvent } from "./client.ts";
import { createMemoryStorage } from "./token-store.ts";

const BASE = "http://api.test/api";

/** A fetch that records every request and answers with `respond`. */
const recordingFetch = (respond: (request: Request) => Response = () => json(200, { success: true })) => {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request.clone());
    return respond(request);
  };
  return { fetch, requests };
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const only = (requests: Request[]): Request => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe("API base", () => {
  it("comes from VITE_API_BASE, else same-origin /api", () => {
    expect(defaultApiBase({ VITE_API_BASE: "https://api.example.com/api" })).toBe("https://api.example.com/api");
    expect(defaultApiBase({ VITE_API_BASE: "" })).toBe("/api");
    expect(defaultApiBase({})).toBe("/api");
    expect(defaultApiBase(undefined)).toBe("/api");
  });

  it("resolves a relative base against the page origin", () => {
    expect(resolveBaseUrl("/api", "https://portal.example.com")).toBe("https://portal.example.com/api");
    expect(resolveBaseUrl("https://api.example.com/api", "https://portal.example.com")).toBe("https://api.example.com/api");
    expect(resolveBaseUrl("/api", undefined)).toBe("/api");
  });

  it("prefixes every call with the base", async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() });
    await client.GET("/auth/me");
    expect(only(requests).url).toBe("http://api.test/api/auth/me");
  });
});

describe("bearer token", () => {
  it("is sent when access_token is stored", async () => {
    const { fetch, requests } = recordingFetch();
    const storage = createMemoryStorage({ access_token: "tok-123" });
    await createApiClient({ baseUrl: BASE, fetch, storage }).GET("/auth/me");
    expect(only(requests).headers.get("Authorization")).toBe("Bearer tok-123");
  });

  it("is absent when no token is stored", async () => {
    const { fetch, requests } = recordingFetch();
    await createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() }).GET("/auth/me");
    expect(only(requests).headers.has("Authorization")).toBe(false);
  });

  it("is read on every request, so a sign-in after the client was built is used", async () => {
    const { fetch, requests } = recordingFetch();
    const storage = createMemoryStorage();
    const client = createApiClient({ baseUrl: BASE, fetch, storage });
    await client.GET("/auth/me");
    storage.setItem("access_token", "fresh");
    await client.GET("/auth/me");
    expect(requests.map((request) => request.headers.get("Authorization"))).toEqual([null, "Bearer fresh"]);
  });
});

describe("401 answers", () => {
  it("clear the token and tell onUnauthorized", async () => {
    const { fetch } = recordingFetch(() => json(401, { success: false, message: "Unauthorized" }));
    const storage = createMemoryStorage({ access_token: "expired" });
    const heard: UnauthorizedEvent[] = [];
    const client = createApiClient({ baseUrl: BASE, fetch, storage, onUnauthorized: (event) => heard.push(event) });
    const result = await client.GET("/auth/me");
    expect(result.response.status).toBe(401);
    expect(storage.getItem("access_token")).toBeNull();
    expect(heard).toEqual([{ url: "http://api.test/api/auth/me", hadToken: true }]);
  });

  it("report a call made without a token as such", async () => {
    const { fetch } = recordingFetch(() => json(401, { success: false }));
    const heard: UnauthorizedEvent[] = [];
    const client = createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage(), onUnauthorized: (e) => heard.push(e) });
    await client.GET("/auth/me");
    expect(heard.map((event) => event.hadToken)).toEqual([false]);
  });

  it("do not discard a newer token stored while the old request was in flight", async () => {
    const storage = createMemoryStorage({ access_token: "old" });
    const { fetch } = recordingFetch(() => {
      storage.setItem("access_token", "new");
      return json(401, { success: false });
    });
    await createApiClient({ baseUrl: BASE, fetch, storage }).GET("/auth/me");
    expect(storage.getItem("access_token")).toBe("new");
  });

  it("leave other statuses alone", async () => {
    const { fetch } = recordingFetch(() => json(403, { success: false, message: "Forbidden" }));
    const storage = createMemoryStorage({ access_token: "keep" });
    let told = 0;
    await createApiClient({ baseUrl: BASE, fetch, storage, onUnauthorized: () => told++ }).GET("/auth/me");
    expect(storage.getItem("access_token")).toBe("keep");
    expect(told).toBe(0);
  });
});

describe("bodies", () => {
  it("sends JSON by default", async () => {
    const { fetch, requests } = recordingFetch();
    await createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() }).POST("/auth/login-mobile-with-country", {
      body: { mobile: "9876543210", phoneCode: "+91", event: "00000000-0000-4000-8000-000000000001" },
    });
    const request = only(requests);
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(await request.json()).toEqual({ mobile: "9876543210", phoneCode: "+91", event: "00000000-0000-4000-8000-000000000001" });
  });

  it("sends multipart with name[index] and name[key] when a file is in the body", async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() });
    const file = new File(["%PDF-1.7 test"], "deck.pdf", { type: "application/pdf" });
    // The contract has no JSON operation with files; the untyped call shows the client-wide rule.
    await (client.POST as (path: string, init: { body: unknown }) => Promise<unknown>)("/products", {
      body: { productName: "Widget", images: ["a.png", "b.png"], meta: { size: { w: 2 } }, brochure: file },
    });
    const request = only(requests);
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get("productName")).toBe("Widget");
    expect(form.get("images[0]")).toBe("a.png");
    expect(form.get("images[1]")).toBe("b.png");
    expect(form.get("meta[size][w]")).toBe("2");
    const part = form.get("brochure") as File;
    expect(part.name).toBe("deck.pdf");
    expect(await part.text()).toBe("%PDF-1.7 test");
  });
});

describe("query strings", () => {
  it("carry GET parameters", async () => {
    const { fetch, requests } = recordingFetch();
    await createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() }).GET("/downloads", {
      params: { query: { event: "e1", excludeExhibitor: "true" } },
    });
    const url = new URL(only(requests).url);
    expect(url.pathname).toBe("/api/downloads");
    expect(url.searchParams.get("event")).toBe("e1");
    expect(url.searchParams.get("excludeExhibitor")).toBe("true");
  });

  it("flatten nested GET parameters as a[b]", async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() });
    await (client.GET as (path: string, init: { params: { query: unknown } }) => Promise<unknown>)("/leads", {
      params: { query: { filter: { priority: "high", owner: { id: "u1" } }, ids: ["x", "y"] } },
    });
    const url = new URL(only(requests).url);
    expect([...url.searchParams.entries()]).toEqual([
      ["filter[priority]", "high"],
      ["filter[owner][id]", "u1"],
      ["ids[0]", "x"],
      ["ids[1]", "y"],
    ]);
  });

  it("carry DELETE parameters, with no body", async () => {
    const { fetch, requests } = recordingFetch();
    const client = createApiClient({ baseUrl: BASE, fetch, storage: createMemoryStorage() });
    await (client.DELETE as (path: string, init: { params: unknown }) => Promise<unknown>)("/downloads/{id}", {
      params: { path: { id: "d-1" }, query: { reason: "duplicate" } },
    });
    const request = only(requests);
    expect(request.method).toBe("DELETE");
    const url = new URL(request.url);
    expect(url.pathname).toBe("/api/downloads/d-1");
    expect(url.searchParams.get("reason")).toBe("duplicate");
    expect(await request.text()).toBe("");
  });
});
