import { createActor, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { resourceDownloadImplementations, type DownloadBrowser } from "./resource-download.actors.ts";
import { MISSING_FILE_MESSAGE, resourceDownloadMachine } from "./resource-download.machine.ts";

const ID = "3b4c5d6e-7f80-4192-a3b4-c5d6e7f8091a";
const MANUAL = { id: ID, title: "Exhibitor Manual 2026", attachment: "demo/exhibitor-manual.pdf" };

/** The machine with its real actors: the file over an injected fetch, the count over the API client. */
const start = (fileAnswer: () => Response | Promise<Response>, countStatus = 200) => {
  const { runApi, requests: apiRequests } = recordingApi(() =>
    jsonResponse(countStatus, countStatus === 200 ? { success: true, data: { _id: ID, downloadCount: 129 } } : { success: false, message: "No" }),
  );
  const fileRequests: string[] = [];
  const saved: Array<{ fileName: string; text: Promise<string> }> = [];
  const logged: string[] = [];
  const feedback = recordedFeedback();
  const browser: DownloadBrowser = {
    fetch: async (input) => {
      fileRequests.push(String(input));
      return fileAnswer();
    },
    save: (file, fileName) => void saved.push({ fileName, text: file.text() }),
    open: () => undefined,
    log: (message) => void logged.push(message),
  };
  const machine = resourceDownloadMachine.provide(
    resourceDownloadImplementations({ runApi, notify: feedback.notify, refreshList: feedback.refreshList, browser }),
  );
  const actor = createActor(machine).start();
  return { actor, apiRequests, fileRequests, saved, logged, toasts: feedback.toasts, refreshes: feedback.refreshes };
};

const idle = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));

describe("resource download with its real actors", () => {
  it("fetches the stored file from /files/, saves it under the title, counts it and re-reads the list", async () => {
    const run = start(() => new Response("%PDF-1.4 manual", { status: 200, headers: { "Content-Type": "application/pdf" } }));
    run.actor.send({ type: "download.request", resource: MANUAL });
    await idle(run.actor);
    expect(run.fileRequests).toEqual(["/files/demo/exhibitor-manual.pdf"]);
    expect(run.saved.map((save) => save.fileName)).toEqual(["Exhibitor Manual 2026.pdf"]);
    expect(await run.saved[0]!.text).toBe("%PDF-1.4 manual");
    expect(run.apiRequests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST /api/downloads/${ID}/increment`]);
    expect(run.refreshes()).toBe(1);
    expect(run.toasts).toEqual([]);
  });

  it("tells the person when the file is gone, logs it, and counts nothing", async () => {
    const run = start(() => new Response("Not found", { status: 404 }));
    run.actor.send({ type: "download.request", resource: MANUAL });
    await idle(run.actor);
    expect(run.toasts).toEqual([{ title: "Error", description: MISSING_FILE_MESSAGE(MANUAL.title), variant: "destructive" }]);
    expect(run.logged).toEqual(["Download of Exhibitor Manual 2026 failed"]);
    expect(run.apiRequests).toEqual([]);
    expect(run.saved).toEqual([]);
  });

  it("only logs a failed count: the file was saved", async () => {
    const run = start(() => new Response("%PDF-1.4", { status: 200 }), 500);
    run.actor.send({ type: "download.request", resource: MANUAL });
    await idle(run.actor);
    expect(run.saved).toHaveLength(1);
    expect(run.toasts).toEqual([]);
    expect(run.logged).toEqual(["Counting the download of Exhibitor Manual 2026 failed"]);
    expect(run.refreshes()).toBe(0);
  });
});
