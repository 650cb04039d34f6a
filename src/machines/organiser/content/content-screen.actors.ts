import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import { uploadOrganiserResourceFile } from "../../../api/upload.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { contentScreenMachine } from "./content-screen.machine.ts";
import type { ChosenFile, EventFaq, EventResource, FaqSave, ResourceSave, Saved } from "./content.types.ts";
import { eventFaqsMachine } from "./event-faqs.machine.ts";
import { eventResourcesMachine } from "./event-resources.machine.ts";

type Notify = ScreenDependencies["notify"];
const said = <Row>(answer: { message?: string; data: Row }): Saved<Row> => ({ message: answer.message ?? "", data: answer.data });

/** The Resources tab's calls: list, upload then create or change, delete. */
const resourceActors = ({ runApi }: ScreenDependencies) => ({
  listResources: fromPromise<ReadonlyArray<EventResource>, void>(({ signal }) =>
    runApi(query((client, abort) => client.GET("/organiser/content/resources", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
  ),
  uploadFile: fromPromise<string, { file: ChosenFile }>(({ input, signal }) => runApi(uploadOrganiserResourceFile(input.file), { signal })),
  saveResource: fromPromise<Saved<EventResource>, ResourceSave>(({ input: { id, ...body }, signal }) =>
    runApi(
      (id === null
        ? mutation((client, abort) => client.POST("/organiser/content/resources", { body: { ...body, fileUrl: body.fileUrl ?? "" }, signal: abort }))
        : mutation((client, abort) => client.PUT("/organiser/content/resources/{id}", { params: { path: { id } }, body, signal: abort }))
      ).pipe(Effect.map(said)),
      { signal },
    ),
  ),
  deleteResource: fromPromise<{ message: string }, { id: string }>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.DELETE("/organiser/content/resources/{id}", { params: { path: { id: input.id } }, signal: abort })), { signal }),
  ),
});

/** The FAQs tab's calls: list, create or change, delete, order. */
const faqActors = ({ runApi }: ScreenDependencies) => ({
  listFaqs: fromPromise<ReadonlyArray<EventFaq>, void>(({ signal }) =>
    runApi(query((client, abort) => client.GET("/organiser/content/faqs", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
  ),
  saveFaq: fromPromise<Saved<EventFaq>, FaqSave>(({ input: { id, ...body }, signal }) =>
    runApi(
      (id === null
        ? mutation((client, abort) => client.POST("/organiser/content/faqs", { body, signal: abort }))
        : mutation((client, abort) => client.PUT("/organiser/content/faqs/{id}", { params: { path: { id } }, body, signal: abort }))
      ).pipe(Effect.map(said)),
      { signal },
    ),
  ),
  deleteFaq: fromPromise<{ message: string }, { id: string }>(({ input, signal }) =>
    runApi(mutation((client, abort) => client.DELETE("/organiser/content/faqs/{id}", { params: { path: { id: input.id } }, signal: abort })), { signal }),
  ),
  reorderFaqs: fromPromise<Saved<ReadonlyArray<EventFaq>>, { ids: ReadonlyArray<string> }>(({ input, signal }) =>
    runApi(
      mutation((client, abort) => client.PUT("/organiser/content/faq-order", { body: { ids: [...input.ids] }, signal: abort })).pipe(Effect.map(said)),
      { signal },
    ),
  ),
});

const toasts = (notify: Notify) => ({ notify: (_: unknown, params: Parameters<Notify>[0]) => notify(params) });

/** The Content screen's two tabs with their real calls and toasts, through the console's runner. */
export const contentScreenImplementations = (deps: ScreenDependencies) =>
  ({
    actors: {
      resources: eventResourcesMachine.provide({ actors: resourceActors(deps), actions: toasts(deps.notify) }),
      faqs: eventFaqsMachine.provide({ actors: faqActors(deps), actions: toasts(deps.notify) }),
    },
  }) satisfies Parameters<typeof contentScreenMachine.provide>[0];
