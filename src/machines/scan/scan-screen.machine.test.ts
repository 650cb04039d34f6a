import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from "xstate";
import { Network } from "../../api/errors.ts";
import type { QueuedScan, SyncResult } from "../outbox/outbox-types.ts";
import type { OpenedCamera } from "./camera-types.ts";
import { screenCamera } from "./camera.machine.ts";
import { screenQualificationCard } from "./qualification-card.machine.ts";
import { QUESTIONS } from "./scan-fixtures.ts";
import { scanScreenMachine } from "./scan-screen.machine.ts";
import { describeModel } from "../testing/describe-model.ts";
import type { BadgeKey, ScanToStore } from "./scan-intake.ts";
import { scanScreenModel } from "./scan-screen.model.ts";

describeModel(scanScreenModel);

describe("questions read after a card opened", () => {
  it("reach the open card (a slow or offline start, then a retry that reads them)", async () => {
    let questionReads = 0;
    const machine = scanScreenMachine.provide({
      actors: {
        camera: screenCamera.provide({
          actors: {
            openCamera: fromPromise<OpenedCamera, { deviceId: string | null }>(() => new Promise(() => undefined)),
            holdStream: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
            decodeFrames: fromCallback<EventObject, { stream: MediaStream | null }>(() => undefined),
          },
        }),
        qualificationCard: screenQualificationCard.provide({
          actors: { syncItem: fromPromise<SyncResult, { localId: string }>(() => new Promise(() => undefined)) },
        }),
        fetchBadgeKey: fromPromise<BadgeKey, void>(() => Promise.reject(new Network({ message: "offline" }))),
        readCachedKey: fromPromise<BadgeKey | null, void>(async () => null),
        fetchLeadQuestions: fromPromise<ReadonlyArray<(typeof QUESTIONS)[number]>, void>(async () => {
          questionReads += 1;
          if (questionReads === 1) throw new Network({ message: "offline" });
          return QUESTIONS;
        }),
        enqueueScan: fromPromise<QueuedScan, ScanToStore>(async ({ input }) => ({
          ...input,
          kind: "scan",
          localId: "local-1",
          userId: "",
          createdAt: "2025-03-14T09:30:00.000Z",
          state: "pending",
          error: null,
          attempts: 0,
          scannedAt: "2025-03-14T09:30:00.000Z",
          qualification: {},
        })),
      },
      actions: { storeBadgeKey: () => undefined },
    });
    const screen = createActor(machine, { input: { search: "", role: "scanner" } }).start();
    await waitFor(screen, (snapshot) => snapshot.matches({ questions: "failed" }) && snapshot.matches({ keys: "missing" }));
    screen.send({ type: "code.change", text: "GOLD-7KX2M9QD" });
    screen.send({ type: "code.submit" });
    const opened = await waitFor(screen, (snapshot) => snapshot.context.card !== null);
    expect(opened.context.card!.getSnapshot().context.questions).toEqual([]);

    screen.send({ type: "questions.retry" });
    const loaded = await waitFor(screen, (snapshot) => snapshot.matches({ questions: "loaded" }));
    expect(loaded.context.card!.getSnapshot().context.questions).toEqual(QUESTIONS);
    expect(loaded.context.card!.getSnapshot().context.values).toHaveProperty("budget");
    screen.stop();
  });
});
