import { describe, expect, it } from "vitest";
import { createActor, createMachine, fromCallback, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef } from "xstate";
import { describeModel } from "../testing/describe-model.ts";
import { appMachine } from "./app.machine.ts";
import type { SignedInParts } from "./signed-in-parts.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { appModel } from "./app.model.ts";
import { eventLoadingMachine, type PortalEvent } from "./event-loading.machine.ts";
import type { NavigationCommand } from "./navigation.ts";
import type { ScreenName } from "./screens.ts";
import { sessionMachine } from "./session.machine.ts";
import type { CurrentUser } from "./session.types.ts";
import { outboxMachine } from "../outbox/outbox.machine.ts";
import type { OutboxItem } from "../outbox/outbox-types.ts";
import type { SyncRun } from "../outbox/sync-run.ts";

const USER = { _id: "00000000-0000-4000-8000-000000000001", firstName: "Asha", lastName: "Rao", role: "owner" } as CurrentUser;

/** The outbox has tests of its own; here an empty queue. */
const quietOutbox = outboxMachine.provide({
  actors: {
    readQueue: fromPromise<ReadonlyArray<OutboxItem>, void>(async () => []),
    syncPending: fromPromise<SyncRun, void>(async () => ({ outcome: "done", synced: 0, refused: 0 })),
    watch: fromCallback(() => undefined),
  },
});
/** The signed-in parts as their download gives them: the header's read (unanswered here) and the quiet outbox. */
const quietSignedInParts = fromPromise<SignedInParts, void>(async () => ({ companySummary: remoteDataMachine, followUpsDue: remoteDataMachine, outbox: quietOutbox }));

describeModel(appModel);

describe("one actor system", () => {
  it("shows the inspector one root, the app, with the session, the event, navigation and the screen's machine under it", async () => {
    const actors: AnyActorRef[] = [];
    const screenMachine = createMachine({ id: "productsScreen" });
    const app = createActor(
      appMachine.provide({
        actors: {
          session: sessionMachine.provide({
            actors: { fetchCurrentUser: fromPromise<CurrentUser | null, void>(async () => USER) },
            actions: { persistUser: () => undefined },
          }),
          eventLoading: eventLoadingMachine.provide({ actors: { fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(async () => null) } }),
          navigation: fromCallback<NavigationCommand>(({ sendBack }) => {
            sendBack({ type: "location.changed", pathname: "/exhibitor/products", search: "" });
          }),
          loadScreen: fromPromise<AnyActorLogic, { screen: ScreenName }>(async () => screenMachine),
          loadSignedInParts: quietSignedInParts,
        },
      }),
      {
        input: { token: "token", hostname: "localhost", storedEventId: null },
        inspect: (event) => {
          if (event.type === "@xstate.actor") actors.push(event.actorRef as AnyActorRef);
        },
      },
    );
    app.start();
    await waitFor(app, (snapshot) => snapshot.matches("running"));
    const roots = actors.filter((actor) => actor._parent === undefined);
    expect(roots).toEqual([app]);
    const children = actors.filter((actor) => actor._parent === app).map((actor) => actor.getSnapshot().machine?.id ?? actor.id);
    expect(children).toEqual(expect.arrayContaining(["session", "eventLoading", "navigation", "productsScreen"]));
    app.stop();
  });
});

describe("a role taken away while its screen is open", () => {
  it("re-reads the current user on a refusal, and the screen the role lost becomes the not-allowed screen", async () => {
    const answers: CurrentUser[] = [{ ...USER, role: "staff" }, { ...USER, role: "scanner" }];
    const loaded: ScreenName[] = [];
    const app = createActor(
      appMachine.provide({
        actors: {
          session: sessionMachine.provide({
            actors: { fetchCurrentUser: fromPromise<CurrentUser | null, void>(async () => answers.shift() ?? null) },
            actions: { persistUser: () => undefined },
          }),
          eventLoading: eventLoadingMachine.provide({ actors: { fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(async () => null) } }),
          navigation: fromCallback<NavigationCommand>(({ sendBack }) => {
            sendBack({ type: "location.changed", pathname: "/exhibitor/products", search: "" });
          }),
          loadScreen: fromPromise<AnyActorLogic, { screen: ScreenName }>(async ({ input }) => {
            loaded.push(input.screen);
            return createMachine({ id: input.screen });
          }),
          loadSignedInParts: quietSignedInParts,
        },
      }),
      { input: { token: "token", hostname: "localhost", storedEventId: null } },
    );
    app.start();
    await waitFor(app, (snapshot) => snapshot.matches("running"));
    expect(app.getSnapshot().context).toMatchObject({ role: "staff", screenName: "products" });
    // What the composition root sends when an answer is 403: the user is read again at once, fresh or not.
    app.getSnapshot().children.session!.send({ type: "user.reload" });
    await waitFor(app, (snapshot) => snapshot.context.role === "scanner" && snapshot.matches("running"));
    expect(app.getSnapshot().context.screenName).toBe("notAllowed");
    expect(loaded).toEqual(["products", "notAllowed"]);
    app.stop();
  });
});
