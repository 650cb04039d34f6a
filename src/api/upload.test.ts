import { Duration, Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import type { ApiError } from "./errors.ts";
import { apiLayer, RetryPolicy } from "./request.ts";
import { createMemoryStorage } from "./token-store.ts";
import { filePathOf, uploadFile, uploadGuestFile } from "./upload.ts";

const BASE = "http://api.test/api";

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers with the given responses in turn (the last repeats); an Error is thrown as a network failure. */
const scriptedFetch = (...answers: Array<Response | Error>) => {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request.clone());
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch, requests };
};

const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });

const run = (effect: ReturnType<typeof uploadFile>, fetch: (request: Request) => Promise<Response>) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provideService(RetryPolicy, { baseDelay: Duration.millis(1), queryRetries: 3, mutationRetries: 3 }),
      Effect.provide(apiLayer({ baseUrl: BASE, fetch, storage: createMemoryStorage({ access_token: "tok" }) })),
      Effect.exit,
    ),
  );

const failureOf = (exit: Exit.Exit<string, ApiError>): ApiError => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${exit.value}`);
  const reason = exit.cause.reasons.find((r) => r._tag === "Fail");
  if (!reason || reason._tag !== "Fail") throw new Error("expected a typed failure");
  return reason.error;
};

describe("uploadFile", () => {
  it("posts multipart file and uploadType (default eventWebsite) with the bearer token", async () => {
    const { fetch, requests } = scriptedFetch(json(201, { success: true, data: { filePath: "eventWebsite/a1.png" } }));
    const exit = await run(uploadFile(logo()), fetch);
    expect(exit).toEqual(Exit.succeed("eventWebsite/a1.png"));
    const request = requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://api.test/api/v1/event-website/upload");
    expect(request.headers.get("Authorization")).toBe("Bearer tok");
    expect(request.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get("uploadType")).toBe("eventWebsite");
    const part = form.get("file") as File;
    expect(part.name).toBe("logo.png");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  it("sends another upload type when asked", async () => {
    const { fetch, requests } = scriptedFetch(json(201, { data: { filePath: "product/b.pdf" } }));
    await run(uploadFile(logo(), "product"), fetch);
    expect((await requests[0]!.formData()).get("uploadType")).toBe("product");
  });

  it.each([
    [200, { filePath: "eventWebsite/top.png" }, "eventWebsite/top.png"],
    [201, { filePath: "eventWebsite/top.png" }, "eventWebsite/top.png"],
    [200, { success: true, data: { filePath: "eventWebsite/nested.png" } }, "eventWebsite/nested.png"],
    [201, { success: true, data: { filePath: "eventWebsite/nested.png" } }, "eventWebsite/nested.png"],
  ])("succeeds on %i with the path from %j", async (status, body, path) => {
    expect(await run(uploadFile(logo()), scriptedFetch(json(status, body)).fetch)).toEqual(Exit.succeed(path));
  });

  it("fails with 'No file path returned from server' when 200/201 carries no path", async () => {
    for (const body of [{ success: true }, { data: { filePath: "" } }, { data: null }]) {
      const error = failureOf(await run(uploadFile(logo()), scriptedFetch(json(201, body)).fetch));
      expect(error.message).toBe("No file path returned from server");
    }
  });

  it("fails with 'Upload failed with status N' on any other status without a server message", async () => {
    const accepted = failureOf(await run(uploadFile(logo()), scriptedFetch(json(202, { data: { filePath: "x" } })).fetch));
    expect(accepted.message).toBe("Upload failed with status 202");
    const broken = failureOf(await run(uploadFile(logo()), scriptedFetch(new Response("", { status: 500 })).fetch));
    expect(broken._tag).toBe("Server");
    expect(broken.message).toBe("Upload failed with status 500");
  });

  it("keeps the server's message and tag when it gave one", async () => {
    const error = failureOf(
      await run(uploadFile(logo()), scriptedFetch(json(413, { success: false, message: "Images may be at most 5 MB" })).fetch),
    );
    expect(error._tag).toBe("PayloadTooLarge");
    expect(error.message).toBe("Images may be at most 5 MB");
    const type = failureOf(await run(uploadFile(logo()), scriptedFetch(json(415, { success: false })).fetch));
    expect(type._tag).toBe("UnsupportedMediaType");
    expect(type.message).toBe("Upload failed with status 415");
  });

  it("reports 401 as Unauthorized", async () => {
    const error = failureOf(await run(uploadFile(logo()), scriptedFetch(json(401, { success: false, message: "x" })).fetch));
    expect(error._tag).toBe("Unauthorized");
    expect(error.message).toBe("Unauthorized");
  });

  it("fails with 'Upload failed. Please try again.' when no answer arrives, after retrying", async () => {
    const { fetch, requests } = scriptedFetch(new TypeError("Failed to fetch"));
    const error = failureOf(await run(uploadFile(logo()), fetch));
    expect(error._tag).toBe("Network");
    expect(error.message).toBe("Upload failed. Please try again.");
    expect(requests).toHaveLength(4);
  });

  it("does not retry an answered failure", async () => {
    const { fetch, requests } = scriptedFetch(json(500, {}));
    await run(uploadFile(logo()), fetch);
    expect(requests).toHaveLength(1);
  });
});

describe("filePathOf", () => {
  it("reads filePath, else data.filePath", () => {
    expect(filePathOf({ filePath: "a", data: { filePath: "b" } })).toBe("a");
    expect(filePathOf({ data: { filePath: "b" } })).toBe("b");
    expect(filePathOf({ filePath: 3 })).toBeUndefined();
    expect(filePathOf("text")).toBeUndefined();
  });
});

describe("uploadGuestFile", () => {
  it("posts only the file, through the public link, and answers the stored path", async () => {
    const { fetch, requests } = scriptedFetch(json(201, { success: true, data: { filePath: "eventWebsite/g1.pdf" } }));
    const exit = await run(uploadGuestFile("q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG", logo()), fetch);
    expect(exit).toEqual(Exit.succeed("eventWebsite/g1.pdf"));
    const request = requests[0]!;
    expect(request.url).toBe("http://api.test/api/guest-registration/q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG/upload");
    const form = await request.formData();
    expect([...form.keys()]).toEqual(["file"]);
  });

  it("says the server's words for a closed link", async () => {
    const { fetch } = scriptedFetch(json(410, { success: false, message: "This registration link was revoked." }));
    const error = failureOf(await run(uploadGuestFile("q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG", logo()), fetch));
    expect(error.message).toBe("This registration link was revoked.");
  });
});
