import { Effect } from "effect";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { uploadOrganiserResourceFile } from "../../../api/upload.ts";
import type { EntityCalls } from "../../forms/entity-dialog.actors.ts";
import { chosenFile, faqBody, resourceBody } from "./content-rules.ts";
import type { EventFaq, EventResource } from "./content.types.ts";

/** The console's Content calls (the contract's organiser content operations): each tab's read and its dialog's calls. */

export const listResources: Effect.Effect<ReadonlyArray<EventResource>, ApiError, Api> = query((client, signal) =>
  client.GET("/organiser/content/resources", { signal }),
).pipe(Effect.map((answer) => answer.data));

export const listFaqs: Effect.Effect<ReadonlyArray<EventFaq>, ApiError, Api> = query((client, signal) =>
  client.GET("/organiser/content/faqs", { signal }),
).pipe(Effect.map((answer) => answer.data));

/** The resource dialog: the chosen file is stored first, then the resource names it. */
export const resourceCalls: EntityCalls = {
  firstStep: (form) => uploadOrganiserResourceFile(chosenFile(form)!),
  create: (form) => {
    const body = resourceBody(form);
    return mutation((client, signal) => client.POST("/organiser/content/resources", { body: { ...body, fileUrl: body.fileUrl ?? "" }, signal }));
  },
  update: (id, form) =>
    mutation((client, signal) => client.PUT("/organiser/content/resources/{id}", { params: { path: { id } }, body: resourceBody(form), signal })),
  remove: (id) => mutation((client, signal) => client.DELETE("/organiser/content/resources/{id}", { params: { path: { id } }, signal })),
};

export const faqCalls: EntityCalls = {
  create: (form) => mutation((client, signal) => client.POST("/organiser/content/faqs", { body: faqBody(form), signal })),
  update: (id, form) => mutation((client, signal) => client.PUT("/organiser/content/faqs/{id}", { params: { path: { id } }, body: faqBody(form), signal })),
  remove: (id) => mutation((client, signal) => client.DELETE("/organiser/content/faqs/{id}", { params: { path: { id } }, signal })),
};

/** PUT /organiser/content/faq-order: the FAQs in the order given, as the server now keeps them. */
export const reorderFaqs = (ids: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<EventFaq>, ApiError, Api> =>
  mutation((client, signal) => client.PUT("/organiser/content/faq-order", { body: { ids: [...ids] }, signal })).pipe(Effect.map((answer) => answer.data));
