import { expect, test } from "vitest";
import { createActor, waitFor } from "xstate";
import { memoryKeptLists } from "../testing/memory-kept-lists.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { resourcesScreenImplementations } from "./resources-screen.actors.ts";

const EVENT = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";
const OTHER_EVENT = "7a2e3d4c-5b6a-4f9e-8d7c-2b3c4d5e6f70";
const FAQ = { _id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", question: "Where?", answer: "Hall B", type: "General" };

test("keeps each event's FAQs under its own name, and shows them at once on the next visit to that event only", async () => {
  const { runApi } = recordingApi(() => jsonResponse(200, { success: true, data: [FAQ] }));
  const keptLists = memoryKeptLists();
  const { faqsRead } = resourcesScreenImplementations({ runApi, notify: () => {}, download: () => {}, keptLists }).actors;

  const first = createActor(faqsRead, { input: { params: EVENT } }).start();
  await waitFor(first, (snapshot) => snapshot.matches("loaded"));
  expect([...keptLists.kept]).toEqual([[`faqs:${EVENT}`, [FAQ]]]);

  // The next visit's read never answers here: what shows is the kept list, still busy.
  const { runApi: silent } = recordingApi(() => new Promise<Response>(() => undefined));
  const { faqsRead: again } = resourcesScreenImplementations({ runApi: silent, notify: () => {}, download: () => {}, keptLists }).actors;
  const repeat = createActor(again, { input: { params: EVENT } }).start();
  await waitFor(repeat, (snapshot) => snapshot.context.data !== null);
  expect(repeat.getSnapshot().hasTag("busy")).toBe(true);
  expect(repeat.getSnapshot().context.data).toEqual([FAQ]);

  const other = createActor(again, { input: { params: OTHER_EVENT } }).start();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(other.getSnapshot().context.data).toBeNull();
  for (const actor of [first, repeat, other]) actor.stop();
});
